/**
 * Limits refuse with the status docs/http.md §Limits says, under every media type a client
 * accepts (issue 38 item 13): a query limit 400 (TOO_MANY_INTROSPECTIONS was a 200 to a client
 * accepting application/json, or nothing in particular), and sign-ins aliased past the
 * per-address limit 429 with Retry-After and `extensions.retryAfter`, nothing of the operation
 * run (each alias past the limit was a 200 field error).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';

const LIMIT = 3;

interface Body {
  data?: Record<string, { __typename?: string; code?: string } | null>;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

describe('limit refusals answer 400 / 429 whatever the client accepts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(BACKENDS[0]!, { signInLimit: LIMIT });
  });
  afterAll(async () => app?.close());

  const post = (query: string, headers: Record<string, string> = {}) =>
    app.fetch('http://localhost:4000/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

  it('a query limit is 400 with its code for application/json, graphql-response+json and no Accept at all', async () => {
    const twoIntrospections = '{ a: __schema { queryType { name } } b: __schema { queryType { name } } }';
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: signInStatus`).join(' ')} }`;
    for (const accept of ['application/json', 'application/graphql-response+json', null]) {
      for (const [query, code] of [
        [twoIntrospections, 'TOO_MANY_INTROSPECTIONS'],
        [aliases, 'TOO_MANY_ALIASES'],
      ] as const) {
        const res = await post(query, accept ? { accept } : {});
        expect(res.status, `${code} accept ${accept}`).toBe(400);
        const body = (await res.json()) as Body;
        expect(body.data).toBeUndefined();
        expect(body.errors?.[0]?.extensions?.code).toBe(code);
      }
    }
    // A document that does not fit the schema keeps GraphQL over HTTP's legacy 200 for application/json.
    expect((await post('{ nope }', { accept: 'application/json' })).status).toBe(200);
    expect((await post('{ nope }', { accept: 'application/graphql-response+json' })).status).toBe(400);
  });

  it(`sign-ins aliased past the limit of ${LIMIT} from one address: 429, Retry-After, nothing run`, async () => {
    const tries = (n: number) => `mutation { ${Array.from({ length: n }, (_, i) => `t${i}: signInWithRecoveryCode(input: { code: "AAAA-AAAA-AAAA-AAA${i}" }) { __typename ... on Error { code } }`).join(' ')} }`;
    const sessions = async () =>
      Number(((await app.alongside(() => app.database.db.execute(sql`select count(*)::int as n from sessions`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const before = await sessions();
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const refused = await post(tries(12), { accept, 'x-test-client': `10.38.0.${accept.length}` });
      expect(refused.status, accept).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await refused.json()) as Body;
      expect(body.data).toBeUndefined();
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    }
    // Within the limit: every alias answered, each refusal its own (a fresh address).
    const within = await post(tries(LIMIT), { 'x-test-client': '10.38.1.1' });
    expect(within.status).toBe(200);
    const answered = (await within.json()) as Body;
    expect(Object.values(answered.data!).map((v) => v?.code)).toEqual(Array(LIMIT).fill('RECOVERY_CODE_UNKNOWN'));
    // The count is spent: the next lone try from that address is 429.
    expect((await post(tries(1), { 'x-test-client': '10.38.1.1' })).status).toBe(429);
    expect(await sessions()).toBe(before);
  });
});
