import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedRng, seededRng } from '../../../src/rules/dice.js';
import { uniformCharacteristics } from '../../../src/rules/ylnies/characteristics.js';
import {
  type Fighter,
  applyDamage,
  attackStrength,
  damageOf,
  graveWoundCapacity,
  resistance,
  resolveMelee,
  resolveRanged,
  woundCategory,
  woundMalus,
} from '../../../src/rules/ylnies/combat.js';
import { NO_WOUNDS, type WoundState } from '../../../src/rules/ylnies/sheet.js';

const tens = uniformCharacteristics(10);
const fighter = (over: Partial<Fighter> = {}): Fighter => ({
  characteristics: tens,
  skill: { value: 5, characteristic: 'AGI' },
  weapon: 'NORMAL',
  armour: 'LEATHER',
  wounds: NO_WOUNDS,
  ...over,
});
const codes = (r: { ok: boolean; violations?: { code: string }[] }) => (r.ok ? [] : r.violations!.map((v) => v.code));

describe('Ylnies §Combat: the wound table', () => {
  it.each([
    [-5, 'UNHARMED'],
    [0, 'UNHARMED'],
    [1, 'LIGHT'],
    [6, 'LIGHT'],
    [7, 'GRAVE'],
    [15, 'GRAVE'],
    [16, 'CRITICAL'],
    [20, 'CRITICAL'],
    [21, 'DEATH'],
    [99, 'DEATH'],
  ])('damage %i → %s', (damage, category) => {
    expect(woundCategory(damage)).toBe(category);
  });
  it('property: the category never decreases as damage grows', () => {
    const order = ['UNHARMED', 'LIGHT', 'GRAVE', 'CRITICAL', 'DEATH'];
    fc.assert(fc.property(fc.integer({ min: -50, max: 50 }), (d) => {
      expect(order.indexOf(woundCategory(d + 1))).toBeGreaterThanOrEqual(order.indexOf(woundCategory(d)));
    }));
  });
});

describe('Ylnies §Combat: strength, resistance, damage', () => {
  it('strength = STR + weapon + ⌊degree ÷ 4⌋', () => {
    expect(attackStrength(10, 'NORMAL', 7, 0)).toBe(17);
    expect(attackStrength(10, 'NORMAL', 7, 3)).toBe(17);
    expect(attackStrength(10, 'NORMAL', 7, 4)).toBe(18);
    expect(attackStrength(10, 'NORMAL', 7, 11)).toBe(19);
  });
  it('a crossbow ignores Strength', () => {
    expect(attackStrength(14, 'CROSSBOW', 12, 8)).toBe(14);
    expect(attackStrength(14, 'BOW', 7, 0)).toBe(21);
  });
  it('resistance = CON + armour − 1 per grave wound', () => {
    expect(resistance(10, 8, NO_WOUNDS)).toBe(18);
    expect(resistance(10, 8, { grave: [{ location: 'arm' }, { location: null }] })).toBe(16);
  });
  it('a critical success doubles positive damage only', () => {
    expect(damageOf(20, 12, true)).toBe(16);
    expect(damageOf(20, 12, false)).toBe(8);
    expect(damageOf(10, 12, true)).toBe(-2);
  });
  it('grave wounds give −1 to actions with the wounded part', () => {
    const w: WoundState = { ...NO_WOUNDS, grave: [{ location: 'right arm' }, { location: 'right arm' }, { location: 'leg' }] };
    expect(woundMalus(w, 'right arm')).toBe(-2);
    expect(woundMalus(w, 'head')).toBe(-0);
  });
});

