import { describe, expect, it } from 'vitest';
import { type RequestedCharacter, checkActionRequest, checkShift } from '../../../src/rules/sms/request.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// The GM asks a PC for an action (SMS §2.4, §2.7, §2.8; a Ylnies test shares the request).

const ONLY_PLAYERS = 'SMS §2.8: only players roll; the GM never rolls, NPC abilities are difficulties';
const GM_DIFFICULTY = 'SMS §2.4: the GM sets the difficulty';
const DECLARE = 'SMS §2.1: the player declares the modules involved; the GM may refuse any';
const QUALITY = 'SMS §2.7: the quality shift is −6, −4, −2, 0, +2, +4 or +6';
const ABSOLUTE = "SMS §2.7: on an absolute threshold a die below the GM's is a failure";
const YLNIES = 'Ylnies: a test is 4d6 + characteristic + skill against a threshold';

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));

const pc = (over: Partial<RequestedCharacter> = {}): RequestedCharacter => ({ name: 'Aria', kind: 'PC', ruleset: 'SMS', moduleIds: new Set(['m1', 'm2']), ...over });

describe('SMS §2.7 quality shift', () => {
  it('even shifts only; on an absolute threshold no lower die, on a relative one any', () => {
    for (const shift of [-6, -4, -2, 0, 2, 4, 6]) expect(checkShift(shift, false)).toEqual([]);
    expect(checkShift(0, true)).toEqual([]);
    expect(checkShift(2, true)).toEqual([]);
    expect(checkShift(-2, true).map((v) => [v.code, v.rule])).toEqual([['LOWER_DIE_ON_ABSOLUTE_THRESHOLD', ABSOLUTE]]);
    expect(checkShift(1, false).map((v) => [v.code, v.rule])).toEqual([['BAD_QUALITY_SHIFT', QUALITY]]);
    // Odd is refused first, even on an absolute threshold.
    expect(checkShift(-1, true).map((v) => v.code)).toEqual(['BAD_QUALITY_SHIFT']);
  });
});

describe('SMS §2.4 a GM’s request', () => {
  it('an NPC is never asked, whatever else is wrong', () => {
    expect(breach(checkActionRequest({ threshold: 9 }, pc({ kind: 'NPC' })))).toEqual([['NPC_DOES_NOT_ROLL', ONLY_PLAYERS]]);
  });

  it('SMS: a difficulty die, not a threshold; the threshold absolute by default; modules ruled out once each', () => {
    expect(checkActionRequest({ difficulty: 8, excludedModuleIds: ['m2', 'm2'] }, pc())).toEqual({
      ok: true,
      value: { absolute: true, excludedModuleIds: ['m2'], qualityShift: null },
    });
    expect(checkActionRequest({ difficulty: 0, absolute: false, qualityShift: -4 }, pc())).toEqual({
      ok: true,
      value: { absolute: false, excludedModuleIds: [], qualityShift: -4 },
    });
    expect(breach(checkActionRequest({ threshold: 12 }, pc()))).toEqual([
      ['DIFFICULTY_REQUIRED', GM_DIFFICULTY],
      ['THRESHOLD_IS_YLNIES', GM_DIFFICULTY],
    ]);
    expect(breach(checkActionRequest({ difficulty: 8, qualityShift: -2 }, pc()))).toEqual([['LOWER_DIE_ON_ABSOLUTE_THRESHOLD', ABSOLUTE]]);
  });

  it('modules ruled out must be on the sheet, named by the label given', () => {
    const r = checkActionRequest({ difficulty: 8, excludedModuleIds: ['m1', 'ghost'] }, pc(), (kind, id) => `${kind}#${id}`);
    expect(breach(r)).toEqual([['MODULE_NOT_ON_SHEET', DECLARE]]);
    expect(r.ok ? null : r.violations[0]!.message).toBe('module Module#ghost is not on Aria’s sheet');
  });

  it('Ylnies: a threshold, and nothing of SMS', () => {
    const ylnies = pc({ ruleset: 'YLNIES', moduleIds: new Set() });
    expect(checkActionRequest({ threshold: 0 }, ylnies)).toEqual({ ok: true, value: { absolute: true, excludedModuleIds: [], qualityShift: null } });
    expect(breach(checkActionRequest({}, ylnies))).toEqual([['THRESHOLD_REQUIRED', YLNIES]]);
    for (const r of [{ difficulty: 8 }, { qualityShift: 0 }, { excludedModuleIds: ['m1'] }]) {
      expect(breach(checkActionRequest({ threshold: 10, ...r }, pc({ ruleset: 'YLNIES' })))).toEqual([['NOT_SMS', YLNIES]]);
    }
    // An empty list of modules ruled out is no SMS input.
    expect(checkActionRequest({ threshold: 10, excludedModuleIds: [] }, ylnies).ok).toBe(true);
  });
});

describe('what the messages say (the API passes them on unchanged)', () => {
  const messages = <T>(r: RuleResult<T>) => (r.ok ? [] : r.violations.map((v) => v.message));
  it('SMS and Ylnies refusals, ids raw unless labelled', () => {
    expect(messages(checkActionRequest({ threshold: 3, qualityShift: 3, excludedModuleIds: ['ghost'] }, pc()))).toEqual([
      'an SMS request needs a difficulty die',
      'SMS difficulties are dice: use `difficulty`, not `threshold`',
      'quality shift 3 is not one of −6…+6 (even)',
      'module ghost is not on Aria’s sheet',
    ]);
    expect(messages(checkActionRequest({ difficulty: 8, qualityShift: -4 }, pc()))).toEqual(['a shift of -4 on an absolute threshold can only fail']);
    expect(messages(checkActionRequest({ difficulty: 2 }, pc({ ruleset: 'YLNIES' })))).toEqual(['a Ylnies request needs a threshold', 'difficulty dice, quality shifts and modules are SMS']);
  });
});
