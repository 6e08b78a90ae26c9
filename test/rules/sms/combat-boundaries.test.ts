import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import {
  armourAbsorption,
  attackDifficultyAgainstNpc,
  circumstanceShift,
  defenceDifficultyAgainstNpc,
  opposedResult,
  resolveOpposed,
  severityShiftForPcDefence,
  severityShiftOnNpc,
  sizeEffects,
  validateSizeFactor,
  weaponDamage,
  weaponHitOnNpc,
  weaponSizeMalus,
} from '../../../src/rules/sms/combat.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// Boundaries and exact outcomes of SMS §4/§6 combat (pinned by mutation testing).

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}
function breaches<T>(r: RuleResult<T>): { code: string; rule: string }[] {
  return r.ok ? [] : r.violations.map((v) => ({ code: v.code, rule: v.rule }));
}

describe('SMS §4 weapon damage: armour', () => {
  it('elemental damage against armour category 0: nothing absorbed, nothing eroded', () => {
    expect(armourAbsorption({ damageType: 'LETHAL', elemental: true, armourCategory: 0 })).toEqual({ absorbed: 0, armourCategoryAfter: 0 });
    const r = value(weaponDamage({ damageType: 'LETHAL', elemental: true, resultDie: 4, armourCategory: 0 }));
    expect(r).toMatchObject({ levels: 2, severity: 'SERIOUS', armourCategoryAfter: 0 });
    expect(r.steps.map((s) => s.label)).not.toContain('armour absorbs');
  });

  it('elemental against category 1: absorbs 1 and the armour drops to 0', () => {
    expect(armourAbsorption({ damageType: 'CRITICAL', elemental: true, armourCategory: 1 })).toEqual({ absorbed: 1, armourCategoryAfter: 0 });
  });

  it('an enchanted armour keeps its category against lethal elemental, not against critical elemental', () => {
    expect(armourAbsorption({ damageType: 'LETHAL', elemental: true, armourCategory: 3, armourEnchantment: 1 })).toEqual({ absorbed: 2, armourCategoryAfter: 3 });
    expect(armourAbsorption({ damageType: 'CRITICAL', elemental: true, armourCategory: 3, armourEnchantment: 1 })).toEqual({ absorbed: 2, armourCategoryAfter: 2 });
    expect(armourAbsorption({ damageType: 'LETHAL', elemental: true, armourCategory: 3, armourEnchantment: 0 })).toEqual({ absorbed: 1, armourCategoryAfter: 2 });
  });

  it('critical damage: only the enchantment protects', () => {
    expect(armourAbsorption({ damageType: 'CRITICAL', armourCategory: 3 })).toEqual({ absorbed: 0, armourCategoryAfter: 3 });
    expect(armourAbsorption({ damageType: 'CRITICAL', armourCategory: 3, armourEnchantment: 2 })).toEqual({ absorbed: 2, armourCategoryAfter: 3 });
  });

  it('magical damage: at most 1 from the armour and 1 from its enchantment', () => {
    expect(armourAbsorption({ damageType: 'BLUNT', magical: true, armourCategory: 3, armourEnchantment: 3 })).toEqual({ absorbed: 2, armourCategoryAfter: 3 });
    expect(armourAbsorption({ damageType: 'BLUNT', magical: true, armourCategory: 0, armourEnchantment: 0 })).toEqual({ absorbed: 0, armourCategoryAfter: 0 });
    expect(armourAbsorption({ damageType: 'LETHAL', armourCategory: 2, armourEnchantment: 1 })).toEqual({ absorbed: 3, armourCategoryAfter: 2 });
  });

  it('other defences lower the damage, after armour, never below 0', () => {
    const r = value(weaponDamage({ damageType: 'LETHAL', resultDie: 10, armourCategory: 1, otherDefences: 2 }));
    expect(r.levels).toBe(2);
    expect(r.severity).toBe('SERIOUS');
    expect(r.steps).toEqual([
      { label: 'lethal base', shift: 0 },
      { label: 'class of result die D10', shift: 5 },
      { label: 'armour absorbs', shift: -1 },
      { label: 'other defences', shift: -2 },
    ]);
    const none = value(weaponDamage({ damageType: 'LETHAL', resultDie: 2, otherDefences: 5 }));
    expect(none).toMatchObject({ levels: 0, severity: null });
  });

  it('levels map to severity: 1 light, 3 critical, 4+ mortal', () => {
    expect(value(weaponDamage({ damageType: 'BLUNT', resultDie: 0 })).severity).toBe('LIGHT');
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 6 })).severity).toBe('CRITICAL');
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 12 }))).toMatchObject({ levels: 6, severity: 'MORTAL' });
  });

  it('a given base replaces the weapon base; elemental shows in the label', () => {
    const r = value(weaponDamage({ damageType: 'CRITICAL', elemental: true, base: 2, resultDie: 3 }));
    expect(r.steps[0]).toEqual({ label: 'critical elemental base', shift: 2 });
    expect(r.steps[1]).toEqual({ label: 'class of result die D4', shift: 2 });
    expect(r.levels).toBe(4);
  });

  it('refuses blunt elemental, negative or fractional enchantment, a bad result die or armour 4', () => {
    const rule = 'SMS §4: weapon damage = base by type + class of the result die − armour';
    expect(breaches(weaponDamage({ damageType: 'BLUNT', elemental: true, resultDie: 4 }))).toEqual([
      { code: 'BLUNT_CANNOT_BE_ELEMENTAL', rule: 'SMS §4: elemental damage is lethal or critical' },
    ]);
    expect(breaches(weaponDamage({ damageType: 'LETHAL', resultDie: 4, armourEnchantment: -1 }))).toEqual([{ code: 'BAD_ENCHANTMENT', rule }]);
    expect(breaches(weaponDamage({ damageType: 'LETHAL', resultDie: 4, armourEnchantment: 0.5 }))).toEqual([{ code: 'BAD_ENCHANTMENT', rule }]);
    expect(breaches(weaponDamage({ damageType: 'LETHAL', resultDie: -1 }))).toEqual([{ code: 'BAD_RESULT_DIE', rule }]);
    expect(breaches(weaponDamage({ damageType: 'LETHAL', resultDie: Number.NaN }))).toEqual([{ code: 'BAD_RESULT_DIE', rule }]);
    expect(breaches(weaponDamage({ damageType: 'LETHAL', resultDie: 4, armourCategory: 4 }))).toEqual([
      { code: 'BAD_ARMOUR_CATEGORY', rule: 'SMS §4: armour categories are 0 (none) to 3 (heavy)' },
    ]);
    expect(weaponDamage({ damageType: 'LETHAL', resultDie: 0, armourCategory: 3, armourEnchantment: 0 }).ok).toBe(true);
  });
});

