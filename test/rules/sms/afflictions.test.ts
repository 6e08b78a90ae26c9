import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AfflictionDefinition,
  afflict,
  afflictionWoundId,
  emptyAfflictions,
  healAffliction,
  progressAfflictions,
  treatAffliction,
} from '../../../src/rules/sms/afflictions.js';
import { emptyHealth, heal } from '../../../src/rules/sms/health.js';

function value<T>(r: { ok: true; value: T } | { ok: false; violations: unknown[] }): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}

const venom: AfflictionDefinition = { name: 'Spider venom', kind: 'POISON', boxes: 3, rate: 1, period: '1 hour' };
const fever: AfflictionDefinition = { name: 'Marsh fever', kind: 'DISEASE', boxes: 2, rate: 1, period: '1 day' };

describe('SMS §10 diseases and poisons', () => {
  it('boxes fill at the rate; no wound until they are full', () => {
    const { state } = value(afflict(emptyAfflictions(), venom));
    const t = value(progressAfflictions(state, emptyHealth(), { steps: 3 }));
    expect(t.state.afflictions[0]).toMatchObject({ filled: 3, woundLevels: 0 });
    expect(t.health.wounds).toEqual([]);
  });

  it('once full, poison deals lethal wounds at that rate, worsening until death', () => {
    const { state, affliction } = value(afflict(emptyAfflictions(), venom));
    let t = value(progressAfflictions(state, emptyHealth(), { steps: 4 }));
    expect(t.health.wounds).toEqual([{ id: afflictionWoundId(affliction), nature: 'Spider venom', severity: 'LIGHT', rank: 1, damageType: 'LETHAL' }]);
    t = value(progressAfflictions(t.state, t.health, { steps: 2 }));
    expect(t.health.wounds[0]).toMatchObject({ severity: 'CRITICAL', rank: 4 });
    t = value(progressAfflictions(t.state, t.health));
    expect(t.health.wounds[0]!.severity).toBe('MORTAL');
    expect(t.health.status).toBe('OUT_OF_ACTION');
  });

  it('disease deals critical wounds; sick and poisoned at once both progress', () => {
    let s = value(afflict(emptyAfflictions(), venom)).state;
    s = value(afflict(s, fever)).state;
    const t = value(progressAfflictions(s, emptyHealth(), { steps: 4 }));
    expect(t.health.wounds.map((w) => [w.damageType, w.severity])).toEqual([
      ['LETHAL', 'LIGHT'],
      ['CRITICAL', 'SERIOUS'],
    ]);
  });

  it('an affliction resisted this period does not progress', () => {
    const { state, affliction } = value(afflict(emptyAfflictions(), venom));
    const t = value(progressAfflictions(state, emptyHealth(), { resisted: [affliction.id] }));
    expect(t.state.afflictions[0]!.filled).toBe(0);
  });

  it('treatment stops progression; then boxes heal and the wound heals like any wound', () => {
    const { state, affliction } = value(afflict(emptyAfflictions(), venom));
    let t = value(progressAfflictions(state, emptyHealth(), { steps: 5 }));
    expect(healAffliction(t.state, affliction.id, 1).ok).toBe(false);
    const treated = value(treatAffliction(t.state, affliction.id));
    t = value(progressAfflictions(treated, t.health, { steps: 5 }));
    expect(t.health.wounds[0]!.severity).toBe('SERIOUS');
    expect(value(healAffliction(t.state, affliction.id, 3)).afflictions).toEqual([]);
    expect(value(heal(t.health, afflictionWoundId(affliction))).wounds).toEqual([]);
    expect(treatAffliction(treated, affliction.id).ok).toBe(false);
  });

  it('rejects a definition without boxes or rate', () => {
    const r = afflict(emptyAfflictions(), { ...venom, rate: 0 });
    expect(!r.ok && r.violations[0]!.rule).toMatch(/^SMS §10/);
  });

  it('property: steps add up (n steps at once = n single steps)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 10 }), (boxes, rate, n) => {
        const { state } = value(afflict(emptyAfflictions(), { ...venom, boxes, rate }));
        const once = value(progressAfflictions(state, emptyHealth(), { steps: n }));
        let step = { state, health: emptyHealth() };
        for (let i = 0; i < n; i++) step = value(progressAfflictions(step.state, step.health));
        expect(step).toEqual(once);
      }),
    );
  });
});
