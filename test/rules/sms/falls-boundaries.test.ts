import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import {
  combineImpacts,
  fallMultiples,
  fallStrength,
  isMortalHeight,
  resolveFall,
  resolveThrow,
  throwMultiples,
  triangular,
} from '../../../src/rules/sms/falls.js';

// SMS §7 edges (pinned by mutation testing).

const breaches = (r: { ok: boolean; violations?: { code: string; rule: string }[] }) => (r.ok ? [] : r.violations!.map((v) => [v.code, v.rule]));
const FALL = 'SMS §7: a fall is an attack of strength 3 per whole multiple of the size factor';

describe('SMS §7 multiples', () => {
  it('exactly k·S is k − 1 multiples; a centimetre more is k', () => {
    expect(fallMultiples(0, 5)).toBe(0);
    expect(fallMultiples(-3, 5)).toBe(0);
    expect(fallMultiples(5, 5)).toBe(0);
    expect(fallMultiples(5.01, 5)).toBe(1);
    expect(fallMultiples(10, 5)).toBe(1);
    expect(fallMultiples(10.01, 5)).toBe(2);
  });

  it('a throw counts the first level from 0 m; below 0 m nothing', () => {
    expect(throwMultiples(-0.5, 5)).toBe(0);
    expect(throwMultiples(0, 5)).toBe(1);
    expect(throwMultiples(5, 5)).toBe(1);
    expect(throwMultiples(6, 5)).toBe(2);
  });

  it('triangular sums, strength and the mortal height (5·S exactly is not yet mortal)', () => {
    expect([0, 1, 2, 3, 4].map(triangular)).toEqual([0, 1, 3, 6, 10]);
    expect(triangular(-2)).toBe(0);
    expect(fallStrength(3, false)).toBe(9);
    expect(fallStrength(3, true)).toBe(6);
    expect(isMortalHeight(25, 5)).toBe(false);
    expect(isMortalHeight(25.5, 5)).toBe(true);
  });
});

describe('SMS §7 resolving a fall', () => {
  it('refusals: negative or non-finite distance, bad armour, bad size, a die below the fall’s', () => {
    expect(breaches(resolveFall(scriptedRng([]), { distance: -1, sizeFactor: 5, score: 3 }))).toEqual([['BAD_DISTANCE', FALL]]);
    expect(breaches(resolveFall(scriptedRng([]), { distance: Number.NaN, sizeFactor: 5, score: 3 }))).toEqual([['BAD_DISTANCE', FALL]]);
    for (const armourCategory of [-1, 4, 1.5]) {
      expect(breaches(resolveFall(scriptedRng([]), { distance: 3, sizeFactor: 5, score: 3, armourCategory }))).toEqual([
        ['BAD_ARMOUR_CATEGORY', 'SMS §4: armour categories are 0 (none) to 3 (heavy)'],
      ]);
    }
    expect(breaches(resolveThrow(scriptedRng([]), { distance: 3, sizeFactor: 0, score: 3 }))).toEqual([['BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9']]);
    // 12 m for S 5: 2 multiples, strength 6 → D6; a D4 is refused, a D6 (or 5 → D6) is fine.
    expect(breaches(resolveFall(scriptedRng([]), { distance: 12, sizeFactor: 5, score: 3, die: 4 }))).toEqual([
      ['DIE_BELOW_STRENGTH', 'SMS §7: the cushioning die may be raised, never lowered'],
    ]);
    expect(resolveFall(scriptedRng([2]), { distance: 12, sizeFactor: 5, score: 3, die: 5 }).ok).toBe(true);
    expect(breaches(resolveThrow(scriptedRng([]), { distance: 12, sizeFactor: 5, score: 3, die: 2 }))[0]![0]).toBe('DIE_BELOW_STRENGTH');
  });

  it('a huge fall still rolls a D12; only a critical success (a 1) avoids death', () => {
    const saved = resolveFall(scriptedRng([1]), { distance: 30, sizeFactor: 5, score: 2 });
    expect(saved.ok && saved.value).toMatchObject({ strengthDie: 12, critical: 'SUCCESS', effectiveDistance: 20, mortal: false, rawLevels: 6, severity: 'MORTAL' });
    const plain = resolveFall(scriptedRng([2]), { distance: 30, sizeFactor: 5, score: 2 });
    expect(plain.ok && plain.value).toMatchObject({ critical: null, effectiveDistance: 25, mortal: true, severity: 'MORTAL' });
    // A plain success does not count before the mortal check: 26 m stays mortal.
    const just = resolveFall(scriptedRng([2]), { distance: 26, sizeFactor: 5, score: 2 });
    expect(just.ok && just.value).toMatchObject({ effectiveDistance: 21, mortal: true });
    const worse = resolveFall(scriptedRng([12]), { distance: 24, sizeFactor: 5, score: 2, die: 12 });
    expect(worse.ok && worse.value).toMatchObject({ critical: 'FAILURE', effectiveDistance: 29, mortal: true });
  });

  it('a failure that is not the highest face is not critical; a success that is not 1 neither', () => {
    const r = resolveFall(scriptedRng([5]), { distance: 12, sizeFactor: 5, score: 2 });
    expect(r.ok && r.value).toMatchObject({ critical: null, effectiveDistance: 12, rawLevels: 3 });
    const s = resolveFall(scriptedRng([2]), { distance: 12, sizeFactor: 5, score: 2 });
    expect(s.ok && s.value).toMatchObject({ critical: null, effectiveDistance: 7 });
  });

  it('armour absorbs no more than the levels; enchantment adds; lethal surfaces say so', () => {
    const r = resolveFall(scriptedRng([2]), { distance: 12, sizeFactor: 5, score: 2, armourCategory: 3, armourEnchantment: 1 });
    expect(r.ok && r.value).toMatchObject({ rawLevels: 1, absorbed: 1, levels: 0, severity: null, damageType: 'BLUNT' });
    const sharp = resolveFall(scriptedRng([5]), { distance: 17, sizeFactor: 5, score: 2, damageType: 'LETHAL', armourCategory: 1, armourEnchantment: 1 });
    expect(sharp.ok && sharp.value).toMatchObject({ rawLevels: 6, absorbed: 2, levels: 4, damageType: 'LETHAL', kind: 'FALL', multiples: 3, strength: 9 });
  });
});

describe('SMS §7 throws', () => {
  it('never mortal by height; the result of a throw and a fall add up', () => {
    const t = resolveThrow(scriptedRng([6]), { distance: 40, sizeFactor: 5, score: 1, die: 12 });
    expect(t.ok && t.value).toMatchObject({ kind: 'THROW', multiples: 8, mortal: false, strength: 24, strengthDie: 12, severity: 'MORTAL' });
    expect(combineImpacts([
      { levels: 1, mortal: false },
      { levels: 2, mortal: false },
    ])).toEqual({ levels: 3, severity: 'CRITICAL' });
    expect(combineImpacts([
      { levels: 0, mortal: false },
      { levels: 0, mortal: true },
    ])).toEqual({ levels: 0, severity: 'MORTAL' });
    expect(combineImpacts([])).toEqual({ levels: 0, severity: null });
  });
});
