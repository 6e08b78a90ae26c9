/**
 * src/db/pglite-parsers.ts sets Drizzle's text parsers on the PGlite client once and drops them
 * from Drizzle's queries (PGlite copied its whole parser table per query to merge them). The
 * rows must not change: the same select and raw statement, through Drizzle, on a plain client
 * and on one set up once, give equal values (timestamps, dates, intervals, arrays of them, json,
 * uuids, inside a transaction too). And Drizzle's own per-query options must still be the ones
 * recognised, or the saving would silently stop after a Drizzle upgrade.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, jsonb, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteClient } from '../../src/db/node.js';
import { setDrizzleParsersOnce, withoutDrizzleParsers } from '../../src/db/pglite-parsers.js';

const things = pgTable('things', {
  id: uuid('id').primaryKey().defaultRandom(),
  n: integer('n').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amount: numeric('amount').notNull(),
  doc: jsonb('doc').notNull(),
});

const DDL = `create table things (id uuid primary key default gen_random_uuid(), n integer not null, at timestamptz not null,
  local timestamp not null, day date not null, span interval not null, amount numeric not null, doc jsonb not null)`;
const RAW = sql`select id, at, local, day, span, amount, doc, array[at, at] as ats, array[local] as locals, array[day] as days, array[span] as spans, array[amount] as amounts from things order by n`;

// From the migrated template (a fresh in-memory PGlite would run initdb: seconds).
let plain: PGlite;
let once: PGlite;

beforeAll(async () => {
  plain = await openPgliteClient();
  once = await openPgliteClient();
  for (const client of [plain, once]) await client.exec(DDL);
  setDrizzleParsersOnce(once);
  for (const client of [plain, once]) {
    await drizzle(client)
      .insert(things)
      .values([
        { id: '6f1c1a2e-9d3b-4c55-8d0e-2b6a1f0c9e71', n: 1, at: new Date('2026-12-03T05:47:40.123Z'), local: new Date('2026-01-02T03:04:05.678Z'), day: '2024-02-29', span: '1 day 02:03:04', amount: '12.50', doc: { a: [1, 'b'] } },
        { id: '0a9b8c7d-6e5f-4a3b-9c1d-0e2f3a4b5c6d', n: 2, at: new Date(0), local: new Date(0), day: '1999-12-31', span: '-3 months', amount: '-0.001', doc: [] },
      ]);
  }
});

afterAll(async () => {
  await plain.close();
  await once.close();
});

describe('PGlite parsers set once for Drizzle', () => {
  it('Drizzle selects, raw statements and transactions read the same values as on a plain client', async () => {
    const read = async (client: PGlite) => {
      const db = drizzle(client);
      return {
        select: await db.select().from(things).orderBy(things.n),
        raw: (await db.execute(RAW)).rows,
        tx: await db.transaction(async (tx) => ({ select: await tx.select().from(things).orderBy(things.n), raw: (await tx.execute(RAW)).rows })),
      };
    };
    const expected = await read(plain);
    expect(expected.select.length).toBeGreaterThan(0);
    expect(await read(once)).toEqual(expected);
  });

  it('recognises the options Drizzle sends with each query (array rows and object rows)', () => {
    const db = drizzle(once);
    const select = db.select().from(things).prepare('') as unknown as { queryConfig: object; rawQueryConfig: object };
    expect(withoutDrizzleParsers(select.queryConfig)).toEqual({ rowMode: 'array' });
    expect(withoutDrizzleParsers(select.rawQueryConfig)).toEqual({ rowMode: 'object' });
  });

  it('leaves other options alone', () => {
    const custom = { rowMode: 'array' as const, parsers: { 1114: (v: string) => new Date(v) } };
    expect(withoutDrizzleParsers(custom)).toBe(custom);
    expect(withoutDrizzleParsers(undefined)).toBe(undefined);
  });
});
