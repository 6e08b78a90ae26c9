import { describe, expect, it } from 'vitest';
import { checkModuleAcquisition, magicModules, magicRanksFromModules } from '../../../src/rules/magic/catalogue.js';
import { checkPowerModuleAcquisition } from '../../../src/rules/magic/powers.js';

describe('predefined magic modules', () => {
  it('every predefined module is scope 5 in both variants', () => {
    for (const v of ['LOREVAL', 'ALMERA'] as const) {
      expect(magicModules(v).length).toBeGreaterThan(0);
      expect(magicModules(v).every((m) => m.scope === 5)).toBe(true);
    }
  });

  it('ALMERA: Spell manipulation and Resistance to magical exhaustion are resistive', () => {
    const byKey = Object.fromEntries(magicModules('ALMERA').map((m) => [m.key, m.polarity]));
    expect(byKey.SPELL_MANIPULATION).toBe('RESISTIVE');
    expect(byKey.EXHAUSTION_RESISTANCE).toBe('RESISTIVE');
  });

  it('recognises modules by French or English name, accents and apostrophes aside', () => {
    const ranks = magicRanksFromModules('ALMERA', [
      { name: 'Pouvoir des Esprits', scope: 5, polarity: 'POSITIVE', rank: 2 },
      { name: 'Magie de l’Âme', scope: 5, polarity: 'POSITIVE', rank: 1 },
      { name: 'Amélioration du pouvoir magique', scope: 5, polarity: 'POSITIVE', rank: 3 },
      { name: 'Spell manipulation', scope: 5, polarity: 'RESISTIVE', rank: 2 },
      { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 2 },
    ]);
    expect(ranks).toEqual({ SPIRITS: 2, SOUL: 1, EMPOWERMENT: 3, SPELL_MANIPULATION: 2 });
    expect(magicRanksFromModules('LOREVAL', [{ name: 'Magie naturelle', scope: 5, polarity: 'POSITIVE', rank: 3 }])).toEqual({ NATURAL: 3 });
  });
});

describe('prerequisites of predefined modules', () => {
  it('Harmony requires Natural magic at the maximum rank', () => {
    const r = checkPowerModuleAcquisition('HARMONY', 1, { NATURAL: 4 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.violations[0]?.code).toBe('MAGIC_MODULE_PREREQUISITE');
      expect(r.violations[0]?.rule).toBe('MAGIC LOREVAL §Pouvoirs particuliers: Harmony requires Natural magic (power of spirits) at the maximum rank');
    }
    expect(checkPowerModuleAcquisition('HARMONY', 1, { NATURAL: 5 }).ok).toBe(true);
  });

  it('Conviction needs Divine, Heroism needs Arcane; the maximum rank is a campaign setting', () => {
    expect(checkPowerModuleAcquisition('CONVICTION', 1, { DIVINE: 5, ARCANE: 5 }).ok).toBe(true);
    expect(checkPowerModuleAcquisition('HEROISM', 1, { DIVINE: 5 }).ok).toBe(false);
    expect(checkPowerModuleAcquisition('HEROISM', 1, { ARCANE: 3 }, { maxModuleRank: 3 }).ok).toBe(true);
  });

  it('ALMERA: Resistance to magical exhaustion is limited to rank 5', () => {
    const r = checkModuleAcquisition('ALMERA', 'EXHAUSTION_RESISTANCE', 6, {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]?.rule).toMatch(/^MAGIC ALMERA §Épuisement magique/);
  });

  it('a module of the other variant is refused', () => {
    expect(checkModuleAcquisition('ALMERA', 'HARMONY', 1, {}).ok).toBe(false);
  });
});
