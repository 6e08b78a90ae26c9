import { describe, expect, it } from 'vitest';
import {
  ALMERA_RESISTANCE_SHIFT,
  almeraDifficulty,
  almeraRitualDifficulty,
  buildDifficulty,
  lorevalCounterSpellDifficulty,
  lorevalDifficulty,
  lorevalDispelDifficulty,
} from '../../../src/rules/magic/difficulty.js';

// The difficulty breakdown is what the API shows a GM: each step's label, points and the rule
// it cites are part of the contract (pinned by mutation testing).

const steps = (d: { steps: { label: string; points: number; rule: string }[] }) => d.steps.map((s) => [s.label, s.points, s.rule]);
const fog = [{ label: 'fog', points: 1 }];

const L_SPELL = 'MAGIC LOREVAL §Difficulté pour lancer un sort: ';
const L_POWER_STEP = `${L_SPELL}the difficulty rises by 2 per power level, power 1 being covered by the base die`;
const L_CIRC = `${L_SPELL}the difficulty may still be adjusted by the circumstances of the action`;
const L_UNIVERSAL = 'MAGIC LOREVAL §Effets magiques universels: ';
const A_EFFECT = 'MAGIC ALMERA §Effet des sorts, mesurable ou non, et difficulté: ';
const A_CIRC = `${A_EFFECT}circumstances move the die as for any action`;

describe('LOREVAL difficulty steps and citations', () => {
  it('a spell: base D4, power, circumstances', () => {
    const d = lorevalDifficulty({ kind: 'SPELL', power: 2, circumstances: fog });
    expect(steps(d)).toEqual([
      ['spell base D4', 4, `${L_SPELL}the base difficulty of a spell is D4`],
      ['power 2: +2 per level above 1', 2, L_POWER_STEP],
      ['fog', 1, L_CIRC],
    ]);
    expect(d).toMatchObject({ points: 7, die: 8, aboveTwelve: false });
  });

  it('an opposed spell: the target’s base die', () => {
    expect(steps(lorevalDifficulty({ kind: 'SPELL', power: 1, opposedBaseDie: 6 }))).toEqual([
      ["opposing target's base die D6", 6, `${L_SPELL}against an opposed target, the target's defence sets the base difficulty`],
      ['power 1: +2 per level above 1', 0, L_POWER_STEP],
    ]);
    // null means no opposing target: back to D4.
    expect(lorevalDifficulty({ kind: 'SPELL', power: 1, opposedBaseDie: null }).steps[0]!.label).toBe('spell base D4');
    // An opposed base die of 0 is still a target's die.
    expect(lorevalDifficulty({ kind: 'SPELL', power: 1, opposedBaseDie: 0 }).die).toBe(0);
  });

  it('a ritual: base D8, power, participants lower only the difficulty', () => {
    const d = lorevalDifficulty({ kind: 'RITUAL', power: 3, participants: 2 });
    expect(steps(d)).toEqual([
      ['ritual base D8', 8, 'MAGIC LOREVAL §La magie rituelle: the base difficulty of a ritual is D8 for power 1'],
      ['power 3: +2 per level above 1', 4, L_POWER_STEP],
      ['2 participant(s): −2 each', -4, 'MAGIC LOREVAL §La magie rituelle: each participant lowers the difficulty die by 2'],
    ]);
    expect(d.die).toBe(8);
    expect(lorevalDifficulty({ kind: 'RITUAL', power: 3, participants: 0 }).steps).toHaveLength(2);
  });

  it('participants do nothing for a spell or a power', () => {
    expect(lorevalDifficulty({ kind: 'SPELL', power: 1, participants: 3 }).die).toBe(4);
    expect(lorevalDifficulty({ kind: 'POWER', power: 1, participants: 3 }).die).toBe(8);
  });

  it('a special power: base D8', () => {
    expect(steps(lorevalDifficulty({ kind: 'POWER', power: 1 }))).toEqual([
      ['special power base D8', 8, 'MAGIC LOREVAL §Pouvoirs particuliers: the base difficulty of special powers is D8'],
      ['power 1: +2 per level above 1', 0, L_POWER_STEP],
    ]);
  });

  it('a counter-spell and a dispel', () => {
    expect(steps(lorevalCounterSpellDifficulty({ interruptBaseDie: 6, power: 2, circumstances: fog }))).toEqual([
      ['base die to interrupt this caster D6', 6, `${L_UNIVERSAL}a counter-spell's base is the difficulty of interrupting that caster`],
      ['power 2: +2 per level above 1', 2, `${L_UNIVERSAL}one die step per power level of the countered spell above 1`],
      ['fog', 1, L_CIRC],
    ]);
    expect(steps(lorevalDispelDifficulty({ power: 2, circumstances: fog }))).toEqual([
      ['dispel base D4', 4, `${L_UNIVERSAL}a dispel is built on an absolute D4`],
      ['power 2: +2 per level above 1', 2, `${L_UNIVERSAL}one die step per power level of the dispelled effect above 1`],
      ['fog', 1, L_CIRC],
    ]);
  });
});

