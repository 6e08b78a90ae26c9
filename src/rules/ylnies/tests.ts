/**
 * Ylnies tests (Ylnies §Tests): 4d6 + characteristic + skill + modifiers against a threshold
 * the GM sets, or against another character's roll (opposed test).
 */
import { type Rng, rollDice } from '../dice.js';

/** What the four dice alone say, whatever the total. */
export type DiceSpecial = 'NONE' | 'CRITICAL_SUCCESS' | 'EXCEPTIONAL_SUCCESS' | 'CRITICAL_FAILURE' | 'PITIFUL_FAILURE';

/** The outcome category of a test against a threshold. */
export type Outcome = 'EXCEPTIONAL_SUCCESS' | 'CRITICAL_SUCCESS' | 'SUCCESS' | 'FAILURE' | 'CRITICAL_FAILURE' | 'PITIFUL_FAILURE';

export const OUTCOMES: readonly Outcome[] = [
  'EXCEPTIONAL_SUCCESS',
  'CRITICAL_SUCCESS',
  'SUCCESS',
  'FAILURE',
  'CRITICAL_FAILURE',
  'PITIFUL_FAILURE',
];

export const TEST_DICE = 4;
export const TEST_SIDES = 6;

/**
 * Read the dice (Ylnies §Tests: "triple 1 … échec critique; quadruple 1 … échec pitoyable;
 * triple 6 … réussite critique; quadruple 6 … réussite exceptionnelle"). "Triple" means
 * exactly three: four 1s are the pitiful failure, not also a critical one.
 */
export function diceSpecial(dice: readonly number[]): DiceSpecial {
  const ones = dice.filter((d) => d === 1).length;
  const sixes = dice.filter((d) => d === 6).length;
  if (ones === 4) return 'PITIFUL_FAILURE';
  if (ones === 3) return 'CRITICAL_FAILURE';
  if (sixes === 4) return 'EXCEPTIONAL_SUCCESS';
  if (sixes === 3) return 'CRITICAL_SUCCESS';
  return 'NONE';
}

/** The parts of a test's bonus; skill and modifier default to 0 (a bare characteristic test). */
export interface TestBonus {
  characteristic: number;
  skill?: number;
  modifier?: number;
}

export interface TestInput extends TestBonus {
  /** The GM's threshold: the total must be above it. */
  threshold: number;
  /**
   * The GM rules this is one of the "quelques rares cas" where a critical success does not
   * force success: the total decides, and the style still counts.
   */
  gmOverridesCritical?: boolean;
}

export interface TestResult {
  dice: number[];
  bonus: number;
  total: number;
  threshold: number;
  success: boolean;
  /** Degree of success (on a success) or of failure (on a failure), ≥ 0. */
  degree: number;
  special: DiceSpecial;
  outcome: Outcome;
}

export function bonusOf(b: TestBonus): number {
  return b.characteristic + (b.skill ?? 0) + (b.modifier ?? 0);
}

/**
 * Decide a test from its total and dice (Ylnies §Tests). Success iff total > threshold
 * ("au-dessus d'un seuil"; equal fails). Criticals force the result ("L'action manque
 * toujours" / "réussit toujours"). The degree is the gap to the threshold; when a critical
 * forces a result the total contradicts, the degree is 0 (no gap in the right direction).
 */
export function decideTest(
  total: number,
  special: DiceSpecial,
  threshold: number,
  gmOverridesCritical = false,
): Pick<TestResult, 'success' | 'degree' | 'outcome'> {
  const byTotal = total > threshold;
  let success = byTotal;
  if (special === 'CRITICAL_FAILURE' || special === 'PITIFUL_FAILURE') success = false;
  else if ((special === 'CRITICAL_SUCCESS' || special === 'EXCEPTIONAL_SUCCESS') && !gmOverridesCritical) success = true;
  const degree = success ? Math.max(0, total - threshold) : Math.max(0, threshold - total);
  let outcome: Outcome;
  if (special === 'PITIFUL_FAILURE' || special === 'CRITICAL_FAILURE') outcome = special;
  else if (success && (special === 'CRITICAL_SUCCESS' || special === 'EXCEPTIONAL_SUCCESS')) outcome = special;
  else outcome = success ? 'SUCCESS' : 'FAILURE';
  return { success, degree, outcome };
}

/** Evaluate given dice (pure; `rollTest` rolls them). */
export function evaluateTest(dice: readonly number[], input: TestInput): TestResult {
  const bonus = bonusOf(input);
  const total = dice.reduce((s, d) => s + d, 0) + bonus;
  const special = diceSpecial(dice);
  return {
    dice: [...dice],
    bonus,
    total,
    threshold: input.threshold,
    special,
    ...decideTest(total, special, input.threshold, input.gmOverridesCritical === true),
  };
}

/** Roll 4d6 + characteristic + skill + modifiers against the GM's threshold (Ylnies §Tests). */
export function rollTest(rng: Rng, input: TestInput): TestResult {
  return evaluateTest(rollDice(rng, TEST_DICE, TEST_SIDES), input);
}

