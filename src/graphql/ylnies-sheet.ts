/**
 * Ylnies characters through the API: the `YlniesSheet` (stored in `characters.state.ylnies`),
 * the races and the catalogue, creation (random or points) and the DRAFT edits of skills and
 * equipment. Play (tests, combat, magic, progression) is in ylnies-play.ts.
 */
import * as z from 'zod';
import data from '../data/ylnies.json';
import type { CharacterRow } from '../db/access.js';
import { appendRoll } from '../db/rolls.js';
import { emitEvent } from '../db/outbox.js';
import { retryOnConflict } from '../db/characters.js';
import { characters } from '../db/schema.js';
import { writeCharacterState } from '../db/state.js';
import { type Rng, recordingRng } from '../rules/dice.js';
import { type Violation, violation } from '../rules/violation.js';
import {
  CHARACTERISTICS,
  CHARACTERISTIC_KEYS,
  type CharacteristicKey,
  type Characteristics,
  type LocalizedText,
  applyModifiers,
  manaPointsFor,
} from '../rules/ylnies/characteristics.js';
import { graveWoundCapacity, resistance } from '../rules/ylnies/combat.js';
import {
  CREATION,
  RULES as CREATION_RULES,
  type SkillInput,
  checkCreationSkills,
  createSheet,
  rollCharacteristics,
  skillPointsAvailable,
} from '../rules/ylnies/creation.js';
import {
  ARMOURS,
  type ArmourType,
  type EquipmentState,
  NO_EQUIPMENT,
  WEAPONS,
  type WeaponType,
  armourValue,
  equipmentViolations,
  getArmour,
  getWeapon,
} from '../rules/ylnies/equipment.js';
import type { TrainingState } from '../rules/ylnies/progression.js';
import { RACES, type RaceState, type YlniesRace as YlniesRaceData, getRace, pureRace, rollMixedRace } from '../rules/ylnies/races.js';
import { NO_WOUNDS, type Skill, type WoundState, type YlniesSheet as SheetData, isIncapacitated } from '../rules/ylnies/sheet.js';
import { requireCaller, requireEditableCharacter } from './auth.js';
import { builder } from './builder.js';
import type { SheetParent } from './character.js';
import type { Context } from './context.js';
import { Locale, localized } from './enums.js';
import { MUTATION_ERRORS, RuleViolation, conflict, validate } from './errors.js';
import { RaceInterface, racesByRuleset } from './race.js';
import { CharacterPayload } from './refs.js';

// ----- Stored state --------------------------------------------------------------------------

/** What `characters.state.ylnies` holds: the rules core's sheet plus what the API keeps beside it. */
export interface StoredYlnies extends SheetData {
  creation: {
    method: 'RANDOM' | 'POINTS';
    /** Values before the racial modifier, shown as `base` on the sheet. */
    bases: Characteristics;
    skillPoints: { spent: number; available: number; unspent: number };
  };
  /** Trainings in progress (Ylnies §Progression), one per skill. */
  training: TrainingState[];
}

export function readYlnies(character: Pick<CharacterRow, 'state'>): StoredYlnies | null {
  const value = character.state?.ylnies as StoredYlnies | undefined;
  if (!value) return null;
  // Older or partial rows: fill the API's extras so readers never see undefined.
  return { ...value, training: value.training ?? [], wounds: value.wounds ?? NO_WOUNDS, equipment: value.equipment ?? NO_EQUIPMENT };
}

export const NOT_YLNIES_RULE = 'Ylnies: a campaign plays one ruleset; this operation is for Ylnies characters';

/** The sheet of a Ylnies character, or a RuleViolation naming the ruleset. */
export function requireYlniesSheet(character: CharacterRow): StoredYlnies {
  const sheet = character.ruleset === 'YLNIES' ? readYlnies(character) : null;
  if (!sheet) throw new RuleViolation('NOT_YLNIES', `${character.name} is not a Ylnies character.`, NOT_YLNIES_RULE);
  return sheet;
}

/** Resistance = CON + armour − 1 per grave wound (Ylnies §Combat). */
export function sheetResistance(sheet: Pick<SheetData, 'characteristics' | 'equipment' | 'wounds'>): number {
  return resistance(sheet.characteristics.CON, armourValue(sheet.equipment.armour?.type ?? null), sheet.wounds);
}

// ----- Enums ---------------------------------------------------------------------------------

