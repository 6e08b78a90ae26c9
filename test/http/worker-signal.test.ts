/**
 * The Worker tells a campaign's Durable Object after a mutation only when one of the request's
 * statements wrote to the outbox (src/live/workers.ts): recognised in the forms the code writes
 * them, and nothing else.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/db/schema.js';
import { type MutationSignal, watchForEvents } from '../../src/live/workers.js';

const db = drizzle.mock();
const wrote = (...statements: string[]) => {
  const signal: MutationSignal = { mutated: true, wroteEvents: false };
  const watch = watchForEvents(signal);
  for (const statement of statements) watch(statement);
  return signal.wroteEvents;
};

describe('the Worker learns that a request wrote events', () => {
  it('from a Drizzle insert into the outbox (emitEvent)', () => {
    const { sql: text } = db.insert(outboxEvents).values({ campaignId: '00000000-0000-4000-8000-000000000000', type: 'roll.resolved', payload: {} }).returning({ id: outboxEvents.id }).toSQL();
    expect(wrote('select 1', text)).toBe(true);
  });

  it('from a data-modifying CTE (the single-write pattern)', () => {
    const { sql: text } = new PgDialect().sqlToQuery(sql`with ins as (select 1), ev as (
        insert into outbox_events (campaign_id, type, payload, created_at)
        select campaign_id, ${'x'}::text, '{}'::jsonb, now() from ins returning id) select 1`);
    expect(wrote(text)).toBe(true);
    expect(wrote('WITH ev AS (INSERT INTO outbox_events(campaign_id) SELECT 1 RETURNING id) SELECT 1')).toBe(true);
  });

  it('not from reads of the outbox, other tables, or a refused mutation that wrote nothing', () => {
    const { sql: read } = db.select().from(outboxEvents).toSQL();
    expect(wrote(read, 'insert into "characters" ("name") values ($1)', 'insert into outbox_events_archive select 1')).toBe(false);
    expect(wrote()).toBe(false);
  });
});
