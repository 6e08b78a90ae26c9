/**
 * Every rule refusal in the page's language (issue 39): each `Violation.code` the rules core can
 * return (read from src/rules, where every one is made by `violation(code, …)`) has an English
 * and a French sentence in web/src/lib/messages/violations.ts, filled from the violation's
 * params. The codes still worded only by the API's English message are listed below: the list
 * only shrinks (a code given words must leave it, a new code must get words).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCreationSkills } from '../../src/rules/ylnies/creation.js';
import { MESSAGES } from '../../web/src/lib/i18n.js';
import { VIOLATIONS_EN, VIOLATIONS_FR } from '../../web/src/lib/messages/violations.js';
import { NOT_WORDED_YET } from './violation-words-pending.js';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** Every code passed to `violation(…)` in src/rules (a conditional's codes included). */
function ruleCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of files(join(process.cwd(), 'src/rules'))) {
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(/\bviolation\(\s*([^,]+),/g)) {
      for (const literal of call[1]!.matchAll(/'([A-Z][A-Z0-9_]+)'/g)) codes.add(literal[1]!);
    }
  }
  return codes;
}

describe('rule refusals in words', () => {
  const codes = ruleCodes();

  it('finds the rules core’s codes', () => {
    expect(codes.size).toBeGreaterThan(200);
    expect(codes).toContain('SKILL_ABOVE_CREATION_MAX');
  });

  it('gives every code an English and a French sentence, but the ones listed as not worded yet', () => {
    const missing = [...codes].filter((c) => !(c in VIOLATIONS_EN) || !(c in VIOLATIONS_FR)).sort();
    expect(missing).toEqual([...NOT_WORDED_YET].sort());
    expect(Object.keys(VIOLATIONS_FR).sort()).toEqual(Object.keys(VIOLATIONS_EN).sort());
    // Words for codes that do not exist would hide a renamed one.
    expect(Object.keys(VIOLATIONS_EN).filter((c) => !codes.has(c))).toEqual([]);
  });

  it('says a Ylnies creation refusal in French with its values, from the code and params the rules core returns', () => {
    const result = checkCreationSkills([{ name: 'Escrime', characteristic: 'AGI', kind: 'SKILL', value: 12 }], { willpower: 8, available: 75 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const breach = result.violations.find((v) => v.code === 'SKILL_ABOVE_CREATION_MAX')!;
    const asked = { ...breach, params: Object.entries(breach.params ?? {}).map(([name, value]) => ({ name, value: String(value) })) };
    expect(MESSAGES.FR.violationWords(asked)).toBe('«\u00a0Escrime\u00a0» est à 12\u00a0: à la création, une compétence va jusqu’à 10.');
    expect(MESSAGES.EN.violationWords(asked)).toBe('“Escrime” is at 12: at creation a skill goes up to 10.');
    // A code the catalogue lacks keeps the API's message (never an empty line).
    expect(MESSAGES.FR.violationWords({ code: 'NO_SUCH_CODE', message: 'as the API says' })).toBe('as the API says');
  });
});
