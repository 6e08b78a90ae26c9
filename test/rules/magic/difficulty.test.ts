import { describe, expect, it } from 'vitest';
import {
  almeraDifficulty,
  almeraRitualDifficulty,
  lorevalCounterSpellDifficulty,
  lorevalDifficulty,
  lorevalDispelDifficulty,
} from '../../../src/rules/magic/difficulty.js';
import { specialPowerDifficulty } from '../../../src/rules/magic/powers.js';

describe('LOREVAL difficulty (seed 000 "Difficulté pour lancer un sort")', () => {
  it('invisibility, power 2, no unwilling target: D4 + 2 = D6', () => {
    const d = lorevalDifficulty({ kind: 'SPELL', power: 2 });
    expect(d.die).toBe(6);
    expect(d.steps.map((s) => s.points)).toEqual([4, 2]);
  });

  it('fireball (Tord-Gnoll): light wound D6 on the target, critical wanted → D10, thrown far → D12', () => {
    expect(lorevalDifficulty({ kind: 'SPELL', power: 1, opposedBaseDie: 6 }).die).toBe(6);
    expect(lorevalDifficulty({ kind: 'SPELL', power: 3, opposedBaseDie: 6 }).die).toBe(10);
    const far = lorevalDifficulty({ kind: 'SPELL', power: 3, opposedBaseDie: 6, circumstances: [{ label: 'thrown far', points: 2 }] });
    expect(far.die).toBe(12);
    expect(far.steps.map((s) => s.points)).toEqual([6, 4, 2]);
  });

  it('offensive ladder: light base die … annihilation +8 (D4 light → D10 mortal, as the seed says)', () => {
    expect([1, 2, 3, 4, 5].map((p) => lorevalDifficulty({ kind: 'SPELL', power: p, opposedBaseDie: 4 }).die)).toEqual([4, 6, 8, 10, 12]);
  });

  it('rituals: D8, D10, D12, D14, D16 for power 1..5; above 12 flagged', () => {
    const dice = [1, 2, 3, 4, 5].map((p) => lorevalDifficulty({ kind: 'RITUAL', power: p }));
    expect(dice.map((d) => d.die)).toEqual([8, 10, 12, 14, 16]);
    expect(dice.map((d) => d.aboveTwelve)).toEqual([false, false, false, true, true]);
  });

  it('rituals: each participant lowers the die by 2', () => {
    expect(lorevalDifficulty({ kind: 'RITUAL', power: 5, participants: 2 }).die).toBe(12);
    expect(lorevalDifficulty({ kind: 'RITUAL', power: 1, participants: 5 }).die).toBe(0);
  });

  it('rituals ignore a target’s base die (base D8 fixed)', () => {
    expect(lorevalDifficulty({ kind: 'RITUAL', power: 1, opposedBaseDie: 12 }).die).toBe(8);
  });

  it('special powers: base D8 + 2 per level', () => {
    expect([1, 2, 3].map((p) => specialPowerDifficulty(p).die)).toEqual([8, 10, 12]);
  });

  it('counter-spell: interrupt base die + one die per power level above 1; settled once', () => {
    expect(lorevalCounterSpellDifficulty({ interruptBaseDie: 6, power: 3 }).die).toBe(10);
    // A PC caster's score of 5 as the base: 5 + 2 = 7 → D8 (settled after every step).
    expect(lorevalCounterSpellDifficulty({ interruptBaseDie: 5, power: 2 }).die).toBe(8);
  });

  it('dispel: D4 + 2 per power level above 1', () => {
    expect([1, 3, 5].map((p) => lorevalDispelDifficulty({ power: p }).die)).toEqual([4, 8, 12]);
  });
});

describe('ALMERA difficulty (seed 003 "Effet des sorts, mesurable ou non, et difficulté")', () => {
  it('first level: D2, D4, D6, D8, D10', () => {
    expect([1, 2, 3, 4, 5].map((p) => almeraDifficulty({ power: p, level: 1 }).die)).toEqual([2, 4, 6, 8, 10]);
  });

  it('second level: D4, D6, D8, D10, D12', () => {
    expect([1, 2, 3, 4, 5].map((p) => almeraDifficulty({ power: p, level: 2 }).die)).toEqual([4, 6, 8, 10, 12]);
  });

  it('unwilling target: sensitive +0, resists +2, highly resistant +4, nearly immune +6', () => {
    const r = (['SENSITIVE', 'RESISTS', 'HIGHLY_RESISTANT', 'NEARLY_IMMUNE'] as const).map((res) => almeraDifficulty({ power: 5, level: 2, resistance: res }));
    expect(r.map((d) => d.die)).toEqual([12, 14, 16, 18]);
    expect(r.map((d) => d.aboveTwelve)).toEqual([false, true, true, true]);
  });

  it('rituals: D(2·power): power 1 D2, 6 D12, 7 D14, Eosia 50 D100', () => {
    expect(almeraRitualDifficulty({ power: 1 }).die).toBe(2);
    expect(almeraRitualDifficulty({ power: 6 }).die).toBe(12);
    expect(almeraRitualDifficulty({ power: 7 }).die).toBe(14);
    expect(almeraRitualDifficulty({ power: 20 }).die).toBe(40);
    expect(almeraRitualDifficulty({ power: 50 }).die).toBe(100);
  });
});
