import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import {
  OUTCOMES,
  bonusOf,
  consequenceOf,
  decideOpposed,
  decideTest,
  diceSpecial,
  doublesEffects,
  evaluateOpposed,
  evaluateTest,
  rollOpposed,
  rollTest,
  specialRank,
} from '../../../src/rules/ylnies/tests.js';

// Boundaries of Ylnies §Tests (pinned by mutation testing).

describe('Ylnies tests against a threshold', () => {
  it('a pitiful failure above the threshold fails with degree 0', () => {
    const r = evaluateTest([1, 1, 1, 1], { characteristic: 20, threshold: 10 });
    expect(r).toMatchObject({ total: 24, success: false, degree: 0, special: 'PITIFUL_FAILURE', outcome: 'PITIFUL_FAILURE' });
  });

  it('a pitiful failure below the threshold keeps its degree', () => {
    expect(decideTest(8, 'PITIFUL_FAILURE', 10)).toEqual({ success: false, degree: 2, outcome: 'PITIFUL_FAILURE' });
  });

  it('the total equal to the threshold fails with degree 0; one above succeeds with degree 1', () => {
    expect(decideTest(10, 'NONE', 10)).toEqual({ success: false, degree: 0, outcome: 'FAILURE' });
    expect(decideTest(11, 'NONE', 10)).toEqual({ success: true, degree: 1, outcome: 'SUCCESS' });
  });

  it('an exceptional success below the threshold succeeds with degree 0, unless the GM overrules it', () => {
    expect(decideTest(8, 'EXCEPTIONAL_SUCCESS', 30)).toEqual({ success: true, degree: 0, outcome: 'EXCEPTIONAL_SUCCESS' });
    expect(decideTest(8, 'EXCEPTIONAL_SUCCESS', 30, true)).toEqual({ success: false, degree: 22, outcome: 'FAILURE' });
    expect(decideTest(40, 'EXCEPTIONAL_SUCCESS', 30, true)).toEqual({ success: true, degree: 10, outcome: 'EXCEPTIONAL_SUCCESS' });
  });

  it('the GM override does not save a critical failure', () => {
    expect(decideTest(40, 'CRITICAL_FAILURE', 10, true)).toEqual({ success: false, degree: 0, outcome: 'CRITICAL_FAILURE' });
  });

  it('the bonus sums characteristic, skill and modifier; missing parts are 0', () => {
    expect(bonusOf({ characteristic: 3 })).toBe(3);
    expect(bonusOf({ characteristic: 3, skill: 2, modifier: -4 })).toBe(1);
    const r = evaluateTest([2, 3, 4, 5], { characteristic: 3, skill: 2, modifier: -1, threshold: 17 });
    expect(r).toEqual({ dice: [2, 3, 4, 5], bonus: 4, total: 18, threshold: 17, success: true, degree: 1, special: 'NONE', outcome: 'SUCCESS' });
  });

  it('the override flag must be exactly true', () => {
    const r = evaluateTest([6, 6, 6, 1], { characteristic: 0, threshold: 40, gmOverridesCritical: undefined });
    expect(r.success).toBe(true);
  });

  it('rollTest rolls four d6 in order', () => {
    expect(rollTest(scriptedRng([6, 6, 6, 6]), { characteristic: 0, threshold: 100 }).outcome).toBe('EXCEPTIONAL_SUCCESS');
  });

  it('dice reading: two 1s or two 6s are nothing special; three 6s and a 1 are a critical success', () => {
    expect(diceSpecial([1, 1, 6, 6])).toBe('NONE');
    expect(diceSpecial([6, 6, 6, 1])).toBe('CRITICAL_SUCCESS');
    expect(diceSpecial([1, 1, 1, 6])).toBe('CRITICAL_FAILURE');
    expect(OUTCOMES).toHaveLength(6);
  });
});

