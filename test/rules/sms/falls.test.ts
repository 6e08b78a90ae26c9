import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedRng, seededRng } from '../../../src/rules/dice.js';
import {
  combineImpacts,
  fallMultiples,
  fallStrength,
  fallWoundLevels,
  isMortalHeight,
  resolveFall,
  resolveThrow,
  throwWoundLevels,
} from '../../../src/rules/sms/falls.js';

function value<T>(r: { ok: true; value: T } | { ok: false; violations: unknown[] }): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}

describe('SMS §7 falls', () => {
  it('seed: 1 level above S, +2 above 2S, +3 above 3S: between 3S and 4S it is 1 + 2 + 3 = 6', () => {
    expect([4, 5, 6, 10, 11, 15, 16, 20, 21].map((h) => fallWoundLevels(h, 5))).toEqual([0, 0, 1, 1, 3, 3, 6, 6, 10]);
  });

  it('seed: a human (S 5) falling 10–15 m takes an attack of strength 6; 15–20 m strength 9', () => {
    expect(fallStrength(fallMultiples(12, 5), false)).toBe(6);
    expect(fallStrength(fallMultiples(17, 5), false)).toBe(9);
  });

  it('seed: beyond 5 × S (25 m for a human) the fall is mortal', () => {
    expect(isMortalHeight(25, 5)).toBe(false);
    expect(isMortalHeight(25.5, 5)).toBe(true);
  });

  describe('seed worked example: a human (S 5) jumps 12 m, score 2, rolls a D6', () => {
    const jump = (face: number) => value(resolveFall(scriptedRng([face]), { distance: 12, sizeFactor: 5, controlled: true, score: 2, die: 6 }));

    it('strength 2 × 3 − 3 = 3, so the fall alone is a D4; the player raised it to a D6', () => {
      const r = jump(3);
      expect(r).toMatchObject({ multiples: 2, strength: 3, strengthDie: 4 });
      expect(r.check.die).toBe(6);
    });

    it('1 → critical success → 2 m → 0 levels', () => {
      expect(jump(1)).toMatchObject({ critical: 'SUCCESS', effectiveDistance: 2, levels: 0, severity: null });
    });

    it('2 → success → 7 m → 1 level', () => {
      expect(jump(2)).toMatchObject({ critical: null, effectiveDistance: 7, levels: 1, severity: 'LIGHT' });
    });

    it('3–5 → failure → 12 m → 3 levels', () => {
      for (const face of [3, 4, 5]) expect(jump(face)).toMatchObject({ effectiveDistance: 12, levels: 3, severity: 'CRITICAL' });
    });

    it('6 → critical failure → 17 m → 6 levels', () => {
      expect(jump(6)).toMatchObject({ critical: 'FAILURE', effectiveDistance: 17, levels: 6, severity: 'MORTAL' });
    });
  });

  it('the cushioning die may be raised but not lowered below the fall\'s', () => {
    const r = resolveFall(scriptedRng([]), { distance: 12, sizeFactor: 5, score: 2, die: 4 });
    expect(!r.ok && r.violations[0]!.code).toBe('DIE_BELOW_STRENGTH');
  });

  it('an automatic success cushions by S but is never critical (Decision)', () => {
    const r = value(resolveFall(scriptedRng([]), { distance: 12, sizeFactor: 5, controlled: true, score: 5 }));
    expect(r).toMatchObject({ critical: null, effectiveDistance: 7, levels: 1 });
    expect(r.check.roll).toBeNull();
  });

  it('armour absorbs by damage type', () => {
    const r = value(resolveFall(scriptedRng([4]), { distance: 12, sizeFactor: 5, score: 1, armourCategory: 2 }));
    expect(r).toMatchObject({ rawLevels: 3, absorbed: 2, levels: 1 });
  });

  it('seed: beyond 5·S it is mortal whatever the armour; the D12 can still be rolled and a critical success saves', () => {
    const dead = value(resolveFall(scriptedRng([2]), { distance: 27, sizeFactor: 5, score: 3, armourCategory: 3 }));
    expect(dead).toMatchObject({ strengthDie: 12, mortal: true, severity: 'MORTAL' });
    const saved = value(resolveFall(scriptedRng([1]), { distance: 27, sizeFactor: 5, score: 3 }));
    expect(saved).toMatchObject({ critical: 'SUCCESS', effectiveDistance: 17, mortal: false, levels: 6 });
  });

  it('lethal on a sharp surface', () => {
    expect(value(resolveFall(scriptedRng([4]), { distance: 7, sizeFactor: 5, score: 1, damageType: 'LETHAL' })).damageType).toBe('LETHAL');
  });
});

describe('SMS §7 throws', () => {
  it('seed: a human thrown 10 m hits a wall after 2 m: 8 m left → 1 + 2 = 3 levels; 0 m left still 1 level', () => {
    expect(throwWoundLevels(8, 5)).toBe(3);
    expect(throwWoundLevels(0, 5)).toBe(1);
    expect(throwWoundLevels(5, 5)).toBe(1);
  });

  it('a throw is an uncontrolled fall the victim may cushion', () => {
    const failed = value(resolveThrow(scriptedRng([5]), { distance: 8, sizeFactor: 5, score: 2 }));
    expect(failed).toMatchObject({ kind: 'THROW', multiples: 2, strength: 6, levels: 3 });
    const ok = value(resolveThrow(scriptedRng([1]), { distance: 8, sizeFactor: 5, score: 2, die: 6 }));
    expect(ok).toMatchObject({ critical: 'SUCCESS', effectiveDistance: -2, levels: 0 });
  });

  it('thrown downward, the throw adds to the fall', () => {
    expect(combineImpacts([{ levels: 1, mortal: false }, { levels: 1, mortal: false }])).toEqual({ levels: 2, severity: 'SERIOUS' });
    expect(combineImpacts([{ levels: 0, mortal: true }])).toEqual({ levels: 0, severity: 'MORTAL' });
  });
});

describe('properties', () => {
  it('levels grow with the height and a better roll never hurts more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 9 }), (h, extra, s) => {
        expect(fallWoundLevels(h + extra, s)).toBeGreaterThanOrEqual(fallWoundLevels(h, s));
        expect(throwWoundLevels(h, s)).toBeGreaterThanOrEqual(fallWoundLevels(h, s));
      }),
    );
  });

  it('resolveFall results are consistent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 12 }), fc.integer(), fc.boolean(), (h, s, score, seed, controlled) => {
        const r = value(resolveFall(seededRng(seed), { distance: h, sizeFactor: s, score, controlled }));
        expect(r.levels).toBe(r.rawLevels - r.absorbed);
        expect(r.strengthDie).toBeLessThanOrEqual(12);
        if (!r.mortal && r.levels >= 4) expect(r.severity).toBe('MORTAL');
      }),
    );
  });
});
