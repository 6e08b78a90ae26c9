import { describe, expect, it } from 'vitest';
import {
  baseDamageLevels,
  barrierShift,
  counterEffectCancels,
  counterEffectRank,
  damageAgainst,
  effectiveEnhancementRank,
  enhancementPower,
  healByLevels,
  healBySeverity,
  itemEnhancementPoints,
  levelsToSeverity,
  maxEnhancementRank,
  protectionAbsorbs,
  protectionPoints,
  temporaryModule,
  type WoundRecord,
} from '../../../src/rules/magic/effects.js';

describe('enhancement / diminution (seed 000, Toruk)', () => {
  it('climbing, scope 3: at best rank 3 with a power-5 spell', () => {
    expect(maxEnhancementRank(3, 5)).toBe(3);
    expect(enhancementPower(3, 3)).toBe(5);
  });
  it('climbing scope 3 rank 1 is a power-3 spell', () => {
    expect(enhancementPower(3, 1)).toBe(3);
  });
  it('aiming malus scope 2 rank 2 is power 3; on a group its effective rank is 1', () => {
    expect(enhancementPower(2, 2)).toBe(3);
    expect(effectiveEnhancementRank(2, true)).toBe(1);
    expect(temporaryModule({ name: 'Trouble des sens (visée)', scope: 2, rank: 2, polarity: 'NEGATIVE' }, true)).toEqual({
      name: 'Trouble des sens (visée)',
      scope: 2,
      polarity: 'NEGATIVE',
      rank: 1,
      source: 'MAGIC',
    });
  });
  it('scope 1 rank 1 needs only power 1; scope 5 rank 1 or scope 1 rank 5 need power 5', () => {
    expect(enhancementPower(1, 1)).toBe(1);
    expect(enhancementPower(1, 5)).toBe(5);
    expect(enhancementPower(5, 1)).toBe(5);
  });
});

describe('occult protections and counter-effects (seed 000, Javis)', () => {
  it('"aura de protection contre le mal": scope 4 at power 5 → rank 2, +2 when defending', () => {
    expect(maxEnhancementRank(4, 5)).toBe(2);
    expect(temporaryModule({ name: 'Aura de protection contre le mal', scope: 4, rank: 2, polarity: 'POSITIVE' }, false)?.rank).toBe(2);
  });
  it('anti-fire scope 3 at power 5 → rank 3: a power-3 fireball does not reach him', () => {
    const rank = counterEffectRank(3, 5);
    expect(rank).toBe(3);
    expect(counterEffectCancels(rank, 3)).toBe(true);
    expect(damageAgainst(3, 'LETHAL', true, { area: true, defence: { counterEffectRanks: [rank] } })).toMatchObject({
      levels: 0,
      cancelledByCounterEffect: true,
    });
  });
  it("the lich's scope-2 rank-4 counter-effect does not stop a power-5 disintegration", () => {
    expect(counterEffectRank(2, 5)).toBe(4);
    expect(counterEffectCancels(4, 5)).toBe(false);
    const d = damageAgainst(5, 'BLUNT', false, { area: false, defence: { counterEffectRanks: [4] } });
    expect(d.cancelledByCounterEffect).toBe(false);
    expect(d.severity).toBe(5); // annihilation
  });
});

describe('spell damage ("Dégâts des sorts offensifs")', () => {
  it('blunt = power, lethal = power − 1, critical = power − 2', () => {
    expect(baseDamageLevels(5, 'BLUNT')).toBe(5);
    expect(baseDamageLevels(5, 'LETHAL')).toBe(4);
    expect(baseDamageLevels(5, 'CRITICAL')).toBe(3);
    expect(baseDamageLevels(1, 'BLUNT')).toBe(1);
    expect(baseDamageLevels(2, 'LETHAL')).toBe(1);
    expect(baseDamageLevels(3, 'CRITICAL')).toBe(1);
  });
  it('elemental lethal fire: power 3 → 1 point, 4 → 2, 5 → 3', () => {
    expect([3, 4, 5].map((p) => baseDamageLevels(p, 'LETHAL', true))).toEqual([1, 2, 3]);
  });
  it('the class of the result die adds, an area removes one level, armour stops at most one', () => {
    const d = damageAgainst(3, 'BLUNT', false, { area: true, resultDie: 6, defence: { armourCategory: 3 } });
    expect(d.breakdown.map((b) => b.levels)).toEqual([3, 3, -1, -1]);
    expect(d.levels).toBe(4);
    expect(d.severity).toBe(4);
  });
  it('critical damage ignores armour; elemental damage erodes it', () => {
    expect(damageAgainst(3, 'CRITICAL', false, { area: false, defence: { armourCategory: 2 } }).levels).toBe(1);
    const e = damageAgainst(4, 'LETHAL', true, { area: false, defence: { armourCategory: 2 } });
    expect(e.levels).toBe(1);
    expect(e.armourErodes).toBe(true);
  });
  it('levels → severity: 0 none, 1 light, 2 serious, 3 critical, 4 mortal, 5 annihilation', () => {
    expect([0, 1, 2, 3, 4, 5, 7].map((n) => levelsToSeverity(n))).toEqual([0, 1, 2, 3, 4, 5, 5]);
  });
});

