/**
 * Round trips are the cost at the edge (issue #11): every SQL statement is one. Each test app
 * attributes the statements of every request with a single root field (authentication
 * included) to that field, and each test file checks them against the committed budget in
 * `test/statement-budget.json` when it ends: an operation that grows past its budget, or one
 * that has no budget yet, fails the file that ran it. `test/api/statements.test.ts` checks that
 * every Query and Mutation field has a budget. Record new budgets with
 * `npm run statements:record` (docs/edge.md).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { type OperationDefinitionNode, parse } from 'graphql';
import { expect } from 'vitest';

export const BUDGET_FILE = new URL('../statement-budget.json', import.meta.url);

/** The most statements seen for each root field, and one request that took that many. */
const observed = new Map<string, { count: number; statements: string[] }>();

/** `Mutation.castSpell` for a request with that single root field; null for anything else. */
export function rootFieldOf(query: string): string | null {
  let operation: OperationDefinitionNode | undefined;
  try {
    const document = parse(query);
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    if (operations.length !== 1 || document.definitions.length !== 1) return null;
    operation = operations[0];
  } catch {
    return null;
  }
  if (!operation || operation.operation === 'subscription') return null;
  const selections = operation.selectionSet.selections;
  if (selections.some((s) => s.kind !== 'Field')) return null;
  const fields = selections.filter((s) => s.kind === 'Field' && s.name.value !== '__typename');
  const field = fields[0];
  if (fields.length !== 1 || !field || field.kind !== 'Field') return null;
  return `${operation.operation === 'mutation' ? 'Mutation' : 'Query'}.${field.name.value}`;
}

/** Only answers that did what was asked count: a refusal or a rule violation stops early. */
export function succeeded(body: { data?: Record<string, unknown> | null; errors?: unknown[] }): boolean {
  if (body.errors?.length || !body.data) return false;
  const values = Object.values(body.data);
  if (values.length !== 1 || values[0] === null) return false;
  const value = values[0] as { __typename?: string } | unknown;
  const typename = typeof value === 'object' && value !== null && '__typename' in value ? String(value.__typename) : '';
  return !/(Violation|Error)$/.test(typename);
}

export function observe(field: string, statements: string[]): void {
  const seen = observed.get(field);
  if (!seen || statements.length > seen.count) observed.set(field, { count: statements.length, statements: [...statements] });
}

export function readBudget(): Record<string, number> {
  return JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Record<string, number>;
}

/** At the end of a test file: every operation it ran stayed within its budget. */
export function checkStatementBudgets(testFile: string | undefined): void {
  if (observed.size === 0) return;
  if (process.env.RECORD_STATEMENTS) {
    const dir = new URL('../../test-artifacts/statements/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    const counts = Object.fromEntries([...observed].map(([field, seen]) => [field, seen.count]));
    writeFileSync(new URL(`${basename(testFile ?? 'file')}-${process.pid}-${Date.now()}.json`, dir), JSON.stringify(counts, null, 2));
    observed.clear();
    return;
  }
  const budget = readBudget();
  const ran = [...observed];
  // Workers share modules across files (isolate: false): each file answers for its own requests only.
  observed.clear();
  const over = ran
    .filter(([field, seen]) => budget[field] === undefined || seen.count > budget[field]!)
    .map(([field, seen]) => `${field}: ${seen.count} statements, budget ${budget[field] ?? 'none'}\n    ${seen.statements.map((s) => s.slice(0, 160)).join('\n    ')}`);
  expect(over, 'operations over their statement budget (test/statement-budget.json; npm run statements:record)').toEqual([]);
}