describe('SMS §6 size in damage', () => {
  it('a larger attacker adds the difference', () => {
    const r = value(weaponDamage({ damageType: 'LETHAL', resultDie: 4, sizeDifference: 2 }));
    expect(r.levels).toBe(4);
    expect(r.steps[2]).toEqual({ label: 'attacker larger by 2', shift: 2 });
  });

  it('a smaller attacker loses the difference but never goes below 1 before armour', () => {
    const r = value(weaponDamage({ damageType: 'LETHAL', resultDie: 6, sizeDifference: -1 }));
    expect(r.levels).toBe(2);
    expect(r.steps[2]).toEqual({ label: 'attacker smaller by 1', shift: -1 });
    expect(value(weaponDamage({ damageType: 'LETHAL', resultDie: 4, sizeDifference: -5 })).levels).toBe(1);
    // Already below 1 (critical −1 + D0): the malus leaves it there.
    expect(value(weaponDamage({ damageType: 'CRITICAL', resultDie: 0, sizeDifference: -2 })).steps[2]).toEqual({ label: 'attacker smaller by 2', shift: 0 });
  });

  it('size does not change magical damage', () => {
    const r = value(weaponDamage({ damageType: 'LETHAL', magical: true, resultDie: 4, sizeDifference: 3 }));
    expect(r.levels).toBe(2);
    expect(r.steps).toHaveLength(2);
  });
});