export const YlniesCharacteristicKey = builder.enumType('YlniesCharacteristicKey', {
  values: CHARACTERISTIC_KEYS,
  description: 'The ten Ylnies characteristics: Agility, Appearance, Charisma, Constitution, Strength ("Force"), Intelligence, Mana, Perception, Reflexes, Willpower ("Volonté").',
});
export const YlniesSkillKind = builder.enumType('YlniesSkillKind', {
  values: ['SKILL', 'SPELL', 'POWER'] as const,
  description: 'Spells and powers are skills; a spell costs double at creation and its power in mana, a power half its power.',
});
export const YlniesCreationMethod = builder.enumType('YlniesCreationMethod', {
  values: ['RANDOM', 'POINTS'] as const,
  description: 'RANDOM: 2d6 + 1 + racial modifier, rolled by the server. POINTS: 70 points over the ten bases, each 1–13.',
});
export const YlniesWeaponTypeKey = builder.enumType('YlniesWeaponTypeKey', { values: ['LIGHT', 'NORMAL', 'HEAVY', 'LONG', 'BOW', 'CROSSBOW'] as const });
export const YlniesArmourTypeKey = builder.enumType('YlniesArmourTypeKey', { values: ['LEATHER', 'SCALE', 'CHAIN', 'CUIRASS', 'PLATE'] as const });
export const YlniesWoundCategory = builder.enumType('YlniesWoundCategory', {
  values: ['UNHARMED', 'LIGHT', 'GRAVE', 'CRITICAL', 'DEATH'] as const,
  description: 'The wound table: damage ≤ 0 unharmed, 1–6 light, 7–15 grave, 16–20 critical, 21+ death.',
});

// ----- Races ---------------------------------------------------------------------------------

type ModifierView = { characteristic: CharacteristicKey; value: number };

const YlniesModifier = builder.objectRef<ModifierView>('YlniesModifier').implement({
  description: 'A racial modifier to one characteristic.',
  fields: (t) => ({
    characteristic: t.field({ type: YlniesCharacteristicKey, resolve: (m) => m.characteristic }),
    value: t.exposeInt('value'),
  }),
});

function modifierList(modifiers: Partial<Record<CharacteristicKey, number>>): ModifierView[] {
  return CHARACTERISTIC_KEYS.filter((k) => (modifiers[k] ?? 0) !== 0).map((k) => ({ characteristic: k, value: modifiers[k]! }));
}

export const YlniesRace = builder.objectRef<YlniesRaceData>('YlniesRace').implement({
  description: 'A race of Ylnies (Ylnies §Races): characteristic modifiers and natural traits; humans get +15 skill points.',
  interfaces: [RaceInterface],
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'extraSkillPoints' in value && 'modifiers' in value,
  fields: (t) => ({
    modifiers: t.field({ type: [YlniesModifier], description: 'Non-zero modifiers, in the seed’s characteristic order.', resolve: (r) => modifierList(r.modifiers) }),
    traits: t.stringList({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (r, { locale }) => r.traits.map((x) => localized(x, locale)) }),
    extraSkillPoints: t.exposeInt('extraSkillPoints', { description: 'Skill points on top of the 75 at creation (Human 15).' }),
  }),
});

racesByRuleset.YLNIES = () => RACES;

type ParentDrawView = { characteristic: CharacteristicKey; die: number; parent: string; modifier: number };
const YlniesParentDraw = builder.objectRef<ParentDrawView>('YlniesParentDraw').implement({
  description: 'A mixed character’s d2 for one characteristic: 1 takes the first parent’s modifier, 2 the second’s.',
  fields: (t) => ({
    characteristic: t.field({ type: YlniesCharacteristicKey, resolve: (d) => d.characteristic }),
    die: t.exposeInt('die'),
    parent: t.exposeString('parent', { description: 'The race key whose modifier was inherited.' }),
    modifier: t.exposeInt('modifier'),
  }),
});

type TraitDrawView = { trait: LocalizedText; from: string; die: number; inherited: boolean };
const YlniesTraitDraw = builder.objectRef<TraitDrawView>('YlniesTraitDraw').implement({
  description: 'A mixed character’s d2 for one natural trait of a parent: 1 inherits it.',
  fields: (t) => ({
    trait: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (d, { locale }) => localized(d.trait, locale) }),
    from: t.exposeString('from'),
    die: t.exposeInt('die'),
    inherited: t.exposeBoolean('inherited'),
  }),
});

function raceName(race: RaceState): LocalizedText {
  if (race.key !== 'MIXED' || !race.parents) return getRace(race.key)?.name ?? { en: race.key, fr: race.key };
  const [a, b] = race.parents.map((k) => getRace(k)?.name ?? { en: k, fr: k }) as [LocalizedText, LocalizedText];
  return { en: `Mixed ${a.en} / ${b.en}`, fr: `Métis ${a.fr} / ${b.fr}` };
}

const YlniesSheetRace = builder.objectRef<RaceState>('YlniesSheetRace').implement({
  description: 'A character’s race: a pure race, or a mixed parentage with the draws that settled it.',
  fields: (t) => ({
    key: t.string({ description: 'HUMAN, KAY_TEY, HALF_ELF, TROLL or MIXED.', resolve: (r) => r.key }),
    name: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (r, { locale }) => localized(raceName(r), locale) }),
    race: t.field({ type: YlniesRace, nullable: true, description: 'The pure race; null for a mixed character.', resolve: (r) => (r.key === 'MIXED' ? null : (getRace(r.key) ?? null)) }),
    parents: t.field({
      type: [YlniesRace],
      nullable: true,
      description: 'A mixed character’s two parent races.',
      resolve: (r) => (r.parents ? r.parents.map((k) => getRace(k)).filter((x): x is YlniesRaceData => x !== undefined) : null),
    }),
    modifiers: t.field({ type: [YlniesModifier], description: 'The effective non-zero modifiers.', resolve: (r) => modifierList(r.modifiers) }),
    traits: t.stringList({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (r, { locale }) => r.traits.map((x) => localized(x, locale)) }),
    humanUpbringing: t.exposeBoolean('humanUpbringing', { description: 'Grants the human +15 skill points: always for humans, chosen for a mixed character.' }),
    characteristicDraws: t.field({
      type: [YlniesParentDraw],
      nullable: true,
      resolve: (r) => {
        if (!r.draws || !r.parents) return null;
        const parents = r.parents;
        return CHARACTERISTIC_KEYS.map((k) => {
          const d = r.draws!.characteristics[k];
          return { characteristic: k, die: d.die, parent: parents[d.parent], modifier: d.modifier };
        });
      },
    }),
    traitDraws: t.field({ type: [YlniesTraitDraw], nullable: true, resolve: (r) => r.draws?.traits ?? null }),
  }),
});

