import { describe, expect, it, vi } from 'vitest';
import { type CreationModule, experienceAccount, isBoughtModule, validateCreation } from '../../../src/rules/sms/creation.js';
import type { Polarity } from '../../../src/rules/sms/module.js';
import {
  SMS_RACES,
  findRace,
  findRacialModule,
  moduleNameKey,
  moduleXp,
  raceName,
  racialModules,
  racialNetCost,
} from '../../../src/rules/sms/races.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// Boundaries of SMS §8 creation (pinned by mutation testing): each limit is tried at the
// last legal value and the first illegal one, and each violation cites its rule.

const mod = (name: string, scope: number, rank: number, polarity: Polarity = 'POSITIVE'): CreationModule => ({ name, scope, rank, polarity });

function breaches<T>(r: RuleResult<T>): { code: string; rule: string }[] {
  return r.ok ? [] : r.violations.map((v) => ({ code: v.code, rule: v.rule }));
}

describe('SMS §8 budget', () => {
  it('spending exactly the whole budget is legal: available 0', () => {
    // Human: 40 XP; 5×3 + 5×3 + 5×2 = 40.
    const r = validateCreation({ race: 'HUMAN', modules: [mod('Force', 5, 3), mod('Escrime', 5, 3), mod('Arc', 5, 2)] });
    expect(r.ok && r.value).toMatchObject({ earned: 40, spent: 40, available: 0 });
  });

  it('one XP over is refused, citing the spending rule', () => {
    const r = validateCreation({ race: 'HUMAN', modules: [mod('Force', 5, 3), mod('Escrime', 5, 3), mod('Arc', 5, 2), mod('Pêche', 1, 1)] });
    expect(breaches(r)).toEqual([{ code: 'INSUFFICIENT_EXPERIENCE', rule: 'SMS §8: ranks bought cannot cost more than the experience available' }]);
    expect(!r.ok && r.violations[0]!.message).toMatch(/1 XP short$/);
  });

  it('a budget of 0 is legal; a negative or fractional budget is refused', () => {
    const zero = validateCreation({ race: 'HUMAN', modules: [], budget: 0 });
    expect(zero.ok && zero.value).toMatchObject({ budget: 0, earned: 0, spent: 0, available: 0 });
    const rule = 'SMS §8: the creation budget is a whole number of XP ≥ 0';
    expect(breaches(validateCreation({ race: 'HUMAN', modules: [], budget: -1 }))).toContainEqual({ code: 'INVALID_BUDGET', rule });
    // A fractional budget counts as 0 earned: a Tifin cannot pay its racial 7 XP.
    expect(breaches(validateCreation({ race: 'HUMAN', modules: [], budget: 1.5 }))).toEqual([{ code: 'INVALID_BUDGET', rule }]);
    expect(breaches(validateCreation({ race: 'TIFIN', modules: [], budget: 7.5 })).map((b) => b.code)).toEqual(['INVALID_BUDGET', 'INSUFFICIENT_EXPERIENCE']);
  });

  it('a custom budget is used for earned', () => {
    const r = validateCreation({ race: 'TIFIN', modules: [], budget: 10 });
    expect(r.ok && r.value).toMatchObject({ budget: 10, earned: 10, spent: 7, available: 3, racialNetCost: 7 });
  });

  it('negative modules give back exactly 10 at the cap, and 9 below it', () => {
    const ten = validateCreation({ race: 'HUMAN', modules: [mod('Lâche', 5, 2, 'NEGATIVE')] });
    expect(ten.ok && ten.value).toMatchObject({ negativeGainUncapped: 10, negativeGain: 10, earned: 50 });
    const nine = validateCreation({ race: 'HUMAN', modules: [mod('Lâche', 3, 3, 'NEGATIVE')] });
    expect(nine.ok && nine.value).toMatchObject({ negativeGainUncapped: 9, negativeGain: 9, earned: 49, positiveCost: 0 });
  });
});

