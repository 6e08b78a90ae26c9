import { describe, expect, it } from 'vitest';
import { scriptedRng, seededRng } from '../../../src/rules/dice.js';
import { type CastSpellInput, castSpell, previewCast } from '../../../src/rules/magic/casting.js';
import { FRESH_SPELL_LIMIT, endOwnAction } from '../../../src/rules/magic/limit.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';
import { validateSpell } from '../../../src/rules/magic/spell.js';

const invisibility: SpellDefinition = {
  variant: 'LOREVAL',
  kind: 'SPELL',
  name: 'Invisibilité',
  source: 'ARCANE',
  power: 2,
  nature: 'MISC',
  effects: [{ kind: 'NARRATIVE', description: 'true invisibility' }],
};

const fireball: SpellDefinition = {
  variant: 'LOREVAL',
  kind: 'SPELL',
  name: 'Boule de feu',
  source: 'ARCANE',
  power: 3,
  nature: 'OFFENSIVE',
  effects: [{ kind: 'DAMAGE', damageType: 'BLUNT' }],
};

function mustFail(r: { ok: boolean; violations?: { code: string; rule: string; message?: string }[] }) {
  expect(r.ok).toBe(false);
  return (r as { violations: { code: string; rule: string; message?: string }[] }).violations;
}

