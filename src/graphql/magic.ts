/**
 * SMS magic through the API, shared parts: the magic state kept on characters
 * (`characters.state.magic`), the GraphQL types every magic operation returns (score and
 * difficulty breakdowns, checks, costs), spell definitions in and out, and the persistence
 * helpers (lock the characters a magical action touches, book the one-spell limit in an
 * encounter, write every change in the same transaction).
 *
 * The operations live in magic-catalogue.ts (modules, spells), magic-casting.ts (cast, preview,
 * special powers, counter-spells, dispels, recovery) and magic-ritual.ts (rituals).
 * Rules: src/rules/magic (MAGIC.md); decisions: docs/rules.md §6 "API".
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as z from 'zod';
import { type CharacterRow, canEdit } from '../db/access.js';
import { loadModules, type ModuleRow } from '../db/characters.js';
import type { Queryable } from '../db/client.js';
import { type StoredDeclaration, bookSpellInEncounter, encounterState, loadEncounter } from '../db/encounters.js';
import { characters, modules as modulesTable } from '../db/schema.js';
import { writeCharacterState } from '../db/state.js';
import type { MagicVariant } from '../rules/magic/catalogue.js';
import { DEFAULT_MAGIC_SETTINGS, type MagicModuleKey, type MagicSettings, checkModuleAcquisition, magicModule, magicRanksFromModules } from '../rules/magic/catalogue.js';
import { cite } from '../rules/magic/cite.js';
import { FRESH_SPELL_LIMIT, OWN_MAGIC, type SpellLimitState, bookSpell } from '../rules/magic/limit.js';
import type { MagicCost, Score } from '../rules/magic/score.js';
import type { SpellDefinition, SpellEffect, SpellParameters } from '../rules/magic/spell.js';
import type { Difficulty } from '../rules/magic/difficulty.js';
import type { Check } from '../rules/sms/check.js';
import { type HealthState, emptyHealth, healthModules } from '../rules/sms/health.js';
import type { Module as RulesModule } from '../rules/sms/module.js';
import type { Encounter } from '../rules/sms/sequence.js';
import { type Violation, violation } from '../rules/violation.js';
import { builder } from './builder.js';
import type { Caller, Context } from './context.js';
import { Stakes } from './enums.js';
import { RuleViolation, forbidden, notFound } from './errors.js';
import { decodeId, encodeId, globalId } from './ids.js';
import { CharacterRef } from './refs.js';

// =============================================================================================
// State kept on characters
// =============================================================================================

export type ActiveEffectKind = 'TEMPORARY_MODULE' | 'BARRIER' | 'PROTECTION' | 'COUNTER_EFFECT';

/** A lasting magical effect on a character (`state.magic.effects`). */
export interface ActiveEffect {
  id: string;
  kind: ActiveEffectKind;
  spellName: string;
  spellId: string | null;
  /** The caster's character id (raw uuid). */
  casterId: string;
  power: number;
  parameters: SpellParameters;
  fromRitual: boolean;
  castAt: string;
  /** From the duration parameter; null = instant / until the caster's next action. */
  expiresAt: string | null;
  /** TEMPORARY_MODULE: the row in `modules` (source MAGIC). */
  moduleId?: string | null;
  module?: { name: string; scope: number; polarity: 'POSITIVE' | 'NEGATIVE'; rank: number } | null;
  /** BARRIER. */
  defenceDieShift?: number;
  attackerDieShift?: number;
  /** PROTECTION. */
  damageType?: 'BLUNT' | 'LETHAL' | 'CRITICAL';
  elemental?: boolean;
  points?: number;
  /** COUNTER_EFFECT. */
  against?: string;
  rank?: number;
  /** A temporary dispel (LOREVAL "Dissipation temporaire") holds it back. */
  suppressed?: { parameters: SpellParameters; at: string } | null;
}

/** A LOREVAL spell with a duration the caster maintains (no full rest while it runs). */
export interface MaintainedSpell {
  spellName: string;
  effectIds: string[];
  expiresAt: string | null;
}

/** `characters.state.magic`. */
export interface MagicState {
  /** ALMERA magical exhaustion (seed 003 "Épuisement magique"). */
  exhaustion: number;
  /** ALMERA one-spell limit for means other than one's own magic, per encounter window. */
  limit?: { encounterId: string; window: string; castsByMeans: Record<string, number> } | null;
  effects?: ActiveEffect[];
  maintained?: MaintainedSpell[];
}

export function readMagic(row: Pick<CharacterRow, 'state'>): MagicState {
  const raw = (row.state?.magic ?? {}) as Partial<MagicState>;
  return {
    exhaustion: typeof raw.exhaustion === 'number' ? raw.exhaustion : 0,
    limit: raw.limit ?? null,
    effects: Array.isArray(raw.effects) ? raw.effects : [],
    maintained: Array.isArray(raw.maintained) ? raw.maintained : [],
  };
}

