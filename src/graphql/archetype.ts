/**
 * Archetypes (SMS §8) and creatures (SMS §9): the seed's catalogue of archetype names merged
 * with the campaign's GM-defined archetypes, applying one to a DRAFT PC (still within the
 * creation rules) or to an NPC, and building creatures from a race and creature archetypes
 * (a vampire goblin sorcerer = the goblin race + the vampire archetype). Rules in
 * src/rules/sms/archetypes.ts.
 */
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import type { CharacterRow } from '../db/access.js';
import { loadModules, type ModuleRow, retryOnConflict } from '../db/characters.js';
import { publicId } from '../db/encounters.js';
import { emitEvent } from '../db/outbox.js';
import { archetypes as archetypesTable, campaigns, characters, modules as modulesTable } from '../db/schema.js';
import { readCharacterState, writeCharacterState } from '../db/state.js';
import {
  ARCHETYPE_KINDS,
  type Archetype as ArchetypeData,
  type ArchetypeCost,
  type ArchetypeKind as ArchetypeKindValue,
  archetypeCatalogue,
  archetypeCost,
  applyArchetype as applyArchetypeRule,
  BESTIARY_CLASSES,
  type BestiaryClass as BestiaryClassValue,
  buildCreature,
  type CreatureArchetype,
  type ElementalWeakness,
  keyOf,
  type LocalisedName,
  VAMPIRE,
  validateArchetype,
} from '../rules/sms/archetypes.js';
import type { Module as RulesModule } from '../rules/sms/module.js';
import { printModule } from '../rules/sms/notation.js';
import type { Violation } from '../rules/violation.js';
import { requireEditableCharacter, requireMember } from './auth.js';
import { builder } from './builder.js';
import { SmsSheet } from './character.js';
import type { Context } from './context.js';
import { Locale, localized, Polarity } from './enums.js';
import { conflict, MUTATION_ERRORS, RuleViolation, validate } from './errors.js';
import { boughtModules, checkModules, ModuleInput, moduleInputSchema } from './module.js';
import { CharacterPayload } from './refs.js';

// ----- The catalogue ---------------------------------------------------------------------------

/** An archetype as the API shows it: the rules core's, plus where it comes from. */
export interface ArchetypeView extends ArchetypeData {
  creature: boolean;
  /** Defined or edited by the campaign's GM (false: the seed's entry, names only). */
  custom: boolean;
  elementalWeaknesses: ElementalWeakness[];
}

/** The seed's creature archetypes (SMS §9): vampire, with its weaknesses and no modules yet. */
const SEED_CREATURE_ARCHETYPES: readonly CreatureArchetype[] = [VAMPIRE];
/**
 * A creature archetype still has one of the four kinds; the vampire is a whole nature, so it
 * ships as COMPLETE (docs/rules.md §5).
 */
const CREATURE_SEED_KIND: ArchetypeKindValue = 'COMPLETE';

function seedArchetypes(): ArchetypeView[] {
  return [
    ...archetypeCatalogue().map((a) => ({ ...a, creature: false, custom: false, elementalWeaknesses: [] })),
    ...SEED_CREATURE_ARCHETYPES.map((a) => ({
      key: a.key,
      kind: CREATURE_SEED_KIND,
      name: a.name,
      modules: a.modules,
      creature: true,
      custom: false,
      elementalWeaknesses: a.elementalWeaknesses,
    })),
  ];
}

type ArchetypeRow = typeof archetypesTable.$inferSelect;

function fromRow(row: ArchetypeRow): ArchetypeView {
  // The seed's weaknesses belong to the nature, not to the modules a GM writes: they stay.
  const seed = SEED_CREATURE_ARCHETYPES.find((a) => a.key === row.key);
  return {
    key: row.key,
    kind: row.kind as ArchetypeKindValue,
    name: row.name,
    modules: row.modules as unknown as RulesModule[],
    creature: row.creature,
    custom: true,
    elementalWeaknesses: row.creature && seed ? seed.elementalWeaknesses : [],
  };
}

