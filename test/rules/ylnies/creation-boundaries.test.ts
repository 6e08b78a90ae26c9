import { describe, expect, it } from 'vitest';
import { uniformCharacteristics } from '../../../src/rules/ylnies/characteristics.js';
import { type SkillInput, buyCharacteristics, characteristicsFromRolls, checkCreationSkills, createSheet } from '../../../src/rules/ylnies/creation.js';
import { pureRace } from '../../../src/rules/ylnies/races.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// Ylnies §Creation edges (pinned by mutation testing).

const codes = <T>(r: RuleResult<T>) => (r.ok ? [] : r.violations.map((v) => v.code));
const human = (() => {
  const r = pureRace('HUMAN');
  if (!r.ok) throw new Error('race');
  return r.value;
})();
const none = uniformCharacteristics(0);
const rollsOf = (pair: number[]) => Object.fromEntries(['AGI', 'APP', 'CHA', 'CON', 'STR', 'INT', 'MAN', 'PER', 'REF', 'WIL'].map((k) => [k, pair]));
const innate = (value: number, over: Partial<SkillInput> = {}): SkillInput => ({ name: 'Feu', characteristic: 'MAN', kind: 'SPELL', value, innate: true, ...over });

describe('Ylnies §Creation random rolls', () => {
  it('faces 1 and 6 are d6 faces; 0, 7, 2.5, one die or a missing key are not', () => {
    expect(characteristicsFromRolls(rollsOf([1, 6]), none).ok).toBe(true);
    for (const bad of [
      [0, 3],
      [3, 7],
      [2.5, 3],
      [3],
    ]) {
      const r = characteristicsFromRolls({ ...rollsOf([3, 3]), STR: bad }, none);
      expect(!r.ok && r.violations.map((v) => [v.code, v.rule])).toEqual([['BAD_CHARACTERISTIC_ROLL', 'Ylnies §Creation: random characteristics are 2d6 + 1 + racial modifier']]);
    }
    const missing = { ...rollsOf([3, 3]) };
    delete missing.WIL;
    const r = characteristicsFromRolls(missing, none);
    expect(!r.ok && r.violations[0]!.message).toBe('WIL needs two d6 faces, got null');
  });
});

describe('Ylnies §Creation points', () => {
  it('13 is the highest base, 14 is refused; a missing base is reported once, not as above the maximum', () => {
    const bases = { ...uniformCharacteristics(5), STR: 13 };
    expect(buyCharacteristics(bases, none).ok).toBe(true);
    const r = buyCharacteristics({ ...bases, STR: 14 }, none);
    expect(!r.ok && r.violations.map((v) => [v.code, v.rule])).toEqual([
      ['CHARACTERISTIC_ABOVE_MAXIMUM', 'Ylnies §Creation: each base characteristic is 1 to 13 before the racial modifier'],
    ]);
    const partial: Record<string, number> = { ...bases };
    delete partial.INT;
    expect(codes(buyCharacteristics(partial, none))).toEqual(['CHARACTERISTIC_MISSING']);
    expect(codes(buyCharacteristics({ ...bases, STR: 13.5 }, none))).toEqual(['CHARACTERISTIC_NOT_INTEGER']);
  });
});

describe('Ylnies §Creation skills', () => {
  const ctx = { willpower: 5, available: 75 };

  it('duplicates are found case-insensitively after trimming; blank names are not duplicates of each other', () => {
    const r = checkCreationSkills([innate(5), { name: 'Épée', characteristic: 'AGI', kind: 'SKILL', value: 2 }, { name: ' épée ', characteristic: 'AGI', kind: 'SKILL', value: 2 }], ctx);
    expect(codes(r)).toEqual(['SKILL_DUPLICATE']);
    const blanks = checkCreationSkills([innate(5), { name: ' ', characteristic: 'AGI', kind: 'SKILL', value: 1 }, { name: '', characteristic: 'AGI', kind: 'SKILL', value: 1 }], ctx);
    expect(codes(blanks)).toEqual(['SKILL_NAME_EMPTY', 'SKILL_NAME_EMPTY']);
  });

  it('an unknown kind is refused', () => {
    expect(codes(checkCreationSkills([innate(5), { name: 'X', characteristic: 'AGI', kind: 'TALENT' as never, value: 1 }], ctx))).toEqual(['SKILL_KIND_UNKNOWN']);
  });

  it('unknown Willpower skips the innate value checks but still counts the rest', () => {
    const r = checkCreationSkills([innate(40)], { willpower: null, available: 75 });
    expect(r.ok && r.value).toMatchObject({ spent: 0, unspent: 75 });
  });

  it('an invalid value costs nothing in the sum, so only its own breach is reported', () => {
    const r = checkCreationSkills([innate(5), { name: 'X', characteristic: 'AGI', kind: 'SKILL', value: -80 }], { willpower: 5, available: 0 });
    expect(codes(r)).toEqual(['SKILL_VALUE_INVALID']);
    const zero = checkCreationSkills([innate(5), { name: 'Y', characteristic: 'AGI', kind: 'SPELL', value: 0 }], { willpower: 5, available: 0 });
    expect(zero.ok && zero.value.spent).toBe(0);
  });

  it('returns clean skills: trimmed names, innate only when exactly true', () => {
    const r = checkCreationSkills([innate(5, { name: ' Feu ' }), { name: 'Arc', characteristic: 'AGI', kind: 'SKILL', value: 3, innate: undefined }], ctx);
    expect(r.ok && r.value.skills).toEqual([
      { name: 'Feu', characteristic: 'MAN', kind: 'SPELL', value: 5, innate: true },
      { name: 'Arc', characteristic: 'AGI', kind: 'SKILL', value: 3, innate: false },
    ]);
  });
});

describe('Ylnies §Creation sheet', () => {
  it('a broken skill list alone fails the sheet; a good one gives fresh wound lists', () => {
    const bad = createSheet({ race: human, characteristics: { method: 'POINTS', bases: uniformCharacteristics(7) }, skills: [] });
    expect(codes(bad)).toEqual(['INNATE_MISSING']);
    const good = createSheet({ race: human, characteristics: { method: 'POINTS', bases: uniformCharacteristics(7) }, skills: [innate(7)] });
    expect(good.ok && good.value.sheet.wounds).toEqual({ light: 0, grave: [], critical: [], unconscious: false, outOfCombat: false, dead: false });
    expect(good.ok && good.value.sheet).toMatchObject({ manaPoints: 35, mana: 35 });
    expect(good.ok && good.value.skillPoints).toEqual({ spent: 0, available: 90, unspent: 90 });
  });

  it('broken characteristics alone fail the sheet', () => {
    const bad = createSheet({ race: human, characteristics: { method: 'RANDOM', rolls: rollsOf([0, 0]) }, skills: [innate(7)] });
    expect(codes(bad)).toHaveLength(10);
  });
});
