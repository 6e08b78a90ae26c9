import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { addFatigue, emptyHealth } from '../../../src/rules/sms/health.js';
import {
  type Encounter,
  castSpellInSequence,
  currentParticipant,
  declareAction,
  endSequence,
  initiativeTieBreak,
  intervene,
  nextTurn,
  reactionMalus,
  reactionMalusModule,
  react,
  removeParticipant,
  startEncounter,
} from '../../../src/rules/sms/sequence.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// SMS §5 edges (pinned by mutation testing): tie-breaks, counts at their limits, and the
// rule each refusal cites.

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}
const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));

const ORDER = 'SMS §5: initiative descending, then Σ(rank × scope), then D12 roll-offs';
const TURN = 'SMS §5: characters act in turn down the action sequence';
const ENDED = 'SMS §5: the action sequence has ended';
const REACTION = 'SMS §5: a reaction answers an action aimed at oneself';
const SELF = 'SMS §5: one cannot intervene on oneself';
const COUNT = 'SMS §5: one intervention between two of one\'s own actions (+ rank of "Intervention")';

const duo = (rankB = 0): Encounter =>
  value(
    startEncounter(scriptedRng([]), [
      { id: 'a', kind: 'PC', initiative: 9 },
      { id: 'b', kind: 'PC', initiative: 5, interventionRank: rankB },
      { id: 'c', kind: 'NPC', initiative: 1 },
    ]),
  );

describe('SMS §5 order', () => {
  it('the tie-break decides before dice; equal tie-breaks roll D12s, re-rolled among those still tied', () => {
    const enc = value(
      startEncounter(scriptedRng([7, 7, 9, 3, 2, 2]), [
        { id: 'x', kind: 'PC', initiative: 4, tieBreak: 2 },
        { id: 'y', kind: 'PC', initiative: 4, tieBreak: 6 },
        { id: 'z', kind: 'NPC', initiative: 4, tieBreak: 2 },
        { id: 'w', kind: 'NPC', initiative: 4, tieBreak: 2 },
      ]),
    );
    // y first on the tie-break. The NPCs z and w roll off among themselves: 7, 7, then 9, 3.
    // Then they interleave with the PC x: z goes before x on 1–2 of a D3 (2), w on 1 of a D2 (2: after).
    expect(enc.participants.map((p) => [p.id, p.rollOffs])).toEqual([
      ['y', []],
      ['z', [7, 9, 2]],
      ['x', []],
      ['w', [7, 3, 2]],
    ]);
  });

  it('defaults: no name, tie-break 0, intervention rank 0, first round, nobody acted', () => {
    const enc = value(startEncounter(scriptedRng([]), [{ id: 'a', kind: 'PC', initiative: 0 }]));
    expect(enc).toEqual({
      participants: [
        {
          id: 'a',
          name: null,
          kind: 'PC',
          initiative: 0,
          tieBreak: 0,
          rollOffs: [],
          interventionRank: 0,
          reactionsSinceAction: 0,
          interventionsSinceAction: 0,
          spellCastSinceAction: false,
          removed: false,
        },
      ],
      turn: 0,
      round: 1,
      declarations: [],
      nextDeclarationNumber: 1,
      ended: false,
    });
  });

  it('refusals: duplicates, non-finite initiative, bad intervention ranks, nobody', () => {
    expect(
      breach(
        startEncounter(scriptedRng([]), [
          { id: 'a', kind: 'PC', initiative: Number.NaN },
          { id: 'a', kind: 'PC', initiative: 1, interventionRank: -1 },
          { id: 'b', kind: 'PC', initiative: 1, interventionRank: 0.5 },
        ]),
      ),
    ).toEqual([
      ['BAD_INITIATIVE', ORDER],
      ['DUPLICATE_PARTICIPANT', ORDER],
      ['BAD_INTERVENTION_RANK', COUNT],
      ['BAD_INTERVENTION_RANK', COUNT],
    ]);
    expect(breach(startEncounter(scriptedRng([]), []))).toEqual([['NO_PARTICIPANTS', ORDER]]);
  });

  it('the tie-break sums rank × scope of positive modules only', () => {
    expect(
      initiativeTieBreak([
        { rank: 2, scope: 3, polarity: 'POSITIVE' },
        { rank: 1, scope: 5, polarity: 'NEGATIVE' },
        { rank: 4, scope: 1, polarity: 'RESISTIVE' },
        { rank: 1, scope: 2, polarity: 'POSITIVE' },
      ]),
    ).toBe(8);
  });
});

