/**
 * Every rule refusal in the page's language (issue 39 item 5): each `Violation.code` the rules
 * core can return (read from src/rules, where every one is made by `violation(code, …)`) has an
 * English and a French sentence in src/words/violations.ts (the app's and Discord's), filled from the
 * violation's params where it has them. A new code without words fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validatePurchase } from '../../src/rules/sms/experience.js';
import { checkCreationSkills } from '../../src/rules/ylnies/creation.js';
import { MESSAGES } from '../../web/src/lib/i18n.js';
import { violationWordsLoaded } from '../../web/src/lib/messages/refusals.js';
import { VIOLATIONS_EN, VIOLATIONS_FR } from '../../web/src/lib/messages/violations.js';

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
  beforeAll(() => violationWordsLoaded);

  it('finds the rules core’s codes', () => {
    expect(codes.size).toBeGreaterThan(200);
    expect(codes).toContain('SKILL_ABOVE_CREATION_MAX');
  });

  it('gives every code an English and a French sentence', () => {
    const missing = [...codes].filter((c) => !(c in VIOLATIONS_EN) || !(c in VIOLATIONS_FR)).sort();
    expect(missing).toEqual([]);
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

  it('says every code in words without its params (an older server, a call site without them), never the API’s English', () => {
    // The Ylnies creation codes always come with their values (src/rules/ylnies/creation.ts).
    const alwaysWithParams = new Set(['CHARACTERISTIC_ABOVE_MAXIMUM', 'CHARACTERISTIC_POINTS_EXCEEDED', 'INNATE_VALUE_WITH_RANDOM', 'SKILL_DUPLICATE', 'SKILL_CHARACTERISTIC_UNKNOWN', 'SKILL_KIND_UNKNOWN', 'SKILL_VALUE_INVALID', 'INNATE_BELOW_WILLPOWER', 'SKILL_ABOVE_CREATION_MAX', 'INNATE_MULTIPLE', 'INNATE_NOT_MAGICAL', 'SKILL_POINTS_EXCEEDED']);
    for (const code of [...codes].filter((c) => !alwaysWithParams.has(c))) {
      for (const [lang, t] of [['EN', MESSAGES.EN], ['FR', MESSAGES.FR]] as const) {
        const said = t.violationWords({ code, message: 'API-ENGLISH' });
        expect(said, `${lang} ${code}`).not.toBe('API-ENGLISH');
        expect(said.length, `${lang} ${code}`).toBeGreaterThan(10);
      }
    }
  });

  it('writes French with French typography: non-breaking space before : ; ! ?, typographic apostrophes, no English quotes', () => {
    const sample = { character: 'Bo', current: 'Ana', module: 'Escrime', cost: '3', available: '1', mana: '2', skill: 'Feu', spell: 'Eau', turn: '2', weapon: 'Hache', title: 'Le gué', distance: '500', long: '100', characteristic: 'FOR', value: '12', max: '10', spent: '80', willpower: '8', count: '2' };
    for (const code of codes) {
      for (const said of [VIOLATIONS_FR[code]!(sample)]) {
        expect(said, code).not.toMatch(/ [:;!?]/);
        expect(said, code).not.toMatch(/\S[:;!?](\s|$)/u);
        expect(said, code).not.toMatch(/['"“”]/);
        expect(said, code).not.toContain('undefined');
      }
      for (const said of [VIOLATIONS_EN[code]!(sample)]) {
        expect(said, code).not.toContain('\u00a0');
        expect(said, code).not.toContain('undefined');
      }
    }
  });

  it('names the character, the module, the cost and the turn where the rules core gives them', () => {
    const asked = (code: string, params: Readonly<Record<string, string | number>>) => ({ code, message: 'API', params: Object.entries(params).map(([name, value]) => ({ name, value: String(value) })) });
    const refused = validatePurchase({ module: { name: 'Escrime', scope: 3, rank: 1, polarity: 'POSITIVE' }, available: 1, alreadyBoughtThisScenario: false, hasCompletedScenario: true });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    const breach = refused.violations.find((v) => v.code === 'INSUFFICIENT_EXPERIENCE')!;
    expect(MESSAGES.EN.violationWords(asked(breach.code, breach.params ?? {}))).toBe('A rank of “Escrime” costs 3 XP; 1 XP left: not enough experience.');
    expect(MESSAGES.FR.violationWords(asked('NOT_YOUR_TURN', { character: 'Bo', current: 'Ana' }))).toBe('C’est le tour de Ana, pas celui de Bo\u00a0: attendez le vôtre.');
    expect(MESSAGES.EN.violationWords(asked('NOT_YOUR_TURN', { character: 'Bo', current: 'Ana' }))).toBe('It is Ana’s turn, not Bo’s: wait for yours.');
    expect(MESSAGES.FR.violationWords(asked('INSUFFICIENT_EXPERIENCE', { module: 'Escrime', cost: '3', available: '1' }))).toBe(
      'Un rang de «\u00a0Escrime\u00a0» coûte 3\u00a0PX\u202f; il en reste 1\u00a0: pas assez d’expérience.',
    );
    expect(MESSAGES.EN.violationWords(asked('STALE_TURN', { turn: '2' }))).toBe('That turn has ended: it is now turn 2.');
    // A skill the sheet lacks is named, as the GM typed it (table-ylnies: "Nage").
    expect(MESSAGES.FR.violationWords(asked('SKILL_NOT_FOUND', { skill: 'Nage' }))).toBe('Aucune compétence «\u00a0Nage\u00a0» sur cette fiche\u00a0: vérifiez l’orthographe.');
    expect(MESSAGES.FR.violationWords(asked('NOT_AT_SCENARIO_END', {}))).toBe(
      'L’expérience ne se dépense qu’à la fin d’un scénario\u00a0: le MJ marque d’abord le scénario comme terminé.',
    );
  });
});