export function readHealth(row: Pick<CharacterRow, 'state'>): HealthState {
  const raw = row.state?.health as HealthState | undefined;
  if (!raw || typeof raw !== 'object') return emptyHealth();
  const base = emptyHealth();
  return { ...base, ...raw, fatigue: { ...base.fatigue, ...(raw.fatigue ?? {}) }, wounds: Array.isArray(raw.wounds) ? raw.wounds : [] };
}

/** Effects and maintained spells whose duration ran out are dropped (with their modules). */
export function pruneExpired(magic: MagicState, now: Date): { magic: MagicState; expiredModuleIds: string[] } {
  const t = now.getTime();
  const alive = (e: { expiresAt: string | null }) => e.expiresAt === null || new Date(e.expiresAt).getTime() > t;
  const effects = magic.effects ?? [];
  const expiredModuleIds = effects.filter((e) => !alive(e) && e.moduleId).map((e) => e.moduleId!);
  return {
    magic: { ...magic, effects: effects.filter(alive), maintained: (magic.maintained ?? []).filter(alive) },
    expiredModuleIds,
  };
}

/** Duration parameter → end instant (seed 000 "Durée": short ~10 min, hour, day); 0 = none. */
export function expiryFor(duration: number, now: Date): string | null {
  const minutes = [0, 10, 60, 24 * 60][duration] ?? 0;
  return minutes ? new Date(now.getTime() + minutes * 60_000).toISOString() : null;
}

export { magicModuleViolations } from '../rules/magic/prerequisites.js';

// =============================================================================================
// GraphQL enums and output types shared by the magic files
// =============================================================================================

export const SpellKind = builder.enumType('SpellKind', {
  values: ['SPELL', 'RITUAL', 'POWER'] as const,
  description: 'A spell, a ritual, or a LOREVAL special power (Harmony, Conviction, Heroism).',
});
export const SpellNature = builder.enumType('SpellNature', {
  values: ['OFFENSIVE', 'DEFENSIVE', 'CURATIVE', 'ENHANCEMENT', 'MIXED', 'MISC'] as const,
  description: 'Seed 000 "LA MAGIE": the six natures of an effect.',
});
export const MagicSource = builder.enumType('MagicSource', {
  values: ['ARCANE', 'NATURAL', 'DIVINE', 'SPIRITS', 'FAITH'] as const,
  description: 'LOREVAL form (ARCANE, NATURAL, DIVINE) or ALMERA source of power (SPIRITS, FAITH, ARCANE).',
});
export const MagicForm = builder.enumType('MagicForm', {
  values: ['METAMORPHOSIS', 'SPACE_TIME', 'SOUL_SIGHT', 'SOUL'] as const,
  description: 'LOREVAL occult module (METAMORPHOSIS, SPACE_TIME, SOUL_SIGHT) or ALMERA form (METAMORPHOSIS, SOUL, SPACE_TIME: a second-level effect).',
});
export const SpecialPowerModule = builder.enumType('SpecialPowerModule', { values: ['HARMONY', 'CONVICTION', 'HEROISM'] as const });
export const SpellEffectKind = builder.enumType('SpellEffectKind', {
  values: ['DAMAGE', 'HEAL_SEVERITY', 'HEAL_LEVELS', 'BARRIER', 'PROTECTION', 'OCCULT_PROTECTION', 'COUNTER_EFFECT', 'ENHANCEMENT', 'ITEM_ENHANCEMENT', 'NARRATIVE'] as const,
  description: 'What one effect of a spell does (a mixed spell lists several).',
});
export const SpellDamageType = builder.enumType('SpellDamageType', { values: ['BLUNT', 'LETHAL', 'CRITICAL'] as const });
export const ItemAspect = builder.enumType('ItemAspect', { values: ['DAMAGE', 'PROTECTION'] as const });
export const TemporaryPolarity = builder.enumType('TemporaryPolarity', { values: ['POSITIVE', 'NEGATIVE'] as const });
export const AlmeraResistance = builder.enumType('AlmeraResistance', {
  values: ['SENSITIVE', 'RESISTS', 'HIGHLY_RESISTANT', 'NEARLY_IMMUNE'] as const,
  description: 'ALMERA: an unwilling target adds +0, +2, +4 or +6 to the die.',
});
export const CastOutcome = builder.enumType('CastOutcome', { values: ['SUCCESS', 'FAILURE', 'INTERRUPTED', 'COUNTERED'] as const });
export const CancelledBy = builder.enumType('CancelledBy', {
  values: ['INTERRUPTION', 'COUNTER_SPELL'] as const,
  description: 'The cast was cut short: no roll, no effect, the cost is still paid.',
});