describe('Ylnies §Combat: wounds', () => {
  it('light wounds only count', () => {
    const r = applyDamage(scriptedRng([]), NO_WOUNDS, { damage: 6, constitution: 10 });
    expect(r.after).toMatchObject({ light: 1, unconscious: false });
    expect(applyDamage(scriptedRng([]), NO_WOUNDS, { damage: 0, constitution: 10 }).after).toEqual(NO_WOUNDS);
  });
  it('⌊CON ÷ 2⌋ grave wounds are borne; the next one knocks out', () => {
    expect(graveWoundCapacity(5)).toBe(2);
    let w = NO_WOUNDS;
    for (let i = 0; i < 2; i++) w = applyDamage(scriptedRng([]), w, { damage: 7, constitution: 5, location: 'torso' }).after;
    expect(w).toMatchObject({ unconscious: false });
    expect(w.grave).toHaveLength(2);
    w = applyDamage(scriptedRng([]), w, { damage: 15, constitution: 5 }).after;
    expect(w).toMatchObject({ unconscious: true });
  });
  it('CON 1: the first grave wound knocks out', () => {
    expect(applyDamage(scriptedRng([]), NO_WOUNDS, { damage: 10, constitution: 1 }).after.unconscious).toBe(true);
  });
  it('critical wounds do not count against the grave-wound limit', () => {
    const w: WoundState = { ...NO_WOUNDS, critical: [{ location: null, damage: 16 }, { location: null, damage: 17 }] };
    expect(applyDamage(scriptedRng([]), w, { damage: 7, constitution: 2 }).after.unconscious).toBe(false);
  });
  it('critical wound: a CON test above the damage keeps the character conscious, but out of the fight', () => {
    // 4d6 = 12, + CON 10 = 22 > 16
    const r = applyDamage(scriptedRng([3, 3, 3, 3]), NO_WOUNDS, { damage: 16, constitution: 10 });
    expect(r.conTest).toMatchObject({ total: 22, threshold: 16, success: true });
    expect(r.after).toMatchObject({ unconscious: false, outOfCombat: true, critical: [{ damage: 16 }] });
  });
  it('critical wound: a CON test equal to the damage fails: unconscious', () => {
    // 4d6 = 10, + CON 10 = 20, not above 20
    const r = applyDamage(scriptedRng([1, 2, 3, 4]), NO_WOUNDS, { damage: 20, constitution: 10 });
    expect(r.conTest?.success).toBe(false);
    expect(r.after).toMatchObject({ unconscious: true, outOfCombat: true });
  });
  it('critical wound: a critical failure on the CON test knocks out whatever the total', () => {
    const r = applyDamage(scriptedRng([1, 1, 1, 6]), NO_WOUNDS, { damage: 16, constitution: 20 });
    expect(r.after.unconscious).toBe(true);
  });
  it('21 damage kills; the dead take no more wounds', () => {
    const r = applyDamage(scriptedRng([]), NO_WOUNDS, { damage: 21, constitution: 10 });
    expect(r.after.dead).toBe(true);
    expect(applyDamage(scriptedRng([]), r.after, { damage: 7, constitution: 10 }).after).toEqual(r.after);
  });
  it('does not mutate the input', () => {
    const before: WoundState = { ...NO_WOUNDS, grave: [] };
    applyDamage(scriptedRng([]), before, { damage: 8, constitution: 10 });
    expect(before.grave).toEqual([]);
  });
});

