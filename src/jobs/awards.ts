/**
 * The experience awards job (SMS §8 earning: +1 XP per session played, +1 per scenario
 * completed, +1 bonus when the GM granted it). Scheduled (Workers cron, `npm run job:awards`):
 * at-least-once and possibly overlapping, so it takes the 'awards' lease and is idempotent —
 * the ledger's partial unique index (character, source kind, source) lets each award land once,
 * and characters.xp_awarded grows only by the rows actually inserted.
 *
 * No re-scan of the history: a session or scenario is marked `awarded_at` in the batch that
 * finishes its participants, and each run starts from the sources still unmarked (a partial
 * index each). Participants never change once a session is PLAYED or a scenario COMPLETED, so
 * a marked source has nothing left to give.
 *
 * Planned, then set-based (src/jobs/awards-plan.ts): one read at the start numbers the pending
 * sources' participants per campaign and cuts them into batches of whole characters — small
 * campaigns packed together, a big one walked in keyed ranges of character ids. Each batch is
 * then one statement handed its own sources and ranges (participants by their primary keys →
 * INSERT … ON CONFLICT DO NOTHING RETURNING → UPDATE characters by the count inserted → outbox
 * events → mark the sources it finishes), in its own transaction, so a crash loses nothing
 * already committed and a rerun resumes where it stopped. A batch reads its own participants and
 * asks the ledger's unique index about those only: its cost is its own awards, not the other
 * pending sources (issue 26: finding its characters among every pending source made each batch
 * cost the whole backlog) nor the ledger's history.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db, Queryable } from '../db/client.js';
import { globalIdSql, rowsOf } from '../db/json-rows.js';
import { noteEventCampaign } from '../db/outbox.js';
import { type PlanItem, type PlannedBatch, planBatches, readPlan } from './awards-plan.js';
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

/** A plan's sources as one jsonb parameter (escaping done by JSON, not by hand), read back as rows. */
function itemsOf(items: PlanItem[]) {
  return sql`select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
    as s(kind text, id uuid, "campaignId" uuid, title text, bonus boolean, lo uuid, hi uuid, mark boolean)`;
}

/** The lowest and highest uuids: a range's open ends made closed, so both bounds stay index conditions. */
const FIRST_UUID = '00000000-0000-0000-0000-000000000000';
const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/**
 * The participants of each source `src` in its range, by the participant table's primary key
 * (source, character), who are SMS characters (Ylnies has no XP: its skills rise at a
 * scenario's end).
 */
const participantsInRange = sql`(
    select sp.character_id from session_participants sp
    where src.kind = 'SESSION' and sp.session_id = src.id and sp.character_id > src.lo and sp.character_id <= src.hi
    union all
    select sp.character_id from scenario_participants sp
    where src.kind = 'SCENARIO' and sp.scenario_id = src.id and sp.character_id > src.lo and sp.character_id <= src.hi
  ) p join characters c on c.id = p.character_id and c.ruleset = 'SMS'
  -- A completed scenario pays its participants twice when the GM granted the bonus.
  cross join lateral (select src.kind as kind union all select 'SCENARIO_BONUS' where src.bonus) k`;

/** The items with their open bounds closed (see FIRST_UUID). */
function sourcesOf(items: PlanItem[]) {
  return sql`select kind, id, "campaignId" as campaign_id, title, bonus, coalesce(lo, ${FIRST_UUID}::uuid) as lo, coalesce(hi, ${LAST_UUID}::uuid) as hi, mark from (${itemsOf(items)}) s`;
}

/**
 * How many awards are due now (for the progress bar): each pending source's SMS participants
 * not yet in the ledger. One probe of the ledger's unique index per participant, led by the
 * character (a scalar subquery: as NOT EXISTS the planner may pick a hash anti-join, which reads
 * every award of the sources, history included).
 */
export async function countDueAwards(db: Queryable, plan?: PlannedBatch[]): Promise<number> {
  const batches = plan ?? planBatches(await readPlan(db, DEFAULT_AWARDS_BATCH), DEFAULT_AWARDS_BATCH);
  // Each source whole, once (it is marked by exactly one batch).
  const sources = batches.flatMap((b) => b.items.filter((item) => item.mark).map((item) => ({ ...item, lo: null, hi: null })));
  if (sources.length === 0) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`with src as (${sourcesOf(sources)})
      select count(*)::int as n from src cross join lateral ${participantsInRange}
      where not coalesce((select true from experience_entries e
        where e.character_id = p.character_id and e.kind = 'AWARD' and e.source_kind = k.kind and e.source_id = src.id limit 1), false)`),
  );
  return Number(row?.n ?? 0);
}

interface BatchOutcome {
  /** Due awards the batch handled (inserted, or found already there). */
  rows: number;
  /** Awards inserted, and their XP. */
  awarded: number;
  xp: number;
}

const REASONS = sql`case k.kind when 'SESSION' then 'Session played: ' when 'SCENARIO' then 'Scenario completed: ' else 'Scenario bonus from the GM: ' end`;

