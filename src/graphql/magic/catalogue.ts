/**
 * The magic catalogues: predefined magic modules per variant (with their prerequisites), the
 * campaign's spell catalogue (`defineSpell`, `Campaign.spells`), and the magic fields of an
 * SMS sheet (`magicalExhaustion`, `magicEffects`).
 */
import { type ResolveCursorConnectionArgs, resolveCursorConnection } from '@pothos/plugin-relay';
import * as z from 'zod/mini';
import { isUniqueViolation } from '../../db/errors.js';
import { insertSpellWithEvent, type MagicScene, type SpellRow } from '../../db/magic.js';
import { spellsPage, spellWithRole } from '../../db/spells.js';
import {
  DEFAULT_MAGIC_SETTINGS,
  type MagicModuleDef,
  type MagicModuleKey,
  type MagicSettings,
  type MagicVariant,
  magicModule,
  magicModules as catalogueModules,
  prerequisiteRule,
} from '../../rules/magic/catalogue.js';
import { castingDifficulty } from '../../rules/magic/casting.js';
import { almeraRitualDifficulty, lorevalDifficulty } from '../../rules/magic/difficulty.js';
import { type RequiredModule, checkCatalogueSpell, requiredModules } from '../../rules/magic/spell.js';
import { builder } from '../builder.js';
import { Campaign } from '../campaign/campaign.js';
import { SmsSheet } from '../sms/character.js';
import { MagicSystem, Polarity, localized } from '../enums.js';
import { notFound, validate, accepted, refuse } from '../errors.js';
import { decodeId } from '../../primitives/ids.js';
import { MagicDifficulty, inLocale } from './check.js';
import { campaignVariantOf, requireMemberOf } from './persistence.js';
import {
  MagicForm,
  MagicSource,
  SpecialPowerModule,
  SpellEffectRef,
  SpellKind,
  SpellNature,
  type StoredSpell,
  effectsComplete,
  spellDefinitionFields,
  toSpellDefinition,
} from './spell-definition.js';
import { ActiveEffectRef, readMagic } from './state.js';
import { spellNameTaken } from '../../rules/api-limits.js';
import { inputMutation, payloadOf } from '../mutation.js';
import { field, inputType } from '../input.js';

// =============================================================================================
// Predefined magic modules
// =============================================================================================

interface ModuleView {
  def: MagicModuleDef;
  variant: MagicVariant;
  settings: MagicSettings;
}

interface RequirementView {
  variant: MagicVariant;
  key: MagicModuleKey;
  rank: number;
  maximum: boolean;
  of: MagicModuleDef;
}

/** A predefined module's name by its key (the key itself for one the catalogue does not know). */
function moduleName(variant: MagicVariant, key: MagicModuleKey): { en: string; fr: string } {
  return magicModule(variant, key)?.name ?? { en: key, fr: key };
}

const MagicModuleRequirement = builder.objectRef<RequirementView>('MagicModuleRequirement').implement({
  description: 'A module that must be at a rank before this one can be acquired or raised.',
  fields: (t) => ({
    key: t.string({ description: 'The required module’s stable key (`MagicModule.key`).', resolve: (r) => r.key }),
    name: inLocale(t, 'The required module’s name in the locale asked for.', (r, locale) => localized(moduleName(r.variant, r.key), locale)),
    rank: t.exposeInt('rank', { description: 'The rank needed (the campaign’s maximum rank where the rule says "au rang maximum").' }),
    maximumRank: t.boolean({ resolve: (r) => r.maximum, description: 'The rule asks for the maximum rank (campaign setting maxModuleRank).' }),
    rule: t.string({
      description: 'The rule that sets the prerequisite, citing its seed passage.',
      resolve: (r) => prerequisiteRule(r.variant, r.of, r.key),
    }),
  }),
});

