/**
 * Applying an archetype (SMS §8, §9): to a DRAFT PC, whose sheet must still pass the creation
 * rules, or to an NPC with no budget (creature archetypes such as the vampire: NPCs only), and
 * the archetypes a sheet shows as applied.
 */
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { loadModules, type ModuleRow, moduleRaceIsConflict, retryOnConflict } from '../../db/characters.js';
import { modules as modulesTable } from '../../db/schema.js';
import { readCharacterState, writeCharacterState } from '../../db/state.js';
import { archetypeToApply, mayApplyArchetypeNow, mayApplyArchetypes } from '../../rules/sms/archetype-choice.js';
import { applyArchetype as applyArchetypeRule } from '../../rules/sms/archetypes.js';
import { boughtModules, checkSheetModules } from '../../rules/sms/characters.js';
import type { Module as RulesModule } from '../../rules/sms/module.js';
import { moduleNameKey } from '../../rules/sms/races.js';
import { campaignArchetypes } from './archetype.js';
import type { CreatureState } from './archetype-creature.js';
import { requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import { SmsSheet } from './character.js';
import { conflict, MUTATION_ERRORS, RuleViolation, validate } from '../errors.js';
import { CharacterPayload } from '../refs.js';

builder.objectField(SmsSheet, 'archetypes', (t) =>
  t.stringList({
    description: 'Keys of the archetypes applied to the character (SMS §8, §9).',
    resolve: ({ character }) => readCharacterState<string[]>(character, 'archetypes', () => []),
  }),
);

// ----- applyArchetype ------------------------------------------------------------------------------

const ApplyArchetypeInput = builder.inputType('ApplyArchetypeInput', {
  fields: (t) => ({
    characterId: t.id(),
    archetypeKey: t.string({ description: 'A key from `archetypes(campaignId)`.' }),
  }),
});

/** Same module = same name (case-insensitive), scope and polarity: the ranks add up (SMS §8 Y3). */
function sameModule(a: Pick<RulesModule, 'name' | 'scope' | 'polarity'>, b: Pick<RulesModule, 'name' | 'scope' | 'polarity'>): boolean {
  return a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.scope === b.scope && a.polarity === b.polarity;
}

/** Merge modules into rows without a budget (NPCs, SMS §9): the result as row updates and new modules. */
function mergeInto(rows: readonly ModuleRow[], extra: readonly RulesModule[]): { ranks: Map<string, number>; added: RulesModule[] } {
  const ranks = new Map<string, number>();
  const added: RulesModule[] = [];
  for (const m of extra) {
    const row = rows.find((r) => sameModule(r, m));
    if (row) ranks.set(row.id, (ranks.get(row.id) ?? row.rank) + m.rank);
    else {
      const twin = added.find((a) => sameModule(a, m));
      if (twin) twin.rank += m.rank;
      else added.push({ ...m, source: 'ARCHETYPE' });
    }
  }
  return { ranks, added };
}

builder.mutationField('applyArchetype', (t) =>
  t.field({
    type: CharacterPayload,
    description:
      'Apply an archetype: to a DRAFT PC (its player or the GM) — its modules are added with source ARCHETYPE (or add their ranks to the same module) and the whole sheet must still pass the creation rules; or to an NPC (GM only), with no budget. Creature archetypes apply to NPCs only.',
    args: { input: t.arg({ type: ApplyArchetypeInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { character: first, role } = await requireEditableCharacter(ctx, input.characterId);
      const { archetypeKey } = validate(z.object({ archetypeKey: z.string().trim().min(1).max(60) }), input);
      // A player reaches only their own PCs here, so checking who may change an NPC after the
      // input's shape changes no answer.
      const allowed = mayApplyArchetypes(first, role);
      if (!allowed.ok) throw RuleViolation.from(allowed.violations);
      const chosen = archetypeToApply(archetypeKey, await campaignArchetypes(ctx, first.campaignId), first.kind);
      if (!chosen.ok) throw RuleViolation.from(chosen.violations);
      const archetype = chosen.value;
      const campaign = (await ctx.loaders.campaigns.load(first.campaignId))!;

      return retryOnConflict(
        async () => {
          // Read fresh, not through the request's loader: a retry must decide on the new state.
          const { character } = await requireEditableCharacter(ctx, input.characterId);
          const applied = readCharacterState<string[]>(character, 'archetypes', () => []);
          const now = mayApplyArchetypeNow({ ...character, applied }, archetype);
          if (!now.ok) throw RuleViolation.from(now.violations);
          const rows = (await loadModules(ctx.db, [character.id])).get(character.id) ?? [];
          let ranks: Map<string, number>;
          let added: RulesModule[];
          if (character.kind === 'PC') {
            // Racial ranks stay on their own rows: the creation rules price ranks added to a
            // racial module as the player's (SMS §8), so the archetype merges into bought rows only.
            const bought = rows.filter((r) => r.source === 'PLAYER' || r.source === 'ARCHETYPE');
            const merged = applyArchetypeRule(bought, archetype);
            if (!merged.ok) throw RuleViolation.from(merged.violations);
            ranks = new Map();
            added = [];
            merged.value.forEach((m, i) => {
              const row = bought[i];
              if (row) {
                if (m.rank !== row.rank) ranks.set(row.id, m.rank);
              } else added.push(m);
            });
          } else {
            ({ ranks, added } = mergeInto(
              rows.filter((r) => r.source !== 'WOUND' && r.source !== 'FATIGUE' && r.source !== 'MAGIC'),
              archetype.modules,
            ));
          }
          const next = [
            ...rows.map((r) => ({ ...r, rank: ranks.get(r.id) ?? r.rank })),
            ...added.map((m) => ({ name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: 'ARCHETYPE' as const })),
          ];
          const violations = checkSheetModules(character, boughtModules(next), campaign.settings.maxModuleRank, campaign.magicSystem);
          if (violations.length) throw RuleViolation.from(violations);

          const updated = await ctx.db.transaction(async (tx) => {
            const written = await writeCharacterState(tx, character, { archetypes: [...applied, archetype.key] });
            for (const [id, rank] of ranks) await tx.update(modulesTable).set({ rank }).where(and(eq(modulesTable.id, id), eq(modulesTable.characterId, character.id)));
            if (added.length) {
              await tx.insert(modulesTable).values(
                added.map((m, i) => ({
                  characterId: character.id,
                  name: m.name,
                  nameKey: moduleNameKey(m.name),
                  scope: m.scope,
                  polarity: m.polarity,
                  rank: m.rank,
                  source: 'ARCHETYPE' as const,
                  roleplay: m.roleplay ?? false,
                  removable: m.removable ?? false,
                  objectName: m.objectName ?? null,
                  canProgress: m.canProgress ?? true,
                  position: rows.length + i,
                })),
              );
            }
            if (archetype.elementalWeaknesses.length && character.kind === 'NPC') {
              const creature = readCharacterState<CreatureState | null>(character, 'creature', () => null);
              if (creature) {
                return writeCharacterState(tx, written, {
                  creature: { ...creature, elementalWeaknesses: [...creature.elementalWeaknesses, ...archetype.elementalWeaknesses] },
                });
              }
            }
            return written;
          }).catch(moduleRaceIsConflict);
          ctx.loaders.modules.clear(character.id);
          return { character: updated };
        },
        conflict,
        25,
      );
    },
  }),
);
