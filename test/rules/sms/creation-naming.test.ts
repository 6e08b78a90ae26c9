import { describe, expect, it } from 'vitest';
import { type CreationInput, type CreationModule, CREATION_RULES, validateCreation } from '../../../src/rules/sms/creation.js';
import type { Polarity } from '../../../src/rules/sms/module.js';
import { findRace } from '../../../src/rules/sms/races.js';
import type { RuleResult, Violation } from '../../../src/rules/violation.js';

// SMS §8 creation: every refusal names what it concerns (docs/rules.md "Messages are for
// people": the module by its place in the list and its name, the race by its key) and carries
// the numbers of the rule it breaks. Only those fragments are asserted, never a whole text
// (pinned by mutation testing, issue 22 item 23).

const mod = (name: unknown, scope: number, rank: number, polarity: Polarity = 'POSITIVE', source?: string): CreationModule =>
  ({ name, scope, rank, polarity, ...(source ? { source } : {}) }) as CreationModule;

function refused<T>(r: RuleResult<T>): Violation[] {
  if (r.ok) throw new Error('expected a refusal');
  return r.violations;
}
const only = (r: RuleResult<unknown>, code: string): Violation => {
  const v = refused(r).filter((x) => x.code === code);
  expect(v).toHaveLength(1);
  return v[0]!;
};

describe('a module is named by its place in the list (from 1) and its trimmed name', () => {
  it('each module refusal starts with that label', () => {
    const cases: [CreationModule, string, string][] = [
      [mod('Magie', 2, 1, 'POSITIVE', 'MAGIC'), 'SOURCE_NOT_ALLOWED_AT_CREATION', CREATION_RULES.source],
      [mod('x'.repeat(81), 2, 1), 'MODULE_NAME_TOO_LONG', CREATION_RULES.name],
      [mod('Arc', 6, 1), 'SCOPE_OUT_OF_RANGE', CREATION_RULES.scope],
      [mod('Arc', 2, 0), 'RANK_INVALID', CREATION_RULES.rank],
      [mod('Arc', 2, 1, 'NEUTRAL' as Polarity), 'POLARITY_INVALID', CREATION_RULES.polarity],
      [mod('Arc', 2, 4), 'RANK_ABOVE_CREATION_MAX', CREATION_RULES.maxRank],
    ];
    for (const [m, code, rule] of cases) {
      const v = only(validateCreation({ race: 'HUMAN', modules: [mod('Force', 1, 1), m] }), code);
      expect(v.rule).toBe(rule);
      const name = typeof m.name === 'string' && m.name.length <= 80 ? m.name : 'x'.repeat(81);
      expect(v.message.startsWith(`module 2 "${name}"`), v.message).toBe(true);
    }
  });

  it('the name is trimmed in the label; a blank or missing name leaves the place alone', () => {
    const padded = only(validateCreation({ race: 'HUMAN', modules: [mod('  Arc  ', 2, 4)] }), 'RANK_ABOVE_CREATION_MAX');
    expect(padded.message.startsWith('module 1 "Arc": rank 4')).toBe(true);
    const blank = only(validateCreation({ race: 'HUMAN', modules: [mod('Arc', 2, 1), mod('   ', 2, 1)] }), 'MODULE_NAME_EMPTY');
    expect(blank.rule).toBe(CREATION_RULES.name);
    expect(blank.message.startsWith('module 2:')).toBe(true);
    // A name that is not text at all (an untyped client) is an empty name, not a crash.
    const missing = only(validateCreation({ race: 'HUMAN', modules: [mod(42, 2, 1)] }), 'MODULE_NAME_EMPTY');
    expect(missing.message.startsWith('module 1:')).toBe(true);
  });

  it('a repeated module names the first one it repeats', () => {
    const v = only(validateCreation({ race: 'HUMAN', modules: [mod('Arc', 2, 1), mod(' arc ', 2, 1)] }), 'DUPLICATE_MODULE');
    expect(v.rule).toBe(CREATION_RULES.duplicate);
    expect(v.message.startsWith('module 2 "arc" repeats "Arc"')).toBe(true);
  });

  it('a racial module bought with another scope or polarity names the racial one, both ways', () => {
    const v = only(validateCreation({ race: 'TIFIN', modules: [mod('agile', 3, 1, 'NEGATIVE')] }), 'RACIAL_MODULE_MISMATCH');
    expect(v.rule).toBe(CREATION_RULES.racialMatch);
    expect(v.message).toContain('module 1 "agile" names the racial module "Agile" (positive, scope 5) but is negative, scope 3');
  });
});

describe('the numbers of a refusal', () => {
  it('ranks above the creation maximum: racial and bought ranks are told apart only when there are racial ranks', () => {
    const tifin = only(validateCreation({ race: 'TIFIN', modules: [mod('Agile', 5, 3)] }), 'RANK_ABOVE_CREATION_MAX');
    expect(tifin.message).toContain('rank 4 (1 racial + 3 bought) is above 3');
    const human = only(validateCreation({ race: 'HUMAN', modules: [mod('Agile', 5, 4)] }), 'RANK_ABOVE_CREATION_MAX');
    expect(human.message).toContain('rank 4 is above 3');
    expect(human.message).not.toContain('racial');
  });

  it('the shortfall is positive; the cap on negative modules is told only when it bit', () => {
    // 60 spent on four modules, 40 earned.
    const bought = [mod('Force', 5, 3), mod('Escrime', 5, 3), mod('Arc', 5, 3), mod('Chasse', 5, 3)];
    const over = (negatives: CreationModule[]) => only(validateCreation({ race: 'HUMAN', modules: [...bought, ...negatives] }), 'INSUFFICIENT_EXPERIENCE');
    expect(over([]).message).toMatch(/: 20 XP short$/);
    // Negative modules worth exactly the cap (10): not capped; 1 XP more is.
    const atCap = over([mod('Peur', 5, 2, 'NEGATIVE')]).message;
    expect(atCap).toMatch(/negative modules 10\): 10 XP short$/);
    const capped = over([mod('Peur', 5, 2, 'NEGATIVE'), mod('Vertige', 1, 1, 'NEGATIVE')]).message;
    expect(capped).toMatch(/negative modules 10, capped from 11\): 10 XP short$/);
  });

  it('an unknown race is named by its key, given as a key or as a race', () => {
    const byKey = only(validateCreation({ race: 'ORC', modules: [mod('Force', 1, 1)] }), 'UNKNOWN_RACE');
    expect(byKey.rule).toBe(CREATION_RULES.race);
    expect(byKey.message).toContain('"ORC"');
    const asRace = { ...findRace('HUMAN')!, key: 'ORC' } as unknown as CreationInput['race'];
    expect(only(validateCreation({ race: asRace, modules: [mod('Force', 1, 1)] }), 'UNKNOWN_RACE').message).toContain('"ORC"');
    // A module named like nothing racial, under no known race, is simply bought: one refusal.
    expect(refused(validateCreation({ race: 'ORC', modules: [mod('Agile', 5, 1)] })).map((x) => x.code)).toEqual(['UNKNOWN_RACE']);
  });

  it('a bad budget is named with its value', () => {
    const v = only(validateCreation({ race: 'HUMAN', modules: [], budget: 2.5 }), 'INVALID_BUDGET');
    expect(v.rule).toBe(CREATION_RULES.budget);
    expect(v.message).toContain('2.5');
  });
});
