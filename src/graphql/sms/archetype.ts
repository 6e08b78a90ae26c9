/**
 * The archetype catalogue (SMS §8, §9): the seed's archetype names merged with the campaign's
 * GM-defined archetypes, their API types, the bestiary classes, and defineArchetype. Applying
 * one to a character is in archetype-apply.ts; building creatures in archetype-creature.ts.
 * Rules in src/rules/sms/archetypes.ts.
 */
import { decodeId } from '../../primitives/ids.js';
import * as z from 'zod/mini';
import { type ArchetypeRow as StoredArchetype, campaignArchetypeRows, upsertArchetype } from '../../db/archetypes.js';
import {
  ARCHETYPE_KINDS,
  type Archetype as ArchetypeData,
  type ArchetypeCost,
  type ArchetypeKind as ArchetypeKindValue,
  archetypeCatalogue,
  archetypeCost,
  BESTIARY_CLASSES,
  type BestiaryClass as BestiaryClassValue,
  type CreatureArchetype,
  type ElementalWeakness,
  type LocalisedName,
  VAMPIRE,
} from '../../rules/sms/archetypes.js';
import { archetypeModuleViolations, archetypesOfCampaign } from '../../rules/sms/archetype-choice.js';
import type { Module as RulesModule } from '../../rules/sms/module.js';
import { printModule } from '../../rules/sms/notation.js';
import { requireMember } from '../auth.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { Locale, localized, Polarity } from '../enums.js';
import { validate, accepted, refuseIf } from '../errors.js';
import { ModuleInput, moduleInputSchema } from './module.js';
import { MODULE_WORDS as W } from './module-words.js';
import { readCampaignAsMember, withModuleDefaults } from './sheet-access.js';
import { inputMutation, payloadOf } from '../mutation.js';
import { field, inputType } from '../input.js';

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
    ...SEED_CREATURE_ARCHETYPES.map((a) => ({ ...a, kind: CREATURE_SEED_KIND, creature: true, custom: false })),
  ];
}

type ArchetypeRow = Pick<StoredArchetype, 'key' | 'kind' | 'name' | 'modules' | 'creature'>;

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
export async function campaignArchetypes(ctx: Pick<Context, 'reader'>, campaignId: string): Promise<ArchetypeView[]> {
  const rows = await campaignArchetypeRows(ctx.reader, campaignId);
  return catalogueOf(rows);
}

/** The catalogue from the campaign's own rows (oldest first), read with the rest of a request's state. */
export function catalogueOf(rows: readonly ArchetypeRow[]): ArchetypeView[] {
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
  values: Object.fromEntries(BESTIARY_CLASSES.map((c) => [c.key, { description: `${c.name.en} (French: ${c.name.fr}).` }])) as Record<BestiaryClassValue, { description: string }>,
  description: 'The bestiary classes of the Omnivers of Loreval (SMS §9).',
});

const ElementalDamageType = builder.enumType('ElementalDamageType', {
  description: 'Elemental damage is a qualifier on lethal or critical damage, not a fourth type (SMS §4, damage types).',
  values: {
    LETHAL: { description: 'Lethal elemental damage: armour absorbs 1 level of it whatever its category, then loses one category; enchanted armour is protected from it.' },
    CRITICAL: { description: 'Critical elemental damage: nothing but magic protects from it, and it still erodes armour by one category.' },
  } as const,
});

export const ElementalWeaknessRef = builder.objectRef<ElementalWeakness>('ElementalWeakness').implement({
  description: 'Something that harms the creature as an elemental attack (seed: a vampire in sunlight takes a critical one).',
  fields: (t) => ({
    trigger: t.string({ description: 'What harms it (e.g. “sunlight”), in the locale asked.', args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (w, { locale }) => localized(w.trigger, locale) }),
    damageType: t.field({ type: ElementalDamageType, description: 'Whether the elemental attack is lethal or critical.', resolve: (w) => w.damageType }),
  }),
});

const ArchetypeModule = builder.objectRef<RulesModule>('ArchetypeModule').implement({
  description: 'A module an archetype gives.',
  fields: (t) => ({
    name: t.exposeString('name', { description: W.name }),
    scope: t.exposeInt('scope', { description: W.scope }),
    polarity: t.field({ type: Polarity, description: W.polarity, resolve: (m) => m.polarity }),
    rank: t.exposeInt('rank', { description: W.rank }),
    roleplay: t.boolean({ description: W.roleplay, resolve: (m) => m.roleplay ?? false }),
    removable: t.boolean({ description: W.removable, resolve: (m) => m.removable ?? false }),
    objectName: t.string({ nullable: true, description: W.objectName, resolve: (m) => m.objectName ?? null }),
    canProgress: t.boolean({ description: W.canProgress, resolve: (m) => m.canProgress ?? true }),
    notation: t.string({ description: W.notation, resolve: (m) => printModule(m) }),
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
    key: t.exposeString('key', { description: 'Its key in the campaign, SCREAMING_SNAKE (e.g. `KNIGHT`, `VAMPIRE`); a GM’s definition with a seed key replaces the seed’s entry.' }),
    kind: t.field({ type: ArchetypeKind, description: 'Complete, trade, societal or adventurous trait.', resolve: (a) => a.kind }),
    name: t.string({ description: 'Its name in the locale asked.', args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (a, { locale }) => localized(a.name, locale) }),
    creature: t.exposeBoolean('creature', { description: 'A creature archetype: for NPCs only, bound by no budget.' }),
    custom: t.exposeBoolean('custom', { description: 'Defined or edited by the campaign’s GM; false for the seed’s entries, which ship names only.' }),
    modules: t.field({ type: [ArchetypeModule], description: 'The modules it gives; empty for a seed entry the GM has not filled yet.', resolve: (a) => a.modules }),
    cost: t.field({ type: ArchetypeCostRef, description: 'What its modules cost in XP (SMS §8).', resolve: (a) => archetypeCost(a.modules) }),
    elementalWeaknesses: t.field({ type: [ElementalWeaknessRef], description: 'What harms a creature of this archetype as an elemental attack; empty for PC archetypes.', resolve: (a) => a.elementalWeaknesses }),
  }),
});

