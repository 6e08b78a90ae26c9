/**
 * Spell definitions through the API: the enums that describe a spell (kind, nature, source,
 * form, effect kinds), a spell's effects as returned (`SpellEffect`), and the input side shared
 * by `defineSpell` and improvised casts (GraphQL inputs, their zod schemas, and the conversion
 * into the rules core's `SpellDefinition` kept in `spells.definition`).
 * Rules: src/rules/magic/spell.ts (MAGIC.md); decisions: docs/rules.md §6 "API".
 */
import * as z from 'zod/mini';
import type { MagicVariant } from '../../rules/magic/catalogue.js';
import type { SpellDefinition, SpellEffect, SpellParameters } from '../../rules/magic/spell.js';
import { builder } from '../builder.js';
import { field, inputType } from '../input.js';

// =============================================================================================
// Enums
// =============================================================================================

export const SpellKind = builder.enumType('SpellKind', {
  values: {
    SPELL: { description: 'An ordinary spell: power 1..5, one per action, cast with `castSpell` (or improvised).' },
    RITUAL: { description: 'A ritual: learned, never improvised; its range, area and duration are part of its power (LOREVAL 1..5, ALMERA 1..50); performed with `performRitual`.' },
    POWER: { description: 'A LOREVAL special power (Harmony, Conviction, Heroism): base die D8, costs passing fatigue, exempt from the one-spell-per-action limit; used with `useSpecialPower`.' },
  } as const,
  description: 'A spell, a ritual, or a LOREVAL special power (Harmony, Conviction, Heroism).',
});
export const SpellNature = builder.enumType('SpellNature', {
  values: {
    OFFENSIVE: { description: 'Harms: inflicts wounds; the die starts from the target’s defence and rises with the severity aimed at.' },
    DEFENSIVE: { description: 'Protects: a barrier that moves the die, or a protection that absorbs wound levels.' },
    CURATIVE: { description: 'Heals wounds, by severity or by wound levels of a damage type.' },
    ENHANCEMENT: { description: 'Grants a temporary module, positive (enhancement) or negative (diminution); power = scope + rank − 1.' },
    MIXED: { description: 'Several of the above at once: `effects` lists each.' },
    MISC: { description: 'Anything else (detection, telepathy, light …): an effect told in words.' },
  } as const,
  description: 'Seed 000 "LA MAGIE": the six natures of an effect.',
});
export const MagicSource = builder.enumType('MagicSource', {
  values: {
    ARCANE: { description: 'LOREVAL Arcane form (offensive and defensive, not curative), or ALMERA Power of the Arcane.' },
    NATURAL: { description: 'LOREVAL Natural form, magic of the spirits of nature (offensive and curative, not defensive).' },
    DIVINE: { description: 'LOREVAL Divine form, magic of faith (defensive and curative, not offensive).' },
    SPIRITS: { description: 'ALMERA Power of Spirits.' },
    FAITH: { description: 'ALMERA Power of Faith.' },
  } as const,
  description: 'LOREVAL form (ARCANE, NATURAL, DIVINE) or ALMERA source of power (SPIRITS, FAITH, ARCANE).',
});
/** `MagicSource`'s values, for an input's schema. */
export const magicSourceSchema = z.enum(['ARCANE', 'NATURAL', 'DIVINE', 'SPIRITS', 'FAITH']);
export const MagicForm = builder.enumType('MagicForm', {
  values: {
    METAMORPHOSIS: { description: 'LOREVAL: lets the Natural form cast defensive spells. ALMERA: Metamorphosis magic, a second-level form.' },
    SPACE_TIME: { description: 'LOREVAL: lets the Arcane form heal. ALMERA: Space-Time magic, a second-level form.' },
    SOUL_SIGHT: { description: 'LOREVAL only: Soul Sight lets the Divine form attack.' },
    SOUL: { description: 'ALMERA only: Soul magic, a second-level form.' },
  } as const,
  description: 'LOREVAL occult module (METAMORPHOSIS, SPACE_TIME, SOUL_SIGHT) or ALMERA form (METAMORPHOSIS, SOUL, SPACE_TIME: a second-level effect).',
});
export const SpecialPowerModule = builder.enumType('SpecialPowerModule', {
  description: 'The LOREVAL module a special power is used through; each needs its form at the campaign’s maximum rank (5 by default).',
  values: {
    HARMONY: { description: 'Harmony: needs the Natural form at maximum rank.' },
    CONVICTION: { description: 'Conviction: needs the Divine form at maximum rank.' },
    HEROISM: { description: 'Heroism: needs the Arcane form at maximum rank.' },
  } as const,
});
export const SpellEffectKind = builder.enumType('SpellEffectKind', {
  values: {
    DAMAGE: { description: 'Inflicts wound levels of `damageType`: blunt = power, lethal = power − 1, critical = power − 2 (elemental costs one more power level).' },
    HEAL_SEVERITY: { description: 'Heals, per target, one wound of the severity the power aims at, otherwise all its wounds of lower severities; any heal stabilises.' },
    HEAL_LEVELS: { description: 'Heals a number of wound levels of `damageType` (same power costs as damage), the lowest-severity wound first.' },
    BARRIER: { description: 'Moves the die: lowers a protected PC’s defence die by 2 × power, raises the die of a PC attacking a protected NPC; absorbs nothing.' },
    PROTECTION: { description: 'Absorbs wound levels of `damageType` like armour, without eroding (inclusive: lethal covers blunt, critical covers all).' },
    OCCULT_PROTECTION: { description: 'A temporary positive `module` on the defence scores it covers.' },
    COUNTER_EFFECT: { description: 'Cancels magical effects matching `against` whose power is at most its rank (graded like an enhancement of `scope`).' },
    ENHANCEMENT: { description: 'A temporary `module` on the target, positive or negative; power = scope + rank − 1 (at most 5), one rank lower on an area.' },
    ITEM_ENHANCEMENT: { description: 'Raises an object’s damage or protection (`aspect`) of `damageType`, one extra power level first.' },
    NARRATIVE: { description: 'An effect told in words (`description`): the engine computes nothing for it.' },
  } as const,
  description: 'What one effect of a spell does (a mixed spell lists several).',
});
export const SpellDamageType = builder.enumType('SpellDamageType', {
  description: 'The damage type a spell harms, heals or protects by; it sets how many wound levels a power buys.',
  values: {
    BLUNT: { description: 'Blunt: as many wound levels as the power.' },
    LETHAL: { description: 'Lethal: power − 1 wound levels.' },
    CRITICAL: { description: 'Critical: power − 2 wound levels.' },
  } as const,
});
export const ItemAspect = builder.enumType('ItemAspect', {
  description: 'What an item enhancement raises on an object.',
  values: {
    DAMAGE: { description: 'The damage the object deals (a weapon).' },
    PROTECTION: { description: 'The protection the object gives (an armour, a shield).' },
  } as const,
});
export const TemporaryPolarity = builder.enumType('TemporaryPolarity', {
  description: 'Whether a module a spell grants helps or hinders.',
  values: {
    POSITIVE: { description: 'An enhancement: its rank adds to the scores it covers.' },
    NEGATIVE: { description: 'A diminution: its rank is taken from the scores it covers.' },
  } as const,
});

