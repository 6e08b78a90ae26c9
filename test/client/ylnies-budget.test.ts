/**
 * The Ylnies builder's live budgets (web/src/components/ylnies/budget.ts) read the catalogue's
 * numbers; the server decides with the rules core. They must agree on every build, or the
 * builder would say "8 of 75" where the server counts otherwise. And each refusal of the
 * creation rules must find its field in the form (none falls to the bottom of the form).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREATION, characteristicPointCost, createSheet, skillCreationCost } from '../../src/rules/ylnies/creation.js';
import { pureRace } from '../../src/rules/ylnies/races.js';
import { characteristicPoints, fieldOfCode, fieldOfPath, skillPointsSpent, splitFailure } from '../../web/src/components/ylnies/budget.js';

const KEYS = ['AGI', 'APP', 'CHA', 'CON', 'STR', 'INT', 'MAN', 'PER', 'REF', 'WIL'] as const;
const skill = fc.record({ kind: fc.constantFrom('SKILL', 'SPELL', 'POWER'), value: fc.integer({ min: 0, max: 25 }), innate: fc.boolean() });

describe('the Ylnies builder’s budgets agree with the rules core', () => {
  it('skill points spent: spells at the catalogue’s factor, the innate ability free up to Willpower', () => {
    fc.assert(
      fc.property(fc.array(skill, { maxLength: 8 }), fc.integer({ min: 1, max: 17 }), (skills, willpower) => {
        const core = skills.reduce((sum, s) => sum + skillCreationCost(s as Parameters<typeof skillCreationCost>[0], willpower), 0);
        expect(skillPointsSpent(skills, willpower, { spellCostFactor: CREATION.spellCostFactor })).toBe(core);
      }),
    );
  });

  it('characteristic points spent: one per point of base', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 10, maxLength: 10 }), (values) => {
        const bases = Object.fromEntries(KEYS.map((k, i) => [k, values[i]!]));
        expect(characteristicPoints(values)).toBe(characteristicPointCost(bases));
      }),
    );
  });

  it('every creation refusal lands beside a field of the builder', () => {
    const race = pureRace('TROLL');
    if (!race.ok) throw new Error('no troll');
    const result = createSheet({
      race: race.value,
      characteristics: { method: 'POINTS', bases: { AGI: 14, APP: 13, CHA: 13, CON: 13, STR: 13, INT: 0, MAN: 13, PER: 13, REF: 13, WIL: 13 } },
      skills: [
        { name: 'Épée', characteristic: 'AGI', kind: 'SKILL', value: 11 },
        { name: 'épée', characteristic: 'XYZ', kind: 'SKILL', value: 90 },
        { name: '', characteristic: 'AGI', kind: 'SKILL', value: 1 },
      ],
      equipment: { weapons: [{ name: 'X', type: 'LASER' as never }], armour: { name: 'Y', type: 'MITHRIL' as never }, other: [] },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const codes = result.violations.map((v) => v.code);
    expect(codes).toEqual(expect.arrayContaining(['CHARACTERISTIC_ABOVE_MAXIMUM', 'CHARACTERISTIC_POINTS_EXCEEDED', 'SKILL_ABOVE_CREATION_MAX', 'SKILL_DUPLICATE', 'SKILL_NAME_EMPTY', 'INNATE_MISSING', 'SKILL_POINTS_EXCEEDED']));
    for (const v of result.violations) expect(fieldOfCode(v.code), v.code).not.toBe('other');
    const split = splitFailure({ __typename: 'RuleViolation', message: 'refused', code: codes[0], rule: result.violations[0]!.rule, violations: result.violations.map(({ params, ...v }) => ({ ...v, params: Object.entries(params ?? {}).map(([name, value]) => ({ name, value: String(value) })) })) });
    expect(split.other).toBeUndefined();
    expect(split.characteristics?.violations?.map((v) => v.code)).toEqual(expect.arrayContaining(['CHARACTERISTIC_POINTS_EXCEEDED']));
    expect(split.innate?.violations?.map((v) => v.code)).toEqual(['INNATE_MISSING']);
  });

  it('a ValidationError’s paths find their fields', () => {
    expect(['name', 'ylnies.bases', 'ylnies.skills.0.value', 'ylnies.mixed.parents', 'ylnies.equipment.weapons.0.name'].map(fieldOfPath)).toEqual(['name', 'characteristics', 'skills', 'race', 'equipment']);
  });
});