export const MagicModuleRef = builder.objectRef<ModuleView>('MagicModule').implement({
  description: 'A predefined magic module (seed 000 "LA MAGIE"; seed 003 "Modules prédéfinis"). Write it on a sheet under its French or English name.',
  fields: (t) => ({
    key: t.string({ description: 'A stable key for the module, the same in every locale (`ARCANE`, `EXHAUSTION_RESISTANCE` …).', resolve: (m) => m.def.key }),
    variant: t.field({ type: MagicSystem, description: 'The magic variant that predefines it.', resolve: (m) => m.variant }),
    name: inLocale(t, 'Its name in the locale asked for, as it is written on a sheet.', (m, locale) => localized(m.def.name, locale)),
    scope: t.int({ description: 'Its scope, 1..5 (every predefined magic module is scope 5).', resolve: (m) => m.def.scope }),
    polarity: t.field({ type: Polarity, description: 'POSITIVE, or RESISTIVE for one that absorbs a malus (ALMERA Spell manipulation, Resistance to magical exhaustion).', resolve: (m) => m.def.polarity }),
    note: t.string({ nullable: true, description: 'What the module is for, from the seed; null when the seed says nothing more.', resolve: (m) => m.def.note ?? null }),
    maxRank: t.int({ nullable: true, description: 'A cap of its own (ALMERA Resistance to magical exhaustion: 5).', resolve: (m) => (m.variant === 'ALMERA' && m.def.key === 'EXHAUSTION_RESISTANCE' ? 5 : null) }),
    aliases: t.stringList({ description: 'Other spellings recognised on a sheet.', resolve: (m) => m.def.aliases }),
    requires: t.field({
      type: [MagicModuleRequirement],
      description: 'The modules it needs first (empty when none).',
      resolve: (m) =>
        Object.entries(m.def.requires ?? {}).map(([key, req]) => ({
          variant: m.variant,
          key: key as MagicModuleKey,
          rank: req === 'maxModuleRank' ? m.settings.maxModuleRank : (req as number),
          maximum: req === 'maxModuleRank',
          of: m.def,
        })),
    }),
  }),
});

function views(variant: MagicVariant, settings: MagicSettings): ModuleView[] {
  return catalogueModules(variant).map((def) => ({ def, variant, settings }));
}

const MagicCatalogue = builder.objectRef<{ variant: MagicVariant; settings: MagicSettings }>('MagicCatalogue').implement({
  description: 'What a magic variant predefines.',
  fields: (t) => ({
    variant: t.field({ type: MagicSystem, description: 'The variant asked for.', resolve: (c) => c.variant }),
    modules: t.field({ type: [MagicModuleRef], description: 'Its predefined magic modules.', resolve: (c) => views(c.variant, c.settings) }),
  }),
});

builder.queryField('magicCatalogue', (t) =>
  t.field({
    type: MagicCatalogue,
    description: 'The predefined magic modules of a variant, with their prerequisites at the default maximum rank (5).',
    args: { variant: t.arg({ type: MagicSystem, description: 'LOREVAL or ALMERA.' }) },
    resolve: (_root, { variant }) => ({ variant, settings: DEFAULT_MAGIC_SETTINGS }),
  }),
);

builder.queryField('magicModules', (t) =>
  t.field({
    type: [MagicModuleRef],
    description: 'The predefined magic modules of a campaign’s variant, prerequisites at its maximum rank (setting maxModuleRank).',
    args: { campaignId: t.arg.id({ description: 'A campaign the caller is a member of.' }) },
    resolve: async (_root, { campaignId }, ctx) => {
      const { campaign } = await requireMemberOf(ctx, campaignId);
      const { variant, maxModuleRank } = campaignVariantOf(ctx, campaign);
      return views(variant, { maxModuleRank });
    },
  }),
);

// =============================================================================================
// Spells of a campaign
// =============================================================================================

interface RequiredView {
  variant: MagicVariant;
  required: RequiredModule;
}

const RequiredMagicModule = builder.objectRef<RequiredView>('RequiredMagicModule').implement({
  description: 'A predefined module the caster needs (rank ≥ minRank) to cast the spell at all.',
  fields: (t) => ({
    key: t.string({ description: 'The module’s stable key (`MagicModule.key`).', resolve: (r) => r.required.key }),
    name: inLocale(t, 'The module’s name in the locale asked for, as written on a sheet.', (r, locale) => localized(moduleName(r.variant, r.required.key), locale)),
    minRank: t.int({ description: 'The lowest rank the caster needs in it (1: holding the module at all).', resolve: (r) => r.required.minRank }),
    rule: t.string({ description: 'The rule that makes it a prerequisite, citing its seed passage.', resolve: (r) => r.required.rule }),
  }),
});

const SpellParameters = builder.objectRef<{ range: number; area: number; duration: number }>('SpellParameters').implement({
  description: 'Casting parameters, each a step 0..3 that lowers the score by as much (never the die); 0 is the default.',
  fields: (t) => ({
    range: t.exposeInt('range', { description: '0 touch/self, 1 encounter/short (50–100 m), 2 sight, 3 reality (out of sight but known).' }),
    area: t.exposeInt('area', { description: '0 one target, 1 small (≤ 10 targets), 2 medium (≤ 30), 3 large (≤ 100).' }),
    duration: t.exposeInt('duration', { description: '0 instant, 1 short (~10 min), 2 hour, 3 day (24 h).' }),
  }),
});

