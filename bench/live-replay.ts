/**
 * Resuming a subscription after `missed` events (issue 26 item 8): a player's `campaignEvents`
 * stream with `after` set before them, through the app's real SSE path in-process (yoga.fetch,
 * the Node hub), until every missed event has arrived, after five untimed resumes of 1,000 events
 * (the process warmed up, as a running server is). Prints the time to the first event and
 * the time per replayed event, beside a bare keyset read of the same outbox rows in pages of 500
 * in the same run (the floor of reading them at all).
 *
 * Embedded PGlite by default, the Postgres server with BENCH_DATABASE_URL (its own campaign).
 * Alone: `npx tsx bench/live-replay.ts [missed...]`. With `PROFILE_CPU=<dir>`, each replay (from
 * the subscription's request to its last event; no set-up) is also written as a V8 CPU profile,
 * `<dir>/replay-<missed>.cpuprofile` (sampled every `PROFILE_INTERVAL_US`, default 1000 µs).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { type NodeDatabase, openPglite, openPostgres } from '../src/db/node.js';
import { decodeId } from '../src/primitives/ids.js';
import { createSmsCharacter, table } from '../test/support/flows.js';
import { type LiveTestApp, startLiveApp, subscribe } from '../test/support/live.js';
import { runAlone } from './http.js';

const CAMPAIGN_EVENTS = `subscription($c: ID!, $after: String) { campaignEvents(campaignId: $c, after: $after) { cursor type payload } }`;

export interface ReplayBench {
  backend: string;
  missed: number;
  firstMs: number;
  totalMs: number;
  bareMs: number;
  /** This process's CPU (user + system) over the replay and over the bare read: less swayed by other processes' load than wall time. */
  cpuMs: number;
  bareCpuMs: number;
}

const cpuSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** Events of each untimed resume that warms the process up. */
const WARM_UP = 1000;
/**
 * Untimed resumes first (`BENCH_REPLAY_WARM_UP`, default 5): after ONE, V8 was still optimizing
 * the path (GraphQL's executor, PGlite's protocol reader, the SSE plumbing) during the next three
 * 1,000-event resumes — 78, 60 and 69 functions optimized inside each (`--trace-opt`), then 19,
 * 20, 4 — and its compiler threads' CPU and the unoptimized code were most of what those resumes
 * measured above the steady cost (CPU 81, 76, 86, then 60, 60, 41 µs per event; issue 40 item 3).
 * A running server has long since compiled the path it serves every event through.
 */
const WARM_UP_RESUMES = Number(process.env.BENCH_REPLAY_WARM_UP ?? 5);

async function replayOnce(app: LiveTestApp, missed: number, profiled = true): Promise<ReplayBench> {
  const { player, campaign } = await table(app);
  const campaignId = decodeId('Campaign', campaign.id)!;
  const pip = (
    await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }] }, { name: 'Pip' })
  ).character;
  await app.hub.idle();
  const after = app.hub.cursor;
  // Events the player may see, each naming the player's PC (so each is checked against it).
  await app.database.db.execute(sql`insert into outbox_events (campaign_id, type, payload)
    select ${campaignId}::uuid, 'fatigue.changed', jsonb_build_object('characterId', ${pip.id}::text, 'kind', 'PASSING', 'levels', i % 5)
    from generate_series(1, ${missed}::int) i`);
  const deadline = Date.now() + 60_000;
  while (app.hub.cursor < after + missed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));

  // The floor: the same rows read by keyset in pages of 500, nothing else done with them.
  const bareCpu = process.cpuUsage();
  const bareStart = performance.now();
  let from = after;
  for (;;) {
    const page = (
      (await app.database.db.execute(
        sql`select id, seq, campaign_id, type, payload, created_at from outbox_events where campaign_id = ${campaignId}::uuid and seq > ${from} order by seq limit 500`,
      )) as unknown as { rows: { seq: string }[] }
    ).rows;
    if (!page.length) break;
    from = Number(page.at(-1)!.seq);
  }
  const bareMs = performance.now() - bareStart;
  const bareCpuMs = cpuSince(bareCpu);

  const session = profiled && process.env.PROFILE_CPU ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US ?? 1000) });
    await session.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  const stream = await subscribe(app.fetch, 'http://bench/graphql', CAMPAIGN_EVENTS, { c: campaign.id, after: String(after) }, player.apiKey);
  try {
    const first = await stream.next(60_000);
    if (first.event !== 'next' || first.data?.errors) throw new Error(`replay refused: ${JSON.stringify(first.data)}`);
    const firstMs = performance.now() - started;
    for (let i = 1; i < missed; i++) {
      const m = await stream.next(60_000);
      if (m.event !== 'next') throw new Error(`event ${i}: ${m.event}`);
    }
    const totalMs = performance.now() - started;
    const cpuMs = cpuSince(cpu);
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(`${process.env.PROFILE_CPU}/replay-${missed}.cpuprofile`, JSON.stringify(profile));
      session.disconnect();
    }
    return { backend: '', missed, firstMs, totalMs, bareMs, cpuMs, bareCpuMs };
  } finally {
    await stream.close();
  }
}

export async function benchLiveReplay(sizes: number[]): Promise<ReplayBench[]> {
  const url = process.env.BENCH_DATABASE_URL;
  const backend = {
    name: url ? ('postgres' as const) : ('pglite' as const),
    skipReason: null,
    open: (): Promise<NodeDatabase> => (url ? openPostgres(url) : openPglite()),
  };
  const app = await startLiveApp(backend);
  try {
    // Untimed resumes first: the first ones in a process also compile the whole path (JIT,
    // lazily built schema parts, the server's plans), which no resume on a running server pays.
    for (let i = 0; i < WARM_UP_RESUMES; i++) await replayOnce(app, WARM_UP, false);
    const results: ReplayBench[] = [];
    for (const n of sizes) results.push({ ...(await replayOnce(app, n)), backend: url ? 'Postgres server' : 'PGlite' });
    return results;
  } finally {
    await app.close();
  }
}

export function liveReplayRow(r: ReplayBench): string {
  return (
    `resume after ${r.missed} missed events (${r.backend}, SSE in-process): first event in ${r.firstMs.toFixed(1)} ms, ` +
    `${((r.totalMs / r.missed) * 1000).toFixed(1)} µs per replayed event (${r.totalMs.toFixed(0)} ms) = ${(r.totalMs / r.bareMs).toFixed(1)}× ` +
    `a bare keyset read of the same rows (${((r.bareMs / r.missed) * 1000).toFixed(1)} µs per row); ` +
    `CPU ${((r.cpuMs / r.missed) * 1000).toFixed(1)} µs per event = ${(r.cpuMs / r.bareCpuMs).toFixed(1)}× the bare read's`
  );
}

runAlone(import.meta.url, async () => {
  const sizes = process.argv.slice(2).map(Number);
  return (await benchLiveReplay(sizes.length ? sizes : [1000, 50_000])).map(liveReplayRow);
});