describe('LOREVAL castSpell', () => {
  it('invisibility (power 2): die D6, one lasting fatigue whatever the outcome', () => {
    const ok = castSpell(scriptedRng([3]), { spell: invisibility, caster: { ranks: { ARCANE: 3 } } });
    expect(ok.ok).toBe(true);
    if (!ok.ok) return;
    expect(ok.value.difficulty.die).toBe(6);
    expect(ok.value.score.score).toBe(3);
    expect(ok.value.success).toBe(true);
    expect(ok.value.cost).toEqual({ exhaustionDelta: 0, lastingFatigueDelta: 1, passingFatigueDelta: 0 });
    expect(ok.value.effects?.narrative).toBe('true invisibility');

    const ko = castSpell(scriptedRng([6]), { spell: invisibility, caster: { ranks: { ARCANE: 3 } } });
    if (!ko.ok) throw new Error('should cast');
    expect(ko.value.success).toBe(false);
    expect(ko.value.stakes).toBe('LOW');
    expect(ko.value.cost.lastingFatigueDelta).toBe(1);
    expect(ko.value.effects).toBeNull();
  });

  it('fireball at a D6 target, critical wanted, thrown far: D12; parameters lower the score, not the die', () => {
    const input: CastSpellInput = {
      spell: fireball,
      caster: { id: 'tord', ranks: { ARCANE: 5 }, modules: [{ name: 'Pyromane', scope: 2, polarity: 'POSITIVE', rank: 2 }] },
      parameters: { range: 1, area: 0, duration: 0 },
      targets: [{ id: 'gnoll', baseDie: 6 }],
      circumstances: [{ label: 'thrown far', points: 2 }],
    };
    const r = castSpell(scriptedRng([4]), input);
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.difficulty.die).toBe(12);
    expect(r.value.score.score).toBe(6); // 5 + 2 − 1
    expect(r.value.effects?.woundsToInflict).toEqual([
      { targetId: 'gnoll', severity: 3, severityName: 'CRITICAL', damageType: 'BLUNT', elemental: false, levels: 3 },
    ]);
  });

  it('an opposing target without a base die is refused, citing the rule', () => {
    const v = mustFail(castSpell(seededRng(1), { spell: fireball, caster: { ranks: { ARCANE: 5 } }, targets: [{ id: 'x' }] }));
    expect(v.map((x) => x.code)).toContain('TARGET_BASE_DIE_REQUIRED');
  });

  it('Arcane magic cannot heal without Space-Time (prerequisite refused, all violations collected)', () => {
    const heal: SpellDefinition = { ...invisibility, name: 'Soin', nature: 'CURATIVE', effects: [{ kind: 'HEAL_SEVERITY' }] };
    const v = mustFail(castSpell(seededRng(1), { spell: heal, caster: { ranks: { ARCANE: 3 } }, parameters: { range: 4, area: 0, duration: 0 } }));
    expect(v.map((x) => x.code).sort()).toEqual(['BAD_PARAMETER', 'MISSING_PREREQUISITE_MODULE']);
    expect(v.find((x) => x.code === 'MISSING_PREREQUISITE_MODULE')?.rule).toBe('MAGIC LOREVAL §La magie: curative Power of the Arcane requires Space-Time at rank ≥ 1');
    expect(castSpell(scriptedRng([1]), { spell: heal, caster: { ranks: { ARCANE: 3, SPACE_TIME: 1 } } }).ok).toBe(true);
  });

  it('a caster without the form module cannot cast at all', () => {
    const v = mustFail(castSpell(seededRng(1), { spell: invisibility, caster: { ranks: { DIVINE: 3 } } }));
    expect(v[0]?.rule).toBe('MAGIC LOREVAL §La magie: casting with this form requires Power of the Arcane at rank ≥ 1');
  });

  it('Lucantor: a specialisation module adds to the score; resistive modules absorb the parameter malus', () => {
    const heal: SpellDefinition = {
      variant: 'LOREVAL',
      kind: 'SPELL',
      name: 'Soins des blessures sérieuses',
      source: 'DIVINE',
      power: 2,
      nature: 'CURATIVE',
      effects: [{ kind: 'HEAL_SEVERITY' }],
    };
    const r = previewCast({
      spell: heal,
      caster: {
        ranks: { DIVINE: 2 },
        modules: [
          { name: 'Soins des blessures sérieuses', scope: 1, polarity: 'POSITIVE', rank: 2 },
          { name: 'Extension des sorts', scope: 3, polarity: 'RESISTIVE', rank: 2 },
        ],
      },
      parameters: { range: 1, area: 2, duration: 0 },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.score.raw).toBe(2 + 2 - 1); // malus 3, 2 absorbed
    expect(r.value.difficulty.die).toBe(6);
  });

  it('enhancement: Toruk’s climbing (scope 3, rank 1) is a power-3 spell giving a temporary module', () => {
    const climb: SpellDefinition = {
      variant: 'LOREVAL',
      kind: 'SPELL',
      name: 'Escalade',
      source: 'NATURAL',
      power: 3,
      nature: 'ENHANCEMENT',
      effects: [{ kind: 'ENHANCEMENT', module: { name: 'Escalade', scope: 3, rank: 1, polarity: 'POSITIVE' } }],
    };
    const r = castSpell(scriptedRng([1]), { spell: climb, caster: { id: 'toruk', ranks: { NATURAL: 3 } }, parameters: { range: 0, area: 0, duration: 1 } });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.difficulty.die).toBe(8);
    expect(r.value.effects?.temporaryModules).toEqual([{ targetIds: ['toruk'], module: { name: 'Escalade', scope: 3, polarity: 'POSITIVE', rank: 1, source: 'MAGIC' } }]);
    expect(r.value.effects?.maintainedByCaster).toBe(true);
    // Rank 3 at power 3 does not balance: scope 3 + rank 3 − 1 = 5.
    const bad = validateSpell({ ...climb, effects: [{ kind: 'ENHANCEMENT', module: { name: 'Escalade', scope: 3, rank: 3, polarity: 'POSITIVE' } }] });
    expect(mustFail(bad)[0]?.code).toBe('ENHANCEMENT_POWER_MISMATCH');
  });

  it('Ulrik heals his group: mortal-level heal on an area acts as critical', () => {
    const heal: SpellDefinition = {
      variant: 'LOREVAL',
      kind: 'SPELL',
      name: 'Soin de groupe',
      source: 'DIVINE',
      power: 4,
      nature: 'CURATIVE',
      effects: [{ kind: 'HEAL_SEVERITY' }],
    };
    const r = castSpell(scriptedRng([1]), {
      spell: heal,
      caster: { id: 'ulrik', ranks: { DIVINE: 5 } },
      parameters: { range: 0, area: 1, duration: 0 },
      targets: [
        { id: 'a', wounds: [{ id: 'a-crit', severity: 3, damageType: 'LETHAL' }, { id: 'a-light', severity: 1, damageType: 'BLUNT' }] },
        { id: 'b', wounds: [{ id: 'b-crit', severity: 3, damageType: 'CRITICAL' }] },
        { id: 'c', wounds: [{ id: 'c-ser', severity: 2, damageType: 'LETHAL' }, { id: 'c-light', severity: 1, damageType: 'LETHAL' }] },
        { id: 'd', survivedMortal: true, wounds: [{ id: 'd-mortal', severity: 4, damageType: 'LETHAL' }, { id: 'd-light', severity: 1, damageType: 'BLUNT' }] },
      ],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.difficulty.die).toBe(10);
    expect(r.value.effects?.healed.map((h) => [h.targetId, h.woundIds, h.stabilised])).toEqual([
      ['a', ['a-crit'], true],
      ['b', ['b-crit'], true],
      ['c', ['c-ser', 'c-light'], true],
      ['d', ['d-light'], true],
    ]);
  });

  it('Javis: aura against evil (scope 4, power 5) gives +2 as a temporary module', () => {
    const aura: SpellDefinition = {
      variant: 'LOREVAL',
      kind: 'SPELL',
      name: 'Aura de protection contre le mal',
      source: 'ARCANE',
      power: 5,
      nature: 'DEFENSIVE',
      effects: [{ kind: 'OCCULT_PROTECTION', module: { name: 'Aura de protection contre le mal', scope: 4, rank: 2 } }],
    };
    const r = castSpell(scriptedRng([1]), { spell: aura, caster: { id: 'javis', ranks: { ARCANE: 5 } } });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.effects?.temporaryModules[0]?.module.rank).toBe(2);
  });

  it('Javis: anti-fire counter-effect scope 3 at power 5 has rank 3', () => {
    const antiFire: SpellDefinition = {
      variant: 'LOREVAL',
      kind: 'SPELL',
      name: 'Anti-feu',
      source: 'ARCANE',
      power: 5,
      nature: 'DEFENSIVE',
      effects: [{ kind: 'COUNTER_EFFECT', against: 'fire', scope: 3 }],
    };
    const r = castSpell(scriptedRng([1]), { spell: antiFire, caster: { id: 'javis', ranks: { ARCANE: 5 } } });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.effects?.counterEffect).toEqual({ targetIds: ['javis'], against: 'fire', rank: 3 });
  });

  it('Javis vs Gas’Rashk: the power-3 fireball is cancelled by his rank-3 anti-fire; the power-5 disintegration goes through the lich’s rank-4 counter-effect', () => {
    const fire: SpellDefinition = { ...fireball, effects: [{ kind: 'DAMAGE', damageType: 'LETHAL', elemental: true }] };
    const f = castSpell(scriptedRng([1]), {
      spell: fire,
      caster: { id: 'lich', ranks: { ARCANE: 5 } },
      parameters: { range: 1, area: 1, duration: 0 },
      targets: [{ id: 'javis', baseDie: 4, defence: { counterEffectRanks: [3] } }],
    });
    if (!f.ok) throw new Error(JSON.stringify(f.violations));
    expect(f.value.effects?.cancelledByCounterEffect).toEqual(['javis']);
    expect(f.value.effects?.woundsToInflict).toEqual([]);
    const disintegration: SpellDefinition = { ...fireball, name: 'Désintégration', power: 5 };
    const d = castSpell(scriptedRng([1]), {
      spell: disintegration,
      caster: { id: 'javis', ranks: { ARCANE: 5 } },
      parameters: { range: 1, area: 0, duration: 0 },
      targets: [{ id: 'lich', baseDie: 10, defence: { counterEffectRanks: [4] } }],
    });
    if (!d.ok) throw new Error(JSON.stringify(d.violations));
    expect(d.value.difficulty.die).toBe(18);
    expect(d.value.check?.impossible).toBe(true);
    // Had it been reachable: annihilation.
    const hit = castSpell(scriptedRng([1]), {
      spell: disintegration,
      caster: { id: 'javis', ranks: { ARCANE: 5 }, modules: [{ name: 'Archimage', scope: 5, polarity: 'POSITIVE', rank: 14 }] },
      targets: [{ id: 'lich', baseDie: 10, defence: { counterEffectRanks: [4] } }],
    });
    if (!hit.ok) throw new Error('hit');
    expect(hit.value.check?.automatic).toBe(true);
    expect(hit.value.effects?.woundsToInflict[0]?.severityName).toBe('ANNIHILATION');
  });

  it('elemental lethal damage needs power ≥ 3', () => {
    const v = mustFail(validateSpell({ ...fireball, power: 2, effects: [{ kind: 'DAMAGE', damageType: 'LETHAL', elemental: true }] }));
    expect(v[0]?.code).toBe('POWER_TOO_LOW_FOR_DAMAGE_TYPE');
    // Power 2 does give a (plain) lethal point: the message must name the elemental cost.
    expect(v[0]?.message).toBe('Boule de feu: power 2 gives no elemental lethal point: elemental damage costs one more power level, so elemental lethal needs power 3');
    expect(v[0]?.rule).toContain('elemental lethal damage needs power ≥ 3');
  });

  it('one spell between two of one’s own actions; the limit reopens after the action', () => {
    const first = castSpell(scriptedRng([1]), { spell: invisibility, caster: { ranks: { ARCANE: 3 } }, limit: { state: FRESH_SPELL_LIMIT } });
    if (!first.ok || !first.value.limitState) throw new Error('first cast');
    const second = castSpell(scriptedRng([1]), { spell: invisibility, caster: { ranks: { ARCANE: 3 } }, limit: { state: first.value.limitState } });
    expect(mustFail(second)[0]?.code).toBe('ONE_SPELL_PER_ACTION');
    const third = castSpell(scriptedRng([1]), { spell: invisibility, caster: { ranks: { ARCANE: 3 } }, limit: { state: endOwnAction(first.value.limitState) } });
    expect(third.ok).toBe(true);
  });

  it('a cancelled spell (interruption) rolls nothing, does nothing, and still costs', () => {
    const r = castSpell(seededRng(2), { spell: invisibility, caster: { ranks: { ARCANE: 3 } }, interruptionMalus: 2, cancelledBy: 'INTERRUPTION' });
    if (!r.ok) throw new Error('cast');
    expect(r.value.outcome).toBe('INTERRUPTED');
    expect(r.value.check).toBeNull();
    expect(r.value.score.raw).toBe(1);
    expect(r.value.cost.lastingFatigueDelta).toBe(1);
  });

  it('rituals are not cast as spells', () => {
    const v = mustFail(
      castSpell(seededRng(1), {
        spell: { ...invisibility, kind: 'RITUAL', ritual: { castingTime: '1 h', prerequisites: [] } },
        caster: { ranks: { ARCANE: 3, RITUAL: 1 } },
      }),
    );
    expect(v.map((x) => x.code)).toContain('RITUAL_NOT_A_SPELL');
  });
});

