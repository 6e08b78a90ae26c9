import { describe, expect, it } from 'vitest';
import { CHARACTERISTIC_KEYS, characteristicShapeViolations } from '../../../src/rules/ylnies/characteristics.js';

// Ylnies characteristics from outside: each refusal names the characteristic it concerns and
// the value it compares (docs/rules.md "Messages are for people"); only those fragments are
// asserted (pinned by mutation testing, issue 22 item 23).

const all = (v: number) => Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, v])) as Record<string, number>;

describe('characteristicShapeViolations names what it refuses', () => {
  it('an unknown key, a missing one, a fraction, a value below the minimum', () => {
    const { AGI: _agi, ...noAgi } = all(5);
    const v = characteristicShapeViolations({ ...noAgi, LUCK: 3, CON: 2.5, STR: 0 }, 'R', 1);
    expect(v.map((x) => [x.code, x.rule])).toEqual([
      ['UNKNOWN_CHARACTERISTIC', 'R'],
      ['CHARACTERISTIC_MISSING', 'R'],
      ['CHARACTERISTIC_NOT_INTEGER', 'R'],
      ['CHARACTERISTIC_BELOW_MINIMUM', 'R'],
    ]);
    expect(v[0]!.message).toContain('"LUCK"');
    expect(v[1]!.message).toContain('AGI');
    expect(v[2]!.message).toContain('CON');
    expect(v[2]!.message).toContain('2.5');
    expect(v[3]!.message).toContain('STR is 0');
    expect(v[3]!.message).toContain('minimum 1');
  });
});
