import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedRng, seededRng } from '../../../src/rules/dice.js';
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
  reactionMalusModule,
  react,
  removeParticipant,
  startEncounter,
} from '../../../src/rules/sms/sequence.js';

function value<T>(r: { ok: true; value: T } | { ok: false; violations: { code: string; rule: string }[] }): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}
function code(r: { ok: boolean; violations?: { code: string }[] }): string | undefined {
  return r.ok ? undefined : r.violations?.[0]?.code;
}

const three = (): Encounter =>
  value(
    startEncounter(scriptedRng([]), [
      { id: 'ana', kind: 'PC', initiative: 5 },
      { id: 'bo', kind: 'PC', initiative: 7 },
      { id: 'orc', kind: 'NPC', initiative: 3 },
    ]),
  );

describe('SMS §5 initiative order', () => {
  it('orders by initiative, then Σ rank × scope, then D12 roll-offs re-rolled on ties (NPCs too)', () => {
    const enc = value(
      startEncounter(scriptedRng([4, 9, 1]), [
        { id: 'a', kind: 'PC', initiative: 4, tieBreak: 6 },
        { id: 'b', kind: 'PC', initiative: 4, tieBreak: 10 },
        { id: 'c', kind: 'NPC', initiative: 4, tieBreak: 6 },
        { id: 'd', kind: 'PC', initiative: 4, tieBreak: 6 },
        { id: 'e', kind: 'PC', initiative: 9 },
      ]),
    );
    // The PCs a and d roll off among themselves: a 4, d 9. The NPC c, tied with them, goes before
    // the next PC with a chance of 1 in 3 (one NPC, two PCs left): it rolls 1, so it goes first.
    expect(enc.participants.map((p) => p.id)).toEqual(['e', 'b', 'c', 'd', 'a']);
    expect(enc.participants.map((p) => [p.id, p.rollOffs])).toEqual([
      ['e', []],
      ['b', []],
      ['c', [1]],
      ['d', [9]],
      ['a', [4]],
    ]);
  });

  it('re-rolls among those still tied', () => {
    const enc = value(
      startEncounter(scriptedRng([6, 6, 2, 5]), [
        { id: 'a', kind: 'PC', initiative: 4 },
        { id: 'b', kind: 'PC', initiative: 4 },
      ]),
    );
    expect(enc.participants.map((p) => [p.id, p.rollOffs])).toEqual([
      ['b', [6, 5]],
      ['a', [6, 2]],
    ]);
  });

  it('a PC tied only with an NPC rolls nothing: its dice never tell a player that it tied with an NPC (issue 22 item 5)', () => {
    const tiedWithNpc = value(
      startEncounter(scriptedRng([2]), [
        { id: 'a', kind: 'PC', initiative: 4 },
        { id: 'b', kind: 'NPC', initiative: 4 },
      ]),
    );
    // One NPC, one PC left: the NPC goes first on 1 of a D2; it rolled 2.
    expect(tiedWithNpc.participants.map((p) => [p.id, p.rollOffs])).toEqual([
      ['a', []],
      ['b', [2]],
    ]);
    // With PCs tied among themselves, their dice are the ones they roll without the NPC.
    const perId = (faces: Record<string, number[]>) => {
      const rngs = new Map(Object.entries(faces).map(([id, f]) => [id, scriptedRng(f)]));
      return (id: string) => rngs.get(id) ?? scriptedRng([]);
    };
    const without = value(startEncounter(perId({ p: [3], q: [5] }), [
      { id: 'p', kind: 'PC', initiative: 2 },
      { id: 'q', kind: 'PC', initiative: 2 },
    ]));
    const withNpc = value(startEncounter(perId({ p: [3], q: [5], n: [3, 1] }), [
      { id: 'p', kind: 'PC', initiative: 2 },
      { id: 'n', kind: 'NPC', initiative: 2 },
      { id: 'q', kind: 'PC', initiative: 2 },
    ]));
    const pcDice = (enc: typeof without) => enc.participants.filter((x) => x.kind === 'PC').map((x) => [x.id, x.rollOffs]);
    expect(pcDice(withNpc)).toEqual(pcDice(without));
    // The NPC rolled a D3 (3: after q), then a D2 (1: before p).
    expect(withNpc.participants.map((p) => [p.id, p.rollOffs])).toEqual([
      ['q', [5]],
      ['n', [3, 1]],
      ['p', [3]],
    ]);
  });

  it('tie-break is the XP in the initiative modules', () => {
    expect(initiativeTieBreak([{ rank: 2, scope: 3, polarity: 'POSITIVE' }, { rank: 1, scope: 5, polarity: 'POSITIVE' }])).toBe(11);
  });

  it('rejects duplicates and empty sequences', () => {
    expect(code(startEncounter(scriptedRng([]), []))).toBe('NO_PARTICIPANTS');
    expect(code(startEncounter(scriptedRng([]), [{ id: 'a', kind: 'PC', initiative: 1 }, { id: 'a', kind: 'PC', initiative: 2 }]))).toBe('DUPLICATE_PARTICIPANT');
  });

  it('property: the order is a permutation sorted by initiative then tie-break', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 2 })), { minLength: 1, maxLength: 8 }), fc.integer(), (xs, seed) => {
        const enc = value(startEncounter(seededRng(seed), xs.map(([initiative, tieBreak], i) => ({ id: `p${i}`, kind: 'PC' as const, initiative, tieBreak }))));
        expect(enc.participants).toHaveLength(xs.length);
        for (let i = 1; i < enc.participants.length; i++) {
          const a = enc.participants[i - 1]!;
          const b = enc.participants[i]!;
          expect(a.initiative > b.initiative || (a.initiative === b.initiative && a.tieBreak >= b.tieBreak)).toBe(true);
          if (a.initiative === b.initiative && a.tieBreak === b.tieBreak) expect(a.rollOffs).not.toEqual(b.rollOffs);
        }
      }),
    );
  });
});

