import { describe, expect, it } from 'vitest';
import {
  addFatigue,
  declareDead,
  emptyHealth,
  healLowestWound,
  healthMalus,
  healthModules,
  heal,
  inflictWound,
  isOutOfAction,
  rest,
  restDays,
  severityLevel,
  sleep,
  woundLevelsToSeverity,
  type HealthState,
} from '../../../src/rules/sms/health.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// SMS §3 edges (pinned by mutation testing).

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  return r.value;
}
const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));
function wounded(...severities: ('LIGHT' | 'SERIOUS' | 'CRITICAL' | 'MORTAL' | 'ANNIHILATION')[]): HealthState {
  let s = emptyHealth();
  for (const severity of severities) s = value(inflictWound(s, { nature: `w-${severity}`, severity })).state;
  return s;
}

describe('SMS §3 wounds', () => {
  it('ids count up; the nature is trimmed; the damage type defaults to null', () => {
    const s = wounded('LIGHT', 'SERIOUS');
    expect(s.wounds.map((w) => w.id)).toEqual(['wound-1', 'wound-2']);
    expect(s.nextWoundNumber).toBe(3);
    const r = value(inflictWound(emptyHealth(), { nature: '  cut  ', severity: 'LIGHT', damageType: 'LETHAL' }));
    expect(r.wound).toEqual({ id: 'wound-1', nature: 'cut', severity: 'LIGHT', rank: 1, damageType: 'LETHAL' });
    expect(value(inflictWound(emptyHealth(), { nature: 'cut', severity: 'LIGHT' })).wound.damageType).toBeNull();
  });

  it('refusals cite their rules', () => {
    expect(breach(inflictWound(emptyHealth(), { nature: ' ', severity: 'LIGHT' }))).toEqual([['WOUND_WITHOUT_NATURE', 'SMS §3: a wound has a nature and a severity']]);
    expect(breach(inflictWound(emptyHealth(), { nature: 'x', severity: 'GRAZE' as never }))).toEqual([['BAD_SEVERITY', 'SMS §3: a wound has a nature and a severity']]);
    expect(breach(inflictWound(wounded('ANNIHILATION'), { nature: 'x', severity: 'LIGHT' }))).toEqual([['CHARACTER_DESTROYED', 'SMS §3: an annihilated character is destroyed']]);
    expect(breach(heal(emptyHealth(), 'wound-9'))).toEqual([['UNKNOWN_WOUND', 'SMS §3: a wound has a nature and a severity']]);
    expect(breach(heal(wounded('ANNIHILATION'), 'wound-1'))).toEqual([['ANNIHILATION_CANNOT_HEAL', 'SMS §3: annihilation destroys; it cannot be healed']]);
    expect(breach(declareDead(wounded('LIGHT')))).toEqual([['NOT_MORTALLY_WOUNDED', 'SMS §3: a mortal wound takes the character out']]);
  });

  it('status: annihilation outranks mortal; healing the mortal wound of a survivor makes them active again', () => {
    expect(wounded('MORTAL', 'ANNIHILATION').status).toBe('DESTROYED');
    const s = wounded('LIGHT', 'MORTAL');
    expect(isOutOfAction(s)).toBe(true);
    const healed = value(heal(s, 'wound-2'));
    expect(healed.status).toBe('ACTIVE');
    expect(isOutOfAction(healed)).toBe(false);
    const dead = value(declareDead(s));
    expect(dead.dead).toBe(true);
    expect(breach(heal(dead, 'wound-2'))).toEqual([['DEAD_CANNOT_HEAL', 'SMS §3: a mortal wound takes the character out']]);
    // A dead character's light wound still heals.
    expect(value(heal(dead, 'wound-1')).wounds.map((w) => w.id)).toEqual(['wound-2']);
  });

  it('lowest first, oldest first among equals; a dead character’s mortal wound is skipped', () => {
    const s = wounded('SERIOUS', 'LIGHT', 'LIGHT');
    expect(value(healLowestWound(s)).wounds.map((w) => w.id)).toEqual(['wound-1', 'wound-3']);
    const dead = value(declareDead(wounded('MORTAL', 'SERIOUS')));
    expect(value(healLowestWound(dead)).wounds.map((w) => w.id)).toEqual(['wound-1']);
    expect(breach(healLowestWound(value(declareDead(wounded('MORTAL')))))).toEqual([['NOTHING_TO_HEAL', 'SMS §3: a wound has a nature and a severity']]);
    expect(breach(healLowestWound(emptyHealth()))?.[0]?.[0]).toBe('NOTHING_TO_HEAL');
  });

  it('levels → severity at each edge', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => woundLevelsToSeverity(n))).toEqual([null, 'LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL', 'MORTAL']);
    expect(woundLevelsToSeverity(4, { allowAnnihilation: true })).toBe('MORTAL');
    expect(woundLevelsToSeverity(5, { allowAnnihilation: true })).toBe('ANNIHILATION');
    expect(severityLevel('ANNIHILATION')).toBe(5);
  });
});

