/**
 * Spell definitions through the API: the enums that describe a spell (kind, nature, source,
 * form, effect kinds), a spell's effects as returned (`SpellEffect`), and the input side shared
 * by `defineSpell` and improvised casts (GraphQL inputs, their zod schemas, and the conversion
 * into the rules core's `SpellDefinition` kept in `spells.definition`).
 * Rules: src/rules/magic/spell.ts (MAGIC.md); decisions: docs/rules.md §6 "API".
 */
import * as z from 'zod';
import type { MagicVariant } from '../../rules/magic/catalogue.js';
import type { SpellDefinition, SpellEffect, SpellParameters } from '../../rules/magic/spell.js';
import { builder } from '../builder.js';

// =============================================================================================
// Enums
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

// =============================================================================================
// Output
// =============================================================================================

/** A module a spell grants: an enhancement, an occult protection, a temporary module on a sheet. */
export const TemporaryModuleRef = builder
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

// =============================================================================================
// Input
// =============================================================================================

export const SpellParametersInput = builder.inputType('SpellParametersInput', {
  description: 'Casting parameters, each 0 (touch/self, one target, instant) to 3: they lower the score, never the die.',
  fields: (t) => ({
    range: t.int({ required: false, description: '1 encounter, 2 sight, 3 reality.' }),
    area: t.int({ required: false, description: '1 small, 2 medium, 3 large (the GM may override the category).' }),
    duration: t.int({ required: false, description: '1 short (~10 min), 2 hour, 3 day.' }),
  }),
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
    keywords: t.stringList({
      required: false,
      description: 'What the spell is ("fire", "arcane magic" …): a counter-effect whose criterion equals one of them, or the spell’s name, cancels it (power ≤ its rank).',
    }),
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

/** A parameter step; 0..3 is the rules core's to check (BAD_PARAMETER, a rule breach). */
const parameterStep = z.number().int();
export const parametersSchema = z.object({
  range: parameterStep.nullish(),
  area: parameterStep.nullish(),
  duration: parameterStep.nullish(),
});

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
    keywords: z.array(z.string().trim().min(1).max(80)).max(20).nullish(),
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
  if (v.keywords?.length) spell.keywords = v.keywords;
  if (v.parameters) spell.parameters = toParameters(v.parameters);
  if (v.ritual) {
    spell.ritual = { castingTime: v.ritual.castingTime, prerequisites: v.ritual.prerequisites ?? [] };
    if (v.ritual.range) spell.ritual.range = v.ritual.range;
    if (v.ritual.area) spell.ritual.area = v.ritual.area;
    if (v.ritual.duration) spell.ritual.duration = v.ritual.duration;
  }
  return spell;
}
