/**
 * The suites' lent PGlite (test/support/pglite-pool.ts) must give every file what a new
 * database gives: no rows of the file before, identities from 1, the template's schema, and no
 * listener of the file before still called.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NodeDatabase } from '../../src/db/node.js';
import { lendPglite } from '../support/pglite-pool.js';

async function rowsOf<T>(database: NodeDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('a lent PGlite', () => {
  it('comes back empty, its identities restarted, on the same client', async () => {
    const first = await lendPglite();
    const started = sql`select pg_postmaster_start_time()::text as at`;
    const firstClient = await rowsOf(first, started);
    await first.db.execute(sql`insert into users (name) values ('Aldo'), ('Bea')`);
    expect(await rowsOf(first, sql`select nextval('outbox_events_seq_seq')::int as next`)).toEqual([{ next: 1 }]);
    // A transaction left open by a failed test is rolled back, not carried into the next file.
    await first.db.execute(sql`begin`);
    await first.db.execute(sql`insert into users (name) values ('Cid')`);
    await first.close();

    const second = await lendPglite();
    expect(await rowsOf(second, started)).toEqual(firstClient);
    expect(await rowsOf(second, sql`select count(*)::int as n from users`)).toEqual([{ n: 0 }]);
    expect(await rowsOf(second, sql`select nextval('outbox_events_seq_seq')::int as next`)).toEqual([{ next: 1 }]);
    await second.close();
  });

  it('lends two at once to a file that opens two databases, each its own', async () => {
    const [a, b] = await Promise.all([lendPglite(), lendPglite()]);
    await a.db.execute(sql`insert into users (name) values ('only in a')`);
    expect(await rowsOf(b, sql`select count(*)::int as n from users`)).toEqual([{ n: 0 }]);
    await Promise.all([a.close(), b.close()]);
  });

  it('replaces a client whose schema a file changed and left changed', async () => {
    const changed = await lendPglite();
    await changed.db.execute(sql`alter table users add column nickname text`);
    const changedClient = await rowsOf(changed, sql`select pg_postmaster_start_time()::text as at`);
    await changed.close();
    const next = await lendPglite();
    expect(await rowsOf(next, sql`select pg_postmaster_start_time()::text as at`)).not.toEqual(changedClient);
    const columns = await rowsOf<{ column_name: string }>(next, sql`select column_name from information_schema.columns where table_name = 'users' order by column_name`);
    expect(columns.map((c) => c.column_name)).not.toContain('nickname');
    await next.close();
  });

  it('stops the listeners a file left when it closes its handle', async () => {
    const first = await lendPglite();
    const heard: string[] = [];
    await first.listen('pool_test', (payload) => heard.push(payload));
    await first.db.execute(sql`select pg_notify('pool_test', 'while lent')`);
    await first.close();
    const second = await lendPglite();
    await second.db.execute(sql`select pg_notify('pool_test', 'after')`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual(['while lent']);
    await second.close();
  });
});
