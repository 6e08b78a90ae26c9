import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type HealthState,
  type Severity,
  addFatigue,
  catchBreath,
  declareDead,
  emptyHealth,
  endSequence,
  heal,
  healLowestWound,
  healthMalus,
  healthModules,
  inflictWound,
  isOutOfAction,
  rest,
  restDays,
  sleep,
  woundLevelsToSeverity,
} from '../../../src/rules/sms/health.js';
import { oddsForAction } from '../../../src/rules/sms/resolution.js';

function value<T>(r: { ok: true; value: T } | { ok: false; violations: unknown[] }): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}

const wound = (s: HealthState, nature: string, severity: Severity) => value(inflictWound(s, { nature, severity })).state;

describe('SMS §3 wounds', () => {
  it('a wound is a negative module: nature = name, rank = malus, severity kept beside it', () => {
    const { state, wound: w } = value(inflictWound(emptyHealth(), { nature: 'slash to the thigh', severity: 'LIGHT' }));
    expect(w).toEqual({ id: 'wound-1', nature: 'slash to the thigh', severity: 'LIGHT', rank: 1, damageType: null });
    expect(state.status).toBe('ACTIVE');
    expect(healthModules(state)).toEqual([
      { id: 'wound:wound-1', name: 'slash to the thigh', scope: 1, polarity: 'NEGATIVE', rank: 1, source: 'WOUND' },
    ]);
  });

  it('severity malus: light 1, serious 2, critical 4, mortal none', () => {
    let s = emptyHealth();
    for (const sev of ['LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL'] as const) s = wound(s, sev, sev);
    expect(s.wounds.map((w) => w.rank)).toEqual([1, 2, 4, 0]);
    expect(healthMalus(s).malus).toBe(7);
  });

  it('no limit on non-mortal wounds; a mortal wound takes the character out; annihilation destroys', () => {
    let s = emptyHealth();
    for (let i = 0; i < 20; i++) s = wound(s, `cut ${i}`, 'CRITICAL');
    expect(isOutOfAction(s)).toBe(false);
    s = wound(s, 'heart', 'MORTAL');
    expect(s.status).toBe('OUT_OF_ACTION');
    s = wound(s, 'disintegrated', 'ANNIHILATION');
    expect(s.status).toBe('DESTROYED');
    const r = inflictWound(s, { nature: 'more', severity: 'LIGHT' });
    expect(!r.ok && r.violations[0]!.code).toBe('CHARACTER_DESTROYED');
  });

  it('a wound needs a nature', () => {
    const r = inflictWound(emptyHealth(), { nature: '  ', severity: 'LIGHT' });
    expect(!r.ok && r.violations[0]!.rule).toMatch(/^SMS §3/);
  });

  it('wound levels → severity (Decision)', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => woundLevelsToSeverity(n))).toEqual([null, 'LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL', 'MORTAL', 'MORTAL']);
    expect(woundLevelsToSeverity(5, { allowAnnihilation: true })).toBe('ANNIHILATION');
  });

  it('heals a wound; a mortal wound heals only if the character survived; annihilation never', () => {
    let s = wound(emptyHealth(), 'heart', 'MORTAL');
    const healed = value(heal(s, 'wound-1'));
    expect(healed.status).toBe('ACTIVE');
    s = value(declareDead(s));
    expect(!heal(s, 'wound-1').ok).toBe(true);
    const a = wound(emptyHealth(), 'gone', 'ANNIHILATION');
    expect(!heal(a, 'wound-1').ok).toBe(true);
    expect(!heal(a, 'nope').ok).toBe(true);
    expect(!declareDead(emptyHealth()).ok).toBe(true);
  });

  it('heals the lowest-severity wound first, whatever its kind', () => {
    let s = wound(emptyHealth(), 'a', 'CRITICAL');
    s = wound(s, 'b', 'LIGHT');
    s = wound(s, 'c', 'SERIOUS');
    s = value(healLowestWound(s));
    expect(s.wounds.map((w) => w.nature)).toEqual(['a', 'c']);
    expect(healLowestWound(emptyHealth()).ok).toBe(false);
  });

  it('seed: pain resistance 2 absorbs a −2 wound entirely and 2 points of a −4 one', () => {
    const s1 = wound(emptyHealth(), 'cut', 'SERIOUS');
    expect(healthMalus(s1, { resistives: [{ id: 'pain', rank: 2 }] })).toEqual({ raw: 2, absorbed: 2, malus: 0 });
    const s2 = wound(emptyHealth(), 'gash', 'CRITICAL');
    expect(healthMalus(s2, { resistives: [{ id: 'pain', rank: 2 }] })).toEqual({ raw: 4, absorbed: 2, malus: 2 });
  });

  it('health modules feed resolveAction, where a resistive covering wounds absorbs them', () => {
    let s = wound(emptyHealth(), 'gash', 'CRITICAL');
    s = value(addFatigue(s, 'PASSING', 2));
    const mods = healthModules(s);
    const o = value(
      oddsForAction({
        modules: [{ id: 'sword', name: 'Sword', scope: 2, polarity: 'POSITIVE', rank: 5 }, ...mods, { id: 'pain', name: 'Pain resistance', scope: 2, polarity: 'RESISTIVE', rank: 2, covers: ['wound:wound-1'] }],
        difficulty: 8,
      }),
    );
    expect(o.breakdown).toMatchObject({ negatives: 6, absorbed: 2, rawScore: 1 });
  });
});

