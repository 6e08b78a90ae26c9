/**
 * The `YlniesSheet` (stored in `characters.state.ylnies`, see shared.ts): race, the ten
 * characteristics, skills (spells and powers included), mana, wounds, resistance, equipment,
 * creation skill points and trainings in progress.
 */
import type { CharacterRow } from '../../db/access.js';
import {
  CHARACTERISTICS,
  CHARACTERISTIC_KEYS,
  type CharacteristicKey,
  type Characteristics,
} from '../../rules/ylnies/characteristics.js';
import { resistance } from '../../rules/ylnies/combat.js';
import { type EquipmentState, NO_EQUIPMENT, armourValue, getArmour, getWeapon } from '../../rules/ylnies/equipment.js';
import type { TrainingState } from '../../rules/ylnies/progression.js';
import type { RaceState } from '../../rules/ylnies/races.js';
import { NO_WOUNDS, type Skill, type YlniesSheet as SheetData } from '../../rules/ylnies/sheet.js';
import { builder } from '../builder.js';
import type { SheetParent } from '../sms/sheet-access.js';
import { YlniesArmourType, YlniesWeaponType } from './catalogue.js';
import { inLocale, YlniesCharacteristicKey, YlniesCreationMethod, YlniesSkillKind } from './enums.js';
import { YlniesSheetRace } from './races.js';
import { type StoredYlnies, readYlnies } from './shared.js';
import { YlniesWounds } from './wounds.js';

/** Resistance = CON + armour − 1 per grave wound (Ylnies §Combat). */
function sheetResistance(sheet: Pick<SheetData, 'characteristics' | 'equipment' | 'wounds'>): number {
  return resistance(sheet.characteristics.CON, armourValue(sheet.equipment.armour?.type ?? null), sheet.wounds);
}

type CharacteristicView = { key: CharacteristicKey; value: number; base: number; modifier: number };

const YlniesCharacteristic = builder.objectRef<CharacteristicView>('YlniesCharacteristic').implement({
  description: 'One characteristic: base (rolled or bought) + racial modifier = value, never below 1.',
  fields: (t) => ({
    key: t.field({ type: YlniesCharacteristicKey, description: 'Which characteristic.', resolve: (c) => c.key }),
    name: inLocale(t, 'Its full name in the locale asked for.', (c) => CHARACTERISTICS.find((x) => x.key === c.key)!.name),
    value: t.exposeInt('value', { description: 'The value used in tests: base + modifier, at least 1 (usually 1..10).' }),
    base: t.exposeInt('base', { description: 'The base value, rolled (2d6 + 1) or bought (1..13) at creation.' }),
    modifier: t.exposeInt('modifier', { description: 'The racial modifier (0 for a human; a mixed character’s drawn from a parent).' }),
  }),
});

export const YlniesSkill = builder.objectRef<Skill>('YlniesSkill').implement({
  description: 'A skill, spell or power, tied to one characteristic. No maximum (above 20 is very hard).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its free name (“Sword”, “Fireball”), unique on the sheet.' }),
    characteristic: t.field({ type: YlniesCharacteristicKey, description: 'The characteristic it is tied to, added with it in a test.', resolve: (s) => s.characteristic }),
    kind: t.field({ type: YlniesSkillKind, description: 'Skill, spell or power.', resolve: (s) => s.kind }),
    value: t.exposeInt('value', { description: 'Its value, added to 4d6 in a test; a spell’s or power’s highest power.' }),
    innate: t.exposeBoolean('innate', { description: 'The innate magical ability: starts equal to Willpower, free.' }),
  }),
});

const YlniesCarriedWeapon = builder.objectRef<EquipmentState['weapons'][number]>('YlniesCarriedWeapon').implement({
  description: 'A weapon the character carries.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its name as the player wrote it (“Grandfather’s axe”).' }),
    type: t.field({ type: YlniesWeaponType, description: 'Its type in the seed’s catalogue, which sets its damage and ranges.', resolve: (w) => getWeapon(w.type)! }),
  }),
});
const YlniesWornArmour = builder.objectRef<NonNullable<EquipmentState['armour']>>('YlniesWornArmour').implement({
  description: 'The armour the character wears.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its name as the player wrote it.' }),
    type: t.field({ type: YlniesArmourType, description: 'Its type in the seed’s catalogue, which sets its value.', resolve: (a) => getArmour(a.type)! }),
  }),
});

const YlniesEquipment = builder.objectRef<EquipmentState>('YlniesEquipment').implement({
  description: 'Weapons and armour from the seed’s catalogue, and anything else as free text.',
  fields: (t) => ({
    weapons: t.field({ type: [YlniesCarriedWeapon], description: 'The weapons carried (empty when none).', resolve: (e) => e.weapons }),
    armour: t.field({ type: YlniesWornArmour, nullable: true, description: 'The armour worn; null when none.', resolve: (e) => e.armour }),
    other: t.stringList({ description: 'Anything else carried, as free text.', resolve: (e) => e.other }),
  }),
});

