/**
 * src/db/pglite-statements.ts runs `client.query` through named statements (parsed once, then
 * Bind + Execute + Sync in one call into the wasm). A caller must not see the difference: the
 * same statements on a plain client (PGlite's own `query`) and on a named one give the same
 * results (rows in both row modes, fields, affectedRows, rowCount, command) for every type the
 * app reads, the same errors (code, constraint, message; the query attached), inside a
 * transaction and outside, after a schema change under a prepared statement, after DISCARD ALL;
 * the cache stays within its bound; an on-disk database keeps what was written through it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteClient } from '../../src/db/node.js';
import { setDrizzleParsersOnce } from '../../src/db/pglite-parsers.js';
import { useNamedPgliteStatements } from '../../src/db/pglite-statements.js';

const DDL = `create table items (
  id uuid primary key, n integer not null, big bigint, at timestamptz, doc jsonb, raw json, tags text[],
  amount numeric, ok boolean, note text unique, bytes bytea, day date, nums integer[]
)`;

let plain: PGlite;
let named: PGlite;

beforeAll(async () => {
  [plain, named] = await Promise.all([openPgliteClient(), openPgliteClient()]);
  useNamedPgliteStatements(named);
  for (const client of [plain, named]) await client.exec(DDL);
});

afterAll(async () => {
  await Promise.all([plain?.close(), named?.close()]);
});

/** A result as compared: every own key in order (rows' keys too), values as they are. */
const shape = (result: Results<unknown>) => ({ keys: Object.keys(result), rowKeys: result.rows.map((r) => (Array.isArray(r) ? null : Object.keys(r as object))), result });

/** The same statement on both clients: equal results, or equal errors. */
async function same(text: string, params?: unknown[], options?: QueryOptions, twice = true) {
  for (let round = 0; round < (twice ? 2 : 1); round++) {
    const [a, b] = await Promise.allSettled([plain.query(text, params, options), named.query(text, params, options)]);
    expect(b.status).toBe(a.status);
    if (a.status === 'fulfilled' && b.status === 'fulfilled') expect(shape(b.value)).toStrictEqual(shape(a.value));
    else if (a.status === 'rejected' && b.status === 'rejected') expect(errorOf(b.reason)).toStrictEqual(errorOf(a.reason));
  }
}

const errorOf = (e: unknown) => {
  const { code, constraint, detail, severity, query, params, queryOptions, table, column, name } = e as Record<string, unknown>;
  // The one message that names the statement: PGlite's unnamed one is "", ours has its name.
  const message = String((e as Error).message).replace(/prepared statement "pglite_s\d+"/, 'prepared statement ""');
  return { message, code, constraint, detail, severity, query, params, queryOptions, table, column, name, ctor: (e as object).constructor.name };
};

const ROW = [
  '6f1c1a2e-9d3b-4c55-8d0e-2b6a1f0c9e71',
  1,
  9_007_199_254_740_993n,
  new Date('2026-12-03T05:47:40.123Z'),
  { a: [1, 'b', null], nested: { ok: true } },
  { kept: 'as text order' },
  ['x', 'y z', 'with "quote"', ''],
  '12.50',
  true,
  'first',
  new Uint8Array([0, 1, 255]),
  '2024-02-29',
  [1, -2, 3],
];

