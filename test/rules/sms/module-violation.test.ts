import { describe, expect, it } from 'vitest';
import { MAX_SCOPE, MIN_SCOPE, signedRank } from '../../../src/rules/sms/module.js';
import { fail, ok, violation } from '../../../src/rules/violation.js';

// The smallest shared pieces: a module's signed rank and the shape of a rule result.

describe('SMS §1 module', () => {
  it('positive adds its rank, negative subtracts it, resistive adds nothing by itself', () => {
    expect(signedRank({ polarity: 'POSITIVE', rank: 3 })).toBe(3);
    expect(signedRank({ polarity: 'NEGATIVE', rank: 3 })).toBe(-3);
    expect(signedRank({ polarity: 'RESISTIVE', rank: 3 })).toBe(0);
    expect([MIN_SCOPE, MAX_SCOPE]).toEqual([1, 5]);
  });
});

describe('rule results', () => {
  it('ok carries the value; fail carries every violation, each with code, message and rule', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    const a = violation('A', 'SMS §1: x', 'first');
    const b = violation('B', 'SMS §2: y', 'second');
    expect(a).toEqual({ code: 'A', message: 'first', rule: 'SMS §1: x' });
    expect(fail(a, b)).toEqual({ ok: false, violations: [a, b] });
    expect(fail()).toEqual({ ok: false, violations: [] });
  });
});
