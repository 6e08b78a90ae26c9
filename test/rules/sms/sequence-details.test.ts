import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { type Encounter, type StoredDeclaration, bookSpell, declareAction, intervene, nextTurn, react, startEncounter, turnNumber } from '../../../src/rules/sms/sequence.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// SMS §5 details pinned by mutation testing (issue 22 item 23).

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}

const trio = (): Encounter =>
  value(
    startEncounter(scriptedRng([]), [
      { id: 'a', kind: 'PC', initiative: 9 },
      { id: 'b', kind: 'PC', initiative: 5, interventionRank: 1 },
      { id: 'c', kind: 'PC', initiative: 3 },
    ]),
  );

describe('SMS §5 turn numbers', () => {
  it('count every turn since the start: (round − 1) × participants + turn + 1', () => {
    let enc = trio();
    for (let i = 0; i < 7; i++) enc = value(nextTurn(enc));
    expect(enc).toMatchObject({ round: 3, turn: 1 });
    expect(turnNumber(enc)).toBe(8);
  });
});

describe('SMS §5 interventions on interventions', () => {
  it('one may intervene on an intervention declared before one’s own, not after', () => {
    const action = value(declareAction(trio(), 'a'));
    const byC = value(intervene(action.encounter, 'c', action.declaration.id));
    const byB = value(intervene(byC.encounter, 'b', action.declaration.id));
    // c's came before b's own: b (rank 1: two interventions) may answer it.
    expect(intervene(byB.encounter, 'b', byC.declaration.id).ok).toBe(true);
  });
});

describe('SMS §5 casting the spell a declaration announced', () => {
  it('marks that declaration only', () => {
    const action = value(declareAction(trio(), 'a', { spell: true, targets: ['b'] }));
    const counter = value(react(action.encounter, 'b', action.declaration.id, { spell: true }));
    const cast = value(bookSpell(counter.encounter, 'a', { declarationId: action.declaration.id }))!;
    expect((cast.declarations as StoredDeclaration[]).map((d) => [d.by, d.spellResolved ?? false])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});

describe('SMS §2.1, §5 what a declaration says', () => {
  it('each kind keeps its intent and the modules it brings; without them, none', () => {
    const modules = [{ id: 'm1', name: 'Escalade' }];
    const action = value(declareAction(trio(), 'a', { intent: 'Climb the wall', modules }));
    expect(action.declaration).toMatchObject({ kind: 'ACTION', intent: 'Climb the wall', modules });
    const reaction = value(react(action.encounter, 'b', action.declaration.id, { intent: 'Dodge' }));
    expect(reaction.declaration).toMatchObject({ kind: 'REACTION', intent: 'Dodge', modules: [] });
    const intervention = value(intervene(reaction.encounter, 'c', action.declaration.id, { modules }));
    expect(intervention.declaration).toMatchObject({ kind: 'INTERVENTION', intent: null, modules });
    // Stored with the encounter's declarations, in order.
    expect(intervention.encounter.declarations.map((d) => d.intent)).toEqual(['Climb the wall', 'Dodge', null]);
  });
});
