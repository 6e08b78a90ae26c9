/**
 * Exact odds of Ylnies tests (Ylnies §Tests), by enumerating the 6^4 = 1296 equally likely
 * rolls of 4d6 once, grouped by (sum, dice special). Counts are integers over 1296 (or
 * 1296² for opposed tests), so the categories add up exactly; probabilities are those
 * counts divided, never sampled.
 */
import {
  type DiceSpecial,
  type Outcome,
  OUTCOMES,
  type Side,
  type TestBonus,
  type TestInput,
  bonusOf,
  decideOpposed,
  decideTest,
  diceSpecial,
} from './tests.js';

export const FOUR_D6_OUTCOMES = 6 ** 4;

/** How many of the 1296 rolls have this sum and this special. */
export interface RollClass {
  sum: number;
  special: DiceSpecial;
  count: number;
}

let table: readonly RollClass[] | null = null;

/** The 4d6 table: every (sum, special) class with its count, enumerated once and cached. */
export function fourD6Table(): readonly RollClass[] {
  if (table) return table;
  const counts = new Map<string, RollClass>();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++)
        for (let d = 1; d <= 6; d++) {
          const sum = a + b + c + d;
          const special = diceSpecial([a, b, c, d]);
          const key = `${sum}:${special}`;
          const entry = counts.get(key);
          if (entry) entry.count++;
          else counts.set(key, { sum, special, count: 1 });
        }
  table = Object.freeze([...counts.values()].sort((x, y) => x.sum - y.sum || x.special.localeCompare(y.special)));
  return table;
}

/** Number of rolls giving each sum 4..24 (index = sum). */
export function sumCounts(): number[] {
  const out = new Array<number>(25).fill(0);
  for (const c of fourD6Table()) out[c.sum] = (out[c.sum] ?? 0) + c.count;
  return out;
}

export interface TestOdds {
  /** Always 1296. */
  denominator: number;
  /** Rolls (out of 1296) giving each outcome. */
  counts: Record<Outcome, number>;
  probabilities: Record<Outcome, number>;
  successCount: number;
  /** Probability of success, criticals included. */
  success: number;
}

function emptyCounts(): Record<Outcome, number> {
  return Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
}

/** Exact odds of a test against a threshold, by outcome category (Ylnies §Tests). */
export function testOdds(input: TestInput): TestOdds {
  const bonus = bonusOf(input);
  const counts = emptyCounts();
  for (const c of fourD6Table()) {
    const { outcome } = decideTest(c.sum + bonus, c.special, input.threshold, input.gmOverridesCritical === true);
    counts[outcome] += c.count;
  }
  const successCount = counts.EXCEPTIONAL_SUCCESS + counts.CRITICAL_SUCCESS + counts.SUCCESS;
  const probabilities = emptyCounts();
  for (const o of OUTCOMES) probabilities[o] = counts[o] / FOUR_D6_OUTCOMES;
  return { denominator: FOUR_D6_OUTCOMES, counts, probabilities, successCount, success: successCount / FOUR_D6_OUTCOMES };
}

export interface OpposedOdds {
  /** Always 1296². */
  denominator: number;
  aWinsCount: number;
  bWinsCount: number;
  bothFailCount: number;
  aWins: number;
  bWins: number;
  bothFail: number;
}

/**
 * Exact odds of an opposed test: the convolution of both sides' (sum, special) tables —
 * about 30 × 30 class pairs instead of 1296² rolls.
 */
export function opposedOdds(a: TestBonus, b: TestBonus, undergoing: Side | null): OpposedOdds {
  const ba = bonusOf(a);
  const bb = bonusOf(b);
  let aWinsCount = 0;
  let bWinsCount = 0;
  let bothFailCount = 0;
  const t = fourD6Table();
  for (const ca of t)
    for (const cb of t) {
      const n = ca.count * cb.count;
      const { winner } = decideOpposed({ total: ca.sum + ba, special: ca.special }, { total: cb.sum + bb, special: cb.special }, undergoing);
      if (winner === 'A') aWinsCount += n;
      else if (winner === 'B') bWinsCount += n;
      else bothFailCount += n;
    }
  const denominator = FOUR_D6_OUTCOMES ** 2;
  return {
    denominator,
    aWinsCount,
    bWinsCount,
    bothFailCount,
    aWins: aWinsCount / denominator,
    bWins: bWinsCount / denominator,
    bothFail: bothFailCount / denominator,
  };
}
