/**
 * Ylnies races (Ylnies §Races): four races with characteristic modifiers and natural traits,
 * and mixed parentage, where each characteristic takes one parent's modifier at random.
 */
import data from '../../data/ylnies.json';
import { type Rng, rollDie } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { CHARACTERISTIC_KEYS, type CharacteristicKey, type LocalizedText, type Modifiers, modifierOf } from './characteristics.js';

export type RaceKey = 'HUMAN' | 'KAY_TEY' | 'HALF_ELF' | 'TROLL';

/** A race as the data file and the API (`YlniesRace`) describe it. */
export interface YlniesRace {
  key: RaceKey;
  name: LocalizedText;
  modifiers: Modifiers;
  traits: LocalizedText[];
  extraSkillPoints: number;
}

/** The four races (Ylnies §Races). */
export const RACES: readonly YlniesRace[] = data.races.map((r) => ({
  key: r.key as RaceKey,
  name: r.name,
  modifiers: r.modifiers as Modifiers,
  traits: r.traits,
  extraSkillPoints: r.extraSkillPoints,
}));

export function getRace(key: string): YlniesRace | undefined {
  return RACES.find((r) => r.key === key);
}

/** One fair draw of a mixed character: the d2 face and the parent it picked (0 or 1). */
export interface ParentDraw {
  die: number;
  parent: 0 | 1;
  modifier: number;
}

export interface TraitDraw {
  trait: LocalizedText;
  from: RaceKey;
  die: number;
  inherited: boolean;
}

/** The draws behind a mixed character, kept so the API can log them. */
export interface MixedDraws {
  characteristics: Record<CharacteristicKey, ParentDraw>;
  traits: TraitDraw[];
}

/** The race part of a sheet: a pure race or a mixed parentage, with everything resolved. */
export interface RaceState {
  key: RaceKey | 'MIXED';
  parents: [RaceKey, RaceKey] | null;
  /** Effective modifier for every characteristic (0 where none). */
  modifiers: Record<CharacteristicKey, number>;
  traits: LocalizedText[];
  /** Human upbringing grants the human skill points (see skillPointsBonus). */
  humanUpbringing: boolean;
  draws: MixedDraws | null;
}

const RACE_RULE = 'Ylnies §Races: the four races are Human, Kay-tey, Half-elf and Troll';
const MIXED_RULE = 'Ylnies §Races: a mixed character is born of two different races';

function fullModifiers(mods: Modifiers): Record<CharacteristicKey, number> {
  const out = {} as Record<CharacteristicKey, number>;
  for (const key of CHARACTERISTIC_KEYS) out[key] = modifierOf(mods, key);
  return out;
}

function unknownRace(key: string): Violation {
  return violation('UNKNOWN_RACE', RACE_RULE, `unknown race "${key}"`);
}

/**
 * A pure-race character. Humans get the +15 skill points through `humanUpbringing`
 * ("la société … leur fournit une meilleure éducation").
 */
export function pureRace(key: string): RuleResult<RaceState> {
  const race = getRace(key);
  if (!race) return fail(unknownRace(key));
  return ok({
    key: race.key,
    parents: null,
    modifiers: fullModifiers(race.modifiers),
    traits: [...race.traits],
    humanUpbringing: race.extraSkillPoints > 0,
    draws: null,
  });
}

/**
 * Roll a mixed character (Ylnies §Races, "déterminées au hasard lors de la conception"):
 * for each characteristic, in the seed's order, a d2 picks the first (1) or second (2)
 * parent's modifier; then each natural trait of either parent is inherited on a d2 of 1.
 * All twelve-odd draws are returned for the roll log. `humanUpbringing` is the player's
 * choice (Decision): the human skill bonus is an education, not a heritage.
 */
export function rollMixedRace(rng: Rng, parents: readonly [string, string], humanUpbringing: boolean): RuleResult<RaceState> {
  const [a, b] = [getRace(parents[0]), getRace(parents[1])];
  const violations: Violation[] = [];
  if (!a) violations.push(unknownRace(parents[0]));
  if (!b) violations.push(unknownRace(parents[1]));
  if (a && b && a.key === b.key) {
    violations.push(violation('MIXED_SAME_RACE', MIXED_RULE, `both parents are ${a.key}: that is a pure ${a.key}`));
  }
  if (!a || !b || violations.length > 0) return fail(...violations);

  const characteristics = {} as Record<CharacteristicKey, ParentDraw>;
  const modifiers = {} as Record<CharacteristicKey, number>;
  for (const key of CHARACTERISTIC_KEYS) {
    const die = rollDie(rng, 2);
    const parent: 0 | 1 = die === 1 ? 0 : 1;
    const modifier = modifierOf((parent === 0 ? a : b).modifiers, key);
    characteristics[key] = { die, parent, modifier };
    modifiers[key] = modifier;
  }
  const traits: TraitDraw[] = [];
  for (const race of [a, b]) {
    for (const trait of race.traits) {
      const die = rollDie(rng, 2);
      traits.push({ trait, from: race.key, die, inherited: die === 1 });
    }
  }
  return ok({
    key: 'MIXED',
    parents: [a.key, b.key],
    modifiers,
    traits: traits.filter((t) => t.inherited).map((t) => t.trait),
    humanUpbringing,
    draws: { characteristics, traits },
  });
}

/** Extra skill points at creation: the human +15 for a human upbringing, else 0. */
export function skillPointsBonus(race: Pick<RaceState, 'humanUpbringing'>): number {
  return race.humanUpbringing ? (getRace('HUMAN')?.extraSkillPoints ?? 0) : 0;
}
