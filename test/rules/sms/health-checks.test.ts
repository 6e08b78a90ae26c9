import { describe, expect, it } from 'vitest';
import { afflict, emptyAfflictions } from '../../../src/rules/sms/afflictions.js';
import { emptyHealth, inflictWound } from '../../../src/rules/sms/health.js';
import { declareCharacterDead, mayRecoverInTrance, resistedAfflictions, smsCharacterOnly, woundCharacter } from '../../../src/rules/sms/health-checks.js';
import type { RuleResult } from '../../../src/rules/violation.js';

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));

describe('SMS §3 who has wounds and fatigue', () => {
  it('SMS characters only', () => {
    expect(smsCharacterOnly({ name: 'Kara', ruleset: 'SMS' })).toEqual({ ok: true, value: true });
    const r = smsCharacterOnly({ name: 'Ylva', ruleset: 'YLNIES' });
    expect(!r.ok && r.violations).toEqual([{ code: 'NOT_AN_SMS_CHARACTER', rule: 'SMS §3: wounds and fatigue are SMS modules', message: 'Ylva is a YLNIES character.' }]);
  });
});

describe('SMS §4 a wound from the GM', () => {
  const blow = { nature: 'Sword', severity: 'LIGHT' as const };
  const outcome = (r: ReturnType<typeof woundCharacter>) => (r.ok ? { severity: r.value.wound.severity, dead: r.value.state.dead, killed: r.value.killed } : null);

  it('a PC or a named NPC takes the wound as dealt', () => {
    expect(outcome(woundCharacter(emptyHealth(), null, blow))).toEqual({ severity: 'LIGHT', dead: false, killed: false });
    expect(outcome(woundCharacter(emptyHealth(), { role: 'ONE_SHOT', minion: false }, blow))).toEqual({ severity: 'LIGHT', dead: false, killed: false });
  });

  it('a minion or a disposable NPC dies from any hit, unless it was not meant to kill', () => {
    expect(outcome(woundCharacter(emptyHealth(), { role: 'ONE_SHOT', minion: true }, blow))).toEqual({ severity: 'MORTAL', dead: true, killed: true });
    expect(outcome(woundCharacter(emptyHealth(), { role: 'DISPOSABLE', minion: false }, blow))).toEqual({ severity: 'MORTAL', dead: true, killed: true });
    expect(outcome(woundCharacter(emptyHealth(), { role: 'DISPOSABLE', minion: false }, { ...blow, notMeantToKill: true }))).toEqual({ severity: 'LIGHT', dead: false, killed: false });
  });

  it('an annihilation stays an annihilation, even on a minion', () => {
    const r = woundCharacter(emptyHealth(), { role: 'DISPOSABLE', minion: true }, { ...blow, severity: 'ANNIHILATION' });
    expect(r.ok && [r.value.wound.severity, r.value.state.status, r.value.killed]).toEqual(['ANNIHILATION', 'DESTROYED', false]);
  });

  it('the wound’s own rules still apply', () => {
    expect(breach(woundCharacter(emptyHealth(), { role: 'DISPOSABLE', minion: true }, { ...blow, nature: ' ' }))?.[0]?.[0]).toBe('WOUND_WITHOUT_NATURE');
  });
});

describe('SMS §3 death', () => {
  it('a mortally wounded character dies once; an unhurt one does not', () => {
    const mortal = inflictWound(emptyHealth(), { nature: 'Axe', severity: 'MORTAL' });
    if (!mortal.ok) throw new Error('setup');
    const dead = declareCharacterDead('Kara', mortal.value.state);
    expect(dead.ok && dead.value.dead).toBe(true);
    if (!dead.ok) return;
    const again = declareCharacterDead('Kara', dead.value);
    expect(breach(again)).toEqual([['ALREADY_DEAD', 'SMS §3: a mortal wound takes the character out']]);
    expect(!again.ok && again.violations[0]!.message).toBe('Kara is already dead.');
    expect(breach(declareCharacterDead('Kara', emptyHealth()))?.[0]?.[0]).toBe('NOT_MORTALLY_WOUNDED');
  });
});

describe('SMS §3 the Elfin trance', () => {
  it('an Elfin may recover in a trance; anyone may sleep', () => {
    expect(mayRecoverInTrance({ name: 'Lia', race: 'ELFIN' }, true)).toEqual({ ok: true, value: true });
    expect(mayRecoverInTrance({ name: 'Kara', race: 'HUMAN' }, false).ok).toBe(true);
    expect(mayRecoverInTrance({ name: 'Ork', race: null }, false).ok).toBe(true);
    const r = mayRecoverInTrance({ name: 'Kara', race: 'MIELFIN' }, true);
    expect(breach(r)).toEqual([['NOT_AN_ELFIN', 'SMS §3: an Elfin’s 4-hour trance recovers what 8 hours of sleep do for others']]);
    expect(!r.ok && r.violations[0]!.message).toBe('Kara is not an Elfin and cannot recover in a trance.');
    expect(breach(mayRecoverInTrance({ name: 'Ork', race: null }, true))?.[0]?.[0]).toBe('NOT_AN_ELFIN');
  });
});

describe('SMS §10 afflictions resisted', () => {
  it('only the character’s own afflictions, every unknown one named', () => {
    const first = afflict(emptyAfflictions(), { name: 'Fever', kind: 'DISEASE', boxes: 3, rate: 1, period: '1 day' });
    if (!first.ok) throw new Error('setup');
    const second = afflict(first.value.state, { name: 'Venom', kind: 'POISON', boxes: 2, rate: 1, period: '1 hour' });
    if (!second.ok) throw new Error('setup');
    const id = first.value.affliction.id;
    expect(resistedAfflictions('Kara', second.value.state, [second.value.affliction.id, id])).toEqual({ ok: true, value: [second.value.affliction.id, id] });
    expect(resistedAfflictions('Kara', first.value.state, [])).toEqual({ ok: true, value: [] });
    expect(resistedAfflictions('Kara', first.value.state, [id])).toEqual({ ok: true, value: [id] });
    const r = resistedAfflictions('Kara', first.value.state, ['x-1', id, 'x-2']);
    expect(breach(r)).toEqual([['UNKNOWN_AFFLICTION', 'SMS §10: disease and poison boxes fill at the stated rate']]);
    expect(!r.ok && r.violations[0]!.message).toBe('No affliction x-1, x-2 on Kara.');
  });
});
