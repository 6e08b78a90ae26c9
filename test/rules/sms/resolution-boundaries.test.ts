import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import {
  type ActionInput,
  type DeclaredModule,
  QUALITY_LEVELS,
  absorbNegatives,
  oddsForAction,
  playedDie,
  qualityName,
  resolveAction,
  scoreBreakdown,
} from '../../../src/rules/sms/resolution.js';

// Boundaries and exact outcomes of SMS §2 action resolution (pinned by mutation testing).

const mod = (id: string, polarity: DeclaredModule['polarity'], rank: number, extra: Partial<DeclaredModule> = {}): DeclaredModule => ({
  id,
  name: id,
  scope: 2,
  polarity,
  rank,
  ...extra,
});
const pos = (id: string, rank: number, extra?: Partial<DeclaredModule>) => mod(id, 'POSITIVE', rank, extra);
const neg = (id: string, rank: number, extra?: Partial<DeclaredModule>) => mod(id, 'NEGATIVE', rank, extra);
const res = (id: string, rank: number, covers: string[] | null = null) => mod(id, 'RESISTIVE', rank, { covers });

function codes(input: ActionInput): { code: string; rule: string }[] {
  const r = oddsForAction(input);
  return r.ok ? [] : r.violations.map((v) => ({ code: v.code, rule: v.rule }));
}

describe('SMS §2 declared modules: what is refused', () => {
  it('a module declared twice is refused, citing the score rule', () => {
    expect(codes({ modules: [pos('a', 1), pos('a', 2)], difficulty: 6 })).toEqual([
      { code: 'DUPLICATE_MODULE', rule: 'SMS §2.2: action score = Σ positive ranks − Σ negative ranks' },
    ]);
    expect(codes({ modules: [pos('a', 1), pos('b', 1)], difficulty: 6 })).toEqual([]);
  });

  it('ranks are whole numbers ≥ 1: 0, −1 and 1.5 are refused, 1 is fine', () => {
    for (const rank of [0, -1, 1.5]) {
      expect(codes({ modules: [pos('a', rank)], difficulty: 6 })).toEqual([{ code: 'BAD_RANK', rule: 'SMS §1: a rank is a whole number ≥ 1' }]);
    }
    expect(codes({ modules: [pos('a', 1)], difficulty: 6 })).toEqual([]);
  });

  it('scopes are whole numbers 1 to 5: 0, 6 and 2.5 are refused, 1 and 5 are fine', () => {
    for (const scope of [0, 6, 2.5]) {
      expect(codes({ modules: [pos('a', 1, { scope })], difficulty: 6 })).toEqual([{ code: 'BAD_SCOPE', rule: 'SMS §1: a scope is 1 to 5' }]);
    }
    expect(codes({ modules: [pos('a', 1, { scope: 1 }), pos('b', 1, { scope: 5 })], difficulty: 6 })).toEqual([]);
  });

  it('only a resistive may cover; an empty or null cover list on another module is fine', () => {
    expect(codes({ modules: [pos('a', 1, { covers: ['w'] }), neg('w', 1)], difficulty: 6 })).toEqual([
      { code: 'COVERS_ON_NON_RESISTIVE', rule: 'SMS §2.3: a resistive module absorbs the negatives it covers' },
    ]);
    expect(codes({ modules: [pos('a', 1, { covers: [] }), neg('w', 1, { covers: null })], difficulty: 6 })).toEqual([]);
  });

  it('a resistive may cover only declared negatives (not a positive, not an unknown id)', () => {
    const rule = 'SMS §2.3: a resistive module absorbs the negatives it covers';
    expect(codes({ modules: [pos('a', 1), res('r', 1, ['a'])], difficulty: 6 })).toEqual([{ code: 'COVERED_NOT_NEGATIVE', rule }]);
    expect(codes({ modules: [neg('w', 1), res('r', 1, ['w'])], difficulty: 6 })).toEqual([]);
  });

  it('resistiveAsPositive names a declared resistive, not an unknown id', () => {
    expect(codes({ modules: [res('r', 1)], difficulty: 6, resistiveAsPositive: ['ghost'] })).toEqual([
      { code: 'NOT_A_DECLARED_RESISTIVE', rule: 'SMS §2.3: only a declared resistive module may count as positive' },
    ]);
    expect(codes({ modules: [res('r', 1)], difficulty: 6, resistiveAsPositive: ['r'] })).toEqual([]);
  });

  it('the difficulty and the circumstances must be finite numbers', () => {
    expect(codes({ modules: [], difficulty: Number.NaN })).toEqual([{ code: 'BAD_DIFFICULTY', rule: 'SMS §2.4: the difficulty is a die' }]);
    expect(codes({ modules: [], difficulty: Number.POSITIVE_INFINITY })).toEqual([{ code: 'BAD_DIFFICULTY', rule: 'SMS §2.4: the difficulty is a die' }]);
    expect(codes({ modules: [], difficulty: 6, circumstances: Number.NaN })).toEqual([
      { code: 'BAD_CIRCUMSTANCES', rule: 'SMS §4: circumstances are die points' },
    ]);
    expect(codes({ modules: [], difficulty: 6, circumstances: -3 })).toEqual([]);
  });

  it('an assistant brings a whole number ≥ 0 of modules', () => {
    const rule = 'SMS §2: an assistant adds +1 per module of theirs entering play';
    expect(codes({ modules: [], difficulty: 6, assistants: [{ modulesEnteringPlay: -1 }] })).toEqual([{ code: 'BAD_ASSISTANT', rule }]);
    expect(codes({ modules: [], difficulty: 6, assistants: [{ modulesEnteringPlay: 0.5 }] })).toEqual([{ code: 'BAD_ASSISTANT', rule }]);
    expect(codes({ modules: [], difficulty: 6, assistants: [{ modulesEnteringPlay: 0 }] })).toEqual([]);
  });

  it('every breach is reported at once, and a refused action rolls nothing', () => {
    const input: ActionInput = {
      modules: [pos('a', 0, { scope: 9 }), pos('a', 1)],
      difficulty: 6,
      qualityShift: 3,
      assistants: [{ modulesEnteringPlay: -2 }],
    };
    expect(codes(input).map((c) => c.code)).toEqual(['BAD_RANK', 'BAD_SCOPE', 'DUPLICATE_MODULE', 'BAD_QUALITY_SHIFT', 'BAD_ASSISTANT']);
    // scriptedRng([]) throws if asked for a face.
    const r = resolveAction(scriptedRng([]), input);
    expect(r.ok).toBe(false);
  });
});

