/**
 * The awards job over one big campaign: `benchAwards(n)` seeds n ACTIVE SMS characters with a
 * history of 5 sessions already awarded, who all then played one session and one completed
 * scenario with the GM's bonus (3 new awards each), times one
 * job run, and checks every award landed. Two baselines, same run and database, each one bare
 * INSERT … SELECT of the same 3n rows: into a scratch temporary table (no index, no foreign key,
 * no WAL: the floor of writing rows at all), and into the ledger itself with its indexes and
 * foreign keys, rolled back (the floor of writing THESE rows, which the job cannot go below).
 *
 * Embedded PGlite in memory by default; BENCH_DATABASE_URL for a Postgres server (the seeded
 * campaign is deleted afterwards). Alone: `npx tsx bench/awards.ts [characters]`.
 */
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock.js';
import type { Db } from '../src/db/client.js';
import { type NodeDatabase, openPglite, openPostgres } from '../src/db/node.js';
import { runAwards } from '../src/jobs/awards.js';
import { runAlone } from './http.js';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Seed set-based (a few statements), so the seeding is not what the bench waits for: n PCs with
 * `past` sessions already played AND awarded (the history a job must not walk again), then one
 * new session and one completed scenario with the bonus (what the timed run awards).
 */
async function seed(db: Db, n: number, past: number): Promise<string> {
  const tag = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const [campaign] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into campaigns (name, ruleset, settings, invite_code)
      values (${tag}, 'SMS', '{"creationBudget":40,"maxModuleRank":5}'::jsonb, ${tag}) returning id`),
  );
  const campaignId = campaign!.id;
  await db.execute(sql`insert into characters (campaign_id, name, kind, status, ruleset, race, creation_earned, creation_spent)
    select ${campaignId}::uuid, 'PC ' || i, 'PC', 'ACTIVE', 'SMS', 'HUMAN', 40, 40 from generate_series(1, ${n}::int) i`);
  if (past > 0) {
    await db.execute(sql`with s as (insert into game_sessions (campaign_id, title, played_on, status)
        select ${campaignId}::uuid, 'Past session ' || k, '2025-12-01', 'PLAYED' from generate_series(1, ${past}::int) k returning id)
      insert into session_participants (session_id, character_id) select s.id, c.id from s, characters c where c.campaign_id = ${campaignId}::uuid`);
    const history = await runAwards(db, { clock: systemClock });
    if (history.awarded !== past * n) throw new Error(`history: expected ${past * n} awards, got ${history.awarded}`);
  }
  await db.execute(sql`with s as (insert into game_sessions (campaign_id, title, played_on, status) values (${campaignId}::uuid, 'Session 1', '2026-01-10', 'PLAYED') returning id)
    insert into session_participants (session_id, character_id) select s.id, c.id from s, characters c where c.campaign_id = ${campaignId}::uuid`);
  await db.execute(sql`with s as (insert into scenarios (campaign_id, title, status, bonus, completed_at) values (${campaignId}::uuid, 'The siege', 'COMPLETED', true, now()) returning id)
    insert into scenario_participants (scenario_id, character_id) select s.id, c.id from s, characters c where c.campaign_id = ${campaignId}::uuid`);
  return campaignId;
}

/** The floor: writing 3n ledger-shaped rows in one statement into a temporary table, with nothing checked or counted. */
async function baseline(db: Db, campaignId: string): Promise<number> {
  await db.execute(sql`create temp table if not exists bench_ledger (like experience_entries including defaults)`);
  await db.execute(sql`truncate bench_ledger`);
  const started = performance.now();
  await db.execute(sql`insert into bench_ledger (character_id, kind, xp, reason, source_kind, created_at)
    select c.id, 'AWARD', 1, 'baseline', k.kind, now() from characters c, (values ('SESSION'), ('SCENARIO'), ('SCENARIO_BONUS')) k(kind)
    where c.campaign_id = ${campaignId}::uuid`);
  const ms = performance.now() - started;
  await db.execute(sql`drop table bench_ledger`);
  return ms;
}

class RollBack extends Error {}

/** The same 3n rows into the ledger itself (its indexes, foreign keys and WAL), then rolled back. */
async function ledgerBaseline(db: Db, campaignId: string): Promise<number> {
  let ms = 0;
  await db
    .transaction(async (tx) => {
      const started = performance.now();
      await tx.execute(sql`insert into experience_entries (character_id, kind, xp, reason, source_kind, source_id, created_at)
        select c.id, 'AWARD', 1, 'baseline', k.kind, gen_random_uuid(), now() from characters c, (values ('SESSION'), ('SCENARIO'), ('SCENARIO_BONUS')) k(kind)
        where c.campaign_id = ${campaignId}::uuid`);
      ms = performance.now() - started;
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return ms;
}

export async function benchAwards(
  characters = 10_000,
  database?: NodeDatabase,
  past = 5,
): Promise<{ characters: number; past: number; ms: number; baselineMs: number; ledgerBaselineMs: number; awards: number; batches: number }> {
  const url = process.env.BENCH_DATABASE_URL;
  const opened = database ?? (url ? await openPostgres(url) : await openPglite());
  const { db } = opened;
  let campaignId: string | undefined;
  try {
    // Anything already due (a reused Postgres) is awarded first, so the timed run is ours alone.
    await runAwards(db, { clock: systemClock });
    campaignId = await seed(db, characters, past);
    const baselineMs = await baseline(db, campaignId);
    const ledgerBaselineMs = await ledgerBaseline(db, campaignId);
    const started = performance.now();
    const result = await runAwards(db, { clock: systemClock });
    const ms = performance.now() - started;
    if (!result.ran) throw new Error('the awards lease was held by another run');
    if (result.awarded !== 3 * characters) throw new Error(`expected ${3 * characters} awards, the job wrote ${result.awarded}`);
    const [check] = rowsOf<{ wrong: number }>(
      await db.execute(sql`select count(*)::int as wrong from characters where campaign_id = ${campaignId}::uuid and xp_awarded <> ${past + 3}::int`),
    );
    if (Number(check?.wrong) !== 0) throw new Error(`${check?.wrong} characters do not have ${past + 3} XP`);
    return { characters, past, ms, baselineMs, ledgerBaselineMs, awards: result.awarded, batches: result.batches };
  } finally {
    if (campaignId && url && !database) await db.execute(sql`delete from campaigns where id = ${campaignId}::uuid`);
    if (!database) await opened.close();
  }
}

export function awardsRow(r: Awaited<ReturnType<typeof benchAwards>>): string {
  return (
    `awards job: ${r.characters} characters (${r.past} sessions of history already awarded), ${r.awards} new awards in ${r.batches} batches: ${r.ms.toFixed(0)} ms = ` +
    `${(r.ms / r.baselineMs).toFixed(2)}× a bare insert of the same rows into a temporary table (${r.baselineMs.toFixed(0)} ms), ` +
    `${(r.ms / r.ledgerBaselineMs).toFixed(2)}× into the ledger itself (${r.ledgerBaselineMs.toFixed(0)} ms)`
  );
}

/** The job at each size, then how its time grows beside the characters' (target: 10× the characters ≤ 11× the time). */
export async function benchAwardsScaling(sizes: number[]): Promise<string[]> {
  const runs: Awaited<ReturnType<typeof benchAwards>>[] = [];
  const lines: string[] = [];
  for (const n of sizes) {
    const r = await benchAwards(n);
    runs.push(r);
    lines.push(awardsRow(r));
  }
  for (let i = 1; i < runs.length; i++) {
    const [a, b] = [runs[i - 1]!, runs[i]!];
    lines.push(
      `awards job growth ${a.characters} → ${b.characters} characters (${(b.characters / a.characters).toFixed(0)}×): ${(b.ms / a.ms).toFixed(1)}× the time (target ≤ 11×), ` +
        `beside ${(b.ledgerBaselineMs / a.ledgerBaselineMs).toFixed(1)}× for the bare insert into the ledger`,
    );
  }
  return lines;
}

runAlone(import.meta.url, async () => benchAwardsScaling(process.argv.slice(2).map(Number).filter(Boolean).length ? process.argv.slice(2).map(Number) : [1000, 10_000]));
