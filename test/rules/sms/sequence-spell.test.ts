import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { type Encounter, type StoredDeclaration, bookSpell, declareAction, endSequence, startEncounter } from '../../../src/rules/sms/sequence.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// SMS §5 one spell between two of one's own actions, as `bookSpell` books it for the encounter
// API (bookSpell, castSpell): a spell announced by a declaration is marked cast once; one cast
// outside the declarations takes the character's allowance; special powers are exempt.

const ONE_SPELL = "SMS §5: one spell between two of one's own actions";
const DECLARED = 'SMS §5: a spell is cast in an action, a reaction or an intervention';
const ENDED = 'SMS §5: the action sequence has ended';

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}
const failure = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule, v.message]));

const duo = (): Encounter =>
  value(
    startEncounter(scriptedRng([]), [
      { id: 'a', name: 'Aria', kind: 'PC', initiative: 9 },
      { id: 'b', name: 'Bram', kind: 'PC', initiative: 5 },
    ]),
  );

/** Aria's action of the turn, announcing a spell (or a special power). */
function announced(opts: { spell?: boolean; specialPower?: boolean } = { spell: true }): { enc: Encounter; id: string } {
  const step = value(declareAction(duo(), 'a', opts));
  return { enc: step.encounter, id: step.declaration.id };
}

describe('SMS §5 a spell a declaration announced', () => {
  it('is marked cast once; a second cast of it is refused', () => {
    const { enc, id } = announced();
    const cast = value(bookSpell(enc, 'a', { declarationId: id }));
    expect(cast).not.toBeNull();
    expect((cast!.declarations as StoredDeclaration[]).map((d) => [d.id, d.spellResolved])).toEqual([[id, true]]);
    // Nothing else changes: the allowance was taken when the spell was declared.
    expect(cast!.participants).toEqual(enc.participants);
    expect(failure(bookSpell(cast!, 'a', { declarationId: id, declarationLabel: 'D1' }))).toEqual([['ONE_SPELL_BETWEEN_ACTIONS', ONE_SPELL, 'the spell declared in D1 has already been cast']]);
  });

  it('only a declaration of this character in the current turn, that announced a spell', () => {
    const { enc, id } = announced();
    expect(failure(bookSpell(enc, 'b', { declarationId: id, declarationLabel: 'D1' }))).toEqual([
      ['UNKNOWN_DECLARATION', DECLARED, 'D1 is not a declaration of this character in the current turn'],
    ]);
    // Without a label the id names it.
    expect(failure(bookSpell(enc, 'a', { declarationId: 'decl-9' }))).toEqual([['UNKNOWN_DECLARATION', DECLARED, 'decl-9 is not a declaration of this character in the current turn']]);
    const plain = announced({});
    expect(failure(bookSpell(plain.enc, 'a', { declarationId: plain.id }))).toEqual([
      ['SPELL_NOT_DECLARED', DECLARED, `${plain.id} did not announce a spell (declare it with castsSpell)`],
    ]);
  });

  it('a special power, announced as one or cast as one, books nothing, as often as wanted', () => {
    const power = announced({ spell: true, specialPower: true });
    expect(bookSpell(power.enc, 'a', { declarationId: power.id })).toEqual({ ok: true, value: null });
    const { enc, id } = announced();
    expect(bookSpell(enc, 'a', { declarationId: id, specialPower: true })).toEqual({ ok: true, value: null });
    const cast = value(bookSpell(enc, 'a', { declarationId: id }))!;
    expect(bookSpell(cast, 'a', { declarationId: id, specialPower: true })).toEqual({ ok: true, value: null });
  });

  it('not once the sequence has ended', () => {
    const { enc, id } = announced();
    expect(failure(bookSpell(endSequence(enc).encounter, 'a', { declarationId: id }))).toEqual([['SEQUENCE_ENDED', ENDED, 'no sequence is running']]);
  });
});

describe('SMS §5 a spell cast outside the declarations', () => {
  it('takes the allowance until the next action; a special power is exempt', () => {
    const enc = duo();
    const once = value(bookSpell(enc, 'b'))!;
    expect(once.participants.map((p) => [p.id, p.spellCastSinceAction])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(failure(bookSpell(once, 'b'))?.map(([code]) => code)).toEqual(['ONE_SPELL_BETWEEN_ACTIONS']);
    expect(bookSpell(once, 'b', { specialPower: true })).toEqual({ ok: true, value: null });
    expect(bookSpell(enc, 'b', { declarationId: null })).toEqual({ ok: true, value: once });
  });
});
