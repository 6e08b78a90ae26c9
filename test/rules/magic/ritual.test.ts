import { describe, expect, it } from 'vitest';
import { scriptedRng, seededRng } from '../../../src/rules/dice.js';
import { checkRitualDisruption, interruptRitual, performAlmeraRitual, performLorevalRitual, ritualCosts } from '../../../src/rules/magic/ritual.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';

const lorevalRitual: SpellDefinition = {
  variant: 'LOREVAL',
  kind: 'RITUAL',
  name: 'Bénédiction des moissons',
  source: 'DIVINE',
  power: 4,
  nature: 'MISC',
  effects: [{ kind: 'NARRATIVE' }],
  ritual: { castingTime: '1 jour', prerequisites: ['autel', 'offrande'], area: 'a valley', duration: 'a season' },
};

const almeraRitual: SpellDefinition = {
  variant: 'ALMERA',
  kind: 'RITUAL',
  name: 'Mur de brume',
  source: 'SPIRITS',
  power: 20,
  nature: 'MISC',
  effects: [{ kind: 'NARRATIVE' }],
};

describe('ALMERA rituals', () => {
  it('three casters, power 20: the main caster takes 10, each assistant 5', () => {
    const r = performAlmeraRitual(seededRng(1), {
      ritual: almeraRitual,
      learned: true,
      caster: { id: 'main', ranks: { SPIRITS: 5 }, modules: [{ name: 'Ritualiste', scope: 3, polarity: 'POSITIVE', rank: 3 }] },
      assistants: [
        { id: 'a1', modulesInPlay: 3 },
        { id: 'a2', modulesInPlay: 3 },
      ],
      procedureBonus: 26,
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.costs.map((c) => [c.id, c.cost.exhaustionDelta])).toEqual([
      ['main', 10],
      ['a1', 5],
      ['a2', 5],
    ]);
    // D40: 5 + 3 + 26 + 3 + 3 = 40 → automatic, no roll.
    expect(r.value.difficulty.die).toBe(40);
    expect(r.value.score.score).toBe(40);
    expect(r.value.check.automatic).toBe(true);
    expect(r.value.check.roll).toBeNull();
  });

  it('above D12 a score short of the number fails with no roll', () => {
    const r = performAlmeraRitual(seededRng(1), { ritual: almeraRitual, learned: true, caster: { ranks: { SPIRITS: 5 } }, procedureBonus: 10 });
    if (!r.ok) throw new Error('r');
    expect(r.value.check.impossible).toBe(true);
    expect(r.value.success).toBe(false);
    expect(r.value.costs).toEqual([{ id: 'caster', cost: { exhaustionDelta: 20, lastingFatigueDelta: 0, passingFatigueDelta: 0 } }]);
  });

  it('a ritual must be learned, takes a procedure worth ≥ +4, and has no parameters; power up to 50', () => {
    const r = performAlmeraRitual(seededRng(1), { ritual: { ...almeraRitual, power: 51 }, learned: false, caster: { ranks: {} }, procedureBonus: 3 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violations.map((v) => v.code).sort()).toEqual(['MISSING_PREREQUISITE_MODULE', 'POWER_OUT_OF_RANGE', 'PROCEDURE_BONUS_TOO_LOW', 'RITUAL_NOT_LEARNED']);
    expect(r.violations.find((v) => v.code === 'RITUAL_NOT_LEARNED')?.rule).toBe(
      'MAGIC ALMERA §Conception d’un rituel: a ritual must be studied or learned from a book; it cannot be improvised',
    );
  });

  it('interrupted without the stop protocol: magic released pro rata; exhaustion as at the end', () => {
    const r = interruptRitual({ variant: 'ALMERA', power: 20, elapsed: 3, total: 12, withStopProtocol: false, casterId: 'm', helperIds: ['a', 'b'] });
    if (!r.ok) throw new Error('r');
    expect(r.value.releasedFraction).toBe(0.25);
    expect(r.value.releasedPower).toBe(5);
    expect(r.value.costs.map((c) => c.cost.exhaustionDelta)).toEqual([10, 5, 5]);
    const safe = interruptRitual({ variant: 'ALMERA', power: 20, elapsed: 3, total: 12, withStopProtocol: true, casterId: 'm' });
    if (!safe.ok) throw new Error('safe');
    expect(safe.value.releasedPower).toBe(0);
  });

  it('odd shares: the main caster takes the half rounded up, and the shares sum to the power', () => {
    expect(ritualCosts('ALMERA', 7, 'm', ['a', 'b', 'c']).map((c) => c.cost.exhaustionDelta)).toEqual([4, 1, 1, 1]);
    expect(ritualCosts('ALMERA', 9, 'm', ['a', 'b']).map((c) => c.cost.exhaustionDelta)).toEqual([5, 2, 2]);
  });
});

describe('LOREVAL rituals', () => {
  it('D8 ladder (power 4 → D14), −2 per participant; score = form + Ritual magic; fatigue shared', () => {
    const r = performLorevalRitual(scriptedRng([5]), {
      ritual: lorevalRitual,
      caster: { id: 'pretre', ranks: { DIVINE: 4, RITUAL: 2 } },
      participants: [{ id: 'p1' }, { id: 'p2' }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.difficulty.die).toBe(10);
    expect(r.value.score.score).toBe(6);
    expect(r.value.success).toBe(true);
    expect(r.value.costs.map((c) => [c.id, c.cost.lastingFatigueDelta])).toEqual([
      ['pretre', 2],
      ['p1', 1],
      ['p2', 1],
    ]);
  });

  it('every participant is tired, at least 1 level each: P3 with two participants → 2 / 1 / 1 (MAGIC.md Decision)', () => {
    expect(ritualCosts('LOREVAL', 3, 'm', ['a', 'b']).map((c) => c.cost.lastingFatigueDelta)).toEqual([2, 1, 1]);
    expect(ritualCosts('LOREVAL', 1, 'm', ['a', 'b', 'c']).map((c) => c.cost.lastingFatigueDelta)).toEqual([1, 1, 1, 1]);
    expect(ritualCosts('LOREVAL', 5, 'm', ['a', 'b']).map((c) => c.cost.lastingFatigueDelta)).toEqual([3, 1, 1]);
    // ALMERA keeps the seed's arithmetic: the shares sum to the power.
    expect(ritualCosts('ALMERA', 3, 'm', ['a', 'b']).map((c) => c.cost.exhaustionDelta)).toEqual([2, 1, 0]);
  });

  it('without Ritual magic, or without its description, the ritual is refused', () => {
    const r = performLorevalRitual(seededRng(1), { ritual: { ...lorevalRitual, ritual: undefined }, caster: { ranks: { DIVINE: 4 } } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violations.map((v) => v.code).sort()).toEqual(['MISSING_PREREQUISITE_MODULE', 'RITUAL_DESCRIPTION_REQUIRED']);
    expect(r.violations.find((v) => v.code === 'MISSING_PREREQUISITE_MODULE')?.rule).toBe(
      'MAGIC LOREVAL §La magie rituelle: a ritual requires Ritual magic at rank ≥ 1 besides its form',
    );
  });

  it('only a direct action interrupts a ritual, never a counter-spell', () => {
    expect(checkRitualDisruption('COUNTER_SPELL').ok).toBe(false);
    expect(checkRitualDisruption('REMOVE_COMPONENTS').ok).toBe(true);
  });
});
