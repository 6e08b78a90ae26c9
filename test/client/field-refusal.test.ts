/**
 * The split every form uses to show a refusal beside the field it concerns (web/src/lib/field-refusal.ts):
 * issues by their input path, violations by their rule code, the rest at the foot of the form.
 */
import { describe, expect, it } from 'vitest';
import { fieldIn, splitRefusal } from '../../web/src/lib/field-refusal.js';

const fields = fieldIn({ module: ['effects.0.module', 'BAD_TEMPORARY_MODULE'], effect: ['effects'], power: ['power', 'POWER_TOO_LOW*'] });

describe('a refusal split by field', () => {
  it('puts a path under the first field naming it or a parent of it, and a code by name or prefix', () => {
    expect(fields({ path: 'effects.0.module.rank' })).toBe('module');
    expect(fields({ path: 'effects.1.kind' })).toBe('effect');
    expect(fields({ path: 'powerModule' })).toBeUndefined();
    expect(fields({ code: 'POWER_TOO_LOW_FOR_DAMAGE_TYPE' })).toBe('power');
    expect(fields({ code: 'BAD_TEMPORARY_MODULE' })).toBe('module');
    expect(fields({ code: 'SPELL_NAME_TAKEN' })).toBeUndefined();
  });

  it('keeps each rule cited with its field, and what concerns no field for the foot of the form', () => {
    const { fields: parts, rest } = splitRefusal(
      {
        __typename: 'RuleViolation',
        message: 'power 0',
        code: 'POWER_TOO_LOW',
        rule: 'SMS §2',
        violations: [
          { code: 'POWER_TOO_LOW', message: 'power 0', rule: 'SMS §2' },
          { code: 'SPELL_NAME_TAKEN', message: 'taken', rule: 'API' },
        ],
      },
      fields,
    );
    expect(parts.power?.violations).toEqual([{ code: 'POWER_TOO_LOW', message: 'power 0', rule: 'SMS §2' }]);
    expect(rest?.violations).toEqual([{ code: 'SPELL_NAME_TAKEN', message: 'taken', rule: 'API' }]);
  });

  it('splits a ValidationError by its issues, and leaves a bare failure whole at the foot', () => {
    const { fields: parts, rest } = splitRefusal({ __typename: 'ValidationError', message: 'bad', code: 'VALIDATION', issues: [{ path: 'power', message: 'too small' }] }, fields);
    expect(parts.power?.issues).toEqual([{ path: 'power', message: 'too small' }]);
    expect(rest).toBeNull();
    expect(splitRefusal({ message: 'Network' }, fields)).toEqual({ fields: {}, rest: { message: 'Network' } });
    expect(splitRefusal(null, fields)).toEqual({ fields: {}, rest: null });
  });
});
