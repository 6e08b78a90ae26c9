/**
 * The Node hub's outbox reads (issue 26 item 3): it reads only when a commit signal names a
 * campaign someone in this process follows, and a burst of signals is one read. Counted through
 * the real path: the outbox trigger's NOTIFY, the LISTEN connection, the hub (src/live/node.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeDatabase } from '../../src/db/node.js';
import type { LiveEvent } from '../../src/live/hub.js';
import { startNodeLive } from '../../src/live/node.js';
import { BACKENDS } from '../support/backends.js';

type Live = Awaited<ReturnType<typeof startNodeLive>>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe.each(BACKENDS)('the live hub’s reads on $name', (backend) => {
  let database: NodeDatabase;
  let live: Live;
  beforeAll(async () => {
    if (backend.skipReason) return;
    database = await backend.open();
    live = await startNodeLive(database, { pollMs: 0 });
    // The catch-up read of the listener's start is not what these tests count.
    await live.hub.idle();
  });
  afterAll(async () => {
    await live?.stop();
    await database?.close();
  });
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function campaign(): Promise<string> {
    const tag = `reads-${Math.random().toString(36).slice(2, 10)}`;
    const [row] = rowsOf<{ id: string }>(
      await database.db.execute(sql`insert into campaigns (name, ruleset, settings, invite_code) values (${tag}, 'SMS', '{}'::jsonb, ${tag}) returning id`),
    );
    return row!.id;
  }

  /** `n` events of one campaign committed together: one transaction, so one burst of signals. */
  async function commit(campaignId: string, n: number): Promise<number[]> {
    const rows = rowsOf<{ seq: string }>(
      await database.db.execute(sql`insert into outbox_events (campaign_id, type, payload)
        select ${campaignId}::uuid, 'fatigue.changed', jsonb_build_object('i', i) from generate_series(1, ${n}::int) i returning seq`),
    );
    return rows.map((r) => Number(r.seq)).sort((a, b) => a - b);
  }

  /** Until the hub has heard `signals` commit signals in all, then until its reads are done. */
  async function heard(signals: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (live.hub.stats.signals < signals) {
      if (Date.now() > deadline) throw new Error(`heard ${live.hub.stats.signals} signals, expected ${signals}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await live.hub.idle();
  }

  test('no read for a campaign nobody here follows; the head still moves over its events', async () => {
    const quiet = await campaign();
    const { reads, signals } = live.hub.stats;
    const seqs = await commit(quiet, 5);
    await heard(signals + 5);
    expect(live.hub.stats.reads - reads).toBe(0);
    expect(live.hub.cursor).toBe(seqs.at(-1));
  });

  test('one read for a burst of events of a followed campaign, each event delivered once in order', async () => {
    const followed = await campaign();
    const got: LiveEvent[] = [];
    const unsubscribe = live.hub.subscribe(followed, (event) => got.push(event));
    try {
      const { reads, signals } = live.hub.stats;
      const seqs = await commit(followed, 20);
      await heard(signals + 20);
      expect(live.hub.stats.reads - reads).toBe(1);
      expect(got.map((e) => e.seq)).toEqual(seqs);
    } finally {
      unsubscribe();
    }
  });

  test('a follower of one campaign costs no read for the others’ events, and still gets its own after them', async () => {
    const followed = await campaign();
    const other = await campaign();
    const got: LiveEvent[] = [];
    const unsubscribe = live.hub.subscribe(followed, (event) => got.push(event));
    try {
      const { reads, signals } = live.hub.stats;
      await commit(other, 3);
      await heard(signals + 3);
      expect(live.hub.stats.reads - reads).toBe(0);
      const mine = await commit(followed, 1);
      await heard(signals + 4);
      expect(live.hub.stats.reads - reads).toBe(1);
      expect(got.map((e) => e.seq)).toEqual(mine);
    } finally {
      unsubscribe();
    }
  });

  test('a new follower of a campaign whose signals were passed over a hole still gets its events', async () => {
    const quiet = await campaign();
    const { signals } = live.hub.stats;
    // A rolled-back insert: its sequence is never committed, a hole the head cannot step over.
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into outbox_events (campaign_id, type, payload) values (${quiet}::uuid, 'fatigue.changed', '{}'::jsonb)`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const seqs = await commit(quiet, 3);
    await heard(signals + 3);
    expect(live.hub.cursor).toBeLessThan(seqs[0]!);
    // Followed only now: the hub reads, and once the hole has settled delivers what it passed.
    const got: LiveEvent[] = [];
    const unsubscribe = live.hub.subscribe(quiet, (event) => got.push(event));
    try {
      const deadline = Date.now() + 10_000;
      while (got.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(got.map((e) => e.seq)).toEqual(seqs);
      expect(live.hub.cursor).toBe(seqs.at(-1));
    } finally {
      unsubscribe();
    }
  });
});