describe('SMS §5 turns', () => {
  it('goes down the list then wraps', () => {
    let enc = three();
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(currentParticipant(enc)!.id);
      enc = value(nextTurn(enc));
    }
    expect(seen).toEqual(['bo', 'ana', 'orc', 'bo']);
    expect(enc.round).toBe(2);
  });

  it('only the current participant acts, once per turn', () => {
    const enc = three();
    expect(code(declareAction(enc, 'ana'))).toBe('NOT_YOUR_TURN');
    const s = value(declareAction(enc, 'bo'));
    expect(code(declareAction(s.encounter, 'bo'))).toBe('ALREADY_ACTED');
  });

  it('skips participants who left', () => {
    let enc = value(removeParticipant(three(), 'ana'));
    enc = value(nextTurn(enc));
    expect(currentParticipant(enc)!.id).toBe('orc');
  });
});

describe('SMS §5 reactions', () => {
  it('−1 cumulative to further reactions, interventions and the next action; cleared by acting', () => {
    let enc = three();
    const attack1 = value(declareAction(enc, 'bo', { targets: ['ana'] }));
    const r1 = value(react(attack1.encounter, 'ana', attack1.declaration.id));
    expect(r1.declaration.malus).toBe(0);
    enc = value(nextTurn(r1.encounter));
    // ana's turn: the orc has not acted; skip to the orc, who attacks ana twice over rounds.
    enc = value(nextTurn(enc));
    const attack2 = value(declareAction(enc, 'orc', { targets: ['ana'] }));
    const r2 = value(react(attack2.encounter, 'ana', attack2.declaration.id));
    expect(r2.declaration.malus).toBe(-1);
    const ana = r2.encounter.participants.find((p) => p.id === 'ana')!;
    expect(reactionMalusModule(ana)).toMatchObject({ polarity: 'NEGATIVE', rank: 2 });
    enc = value(nextTurn(value(nextTurn(r2.encounter))));
    const act = value(declareAction(enc, 'ana'));
    expect(act.declaration.malus).toBe(-2);
    expect(act.encounter.participants.find((p) => p.id === 'ana')!.reactionsSinceAction).toBe(0);
  });

  it('a reaction answers something aimed at oneself', () => {
    const a = value(declareAction(three(), 'bo', { targets: ['orc'] }));
    expect(code(react(a.encounter, 'ana', a.declaration.id))).toBe('NOT_A_TARGET');
    expect(code(react(a.encounter, 'bo', a.declaration.id))).toBe('REACT_ON_SELF');
  });
});