/**
 * One batch in one statement: its sources' participants in their ranges, all their due awards
 * inserted (a row another run or a manual award already wrote is skipped by the unique index),
 * each character's xp_awarded raised once by what was actually inserted, one outbox event per
 * source for what landed, and the sources this batch finishes marked awarded.
 */
async function awardBatch(tx: Queryable, batch: PlannedBatch, at: Date): Promise<BatchOutcome> {
  const stamp = at.toISOString();
  const [row] = rowsOf<BatchOutcome>(
    await tx.execute(sql`
    with src as (${sourcesOf(batch.items)}),
    due as (
      select p.character_id, k.kind as source_kind, src.id as source_id, ${REASONS} || src.title as reason
      from src cross join lateral ${participantsInRange}
    ),
    ins as (
      insert into experience_entries (character_id, kind, xp, reason, source_kind, source_id, created_at)
      select character_id, 'AWARD', 1, reason, source_kind, source_id, ${stamp}::timestamptz from due
      -- In key order: a manual award writing the same rows waits its turn instead of deadlocking.
      order by character_id, source_kind, source_id
      -- Awards already there (a manual one, a crashed run's) are skipped here, by the unique index.
      on conflict (character_id, source_kind, source_id) where kind = 'AWARD' and source_id is not null do nothing
      returning character_id, source_kind, source_id, xp
    ),
    upd as (
      update characters c set xp_awarded = c.xp_awarded + t.xp, version = c.version + 1
      from (select character_id, sum(xp)::int as xp from ins group by character_id) t
      where c.id = t.character_id
      returning c.id
    ),
    marked_sessions as (
      update game_sessions g set awarded_at = ${stamp}::timestamptz
      from src where src.mark and src.kind = 'SESSION' and g.id = src.id and g.awarded_at is null
      returning g.id
    ),
    marked_scenarios as (
      update scenarios g set awarded_at = ${stamp}::timestamptz
      from src where src.mark and src.kind = 'SCENARIO' and g.id = src.id and g.awarded_at is null
      returning g.id
    ),
    events as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select src.campaign_id, 'experience.awarded', jsonb_build_object(
               'campaignId', ${globalIdSql('Campaign', sql`src.campaign_id`)},
               'sourceKind', g.source_kind,
               'sourceId', case src.kind when 'SESSION' then ${globalIdSql('GameSession', sql`src.id`)} else ${globalIdSql('Scenario', sql`src.id`)} end,
               'reason', case g.source_kind when 'SESSION' then 'Session played: ' when 'SCENARIO' then 'Scenario completed: ' else 'Scenario bonus from the GM: ' end || src.title,
               'xpEach', 1,
               'characterIds', g.character_ids,
               'awardedBy', 'JOB'),
             ${stamp}::timestamptz
      from (select source_kind, source_id, jsonb_agg(${globalIdSql('Character', sql`character_id`)} order by character_id) as character_ids
            from ins group by source_kind, source_id) g
      join src on src.id = g.source_id and src.kind = case g.source_kind when 'SESSION' then 'SESSION' else 'SCENARIO' end
      returning id
    )
    select (select count(*)::int from due) as rows,
           (select count(*)::int from ins) as awarded,
           (select coalesce(sum(xp), 0)::int from ins) as xp,
           (select count(*)::int from upd) as characters,
           (select count(*)::int from marked_sessions) + (select count(*)::int from marked_scenarios) as marked,
           (select count(*)::int from events) as events`),
  );
  return { rows: Number(row?.rows ?? 0), awarded: Number(row?.awarded ?? 0), xp: Number(row?.xp ?? 0) };
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
    const plan = planBatches(await readPlan(db, batchSize), batchSize);
    if (plan.length === 0) {
      await purgeIdempotencyKeys(db, clock);
      return result;
    }
    // Counting costs a pass over the pending sources: only when someone shows progress.
    if (options.onProgress) result.due = await countDueAwards(db, plan);
    let done = 0;
    for (const batch of plan) {
      let outcome: BatchOutcome;
      try {
        outcome = await db.transaction(async (tx) => {
          // Awards commit only while we hold the lease; a run that lost it stops here.
          if (!(await renewLease(tx, lease, { clock, ttlMs: leaseMs }))) throw new LeaseLost();
          for (const campaignId of new Set(batch.items.map((item) => item.campaignId))) noteEventCampaign(tx, campaignId);
          return awardBatch(tx, batch, clock.now());
        });
      } catch (error) {
        if (error instanceof LeaseLost) {
          result.leaseLost = true;
          return result;
        }
        throw error;
      }
      result.awarded += outcome.awarded;
      result.xp += outcome.xp;
      done += outcome.rows;
      // A batch of participants all paid already (a rerun passing what a crashed run did) is no batch of awards.
      if (outcome.awarded > 0) {
        result.batches += 1;
        await options.onProgress?.({ done, total: Math.max(result.due, done), batches: result.batches });
      }
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
