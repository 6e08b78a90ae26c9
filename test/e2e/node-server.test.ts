/**
 * The Node server as it runs (`src/server.ts` in its own process) against the real Postgres
 * server, reached through a proxy the test can freeze: malformed requests, the sign-up
 * limiter's client key, the probes, and a database that stops answering (issue #9).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeDatabase } from '../../src/db/node.js';
import { ApolloClient, gql as apolloGql, HttpLink, InMemoryCache } from '@apollo/client';
import { postgresBackend } from '../support/backends.js';
import { printedPort, type Started, startProcess, waitForHttp } from '../support/processes.js';
import { rawRequest } from '../support/raw-http.js';
import { type PausableProxy, startPausableProxy } from '../support/tcp-proxy.js';

const skip = postgresBackend.skipReason;
/** Generous: the server's own bounds are 1–2 s here; this only keeps a hang from hanging the suite. */
const PATIENCE_MS = 20_000;

interface Server {
  base: string;
  port: number;
  process: Started;
}

async function startServer(databaseUrl: string, env: Record<string, string>): Promise<Server> {
  const started = startProcess('node', ['scripts/start.mjs'], {
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DELIVERY_INTERVAL_MS: '0',
    AWARDS_INTERVAL_MS: '0',
    ...env,
  });
  const port = await printedPort(started);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, started);
  return { base, port, process: started };
}

async function gql(server: Server, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(PATIENCE_MS),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

/**
 * The server's limiter counts per clock minute: start a counting test away from a minute's end,
 * so no window turns over in the middle of it (an ordering guard, not a timing assertion).
 */
async function awayFromMinuteEnd() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((r) => setTimeout(r, left + 100));
}