// ----- Sheet ---------------------------------------------------------------------------------

type CharacteristicView = { key: CharacteristicKey; value: number; base: number; modifier: number };

const YlniesCharacteristic = builder.objectRef<CharacteristicView>('YlniesCharacteristic').implement({
  description: 'One characteristic: base (rolled or bought) + racial modifier = value, never below 1.',
  fields: (t) => ({
    key: t.field({ type: YlniesCharacteristicKey, resolve: (c) => c.key }),
    name: t.string({
      args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) },
      resolve: (c, { locale }) => localized(CHARACTERISTICS.find((x) => x.key === c.key)!.name, locale),
    }),
    value: t.exposeInt('value'),
    base: t.exposeInt('base'),
    modifier: t.exposeInt('modifier'),
  }),
});

export const YlniesSkill = builder.objectRef<Skill>('YlniesSkill').implement({
  description: 'A skill, spell or power, tied to one characteristic. No maximum (above 20 is very hard).',
  fields: (t) => ({
    name: t.exposeString('name'),
    characteristic: t.field({ type: YlniesCharacteristicKey, resolve: (s) => s.characteristic }),
    kind: t.field({ type: YlniesSkillKind, resolve: (s) => s.kind }),
    value: t.exposeInt('value'),
    innate: t.exposeBoolean('innate', { description: 'The innate magical ability: starts equal to Willpower, free.' }),
  }),
});

const YlniesGraveWound = builder.objectRef<{ location: string | null }>('YlniesGraveWound').implement({
  fields: (t) => ({ location: t.exposeString('location', { nullable: true, description: 'Body part: −1 on actions using it.' }) }),
});
const YlniesCriticalWound = builder.objectRef<{ location: string | null; damage: number }>('YlniesCriticalWound').implement({
  fields: (t) => ({
    location: t.exposeString('location', { nullable: true }),
    damage: t.exposeInt('damage', { description: 'Damage taken: the threshold of the CON test it called for.' }),
  }),
});

type WoundsView = { wounds: WoundState; constitution: number };
export const YlniesWounds = builder.objectRef<WoundsView>('YlniesWounds').implement({
  description: 'Wounds are categories (Ylnies §Combat): light ones, grave ones (each −1 to resistance), critical ones.',
  fields: (t) => ({
    light: t.int({ resolve: (w) => w.wounds.light }),
    grave: t.field({ type: [YlniesGraveWound], resolve: (w) => w.wounds.grave }),
    critical: t.field({ type: [YlniesCriticalWound], resolve: (w) => w.wounds.critical }),
    graveCapacity: t.int({ description: 'Grave wounds borne before the next knocks out: ⌊CON ÷ 2⌋.', resolve: (w) => graveWoundCapacity(w.constitution) }),
    unconscious: t.boolean({ resolve: (w) => w.wounds.unconscious }),
    outOfCombat: t.boolean({ description: 'A critical wound: out of the fight even after a successful CON test.', resolve: (w) => w.wounds.outOfCombat }),
    dead: t.boolean({ resolve: (w) => w.wounds.dead }),
    incapacitated: t.boolean({ description: 'Dead, unconscious or out of the fight: cannot take part in combat.', resolve: (w) => isIncapacitated(w.wounds) }),
  }),
});

export const YlniesWeaponType = builder.objectRef<WeaponType>('YlniesWeaponType').implement({
  description: 'A weapon type of the seed: its damage dice and, for bows and crossbows, ranges in metres.',
  fields: (t) => ({
    key: t.field({ type: YlniesWeaponTypeKey, resolve: (w) => w.key }),
    name: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (w, { locale }) => localized(w.name, locale) }),
    damage: t.exposeString('notation', { description: 'The seed’s notation, e.g. 1d6+3.' }),
    diceCount: t.int({ resolve: (w) => w.damage.count }),
    diceSides: t.int({ resolve: (w) => w.damage.sides }),
    damageBonus: t.int({ resolve: (w) => w.damage.bonus }),
    usesStrength: t.exposeBoolean('usesStrength', { description: 'False for crossbows: no Strength in the attack strength.' }),
    ranged: t.boolean({ resolve: (w) => w.range !== null }),
    rangeStrengthFactors: t.intList({
      nullable: true,
      description: 'Bows: short / medium / long range = STR × these metres.',
      resolve: (w) => (w.range?.kind === 'STRENGTH' ? [w.range.factors.short, w.range.factors.medium, w.range.factors.long] : null),
    }),
    rangeMetres: t.intList({
      nullable: true,
      description: 'Crossbows: short / medium / long range in metres.',
      resolve: (w) => (w.range?.kind === 'FIXED' ? [w.range.bands.short, w.range.bands.medium, w.range.bands.long] : null),
    }),
  }),
});