const YlniesSkillPoints = builder.objectRef<StoredYlnies['creation']['skillPoints']>('YlniesSkillPoints').implement({
  description: 'Creation skill points: 75 (+15 for a human upbringing); spells cost double, the innate ability’s first Willpower points are free.',
  fields: (t) => ({
    spent: t.exposeInt('spent', { description: 'Skill points spent on the skills at creation.' }),
    available: t.exposeInt('available', { description: 'Skill points to spend: 75, or 90 with a human upbringing.' }),
    unspent: t.exposeInt('unspent', { description: 'available − spent.' }),
  }),
});

export const YlniesTraining = builder.objectRef<TrainingState>('YlniesTraining').implement({
  description: 'A training in progress (Ylnies §Progression): the skill rises by 1 after `requiredDays`; a break longer than `maxBreakDays` loses the progress.',
  fields: (t) => ({
    skill: t.exposeString('skill', { description: 'The name of the skill trained.' }),
    requiredDays: t.exposeInt('requiredDays', { description: 'Days of training the GM set for the skill to rise by 1.' }),
    progressDays: t.exposeInt('progressDays', { description: 'Days trained so far.' }),
    maxBreakDays: t.exposeInt('maxBreakDays', { description: 'The longest break, in days, that keeps the progress.' }),
    breakDays: t.exposeInt('breakDays', { description: 'Days since the last training day.' }),
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

function woundTrackOf(character: SheetParent['character']) {
  const s = sheetOrBlank(character);
  return { wounds: s.wounds, constitution: s.characteristics.CON };
}

export const YlniesSheet = builder.objectRef<SheetParent>('YlniesSheet').implement({
  description: 'A Ylnies character: race, ten characteristics, skills (spells and powers included), mana, wound categories, equipment.',
  isTypeOf: (value) => (value as SheetParent).character?.ruleset === 'YLNIES',
  fields: (t) => ({
    race: t.field({
      type: YlniesSheetRace,
      description: 'Same as `ylniesRace`.',
      deprecationReason: 'Use `ylniesRace`: `race` conflicts with `SmsSheet.race` when one document selects both sheets.',
      resolve: ({ character }) => sheetOrBlank(character).race,
    }),
    ylniesRace: t.field({
      type: YlniesSheetRace,
      description: 'The race (Ylnies §Races). Named apart from `SmsSheet.race` so one document can select both sheets without aliases.',
      resolve: ({ character }) => sheetOrBlank(character).race,
    }),
    characteristics: t.field({
      type: [YlniesCharacteristic],
      description: 'In the seed’s order: AGI APP CHA CON STR INT MAN PER REF WIL.',
      resolve: ({ character }) => {
        const s = sheetOrBlank(character);
        return CHARACTERISTIC_KEYS.map((key) => ({ key, value: s.characteristics[key], base: s.creation.bases[key], modifier: s.race.modifiers[key] ?? 0 }));
      },
    }),
    skills: t.field({ type: [YlniesSkill], description: 'Its skills, spells and powers.', resolve: ({ character }) => sheetOrBlank(character).skills }),
    manaPoints: t.int({ description: 'Maximum mana: 5 × Mana.', resolve: ({ character }) => sheetOrBlank(character).manaPoints }),
    mana: t.int({ description: 'Current mana points.', resolve: ({ character }) => sheetOrBlank(character).mana }),
    wounds: t.field({
      type: YlniesWounds,
      description: 'Same as `woundTrack`.',
      deprecationReason: 'Use `woundTrack`: `wounds` conflicts with `SmsSheet.wounds` when one document selects both sheets.',
      resolve: ({ character }) => woundTrackOf(character),
    }),
    woundTrack: t.field({
      type: YlniesWounds,
      description: 'The wound categories (Ylnies §Wounds). Named apart from `SmsSheet.wounds` so one document can select both sheets without aliases.',
      resolve: ({ character }) => woundTrackOf(character),
    }),
    resistance: t.int({ description: 'CON + armour − 1 per grave wound (Ylnies §Combat).', resolve: ({ character }) => sheetResistance(sheetOrBlank(character)) }),
    equipment: t.field({ type: YlniesEquipment, description: 'Weapons, armour and the rest.', resolve: ({ character }) => sheetOrBlank(character).equipment }),
    creationMethod: t.field({ type: YlniesCreationMethod, description: 'How the characteristics were made at creation.', resolve: ({ character }) => sheetOrBlank(character).creation.method }),
    skillPoints: t.field({ type: YlniesSkillPoints, description: 'The creation skill points, spent and left.', resolve: ({ character }) => sheetOrBlank(character).creation.skillPoints }),
    training: t.field({ type: [YlniesTraining], description: 'Trainings in progress (empty when none).', resolve: ({ character }) => sheetOrBlank(character).training }),
  }),
});
