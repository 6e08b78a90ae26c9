import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { mayRunSequence, mayTakePart, noSuchEncounter, sequenceRunning, targetsIn } from '../../../src/rules/sms/sequence-guards.js';
import { type Encounter, endSequence, nextTurn, removeParticipant, startEncounter, turnNumber } from '../../../src/rules/sms/sequence.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// What every step of the action sequence checks first (SMS §5), and a turn ended only once.

const TURN = 'SMS §5: characters act in turn down the action sequence';
const ENDED = 'SMS §5: the action sequence has ended';

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}
const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));

const trio = (): Encounter =>
  value(
    startEncounter(scriptedRng([]), [
      { id: 'a', kind: 'PC', initiative: 9 },
      { id: 'b', kind: 'PC', initiative: 5 },
      { id: 'c', kind: 'NPC', initiative: 1 },
    ]),
  );

describe('SMS §5 guards', () => {
  it('sequences are SMS only', () => {
    expect(mayRunSequence('SMS')).toEqual({ ok: true, value: true });
    expect(mayRunSequence('YLNIES')).toEqual({ ok: false, violations: [{ code: 'NOT_SMS', rule: 'SMS §5: the action sequence', message: 'Action sequences belong to SMS campaigns.' }] });
    expect(breach(mayRunSequence(undefined))).toEqual([['NOT_SMS', 'SMS §5: the action sequence']]);
  });

  it('an ended sequence takes no more steps', () => {
    const enc = trio();
    expect(sequenceRunning(enc)).toEqual({ ok: true, value: enc });
    expect(sequenceRunning(endSequence(enc).encounter)).toEqual({ ok: false, violations: [{ code: 'SEQUENCE_ENDED', rule: ENDED, message: 'This action sequence has ended.' }] });
  });

  it('a character of another campaign is not a participant', () => {
    const aria = { name: 'Aria', campaignId: 'c1', extra: 1 };
    expect(mayTakePart(aria, 'c1')).toEqual({ ok: true, value: aria });
    const r = mayTakePart(aria, 'c2');
    expect(breach(r)).toEqual([['UNKNOWN_PARTICIPANT', TURN]]);
    expect(r.ok ? null : r.violations[0]!.message).toBe('Aria is not in this action sequence.');
  });

  it('targets are participants still in the sequence, each once; no list keeps the default', () => {
    const enc = value(removeParticipant(trio(), 'c'));
    expect(targetsIn(enc, undefined)).toEqual({ ok: true, value: undefined });
    expect(targetsIn(enc, null)).toEqual({ ok: true, value: undefined });
    expect(targetsIn(enc, [])).toEqual({ ok: true, value: [] });
    expect(targetsIn(enc, ['b', 'a', 'b'])).toEqual({ ok: true, value: ['b', 'a'] });
    const rule = 'SMS §5: declarations are aimed at participants of the sequence';
    expect(breach(targetsIn(enc, ['b', 'c']))).toEqual([['UNKNOWN_TARGET', rule]]);
    expect(targetsIn(enc, ['z'])).toEqual({ ok: false, violations: [{ code: 'UNKNOWN_TARGET', rule, message: 'A target is not in this action sequence.' }] });
  });

  it('a spell booked in no sequence', () => {
    expect(noSuchEncounter()).toEqual({ code: 'UNKNOWN_ENCOUNTER', rule: 'SMS §5: a spell is cast in an action, a reaction or an intervention', message: 'no such encounter' });
  });
});

describe('SMS §5 nextTurn with the turn one saw', () => {
  it('ends the turn only while it is still the one expected', () => {
    const enc = trio();
    expect(turnNumber(enc)).toBe(1);
    const next = value(nextTurn(enc, { expectedTurn: 1 }));
    expect([next.turn, turnNumber(next)]).toEqual([1, 2]);
    const stale = nextTurn(next, { expectedTurn: 1 });
    expect(breach(stale)).toEqual([['STALE_TURN', TURN]]);
    expect(stale.ok ? null : stale.violations[0]!.message).toBe('The turn is now 2, not 1: it has already ended.');
    // A turn ahead is stale too; none given always advances.
    expect(breach(nextTurn(enc, { expectedTurn: 2 }))).toEqual([['STALE_TURN', TURN]]);
    expect(value(nextTurn(next, { expectedTurn: null })).turn).toBe(2);
  });

  it('an ended sequence says so before any turn check', () => {
    const ended = endSequence(trio()).encounter;
    expect(breach(nextTurn(ended, { expectedTurn: 99 }))).toEqual([['SEQUENCE_ENDED', ENDED]]);
  });
});