// =============================================================================================
// Output
// =============================================================================================

/** A module a spell grants: an enhancement, an occult protection, a temporary module on a sheet. */
export type TemporaryModule = { name: string; scope: number; polarity: 'POSITIVE' | 'NEGATIVE'; rank: number };
export const TemporaryModuleRef = builder.objectRef<TemporaryModule>('SpellTemporaryModule').implement({
  description: 'A module a spell grants for its duration: an enhancement or diminution, or an occult protection.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The module’s name, as the spell defines it (what it covers: “Climbing”, “Defence against fire” …).' }),
    scope: t.exposeInt('scope', { description: 'Its scope, 1 (very specific) to 5 (very generic).' }),
    polarity: t.field({ type: TemporaryPolarity, description: 'Enhancement or diminution (always POSITIVE for an occult protection).', resolve: (m) => m.polarity }),
    rank: t.exposeInt('rank', { description: 'Its rank (≥ 1), added to or taken from the scores it covers.' }),
  }),
});

export const SpellEffectRef = builder.objectRef<SpellEffect>('SpellEffect').implement({
  description: 'One effect of a spell; the fields that apply depend on `kind`.',
  fields: (t) => ({
    kind: t.field({ type: SpellEffectKind, description: 'What the effect does; it says which other fields apply.', resolve: (e) => e.kind }),
    damageType: t.field({
      type: SpellDamageType,
      nullable: true,
      description: 'The damage type (DAMAGE, HEAL_LEVELS, PROTECTION, ITEM_ENHANCEMENT); null for the other kinds.',
      resolve: (e) => ('damageType' in e ? e.damageType : null),
    }),
    elemental: t.boolean({
      nullable: true,
      description: 'Elemental damage (fire, ice …): one more power level, armour absorbs only 1. Null for kinds without a damage type.',
      resolve: (e) => ('elemental' in e ? (e.elemental ?? false) : null),
    }),
    module: t.field({
      type: TemporaryModuleRef,
      nullable: true,
      description: 'The module granted (ENHANCEMENT, OCCULT_PROTECTION); null otherwise.',
      resolve: (e) => (e.kind === 'ENHANCEMENT' ? e.module : e.kind === 'OCCULT_PROTECTION' ? { ...e.module, polarity: 'POSITIVE' as const } : null),
    }),
    against: t.string({
      nullable: true,
      description: 'COUNTER_EFFECT: what it cancels (a spell’s name or one of its keywords, “fire”); null otherwise.',
      resolve: (e) => (e.kind === 'COUNTER_EFFECT' ? e.against : null),
    }),
    scope: t.int({
      nullable: true,
      description: 'COUNTER_EFFECT: its scope 1..5 (its rank is power − scope + 1); null otherwise.',
      resolve: (e) => (e.kind === 'COUNTER_EFFECT' ? e.scope : null),
    }),
    aspect: t.field({
      type: ItemAspect,
      nullable: true,
      description: 'ITEM_ENHANCEMENT: the object’s damage or protection; null otherwise.',
      resolve: (e) => (e.kind === 'ITEM_ENHANCEMENT' ? e.aspect : null),
    }),
    description: t.string({
      nullable: true,
      description: 'NARRATIVE: the effect in words, as written; null otherwise (or when none was written).',
      resolve: (e) => (e.kind === 'NARRATIVE' ? (e.description ?? null) : null),
    }),
  }),
});

