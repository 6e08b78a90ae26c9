/**
 * The Node hub's outbox reads per committed event (issue 26 item 3). Twelve campaigns, one
 * process following two of them (a subscriber each), writers committing 1–3 events per
 * transaction into random campaigns, eight at a time. Two hubs hear the same NOTIFYs in the same
 * run: the hub as wired now (`signal`: reads only for a followed campaign, a burst is one read)
 * and the hub wired as before (`poke` on every NOTIFY, whatever its campaign); the count of
 * NOTIFYs is the figure of "one read per NOTIFY".
 *
 * The Postgres server with BENCH_DATABASE_URL (a campaign per run, deleted after), else the
 * embedded PGlite. Alone: `npx tsx bench/live-reads.ts [transactions]`.
 */
import { sql } from 'drizzle-orm';
import { type NodeDatabase, openPglite, openPostgres } from '../src/db/node.js';
import { LiveHub } from '../src/live/hub.js';
import { OUTBOX_CHANNEL, startNodeLive } from '../src/live/node.js';
import { runAlone } from './http.js';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface LiveReads {
  backend: string;
  transactions: number;
  events: number;
  signals: number;
  reads: number;
  readsBefore: number;
  delivered: number;
}

export async function benchLiveReads(transactions = 400): Promise<LiveReads> {
  const url = process.env.BENCH_DATABASE_URL;
  const database: NodeDatabase = url ? await openPostgres(url) : await openPglite();
  const { db } = database;
  const tag = `reads-${Date.now()}`;
  const campaigns = rowsOf<{ id: string }>(
    await db.execute(sql`insert into campaigns (name, ruleset, settings, invite_code)
      select ${tag} || i, 'SMS', '{}'::jsonb, ${tag} || i from generate_series(1, 12) i returning id`),
  ).map((r) => r.id);
  const live = await startNodeLive(database, { pollMs: 0 });
  // The same NOTIFYs, read as before: every signal a read (coalesced only while one is in flight).
  const before = await new LiveHub(db, { pollMs: 0 }).start();
  const unlistenBefore = await database.listen(OUTBOX_CHANNEL, () => before.poke());
  try {
    await live.hub.idle();
    let delivered = 0;
    const followed = campaigns.slice(0, 2);
    for (const c of followed) {
      live.hub.subscribe(c, () => delivered++);
      before.subscribe(c, () => undefined);
    }
    const start = { ...live.hub.stats };
    const readsBefore0 = before.stats.reads;
    let events = 0;
    let next = 0;
    const writer = async () => {
      while (next < transactions) {
        const i = next++;
        const n = 1 + (i % 3);
        events += n;
        const campaignId = campaigns[(i * 7) % campaigns.length]!;
        await db.execute(sql`insert into outbox_events (campaign_id, type, payload)
          select ${campaignId}::uuid, 'fatigue.changed', jsonb_build_object('i', k) from generate_series(1, ${n}::int) k`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    const deadline = Date.now() + 30_000;
    while (live.hub.stats.signals - start.signals < events && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await live.hub.idle();
    await before.idle();
    return {
      backend: url ? 'Postgres server' : 'PGlite',
      transactions,
      events,
      signals: live.hub.stats.signals - start.signals,
      reads: live.hub.stats.reads - start.reads,
      readsBefore: before.stats.reads - readsBefore0,
      delivered,
    };
  } finally {
    await unlistenBefore();
    before.close();
    await live.stop();
    await db.execute(sql`delete from campaigns where name like ${`${tag}%`}`);
    await database.close();
  }
}

export function liveReadsRow(r: LiveReads): string {
  const per = (n: number) => (n / r.events).toFixed(3);
  return (
    `live hub reads (${r.backend}, 12 campaigns, 2 followed here, ${r.transactions} transactions, ${r.events} events, ${r.delivered} delivered): ` +
    `${r.reads} reads = ${per(r.reads)} per committed event, beside ${r.signals} NOTIFYs (${per(r.signals)}: one read per NOTIFY) ` +
    `and ${r.readsBefore} reads of the hub wired as before, same NOTIFYs (${per(r.readsBefore)})`
  );
}

runAlone(import.meta.url, async () => liveReadsRow(await benchLiveReads(Number(process.argv[2] ?? 400))));