export const YlniesArmourType = builder.objectRef<ArmourType>('YlniesArmourType').implement({
  fields: (t) => ({
    key: t.field({ type: YlniesArmourTypeKey, resolve: (a) => a.key }),
    name: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (a, { locale }) => localized(a.name, locale) }),
    value: t.exposeInt('value', { description: 'Added to Constitution for resistance.' }),
  }),
});

const YlniesCarriedWeapon = builder.objectRef<EquipmentState['weapons'][number]>('YlniesCarriedWeapon').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.field({ type: YlniesWeaponType, resolve: (w) => getWeapon(w.type)! }),
  }),
});
const YlniesWornArmour = builder.objectRef<NonNullable<EquipmentState['armour']>>('YlniesWornArmour').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.field({ type: YlniesArmourType, resolve: (a) => getArmour(a.type)! }),
  }),
});

const YlniesEquipment = builder.objectRef<EquipmentState>('YlniesEquipment').implement({
  description: 'Weapons and armour from the seed’s catalogue, and anything else as free text.',
  fields: (t) => ({
    weapons: t.field({ type: [YlniesCarriedWeapon], resolve: (e) => e.weapons }),
    armour: t.field({ type: YlniesWornArmour, nullable: true, resolve: (e) => e.armour }),
    other: t.stringList({ resolve: (e) => e.other }),
  }),
});

const YlniesSkillPoints = builder.objectRef<StoredYlnies['creation']['skillPoints']>('YlniesSkillPoints').implement({
  description: 'Creation skill points: 75 (+15 for a human upbringing); spells cost double, the innate ability’s first Willpower points are free.',
  fields: (t) => ({ spent: t.exposeInt('spent'), available: t.exposeInt('available'), unspent: t.exposeInt('unspent') }),
});

export const YlniesTraining = builder.objectRef<TrainingState>('YlniesTraining').implement({
  description: 'A training in progress (Ylnies §Progression): the skill rises by 1 after `requiredDays`; a break longer than `maxBreakDays` loses the progress.',
  fields: (t) => ({
    skill: t.exposeString('skill'),
    requiredDays: t.exposeInt('requiredDays'),
    progressDays: t.exposeInt('progressDays'),
    maxBreakDays: t.exposeInt('maxBreakDays'),
    breakDays: t.exposeInt('breakDays'),
  }),
});

const EMPTY_BASES = Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, 1])) as Characteristics;

const BLANK_RACE: RaceState = {
  key: 'HUMAN',
  parents: null,
  modifiers: Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, 0])) as Characteristics,
  traits: [],
  humanUpbringing: true,
  draws: null,
};

/** The sheet to show; a Ylnies row always has one, the blank only guards a hand-edited row. */
function sheetOrBlank(character: CharacterRow): StoredYlnies {
  return (
    readYlnies(character) ?? {
      race: BLANK_RACE,
      characteristics: EMPTY_BASES,
      skills: [],
      manaPoints: 0,
      mana: 0,
      wounds: NO_WOUNDS,
      equipment: NO_EQUIPMENT,
      creation: { method: 'POINTS', bases: EMPTY_BASES, skillPoints: { spent: 0, available: 0, unspent: 0 } },
      training: [],
    }
  );
}

export const YlniesSheet = builder.objectRef<SheetParent>('YlniesSheet').implement({
  description: 'A Ylnies character: race, ten characteristics, skills (spells and powers included), mana, wound categories, equipment.',
  isTypeOf: (value) => (value as SheetParent).character?.ruleset === 'YLNIES',
  fields: (t) => ({
    race: t.field({ type: YlniesSheetRace, resolve: ({ character }) => sheetOrBlank(character).race }),
    characteristics: t.field({
      type: [YlniesCharacteristic],
      description: 'In the seed’s order: AGI APP CHA CON STR INT MAN PER REF WIL.',
      resolve: ({ character }) => {
        const s = sheetOrBlank(character);
        return CHARACTERISTIC_KEYS.map((key) => ({ key, value: s.characteristics[key], base: s.creation.bases[key], modifier: s.race.modifiers[key] ?? 0 }));
      },
    }),
    skills: t.field({ type: [YlniesSkill], resolve: ({ character }) => sheetOrBlank(character).skills }),
    manaPoints: t.int({ description: 'Maximum mana: 5 × Mana.', resolve: ({ character }) => sheetOrBlank(character).manaPoints }),
    mana: t.int({ description: 'Current mana points.', resolve: ({ character }) => sheetOrBlank(character).mana }),
    wounds: t.field({ type: YlniesWounds, resolve: ({ character }) => {
      const s = sheetOrBlank(character);
      return { wounds: s.wounds, constitution: s.characteristics.CON };
    } }),
    resistance: t.int({ description: 'CON + armour − 1 per grave wound (Ylnies §Combat).', resolve: ({ character }) => sheetResistance(sheetOrBlank(character)) }),
    equipment: t.field({ type: YlniesEquipment, resolve: ({ character }) => sheetOrBlank(character).equipment }),
    creationMethod: t.field({ type: YlniesCreationMethod, resolve: ({ character }) => sheetOrBlank(character).creation.method }),
    skillPoints: t.field({ type: YlniesSkillPoints, resolve: ({ character }) => sheetOrBlank(character).creation.skillPoints }),
    training: t.field({ type: [YlniesTraining], resolve: ({ character }) => sheetOrBlank(character).training }),
  }),
});

