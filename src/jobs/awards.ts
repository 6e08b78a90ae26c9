/**
 * The experience awards job (SMS §8 earning: +1 XP per session played, +1 per scenario
 * completed, +1 bonus when the GM granted it). Scheduled (Workers cron, `npm run job:awards`):
 * at-least-once and possibly overlapping, so it takes the 'awards' lease and is idempotent —
 * the ledger's partial unique index (character, source kind, source) lets each award land once,
 * and characters.xp_awarded grows only by the rows actually inserted.
 *
 * Set-based: each batch is one statement (due rows → INSERT … ON CONFLICT DO NOTHING RETURNING
 * → UPDATE characters by the count inserted) in its own transaction with its outbox events, so
 * a crash loses nothing already committed and a rerun resumes where it stopped. 10,000
 * characters are a few batches, not a statement per character.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db, Queryable } from '../db/client.js';
import { emitEvent } from '../db/outbox.js';
import { encodeId } from '../ids.js';
import { DEFAULT_LEASE_MS, type Lease, releaseLease, renewLease, takeLease } from './lease.js';

export const AWARDS_LEASE = 'awards';
/** Characters per batch (each with all its due awards: 3 for a session, a scenario and its bonus). */
export const DEFAULT_AWARDS_BATCH = 2500;
/** Idempotency keys are kept at least this long (DESIGN.md §Limits: ≥ 24 h), then purged by this job. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export interface AwardsProgress {
  /** Due awards handled so far (inserted, or found already there). */
  done: number;
  /** Due awards counted at the start of the run (more may appear while it runs). */
  total: number;
  batches: number;
}

export interface AwardsOptions {
  clock: Clock;
  /** Called after each committed batch; throwing from it stops the run (tests inject crashes so). */
  onProgress?: (progress: AwardsProgress) => void | Promise<void>;
  /** Characters per batch. */
  batchSize?: number;
  leaseMs?: number;
  /** Who holds the lease (defaults to a random id). */
  holder?: string;
}

