/**
 * The Worker's stand-ins (src/worker-aliases/, wired by wrangler.toml [alias]) behave as the
 * packages they replace, for what the bundle uses of them. The Worker itself runs them in
 * test/e2e/worker.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as server from '@whatwg-node/server';
import fc from 'fast-check';
import { LRUCache as RealLRUCache } from 'lru-cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LRUCache } from '../src/worker-aliases/lru-cache.js';
import * as uws from '../src/worker-aliases/whatwg-uwebsockets.js';
import * as generatedDescriptions from '../src/worker-aliases/generated-descriptions.js';
import * as realGeneratedDescriptions from '../src/graphql/generated-descriptions.js';
import { buildSchema as buildGraphQLSchema } from 'graphql';
import * as bodyLimit from '../src/worker-aliases/yoga-body-limit.js';
import landingPage from '../src/worker-aliases/yoga-landing-page.js';

const require = createRequire(import.meta.url);

type Op = { op: 'set'; key: string; value: number } | { op: 'get' | 'has' | 'delete'; key: string } | { op: 'wait'; ms: number };
const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), key, value: fc.integer() }),
  fc.record({ op: fc.constantFrom('get' as const, 'has' as const, 'delete' as const), key }),
  fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 8 }) }),
);

describe('lru-cache stand-in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers every get, has, delete and size as the real lru-cache does (max, ttl, recency)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 12 })), fc.array(op, { minLength: 20, maxLength: 80 }), (max, ttl, ops) => {
        // One clock for both: the real package reads performance.now (ttlResolution 0: no
        // 1 ms debounce of that read, which the stand-in does not have either).
        let clock = 1000;
        vi.spyOn(performance, 'now').mockImplementation(() => clock);
        const real = new RealLRUCache<string, number>({ max, ...(ttl ? { ttl, ttlResolution: 0 } : {}) });
        const mine = new LRUCache<string, number>({ max, ttl, now: () => clock });
        for (const o of ops) {
          if (o.op === 'wait') clock += o.ms;
          else if (o.op === 'set') {
            real.set(o.key, o.value);
            mine.set(o.key, o.value);
          } else expect(mine[o.op](o.key)).toEqual(real[o.op](o.key));
          expect(mine.size).toBe(real.size);
        }
        vi.restoreAllMocks();
      }),
      { numRuns: 300 },
    );
  });

  it('evicts the least recently read entry first, and forgets one older than its ttl', () => {
    let clock = 1000;
    const cache = new LRUCache<string, string>({ max: 2, ttl: 100, now: () => clock });
    cache.set('a', 'A').set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now more recent than b
    cache.set('c', 'C');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    clock += 101;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1); // dropped when read; c stays until read or evicted
  });

  it('is what graphql-yoga creates (its only user in the Worker bundle): max and ttl, get and set', () => {
    const cache = new LRUCache<string, object>({ max: 1024, ttl: 3_600_000 });
    const document = {};
    cache.set('{ me { id } }', document);
    expect(cache.get('{ me { id } }')).toBe(document);
  });
});

describe('yoga landing page stand-in', () => {
  it('is a small page that keeps the placeholder yoga fills with the endpoint', () => {
    expect(landingPage).toContain('__GRAPHIQL_LINK__');
    expect(landingPage.length).toBeLessThan(300);
  });
});

describe('@whatwg-node/server uWebSockets stand-in', () => {
  it('exports what the real module does, and tells a uWebSockets response from a Request as it does', () => {
    const real = readFileSync(join(dirname(require.resolve('@whatwg-node/server')), '../esm/uwebsockets.js'), 'utf8');
    const names = [...real.matchAll(/^export (?:function|const) (\w+)|^export \{ (\w+) \}/gm)].map((m) => m[1] ?? m[2]);
    expect(Object.keys(uws).sort()).toEqual(names.sort());
    expect(uws.fakePromise).toBe(server.fakePromise);
    for (const input of [new Request('https://x.test/graphql'), { onData() {} }, {}]) expect(uws.isUWSResponse(input)).toBe(server.isUWSResponse(input as never));
    expect(() => uws.getRequestFromUWSRequest()).toThrow(/not served by the Worker/);
  });
});

describe("graphql-yoga's body cap stand-in", () => {
  it('is the "off" plugin Yoga asks for, as the real one gives it; any cap is refused', async () => {
    // Yoga's own module (not exported by the package): typed as the stand-in.
    const path = '../node_modules/graphql-yoga/esm/plugins/request-validation/use-limit-request-body-size.js';
    const real = (await import(path)) as typeof bodyLimit;
    expect(bodyLimit.useLimitRequestBodySize(false)).toEqual(real.useLimitRequestBodySize(false));
    expect(() => bodyLimit.useLimitRequestBodySize(1000)).toThrow(/not in the Worker/);
  });

  it("stands in for the module Yoga's server imports under that name, which the app configures off", () => {
    const server = readFileSync(join(dirname(require.resolve('graphql-yoga')), '../esm/server.js'), 'utf8');
    expect(server).toContain("from './plugins/request-validation/use-limit-request-body-size.js'");
    expect(readFileSync(new URL('../src/app.ts', import.meta.url), 'utf8')).toMatch(/maxRequestBodySize: false,/);
  });
});

describe('generated descriptions stand-in', () => {
  it('leaves the schema as it is, and exports what the real module does', () => {
    const schema = buildGraphQLSchema('type Query { a: Int }');
    expect(generatedDescriptions.withGeneratedDescriptions(schema)).toBe(schema);
    expect(Object.keys(generatedDescriptions).sort()).toEqual(Object.keys(realGeneratedDescriptions).sort());
  });

  it('stands in for the module only src/graphql/schema.ts imports under that name; schema.graphql keeps what it generates', () => {
    const importers = readdirSync(new URL('../src', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8').includes("'./generated-descriptions.js'"));
    expect(importers).toEqual(['graphql/schema.ts']);
    // The Worker's introspection answers schema.graphql (src/graphql/lazy-descriptions.ts): the generated texts are in it.
    const sdl = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(sdl).toContain('Whether more items follow this page');
  });
});

describe('@whatwg-node/disposablestack stand-in', () => {
  it("exports what the package does, the runtime's own classes and symbols", async () => {
    const real = await import('@whatwg-node/disposablestack');
    const mine = await import('../src/worker-aliases/disposablestack.js');
    expect(Object.keys(mine).sort()).toEqual(Object.keys(real).sort());
    // The package picks the runtime's own where it has them (workerd has all three; Node 20 none).
    for (const name of ['DisposableStack', 'AsyncDisposableStack', 'SuppressedError'] as const) {
      if ((globalThis as unknown as Record<string, unknown>)[name]) expect(real[name]).toBe(mine[name]);
    }
    expect(mine.DisposableSymbols).toEqual({ dispose: Symbol.dispose, asyncDispose: Symbol.asyncDispose });
    if (Symbol.dispose) expect(real.DisposableSymbols.dispose).toBe(Symbol.dispose);
  });
});