describe('defensive effects', () => {
  it('barrier: power 1 → −2 … power 5 → −10 on the defence die; +2p for a PC attacking a protected NPC', () => {
    expect([1, 2, 3, 4, 5].map((p) => barrierShift(p).defenceDieShift)).toEqual([-2, -4, -6, -8, -10]);
    expect(barrierShift(3).attackerDieShift).toBe(6);
  });
  it('protection is inclusive: against lethal it covers blunt; against critical, everything', () => {
    const lethal = { damageType: 'LETHAL' as const, elemental: false, points: protectionPoints(3, 'LETHAL') };
    expect(lethal.points).toBe(2);
    expect(protectionAbsorbs(lethal, 'BLUNT', false)).toBe(2);
    expect(protectionAbsorbs(lethal, 'CRITICAL', false)).toBe(0);
  });
  it('a plain protection gives 1 point against elemental damage', () => {
    const p = { damageType: 'CRITICAL' as const, elemental: false, points: protectionPoints(5, 'CRITICAL') };
    expect(protectionAbsorbs(p, 'LETHAL', true)).toBe(1);
  });
  it('elemental protection: power 3 → 1 vs elemental lethal; power 4 → 1 vs elemental critical or 2 vs elemental lethal', () => {
    expect(protectionPoints(3, 'LETHAL', true)).toBe(1);
    expect(protectionPoints(4, 'CRITICAL', true)).toBe(1);
    expect(protectionPoints(4, 'LETHAL', true)).toBe(2);
  });
});

describe('object enhancements ("Effet des améliorations")', () => {
  it('blunt starts at power 2 for 1 point, 3 for 2; lethal 3 → 1, 4 → 2, 5 → 3; critical 4 → 1, 5 → 2', () => {
    expect([2, 3].map((p) => itemEnhancementPoints(p, 'BLUNT'))).toEqual([1, 2]);
    expect([3, 4, 5].map((p) => itemEnhancementPoints(p, 'LETHAL'))).toEqual([1, 2, 3]);
    expect([4, 5].map((p) => itemEnhancementPoints(p, 'CRITICAL'))).toEqual([1, 2]);
    expect(itemEnhancementPoints(1, 'BLUNT')).toBe(0);
  });
});

describe('healing (seed 000 "Effets curatifs", Ulrik)', () => {
  const w = (id: string, severity: 1 | 2 | 3 | 4 | 5, damageType: 'BLUNT' | 'LETHAL' | 'CRITICAL' = 'LETHAL'): WoundRecord => ({ id, severity, damageType });

  it('a mortal-level heal on the whole group works as a critical heal', () => {
    const area = { area: true };
    // Two teammates with critical wounds: only that wound heals.
    expect(healBySeverity(4, [w('a1', 3), w('a2', 1)], area).healedWoundIds).toEqual(['a1']);
    expect(healBySeverity(4, [w('b1', 1), w('b2', 3)], area).healedWoundIds).toEqual(['b2']);
    // At worst serious wounds: all healed.
    expect(healBySeverity(4, [w('c1', 2), w('c2', 1), w('c3', 2)], area).healedWoundIds).toEqual(['c1', 'c2', 'c3']);
    // Mortal wound: the light ones heal, the mortal one stays, the target is stabilised.
    const d = healBySeverity(4, [w('d1', 4), w('d2', 1), w('d3', 1)], area);
    expect(d.healedWoundIds).toEqual(['d2', 'd3']);
    expect(d.stabilised).toBe(true);
  });

  it('a mortal wound heals only if the target survived it; annihilation never heals', () => {
    expect(healBySeverity(4, [w('m', 4)], { area: false, survived: true }).healedWoundIds).toEqual(['m']);
    expect(healBySeverity(4, [w('m', 4)], { area: false, survived: false }).healedWoundIds).toEqual([]);
    const a = healBySeverity(5, [w('x', 5), w('y', 2)], { area: false });
    expect(a.healedWoundIds).toEqual(['y']);
    expect(a.restoresLostPart).toBe(true);
  });

  it('a critical-type heal of power 3 (1 level) takes the lowest wound first, even a blunt one (waste)', () => {
    const h = healByLevels(3, 'CRITICAL', false, [w('crit', 3, 'CRITICAL'), w('bruise', 1, 'BLUNT')], { area: false });
    expect(h.healedWoundIds).toEqual(['bruise']);
  });

  it('a lethal-type heal skips critical-type wounds', () => {
    const h = healByLevels(4, 'LETHAL', false, [w('crit', 1, 'CRITICAL'), w('cut', 2, 'LETHAL')], { area: false });
    expect(h.healedWoundIds).toEqual(['cut']);
  });
});
