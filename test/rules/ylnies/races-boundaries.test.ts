import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { getRace, pureRace, rollMixedRace, skillPointsBonus } from '../../../src/rules/ylnies/races.js';

// Ylnies §Races edges (pinned by mutation testing).

const breaches = (r: { ok: boolean; violations?: { code: string; rule: string }[] }) => (r.ok ? [] : r.violations!.map((v) => [v.code, v.rule]));
const RACE = 'Ylnies §Races: the four races are Human, Kay-tey, Half-elf and Troll';

describe('Ylnies §Races', () => {
  it('a pure race: every characteristic has a modifier (0 where none); traits copied; no draws', () => {
    const r = pureRace('TROLL');
    expect(r.ok && r.value).toEqual({
      key: 'TROLL',
      parents: null,
      modifiers: { AGI: -2, APP: -2, CHA: 0, CON: 4, STR: 4, INT: 0, MAN: 0, PER: 0, REF: -2, WIL: 0 },
      traits: getRace('TROLL')!.traits,
      humanUpbringing: false,
      draws: null,
    });
    expect(r.ok && r.value.traits).not.toBe(getRace('TROLL')!.traits);
    expect(breaches(pureRace('ORC'))).toEqual([['UNKNOWN_RACE', RACE]]);
  });

  it('mixed: both unknown parents reported; the same race twice cites the mixed rule', () => {
    expect(breaches(rollMixedRace(scriptedRng([]), ['ORC', 'ELF'], false))).toEqual([
      ['UNKNOWN_RACE', RACE],
      ['UNKNOWN_RACE', RACE],
    ]);
    expect(breaches(rollMixedRace(scriptedRng([]), ['HUMAN', 'HUMAN'], true))).toEqual([['MIXED_SAME_RACE', 'Ylnies §Races: a mixed character is born of two different races']]);
  });

  it('mixed: each draw is logged; a 2 picks the second parent; traits of both parents in order', () => {
    // Troll (1 trait) × Kay-tey (2 traits): 10 characteristic d2s, then Troll's trait, then Kay-tey's two.
    const r = rollMixedRace(scriptedRng([2, 1, 1, 2, 2, 1, 1, 1, 1, 1, 2, 1, 2]), ['TROLL', 'KAY_TEY'], false);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.draws!.characteristics.AGI).toEqual({ die: 2, parent: 1, modifier: 2 });
    expect(r.value.draws!.characteristics.CON).toEqual({ die: 2, parent: 1, modifier: -3 });
    expect(r.value.draws!.characteristics.STR).toEqual({ die: 2, parent: 1, modifier: 0 });
    expect(r.value.draws!.characteristics.APP).toEqual({ die: 1, parent: 0, modifier: -2 });
    expect(r.value.draws!.traits.map((t) => [t.from, t.die, t.inherited])).toEqual([
      ['TROLL', 2, false],
      ['KAY_TEY', 1, true],
      ['KAY_TEY', 2, false],
    ]);
    expect(r.value.traits).toEqual([getRace('KAY_TEY')!.traits[0]]);
    expect(r.value.humanUpbringing).toBe(false);
  });

  it('human upbringing gives the human +15, otherwise nothing', () => {
    expect(skillPointsBonus({ humanUpbringing: true })).toBe(15);
    expect(skillPointsBonus({ humanUpbringing: false })).toBe(0);
  });
});
