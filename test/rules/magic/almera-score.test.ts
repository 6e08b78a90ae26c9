import { describe, expect, it } from 'vitest';
import { ALMERA_ASSISTANT_COST, ALMERA_CAST_COST, aidsBonus, almeraScore, checkAlmeraAssistants, exhaustionMalus, incantationMalus } from '../../../src/rules/magic/almera.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';

// ALMERA score edges and citations (pinned by mutation testing).

const spell: SpellDefinition = { variant: 'ALMERA', kind: 'SPELL', name: 'Lien', source: 'SPIRITS', forms: ['SOUL'], power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
const A = 'MAGIC ALMERA §';

describe('ALMERA aids, incantation, exhaustion', () => {
  it('aids: nothing without Empowerment or without aids; capped by its rank; components first; negatives count 0', () => {
    expect(aidsBonus(undefined, 3)).toEqual({ bonus: 0, componentsConsumed: 0 });
    expect(aidsBonus({ components: 2, foci: 1, totems: 1 }, 0)).toEqual({ bonus: 0, componentsConsumed: 0 });
    expect(aidsBonus({ components: 2, foci: 1, totems: 1 }, 1)).toEqual({ bonus: 1, componentsConsumed: 1 });
    expect(aidsBonus({ components: 1, foci: 1, totems: 1 }, 5)).toEqual({ bonus: 3, componentsConsumed: 1 });
    expect(aidsBonus({ components: -2, foci: 0, totems: 2 }, 5)).toEqual({ bonus: 2, componentsConsumed: 0 });
    expect(aidsBonus({ components: 0, foci: -1, totems: 1 }, 5)).toEqual({ bonus: 1, componentsConsumed: 0 });
    expect(aidsBonus({ components: 0, foci: 1, totems: -1 }, 5)).toEqual({ bonus: 1, componentsConsumed: 0 });
  });

  it('incantation: none given 0, one missing −1, both −2', () => {
    expect(incantationMalus(undefined)).toBe(0);
    expect(incantationMalus({ voice: true, freeHand: true })).toBe(0);
    expect(incantationMalus({ voice: false, freeHand: true })).toBe(1);
    expect(incantationMalus({ voice: true, freeHand: false })).toBe(1);
    expect(incantationMalus({ voice: false, freeHand: false })).toBe(2);
  });

  it('exhaustion net of its resistance, capped at rank 5, never negative', () => {
    expect(exhaustionMalus(4, 1)).toBe(3);
    expect(exhaustionMalus(8, 7)).toBe(3);
    expect(exhaustionMalus(2, 5)).toBe(0);
    expect(exhaustionMalus(-3, 0)).toBe(0);
    expect(exhaustionMalus(3, -2)).toBe(3);
  });
});

describe('ALMERA score steps', () => {
  it('every step with its label, points and citation', () => {
    const { score, componentsConsumed } = almeraScore({
      spell,
      caster: { ranks: { SPIRITS: 3, SOUL: 2, EXHAUSTION_RESISTANCE: 1, EMPOWERMENT: 2 }, exhaustion: 3 },
      aids: { components: 3, foci: 0, totems: 0 },
      incantation: { voice: false, freeHand: true },
      interruptionMalus: 1,
      procedureBonus: 4,
      assistants: [{ id: 'x', modulesInPlay: 1 }],
    });
    expect(score.steps.map((s) => [s.label, s.points, s.rule])).toEqual([
      ['Power of Spirits : 3', 3, `${A}Lancement d’un sort: the score includes the source module and, for a second-level effect, the form module`],
      ['Soul magic : 2', 2, `${A}Lancement d’un sort: the score includes the source module and, for a second-level effect, the form module`],
      ['magical exhaustion −3 (1 absorbed by Resistance to magical exhaustion)', -2, `${A}Épuisement magique: exhaustion is a growing malus on magical actions, absorbed by Resistance to magical exhaustion`],
      ['aids (components, foci, totems) capped by Empowerment 2', 2, `${A}Aides au lancement des sorts: each aid gives +1 up to the rank of Empowerment of magic power; nothing without it`],
      ['incantation without voice', -1, `${A}Prérequis, interruption et contre-sort: missing voice or a free hand: −1; both: −2`],
      ['interrupted: −1', -1, `${A}Prérequis, interruption et contre-sort: an intervention that hurts or shakes the caster gives an extra malus`],
      ['ritual procedure +4', 4, `${A}Mode opératoire d’un rituel: the procedure (time and resources) gives at least +4`],
      ['assistant x: +1 × 1 module(s)', 1, `${A}Lancer un sort à plusieurs: each assistant adds 1 point per module entering play, whatever its rank`],
    ]);
    expect(score.raw).toBe(8);
    expect(componentsConsumed).toBe(2);
  });

  it('labels: no absorption note when nothing is absorbed; both incantation parts named', () => {
    const { score } = almeraScore({ spell, caster: { ranks: { SPIRITS: 1, SOUL: 1 }, exhaustion: 2 }, incantation: { voice: false, freeHand: false } });
    expect(score.steps.map((s) => [s.label, s.points])).toEqual([
      ['Power of Spirits : 1', 1],
      ['Soul magic : 1', 1],
      ['magical exhaustion −2', -2],
      ['incantation without voice and a free hand', -2],
    ]);
    const hand = almeraScore({ spell, caster: { ranks: { SPIRITS: 1, SOUL: 1 } }, incantation: { voice: true, freeHand: false } });
    expect(hand.score.steps[2]!.label).toBe('incantation without a free hand');
  });

  it('no exhaustion, no aids, no incantation step when there is nothing to say', () => {
    const { score } = almeraScore({
      spell,
      caster: { ranks: { SPIRITS: 1, SOUL: 1, EMPOWERMENT: 3 }, exhaustion: 0 },
      aids: { components: 0, foci: 0, totems: 0 },
      incantation: { voice: true, freeHand: true },
      procedureBonus: 0,
    });
    expect(score.steps).toHaveLength(2);
    // Aids without Empowerment are listed, worth 0.
    const none = almeraScore({ spell, caster: { ranks: { SPIRITS: 1, SOUL: 1 } }, aids: { components: 0, foci: 2, totems: 0 } });
    expect(none.score.steps[2]).toMatchObject({ label: 'aids (components, foci, totems) capped by Empowerment 0', points: 0 });
    const totems = almeraScore({ spell, caster: { ranks: { SPIRITS: 1, SOUL: 1, EMPOWERMENT: 1 } }, aids: { components: 0, foci: 0, totems: 1 } });
    expect(totems.score.steps[2]!.points).toBe(1);
  });

  it('parameters: Spell manipulation and declared resistive modules absorb together', () => {
    const { score } = almeraScore({
      spell,
      caster: { ranks: { SPIRITS: 3, SOUL: 2, SPELL_MANIPULATION: 1 }, modules: [{ name: 'Précision', scope: 2, polarity: 'RESISTIVE', rank: 1 }] },
      parameters: { range: 2, area: 1, duration: 0 },
    });
    expect(score.steps[2]).toMatchObject({ label: 'casting parameters −3 (2 absorbed by spell manipulation)', points: -1 });
  });
});

describe('ALMERA joint casting and costs', () => {
  it('each assistant must hold every required module', () => {
    const v = checkAlmeraAssistants(spell, [
      { id: 'a', modulesInPlay: 1, ranks: { SPIRITS: 1, SOUL: 1 } },
      { id: 'b', modulesInPlay: 1, ranks: { SPIRITS: 1 } },
      { id: 'c', modulesInPlay: 1 },
    ]);
    expect(v.map((x) => [x.code, x.rule, x.message])).toEqual([
      ['ASSISTANT_MISSING_MODULE', `${A}Lancer un sort à plusieurs: every assistant holds at least the predefined modules the effect requires`, 'an assistant lacks Soul magic (rank 0)'],
      ['ASSISTANT_MISSING_MODULE', `${A}Lancer un sort à plusieurs: every assistant holds at least the predefined modules the effect requires`, 'an assistant lacks Power of Spirits (rank 0)'],
      ['ASSISTANT_MISSING_MODULE', `${A}Lancer un sort à plusieurs: every assistant holds at least the predefined modules the effect requires`, 'an assistant lacks Soul magic (rank 0)'],
    ]);
    expect(checkAlmeraAssistants(spell)).toEqual([]);
  });

  it('a cast and each assistant cost one exhaustion', () => {
    expect(ALMERA_CAST_COST).toEqual({ exhaustionDelta: 1, lastingFatigueDelta: 0, passingFatigueDelta: 0 });
    expect(ALMERA_ASSISTANT_COST).toEqual(ALMERA_CAST_COST);
  });
});
