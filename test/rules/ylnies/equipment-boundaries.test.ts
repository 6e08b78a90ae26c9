import { describe, expect, it, vi } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { WEAPONS, armourValue, getArmour, getWeapon, parseDamage, rangeBand, rangeBandsFor, rollWeaponDamage } from '../../../src/rules/ylnies/equipment.js';

// Ylnies §Equipment edges (pinned by mutation testing).

const RANGE = 'Ylnies §Equipment: bows reach STR×3 / STR×6 / STR×10 m, crossbows 15 / 30 / 100 m';

describe('Ylnies §Equipment catalogue', () => {
  it('ranges: melee none, bow by Strength, crossbow fixed', () => {
    expect(WEAPONS.map((w) => [w.key, w.range])).toEqual([
      ['LIGHT', null],
      ['NORMAL', null],
      ['HEAVY', null],
      ['LONG', null],
      ['BOW', { kind: 'STRENGTH', factors: { short: 3, medium: 6, long: 10 } }],
      ['CROSSBOW', { kind: 'FIXED', bands: { short: 15, medium: 30, long: 100 } }],
    ]);
    expect(WEAPONS.map((w) => w.damage)).toEqual([
      { count: 1, sides: 6, bonus: 0 },
      { count: 2, sides: 6, bonus: 0 },
      { count: 3, sides: 6, bonus: 0 },
      { count: 2, sides: 6, bonus: 0 },
      { count: 1, sides: 6, bonus: 3 },
      { count: 3, sides: 6, bonus: 0 },
    ]);
    expect(getWeapon('BOW')!.name.en).toBe('Bow');
  });

  it('damage notation: trimmed; anything else is a broken data file', () => {
    expect(parseDamage(' 2d8+10 ')).toEqual({ count: 2, sides: 8, bonus: 10 });
    expect(parseDamage('2d8')).toEqual({ count: 2, sides: 8, bonus: 0 });
    for (const bad of ['2d', '2d8+', 'x2d8', '2d8+1x']) expect(() => parseDamage(bad)).toThrow(`ylnies.json: bad damage notation "${bad}"`);
  });

  it('armour: none is 0, an unknown type counts 0', () => {
    expect(armourValue(null)).toBe(0);
    expect(armourValue('CHAIN')).toBe(8);
    expect(armourValue('MITHRIL' as never)).toBe(0);
    expect(getArmour('PLATE')!.value).toBe(12);
    expect(getArmour('MITHRIL')).toBeUndefined();
  });

  it('an unknown weapon rolls like bare hands', () => {
    expect(rollWeaponDamage(scriptedRng([]), 'GUN' as never)).toEqual({ weapon: null, dice: [], bonus: 0, total: 0 });
    expect(rollWeaponDamage(scriptedRng([2, 5]), 'LONG')).toEqual({ weapon: 'LONG', dice: [2, 5], bonus: 0, total: 7 });
  });
});

describe('Ylnies §Equipment catalogue, loaded afresh', () => {
  // The catalogue is built once when the module loads; a fresh import rebuilds it, so a
  // change in how the data file is read shows here and not only at start-up.
  it('parses every weapon’s damage and range from the data file', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/rules/ylnies/equipment.js');
    expect(fresh.WEAPONS.map((w) => [w.key, w.damage, w.range])).toEqual(WEAPONS.map((w) => [w.key, w.damage, w.range]));
    expect(fresh.getWeapon('BOW')!.range).toEqual({ kind: 'STRENGTH', factors: { short: 3, medium: 6, long: 10 } });
    expect(fresh.getWeapon('CROSSBOW')!.range).toEqual({ kind: 'FIXED', bands: { short: 15, medium: 30, long: 100 } });
    expect(fresh.getWeapon('LIGHT')!.range).toBeNull();
    expect(fresh.NO_EQUIPMENT).toEqual({ weapons: [], armour: null, other: [] });
  });
});

describe('Ylnies §Equipment ranges', () => {
  it('bands for a shooter: melee none, bow scaled, crossbow a copy of the fixed bands', () => {
    expect(rangeBandsFor(getWeapon('NORMAL')!, 10)).toBeNull();
    expect(rangeBandsFor(getWeapon('BOW')!, 7)).toEqual({ short: 21, medium: 42, long: 70 });
    const cross = rangeBandsFor(getWeapon('CROSSBOW')!, 99)!;
    expect(cross).toEqual({ short: 15, medium: 30, long: 100 });
    cross.short = 0;
    expect(rangeBandsFor(getWeapon('CROSSBOW')!, 99)!.short).toBe(15);
  });

  it('each band’s upper edge belongs to it; 0 m is short; refusals cite the range rule', () => {
    expect(rangeBand('CROSSBOW', 1, 0)).toEqual({ ok: true, value: 'SHORT' });
    expect(rangeBand('CROSSBOW', 1, 30)).toEqual({ ok: true, value: 'MEDIUM' });
    expect(rangeBand('CROSSBOW', 1, 100)).toEqual({ ok: true, value: 'LONG' });
    const far = rangeBand('CROSSBOW', 1, 101);
    expect(!far.ok && far.violations.map((v) => [v.code, v.rule])).toEqual([['OUT_OF_RANGE', RANGE]]);
    const nan = rangeBand('BOW', 5, Number.NaN);
    expect(!nan.ok && nan.violations.map((v) => [v.code, v.rule])).toEqual([['BAD_DISTANCE', RANGE]]);
    const melee = rangeBand('HEAVY', 5, 1);
    expect(!melee.ok && melee.violations.map((v) => [v.code, v.rule, v.message])).toEqual([['NOT_A_RANGED_WEAPON', RANGE, 'HEAVY cannot shoot']]);
    const bare = rangeBand(null, 5, 1);
    expect(!bare.ok && bare.violations[0]!.message).toBe('bare hands cannot shoot');
  });
});
