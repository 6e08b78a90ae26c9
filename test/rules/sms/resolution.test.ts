import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedRng, seededRng, settleDie } from '../../../src/rules/dice.js';
import {
  type ActionInput,
  type DeclaredModule,
  absorbNegatives,
  oddsForAction,
  playedDie,
  qualityName,
  resolveAction,
} from '../../../src/rules/sms/resolution.js';

const pos = (id: string, rank: number): DeclaredModule => ({ id, name: id, scope: 2, polarity: 'POSITIVE', rank });
const neg = (id: string, rank: number): DeclaredModule => ({ id, name: id, scope: 2, polarity: 'NEGATIVE', rank });
const res = (id: string, rank: number, covers?: string[]): DeclaredModule => ({ id, name: id, scope: 2, polarity: 'RESISTIVE', rank, covers: covers ?? null });

function value<T>(r: { ok: true; value: T } | { ok: false; violations: unknown[] }): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}

describe('SMS §2 action score', () => {
  it('sums positives minus negatives and rolls the die when uncertain', () => {
    const r = value(resolveAction(scriptedRng([3]), { modules: [pos('a', 3), pos('b', 2), neg('c', 1)], difficulty: 8 }));
    expect(r).toMatchObject({ score: 4, die: 8, automatic: false, roll: 3, success: true, stakes: 'NONE', quality: 0, probability: 0.5 });
    expect(r.breakdown).toMatchObject({ positives: 5, negatives: 1, absorbed: 0, assistantsBonus: 0, rawScore: 4 });
  });

  it('a failed roll brings the stakes of the die (§2.6)', () => {
    const r = value(resolveAction(scriptedRng([9]), { modules: [pos('a', 4)], difficulty: 10 }));
    expect(r).toMatchObject({ success: false, stakes: 'MAJOR', roll: 9 });
  });

  it('a score ≤ 0 counts as 1', () => {
    const r = value(resolveAction(scriptedRng([1]), { modules: [pos('a', 1), neg('b', 4)], difficulty: 6 }));
    expect(r.score).toBe(1);
    expect(r.breakdown.rawScore).toBe(-3);
    expect(r.success).toBe(true);
  });

  it('score ≥ die is automatic, no roll; D0 always succeeds', () => {
    expect(value(resolveAction(scriptedRng([]), { modules: [pos('a', 6)], difficulty: 6 }))).toMatchObject({ automatic: true, roll: null, success: true });
    expect(value(resolveAction(scriptedRng([]), { modules: [], difficulty: 0 }))).toMatchObject({ automatic: true, roll: null, die: 0 });
  });

  it('circumstances add die points before one settling (D6 + 1 → D8)', () => {
    const o = value(oddsForAction({ modules: [pos('a', 2)], difficulty: 6, circumstances: 1 }));
    expect(o.gmDie).toBe(8);
  });

  it('assistants add +1 per module entering play, whatever its rank', () => {
    const r = value(resolveAction(scriptedRng([5]), { modules: [pos('a', 2)], difficulty: 8, assistants: [{ modulesEnteringPlay: 2 }, { modulesEnteringPlay: 1 }] }));
    expect(r.breakdown.assistantsBonus).toBe(3);
    expect(r.score).toBe(5);
  });

  it('above 12 the action is impossible with D12 stakes unless the score reaches it', () => {
    const r = value(resolveAction(scriptedRng([]), { modules: [pos('a', 10)], difficulty: 12, circumstances: 1 }));
    expect(r).toMatchObject({ die: 14, impossible: true, success: false, stakes: 'CRITICAL', roll: null, probability: 0 });
    const r2 = value(resolveAction(scriptedRng([]), { modules: [pos('a', 14)], difficulty: 13 }));
    expect(r2).toMatchObject({ die: 14, automatic: true, success: true });
  });
});