export interface Step {
  label: string;
  points: number;
  rule: string;
}

export const MagicStep = builder.objectRef<Step>('MagicStep').implement({
  description: 'One term of a score or a difficulty, with the rule it comes from.',
  fields: (t) => ({ label: t.exposeString('label'), points: t.exposeInt('points'), rule: t.exposeString('rule') }),
});

export const MagicScore = builder.objectRef<Score>('MagicScore').implement({
  description: 'The action score of a magical action, term by term (SMS §2.2; floored at 1).',
  fields: (t) => ({
    score: t.exposeInt('score'),
    raw: t.exposeInt('raw', { description: 'Σ steps before the floor.' }),
    steps: t.field({ type: [MagicStep], resolve: (s) => s.steps }),
  }),
});

export const MagicDifficulty = builder.objectRef<Difficulty>('MagicDifficulty').implement({
  description: 'The difficulty die, step by step, settled once at the end (SMS §2 die arithmetic).',
  fields: (t) => ({
    die: t.exposeInt('die'),
    points: t.exposeInt('points', { description: 'Σ steps before settling.' }),
    aboveTwelve: t.exposeBoolean('aboveTwelve', { description: 'Above D12 no die is rolled: only a score reaching it succeeds.' }),
    steps: t.field({ type: [MagicStep], resolve: (d) => d.steps }),
  }),
});

export const MagicCheck = builder.objectRef<Check>('MagicCheck').implement({
  description: 'The roll: score against die (SMS §2.5).',
  fields: (t) => ({
    score: t.exposeInt('score'),
    die: t.exposeInt('die'),
    roll: t.exposeInt('roll', { nullable: true, description: 'Null when no die was rolled (automatic or impossible).' }),
    automatic: t.exposeBoolean('automatic'),
    impossible: t.exposeBoolean('impossible'),
    success: t.exposeBoolean('success'),
    stakes: t.field({ type: Stakes, resolve: (c) => c.stakes }),
    probability: t.exposeFloat('probability'),
  }),
});

export const MagicCostRef = builder.objectRef<MagicCost>('MagicCost').implement({
  description: 'What a magical action costs: ALMERA exhaustion, LOREVAL lasting fatigue (passing for a special power).',
  fields: (t) => ({
    exhaustion: t.int({ resolve: (c) => c.exhaustionDelta }),
    lastingFatigue: t.int({ resolve: (c) => c.lastingFatigueDelta }),
    passingFatigue: t.int({ resolve: (c) => c.passingFatigueDelta }),
  }),
});

export interface ParticipantCostView {
  characterId: string;
  cost: MagicCost;
}

export const ParticipantCost = builder.objectRef<ParticipantCostView>('MagicParticipantCost').implement({
  description: 'The cost booked on one participant.',
  fields: (t) => ({
    characterId: t.id({ resolve: (p) => encodeId('Character', p.characterId) }),
    character: t.field({ type: CharacterRef, nullable: true, resolve: (p, _a, ctx) => loadRow(ctx, p.characterId) }),
    cost: t.field({ type: MagicCostRef, resolve: (p) => p.cost }),
  }),
});

async function loadRow(ctx: Context, id: string): Promise<CharacterRow | null> {
  const [row] = await ctx.db.select().from(characters).where(eq(characters.id, id)).limit(1);
  return row ?? null;
}

export interface RollView {
  id: string;
  seq: number;
  kind: string;
  hash: string;
  faces: number[];
}

export const SpellRollEntry = builder.objectRef<RollView>('MagicRollEntry').implement({
  description: 'The entry written in the roll log (hash chain) for this magical action.',
  fields: (t) => ({
    id: t.exposeID('id'),
    seq: t.exposeInt('seq'),
    kind: t.exposeString('kind'),
    hash: t.exposeString('hash'),
    faces: t.exposeIntList('faces', { description: 'The raw faces rolled, in order (empty when nothing was rolled).' }),
  }),
});

const TemporaryModuleRef = builder
  .objectRef<{ name: string; scope: number; polarity: 'POSITIVE' | 'NEGATIVE'; rank: number }>('SpellTemporaryModule')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      scope: t.exposeInt('scope'),
      polarity: t.field({ type: TemporaryPolarity, resolve: (m) => m.polarity }),
      rank: t.exposeInt('rank'),
    }),
  });

