import { describe, expect, it } from 'vitest';
import { mayActivate, sheetPartFor } from '../../src/rules/character-sheet.js';
import type { RuleResult } from '../../src/rules/violation.js';

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));

describe('the sheet part a campaign reads', () => {
  it('an SMS campaign takes the sms part alone', () => {
    expect(sheetPartFor('SMS', { sms: true, ylnies: false })).toEqual({ ok: true, value: 'SMS' });
    expect(breach(sheetPartFor('SMS', { sms: false, ylnies: false }))).toEqual([['SMS_SHEET_REQUIRED', 'SMS §1: characters are made of modules']]);
    expect(breach(sheetPartFor('SMS', { sms: true, ylnies: true }))).toEqual([['SMS_SHEET_REQUIRED', 'SMS §1: characters are made of modules']]);
    const r = sheetPartFor('SMS', { sms: false, ylnies: true });
    expect(breach(r)).toEqual([['SMS_SHEET_REQUIRED', 'SMS §1: characters are made of modules']]);
    expect(!r.ok && r.violations[0]!.message).toBe('This is an SMS campaign: give the `sms` part of the input (and no `ylnies`).');
  });

  it('a Ylnies campaign takes the ylnies part alone', () => {
    const rule = 'Ylnies §Characteristics: characteristics and skills, no modules';
    expect(sheetPartFor('YLNIES', { sms: false, ylnies: true })).toEqual({ ok: true, value: 'YLNIES' });
    expect(breach(sheetPartFor('YLNIES', { sms: false, ylnies: false }))).toEqual([['YLNIES_SHEET_REQUIRED', rule]]);
    expect(breach(sheetPartFor('YLNIES', { sms: true, ylnies: true }))).toEqual([['YLNIES_SHEET_REQUIRED', rule]]);
    const r = sheetPartFor('YLNIES', { sms: true, ylnies: false });
    expect(!r.ok && r.violations[0]!.message).toBe('This is a Ylnies campaign: give the `ylnies` part of the input (and no `sms`).');
  });
});

describe('activation', () => {
  it('a DRAFT becomes ACTIVE once', () => {
    expect(mayActivate('DRAFT')).toEqual({ ok: true, value: 'ACTIVE' });
    expect(mayActivate('ACTIVE')).toEqual({
      ok: false,
      violations: [{ code: 'ALREADY_ACTIVE', rule: 'API: DRAFT → ACTIVE happens once', message: 'This character is already active.' }],
    });
  });
});