describe('LOREVAL special powers', () => {
  const power: SpellDefinition = {
    variant: 'LOREVAL',
    kind: 'POWER',
    name: 'Communion',
    source: 'NATURAL',
    powerModule: 'HARMONY',
    power: 2,
    nature: 'MISC',
    effects: [{ kind: 'NARRATIVE' }],
  };
  it('base D8, passing fatigue, exempt from the one-spell limit, no casting parameters', () => {
    const state = { castsByMeans: { SELF: 1 } };
    const r = castSpell(scriptedRng([1]), { spell: power, caster: { ranks: { NATURAL: 5, HARMONY: 1 } }, limit: { state } });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.difficulty.die).toBe(10);
    expect(r.value.score.score).toBe(6);
    expect(r.value.cost).toEqual({ exhaustionDelta: 0, lastingFatigueDelta: 0, passingFatigueDelta: 1 });
    expect(r.value.limitState).toEqual(state);
    const v = mustFail(castSpell(scriptedRng([1]), { spell: power, caster: { ranks: { NATURAL: 5, HARMONY: 1 } }, parameters: { range: 1, area: 0, duration: 0 } }));
    expect(v[0]?.code).toBe('PARAMETERS_NOT_ALLOWED');
  });
  it('without Harmony the power cannot be used', () => {
    const v = mustFail(castSpell(scriptedRng([1]), { spell: power, caster: { ranks: { NATURAL: 5 } } }));
    expect(v[0]?.rule).toBe('MAGIC LOREVAL §Pouvoirs particuliers: a special power requires Harmony at rank ≥ 1');
  });
});