// ----- Catalogue -----------------------------------------------------------------------------

type WoundRow = { key: string; min?: number; max?: number; name: LocalizedText };

const YlniesWoundRow = builder.objectRef<WoundRow>('YlniesWoundRow').implement({
  fields: (t) => ({
    category: t.field({ type: YlniesWoundCategory, resolve: (r) => r.key as 'UNHARMED' }),
    name: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (r, { locale }) => localized(r.name, locale) }),
    minDamage: t.int({ nullable: true, resolve: (r) => r.min ?? null }),
    maxDamage: t.int({ nullable: true, resolve: (r) => r.max ?? null }),
  }),
});

const YlniesCharacteristicInfo = builder.objectRef<(typeof CHARACTERISTICS)[number]>('YlniesCharacteristicInfo').implement({
  fields: (t) => ({
    key: t.field({ type: YlniesCharacteristicKey, resolve: (c) => c.key }),
    name: t.string({ args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (c, { locale }) => localized(c.name, locale) }),
  }),
});

const YlniesCreationRules = builder.objectRef<typeof CREATION>('YlniesCreationRules').implement({
  description: 'Ylnies §Creation numbers.',
  fields: (t) => ({
    points: t.exposeInt('points', { description: 'Points to share among the bases (POINTS method).' }),
    baseMin: t.exposeInt('baseMin'),
    baseMax: t.exposeInt('baseMax'),
    skillPoints: t.exposeInt('skillPoints', { description: 'Skill points, before the human +15.' }),
    skillMaxAtCreation: t.exposeInt('skillMaxAtCreation'),
    spellCostFactor: t.exposeInt('spellCostFactor'),
    manaPointsPerMana: t.int({ resolve: () => data.creation.manaPointsPerMana }),
  }),
});

const YlniesCatalogue = builder.objectRef<Record<string, never>>('YlniesCatalogue').implement({
  description: 'The seed’s tables: characteristics, races, weapons, armours, the wound table and the creation numbers.',
  fields: (t) => ({
    characteristics: t.field({ type: [YlniesCharacteristicInfo], resolve: () => [...CHARACTERISTICS] }),
    races: t.field({ type: [YlniesRace], resolve: () => [...RACES] }),
    weapons: t.field({ type: [YlniesWeaponType], resolve: () => [...WEAPONS] }),
    armours: t.field({ type: [YlniesArmourType], resolve: () => [...ARMOURS] }),
    woundTable: t.field({ type: [YlniesWoundRow], resolve: () => data.woundTable as WoundRow[] }),
    creation: t.field({ type: YlniesCreationRules, resolve: () => CREATION }),
  }),
});

builder.queryField('ylniesCatalogue', (t) =>
  t.field({ type: YlniesCatalogue, description: 'The Ylnies tables (no sign-in needed): weapons, armours, characteristics, races, wound table.', resolve: () => ({}) }),
);

// ----- Inputs --------------------------------------------------------------------------------

export const YlniesSkillInput = builder.inputType('YlniesSkillInput', {
  description: 'A skill, spell or power. Leave `value` out for the innate ability: it is Willpower.',
  fields: (t) => ({
    name: t.string(),
    characteristic: t.field({ type: YlniesCharacteristicKey }),
    kind: t.field({ type: YlniesSkillKind, required: false, description: 'Default SKILL.' }),
    value: t.int({ required: false, description: 'Required except for the innate ability (default: Willpower).' }),
    innate: t.boolean({ required: false }),
  }),
});

const YlniesWeaponInput = builder.inputType('YlniesWeaponInput', {
  fields: (t) => ({ name: t.string(), type: t.field({ type: YlniesWeaponTypeKey }) }),
});
const YlniesArmourInput = builder.inputType('YlniesArmourInput', {
  fields: (t) => ({ name: t.string(), type: t.field({ type: YlniesArmourTypeKey }) }),
});
export const YlniesEquipmentInput = builder.inputType('YlniesEquipmentInput', {
  fields: (t) => ({
    weapons: t.field({ type: [YlniesWeaponInput], required: false }),
    armour: t.field({ type: YlniesArmourInput, required: false }),
    other: t.stringList({ required: false }),
  }),
});

const YlniesBasesInput = builder.inputType('YlniesBasesInput', {
  description: 'POINTS method: the ten base values (1–13 each, 70 in all) before racial modifiers.',
  fields: (t) => ({
    AGI: t.int(),
    APP: t.int(),
    CHA: t.int(),
    CON: t.int(),
    STR: t.int(),
    INT: t.int(),
    MAN: t.int(),
    PER: t.int(),
    REF: t.int(),
    WIL: t.int(),
  }),
});

