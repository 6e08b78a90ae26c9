/**
 * The Ylnies enums the sheet, the catalogue, creation and play all use: characteristics, skill
 * kinds, creation methods, weapon and armour types, wound categories; and the seed's texts (in
 * English and French) as fields with a `locale` argument.
 */
import type { CharacteristicKey, LocalizedText } from '../../rules/ylnies/characteristics.js';
import { builder } from '../builder.js';
import { Locale, localized } from '../enums.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type FieldBuilder<P> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;

/** A text of the seed's in the locale asked for (default EN): `name: inLocale(t, 'Its name …', (w) => w.name)`. */
export function inLocale<P>(t: FieldBuilder<P>, description: string, text: (parent: P) => LocalizedText) {
  return t.string({ description, args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (p, { locale }) => localized(text(p), locale) });
}

/** Several texts of the seed's (a race's traits) in the locale asked for (default EN). */
export function inLocaleList<P>(t: FieldBuilder<P>, description: string, texts: (parent: P) => readonly LocalizedText[]) {
  return t.stringList({ description, args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (p, { locale }) => texts(p).map((x) => localized(x, locale)) });
}

/** Each characteristic, in the rules core's order (CHARACTERISTIC_KEYS), with what it is for. */
const CHARACTERISTICS = {
  AGI: { description: 'Agility: nimbleness and balance.' },
  APP: { description: 'Appearance: looks and presence.' },
  CHA: { description: 'Charisma: persuasion and leadership.' },
  CON: { description: 'Constitution: resistance to damage (with armour) and the number of grave wounds one can take (⌊CON ÷ 2⌋).' },
  STR: { description: 'Strength (“Force”): added to a weapon’s attack strength (not a crossbow’s); bow ranges are multiples of it.' },
  INT: { description: 'Intelligence: knowledge and reasoning.' },
  MAN: { description: 'Mana: magical potential; mana points = 5 × Mana.' },
  PER: { description: 'Perception: the senses.' },
  REF: { description: 'Reflexes: the defence roll against a ranged attack.' },
  WIL: { description: 'Willpower (“Volonté”): added to a spell’s strength, resists magic, and sets an innate ability’s starting value.' },
} as const satisfies Record<CharacteristicKey, { description: string }>;

export const YlniesCharacteristicKey = builder.enumType('YlniesCharacteristicKey', {
  values: CHARACTERISTICS,
  description: 'The ten Ylnies characteristics: Agility, Appearance, Charisma, Constitution, Strength ("Force"), Intelligence, Mana, Perception, Reflexes, Willpower ("Volonté").',
});
export const YlniesSkillKind = builder.enumType('YlniesSkillKind', {
  values: {
    SKILL: { description: 'An ordinary skill, free-named, tied to one characteristic.' },
    SPELL: { description: 'A spell: its value is its power; costs double at creation and its power in mana when cast.' },
    POWER: { description: 'A power: costs half its power in mana (rounded up), and the normal price at creation.' },
  } as const,
  description: 'Spells and powers are skills; a spell costs double at creation and its power in mana, a power half its power.',
});
export const YlniesCreationMethod = builder.enumType('YlniesCreationMethod', {
  values: {
    RANDOM: { description: 'Each characteristic 2d6 + 1 + racial modifier (never below 1), rolled by the server and logged.' },
    POINTS: { description: '70 points over the ten base values, each 1..13; final = base + racial modifier, never below 1.' },
  } as const,
  description: 'RANDOM: 2d6 + 1 + racial modifier, rolled by the server. POINTS: 70 points over the ten bases, each 1–13.',
});
export const YlniesWeaponTypeKey = builder.enumType('YlniesWeaponTypeKey', {
  description: 'The Ylnies weapon types and the damage each rolls (added to the attack strength).',
  values: {
    LIGHT: { description: 'Light weapon: 1d6.' },
    NORMAL: { description: 'Normal weapon: 2d6.' },
    HEAVY: { description: 'Heavy weapon: 3d6.' },
    LONG: { description: 'Long weapon: 2d6.' },
    BOW: { description: 'Bow: 1d6 + 3; ranges STR × 3 / STR × 6 / STR × 10 m.' },
    CROSSBOW: { description: 'Crossbow: 3d6, no Strength in the attack strength; ranges 15 / 30 / 100 m.' },
  } as const,
});
export const YlniesArmourTypeKey = builder.enumType('YlniesArmourTypeKey', {
  description: 'The Ylnies armour types and their value (added to Constitution in the resistance).',
  values: {
    LEATHER: { description: 'Leather: 4.' },
    SCALE: { description: 'Scale: 6.' },
    CHAIN: { description: 'Chain mail: 8.' },
    CUIRASS: { description: 'Cuirass: 10.' },
    PLATE: { description: 'Plate: 12.' },
  } as const,
});
export const YlniesWoundCategory = builder.enumType('YlniesWoundCategory', {
  values: {
    UNHARMED: { description: 'Damage ≤ 0: no wound.' },
    LIGHT: { description: 'Damage 1–6: a light wound.' },
    GRAVE: { description: 'Damage 7–15: a grave wound: −1 to resistance and to actions with that body part; one more than ⌊CON ÷ 2⌋ knocks out.' },
    CRITICAL: { description: 'Damage 16–20: unconscious at once unless a CON test beats the damage; out of the fight either way.' },
    DEATH: { description: 'Damage 21 or more: the character dies.' },
  } as const,
  description: 'The wound table: damage ≤ 0 unharmed, 1–6 light, 7–15 grave, 16–20 critical, 21+ death.',
});