describe('ALMERA castSpell', () => {
  const telepathy: SpellDefinition = {
    variant: 'ALMERA',
    kind: 'SPELL',
    name: 'Communication mentale',
    source: 'SPIRITS',
    forms: ['SOUL'],
    power: 3,
    nature: 'MISC',
    effects: [{ kind: 'NARRATIVE', description: 'speech, wherever the person is in the world' }],
  };

  it('telepathy: the effect’s world range is in its power 3 (second level → D8); the spell’s area is a score malus', () => {
    const r = previewCast({
      spell: telepathy,
      caster: { ranks: { SPIRITS: 3, SOUL: 2, SPELL_MANIPULATION: 1 } },
      parameters: { range: 0, area: 1, duration: 2 },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.difficulty.die).toBe(8);
    expect(r.value.score.raw).toBe(3 + 2 - (3 - 1));
  });

  it('score: exhaustion absorbed by its resistance, aids capped by Empowerment, incantation malus', () => {
    const r = castSpell(scriptedRng([2]), {
      spell: { ...telepathy, forms: [] },
      caster: { ranks: { SPIRITS: 4, EXHAUSTION_RESISTANCE: 2, EMPOWERMENT: 2 }, exhaustion: 5 },
      aids: { components: 3, foci: 1, totems: 0 },
      incantation: { voice: true, freeHand: false },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.score.steps.map((s) => s.points)).toEqual([4, -3, 2, -1]);
    expect(r.value.componentsConsumed).toBe(2);
    expect(r.value.difficulty.die).toBe(6);
    expect(r.value.cost).toEqual({ exhaustionDelta: 1, lastingFatigueDelta: 0, passingFatigueDelta: 0 });
  });

  it('aids give nothing without Empowerment; both voice and hand missing: −2', () => {
    const r = previewCast({
      spell: { ...telepathy, forms: [] },
      caster: { ranks: { SPIRITS: 4 } },
      aids: { components: 3, foci: 0, totems: 0 },
      incantation: { voice: false, freeHand: false },
    });
    if (!r.ok) throw new Error('preview');
    expect(r.value.score.raw).toBe(2);
  });

  it('a second-level effect without the form module is refused', () => {
    const v = mustFail(castSpell(seededRng(1), { spell: telepathy, caster: { ranks: { SPIRITS: 3 } } }));
    expect(v[0]?.rule).toBe('MAGIC ALMERA §Lancement d’un sort: a second-level effect requires its form module (SOUL) at rank ≥ 1');
  });

  it('unwilling target: the hardest resistance counts; above D12 only a score reaching it succeeds', () => {
    const bolt: SpellDefinition = { ...telepathy, name: 'Trait', forms: ['METAMORPHOSIS'], power: 5, nature: 'OFFENSIVE', effects: [{ kind: 'DAMAGE', damageType: 'LETHAL' }] };
    const r = castSpell(seededRng(3), {
      spell: bolt,
      caster: { ranks: { SPIRITS: 3, METAMORPHOSIS: 3 } },
      targets: [
        { id: 'a', resistance: 'SENSITIVE' },
        { id: 'b', resistance: 'HIGHLY_RESISTANT' },
      ],
      parameters: { range: 0, area: 1, duration: 0 },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.difficulty.die).toBe(16);
    expect(r.value.check?.impossible).toBe(true);
    expect(r.value.check?.roll).toBeNull();
    expect(r.value.cost.exhaustionDelta).toBe(1);
  });

  it('a resistance given on a non-offensive spell applies (the target is unwilling); on a target said to be willing it is refused', () => {
    const spell = { ...telepathy, power: 3 };
    const caster = { ranks: { SPIRITS: 3, SOUL: 3 } };
    const applied = castSpell(seededRng(1), { spell, caster, targets: [{ id: 'sage', resistance: 'HIGHLY_RESISTANT' }] });
    if (!applied.ok) throw new Error(JSON.stringify(applied.violations));
    // Second level, power 3: D8, + 4 for a highly resistant target → D12.
    expect(applied.value.difficulty.die).toBe(12);
    expect(applied.value.difficulty.steps.map((x) => x.points)).toContain(4);
    const v = mustFail(castSpell(seededRng(1), { spell, caster, targets: [{ id: 'sage', resistance: 'RESISTS', opposes: false }] }));
    expect(v.map((x) => x.code)).toEqual(['RESISTANCE_ON_WILLING_TARGET']);
    expect(v[0]?.rule).toMatch(/^MAGIC ALMERA §/);
  });

  it('casting together: +1 per assistant module; assistants need the required modules and take +1 exhaustion', () => {
    const spell = { ...telepathy, forms: [] };
    const r = castSpell(scriptedRng([1]), {
      spell,
      caster: { ranks: { SPIRITS: 2 } },
      assistants: [{ id: 'x', modulesInPlay: 2, ranks: { SPIRITS: 1 } }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.score.raw).toBe(4);
    expect(r.value.assistantCosts).toEqual([{ id: 'x', cost: { exhaustionDelta: 1, lastingFatigueDelta: 0, passingFatigueDelta: 0 } }]);
    const v = mustFail(castSpell(scriptedRng([1]), { spell, caster: { ranks: { SPIRITS: 2 } }, assistants: [{ id: 'y', modulesInPlay: 1, ranks: { FAITH: 3 } }] }));
    expect(v[0]?.code).toBe('ASSISTANT_MISSING_MODULE');
  });

  it('one spell per action per means of casting: an enchanted item is another means', () => {
    const spell = { ...telepathy, forms: [] };
    const caster = { ranks: { SPIRITS: 5 } };
    const a = castSpell(scriptedRng([1]), { spell, caster, limit: { state: FRESH_SPELL_LIMIT } });
    if (!a.ok || !a.value.limitState) throw new Error('a');
    expect(mustFail(castSpell(scriptedRng([1]), { spell, caster, limit: { state: a.value.limitState } }))[0]?.code).toBe('ONE_SPELL_PER_ACTION');
    expect(castSpell(scriptedRng([1]), { spell, caster, limit: { state: a.value.limitState, means: 'ring-of-sparks' } }).ok).toBe(true);
  });

  it('special powers do not exist in ALMERA', () => {
    const v = mustFail(validateSpell({ ...telepathy, kind: 'POWER' }));
    expect(v.map((x) => x.code)).toContain('NO_SPECIAL_POWERS');
  });
});
