import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedRng, seededRng } from '../../../src/rules/dice.js';
import { CHARACTERISTIC_KEYS, CHARACTERISTICS, manaPointsFor, uniformCharacteristics } from '../../../src/rules/ylnies/characteristics.js';
import {
  type SkillInput,
  buyCharacteristics,
  characteristicPointCost,
  characteristicsFromRolls,
  checkCreationSkills,
  createSheet,
  rollCharacteristics,
  skillCreationCost,
  skillPointsAvailable,
} from '../../../src/rules/ylnies/creation.js';
import { RACES, pureRace, rollMixedRace } from '../../../src/rules/ylnies/races.js';

const codes = (r: { ok: boolean; violations?: { code: string }[] }) => (r.ok ? [] : r.violations!.map((v) => v.code));
const race = (k: string) => {
  const r = pureRace(k);
  if (!r.ok) throw new Error('bad race');
  return r.value;
};
const sevens = uniformCharacteristics(7); // 70 points exactly

describe('Ylnies §Characteristics and §Races', () => {
  it('ten characteristics from the data file, mana points = 5 × Mana', () => {
    expect(CHARACTERISTICS.map((c) => c.key)).toEqual([...CHARACTERISTIC_KEYS]);
    expect(CHARACTERISTICS.find((c) => c.key === 'WIL')?.name.fr).toBe('Volonté');
    expect(manaPointsFor(7)).toBe(35);
  });
  it('four races with the seed’s modifiers', () => {
    expect(RACES.map((r) => r.key)).toEqual(['HUMAN', 'KAY_TEY', 'HALF_ELF', 'TROLL']);
    expect(race('TROLL').modifiers).toMatchObject({ CON: 4, STR: 4, AGI: -2, REF: -2, APP: -2, WIL: 0 });
    expect(race('KAY_TEY').modifiers).toMatchObject({ AGI: 2, PER: 1, REF: 1, CON: -3 });
    expect(race('HALF_ELF').modifiers).toMatchObject({ APP: 3, CHA: 2, CON: -1, STR: -2 });
    expect(race('HUMAN').humanUpbringing).toBe(true);
    expect(race('TROLL').humanUpbringing).toBe(false);
    expect(codes(pureRace('ORC'))).toEqual(['UNKNOWN_RACE']);
  });
  it('mixed parentage: a d2 per characteristic picks a parent, a d2 per trait inherits it', () => {
    // 10 characteristic draws in the seed's order, then Kay-tey's 2 traits (Human has none)
    const faces = [1, 2, 1, 2, 1, 2, 1, 2, 1, 2, /* traits */ 1, 2];
    const r = rollMixedRace(scriptedRng(faces), ['KAY_TEY', 'HUMAN'], true);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // AGI(1)->Kay-tey +2, APP(2)->Human 0, CHA(1) 0, CON(2)->Human 0, STR 0, INT 0, MAN 0, PER(2)->Human 0, REF(1)->Kay-tey +1, WIL 0
    expect(r.value.modifiers).toEqual({ AGI: 2, APP: 0, CHA: 0, CON: 0, STR: 0, INT: 0, MAN: 0, PER: 0, REF: 1, WIL: 0 });
    expect(r.value.traits.map((t) => t.en)).toEqual(['Night vision']);
    expect(r.value.draws?.traits).toHaveLength(2);
    expect(r.value).toMatchObject({ key: 'MIXED', parents: ['KAY_TEY', 'HUMAN'], humanUpbringing: true });
  });
  it('a Kay-tey/Troll can be agile and strong but frail', () => {
    // AGI from Kay-tey (1), STR from Troll (2), CON from Kay-tey (1)
    const faces = [1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 2, 2, 2];
    const r = rollMixedRace(scriptedRng(faces), ['KAY_TEY', 'TROLL'], false);
    expect(r.ok && r.value.modifiers).toMatchObject({ AGI: 2, STR: 4, CON: -3 });
  });
  it('mixed parents must be two different known races', () => {
    expect(codes(rollMixedRace(seededRng(1), ['TROLL', 'TROLL'], false))).toEqual(['MIXED_SAME_RACE']);
    expect(codes(rollMixedRace(seededRng(1), ['TROLL', 'GOBLIN'], false))).toEqual(['UNKNOWN_RACE']);
  });
  it('human upbringing grants +15 skill points', () => {
    expect(skillPointsAvailable(race('HUMAN'))).toBe(90);
    expect(skillPointsAvailable(race('TROLL'))).toBe(75);
  });
});