describe('SMS §5 interventions', () => {
  it('one between two of one\'s actions, costing 1 passing fatigue', () => {
    const a = value(declareAction(three(), 'bo'));
    const i1 = value(intervene(a.encounter, 'ana', a.declaration.id));
    expect(i1.fatigue).toEqual({ kind: 'PASSING', levels: 1 });
    const again = intervene(i1.encounter, 'ana', a.declaration.id);
    expect(code(again)).toBe('TOO_MANY_INTERVENTIONS');
    expect(!again.ok && again.violations[0]!.rule).toMatch(/^SMS §5: one intervention between two of one's own actions/);
  });

  it('each rank of "Intervention" allows one more', () => {
    const enc = value(
      startEncounter(scriptedRng([]), [
        { id: 'bo', kind: 'PC', initiative: 7 },
        { id: 'ana', kind: 'PC', initiative: 5, interventionRank: 1 },
      ]),
    );
    const a = value(declareAction(enc, 'bo'));
    const i1 = value(intervene(a.encounter, 'ana', a.declaration.id));
    const i2 = value(intervene(i1.encounter, 'ana', a.declaration.id));
    expect(code(intervene(i2.encounter, 'ana', a.declaration.id))).toBe('TOO_MANY_INTERVENTIONS');
  });

  it('the count resets when the character acts', () => {
    let enc = three();
    const a = value(declareAction(enc, 'bo'));
    enc = value(intervene(a.encounter, 'ana', a.declaration.id)).encounter;
    enc = value(nextTurn(enc));
    enc = value(declareAction(enc, 'ana')).encounter;
    enc = value(nextTurn(enc));
    const orc = value(declareAction(enc, 'orc'));
    expect(intervene(orc.encounter, 'ana', orc.declaration.id).ok).toBe(true);
  });

  it('not on oneself, except on one\'s own action once someone intervened on it', () => {
    const enc = value(
      startEncounter(scriptedRng([]), [
        { id: 'bo', kind: 'PC', initiative: 7 },
        { id: 'ana', kind: 'PC', initiative: 5 },
      ]),
    );
    const a = value(declareAction(enc, 'bo'));
    expect(code(intervene(a.encounter, 'bo', a.declaration.id))).toBe('INTERVENE_ON_SELF');
    const i = value(intervene(a.encounter, 'ana', a.declaration.id));
    const self = value(intervene(i.encounter, 'bo', a.declaration.id));
    // but never on one's own intervention
    expect(code(intervene(self.encounter, 'bo', self.declaration.id))).toBe('INTERVENE_ON_SELF');
  });

  it('not on an intervention declared after one\'s own', () => {
    const enc = value(
      startEncounter(scriptedRng([]), [
        { id: 'bo', kind: 'PC', initiative: 9 },
        { id: 'ana', kind: 'PC', initiative: 5, interventionRank: 1 },
        { id: 'cy', kind: 'PC', initiative: 3 },
      ]),
    );
    const a = value(declareAction(enc, 'bo'));
    const iAna = value(intervene(a.encounter, 'ana', a.declaration.id));
    const iCy = value(intervene(iAna.encounter, 'cy', iAna.declaration.id));
    expect(code(intervene(iCy.encounter, 'ana', iCy.declaration.id))).toBe('INTERVENE_ON_LATER');
    // cy may still intervene on ana's earlier intervention? cy has used its one: too many.
    expect(code(intervene(iCy.encounter, 'cy', a.declaration.id))).toBe('TOO_MANY_INTERVENTIONS');
  });

  it('an intervention that casts a spell costs 1 lasting fatigue', () => {
    const a = value(declareAction(three(), 'bo'));
    expect(value(intervene(a.encounter, 'ana', a.declaration.id, { spell: true })).fatigue).toEqual({ kind: 'LASTING', levels: 1 });
  });
});

describe('SMS §5 one spell between two of one\'s own actions', () => {
  it('a spell in a reaction forbids another before the next action; special powers are exempt', () => {
    const a = value(declareAction(three(), 'bo', { targets: ['ana'] }));
    const counter = value(react(a.encounter, 'ana', a.declaration.id, { spell: true }));
    const i = intervene(counter.encounter, 'ana', a.declaration.id, { spell: true });
    expect(code(i)).toBe('ONE_SPELL_BETWEEN_ACTIONS');
    expect(!i.ok && i.violations[0]!.rule).toBe("SMS §5: one spell between two of one's own actions");
    expect(intervene(counter.encounter, 'ana', a.declaration.id, { spell: true, specialPower: true }).ok).toBe(true);
    expect(castSpellInSequence(counter.encounter, 'ana').ok).toBe(false);
    expect(castSpellInSequence(counter.encounter, 'ana', { specialPower: true }).ok).toBe(true);
  });

  it('the spell used before one\'s action blocks a spell in that action; the end of one\'s turn opens a new window', () => {
    let enc = three();
    enc = value(castSpellInSequence(enc, 'bo'));
    expect(code(declareAction(enc, 'bo', { spell: true }))).toBe('ONE_SPELL_BETWEEN_ACTIONS');
    const act = value(declareAction(enc, 'bo'));
    expect(code(castSpellInSequence(act.encounter, 'bo'))).toBe('ONE_SPELL_BETWEEN_ACTIONS');
    expect(castSpellInSequence(value(nextTurn(act.encounter)), 'bo').ok).toBe(true);
  });
});

describe('SMS §5 end of the sequence', () => {
  it('clears passing fatigue of every participant', () => {
    const h = value(addFatigue(value(addFatigue(emptyHealth(), 'PASSING', 2)), 'LASTING', 1));
    const { encounter, health } = endSequence(three(), { ana: h });
    expect(encounter.ended).toBe(true);
    expect(health.ana!.fatigue).toEqual({ PASSING: 0, LASTING: 1, PERSISTENT: 0 });
    expect(code(nextTurn(encounter))).toBe('SEQUENCE_ENDED');
    expect(JSON.parse(JSON.stringify(encounter))).toEqual(encounter);
  });
});
