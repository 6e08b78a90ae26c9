import { describe, expect, it } from 'vitest';
import { type PurchaseInput, type PurchaseModule, validatePurchase } from '../../../src/rules/sms/experience.js';

// SMS §8 progression edges (pinned by mutation testing): each limit at its last legal value
// and first illegal one, and each refusal citing its rule.

const force: PurchaseModule = { name: 'Force', scope: 3, polarity: 'POSITIVE', rank: 2 };
const buy = (over: Partial<PurchaseInput>): PurchaseInput => ({ module: force, available: 10, alreadyBoughtThisScenario: false, hasCompletedScenario: true, ...over });
const breaches = (input: PurchaseInput) => {
  const r = validatePurchase(input);
  return r.ok ? [] : r.violations.map((v) => [v.code, v.rule]);
};

describe('SMS §8 buying a rank', () => {
  it('exactly enough XP is enough: 3 XP for scope 3 leaves 0', () => {
    const r = validatePurchase(buy({ available: 3 }));
    expect(r.ok && r.value).toEqual({ cost: 3, rank: 3, remaining: 0 });
    expect(breaches(buy({ available: 2 }))).toEqual([
      ['INSUFFICIENT_EXPERIENCE', 'SMS §8: experience spent cannot exceed the experience available (XP never goes negative)'],
    ]);
  });

  it('available XP must be a whole number ≥ 0; 0 is a number, just not enough', () => {
    const rule = 'SMS §8: experience spent cannot exceed the experience available (XP never goes negative)';
    expect(breaches(buy({ available: -1 }))).toEqual([['AVAILABLE_INVALID', rule]]);
    expect(breaches(buy({ available: 2.5 }))).toEqual([['AVAILABLE_INVALID', rule]]);
    expect(breaches(buy({ available: 0 }))).toEqual([['INSUFFICIENT_EXPERIENCE', rule]]);
  });

  it('the campaign maximum: reaching it is fine, passing it is not', () => {
    expect(validatePurchase(buy({ maxRank: 3 })).ok).toBe(true);
    expect(breaches(buy({ maxRank: 2 }))).toEqual([['RANK_ABOVE_MAX', 'Campaign setting maxModuleRank: a module cannot rise above the campaign’s maximum rank']]);
    expect(validatePurchase(buy({ newModule: { ...force, rank: 1 }, module: undefined, maxRank: 1 })).ok).toBe(true);
  });

  it('scope 1 and 5 are fine, 0, 6 and 2.5 are refused (and not priced)', () => {
    expect(validatePurchase(buy({ module: { ...force, scope: 1 } })).ok).toBe(true);
    expect(validatePurchase(buy({ module: { ...force, scope: 5 } })).ok).toBe(true);
    for (const scope of [0, 6, 2.5]) {
      expect(breaches(buy({ module: { ...force, scope }, available: 1 }))).toEqual([['SCOPE_OUT_OF_RANGE', 'SMS §1: scope is a whole number from 1 to 5']]);
    }
  });

  it('the current rank must be a whole number ≥ 1', () => {
    expect(breaches(buy({ module: { ...force, rank: 0 } }))).toEqual([['RANK_INVALID', 'SMS §1: rank is a whole number ≥ 1']]);
    expect(breaches(buy({ module: { ...force, rank: 1.5 } }))).toEqual([['RANK_INVALID', 'SMS §1: rank is a whole number ≥ 1']]);
    expect(validatePurchase(buy({ module: { ...force, rank: 1 } })).ok).toBe(true);
  });

  it('sources: magic effects are not bought up; player and GM modules are', () => {
    const rule = 'SMS §8: only positive and resistive modules are bought up; negative modules, wounds and fatigue are not';
    expect(breaches(buy({ module: { ...force, source: 'MAGIC' } }))).toEqual([['MODULE_NOT_BUYABLE', rule]]);
    expect(!validatePurchase(buy({ module: { ...force, source: 'MAGIC' } })).ok && (validatePurchase(buy({ module: { ...force, source: 'MAGIC' } })) as { violations: { message: string }[] }).violations[0]!.message).toBe(
      '"Force" is a magic module: it cannot be bought up',
    );
    expect(validatePurchase(buy({ module: { ...force, source: 'GM' } })).ok).toBe(true);
    expect(validatePurchase(buy({ module: { ...force, polarity: 'RESISTIVE', source: 'PLAYER' } })).ok).toBe(true);
  });

  it('a removable module progresses only when flagged exactly true; a non-removable needs no flag', () => {
    const rule = 'SMS §8: a removable module progresses only when it is a relationship with its object (canProgress)';
    expect(breaches(buy({ module: { ...force, removable: true } }))).toEqual([['REMOVABLE_CANNOT_PROGRESS', rule]]);
    expect(breaches(buy({ module: { ...force, removable: true, canProgress: false } }))).toEqual([['REMOVABLE_CANNOT_PROGRESS', rule]]);
    expect(validatePurchase(buy({ module: { ...force, removable: true, canProgress: true } })).ok).toBe(true);
    expect(validatePurchase(buy({ module: { ...force, removable: false } })).ok).toBe(true);
  });

  it('a new module: a name of 1..80 characters, at rank 1', () => {
    const rule = 'SMS §1: a module has a name of 1..80 characters';
    const add = (m: PurchaseModule) => buy({ module: undefined, newModule: m });
    expect(validatePurchase(add({ ...force, name: 'x'.repeat(80), rank: 1 })).ok).toBe(true);
    expect(breaches(add({ ...force, name: 'x'.repeat(81), rank: 1 }))).toEqual([['MODULE_NAME_TOO_LONG', rule]]);
    expect(breaches(add({ ...force, name: '  ', rank: 1 }))).toEqual([['MODULE_NAME_EMPTY', rule]]);
    expect(breaches(add({ ...force, rank: 2 }))).toEqual([['NEW_MODULE_RANK', 'SMS §8: a new module starts at rank 1 for its scope']]);
    const r = validatePurchase(add({ ...force, rank: 1 }));
    expect(r.ok && r.value).toEqual({ cost: 3, rank: 1, remaining: 7 });
  });

  it('exactly one target; timing and once-per-scenario cite their rules', () => {
    expect(breaches(buy({ module: undefined }))).toEqual([['PURCHASE_TARGET_INVALID', 'SMS §8: a purchase raises one existing module or adds one new module']]);
    expect(breaches(buy({ newModule: { ...force, rank: 1 } }))).toEqual([['PURCHASE_TARGET_INVALID', 'SMS §8: a purchase raises one existing module or adds one new module']]);
    expect(breaches(buy({ hasCompletedScenario: false, alreadyBoughtThisScenario: true }))).toEqual([
      ['NOT_AT_SCENARIO_END', 'SMS §8: experience is spent at the end of a scenario'],
      ['RANK_ALREADY_RAISED_THIS_SCENARIO', 'SMS §8: at most +1 rank per module per scenario end'],
    ]);
  });
});
