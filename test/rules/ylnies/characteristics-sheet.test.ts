import { describe, expect, it, vi } from 'vitest';
import {
  CHARACTERISTICS,
  CHARACTERISTIC_FLOOR,
  CHARACTERISTIC_KEYS,
  applyModifiers,
  characteristicShapeViolations,
  finalValue,
  isCharacteristicKey,
  manaPointsFor,
  modifierOf,
  uniformCharacteristics,
} from '../../../src/rules/ylnies/characteristics.js';
import { NO_WOUNDS, findSkill, isIncapacitated } from '../../../src/rules/ylnies/sheet.js';

// Ylnies §Characteristics and the sheet helpers (pinned by mutation testing).

describe('Ylnies characteristics', () => {
  it('ten characteristics in the seed’s order, with names from the data file', () => {
    expect(CHARACTERISTICS.map((c) => c.key)).toEqual([...CHARACTERISTIC_KEYS]);
    expect(CHARACTERISTICS.every((c) => c.name.fr.length > 0 && c.name.en.length > 0)).toBe(true);
    expect(isCharacteristicKey('MAN')).toBe(true);
    expect(isCharacteristicKey('man')).toBe(false);
  });

  it('the names load afresh from the data file, every key checked', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/rules/ylnies/characteristics.js');
    expect(fresh.CHARACTERISTICS.map((c) => c.key)).toEqual(['AGI', 'APP', 'CHA', 'CON', 'STR', 'INT', 'MAN', 'PER', 'REF', 'WIL']);
    expect(fresh.CHARACTERISTICS[0]!.name).toEqual({ fr: 'Agilité', en: 'Agility' });
    expect(fresh.isCharacteristicKey('WIL')).toBe(true);
  });

  it('mana points are five times Mana', () => {
    expect(manaPointsFor(0)).toBe(0);
    expect(manaPointsFor(7)).toBe(35);
  });

  it('final value = base + modifier, floored at 1 (a Kay-tey rolling 3 with −2 CON keeps 1)', () => {
    expect(CHARACTERISTIC_FLOOR).toBe(1);
    expect(finalValue(3, -2)).toBe(1);
    expect(finalValue(3, -3)).toBe(1);
    expect(finalValue(3, 2)).toBe(5);
    expect(modifierOf({ CON: -2 }, 'CON')).toBe(-2);
    expect(modifierOf({ CON: -2 }, 'STR')).toBe(0);
    const bases = uniformCharacteristics(5);
    expect(applyModifiers(bases, { STR: 2, CON: -6 })).toEqual({ ...bases, STR: 7, CON: 1 });
    expect(bases).toEqual({ AGI: 5, APP: 5, CHA: 5, CON: 5, STR: 5, INT: 5, MAN: 5, PER: 5, REF: 5, WIL: 5 });
  });

  it('shape: unknown keys, missing keys, fractions and values below the minimum, each cited with the given rule', () => {
    const rule = 'Ylnies §Creation: test rule';
    const values: Record<string, number> = { ...uniformCharacteristics(5), LUCK: 3, STR: 2.5, CON: 0 };
    delete values.AGI;
    expect(characteristicShapeViolations(values, rule).map((v) => [v.code, v.rule])).toEqual([
      ['UNKNOWN_CHARACTERISTIC', rule],
      ['CHARACTERISTIC_MISSING', rule],
      ['CHARACTERISTIC_BELOW_MINIMUM', rule],
      ['CHARACTERISTIC_NOT_INTEGER', rule],
    ]);
    expect(characteristicShapeViolations(uniformCharacteristics(1), rule)).toEqual([]);
    expect(characteristicShapeViolations(uniformCharacteristics(1), rule, 2)).toHaveLength(10);
    expect(characteristicShapeViolations(uniformCharacteristics(2), rule, 2)).toEqual([]);
  });
});

describe('Ylnies sheet helpers', () => {
  it('finds a skill by name, trimmed and case-insensitive', () => {
    const skills = [
      { name: 'Épée', characteristic: 'AGI' as const, kind: 'SKILL' as const, value: 5, innate: false },
      { name: ' Boule de feu ', characteristic: 'MAN' as const, kind: 'SPELL' as const, value: 3, innate: true },
    ];
    expect(findSkill(skills, 'boule de FEU')?.value).toBe(3);
    expect(findSkill(skills, '  épée')?.value).toBe(5);
    expect(findSkill(skills, 'arc')).toBeUndefined();
  });

  it('incapacitated when dead, unconscious or out of the fight; not for wounds alone', () => {
    expect(isIncapacitated(NO_WOUNDS)).toBe(false);
    expect(isIncapacitated({ ...NO_WOUNDS, light: 3, grave: [{ location: null }] })).toBe(false);
    expect(isIncapacitated({ ...NO_WOUNDS, dead: true })).toBe(true);
    expect(isIncapacitated({ ...NO_WOUNDS, unconscious: true })).toBe(true);
    expect(isIncapacitated({ ...NO_WOUNDS, outOfCombat: true })).toBe(true);
  });
});
