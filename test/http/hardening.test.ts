/**
 * The pure pieces of the HTTP hardening (issue #9): who the caller is behind TRUST_PROXY, which
 * request lines are malformed, the database waits from the environment, and which database
 * failures are "unavailable". The running server is exercised in test/e2e/node-server.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxiesFromEnv } from '../../src/client-address.js';
import { isDatabaseUnavailable } from '../../src/db/errors.js';
import { DEFAULT_DATABASE_WAITS, databaseWaitsFromEnv, readTimeoutMs } from '../../src/db/waits.js';
import { namedStatementsFromEnv } from '../../src/db/prepared.js';
import { malformedRequest } from '../../src/http.js';

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
