import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { uniformCharacteristics } from '../../../src/rules/ylnies/characteristics.js';
import { NO_EQUIPMENT } from '../../../src/rules/ylnies/equipment.js';
import {
  type TrainingState,
  adjustCharacteristic,
  grantSkillIncreases,
  recordTraining,
  rollSkillIncreases,
  startTraining,
} from '../../../src/rules/ylnies/progression.js';
import { NO_WOUNDS, type Skill, type YlniesSheet } from '../../../src/rules/ylnies/sheet.js';

// Ylnies §Progression edges (pinned by mutation testing).

const skills: Skill[] = [
  { name: 'Épée', characteristic: 'AGI', kind: 'SKILL', value: 10, innate: false },
  { name: 'Arc', characteristic: 'AGI', kind: 'SKILL', value: 4, innate: false },
];
const breaches = (r: { ok: boolean; violations?: { code: string; rule: string }[] }) => (r.ok ? [] : r.violations!.map((v) => [v.code, v.rule]));
const SCENARIO = 'Ylnies §Progression: skills used may rise at the end of a scenario, by GM decision or at random';
const TRAINING = 'Ylnies §Progression: training takes a time set by the skill and is lost if interrupted too long';

describe('Ylnies §Progression at a scenario end', () => {
  it('GM grants: default +1, any whole amount ≥ 1; 0 and 1.5 refused; only the named skill rises', () => {
    const r = grantSkillIncreases(skills, [{ skill: 'épée' }, { skill: 'Arc', amount: 3 }]);
    expect(r.ok && r.value.map((s) => s.value)).toEqual([11, 7]);
    expect(breaches(grantSkillIncreases(skills, [{ skill: 'Arc', amount: 0 }]))).toEqual([['BAD_INCREASE', SCENARIO]]);
    expect(breaches(grantSkillIncreases(skills, [{ skill: 'Arc', amount: 1.5 }]))).toEqual([['BAD_INCREASE', SCENARIO]]);
    expect(breaches(grantSkillIncreases(skills, [{ skill: 'Nage' }]))).toEqual([['SKILL_NOT_FOUND', 'Ylnies §Progression: only a skill the character has can rise']]);
  });

  it('random: a total equal to the value does not raise it; one more does', () => {
    const r = rollSkillIncreases(scriptedRng([1, 2, 3, 4, 1, 1, 1, 2]), skills, ['Épée', 'Arc']);
    expect(r.ok && r.value.rolls).toEqual([
      { skill: 'Épée', dice: [1, 2, 3, 4], before: 10, raised: false },
      { skill: 'Arc', dice: [1, 1, 1, 2], before: 4, raised: true },
    ]);
    expect(r.ok && r.value.skills.map((s) => s.value)).toEqual([10, 5]);
  });

  it('random: the same skill twice (any case) is refused', () => {
    expect(breaches(rollSkillIncreases(scriptedRng([]), skills, ['Arc', ' arc ']))).toEqual([['SKILL_LISTED_TWICE', SCENARIO]]);
  });
});

describe('Ylnies §Progression training', () => {
  it('start: required ≥ 1 day, tolerated break ≥ 0 days', () => {
    expect(startTraining(skills, 'arc', 1, 0)).toEqual({ ok: true, value: { skill: 'Arc', requiredDays: 1, progressDays: 0, maxBreakDays: 0, breakDays: 0 } });
    expect(breaches(startTraining(skills, 'Arc', 0, -1))).toEqual([
      ['BAD_TRAINING_DURATION', TRAINING],
      ['BAD_TRAINING_DURATION', TRAINING],
    ]);
    expect(breaches(startTraining(skills, 'Arc', 1.5, 0))).toEqual([['BAD_TRAINING_DURATION', TRAINING]]);
  });

  const t: TrainingState = { skill: 'Arc', requiredDays: 5, progressDays: 2, maxBreakDays: 3, breakDays: 0 };

  it('a break of exactly the tolerated length keeps the progress; one day more loses it', () => {
    const kept = recordTraining(skills, t, { kind: 'BREAK', days: 3 });
    expect(kept.ok && kept.value).toMatchObject({ lost: false, completed: false, training: { progressDays: 2, breakDays: 3 } });
    const lost = recordTraining(skills, t, { kind: 'BREAK', days: 4 });
    expect(lost.ok && lost.value).toMatchObject({ lost: true, training: { progressDays: 0, breakDays: 0 } });
    // Nothing to lose yet: the break just counts.
    const idle = recordTraining(skills, { ...t, progressDays: 0 }, { kind: 'BREAK', days: 9 });
    expect(idle.ok && idle.value).toMatchObject({ lost: false, training: { breakDays: 9 } });
  });

  it('training days end a break; exactly the required days complete it', () => {
    const short = recordTraining(skills, { ...t, breakDays: 2 }, { kind: 'TRAIN', days: 2 });
    expect(short.ok && short.value).toMatchObject({ completed: false, training: { progressDays: 4, breakDays: 0 } });
    expect(short.ok && short.value.skills.map((s) => s.value)).toEqual([10, 4]);
    const done = recordTraining(skills, t, { kind: 'TRAIN', days: 3 });
    expect(done.ok && done.value).toMatchObject({ completed: true, lost: false, training: { progressDays: 0, breakDays: 0 } });
    expect(done.ok && done.value.skills.map((s) => s.value)).toEqual([10, 5]);
  });

  it('days must be ≥ 1 and the skill must still exist', () => {
    expect(breaches(recordTraining(skills, t, { kind: 'TRAIN', days: 0 }))).toEqual([['BAD_TRAINING_DURATION', TRAINING]]);
    expect(breaches(recordTraining([], t, { kind: 'TRAIN', days: 1 }))).toEqual([['SKILL_NOT_FOUND', 'Ylnies §Progression: only a skill the character has can rise']]);
  });
});

describe('Ylnies §Progression characteristics', () => {
  const sheet: YlniesSheet = {
    race: { key: 'HUMAN' } as never,
    characteristics: uniformCharacteristics(6),
    skills,
    manaPoints: 30,
    mana: 25,
    wounds: NO_WOUNDS,
    equipment: NO_EQUIPMENT,
  };

  it('down to exactly 1 is allowed, 0 is not', () => {
    const r = adjustCharacteristic(sheet, 'STR', -5, 'GM');
    expect(r.ok && r.value.characteristics.STR).toBe(1);
    expect(breaches(adjustCharacteristic(sheet, 'STR', -6, 'GM'))).toEqual([['CHARACTERISTIC_BELOW_MINIMUM', 'Ylnies §Creation: a characteristic never goes below 1']]);
  });

  it('Mana moves the maximum; current mana is capped, never raised', () => {
    const up = adjustCharacteristic(sheet, 'MAN', 2, 'GM');
    expect(up.ok && up.value).toMatchObject({ manaPoints: 40, mana: 25 });
    const down = adjustCharacteristic(sheet, 'MAN', -2, 'GM');
    expect(down.ok && down.value).toMatchObject({ manaPoints: 20, mana: 20 });
  });

  it('only the GM, a known key and a whole delta; every breach reported', () => {
    const rule = 'Ylnies §Progression: characteristics do not rise naturally';
    expect(breaches(adjustCharacteristic(sheet, 'LUCK', 0.5, 'PLAYER'))).toEqual([
      ['CHARACTERISTIC_NOT_RAISABLE', rule],
      ['UNKNOWN_CHARACTERISTIC', rule],
      ['BAD_DELTA', rule],
    ]);
  });
});
