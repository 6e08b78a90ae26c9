import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREATION_RULES, type CreationModule, experienceAccount, validateCreation, validateModuleChange } from '../../../src/rules/sms/creation.js';
import type { Polarity } from '../../../src/rules/sms/module.js';
import {
  defaultSizeFactor,
  findRace,
  findRacialModule,
  moduleNameKey,
  racialModules,
  racialNetCost,
  SMS_RACES,
} from '../../../src/rules/sms/races.js';
import type { RuleResult } from '../../../src/rules/violation.js';

const mod = (name: string, scope: number, rank: number, polarity: Polarity = 'POSITIVE'): CreationModule => ({ name, scope, rank, polarity });

function codes<T>(r: RuleResult<T>): string[] {
  return r.ok ? [] : r.violations.map((v) => v.code);
}

function race(key: string) {
  const r = findRace(key);
  if (!r) throw new Error(key);
  return r;
}

describe('races (SMS §8 Loreval)', () => {
  it('has the ten races', () => {
    expect(SMS_RACES.map((r) => r.key)).toEqual(['HUMAN', 'TIFIN', 'ELFIN', 'MIORKIN', 'MIELFIN', 'DUDIN', 'NELIN', 'DESCAR', 'ATARK', 'MALTIF']);
    expect(findRace('tifin')?.key).toBe('TIFIN');
    expect(findRace('ORC')).toBeUndefined();
  });

  it("matches SMS.md's racial net costs: Human 0, Mielfin 4, others 7", () => {
    const expected: Record<string, number> = { HUMAN: 0, MIELFIN: 4 };
    for (const r of SMS_RACES) expect(racialNetCost(r), r.key).toBe(expected[r.key] ?? 7);
  });

  it('every package nets 7 XP, counting Human +7 and Mielfin +3 free XP', () => {
    for (const r of SMS_RACES) expect(racialNetCost(r) + r.extraXp, r.key).toBe(7);
    expect(race('HUMAN').extraXp).toBe(7);
    expect(race('MIELFIN').extraXp).toBe(3);
  });

  it('gives racial modules with source RACE in either locale, and default size factors', () => {
    const fr = racialModules(race('TIFIN'), 'fr');
    const en = racialModules(race('TIFIN'), 'EN');
    expect(fr[0]).toMatchObject({ name: 'Petite taille', scope: 5, polarity: 'NEGATIVE', rank: 1, source: 'RACE' });
    expect(en[0]?.name).toBe('Small size');
    expect(SMS_RACES.filter((r) => defaultSizeFactor(r) === 4).map((r) => r.key)).toEqual(['TIFIN', 'NELIN']);
  });

  it('matches module names case/accent-insensitively in either locale', () => {
    expect(moduleNameKey('  RÉSISTANCE  à la peur ')).toBe('resistance a la peur');
    expect(findRacialModule(race('DESCAR'), 'resistance aux influences mentales')?.rank).toBe(3);
    expect(findRacialModule(race('DESCAR'), 'Resistance to Mental Influence')?.rank).toBe(3);
    expect(findRacialModule(race('DESCAR'), 'Escrime')).toBeUndefined();
  });
});

