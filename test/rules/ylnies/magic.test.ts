import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedRng, seededRng } from '../../../src/rules/dice.js';
import { uniformCharacteristics } from '../../../src/rules/ylnies/characteristics.js';
import {
  type Caster,
  backlash,
  castAgainstThreshold,
  castAttackSpell,
  castBeneficialSpell,
  castHealingSpell,
  checkCast,
  healWound,
  healableCategory,
  manaCost,
  restoreMana,
  spellStrength,
  spendMana,
} from '../../../src/rules/ylnies/magic.js';
import { NO_WOUNDS, type Skill, type WoundState } from '../../../src/rules/ylnies/sheet.js';

const tens = uniformCharacteristics(10);
const fireball: Skill = { name: 'Boule de feu', characteristic: 'MAN', kind: 'SPELL', value: 8, innate: false };
const caster = (over: Partial<Caster> = {}): Caster => ({ characteristics: tens, spell: fireball, mana: 50, wounds: NO_WOUNDS, ...over });
const target = (over: Partial<{ wounds: WoundState; wil: number }> = {}) => ({
  characteristics: { ...tens, WIL: over.wil ?? 10 },
  wounds: over.wounds ?? NO_WOUNDS,
});
const codes = (r: { ok: boolean; violations?: { code: string }[] }) => (r.ok ? [] : r.violations!.map((v) => v.code));

describe('Ylnies §Magic: power and mana', () => {
  it('a spell costs its power, a power half (rounded up)', () => {
    expect(manaCost('SPELL', 7)).toBe(7);
    expect(manaCost('POWER', 7)).toBe(4);
    expect(manaCost('POWER', 8)).toBe(4);
    expect(manaCost('POWER', 1)).toBe(1);
  });
  it('property: a power never costs more than the spell of the same power, nor less than half', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), (p) => {
      expect(manaCost('POWER', p)).toBeLessThanOrEqual(manaCost('SPELL', p));
      expect(manaCost('POWER', p) * 2).toBeGreaterThanOrEqual(p);
    }));
  });
  it('power defaults to the skill and may be lowered, never raised', () => {
    expect(checkCast(caster())).toEqual({ ok: true, value: { power: 8, manaCost: 8, manaLeft: 42 } });
    expect(checkCast(caster({ power: 3 }))).toEqual({ ok: true, value: { power: 3, manaCost: 3, manaLeft: 47 } });
    expect(codes(checkCast(caster({ power: 9 })))).toEqual(['POWER_ABOVE_SKILL']);
    expect(codes(checkCast(caster({ power: 0 })))).toEqual(['POWER_TOO_LOW']);
  });
  it('not enough mana, not a spell, incapacitated: all reported', () => {
    const r = checkCast(caster({ spell: { ...fireball, kind: 'SKILL' }, mana: 2, wounds: { ...NO_WOUNDS, unconscious: true } }));
    expect(codes(r)).toEqual(['NOT_MAGICAL', 'NOT_ENOUGH_MANA', 'INCAPACITATED']);
    expect(checkCast(caster({ mana: 8 })).ok).toBe(true);
  });
  it('spell strength = power + WIL + ⌊degree ÷ 4⌋', () => {
    expect(spellStrength(8, 10, 7)).toBe(19);
  });
  it('spend and restore mana', () => {
    expect(spendMana({ mana: 5 }, 5)).toEqual({ ok: true, value: { mana: 0 } });
    expect(codes(spendMana({ mana: 5 }, 6))).toEqual(['NOT_ENOUGH_MANA']);
    expect(restoreMana({ mana: 5, manaPoints: 30 }, 100)).toEqual({ ok: true, value: { mana: 30, manaPoints: 30 } });
  });
});

