/**
 * Applying an archetype (SMS §8, §9): to a DRAFT PC, whose sheet must still pass the creation
 * rules, or to an NPC with no budget (creature archetypes such as the vampire: NPCs only), and
 * the archetypes a sheet shows as applied.
 */
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { loadModules, moduleRaceIsConflict, retryOnConflict } from '../../db/characters.js';
import { modules as modulesTable } from '../../db/schema.js';
import { readCharacterState, writeCharacterState } from '../../db/state.js';
import { archetypeToApply, mayApplyArchetypeNow, mayApplyArchetypes } from '../../rules/sms/archetype-choice.js';
import { archetypeOnSheet } from '../../rules/sms/archetype-sheet.js';
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
          const changes = archetypeOnSheet(character, rows, archetype, { maxModuleRank: campaign.settings.maxModuleRank, magicSystem: campaign.magicSystem });
          if (!changes.ok) throw RuleViolation.from(changes.violations);
          const { ranks, added } = changes.value;

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