const BestiaryClassEntry = builder.objectRef<{ key: BestiaryClassValue; name: LocalisedName }>('BestiaryClassEntry').implement({
  description: 'A bestiary class with its name to show (SMS §9).',
  fields: (t) => ({
    key: t.field({ type: BestiaryClass, description: 'The class.', resolve: (c) => c.key }),
    name: t.string({ description: 'Its name in the locale asked.', args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (c, { locale }) => localized(c.name, locale) }),
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
      campaignId: t.arg.id({ description: 'The SMS campaign (the caller must be a member).' }),
      kind: t.arg({ type: ArchetypeKind, required: false, description: 'Only archetypes of this kind; all kinds when left out.' }),
      creature: t.arg.boolean({ required: false, description: 'Only creature archetypes (true) or only PC ones (false).' }),
    },
    resolve: async (_root, args, ctx) => {
      // The membership check and the catalogue in one statement (the read combiner); the catalogue
      // is only returned once the check passed.
      const asked = decodeId('Campaign', args.campaignId);
      const [, catalogue] = await Promise.all([requireMember(ctx, args.campaignId), asked ? campaignArchetypes(ctx, asked) : []]);
      return catalogue.filter((a) => (!args.kind || a.kind === args.kind) && (args.creature == null || a.creature === args.creature));
    },
  }),
);

// ----- defineArchetype ---------------------------------------------------------------------------

const LocalizedNameInput = inputType(
  'LocalizedNameInput',
  {
    en: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), 'In English, 1–80 characters.'),
    fr: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), 'In French, 1–80 characters.'),
  },
  'A name in both languages of the app.',
);

const DefineArchetypeInput = inputType('DefineArchetypeInput', {
  campaignId: field.id(z.string(), 'The SMS campaign; the caller must be its GM.'),
  key: field.string(
    z.string().check(z.trim(), z.maxLength(60), z.regex(/^[A-Z][A-Z0-9_]*$/, 'a key is SCREAMING_SNAKE: capitals, digits and underscores')),
    'SCREAMING_SNAKE key, e.g. KNIGHT. A key that exists (the seed’s or yours) is replaced.',
  ),
  kind: field.of(ArchetypeKind, z.enum(ARCHETYPE_KINDS as unknown as [ArchetypeKindValue, ...ArchetypeKindValue[]]), 'Complete, trade, societal or adventurous trait.'),
  name: field.of(LocalizedNameInput.ref, LocalizedNameInput.schema, 'Its name in English and French.'),
  modules: field.of([ModuleInput], z.array(moduleInputSchema).check(z.maxLength(50)), 'The modules it gives, at most 50 (a PC archetype: at most 33 XP, ranks ≤ 3).'),
  creature: field.boolean(z.nullish(z.boolean()), 'A creature archetype (vampire): NPCs only, no 33-XP cap.'),
});

const ArchetypePayload = payloadOf('ArchetypePayload', 'archetype', Archetype, 'The archetype as the campaign now has it.', 'An archetype as defined.');

export function toRulesModules(list: readonly z.output<typeof moduleInputSchema>[]): RulesModule[] {
  return list.map((m) => withModuleDefaults({ ...m, name: m.name.trim() }));
}

/** Archetypes are SMS's (a campaign read with the request's one read). */
export function requireSmsCampaign<C extends { ruleset: string }>(campaign: C): C {
  accepted(archetypesOfCampaign(campaign.ruleset));
  return campaign;
}

inputMutation('defineArchetype', {
  type: ArchetypePayload,
  description:
    'GM: define or replace an archetype of the campaign (SMS §8: at most 33 XP, ranks ≤ 3, negatives give back at most 10). A creature archetype (SMS §9) is for NPCs and bound by no budget.',
  input: DefineArchetypeInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const { campaignId, campaign } = await readCampaignAsMember(ctx, input.campaignId, 'GM');
    const v = validate(DefineArchetypeInput.schema, input);
    requireSmsCampaign(campaign);
    const modules = toRulesModules(v.modules);
    const creature = v.creature ?? false;
    const violations = archetypeModuleViolations(modules, creature);
    refuseIf(violations);
    const values = { kind: v.kind, name: v.name, modules: modules as unknown as Record<string, unknown>[], creature };
    const row = await upsertArchetype(ctx.db, campaignId, v.key, values, ctx.clock.now());
    return { archetype: fromRow(row) };
  },
});
