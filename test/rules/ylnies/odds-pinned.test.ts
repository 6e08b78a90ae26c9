import { describe, expect, it } from 'vitest';
import { fourD6Table, opposedOdds, sumCounts, testOdds } from '../../../src/rules/ylnies/odds.js';

// Exact Ylnies odds pinned to their counts (the brute-force test in odds.test.ts proves the
// method; these fix the numbers the API shows).

describe('Ylnies odds, exact counts', () => {
  it('the 4d6 table is sorted by sum, then special; the sums are the 4d6 distribution', () => {
    expect(fourD6Table().slice(0, 4)).toEqual([
      { sum: 4, special: 'PITIFUL_FAILURE', count: 1 },
      { sum: 5, special: 'CRITICAL_FAILURE', count: 4 },
      { sum: 6, special: 'CRITICAL_FAILURE', count: 4 },
      { sum: 6, special: 'NONE', count: 6 },
    ]);
    expect(fourD6Table().slice(-2)).toEqual([
      { sum: 23, special: 'CRITICAL_SUCCESS', count: 4 },
      { sum: 24, special: 'EXCEPTIONAL_SUCCESS', count: 1 },
    ]);
    expect(fourD6Table()).toBe(fourD6Table());
    expect(sumCounts()).toEqual([0, 0, 0, 0, 1, 4, 10, 20, 35, 56, 80, 104, 125, 140, 146, 140, 125, 104, 80, 56, 35, 20, 10, 4, 1]);
  });

  it('4d6 + 3 above 16: every outcome counted', () => {
    const o = testOdds({ characteristic: 3, threshold: 16 });
    expect(o.counts).toEqual({ EXCEPTIONAL_SUCCESS: 1, CRITICAL_SUCCESS: 20, SUCCESS: 700, FAILURE: 554, CRITICAL_FAILURE: 20, PITIFUL_FAILURE: 1 });
    expect(o.successCount).toBe(721);
    expect(o.probabilities.SUCCESS).toBeCloseTo(700 / 1296, 12);
    expect(o.denominator).toBe(1296);
  });

  it('when the GM overrules criticals, an impossible threshold is never reached', () => {
    expect(testOdds({ characteristic: 0, threshold: 100, gmOverridesCritical: true }).counts).toEqual({
      EXCEPTIONAL_SUCCESS: 0,
      CRITICAL_SUCCESS: 0,
      SUCCESS: 0,
      FAILURE: 1275,
      CRITICAL_FAILURE: 20,
      PITIFUL_FAILURE: 1,
    });
  });

  it('opposed, +2 against +0, A undergoing: only double fumbles fail both', () => {
    expect(opposedOdds({ characteristic: 2 }, { characteristic: 0 }, 'A')).toMatchObject({ denominator: 1679616, aWinsCount: 1161076, bWinsCount: 518099, bothFailCount: 441 });
  });
});
