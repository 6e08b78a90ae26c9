import { describe, expect, it, vi } from 'vitest';

// The catalogues built when their module loads, imported only inside the tests: a mutant that
// breaks the load then fails a test here, instead of only failing other files' imports (which
// a mutation run does not count as a failed test). See docs/mutation.md.

describe('catalogues built at load', () => {
  it('magic: every predefined module with its aliases, notes and prerequisites', async () => {
    vi.resetModules();
    const { magicModules, LOREVAL_POWER_MODULES, LOREVAL_FORMS, ALMERA_SOURCES } = await import('../../src/rules/magic/catalogue.js');
    expect(LOREVAL_POWER_MODULES).toEqual(['HARMONY', 'CONVICTION', 'HEROISM']);
    expect(LOREVAL_FORMS).toEqual(['ARCANE', 'NATURAL', 'DIVINE']);
    expect(ALMERA_SOURCES).toEqual(['SPIRITS', 'FAITH', 'ARCANE']);
    const view = (v: 'LOREVAL' | 'ALMERA') => magicModules(v).map((d) => [d.key, d.aliases, d.note ?? null, d.requires ?? null]);
    expect(view('LOREVAL')).toEqual([
      ['ARCANE', ['Magie des arcanes', "Pouvoir de l'arcane", 'Arcane magic', 'Arcane'], 'offensive and defensive, not curative', null],
      ['NATURAL', ['Magie naturelle', 'Pouvoir des esprits', 'Natural magic', 'Power of spirits'], 'offensive and curative, not defensive', null],
      ['DIVINE', ['Magie divine', 'Pouvoir de la foi', 'Divine magic', 'Power of faith'], 'defensive and curative, not offensive', null],
      ['METAMORPHOSIS', [], 'lets Natural magic cast defensive spells', null],
      ['SPACE_TIME', ['Espace Temps', 'Space Time'], 'lets Arcane magic heal', null],
      ['SOUL_SIGHT', ["Vision de l'ame"], 'lets Divine magic attack', null],
      ['RITUAL', ['Magie rituelle', 'Ritual magic'], null, null],
      ['HARMONY', [], null, { NATURAL: 'maxModuleRank' }],
      ['CONVICTION', [], null, { DIVINE: 'maxModuleRank' }],
      ['HEROISM', [], null, { ARCANE: 'maxModuleRank' }],
    ]);
    expect(view('ALMERA')).toEqual([
      ['SPIRITS', ['Magie des esprits'], null, null],
      ['FAITH', ['Magie divine', 'Magie de la foi'], null, null],
      ['ARCANE', ['Magie des arcanes'], null, null],
      ['METAMORPHOSIS', ['Magie des métamorphoses', 'Métamorphose'], null, null],
      ['SOUL', [], null, null],
      ['SPACE_TIME', [], null, null],
      ['EXHAUSTION_RESISTANCE', [], 'rank at most 5', null],
      ['SPELL_MANIPULATION', [], null, null],
      ['EMPOWERMENT', ['Alimentation du pouvoir magique', 'Amélioration du pouvoir magique'], 'caps the bonus from components, foci and totems', null],
    ]);
  });

  it('Ylnies equipment and characteristics', async () => {
    vi.resetModules();
    const { WEAPONS, ARMOURS } = await import('../../src/rules/ylnies/equipment.js');
    expect(WEAPONS.map((w) => [w.key, w.damage.count, w.damage.sides, w.damage.bonus, w.range?.kind ?? null])).toEqual([
      ['LIGHT', 1, 6, 0, null],
      ['NORMAL', 2, 6, 0, null],
      ['HEAVY', 3, 6, 0, null],
      ['LONG', 2, 6, 0, null],
      ['BOW', 1, 6, 3, 'STRENGTH'],
      ['CROSSBOW', 3, 6, 0, 'FIXED'],
    ]);
    expect(ARMOURS.map((a) => a.value)).toEqual([4, 6, 8, 10, 12]);
    const { CHARACTERISTICS } = await import('../../src/rules/ylnies/characteristics.js');
    expect(CHARACTERISTICS).toHaveLength(10);
  });

  it('SMS races', async () => {
    vi.resetModules();
    const { SMS_RACES } = await import('../../src/rules/sms/races.js');
    expect(SMS_RACES).toHaveLength(10);
    expect(SMS_RACES.flatMap((r) => r.modules).filter((m) => m.polarity === 'NEGATIVE').length).toBeGreaterThan(0);
  });
});
