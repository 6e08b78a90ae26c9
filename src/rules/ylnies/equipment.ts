/**
 * Ylnies equipment (Ylnies §Equipment): weapon types with their damage dice and ranges, and
 * armour values, from `src/data/ylnies.json`. No prices: the seed gives none ("Aucun prix
 * n'est donné, car ils changent souvent").
 */
import data from '../../data/ylnies.json';
import { type Rng, rollDice } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import type { LocalizedText } from './characteristics.js';

export type WeaponKey = 'LIGHT' | 'NORMAL' | 'HEAVY' | 'LONG' | 'BOW' | 'CROSSBOW';
export type ArmourKey = 'LEATHER' | 'SCALE' | 'CHAIN' | 'CUIRASS' | 'PLATE';

/** Damage dice of a weapon type: `count`d`sides` + `bonus`. */
export interface DamageDice {
  count: number;
  sides: number;
  bonus: number;
}

/** Range bands in metres: short / medium / long; beyond long the shot is impossible. */
export interface RangeBands {
  short: number;
  medium: number;
  long: number;
}

/** How far the range scales: fixed metres, or multiples of the shooter's Strength. */
export type RangeSpec = { kind: 'FIXED'; bands: RangeBands } | { kind: 'STRENGTH'; factors: RangeBands };

export interface WeaponType {
  key: WeaponKey;
  name: LocalizedText;
  /** The seed's notation, e.g. "1d6+3". */
  notation: string;
  damage: DamageDice;
  /** False for crossbows: "Arbalètes (pas de bonus de force)". */
  usesStrength: boolean;
  /** Null for melee weapons. */
  range: RangeSpec | null;
}

export interface ArmourType {
  key: ArmourKey;
  name: LocalizedText;
  /** Added to Constitution for resistance (Ylnies §Combat). */
  value: number;
}

/** Parse the data file's "NdS(+B)" notation. Throws only on a broken data file (load time). */
export function parseDamage(notation: string): DamageDice {
  const m = /^(\d+)d(\d+)(?:\+(\d+))?$/.exec(notation.trim());
  if (!m) throw new Error(`ylnies.json: bad damage notation "${notation}"`);
  return { count: Number(m[1]), sides: Number(m[2]), bonus: m[3] === undefined ? 0 : Number(m[3]) };
}

function parseRange(spec: unknown): RangeSpec | null {
  if (spec === undefined) return null;
  if (Array.isArray(spec) && spec.length === 3) {
    const [short, medium, long] = spec.map(Number) as [number, number, number];
    return { kind: 'FIXED', bands: { short, medium, long } };
  }
  if (typeof spec === 'string') {
    // "STR*3 / STR*6 / STR*10": the bow's range scales with the archer's Strength.
    const factors = [...spec.matchAll(/STR\s*\*\s*(\d+)/g)].map((m) => Number(m[1]));
    if (factors.length === 3) {
      const [short, medium, long] = factors as [number, number, number];
      return { kind: 'STRENGTH', factors: { short, medium, long } };
    }
  }
  throw new Error(`ylnies.json: bad range ${JSON.stringify(spec)}`);
}

/** The weapon catalogue (Ylnies §Equipment). */
export const WEAPONS: readonly WeaponType[] = data.weapons.map((w) => ({
  key: w.key as WeaponKey,
  name: w.name,
  notation: w.damage,
  damage: parseDamage(w.damage),
  usesStrength: w.usesStrength,
  range: parseRange((w as { rangesMetres?: unknown }).rangesMetres),
}));

/** The armour catalogue (Ylnies §Equipment). */
export const ARMOURS: readonly ArmourType[] = data.armours.map((a) => ({
  key: a.key as ArmourKey,
  name: a.name,
  value: a.value,
}));

export function getWeapon(key: string): WeaponType | undefined {
  return WEAPONS.find((w) => w.key === key);
}

export function getArmour(key: string): ArmourType | undefined {
  return ARMOURS.find((a) => a.key === key);
}

/** Armour value of a worn armour type, 0 for none. */
export function armourValue(key: ArmourKey | null): number {
  return key === null ? 0 : (getArmour(key)?.value ?? 0);
}