describe('Ylnies §Creation: random characteristics', () => {
  it('2d6 + 1 + racial modifier, dice returned for the log', () => {
    const faces = [1, 1, 6, 6, 3, 4, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 5, 1, 2];
    const r = rollCharacteristics(scriptedRng(faces), race('KAY_TEY').modifiers);
    expect(r.rolls?.AGI).toEqual([1, 1]);
    expect(r.bases.AGI).toBe(3);
    expect(r.final.AGI).toBe(5);
    expect(r.final.APP).toBe(13);
    // CON rolled 1+1+1 = 3, Kay-tey −3 → 0 → floored at 1
    expect(r.rolls?.CON).toEqual([1, 1]);
    expect(r.final.CON).toBe(1);
  });
  it('property: every final value is max(1, d1 + d2 + 1 + modifier)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('HUMAN', 'KAY_TEY', 'HALF_ELF', 'TROLL'), (seed, key) => {
        const mods = race(key).modifiers;
        const r = rollCharacteristics(seededRng(seed), mods);
        for (const k of CHARACTERISTIC_KEYS) {
          const [a, b] = r.rolls![k];
          expect(r.final[k]).toBe(Math.max(1, a + b + 1 + mods[k]));
          expect(r.final[k]).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
  it('persisted rolls are re-checked', () => {
    const rolls = Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, [3, 4]]));
    expect(characteristicsFromRolls(rolls, race('HUMAN').modifiers).ok).toBe(true);
    expect(codes(characteristicsFromRolls({ ...rolls, STR: [7, 1] }, race('HUMAN').modifiers))).toEqual(['BAD_CHARACTERISTIC_ROLL']);
    expect(codes(characteristicsFromRolls({ ...rolls, STR: [3] }, race('HUMAN').modifiers))).toEqual(['BAD_CHARACTERISTIC_ROLL']);
  });
});

describe('Ylnies §Creation: points characteristics', () => {
  it('70 points exactly is fine; final = base + modifier', () => {
    const r = buyCharacteristics(sevens, race('TROLL').modifiers);
    expect(r.ok && r.value).toMatchObject({ spent: 70, unspent: 0, final: { CON: 11, STR: 11, AGI: 5 } });
  });
  it('71 points is too many', () => {
    expect(codes(buyCharacteristics({ ...sevens, WIL: 8 }, race('HUMAN').modifiers))).toEqual(['CHARACTERISTIC_POINTS_EXCEEDED']);
  });
  it('bases are 1..13; every breach is reported together', () => {
    const r = buyCharacteristics({ ...sevens, AGI: 14, APP: 0, CHA: 1.5 }, race('HUMAN').modifiers);
    expect(codes(r).sort()).toEqual(['CHARACTERISTIC_ABOVE_MAXIMUM', 'CHARACTERISTIC_BELOW_MINIMUM', 'CHARACTERISTIC_NOT_INTEGER']);
  });
  it('base 13 and base 1 are allowed; final never below 1', () => {
    const bases = { ...uniformCharacteristics(6), AGI: 13, CON: 1 }; // 6×8 + 13 + 1 = 62
    const r = buyCharacteristics(bases, race('KAY_TEY').modifiers);
    expect(r.ok && r.value).toMatchObject({ final: { AGI: 15, CON: 1 }, unspent: 8 });
  });
  it('missing or unknown keys are violations', () => {
    const { WIL: _w, ...nine } = sevens;
    expect(codes(buyCharacteristics({ ...nine, LUCK: 3 }, race('HUMAN').modifiers)).sort()).toEqual(['CHARACTERISTIC_MISSING', 'UNKNOWN_CHARACTERISTIC']);
  });
  it('property: cost = sum of bases, legal iff ≤ 70, final ≥ 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 13 }), { minLength: 10, maxLength: 10 }),
        fc.constantFrom('HUMAN', 'KAY_TEY', 'HALF_ELF', 'TROLL'),
        (values, key) => {
          const bases = Object.fromEntries(CHARACTERISTIC_KEYS.map((k, i) => [k, values[i]!]));
          const sum = values.reduce((a, b) => a + b, 0);
          expect(characteristicPointCost(bases)).toBe(sum);
          const r = buyCharacteristics(bases, race(key).modifiers);
          expect(r.ok).toBe(sum <= 70);
          if (r.ok) {
            expect(r.value.spent! + r.value.unspent!).toBe(70);
            for (const k of CHARACTERISTIC_KEYS) expect(r.value.final[k]).toBeGreaterThanOrEqual(1);
          }
        },
      ),
    );
  });
});

