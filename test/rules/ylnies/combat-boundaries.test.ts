import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { uniformCharacteristics } from '../../../src/rules/ylnies/characteristics.js';
import { type Fighter, applyDamage, attackStrength, resolveMelee, resolveRanged } from '../../../src/rules/ylnies/combat.js';
import { NO_WOUNDS } from '../../../src/rules/ylnies/sheet.js';

// Ylnies §Combat edges (pinned by mutation testing).

const tens = uniformCharacteristics(10);
const fighter = (over: Partial<Fighter> = {}): Fighter => ({ characteristics: tens, weapon: 'NORMAL', armour: null, wounds: NO_WOUNDS, ...over });

describe('Ylnies §Combat: strength', () => {
  it('bare hands and unknown weapons use Strength; a crossbow does not', () => {
    expect(attackStrength(10, null, 5, 0)).toBe(15);
    expect(attackStrength(10, 'CROSSBOW', 5, 7)).toBe(6);
    expect(attackStrength(10, 'NOPE' as never, 5, 0)).toBe(15);
    expect(attackStrength(10, 'LIGHT', 5, 3)).toBe(15);
    expect(attackStrength(10, 'LIGHT', 5, 4)).toBe(16);
  });
});

describe('Ylnies §Combat: applying damage', () => {
  it('earlier critical wounds are kept when a new wound lands', () => {
    const before = { ...NO_WOUNDS, critical: [{ location: 'head', damage: 17 }] };
    const r = applyDamage(scriptedRng([]), before, { damage: 3, constitution: 10 });
    expect(r.after).toEqual({ ...before, light: 1 });
  });

  it('the CON test after a critical wound takes the modifier', () => {
    // 3,3,3,3 = 12 + CON 10 = 22 > 16; with −6 it is 16, not above: unconscious.
    const ok = applyDamage(scriptedRng([3, 3, 3, 3]), NO_WOUNDS, { damage: 16, constitution: 10 });
    expect(ok.after).toMatchObject({ unconscious: false, outOfCombat: true });
    const ko = applyDamage(scriptedRng([3, 3, 3, 3]), NO_WOUNDS, { damage: 16, constitution: 10, conModifier: -6 });
    expect(ko.conTest).toMatchObject({ bonus: 4, total: 16, success: false });
    expect(ko.after).toMatchObject({ unconscious: true, outOfCombat: true, critical: [{ location: null, damage: 16 }] });
  });
});

describe('Ylnies §Combat: who rolls what', () => {
  it('a fighter without a skill rolls a bare Agility; modifiers count on both sides', () => {
    // A: 4×4 = 16 + AGI 10 + 2 = 28; B: 4×4 = 16 + AGI 10 + skill 3 − 1 = 28 → tie, nobody hits.
    const r = resolveMelee(
      scriptedRng([4, 4, 4, 4, 4, 4, 4, 4]),
      fighter({ modifier: 2 }),
      fighter({ skill: { value: 3, characteristic: 'AGI' }, modifier: -1 }),
    );
    expect(r.ok && r.value.test).toMatchObject({ a: { bonus: 12, total: 28 }, b: { bonus: 12, total: 28 }, winner: null });
  });

  it('ranged: the defender’s modifier adds to Reflexes', () => {
    // A: 3×4 = 12 + 10 = 22; B: 3×4 = 12 + REF 10 + 2 = 24: B wins.
    const r = resolveRanged(scriptedRng([3, 3, 3, 3, 3, 3, 3, 3]), fighter({ weapon: 'BOW' }), { ...fighter(), modifier: 2 }, 10);
    expect(r.ok && r.value).toMatchObject({ hit: null, test: { b: { bonus: 12, total: 24 }, winner: 'B' } });
  });

  it('an incapacitated archer within range cannot shoot', () => {
    const down = fighter({ weapon: 'BOW', wounds: { ...NO_WOUNDS, outOfCombat: true } });
    const r = resolveRanged(scriptedRng([]), down, fighter(), 10);
    expect(!r.ok && r.violations.map((v) => [v.code, v.rule])).toEqual([['INCAPACITATED', 'Ylnies §Combat: a character unconscious, out of the fight or dead cannot act']]);
  });
});