describe('SMS §2.7 quality shift on a threshold', () => {
  const absoluteRule = "SMS §2.7: on an absolute threshold a die below the GM's is a failure";

  it('a zero shift on an absolute threshold is allowed; −2 is refused', () => {
    const zero = oddsForAction({ modules: [pos('jump', 4)], difficulty: 6, qualityShift: 0, threshold: 'ABSOLUTE' });
    expect(zero.ok && zero.value).toMatchObject({ die: 6, gmDie: 6, quality: 0, threshold: 'ABSOLUTE' });
    expect(codes({ modules: [pos('jump', 4)], difficulty: 6, qualityShift: -2, threshold: 'ABSOLUTE' })).toEqual([
      { code: 'LOWER_DIE_ON_ABSOLUTE_THRESHOLD', rule: absoluteRule },
    ]);
  });

  it('the absolute check is not made on a shift that is already refused as odd', () => {
    expect(codes({ modules: [], difficulty: 6, qualityShift: -3, threshold: 'ABSOLUTE' })).toEqual([
      { code: 'BAD_QUALITY_SHIFT', rule: 'SMS §2.7: the quality shift is −6, −4, −2, 0, +2, +4 or +6' },
    ]);
  });

  it('±6 are the extreme shifts allowed', () => {
    expect(codes({ modules: [], difficulty: 6, qualityShift: 6 })).toEqual([]);
    expect(codes({ modules: [], difficulty: 6, qualityShift: -6 })).toEqual([]);
  });

  it('the threshold defaults to relative', () => {
    const r = resolveAction(scriptedRng([]), { modules: [pos('a', 6)], difficulty: 6 });
    expect(r.ok && r.value.threshold).toBe('RELATIVE');
  });

  it('a zero shift keeps a GM die above 12; a positive shift never lowers one', () => {
    expect(playedDie(14, 0, 3)).toBe(14);
    expect(playedDie(14, 2, 3)).toBe(14);
    expect(playedDie(8, -2, 3)).toBe(6);
  });

  it('above 12 the played die is the even value at most the score (13 → D12, 15 → D14, 16 → D16)', () => {
    expect(playedDie(10, 6, 13)).toBe(12);
    expect(playedDie(10, 6, 15)).toBe(14);
    expect(playedDie(10, 6, 16)).toBe(16);
    expect(playedDie(10, 6, 12)).toBe(12);
    expect(playedDie(8, 4, 30)).toBe(12);
  });

  it('stakes on failure: none when automatic, else those of the played die', () => {
    const auto = oddsForAction({ modules: [pos('a', 12)], difficulty: 10 });
    expect(auto.ok && auto.value.stakesOnFailure).toBe('NONE');
    const d8 = oddsForAction({ modules: [pos('a', 3)], difficulty: 6, qualityShift: 2 });
    expect(d8.ok && d8.value).toMatchObject({ die: 8, stakesOnFailure: 'MEDIUM', probability: 3 / 8, automatic: false, impossible: false });
  });

  it('a failed roll on a raised die reports the attempted quality and that die’s stakes', () => {
    const r = resolveAction(scriptedRng([9]), { modules: [pos('a', 5)], difficulty: 6, qualityShift: 4 });
    expect(r.ok && r.value).toMatchObject({ die: 10, gmDie: 6, roll: 9, success: false, stakes: 'MAJOR', quality: 4, requestedShift: 4, probability: 0.5 });
  });

  it('the roll equal to the score succeeds, one above fails', () => {
    const hit = resolveAction(scriptedRng([4]), { modules: [pos('a', 4)], difficulty: 8 });
    expect(hit.ok && hit.value.success).toBe(true);
    const miss = resolveAction(scriptedRng([5]), { modules: [pos('a', 4)], difficulty: 8 });
    expect(miss.ok && miss.value).toMatchObject({ success: false, stakes: 'MEDIUM' });
  });

  it('quality names from −6 to +6, null for odd shifts', () => {
    expect(QUALITY_LEVELS.map((q) => q.shift)).toEqual([-6, -4, -2, 0, 2, 4, 6]);
    expect(qualityName(1)).toBeNull();
    expect(qualityName(8)).toBeNull();
    expect(qualityName(0)).not.toBeNull();
  });
});