describe('Ylnies §Magic: attack spells', () => {
  it('spell vs Willpower; strength − WIL on the wound table', () => {
    // caster: 5,5,5,5 + MAN 10 + 8 = 38; target: 2,2,2,2 + WIL 10 = 18 → degree 20 (+5)
    // strength 8 + 10 + 5 = 23 vs WIL 10 → 13: grave
    const r = castAttackSpell(scriptedRng([5, 5, 5, 5, 2, 2, 2, 2]), caster(), target());
    expect(r.ok && r.value).toMatchObject({
      power: 8,
      manaCost: 8,
      manaLeft: 42,
      hit: { strength: 23, resistance: 10, doubled: false, wound: { damage: 13, category: 'GRAVE' } },
      backlash: null,
    });
  });
  it('lowering the power lowers the damage and the cost', () => {
    const r = castAttackSpell(scriptedRng([5, 5, 5, 5, 2, 2, 2, 2]), caster({ power: 2 }), target());
    expect(r.ok && r.value).toMatchObject({ manaCost: 2, hit: { strength: 17, wound: { damage: 7 } } });
  });
  it('a critical success doubles the effect', () => {
    // caster 6,6,6,1 = 19 + 18 = 37; target 2,2,2,2 + 10 = 18; degree 19 (+4); 8 + 10 + 4 = 22 − 10 = 12 → 24: death
    const r = castAttackSpell(scriptedRng([6, 6, 6, 1, 2, 2, 2, 2]), caster(), target());
    expect(r.ok && r.value.hit).toMatchObject({ doubled: true, wound: { damage: 24, category: 'DEATH' } });
  });
  it('the target undergoes the spell: a tie is the caster’s defeat, with a backlash of strength 0', () => {
    // caster 2,2,2,2 = 8 + 18 = 26; target 5,5,3,3 = 16 + 10 = 26
    const r = castAttackSpell(scriptedRng([2, 2, 2, 2, 5, 5, 3, 3]), caster(), target());
    expect(r.ok && r.value).toMatchObject({ hit: null, test: { winner: 'B' }, backlash: { strength: 0, resistance: 10, wound: { category: 'UNHARMED' } }, manaLeft: 42 });
  });
  it('a lost spell strikes back with the degree of failure against the caster’s Willpower', () => {
    // caster 1,2,2,2 = 7 + MAN 3 + 8 = 18 (WIL 3); target 6,6,5,5 = 22 + WIL 18 = 40 → degree 22; 22 − 3 = 19: critical → CON test
    const weak = caster({ characteristics: { ...tens, MAN: 3, WIL: 3 } });
    const r = castAttackSpell(scriptedRng([1, 2, 2, 2, 6, 6, 5, 5, 4, 4, 4, 4]), weak, target({ wil: 18 }));
    expect(r.ok && r.value.backlash).toMatchObject({ strength: 22, resistance: 3, wound: { damage: 19, category: 'CRITICAL', conTest: { total: 26, success: true } } });
  });
  it('fumbles bring consequences', () => {
    const r = castAttackSpell(scriptedRng([1, 1, 1, 1, 2, 2, 2, 2]), caster(), target());
    expect(r.ok && r.value).toMatchObject({ consequence: 'CATASTROPHIC', hit: null });
    const c = castAttackSpell(scriptedRng([1, 1, 1, 5, 2, 2, 2, 2]), caster(), target());
    expect(c.ok && c.value.consequence).toBe('UNFORTUNATE');
  });
  it('no dice are rolled for an illegal cast', () => {
    expect(codes(castAttackSpell(scriptedRng([]), caster({ mana: 0 }), target()))).toEqual(['NOT_ENOUGH_MANA']);
  });
  it('backlash on its own', () => {
    expect(backlash(scriptedRng([]), { characteristics: tens, wounds: NO_WOUNDS }, 16)).toMatchObject({ wound: { damage: 6, category: 'LIGHT' } });
  });
});