export const SpellEffectRef = builder.objectRef<SpellEffect>('SpellEffect').implement({
  description: 'One effect of a spell; the fields that apply depend on `kind`.',
  fields: (t) => ({
    kind: t.field({ type: SpellEffectKind, resolve: (e) => e.kind }),
    damageType: t.field({ type: SpellDamageType, nullable: true, resolve: (e) => ('damageType' in e ? e.damageType : null) }),
    elemental: t.boolean({ nullable: true, resolve: (e) => ('elemental' in e ? (e.elemental ?? false) : null) }),
    module: t.field({
      type: TemporaryModuleRef,
      nullable: true,
      resolve: (e) => (e.kind === 'ENHANCEMENT' ? e.module : e.kind === 'OCCULT_PROTECTION' ? { ...e.module, polarity: 'POSITIVE' as const } : null),
    }),
    against: t.string({ nullable: true, resolve: (e) => (e.kind === 'COUNTER_EFFECT' ? e.against : null) }),
    scope: t.int({ nullable: true, resolve: (e) => (e.kind === 'COUNTER_EFFECT' ? e.scope : null) }),
    aspect: t.field({ type: ItemAspect, nullable: true, resolve: (e) => (e.kind === 'ITEM_ENHANCEMENT' ? e.aspect : null) }),
    description: t.string({ nullable: true, resolve: (e) => (e.kind === 'NARRATIVE' ? (e.description ?? null) : null) }),
  }),
});

export const ActiveEffectRef = builder.objectRef<ActiveEffect>('ActiveSpellEffect').implement({
  description: 'A lasting magical effect on a character: temporary module, barrier, protection or counter-effect.',
  fields: (t) => ({
    id: t.exposeString('id'),
    kind: t.string({ resolve: (e) => e.kind }),
    spellName: t.exposeString('spellName'),
    casterId: t.id({ resolve: (e) => encodeId('Character', e.casterId) }),
    power: t.exposeInt('power'),
    fromRitual: t.exposeBoolean('fromRitual'),
    castAt: t.field({ type: 'DateTime', resolve: (e) => new Date(e.castAt) }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, description: 'Null: instant or until the caster’s next action (the GM ends it).', resolve: (e) => (e.expiresAt ? new Date(e.expiresAt) : null) }),
    moduleId: t.id({ nullable: true, resolve: (e) => (e.moduleId ? encodeId('Module', e.moduleId) : null) }),
    module: t.field({ type: TemporaryModuleRef, nullable: true, resolve: (e) => e.module ?? null }),
    defenceDieShift: t.int({ nullable: true, resolve: (e) => e.defenceDieShift ?? null }),
    attackerDieShift: t.int({ nullable: true, resolve: (e) => e.attackerDieShift ?? null }),
    damageType: t.field({ type: SpellDamageType, nullable: true, resolve: (e) => e.damageType ?? null }),
    elemental: t.boolean({ nullable: true, resolve: (e) => e.elemental ?? null }),
    points: t.int({ nullable: true, resolve: (e) => e.points ?? null }),
    against: t.string({ nullable: true, resolve: (e) => e.against ?? null }),
    rank: t.int({ nullable: true, resolve: (e) => e.rank ?? null }),
    suppressed: t.boolean({ resolve: (e) => Boolean(e.suppressed) }),
  }),
});

// =============================================================================================
// Inputs shared by the magic operations
// =============================================================================================

export const SpellParametersInput = builder.inputType('SpellParametersInput', {
  description: 'Casting parameters, each 0 (touch/self, one target, instant) to 3: they lower the score, never the die.',
  fields: (t) => ({
    range: t.int({ required: false, description: '1 encounter, 2 sight, 3 reality.' }),
    area: t.int({ required: false, description: '1 small, 2 medium, 3 large (the GM may override the category).' }),
    duration: t.int({ required: false, description: '1 short (~10 min), 2 hour, 3 day.' }),
  }),
});

export const CircumstanceInput = builder.inputType('MagicCircumstanceInput', {
  description: 'A circumstance the GM adds to the die, in die points (SMS §4: ±1, ±2, ±3, or any shift).',
  fields: (t) => ({ label: t.string(), points: t.int() }),
});

export const SpellModuleInput = builder.inputType('SpellModuleInput', {
  fields: (t) => ({ name: t.string(), scope: t.int(), rank: t.int(), polarity: t.field({ type: TemporaryPolarity, required: false }) }),
});

export const SpellEffectInput = builder.inputType('SpellEffectInput', {
  description: 'One effect. DAMAGE/HEAL_LEVELS/PROTECTION/ITEM_ENHANCEMENT need damageType; ENHANCEMENT/OCCULT_PROTECTION a module; COUNTER_EFFECT against and scope.',
  fields: (t) => ({
    kind: t.field({ type: SpellEffectKind }),
    damageType: t.field({ type: SpellDamageType, required: false }),
    elemental: t.boolean({ required: false }),
    module: t.field({ type: SpellModuleInput, required: false }),
    against: t.string({ required: false }),
    scope: t.int({ required: false }),
    aspect: t.field({ type: ItemAspect, required: false }),
    description: t.string({ required: false }),
  }),
});