/** POST `size` bytes of JSON in chunks with `transfer-encoding: chunked`; the status line's code, read as soon as it comes. */
function chunkedPost(port: number, path: string, size: number): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (status: number | null) => {
      socket.destroy();
      resolve(status);
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      answer += chunk;
      const match = answer.match(/^HTTP\/1\.1 (\d{3})/);
      if (match) done(Number(match[1]));
    });
    socket.on('error', () => done(answer.match(/^HTTP\/1\.1 (\d{3})/) ? Number(RegExp.$1) : null));
    socket.on('close', () => done(null));
    socket.on('connect', async () => {
      socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`);
      const prefix = '{"query":"{ __typename }","variables":{"pad":"';
      let sent = 0;
      const chunk = 'x'.repeat(64 * 1024);
      socket.write(`${prefix.length.toString(16)}\r\n${prefix}\r\n`);
      while (sent < size && !socket.destroyed) {
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        sent += chunk.length;
        await new Promise((r) => setImmediate(r));
      }
      if (!socket.destroyed) socket.write('3\r\n"}}\r\n0\r\n\r\n');
    });
  });
}

const SIGN_UP = `mutation { signUp(input: { name: "Ana" }) { __typename ... on SignUpPayload { apiKey } } }`;

/** The database URL, but through the proxy. */
function through(proxy: PausableProxy, url: string): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}

function target(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname === 'localhost' ? '127.0.0.1' : parsed.hostname, port: Number(parsed.port || 5432) };
}

describe.skipIf(skip)('the Node server process', () => {
  let database: NodeDatabase & { url?: string };
  let proxy: PausableProxy;
  let server: Server;

  beforeAll(async () => {
    database = await postgresBackend.open();
    proxy = await startPausableProxy(target(database.url!));
    server = await startServer(through(proxy, database.url!), {
      SIGNUP_LIMIT: '3',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1000',
    });
  }, 90_000);

  afterAll(async () => {
    await server?.process.stop();
    await proxy?.close();
    await database?.close();
  });

  it('answers malformed request lines, paths and headers with a 4xx and stays up', async () => {
    const malformed = [
      'GET // HTTP/1.1\r\nhost: 127.0.0.1',
      'GET //graphql HTTP/1.1\r\nhost: 127.0.0.1',
      'POST //webhooks/in/x HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: 0',
      'GET http://[::1/graphql HTTP/1.1\r\nhost: 127.0.0.1',
      'GET ftp://127.0.0.1/graphql HTTP/1.1\r\nhost: 127.0.0.1',
      'GET * HTTP/1.1\r\nhost: 127.0.0.1',
      'GET /%zz HTTP/1.1\r\nhost: 127.0.0.1',
      'GET /graphql HTTP/1.1\r\nhost: a b',
      'GET /graphql HTTP/1.1\r\nhost: [::1',
      'GET /graphql HTTP/1.1\r\nhost: 127.0.0.1:99999',
      'POST /graphql HTTP/1.1\r\nhost: @@\r\ncontent-type: application/json\r\ncontent-length: 2',
      'GET /healthz HTTP/1.1\r\nhost: 127.0.0.1/x',
      'GET /readyz HTTP/1.1\r\nhost: 127.0.0.1\r\nno colon here',
      'GARBAGE',
      'GET /graphql HTTP/9.9\r\nhost: 127.0.0.1',
    ];
    for (const head of malformed) {
      const { status } = await rawRequest(server.port, head, head.startsWith('POST /graphql') ? '{}' : '');
      expect(status, `${head}: the server closed without answering`).not.toBeNull();
      expect(status, head).toBeGreaterThanOrEqual(400);
      expect(status, head).toBeLessThan(500);
    }
    expect((await rawRequest(server.port, 'OPTIONS * HTTP/1.1\r\nhost: xn--e1a')).status).toBe(204);
    expect(server.process.child.exitCode).toBeNull();
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect((await gql(server, '{ __typename }')).body.data).toEqual({ __typename: 'Query' });
  });

  it('refuses a /graphql body over MAX_BODY_BYTES with 413, chunked without Content-Length too, and stays up', async () => {
    const declared = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(3 * 1024 * 1024) } }),
    });
    expect(declared.status).toBe(413);
    // 2 MB in 64 KB chunks, no Content-Length: counted as it arrives.
    expect(await chunkedPost(server.port, '/graphql', 2 * 1024 * 1024)).toBe(413);
    expect((await gql(server, '{ __typename }')).body.data).toEqual({ __typename: 'Query' });
  });

  it('refuses fifteen aliased introspections before running them; one still runs', async () => {
    const many = await gql(server, `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`, { accept: 'application/graphql-response+json' });
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_INTROSPECTIONS');
    const one = await gql(server, '{ __schema { queryType { name } } }');
    expect(one.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('gives no other origin its own name back with credentials', async () => {
    const evil = await gql(server, '{ __typename }', { origin: 'https://evil.example' });
    expect(evil.headers.get('access-control-allow-origin')).toBe('*');
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    expect(evil.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a malformed percent-encoding in the inbound webhook path with 404', async () => {
    const { status } = await rawRequest(server.port, 'POST /webhooks/in/%E0%A4%A HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 2', '{}');
    expect(status).toBe(404);
  });

  it('keys the sign-up limiter by the socket: rotating X-Forwarded-For or CF-Connecting-IP gets no further', async () => {
    await awayFromMinuteEnd();
    const codes: string[] = [];
    const refusals: { status: number; retryAfter: number }[] = [];
    for (let i = 1; i <= 5; i++) {
      const { body, status, headers } = await gql(server, SIGN_UP, { 'x-forwarded-for': `198.51.100.${i}`, 'cf-connecting-ip': `203.0.113.${i}` });
      codes.push(body.errors?.[0]?.extensions?.code ?? body.data?.signUp?.__typename);
      if (status !== 200) refusals.push({ status, retryAfter: Number(headers.get('retry-after')) });
    }
    // SIGNUP_LIMIT=3 per minute for this one socket address, whatever the headers claim.
    expect(codes).toEqual(['SignUpPayload', 'SignUpPayload', 'SignUpPayload', 'RATE_LIMITED', 'RATE_LIMITED']);
    // Refused whole: 429 with the seconds left in the limiter's minute (issue 22, item 11).
    expect(refusals.map((r) => r.status)).toEqual([429, 429]);
    for (const { retryAfter } of refusals) {
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('serves /healthz (the process) and /readyz (the database)', async () => {
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(200);
    // The test's server signs with the public development key (test/support/processes.ts), and says so (issue 38 item 7).
    expect(await ready.json()).toEqual({ status: 'ready', rollLog: 'PUBLIC_DEVELOPMENT_KEY', warnings: [expect.stringContaining('public development key')] });
  });

  it('answers DATABASE_UNAVAILABLE within its bounded waits when Postgres stops answering, and recovers', async () => {
    proxy.pause();
    try {
      // Several at once: more than one pooled connection stalls, and new ones cannot be made.
      const [query, again, webhook, ready, health] = await Promise.all([
        gql(server, '{ __typename }', { authorization: 'Bearer sk_not_a_real_key_but_needs_a_lookup' }),
        gql(server, 'mutation { createCampaign(input: { name: "X", ruleset: SMS }) { __typename } }', { authorization: 'Bearer sk_another' }),
        fetch(`${server.base}/webhooks/in/Q2FtcGFpZ246MDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAw`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(PATIENCE_MS) }),
        fetch(`${server.base}/readyz`, { signal: AbortSignal.timeout(PATIENCE_MS) }),
        fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(PATIENCE_MS) }),
      ]);
      for (const answer of [query, again]) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(answer.body.errors?.map((e) => e.extensions?.code)).toEqual(['DATABASE_UNAVAILABLE']);
      }
      expect(webhook.status).toBe(503);
      expect(await webhook.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', code: 'DATABASE_UNAVAILABLE' });
      expect(health.status).toBe(200);
    } finally {
      proxy.resume();
    }
    // Once the database answers again, so does the server (no restart).
    const deadline = Date.now() + PATIENCE_MS;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await fetch(`${server.base}/readyz`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect(server.process.child.exitCode).toBeNull();
  });
});

describe.skipIf(skip)('the Node server behind a trusted proxy (TRUST_PROXY=1)', () => {
  let database: NodeDatabase & { url?: string };
  let server: Server;

  beforeAll(async () => {
    database = await postgresBackend.open();
    server = await startServer(database.url!, { SIGNUP_LIMIT: '1', TRUST_PROXY: '1' });
  }, 90_000);

  afterAll(async () => {
    await server?.process.stop();
    await database?.close();
  });

  it('keys the limiter by the address the trusted proxy appended, not by what the client wrote before it', async () => {
    const code = async (forwardedFor: string) => {
      const { body } = await gql(server, SIGN_UP, { 'x-forwarded-for': forwardedFor });
      return body.errors?.[0]?.extensions?.code ?? body.data?.signUp?.__typename;
    };
    await awayFromMinuteEnd();
    expect(await code('203.0.113.1')).toBe('SignUpPayload');
    expect(await code('203.0.113.2')).toBe('SignUpPayload');
    // A client prepending addresses of its own is still 203.0.113.1 to the proxy.
    expect(await code('198.51.100.7, 203.0.113.1')).toBe('RATE_LIMITED');
    expect(await code('203.0.113.1')).toBe('RATE_LIMITED');
  });
});

describe.skipIf(skip)('the Node server in development mode (NODE_ENV=development), as a client sees it', () => {
  let database: NodeDatabase & { url?: string };
  let server: Server;

  beforeAll(async () => {
    database = await postgresBackend.open();
    server = await startServer(database.url!, { NODE_ENV: 'development' });
  }, 90_000);
  afterAll(async () => {
    await server?.process.stop();
    await database?.close();
  });

  it('masks errors as in production: a malformed GET is a 400 without originalError (issue 22, items 13 and 27)', async () => {
    const res = await fetch(`${server.base}/graphql?query=${encodeURIComponent('{ __typename }')}&variables=%7Bbad`, { headers: { accept: 'application/graphql-response+json' } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(text).not.toMatch(/originalError|stack/);
  });

  it('serves Apollo Client’s multipart subscriptions over a real socket (issue 22, item 15)', async () => {
    const signUp = async (name: string) => (await gql(server, `mutation { signUp(input: { name: "${name}" }) { ... on SignUpPayload { apiKey } } }`)).body.data.signUp.apiKey as string;
    const [gm, player] = [await signUp('Gail'), await signUp('Piet')];
    const as = (key: string) => ({ authorization: `Bearer ${key}` });
    const campaign = (await gql(server, `mutation { createCampaign(input: { name: "Apollo", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }`, as(gm))).body.data.createCampaign.campaign;
    await gql(server, `mutation { joinCampaign(input: { inviteCode: "${campaign.inviteCode}" }) { __typename } }`, as(player));
    const pc = (await gql(server, `mutation { createCharacter(input: { campaignId: "${campaign.id}", name: "Ida", sms: { race: "HUMAN", modules: [] } }) { ... on CharacterPayload { character { id } } } }`, as(player))).body.data.createCharacter.character;
    const client = new ApolloClient({ link: new HttpLink({ uri: `${server.base}/graphql`, headers: as(player) }), cache: new InMemoryCache() });
    const received: any[] = [];
    const failures: unknown[] = [];
    const subscription = client
      .subscribe({ query: apolloGql(`subscription($c: ID!) { actionRequested(campaignId: $c) { requestId characterId } }`), variables: { c: campaign.id } })
      .subscribe({ next: (r) => received.push(r), error: (e) => failures.push(e) });
    try {
      await new Promise((r) => setTimeout(r, 500));
      const requestId = (await gql(server, `mutation { requestAction(input: { characterId: "${pc.id}", difficulty: 8 }) { ... on ActionRequestPayload { request { id } } } }`, as(gm))).body.data.requestAction.request.id;
      for (let i = 0; i < 100 && !received.length && !failures.length; i++) await new Promise((r) => setTimeout(r, 100));
      expect(failures).toEqual([]);
      expect(received[0]?.data.actionRequested).toMatchObject({ requestId, characterId: pc.id });
    } finally {
      subscription.unsubscribe();
    }
  });
});
