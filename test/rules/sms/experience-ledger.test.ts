import { describe, expect, it } from 'vitest';
import { PROGRESSION_RULES } from '../../../src/rules/sms/experience.js';
import { EXPERIENCE_RULES, awardSource, awardXp, awardees, mayBuyRanks, newModuleNotOnSheet, purchaseOvertaken } from '../../../src/rules/sms/experience-ledger.js';

const codes = (r: { ok: boolean; violations?: { code: string }[] }) => (r.ok ? [] : (r.violations ?? []).map((v) => v.code));

describe('awards (SMS §8: +1 per session played, +1 per scenario completed, +1 bonus)', () => {
  it('a session or a scenario is worth exactly 1 XP; the GM’s own award what is given, default 1', () => {
    for (const kind of ['SESSION', 'SCENARIO', 'SCENARIO_BONUS'] as const) {
      expect(awardXp(kind, 1)).toEqual({ ok: true, value: 1 });
      expect(awardXp(kind, null)).toEqual({ ok: true, value: 1 });
      expect(awardXp(kind, undefined)).toEqual({ ok: true, value: 1 });
      expect(codes(awardXp(kind, 2))).toEqual(['AWARD_XP_FIXED']);
    }
    expect(awardXp('SESSION', 3)).toEqual({ ok: false, violations: [{ code: 'AWARD_XP_FIXED', rule: EXPERIENCE_RULES.earning, message: 'A session is worth 1 XP, not 3.' }] });
    expect(awardXp('SCENARIO_BONUS', 0)).toMatchObject({ ok: false, violations: [{ message: 'A scenario is worth 1 XP, not 0.' }] });
    expect(awardXp('MANUAL', 5)).toEqual({ ok: true, value: 5 });
    expect(awardXp('MANUAL', null)).toEqual({ ok: true, value: 1 });
  });

  const sms = { id: 'a', ruleset: 'SMS' };
  const ylnies = { id: 'y', ruleset: 'YLNIES' };

  it('awards go to SMS characters of the campaign, every one asked', () => {
    expect(awardees(['a'], [sms])).toEqual({ ok: true, value: [sms] });
    expect(awardees([], [])).toEqual({ ok: true, value: [] });
    expect(awardees(['a', 'x', 'x', 'z'], [sms])).toEqual({
      ok: false,
      violations: [{ code: 'UNKNOWN_CHARACTER', rule: EXPERIENCE_RULES.participants, message: 'Not characters of this campaign: the 2nd, 4th characters named.' }],
    });
    expect(awardees(['a', 'y'], [sms, ylnies])).toEqual({
      ok: false,
      violations: [{ code: 'NO_EXPERIENCE_IN_YLNIES', rule: EXPERIENCE_RULES.ylnies, message: 'Ylnies characters have no experience points.' }],
    });
    expect(awardees(['q'], [])).toMatchObject({ ok: false, violations: [{ message: 'Not characters of this campaign: the 1st character named.' }] });
    // A missing character is named before a Ylnies one.
    expect(codes(awardees(['y', 'x'], [ylnies]))).toEqual(['UNKNOWN_CHARACTER']);
  });

  it('a session pays once played; a scenario (or its bonus) once completed', () => {
    expect(awardSource('SESSION', { title: 'S', status: 'PLAYED' })).toEqual({ ok: true, value: true });
    expect(awardSource('SESSION', { title: 'S', status: 'PLANNED' })).toEqual({
      ok: false,
      violations: [{ code: 'SESSION_NOT_PLAYED', rule: EXPERIENCE_RULES.sourcePlayed, message: '"S" has not been played yet.', params: { title: 'S' } }],
    });
    expect(awardSource('SCENARIO', { title: 'K', status: 'COMPLETED' })).toEqual({ ok: true, value: true });
    expect(awardSource('SCENARIO_BONUS', { title: 'K', status: 'COMPLETED' })).toEqual({ ok: true, value: true });
    expect(awardSource('SCENARIO', { title: 'K', status: 'STARTED' })).toEqual({
      ok: false,
      violations: [{ code: 'SCENARIO_NOT_COMPLETED', rule: EXPERIENCE_RULES.sourcePlayed, message: '"K" is not completed yet.', params: { title: 'K' } }],
    });
    expect(awardSource('SCENARIO_BONUS', { title: 'K', status: 'STARTED' })).toMatchObject({ ok: false, violations: [{ rule: EXPERIENCE_RULES.bonusScenario }] });
  });
});

describe('who spends experience, and what a purchase may add', () => {
  it('an ACTIVE SMS character; not a Ylnies one (named first), not a DRAFT', () => {
    expect(mayBuyRanks({ ruleset: 'SMS', status: 'ACTIVE' })).toEqual({ ok: true, value: true });
    expect(mayBuyRanks({ ruleset: 'SMS', status: 'DRAFT' })).toEqual({
      ok: false,
      violations: [{ code: 'CHARACTER_NOT_ACTIVE', rule: EXPERIENCE_RULES.active, message: 'Activate the character first: a DRAFT changes its modules within the creation rules.' }],
    });
    expect(mayBuyRanks({ ruleset: 'YLNIES', status: 'ACTIVE' })).toEqual({
      ok: false,
      violations: [{ code: 'NO_EXPERIENCE_IN_YLNIES', rule: EXPERIENCE_RULES.ylnies, message: 'Ylnies characters progress by skill increases, not by spending experience.' }],
    });
    expect(codes(mayBuyRanks({ ruleset: 'YLNIES', status: 'DRAFT' }))).toEqual(['NO_EXPERIENCE_IN_YLNIES']);
  });

  it('a new module already on the sheet (same name key, trimmed) is refused, naming the one on the sheet', () => {
    const sheet = [{ name: 'Escrime' }, { name: 'Cheval' }];
    expect(newModuleNotOnSheet(sheet, 'Natation')).toEqual({ ok: true, value: true });
    expect(newModuleNotOnSheet([], 'Escrime')).toEqual({ ok: true, value: true });
    expect(newModuleNotOnSheet(sheet, '  Escrime ')).toEqual({
      ok: false,
      violations: [{ code: 'MODULE_ALREADY_ON_SHEET', rule: EXPERIENCE_RULES.duplicate, message: '"Escrime" is already on the sheet: raise it by its id.' }],
    });
  });

  it('a purchase overtaken by another between read and write names the rule it then broke', () => {
    expect(purchaseOvertaken('module-on-sheet', 'Escrime', 3)).toEqual({ code: 'MODULE_ALREADY_ON_SHEET', rule: EXPERIENCE_RULES.duplicate, message: '"Escrime" is already on the sheet: raise it by its id.' });
    expect(purchaseOvertaken('rank-this-scenario', 'Escrime', 3)).toEqual({
      code: 'RANK_ALREADY_RAISED_THIS_SCENARIO',
      rule: PROGRESSION_RULES.oncePerScenario,
      message: '"Escrime" already gained a rank at this scenario end.',
      params: { module: 'Escrime' },
    });
    expect(purchaseOvertaken('experience-spent', 'Escrime', 3)).toEqual({ code: 'INSUFFICIENT_EXPERIENCE', rule: PROGRESSION_RULES.available, message: 'A rank of "Escrime" costs 3 XP; not enough is left.', params: { module: 'Escrime', cost: 3 } });
  });
});