describe('SMS §5 turns', () => {
  it('not your turn names whose it is; nobody acts twice in a turn', () => {
    const enc = duo();
    expect(breach(declareAction(enc, 'b'))).toEqual([['NOT_YOUR_TURN', TURN]]);
    expect(!declareAction(enc, 'b').ok && (declareAction(enc, 'b') as { violations: { message: string }[] }).violations[0]!.message).toBe("it is participant 1's turn, not participant 2's");
    const acted = value(declareAction(enc, 'a')).encounter;
    expect(breach(declareAction(acted, 'a'))).toEqual([['ALREADY_ACTED', TURN]]);
  });

  it('turns skip those who left, wrap into a new round, and fail when nobody is left', () => {
    let enc = duo();
    enc = value(removeParticipant(enc, 'b'));
    enc = value(nextTurn(enc));
    expect(currentParticipant(enc)?.id).toBe('c');
    expect(enc.round).toBe(1);
    enc = value(nextTurn(enc));
    expect([currentParticipant(enc)?.id, enc.round, enc.turn]).toEqual(['a', 2, 0]);
    enc = value(removeParticipant(enc, 'a'));
    enc = value(removeParticipant(enc, 'c'));
    expect(breach(nextTurn(enc))).toEqual([['NO_ONE_LEFT', TURN]]);
    expect(breach(removeParticipant(enc, 'a'))).toEqual([['UNKNOWN_PARTICIPANT', TURN]]);
  });

  it('a new turn clears the declarations', () => {
    const acted = value(declareAction(duo(), 'a')).encounter;
    expect(acted.declarations).toHaveLength(1);
    expect(value(nextTurn(acted)).declarations).toEqual([]);
  });

  it('nothing happens once the sequence has ended', () => {
    const { encounter } = endSequence(value(declareAction(duo(), 'a')).encounter);
    expect(encounter).toMatchObject({ ended: true, declarations: [] });
    expect(currentParticipant(encounter)).toBeNull();
    expect(breach(declareAction(encounter, 'a'))).toEqual([['SEQUENCE_ENDED', ENDED]]);
    expect(breach(nextTurn(encounter))).toEqual([['SEQUENCE_ENDED', ENDED]]);
    expect(breach(react(encounter, 'b', 'decl-1'))).toEqual([['SEQUENCE_ENDED', ENDED]]);
    expect(breach(castSpellInSequence(encounter, 'a'))).toEqual([['SEQUENCE_ENDED', ENDED]]);
  });

  it('ending clears passing fatigue of the given health states only', () => {
    const tired = value(addFatigue(value(addFatigue(emptyHealth(), 'PASSING', 2)), 'LASTING', 1));
    const { health } = endSequence(duo(), { a: tired });
    expect(Object.keys(health)).toEqual(['a']);
    expect(health.a!.fatigue).toEqual({ PASSING: 0, LASTING: 1, PERSISTENT: 0 });
  });
});

describe('SMS §5 reactions', () => {
  it('an action aimed at nobody in particular may be answered by anyone; the reaction aims back by default', () => {
    const acted = value(declareAction(duo(), 'a')).encounter;
    const r = value(react(acted, 'c', 'decl-1'));
    expect(r.declaration).toEqual({ id: 'decl-2', by: 'c', kind: 'REACTION', on: 'decl-1', targets: ['a'], spell: false, specialPower: false, malus: 0, intent: null, modules: [] });
    expect(r.fatigue).toBeNull();
  });

  it('an aimed action: only its targets react; not on oneself; not on an unknown declaration', () => {
    const acted = value(declareAction(duo(), 'a', { targets: ['b'] })).encounter;
    expect(breach(react(acted, 'c', 'decl-1'))).toEqual([['NOT_A_TARGET', REACTION]]);
    expect(breach(react(acted, 'a', 'decl-1'))).toEqual([['REACT_ON_SELF', REACTION]]);
    expect(breach(react(acted, 'b', 'decl-9'))).toEqual([['UNKNOWN_DECLARATION', REACTION]]);
    expect(breach(react(acted, 'ghost', 'decl-1'))).toEqual([['UNKNOWN_PARTICIPANT', TURN]]);
    expect(value(react(acted, 'b', 'decl-1', { targets: ['c'] })).declaration.targets).toEqual(['c']);
  });

  it('each reaction carries −1 per earlier one; the action carries them all, then they reset', () => {
    let enc = value(declareAction(duo(), 'a', { targets: ['b'] })).encounter;
    const first = value(react(enc, 'b', 'decl-1'));
    const second = value(react(first.encounter, 'b', 'decl-1'));
    expect([first.declaration.malus, second.declaration.malus]).toEqual([0, -1]);
    enc = value(nextTurn(second.encounter));
    const b = currentParticipant(enc)!;
    expect(reactionMalus(b)).toBe(-2);
    expect(reactionMalusModule(b)).toEqual({ id: 'sequence:reactions', name: 'Successive reactions', scope: 1, polarity: 'NEGATIVE', rank: 2, source: 'GM' });
    const acted = value(declareAction(enc, 'b'));
    expect(acted.declaration.malus).toBe(-2);
    expect(acted.encounter.participants.find((p) => p.id === 'b')).toMatchObject({ reactionsSinceAction: 0, interventionsSinceAction: 0, spellCastSinceAction: false });
    expect(reactionMalusModule({ reactionsSinceAction: 0 })).toBeNull();
  });
});

