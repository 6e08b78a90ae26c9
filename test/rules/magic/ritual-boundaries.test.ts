import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { almeraRitualViolations, checkRitualDisruption, interruptRitual, lorevalRitualViolations, performLorevalRitual, ritualCosts } from '../../../src/rules/magic/ritual.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';

// Ritual edges named in the mutation-testing issue (#10): the ALMERA minimum procedure bonus
// and what an interruption releases.

const almeraRitual: SpellDefinition = { variant: 'ALMERA', kind: 'RITUAL', name: 'Mur de brume', source: 'SPIRITS', power: 20, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
const codes = (bonus: number) => almeraRitualViolations({ ritual: almeraRitual, learned: true, caster: { ranks: { SPIRITS: 1 } }, procedureBonus: bonus }).map((v) => [v.code, v.rule]);

describe('ALMERA ritual procedure', () => {
  it('+4 is the minimum procedure bonus; +3 and a missing number are refused', () => {
    expect(codes(4)).toEqual([]);
    const rule = 'MAGIC ALMERA §Mode opératoire d’un rituel: a ritual takes at least 10 minutes and a rare component, worth at least +4';
    expect(codes(3)).toEqual([['PROCEDURE_BONUS_TOO_LOW', rule]]);
    expect(codes(Number.NaN)).toEqual([['PROCEDURE_BONUS_TOO_LOW', rule]]);
  });
});

describe('interrupting a ritual', () => {
  it('LOREVAL releases nothing measurable (null), whatever the protocol; costs as at the end', () => {
    const r = interruptRitual({ variant: 'LOREVAL', power: 3, elapsed: 1, total: 2, withStopProtocol: false, casterId: 'm' });
    expect(r.ok && r.value).toMatchObject({ releasedFraction: null, releasedPower: null });
    expect(r.ok && r.value.costs.map((c) => c.id)).toEqual(['m']);
  });

  it('ALMERA: the stop protocol releases 0; otherwise the elapsed share, capped at the whole', () => {
    const stop = interruptRitual({ variant: 'ALMERA', power: 20, elapsed: 1, total: 4, withStopProtocol: true, casterId: 'm' });
    expect(stop.ok && stop.value).toMatchObject({ releasedFraction: 0, releasedPower: 0 });
    const quarter = interruptRitual({ variant: 'ALMERA', power: 20, elapsed: 1, total: 4, withStopProtocol: false, casterId: 'm', helperIds: ['h'] });
    expect(quarter.ok && quarter.value).toMatchObject({ releasedFraction: 0.25, releasedPower: 5 });
    expect(quarter.ok && quarter.value.costs.map((c) => c.id)).toEqual(['m', 'h']);
    const over = interruptRitual({ variant: 'ALMERA', power: 20, elapsed: 9, total: 4, withStopProtocol: false, casterId: 'm' });
    expect(over.ok && over.value).toMatchObject({ releasedFraction: 1, releasedPower: 20 });
    const start = interruptRitual({ variant: 'ALMERA', power: 20, elapsed: 0, total: 4, withStopProtocol: false, casterId: 'm' });
    expect(start.ok && start.value).toMatchObject({ releasedFraction: 0, releasedPower: 0 });
  });

  it('times: total must be > 0 and elapsed ≥ 0', () => {
    for (const [elapsed, total] of [
      [1, 0],
      [-1, 4],
      [1, Number.NaN],
    ] as const) {
      const r = interruptRitual({ variant: 'ALMERA', power: 2, elapsed, total, withStopProtocol: false, casterId: 'm' });
      expect(!r.ok && r.violations.map((v) => [v.code, v.rule])).toEqual([['BAD_RITUAL_TIME', 'MAGIC ALMERA §Exécuter un rituel: elapsed and total time are positive']]);
    }
  });
});

describe('LOREVAL ritual participants', () => {
  const harvest: SpellDefinition = {
    variant: 'LOREVAL',
    kind: 'RITUAL',
    name: 'Moisson',
    source: 'DIVINE',
    power: 3,
    nature: 'MISC',
    effects: [{ kind: 'NARRATIVE' }],
    ritual: { castingTime: '1 jour', prerequisites: [] },
  };
  const caster = { id: 'ana', ranks: { DIVINE: 2, RITUAL: 1 } };

  it('participants lower only the difficulty, never raise the score; they share the fatigue', () => {
    const alone = performLorevalRitual(scriptedRng([1]), { ritual: harvest, caster });
    const helped = performLorevalRitual(scriptedRng([1]), { ritual: harvest, caster, participants: [{ id: 'b' }, { id: 'c' }] });
    expect(alone.ok && helped.ok).toBe(true);
    if (!alone.ok || !helped.ok) return;
    expect(helped.value.score).toEqual(alone.value.score);
    expect([alone.value.difficulty.die, helped.value.difficulty.die]).toEqual([12, 8]);
    // « tous les éventuels participants » are tired: at least 1 level each (docs/rules.md).
    expect(helped.value.costs.map((c) => [c.id, c.cost.lastingFatigueDelta])).toEqual([
      ['ana', 2],
      ['b', 1],
      ['c', 1],
    ]);
  });

  it('only anomalies move the score, each cited', () => {
    const r = performLorevalRitual(scriptedRng([1]), { ritual: harvest, caster, scoreModifiers: [{ label: 'eclipse', points: -1 }] });
    expect(r.ok && r.value.score.steps.at(-1)).toEqual({
      label: 'eclipse',
      points: -1,
      rule: "MAGIC LOREVAL §La magie rituelle: only anomalies of the practice or outside conditions affect the ritualist's score",
      fr: {
        label: 'eclipse',
        rule: 'MAGIE LOREVAL §La magie rituelle : seules les anomalies propres à la pratique ou des conditions extérieures affectent le score du ritualiste',
      },
    });
  });

  it('a spell or another variant’s ritual is refused', () => {
    expect(lorevalRitualViolations({ ritual: { ...harvest, kind: 'SPELL' }, caster }).map((v) => [v.code, v.rule])).toContainEqual([
      'NOT_A_RITUAL',
      'MAGIC LOREVAL §La magie rituelle: only a ritual is performed as a ritual',
    ]);
    expect(lorevalRitualViolations({ ritual: { ...almeraRitual, power: 3 }, caster }).map((v) => [v.code, v.rule])).toContainEqual([
      'WRONG_VARIANT',
      'MAGIC LOREVAL §Exécuter un rituel: this is a LOREVAL ritual procedure',
    ]);
    expect(checkRitualDisruption('REMOVE_COMPONENTS')).toEqual({ ok: true, value: true });
  });

  it('costs: fatigue in LOREVAL, exhaustion in ALMERA', () => {
    expect(ritualCosts('ALMERA', 3, 'm', [])).toEqual([{ id: 'm', cost: { exhaustionDelta: 3, lastingFatigueDelta: 0, passingFatigueDelta: 0 } }]);
    expect(ritualCosts('LOREVAL', 3, 'm', [])).toEqual([{ id: 'm', cost: { exhaustionDelta: 0, lastingFatigueDelta: 3, passingFatigueDelta: 0 } }]);
  });
});
