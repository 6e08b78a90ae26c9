import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PurchaseInput, rankCost, validatePurchase } from '../../../src/rules/sms/experience.js';

const base: Omit<PurchaseInput, 'module' | 'newModule'> = { available: 10, alreadyBoughtThisScenario: false, hasCompletedScenario: true };
const escrime = { name: 'Escrime', scope: 2, polarity: 'POSITIVE' as const, rank: 2 };

function codes(input: PurchaseInput): string[] {
  const r = validatePurchase(input);
  return r.ok ? [] : r.violations.map((v) => v.code);
}

describe('validatePurchase (SMS §8 progression)', () => {
  it('one rank costs the scope', () => {
    expect(rankCost(4)).toBe(4);
    expect(validatePurchase({ ...base, module: escrime })).toEqual({ ok: true, value: { cost: 2, rank: 3, remaining: 8 } });
  });

  it('a new module starts at rank 1 for its scope', () => {
    expect(validatePurchase({ ...base, newModule: { ...escrime, scope: 5, rank: 1 } })).toEqual({ ok: true, value: { cost: 5, rank: 1, remaining: 5 } });
    expect(codes({ ...base, newModule: { ...escrime, rank: 2 } })).toEqual(['NEW_MODULE_RANK']);
  });

  it('at most +1 rank per module per scenario end, and only at a scenario end', () => {
    expect(codes({ ...base, module: escrime, alreadyBoughtThisScenario: true })).toEqual(['RANK_ALREADY_RAISED_THIS_SCENARIO']);
    expect(codes({ ...base, module: escrime, hasCompletedScenario: false })).toEqual(['NOT_AT_SCENARIO_END']);
  });

  it('never lets XP go negative', () => {
    expect(codes({ ...base, module: { ...escrime, scope: 5 }, available: 4 })).toEqual(['INSUFFICIENT_EXPERIENCE']);
    expect(validatePurchase({ ...base, module: { ...escrime, scope: 5 }, available: 5 }).ok).toBe(true);
  });

  it('refuses negative, wound and fatigue modules', () => {
    expect(codes({ ...base, module: { ...escrime, polarity: 'NEGATIVE' } })).toEqual(['MODULE_NOT_BUYABLE']);
    expect(codes({ ...base, module: { ...escrime, source: 'WOUND' } })).toEqual(['MODULE_NOT_BUYABLE']);
    expect(codes({ ...base, module: { ...escrime, source: 'FATIGUE' } })).toEqual(['MODULE_NOT_BUYABLE']);
  });

  it('raises removable modules only when they may progress', () => {
    const kara = { name: 'Kara – hache porte-bonheur', scope: 1, polarity: 'POSITIVE' as const, rank: 1, removable: true };
    expect(codes({ ...base, module: kara })).toEqual(['REMOVABLE_CANNOT_PROGRESS']);
    expect(validatePurchase({ ...base, module: { ...kara, canProgress: true } }).ok).toBe(true);
  });

  it('respects the campaign maximum rank when given', () => {
    expect(codes({ ...base, module: { ...escrime, rank: 5 }, maxRank: 5 })).toEqual(['RANK_ABOVE_MAX']);
    expect(validatePurchase({ ...base, module: { ...escrime, rank: 5 } }).ok).toBe(true);
  });

  it('reports every violation together and needs exactly one target', () => {
    expect(codes({ ...base, module: { ...escrime, polarity: 'NEGATIVE', scope: 5 }, available: 1, alreadyBoughtThisScenario: true, hasCompletedScenario: false }).sort()).toEqual(
      ['INSUFFICIENT_EXPERIENCE', 'MODULE_NOT_BUYABLE', 'NOT_AT_SCENARIO_END', 'RANK_ALREADY_RAISED_THIS_SCENARIO'].sort(),
    );
    expect(codes({ ...base })).toEqual(['PURCHASE_TARGET_INVALID']);
    expect(codes({ ...base, module: escrime, newModule: escrime })).toEqual(['PURCHASE_TARGET_INVALID']);
  });

  it('property: a passing purchase costs the scope and leaves available ≥ 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 20 }), (scope, rank, available) => {
        const r = validatePurchase({ ...base, available, module: { ...escrime, scope, rank } });
        if (r.ok) {
          expect(r.value.cost).toBe(scope);
          expect(r.value.remaining).toBeGreaterThanOrEqual(0);
          expect(r.value.rank).toBe(rank + 1);
        } else expect(available).toBeLessThan(scope);
      }),
    );
  });
});
