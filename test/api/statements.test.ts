/**
 * Every operation has a statement budget (issue #11: round trips are the cost at the edge).
 * The budgets are checked by every API test file for the operations it runs
 * (test/support/statement-budget.ts); this file checks that no Query or Mutation field is
 * left without one, and that the budget names nothing the schema no longer has.
 */
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestApp, startTestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { table } from '../support/flows.js';
import { readBudget } from '../support/statement-budget.js';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const operations = [
  ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `Query.${f}`),
  ...Object.keys(schema.getMutationType()!.getFields()).map((f) => `Mutation.${f}`),
];
const budget = readBudget();

describe('statement budgets', () => {
  test('every Query and Mutation field has a budget, measured by the tests that run it', () => {
    expect(operations.filter((op) => budget[op] === undefined)).toEqual([]);
  });

  test('the budget names only fields the schema has', () => {
    expect(Object.keys(budget).filter((op) => !operations.includes(op))).toEqual([]);
  });

  test('the edge target: at most 3 statements per operation, authentication included', () => {
    const over = Object.entries(budget)
      .filter(([, n]) => n > 3)
      .map(([op, n]) => `${op}: ${n}`);
    // Printed, not asserted: the remaining ones are the debt listed in docs/edge.md. The
    // budget file only goes down; each test file fails an operation that goes up.
    if (over.length) console.log(`[statements] ${over.length} of ${operations.length} operations above 3:\n  ${over.join('\n  ')}`);
    expect(Object.values(budget).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
  });
});

// The few operations no other suite runs as a request of their own, so that they are measured
// too (the budgets come from requests with a single root field).
describe('operations measured here', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
  });
  afterAll(async () => app?.close());

  test('printModules writes the notation of the modules it is given', async () => {
    const printed = await app.gql(`query { printModules(modules: [{ name: "Force", scope: 5, polarity: POSITIVE, rank: 2 }]) }`);
    expect(printed.errors).toBeUndefined();
    expect(printed.data.printModules).toMatch(/Force/);
  });

  test('magicCatalogue lists a variant’s predefined modules', async () => {
    const catalogue = await app.gql(`query { magicCatalogue(variant: ALMERA) { variant modules { key variant } } }`);
    expect(catalogue.errors).toBeUndefined();
    expect(catalogue.data.magicCatalogue.variant).toBe('ALMERA');
    expect(catalogue.data.magicCatalogue.modules.length).toBeGreaterThan(0);
    expect(catalogue.data.magicCatalogue.modules.every((m: { variant: string }) => m.variant === 'ALMERA')).toBe(true);
  });

  test('rotateInboundSecret: the GM gets a new secret, a player is refused', async () => {
    const { gm, player, campaign } = await table(app);
    const rotate = `mutation($id: ID!) { rotateInboundSecret(input: { campaignId: $id }) { __typename ... on RotateInboundSecretPayload { secret path } } }`;
    const first = await app.gql(rotate, { id: campaign.id }, gm.apiKey);
    const second = await app.gql(rotate, { id: campaign.id }, gm.apiKey);
    expect(first.data.rotateInboundSecret.path).toBe(`/webhooks/in/${campaign.id}`);
    expect(second.data.rotateInboundSecret.secret).not.toBe(first.data.rotateInboundSecret.secret);
    const refused = await app.gql(rotate, { id: campaign.id }, player.apiKey);
    expect(refused.data.rotateInboundSecret).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
