/**
 * The checks the GM's module adjustments and the sheet's translations rest on: a module's own
 * shape (SMS §1: rank a whole number ≥ 1, scope 1 to 5) whatever its source, and a racial
 * module's name in the reader's language whichever language the sheet stored it in.
 */
import { describe, expect, it } from 'vitest';
import { moduleShapeViolations } from '../../../src/rules/sms/characters.js';
import { racialModuleName } from '../../../src/rules/sms/races.js';

const shape = (rank: number, scope: number) => moduleShapeViolations({ name: 'Résistance à la peur', rank, scope }).map((v) => [v.code, v.rule]);

describe('moduleShapeViolations (SMS §1)', () => {
  it('takes the last legal values: rank 1, scope 1 and 5', () => {
    expect(shape(1, 1)).toEqual([]);
    expect(shape(1, 5)).toEqual([]);
    expect(shape(7, 3)).toEqual([]);
  });

  it('refuses a rank below 1 or not whole, citing SMS §1', () => {
    expect(shape(0, 2)).toEqual([['BAD_RANK', 'SMS §1: a rank is a whole number ≥ 1']]);
    expect(shape(1.5, 2)).toEqual([['BAD_RANK', 'SMS §1: a rank is a whole number ≥ 1']]);
  });

  it('refuses a scope outside 1 to 5 or not whole, citing SMS §1', () => {
    for (const scope of [0, 6, 2.5]) expect(shape(2, scope), `scope ${scope}`).toEqual([['BAD_SCOPE', 'SMS §1: a scope is 1 to 5']]);
  });

  it('reports both, naming the module and its numbers', () => {
    const both = moduleShapeViolations({ name: 'Nage', rank: 0, scope: 7 });
    expect(both.map((v) => v.code)).toEqual(['BAD_RANK', 'BAD_SCOPE']);
    expect(both[0]!.message).toContain('"Nage" rank 0');
    expect(both[1]!.message).toContain('"Nage" scope 7');
  });
});

describe('racialModuleName', () => {
  it('reads a module stored in French in English, and in French as it is', () => {
    expect(racialModuleName('Résistance à la peur', 'EN')).toBe('Fear resistance');
    expect(racialModuleName('Résistance à la peur', 'FR')).toBe('Résistance à la peur');
  });

  it('reads a module stored in English in French', () => {
    expect(racialModuleName('Fear resistance', 'fr')).toBe('Résistance à la peur');
  });

  it('is undefined for a name no race has', () => {
    expect(racialModuleName('Escrime', 'EN')).toBeUndefined();
  });
});
