import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import {
  armourAbsorption,
  attackDifficultyAgainstNpc,
  circumstanceShift,
  defenceDifficultyAgainstNpc,
  opposedResult,
  resolveOpposed,
  sizeEffects,
  weaponBase,
  weaponDamage,
  weaponHitOnNpc,
  weaponSizeMalus,
} from '../../../src/rules/sms/combat.js';

function value<T>(r: { ok: true; value: T } | { ok: false; violations: unknown[] }): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}

describe('SMS §4 PC attacks NPC', () => {
  it('seed: rapier through the abdomen = critical wound, base D8 → D12, with a readable breakdown', () => {
    const d = value(attackDifficultyAgainstNpc({ baseDie: 8, severity: 'CRITICAL' }));
    expect(d).toEqual({
      die: 12,
      points: 12,
      aboveTwelve: false,
      steps: [
        { label: 'base die (light wound)', shift: 8 },
        { label: 'critical wound', shift: 4 },
      ],
    });
  });

  it('severity shifts +0/+2/+4/+6 (+8 annihilation)', () => {
    const dice = (['LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL', 'ANNIHILATION'] as const).map((severity) => value(attackDifficultyAgainstNpc({ baseDie: 4, severity })).die);
    expect(dice).toEqual([4, 6, 8, 10, 12]);
  });

  it('seed: a light wound on D6 against leather armour engaged → D8 (D7 rounded up)', () => {
    const d = value(attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', armourCategory: 1, armourEngaged: true }));
    expect(d).toMatchObject({ points: 7, die: 8 });
    expect(value(attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', armourCategory: 1, armourEngaged: false })).die).toBe(6);
  });

  it('seed: base D6 + an awkward manoeuvre (+1) + medium armour (+2) → D9 → D10', () => {
    const d = value(
      attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', armourCategory: 2, armourEngaged: true, circumstances: [{ label: 'awkward manoeuvre', level: 1, favours: 'NPC' }] }),
    );
    expect(d.die).toBe(10);
    expect(d.steps.map((s) => s.shift)).toEqual([6, 0, 2, 1]);
  });

  it('going above 12 is flagged, and a larger NPC is harder to hit', () => {
    const d = value(attackDifficultyAgainstNpc({ baseDie: 12, severity: 'SERIOUS', sizeDifference: 1 }));
    expect(d).toMatchObject({ die: 16, aboveTwelve: true });
    expect(value(attackDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', sizeDifference: -2 })).die).toBe(6);
  });

  it('rejects a bad armour category or circumstance', () => {
    const r = attackDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', armourCategory: 4 });
    expect(!r.ok && r.violations[0]!.code).toBe('BAD_ARMOUR_CATEGORY');
    const r2 = attackDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', circumstances: [{ label: 'x', level: 4 as 1, favours: 'PC' }] });
    expect(!r2.ok && r2.violations[0]!.rule).toMatch(/^SMS §4/);
  });
});

describe('SMS §4 NPC attacks PC', () => {
  it('seed: NPC base D8 aiming at a serious wound → the PC defends at D6', () => {
    const d = value(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'SERIOUS' }));
    expect(d.die).toBe(6);
    expect(d.steps).toEqual([
      { label: 'NPC attack base die', shift: 8 },
      { label: 'serious wound', shift: -2 },
    ]);
  });

  it('Decision: leather (light, −1) against a mortal thrust (−6) lowers by 7, not 8 (the table wins)', () => {
    const d = value(defenceDifficultyAgainstNpc({ baseDie: 10, severity: 'MORTAL', armourCategory: 1, armourEngaged: true }));
    expect(d.points).toBe(3);
    expect(d.die).toBe(4);
  });

  it('circumstances favouring the PC lower the die, those favouring the NPC raise it', () => {
    expect(circumstanceShift({ level: 2, favours: 'PC' })).toBe(-2);
    expect(circumstanceShift({ level: 3, favours: 'NPC' })).toBe(3);
    const d = value(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', circumstances: [{ label: 'high ground', level: 2, favours: 'PC' }] }));
    expect(d.die).toBe(6);
  });

  it('size: dodging a larger NPC is easier, parrying it harder; a smaller NPC is harder to defend against', () => {
    expect(value(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', sizeDifference: 2, defence: 'DODGE' })).die).toBe(6);
    expect(value(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', sizeDifference: 2, defence: 'PARRY' })).die).toBe(10);
    expect(value(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', sizeDifference: -1 })).die).toBe(10);
  });

  it('annihilation is not on the defence table', () => {
    expect(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'ANNIHILATION' }).ok).toBe(false);
  });

  it('a mortal blow on a low base die falls to D0 (automatic defence)', () => {
    expect(value(defenceDifficultyAgainstNpc({ baseDie: 4, severity: 'MORTAL' })).die).toBe(0);
  });
});

describe('SMS §4 opposed actions', () => {
  it('attacker fails → nothing; defender fails → attacker die; both succeed → difference, ≤ 0 countered', () => {
    expect(opposedResult({ success: false, die: 10 }, { success: false, die: 4 })).toEqual({ outcome: 'ATTACK_FAILED', resultDie: 0 });
    expect(opposedResult({ success: true, die: 10 }, { success: false, die: 4 })).toEqual({ outcome: 'HIT', resultDie: 10 });
    expect(opposedResult({ success: true, die: 10 }, { success: true, die: 4 })).toEqual({ outcome: 'HIT', resultDie: 6 });
    expect(opposedResult({ success: true, die: 6 }, { success: true, die: 6 })).toEqual({ outcome: 'COUNTERED', resultDie: 0 });
    expect(opposedResult({ success: true, die: 6 }, null)).toEqual({ outcome: 'HIT', resultDie: 6 });
  });

  it('rolls both sides from the Rng, each failure with its own stakes', () => {
    const r = resolveOpposed(scriptedRng([3, 7]), { score: 4, die: 10 }, { score: 3, die: 8 });
    expect(r.attacker).toMatchObject({ roll: 3, success: true });
    expect(r.defender).toMatchObject({ roll: 7, success: false, stakes: 'MEDIUM' });
    expect(r).toMatchObject({ outcome: 'HIT', resultDie: 10 });
  });

  it('property: the result die never exceeds the attacker die and is 0 unless the attack landed', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(0, 2, 4, 6, 8, 10, 12), fc.boolean(), fc.constantFrom(0, 2, 4, 6, 8, 10, 12), (as, ad, ds, dd) => {
        const r = opposedResult({ success: as, die: ad }, { success: ds, die: dd });
        expect(r.resultDie).toBeLessThanOrEqual(ad);
        expect(r.resultDie > 0).toBe(r.outcome === 'HIT' && ad > 0);
      }),
    );
  });
});

describe('SMS §4 weapon damage', () => {
  it('base by type: blunt +1, lethal 0, critical −1 (Decision)', () => {
    expect([weaponBase('BLUNT'), weaponBase('LETHAL'), weaponBase('CRITICAL')]).toEqual([1, 0, -1]);
  });

  it('levels = base + class(result die) − armour → severity', () => {
    // Lethal sword, result die D6 (class 3), no armour: 3 levels → critical.
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 6 }))).toMatchObject({ levels: 3, severity: 'CRITICAL' });
    // Blunt mace, D4 (class 2) + 1, medium armour 2 → 1 level → light.
    expect(value(weaponDamage({ damageType: 'BLUNT', resultDie: 4, armourCategory: 2 }))).toMatchObject({ levels: 1, severity: 'LIGHT' });
    // Known consequence (SMS §3): lethal at D8 or more is mortal.
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 8 })).severity).toBe('MORTAL');
    // Armour can absorb it all.
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 2, armourCategory: 3 }))).toMatchObject({ levels: 0, severity: null });
  });

  it('nothing but magic protects from critical damage', () => {
    expect(value(weaponDamage({ damageType: 'CRITICAL', resultDie: 6, armourCategory: 3 })).levels).toBe(2);
    expect(value(weaponDamage({ damageType: 'CRITICAL', resultDie: 6, armourCategory: 3, armourEnchantment: 1 })).levels).toBe(1);
  });

  it('elemental: armour absorbs 1 whatever its category and loses a category; enchanted keeps it against lethal', () => {
    expect(value(weaponDamage({ damageType: 'LETHAL', elemental: true, resultDie: 6, armourCategory: 3 }))).toMatchObject({ levels: 2, armourCategoryAfter: 2 });
    expect(value(weaponDamage({ damageType: 'LETHAL', elemental: true, resultDie: 6, armourCategory: 3, armourEnchantment: 1 }))).toMatchObject({
      levels: 1,
      armourCategoryAfter: 3,
    });
    expect(value(weaponDamage({ damageType: 'CRITICAL', elemental: true, resultDie: 6, armourCategory: 2, armourEnchantment: 1 }))).toMatchObject({
      armourCategoryAfter: 1,
    });
    expect(weaponDamage({ damageType: 'BLUNT', elemental: true, resultDie: 6 }).ok).toBe(false);
  });

  it('magical damage: physical armour stops at most 1 level, its enchantment at most 1 more; size ignored', () => {
    const r = armourAbsorption({ damageType: 'LETHAL', magical: true, armourCategory: 3, armourEnchantment: 2 });
    expect(r.absorbed).toBe(2);
    expect(value(weaponDamage({ damageType: 'BLUNT', magical: true, base: 4, resultDie: 0, sizeDifference: -3 })).levels).toBe(4);
  });

  it('seed (size): the smaller deals −1 per point of difference, never below 1 before armour', () => {
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 4, sizeDifference: -1 })).levels).toBe(1);
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 2, sizeDifference: -3 })).levels).toBe(1);
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 2, sizeDifference: -3, armourCategory: 1 })).levels).toBe(0);
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 2, sizeDifference: 1 })).levels).toBe(2);
  });

  it('property: levels are never negative, and more armour never means more damage', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('BLUNT' as const, 'LETHAL' as const, 'CRITICAL' as const),
        fc.constantFrom(0, 2, 4, 6, 8, 10, 12),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: -4, max: 4 }),
        (damageType, resultDie, armour, sizeDifference) => {
          const a = value(weaponDamage({ damageType, resultDie, armourCategory: armour, sizeDifference }));
          const b = value(weaponDamage({ damageType, resultDie, armourCategory: armour + 1, sizeDifference }));
          expect(a.levels).toBeGreaterThanOrEqual(0);
          expect(b.levels).toBeLessThanOrEqual(a.levels);
        },
      ),
    );
  });
});