describe('Ylnies opposed tests', () => {
  it('double effects: only for the winner with a critical or exceptional success, side B included', () => {
    const bWins = evaluateOpposed([2, 2, 2, 2], [6, 6, 6, 2], { characteristic: 0 }, { characteristic: 0 }, null);
    expect(bWins).toMatchObject({ winner: 'B', decidedBy: 'SPECIAL' });
    expect(doublesEffects(bWins, 'B')).toBe(true);
    expect(doublesEffects(bWins, 'A')).toBe(false);
    const bExceptional = evaluateOpposed([2, 2, 2, 2], [6, 6, 6, 6], { characteristic: 0 }, { characteristic: 0 }, null);
    expect(doublesEffects(bExceptional, 'B')).toBe(true);
    const aWins = evaluateOpposed([6, 6, 6, 6], [2, 2, 2, 2], { characteristic: 0 }, { characteristic: 0 }, null);
    expect(doublesEffects(aWins, 'A')).toBe(true);
    expect(doublesEffects(aWins, 'B')).toBe(false);
    // A plain win doubles nothing, and neither does a critical success that lost.
    const plain = evaluateOpposed([5, 5, 5, 2], [2, 2, 2, 3], { characteristic: 0 }, { characteristic: 0 }, null);
    expect(doublesEffects(plain, 'A')).toBe(false);
    const lost = evaluateOpposed([6, 6, 6, 1], [6, 6, 6, 6], { characteristic: 0 }, { characteristic: 0 }, null);
    expect(doublesEffects(lost, 'A')).toBe(false);
  });

  it('a special win counts the degree only when the winner’s total is also higher', () => {
    expect(decideOpposed({ total: 30, special: 'CRITICAL_SUCCESS' }, { total: 20, special: 'NONE' }, null)).toEqual({ winner: 'A', degree: 10, decidedBy: 'SPECIAL' });
    expect(decideOpposed({ total: 20, special: 'NONE' }, { total: 30, special: 'CRITICAL_SUCCESS' }, null)).toEqual({ winner: 'B', degree: 10, decidedBy: 'SPECIAL' });
    expect(decideOpposed({ total: 30, special: 'NONE' }, { total: 20, special: 'CRITICAL_SUCCESS' }, 'A')).toEqual({ winner: 'B', degree: 0, decidedBy: 'SPECIAL' });
  });

  it('one fumble loses to anything; a pitiful against a critical failure: both fail, whoever undergoes', () => {
    expect(decideOpposed({ total: 30, special: 'CRITICAL_FAILURE' }, { total: 10, special: 'NONE' }, null)).toEqual({ winner: 'B', degree: 0, decidedBy: 'SPECIAL' });
    expect(decideOpposed({ total: 10, special: 'NONE' }, { total: 30, special: 'PITIFUL_FAILURE' }, null)).toEqual({ winner: 'A', degree: 0, decidedBy: 'SPECIAL' });
    expect(decideOpposed({ total: 30, special: 'PITIFUL_FAILURE' }, { total: 10, special: 'CRITICAL_FAILURE' }, 'A')).toEqual({ winner: null, degree: 0, decidedBy: 'BOTH_FUMBLED' });
  });

  it('ties: the undergoing side (A or B) wins with degree 0; B by a higher total', () => {
    expect(decideOpposed({ total: 20, special: 'NONE' }, { total: 20, special: 'NONE' }, 'A')).toEqual({ winner: 'A', degree: 0, decidedBy: 'TIE_UNDERGOING' });
    expect(decideOpposed({ total: 20, special: 'NONE' }, { total: 20, special: 'NONE' }, 'B')).toEqual({ winner: 'B', degree: 0, decidedBy: 'TIE_UNDERGOING' });
    expect(decideOpposed({ total: 20, special: 'NONE' }, { total: 23, special: 'NONE' }, 'A')).toEqual({ winner: 'B', degree: 3, decidedBy: 'TOTAL' });
  });

  it('rollOpposed: A’s four dice, then B’s, with their bonuses', () => {
    const r = rollOpposed(scriptedRng([1, 2, 3, 4, 6, 5, 4, 3]), { characteristic: 2, skill: 1 }, { characteristic: 1 }, null);
    expect(r.a).toEqual({ dice: [1, 2, 3, 4], bonus: 3, total: 13, special: 'NONE' });
    expect(r.b).toEqual({ dice: [6, 5, 4, 3], bonus: 1, total: 19, special: 'NONE' });
    expect(r).toMatchObject({ winner: 'B', degree: 6, decidedBy: 'TOTAL', undergoing: null });
  });

  it('ranks and consequences', () => {
    expect(['EXCEPTIONAL_SUCCESS', 'CRITICAL_SUCCESS', 'NONE', 'CRITICAL_FAILURE', 'PITIFUL_FAILURE'].map((s) => specialRank(s as never))).toEqual([2, 1, 0, -1, -2]);
    expect(consequenceOf('PITIFUL_FAILURE')).toBe('CATASTROPHIC');
    expect(consequenceOf('CRITICAL_FAILURE')).toBe('UNFORTUNATE');
    expect(consequenceOf('CRITICAL_SUCCESS')).toBeNull();
  });
});