describe('named statements on PGlite give what client.query gives', () => {
  it('inserts with RETURNING and selects every type, in both row modes, twice', async () => {
    const insert = 'insert into items (id, n, big, at, doc, raw, tags, amount, ok, note, bytes, day, nums) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning *';
    await same(insert, ROW, undefined, false);
    await same(insert, ['0a9b8c7d-6e5f-4a3b-9c1d-0e2f3a4b5c6d', 2, null, null, null, null, null, null, null, null, null, null, null], { rowMode: 'array' }, false);
    for (const rowMode of [undefined, 'object', 'array'] as const) {
      await same('select * from items order by n', [], rowMode ? { rowMode } : undefined);
      await same('select id, n, big, at, doc, raw, tags, nums from items where n = $1', [1], rowMode ? { rowMode } : undefined);
      await same('select count(*) as c, max(at) as latest, array_agg(id order by n) as ids, json_agg(doc) as docs from items', undefined, rowMode ? { rowMode } : undefined);
    }
    await same('select $1::text as same, $1::text as same', ['duplicate names: the last wins']);
    await same('select 1 as "__proto__", 2 as "constructor"', []);
    await same('select null::int as nothing, $1::int[] as ints, $2::jsonb as j', [[1, 2], [{ a: 1 }, 'x']]);
  });

  it('updates, deletes and statements without rows: affectedRows, rowCount, command, fields', async () => {
    await same("update items set note = coalesce(note, '') || '!' where n > $1", [0]);
    await same('update items set n = n where false', []);
    await same('create temporary table scratch (x int)', [], undefined, false);
    await same('insert into scratch select generate_series(1, $1::int)', [5]);
    await same('delete from scratch where x <= $1', [2]);
    await same('select x from scratch order by x', []);
    await same('set local statement_timeout = 0', []);
    await same('', []);
  });

  it('the client parsers and per-query parsers and serializers apply', async () => {
    const options: QueryOptions = { parsers: { 1184: (v: string) => `at ${v}`, 23: (v: string) => Number(v) * 10 }, serializers: { 3802: (v: unknown) => JSON.stringify({ wrapped: v }) } };
    await same('select at, n, $1::jsonb as doc from items order by n', [[1]], options);
    setDrizzleParsersOnce(named);
    setDrizzleParsersOnce(plain);
    await same('select at, day, n from items order by n', [], { rowMode: 'array' });
  });

  it('errors: the same DatabaseError (code, constraint, message, query), and the client works after', async () => {
    await same('insert into items (id, n, note) values ($1, $2, $3)', ['6f1c1a2e-9d3b-4c55-8d0e-2b6a1f0c9e71', 3, 'x']); // 23505 on the key
    await same("insert into items (id, n, note) values (gen_random_uuid(), 4, 'first!')", []); // 23505 on note
    await same('select * from nowhere', []); // 42P01
    await same('select from items where', []); // 42601
    await same('select $1::int', ['not a number']); // 22P02
    await same('select $1::int', [1, 2]); // 08P01: more values than parameters
    await same('select 1/0', []); // 22012, at execution
    await same('select 1; select 2', []); // 42601: one command only
    const error = await named.query('select 1/$1::int as x', [0]).catch((e: unknown) => e);
    expect(errorOf(error)).toMatchObject({ code: '22012', query: 'select 1/$1::int as x', params: [0] });
    expect((await named.query<{ x: number }>('select 1/$1::int as x', [1])).rows).toEqual([{ x: 1 }]);
  });

  it('inside a transaction: own writes, rollback on error, closed after, errors with their code', async () => {
    const run = async (client: PGlite) => {
      const seen: unknown[] = [];
      await client
        .transaction(async (tx) => {
          await tx.query('insert into scratch values ($1)', [100]);
          seen.push((await tx.query('select count(*)::int as c from scratch where x = $1', [100])).rows);
          const failed = await tx.query('select 1/0').catch((e: { code: string }) => e.code);
          seen.push(failed);
          throw new Error('roll back');
        })
        .catch((e: Error) => seen.push(e.message));
      seen.push((await client.query('select count(*)::int as c from scratch where x = $1', [100])).rows);
      let kept: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
      seen.push(
        await client.transaction(async (tx) => {
          kept = tx;
          await tx.query('insert into scratch values ($1)', [101]);
          return (await tx.query('select x from scratch where x = $1', [101], { rowMode: 'array' })).rows;
        }),
      );
      seen.push(await kept!.query('select 1').catch((e: Error) => e.message));
      seen.push((await client.query('select x from scratch where x > $1 order by x', [99])).rows);
      return seen;
    };
    const [a, b] = [await run(plain), await run(named)];
    expect(b).toStrictEqual(a);
    expect(a).toContain('Transaction is closed');
  });

  it('concurrent queries and a transaction keep their order and isolation', async () => {
    await named.query('create table if not exists counter (n int)');
    await named.query('delete from counter');
    const outside = Array.from({ length: 40 }, (_, i) => named.query('insert into counter values ($1) returning n', [i]));
    const inside = named.transaction(async (tx) => {
      const before = (await tx.query<{ c: number }>('select count(*)::int as c from counter')).rows[0]!.c;
      await new Promise((r) => setTimeout(r, 5));
      const after = (await tx.query<{ c: number }>('select count(*)::int as c from counter')).rows[0]!.c;
      return { before, after };
    });
    const results = await Promise.all(outside);
    const { before, after } = await inside;
    expect(after).toBe(before); // no query ran inside the transaction between its statements
    expect(results.map((r) => r.rows[0])).toEqual(Array.from({ length: 40 }, (_, i) => ({ n: i })));
  });

  it('a column added, renamed or retyped under a prepared select *: the new shape, as client.query gives', async () => {
    for (const client of [plain, named]) await client.exec('create table shifting (a int, b text); insert into shifting values (1, $$one$$)');
    await same('select * from shifting', []);
    for (const client of [plain, named]) await client.exec('alter table shifting add column c jsonb');
    await same('select * from shifting', [], undefined, true);
    for (const client of [plain, named]) await client.exec('alter table shifting rename column b to bee');
    await same('select * from shifting', [], undefined, true);
    await same('select to_jsonb(s) as row, s.* from shifting s', []);
    for (const client of [plain, named]) await client.exec('alter table shifting alter column a type bigint');
    await same('select * from shifting', []);
    await same('select to_jsonb(s) as row, s.* from shifting s', []);
    for (const client of [plain, named]) await client.exec('alter table shifting drop column c');
    await same('select * from shifting', []);
  });

  it('inside a transaction, a stale statement fails as the statement would; the next use works', async () => {
    await named.query('create table stale (a int)');
    await named.query('insert into stale values (1)');
    expect((await named.query('select * from stale')).fields.map((f) => f.name)).toEqual(['a']);
    for (const change of ['add column b int', 'rename column a to z']) {
      const error = await named
        .transaction(async (tx) => {
          await tx.query(`alter table stale ${change}`);
          return tx.query('select * from stale');
        })
        .catch((e: { code: string }) => e);
      // PGlite's own path would have answered (it parses again); the named one fails and the
      // transaction rolls back: the caller sees an error with its code, never a wrong shape.
      // (The app changes no table inside a request; migrations run before the client is named.)
      expect(error).toMatchObject({ code: '0A000', message: 'cached plan must not change result type' });
      expect((await named.query('select * from stale')).fields.map((f) => f.name)).toEqual(['a']);
    }
  });

  it('after DISCARD ALL (the test pool resets sessions), statements are parsed again', async () => {
    await same('select n from items order by n', []);
    await named.exec('discard all');
    await plain.exec('discard all');
    await same('select n from items order by n', []);
    await named.exec('discard all');
    // Inside a transaction it cannot be run again (the transaction is aborted): the error stands,
    // the next use parses again. Whoever discards (the test pool) also says `forget()`.
    const inTx = await named.transaction((tx) => tx.query('select n from items order by n')).catch((e: { code: string }) => e.code);
    expect(inTx).toBe('26000');
    expect((await named.transaction((tx) => tx.query<{ n: number }>('select n from items order by n'))).rows.length).toBeGreaterThan(0);
    useNamedPgliteStatements(named).forget();
    await named.exec('discard all');
    expect((await named.transaction((tx) => tx.query<{ n: number }>('select n from items order by n'))).rows.length).toBeGreaterThan(0);
  });

  it('notifications sent through a named statement reach the listeners', async () => {
    const heard: string[] = [];
    const stop = await named.listen('pings', (payload) => heard.push(payload));
    await named.query("select pg_notify('pings', $1)", ['one']);
    await named.query("select pg_notify('pings', $1)", ['two']);
    await new Promise((r) => setTimeout(r, 10));
    await stop();
    expect(heard).toEqual(['one', 'two']);
  });
});

