/**
 * Creatures (SMS §9): NPCs built from a race, creature archetypes and their own modules (a
 * vampire goblin sorcerer = the goblin race + the vampire archetype), with no budget, and what
 * their sheet shows of it (race, bestiary class, elemental weaknesses).
 */
import * as z from 'zod/mini';
import { readCharacterState } from '../../db/state.js';
import {
  BESTIARY_CLASSES,
  type BestiaryClass as BestiaryClassValue,
  buildCreature,
  type CreatureArchetype,
  type ElementalWeakness,
  keyOf,
  type LocalisedName,
} from '../../rules/sms/archetypes.js';
import { archetypeModuleViolations, creatureArchetypes } from '../../rules/sms/archetype-choice.js';
import { boughtModules, checkSheetModules } from '../../rules/sms/characters.js';
import { BestiaryClass, catalogueOf, ElementalWeaknessRef, requireSmsCampaign, toRulesModules } from './archetype.js';
import { builder } from '../builder.js';
import { SmsSheet } from './character.js';
import { Locale, localized } from '../enums.js';
import { validate, accepted, refuseIf } from '../errors.js';
import { ModuleInput, moduleInputSchema } from './module.js';
import { CharacterPayload } from '../refs.js';
import { createSheet, readCampaignAsMember } from './sheet-access.js';
import { inputMutation } from '../mutation.js';
import { field, inputType } from '../input.js';

/** What makes an NPC a creature, kept in `characters.state.creature`. */
export type CreatureState = { race: { key: string; name: LocalisedName }; bestiaryClass: BestiaryClassValue; elementalWeaknesses: ElementalWeakness[] };

const CreatureInfo = builder.objectRef<CreatureState>('CreatureInfo').implement({
  description: 'An NPC built as a creature (SMS §9): its race, bestiary class and elemental weaknesses.',
  fields: (t) => ({
    raceKey: t.string({ description: 'The race’s key, SCREAMING_SNAKE from its English name (e.g. `GOBLIN`).', resolve: (c) => c.race.key }),
    race: t.string({ description: 'The race’s name in the locale asked (the French name when no English one was given).', args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (c, { locale }) => localized(c.race.name, locale) }),
    bestiaryClass: t.field({ type: BestiaryClass, description: 'Its bestiary class (SMS §9).', resolve: (c) => c.bestiaryClass }),
    elementalWeaknesses: t.field({ type: [ElementalWeaknessRef], description: 'What harms it as an elemental attack, from its creature archetypes (a vampire: sunlight); empty when none.', resolve: (c) => c.elementalWeaknesses }),
  }),
});

builder.objectField(SmsSheet, 'creature', (t) =>
  t.field({
    type: CreatureInfo,
    nullable: true,
    description: 'For an NPC built with createCreature: its race, bestiary class and weaknesses.',
    resolve: ({ character }) => readCharacterState<CreatureState | null>(character, 'creature', () => null),
  }),
);

// ----- createCreature ------------------------------------------------------------------------------

const CreatureRaceInput = inputType(
  'CreatureRaceInput',
  {
    name: field.string(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))), 'e.g. "Gobelin". Left out: a creature of its own kind, its race named after it (docs/rules.md §9 creatures).'),
    nameEn: field.string(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))), 'English name, when it differs (e.g. "Goblin").'),
    modules: field.of([ModuleInput], z.array(moduleInputSchema).check(z.maxLength(100)), 'The modules every member of the race has (at most 100); no budget or creation cap applies.'),
    sizeFactor: field.int(z.nullish(z.int().check(z.minimum(1), z.maximum(9))), 'Size factor of the race, 1–9 (default 5, SMS §6).'),
  },
  'The creature’s race (SMS §9: "toute créature appartient à une race"): modules every member has.',
);