/** The campaign's catalogue: the seed's names, each replaced by the GM's version of the same key, then the GM's own. */
export async function campaignArchetypes(ctx: Pick<Context, 'db'>, campaignId: string): Promise<ArchetypeView[]> {
  const rows = await ctx.db.select().from(archetypesTable).where(eq(archetypesTable.campaignId, campaignId)).orderBy(archetypesTable.createdAt, archetypesTable.key);
  const defined = new Map(rows.map((r) => [r.key, fromRow(r)]));
  const out = seedArchetypes().map((a) => defined.get(a.key) ?? a);
  const seedKeys = new Set(out.map((a) => a.key));
  for (const a of defined.values()) if (!seedKeys.has(a.key)) out.push(a);
  return out;
}

// ----- Types -----------------------------------------------------------------------------------

export const ArchetypeKind = builder.enumType('ArchetypeKind', {
  values: {
    COMPLETE: { description: 'A whole character from one choice of activity.' },
    TRADE: { description: 'The skills of one trade (métier).' },
    SOCIETAL: { description: 'A role and rank in society; a light complement to a trade.' },
    ADVENTUROUS_TRAIT: { description: 'A small set of highly specialised modules; several may be combined.' },
  } as const,
  description: 'The four kinds of archetypes (SMS §8).',
});

export const BestiaryClass = builder.enumType('BestiaryClass', {
  values: BESTIARY_CLASSES.map((c) => c.key) as unknown as readonly BestiaryClassValue[],
  description: 'The bestiary classes of the Omnivers of Loreval (SMS §9).',
});

const ElementalDamageType = builder.enumType('ElementalDamageType', { values: ['LETHAL', 'CRITICAL'] as const });

const ElementalWeaknessRef = builder.objectRef<ElementalWeakness>('ElementalWeakness').implement({
  description: 'Something that harms the creature as an elemental attack (seed: a vampire in sunlight takes a critical one).',
  fields: (t) => ({
    trigger: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (w, { locale }) => localized(w.trigger, locale) }),
    damageType: t.field({ type: ElementalDamageType, resolve: (w) => w.damageType }),
  }),
});

const ArchetypeModule = builder.objectRef<RulesModule>('ArchetypeModule').implement({
  description: 'A module an archetype gives.',
  fields: (t) => ({
    name: t.exposeString('name'),
    scope: t.exposeInt('scope'),
    polarity: t.field({ type: Polarity, resolve: (m) => m.polarity }),
    rank: t.exposeInt('rank'),
    roleplay: t.boolean({ resolve: (m) => m.roleplay ?? false }),
    removable: t.boolean({ resolve: (m) => m.removable ?? false }),
    objectName: t.string({ nullable: true, resolve: (m) => m.objectName ?? null }),
    canProgress: t.boolean({ resolve: (m) => m.canProgress ?? true }),
    notation: t.string({ resolve: (m) => printModule(m) }),
  }),
});

const ArchetypeCostRef = builder.objectRef<ArchetypeCost>('ArchetypeCost').implement({
  description: 'SMS §8: one rank costs its scope; negative modules give back at most 10 XP.',
  fields: (t) => ({
    bought: t.exposeInt('bought', { description: 'Σ scope × rank of the positive and resistive modules.' }),
    refund: t.exposeInt('refund', { description: 'XP the negative modules give back, capped at 10.' }),
    cost: t.exposeInt('cost', { description: 'bought − refund: at most 33 for a PC archetype.' }),
  }),
});

export const Archetype = builder.objectRef<ArchetypeView>('Archetype').implement({
  description: 'A named bundle of modules (SMS §8); creature archetypes (vampire) apply to NPCs only (SMS §9).',
  fields: (t) => ({
    key: t.exposeString('key'),
    kind: t.field({ type: ArchetypeKind, resolve: (a) => a.kind }),
    name: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (a, { locale }) => localized(a.name, locale) }),
    creature: t.exposeBoolean('creature', { description: 'A creature archetype: for NPCs only, bound by no budget.' }),
    custom: t.exposeBoolean('custom', { description: 'Defined or edited by the campaign’s GM; false for the seed’s entries, which ship names only.' }),
    modules: t.field({ type: [ArchetypeModule], resolve: (a) => a.modules }),
    cost: t.field({ type: ArchetypeCostRef, resolve: (a) => archetypeCost(a.modules) }),
    elementalWeaknesses: t.field({ type: [ElementalWeaknessRef], resolve: (a) => a.elementalWeaknesses }),
  }),
});