const innate = (value: number, kind: 'SPELL' | 'POWER' = 'POWER'): SkillInput => ({ name: 'Feu intérieur', characteristic: 'WIL', kind, value, innate: true });

describe('Ylnies §Creation: skills', () => {
  it('spells cost double, powers and skills single; the innate is free up to Willpower', () => {
    expect(skillCreationCost({ kind: 'SPELL', value: 5 }, 7)).toBe(10);
    expect(skillCreationCost({ kind: 'POWER', value: 5 }, 7)).toBe(5);
    expect(skillCreationCost({ kind: 'SKILL', value: 5 }, 7)).toBe(5);
    expect(skillCreationCost({ kind: 'SPELL', value: 7, innate: true }, 7)).toBe(0);
    expect(skillCreationCost({ kind: 'SPELL', value: 9, innate: true }, 7)).toBe(4);
  });
  it('75 points spent exactly is fine, 76 is not', () => {
    const skills: SkillInput[] = [
      innate(7),
      { name: 'Épée', characteristic: 'AGI', kind: 'SKILL', value: 10 },
      { name: 'Boule de feu', characteristic: 'MAN', kind: 'SPELL', value: 10 }, // 20
      ...Array.from({ length: 4 }, (_, i) => ({ name: `S${i}`, characteristic: 'INT', kind: 'SKILL' as const, value: 10 })), // 40
      { name: 'Nager', characteristic: 'STR', kind: 'SKILL', value: 5 },
    ];
    const r = checkCreationSkills(skills, { willpower: 7, available: 75 });
    expect(r.ok && r.value).toMatchObject({ spent: 75, unspent: 0 });
    const over = checkCreationSkills([...skills, { name: 'Chanter', characteristic: 'CHA', kind: 'SKILL', value: 1 }], { willpower: 7, available: 75 });
    expect(codes(over)).toEqual(['SKILL_POINTS_EXCEEDED']);
    expect(checkCreationSkills([...skills, { name: 'Chanter', characteristic: 'CHA', kind: 'SKILL', value: 1 }], { willpower: 7, available: 90 }).ok).toBe(true);
  });
  it('at most 10 per skill; the innate may exceed 10 through Willpower only', () => {
    expect(codes(checkCreationSkills([innate(7), { name: 'Arc', characteristic: 'AGI', kind: 'SKILL', value: 11 }], { willpower: 7, available: 75 }))).toEqual([
      'SKILL_ABOVE_CREATION_MAX',
    ]);
    expect(checkCreationSkills([innate(12)], { willpower: 12, available: 75 }).ok).toBe(true);
    expect(codes(checkCreationSkills([innate(13)], { willpower: 12, available: 75 }))).toEqual(['SKILL_ABOVE_CREATION_MAX']);
    const raised = checkCreationSkills([innate(10, 'SPELL')], { willpower: 6, available: 75 });
    expect(raised.ok && raised.value.spent).toBe(8);
  });
  it('exactly one innate spell or power, at least Willpower', () => {
    expect(codes(checkCreationSkills([], { willpower: 5, available: 75 }))).toEqual(['INNATE_MISSING']);
    expect(codes(checkCreationSkills([innate(5), { ...innate(5), name: 'Autre' }], { willpower: 5, available: 75 }))).toEqual(['INNATE_MULTIPLE']);
    expect(codes(checkCreationSkills([{ ...innate(5), kind: 'SKILL' }], { willpower: 5, available: 75 }))).toEqual(['INNATE_NOT_MAGICAL']);
    expect(codes(checkCreationSkills([innate(4)], { willpower: 5, available: 75 }))).toEqual(['INNATE_BELOW_WILLPOWER']);
  });
  it('names, characteristics and values are checked, all at once', () => {
    const r = checkCreationSkills(
      [
        innate(5),
        { name: ' ', characteristic: 'AGI', kind: 'SKILL', value: 1 },
        { name: 'épée', characteristic: 'AGI', kind: 'SKILL', value: 1 },
        { name: 'Épée', characteristic: 'LUCK', kind: 'SKILL', value: -1 },
      ],
      { willpower: 5, available: 75 },
    );
    expect(codes(r).sort()).toEqual(['SKILL_CHARACTERISTIC_UNKNOWN', 'SKILL_DUPLICATE', 'SKILL_NAME_EMPTY', 'SKILL_VALUE_INVALID']);
  });
  it('property: cost = Σ value × (2 for spells) with the innate’s Willpower free', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ kind: fc.constantFrom<'SKILL' | 'SPELL' | 'POWER'>('SKILL', 'SPELL', 'POWER'), value: fc.integer({ min: 0, max: 10 }) }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 10 }),
        (list, wil) => {
          const skills: SkillInput[] = [innate(wil), ...list.map((s, i) => ({ ...s, name: `s${i}`, characteristic: 'INT' }))];
          const expected = list.reduce((n, s) => n + s.value * (s.kind === 'SPELL' ? 2 : 1), 0);
          const r = checkCreationSkills(skills, { willpower: wil, available: 75 });
          expect(r.ok).toBe(expected <= 75);
          if (r.ok) expect(r.value.spent).toBe(expected);
        },
      ),
    );
  });
});