describe('SMS §8 module shape', () => {
  it('names: 80 characters are fine, 81 are not; blanks are empty', () => {
    expect(validateCreation({ race: 'HUMAN', modules: [mod('x'.repeat(80), 1, 1)] }).ok).toBe(true);
    expect(breaches(validateCreation({ race: 'HUMAN', modules: [mod('x'.repeat(81), 1, 1)] }))).toEqual([
      { code: 'MODULE_NAME_TOO_LONG', rule: 'SMS §1: a module has a name of 1..80 characters' },
    ]);
    expect(breaches(validateCreation({ race: 'HUMAN', modules: [mod('   ', 1, 1)] }))).toEqual([
      { code: 'MODULE_NAME_EMPTY', rule: 'SMS §1: a module has a name of 1..80 characters' },
    ]);
  });

  it('names are trimmed before pricing and counting', () => {
    const r = validateCreation({ race: 'HUMAN', modules: [mod(`  ${'x'.repeat(80)}  `, 1, 1)] });
    expect(r.ok && r.value.modules[0]!.name).toBe('x'.repeat(80));
  });

  it('scope 1 and 5 are fine; 0, 6 and 2.5 are refused', () => {
    expect(validateCreation({ race: 'HUMAN', modules: [mod('A', 1, 1), mod('B', 5, 1)] }).ok).toBe(true);
    for (const scope of [0, 6, 2.5]) {
      expect(breaches(validateCreation({ race: 'HUMAN', modules: [mod('A', scope, 1)] }))).toEqual([
        { code: 'SCOPE_OUT_OF_RANGE', rule: 'SMS §1: scope is a whole number from 1 to 5' },
      ]);
    }
  });

  it('rank 1 and 3 are fine; 0 and 1.5 are refused; 4 is above the creation maximum', () => {
    expect(validateCreation({ race: 'HUMAN', modules: [mod('A', 1, 1), mod('B', 1, 3)] }).ok).toBe(true);
    for (const rank of [0, 1.5]) {
      expect(breaches(validateCreation({ race: 'HUMAN', modules: [mod('A', 1, rank)] }))).toEqual([{ code: 'RANK_INVALID', rule: 'SMS §1: rank is a whole number ≥ 1' }]);
    }
  });

  it('an unknown polarity is refused', () => {
    const bad = { name: 'A', scope: 1, rank: 1, polarity: 'NEUTRAL' } as unknown as CreationModule;
    expect(breaches(validateCreation({ race: 'HUMAN', modules: [bad] }))).toEqual([
      { code: 'POLARITY_INVALID', rule: 'SMS §1: a module is positive, negative or resistive' },
    ]);
  });

  it('a malformed module is not priced, so the budget check sees only the good ones', () => {
    const r = validateCreation({ race: 'HUMAN', modules: [mod('A', 9, 3), mod('B', 5, 3)], budget: 15 });
    expect(breaches(r).map((b) => b.code)).toEqual(['SCOPE_OUT_OF_RANGE']);
  });

  it('no malformed module is priced: each would break a 10-XP budget if it were', () => {
    const budget = 10;
    const only = (m: CreationModule) => breaches(validateCreation({ race: 'HUMAN', modules: [m], budget })).map((b) => b.code);
    expect(only(mod('', 5, 3))).toEqual(['MODULE_NAME_EMPTY']);
    expect(only(mod('x'.repeat(81), 5, 3))).toEqual(['MODULE_NAME_TOO_LONG']);
    expect(only(mod('A', 5, 2.5))).toEqual(['RANK_INVALID']);
    expect(only({ name: 'A', scope: 5, rank: 3, polarity: 'NEUTRAL' } as unknown as CreationModule)).toEqual(['POLARITY_INVALID']);
    // Miorkin: racial package 7 XP; a mismatched "Force" (scope 3) would cost 3 more.
    expect(breaches(validateCreation({ race: 'MIORKIN', modules: [mod('Force', 3, 1)], budget: 7 })).map((b) => b.code)).toEqual(['RACIAL_MODULE_MISMATCH']);
  });

  it('blank names are not duplicates of each other', () => {
    expect(breaches(validateCreation({ race: 'HUMAN', modules: [mod(' ', 1, 1), mod('', 1, 1)] })).map((b) => b.code)).toEqual(['MODULE_NAME_EMPTY', 'MODULE_NAME_EMPTY']);
  });

  it('the same module twice (any spelling) is a duplicate citing its rule', () => {
    expect(breaches(validateCreation({ race: 'HUMAN', modules: [mod('Peur', 1, 1), mod('PEUR', 1, 1)] }))).toEqual([
      { code: 'DUPLICATE_MODULE', rule: 'SMS §8: each module appears once among the player’s modules' },
    ]);
  });
});

describe('SMS §8 sources and racial modules', () => {
  it('player and archetype modules (or no source) are bought; wounds, fatigue, magic and GM grants are not', () => {
    for (const source of [undefined, 'PLAYER', 'ARCHETYPE'] as const) expect(isBoughtModule({ source })).toBe(true);
    for (const source of ['RACE', 'WOUND', 'FATIGUE', 'MAGIC', 'GM'] as const) expect(isBoughtModule({ source })).toBe(false);
  });

  it('a GM grant at creation is refused and not priced', () => {
    const r = validateCreation({ race: 'HUMAN', modules: [{ ...mod('Chance', 5, 3), source: 'GM' }] });
    expect(breaches(r)).toEqual([
      {
        code: 'SOURCE_NOT_ALLOWED_AT_CREATION',
        rule: 'SMS §8: creation buys modules with experience; wounds, fatigue, magic effects and GM grants are not bought',
      },
    ]);
  });

  it('racial + bought ranks may reach exactly 3 (Elfin: 2 racial + 1), not 4', () => {
    const ok = validateCreation({ race: 'ELFIN', modules: [mod('Résistance aux influences mentales', 2, 1)] });
    expect(ok.ok && ok.value.modules[0]).toMatchObject({ rank: 1, racialRank: 2, totalRank: 3, xp: 2, polarity: 'POSITIVE', scope: 2 });
  });

  it('a racial module bought with another scope or polarity cites the racial-match rule', () => {
    const r = validateCreation({ race: 'MIORKIN', modules: [mod('Force', 3, 1)] });
    expect(breaches(r)).toEqual([{ code: 'RACIAL_MODULE_MISMATCH', rule: 'SMS §8: ranks added to a racial module keep its scope and polarity' }]);
  });

  it('an unknown race passed as an object is refused, and nothing is priced for it', () => {
    const human = findRace('HUMAN')!;
    expect(breaches(validateCreation({ race: { ...human, key: 'ORC' as never }, modules: [] }))).toEqual([
      { code: 'UNKNOWN_RACE', rule: 'SMS §8: the race is one of the playable Loreval races' },
    ]);
    expect(validateCreation({ race: human, modules: [] }).ok).toBe(true);
  });
});