describe('SMS §2.3 resistive absorption', () => {
  it('seed: pain resistance 2 vs a −2 wound → 0 malus; vs −4 → −2', () => {
    const a = value(oddsForAction({ modules: [pos('sword', 3), neg('wound', 2), res('pain', 2)], difficulty: 8 }));
    expect(a.breakdown).toMatchObject({ negatives: 2, absorbed: 2, rawScore: 3 });
    const b = value(oddsForAction({ modules: [pos('sword', 3), neg('wound', 4), res('pain', 2)], difficulty: 8 }));
    expect(b.breakdown).toMatchObject({ negatives: 4, absorbed: 2, rawScore: 1 });
  });

  it('only absorbs the negatives it covers', () => {
    const o = value(oddsForAction({ modules: [pos('a', 4), neg('wound', 2), neg('dim', 1), res('pain', 3, ['wound'])], difficulty: 8 }));
    expect(o.breakdown.absorbed).toBe(2);
    expect(o.score).toBe(3);
  });

  it('several resistives add up against the negatives they cover', () => {
    const o = value(oddsForAction({ modules: [neg('w', 4), res('r1', 1), res('r2', 2)], difficulty: 4 }));
    expect(o.breakdown.absorbed).toBe(3);
  });

  it('overlapping covers find the best assignment whatever the order', () => {
    const negs = [
      { id: 'x', rank: 2 },
      { id: 'y', rank: 2 },
    ];
    const a = absorbNegatives(
      [
        { id: 'r1', rank: 2, covers: ['x', 'y'] },
        { id: 'r2', rank: 2, covers: ['x'] },
      ],
      negs,
    );
    expect(a.absorbed).toBe(4);
    expect(a.remainingByNegative).toEqual({ x: 0, y: 0 });
  });

  it('never adds to the score unless accepted as positive (torture)', () => {
    const plain = value(oddsForAction({ modules: [pos('will', 1), res('pain', 2)], difficulty: 6 }));
    expect(plain.breakdown.rawScore).toBe(1);
    const asPos = value(oddsForAction({ modules: [pos('will', 1), res('pain', 2)], difficulty: 6, resistiveAsPositive: ['pain'] }));
    expect(asPos.breakdown).toMatchObject({ positives: 3, rawScore: 3 });
  });

  it('rejects resistiveAsPositive on a non-resistive and covers on unknown ids', () => {
    const r = oddsForAction({ modules: [pos('a', 1)], difficulty: 6, resistiveAsPositive: ['a'] });
    expect(r.ok).toBe(false);
    const r2 = oddsForAction({ modules: [res('r', 1, ['nope'])], difficulty: 6 });
    expect(!r2.ok && r2.violations[0]!.code).toBe('COVERED_NOT_NEGATIVE');
  });

  it('messages name the modules, not their ids', () => {
    const uuid = 'bdfe3e93-0000-4000-8000-000000000001';
    const sword: DeclaredModule = { id: uuid, name: 'Épée', scope: 2, polarity: 'POSITIVE', rank: 2 };
    const twice = oddsForAction({ modules: [sword, sword], difficulty: 6 });
    expect(!twice.ok && twice.violations[0]!.message).toBe('module Épée is declared twice');
    const wound: DeclaredModule = { id: 'w-uuid', name: 'Entaille', scope: 1, polarity: 'POSITIVE', rank: 1 };
    const covered = oddsForAction({ modules: [wound, { ...res('r-uuid', 1, ['w-uuid']), name: 'Dur au mal' }], difficulty: 6 });
    expect(!covered.ok && covered.violations[0]!.message).toBe('resistive Dur au mal covers Entaille, which is not a declared negative module');
  });
});