const YlniesMixedInput = builder.inputType('YlniesMixedInput', {
  description: 'A mixed character: each characteristic takes one parent’s modifier on a fair draw the server rolls and logs.',
  fields: (t) => ({
    parents: t.stringList({ description: 'Two different race keys.' }),
    humanUpbringing: t.boolean({ description: 'Raised among humans: the +15 skill points.' }),
  }),
});

export const YlniesCharacterInput = builder.inputType('YlniesCharacterInput', {
  description: 'A Ylnies character: `race` or `mixed`, the characteristics method, skills and equipment.',
  fields: (t) => ({
    race: t.string({ required: false, description: 'HUMAN, KAY_TEY, HALF_ELF or TROLL (or give `mixed`).' }),
    mixed: t.field({ type: YlniesMixedInput, required: false }),
    method: t.field({ type: YlniesCreationMethod }),
    bases: t.field({ type: YlniesBasesInput, required: false, description: 'POINTS only.' }),
    skills: t.field({ type: [YlniesSkillInput] }),
    equipment: t.field({ type: YlniesEquipmentInput, required: false }),
  }),
});

const int = z.number().int().min(-1000).max(1000);
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const skillInputSchema = z
  .object({
    // Emptiness and duplicates are rules (Ylnies §Creation), reported as RuleViolations.
    name: z.string().max(80),
    characteristic: z.enum(CHARACTERISTIC_KEYS),
    kind: z.enum(['SKILL', 'SPELL', 'POWER']).nullish(),
    value: int.nullish(),
    innate: z.boolean().nullish(),
  })
  .refine((s) => s.innate === true || (s.value !== null && s.value !== undefined), { path: ['value'], message: 'a skill needs a value (only the innate ability may leave it out)' });
type SkillInputValue = z.output<typeof skillInputSchema>;

export const equipmentSchema = z.object({
  weapons: z.array(z.object({ name: text(80), type: z.enum(['LIGHT', 'NORMAL', 'HEAVY', 'LONG', 'BOW', 'CROSSBOW']) })).max(20).nullish(),
  armour: z.object({ name: text(80), type: z.enum(['LEATHER', 'SCALE', 'CHAIN', 'CUIRASS', 'PLATE']) }).nullish(),
  other: z.array(text(200)).max(100).nullish(),
});

function toEquipment(e: z.output<typeof equipmentSchema> | null | undefined): EquipmentState {
  return { weapons: e?.weapons ?? [], armour: e?.armour ?? null, other: e?.other ?? [] };
}

const basesSchema = z.object(Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, int])) as Record<CharacteristicKey, typeof int>);

const createYlniesSchema = z.object({
  campaignId: z.string(),
  name: z.string().trim().min(1, 'a character needs a name').max(80),
  kind: z.enum(['PC', 'NPC']).nullish(),
  ylnies: z
    .object({
      race: z.string().trim().max(40).nullish(),
      mixed: z.object({ parents: z.array(z.string().trim().max(40)).length(2, 'a mixed character has two parents'), humanUpbringing: z.boolean() }).nullish(),
      method: z.enum(['RANDOM', 'POINTS']),
      bases: basesSchema.nullish(),
      skills: z.array(skillInputSchema).max(100),
      equipment: equipmentSchema.nullish(),
    })
    .superRefine((v, issue) => {
      if (!v.race === !v.mixed) issue.addIssue({ code: 'custom', path: ['race'], message: 'give either `race` or `mixed`' });
      if (v.method === 'POINTS' && !v.bases) issue.addIssue({ code: 'custom', path: ['bases'], message: 'the POINTS method needs `bases`' });
      if (v.method === 'RANDOM' && v.bases) issue.addIssue({ code: 'custom', path: ['bases'], message: 'the RANDOM method rolls the bases: leave `bases` out' });
    }),
});

// ----- Creation ------------------------------------------------------------------------------

/**
 * Breaches an NPC or a GM adjustment is not held to: the creation budgets and caps bind PCs
 * being built (as SMS §9 frees NPCs from the creation budget; Decision for Ylnies).
 */
const NPC_EXEMPT = new Set([
  'CHARACTERISTIC_POINTS_EXCEEDED',
  'CHARACTERISTIC_ABOVE_MAXIMUM',
  'SKILL_POINTS_EXCEEDED',
  'SKILL_ABOVE_CREATION_MAX',
  'INNATE_MISSING',
  'INNATE_BELOW_WILLPOWER',
]);

function binding(violations: readonly Violation[], creationRules: boolean): Violation[] {
  return creationRules ? [...violations] : violations.filter((v) => !NPC_EXEMPT.has(v.code));
}

const INNATE_RANDOM_RULE = `${CREATION_RULES.innate}; with the RANDOM method Willpower is rolled, so the innate value is set from it`;

/** Fill the innate ability's value (Willpower) where it was left out. */
function toSkillInputs(skills: readonly SkillInputValue[], willpower: number): SkillInput[] {
  return skills.map((s) => ({
    name: s.name,
    characteristic: s.characteristic,
    kind: s.kind ?? 'SKILL',
    value: s.value ?? willpower,
    innate: s.innate ?? false,
  }));
}

