import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { uniformCharacteristics } from '../../../src/rules/ylnies/characteristics.js';
import {
  adjustCharacteristic,
  grantSkillIncreases,
  recordTraining,
  rollSkillIncreases,
  startTraining,
} from '../../../src/rules/ylnies/progression.js';
import { pureRace } from '../../../src/rules/ylnies/races.js';
import { NO_EQUIPMENT } from '../../../src/rules/ylnies/equipment.js';
import { NO_WOUNDS, type Skill, type YlniesSheet } from '../../../src/rules/ylnies/sheet.js';

const skills: Skill[] = [
  { name: 'Épée', characteristic: 'AGI', kind: 'SKILL', value: 8, innate: false },
  { name: 'Pistage', characteristic: 'PER', kind: 'SKILL', value: 21, innate: false },
  { name: 'Feu', characteristic: 'WIL', kind: 'SPELL', value: 6, innate: true },
];
const codes = (r: { ok: boolean; violations?: { code: string }[] }) => (r.ok ? [] : r.violations!.map((v) => v.code));

describe('Ylnies §Progression: end of scenario', () => {
  it('the GM grants increases, with no maximum', () => {
    const r = grantSkillIncreases(skills, [{ skill: 'épée' }, { skill: 'Pistage', amount: 3 }]);
    expect(r.ok && r.value.map((s) => s.value)).toEqual([9, 24, 6]);
    expect(codes(grantSkillIncreases(skills, [{ skill: 'Nage' }, { skill: 'Feu', amount: 0 }]))).toEqual(['SKILL_NOT_FOUND', 'BAD_INCREASE']);
  });
  it('random: 4d6 above the current value raises it by 1', () => {
    // Épée 8: 1,2,3,3 = 9 > 8 → 9; Pistage 21: 6,6,5,4 = 21, not above → stays
    const r = rollSkillIncreases(scriptedRng([1, 2, 3, 3, 6, 6, 5, 4]), skills, ['Épée', 'Pistage']);
    expect(r.ok && r.value.rolls.map((x) => [x.skill, x.before, x.raised])).toEqual([
      ['Épée', 8, true],
      ['Pistage', 21, false],
    ]);
    expect(r.ok && r.value.skills.map((s) => s.value)).toEqual([9, 21, 6]);
    // equal is not above
    const eq = rollSkillIncreases(scriptedRng([2, 2, 2, 2]), skills, ['Épée']);
    expect(eq.ok && eq.value.rolls[0]?.raised).toBe(false);
  });
  it('random: unknown or repeated skills are refused before any roll', () => {
    expect(codes(rollSkillIncreases(scriptedRng([]), skills, ['Nage', 'Feu', 'feu']))).toEqual(['SKILL_NOT_FOUND', 'SKILL_LISTED_TWICE']);
  });
});

describe('Ylnies §Progression: training', () => {
  it('completes after the required days and raises the skill', () => {
    const t = startTraining(skills, 'Épée', 30, 3);
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    const a = recordTraining(skills, t.value, { kind: 'TRAIN', days: 20 });
    expect(a.ok && a.value).toMatchObject({ completed: false, training: { progressDays: 20 } });
    if (!a.ok) return;
    const b = recordTraining(skills, a.value.training, { kind: 'BREAK', days: 3 });
    expect(b.ok && b.value).toMatchObject({ lost: false, training: { progressDays: 20, breakDays: 3 } });
    if (!b.ok) return;
    const c = recordTraining(skills, b.value.training, { kind: 'TRAIN', days: 10 });
    expect(c.ok && c.value).toMatchObject({ completed: true, training: { progressDays: 0 } });
    expect(c.ok && c.value.skills[0]?.value).toBe(9);
  });
  it('a break longer than tolerated loses the progress', () => {
    const t = startTraining(skills, 'Épée', 30, 3);
    if (!t.ok) throw new Error();
    const a = recordTraining(skills, t.value, { kind: 'TRAIN', days: 20 });
    if (!a.ok) throw new Error();
    const b = recordTraining(skills, a.value.training, { kind: 'BREAK', days: 2 });
    if (!b.ok) throw new Error();
    const c = recordTraining(skills, b.value.training, { kind: 'BREAK', days: 2 });
    expect(c.ok && c.value).toMatchObject({ lost: true, training: { progressDays: 0, breakDays: 0 } });
  });
  it('bad durations and unknown skills', () => {
    expect(codes(startTraining(skills, 'Nage', 0, -1))).toEqual(['SKILL_NOT_FOUND', 'BAD_TRAINING_DURATION', 'BAD_TRAINING_DURATION']);
  });
});

describe('Ylnies §Progression: characteristics', () => {
  const race = pureRace('HUMAN');
  if (!race.ok) throw new Error();
  const sheet: YlniesSheet = {
    race: race.value,
    characteristics: uniformCharacteristics(6),
    skills,
    manaPoints: 30,
    mana: 30,
    wounds: NO_WOUNDS,
    equipment: NO_EQUIPMENT,
  };
  it('do not rise naturally: only the GM may change them', () => {
    expect(codes(adjustCharacteristic(sheet, 'STR', 1, 'PLAYER'))).toEqual(['CHARACTERISTIC_NOT_RAISABLE']);
    expect(adjustCharacteristic(sheet, 'STR', 1, 'GM')).toMatchObject({ ok: true, value: { characteristics: { STR: 7 } } });
  });
  it('a Mana change moves the mana maximum; never below 1', () => {
    expect(adjustCharacteristic(sheet, 'MAN', -2, 'GM')).toMatchObject({ ok: true, value: { manaPoints: 20, mana: 20 } });
    expect(codes(adjustCharacteristic(sheet, 'MAN', -6, 'GM'))).toEqual(['CHARACTERISTIC_BELOW_MINIMUM']);
    expect(codes(adjustCharacteristic(sheet, 'LUCK', 1, 'GM'))).toEqual(['UNKNOWN_CHARACTERISTIC']);
  });
});