export const RitualDescriptionInput = builder.inputType('RitualDescriptionInput', {
  fields: (t) => ({
    castingTime: t.string({ description: 'Seed 000: "le temps d’exécution".' }),
    prerequisites: t.stringList({ required: false }),
    range: t.string({ required: false }),
    area: t.string({ required: false }),
    duration: t.string({ required: false }),
  }),
});

/** The fields of a spell definition, shared by defineSpell and improvised casts. */
export function spellDefinitionFields(t: PothosInputFieldBuilder) {
  return {
    name: t.string(),
    kind: t.field({ type: SpellKind, required: false, description: 'Default SPELL.' }),
    source: t.field({ type: MagicSource }),
    forms: t.field({ type: [MagicForm], required: false }),
    powerModule: t.field({ type: SpecialPowerModule, required: false, description: 'LOREVAL special powers only.' }),
    power: t.int({ description: '1..5 (ALMERA rituals 1..50).' }),
    nature: t.field({ type: SpellNature }),
    effects: t.field({ type: [SpellEffectInput] }),
    description: t.string({ required: false }),
    parameters: t.field({ type: SpellParametersInput, required: false, description: 'Usual casting parameters, used when a cast gives none.' }),
    ritual: t.field({ type: RitualDescriptionInput, required: false }),
  };
}
// biome-ignore lint/suspicious/noExplicitAny: Pothos' input field builder type is deeply generic.
type PothosInputFieldBuilder = any;

export const ImprovisedSpellInput = builder.inputType('ImprovisedSpellInput', {
  description: 'A spell made up on the spot ("le mage peut innover"); rituals cannot be improvised.',
  fields: (t) => spellDefinitionFields(t),
});

// ----- zod ------------------------------------------------------------------------------------

const nonNeg = z.number().int();
export const parametersSchema = z.object({
  range: nonNeg.nullish(),
  area: nonNeg.nullish(),
  duration: nonNeg.nullish(),
});
export const circumstanceSchema = z.object({ label: z.string().trim().min(1).max(120), points: z.number().int().min(-20).max(20) });

const effectSchema = z.object({
  kind: z.enum(['DAMAGE', 'HEAL_SEVERITY', 'HEAL_LEVELS', 'BARRIER', 'PROTECTION', 'OCCULT_PROTECTION', 'COUNTER_EFFECT', 'ENHANCEMENT', 'ITEM_ENHANCEMENT', 'NARRATIVE']),
  damageType: z.enum(['BLUNT', 'LETHAL', 'CRITICAL']).nullish(),
  elemental: z.boolean().nullish(),
  module: z
    .object({ name: z.string().trim().min(1).max(120), scope: z.number().int(), rank: z.number().int(), polarity: z.enum(['POSITIVE', 'NEGATIVE']).nullish() })
    .nullish(),
  against: z.string().trim().min(1).max(120).nullish(),
  scope: z.number().int().nullish(),
  aspect: z.enum(['DAMAGE', 'PROTECTION']).nullish(),
  description: z.string().max(2000).nullish(),
});

export const spellDefinitionSchema = z
  .object({
    name: z.string().trim().min(1, 'a spell needs a name').max(120),
    kind: z.enum(['SPELL', 'RITUAL', 'POWER']).nullish(),
    source: z.enum(['ARCANE', 'NATURAL', 'DIVINE', 'SPIRITS', 'FAITH']),
    forms: z.array(z.enum(['METAMORPHOSIS', 'SPACE_TIME', 'SOUL_SIGHT', 'SOUL'])).max(4).nullish(),
    powerModule: z.enum(['HARMONY', 'CONVICTION', 'HEROISM']).nullish(),
    power: z.number().int(),
    nature: z.enum(['OFFENSIVE', 'DEFENSIVE', 'CURATIVE', 'ENHANCEMENT', 'MIXED', 'MISC']),
    effects: z.array(effectSchema).max(10),
    description: z.string().max(4000).nullish(),
    parameters: parametersSchema.nullish(),
    ritual: z
      .object({
        castingTime: z.string().trim().max(200),
        prerequisites: z.array(z.string().trim().max(200)).max(30).nullish(),
        range: z.string().max(200).nullish(),
        area: z.string().max(200).nullish(),
        duration: z.string().max(200).nullish(),
      })
      .nullish(),
  })
  .superRefine((v, ctx) => {
    v.effects.forEach((e, i) => {
      const need = (field: string, ok: boolean) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: ['effects', i, field], message: `${e.kind} needs ${field}` });
      };
      if (['DAMAGE', 'HEAL_LEVELS', 'PROTECTION', 'ITEM_ENHANCEMENT'].includes(e.kind)) need('damageType', !!e.damageType);
      if (['ENHANCEMENT', 'OCCULT_PROTECTION'].includes(e.kind)) need('module', !!e.module);
      if (e.kind === 'COUNTER_EFFECT') {
        need('against', !!e.against);
        need('scope', e.scope != null);
      }
      if (e.kind === 'ITEM_ENHANCEMENT') need('aspect', !!e.aspect);
    });
  });

