/**
 * The awards job over a backlog: `benchAwards(n, shape)` seeds n ACTIVE SMS characters with a
 * history of 5 sessions already awarded, who all then played one session and one completed
 * scenario with the GM's bonus (3 new awards each), at one table or in parties of 5 (see
 * AwardsShape), times one job run, and checks every award landed. Two baselines, same run and database, each one bare
 * INSERT … SELECT of the same 3n rows: into a scratch temporary table (no index, no foreign key,
 * no WAL: the floor of writing rows at all), and into the ledger itself with its indexes and
 * foreign keys, rolled back (the floor of writing THESE rows, which the job cannot go below).
 *
 * Embedded PGlite in memory by default; BENCH_DATABASE_URL for a Postgres server (the seeded
 * campaigns are deleted afterwards). Alone: `npx tsx bench/awards.ts [characters…] [--shape=table|parties]`.
 */
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/primitives/clock.js';
import type { Db } from '../src/db/client.js';
import { type NodeDatabase, openPglite, openPostgres } from '../src/db/node.js';
import { DEFAULT_DATABASE_WAITS } from '../src/db/waits.js';
import { runAwards } from '../src/jobs/awards.js';
import { runAlone } from './http.js';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * How the n characters sit at tables: all at one (one campaign of n, one session and one
 * scenario of n participants: few sources, each big), or in parties of 5 (n/5 campaigns, each
 * with its own session and scenario: many small sources, what a server of many groups holds).
 */
export type AwardsShape = 'table' | 'parties';
export const AWARDS_SHAPES: AwardsShape[] = ['table', 'parties'];
const PARTY = 5;

/**
 * Seed set-based (a few statements), so the seeding is not what the bench waits for: n PCs with
 * `past` sessions already played AND awarded (the history a job must not walk again: ledger rows,
 * xp_awarded and the sources' awarded_at, written directly so any version of the job can be timed
 * on the same seed), then per campaign one new session and one completed scenario with the bonus
 * (what the timed run awards).
 */
export async function seed(db: Db, n: number, past: number, shape: AwardsShape): Promise<string> {
  const tag = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const perCampaign = shape === 'table' ? n : PARTY;
  if (n % perCampaign !== 0) throw new Error(`${shape}: the characters come in parties of ${perCampaign}`);
  const campaigns = n / perCampaign;
  await db.execute(sql`with c as (
      insert into campaigns (name, ruleset, settings, invite_code)
      select ${tag}, 'SMS', '{"creationBudget":40,"maxModuleRank":5}'::jsonb, ${tag} || '-' || k from generate_series(1, ${campaigns}::int) k returning id)
    insert into characters (campaign_id, name, kind, status, ruleset, race, creation_earned, creation_spent, xp_awarded)
    select c.id, 'PC ' || i, 'PC', 'ACTIVE', 'SMS', 'HUMAN', 40, 40, ${past}::int from c cross join generate_series(1, ${perCampaign}::int) i`);
  const mine = sql`select id from campaigns where name = ${tag}`;
  if (past > 0) {
    await db.execute(sql`with s as (
        insert into game_sessions (campaign_id, title, played_on, status, awarded_at)
        select c.id, 'Past session ' || k, '2025-12-01', 'PLAYED', now() from (${mine}) c cross join generate_series(1, ${past}::int) k returning id, campaign_id, title),
      p as (insert into session_participants (session_id, character_id) select s.id, ch.id from s join characters ch on ch.campaign_id = s.campaign_id returning session_id, character_id)
      insert into experience_entries (character_id, kind, xp, reason, source_kind, source_id, created_at)
      select p.character_id, 'AWARD', 1, 'Session played: ' || s.title, 'SESSION', s.id, now() from p join s on s.id = p.session_id`);
  }
  await db.execute(sql`with s as (
      insert into game_sessions (campaign_id, title, played_on, status) select id, 'Session 1', '2026-01-10', 'PLAYED' from (${mine}) c returning id, campaign_id)
    insert into session_participants (session_id, character_id) select s.id, ch.id from s join characters ch on ch.campaign_id = s.campaign_id`);
  await db.execute(sql`with s as (
      insert into scenarios (campaign_id, title, status, bonus, completed_at) select id, 'The siege', 'COMPLETED', true, now() from (${mine}) c returning id, campaign_id)
    insert into scenario_participants (scenario_id, character_id) select s.id, ch.id from s join characters ch on ch.campaign_id = s.campaign_id`);
  return tag;
}

