/**
 * A plain `wrangler dev` with no database bound (issue 22, items 16 and 27): the probes and the
 * API say DATABASE_UNAVAILABLE (503, Retry-After) instead of a 500 with a stack, the public
 * fields that need no database keep answering, and errors are masked as on Node although
 * wrangler dev sets NODE_ENV=development (Yoga's development mode would show `originalError`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Started, startProcess, waitForHttp } from '../support/processes.js';
import { WORKER_BUILD_MS, workerBuilt } from '../support/worker-build.js';

interface Body {
  data?: any;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

describe('wrangler dev without a database', () => {
  let wrangler: Started;
  let base: string;

  beforeAll(async () => {
    await workerBuilt();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    wrangler = startProcess(
      'npx',
      ['wrangler', 'dev', '--bundle', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()), '--persist-to', `/tmp/wrangler-nodb-${process.pid}`, '--show-interactive-dev-session=false'],
      // No DATABASE_URL anywhere: not in the environment wrangler might read, not as a var.
      { DATABASE_URL: '', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    );
    await waitForHttp(`${base}/healthz`, wrangler, 90_000);
  }, WORKER_BUILD_MS + 120_000);
  afterAll(async () => wrangler?.stop());

  const post = async (query: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers }, body: JSON.stringify({ query }) });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  it('/readyz: 503 DATABASE_UNAVAILABLE with Retry-After; /healthz: 200', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toMatchObject({ status: 'unavailable', code: 'DATABASE_UNAVAILABLE' });
  });

  it('an operation that needs the database: 503 DATABASE_UNAVAILABLE, no stack', async () => {
    for (const [query, headers] of [
      ['{ me { id } }', { authorization: 'Bearer sms_somebody' }],
      ['mutation { signUp(input: { name: "Nobody" }) { __typename } }', {}],
    ] as const) {
      const res = await post(query, headers);
      expect(res.status, query).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const body = JSON.parse(res.text) as Body;
      expect(body.errors?.[0]?.extensions?.code).toBe('DATABASE_UNAVAILABLE');
      expect(res.text).not.toMatch(/originalError|stack|\.ts:\d+|\.js:\d+/);
    }
  });

  it('public fields that need no database keep answering', async () => {
    const res = await post('{ __typename races(ruleset: SMS) { key } odds(score: 10, die: 6) { __typename } parseModules(text: "Escrime 2+2") { __typename } }');
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text) as Body;
    expect(body.errors).toBeUndefined();
    expect(body.data.__typename).toBe('Query');
    expect(body.data.races.length).toBeGreaterThan(0);
  });

  it('errors are masked as on Node: a malformed GET is a 400 with no originalError', async () => {
    const res = await fetch(`${base}/graphql?query=${encodeURIComponent('{ __typename }')}&variables=%7Bbad`, { headers: { accept: 'application/graphql-response+json' } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect((JSON.parse(text) as Body).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(text).not.toMatch(/originalError|stack/);
  });
});