export type SpellDefinitionValue = z.output<typeof spellDefinitionSchema>;

export function toParameters(p: z.output<typeof parametersSchema> | null | undefined): SpellParameters {
  return { range: p?.range ?? 0, area: p?.area ?? 0, duration: p?.duration ?? 0 };
}

function toEffect(e: z.output<typeof effectSchema>): SpellEffect {
  const elemental = e.elemental ?? false;
  switch (e.kind) {
    case 'DAMAGE':
      return { kind: 'DAMAGE', damageType: e.damageType!, elemental };
    case 'HEAL_SEVERITY':
      return { kind: 'HEAL_SEVERITY' };
    case 'HEAL_LEVELS':
      return { kind: 'HEAL_LEVELS', damageType: e.damageType!, elemental };
    case 'BARRIER':
      return { kind: 'BARRIER' };
    case 'PROTECTION':
      return { kind: 'PROTECTION', damageType: e.damageType!, elemental };
    case 'OCCULT_PROTECTION':
      return { kind: 'OCCULT_PROTECTION', module: { name: e.module!.name, scope: e.module!.scope, rank: e.module!.rank } };
    case 'COUNTER_EFFECT':
      return { kind: 'COUNTER_EFFECT', against: e.against!, scope: e.scope! };
    case 'ENHANCEMENT':
      return { kind: 'ENHANCEMENT', module: { name: e.module!.name, scope: e.module!.scope, rank: e.module!.rank, polarity: e.module!.polarity ?? 'POSITIVE' } };
    case 'ITEM_ENHANCEMENT':
      return { kind: 'ITEM_ENHANCEMENT', aspect: e.aspect!, damageType: e.damageType!, elemental };
    case 'NARRATIVE':
      return e.description ? { kind: 'NARRATIVE', description: e.description } : { kind: 'NARRATIVE' };
  }
}

/** What `spells.definition` holds: the rules-core definition plus its usual parameters. */
export type StoredSpell = SpellDefinition & { parameters?: SpellParameters };

export function toSpellDefinition(variant: MagicVariant, v: SpellDefinitionValue): StoredSpell {
  const spell: StoredSpell = {
    variant,
    kind: v.kind ?? 'SPELL',
    name: v.name,
    source: v.source as SpellDefinition['source'],
    power: v.power,
    nature: v.nature,
    effects: v.effects.map(toEffect),
  };
  if (v.forms?.length) spell.forms = v.forms as SpellDefinition['forms'];
  if (v.powerModule) spell.powerModule = v.powerModule;
  if (v.description) spell.description = v.description;
  if (v.parameters) spell.parameters = toParameters(v.parameters);
  if (v.ritual) {
    spell.ritual = { castingTime: v.ritual.castingTime, prerequisites: v.ritual.prerequisites ?? [] };
    if (v.ritual.range) spell.ritual.range = v.ritual.range;
    if (v.ritual.area) spell.ritual.area = v.ritual.area;
    if (v.ritual.duration) spell.ritual.duration = v.ritual.duration;
  }
  return spell;
}

// =============================================================================================
// Loading and persistence helpers
// =============================================================================================

/** The campaign's magic variant; refuses non-SMS campaigns. */
export async function campaignVariant(ctx: Context, campaignId: string): Promise<{ variant: MagicVariant; maxModuleRank: number }> {
  const campaign = await ctx.loaders.campaigns.load(campaignId);
  if (!campaign) throw notFound('campaign');
  if (campaign.ruleset !== 'SMS' || !campaign.magicSystem) {
    throw new RuleViolation('NOT_SMS_MAGIC', 'Magic of this kind belongs to SMS campaigns.', 'MAGIC: a campaign picks LOREVAL or ALMERA magic (SMS only)');
  }
  return { variant: campaign.magicSystem, maxModuleRank: campaign.settings.maxModuleRank ?? 5 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An encounter's id: its global id (whatever the encounter type is named) or a raw uuid. */
export const encounterIdSchema = z.string().transform((value, ctx) => {
  if (UUID.test(value)) return value;
  try {
    const raw = atob(value);
    const id = raw.slice(raw.indexOf(':') + 1);
    if (UUID.test(id)) return id;
  } catch {
    // not base64: fall through
  }
  ctx.addIssue({ code: 'custom', message: 'not an encounter id' });
  return z.NEVER;
});

/** Decode an optional list of global ids of one type; a bad id is a validation issue. */
export const idList = (typename: string) => z.array(globalId(typename)).max(50).nullish();

/**
 * Lock every character a magical action touches, in id order (no deadlock between two casts
 * that touch the same characters the other way round): a cast reads exhaustion, fatigue and
 * wounds and decides on them, so it decides under the lock (DESIGN.md §7). The writes still
 * check the version.
 */
export async function lockCharacters(tx: Queryable, campaignId: string, ids: readonly string[]): Promise<Map<string, CharacterRow>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await tx.select().from(characters).where(and(inArray(characters.id, unique), eq(characters.campaignId, campaignId))).orderBy(asc(characters.id)).for('update')
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) if (!byId.has(id)) throw notFound('character');
  return byId;
}