const BestiaryClassEntry = builder.objectRef<{ key: BestiaryClassValue; name: LocalisedName }>('BestiaryClassEntry').implement({
  fields: (t) => ({
    key: t.field({ type: BestiaryClass, resolve: (c) => c.key }),
    name: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (c, { locale }) => localized(c.name, locale) }),
  }),
});

builder.queryField('bestiaryClasses', (t) =>
  t.field({
    type: [BestiaryClassEntry],
    description: 'The 17 bestiary classes of SMS §9, in English and French.',
    resolve: () => [...BESTIARY_CLASSES],
  }),
);

builder.queryField('archetypes', (t) =>
  t.field({
    type: [Archetype],
    description: 'The campaign’s archetypes: the seed’s catalogue (names in English and French, modules for the GM to fill) merged with the ones its GM defined or edited.',
    args: {
      campaignId: t.arg.id(),
      kind: t.arg({ type: ArchetypeKind, required: false }),
      creature: t.arg.boolean({ required: false, description: 'Only creature archetypes (true) or only PC ones (false).' }),
    },
    resolve: async (_root, args, ctx) => {
      const { campaignId } = await requireMember(ctx, args.campaignId);
      return (await campaignArchetypes(ctx, campaignId)).filter((a) => (!args.kind || a.kind === args.kind) && (args.creature == null || a.creature === args.creature));
    },
  }),
);

/** Extra sheet fields: the archetypes applied, and what makes an NPC a creature. */
type CreatureState = { race: { key: string; name: LocalisedName }; bestiaryClass: BestiaryClassValue; elementalWeaknesses: ElementalWeakness[] };

const CreatureInfo = builder.objectRef<CreatureState>('CreatureInfo').implement({
  description: 'An NPC built as a creature (SMS §9): its race, bestiary class and elemental weaknesses.',
  fields: (t) => ({
    raceKey: t.string({ resolve: (c) => c.race.key }),
    race: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (c, { locale }) => localized(c.race.name, locale) }),
    bestiaryClass: t.field({ type: BestiaryClass, resolve: (c) => c.bestiaryClass }),
    elementalWeaknesses: t.field({ type: [ElementalWeaknessRef], resolve: (c) => c.elementalWeaknesses }),
  }),
});

builder.objectFields(SmsSheet, (t) => ({
  archetypes: t.stringList({
    description: 'Keys of the archetypes applied to the character (SMS §8, §9).',
    resolve: ({ character }) => readCharacterState<string[]>(character, 'archetypes', () => []),
  }),
  creature: t.field({
    type: CreatureInfo,
    nullable: true,
    description: 'For an NPC built with createCreature: its race, bestiary class and weaknesses.',
    resolve: ({ character }) => readCharacterState<CreatureState | null>(character, 'creature', () => null),
  }),
}));

// ----- defineArchetype ---------------------------------------------------------------------------

const LocalizedNameInput = builder.inputType('LocalizedNameInput', {
  fields: (t) => ({ en: t.string(), fr: t.string() }),
});

const DefineArchetypeInput = builder.inputType('DefineArchetypeInput', {
  fields: (t) => ({
    campaignId: t.id(),
    key: t.string({ description: 'SCREAMING_SNAKE key, e.g. KNIGHT. A key that exists (the seed’s or yours) is replaced.' }),
    kind: t.field({ type: ArchetypeKind }),
    name: t.field({ type: LocalizedNameInput }),
    modules: t.field({ type: [ModuleInput] }),
    creature: t.boolean({ required: false, description: 'A creature archetype (vampire): NPCs only, no 33-XP cap.' }),
  }),
});

const ArchetypePayload = builder.objectRef<{ archetype: ArchetypeView }>('ArchetypePayload').implement({
  fields: (t) => ({ archetype: t.field({ type: Archetype, resolve: (p) => p.archetype }) }),
});

