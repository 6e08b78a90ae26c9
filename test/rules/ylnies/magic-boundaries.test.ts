import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { uniformCharacteristics } from '../../../src/rules/ylnies/characteristics.js';
import {
  type Caster,
  castAgainstThreshold,
  castAttackSpell,
  castBeneficialSpell,
  castHealingSpell,
  checkCast,
  healWound,
  restoreMana,
  spendMana,
} from '../../../src/rules/ylnies/magic.js';
import { NO_WOUNDS, type Skill } from '../../../src/rules/ylnies/sheet.js';

// Ylnies §Magic edges (pinned by mutation testing).

const tens = uniformCharacteristics(10);
const bolt: Skill = { name: 'Éclair', characteristic: 'MAN', kind: 'SPELL', value: 5, innate: false };
const caster = (over: Partial<Caster> = {}): Caster => ({ characteristics: tens, spell: bolt, mana: 50, wounds: NO_WOUNDS, ...over });
const target = { characteristics: tens, wounds: NO_WOUNDS };
const breaches = (r: { ok: boolean; violations?: { code: string; rule: string }[] }) => (r.ok ? [] : r.violations!.map((v) => [v.code, v.rule]));
const MANA = 'Ylnies §Magic: a spell costs its power in mana points, a power half its power';

describe('Ylnies §Magic checks', () => {
  it('power 1 is the lowest; 0 is refused with the power rule', () => {
    expect(checkCast(caster({ power: 1 }))).toEqual({ ok: true, value: { power: 1, manaCost: 1, manaLeft: 49 } });
    expect(breaches(checkCast(caster({ power: 0 })))).toEqual([['POWER_TOO_LOW', 'Ylnies §Magic: a spell’s power equals its skill and may be lowered at will']]);
  });

  it('exactly enough mana is enough', () => {
    expect(checkCast(caster({ mana: 5 }))).toEqual({ ok: true, value: { power: 5, manaCost: 5, manaLeft: 0 } });
    expect(breaches(checkCast(caster({ mana: 4 })))).toEqual([['NOT_ENOUGH_MANA', MANA]]);
  });

  it('an illegal cast rolls nothing, whatever the spell kind', () => {
    const broke = caster({ mana: 0 });
    expect(breaches(castAttackSpell(scriptedRng([]), broke, target))).toEqual([['NOT_ENOUGH_MANA', MANA]]);
    expect(breaches(castHealingSpell(scriptedRng([]), broke, target))).toEqual([['NOT_ENOUGH_MANA', MANA]]);
    expect(breaches(castAgainstThreshold(scriptedRng([]), broke, 10))).toEqual([['NOT_ENOUGH_MANA', MANA]]);
    expect(breaches(castBeneficialSpell(scriptedRng([]), broke, 'SELF'))).toEqual([['NOT_ENOUGH_MANA', MANA]]);
  });
});

describe('Ylnies §Magic rolls', () => {
  it('modifiers count on both sides', () => {
    // A: 3×4 = 12 + MAN 10 + 5 − 2 = 25; B: 3×4 = 12 + WIL 10 + 3 = 25 → tie, the target wins.
    const r = castAttackSpell(scriptedRng([3, 3, 3, 3, 3, 3, 3, 3]), caster({ modifier: -2 }), { ...target, modifier: 3 });
    expect(r.ok && r.value.test).toMatchObject({ a: { bonus: 13, total: 25 }, b: { bonus: 13, total: 25 }, winner: 'B' });
  });

  it('against a threshold: a plain success does not double, a critical one does, a failure strikes back', () => {
    const plain = castAgainstThreshold(scriptedRng([5, 5, 5, 2]), caster(), 20);
    expect(plain.ok && plain.value).toMatchObject({ multiplier: 1, backlash: null, consequence: null });
    const crit = castAgainstThreshold(scriptedRng([6, 6, 6, 1]), caster(), 20);
    expect(crit.ok && crit.value).toMatchObject({ multiplier: 2, backlash: null });
    const exceptional = castAgainstThreshold(scriptedRng([6, 6, 6, 6]), caster(), 20);
    expect(exceptional.ok && exceptional.value.multiplier).toBe(2);
    // A critical success the GM overrules does not happen here; a critical failure strikes back.
    const fumble = castAgainstThreshold(scriptedRng([1, 1, 1, 2]), caster(), 20);
    expect(fumble.ok && fumble.value).toMatchObject({ multiplier: 1, consequence: 'UNFORTUNATE' });
    expect(fumble.ok && fumble.value.backlash).not.toBeNull();
  });

  it('healing that fails heals nothing and leaves the wounds as they were', () => {
    const hurt = { ...target, wounds: { ...NO_WOUNDS, light: 2 } };
    // A: 1,2,2,2 = 7 + 15 = 22; B: 6,6,5,5 = 22 + 10 = 32: the target wins.
    const r = castHealingSpell(scriptedRng([1, 2, 2, 2, 6, 6, 5, 5, 1]), caster(), hurt);
    expect(r.ok && r.value).toMatchObject({ success: false, gap: null, healed: null, wounds: { light: 2 } });
  });
});

