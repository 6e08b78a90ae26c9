import { describe, expect, it } from 'vitest';
import {
  armourAbsorbsMagic,
  baseDamageLevels,
  damageAgainst,
  healByLevels,
  healBySeverity,
  itemEnhancementPoints,
  levelsToSeverity,
  minimumPower,
  protectionAbsorbs,
  protectionPoints,
  temporaryModule,
  typeCovers,
  type WoundRecord,
} from '../../../src/rules/magic/effects.js';

// Measurable magic effects at their edges (pinned by mutation testing). Counter-effects and
// barriers are left to their own tests (being reworked at the same time).

describe('damage costs and severities', () => {
  it('blunt = power, lethal −1, critical −2, elemental one more; the first point’s power', () => {
    expect([baseDamageLevels(3, 'BLUNT'), baseDamageLevels(3, 'LETHAL'), baseDamageLevels(3, 'CRITICAL'), baseDamageLevels(3, 'LETHAL', true)]).toEqual([3, 2, 1, 1]);
    expect([minimumPower('BLUNT'), minimumPower('LETHAL'), minimumPower('CRITICAL', true), minimumPower('BLUNT', false, 1)]).toEqual([1, 2, 4, 2]);
    expect([itemEnhancementPoints(1, 'BLUNT'), itemEnhancementPoints(2, 'BLUNT'), itemEnhancementPoints(4, 'CRITICAL'), itemEnhancementPoints(4, 'CRITICAL', true)]).toEqual([0, 1, 1, 0]);
  });

  it('levels → severity: 0 none, 4 mortal, 5 annihilation only when it can', () => {
    expect([0, -1, 1, 3, 4, 5, 7].map((n) => levelsToSeverity(n))).toEqual([0, 0, 1, 3, 4, 5, 5]);
    expect(levelsToSeverity(5, false)).toBe(4);
  });
});

describe('protection and armour against magic', () => {
  it('protection is inclusive upward: critical covers all, blunt only blunt', () => {
    expect(typeCovers('CRITICAL', 'BLUNT')).toBe(true);
    expect(typeCovers('LETHAL', 'LETHAL')).toBe(true);
    expect(typeCovers('BLUNT', 'LETHAL')).toBe(false);
    expect([protectionPoints(3, 'LETHAL', true), protectionPoints(1, 'CRITICAL'), protectionPoints(4, 'BLUNT')]).toEqual([1, 0, 4]);
  });

  it('a plain protection gives at most 1 against elemental damage; an elemental one its points', () => {
    expect(protectionAbsorbs({ damageType: 'LETHAL', elemental: false, points: 3 }, 'LETHAL', true)).toBe(1);
    expect(protectionAbsorbs({ damageType: 'LETHAL', elemental: false, points: 0 }, 'LETHAL', true)).toBe(0);
    expect(protectionAbsorbs({ damageType: 'LETHAL', elemental: true, points: 3 }, 'LETHAL', true)).toBe(3);
    expect(protectionAbsorbs({ damageType: 'LETHAL', elemental: false, points: 3 }, 'LETHAL', false)).toBe(3);
    expect(protectionAbsorbs({ damageType: 'BLUNT', elemental: true, points: 3 }, 'CRITICAL', true)).toBe(0);
  });

  it('armour: nothing at category 0; 1 and erodes against elemental; nothing against plain critical', () => {
    expect(armourAbsorbsMagic(0, 'LETHAL', true)).toEqual({ absorbed: 0, erodes: false });
    expect(armourAbsorbsMagic(3, 'CRITICAL', true)).toEqual({ absorbed: 1, erodes: true });
    expect(armourAbsorbsMagic(3, 'CRITICAL', false)).toEqual({ absorbed: 0, erodes: false });
    expect(armourAbsorbsMagic(1, 'BLUNT', false)).toEqual({ absorbed: 1, erodes: false });
  });

  it('a damage spell’s breakdown: base, result die, area, armour, protections; never below 0', () => {
    const d = damageAgainst(4, 'LETHAL', true, {
      area: true,
      resultDie: 6,
      defence: { armourCategory: 2, protections: [{ damageType: 'CRITICAL', elemental: false, points: 2 }] },
    });
    expect(d).toEqual({
      levels: 2,
      severity: 2,
      cancelledByCounterEffect: false,
      armourErodes: true,
      breakdown: [
        { label: 'power 4, elemental lethal', levels: 2 },
        { label: 'class of result die D6', levels: 3 },
        { label: 'area of effect', levels: -1 },
        { label: 'armour (at most 1 against magic)', levels: -1 },
        { label: 'magical protection vs critical', levels: -1 },
      ],
    });
    const stopped = damageAgainst(1, 'BLUNT', false, { area: true, resultDie: null });
    expect(stopped).toMatchObject({ levels: 0, severity: 0, breakdown: [{ label: 'power 1, blunt', levels: 1 }, { label: 'area of effect', levels: -1 }] });
    const elementalWard = damageAgainst(3, 'BLUNT', false, { area: false, defence: { protections: [{ damageType: 'BLUNT', elemental: true, points: 1 }] } });
    expect(elementalWard.breakdown[1]).toEqual({ label: 'magical protection vs elemental blunt', levels: -1 });
  });
});