const defineSchema = z.object({
  key: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Z][A-Z0-9_]*$/, 'a key is SCREAMING_SNAKE: capitals, digits and underscores'),
  kind: z.enum(ARCHETYPE_KINDS as unknown as [ArchetypeKindValue, ...ArchetypeKindValue[]]),
  name: z.object({ en: z.string().trim().min(1).max(80), fr: z.string().trim().min(1).max(80) }),
  modules: z.array(moduleInputSchema).max(50),
  creature: z.boolean().nullish(),
});

/** Budget rules a creature archetype is exempt from: NPCs have no creation budget (SMS §9). */
const CREATURE_EXEMPT = new Set(['ARCHETYPE_OVER_BUDGET', 'RANK_ABOVE_CREATION_MAX']);

function archetypeViolations(modules: readonly RulesModule[], creature: boolean): Violation[] {
  const result = validateArchetype(modules);
  if (result.ok) return [];
  return creature ? result.violations.filter((v) => !CREATURE_EXEMPT.has(v.code)) : result.violations;
}

function toRulesModules(list: readonly z.output<typeof moduleInputSchema>[]): RulesModule[] {
  return list.map((m) => ({
    name: m.name.trim(),
    scope: m.scope,
    polarity: m.polarity,
    rank: m.rank,
    roleplay: m.roleplay ?? false,
    removable: m.removable ?? false,
    objectName: m.objectName ?? null,
    canProgress: m.canProgress ?? true,
  }));
}

async function requireSmsCampaign(ctx: Context, campaignId: string) {
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (campaign?.ruleset !== 'SMS') throw new RuleViolation('NOT_SMS', 'Archetypes belong to SMS campaigns.', 'SMS §8: archetypes are bundles of modules');
  return campaign;
}