// =============================================================================================
// Input
// =============================================================================================

/** A parameter step; 0..3 is the rules core's to check (BAD_PARAMETER, a rule breach). */
const parameterStep = z.nullish(z.int());

const SpellParametersIn = inputType(
  'SpellParametersInput',
  {
    range: field.int(parameterStep, '1 encounter, 2 sight, 3 reality.'),
    area: field.int(parameterStep, '1 small, 2 medium, 3 large (the GM may override the category).'),
    duration: field.int(parameterStep, '1 short (~10 min), 2 hour, 3 day.'),
  },
  'Casting parameters, each 0 (touch/self, one target, instant) to 3: they lower the score, never the die.',
);
export const SpellParametersInput = SpellParametersIn.ref;
export const parametersSchema = SpellParametersIn.schema;

const SpellModuleInput = inputType(
  'SpellModuleInput',
  {
    name: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(120)), 'Its name: what it covers (1..120 characters).'),
    scope: field.int(z.int(), 'Its scope, 1 (very specific) to 5 (very generic).'),
    rank: field.int(z.int(), 'Its rank, ≥ 1.'),
    polarity: field.of(TemporaryPolarity, z.nullish(z.enum(['POSITIVE', 'NEGATIVE'])), 'Default POSITIVE; ignored for an occult protection (always positive).'),
  },
  'The module an ENHANCEMENT or OCCULT_PROTECTION effect grants.',
);

const SpellEffectInput = inputType(
  'SpellEffectInput',
  {
    kind: field.of(
      SpellEffectKind,
      z.enum(['DAMAGE', 'HEAL_SEVERITY', 'HEAL_LEVELS', 'BARRIER', 'PROTECTION', 'OCCULT_PROTECTION', 'COUNTER_EFFECT', 'ENHANCEMENT', 'ITEM_ENHANCEMENT', 'NARRATIVE']),
      'What the effect does.',
    ),
    damageType: field.of(SpellDamageType, z.nullish(z.enum(['BLUNT', 'LETHAL', 'CRITICAL'])), 'Needed by DAMAGE, HEAL_LEVELS, PROTECTION and ITEM_ENHANCEMENT.'),
    elemental: field.boolean(z.nullish(z.boolean()), 'Elemental damage type (one more power level); default false.'),
    module: field.of(SpellModuleInput.ref, z.nullish(SpellModuleInput.schema), 'Needed by ENHANCEMENT and OCCULT_PROTECTION.'),
    against: field.string(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))), 'COUNTER_EFFECT: the spell name or keyword it cancels (1..120 characters).'),
    scope: field.int(z.nullish(z.int()), 'COUNTER_EFFECT: its scope 1..5.'),
    aspect: field.of(ItemAspect, z.nullish(z.enum(['DAMAGE', 'PROTECTION'])), 'Needed by ITEM_ENHANCEMENT.'),
    description: field.string(z.nullish(z.string().check(z.maxLength(2000))), 'NARRATIVE: the effect in words (at most 2,000 characters).'),
  },
  'One effect. DAMAGE/HEAL_LEVELS/PROTECTION/ITEM_ENHANCEMENT need damageType; ENHANCEMENT/OCCULT_PROTECTION a module; COUNTER_EFFECT against and scope.',
);
const effectSchema = SpellEffectInput.schema;