describe('the cache is bounded', () => {
  it('at most `max` statements on the client (least recently used closed), each text still answered', async () => {
    const client = await openPgliteClient();
    try {
      const statements = useNamedPgliteStatements(client, 4);
      expect(useNamedPgliteStatements(client, 99)).toBe(statements);
      const prepared = async () => (await client.query<{ c: number }>('select count(*)::int as c from pg_prepared_statements')).rows[0]!.c;
      for (let i = 0; i < 50; i++) {
        expect((await client.query<{ v: number }>(`select ${i} + $1::int as v`, [1])).rows).toEqual([{ v: i + 1 }]);
        expect(statements.size).toBeLessThanOrEqual(4);
      }
      expect(await prepared()).toBeLessThanOrEqual(4);
      // Recency: a text used between the others stays.
      await client.query('select 1 as kept');
      for (let i = 0; i < 10; i++) {
        await client.query(`select ${i} as other`);
        await client.query('select 1 as kept');
      }
      const names = (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);
      expect(names).toContain('select 1 as kept');
      expect(names.length).toBeLessThanOrEqual(4);
    } finally {
      await client.close();
    }
  });
});

describe('on disk', () => {
  it('syncs the file system after each query outside a transaction, as client.query does, and not inside one', async () => {
    const count = async (client: PGlite) => {
      let syncs = 0;
      const sync = client.syncToFs.bind(client);
      client.syncToFs = async () => {
        syncs++;
        await sync();
      };
      try {
        const seen: number[] = [];
        await client.query('select $1::int', [1]);
        await client.query('select $1::int', [2]);
        seen.push(syncs);
        await client.transaction(async (tx) => {
          await tx.query('select $1::int', [3]);
          await tx.query('select $1::int', [4]);
          seen.push(syncs);
        });
        await client.query('select 1/0').catch(() => undefined);
        seen.push(syncs);
        return seen;
      } finally {
        client.syncToFs = sync;
      }
    };
    const [a, b] = [await count(plain), await count(named)];
    expect(b).toEqual(a);
    // One a query; inside the transaction, only BEGIN's (PGlite's own exec); none for a failed query.
    expect(a).toEqual([2, 3, 3]);
  });

  it('what was written through named statements is there after a reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-statements-'));
    try {
      const first = await openPgliteClient(dir);
      useNamedPgliteStatements(first);
      await first.query('create table kept (n int)');
      for (let i = 0; i < 3; i++) await first.query('insert into kept values ($1)', [i]);
      await first.transaction(async (tx) => {
        await tx.query('insert into kept values ($1)', [10]);
      });
      await first.close();
      const second = await openPgliteClient(dir);
      try {
        expect((await second.query<{ n: number }>('select n from kept order by n')).rows.map((r) => r.n)).toEqual([0, 1, 2, 10]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('property: random values through both paths', () => {
  it('select $1::type, in both row modes, equal on both clients', async () => {
    const cases = fc.oneof(
      fc.record({ type: fc.constant('int4'), value: fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constant(null)) }),
      fc.record({ type: fc.constant('int8'), value: fc.oneof(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.integer(), fc.constant(null)) }),
      fc.record({ type: fc.constant('text'), value: fc.oneof(fc.string({ unit: 'grapheme' }).map((s) => s.replaceAll('\0', '')), fc.constant(null)) }),
      fc.record({ type: fc.constant('text[]'), value: fc.array(fc.oneof(fc.string().map((s) => s.replaceAll('\0', '')), fc.constant(null)), { maxLength: 5 }) }),
      fc.record({ type: fc.constant('jsonb'), value: fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v).replaceAll('\\u0000', '')) as unknown) }),
      fc.record({ type: fc.constant('json'), value: fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v).replaceAll('\\u0000', '')) as unknown) }),
      fc.record({ type: fc.constant('uuid'), value: fc.uuid() }),
      fc.record({ type: fc.constant('timestamptz'), value: fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }) }),
      fc.record({ type: fc.constant('bool'), value: fc.boolean() }),
      fc.record({ type: fc.constant('float8'), value: fc.double({ noNaN: true, noDefaultInfinity: true }) }),
      fc.record({ type: fc.constant('numeric'), value: fc.integer().map((n) => `${n}.${Math.abs(n) % 100}`) }),
    );
    await fc.assert(
      fc.asyncProperty(cases, fc.boolean(), async ({ type, value }, arrays) => {
        await same(`select $1::${type} as v, $2::int as n`, [value, 7], arrays ? { rowMode: 'array' } : undefined, false);
      }),
      { numRuns: 150 },
    );
  });
});
