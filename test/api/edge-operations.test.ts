/**
 * The edge bench (bench/edge-operations.ts) claims to time every operation of issue #11's table,
 * each sample a real success. This runs its setup and each operation twice in a row on the test
 * app (repeated: the second sample must still succeed after the first one's clean-up), without
 * timing anything, and checks the list is the issue's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, OPERATION_NAMES, setUpEdgeTable } from '../../bench/edge-table.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';

describe.each(BACKENDS)('edge bench operations on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test("every operation of the issue's table, each repeatable: two samples in a row both succeed", async () => {
    const api = (query: string, variables: Record<string, unknown>, apiKey?: string) => app.gql(query, variables, apiKey);
    const operations = await setUpEdgeTable(api);
    expect(operations.map((o) => o.name)).toEqual([...OPERATION_NAMES]);
    for (const operation of operations) {
      for (let i = 0; i < 2; i++) {
        const sample = await operation.prepare();
        const answer = await app.gql(sample.query, sample.variables, sample.apiKey);
        expect(failureOf(answer, sample.expect), `${operation.name}, sample ${i + 1}`).toBeNull();
        await sample.after?.(answer);
      }
    }
  });

  test('a refusal is a failure, never a sample', () => {
    expect(failureOf({ data: { castSpell: { __typename: 'RuleViolation', code: 'ONE_SPELL_BETWEEN_ACTIONS' } } }, 'CastSpellPayload')).toMatch(/^RuleViolation/);
    expect(failureOf({ errors: [{ message: 'no' }] }, 'User')).toMatch(/no/);
    expect(failureOf({ data: { me: { __typename: 'User' } } }, 'User')).toBeNull();
  });
});