describe('SMS §4 difficulties: boundaries', () => {
  it('armour 0 engaged adds no step; armour 3 is the last legal category', () => {
    const a = value(attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', armourCategory: 0, armourEngaged: true }));
    expect(a.steps).toHaveLength(2);
    const b = value(attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', armourCategory: 3, armourEngaged: true }));
    expect(b).toMatchObject({ points: 9, die: 10, aboveTwelve: false });
    expect(b.steps[2]).toEqual({ label: 'armour category 3 engaged', shift: 3 });
    const notEngaged = value(attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', armourCategory: 3 }));
    expect(notEngaged.points).toBe(6);
  });

  it('armour −1 or 1.5 and a negative or infinite base die are refused with their rules', () => {
    const armourRule = 'SMS §4: armour categories are 0 (none) to 3 (heavy)';
    expect(breaches(attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', armourCategory: -1 }))).toEqual([{ code: 'BAD_ARMOUR_CATEGORY', rule: armourRule }]);
    expect(breaches(defenceDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', armourCategory: 1.5 }))).toEqual([{ code: 'BAD_ARMOUR_CATEGORY', rule: armourRule }]);
    expect(breaches(attackDifficultyAgainstNpc({ baseDie: -1, severity: 'LIGHT' }))).toEqual([
      { code: 'BAD_BASE_DIE', rule: 'SMS §4: PC attacks NPC: base + severity + armour + circumstances' },
    ]);
    expect(breaches(defenceDifficultyAgainstNpc({ baseDie: Number.POSITIVE_INFINITY, severity: 'LIGHT' }))).toEqual([
      { code: 'BAD_BASE_DIE', rule: 'SMS §4: PC defends: NPC base − severity − armour ± circumstances' },
    ]);
    expect(attackDifficultyAgainstNpc({ baseDie: 0, severity: 'LIGHT' }).ok).toBe(true);
  });

  it('circumstances: level 1..3 for PC or NPC; 0, 4 or another side are refused', () => {
    const rule = 'SMS §4: circumstances are ±1, ±2 or ±3';
    for (const c of [
      { label: 'x', level: 0, favours: 'PC' },
      { label: 'x', level: 4, favours: 'NPC' },
      { label: 'x', level: 2, favours: 'GM' },
    ]) {
      expect(breaches(attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', circumstances: [c as never] }))).toEqual([{ code: 'BAD_CIRCUMSTANCE', rule }]);
    }
    const steps = value(
      attackDifficultyAgainstNpc({
        baseDie: 6,
        severity: 'LIGHT',
        circumstances: [
          { label: 'fog', level: 1, favours: 'NPC' },
          { label: 'high ground', level: 3, favours: 'PC' },
        ],
      }),
    ).steps;
    expect(steps.slice(2)).toEqual([
      { label: 'fog (slightly, favours NPC)', shift: 1 },
      { label: 'high ground (very advantaged, favours PC)', shift: -3 },
    ]);
    expect(circumstanceShift({ level: 2, favours: 'PC' })).toBe(-2);
  });

  it('attack size steps: larger and smaller NPCs are labelled and signed', () => {
    expect(value(attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', sizeDifference: 2 })).steps[2]).toEqual({ label: 'NPC larger by 2', shift: 2 });
    expect(value(attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', sizeDifference: -1 })).steps[2]).toEqual({ label: 'NPC smaller by 1', shift: -1 });
  });

  it('defence: armour interposes, size by dodge or parry, smaller NPC harder', () => {
    const a = value(defenceDifficultyAgainstNpc({ baseDie: 10, severity: 'LIGHT', armourCategory: 2, armourEngaged: true }));
    expect(a.steps[2]).toEqual({ label: 'armour category 2 interposes', shift: -2 });
    expect(a.die).toBe(8);
    const dodge = value(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', sizeDifference: 2 }));
    expect(dodge.steps[2]).toEqual({ label: 'NPC larger by 2, PC dodges', shift: -2 });
    const parry = value(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', sizeDifference: 2, defence: 'PARRY' }));
    expect(parry.steps[2]).toEqual({ label: 'NPC larger by 2, PC parries', shift: 2 });
    const smaller = value(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', sizeDifference: -3 }));
    expect(smaller.steps[2]).toEqual({ label: 'NPC smaller by 3', shift: 3 });
    expect(value(defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', sizeDifference: 0 })).steps).toHaveLength(2);
  });

  it('annihilation on a PC is refused, with the other breaches', () => {
    expect(breaches(defenceDifficultyAgainstNpc({ baseDie: -2, severity: 'ANNIHILATION' }))).toEqual([
      { code: 'BAD_BASE_DIE', rule: 'SMS §4: PC defends: NPC base − severity − armour ± circumstances' },
      { code: 'NO_ANNIHILATION_ON_PC', rule: 'SMS §3: the defence table stops at mortal wounds' },
    ]);
    expect(severityShiftForPcDefence('MORTAL')).toBe(-6);
    expect(severityShiftForPcDefence('LIGHT')).toBe(0);
    expect(severityShiftOnNpc('ANNIHILATION')).toBe(8);
  });
});

describe('SMS §4 opposed actions: ties', () => {
  it('equal dice on two successes are fully countered; one point more hits for the difference', () => {
    expect(opposedResult({ success: true, die: 8 }, { success: true, die: 8 })).toEqual({ outcome: 'COUNTERED', resultDie: 0 });
    expect(opposedResult({ success: true, die: 8 }, { success: true, die: 6 })).toEqual({ outcome: 'HIT', resultDie: 2 });
    expect(opposedResult({ success: true, die: 8 }, null)).toEqual({ outcome: 'HIT', resultDie: 8 });
    expect(opposedResult({ success: true, die: 8 }, { success: false, die: 12 })).toEqual({ outcome: 'HIT', resultDie: 8 });
    expect(opposedResult({ success: false, die: 8 }, { success: false, die: 2 })).toEqual({ outcome: 'ATTACK_FAILED', resultDie: 0 });
  });

  it('the attacker rolls first, then the defender', () => {
    const r = resolveOpposed(scriptedRng([3, 5]), { score: 4, die: 10 }, { score: 4, die: 6 });
    expect(r.attacker.roll).toBe(3);
    expect(r.defender!.roll).toBe(5);
    expect(r).toMatchObject({ outcome: 'HIT', resultDie: 10 });
    expect(resolveOpposed(scriptedRng([2]), { score: 4, die: 8 }, null)).toMatchObject({ outcome: 'HIT', resultDie: 8, defender: null });
  });
});

describe('SMS §6 size factors', () => {
  it('1 and 9 are legal, 0, 10 and 2.5 are not', () => {
    expect(validateSizeFactor(1)).toEqual([]);
    expect(validateSizeFactor(9)).toEqual([]);
    for (const s of [0, 10, 2.5]) expect(validateSizeFactor(s).map((v) => [v.code, v.rule])).toEqual([['BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9']]);
    expect(sizeEffects(5, 10).ok).toBe(false);
  });

  it('equal sizes change nothing; the larger side does not parry worse', () => {
    expect(value(sizeEffects(5, 5))).toEqual({ toHitOrDodge: 0, physicalDamage: 0, parry: 0 });
    expect(value(sizeEffects(6, 4))).toEqual({ toHitOrDodge: -2, physicalDamage: 2, parry: 0 });
    expect(value(sizeEffects(4, 6))).toEqual({ toHitOrDodge: 2, physicalDamage: -2, parry: -2 });
  });

  it('a weapon of another size costs the difference either way; minions die unless spared', () => {
    expect(weaponSizeMalus(5, 3)).toBe(-2);
    expect(weaponSizeMalus(3, 5)).toBe(-2);
    expect(weaponHitOnNpc({ minion: true, severity: 'LIGHT', notMeantToKill: true })).toEqual({ killed: false, severity: 'LIGHT' });
    expect(weaponHitOnNpc({ minion: false, severity: 'SERIOUS' })).toEqual({ killed: false, severity: 'SERIOUS' });
    expect(weaponHitOnNpc({ minion: true, severity: 'LIGHT' })).toEqual({ killed: true, severity: 'MORTAL' });
  });
});
