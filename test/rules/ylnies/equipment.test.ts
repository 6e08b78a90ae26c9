import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { ARMOURS, WEAPONS, equipmentViolations, parseDamage, rangeBand, rollWeaponDamage } from '../../../src/rules/ylnies/equipment.js';

describe('Ylnies §Equipment', () => {
  it('weapon damage from the seed', () => {
    expect(WEAPONS.map((w) => [w.key, w.notation, w.usesStrength])).toEqual([
      ['LIGHT', '1d6', true],
      ['NORMAL', '2d6', true],
      ['HEAVY', '3d6', true],
      ['LONG', '2d6', true],
      ['BOW', '1d6+3', true],
      ['CROSSBOW', '3d6', false],
    ]);
    expect(parseDamage('1d6+3')).toEqual({ count: 1, sides: 6, bonus: 3 });
    expect(() => parseDamage('d6')).toThrow();
  });
  it('armour values from the seed', () => {
    expect(ARMOURS.map((a) => [a.key, a.value])).toEqual([
      ['LEATHER', 4],
      ['SCALE', 6],
      ['CHAIN', 8],
      ['CUIRASS', 10],
      ['PLATE', 12],
    ]);
  });
  it('rolls weapon dice and adds the bow’s +3', () => {
    expect(rollWeaponDamage(scriptedRng([4]), 'BOW')).toEqual({ weapon: 'BOW', dice: [4], bonus: 3, total: 7 });
    expect(rollWeaponDamage(scriptedRng([1, 2, 3]), 'HEAVY').total).toBe(6);
    expect(rollWeaponDamage(scriptedRng([]), null).total).toBe(0);
  });
  it('range bands: bow STR × 3/6/10, crossbow 15/30/100', () => {
    expect(rangeBand('BOW', 8, 24)).toEqual({ ok: true, value: 'SHORT' });
    expect(rangeBand('BOW', 8, 25)).toEqual({ ok: true, value: 'MEDIUM' });
    expect(rangeBand('BOW', 8, 80)).toEqual({ ok: true, value: 'LONG' });
    expect(rangeBand('BOW', 8, 81).ok).toBe(false);
    expect(rangeBand('CROSSBOW', 1, 15)).toEqual({ ok: true, value: 'SHORT' });
    expect(rangeBand('CROSSBOW', 1, 31)).toEqual({ ok: true, value: 'LONG' });
    expect(rangeBand('CROSSBOW', 1, 100.5).ok).toBe(false);
    expect(rangeBand('CROSSBOW', 1, -1).ok).toBe(false);
    expect(rangeBand(null, 10, 1).ok).toBe(false);
  });
  it('catalogue checks', () => {
    expect(equipmentViolations({ weapons: [{ name: 'Épée', type: 'NORMAL' }], armour: { name: 'X', type: 'PLATE' }, other: [] })).toEqual([]);
    expect(
      equipmentViolations({ weapons: [{ name: 'Pistolet', type: 'GUN' as 'NORMAL' }], armour: { name: 'Mithril', type: 'MITHRIL' as 'PLATE' }, other: [] }).map((v) => v.code),
    ).toEqual(['UNKNOWN_WEAPON_TYPE', 'UNKNOWN_ARMOUR_TYPE']);
  });
});