describe('SMS §4, §6 minions and size', () => {
  it('minions die from any weapon hit unless the blow was not meant to kill', () => {
    expect(weaponHitOnNpc({ minion: true, severity: 'LIGHT' })).toEqual({ killed: true, severity: 'MORTAL' });
    expect(weaponHitOnNpc({ minion: true, severity: 'LIGHT', notMeantToKill: true })).toEqual({ killed: false, severity: 'LIGHT' });
    expect(weaponHitOnNpc({ minion: false, severity: 'SERIOUS' })).toEqual({ killed: false, severity: 'SERIOUS' });
  });

  it('seed: a Tifin (4) against a Miorkin (5): +1 to hit, −1 damage; the Miorkin −1 to hit, +1 damage', () => {
    expect(value(sizeEffects(4, 5))).toEqual({ toHitOrDodge: 1, physicalDamage: -1, parry: -1 });
    expect(value(sizeEffects(5, 4))).toEqual({ toHitOrDodge: -1, physicalDamage: 1, parry: 0 });
    expect(sizeEffects(0, 5).ok).toBe(false);
  });

  it('seed: an ogre\'s dagger (size 6) in a human hand (5) → −1', () => {
    expect(weaponSizeMalus(5, 6)).toBe(-1);
    expect(weaponSizeMalus(5, 5)).toBe(0);
  });
});
