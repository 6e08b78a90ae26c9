/** Hardening: sign-up rate limit, query shape limits (depth, aliases, tokens, directives, cost), masked errors. */
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { getNamedType, type GraphQLInterfaceType, isLeafType, isNonNullType, isObjectType, type GraphQLObjectType, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import type { Clock } from '../../src/primitives/clock.js';
import { schema } from '../../src/graphql/schema.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import { seededRng } from '../../src/rules/dice.js';
import { pgliteBackend } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, signUp, table } from '../support/flows.js';
import { everyField } from '../support/relay-screen.js';
import { QUERY_LIMITS } from '../../src/http/query-limits.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

describe('limits', () => {
  let app: TestApp;
  /** The same app, answering raw HTTP: to see statuses and content types. */
  let http: (body: { query: string; variables?: Record<string, unknown> }, apiKey?: string) => Promise<Response>;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend, { signUpLimit: 3 });
    const yoga = createApp({ rollKeys: () => developmentRollKeys(),
      db: () => app.database.db,
      rng: seededRng(1),
      clock: app.clock,
      signUpLimiter: () => inProcessLimiter({ limit: 10_000, windowMs: 60_000, clock: app.clock as Clock }),
    });
    http = (body, apiKey) =>
      Promise.resolve(
        yoga.fetch('http://test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE, ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify(body),
        }),
      );
  });
  afterAll(async () => app?.close());

  /** A refused query: HTTP 400, GraphQL-over-HTTP content type, no data, the limit's code. */
  async function expectRefused(res: Response, code: string) {
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain(GRAPHQL_RESPONSE);
    const body = (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    expect(body.errors?.[0]?.message).not.toMatch(/^Syntax Error/);
    return body;
  }

  it('rate limits sign-up per client, then lets it through in the next window', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await app.gql(`mutation { signUp(input: { name: "U${i}" }) { __typename } }`));
    expect(results.slice(0, 3).every((r) => r.data?.signUp.__typename === 'SignUpPayload')).toBe(true);
    expect(results[3]!.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    app.clock.advance(61_000);
    const again = await app.gql(`mutation { signUp(input: { name: "Later" }) { __typename } }`);
    expect(again.data.signUp.__typename).toBe('SignUpPayload');
  });

  it('refuses a query nested deeper than 10 levels before running it: 400, QUERY_TOO_DEEP', async () => {
    app.clock.advance(61_000);
    const { gm, campaign } = await table(app);
    const nest = (depth: number): string => (depth === 0 ? 'id' : `campaign { characters(first: 1) { edges { node { ${nest(depth - 1)} } } } }`);
    const res = await http({ query: `query($id: ID!) { campaign(id: $id) { characters(first: 1) { edges { node { ${nest(3)} } } } } }`, variables: { id: campaign.id } }, gm.apiKey);
    const body = await expectRefused(res, 'QUERY_TOO_DEEP');
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses too many aliases, tokens or directives with their own codes', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: races(ruleset: SMS) { key }`).join(' ');
    await expectRefused(await http({ query: `{ ${aliases} }` }), 'TOO_MANY_ALIASES');
    const tokens = Array.from({ length: 1100 }, () => '__typename').join(' ');
    await expectRefused(await http({ query: `{ ${tokens} }` }), 'TOO_MANY_TOKENS');
    const directives = Array.from({ length: 51 }, () => '@include(if: true)').join(' ');
    await expectRefused(await http({ query: `{ __typename ${directives} }` }), 'TOO_MANY_DIRECTIVES');
  });

  it('every connection of the schema at first: 100 with its scalar fields passes the limits and runs', async () => {
    app.clock.advance(61_000);
    const { gm, player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] });
    const ids: Record<string, string> = { Campaign: campaign.id, Character: character.id, User: gm.userId };
    const scalars = (type: GraphQLObjectType) =>
      Object.values(type.getFields())
        .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)))
        // A whole campaign's roll export (cost 50) is not a list column: fetched one at a time.
        .filter((f) => f.name !== 'rollExport')
        .map((f) => f.name)
        .join(' ');
    let checked = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const connection = getNamedType(field.type);
        if (!isObjectType(connection) || !connection.name.endsWith('Connection') || !field.args.some((a) => a.name === 'first')) continue;
        // Every connection hangs off a node the GM can see; a new one would need an id here.
        expect(ids[type.name], `${type.name}.${field.name}: add a ${type.name} id to this test`).toBeDefined();
        const edge = getNamedType(connection.getFields().edges!.type) as GraphQLObjectType;
        const node = getNamedType(edge.getFields().node!.type) as GraphQLObjectType;
        const query = `query($id: ID!) { node(id: $id) { ... on ${type.name} { ${field.name}(first: 100) {
          edges { cursor node { ${scalars(node)} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }`;
        const res = await app.gql(query, { id: ids[type.name] }, gm.apiKey);
        expect(res.errors, `${type.name}.${field.name}: ${JSON.stringify(res.errors)}`).toBeUndefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it('a GM screen (20 characters × their open requests, sheets with modules, wounds and fatigue) fits', async () => {
    app.clock.advance(61_000);
    const { gm, campaign } = await table(app);
    const screen = `query($id: ID!) { campaign(id: $id) { id name characters(first: 20) { edges { node { id name kind status version
      sheet { __typename ... on SmsSheet { notation experience { earned spent available } modules { id name scope polarity rank source }
        wounds { id nature severity rank } fatigue { passing lasting persistent } } }
      actionRequests(status: OPEN, first: 5) { edges { node { id status createdAt } } } } } } } }`;
    const res = await app.gql(screen, { id: campaign.id }, gm.apiKey);
    expect(res.errors).toBeUndefined();
    expect(res.data.campaign.id).toBe(campaign.id);
  });

  it('a Relay screen of every field to depth 3 at pages of 25 costs less than the limit, from every root and every Node type (issue 38 item 15)', () => {
    const id = (type: string) => Buffer.from(`${type}:00000000-0000-4000-8000-000000000000`).toString('base64');
    const documents: [string, string][] = [
      ['me', `{ me { ${everyField(schema, schema.getType('User')!, 3, 25)} } }`],
      ['campaign', `query($id: ID!) { campaign(id: $id) { ${everyField(schema, schema.getType('Campaign')!, 3, 25)} } }`],
      ['character', `query($id: ID!) { character(id: $id) { ${everyField(schema, schema.getType('Character')!, 3, 25)} } }`],
      ...schema
        .getPossibleTypes(schema.getType('Node') as GraphQLInterfaceType)
        .map((t): [string, string] => [t.name, `query($id: ID!) { node(id: $id) { ... on ${t.name} { ${everyField(schema, t, 3, 25)} } } }`]),
    ];
    const costs: Record<string, number> = {};
    for (const [root, query] of documents) {
      const document = parse(query);
      expect(validate(schema, document), root).toEqual([]);
      const variables = root === 'me' ? {} : { id: id(root === 'campaign' ? 'Campaign' : root === 'character' ? 'Character' : root) };
      costs[root] = complexityFromQuery(document, { schema, variables, ctx: {} }).complexity;
    }
    const over = Object.entries(costs).filter(([, cost]) => cost > QUERY_LIMITS.maxCost);
    expect(over).toEqual([]);
    // The largest is `me`: every campaign at 25 with each of its lists at 25. Before the recalibration it cost 22,130 against 5,000.
    expect(costs.me).toBeGreaterThan(10_000);
  });

  it('refuses an abusive nested query by cost (also when the page size is a variable): 400, QUERY_TOO_COMPLEX', async () => {
    app.clock.advance(61_000);
    const { gm, campaign } = await table(app);
    const nested = `query($id: ID!, $n: Int) { campaign(id: $id) { characters(first: $n) { edges { node { id
      rolls(first: $n) { edges { node { id } } } experienceLedger(first: $n) { edges { node { id } } } } } } } }`;
    // Small pages first, on the same server: the document is then validated and cached, and
    // the same document with large pages must still be refused (the cost depends on $n).
    const small = await http({ query: nested, variables: { id: campaign.id, n: 5 } }, gm.apiKey);
    expect(small.status).toBe(200);
    expect(((await small.json()) as { errors?: unknown }).errors).toBeUndefined();
    const body = await expectRefused(await http({ query: nested, variables: { id: campaign.id, n: 100 } }, gm.apiKey), 'QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toMatch(/cost .* above the limit of 15000/);
    // A client that accepts only application/json gets GraphQL over HTTP's legacy 200, same error.
    const legacy = await app.gql(nested, { id: campaign.id, n: 100 }, gm.apiKey);
    expect(legacy.data).toBeUndefined();
    expect(legacy.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    // Verdicts are remembered per document AND variables (src/http/query-limits.ts): small pages still pass.
    const again = await app.gql(nested, { id: campaign.id, n: 5 }, gm.apiKey);
    expect(again.errors).toBeUndefined();
  });

  it('refuses a page beyond 100 before running anything (first/last, literal or variable): 400, BAD_USER_INPUT', async () => {
    app.clock.advance(61_000);
    const { gm, campaign } = await table(app);
    const query = `query($id: ID!, $n: Int) { campaign(id: $id) { characters(first: $n) { edges { node { id } } } } }`;
    const body = await expectRefused(await http({ query, variables: { id: campaign.id, n: 101 } }, gm.apiKey), 'BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/"first" must be from 0 to 100/);
    await expectRefused(await http({ query: `query($id: ID!) { campaign(id: $id) { rolls(last: 500) { edges { cursor } } } }`, variables: { id: campaign.id } }, gm.apiKey), 'BAD_USER_INPUT');
    const hundred = await app.gql(query, { id: campaign.id, n: 100 }, gm.apiKey);
    expect(hundred.errors).toBeUndefined();
  });

  it('masks unexpected errors: a malformed global ID never leaks a stack', async () => {
    app.clock.advance(61_000);
    const { apiKey } = await signUp(app, 'Masked');
    const res = await app.gql(`{ node(id: "not-base64-%%%") { id } }`, {}, apiKey);
    const text = JSON.stringify(res);
    expect(text).not.toMatch(/\.ts:\d+|node_modules|at Object\./);
  });
});