/** The seeded characters (of every campaign named `tag`). */
const seeded = (tag: string) => sql`select ch.id from characters ch join campaigns c on c.id = ch.campaign_id where c.name = ${tag}`;

/** The floor: writing 3n ledger-shaped rows in one statement into a temporary table, with nothing checked or counted. */
async function baseline(db: Db, tag: string): Promise<number> {
  await db.execute(sql`create temp table if not exists bench_ledger (like experience_entries including defaults)`);
  await db.execute(sql`truncate bench_ledger`);
  const started = performance.now();
  await db.execute(sql`insert into bench_ledger (character_id, kind, xp, reason, source_kind, created_at)
    select c.id, 'AWARD', 1, 'baseline', k.kind, now() from (${seeded(tag)}) c, (values ('SESSION'), ('SCENARIO'), ('SCENARIO_BONUS')) k(kind)`);
  const ms = performance.now() - started;
  await db.execute(sql`drop table bench_ledger`);
  return ms;
}

class RollBack extends Error {}

/** The same 3n rows into the ledger itself (its indexes, foreign keys and WAL), then rolled back. */
async function ledgerBaseline(db: Db, tag: string): Promise<number> {
  let ms = 0;
  await db
    .transaction(async (tx) => {
      const started = performance.now();
      await tx.execute(sql`insert into experience_entries (character_id, kind, xp, reason, source_kind, source_id, created_at)
        select c.id, 'AWARD', 1, 'baseline', k.kind, gen_random_uuid(), now() from (${seeded(tag)}) c, (values ('SESSION'), ('SCENARIO'), ('SCENARIO_BONUS')) k(kind)`);
      ms = performance.now() - started;
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return ms;
}

/**
 * The bench times the job, it does not hold it to the server's per-statement bound (10 s by
 * default): a version that needs longer shows as slow here instead of failing.
 */
const BENCH_WAITS = { ...DEFAULT_DATABASE_WAITS, statementMs: 30 * 60_000, idleInTransactionMs: 30 * 60_000 };

export async function benchAwards(
  characters = 10_000,
  shape: AwardsShape = 'table',
  database?: NodeDatabase,
  past = 5,
): Promise<{ characters: number; shape: AwardsShape; past: number; ms: number; baselineMs: number; ledgerBaselineMs: number; awards: number; batches: number }> {
  const url = process.env.BENCH_DATABASE_URL;
  const opened = database ?? (url ? await openPostgres(url, undefined, 10, BENCH_WAITS) : await openPglite());
  const { db } = opened;
  let tag: string | undefined;
  try {
    // Anything already due (a reused Postgres) is awarded first, so the timed run is ours alone.
    await runAwards(db, { clock: systemClock });
    tag = await seed(db, characters, past, shape);
    const baselineMs = await baseline(db, tag);
    const ledgerBaselineMs = await ledgerBaseline(db, tag);
    const started = performance.now();
    const result = await runAwards(db, { clock: systemClock });
    const ms = performance.now() - started;
    if (!result.ran) throw new Error('the awards lease was held by another run');
    if (result.awarded !== 3 * characters) throw new Error(`expected ${3 * characters} awards, the job wrote ${result.awarded}`);
    const [check] = rowsOf<{ wrong: number }>(
      await db.execute(sql`select count(*)::int as wrong from characters where id in (${seeded(tag)}) and xp_awarded <> ${past + 3}::int`),
    );
    if (Number(check?.wrong) !== 0) throw new Error(`${check?.wrong} characters do not have ${past + 3} XP`);
    return { characters, shape, past, ms, baselineMs, ledgerBaselineMs, awards: result.awarded, batches: result.batches };
  } finally {
    if (tag && url && !database) await db.execute(sql`delete from campaigns where name = ${tag}`);
    if (!database) await opened.close();
  }
}

const SHAPE_WORDS: Record<AwardsShape, string> = { table: 'at one table', parties: `in parties of ${PARTY}` };

export function awardsRow(r: Awaited<ReturnType<typeof benchAwards>>): string {
  return (
    `awards job: ${r.characters} characters ${SHAPE_WORDS[r.shape]} (${r.past} sessions of history already awarded), ${r.awards} new awards in ${r.batches} batches: ${r.ms.toFixed(0)} ms = ` +
    `${(r.ms / r.baselineMs).toFixed(2)}× a bare insert of the same rows into a temporary table (${r.baselineMs.toFixed(0)} ms), ` +
    `${(r.ms / r.ledgerBaselineMs).toFixed(2)}× into the ledger itself (${r.ledgerBaselineMs.toFixed(0)} ms)`
  );
}

/**
 * The job at each size and shape, then how its time grows beside the characters' (target: 10×
 * the characters ≤ 11× the time), per shape. Each larger size runs between two runs of the size
 * before it (a, b, a), and its growth is taken against their mean: on a shared machine, one run
 * of the small size alone swings by 2× and so would the ratio.
 */
export async function benchAwardsScaling(sizes: number[], shapes: AwardsShape[] = AWARDS_SHAPES): Promise<string[]> {
  const lines: string[] = [];
  for (const shape of shapes) {
    const runs = new Map<number, Awaited<ReturnType<typeof benchAwards>>[]>();
    const run = async (n: number) => {
      const r = await benchAwards(n, shape);
      runs.set(n, [...(runs.get(n) ?? []), r]);
      lines.push(awardsRow(r));
    };
    const mean = (n: number, key: 'ms' | 'ledgerBaselineMs') => {
      const rs = runs.get(n)!;
      return rs.reduce((sum, r) => sum + r[key], 0) / rs.length;
    };
    if (sizes[0] !== undefined) await run(sizes[0]);
    for (let i = 1; i < sizes.length; i++) {
      const [a, b] = [sizes[i - 1]!, sizes[i]!];
      await run(b);
      await run(a);
      const growth = runs.get(b)![0]!.ms / mean(a, 'ms');
      const target = 1.1 * (b / a);
      lines.push(
        `awards job growth ${SHAPE_WORDS[shape]}, ${a} → ${b} characters (${(b / a).toFixed(0)}×): ` +
          `${growth.toFixed(1)}× the time against the mean of the ${runs.get(a)!.length} runs at ${a} (target ≤ ${target.toFixed(0)}×: ${growth <= target ? 'met' : 'NOT met'}), ` +
          `beside ${(runs.get(b)![0]!.ledgerBaselineMs / mean(a, 'ledgerBaselineMs')).toFixed(1)}× for the bare insert into the ledger`,
      );
    }
  }
  return lines;
}

/** Alone: `npx tsx bench/awards.ts [sizes…] [--shape=table|parties]` (both shapes, 1,000 and 10,000 by default). */
runAlone(import.meta.url, async () => {
  const args = process.argv.slice(2);
  const sizes = args.map(Number).filter(Boolean);
  const shape = args.find((a) => a.startsWith('--shape='))?.slice('--shape='.length) as AwardsShape | undefined;
  if (shape && !AWARDS_SHAPES.includes(shape)) throw new Error(`--shape: one of ${AWARDS_SHAPES.join(', ')}`);
  return benchAwardsScaling(sizes.length ? sizes : [1000, 10_000], shape ? [shape] : AWARDS_SHAPES);
});
