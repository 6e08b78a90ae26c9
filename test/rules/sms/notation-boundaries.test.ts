import { describe, expect, it } from 'vitest';
import { cleanName, parseModule, parseModules, printModule, printModules } from '../../../src/rules/sms/notation.js';

// SMS §1 notation edges (pinned by mutation testing): which spellings read as what.

const ok = (line: string) => {
  const r = parseModule(line);
  if (!r.ok) throw new Error(`${line}: ${r.error}`);
  return r.module;
};
const err = (line: string) => {
  const r = parseModule(line);
  if (r.ok) throw new Error(`${line} parsed`);
  return r.error;
};

describe('SMS §1 notation: what reads', () => {
  it('spacing anywhere, or none', () => {
    expect(ok('Force(5):1')).toEqual({ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 });
    expect(ok('  Force  physique ( 5 )  :  12  ')).toEqual({ name: 'Force physique', scope: 5, polarity: 'POSITIVE', rank: 12 });
    expect(ok('Force (5) 2')).toEqual({ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 2 });
  });

  it('signs: + positive, * resistive, every minus negative, on the scope or the rank', () => {
    expect(ok('Force (+5) : 2').polarity).toBe('POSITIVE');
    expect(ok('Douleur (*2) : 2').polarity).toBe('RESISTIVE');
    for (const minus of ['-', '−', '–', '—']) {
      expect(ok(`Bête (${minus}5) : 1`)).toEqual({ name: 'Bête', scope: 5, polarity: 'NEGATIVE', rank: 1 });
      expect(ok(`Petite taille (5) ${minus}1`)).toEqual({ name: 'Petite taille', scope: 5, polarity: 'NEGATIVE', rank: 1 });
    }
    expect(ok('Force (5) : +2')).toEqual({ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 2 });
    expect(ok('Bête (-5) : -1').polarity).toBe('NEGATIVE');
  });

  it('list markers: bullets, middle dots, dashes and stars followed by a space', () => {
    for (const line of ['• Force (5) : 1', '·Force (5) : 1', '- Force (5) : 1', '* Force (5) : 1', '  •   Force (5) : 1']) {
      expect(ok(line).name).toBe('Force');
    }
    // A dash stuck to the name is part of it.
    expect(ok('-Force (5) : 1').name).toBe('-Force');
  });

  it('the last parenthesised number is the scope', () => {
    expect(ok('Kara – hache (porte-bonheur) (1) : 1')).toEqual({ name: 'Kara – hache (porte-bonheur)', scope: 1, polarity: 'POSITIVE', rank: 1 });
    expect(ok('Arc (2) long (3) : 1')).toEqual({ name: 'Arc (2) long', scope: 3, polarity: 'POSITIVE', rank: 1 });
  });

  it('scope 1 and 5, rank 1 and large ranks; 80-character names', () => {
    expect(ok('A (1) : 1').scope).toBe(1);
    expect(ok('A (5) : 99').rank).toBe(99);
    expect(ok(`${'x'.repeat(80)} (1) : 1`).name).toHaveLength(80);
  });
});

describe('SMS §1 notation: what does not', () => {
  it('no scope, no name, no rank, an unreadable rank', () => {
    expect(err('Force : 1')).toMatch(/^missing scope/);
    expect(err('(5) : 1')).toBe('missing module name before "(scope)"');
    expect(err('Force (5)')).toBe('missing rank after "(scope)"');
    expect(err('Force (5) :')).toBe('missing rank after "(scope)"');
    expect(err('Force (5) : abc')).toBe('cannot read a rank from ": abc"');
    expect(err('Force (5) : 1 2')).toMatch(/^cannot read a rank/);
  });

  it('scope 0, 6 or fractional; rank 0 or fractional; a negative resistive; 81 characters', () => {
    expect(err('A (0) : 1')).toBe('scope 0 is outside 1..5');
    expect(err('A (6) : 1')).toBe('scope 6 is outside 1..5');
    expect(err('A (2,5) : 1')).toBe('scope 2,5 must be a whole number from 1 to 5');
    expect(err('A (2.5) : 1')).toBe('scope 2.5 must be a whole number from 1 to 5');
    expect(err('A (2) : 0')).toBe('rank 0 must be at least 1');
    expect(err('A (2) : 1,5')).toBe('rank 1,5 must be a whole number');
    expect(err('A (*2) : -1')).toBe('a resistive module "(*scope)" cannot have a negative rank');
    expect(err(`${'x'.repeat(81)} (1) : 1`)).toBe('module name is 81 characters long; at most 80');
    expect(err('(0) : 0')).toBe('missing module name before "(scope)"; scope 0 is outside 1..5; rank 0 must be at least 1');
  });
});

describe('SMS §1 notation: blocks and printing', () => {
  it('every line ending; blank lines skipped but counted', () => {
    const r = parseModules('A (1) : 1\r\nB (2) : 2\rC (9) : 1\n\n   \nD (3) : 1');
    expect(r.modules.map((m) => m.name)).toEqual(['A', 'B', 'D']);
    expect(r.errors).toEqual([{ line: 3, message: 'scope 9 is outside 1..5' }]);
    expect(parseModules('')).toEqual({ modules: [], errors: [] });
  });

  it('prints canonically, collapsing spaces in names', () => {
    expect(printModule({ name: '  Force   physique ', scope: 5, polarity: 'POSITIVE', rank: 2 })).toBe('Force physique (5) : 2');
    expect(printModules([
      { name: 'Bête', scope: 5, polarity: 'NEGATIVE', rank: 1 },
      { name: 'Douleur', scope: 2, polarity: 'RESISTIVE', rank: 2 },
    ])).toBe('Bête (-5) : 1\nDouleur (*2) : 2');
    expect(printModules([])).toBe('');
    expect(cleanName(' a \t b\n c ')).toBe('a b c');
  });
});