const CreateCreatureInput = inputType('CreateCreatureInput', {
  campaignId: field.id(z.string(), 'The SMS campaign; the caller must be its GM.'),
  name: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), 'The creature’s name, 1–80 characters.'),
  race: field.of(CreatureRaceInput.ref, CreatureRaceInput.schema, 'Its race, whose modules come first.'),
  archetypeKeys: field.stringList(z.nullish(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(10))), 'Archetypes added on top of the race, in order (e.g. VAMPIRE).'),
  bestiaryClass: field.of(BestiaryClass, z.enum(BESTIARY_CLASSES.map((c) => c.key) as [BestiaryClassValue, ...BestiaryClassValue[]]), 'Its bestiary class (SMS §9).'),
  modules: field.of([ModuleInput], z.nullish(z.array(moduleInputSchema).check(z.maxLength(100))), 'The individual’s own modules, added last.'),
  sizeFactor: field.int(z.nullish(z.int().check(z.minimum(1), z.maximum(9))), 'This individual’s size factor, if not the race’s.'),
});

inputMutation('createCreature', {
  type: CharacterPayload,
  description:
    'GM: create a creature NPC (SMS §9): its race’s modules, then each archetype’s (creature archetypes such as VAMPIRE included, ranks of the same module adding up), then its own. No budget binds it. A vampire goblin sorcerer = race Gobelin + archetype VAMPIRE + its own modules.',
  input: CreateCreatureInput.ref,
  resolve: async (_root, { input }, ctx) => {
    // One read: the caller's role, the campaign and its archetypes.
    const found = await readCampaignAsMember(ctx, input.campaignId, 'GM', { archetypes: true });
    const v = validate(CreateCreatureInput.schema, input);
    const campaign = requireSmsCampaign(found.campaign);
    const catalogue = catalogueOf(found.archetypes);
    const listed = accepted(creatureArchetypes(v.archetypeKeys ?? [], catalogue));
    const chosen: CreatureArchetype[] = listed.map((a) => ({ key: a.key, name: a.name, modules: a.modules, elementalWeaknesses: a.elementalWeaknesses }));
    const raceModules = toRulesModules(v.race.modules);
    const ownModules = toRulesModules(v.modules ?? []);
    // Structure only (names, scopes, ranks): no budget and no creation cap bind a creature.
    const violations = [...archetypeModuleViolations(raceModules, true), ...archetypeModuleViolations(ownModules, true)];
    refuseIf(violations);
    // SMS §9: « toute créature appartient à une race ». A GM who names none makes a creature of
    // its own kind: its race is named after it (issue 39: the form no longer asks for one).
    const ownKind = v.race.name ?? v.name;
    const raceName = { fr: ownKind, en: v.race.nameEn ?? ownKind };
    const race = { key: keyOf(raceName.en), name: raceName, bestiaryClass: v.bestiaryClass, sizeFactor: v.race.sizeFactor ?? 5, modules: raceModules };
    const creature = accepted(buildCreature({ name: v.name, race, archetypes: chosen, modules: ownModules, ...(v.sizeFactor != null ? { sizeFactor: v.sizeFactor } : {}) }));
    const npc = { kind: 'NPC' as const, status: 'ACTIVE' as const, race: null, creationBudget: campaign.settings.creationBudget };
    const modules = creature.modules.map((m) => ({ ...m, source: m.source ?? 'GM' }));
    const structural = checkSheetModules(npc, boughtModules(modules), campaign.settings.maxModuleRank, campaign.magicSystem);
    refuseIf(structural);

    const creatureState: CreatureState = { race: { key: race.key, name: race.name }, bestiaryClass: creature.bestiaryClass, elementalWeaknesses: creature.elementalWeaknesses };
    const state = { archetypes: creature.archetypes, creature: creatureState };
    const row = { ...npc, campaignId: campaign.id, ownerId: null, name: creature.name, sizeFactor: creature.sizeFactor, state };
    return { character: await createSheet(ctx, row, modules, { kind: 'NPC', creature: true }) };
  },
});