describe('SMS §2.3 how much each resistive absorbs', () => {
  it('each resistive’s own share, and what is left of each negative', () => {
    const a = absorbNegatives(
      [
        { id: 'r1', rank: 1 },
        { id: 'r2', rank: 2 },
      ],
      [{ id: 'w', rank: 4 }],
    );
    expect(a).toEqual({ absorbed: 3, byResistive: { r1: 1, r2: 2 }, remainingByNegative: { w: 1 } });
  });

  it('a resistive absorbs only up to the covered negatives: the rest of its rank is unused', () => {
    const a = absorbNegatives([{ id: 'pain', rank: 5, covers: ['wound'] }], [
      { id: 'wound', rank: 2 },
      { id: 'tired', rank: 3 },
    ]);
    expect(a).toEqual({ absorbed: 2, byResistive: { pain: 2 }, remainingByNegative: { wound: 0, tired: 3 } });
  });

  it('a cover list naming no given negative absorbs nothing; an empty list too', () => {
    expect(absorbNegatives([{ id: 'r', rank: 3, covers: ['nope'] }], [{ id: 'w', rank: 2 }])).toEqual({
      absorbed: 0,
      byResistive: { r: 0 },
      remainingByNegative: { w: 2 },
    });
    expect(absorbNegatives([{ id: 'r', rank: 3, covers: [] }], [{ id: 'w', rank: 2 }]).absorbed).toBe(0);
  });

  it('non-positive ranks count as 0 on both sides', () => {
    expect(absorbNegatives([{ id: 'r', rank: -2 }], [{ id: 'w', rank: 2 }])).toEqual({ absorbed: 0, byResistive: { r: 0 }, remainingByNegative: { w: 2 } });
    expect(absorbNegatives([{ id: 'r', rank: 2 }], [{ id: 'w', rank: -2 }])).toEqual({ absorbed: 0, byResistive: { r: 0 }, remainingByNegative: { w: 0 } });
  });

  it('two entries with one id add their shares', () => {
    const a = absorbNegatives(
      [
        { id: 'r', rank: 1 },
        { id: 'r', rank: 2 },
      ],
      [{ id: 'w', rank: 5 }],
    );
    expect(a.byResistive).toEqual({ r: 3 });
  });

  it('a chain of overlapping covers needs a rerouted path to reach the best total', () => {
    // r1 covers x,y; r2 covers x only. Greedy r1→x would leave r2 nothing; max-flow reroutes.
    const a = absorbNegatives(
      [
        { id: 'r1', rank: 2, covers: ['x', 'y'] },
        { id: 'r2', rank: 2, covers: ['x'] },
        { id: 'r3', rank: 1, covers: ['y', 'z'] },
      ],
      [
        { id: 'x', rank: 2 },
        { id: 'y', rank: 2 },
        { id: 'z', rank: 1 },
      ],
    );
    expect(a.absorbed).toBe(5);
    expect(a.byResistive).toEqual({ r1: 2, r2: 2, r3: 1 });
    expect(a.remainingByNegative).toEqual({ x: 0, y: 0, z: 0 });
  });

  it('in an action: a resistive accepted as positive absorbs nothing; the others still do', () => {
    const b = scoreBreakdown({
      modules: [pos('a', 2), neg('w', 3), res('pain', 2), res('grit', 1)],
      resistiveAsPositive: ['pain'],
      assistants: [{ modulesEnteringPlay: 2 }],
    });
    expect(b).toMatchObject({ positives: 4, negatives: 3, absorbed: 1, assistantsBonus: 2, rawScore: 4 });
    expect(b.absorption.byResistive).toEqual({ grit: 1 });
  });
});