describe('SMS §2.7 quality shifts', () => {
  it('relative threshold: a lower die succeeds with a lower quality (the stew)', () => {
    const r = value(resolveAction(scriptedRng([]), { modules: [pos('cook', 4)], difficulty: 6, qualityShift: -2, threshold: 'RELATIVE' }));
    expect(r).toMatchObject({ die: 4, automatic: true, success: true, quality: -2 });
    expect(qualityName(r.quality)).toEqual({ fr: 'mauvais', en: 'bad' });
  });

  it('absolute threshold: a lower die can only fail (the crevasse) — refused', () => {
    const r = resolveAction(scriptedRng([]), { modules: [pos('jump', 4)], difficulty: 6, qualityShift: -2, threshold: 'ABSOLUTE' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.violations[0]!.rule).toMatch(/^SMS §2\.7/);
  });

  it('a higher die gives a better quality on success', () => {
    const r = value(resolveAction(scriptedRng([4]), { modules: [pos('a', 5)], difficulty: 6, qualityShift: 4, threshold: 'ABSOLUTE' }));
    expect(r).toMatchObject({ die: 10, success: true, quality: 4, gmDie: 6 });
  });

  it('seed: from D8 one cannot roll a D14 for perfect, at best D12 for excellent', () => {
    const o = value(oddsForAction({ modules: [pos('a', 5)], difficulty: 8, qualityShift: 6 }));
    expect(o).toMatchObject({ die: 12, quality: 4 });
  });

  it('with a score above 12 the die may go above 12 while ≤ score: automatic success with that quality', () => {
    const o = value(oddsForAction({ modules: [pos('a', 15)], difficulty: 10, qualityShift: 4 }));
    expect(o).toMatchObject({ die: 14, quality: 4, automatic: true });
    const capped = value(oddsForAction({ modules: [pos('a', 13)], difficulty: 10, qualityShift: 6 }));
    expect(capped).toMatchObject({ die: 12, quality: 2 });
  });

  it('the die never drops below D0', () => {
    expect(playedDie(2, -6, 1)).toBe(0);
  });

  it('rejects odd or out-of-range shifts', () => {
    for (const qualityShift of [1, 8, -8, 0.5]) {
      const r = oddsForAction({ modules: [], difficulty: 6, qualityShift });
      expect(!r.ok && r.violations[0]!.code).toBe('BAD_QUALITY_SHIFT');
    }
  });
});

const moduleArb = fc.record({
  id: fc.uuid(),
  name: fc.constant('m'),
  scope: fc.integer({ min: 1, max: 5 }),
  polarity: fc.constantFrom('POSITIVE' as const, 'NEGATIVE' as const, 'RESISTIVE' as const),
  rank: fc.integer({ min: 1, max: 8 }),
});

const inputArb: fc.Arbitrary<ActionInput> = fc.record({
  modules: fc.uniqueArray(moduleArb, { selector: (m) => m.id, maxLength: 8 }),
  difficulty: fc.integer({ min: -4, max: 16 }),
  circumstances: fc.integer({ min: -3, max: 3 }),
  qualityShift: fc.constantFrom(-6, -4, -2, 0, 2, 4, 6),
  threshold: fc.constant('RELATIVE' as const),
  assistants: fc.array(fc.record({ modulesEnteringPlay: fc.integer({ min: 0, max: 3 }) }), { maxLength: 3 }),
});

describe('properties', () => {
  it('score ≥ 1; automatic ⇔ score ≥ die or die = 0; probability = min(score, die)/die on real dice', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const r = value(resolveAction(seededRng(seed), input));
        expect(r.score).toBeGreaterThanOrEqual(1);
        expect(r.automatic).toBe(r.score >= r.die || r.die === 0);
        if (r.die > 0 && r.die <= 12) expect(r.probability).toBeCloseTo(Math.min(r.score, r.die) / r.die);
        if (r.die > 12) expect(r.probability).toBe(r.score >= r.die ? 1 : 0);
        expect(r.roll === null).toBe(r.automatic || r.impossible);
        if (r.roll !== null) expect(r.success).toBe(r.roll <= r.score);
        expect(r.quality).toBeGreaterThanOrEqual(-6);
        expect(r.quality).toBeLessThanOrEqual(6);
        if (r.success) expect(r.stakes).toBe('NONE');
      }),
    );
  });

  it('absorption never exceeds the resistives nor the negatives', () => {
    fc.assert(
      fc.property(fc.uniqueArray(moduleArb, { selector: (m) => m.id, maxLength: 8 }), (modules) => {
        const o = value(oddsForAction({ modules, difficulty: 6 }));
        const rTotal = modules.filter((m) => m.polarity === 'RESISTIVE').reduce((s, m) => s + m.rank, 0);
        expect(o.breakdown.absorbed).toBe(Math.min(rTotal, o.breakdown.negatives));
      }),
    );
  });

  it('the played die is even, and ≤ 12 unless the score or the GM already went above', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4, max: 16 }), fc.constantFrom(-6, -4, -2, 0, 2, 4, 6), fc.integer({ min: 1, max: 30 }), (d, shift, score) => {
        const gm = settleDie(d);
        const die = playedDie(gm, shift, score);
        expect(die % 2).toBe(0);
        if (die > 12) expect(die <= gm || die <= score).toBe(true);
      }),
    );
  });
});