const RitualDescriptionInput = inputType(
  'RitualDescriptionInput',
  {
    castingTime: field.string(z.string().check(z.trim(), z.maxLength(200)), 'Seed 000: "le temps d’exécution".'),
    prerequisites: field.stringList(z.nullish(z.array(z.string().check(z.trim(), z.maxLength(200))).check(z.maxLength(30))), 'What it needs (components, place, moment …), each at most 200 characters.'),
    range: field.string(z.nullish(z.string().check(z.maxLength(200))), 'Its range in words (“the whole valley”).'),
    area: field.string(z.nullish(z.string().check(z.maxLength(200))), 'Its area in words.'),
    duration: field.string(z.nullish(z.string().check(z.maxLength(200))), 'Its duration in words.'),
  },
  'How a ritual is performed, in words: its range, area and duration are part of its power, never a malus.',
);

/** The fields of a spell definition, shared by defineSpell and improvised casts. */
export const spellDefinitionFields = {
  name: field.string(z.string().check(z.trim(), z.minLength(1, 'a spell needs a name'), z.maxLength(120)), 'The spell’s name (1..120 characters).'),
  kind: field.of(SpellKind, z.nullish(z.enum(['SPELL', 'RITUAL', 'POWER'])), 'Default SPELL.'),
  source: field.of(MagicSource, magicSourceSchema, 'The LOREVAL form or ALMERA source it is cast through (its module is a prerequisite).'),
  forms: field.of(
    [MagicForm],
    z.nullish(z.array(z.enum(['METAMORPHOSIS', 'SPACE_TIME', 'SOUL_SIGHT', 'SOUL'])).check(z.maxLength(4))),
    'LOREVAL occult modules or ALMERA forms it also needs (ALMERA: a form makes it a second-level effect).',
  ),
  powerModule: field.of(SpecialPowerModule, z.nullish(z.enum(['HARMONY', 'CONVICTION', 'HEROISM'])), 'LOREVAL special powers only.'),
  power: field.int(z.int(), '1..5 (ALMERA rituals 1..50).'),
  nature: field.of(SpellNature, z.enum(['OFFENSIVE', 'DEFENSIVE', 'CURATIVE', 'ENHANCEMENT', 'MIXED', 'MISC']), 'Its nature; with the form it decides whether the spell can be cast at all.'),
  effects: field.of([SpellEffectInput.ref], z.array(effectSchema).check(z.maxLength(10)), 'What it does, at most 10 effects (a MIXED spell lists several).'),
  description: field.string(z.nullish(z.string().check(z.maxLength(4000))), 'What the spell looks like and does, in words (at most 4,000 characters).'),
  keywords: field.stringList(
    z.nullish(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))).check(z.maxLength(20))),
    'What the spell is ("fire", "arcane magic" …): a counter-effect whose criterion equals one of them, or the spell’s name, cancels it (power ≤ its rank).',
  ),
  parameters: field.of(SpellParametersInput, z.nullish(parametersSchema), 'Usual casting parameters, used when a cast gives none.'),
  ritual: field.of(RitualDescriptionInput.ref, z.nullish(RitualDescriptionInput.schema), 'RITUAL only: how it is performed.'),
};

/** Each effect names what its kind needs: a rule across fields the GraphQL types cannot say. */
export function effectsComplete(v: { effects: z.output<typeof effectSchema>[] }, ctx: z.core.$RefinementCtx): void {
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
}

const ImprovisedSpell = inputType('ImprovisedSpellInput', spellDefinitionFields, 'A spell made up on the spot ("le mage peut innover"); rituals cannot be improvised.');
export const ImprovisedSpellInput = ImprovisedSpell.ref;
export const spellDefinitionSchema = ImprovisedSpell.schema.check(z.superRefine(effectsComplete));

export type SpellDefinitionValue = z.output<typeof spellDefinitionSchema>;

export function toParameters(p: z.output<typeof parametersSchema> | null | undefined): SpellParameters {
  return { range: p?.range ?? 0, area: p?.area ?? 0, duration: p?.duration ?? 0 };
}

function toEffect(e: z.output<typeof effectSchema>): SpellEffect {
  const elemental = e.elemental ?? false;
  switch (e.kind) {
    case 'DAMAGE':
    case 'HEAL_LEVELS':
    case 'PROTECTION':
      return { kind: e.kind, damageType: e.damageType!, elemental };
    case 'HEAL_SEVERITY':
    case 'BARRIER':
      return { kind: e.kind };
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
