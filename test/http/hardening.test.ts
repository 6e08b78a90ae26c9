/**
 * The pure pieces of the HTTP hardening (issue #9): who the caller is behind TRUST_PROXY, which
 * request lines are malformed, the database waits from the environment, and which database
 * failures are "unavailable". The running server is exercised in test/e2e/node-server.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxiesFromEnv } from '../../src/http/client-address.js';
import { isDatabaseUnavailable } from '../../src/db/errors.js';
import { DEFAULT_DATABASE_WAITS, databaseWaitsFromEnv, readTimeoutMs } from '../../src/db/waits.js';
import { namedStatementsFromEnv } from '../../src/db/prepared.js';
import { boundedBody, createHttpHandler, malformedRequest } from '../../src/http/handler.js';
import { getIntrospectionQuery } from 'graphql';
import { createApp } from '../../src/app.js';
import { systemClock } from '../../src/primitives/clock.js';
import type { Db } from '../../src/db/client.js';
import { type HttpPolicy, httpPolicyFromEnv, jsonNesting, MAX_JSON_NESTING } from '../../src/http/policy.js';
import { seededRng } from '../../src/rules/dice.js';
import { API_CSP, APP_CSP, assetsHeadersFile, GRAPHIQL_CSP, staticFileHeaders } from '../../src/http/security-headers.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddress('192.0.2.10', '198.51.100.1', 0)).toBe('192.0.2.10');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.1, 198.51.100.2', 0)).toBe('127.0.0.1');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });

  it('behind N trusted proxies, is the N-th X-Forwarded-For entry from the right', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.5', 1)).toBe('203.0.113.5');
    // The client wrote the first entry itself: only what the proxy appended counts.
    expect(clientAddress('10.0.0.1', 'evil, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.2', 'evil, 203.0.113.5, 10.0.0.1', 2)).toBe('203.0.113.5');
    // Several headers are one list.
    expect(clientAddress('10.0.0.2', ['evil, 203.0.113.5', '10.0.0.1'], 2)).toBe('203.0.113.5');
  });

  it('a shorter chain than trusted gives its leftmost entry; no header gives the peer', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.5', 3)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
  });

  it('TRUST_PROXY is a count of proxies; anything else stops the start', () => {
    expect(trustedProxiesFromEnv({})).toBe(0);
    expect(trustedProxiesFromEnv({ TRUST_PROXY: '2' })).toBe(2);
    for (const bad of ['true', '-1', '1.5', 'loopback']) expect(() => trustedProxiesFromEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('malformedRequest', () => {
  it('accepts origin-form paths, absolute http URLs, OPTIONS *, and name or IP hosts', () => {
    for (const [method, target, host] of [
      ['GET', '/graphql', '127.0.0.1:4000'],
      ['POST', '/webhooks/in/%E0%A4%A', 'api.example.org'],
      ['GET', '/%zz?x=%', undefined],
      ['GET', 'http://api.example.org/graphql', 'api.example.org'],
      ['OPTIONS', '*', 'localhost'],
      ['GET', '/healthz', '[::1]:4000'],
      ['GET', '/graphql', 'my_service:4000'],
    ] as const) {
      expect(malformedRequest(method, target, host), `${method} ${target} ${host}`).toBeNull();
    }
  });

  it('refuses what would read as another host, malformed URLs and hosts', () => {
    for (const [method, target, host] of [
      ['GET', '//', undefined],
      ['GET', '//evil.example/graphql', undefined],
      ['GET', '*', undefined],
      ['GET', 'http://[::1/graphql', undefined],
      ['GET', 'javascript:alert(1)', undefined],
      ['GET', '', undefined],
      ['GET', '/graphql', 'a b'],
      ['GET', '/graphql', 'evil.example/path'],
      ['GET', '/graphql', 'user@evil.example'],
      ['GET', '/graphql', '[::1'],
      ['GET', '/graphql', 'localhost:99999'],
      ['GET', '/graphql', '[1:2]'],
    ] as const) {
      expect(malformedRequest(method, target, host), `${method} ${target} ${host}`).not.toBeNull();
    }
  });
});

describe('database waits', () => {
  it('have defaults, take environment overrides, and refuse nonsense', () => {
    expect(databaseWaitsFromEnv({})).toEqual(DEFAULT_DATABASE_WAITS);
    expect(databaseWaitsFromEnv({ DB_CONNECT_TIMEOUT_MS: '1500', DB_STATEMENT_TIMEOUT_MS: '2000', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000' })).toEqual({
      connectMs: 1500,
      statementMs: 2000,
      idleInTransactionMs: 3000,
    });
    for (const bad of ['0', '-5', 'soon', '1.5']) expect(() => databaseWaitsFromEnv({ DB_STATEMENT_TIMEOUT_MS: bad }), bad).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });

  it('give up on a silent server after the statement limit and a margin', () => {
    expect(readTimeoutMs({ ...DEFAULT_DATABASE_WAITS, statementMs: 10_000 })).toBe(11_000);
    expect(readTimeoutMs({ ...DEFAULT_DATABASE_WAITS, statementMs: 500 })).toBe(1_000);
  });
});

describe('named statements', () => {
  it('are on by default, off only when DB_NAMED_STATEMENTS is false, and a misspelt value is refused', () => {
    expect(namedStatementsFromEnv({})).toBe(true);
    expect(namedStatementsFromEnv({ DB_NAMED_STATEMENTS: 'true' })).toBe(true);
    expect(namedStatementsFromEnv({ DB_NAMED_STATEMENTS: 'false' })).toBe(false);
    for (const bad of ['0', 'no', 'FALSE', 'off']) expect(() => namedStatementsFromEnv({ DB_NAMED_STATEMENTS: bad }), bad).toThrow(/DB_NAMED_STATEMENTS/);
  });
});

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it('recognises timeouts, lost connections and refusals, however wrapped', () => {
    expect(isDatabaseUnavailable(wrapped(new Error('Query read timeout')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable({ originalError: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })).toBe(true);
  });

  it('leaves other failures alone (they stay masked)', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

/**
 * The HTTP edge both runtimes share (issue 22): the same Yoga app, answering raw requests in
 * process. Nothing here reads the database (anonymous introspection, refusals before parsing).
 */