builder.mutationField('defineArchetype', (t) =>
  t.field({
    type: ArchetypePayload,
    description:
      'GM: define or replace an archetype of the campaign (SMS §8: at most 33 XP, ranks ≤ 3, negatives give back at most 10). A creature archetype (SMS §9) is for NPCs and bound by no budget.',
    args: { input: t.arg({ type: DefineArchetypeInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { campaignId } = await requireMember(ctx, input.campaignId, 'GM');
      const v = validate(defineSchema, input);
      await requireSmsCampaign(ctx, campaignId);
      const modules = toRulesModules(v.modules);
      const creature = v.creature ?? false;
      const violations = archetypeViolations(modules, creature);
      if (violations.length) throw RuleViolation.from(violations);
      const values = { kind: v.kind, name: v.name, modules: modules as unknown as Record<string, unknown>[], creature };
      const [row] = await ctx.db
        .insert(archetypesTable)
        .values({ campaignId, key: v.key, ...values, createdAt: ctx.clock.now() })
        .onConflictDoUpdate({ target: [archetypesTable.campaignId, archetypesTable.key], set: values })
        .returning();
      return { archetype: fromRow(row!) };
    },
  }),
);

// ----- applyArchetype ------------------------------------------------------------------------------

const ApplyArchetypeInput = builder.inputType('ApplyArchetypeInput', {
  fields: (t) => ({
    characterId: t.id(),
    archetypeKey: t.string({ description: 'A key from `archetypes(campaignId)`.' }),
  }),
});

const RULE_APPLY = 'SMS §8: an archetype is applied at creation, within the creation rules';
const RULE_CREATURE = 'SMS §9: creature archetypes (vampire) apply to NPCs and creatures';

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
      if (first.kind === 'NPC' && role !== 'GM') throw new RuleViolation('NPC_IS_GM_ONLY', 'Only the GM changes NPCs.', 'SMS §9: NPCs are the GM’s');
      const { archetypeKey } = validate(z.object({ archetypeKey: z.string().trim().min(1).max(60) }), input);
      if (first.ruleset !== 'SMS') throw new RuleViolation('NOT_SMS', 'Archetypes belong to SMS characters.', 'SMS §8: archetypes are bundles of modules');
      const archetype = (await campaignArchetypes(ctx, first.campaignId)).find((a) => a.key === archetypeKey);
      if (!archetype) throw new RuleViolation('UNKNOWN_ARCHETYPE', `No archetype "${archetypeKey}" in this campaign.`, 'SMS §8: archetypes come from the campaign’s catalogue');
      if (archetype.creature && first.kind === 'PC') {
        throw new RuleViolation('CREATURE_ARCHETYPE_ON_PC', `${archetype.name.en} is a creature archetype: it applies to NPCs only.`, RULE_CREATURE);
      }
      if (archetype.modules.length === 0 && archetype.elementalWeaknesses.length === 0) {
        throw new RuleViolation(
          'ARCHETYPE_WITHOUT_MODULES',
          `${archetype.name.en} has no modules yet: the seed names archetypes only, the GM defines their modules (defineArchetype).`,
          'SMS §8: the seed lists archetypes’ names; the GM fills their modules',
        );
      }
      const campaign = (await ctx.loaders.campaigns.load(first.campaignId))!;

      return retryOnConflict(
        async () => {
          // Read fresh, not through the request's loader: a retry must decide on the new state.
          const { character } = await requireEditableCharacter(ctx, input.characterId);
          if (character.kind === 'PC' && character.status !== 'DRAFT') {
            throw new RuleViolation('CHARACTER_ACTIVE', `${character.name} is active: archetypes are applied at creation.`, RULE_APPLY);
          }
          const applied = readCharacterState<string[]>(character, 'archetypes', () => []);
          if (applied.includes(archetype.key)) {
            throw new RuleViolation('ARCHETYPE_ALREADY_APPLIED', `${character.name} already has the archetype ${archetype.name.en}.`, RULE_APPLY);
          }
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
          const violations = checkModules(character, boughtModules(next), campaign.settings.maxModuleRank, campaign.magicSystem);
          if (violations.length) throw RuleViolation.from(violations);

          const updated = await ctx.db.transaction(async (tx) => {
            const written = await writeCharacterState(tx, character, { archetypes: [...applied, archetype.key] });
            for (const [id, rank] of ranks) await tx.update(modulesTable).set({ rank }).where(and(eq(modulesTable.id, id), eq(modulesTable.characterId, character.id)));
            if (added.length) {
              await tx.insert(modulesTable).values(
                added.map((m, i) => ({
                  characterId: character.id,
                  name: m.name,
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
          });
          ctx.loaders.modules.clear(character.id);
          return { character: updated };
        },
        conflict,
        25,
      );
    },
  }),
);

// ----- createCreature ------------------------------------------------------------------------------

const CreatureRaceInput = builder.inputType('CreatureRaceInput', {
  description: 'The creature’s race (SMS §9: "toute créature appartient à une race"): modules every member has.',
  fields: (t) => ({
    name: t.string({ description: 'e.g. "Gobelin".' }),
    nameEn: t.string({ required: false, description: 'English name, when it differs (e.g. "Goblin").' }),
    modules: t.field({ type: [ModuleInput] }),
    sizeFactor: t.int({ required: false, description: 'Size factor of the race, 1–9 (default 5, SMS §6).' }),
  }),
});

const CreateCreatureInput = builder.inputType('CreateCreatureInput', {
  fields: (t) => ({
    campaignId: t.id(),
    name: t.string(),
    race: t.field({ type: CreatureRaceInput }),
    archetypeKeys: t.stringList({ required: false, description: 'Archetypes added on top of the race, in order (e.g. VAMPIRE).' }),
    bestiaryClass: t.field({ type: BestiaryClass }),
    modules: t.field({ type: [ModuleInput], required: false, description: 'The individual’s own modules, added last.' }),
    sizeFactor: t.int({ required: false, description: 'This individual’s size factor, if not the race’s.' }),
  }),
});

const createCreatureSchema = z.object({
  name: z.string().trim().min(1).max(80),
  race: z.object({
    name: z.string().trim().min(1).max(80),
    nameEn: z.string().trim().min(1).max(80).nullish(),
    modules: z.array(moduleInputSchema).max(100),
    sizeFactor: z.number().int().nullish(),
  }),
  archetypeKeys: z.array(z.string().trim().min(1).max(60)).max(10).nullish(),
  bestiaryClass: z.enum(BESTIARY_CLASSES.map((c) => c.key) as [BestiaryClassValue, ...BestiaryClassValue[]]),
  modules: z.array(moduleInputSchema).max(100).nullish(),
  sizeFactor: z.number().int().nullish(),
});

builder.mutationField('createCreature', (t) =>
  t.field({
    type: CharacterPayload,
    description:
      'GM: create a creature NPC (SMS §9): its race’s modules, then each archetype’s (creature archetypes such as VAMPIRE included, ranks of the same module adding up), then its own. No budget binds it. A vampire goblin sorcerer = race Gobelin + archetype VAMPIRE + its own modules.',
    args: { input: t.arg({ type: CreateCreatureInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { campaignId } = await requireMember(ctx, input.campaignId, 'GM');
      const v = validate(createCreatureSchema, input);
      const campaign = await requireSmsCampaign(ctx, campaignId);
      const catalogue = await campaignArchetypes(ctx, campaignId);
      const chosen: CreatureArchetype[] = [];
      for (const key of v.archetypeKeys ?? []) {
        const a = catalogue.find((x) => x.key === key);
        if (!a) throw new RuleViolation('UNKNOWN_ARCHETYPE', `No archetype "${key}" in this campaign.`, 'SMS §8: archetypes come from the campaign’s catalogue');
        if (chosen.some((c) => c.key === key)) throw new RuleViolation('ARCHETYPE_ALREADY_APPLIED', `${a.name.en} is listed twice.`, RULE_APPLY);
        chosen.push({ key: a.key, name: a.name, modules: a.modules, elementalWeaknesses: a.elementalWeaknesses });
      }
      const raceModules = toRulesModules(v.race.modules);
      const ownModules = toRulesModules(v.modules ?? []);
      // Structure only (names, scopes, ranks): no budget and no creation cap bind a creature.
      const violations = [...archetypeViolations(raceModules, true), ...archetypeViolations(ownModules, true)];
      if (violations.length) throw RuleViolation.from(violations);
      const raceName = { fr: v.race.name, en: v.race.nameEn ?? v.race.name };
      const race = { key: keyOf(raceName.en), name: raceName, bestiaryClass: v.bestiaryClass, sizeFactor: v.race.sizeFactor ?? 5, modules: raceModules };
      const built = buildCreature({ name: v.name, race, archetypes: chosen, modules: ownModules, ...(v.sizeFactor != null ? { sizeFactor: v.sizeFactor } : {}) });
      if (!built.ok) throw RuleViolation.from(built.violations);
      const creature = built.value;
      const npc = { kind: 'NPC' as const, status: 'ACTIVE' as const, race: null, creationBudget: campaign.settings.creationBudget };
      const structural = checkModules(npc, boughtModules(creature.modules.map((m) => ({ ...m, source: m.source ?? 'GM' }))), campaign.settings.maxModuleRank, campaign.magicSystem);
      if (structural.length) throw RuleViolation.from(structural);

      const creatureState: CreatureState = { race: { key: race.key, name: race.name }, bestiaryClass: creature.bestiaryClass, elementalWeaknesses: creature.elementalWeaknesses };
      const character = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(characters)
          .values({
            campaignId,
            ownerId: null,
            name: creature.name,
            kind: 'NPC',
            status: 'ACTIVE',
            ruleset: 'SMS',
            race: null,
            sizeFactor: creature.sizeFactor,
            creationBudget: campaign.settings.creationBudget,
            state: { archetypes: creature.archetypes, creature: creatureState },
          })
          .returning();
        if (creature.modules.length) {
          await tx.insert(modulesTable).values(
            creature.modules.map((m, position) => ({
              characterId: row!.id,
              name: m.name,
              scope: m.scope,
              polarity: m.polarity,
              rank: m.rank,
              source: m.source ?? 'GM',
              roleplay: m.roleplay ?? false,
              removable: m.removable ?? false,
              objectName: m.objectName ?? null,
              canProgress: m.canProgress ?? true,
              position,
            })),
          );
        }
        await emitEvent(tx, campaignId, 'character.created', { characterId: publicId('Character', row!.id), kind: 'NPC', creature: true }, ctx.clock.now());
        return row!;
      });
      return { character: character as CharacterRow };
    },
  }),
);