describe('Ylnies §Combat: melee', () => {
  it('the winner hits: strength − resistance on the table', () => {
    // A: 16 + AGI 10 + 5 = 31; B: 8 + 15 = 23 → degree 8 (+2). Weapon 2d6 = 12 → 10 + 12 + 2 = 24.
    // B resists 10 + leather 4 = 14 → 10 damage: grave.
    const r = resolveMelee(scriptedRng([4, 4, 4, 4, 2, 2, 2, 2, 6, 6]), fighter(), fighter(), 'left arm');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.test).toMatchObject({ winner: 'A', degree: 8 });
    expect(r.value.hit).toMatchObject({ attacker: 'A', strength: 24, resistance: 14, doubled: false, weaponRoll: { dice: [6, 6], total: 12 } });
    expect(r.value.hit?.wound).toMatchObject({ damage: 10, category: 'GRAVE', after: { grave: [{ location: 'left arm' }] } });
  });
  it('the defender can win and hit back', () => {
    const r = resolveMelee(scriptedRng([1, 2, 2, 2, 5, 5, 5, 4, 1, 1]), fighter(), fighter({ weapon: 'LIGHT' }));
    expect(r.ok && r.value.hit).toMatchObject({ attacker: 'B', weaponRoll: { dice: [1] } });
  });
  it('a tie in melee: nobody hits', () => {
    const r = resolveMelee(scriptedRng([3, 3, 3, 3, 4, 4, 2, 2]), fighter(), fighter());
    expect(r.ok && r.value).toMatchObject({ hit: null, test: { winner: null, decidedBy: 'TIE_BOTH_FAIL' } });
  });
  it('a critical success doubles the damage', () => {
    // A: 6,6,6,2 = 20 + 15 = 35; B: 2,2,2,2 = 8 + 15 = 23; degree 12 (+3); light 1d6 = 1 → 10 + 1 + 3 = 14 vs 14 + ... B in plate: 10 + 12 = 22 → −8: unharmed even doubled
    const miss = resolveMelee(scriptedRng([6, 6, 6, 2, 2, 2, 2, 2, 1]), fighter({ weapon: 'LIGHT' }), fighter({ armour: 'PLATE' }));
    expect(miss.ok && miss.value.hit).toMatchObject({ doubled: true, wound: { damage: -8, category: 'UNHARMED' } });
    // same, defender unarmoured: 14 − 10 = 4 → doubled 8: grave
    const hit = resolveMelee(scriptedRng([6, 6, 6, 2, 2, 2, 2, 2, 1]), fighter({ weapon: 'LIGHT' }), fighter({ armour: null }));
    expect(hit.ok && hit.value.hit).toMatchObject({ doubled: true, wound: { damage: 8, category: 'GRAVE' } });
  });
  it('grave wounds already taken lower the resistance', () => {
    const wounded = fighter({ armour: null, wounds: { ...NO_WOUNDS, grave: [{ location: null }, { location: null }] } });
    const r = resolveMelee(scriptedRng([4, 4, 4, 4, 2, 2, 2, 2, 1, 1]), fighter(), wounded);
    // strength 10 + 2 + 2 = 14, resistance 10 − 2 = 8 → 6 light
    expect(r.ok && r.value.hit).toMatchObject({ strength: 14, resistance: 8, wound: { category: 'LIGHT' } });
  });
  it('killing blow and critical wound with its CON test, dice in order', () => {
    // A: heavy 3d6 = 18; strength 10 + 18 + ⌊8/4⌋ = 30 vs 14 → 16 critical; CON test 3,3,3,3 = 12 + 10 = 22 > 16
    const r = resolveMelee(scriptedRng([4, 4, 4, 4, 2, 2, 2, 2, 6, 6, 6, 3, 3, 3, 3]), fighter({ weapon: 'HEAVY' }), fighter());
    expect(r.ok && r.value.hit?.wound).toMatchObject({ damage: 16, category: 'CRITICAL', conTest: { success: true }, after: { outOfCombat: true, unconscious: false } });
    // unarmoured with one grave wound: resistance 10 − 1 = 9 → 21: death, no CON test
    const target = fighter({ armour: null, wounds: { ...NO_WOUNDS, grave: [{ location: null }] } });
    const dead = resolveMelee(scriptedRng([4, 4, 4, 4, 2, 2, 2, 2, 6, 6, 6]), fighter({ weapon: 'HEAVY' }), target);
    expect(dead.ok && dead.value.hit?.wound).toMatchObject({ damage: 21, category: 'DEATH', conTest: null, after: { dead: true } });
  });
  it('incapacitated fighters cannot fight', () => {
    const down = fighter({ wounds: { ...NO_WOUNDS, unconscious: true } });
    const dead = fighter({ wounds: { ...NO_WOUNDS, dead: true } });
    expect(codes(resolveMelee(seededRng(1), down, dead))).toEqual(['INCAPACITATED', 'INCAPACITATED']);
  });
});

describe('Ylnies §Combat: ranged', () => {
  it('attacker’s skill against the defender’s Reflexes; a crossbow adds no Strength', () => {
    // A: 4,4,4,4 + AGI 10 + 5 = 31; B: 2,2,2,2 + REF 10 = 18 → degree 13 (+3). Crossbow 3d6 = 5+5+5 = 15 → strength 18.
    // Defender CON 10 + chain 8 = 18 → 0: unharmed.
    const r = resolveRanged(scriptedRng([4, 4, 4, 4, 2, 2, 2, 2, 5, 5, 5]), fighter({ weapon: 'CROSSBOW' }), fighter({ armour: 'CHAIN' }), 30);
    expect(r.ok && r.value).toMatchObject({ band: 'MEDIUM', hit: { strength: 18, resistance: 18, wound: { damage: 0, category: 'UNHARMED' } } });
  });
  it('the defender undergoes the shot and wins ties', () => {
    // A: 3,3,3,3 + 15 = 27; B: 6,6,3,2 (17) + 10 = 27
    const r = resolveRanged(scriptedRng([3, 3, 3, 3, 6, 6, 3, 2]), fighter({ weapon: 'BOW' }), fighter(), 5);
    expect(r.ok && r.value).toMatchObject({ hit: null, test: { winner: 'B', decidedBy: 'TIE_UNDERGOING' } });
  });
  it('a bow’s range scales with Strength; beyond the long band the shot is illegal', () => {
    const archer = fighter({ weapon: 'BOW' }); // STR 10: 30 / 60 / 100
    expect(resolveRanged(seededRng(3), archer, fighter(), 100).ok).toBe(true);
    expect(codes(resolveRanged(seededRng(3), archer, fighter(), 101))).toEqual(['OUT_OF_RANGE']);
    expect(codes(resolveRanged(seededRng(3), fighter({ weapon: 'NORMAL' }), fighter(), 5))).toEqual(['NOT_A_RANGED_WEAPON']);
  });
});