// ---------------------------------------------------------------------------------------
// Opposed tests
// ---------------------------------------------------------------------------------------

export type Side = 'A' | 'B';

export interface SideRoll {
  dice: number[];
  bonus: number;
  total: number;
  special: DiceSpecial;
}

/** How the winner was found. */
export type OpposedDecision = 'SPECIAL' | 'TOTAL' | 'TIE_UNDERGOING' | 'TIE_BOTH_FAIL' | 'BOTH_FUMBLED';

export interface OpposedResult {
  a: SideRoll;
  b: SideRoll;
  /** The side that wins, or null when both fail. */
  winner: Side | null;
  /** Degree of success of the winner / failure of the loser: |difference of totals|, 0 when a special overturned the totals. */
  degree: number;
  decidedBy: OpposedDecision;
  /** The side undergoing the action (wins ties), or null. */
  undergoing: Side | null;
}

/**
 * Rank of the dice in an opposed test (Decision): exceptional > critical success > plain >
 * critical failure > pitiful failure. A better rank wins whatever the totals.
 */
export function specialRank(special: DiceSpecial): number {
  switch (special) {
    case 'EXCEPTIONAL_SUCCESS':
      return 2;
    case 'CRITICAL_SUCCESS':
      return 1;
    case 'NONE':
      return 0;
    case 'CRITICAL_FAILURE':
      return -1;
    case 'PITIFUL_FAILURE':
      return -2;
  }
}

function isFumble(special: DiceSpecial): boolean {
  return special === 'CRITICAL_FAILURE' || special === 'PITIFUL_FAILURE';
}

/**
 * Decide an opposed test from both totals and dice (Ylnies §Tests: "le plus haut résultat
 * l'emporte. En cas d'égalité, celui qui subit l'action … à la priorité. Si aucun ne subit
 * l'action, une égalité se traduit par l'échec des deux"). Two fumbles: both fail, since a
 * critical failure "manque toujours" (Decision).
 */
export function decideOpposed(
  a: Pick<SideRoll, 'total' | 'special'>,
  b: Pick<SideRoll, 'total' | 'special'>,
  undergoing: Side | null,
): Pick<OpposedResult, 'winner' | 'degree' | 'decidedBy'> {
  const gap = Math.abs(a.total - b.total);
  if (isFumble(a.special) && isFumble(b.special)) return { winner: null, degree: 0, decidedBy: 'BOTH_FUMBLED' };
  const ra = specialRank(a.special);
  const rb = specialRank(b.special);
  if (ra !== rb) {
    const winner: Side = ra > rb ? 'A' : 'B';
    const w = winner === 'A' ? a : b;
    const l = winner === 'A' ? b : a;
    return { winner, degree: Math.max(0, w.total - l.total), decidedBy: 'SPECIAL' };
  }
  if (a.total !== b.total) return { winner: a.total > b.total ? 'A' : 'B', degree: gap, decidedBy: 'TOTAL' };
  if (undergoing !== null) return { winner: undergoing, degree: 0, decidedBy: 'TIE_UNDERGOING' };
  return { winner: null, degree: 0, decidedBy: 'TIE_BOTH_FAIL' };
}

function sideRoll(dice: readonly number[], bonus: TestBonus): SideRoll {
  const b = bonusOf(bonus);
  return { dice: [...dice], bonus: b, total: dice.reduce((s, d) => s + d, 0) + b, special: diceSpecial(dice) };
}

/** Evaluate an opposed test from given dice (pure). */
export function evaluateOpposed(
  aDice: readonly number[],
  bDice: readonly number[],
  a: TestBonus,
  b: TestBonus,
  undergoing: Side | null,
): OpposedResult {
  const ra = sideRoll(aDice, a);
  const rb = sideRoll(bDice, b);
  return { a: ra, b: rb, undergoing, ...decideOpposed(ra, rb, undergoing) };
}

/** Roll an opposed test: A's four dice first, then B's (Ylnies §Tests). */
export function rollOpposed(rng: Rng, a: TestBonus, b: TestBonus, undergoing: Side | null): OpposedResult {
  const aDice = rollDice(rng, TEST_DICE, TEST_SIDES);
  const bDice = rollDice(rng, TEST_DICE, TEST_SIDES);
  return evaluateOpposed(aDice, bDice, a, b, undergoing);
}

/** True when the side rolled a critical or exceptional success and won: effects double. */
export function doublesEffects(result: OpposedResult, side: Side): boolean {
  const s = (side === 'A' ? result.a : result.b).special;
  return result.winner === side && (s === 'CRITICAL_SUCCESS' || s === 'EXCEPTIONAL_SUCCESS');
}

/** Extra consequences for a fumble (Ylnies §Magic: "conséquences fâcheuses" / "catastrophique"). */
export type Consequence = 'UNFORTUNATE' | 'CATASTROPHIC' | null;

export function consequenceOf(special: DiceSpecial): Consequence {
  if (special === 'PITIFUL_FAILURE') return 'CATASTROPHIC';
  if (special === 'CRITICAL_FAILURE') return 'UNFORTUNATE';
  return null;
}