describe('SMS §5 interventions', () => {
  it('one, plus one per rank of Intervention', () => {
    const acted = value(declareAction(duo(), 'a')).encounter;
    const once = value(intervene(acted, 'c', 'decl-1'));
    expect(once.fatigue).toEqual({ kind: 'PASSING', levels: 1 });
    expect(breach(intervene(once.encounter, 'c', 'decl-1'))).toEqual([['TOO_MANY_INTERVENTIONS', COUNT]]);
    const ranked = value(declareAction(duo(1), 'a')).encounter;
    const twice = value(intervene(value(intervene(ranked, 'b', 'decl-1')).encounter, 'b', 'decl-1'));
    expect(twice.declaration.id).toBe('decl-3');
    expect(breach(intervene(twice.encounter, 'b', 'decl-1'))).toEqual([['TOO_MANY_INTERVENTIONS', COUNT]]);
  });

  it('not on oneself, except on one’s own action once another has intervened on it', () => {
    const acted = value(declareAction(duo(), 'a')).encounter;
    expect(breach(intervene(acted, 'a', 'decl-1'))).toEqual([['INTERVENE_ON_SELF', SELF]]);
    const other = value(intervene(acted, 'b', 'decl-1')).encounter;
    expect(value(intervene(other, 'a', 'decl-1')).declaration).toMatchObject({ by: 'a', kind: 'INTERVENTION', on: 'decl-1' });
    // Never on one's own intervention.
    expect(breach(intervene(other, 'b', 'decl-2'))).toEqual([['INTERVENE_ON_SELF', SELF]]);
    expect(breach(intervene(acted, 'b', 'decl-7'))).toEqual([['UNKNOWN_DECLARATION', SELF]]);
  });

  it('not on an intervention declared after one’s own; on an earlier one it is fine', () => {
    const ranked = value(
      startEncounter(scriptedRng([]), [
        { id: 'a', kind: 'PC', initiative: 9 },
        { id: 'b', kind: 'PC', initiative: 5, interventionRank: 1 },
        { id: 'c', kind: 'NPC', initiative: 1, interventionRank: 1 },
      ]),
    );
    const acted = value(declareAction(ranked, 'a')).encounter;
    const bFirst = value(intervene(acted, 'b', 'decl-1')).encounter; // decl-2 by b
    const cAfter = value(intervene(bFirst, 'c', 'decl-1')).encounter; // decl-3 by c
    expect(breach(intervene(cAfter, 'b', 'decl-3'))).toEqual([['INTERVENE_ON_LATER', "SMS §5: one cannot intervene on an intervention declared after one's own"]]);
    expect(value(intervene(cAfter, 'c', 'decl-2')).declaration.on).toBe('decl-2');
  });

  it('a spell in an intervention costs lasting fatigue; a special power passing', () => {
    const acted = value(declareAction(duo(), 'a')).encounter;
    expect(value(intervene(acted, 'b', 'decl-1', { spell: true })).fatigue).toEqual({ kind: 'LASTING', levels: 1 });
    expect(value(intervene(acted, 'b', 'decl-1', { spell: true, specialPower: true })).fatigue).toEqual({ kind: 'PASSING', levels: 1 });
  });
});