describe('SMS §8 experience account', () => {
  it('unknown or no race: no racial package', () => {
    expect(experienceAccount({ race: null, modules: [mod('A', 2, 2)] })).toEqual({ earned: 40, spent: 4, available: 36 });
    expect(experienceAccount({ race: 'ORC', modules: [] })).toEqual({ earned: 40, spent: 0, available: 40 });
    expect(experienceAccount({ race: findRace('TIFIN')!, modules: [] })).toEqual({ earned: 40, spent: 7, available: 33 });
  });

  it('caps negative gain at 10 and counts only bought modules', () => {
    const modules: CreationModule[] = [mod('Lâche', 5, 3, 'NEGATIVE'), { ...mod('Blessure', 5, 3, 'NEGATIVE'), source: 'WOUND' }, { ...mod('Don', 5, 3), source: 'GM' }];
    expect(experienceAccount({ race: 'HUMAN', modules, budget: 20 })).toEqual({ earned: 30, spent: 0, available: 30 });
  });
});

describe('SMS §8 races', () => {
  it('names in either locale; French by default for racial modules, English for race names', () => {
    const tifin = findRace(' tifin ')!;
    expect(raceName(tifin)).toBe('Tifin');
    expect(raceName(findRace('DUDIN')!, 'fr')).toBe(findRace('DUDIN')!.name.fr);
    expect(racialModules(tifin)[0]).toEqual({ name: 'Petite taille', scope: 5, polarity: 'NEGATIVE', rank: 1, source: 'RACE', roleplay: false, removable: false });
    expect(racialModules(tifin, 'EN')[0]!.name).toBe('Small size');
    expect(racialModules(tifin, 'en')[0]!.name).toBe('Small size');
    expect(racialModules(tifin, 'FR')[0]!.name).toBe('Petite taille');
  });

  it('the races load afresh from the data file, frozen, with their polarities checked', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/rules/sms/races.js');
    const tifin = fresh.findRace('TIFIN')!;
    expect(tifin).toEqual(findRace('TIFIN'));
    expect(tifin.modules[0]).toEqual({ name: { fr: 'Petite taille', en: 'Small size' }, scope: 5, polarity: 'NEGATIVE', rank: 1 });
    expect(fresh.SMS_RACES.map((r) => [r.key, r.sizeFactor, r.extraXp])).toEqual(SMS_RACES.map((r) => [r.key, r.sizeFactor, r.extraXp]));
    expect(Object.isFrozen(fresh.SMS_RACES)).toBe(true);
    expect(Object.isFrozen(tifin)).toBe(true);
    expect(Object.isFrozen(tifin.modules)).toBe(true);
    expect(fresh.SMS_RACES.flatMap((r) => r.modules.map((m) => m.polarity)).every((p) => ['POSITIVE', 'NEGATIVE', 'RESISTIVE'].includes(p))).toBe(true);
  });

  it('a rank costs its scope; net racial cost signs negatives', () => {
    expect(moduleXp({ scope: 4, rank: 3 })).toBe(12);
    expect(SMS_RACES.map((r) => racialNetCost(r) + r.extraXp)).toEqual(SMS_RACES.map(() => 7));
  });

  it('module names match across accents, case, spaces, dashes, apostrophes and ligatures', () => {
    expect(moduleNameKey('  Résistance  à la PEUR ')).toBe('resistance a la peur');
    expect(moduleNameKey('Cœur – d’Æther')).toBe("coeur - d'aether");
    expect(moduleNameKey('a—b‐c')).toBe('a-b-c');
    expect(moduleNameKey('l`a´b‘c')).toBe("l'a'b'c");
    expect(findRacialModule(findRace('TIFIN')!, 'small SIZE')?.name.fr).toBe('Petite taille');
    expect(findRacialModule(findRace('TIFIN')!, 'big size')).toBeUndefined();
  });
});