const RitualDescription = builder
  .objectRef<NonNullable<StoredSpell['ritual']>>('RitualDescription')
  .implement({
    description: 'How a ritual is performed, in words (seed 000: its range, area and duration are part of its power).',
    fields: (t) => ({
      castingTime: t.exposeString('castingTime', { description: 'How long it takes (“le temps d’exécution”), as written.' }),
      prerequisites: t.stringList({ description: 'What it needs (components, place, moment …); empty when none.', resolve: (r) => r.prerequisites ?? [] }),
      range: t.string({ nullable: true, description: 'Its range in words; null when not given.', resolve: (r) => r.range ?? null }),
      area: t.string({ nullable: true, description: 'Its area in words; null when not given.', resolve: (r) => r.area ?? null }),
      duration: t.string({ nullable: true, description: 'Its duration in words; null when not given.', resolve: (r) => r.duration ?? null }),
    }),
  });

export const SpellRef = builder.objectRef<SpellRow>('Spell');

export function storedSpell(row: SpellRow): StoredSpell {
  return row.definition as unknown as StoredSpell;
}

/** The die of the spell against nothing that opposes it (the target's die replaces D4 in LOREVAL). */
function baseDifficulty(spell: StoredSpell) {
  if (spell.kind === 'RITUAL') return spell.variant === 'LOREVAL' ? lorevalDifficulty({ kind: 'RITUAL', power: spell.power }) : almeraRitualDifficulty({ power: spell.power });
  return castingDifficulty({ spell: { ...spell, effects: spell.effects.filter((e) => e.kind !== 'DAMAGE') } });
}

builder.node(SpellRef, {
  description: 'A spell, ritual or special power of the campaign’s catalogue (seed 000 "Définition d’un sort ou d’un rituel").',
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller) return null;
    // The spell with the caller's role, in one statement: members of its campaign see it.
    const found = await spellWithRole(ctx.reader, id, ctx.caller.userId);
    return found?.role ? found.row : null;
  },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its name, unique in the campaign.' }),
    variant: t.field({ type: MagicSystem, description: 'The magic variant it was defined under (the campaign’s).', resolve: (s) => storedSpell(s).variant }),
    spellKind: t.field({ type: SpellKind, description: 'A SPELL, a RITUAL or a special POWER.', resolve: (s) => storedSpell(s).kind }),
    kind: t.field({ type: SpellKind, description: 'Same as `spellKind`.', deprecationReason: 'Use `spellKind`: `kind` conflicts with `Character.kind` when one document selects both through `node` or `nodes`.', resolve: (s) => storedSpell(s).kind }),
    magicSource: t.field({ type: MagicSource, description: 'Where its magic comes from.', resolve: (s) => storedSpell(s).source }),
    source: t.field({ type: MagicSource, description: 'Same as `magicSource`.', deprecationReason: 'Use `magicSource`: `source` conflicts with `Module.source` when one document selects both through `node` or `nodes`.', resolve: (s) => storedSpell(s).source }),
    forms: t.field({ type: [MagicForm], description: 'The LOREVAL occult modules or ALMERA forms it also needs; empty when none.', resolve: (s) => storedSpell(s).forms ?? [] }),
    powerModule: t.field({
      type: SpecialPowerModule,
      nullable: true,
      description: 'A LOREVAL special power’s module (Harmony, Conviction, Heroism); null for spells and rituals.',
      resolve: (s) => storedSpell(s).powerModule ?? null,
    }),
    power: t.int({ description: 'Its power: 1..5 (5 = the best the effect can do); an ALMERA ritual 1..50. It sets the difficulty die.', resolve: (s) => storedSpell(s).power }),
    spellNature: t.field({ type: SpellNature, description: 'What the spell does: OFFENSIVE, DEFENSIVE, CURATIVE, ENHANCEMENT, MIXED or MISC.', resolve: (s) => storedSpell(s).nature }),
    nature: t.field({ type: SpellNature, description: 'Same as `spellNature`.', deprecationReason: 'Use `spellNature`: `nature` conflicts with `Wound.nature` when one document selects both through `node` or `nodes`.', resolve: (s) => storedSpell(s).nature }),
    effects: t.field({ type: [SpellEffectRef], description: 'What it does, effect by effect.', resolve: (s) => storedSpell(s).effects }),
    description: t.string({ nullable: true, description: 'The spell in words, as the GM wrote it; null when none.', resolve: (s) => storedSpell(s).description ?? null }),
    keywords: t.stringList({ description: 'What the spell is, for counter-effects to match (its name counts too).', resolve: (s) => storedSpell(s).keywords ?? [] }),
    parameters: t.field({ type: SpellParameters, nullable: true, description: 'Usual casting parameters.', resolve: (s) => storedSpell(s).parameters ?? null }),
    ritual: t.field({ type: RitualDescription, nullable: true, description: 'How a RITUAL is performed; null for spells and powers.', resolve: (s) => storedSpell(s).ritual ?? null }),
    requiredModules: t.field({
      type: [RequiredMagicModule],
      description: 'The predefined modules a caster needs to cast it at all (its source, forms, Ritual magic, the power’s module).',
      resolve: (s) => requiredModules(storedSpell(s)).map((required) => ({ variant: storedSpell(s).variant, required })),
    }),
    baseDifficulty: t.field({
      type: MagicDifficulty,
      description: 'The die with no opposing target, no resistance and no circumstance (LOREVAL D4/D8 + 2 per power level; ALMERA by level; rituals D8… / D(2·power)).',
      resolve: (s) => baseDifficulty(storedSpell(s)),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When the GM defined it.', resolve: (s) => s.createdAt }),
  }),
});