/** A player may involve only characters they own; the GM, any of the campaign's. */
export function requireMayInvolve(caller: Caller, role: 'GM' | 'PLAYER', row: CharacterRow): void {
  if (!canEdit(row, role, caller.userId)) throw forbidden('Only the GM may involve characters you do not own (they would pay the cost).');
}

/** SMS §2.8: only players roll; an NPC's magic is a difficulty the PCs face. */
export function requirePcRoller(row: CharacterRow): void {
  if (row.kind !== 'PC') {
    throw new RuleViolation('NPC_DOES_NOT_ROLL', `${row.name} is an NPC: NPCs never roll.`, 'SMS §2.8: only players roll; the GM never rolls (NPC abilities are difficulties)');
  }
  if (row.ruleset !== 'SMS') throw new RuleViolation('NOT_SMS', 'SMS magic is for SMS characters.', 'MAGIC: SMS characters only');
}

/** The modules a player declared, found on the character; an unknown id is refused. */
export function declaredModules(rows: readonly ModuleRow[], ids: readonly string[], who: string): ModuleRow[] {
  return ids.map((id) => {
    const m = rows.find((r) => r.id === id);
    if (!m) throw new RuleViolation('MODULE_NOT_ON_SHEET', `That module is not on ${who}'s sheet.`, 'SMS §2.1: the player declares modules of the character’s own sheet');
    return m;
  });
}

export function toRulesModule(m: Pick<ModuleRow, 'name' | 'scope' | 'polarity' | 'rank' | 'source'>): RulesModule {
  return { name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: m.source };
}

/**
 * The caster as the rules see it: predefined magic ranks from the whole sheet, the declared
 * related modules, and (Decision) every wound and fatigue level, which "counts in every action
 * it concerns" (SMS §3): the seed's own reason for magic fatigue is that it lowers the score.
 */
export function casterModules(variant: MagicVariant, sheet: readonly ModuleRow[], declared: readonly ModuleRow[], health: HealthState) {
  const ranks = magicRanksFromModules(variant, sheet.map(toRulesModule));
  const healthMods: RulesModule[] = healthModules(health).map((m) => ({ name: m.name, scope: m.scope, polarity: 'NEGATIVE', rank: m.rank, source: m.source === 'FATIGUE' ? 'FATIGUE' : 'WOUND' }));
  return { ranks, modules: [...declared.map(toRulesModule), ...healthMods] };
}

export async function modulesOf(tx: Queryable, ids: readonly string[]) {
  return loadModules(tx, [...new Set(ids)]);
}

/**
 * The one-spell limit in an encounter (SMS §5; seed 003 "Limitations propres à l'usage des
 * sorts"). One's own magic goes through the encounter API's `bookSpellInEncounter` (the
 * participant's flag, or the declaration that announced the spell with `castsSpell`), in this
 * transaction and version-checked. ALMERA means other than one's own magic (an enchanted item)
 * keep their count per action window in the caster's `state.magic.limit`, written with the
 * caster's state.
 */