describe('Ylnies §Magic healing a wound', () => {
  const wounds = { ...NO_WOUNDS, light: 1, grave: [{ location: 'arm' }, { location: 'leg' }], critical: [{ location: 'head', damage: 17 }, { location: 'leg', damage: 18 }] };

  it('nothing for an unharmed gap or the dead', () => {
    expect(healWound(wounds, 'UNHARMED')).toEqual({ wounds, healed: null });
    expect(healWound({ ...wounds, dead: true }, 'CRITICAL').healed).toBeNull();
  });

  it('by location: the first wound of that place; without a location (null or absent) the first of the category', () => {
    expect(healWound(wounds, 'CRITICAL', 'leg').wounds.critical).toEqual([{ location: 'head', damage: 17 }]);
    expect(healWound(wounds, 'CRITICAL', null).wounds.critical).toEqual([{ location: 'leg', damage: 18 }]);
    expect(healWound(wounds, 'CRITICAL').wounds.critical).toEqual([{ location: 'leg', damage: 18 }]);
    expect(healWound(wounds, 'GRAVE', 'leg').wounds.grave).toEqual([{ location: 'arm' }]);
  });

  it('no matching critical wound falls to a grave one, then to a light one', () => {
    const r = healWound(wounds, 'CRITICAL', 'arm');
    expect(r.healed).toBe('GRAVE');
    expect(r.wounds.critical).toHaveLength(2);
    const light = healWound({ ...NO_WOUNDS, light: 1 }, 'GRAVE');
    expect(light).toEqual({ wounds: { ...NO_WOUNDS, light: 0 }, healed: 'LIGHT' });
    expect(healWound(NO_WOUNDS, 'CRITICAL')).toEqual({ wounds: NO_WOUNDS, healed: null });
  });
});

describe('Ylnies §Magic mana', () => {
  it('spending 0 is allowed; −1 and 1.5 are refused; restoring 0 too', () => {
    expect(spendMana({ mana: 3 }, 0)).toEqual({ ok: true, value: { mana: 3 } });
    expect(spendMana({ mana: 3 }, 3)).toEqual({ ok: true, value: { mana: 0 } });
    expect(breaches(spendMana({ mana: 3 }, -1))).toEqual([['BAD_MANA_AMOUNT', MANA]]);
    expect(breaches(spendMana({ mana: 3 }, 1.5))).toEqual([['BAD_MANA_AMOUNT', MANA]]);
    expect(restoreMana({ mana: 3, manaPoints: 10 }, 0)).toEqual({ ok: true, value: { mana: 3, manaPoints: 10 } });
    expect(breaches(restoreMana({ mana: 3, manaPoints: 10 }, -1))).toEqual([['BAD_MANA_AMOUNT', 'Ylnies §Creation: mana points are five times Mana']]);
    expect(breaches(restoreMana({ mana: 3, manaPoints: 10 }, 0.5))).toEqual([['BAD_MANA_AMOUNT', 'Ylnies §Creation: mana points are five times Mana']]);
  });
});