describe('healing', () => {
  const wounds: WoundRecord[] = [
    { id: 'l1', severity: 1, damageType: 'BLUNT' },
    { id: 's1', severity: 2, damageType: 'LETHAL' },
    { id: 'l2', severity: 1, damageType: 'CRITICAL' },
    { id: 'm1', severity: 4, damageType: 'LETHAL' },
    { id: 'a1', severity: 5, damageType: 'CRITICAL' },
  ];

  it('by severity: one wound of that level, else every lower one; area one level lower', () => {
    expect(healBySeverity(2, wounds, { area: false }).healedWoundIds).toEqual(['s1']);
    expect(healBySeverity(3, wounds, { area: false }).healedWoundIds).toEqual(['l1', 's1', 'l2']);
    expect(healBySeverity(3, wounds, { area: true }).healedWoundIds).toEqual(['s1']);
    expect(healBySeverity(1, [], { area: false })).toEqual({ healedWoundIds: [], stabilised: true, restoresLostPart: false });
  });

  it('mortal wounds only for survivors; annihilation never, but a level-5 heal restores a lost part', () => {
    expect(healBySeverity(4, wounds, { area: false }).healedWoundIds).toEqual(['m1']);
    expect(healBySeverity(4, wounds, { area: false, survived: false }).healedWoundIds).toEqual(['l1', 's1', 'l2']);
    const five = healBySeverity(5, wounds, { area: false });
    expect(five.healedWoundIds).toEqual(['l1', 's1', 'l2', 'm1']);
    expect(five.restoresLostPart).toBe(true);
    expect(healBySeverity(5, wounds, { area: true }).restoresLostPart).toBe(false);
  });

  it('by levels: lowest severity first, covered types only, one wound per level, area one fewer', () => {
    expect(healByLevels(3, 'LETHAL', false, wounds, { area: false }).healedWoundIds).toEqual(['l1', 's1']);
    expect(healByLevels(5, 'CRITICAL', false, wounds, { area: false }).healedWoundIds).toEqual(['l1', 'l2', 's1']);
    expect(healByLevels(5, 'CRITICAL', false, wounds, { area: true }).healedWoundIds).toEqual(['l1', 'l2']);
    expect(healByLevels(4, 'CRITICAL', false, wounds, { area: true }).healedWoundIds).toEqual(['l1']);
    expect(healByLevels(1, 'BLUNT', false, wounds, { area: true })).toEqual({ healedWoundIds: [], stabilised: true, restoresLostPart: false });
  });
});

describe('temporary modules', () => {
  it('an area costs a rank; rank 0 grants nothing; the module is a magic effect', () => {
    expect(temporaryModule({ name: 'Force', scope: 3, rank: 2, polarity: 'NEGATIVE' }, true)).toEqual({ name: 'Force', scope: 3, polarity: 'NEGATIVE', rank: 1, source: 'MAGIC' });
    expect(temporaryModule({ name: 'Force', scope: 3, rank: 1, polarity: 'POSITIVE' }, true)).toBeNull();
    expect(temporaryModule({ name: 'Force', scope: 3, rank: 1, polarity: 'POSITIVE' }, false)!.rank).toBe(1);
  });
});