builder.objectField(Campaign, 'spells', (t) =>
  t.connection({
    type: SpellRef,
    description: 'The campaign’s spell catalogue (spells, rituals, special powers), oldest first.',
    args: { kind: t.arg({ type: SpellKind, required: false, description: 'Only spells, only rituals or only special powers; all when omitted.' }) },
    resolve: (c, args, ctx) =>
      resolveCursorConnection({ args, toCursor: (row: SpellRow) => row.id }, async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
        const rows = await ctx.loaders.read(
          spellsPage(ctx.db, c.id, { after, before, inverted, limit: args.kind ? Math.min(limit * 5, 500) : limit }),
        );
        return (args.kind ? rows.filter((r) => storedSpell(r).kind === args.kind) : rows).slice(0, limit);
      }),
  }),
);

const DefineSpellInput = inputType('DefineSpellInput', {
  campaignId: field.id(z.string(), 'The campaign whose catalogue gets the spell (the caller is its GM).'),
  ...spellDefinitionFields,
});

const SpellPayload = payloadOf('SpellPayload', 'spell', SpellRef, 'The spell as stored.');

inputMutation('defineSpell', {
  type: SpellPayload,
  description:
    'GM only: add a spell, ritual or special power to the campaign’s catalogue, checked against the rules of the campaign’s magic variant (power range, natures and effects, damage-type costs, enhancement balance, ritual description …).',
  input: DefineSpellInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const { caller, campaignId, campaign } = await requireMemberOf(ctx, input.campaignId, 'GM');
    const v = validate(DefineSpellInput.schema.check(z.superRefine(effectsComplete)), input);
    const { variant, maxModuleRank } = campaignVariantOf(ctx, campaign);
    const spell = toSpellDefinition(variant, v);
    accepted(checkCatalogueSpell(spell, { maxModuleRank }));
    try {
      // The spell and its `spell.defined` event together: the players' cast forms learn of it live.
      const row = await insertSpellWithEvent(ctx.db, campaignId, spell.name, spell as unknown as Record<string, unknown>, caller.userId, ctx.clock.now());
      return { spell: row };
    } catch (error) {
      if (isUniqueViolation(error)) refuse(spellNameTaken(spell.name));
      throw error;
    }
  },
});

/** The spell a magical action names, from its one read (src/db/magic.ts): of the campaign, by global id. */
export function sceneSpell(scene: Pick<MagicScene, 'spell'>, spellGlobalId: unknown): { row: SpellRow; spell: StoredSpell } {
  const id = decodeId('Spell', spellGlobalId);
  const row = scene.spell;
  if (!id || !row || row.id !== id) throw notFound('spell');
  return { row, spell: storedSpell(row) };
}

// =============================================================================================
// The magic part of an SMS sheet
// =============================================================================================

builder.objectField(SmsSheet, 'magicalExhaustion', (t) =>
  t.int({
    description: 'ALMERA magical exhaustion: +1 per cast, success or failure; −1 per hour, all after sleep or an Elfin’s meditation (seed 003). Always 0 in LOREVAL, where magic costs lasting fatigue.',
    resolve: ({ character }) => readMagic(character).exhaustion,
  }),
);

builder.objectField(SmsSheet, 'magicEffects', (t) =>
  t.field({
    type: [ActiveEffectRef],
    description: 'Lasting magical effects on the character: temporary modules, barriers, protections, counter-effects (expired ones are left out).',
    resolve: ({ character }, _args, ctx) => {
      const now = ctx.clock.now().getTime();
      return (readMagic(character).effects ?? []).filter((e) => e.expiresAt === null || new Date(e.expiresAt).getTime() > now).map((e) => ({ ...e, characterId: character.id }));
    },
  }),
);
