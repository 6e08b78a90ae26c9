import { describe, expect, it } from 'vitest';
import {
  type AfflictionDefinition,
  type AfflictionsState,
  afflict,
  afflictionDamageType,
  afflictionSeverity,
  emptyAfflictions,
  healAffliction,
  progressAfflictions,
  treatAffliction,
} from '../../../src/rules/sms/afflictions.js';
import { emptyHealth, inflictWound } from '../../../src/rules/sms/health.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// SMS §10 edges (pinned by mutation testing).

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  return r.value;
}
const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));
const RULE = 'SMS §10: disease and poison boxes fill at the stated rate';
const TREAT = 'SMS §10: remove each cause, then heal';
const venom: AfflictionDefinition = { name: 'Venin', kind: 'POISON', boxes: 2, rate: 1, period: '1 hour' };
const poisoned = (def: AfflictionDefinition = venom): AfflictionsState => value(afflict(emptyAfflictions(), def)).state;

describe('SMS §10 definitions', () => {
  it('0 boxes and rate 1 are the least allowed; each breach cites the rule', () => {
    expect(afflict(emptyAfflictions(), { ...venom, boxes: 0, rate: 1 }).ok).toBe(true);
    expect(breach(afflict(emptyAfflictions(), { name: ' ', kind: 'CURSE' as never, boxes: -1, rate: 0, period: 'x' }))).toEqual([
      ['AFFLICTION_WITHOUT_NAME', RULE],
      ['BAD_AFFLICTION_KIND', RULE],
      ['BAD_BOXES', RULE],
      ['BAD_RATE', RULE],
    ]);
    expect(breach(afflict(emptyAfflictions(), { ...venom, boxes: 1.5, rate: 1.5 }))).toEqual([
      ['BAD_BOXES', RULE],
      ['BAD_RATE', RULE],
    ]);
  });

  it('ids count up; a new affliction starts empty and progressing', () => {
    const one = value(afflict(emptyAfflictions(), venom));
    expect(one.affliction).toEqual({ ...venom, id: 'affliction-1', filled: 0, woundLevels: 0, status: 'PROGRESSING' });
    const two = value(afflict(one.state, { ...venom, kind: 'DISEASE' }));
    expect(two.affliction.id).toBe('affliction-2');
    expect(two.state.nextNumber).toBe(3);
  });

  it('poison wounds lethal, disease critical; levels map to the severity ladder', () => {
    expect(afflictionDamageType('POISON')).toBe('LETHAL');
    expect(afflictionDamageType('DISEASE')).toBe('CRITICAL');
    expect(afflictionSeverity({ woundLevels: 0 })).toBeNull();
    expect(afflictionSeverity({ woundLevels: 4 })).toBe('MORTAL');
  });
});

describe('SMS §10 progression', () => {
  it('zero steps changes nothing; negative or fractional steps are refused', () => {
    const s = poisoned();
    const r = value(progressAfflictions(s, emptyHealth(), { steps: 0 }));
    expect(r.state.afflictions[0]).toMatchObject({ filled: 0, woundLevels: 0 });
    expect(breach(progressAfflictions(s, emptyHealth(), { steps: -1 }))).toEqual([['BAD_STEPS', RULE]]);
    expect(breach(progressAfflictions(s, emptyHealth(), { steps: 0.5 }))).toEqual([['BAD_STEPS', RULE]]);
  });

  it('exactly full boxes deal no wound; one step more does', () => {
    const full = value(progressAfflictions(poisoned(), emptyHealth(), { steps: 2 }));
    expect(full.state.afflictions[0]).toMatchObject({ filled: 2, woundLevels: 0 });
    expect(full.health.wounds).toEqual([]);
    const hurt = value(progressAfflictions(full.state, full.health));
    expect(hurt.health.wounds).toEqual([{ id: 'wound-affliction-1', nature: 'Venin', severity: 'LIGHT', rank: 1, damageType: 'LETHAL' }]);
    expect(hurt.health.status).toBe('ACTIVE');
  });

  it('the wound worsens in place, keeps other wounds, and at 4 levels takes the character out', () => {
    const cut = value(inflictWound(emptyHealth(), { nature: 'cut', severity: 'LIGHT' })).state;
    const r = value(progressAfflictions(poisoned({ ...venom, boxes: 0, rate: 2 }), cut, { steps: 2 }));
    expect(r.health.wounds.map((w) => [w.id, w.severity])).toEqual([
      ['wound-1', 'LIGHT'],
      ['wound-affliction-1', 'MORTAL'],
    ]);
    expect(r.health.status).toBe('OUT_OF_ACTION');
    const again = value(progressAfflictions(r.state, r.health));
    expect(again.health.wounds.filter((w) => w.id === 'wound-affliction-1')).toHaveLength(1);
  });

  it('treated afflictions stop; a resisted one waits this period', () => {
    const s = value(treatAffliction(poisoned(), 'affliction-1'));
    expect(value(progressAfflictions(s, emptyHealth(), { steps: 5 })).state.afflictions[0]!.filled).toBe(0);
    expect(value(progressAfflictions(poisoned(), emptyHealth(), { resisted: ['affliction-1'] })).state.afflictions[0]!.filled).toBe(0);
    expect(value(progressAfflictions(poisoned(), emptyHealth(), { resisted: ['other'] })).state.afflictions[0]!.filled).toBe(1);
  });
});