/** A rolled weapon damage: the dice (for the roll log), the flat bonus and the total. */
export interface WeaponDamageRoll {
  weapon: WeaponKey | null;
  dice: number[];
  bonus: number;
  total: number;
}

/**
 * Roll a weapon's damage (Ylnies §Equipment). `null` = bare hands: the seed gives no unarmed
 * damage, so it adds nothing (only Strength counts).
 */
export function rollWeaponDamage(rng: Rng, weapon: WeaponKey | null): WeaponDamageRoll {
  const type = weapon === null ? undefined : getWeapon(weapon);
  if (!type) return { weapon: null, dice: [], bonus: 0, total: 0 };
  const dice = rollDice(rng, type.damage.count, type.damage.sides);
  const total = dice.reduce((s, d) => s + d, 0) + type.damage.bonus;
  return { weapon: type.key, dice, bonus: type.damage.bonus, total };
}

/** Concrete range bands in metres for a shooter (bows scale with Strength). */
export function rangeBandsFor(weapon: WeaponType, strength: number): RangeBands | null {
  if (!weapon.range) return null;
  if (weapon.range.kind === 'FIXED') return { ...weapon.range.bands };
  const f = weapon.range.factors;
  return { short: strength * f.short, medium: strength * f.medium, long: strength * f.long };
}

export type RangeBand = 'SHORT' | 'MEDIUM' | 'LONG';

const RANGE_RULE = 'Ylnies §Equipment: bows reach STR×3 / STR×6 / STR×10 m, crossbows 15 / 30 / 100 m';

/**
 * Which band a distance falls in (Ylnies §Equipment). Beyond the long band, or with a melee
 * weapon, the shot is illegal. The GM applies any band modifier: the seed gives none.
 */
export function rangeBand(weaponKey: WeaponKey | null, strength: number, distance: number): RuleResult<RangeBand> {
  const weapon = weaponKey === null ? undefined : getWeapon(weaponKey);
  if (!weapon?.range) {
    return fail(violation('NOT_A_RANGED_WEAPON', RANGE_RULE, `${weaponKey ?? 'bare hands'} cannot shoot`));
  }
  const bands = rangeBandsFor(weapon, strength)!;
  if (!(distance >= 0)) return fail(violation('BAD_DISTANCE', RANGE_RULE, `distance must be ≥ 0, got ${distance}`));
  if (distance <= bands.short) return ok('SHORT');
  if (distance <= bands.medium) return ok('MEDIUM');
  if (distance <= bands.long) return ok('LONG');
  return fail(
    violation('OUT_OF_RANGE', RANGE_RULE, `${distance} m is beyond the long range of ${bands.long} m for a ${weapon.key}`, { distance, long: bands.long }),
  );
}

/** A carried weapon: a free name ("Épée bâtarde") and the seed's type that sets its damage. */
export interface CarriedWeapon {
  name: string;
  type: WeaponKey;
}

/** A character's equipment as persisted on the sheet. */
export interface EquipmentState {
  weapons: CarriedWeapon[];
  /** Worn armour (one at a time), or null. */
  armour: { name: string; type: ArmourKey } | null;
  /** Everything else, free text: "ça ne veut pas dire qu'il faut négliger le reste". */
  other: string[];
}

export const NO_EQUIPMENT: EquipmentState = { weapons: [], armour: null, other: [] };

const EQUIPMENT_RULE = 'Ylnies §Equipment: weapons and armour come from the seed’s catalogue';

/** Every catalogue breach in an equipment list (the GM's veto on abuse stays with the GM). */
export function equipmentViolations(equipment: EquipmentState): Violation[] {
  const out: Violation[] = [];
  for (const w of equipment.weapons) {
    if (!getWeapon(w.type)) out.push(violation('UNKNOWN_WEAPON_TYPE', EQUIPMENT_RULE, `unknown weapon type "${w.type}" for "${w.name}"`));
  }
  if (equipment.armour && !getArmour(equipment.armour.type)) {
    out.push(violation('UNKNOWN_ARMOUR_TYPE', EQUIPMENT_RULE, `unknown armour type "${equipment.armour.type}"`));
  }
  return out;
}