/** A dice source that never rolls for real: it lets the rules check a mixed parentage before the server rolls. */
const DRY_RNG: Rng = { int: (min) => min };

type CharacterKindValue = 'PC' | 'NPC';

/**
 * Create a Ylnies character (Ylnies §Creation). Every rule that does not depend on the dice is
 * checked before anything is rolled, so a refused request cannot be used to fish for rolls;
 * the dice (mixed parentage, RANDOM characteristics) are logged in the same transaction as
 * the insert.
 */
export async function createYlniesCharacter(ctx: Context, input: unknown, campaignId: string, role: 'GM' | 'PLAYER'): Promise<CharacterRow> {
  const caller = requireCaller(ctx);
  const v = validate(createYlniesSchema, input);
  const kind: CharacterKindValue = v.kind ?? 'PC';
  if (kind === 'NPC' && role !== 'GM') throw new RuleViolation('NPC_IS_GM_ONLY', 'Only the GM creates NPCs.', 'API: NPCs are the GM’s');
  const y = v.ylnies;
  const creationRules = kind === 'PC';
  const equipment = toEquipment(y.equipment);

  // 1. Dice-free checks.
  const provisional = y.mixed ? rollMixedRace(DRY_RNG, [y.mixed.parents[0]!, y.mixed.parents[1]!], y.mixed.humanUpbringing) : pureRace(y.race!);
  if (!provisional.ok) throw RuleViolation.from(provisional.violations);
  const pre: Violation[] = [];
  if (y.method === 'POINTS') {
    const wil = applyModifiers(y.bases!, provisional.value.modifiers).WIL;
    const check = createSheet({ race: provisional.value, characteristics: { method: 'POINTS', bases: y.bases! }, skills: toSkillInputs(y.skills, wil), equipment });
    if (!check.ok) pre.push(...check.violations);
  } else {
    for (const s of y.skills) {
      if (s.innate && s.value !== null && s.value !== undefined) {
        pre.push(violation('INNATE_VALUE_WITH_RANDOM', INNATE_RANDOM_RULE, `leave the value of innate "${s.name.trim()}" out: it is the rolled Willpower`));
      }
    }
    // Willpower unknown yet: the innate checks wait, everything else is checked now.
    const skills = checkCreationSkills(
      toSkillInputs(y.skills, 0).map((s) => (s.innate ? { ...s, value: 0 } : s)),
      { willpower: null, available: skillPointsAvailable(provisional.value) },
    );
    if (!skills.ok) pre.push(...skills.violations);
    pre.push(...equipmentViolations(equipment));
  }
  const breaches = dedupe(binding(pre, creationRules));
  if (breaches.length) throw RuleViolation.from(breaches);

  // 2. The dice, rolled by the server and recorded face by face.
  const rng = recordingRng(ctx.rng);
  const raced = y.mixed ? rollMixedRace(rng, [y.mixed.parents[0]!, y.mixed.parents[1]!], y.mixed.humanUpbringing) : provisional;
  if (!raced.ok) throw RuleViolation.from(raced.violations);
  const race = raced.value;
  const rolled = y.method === 'RANDOM' ? rollCharacteristics(rng, race.modifiers) : null;
  const bases: Characteristics = rolled ? rolled.bases : { ...y.bases! };
  const final = applyModifiers(bases, race.modifiers);
  const skillInputs = toSkillInputs(y.skills, final.WIL);
  const built = createSheet({
    race,
    characteristics: rolled ? { method: 'RANDOM', rolls: rolled.rolls! } : { method: 'POINTS', bases },
    skills: skillInputs,
    equipment,
  });
  let sheet: StoredYlnies;
  if (built.ok) {
    sheet = { ...built.value.sheet, creation: { method: y.method, bases, skillPoints: built.value.skillPoints }, training: [] };
  } else {
    const left = binding(built.violations, creationRules);
    // Only dice-free rules can fail here, and they were checked above; an NPC may be past a cap.
    if (left.length) throw RuleViolation.from(left);
    sheet = assembleSheet(race, bases, final, skillInputs, equipment, y.method);
  }

  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(characters)
      .values({
        campaignId,
        ownerId: kind === 'PC' ? caller.userId : null,
        name: v.name,
        kind,
        status: kind === 'PC' ? 'DRAFT' : 'ACTIVE',
        ruleset: 'YLNIES',
        race: race.key,
        state: { ylnies: sheet },
      })
      .returning();
    const character = row!;
    const at = ctx.clock.now();
    if (rng.faces.length) {
      await appendRoll(tx, {
        campaignId,
        characterId: character.id,
        kind: 'CREATION',
        inputs: { ruleset: 'YLNIES', method: y.method, race: y.race ?? null, mixed: y.mixed ?? null },
        faces: rng.faces,
        outcome: { race: race.key, draws: race.draws, rolls: rolled?.rolls ?? null, bases, characteristics: sheet.characteristics },
        requestedBy: caller.userId,
        at,
      });
    }
    await emitEvent(tx, campaignId, 'character.created', { characterId: character.id, ruleset: 'YLNIES', kind, race: race.key, method: y.method }, at);
    return character;
  });
}