describe('SMS §3 fatigue', () => {
  it('amounts are whole and ≥ 0; 0 is fine', () => {
    const rule = 'SMS §3: fatigue is recovered by rest, sleep and days of rest';
    expect(value(addFatigue(emptyHealth(), 'LASTING', 0)).fatigue.LASTING).toBe(0);
    expect(breach(addFatigue(emptyHealth(), 'LASTING', -1))).toEqual([['BAD_AMOUNT', rule]]);
    expect(breach(rest(emptyHealth(), 0.5))).toEqual([['BAD_AMOUNT', rule]]);
    expect(breach(restDays(emptyHealth(), -2))).toEqual([['BAD_AMOUNT', rule]]);
    expect(breach(sleep(emptyHealth(), { hours: -1 }))).toEqual([['BAD_AMOUNT', rule]]);
  });

  it('sleep: exactly the period clears lasting; one hour less is rest; a trance hour counts two', () => {
    const tired = value(addFatigue(emptyHealth(), 'LASTING', 10));
    expect(value(sleep(tired)).fatigue.LASTING).toBe(0);
    expect(value(sleep(tired, { hours: 8 })).fatigue.LASTING).toBe(0);
    expect(value(sleep(tired, { hours: 7 })).fatigue.LASTING).toBe(3);
    expect(value(sleep(tired, { elfinTrance: true })).fatigue.LASTING).toBe(0);
    expect(value(sleep(tired, { hours: 4, elfinTrance: true })).fatigue.LASTING).toBe(0);
    expect(value(sleep(tired, { hours: 3, elfinTrance: true })).fatigue.LASTING).toBe(4);
    expect(value(rest(tired, 12)).fatigue.LASTING).toBe(0);
    const worn = value(addFatigue(emptyHealth(), 'PERSISTENT', 3));
    expect(value(restDays(worn, 1)).fatigue.PERSISTENT).toBe(2);
    expect(value(restDays(worn, 5)).fatigue.PERSISTENT).toBe(0);
  });
});

describe('SMS §3 wounds and fatigue as modules', () => {
  it('mortal wounds and zero fatigue are left out; filters select by id and kind', () => {
    let s = wounded('LIGHT', 'MORTAL', 'CRITICAL');
    s = value(addFatigue(s, 'PASSING', 2));
    s = value(addFatigue(s, 'PERSISTENT', 1));
    expect(healthModules(s)).toEqual([
      { id: 'wound:wound-1', name: 'w-LIGHT', scope: 1, polarity: 'NEGATIVE', rank: 1, source: 'WOUND' },
      { id: 'wound:wound-3', name: 'w-CRITICAL', scope: 1, polarity: 'NEGATIVE', rank: 4, source: 'WOUND' },
      { id: 'fatigue:PASSING', name: 'Passing fatigue', scope: 1, polarity: 'NEGATIVE', rank: 2, source: 'FATIGUE' },
      { id: 'fatigue:PERSISTENT', name: 'Persistent fatigue', scope: 1, polarity: 'NEGATIVE', rank: 1, source: 'FATIGUE' },
    ]);
    expect(healthModules(s, { woundIds: ['wound-3'], fatigueKinds: ['PERSISTENT'] }).map((m) => m.id)).toEqual(['wound:wound-3', 'fatigue:PERSISTENT']);
    expect(healthModules(s, { woundIds: [], fatigueKinds: [] })).toEqual([]);
    const lasting = value(addFatigue(emptyHealth(), 'LASTING', 2));
    expect(healthModules(lasting).map((m) => m.name)).toEqual(['Lasting fatigue']);
  });

  it('malus: raw, absorbed by the covering resistives, and the rest', () => {
    const s = value(addFatigue(wounded('SERIOUS', 'LIGHT'), 'PASSING', 1));
    expect(healthMalus(s)).toEqual({ raw: 4, absorbed: 0, malus: 4 });
    expect(healthMalus(s, { resistives: [{ id: 'pain', rank: 5, covers: ['wound:wound-1', 'wound:wound-2'] }] })).toEqual({ raw: 4, absorbed: 3, malus: 1 });
  });
});