describe('SMS §10 with other wounds', () => {
  it('an annihilated character stays destroyed while an affliction worsens', () => {
    const destroyed = value(inflictWound(emptyHealth(), { nature: 'void', severity: 'ANNIHILATION' })).state;
    const r = value(progressAfflictions(poisoned({ ...venom, boxes: 0 }), destroyed));
    expect(r.health.status).toBe('DESTROYED');
    expect(r.health.wounds.map((w) => w.id)).toEqual(['wound-1', 'wound-affliction-1']);
  });

  it('treating one affliction leaves the others progressing; healing one leaves the others’ boxes', () => {
    const two = value(afflict(poisoned(), { ...venom, name: 'Fièvre', kind: 'DISEASE' })).state;
    const treated = value(treatAffliction(two, 'affliction-2'));
    expect(treated.afflictions.map((a) => a.status)).toEqual(['PROGRESSING', 'TREATED']);
    const filled = value(progressAfflictions(two, emptyHealth())).state;
    const bothTreated = value(treatAffliction(value(treatAffliction(filled, 'affliction-1')), 'affliction-2'));
    expect(value(healAffliction(bothTreated, 'affliction-2', 1)).afflictions.map((a) => [a.id, a.filled])).toEqual([['affliction-1', 1]]);
  });
});

describe('SMS §10 treatment', () => {
  it('unknown, already treated, cause not removed, bad amounts: each cites the treatment rule', () => {
    const s = poisoned();
    expect(breach(treatAffliction(s, 'nope'))).toEqual([['UNKNOWN_AFFLICTION', TREAT]]);
    const treated = value(treatAffliction(s, 'affliction-1'));
    expect(treated.afflictions[0]!.status).toBe('TREATED');
    expect(breach(treatAffliction(treated, 'affliction-1'))).toEqual([['ALREADY_TREATED', TREAT]]);
    expect(breach(healAffliction(s, 'affliction-1', 1))).toEqual([['CAUSE_NOT_REMOVED', TREAT]]);
    expect(breach(healAffliction(treated, 'nope', 1))).toEqual([['UNKNOWN_AFFLICTION', TREAT]]);
    expect(breach(healAffliction(treated, 'affliction-1', -1))).toEqual([['BAD_AMOUNT', TREAT]]);
    expect(breach(healAffliction(treated, 'affliction-1', 0.5))).toEqual([['BAD_AMOUNT', TREAT]]);
  });

  it('healing clears boxes; gone at zero, never below; others untouched', () => {
    let s = value(afflict(poisoned({ ...venom, boxes: 3 }), { ...venom, name: 'Fièvre', kind: 'DISEASE' })).state;
    s = value(progressAfflictions(s, emptyHealth(), { steps: 3 })).state;
    s = value(treatAffliction(s, 'affliction-1'));
    const partly = value(healAffliction(s, 'affliction-1', 1));
    expect(partly.afflictions.map((a) => [a.id, a.filled])).toEqual([
      ['affliction-1', 2],
      ['affliction-2', 2],
    ]);
    expect(value(healAffliction(partly, 'affliction-1', 0)).afflictions[0]!.filled).toBe(2);
    expect(value(healAffliction(partly, 'affliction-1', 5)).afflictions.map((a) => a.id)).toEqual(['affliction-2']);
  });
});
