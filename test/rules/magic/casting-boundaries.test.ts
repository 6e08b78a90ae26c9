import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { type CastSpellInput, castSpell, castViolations, castingDifficulty, castingScore, spellEffects } from '../../../src/rules/magic/casting.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';

// Boundaries of casting (pinned by mutation testing): which targets oppose, the hardest one,
// the ranges of inputs, and what the result carries.

const mist: SpellDefinition = { variant: 'LOREVAL', kind: 'SPELL', name: 'Brume', source: 'ARCANE', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
const fireball: SpellDefinition = {
  variant: 'LOREVAL',
  kind: 'SPELL',
  name: 'Boule de feu',
  source: 'ARCANE',
  power: 1,
  nature: 'MIXED',
  effects: [{ kind: 'DAMAGE', damageType: 'BLUNT' }, { kind: 'NARRATIVE', description: 'a bang' }],
};
const hold: SpellDefinition = { variant: 'ALMERA', kind: 'SPELL', name: 'Immobiliser', source: 'SPIRITS', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
const arcane = { ranks: { ARCANE: 3 } };

function value<T>(r: { ok: true; value: T } | { ok: false; violations: unknown[] }): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}
const codeRule = (input: CastSpellInput) => castViolations(input).map((v) => [v.code, v.rule]);

describe('casting difficulty: who opposes, and the hardest target', () => {
  it('one offensive effect among others makes targets oppose by default', () => {
    expect(castingDifficulty({ spell: fireball, targets: [{ id: 'g', baseDie: 8 }] }).die).toBe(8);
  });

  it('a non-offensive spell: targets oppose only when they say so', () => {
    expect(castingDifficulty({ spell: mist, targets: [{ id: 'g', baseDie: 10 }] }).die).toBe(6);
    expect(castingDifficulty({ spell: mist, targets: [{ id: 'g', baseDie: 10, opposes: true }] }).die).toBe(12);
    expect(castingDifficulty({ spell: fireball, targets: [{ id: 'g', baseDie: 10, opposes: false }] }).die).toBe(4);
    expect(castingDifficulty({ spell: mist }).die).toBe(6);
  });

  it('several opposing targets: the highest base die; a target without one is skipped', () => {
    expect(
      castingDifficulty({
        spell: fireball,
        targets: [
          { id: 'a', baseDie: 4 },
          { id: 'b', baseDie: 8 },
          { id: 'c' },
        ],
      }).die,
    ).toBe(8);
  });

  it('ALMERA: the hardest resistance among opposing targets; willing ones and missing resistances are skipped', () => {
    const d = castingDifficulty({
      spell: hold,
      targets: [
        { id: 'a', opposes: true, resistance: 'RESISTS' },
        { id: 'b', opposes: true },
        { id: 'c', opposes: false, resistance: 'NEARLY_IMMUNE' },
        { id: 'd', opposes: true, resistance: 'HIGHLY_RESISTANT' },
      ],
      circumstances: [{ label: 'storm', points: 2 }],
    });
    // D2 + 2 (power 2) + 4 (highly resistant) + 2 (storm) = D10.
    expect(d.steps.map((s) => s.points)).toEqual([2, 2, 4, 2]);
    expect(d.die).toBe(10);
  });
});

describe('casting score by variant', () => {
  it('LOREVAL: assistants and interruption count; no components', () => {
    const s = castingScore({ spell: mist, caster: arcane, interruptionMalus: 1, assistants: [{ id: 'x', modulesInPlay: 2 }] });
    expect(s.componentsConsumed).toBe(0);
    expect(s.score.steps.map((x) => x.points)).toEqual([3, -1, 2]);
  });

  it('ALMERA: assistants and interruption count', () => {
    const s = castingScore({ spell: hold, caster: { ranks: { SPIRITS: 3 } }, interruptionMalus: 2, assistants: [{ id: 'x', modulesInPlay: 1, ranks: { SPIRITS: 1 } }] });
    expect(s.score.raw).toBe(3 - 2 + 1);
  });
});

describe('what a cast may not be', () => {
  it('interruption malus 0..3 whole; −1, 1.5 and 4 are refused', () => {
    const rule = 'SMS §4: circumstances are ±1 slightly, ±2 advantaged, ±3 very advantaged';
    expect(codeRule({ spell: mist, caster: arcane, interruptionMalus: 3 })).toEqual([]);
    for (const interruptionMalus of [-1, 1.5, 4]) expect(codeRule({ spell: mist, caster: arcane, interruptionMalus })).toEqual([['BAD_INTERRUPTION_MALUS', rule]]);
  });

  it('exhaustion is a whole counter ≥ 0', () => {
    const rule = 'MAGIC ALMERA §Épuisement magique: exhaustion is a counter ≥ 0';
    expect(codeRule({ spell: mist, caster: { ...arcane, exhaustion: 0 } })).toEqual([]);
    expect(codeRule({ spell: mist, caster: { ...arcane, exhaustion: -1 } })).toEqual([['BAD_EXHAUSTION', rule]]);
    expect(codeRule({ spell: mist, caster: { ...arcane, exhaustion: 0.5 } })).toEqual([['BAD_EXHAUSTION', rule]]);
  });

  it('an opposing target without a base die is refused in LOREVAL only, and not for a special power', () => {
    expect(codeRule({ spell: mist, caster: arcane, targets: [{ id: 'g', opposes: true }] }).map((c) => c[0])).toEqual(['TARGET_BASE_DIE_REQUIRED']);
    expect(codeRule({ spell: mist, caster: arcane, targets: [{ id: 'g' }] })).toEqual([]);
    expect(codeRule({ spell: hold, caster: { ranks: { SPIRITS: 3 } }, targets: [{ id: 'g', opposes: true }] })).toEqual([]);
    const power: SpellDefinition = { ...mist, kind: 'POWER', source: 'NATURAL', powerModule: 'HARMONY' };
    expect(codeRule({ spell: power, caster: { ranks: { NATURAL: 5, HARMONY: 1 } }, targets: [{ id: 'g', opposes: true }] })).toEqual([]);
  });

  it('an ALMERA ritual cast as a spell cites the ALMERA ritual section', () => {
    const ritual: SpellDefinition = { ...hold, kind: 'RITUAL' };
    expect(castViolations({ spell: ritual, caster: { ranks: { SPIRITS: 3 } } }).find((v) => v.code === 'RITUAL_NOT_A_SPELL')?.rule).toBe(
      'MAGIC ALMERA §Exécuter un rituel: a ritual is performed as a ritual (performRitual), not cast as a spell',
    );
  });
});

describe('the cast result', () => {
  it('a LOREVAL cast notes the ALMERA-only inputs it ignores; an ALMERA cast does not', () => {
    const r = value(castSpell(scriptedRng([1]), { spell: mist, caster: arcane, aids: { components: 1, foci: 0, totems: 0 }, incantation: { voice: true, freeHand: true } }));
    expect(r.notes).toEqual(['aids (components, foci, totems) are an ALMERA rule: ignored', 'the incantation malus is an ALMERA rule: ignored']);
    expect(value(castSpell(scriptedRng([1]), { spell: mist, caster: arcane })).notes).toEqual([]);
    const a = value(castSpell(scriptedRng([1]), { spell: hold, caster: { ranks: { SPIRITS: 3 } }, incantation: { voice: true, freeHand: true } }));
    expect(a.notes).toEqual([]);
  });

  it('a counter-spell cancels: COUNTERED, no roll, no effect, cost booked, no stakes', () => {
    const r = value(castSpell(scriptedRng([]), { spell: mist, caster: arcane, cancelledBy: 'COUNTER_SPELL' }));
    expect(r).toMatchObject({ outcome: 'COUNTERED', check: null, success: false, effects: null, stakes: 'NONE' });
    expect(r.cost).toEqual({ exhaustionDelta: 0, lastingFatigueDelta: 1, passingFatigueDelta: 0 });
  });

  it('a successful cast: defaults (caster id, not improvised), assistants’ costs, the limit booked', () => {
    const r = value(castSpell(scriptedRng([2]), { spell: mist, caster: arcane, assistants: [{ id: 'x', modulesInPlay: 1 }], limit: { state: { castsByMeans: {} } } }));
    expect(r).toMatchObject({ outcome: 'SUCCESS', success: true, improvised: false, kind: 'SPELL', spellName: 'Brume', variant: 'LOREVAL', stakes: 'NONE' });
    expect(r.assistantCosts).toEqual([{ id: 'x', cost: { exhaustionDelta: 0, lastingFatigueDelta: 1, passingFatigueDelta: 0 } }]);
    expect(r.limitState).toEqual({ castsByMeans: { SELF: 1 } });
    expect(r.effects!.narrative).toBe('Brume');
    expect(value(castSpell(scriptedRng([2]), { spell: mist, caster: arcane, improvised: true })).improvised).toBe(true);
  });

  it('a failed ALMERA cast costs one exhaustion, its assistants one each', () => {
    const r = value(castSpell(scriptedRng([5]), { spell: { ...hold, power: 3 }, caster: { ranks: { SPIRITS: 3 } }, assistants: [{ id: 'x', modulesInPlay: 1, ranks: { SPIRITS: 1 } }] }));
    expect(r).toMatchObject({ outcome: 'FAILURE', success: false, stakes: 'LOW', effects: null });
    expect(r.cost).toEqual({ exhaustionDelta: 1, lastingFatigueDelta: 0, passingFatigueDelta: 0 });
    expect(r.assistantCosts).toEqual([{ id: 'x', cost: { exhaustionDelta: 1, lastingFatigueDelta: 0, passingFatigueDelta: 0 } }]);
  });
});

describe('spell effects', () => {
  const params = { range: 0, area: 0, duration: 0 };

  it('a LOREVAL spell with a duration is maintained by its caster; instant or ALMERA ones are not', () => {
    expect(spellEffects(mist, { casterId: 'me', targets: [], parameters: { ...params, duration: 1 } }).maintainedByCaster).toBe(true);
    expect(spellEffects(mist, { casterId: 'me', targets: [], parameters: params }).maintainedByCaster).toBe(false);
    expect(spellEffects(hold, { casterId: 'me', targets: [], parameters: { ...params, duration: 2 } })).toMatchObject({ maintainedByCaster: false, duration: 2 });
  });

  it('narrative: the effect’s description, else the spell’s, else its name', () => {
    expect(spellEffects(fireball, { casterId: 'me', targets: [], parameters: params }).narrative).toBe('a bang');
    expect(spellEffects({ ...mist, description: 'fog rolls in' }, { casterId: 'me', targets: [], parameters: params }).narrative).toBe('fog rolls in');
  });

  it('effects without targets land on the caster; with targets, on them', () => {
    const barrier: SpellDefinition = { ...mist, effects: [{ kind: 'BARRIER' }] };
    expect(spellEffects(barrier, { casterId: 'me', targets: [], parameters: params }).barrier!.targetIds).toEqual(['me']);
    expect(spellEffects(barrier, { casterId: 'me', targets: [{ id: 'a' }, { id: 'b' }], parameters: params }).barrier!.targetIds).toEqual(['a', 'b']);
    const heal: SpellDefinition = { ...mist, effects: [{ kind: 'HEAL_SEVERITY' }] };
    expect(spellEffects(heal, { casterId: 'me', targets: [], parameters: params }).healed.map((h) => h.targetId)).toEqual(['me']);
  });

  it('damage: a wound per target hit, none at severity 0', () => {
    const e = spellEffects(fireball, { casterId: 'me', targets: [{ id: 'g' }], parameters: params });
    expect(e.woundsToInflict).toEqual([{ targetId: 'g', severity: 1, severityName: e.woundsToInflict[0]!.severityName, damageType: 'BLUNT', elemental: false, levels: e.woundsToInflict[0]!.levels }]);
    expect(e.cancelledByCounterEffect).toEqual([]);
    expect(e.armourErodes).toEqual([]);
  });

  it('occult protection: a positive temporary module whatever was declared', () => {
    const ward: SpellDefinition = { ...mist, power: 3, effects: [{ kind: 'OCCULT_PROTECTION', module: { name: 'Aura', scope: 3, rank: 1 } }] };
    const e = spellEffects(ward, { casterId: 'me', targets: [], parameters: params });
    expect(e.temporaryModules).toHaveLength(1);
    expect(e.temporaryModules[0]).toMatchObject({ targetIds: ['me'], module: { name: 'Aura', polarity: 'POSITIVE' } });
  });
});

describe('casting, second pass', () => {
  const params = { range: 0, area: 0, duration: 0 };

  it('LOREVAL casts score by the LOREVAL rules', () => {
    const s = castingScore({ spell: mist, caster: arcane });
    expect(s.score.steps[0]!.rule).toBe('MAGIC LOREVAL §La magie: casting is an action: the score sums the ranks of the magic modules involved');
  });

  it('an invalid definition is refused before anything is rolled', () => {
    expect(castViolations({ spell: { ...mist, power: 9 }, caster: arcane }).map((v) => v.code)).toEqual(['POWER_OUT_OF_RANGE']);
    const r = castSpell(scriptedRng([]), { spell: { ...mist, power: 9 }, caster: arcane });
    expect(r.ok).toBe(false);
    const ritual = castViolations({ spell: { ...mist, kind: 'RITUAL', ritual: { castingTime: '1 h', prerequisites: [] } }, caster: { ranks: { ARCANE: 3, RITUAL: 1 } } });
    expect(ritual.find((v) => v.code === 'RITUAL_NOT_A_SPELL')?.rule).toBe('MAGIC LOREVAL §La magie rituelle: a ritual is performed as a ritual (performRitual), not cast as a spell');
  });

  it('a special power never books the limit, even in a fresh window', () => {
    const power: SpellDefinition = { ...mist, kind: 'POWER', source: 'NATURAL', powerModule: 'HARMONY', power: 1 };
    const r = value(castSpell(scriptedRng([1]), { spell: power, caster: { ranks: { NATURAL: 5, HARMONY: 1 } }, limit: { state: { castsByMeans: {} } } }));
    expect(r.limitState).toEqual({ castsByMeans: {} });
    expect(r.assistantCosts).toEqual([]);
  });

  it('an ALMERA cast with aids notes nothing', () => {
    const a = value(castSpell(scriptedRng([1]), { spell: hold, caster: { ranks: { SPIRITS: 3 } }, aids: { components: 1, foci: 0, totems: 0 } }));
    expect(a.notes).toEqual([]);
  });

  it('damage: elemental erodes armour; the result die adds its class', () => {
    const fire: SpellDefinition = { ...fireball, power: 3, effects: [{ kind: 'DAMAGE', damageType: 'LETHAL', elemental: true }] };
    const e = spellEffects(fire, { casterId: 'me', targets: [{ id: 'g', defence: { armourCategory: 2 } }, { id: 'h', resultDie: 6 }], parameters: params });
    expect(e.armourErodes).toEqual(['g']);
    expect(e.woundsToInflict.map((w) => [w.targetId, w.levels, w.elemental])).toEqual([
      ['h', 4, true],
    ]);
  });

  it('healing by levels and by severity; a mortal wound heals when survival is not denied', () => {
    const wounds = [
      { id: 'w1', severity: 1 as const, damageType: 'BLUNT' as const },
      { id: 'w4', severity: 4 as const, damageType: 'LETHAL' as const },
    ];
    const levels: SpellDefinition = { ...mist, nature: 'CURATIVE', effects: [{ kind: 'HEAL_LEVELS', damageType: 'BLUNT' }] };
    expect(spellEffects(levels, { casterId: 'me', targets: [{ id: 't', wounds }], parameters: params }).healed).toEqual([{ targetId: 't', woundIds: ['w1'], stabilised: true, restoresLostPart: false }]);
    const severity: SpellDefinition = { ...mist, power: 4, nature: 'CURATIVE', effects: [{ kind: 'HEAL_SEVERITY' }] };
    expect(spellEffects(severity, { casterId: 'me', targets: [{ id: 't', wounds }], parameters: params }).healed[0]!.woundIds).toEqual(['w4']);
    expect(spellEffects(severity, { casterId: 'me', targets: [{ id: 't', wounds, survivedMortal: false }], parameters: params }).healed[0]!.woundIds).toEqual(['w1']);
  });

  it('protection and object enhancement carry their points; an enhancement lost on an area grants nothing', () => {
    const ward: SpellDefinition = { ...mist, power: 3, effects: [{ kind: 'PROTECTION', damageType: 'LETHAL', elemental: true }] };
    expect(spellEffects(ward, { casterId: 'me', targets: [], parameters: params }).protection).toEqual({ targetIds: ['me'], damageType: 'LETHAL', elemental: true, points: 1 });
    const plain: SpellDefinition = { ...mist, power: 3, effects: [{ kind: 'PROTECTION', damageType: 'LETHAL' }] };
    expect(spellEffects(plain, { casterId: 'me', targets: [], parameters: params }).protection).toMatchObject({ elemental: false, points: 2 });
    const sword: SpellDefinition = { ...mist, power: 3, effects: [{ kind: 'ITEM_ENHANCEMENT', aspect: 'DAMAGE', damageType: 'BLUNT' }] };
    expect(spellEffects(sword, { casterId: 'me', targets: [], parameters: params }).itemEnhancement).toEqual({ aspect: 'DAMAGE', damageType: 'BLUNT', elemental: false, points: 2 });
    const edge: SpellDefinition = { ...mist, power: 4, effects: [{ kind: 'ITEM_ENHANCEMENT', aspect: 'PROTECTION', damageType: 'LETHAL', elemental: true }] };
    expect(spellEffects(edge, { casterId: 'me', targets: [], parameters: params }).itemEnhancement).toEqual({ aspect: 'PROTECTION', damageType: 'LETHAL', elemental: true, points: 1 });
    const small: SpellDefinition = { ...mist, power: 1, effects: [{ kind: 'ENHANCEMENT', module: { name: 'Force', scope: 1, rank: 1, polarity: 'POSITIVE' } }] };
    expect(spellEffects(small, { casterId: 'me', targets: [], parameters: { ...params, area: 1 } }).temporaryModules).toEqual([]);
    const ward2: SpellDefinition = { ...mist, power: 1, effects: [{ kind: 'OCCULT_PROTECTION', module: { name: 'Aura', scope: 1, rank: 1 } }] };
    expect(spellEffects(ward2, { casterId: 'me', targets: [], parameters: { ...params, area: 1 } }).temporaryModules).toEqual([]);
  });
});