describe('Ylnies §Magic: beneficial spells and healing', () => {
  const heal: Skill = { name: 'Soin', characteristic: 'WIL', kind: 'POWER', value: 9, innate: true };
  it('on oneself: no roll, success, half mana for a power', () => {
    const r = castBeneficialSpell(scriptedRng([]), caster({ spell: heal }), 'SELF');
    expect(r.ok && r.value).toMatchObject({ test: null, success: true, manaCost: 5, strength: 19, resistance: 10, multiplier: 1 });
  });
  it('on another: must beat their Willpower', () => {
    const win = castBeneficialSpell(scriptedRng([4, 4, 4, 4, 3, 3, 3, 3]), caster({ spell: heal }), target());
    expect(win.ok && win.value).toMatchObject({ success: true, multiplier: 1 });
    const lose = castBeneficialSpell(scriptedRng([1, 2, 2, 2, 6, 6, 6, 5]), caster({ spell: heal }), target());
    expect(lose.ok && lose.value).toMatchObject({ success: false, backlash: { strength: expect.any(Number) } });
  });
  it('healing category from the gap', () => {
    expect(healableCategory(0)).toBe('UNHARMED');
    expect(healableCategory(6)).toBe('LIGHT');
    expect(healableCategory(7)).toBe('GRAVE');
    expect(healableCategory(16)).toBe('CRITICAL');
    expect(healableCategory(30)).toBe('CRITICAL');
  });
  it('heals the most serious wound the gap allows', () => {
    const w: WoundState = { ...NO_WOUNDS, light: 2, grave: [{ location: 'arm' }, { location: 'leg' }], critical: [{ location: null, damage: 17 }] };
    expect(healWound(w, 'GRAVE')).toMatchObject({ healed: 'GRAVE', wounds: { grave: [{ location: 'leg' }], critical: [{ damage: 17 }] } });
    expect(healWound(w, 'GRAVE', 'leg').wounds.grave).toEqual([{ location: 'arm' }]);
    expect(healWound(w, 'CRITICAL')).toMatchObject({ healed: 'CRITICAL', wounds: { critical: [] } });
    expect(healWound(w, 'LIGHT')).toMatchObject({ healed: 'LIGHT', wounds: { light: 1 } });
    expect(healWound({ ...NO_WOUNDS, light: 1 }, 'CRITICAL')).toMatchObject({ healed: 'LIGHT' });
    expect(healWound({ ...NO_WOUNDS, grave: [{ location: null }] }, 'LIGHT').healed).toBeNull();
    expect(healWound({ ...NO_WOUNDS, dead: true, light: 1 }, 'CRITICAL').healed).toBeNull();
  });
  it('healing oneself: gap = power', () => {
    const wounded: WoundState = { ...NO_WOUNDS, grave: [{ location: null }] };
    const r = castHealingSpell(scriptedRng([]), caster({ spell: heal, wounds: wounded }), 'SELF');
    expect(r.ok && r.value).toMatchObject({ gap: 9, healed: 'GRAVE', wounds: { grave: [] } });
    const small = castHealingSpell(scriptedRng([]), caster({ spell: heal, power: 5, wounds: wounded }), 'SELF');
    expect(small.ok && small.value).toMatchObject({ gap: 5, healed: null });
  });
  it('a critical healing doubles the gap', () => {
    // caster 6,6,6,2 = 20 + 10 + 9 = 39; target 1,2,2,2 = 7 + 10 = 17; degree 22 (+5) → 9 + 10 + 5 − 10 = 14 → 28: critical healed
    const t = target({ wounds: { ...NO_WOUNDS, critical: [{ location: null, damage: 18 }] } });
    const r = castHealingSpell(scriptedRng([6, 6, 6, 2, 1, 2, 2, 2]), caster({ spell: heal }), t);
    expect(r.ok && r.value).toMatchObject({ multiplier: 2, gap: 28, healed: 'CRITICAL', wounds: { critical: [] } });
  });
});

describe('Ylnies §Magic: against a GM threshold', () => {
  it('success with criticals doubling; failure strikes back', () => {
    const ok = castAgainstThreshold(scriptedRng([6, 6, 6, 6]), caster(), 30);
    expect(ok.ok && ok.value).toMatchObject({ multiplier: 2, backlash: null, test: { outcome: 'EXCEPTIONAL_SUCCESS' } });
    // 1,2,3,4 = 10 + 18 = 28 vs 40 → degree 12 − WIL 10 = 2: light
    const ko = castAgainstThreshold(scriptedRng([1, 2, 3, 4]), caster(), 40);
    expect(ko.ok && ko.value).toMatchObject({ multiplier: 1, backlash: { strength: 12, wound: { category: 'LIGHT' } } });
  });
  it('seeded casts are reproducible', () => {
    expect(castAgainstThreshold(seededRng(9), caster(), 25)).toEqual(castAgainstThreshold(seededRng(9), caster(), 25));
  });
});