export interface AwardsResult {
  /** False when another run held the lease: this one stood down and did nothing. */
  ran: boolean;
  /** Ledger entries written. */
  awarded: number;
  /** XP added in total. */
  xp: number;
  batches: number;
  /** Due awards counted at the start (only with `onProgress`; otherwise the awards handled). */
  due: number;
  /** The lease was lost mid-run (another run took over after it expired). */
  leaseLost: boolean;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Every award that is due and not yet in the ledger: participants of PLAYED sessions and of
 * COMPLETED scenarios (plus the bonus), SMS characters only (Ylnies has no XP: its skills rise
 * at a scenario's end). The anti-join uses the ledger's unique index. `after`: only characters
 * past this id (the batches of one run walk the characters in id order).
 */
function dueAwards(after: string | null) {
  const past = after ? sql`and sp.character_id > ${after}::uuid` : sql``;
  return sql`
  select sp.character_id, 'SESSION'::text as source_kind, s.id as source_id, s.campaign_id, 'Session played: ' || s.title as reason
  from game_sessions s
  join session_participants sp on sp.session_id = s.id
  join characters c on c.id = sp.character_id and c.ruleset = 'SMS'
  where s.status = 'PLAYED' ${past}
    and not exists (select 1 from experience_entries e
                    where e.character_id = sp.character_id and e.kind = 'AWARD' and e.source_kind = 'SESSION' and e.source_id = s.id)
  union all
  select sp.character_id, 'SCENARIO'::text, s.id, s.campaign_id, 'Scenario completed: ' || s.title
  from scenarios s
  join scenario_participants sp on sp.scenario_id = s.id
  join characters c on c.id = sp.character_id and c.ruleset = 'SMS'
  where s.status = 'COMPLETED' ${past}
    and not exists (select 1 from experience_entries e
                    where e.character_id = sp.character_id and e.kind = 'AWARD' and e.source_kind = 'SCENARIO' and e.source_id = s.id)
  union all
  select sp.character_id, 'SCENARIO_BONUS'::text, s.id, s.campaign_id, 'Scenario bonus from the GM: ' || s.title
  from scenarios s
  join scenario_participants sp on sp.scenario_id = s.id
  join characters c on c.id = sp.character_id and c.ruleset = 'SMS'
  where s.status = 'COMPLETED' and s.bonus ${past}
    and not exists (select 1 from experience_entries e
                    where e.character_id = sp.character_id and e.kind = 'AWARD' and e.source_kind = 'SCENARIO_BONUS' and e.source_id = s.id)`;
}

/** How many awards are due now (for the progress bar). */
export async function countDueAwards(db: Queryable): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${dueAwards(null)}) due`));
  return Number(row?.n ?? 0);
}

interface BatchGroup {
  /** Characters taken in this batch, and the last of them (the next batch starts after it). */
  selected: number;
  last: string | null;
  rows: number;
  campaign_id: string | null;
  source_kind: 'SESSION' | 'SCENARIO' | 'SCENARIO_BONUS' | null;
  source_id: string | null;
  reason: string | null;
  n: number | null;
  xp: number | null;
  character_ids: string[] | null;
}

/**
 * One batch in one statement: the next `limit` characters (by id) with awards due, all their
 * due awards inserted (a row another run or a manual award already wrote is skipped by the
 * unique index), each character's xp_awarded raised once by what was actually inserted; what
 * landed comes back grouped by campaign and source for the outbox events.
 */
async function awardBatch(tx: Queryable, limit: number, after: string | null, at: Date): Promise<BatchGroup[]> {
  const result = await tx.execute(sql`
    with all_due as materialized (${dueAwards(after)}),
    chars as (select distinct character_id from all_due order by character_id limit ${limit}),
    due as (select * from all_due where character_id in (select character_id from chars)),
    ins as (
      insert into experience_entries (character_id, kind, xp, reason, source_kind, source_id, created_at)
      select character_id, 'AWARD', 1, reason, source_kind, source_id, ${at.toISOString()}::timestamptz from due
      on conflict (character_id, source_kind, source_id) where kind = 'AWARD' and source_id is not null do nothing
      returning character_id, source_kind, source_id, xp
    ),
    upd as (
      update characters c set xp_awarded = c.xp_awarded + t.xp, version = c.version + 1
      from (select character_id, sum(xp)::int as xp from ins group by character_id) t
      where c.id = t.character_id
      returning c.id
    ),
    grouped as (
      select d.campaign_id, i.source_kind, i.source_id, min(d.reason) as reason, count(*)::int as n, sum(i.xp)::int as xp,
             json_agg(i.character_id order by i.character_id) as character_ids
      from ins i
      join due d on d.character_id = i.character_id and d.source_kind = i.source_kind and d.source_id = i.source_id
      group by d.campaign_id, i.source_kind, i.source_id
    )
    select (select count(*)::int from chars) as selected,
           (select character_id from chars order by character_id desc limit 1) as last,
           (select count(*)::int from due) as rows,
           (select count(*)::int from upd) as characters,
           g.*
    from (select 1) one left join grouped g on true`);
  return rowsOf<BatchGroup>(result);
}

class LeaseLost extends Error {}

/**
 * Award every XP that is due (SMS §8), under the 'awards' lease. A second run overlapping this
 * one stands down (`ran: false`); a run that crashed leaves its committed batches, and the next
 * run — once the lease is released or expired — does the rest.
 */
export async function runAwards(db: Db, options: AwardsOptions): Promise<AwardsResult> {
  const { clock } = options;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_AWARDS_BATCH);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const result: AwardsResult = { ran: false, awarded: 0, xp: 0, batches: 0, due: 0, leaseLost: false };

  const lease: Lease | null = await takeLease(db, AWARDS_LEASE, { clock, ttlMs: leaseMs, holder: options.holder });
  if (!lease) return result;
  result.ran = true;
  try {
    // Counting costs a pass over the history: only when someone shows progress.
    if (options.onProgress) result.due = await countDueAwards(db);
    let done = 0;
    let after: string | null = null;
    for (;;) {
      let groups: BatchGroup[];
      try {
        groups = await db.transaction(async (tx) => {
          // Awards commit only while we hold the lease; a run that lost it stops here.
          if (!(await renewLease(tx, lease, { clock, ttlMs: leaseMs }))) throw new LeaseLost();
          const at = clock.now();
          const rows = await awardBatch(tx, batchSize, after, at);
          for (const g of rows) {
            if (!g.campaign_id || !g.source_kind || !g.source_id || !g.character_ids) continue;
            await emitEvent(
              tx,
              g.campaign_id,
              'experience.awarded',
              {
                campaignId: encodeId('Campaign', g.campaign_id),
                sourceKind: g.source_kind,
                sourceId: encodeId(g.source_kind === 'SESSION' ? 'GameSession' : 'Scenario', g.source_id),
                reason: g.reason,
                xpEach: 1,
                characterIds: g.character_ids.map((id) => encodeId('Character', id)),
                awardedBy: 'JOB',
              },
              at,
            );
          }
          return rows;
        });
      } catch (error) {
        if (error instanceof LeaseLost) {
          result.leaseLost = true;
          return result;
        }
        throw error;
      }
      const selected = Number(groups[0]?.selected ?? 0);
      after = groups[0]?.last ?? after;
      for (const g of groups) {
        result.awarded += Number(g.n ?? 0);
        result.xp += Number(g.xp ?? 0);
      }
      if (selected === 0) break;
      result.batches += 1;
      done += Number(groups[0]?.rows ?? 0);
      await options.onProgress?.({ done, total: Math.max(result.due, done), batches: result.batches });
      if (selected < batchSize) break;
    }
    if (!options.onProgress) result.due = done;
    await purgeIdempotencyKeys(db, clock);
    return result;
  } finally {
    if (!result.leaseLost) await releaseLease(db, lease);
  }
}

/** Drop idempotency keys older than their retention (kept ≥ 24 h, DESIGN.md §Limits). */
export async function purgeIdempotencyKeys(db: Queryable, clock: Clock): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
  await db.execute(sql`delete from idempotency_keys where created_at < ${cutoff.toISOString()}::timestamptz`);
}
