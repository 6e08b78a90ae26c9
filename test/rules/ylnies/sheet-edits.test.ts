import { describe, expect, it } from 'vitest';
import { INNATE_RANDOM_RULE, innateValuesBeforeRoll } from '../../../src/rules/ylnies/creation.js';
import { EDIT_RULES, equipmentEdit, progressing, skillsEdit, trainingAsked } from '../../../src/rules/ylnies/sheet-edits.js';
import { TABLE_RULES } from '../../../src/rules/ylnies/table.js';

const codes = (r: { ok: boolean; violations?: { code: string }[] }) => (r.ok ? [] : (r.violations ?? []).map((v) => v.code));

describe('who edits a Ylnies sheet', () => {
  it('skills: a DRAFT PC under the creation rules (owner or GM); otherwise the GM alone, without them', () => {
    expect(skillsEdit({ kind: 'PC', status: 'DRAFT' }, 'PLAYER')).toEqual({ ok: true, value: { creationRules: true } });
    expect(skillsEdit({ kind: 'PC', status: 'DRAFT' }, 'GM')).toEqual({ ok: true, value: { creationRules: true } });
    expect(skillsEdit({ kind: 'PC', status: 'ACTIVE' }, 'GM')).toEqual({ ok: true, value: { creationRules: false } });
    expect(skillsEdit({ kind: 'NPC', status: 'DRAFT' }, 'GM')).toEqual({ ok: true, value: { creationRules: false } });
    expect(skillsEdit({ kind: 'PC', status: 'ACTIVE' }, 'PLAYER')).toEqual({
      ok: false,
      violations: [{ code: 'CHARACTER_ACTIVE', rule: EDIT_RULES.active, message: 'This character is active: its skills change by progression, or by the GM.' }],
    });
    expect(codes(skillsEdit({ kind: 'NPC', status: 'DRAFT' }, 'PLAYER'))).toEqual(['CHARACTER_ACTIVE']);
  });

  it('equipment: the owner while DRAFT, the GM always', () => {
    expect(equipmentEdit({ status: 'DRAFT' }, 'PLAYER')).toEqual({ ok: true, value: true });
    expect(equipmentEdit({ status: 'ACTIVE' }, 'GM')).toEqual({ ok: true, value: true });
    expect(equipmentEdit({ status: 'ACTIVE' }, 'PLAYER')).toEqual({
      ok: false,
      violations: [{ code: 'EQUIPMENT_IS_GM_ONLY', rule: EDIT_RULES.equipment, message: 'Once the character is active, the GM changes its equipment.' }],
    });
  });

  it('a DRAFT PC does not progress; an ACTIVE PC or any NPC does', () => {
    expect(progressing({ kind: 'PC', status: 'ACTIVE' })).toEqual({ ok: true, value: true });
    expect(progressing({ kind: 'NPC', status: 'DRAFT' })).toEqual({ ok: true, value: true });
    expect(progressing({ kind: 'PC', status: 'DRAFT' })).toEqual({
      ok: false,
      violations: [{ code: 'CHARACTER_DRAFT', rule: TABLE_RULES.draft, message: 'This character is still being built; set its skills with `setYlniesSkills`, or activate it first.' }],
    });
  });

  it('training: the GM sets its time and starts it; the owner records days of one in progress', () => {
    expect(trainingAsked('PLAYER', 'Épée', false, true)).toEqual({ ok: true, value: true });
    expect(trainingAsked('GM', 'Épée', true, false)).toEqual({ ok: true, value: true });
    expect(trainingAsked('GM', 'Épée', false, false)).toEqual({ ok: true, value: true });
    expect(trainingAsked('PLAYER', 'Épée', true, true)).toEqual({
      ok: false,
      violations: [{ code: 'TRAINING_TIME_IS_GM_SET', rule: TABLE_RULES.training, message: 'The GM sets how long a training takes.' }],
    });
    // Both wrong: the time is named first.
    expect(codes(trainingAsked('PLAYER', 'Épée', true, false))).toEqual(['TRAINING_TIME_IS_GM_SET']);
    expect(trainingAsked('PLAYER', 'Épée', false, false)).toEqual({
      ok: false,
      violations: [{ code: 'TRAINING_NOT_STARTED', rule: TABLE_RULES.training, message: 'No training of "Épée" in progress: the GM starts it.', params: { skill: 'Épée' } }],
    });
  });
});

describe('RANDOM creation: the innate value is the Willpower still to roll', () => {
  it('refuses each innate skill given a value (0 included), not the others', () => {
    const found = innateValuesBeforeRoll([
      { name: ' Feu ', innate: true, value: 0 },
      { name: 'Vent', innate: true, value: null },
      { name: 'Eau', innate: true },
      { name: 'Épée', innate: false, value: 5 },
      { name: 'Arc', value: 3 },
      { name: 'Ombre', innate: true, value: 9 },
    ]);
    expect(found).toEqual([
      { code: 'INNATE_VALUE_WITH_RANDOM', rule: INNATE_RANDOM_RULE, message: 'leave the value of innate "Feu" out: it is the rolled Willpower', params: { skill: 'Feu' } },
      { code: 'INNATE_VALUE_WITH_RANDOM', rule: INNATE_RANDOM_RULE, message: 'leave the value of innate "Ombre" out: it is the rolled Willpower', params: { skill: 'Ombre' } },
    ]);
    expect(innateValuesBeforeRoll([])).toEqual([]);
    expect(INNATE_RANDOM_RULE).toBe(
      'Ylnies §Creation: one innate magical ability (a spell or a power) equal to Willpower, free; with the RANDOM method Willpower is rolled, so the innate value is set from it',
    );
  });
});