describe('SMS §5 one spell between two actions', () => {
  it('a second spell is refused; special powers are exempt; an unknown or departed caster is refused', () => {
    const enc = duo();
    const once = value(castSpellInSequence(enc, 'b'));
    expect(once.participants.find((p) => p.id === 'b')!.spellCastSinceAction).toBe(true);
    expect(breach(castSpellInSequence(once, 'b'))).toEqual([['ONE_SPELL_BETWEEN_ACTIONS', "SMS §5: one spell between two of one's own actions"]]);
    expect(value(castSpellInSequence(once, 'b', { specialPower: true }))).toBe(once);
    expect(breach(castSpellInSequence(enc, 'nobody'))).toEqual([['UNKNOWN_PARTICIPANT', TURN]]);
    expect(breach(castSpellInSequence(value(removeParticipant(enc, 'b')), 'b'))).toEqual([['UNKNOWN_PARTICIPANT', TURN]]);
  });

  it('a spell in a reaction blocks a spell in the action; the declaration records it', () => {
    const acted = value(declareAction(duo(), 'a', { targets: ['b'] })).encounter;
    const reacted = value(react(acted, 'b', 'decl-1', { spell: true }));
    expect(reacted.declaration).toMatchObject({ spell: true, specialPower: false });
    expect(breach(react(reacted.encounter, 'b', 'decl-1', { spell: true }))?.[0]?.[0]).toBe('ONE_SPELL_BETWEEN_ACTIONS');
    const bTurn = value(nextTurn(reacted.encounter));
    expect(breach(declareAction(bTurn, 'b', { spell: true }))?.[0]?.[0]).toBe('ONE_SPELL_BETWEEN_ACTIONS');
    expect(value(declareAction(bTurn, 'b')).declaration.spell).toBe(false);
  });
});

describe('SMS §5 interventions on one’s own declarations, in detail', () => {
  const four = (): Encounter =>
    value(
      startEncounter(scriptedRng([]), [
        { id: 'a', kind: 'PC', initiative: 9, interventionRank: 1 },
        { id: 'b', kind: 'PC', initiative: 7, interventionRank: 1 },
        { id: 'c', kind: 'PC', initiative: 5, interventionRank: 1 },
        { id: 'd', kind: 'NPC', initiative: 3, interventionRank: 1 },
      ]),
    );

  it('a reaction on one’s action is not an intervention: still no self-intervention', () => {
    const acted = value(declareAction(four(), 'a', { targets: ['b'] })).encounter;
    const reacted = value(react(acted, 'b', 'decl-1')).encounter;
    expect(breach(intervene(reacted, 'a', 'decl-1'))).toEqual([['INTERVENE_ON_SELF', SELF]]);
  });

  it('an intervention on another declaration does not open one’s own action', () => {
    const acted = value(declareAction(four(), 'a', { targets: ['b'] })).encounter;
    const reacted = value(react(acted, 'b', 'decl-1')).encounter; // decl-2
    const onReaction = value(intervene(reacted, 'c', 'decl-2')).encounter; // decl-3
    expect(breach(intervene(onReaction, 'a', 'decl-1'))).toEqual([['INTERVENE_ON_SELF', SELF]]);
  });

  it('one’s own earlier intervention does not count as someone else’s', () => {
    const acted = value(declareAction(four(), 'a')).encounter;
    const selfOnly: Encounter = {
      ...acted,
      declarations: [...acted.declarations, { id: 'decl-2', by: 'a', kind: 'INTERVENTION', on: 'decl-1', targets: [], spell: false, specialPower: false, malus: 0 }],
      nextDeclarationNumber: 3,
    };
    expect(breach(intervene(selfOnly, 'a', 'decl-1'))).toEqual([['INTERVENE_ON_SELF', SELF]]);
  });

  it('not on one’s own reaction, even once others intervened on it', () => {
    const acted = value(declareAction(four(), 'a', { targets: ['b'] })).encounter;
    const reacted = value(react(acted, 'b', 'decl-1')).encounter; // decl-2 by b
    const onIt = value(intervene(reacted, 'c', 'decl-2')).encounter; // decl-3 by c on decl-2
    expect(breach(intervene(onIt, 'b', 'decl-2'))).toEqual([['INTERVENE_ON_SELF', SELF]]);
  });

  it('only one’s own earlier interventions bar answering later ones', () => {
    const acted = value(declareAction(four(), 'a', { targets: ['b'] })).encounter;
    const reacted = value(react(acted, 'b', 'decl-1')).encounter; // decl-2: a reaction by b
    const c = value(intervene(reacted, 'c', 'decl-1')).encounter; // decl-3 by c
    // b's earlier declaration is a reaction, not an intervention: b may intervene on decl-3.
    expect(value(intervene(c, 'b', 'decl-3')).declaration).toMatchObject({ id: 'decl-4', by: 'b', on: 'decl-3', targets: [] });
    const d = value(intervene(c, 'd', 'decl-1')).encounter; // decl-4 by d
    // Others' earlier interventions do not bar b either.
    expect(value(intervene(d, 'b', 'decl-4', { targets: ['d'] })).declaration).toMatchObject({ on: 'decl-4', targets: ['d'] });
  });
});