describe('SMS §3 fatigue', () => {
  const tired = () => {
    let s = value(addFatigue(emptyHealth(), 'PASSING', 3));
    s = value(addFatigue(s, 'LASTING', 5));
    return value(addFatigue(s, 'PERSISTENT', 2));
  };

  it('each level is −1; catching one\'s breath or the end of the sequence clears passing', () => {
    const s = tired();
    expect(healthMalus(s).malus).toBe(10);
    expect(catchBreath(s).fatigue).toEqual({ PASSING: 0, LASTING: 5, PERSISTENT: 2 });
    expect(endSequence(s).fatigue).toEqual({ PASSING: 0, LASTING: 5, PERSISTENT: 2 });
  });

  it('lasting: 1 per hour of rest, all after a sleep period; Elfin trance 4 h = 8 h sleep', () => {
    expect(value(rest(tired(), 2)).fatigue.LASTING).toBe(3);
    expect(value(rest(tired(), 9)).fatigue.LASTING).toBe(0);
    expect(value(sleep(tired())).fatigue.LASTING).toBe(0);
    expect(value(sleep(tired(), { hours: 4 })).fatigue.LASTING).toBe(1);
    expect(value(sleep(tired(), { hours: 4, elfinTrance: true })).fatigue.LASTING).toBe(0);
    expect(value(sleep(tired(), { hours: 2, elfinTrance: true })).fatigue.LASTING).toBe(1);
  });

  it('persistent: 1 per full day of rest; sleep does not touch it', () => {
    expect(value(restDays(tired(), 1)).fatigue.PERSISTENT).toBe(1);
    expect(value(sleep(tired())).fatigue.PERSISTENT).toBe(2);
  });

  it('rejects negative or fractional amounts', () => {
    expect(rest(tired(), -1).ok).toBe(false);
    expect(restDays(tired(), 0.5).ok).toBe(false);
    expect(addFatigue(tired(), 'LASTING', -2).ok).toBe(false);
  });

  it('property: fatigue never goes negative and state stays JSON', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('add', 'rest', 'days', 'sleep', 'breath'), fc.nat(10))), (ops) => {
        let s = emptyHealth();
        for (const [op, n] of ops) {
          if (op === 'add') s = value(addFatigue(s, (['PASSING', 'LASTING', 'PERSISTENT'] as const)[n % 3]!, n));
          if (op === 'rest') s = value(rest(s, n));
          if (op === 'days') s = value(restDays(s, n));
          if (op === 'sleep') s = value(sleep(s, { hours: n }));
          if (op === 'breath') s = catchBreath(s);
        }
        expect(Object.values(s.fatigue).every((x) => x >= 0)).toBe(true);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }),
    );
  });
});
