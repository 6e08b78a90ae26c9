import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { type MeansLimitRecord, actionWindow, bookMeansInSequence } from '../../../src/rules/magic/limit.js';
import { type Encounter, declareAction, nextTurn, removeParticipant, startEncounter } from '../../../src/rules/sms/sequence.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// ALMERA: one spell per means in each action window (seed 003 "Limitations propres à l'usage
// des sorts"), for means other than one's own magic, as the API books it in a running sequence
// (issue #10: moved out of the resolver). Windows close with one's own action (limit.ts Decision).

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}
const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule, v.message]));

/** a (initiative 9) then b (5), second round, a's turn, nothing declared. */
const round2 = (): Encounter => {
  const start = value(
    startEncounter(scriptedRng([]), [
      { id: 'a', kind: 'PC', initiative: 9 },
      { id: 'b', kind: 'PC', initiative: 5 },
    ]),
  );
  return value(nextTurn(value(nextTurn(start))));
};

describe('the action window', () => {
  it('through its own turn, its action included, a participant is still in the window of the round before; the end of its turn opens the round’s', () => {
    const enc = round2();
    expect(enc).toMatchObject({ round: 2, turn: 0 });
    expect(actionWindow(enc, 'a')).toBe('1');
    const acted = value(declareAction(enc, 'a')).encounter;
    expect(actionWindow(acted, 'a')).toBe('1');
    expect(actionWindow(value(nextTurn(acted)), 'a')).toBe('2');
  });

  it('a later participant keeps the previous window until its turn ends', () => {
    const enc = round2();
    expect(actionWindow(enc, 'b')).toBe('1');
    const bTurn = value(nextTurn(enc));
    expect(bTurn.turn).toBe(1);
    expect(actionWindow(bTurn, 'b')).toBe('1');
    expect(actionWindow(bTurn, 'a')).toBe('2');
    expect(actionWindow(value(declareAction(bTurn, 'b')).encounter, 'b')).toBe('1');
    const round3 = value(nextTurn(bTurn));
    expect(round3).toMatchObject({ round: 3, turn: 0 });
    expect(actionWindow(round3, 'b')).toBe('2');
    expect(actionWindow(round3, 'a')).toBe('2');
  });
});

describe('booking a means other than one’s own magic', () => {
  const cast = (enc: Encounter, record: MeansLimitRecord | null, means = 'ring', characterId = 'a', encounterId = 'E') =>
    bookMeansInSequence(enc, { encounterId, characterId, means, record });

  it('the first spell of a means in a window is booked', () => {
    expect(value(cast(round2(), null))).toEqual({ encounterId: 'E', window: '1', castsByMeans: { ring: 1 } });
  });

  it('a second spell of the same means in the same window is refused; another means is not', () => {
    const enc = round2();
    const once = value(cast(enc, null));
    expect(breach(cast(enc, once))).toEqual([
      [
        'ONE_SPELL_PER_ACTION',
        'MAGIC ALMERA §Limitations propres à l’usage des sorts: one spell per action for each means of casting (a counter-spell counts)',
        'means ring already cast a spell in this action window',
      ],
    ]);
    expect(value(cast(enc, once, 'staff'))).toEqual({ encounterId: 'E', window: '1', castsByMeans: { ring: 1, staff: 1 } });
  });

  it('a record of another window or another encounter counts as fresh', () => {
    const enc = round2();
    const once = value(cast(enc, null));
    const acted = value(declareAction(enc, 'a')).encounter;
    // Seed 003: the spell cast before its action leaves the ring nothing for the action itself …
    expect(breach(cast(acted, once))?.map(([code]) => code)).toEqual(['ONE_SPELL_PER_ACTION']);
    // … until its turn has ended.
    expect(value(cast(value(nextTurn(acted)), once))).toEqual({ encounterId: 'E', window: '2', castsByMeans: { ring: 1 } });
    expect(value(cast(enc, once, 'ring', 'a', 'F'))).toEqual({ encounterId: 'F', window: '1', castsByMeans: { ring: 1 } });
  });

  it('an ended sequence, a character not (or no longer) in it, are refused', () => {
    expect(breach(cast({ ...round2(), ended: true }, null))).toEqual([['SEQUENCE_ENDED', 'SMS §5: the action sequence has ended', 'This encounter has ended.']]);
    const notIn = [['UNKNOWN_PARTICIPANT', 'SMS §5: characters act in turn down the action sequence', 'This character is not in the action sequence.']];
    expect(breach(cast(round2(), null, 'ring', 'z'))).toEqual(notIn);
    expect(breach(cast(value(removeParticipant(round2(), 'b')), null, 'ring', 'b'))).toEqual(notIn);
  });
});
