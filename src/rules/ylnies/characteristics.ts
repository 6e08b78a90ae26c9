/**
 * Ylnies characteristics (Ylnies §Characteristics): ten of them, mana points = 5 × Mana.
 * The keys and names come from `src/data/ylnies.json`, the one place the seed's tables live.
 */
import data from '../../data/ylnies.json';
import { type Violation, violation } from '../violation.js';

/** The ten characteristics, in the seed's order ("L'Agilité, l'Apparence, … la Volonté"). */
export const CHARACTERISTIC_KEYS = ['AGI', 'APP', 'CHA', 'CON', 'STR', 'INT', 'MAN', 'PER', 'REF', 'WIL'] as const;
export type CharacteristicKey = (typeof CHARACTERISTIC_KEYS)[number];

/** A full set of characteristic values. */
export type Characteristics = Record<CharacteristicKey, number>;
/** Racial (or mixed) modifiers; a missing key means 0. */
export type Modifiers = Partial<Record<CharacteristicKey, number>>;

export interface LocalizedText {
  fr: string;
  en: string;
}

export interface CharacteristicInfo {
  key: CharacteristicKey;
  name: LocalizedText;
}

/** Characteristic names for display, from the data file. */
export const CHARACTERISTICS: readonly CharacteristicInfo[] = data.characteristics.map((c) => {
  if (!isCharacteristicKey(c.key)) throw new Error(`ylnies.json: unknown characteristic ${c.key}`);
  return { key: c.key, name: c.name };
});

/** Lowest any final characteristic may be (Ylnies §Creation: "ne pouvant descendre en dessous de 1"). */
export const CHARACTERISTIC_FLOOR: number = data.creation.finalMin;

export function isCharacteristicKey(value: string): value is CharacteristicKey {
  return (CHARACTERISTIC_KEYS as readonly string[]).includes(value);
}

/** Mana points = 5 × the Mana characteristic (Ylnies §Creation: "cinq fois la caractéristique « mana »"). */
export function manaPointsFor(mana: number): number {
  return data.creation.manaPointsPerMana * mana;
}

/** A modifier for one characteristic, 0 when the race has none. */
export function modifierOf(modifiers: Modifiers, key: CharacteristicKey): number {
  return modifiers[key] ?? 0;
}

/**
 * Final value = base + racial modifier, floored at 1 (Ylnies §Creation). The floor is why a
 * Kay-tey rolling 3 for CON still has CON 1 and not 0.
 */
export function finalValue(base: number, modifier: number): number {
  return Math.max(CHARACTERISTIC_FLOOR, base + modifier);
}

/** Apply modifiers to every base value (floored at 1). */
export function applyModifiers(bases: Characteristics, modifiers: Modifiers): Characteristics {
  const out = {} as Characteristics;
  for (const key of CHARACTERISTIC_KEYS) out[key] = finalValue(bases[key], modifierOf(modifiers, key));
  return out;
}

/** A record with every characteristic set to `value` (handy for tests and NPCs). */
export function uniformCharacteristics(value: number): Characteristics {
  const out = {} as Characteristics;
  for (const key of CHARACTERISTIC_KEYS) out[key] = value;
  return out;
}

/**
 * Shape check for a characteristics record coming from outside: exactly the ten keys, each an
 * integer ≥ `min`. Returns every breach (never throws).
 */
export function characteristicShapeViolations(
  values: Readonly<Record<string, number>>,
  rule: string,
  min = CHARACTERISTIC_FLOOR,
): Violation[] {
  const out: Violation[] = [];
  for (const key of Object.keys(values)) {
    if (!isCharacteristicKey(key)) out.push(violation('UNKNOWN_CHARACTERISTIC', rule, `unknown characteristic "${key}"`));
  }
  for (const key of CHARACTERISTIC_KEYS) {
    const v = values[key];
    if (v === undefined) out.push(violation('CHARACTERISTIC_MISSING', rule, `characteristic ${key} is missing`));
    else if (!Number.isInteger(v)) out.push(violation('CHARACTERISTIC_NOT_INTEGER', rule, `${key} must be a whole number, got ${v}`));
    else if (v < min) out.push(violation('CHARACTERISTIC_BELOW_MINIMUM', rule, `${key} is ${v}, below the minimum ${min}`));
  }
  return out;
}