export async function bookEncounterSpell(
  tx: Queryable,
  opts: {
    encounterId: string;
    characterId: string;
    variant: MagicVariant;
    specialPower?: boolean;
    means?: string | null;
    magic: MagicState;
    declarationId?: string | null;
    at: Date;
  },
): Promise<{ limit: MagicState['limit']; declaration: StoredDeclaration | null }> {
  const means = opts.variant === 'ALMERA' ? (opts.means ?? OWN_MAGIC) : OWN_MAGIC;
  let limit = opts.magic.limit ?? null;
  let declaration: StoredDeclaration | null = null;
  if (means === OWN_MAGIC) {
    const before = opts.declarationId ? await loadEncounter(tx, opts.encounterId) : null;
    const booked = await bookSpellInEncounter(tx, opts.encounterId, opts.characterId, {
      specialPower: opts.specialPower ?? false,
      declarationId: opts.declarationId ?? null,
      at: opts.at,
    });
    if (!booked.ok) throw RuleViolation.from(booked.violations);
    if (before) declaration = (encounterState(before).declarations as StoredDeclaration[]).find((d) => d.id === opts.declarationId) ?? null;
  } else if (!opts.specialPower) {
    const row = await loadEncounter(tx, opts.encounterId);
    if (!row) throw notFound('encounter');
    const enc = encounterState(row);
    if (enc.ended) throw new RuleViolation('SEQUENCE_ENDED', 'This encounter has ended.', 'SMS §5: the action sequence has ended');
    if (!enc.participants.some((p) => p.id === opts.characterId && !p.removed)) {
      throw new RuleViolation('UNKNOWN_PARTICIPANT', 'This character is not in the action sequence.', 'SMS §5: characters act in turn down the action sequence');
    }
    const window = actionWindow(enc, opts.characterId);
    const current: SpellLimitState = limit && limit.encounterId === opts.encounterId && limit.window === window ? { castsByMeans: limit.castsByMeans } : FRESH_SPELL_LIMIT;
    const booked = bookSpell('ALMERA', current, { means });
    if (!booked.ok) throw RuleViolation.from(booked.violations);
    limit = { encounterId: opts.encounterId, window, castsByMeans: booked.value.castsByMeans };
  }
  return { limit, declaration };
}

/**
 * The action window a moment of the sequence belongs to, for one participant: a window opens
 * when the participant has taken its action and closes with its next action (limit.ts
 * Decision), so a spell in its own action still counts against the window before it.
 */
function actionWindow(enc: Encounter, participantId: string): string {
  const i = enc.participants.findIndex((p) => p.id === participantId);
  const acted = enc.turn === i && enc.declarations.some((d) => d.kind === 'ACTION' && d.by === participantId);
  return String(enc.turn > i || acted ? enc.round : enc.round - 1);
}

/** A character's pending changes inside one magical action, written once at the end. */
export interface PendingCharacter {
  row: CharacterRow;
  health: HealthState;
  magic: MagicState;
  healthChanged: boolean;
  magicChanged: boolean;
}

export function pending(row: CharacterRow, now: Date): PendingCharacter {
  const before = readMagic(row);
  const { magic } = pruneExpired(before, now);
  const changed = (before.effects?.length ?? 0) !== (magic.effects?.length ?? 0) || (before.maintained?.length ?? 0) !== (magic.maintained?.length ?? 0);
  return { row, health: readHealth(row), magic, healthChanged: false, magicChanged: changed };
}

/** Modules (source MAGIC) whose effect expired on these characters: removed with the write. */
export function expiredModules(rows: Iterable<CharacterRow>, now: Date): string[] {
  const out: string[] = [];
  for (const row of rows) out.push(...pruneExpired(readMagic(row), now).expiredModuleIds);
  return out;
}

/** Write each changed character's state (version-checked) and drop expired magic modules. */
export async function writePending(tx: Queryable, all: Iterable<PendingCharacter>, now: Date): Promise<Map<string, CharacterRow>> {
  const list = [...all];
  const expired = expiredModules(
    list.map((p) => p.row),
    now,
  );
  if (expired.length) await tx.delete(modulesTable).where(and(inArray(modulesTable.id, expired), eq(modulesTable.source, 'MAGIC')));
  const out = new Map<string, CharacterRow>();
  for (const p of list) {
    if (!p.healthChanged && !p.magicChanged) {
      out.set(p.row.id, p.row);
      continue;
    }
    const patch: Record<string, unknown> = {};
    if (p.healthChanged) patch.health = p.health;
    if (p.magicChanged) patch.magic = p.magic;
    out.set(p.row.id, await writeCharacterState(tx, p.row, patch));
  }
  return out;
}

/** Book a cost on a pending character (ALMERA exhaustion; LOREVAL fatigue through health). */
export function bookCost(p: PendingCharacter, cost: MagicCost, addFatigue: (h: HealthState, kind: 'PASSING' | 'LASTING', n: number) => HealthState): void {
  if (cost.exhaustionDelta) {
    p.magic = { ...p.magic, exhaustion: Math.max(0, p.magic.exhaustion + cost.exhaustionDelta) };
    p.magicChanged = true;
  }
  if (cost.lastingFatigueDelta) {
    p.health = addFatigue(p.health, 'LASTING', cost.lastingFatigueDelta);
    p.healthChanged = true;
  }
  if (cost.passingFatigueDelta) {
    p.health = addFatigue(p.health, 'PASSING', cost.passingFatigueDelta);
    p.healthChanged = true;
  }
}

export const magicViolation = violation;

/** Resolve a global character id given in input into a raw id of the campaign. */
export function characterIdOrThrow(globalCharacterId: unknown): string {
  const id = decodeId('Character', globalCharacterId);
  if (!id) throw notFound('character');
  return id;
}
