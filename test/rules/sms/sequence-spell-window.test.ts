import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { type MeansLimitRecord, bookMeansInSequence } from '../../../src/rules/magic/limit.js';
import { type Encounter, bookSpell, castSpellInSequence, declareAction, intervene, nextTurn, react, removeParticipant, startEncounter } from '../../../src/rules/sms/sequence.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// Issue 22 item 17, the window of the one-spell limit (docs/rules.md S1):
// seed 000 « Entre deux actions un personnage ne peut lancer qu'un seul sort, soit lors de son
// action, soit lors de sa réaction, ou soit lors de son intervention (l'utilisation d'un
// contre-sort compte comme le lancement d'un sort) »;
// seed 003 « toute action magique de lancement de sort est limitée à une par action … tant qu'un
// personnage n'a pas fini de mener son action et entre dans une nouvelle séquence, il ne peut
// pas lancer de nouveau un sort … s'il en a lancé un durant une intervention, une réaction ou
// son action elle-même ».
// The window closes when the caster's own turn ends, not when it declares its action.

const ONE_SPELL = ['ONE_SPELL_BETWEEN_ACTIONS', "SMS §5: one spell between two of one's own actions"];

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}
const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));

/** Aria (initiative 9) acts before Bram (5); Aria's turn of round 1. */
const duo = (): Encounter =>
  value(
    startEncounter(scriptedRng([]), [
      { id: 'a', name: 'Aria', kind: 'PC', initiative: 9 },
      { id: 'b', name: 'Bram', kind: 'PC', initiative: 5 },
    ]),
  );

const flags = (enc: Encounter) => enc.participants.map((p) => [p.id, p.spellCastSinceAction]);

describe('a spell declared as the action is the window’s one spell', () => {
  it('a second spell in the same turn is refused: cast outside the declarations, in a reaction, in an intervention', () => {
    const action = value(declareAction(duo(), 'a', { spell: true }));
    expect(flags(action.encounter)).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(breach(castSpellInSequence(action.encounter, 'a'))).toEqual([ONE_SPELL]);
    expect(breach(bookSpell(action.encounter, 'a'))).toEqual([ONE_SPELL]);
    // Bram intervenes on Aria's action (aimed at Aria); Aria answers it with a counter-spell: refused.
    const bram = value(intervene(action.encounter, 'b', action.declaration.id, { targets: ['a'] }));
    expect(breach(react(bram.encounter, 'a', bram.declaration.id, { spell: true }))).toEqual([ONE_SPELL]);
    // Nor may she intervene on her own action with a spell once Bram has intervened on it.
    expect(breach(intervene(bram.encounter, 'a', action.declaration.id, { spell: true }))).toEqual([ONE_SPELL]);
    // Without a spell she still may (the limit is on spells only), and a special power is exempt.
    expect(react(bram.encounter, 'a', bram.declaration.id).ok).toBe(true);
    expect(react(bram.encounter, 'a', bram.declaration.id, { spell: true, specialPower: true }).ok).toBe(true);
  });

  it('the spell the action announced is still cast once (it was booked when declared)', () => {
    const action = value(declareAction(duo(), 'a', { spell: true }));
    const cast = value(bookSpell(action.encounter, 'a', { declarationId: action.declaration.id }))!;
    expect(flags(cast)).toEqual(flags(action.encounter));
    expect(breach(bookSpell(cast, 'a'))).toEqual([ONE_SPELL]);
  });

  it('once the turn has ended, a counter-spell in the rest of the round is allowed; it then leaves the next action no spell', () => {
    const action = value(declareAction(duo(), 'a', { spell: true }));
    const bTurn = value(nextTurn(action.encounter));
    expect(flags(bTurn)).toEqual([
      ['a', false],
      ['b', false],
    ]);
    const bAct = value(declareAction(bTurn, 'b', { targets: ['a'], spell: true }));
    const counter = value(react(bAct.encounter, 'a', bAct.declaration.id, { spell: true }));
    const round2 = value(nextTurn(counter.encounter));
    expect(round2).toMatchObject({ round: 2, turn: 0 });
    expect(breach(declareAction(round2, 'a', { spell: true }))).toEqual([ONE_SPELL]);
    // Her action without a spell, then a spell cast outside the declarations in it: refused too.
    const plain = value(declareAction(round2, 'a'));
    expect(breach(castSpellInSequence(plain.encounter, 'a'))).toEqual([ONE_SPELL]);
  });
});

describe('a counter-spell as a reaction before one’s action leaves the action no spell', () => {
  it('declared with the action, or cast after the action is declared', () => {
    // Aria's action aims at Bram, who counters it: Bram's turn comes next, in the same window.
    const aAct = value(declareAction(duo(), 'a', { targets: ['b'] }));
    const counter = value(react(aAct.encounter, 'b', aAct.declaration.id, { spell: true }));
    const bTurn = value(nextTurn(counter.encounter));
    expect(breach(declareAction(bTurn, 'b', { spell: true }))).toEqual([ONE_SPELL]);
    const bAct = value(declareAction(bTurn, 'b'));
    expect(flags(bAct.encounter)).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(breach(castSpellInSequence(bAct.encounter, 'b'))).toEqual([ONE_SPELL]);
    // Bram's turn over, his next window is open.
    const round2 = value(nextTurn(bAct.encounter));
    expect(flags(round2)).toEqual([
      ['a', false],
      ['b', false],
    ]);
    expect(castSpellInSequence(round2, 'b').ok).toBe(true);
  });
});

describe('the end of a turn reopens only its own participant’s window', () => {
  it('the others keep theirs; a turn with no action still ends the window; removed participants are skipped', () => {
    const enc = value(
      startEncounter(scriptedRng([]), [
        { id: 'a', kind: 'PC', initiative: 9 },
        { id: 'b', kind: 'PC', initiative: 5 },
        { id: 'c', kind: 'NPC', initiative: 2 },
      ]),
    );
    let state = value(castSpellInSequence(enc, 'a'));
    state = value(castSpellInSequence(state, 'b'));
    state = value(castSpellInSequence(state, 'c'));
    state = value(removeParticipant(state, 'b'));
    const cTurn = value(nextTurn(state));
    expect(cTurn.turn).toBe(2);
    expect(flags(cTurn)).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
    const aTurn = value(nextTurn(cTurn));
    expect(aTurn).toMatchObject({ round: 2, turn: 0 });
    expect(flags(aTurn)).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
  });
});

describe('ALMERA: a means other than one’s own magic follows the same window', () => {
  const ring = (enc: Encounter, record: MeansLimitRecord | null) => bookMeansInSequence(enc, { encounterId: 'E', characterId: 'a', means: 'ring', record });

  it('the ring’s spell in the action leaves it none for the rest of the turn; the next turn of the round may', () => {
    const action = value(declareAction(duo(), 'a'));
    const once = value(ring(action.encounter, null));
    expect(once).toEqual({ encounterId: 'E', window: '0', castsByMeans: { ring: 1 } });
    expect(breach(ring(action.encounter, once))).toEqual([
      ['ONE_SPELL_PER_ACTION', 'MAGIC ALMERA §Limitations propres à l’usage des sorts: one spell per action for each means of casting (a counter-spell counts)'],
    ]);
    expect(value(ring(value(nextTurn(action.encounter)), once))).toEqual({ encounterId: 'E', window: '1', castsByMeans: { ring: 1 } });
  });
});