describe('Ylnies §Creation: a whole character', () => {
  it('builds a sheet with full mana', () => {
    const r = createSheet({
      race: race('HALF_ELF'),
      characteristics: { method: 'POINTS', bases: sevens },
      skills: [innate(7, 'SPELL'), { name: 'Diplomatie', characteristic: 'CHA', kind: 'SKILL', value: 10 }],
      equipment: { weapons: [{ name: 'Rapière', type: 'LIGHT' }], armour: { name: 'Cuir', type: 'LEATHER' }, other: ['Corde'] },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.sheet.characteristics).toMatchObject({ APP: 10, CHA: 9, CON: 6, STR: 5 });
    expect(r.value.sheet).toMatchObject({ manaPoints: 35, mana: 35, wounds: { light: 0, dead: false } });
    expect(r.value.skillPoints).toEqual({ spent: 10, available: 75, unspent: 65 });
    expect(JSON.parse(JSON.stringify(r.value))).toEqual(r.value);
  });
  it('random characteristics from persisted dice', () => {
    const rolls = Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, [2, 3]]));
    const r = createSheet({ race: race('HUMAN'), characteristics: { method: 'RANDOM', rolls }, skills: [innate(6)] });
    expect(r.ok && r.value.sheet.characteristics.WIL).toBe(6);
  });
  it('collects characteristic, skill and equipment violations together', () => {
    const r = createSheet({
      race: race('HUMAN'),
      characteristics: { method: 'POINTS', bases: { ...sevens, STR: 20 } },
      skills: [innate(7), { name: 'Hache', characteristic: 'STR', kind: 'SKILL', value: 12 }],
      equipment: { weapons: [{ name: 'Lance-flammes', type: 'FLAMETHROWER' as 'LIGHT' }], armour: null, other: [] },
    });
    expect(codes(r).sort()).toEqual([
      'CHARACTERISTIC_ABOVE_MAXIMUM',
      'CHARACTERISTIC_POINTS_EXCEEDED',
      'SKILL_ABOVE_CREATION_MAX',
      'UNKNOWN_WEAPON_TYPE',
    ]);
    if (!r.ok) for (const v of r.violations) expect(v.rule).toMatch(/^Ylnies §/);
  });
});