function dedupe(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((x) => {
    const key = `${x.code}|${x.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A sheet the creation caps do not bind (NPCs): same arithmetic as the rules core's createSheet. */
function assembleSheet(
  race: RaceState,
  bases: Characteristics,
  final: Characteristics,
  skills: readonly SkillInput[],
  equipment: EquipmentState,
  method: 'RANDOM' | 'POINTS',
): StoredYlnies {
  const manaPoints = manaPointsFor(final.MAN);
  return {
    race,
    characteristics: final,
    skills: skills.map((s) => ({ name: s.name.trim(), characteristic: s.characteristic as CharacteristicKey, kind: s.kind, value: s.value, innate: s.innate === true })),
    manaPoints,
    mana: manaPoints,
    wounds: { ...NO_WOUNDS, grave: [], critical: [] },
    equipment,
    creation: { method, bases, skillPoints: { spent: 0, available: skillPointsAvailable(race), unspent: skillPointsAvailable(race) } },
    training: [],
  };
}

// ----- DRAFT edits: skills and equipment -------------------------------------------------------

const SetYlniesSkillsInput = builder.inputType('SetYlniesSkillsInput', {
  fields: (t) => ({ characterId: t.id(), skills: t.field({ type: [YlniesSkillInput], description: 'The whole list: it replaces the sheet’s.' }) }),
});

const ACTIVE_RULE = 'Ylnies §Progression: after creation, skills rise by use, GM decision or training';

builder.mutationField('setYlniesSkills', (t) =>
  t.field({
    type: CharacterPayload,
    description:
      'Replace a Ylnies character’s skills. A DRAFT PC (owner or GM) is checked against the creation rules: 75 points (+15 human upbringing), at most 10 per skill, spells double, one innate ability = Willpower free. An NPC or an ACTIVE PC: GM only, shape rules only.',
    args: { input: t.arg({ type: SetYlniesSkillsInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      let loaded: Awaited<ReturnType<typeof requireEditableCharacter>> | null = await requireEditableCharacter(ctx, input.characterId);
      const v = validate(z.object({ skills: z.array(skillInputSchema).max(100) }), { skills: input.skills });
      return retryOnConflict(async () => {
        const { character, role } = loaded ?? (await requireEditableCharacter(ctx, input.characterId));
        loaded = null;
        const sheet = requireYlniesSheet(character);
        const creationRules = character.kind === 'PC' && character.status === 'DRAFT';
        if (!creationRules && role !== 'GM') {
          throw new RuleViolation('CHARACTER_ACTIVE', 'This character is active: its skills change by progression, or by the GM.', ACTIVE_RULE);
        }
        const skills = toSkillInputs(v.skills, sheet.characteristics.WIL);
        const result = checkCreationSkills(skills, { willpower: sheet.characteristics.WIL, available: skillPointsAvailable(sheet.race) });
        const breaches = binding(result.ok ? [] : result.violations, creationRules);
        if (breaches.length) throw RuleViolation.from(dedupe(breaches));
        const next: StoredYlnies = {
          ...sheet,
          skills: skills.map((s) => ({ name: s.name.trim(), characteristic: s.characteristic as CharacteristicKey, kind: s.kind, value: s.value, innate: s.innate === true })),
          creation: creationRules && result.ok ? { ...sheet.creation, skillPoints: { spent: result.value.spent, available: result.value.available, unspent: result.value.unspent } } : sheet.creation,
        };
        const updated = await writeCharacterState(ctx.db, character, { ylnies: next });
        return { character: updated };
      }, conflict);
    },
  }),
);

const SetYlniesEquipmentInput = builder.inputType('SetYlniesEquipmentInput', {
  fields: (t) => ({ characterId: t.id(), equipment: t.field({ type: YlniesEquipmentInput }) }),
});

builder.mutationField('setYlniesEquipment', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'Replace a Ylnies character’s equipment (weapon and armour types from the catalogue). The owner while DRAFT; the GM always (the GM prevents abuse).',
    args: { input: t.arg({ type: SetYlniesEquipmentInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      let loaded: Awaited<ReturnType<typeof requireEditableCharacter>> | null = await requireEditableCharacter(ctx, input.characterId);
      const equipment = toEquipment(validate(equipmentSchema, input.equipment));
      return retryOnConflict(async () => {
        const { character, role } = loaded ?? (await requireEditableCharacter(ctx, input.characterId));
        loaded = null;
        const sheet = requireYlniesSheet(character);
        if (role !== 'GM' && character.status !== 'DRAFT') {
          throw new RuleViolation('EQUIPMENT_IS_GM_ONLY', 'Once the character is active, the GM changes its equipment.', 'Ylnies §Creation step 5: the GM must prevent abuse');
        }
        const breaches = equipmentViolations(equipment);
        if (breaches.length) throw RuleViolation.from(breaches);
        const updated = await writeCharacterState(ctx.db, character, { ylnies: { ...sheet, equipment } });
        return { character: updated };
      }, conflict);
    },
  }),
);
