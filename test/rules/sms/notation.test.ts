import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Polarity } from '../../../src/rules/sms/module.js';
import { type ParsedModule, parseModule, parseModules, printModule, printModules } from '../../../src/rules/sms/notation.js';

function parsed(line: string): ParsedModule {
  const r = parseModule(line);
  if (!r.ok) throw new Error(`expected ${line} to parse: ${r.error}`);
  return r.module;
}

function error(line: string): string {
  const r = parseModule(line);
  if (r.ok) throw new Error(`expected ${line} to fail`);
  return r.error;
}

describe('parseModule (SMS §1 notation)', () => {
  it('reads the four forms of the seed', () => {
    expect(parsed('Force (5) : 1')).toEqual({ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 });
    expect(parsed('Force (+5) : 2')).toEqual({ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 2 });
    expect(parsed('Un peu bête (-5) : 1')).toEqual({ name: 'Un peu bête', scope: 5, polarity: 'NEGATIVE', rank: 1 });
    expect(parsed('Résistance à la douleur (*2) : 2')).toEqual({ name: 'Résistance à la douleur', scope: 2, polarity: 'RESISTIVE', rank: 2 });
    expect(parsed('Petite taille (5) -1')).toEqual({ name: 'Petite taille', scope: 5, polarity: 'NEGATIVE', rank: 1 });
  });

  it('tolerates whitespace, bullets, an optional colon and unicode minus signs', () => {
    expect(parsed('   Force   physique(5):3  ')).toEqual({ name: 'Force physique', scope: 5, polarity: 'POSITIVE', rank: 3 });
    expect(parsed('  • Petite taille (5) -1')).toEqual({ name: 'Petite taille', scope: 5, polarity: 'NEGATIVE', rank: 1 });
    expect(parsed('Résistance à la peur (2) 1')).toEqual({ name: 'Résistance à la peur', scope: 2, polarity: 'POSITIVE', rank: 1 });
    expect(parsed('Petite taille (5) : −1').polarity).toBe('NEGATIVE');
    expect(parsed('Un peu bête ( − 5 ) : 1').polarity).toBe('NEGATIVE');
    expect(parsed('Un peu bête (-5) : -1')).toEqual({ name: 'Un peu bête', scope: 5, polarity: 'NEGATIVE', rank: 1 });
  });

  it('uses the last (scope) group so names may hold parentheses and dashes', () => {
    expect(parsed('Kara – hache porte-bonheur (1) : 1')).toEqual({ name: 'Kara – hache porte-bonheur', scope: 1, polarity: 'POSITIVE', rank: 1 });
    expect(parsed('Arme (épée) (3) : 2')).toEqual({ name: 'Arme (épée)', scope: 3, polarity: 'POSITIVE', rank: 2 });
    expect(parsed('Hyper-solide (5) 1').name).toBe('Hyper-solide');
  });

  it('says what is wrong', () => {
    expect(error('Force : 1')).toMatch(/missing scope/);
    expect(error('Force (6) : 1')).toMatch(/scope 6 is outside 1\.\.5/);
    expect(error('Force (0) : 1')).toMatch(/scope 0/);
    expect(error('Force (5) : 0')).toMatch(/rank 0 must be at least 1/);
    expect(error('Force (5)')).toMatch(/missing rank/);
    expect(error('Force (5) : beaucoup')).toMatch(/cannot read a rank/);
    expect(error('Force (2.5) : 1')).toMatch(/whole number/);
    expect(error('(5) : 1')).toMatch(/missing module name/);
    expect(error('Douleur (*2) : -1')).toMatch(/resistive/);
    expect(error(`${'x'.repeat(81)} (5) : 1`)).toMatch(/at most 80/);
    // Several problems on one line are all named.
    expect(error('(9) : 0')).toMatch(/name.*scope.*rank/);
  });
});

describe('parseModules', () => {
  it('parses one module per non-empty line with 1-based line numbers for errors', () => {
    const text = 'Force (5) : 1\n\n  \r\nFaible (-9) : 1\nAgile (5) 1\n+7 points d’expérience\n';
    const r = parseModules(text);
    expect(r.modules.map((m) => m.name)).toEqual(['Force', 'Agile']);
    expect(r.errors.map((e) => e.line)).toEqual([4, 6]);
    expect(r.errors[0]?.message).toMatch(/scope 9/);
  });

  it('prints the canonical form', () => {
    expect(
      printModules([
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 2 },
        { name: 'Un peu bête', scope: 5, polarity: 'NEGATIVE', rank: 1 },
        { name: 'Résistance à la douleur', scope: 2, polarity: 'RESISTIVE', rank: 2 },
      ]),
    ).toBe('Force (5) : 2\nUn peu bête (-5) : 1\nRésistance à la douleur (*2) : 2');
  });
});

const NAME_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFZéèàçôÉœ0123456789', ' ', ' ', '-', '–', '—', '(', ')', "'", '’', ':', ',', '.', '*', '+'];
const arbName = fc
  .tuple(fc.constantFrom(...'AaBcdÉeFkLMRrsz'), fc.array(fc.constantFrom(...NAME_CHARS), { maxLength: 60 }))
  .map(([first, rest]) => `${first}${rest.join('')}`.replace(/\s+/g, ' ').trim());
const arbModule = fc.record({
  name: arbName,
  scope: fc.integer({ min: 1, max: 5 }),
  polarity: fc.constantFrom<Polarity>('POSITIVE', 'NEGATIVE', 'RESISTIVE'),
  rank: fc.integer({ min: 1, max: 99 }),
});

describe('notation round-trip (property)', () => {
  it('parse(print(m)) == m', () => {
    fc.assert(
      fc.property(arbModule, (m) => {
        expect(parsed(printModule(m))).toEqual(m);
      }),
      { numRuns: 2000 },
    );
  });

  it('parseModules(printModules(ms)) == ms', () => {
    fc.assert(
      fc.property(fc.array(arbModule, { maxLength: 20 }), (ms) => {
        expect(parseModules(printModules(ms))).toEqual({ modules: ms, errors: [] });
      }),
    );
  });
});
