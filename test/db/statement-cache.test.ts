/**
 * The server pool's named statements (src/db/statement-cache.ts), against the real Postgres
 * server: what the server session holds (pg_prepared_statements), not what the client believes.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namingClient } from '../../src/db/statement-cache.js';
import { postgresBackend } from '../support/backends.js';

const url = process.env.TEST_DATABASE_URL;
const suite = url ? describe : describe.skip;

/** The statements this connection's server session has prepared, by name → text. */
async function prepared(client: pg.Client): Promise<Map<string, string>> {
  // Named with a text no other query uses, and sent as a plain string (a caller-named statement is never renamed).
  const { rows } = await client.query<{ name: string; statement: string }>({ text: 'select name, statement from pg_prepared_statements order by name', name: 'test_list_prepared' });
  return new Map(rows.filter((r) => r.name !== 'test_list_prepared').map((r) => [r.name, r.statement]));
}

suite('named statements on the server pool', () => {
  let database: Awaited<ReturnType<typeof postgresBackend.open>>;
  beforeAll(async () => {
    // A database of its own (the API suites' helper), for the URL: each client below connects alone.
    database = await postgresBackend.open();
  });
  afterAll(async () => database?.close());

  async function connect(capacity: number): Promise<pg.Client> {
    const Client = namingClient(capacity);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    return client;
  }

  it('names a text the second time it is sent, once per connection, and answers the same rows', async () => {
    const client = await connect(10);
    try {
      const text = 'select $1::int + 1 as n, $2::text as t';
      const first = await client.query(text, [1, 'a']);
      expect(await prepared(client)).toEqual(new Map());
      const second = await client.query(text, [2, 'b']);
      const named = await prepared(client);
      expect([...named.values()]).toEqual([text]);
      const third = await client.query({ text, values: [3, 'c'], rowMode: 'array' });
      // Still the one statement: parsed once, bound three times.
      expect(await prepared(client)).toEqual(named);
      expect([first.rows, second.rows, third.rows]).toEqual([[{ n: 2, t: 'a' }], [{ n: 3, t: 'b' }], [[4, 'c']]]);
    } finally {
      await client.end();
    }
  });

  it('keeps at most its capacity, least recently used out, and a text dropped is named again when it comes back', async () => {
    const client = await connect(2);
    try {
      const texts = ['select 1 as a, $1::int as x', 'select 2 as b, $1::int as x', 'select 3 as c, $1::int as x'];
      for (const text of texts) {
        await client.query(text, [0]);
        await client.query(text, [0]);
      }
      // The first was dropped for the third; the server forgot it too.
      expect([...(await prepared(client)).values()].sort()).toEqual([texts[1], texts[2]]);
      // Using the second makes the third the oldest: bringing the first back drops the third.
      await client.query(texts[1]!, [0]);
      const again = await client.query(texts[0]!, [7]);
      expect(again.rows).toEqual([{ a: 1, x: 7 }]);
      expect([...(await prepared(client)).values()].sort()).toEqual([texts[0], texts[1]]);
    } finally {
      await client.end();
    }
  });

  it('a drop that fails inside an aborted transaction leaves the statement usable, and the connection works after the rollback', async () => {
    const client = await connect(1);
    try {
      const kept = 'select $1::int * 10 as n';
      await client.query(kept, [1]);
      await client.query(kept, [1]);
      await client.query('begin');
      await expect(client.query('select 1/0')).rejects.toThrow(/division by zero/);
      const next = 'select $1::int * 100 as n';
      await client.query(next, [1]).catch(() => undefined);
      // Naming `next` drops `kept`: the deallocate fails in the aborted transaction, as does `next` itself.
      await expect(client.query(next, [1])).rejects.toThrow(/current transaction is aborted/);
      await client.query('rollback');
      expect((await client.query(kept, [2])).rows).toEqual([{ n: 20 }]);
      expect((await client.query(next, [2])).rows).toEqual([{ n: 200 }]);
      expect((await client.query(next, [3])).rows).toEqual([{ n: 300 }]);
    } finally {
      await client.end();
    }
  });

  it('leaves a statement its caller named as it is', async () => {
    const client = await connect(10);
    try {
      for (let i = 0; i < 3; i++) await client.query({ text: 'select $1::int as n', values: [i], name: 'callers_own' });
      expect([...(await prepared(client)).keys()]).toEqual(['callers_own']);
    } finally {
      await client.end();
    }
  });
});
