import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedRng, seededRng } from '../../../src/rules/dice.js';
import {
  consequenceOf,
  decideOpposed,
  diceSpecial,
  doublesEffects,
  evaluateOpposed,
  evaluateTest,
  rollOpposed,
  rollTest,
} from '../../../src/rules/ylnies/tests.js';

const die = fc.integer({ min: 1, max: 6 });
const fourDice = fc.tuple(die, die, die, die);

describe('Ylnies §Tests: reading the dice', () => {
  it('exactly three 1s is a critical failure, four 1s a pitiful failure', () => {
    expect(diceSpecial([1, 1, 1, 2])).toBe('CRITICAL_FAILURE');
    expect(diceSpecial([1, 6, 1, 1])).toBe('CRITICAL_FAILURE');
    expect(diceSpecial([1, 1, 1, 1])).toBe('PITIFUL_FAILURE');
    expect(diceSpecial([1, 1, 2, 2])).toBe('NONE');
  });
  it('exactly three 6s is a critical success, four 6s an exceptional success', () => {
    expect(diceSpecial([6, 6, 6, 5])).toBe('CRITICAL_SUCCESS');
    expect(diceSpecial([6, 1, 6, 6])).toBe('CRITICAL_SUCCESS');
    expect(diceSpecial([6, 6, 6, 6])).toBe('EXCEPTIONAL_SUCCESS');
    expect(diceSpecial([6, 6, 5, 5])).toBe('NONE');
  });
});

describe('Ylnies §Tests: a test against a threshold', () => {
  it('adds 4d6, characteristic, skill and modifiers; success only above the threshold', () => {
    const r = rollTest(scriptedRng([3, 4, 2, 5]), { characteristic: 6, skill: 4, modifier: -1, threshold: 20 });
    expect(r).toMatchObject({ dice: [3, 4, 2, 5], bonus: 9, total: 23, success: true, degree: 3, outcome: 'SUCCESS' });
    expect(evaluateTest([3, 4, 2, 5], { characteristic: 6, skill: 4, modifier: -1, threshold: 23 })).toMatchObject({
      success: false,
      degree: 0,
      outcome: 'FAILURE',
    });
    expect(evaluateTest([3, 4, 2, 5], { characteristic: 6, skill: 4, modifier: -1, threshold: 30 })).toMatchObject({
      success: false,
      degree: 7,
    });
  });
  it('a critical failure always fails, even far above the threshold, with degree 0', () => {
    const r = evaluateTest([1, 1, 1, 6], { characteristic: 10, skill: 15, threshold: 5 });
    expect(r).toMatchObject({ total: 34, success: false, degree: 0, outcome: 'CRITICAL_FAILURE' });
    expect(evaluateTest([1, 1, 1, 1], { characteristic: 10, skill: 15, threshold: 5 }).outcome).toBe('PITIFUL_FAILURE');
  });
  it('a critical failure below the threshold keeps its degree', () => {
    expect(evaluateTest([1, 1, 1, 2], { characteristic: 1, threshold: 15 })).toMatchObject({ total: 6, degree: 9, outcome: 'CRITICAL_FAILURE' });
  });
  it('a critical success always succeeds unless the GM overrules it', () => {
    expect(evaluateTest([6, 6, 6, 1], { characteristic: 1, threshold: 40 })).toMatchObject({
      success: true,
      degree: 0,
      outcome: 'CRITICAL_SUCCESS',
    });
    expect(evaluateTest([6, 6, 6, 6], { characteristic: 5, threshold: 20 })).toMatchObject({
      total: 29,
      success: true,
      degree: 9,
      outcome: 'EXCEPTIONAL_SUCCESS',
    });
    expect(evaluateTest([6, 6, 6, 1], { characteristic: 1, threshold: 40, gmOverridesCritical: true })).toMatchObject({
      success: false,
      degree: 20,
      special: 'CRITICAL_SUCCESS',
      outcome: 'FAILURE',
    });
  });
  it('property: success iff (total > threshold or a critical success) and no critical failure', () => {
    fc.assert(
      fc.property(fourDice, fc.integer({ min: -5, max: 30 }), fc.integer({ min: 0, max: 45 }), (dice, bonus, threshold) => {
        const r = evaluateTest(dice, { characteristic: bonus, threshold });
        const s = diceSpecial(dice);
        const forcedFail = s === 'CRITICAL_FAILURE' || s === 'PITIFUL_FAILURE';
        const forcedWin = s === 'CRITICAL_SUCCESS' || s === 'EXCEPTIONAL_SUCCESS';
        expect(r.success).toBe(!forcedFail && (forcedWin || r.total > threshold));
        expect(r.degree).toBeGreaterThanOrEqual(0);
        if (!forcedFail && !forcedWin) expect(r.degree).toBe(Math.abs(r.total - threshold));
      }),
    );
  });
  it('rolls exactly four d6 from the injected Rng', () => {
    const r = rollTest(seededRng(42), { characteristic: 5, threshold: 15 });
    expect(r.dice).toHaveLength(4);
    expect(r.dice.every((d) => d >= 1 && d <= 6)).toBe(true);
    expect(rollTest(seededRng(42), { characteristic: 5, threshold: 15 })).toEqual(r);
  });
});

