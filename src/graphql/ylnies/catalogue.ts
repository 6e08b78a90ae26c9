/**
 * The Ylnies tables (`ylniesCatalogue`, no sign-in needed): characteristics, races, the weapon
 * and armour types of the seed, the wound table and the creation numbers.
 */
import data from '../../data/ylnies.json';
import { CHARACTERISTICS, type LocalizedText } from '../../rules/ylnies/characteristics.js';
import { CREATION } from '../../rules/ylnies/creation.js';
import { ARMOURS, type ArmourType, WEAPONS, type WeaponType } from '../../rules/ylnies/equipment.js';
import { RACES } from '../../rules/ylnies/races.js';
import { builder } from '../builder.js';
import { inLocale, YlniesArmourTypeKey, YlniesCharacteristicKey, YlniesWeaponTypeKey, YlniesWoundCategory } from './enums.js';
import { YlniesRace } from './races.js';

export const YlniesWeaponType = builder.objectRef<WeaponType>('YlniesWeaponType').implement({
  description: 'A weapon type of the seed: its damage dice and, for bows and crossbows, ranges in metres.',
  fields: (t) => ({
    key: t.field({ type: YlniesWeaponTypeKey, description: 'The type, as sheets and combat inputs name it.', resolve: (w) => w.key }),
    name: inLocale(t, 'Its name in the locale asked for.', (w) => w.name),
    damage: t.exposeString('notation', { description: 'The seed’s notation, e.g. 1d6+3.' }),
    diceCount: t.int({ description: 'How many dice the damage rolls (the 3 of 3d6).', resolve: (w) => w.damage.count }),
    diceSides: t.int({ description: 'The sides of each die (6).', resolve: (w) => w.damage.sides }),
    damageBonus: t.int({ description: 'Added to the dice (the +3 of a bow’s 1d6+3; 0 for most).', resolve: (w) => w.damage.bonus }),
    usesStrength: t.exposeBoolean('usesStrength', { description: 'False for crossbows: no Strength in the attack strength.' }),
    ranged: t.boolean({ description: 'A ranged weapon (bow, crossbow), used with `ylniesRanged`.', resolve: (w) => w.range !== null }),
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
  description: 'An armour type of the seed and its value.',
  fields: (t) => ({
    key: t.field({ type: YlniesArmourTypeKey, description: 'The type, as sheets name it.', resolve: (a) => a.key }),
    name: inLocale(t, 'Its name in the locale asked for.', (a) => a.name),
    value: t.exposeInt('value', { description: 'Added to Constitution for resistance.' }),
  }),
});

type WoundRow = { key: string; min?: number; max?: number; name: LocalizedText };

const YlniesWoundRow = builder.objectRef<WoundRow>('YlniesWoundRow').implement({
  description: 'One row of the wound table: the damage (attack strength − resistance) that gives a category.',
  fields: (t) => ({
    category: t.field({ type: YlniesWoundCategory, description: 'The wound category.', resolve: (r) => r.key as 'UNHARMED' }),
    name: inLocale(t, 'The category’s name in the locale asked for.', (r) => r.name),
    minDamage: t.int({ nullable: true, description: 'The lowest damage in the row; null when unbounded below (unharmed: ≤ 0).', resolve: (r) => r.min ?? null }),
    maxDamage: t.int({ nullable: true, description: 'The highest damage in the row; null when unbounded above (death: 21+).', resolve: (r) => r.max ?? null }),
  }),
});

const YlniesCharacteristicInfo = builder.objectRef<(typeof CHARACTERISTICS)[number]>('YlniesCharacteristicInfo').implement({
  description: 'A characteristic and its name.',
  fields: (t) => ({
    key: t.field({ type: YlniesCharacteristicKey, description: 'Its three-letter key (AGI, APP …).', resolve: (c) => c.key }),
    name: inLocale(t, 'Its full name in the locale asked for.', (c) => c.name),
  }),
});

const YlniesCreationRules = builder.objectRef<typeof CREATION>('YlniesCreationRules').implement({
  description: 'Ylnies §Creation numbers.',
  fields: (t) => ({
    points: t.exposeInt('points', { description: 'Points to share among the bases (POINTS method).' }),
    baseMin: t.exposeInt('baseMin', { description: 'The lowest base value of a characteristic with POINTS (1).' }),
    baseMax: t.exposeInt('baseMax', { description: 'The highest base value of a characteristic with POINTS (13).' }),
    skillPoints: t.exposeInt('skillPoints', { description: 'Skill points, before the human +15.' }),
    skillMaxAtCreation: t.exposeInt('skillMaxAtCreation', { description: 'The highest value of a skill at creation (10; the innate ability excepted).' }),
    spellCostFactor: t.exposeInt('spellCostFactor', { description: 'What a spell point costs in skill points at creation (2: double).' }),
    manaPointsPerMana: t.int({ description: 'Mana points per point of Mana (5).', resolve: () => data.creation.manaPointsPerMana }),
  }),
});

const YlniesCatalogue = builder.objectRef<Record<string, never>>('YlniesCatalogue').implement({
  description: 'The seed’s tables: characteristics, races, weapons, armours, the wound table and the creation numbers.',
  fields: (t) => ({
    characteristics: t.field({ type: [YlniesCharacteristicInfo], description: 'The ten characteristics.', resolve: () => [...CHARACTERISTICS] }),
    races: t.field({ type: [YlniesRace], description: 'The races and their modifiers.', resolve: () => [...RACES] }),
    weapons: t.field({ type: [YlniesWeaponType], description: 'The weapon types.', resolve: () => [...WEAPONS] }),
    armours: t.field({ type: [YlniesArmourType], description: 'The armour types.', resolve: () => [...ARMOURS] }),
    woundTable: t.field({ type: [YlniesWoundRow], description: 'The wound table, from unharmed to death.', resolve: () => data.woundTable as WoundRow[] }),
    creation: t.field({ type: YlniesCreationRules, description: 'The creation numbers.', resolve: () => CREATION }),
  }),
});

builder.queryField('ylniesCatalogue', (t) =>
  t.field({ type: YlniesCatalogue, description: 'The Ylnies tables (no sign-in needed): weapons, armours, characteristics, races, wound table.', resolve: () => ({}) }),
);
