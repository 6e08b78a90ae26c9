import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOUR_D6_OUTCOMES, fourD6Table, opposedOdds, sumCounts, testOdds } from '../../../src/rules/ylnies/odds.js';
import { OUTCOMES, evaluateOpposed, evaluateTest } from '../../../src/rules/ylnies/tests.js';

function allRolls(): number[][] {
  const out: number[][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) for (let d = 1; d <= 6; d++) out.push([a, b, c, d]);
  return out;
}

describe('Ylnies §Tests: exact 4d6 odds', () => {
  it('the 4d6 sum distribution is the known one', () => {
    const s = sumCounts();
    expect(s.slice(4)).toEqual([1, 4, 10, 20, 35, 56, 80, 104, 125, 140, 146, 140, 125, 104, 80, 56, 35, 20, 10, 4, 1]);
    expect(fourD6Table().reduce((n, c) => n + c.count, 0)).toBe(1296);
  });
  it('there are 20 exactly-three-1 rolls, 1 four-1 roll, 20 exactly-three-6 rolls, 1 four-6 roll', () => {
    const bySpecial = (sp: string) => fourD6Table().filter((c) => c.special === sp).reduce((n, c) => n + c.count, 0);
    expect(bySpecial('CRITICAL_FAILURE')).toBe(20);
    expect(bySpecial('PITIFUL_FAILURE')).toBe(1);
    expect(bySpecial('CRITICAL_SUCCESS')).toBe(20);
    expect(bySpecial('EXCEPTIONAL_SUCCESS')).toBe(1);
  });
  it('a hopeless threshold still succeeds on the 21 critical/exceptional rolls', () => {
    const o = testOdds({ characteristic: 0, threshold: 24 });
    expect(o.counts).toEqual({ EXCEPTIONAL_SUCCESS: 1, CRITICAL_SUCCESS: 20, SUCCESS: 0, FAILURE: 1254, CRITICAL_FAILURE: 20, PITIFUL_FAILURE: 1 });
    expect(o.success).toBeCloseTo(21 / 1296, 12);
  });
  it('a trivial threshold still fails on the 21 fumbles', () => {
    const o = testOdds({ characteristic: 10, skill: 5, threshold: 3 });
    expect(o.successCount).toBe(1296 - 21);
    expect(o.counts.CRITICAL_FAILURE).toBe(20);
    expect(o.counts.PITIFUL_FAILURE).toBe(1);
  });
  it('a GM overrule makes the critical successes count by total', () => {
    const o = testOdds({ characteristic: 0, threshold: 24, gmOverridesCritical: true });
    expect(o.successCount).toBe(0);
  });
  it('matches a brute-force enumeration of every roll', () => {
    const rolls = allRolls();
    for (const input of [
      { characteristic: 5, skill: 4, threshold: 20 },
      { characteristic: 2, modifier: -3, threshold: 10 },
      { characteristic: 8, skill: 10, threshold: 32 },
    ]) {
      const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0]));
      for (const r of rolls) counts[evaluateTest(r, input).outcome]! += 1;
      expect(testOdds(input).counts).toEqual(counts);
    }
  });
  it('property: outcome counts add up to exactly 1296 and probabilities to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 30 }), fc.integer({ min: -10, max: 50 }), fc.boolean(), (bonus, threshold, overrule) => {
        const o = testOdds({ characteristic: bonus, threshold, gmOverridesCritical: overrule });
        expect(Object.values(o.counts).reduce((a, b) => a + b, 0)).toBe(FOUR_D6_OUTCOMES);
        expect(Object.values(o.probabilities).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }),
    );
  });
  it('property: success odds never rise with the threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 30 }), fc.integer({ min: -10, max: 50 }), (bonus, threshold) => {
        expect(testOdds({ characteristic: bonus, threshold: threshold + 1 }).successCount).toBeLessThanOrEqual(
          testOdds({ characteristic: bonus, threshold }).successCount,
        );
      }),
    );
  });
});

describe('Ylnies §Tests: exact opposed odds', () => {
  it('equal sides with nobody undergoing are symmetric; ties make both fail', () => {
    const o = opposedOdds({ characteristic: 5 }, { characteristic: 5 }, null);
    expect(o.aWinsCount).toBe(o.bWinsCount);
    expect(o.aWinsCount + o.bWinsCount + o.bothFailCount).toBe(1296 ** 2);
    expect(o.bothFail).toBeGreaterThan(0);
  });
  it('the undergoing side takes the ties', () => {
    const free = opposedOdds({ characteristic: 5 }, { characteristic: 5 }, null);
    const hidden = opposedOdds({ characteristic: 5 }, { characteristic: 5 }, 'B');
    expect(hidden.aWinsCount).toBe(free.aWinsCount);
    // only the double fumbles remain "both fail" when someone undergoes the action
    expect(hidden.bothFailCount).toBe(21 * 21);
    expect(hidden.bWinsCount).toBe(free.bWinsCount + free.bothFailCount - 21 * 21);
  });
  it('matches brute force over all 1296² roll pairs through evaluateOpposed', () => {
    const rolls = allRolls();
    let a = 0;
    let b = 0;
    let n = 0;
    for (let i = 0; i < rolls.length; i++)
      for (let j = 0; j < rolls.length; j++) {
        const r = evaluateOpposed(rolls[i]!, rolls[j]!, { characteristic: 4, skill: 2 }, { characteristic: 7 }, 'B');
        if (r.winner === 'A') a++;
        else if (r.winner === 'B') b++;
        else n++;
      }
    const o = opposedOdds({ characteristic: 4, skill: 2 }, { characteristic: 7 }, 'B');
    expect([o.aWinsCount, o.bWinsCount, o.bothFailCount]).toEqual([a, b, n]);
  });
  it('property: opposed counts add up to 1296²', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 25 }), fc.integer({ min: -5, max: 25 }), fc.constantFrom<'A' | 'B' | null>('A', 'B', null), (x, y, u) => {
        const o = opposedOdds({ characteristic: x }, { characteristic: y }, u);
        expect(o.aWinsCount + o.bWinsCount + o.bothFailCount).toBe(o.denominator);
        expect(o.aWins + o.bWins + o.bothFail).toBeCloseTo(1, 12);
      }),
      { numRuns: 30 },
    );
  });
});