describe('Ylnies §Tests: opposed tests', () => {
  it('higher total wins, degree = difference; A rolls first', () => {
    const r = rollOpposed(scriptedRng([5, 5, 5, 5, 2, 3, 4, 5]), { characteristic: 5, skill: 3 }, { characteristic: 6, skill: 2 }, null);
    expect(r.a.total).toBe(28);
    expect(r.b.total).toBe(22);
    expect(r).toMatchObject({ winner: 'A', degree: 6, decidedBy: 'TOTAL' });
  });
  it('tie: the side undergoing the action wins (the one hiding)', () => {
    const r = evaluateOpposed([3, 3, 3, 3], [4, 4, 2, 2], { characteristic: 5 }, { characteristic: 5 }, 'B');
    expect(r).toMatchObject({ winner: 'B', degree: 0, decidedBy: 'TIE_UNDERGOING' });
    expect(evaluateOpposed([3, 3, 3, 3], [4, 4, 2, 2], { characteristic: 5 }, { characteristic: 5 }, 'A').winner).toBe('A');
  });
  it('tie with nobody undergoing: both fail', () => {
    const r = evaluateOpposed([3, 3, 3, 3], [4, 4, 2, 2], { characteristic: 5 }, { characteristic: 5 }, null);
    expect(r).toMatchObject({ winner: null, decidedBy: 'TIE_BOTH_FAIL' });
  });
  it('a critical success beats a higher plain total; degree 0 then', () => {
    const r = evaluateOpposed([6, 6, 6, 1], [5, 5, 5, 5], { characteristic: 1 }, { characteristic: 10, skill: 10 }, 'B');
    expect(r).toMatchObject({ winner: 'A', degree: 0, decidedBy: 'SPECIAL' });
    expect(doublesEffects(r, 'A')).toBe(true);
  });
  it('a critical success that also has the higher total keeps its degree', () => {
    const r = evaluateOpposed([6, 6, 6, 1], [2, 2, 2, 2], { characteristic: 10 }, { characteristic: 1 }, null);
    expect(r).toMatchObject({ winner: 'A', degree: 29 - 9, decidedBy: 'SPECIAL' });
  });
  it('exceptional beats critical success; two fumbles both fail whoever undergoes', () => {
    expect(decideOpposed({ total: 10, special: 'EXCEPTIONAL_SUCCESS' }, { total: 40, special: 'CRITICAL_SUCCESS' }, null).winner).toBe('A');
    expect(decideOpposed({ total: 40, special: 'CRITICAL_FAILURE' }, { total: 5, special: 'PITIFUL_FAILURE' }, 'A')).toMatchObject({
      winner: null,
      decidedBy: 'BOTH_FUMBLED',
    });
  });
  it('a critical failure loses to any plain result, even a lower one', () => {
    const r = evaluateOpposed([1, 1, 1, 6], [2, 2, 2, 2], { characteristic: 20 }, { characteristic: 1 }, 'A');
    expect(r).toMatchObject({ winner: 'B', decidedBy: 'SPECIAL', degree: 0 });
  });
  it('both critical successes: the totals decide', () => {
    const r = evaluateOpposed([6, 6, 6, 2], [6, 6, 6, 1], { characteristic: 5 }, { characteristic: 5 }, null);
    expect(r).toMatchObject({ winner: 'A', degree: 1, decidedBy: 'TOTAL' });
    expect(doublesEffects(r, 'A')).toBe(true);
    expect(doublesEffects(r, 'B')).toBe(false);
  });
  it('fumble consequences', () => {
    expect(consequenceOf('CRITICAL_FAILURE')).toBe('UNFORTUNATE');
    expect(consequenceOf('PITIFUL_FAILURE')).toBe('CATASTROPHIC');
    expect(consequenceOf('NONE')).toBeNull();
  });
  it('property: swapping sides swaps the winner', () => {
    fc.assert(
      fc.property(fourDice, fourDice, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.constantFrom<'A' | 'B' | null>('A', 'B', null), (da, db, ba, bb, u) => {
        const r = evaluateOpposed(da, db, { characteristic: ba }, { characteristic: bb }, u);
        const swapped = evaluateOpposed(db, da, { characteristic: bb }, { characteristic: ba }, u === null ? null : u === 'A' ? 'B' : 'A');
        const flip = r.winner === null ? null : r.winner === 'A' ? 'B' : 'A';
        expect(swapped.winner).toBe(flip);
        expect(swapped.degree).toBe(r.degree);
      }),
    );
  });
});
