import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uniformCharacteristics } from '../../../src/rules/ylnies/characteristics.js';
import { type BeforeDiceInput, replacedSkills, type SkillChoice, skillInputsFor, violationsBeforeDice } from '../../../src/rules/ylnies/creation-choices.js';
import { NO_EQUIPMENT } from '../../../src/rules/ylnies/equipment.js';
import { pureRace } from '../../../src/rules/ylnies/races.js';

const human = (() => {
  const r = pureRace('HUMAN');
  if (!r.ok) throw new Error('bad race');
  return r.value;
})();
const innate: SkillChoice = { name: 'Fireball', characteristic: 'MAN', kind: 'SPELL', innate: true };
const sword: SkillChoice = { name: 'Sword', characteristic: 'AGI', value: 5 };

const check = (over: Partial<BeforeDiceInput>) =>
  violationsBeforeDice({ race: human, characteristics: { method: 'RANDOM' }, skills: [innate, sword], equipment: NO_EQUIPMENT, creationRules: true, ...over }).map((v) => v.code);

describe('Ylnies §Creation: the checks made before any die is rolled', () => {
  it('a sound character passes with either method', () => {
    expect(check({})).toEqual([]);
    expect(check({ characteristics: { method: 'POINTS', bases: uniformCharacteristics(7) } })).toEqual([]);
  });

  it('POINTS checks the whole sheet: characteristics beyond 70 points bind a PC, not an NPC', () => {
    const bases = { ...uniformCharacteristics(7), STR: 9 };
    expect(check({ characteristics: { method: 'POINTS', bases } })).toEqual(['CHARACTERISTIC_POINTS_EXCEEDED']);
    expect(check({ characteristics: { method: 'POINTS', bases }, creationRules: false })).toEqual([]);
  });

  it('POINTS fills the innate ability with the final Willpower: below it is refused', () => {
    const low = { ...innate, value: 6 };
    expect(check({ characteristics: { method: 'POINTS', bases: uniformCharacteristics(7) }, skills: [low, sword] })).toEqual(['INNATE_BELOW_WILLPOWER']);
  });

  it('RANDOM refuses a value for the innate ability: it is the Willpower still to roll', () => {
    expect(check({ skills: [{ ...innate, value: 8 }, sword] })).toEqual(['INNATE_VALUE_WITH_RANDOM']);
  });

  it('RANDOM still checks every other skill rule, and the equipment, before the roll', () => {
    expect(check({ skills: [innate, { ...sword, value: 11 }] })).toEqual(['SKILL_ABOVE_CREATION_MAX']);
    expect(check({ skills: [innate, sword, { ...sword }] })).toEqual(['SKILL_DUPLICATE']);
    expect(check({ skills: [sword] })).toEqual(['INNATE_MISSING']);
    const equipment = { ...NO_EQUIPMENT, armour: { name: 'Robe', type: 'SILK' as never } };
    expect(check({ equipment })).toEqual(['UNKNOWN_ARMOUR_TYPE']);
  });

  it('an NPC is held only to the structural rules', () => {
    expect(check({ skills: [sword], creationRules: false })).toEqual([]);
    expect(check({ skills: [innate, sword, { ...sword }], creationRules: false })).toEqual(['SKILL_DUPLICATE']);
  });

  it('RANDOM names every innate ability given a value, beside the rule of one innate ability', () => {
    expect(check({ skills: [{ ...innate, value: 8 }, { ...innate, name: 'Heal', value: 8 }] })).toEqual(['INNATE_VALUE_WITH_RANDOM', 'INNATE_VALUE_WITH_RANDOM', 'INNATE_MULTIPLE']);
  });

  it('an NPC’s breaches are always among the PC’s for the same choices', () => {
    const choice = fc.record({
      name: fc.constantFrom('Sword', 'Bow', 'Fireball', ''),
      characteristic: fc.constantFrom('AGI', 'MAN', 'XXX'),
      kind: fc.constantFrom('SKILL', 'SPELL', 'POWER', null),
      value: fc.option(fc.integer({ min: -1, max: 14 })),
      innate: fc.option(fc.boolean()),
    });
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 6 }), fc.boolean(), (skills, random) => {
        const characteristics = random ? ({ method: 'RANDOM' } as const) : ({ method: 'POINTS', bases: uniformCharacteristics(7) } as const);
        const pc = check({ skills, characteristics });
        const npc = check({ skills, characteristics, creationRules: false });
        expect(npc.every((c) => pc.includes(c))).toBe(true);
      }),
    );
  });

  it('skillInputsFor: a plain skill by default, the innate ability worth Willpower when left out', () => {
    expect(skillInputsFor([innate, { name: 'Sword', characteristic: 'AGI', value: 5 }], 9)).toEqual([
      { name: 'Fireball', characteristic: 'MAN', kind: 'SPELL', value: 9, innate: true },
      { name: 'Sword', characteristic: 'AGI', kind: 'SKILL', value: 5, innate: false },
    ]);
  });
});

describe('Ylnies §Creation step 4: the skills replaced on a sheet', () => {
  const sheet = { characteristics: { WIL: 6 }, race: human };
  const codes = (r: ReturnType<typeof replacedSkills>) => (r.ok ? [] : r.violations.map((v) => v.code));

  it('a DRAFT PC’s skills are recounted: the innate ability is worth Willpower for free', () => {
    const r = replacedSkills(sheet, [innate, { ...sword, name: ' Sword ' }], true);
    expect(r.ok && r.value).toEqual({
      skills: [
        { name: 'Fireball', characteristic: 'MAN', kind: 'SPELL', value: 6, innate: true },
        { name: 'Sword', characteristic: 'AGI', kind: 'SKILL', value: 5, innate: false },
      ],
      skillPoints: { spent: 5, available: 90, unspent: 85 },
    });
  });

  it('the creation budget binds a DRAFT PC only; the GM’s edit keeps the creation record', () => {
    const costly = Array.from({ length: 10 }, (_, i) => ({ name: `Lore ${i}`, characteristic: 'INT', value: 10 }));
    expect(codes(replacedSkills(sheet, [innate, ...costly], true))).toEqual(['SKILL_POINTS_EXCEEDED']);
    const r = replacedSkills(sheet, [innate, ...costly], false);
    expect(r.ok && r.value.skillPoints).toBeNull();
    expect(r.ok && r.value.skills).toHaveLength(11);
  });

  it('the structural rules bind everyone', () => {
    expect(codes(replacedSkills(sheet, [innate, sword, sword], false))).toEqual(['SKILL_DUPLICATE']);
  });
});