describe('the HTTP edge (src/http/policy.ts, src/http/query-limits.ts)', () => {
  const app = (policy?: HttpPolicy) =>
    createApp({ rollKeys: () => developmentRollKeys(),
      db: () => ({}) as Db,
      rng: seededRng(1),
      clock: systemClock,
      signUpLimiter: () => ({ limit: async () => true, retryAfter: () => 0 }),
      ...(policy ? { httpPolicy: policy } : {}),
    });
  const yoga = app();
  const post = (body: BodyInit, headers: Record<string, string> = {}, target = yoga) =>
    Promise.resolve(target.fetch('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers }, body, duplex: 'half' } as RequestInit));
  const errorCode = async (res: Response) => ((await res.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

  it('runs one introspection per operation (GraphiQL, codegen) and refuses a second, aliased or through fragments, before running it', async () => {
    const full = await post(JSON.stringify({ query: getIntrospectionQuery({ descriptions: true }) }));
    expect(full.status).toBe(200);
    const schemaRead = (await full.json()) as { data: { __schema: { types: unknown[] } } };
    expect(schemaRead.data.__schema.types.length).toBeGreaterThan(100);
    // Asked again (GraphiQL on each load): the same answer, from the result kept the first time.
    expect(await (await post(JSON.stringify({ query: getIntrospectionQuery({ descriptions: true }) }))).json()).toEqual(schemaRead);
    const one = await post(JSON.stringify({ query: '{ __type(name: "Query") { name } __typename }' }));
    expect(((await one.json()) as { data: unknown }).data).toEqual({ __type: { name: 'Query' }, __typename: 'Query' });
    // Fields of one response key merge into one execution: still one.
    expect((await post(JSON.stringify({ query: '{ __schema { queryType { name } } ...F } fragment F on Query { __schema { types { name } } }' }))).status).toBe(200);
    for (const query of [
      `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`,
      '{ a: __schema { queryType { name } } b: __schema { queryType { name } } }',
      '{ __schema { queryType { name } } __type(name: "Query") { name } }',
      '{ a: __type(name: "Query") { name } b: __type(name: "Mutation") { name } }',
      '{ ...A ... on Query { b: __schema { queryType { name } } } } fragment A on Query { a: __schema { queryType { name } } }',
    ]) {
      const res = await post(JSON.stringify({ query }));
      expect(res.status, query).toBe(400);
      expect(await errorCode(res), query).toBe('TOO_MANY_INTROSPECTIONS');
    }
  });

  it('refuses a body over the cap with 413 before parsing it, with or without Content-Length', async () => {
    const small = app({ corsOrigins: null, maxBodyBytes: 1000 });
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2000) } });
    const declared = await post(big, {}, small);
    expect(declared.status).toBe(413);
    // Chunked: no Content-Length to trust, the stream is counted as it is read.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.slice(i, i + 100));
        controller.close();
      },
    });
    const chunked = await post(stream, {}, small);
    expect(chunked.status).toBe(413);
    // The default cap is 1 MB: 2 MB is refused, a normal request is not.
    const twoMegabytes = await post(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(twoMegabytes.status).toBe(413);
    expect((await post(JSON.stringify({ query: '{ __typename }' }))).status).toBe(200);
  });

  it('refuses a JSON nesting bomb with 400 before parsing it; ordinary nesting and brackets inside strings pass', async () => {
    const bomb = `{"query":"{ __typename }","variables":{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`;
    const res = await post(bomb);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('BAD_REQUEST');
    expect(jsonNesting(bomb)).toBeGreaterThan(MAX_JSON_NESTING);
    expect(jsonNesting('{"a":"[[[[\\"[[[[","b":[{"c":[1]}]}')).toBe(4);
    const fine = await post(JSON.stringify({ query: '{ __typename }', variables: { a: [[[{ b: '[[[[[[[[[[' }]]] } }));
    expect(fine.status).toBe(200);
  });

  it('CORS: any origin without credentials by default; with CORS_ORIGINS, the listed origins only, with credentials', async () => {
    const anyOrigin = await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example' });
    expect(anyOrigin.headers.get('access-control-allow-origin')).toBe('*');
    expect(anyOrigin.headers.get('access-control-allow-credentials')).toBeNull();

    const listed = app(httpPolicyFromEnv({ CORS_ORIGINS: 'https://table.example, http://localhost:5173' }));
    const evil = await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example' }, listed);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const friend = await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://table.example' }, listed);
    expect(friend.headers.get('access-control-allow-origin')).toBe('https://table.example');
    expect(friend.headers.get('access-control-allow-credentials')).toBe('true');
    expect(friend.headers.get('vary')).toContain('Origin');
    const preflight = await listed.fetch('http://test/graphql', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const friendly = await listed.fetch('http://test/graphql', { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
    expect(friendly.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(friendly.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
  });

  it('reads CORS_ORIGINS and MAX_BODY_BYTES, and refuses misspelt values', () => {
    expect(httpPolicyFromEnv({})).toEqual({ corsOrigins: null, maxBodyBytes: 1024 * 1024 });
    expect(httpPolicyFromEnv({ CORS_ORIGINS: '*', MAX_BODY_BYTES: '2048' })).toEqual({ corsOrigins: null, maxBodyBytes: 2048 });
    expect(httpPolicyFromEnv({ CORS_ORIGINS: 'https://a.example,https://b.example:8443' }).corsOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    for (const bad of ['https://a.example/', 'a.example', 'https://a.example/path', '*.example']) expect(() => httpPolicyFromEnv({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    for (const bad of ['0', '-1', '1MB', '1.5']) expect(() => httpPolicyFromEnv({ MAX_BODY_BYTES: bad }), bad).toThrow(/MAX_BODY_BYTES/);
  });

  it('sends the security headers on API answers, and a CSP that lets GraphiQL run on its page', async () => {
    const api = await post(JSON.stringify({ query: '{ __typename }' }));
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('referrer-policy')).toBe('no-referrer');
    expect(api.headers.get('content-security-policy')).toBe(API_CSP);
    const withGraphiQL = createApp({ rollKeys: () => developmentRollKeys(), db: () => ({}) as Db, rng: seededRng(1), clock: systemClock, signUpLimiter: () => ({ limit: async () => true, retryAfter: () => 0 }), graphiql: true });
    const page = await withGraphiQL.fetch('http://test/graphql', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toBe(GRAPHIQL_CSP);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('static file headers (both runtimes: src/http/web-app.ts, web/dist/_headers)', () => {
  it('hashed assets are immutable, the rest revalidated, all with nosniff and the app CSP', () => {
    expect(staticFileHeaders('/assets/index-abc.js')).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff', 'content-security-policy': APP_CSP });
    expect(staticFileHeaders('/index.html')['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(APP_CSP).toBe("default-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
  });

  it('the Workers assets file says the same', () => {
    const file = assetsHeadersFile();
    expect(file).toContain(`/*\n`);
    expect(file).toContain(`  content-security-policy: ${APP_CSP}\n`);
    expect(file).toContain('  x-content-type-options: nosniff\n');
    expect(file).toContain('/assets/*\n  cache-control: public, max-age=31536000, immutable\n');
  });
});

describe('boundedBody (the Worker reads a /graphql body here, capped, before anything parses it)', () => {
  const streamOf = (bytes: Uint8Array, chunk = 100) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.slice(i, i + chunk));
        controller.close();
      },
    });
  const post = (body: BodyInit, headers: Record<string, string> = {}, path = '/webhooks/in/Q2FtcGFpZ246MQ') => new Request(`http://test${path}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

  it('refuses over the cap, declared or counted; keeps the body under it', async () => {
    const declared = await boundedBody(post('x'.repeat(2000)), 1000);
    expect(declared).toBeInstanceOf(Response);
    expect((declared as Response).status).toBe(413);
    const counted = await boundedBody(post(streamOf(new Uint8Array(5000).fill(120))), 1000);
    expect((counted as Response).status).toBe(413);
    expect(((await (counted as Response).json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
    const kept = await boundedBody(post(streamOf(new TextEncoder().encode('{"query":"{ __typename }"}'), 5), { 'content-type': 'application/json' }), 1000);
    expect(kept).toBeInstanceOf(Request);
    expect(await (kept as Request).json()).toEqual({ query: '{ __typename }' });
    expect((kept as Request).headers.get('content-type')).toBe('application/json');
  });

  it('caps an inbound webhook body too, chunked, before the campaign is looked up', async () => {
    const handler = createHttpHandler({ fetch: () => new Response('yoga') }, {
      db: () => {
        throw new Error('the database must not be reached');
      },
      clock: systemClock,
    });
    const res = await handler(post(streamOf(new Uint8Array(100 * 1024).fill(120), 4096)), {});
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'body larger than 65536 bytes' });
  });
});
