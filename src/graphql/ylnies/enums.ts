/**
 * The Ylnies enums the sheet, the catalogue, creation and play all use: characteristics, skill
 * kinds, creation methods, weapon and armour types, wound categories.
 */
import { CHARACTERISTIC_KEYS } from '../../rules/ylnies/characteristics.js';
import { builder } from '../builder.js';

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