describe('validateCreation (SMS §8)', () => {
  it('prices the Tifin who buys Escrime (2) : 2: earned 40, spent 11, available 29', () => {
    const r = validateCreation({ race: 'TIFIN', modules: [mod('Escrime', 2, 2)] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ earned: 40, spent: 11, available: 29, racialNetCost: 7, positiveCost: 4, negativeGain: 0 });
    expect(experienceAccount({ race: 'TIFIN', modules: [mod('Escrime', 2, 2)] })).toEqual({ earned: 40, spent: 11, available: 29 });
  });

  it('gives a human the full 40 and a Mielfin 36', () => {
    const human = validateCreation({ race: 'HUMAN', modules: [mod('Force', 5, 3), mod('Escrime', 5, 3)] });
    expect(human.ok && human.value.available).toBe(10);
    const mielfin = validateCreation({ race: race('MIELFIN'), modules: [] });
    expect(mielfin.ok && mielfin.value.available).toBe(36);
  });

  it('refuses a module at rank 4', () => {
    const r = validateCreation({ race: 'HUMAN', modules: [mod('Escrime', 2, 4)] });
    expect(codes(r)).toEqual(['RANK_ABOVE_CREATION_MAX']);
    if (!r.ok) expect(r.violations[0]?.rule).toBe('SMS §8: at most 3 ranks per module at creation');
  });

  it('caps what negative modules give back at 10 XP', () => {
    const r = validateCreation({
      race: 'HUMAN',
      modules: [mod('Lâche', 5, 2, 'NEGATIVE'), mod('Borgne', 3, 1, 'NEGATIVE'), mod('Force', 5, 3)],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ negativeGainUncapped: 13, negativeGain: 10, earned: 50, spent: 15, available: 35 });
  });

  it('keeps the racial negatives outside the cap', () => {
    // A Tifin's racial −10 XP of negatives does not eat into the player's 10.
    const r = validateCreation({ race: 'TIFIN', modules: [mod('Lâche', 5, 2, 'NEGATIVE')] });
    expect(r.ok && r.value.earned).toBe(50);
  });

  it('reports every violation together', () => {
    const r = validateCreation({
      race: 'HUMAN',
      modules: [mod('Force', 5, 3), mod(' force ', 5, 1), mod('', 9, 0), mod('Magie', 5, 3), mod('Escrime', 5, 3), mod('Arc', 4, 3)],
      budget: 40,
    });
    expect(r.ok).toBe(false);
    expect(codes(r).sort()).toEqual(['DUPLICATE_MODULE', 'INSUFFICIENT_EXPERIENCE', 'MODULE_NAME_EMPTY', 'RANK_INVALID', 'SCOPE_OUT_OF_RANGE'].sort());
    if (!r.ok) {
      const spend = r.violations.find((v) => v.code === 'INSUFFICIENT_EXPERIENCE');
      expect(spend?.rule).toBe(CREATION_RULES.spend);
      expect(spend?.message).toMatch(/spent 62 XP/);
    }
  });

  it('puts a Descar rank-3 racial module at the cap: adding a rank fails', () => {
    expect(validateCreation({ race: 'DESCAR', modules: [] }).ok).toBe(true);
    const r = validateCreation({ race: 'DESCAR', modules: [mod('Résistance aux influences mentales', 2, 1)] });
    expect(codes(r)).toEqual(['RANK_ABOVE_CREATION_MAX']);
    if (!r.ok) expect(r.violations[0]?.message).toMatch(/3 racial \+ 1 bought/);
    // The English name and other spellings designate the same module.
    expect(codes(validateCreation({ race: 'DESCAR', modules: [mod('resistance to mental influence', 2, 1)] }))).toEqual(['RANK_ABOVE_CREATION_MAX']);
  });

  it('adds player ranks to a racial module up to 3 and prices only the bought ranks', () => {
    const r = validateCreation({ race: 'ELFIN', modules: [mod('resistance aux influences MENTALES', 2, 1)] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.modules[0]).toMatchObject({ racialRank: 2, totalRank: 3, xp: 2 });
    expect(codes(validateCreation({ race: 'ELFIN', modules: [mod('Résistance aux influences mentales', 2, 2)] }))).toEqual(['RANK_ABOVE_CREATION_MAX']);
  });

  it('refuses a racial module bought with another scope or polarity', () => {
    expect(codes(validateCreation({ race: 'MIORKIN', modules: [mod('Force', 3, 1)] }))).toEqual(['RACIAL_MODULE_MISMATCH']);
    expect(codes(validateCreation({ race: 'MIORKIN', modules: [mod('Un peu bête', 5, 1)] }))).toEqual(['RACIAL_MODULE_MISMATCH']);
  });

  it('checks race, budget, name length and source', () => {
    expect(codes(validateCreation({ race: 'ORC', modules: [] }))).toEqual(['UNKNOWN_RACE']);
    expect(codes(validateCreation({ race: 'HUMAN', modules: [], budget: -1 }))).toContain('INVALID_BUDGET');
    expect(codes(validateCreation({ race: 'HUMAN', modules: [mod('x'.repeat(81), 1, 1)] }))).toEqual(['MODULE_NAME_TOO_LONG']);
    expect(codes(validateCreation({ race: 'HUMAN', modules: [{ ...mod('Estafilade', 1, 1, 'NEGATIVE'), source: 'WOUND' }] }))).toEqual(['SOURCE_NOT_ALLOWED_AT_CREATION']);
    // Racial entries in the list are ignored: the race key is the authority.
    const withRacial = validateCreation({ race: 'TIFIN', modules: [...racialModules(race('TIFIN')), mod('Escrime', 2, 2)] });
    expect(withRacial.ok && withRacial.value.spent).toBe(11);
  });

  it('prices resistive modules like positive ones', () => {
    const r = validateCreation({ race: 'HUMAN', modules: [mod('Résistance à la douleur', 2, 2, 'RESISTIVE')] });
    expect(r.ok && r.value.spent).toBe(4);
  });

  it('validateModuleChange checks the new list', () => {
    expect(validateModuleChange({ race: 'HUMAN', modules: [mod('Force', 5, 3)] }).ok).toBe(true);
    expect(validateModuleChange({ race: 'HUMAN', modules: [mod('Force', 5, 4)] }).ok).toBe(false);
  });
});

describe('experienceAccount (SMS §8 accounting)', () => {
  it('adds awards and progression spending', () => {
    expect(experienceAccount({ race: 'TIFIN', modules: [mod('Escrime', 2, 2)], awards: 3, bought: 2 })).toEqual({ earned: 43, spent: 13, available: 30 });
  });
  it('ignores wounds, fatigue and racial entries', () => {
    const modules = [mod('Escrime', 2, 2), { ...mod('Entaille', 1, 2, 'NEGATIVE'), source: 'WOUND' as const }, ...racialModules(race('TIFIN'))];
    expect(experienceAccount({ race: race('TIFIN'), modules })).toEqual({ earned: 40, spent: 11, available: 29 });
  });
});

const arbModules = fc.uniqueArray(
  fc.record({
    name: fc.constantFrom('Escrime', 'Force', 'Arc', 'Lâche', 'Borgne', 'Cuisine', 'Nage', 'Pistage', 'Chant', 'Orgueil'),
    scope: fc.integer({ min: 1, max: 5 }),
    rank: fc.integer({ min: 1, max: 3 }),
    polarity: fc.constantFrom<Polarity>('POSITIVE', 'NEGATIVE', 'RESISTIVE'),
  }),
  { selector: (m) => m.name, maxLength: 8 },
);
const arbRace = fc.constantFrom(...SMS_RACES.map((r) => r.key));

describe('creation properties', () => {
  it('spent = racial net + Σ scope×rank of positive/resistive; earned = budget + min(10, Σ negatives)', () => {
    fc.assert(
      fc.property(arbRace, arbModules, fc.integer({ min: 0, max: 200 }), (key, modules, budget) => {
        const acct = experienceAccount({ race: key, modules, budget });
        const pos = modules.filter((m) => m.polarity !== 'NEGATIVE').reduce((s, m) => s + m.scope * m.rank, 0);
        const neg = modules.filter((m) => m.polarity === 'NEGATIVE').reduce((s, m) => s + m.scope * m.rank, 0);
        expect(acct.spent).toBe(racialNetCost(race(key)) + pos);
        expect(acct.earned).toBe(budget + Math.min(10, neg));
        expect(acct.available).toBe(acct.earned - acct.spent);
      }),
    );
  });

  it('available is never negative when validation passes, and agrees with experienceAccount', () => {
    fc.assert(
      fc.property(arbRace, arbModules, fc.integer({ min: 0, max: 80 }), (key, modules, budget) => {
        const r = validateCreation({ race: key, modules, budget });
        const acct = experienceAccount({ race: key, modules, budget });
        if (r.ok) {
          expect(r.value.available).toBeGreaterThanOrEqual(0);
          expect({ earned: r.value.earned, spent: r.value.spent, available: r.value.available }).toEqual(acct);
        } else if (acct.available < 0 && !codes(r).includes('RACIAL_MODULE_MISMATCH')) {
          // A module that contradicts a racial one is refused and left unpriced, so only a
          // draft with no such module must be short of experience in both accounts.
          expect(codes(r)).toContain('INSUFFICIENT_EXPERIENCE');
        }
      }),
    );
  });
});
