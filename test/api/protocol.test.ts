/**
 * GraphQL over HTTP conformance and error shapes (issue 22, items 10–16 and 27), through
 * `yoga.fetch`: statuses, headers and bodies as a client reads them. The Worker's side is in
 * test/e2e/worker.test.ts and test/e2e/worker-no-database.test.ts.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.js';
import type { Clock } from '../../src/primitives/clock.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import { seededRng } from '../../src/rules/dice.js';
import { pgliteBackend } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, signUp, table } from '../support/flows.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

interface Body {
  data?: any;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

describe('GraphQL over HTTP: statuses, codes and shapes', () => {
  let app: TestApp;
  /** A raw request to the app, as a client sends it. */
  let request: (init: { method?: string; query?: Record<string, string>; body?: string; headers?: Record<string, string> }) => Promise<Response>;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    request({ method: 'POST', body: JSON.stringify(payload), headers: { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE, ...headers } });

  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
    request = ({ method = 'GET', query, body, headers }) =>
      app.fetch(`http://test/graphql${query ? `?${new URLSearchParams(query)}` : ''}`, { method, headers: { accept: GRAPHQL_RESPONSE, ...headers }, ...(body ? { body } : {}) });
  });
  afterAll(async () => app?.close());
  afterEach(() => vi.restoreAllMocks());

  describe('item 10: a refused credential is 401 UNAUTHENTICATED', () => {
    it('a key that matches nobody: 401 with WWW-Authenticate, no data, under both media types', async () => {
      for (const accept of [GRAPHQL_RESPONSE, 'application/json']) {
        const res = await post({ query: '{ me { id } }' }, { authorization: 'Bearer sms_nobody', accept });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
        const body = (await res.json()) as Body;
        expect(body.data).toBeUndefined();
        expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      }
    });

    it('a malformed Authorization header is refused, not read as anonymous', async () => {
      const { apiKey } = await signUp(app, 'Header');
      for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', `Bearer ${apiKey} ${apiKey}`, `Token ${apiKey}`, `Bearer ${apiKey},x`]) {
        const res = await post({ query: '{ me { id } }' }, { authorization: header });
        expect(res.status, header).toBe(401);
        const body = (await res.json()) as Body;
        expect(body.errors?.[0]?.extensions?.code, header).toBe('UNAUTHENTICATED');
        expect(body.errors?.[0]?.message).not.toContain(apiKey);
      }
      // The scheme is case-insensitive (RFC 9110), and an empty header is "signed out", as clients send it.
      expect(((await (await post({ query: '{ me { name } }' }, { authorization: `bearer ${apiKey}` })).json()) as Body).data.me.name).toBe('Header');
      const empty = await post({ query: '{ me { id } }' }, { authorization: '' });
      expect(empty.status).toBe(200);
      expect(((await empty.json()) as Body).data).toEqual({ me: null });
    });
  });

  describe('item 12: depth is counted on the flattened selection', () => {
    const deep = (last: string) => `query($id: ID!) { campaign(id: $id) { ...Party } }
      fragment Party on Campaign { characters(first: 1) { edges { node { ...Pc } } } }
      fragment Pc on Character { ... on Character { campaign { characters(first: 1) { edges { node { ...Owner } } } } } }
      fragment Owner on Character { ${last} }`;

    it('ten levels written through named and inline fragments pass, as the same fields inline do', async () => {
      const { gm, campaign } = await table(app);
      const inline = await post({ query: `query($id: ID!) { campaign(id: $id) { characters(first: 1) { edges { node { campaign { characters(first: 1) { edges { node { owner { name } } } } } } } } } }`, variables: { id: campaign.id } }, { authorization: `Bearer ${gm.apiKey}` });
      expect(inline.status).toBe(200);
      const fragments = await post({ query: deep('owner { name }'), variables: { id: campaign.id } }, { authorization: `Bearer ${gm.apiKey}` });
      expect(fragments.status).toBe(200);
      expect(((await fragments.json()) as Body).errors).toBeUndefined();
    });

    it('eleven levels are still refused through fragments', async () => {
      const { gm, campaign } = await table(app);
      const res = await post({ query: deep('owner { campaigns(first: 1) { edges { cursor } } }'), variables: { id: campaign.id } }, { authorization: `Bearer ${gm.apiKey}` });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Body).errors?.[0]?.extensions?.code).toBe('QUERY_TOO_DEEP');
    });
  });

  describe('item 13: malformed GET parameters are a typed 400, never a 500', () => {
    it('variables or extensions that are not JSON: 400 BAD_REQUEST, nothing logged as a failure', async () => {
      const logged = vi.spyOn(console, 'error');
      for (const params of [{ variables: '{bad' }, { extensions: '{bad' }, { variables: '[1,' }] as Record<string, string>[]) {
        const res = await request({ query: { query: '{ __typename }', ...params } });
        expect(res.status, JSON.stringify(params)).toBe(400);
        const body = (await res.json()) as Body;
        expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_REQUEST']);
        expect(JSON.stringify(body)).not.toMatch(/originalError|stack|\.js:\d+/);
      }
      // A client accepting only application/json: GraphQL over HTTP's legacy 200, as for a POST body that is not JSON.
      const legacy = await request({ query: { query: '{ __typename }', variables: '{bad' }, headers: { accept: 'application/json' } });
      expect(legacy.status).toBe(200);
      expect(((await legacy.json()) as Body).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      // The SSE path (GET with Accept: text/event-stream) reads the same parameters.
      const sse = await request({ query: { query: 'subscription { __typename }', variables: '{bad' }, headers: { accept: 'text/event-stream' } });
      expect(sse.status).toBe(400);
      expect(await sse.text()).toContain('BAD_REQUEST');
      expect(logged).not.toHaveBeenCalled();
    });
  });

  describe('item 14: every error has a stable code, a bounded message and no originalError', () => {
    it('node(id:) with a malformed id: 400 BAD_USER_INPUT, the id not echoed, however long', async () => {
      const huge = 'x'.repeat(1_000_000);
      for (const id of ['not-base64-%%%', huge, Buffer.from('no-colon').toString('base64')]) {
        const res = await post({ query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id } });
        const text = await res.text();
        expect(text.length).toBeLessThan(1000);
        // Refused before execution (the cost model reads the decoded arguments), like a bad page size.
        expect(res.status).toBe(400);
        const body = JSON.parse(text) as Body;
        expect(body.data).toBeUndefined();
        expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
        expect(text).not.toContain(id.slice(0, 20));
      }
    });

    it('an id of no Node type (__proto__, constructor, Query) names nothing: null, no error', async () => {
      for (const typename of ['__proto__', 'constructor', 'Query', 'toString', 'Unknown']) {
        const id = Buffer.from(`${typename}:00000000-0000-4000-8000-000000000000`).toString('base64');
        const body = (await (await post({ query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id } })).json()) as Body;
        expect(body, typename).toEqual({ data: { node: null } });
      }
    });

    it('variable coercion errors carry BAD_USER_INPUT and do not echo a large value', async () => {
      const res = await post({ query: 'query($n: Int!) { odds(score: $n, die: 6) { __typename } }', variables: { n: 'y'.repeat(100_000) } });
      const text = await res.text();
      expect(text.length).toBeLessThan(1000);
      const body = JSON.parse(text) as Body;
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('a body that is not JSON: 400 BAD_REQUEST without originalError', async () => {
      const res = await request({ method: 'POST', body: '{bad', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as Body;
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_REQUEST']);
      expect(JSON.stringify(body)).not.toContain('originalError');
    });

    it('Yoga’s development mode never shows originalError (NODE_ENV=development, as wrangler dev sets it)', async () => {
      vi.stubEnv('NODE_ENV', 'development');
      try {
        const res = await request({ query: { query: '{ __typename }', variables: '{bad' } });
        expect(JSON.stringify(await res.json())).not.toMatch(/originalError|stack/);
        // An unexpected error in a resolver: masked, code INTERNAL_SERVER_ERROR, no cause shown.
        const yoga = createApp({ rollKeys: () => developmentRollKeys(),
          db: () => {
            throw new Error('secret cause');
          },
          rng: seededRng(1),
          clock: app.clock,
          signUpLimiter: () => inProcessLimiter({ limit: 1, windowMs: 60_000, clock: app.clock as Clock }),
        });
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const masked = (await (await yoga.fetch('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { id } }"}' })).json()) as Body;
        expect(masked.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
        expect(JSON.stringify(masked)).not.toMatch(/originalError|secret cause|stack/);
      } finally {
        vi.unstubAllEnvs();
      }
    });
  });

  it('item 15: graphql-sse single connection mode is not served: its PUT reservation is refused (docs/live.md)', async () => {
    const res = await app.fetch('http://test/graphql', { method: 'PUT' });
    expect(res.status).toBe(405);
  });

  describe('item 15: nodes(ids:)', () => {
    it('answers each id in order, null where the caller may not see, through the same loaders as node', async () => {
      const { gm, player, campaign } = await table(app);
      const pc = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Pim' })).character;
      const other = await table(app);
      const hidden = (await createSmsCharacter(app, other.player.apiKey, other.campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Hid' })).character;
      const query = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Character { name } } }`;
      const res = await app.gql(query, { ids: [pc.id, hidden.id, pc.id] }, gm.apiKey);
      expect(res.errors).toBeUndefined();
      expect(res.data.nodes).toEqual([{ __typename: 'Character', id: pc.id, name: 'Pim' }, null, { __typename: 'Character', id: pc.id, name: 'Pim' }]);
      // Several types in one call: each type's loader once, batched; the whole within the budget (≤ 3 statements).
      const mixed = await app.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, { ids: [campaign.id, pc.id, gm.userId] }, gm.apiKey);
      expect(mixed.data.nodes).toEqual([
        { __typename: 'Campaign', id: campaign.id },
        { __typename: 'Character', id: pc.id },
        { __typename: 'User', id: gm.userId },
      ]);
      const proto = Buffer.from('__proto__:x').toString('base64');
      expect((await app.gql(query, { ids: [proto, pc.id] }, gm.apiKey)).data.nodes).toEqual([null, { __typename: 'Character', id: pc.id, name: 'Pim' }]);
    });

    it('takes at most 100 ids: more is refused before anything runs (400, BAD_USER_INPUT)', async () => {
      const ids = Array.from({ length: 101 }, () => Buffer.from('Character:00000000-0000-4000-8000-000000000000').toString('base64'));
      const res = await post({ query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as Body;
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toMatch(/at most 100/);
    });
  });
});

describe('item 11: a refused sign-up is 429 with Retry-After', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend, { signUpLimit: 1 });
  });
  afterAll(async () => app?.close());

  const post = (query: string) =>
    app.fetch('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE }, body: JSON.stringify({ query }) });

  it('when signUp is the whole operation: 429, Retry-After until the window ends; extensions.retryAfter', async () => {
    app.clock.advance(60_000 - (app.clock.now().getTime() % 60_000) + 15_000); // 15 s into a window
    expect((await post('mutation { signUp(input: { name: "First" }) { __typename } }')).status).toBe(200);
    const refused = await post('mutation { signUp(input: { name: "Second" }) { __typename } }');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    const body = (await refused.json()) as Body;
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 45 });
  });

  it('with other fields in the operation: still 429, nothing of it run (issue 38 item 13: the tries are counted before any field runs)', async () => {
    // Through a fragment too: what counts is the root fields the operation runs.
    const viaFragment = await post('mutation { ...Join } fragment Join on Mutation { signUp(input: { name: "Frag" }) { __typename } }');
    expect(viaFragment.status).toBe(429);
    // Before issue 38 this was 200 with `signUp: null` beside the other field's data.
    const res = await post('mutation { ... on Mutation { __typename } signUp(input: { name: "Third" }) { __typename } }');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as Body;
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
  });
});

describe('item 11 on Workers: the Retry-After of the Rate Limiting binding', () => {
  it('is the binding’s period in wrangler.toml (the binding does not say when its window ends)', () => {
    const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
    const worker = readFileSync(new URL('../../src/worker.ts', import.meta.url), 'utf8');
    const period = toml.match(/name = "SIGNUP_LIMITER"[\s\S]*?period = (\d+)/)?.[1];
    expect(period).toBeDefined();
    expect(worker.match(/const SIGNUP_LIMIT_PERIOD_SECONDS = (\d+);/)?.[1]).toBe(period);
  });
});