describe('ALMERA difficulty steps and citations', () => {
  it('first level, unwilling target, circumstances', () => {
    const d = almeraDifficulty({ power: 2, level: 1, resistance: 'HIGHLY_RESISTANT', circumstances: fog });
    expect(steps(d)).toEqual([
      ['first level of magic, power 1: D2', 2, `${A_EFFECT}a first-level effect of power 1 is D2`],
      ['power 2: +2 per level above 1', 2, `${A_EFFECT}the difficulty rises one die per power level`],
      ['unwilling target, highly resistant', 4, `${A_EFFECT}an unwilling target adds +0, +2, +4 or +6 by its resistance to magic`],
      ['fog', 1, A_CIRC],
    ]);
    expect(d).toMatchObject({ points: 9, die: 10 });
  });

  it('second level; no resistance step for a willing target', () => {
    expect(steps(almeraDifficulty({ power: 1, level: 2, resistance: null }))).toEqual([
      ['second level of magic, power 1: D4', 4, `${A_EFFECT}a second-level effect of power 1 is D4`],
      ['power 1: +2 per level above 1', 0, `${A_EFFECT}the difficulty rises one die per power level`],
    ]);
    expect(almeraDifficulty({ power: 1, level: 2, resistance: 'NEARLY_IMMUNE' }).steps[2]!.label).toBe('unwilling target, nearly immune');
    expect(ALMERA_RESISTANCE_SHIFT).toEqual({ SENSITIVE: 0, RESISTS: 2, HIGHLY_RESISTANT: 4, NEARLY_IMMUNE: 6 });
  });

  it('a ritual', () => {
    expect(steps(almeraRitualDifficulty({ power: 3, circumstances: fog }))).toEqual([
      ['ritual, power 1: D2', 2, 'MAGIC ALMERA §Puissance d’un effet de rituel: a ritual of power 1 is D2'],
      ['power 3: +2 per level above 1', 4, 'MAGIC ALMERA §Puissance d’un effet de rituel: one die more per power level (power 50 → D100)'],
      ['fog', 1, A_CIRC],
    ]);
  });
});

describe('settling once', () => {
  it('sums every step before settling: 3 + 1 + (−1) = 3 → D4; above 12 flagged', () => {
    const d = buildDifficulty([
      { label: 'a', points: 3, rule: 'r' },
      { label: 'b', points: 1, rule: 'r' },
      { label: 'c', points: -1, rule: 'r' },
    ]);
    expect(d).toMatchObject({ points: 3, die: 4, aboveTwelve: false });
    expect(buildDifficulty([{ label: 'a', points: 13, rule: 'r' }])).toMatchObject({ die: 14, aboveTwelve: true });
    expect(buildDifficulty([])).toMatchObject({ points: 0, die: 0, aboveTwelve: false });
  });
});
