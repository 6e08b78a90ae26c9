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
 * Planned, then set-based (src/jobs/awards-plan.ts): one read at the start finds the pending
 * sources' participants and cuts them, by character id across campaigns, into batches of whole
 * characters. Each batch is then one statement handed its own sources and their characters in
 * it (INSERT … ON CONFLICT DO NOTHING RETURNING → UPDATE characters by the count inserted →
 * mark the sources it finishes → outbox events), in its own transaction, so a crash loses
 * nothing already committed and a rerun resumes where it stopped. A batch asks the ledger's
 * unique index about its own characters only: its cost is its own awards, not the other pending
 * sources (issue 26: finding its characters among every pending source made each batch cost the
 * whole backlog) nor the ledger's history; and its characters are one range of ids, so its
 * writes to the ledger's character indexes and to the characters table stay in that range.
 *
 * A party's characters may so fall in two batches or more, but its session or scenario is told
 * in one `experience.awarded` event, from the batch that marks it: this run remembers whom its
 * earlier batches paid, and the batch asks the ledger only about the rest (after a crash, a
 * run that stopped midway paid them). A source bigger than a batch (a table of 10,000) is told
 * per batch, as before: one event of 10,000 characters would be one statement of the whole source.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../primitives/clock.js';
import type { Db, Queryable } from '../db/client.js';
import { globalIdSql, rowsOf } from '../db/json-rows.js';
import { noteEventCampaign } from '../db/outbox.js';
import { type PlannedBatch, type PlanSource, planBatches, readPlan } from './awards-plan.js';
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

/** A batch's sources with their characters as one jsonb parameter (escaping done by JSON, not by hand), read back as rows. */
function sourcesOf(sources: PlanSource[]) {
  const rows = sources.map(({ earlier: _, ...source }) => source);
  return sql`select kind, id, "campaignId" as campaign_id, title, bonus, mark, whole, characters from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
    as s(kind text, id uuid, "campaignId" uuid, title text, bonus boolean, mark boolean, whole boolean, characters jsonb)`;
}

/** Awards as one jsonb parameter, read back as rows. */
function awardsOf(awards: PaidAward[]) {
  return sql`select * from jsonb_to_recordset(${JSON.stringify(awards)}::jsonb) as x(source_kind text, source_id uuid, character_id uuid)`;
}

/**
 * The characters handed with each source `src` who are SMS characters (Ylnies has no XP: its
 * skills rise at a scenario's end), with each award kind the source pays.
 */
const participants = sql`jsonb_array_elements_text(src.characters) p(character_id)
  join characters c on c.id = p.character_id::uuid and c.ruleset = 'SMS'
  -- A completed scenario pays its participants twice when the GM granted the bonus.
  cross join lateral (select src.kind as kind union all select 'SCENARIO_BONUS' where src.bonus) k`;

/** The award kinds a source pays each participant. */
const kindsOf = (source: { kind: string; bonus: boolean }) => (source.bonus ? [source.kind, 'SCENARIO_BONUS'] : [source.kind]);

/**
 * How many awards are due now (for the progress bar): each pending source's SMS participants
 * not yet in the ledger. One probe of the ledger's unique index per participant, led by the
 * character (a scalar subquery: as NOT EXISTS the planner may pick a hash anti-join, which reads
 * every award of the sources, history included).
 */
export async function countDueAwards(db: Queryable, plan?: PlannedBatch[]): Promise<number> {
  const batches = plan ?? planBatches(await readPlan(db), DEFAULT_AWARDS_BATCH);
  // Each source once, with its characters of every batch.
  const bySource = new Map<string, PlanSource>();
  for (const batch of batches) {
    for (const source of batch.sources) {
      const seen = bySource.get(source.id);
      if (seen) seen.characters.push(...source.characters);
      else bySource.set(source.id, { ...source, characters: [...source.characters], earlier: [] });
    }
  }
  const sources = [...bySource.values()];
  if (sources.length === 0) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`with src as (${sourcesOf(sources)})
      select count(*)::int as n from src cross join lateral ${participants}
      where not coalesce((select true from experience_entries e
        where e.character_id = c.id and e.kind = 'AWARD' and e.source_kind = k.kind and e.source_id = src.id limit 1), false)`),
  );
  return Number(row?.n ?? 0);
}

/** An award of a source to one character. */
interface PaidAward {
  source_kind: string;
  source_id: string;
  character_id: string;
}

/**
 * For the sources told whole that a batch finishes, their participants in earlier batches:
 * those this run paid (`paid`), and those it did not (`unpaid`: paid before, by hand or by a
 * run that stopped midway, or not SMS) — the batch asks the ledger about the latter only.
 */
interface Earlier {
  paid: PaidAward[];
  unpaid: PaidAward[];
}

interface BatchOutcome {
  /** Due awards the batch handled (inserted, or found already there). */
  rows: number;
  /** Awards inserted, and their XP. */
  awarded: number;
  xp: number;
  /**
   * For the sources told whole that this batch does not finish: their awards handed here that it
   * did not insert (already there, or not SMS). Few: the rest it paid.
   */
  unpaid: PaidAward[];
}

const REASONS = sql`case k.kind when 'SESSION' then 'Session played: ' when 'SCENARIO' then 'Scenario completed: ' else 'Scenario bonus from the GM: ' end`;

/**
 * One batch in one statement: its sources' characters in the batch, all their due awards
 * inserted (a row another run or a manual award already wrote is skipped by the unique index),
 * each character's xp_awarded raised once by what was actually inserted, the sources this batch
 * finishes marked awarded, and the events: one per source it finishes that is told whole,
 * naming every character the job paid for it (in this batch, in the run's earlier batches —
 * `earlier.paid` — or in a run that stopped midway), and one per source told in parts for
 * this batch's part.
 */
async function awardBatch(tx: Queryable, batch: PlannedBatch, earlier: Earlier, at: Date): Promise<BatchOutcome> {
  const stamp = at.toISOString();
  const [row] = rowsOf<BatchOutcome>(
    await tx.execute(sql`
    with src as (${sourcesOf(batch.sources)}),
    paid as (${awardsOf(earlier.paid)}),
    due as (
      select c.id as character_id, k.kind as source_kind, src.id as source_id, ${REASONS} || src.title as reason
      from src cross join lateral ${participants}
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
    -- The sources this batch finishes, stamped (returned whole: the events need them).
    marked_sessions as (
      update game_sessions g set awarded_at = ${stamp}::timestamptz
      from src where src.mark and src.kind = 'SESSION' and g.id = src.id and g.awarded_at is null
      returning src.*
    ),
    marked_scenarios as (
      update scenarios g set awarded_at = ${stamp}::timestamptz
      from src where src.mark and src.kind = 'SCENARIO' and g.id = src.id and g.awarded_at is null
      returning src.*
    ),
    finished as (select * from marked_sessions union all select * from marked_scenarios),
    -- The finished sources' awards not known paid: due here but not inserted, or due in an
    -- earlier batch that did not insert them (handed in). In a run that went through, those the
    -- GM had paid by hand; Ylnies participants. Materialized: the ledger is asked about these only.
    unknown as materialized (
      -- EXCEPT, not NOT EXISTS: the planner, blind to the batch's size, may run an anti-join as a nested loop over ins.
      (select due.source_kind, due.source_id, due.character_id from due join finished f on f.id = due.source_id and f.whole
       except all
       select ins.source_kind, ins.source_id, ins.character_id from ins)
      union all
      select * from (${awardsOf(earlier.unpaid)}) u
    ),
    -- What the events tell. A source told whole, when finished: whom the job paid for it in this
    -- batch, in the run's earlier batches, and — among the unknown — in a run that stopped
    -- midway (an award without an author is the job's; a GM's names the GM). A source told in
    -- parts: whom this batch paid.
    told as (
      select ins.source_kind, ins.source_id, ins.character_id from ins join finished f on f.id = ins.source_id and f.whole
      union all
      select ins.source_kind, ins.source_id, ins.character_id from ins join src on src.id = ins.source_id and not src.whole
      union all
      select paid.source_kind, paid.source_id, paid.character_id from paid
      union all
      select u.source_kind, u.source_id, u.character_id from unknown u
      where coalesce((select true from experience_entries e where e.character_id = u.character_id and e.kind = 'AWARD'
                        and e.source_kind = u.source_kind and e.source_id = u.source_id and e.author_id is null limit 1), false)
    ),
    events as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select f.campaign_id, 'experience.awarded', jsonb_build_object(
               'campaignId', ${globalIdSql('Campaign', sql`f.campaign_id`)},
               'sourceKind', g.source_kind,
               'sourceId', case f.kind when 'SESSION' then ${globalIdSql('GameSession', sql`f.id`)} else ${globalIdSql('Scenario', sql`f.id`)} end,
               'reason', case g.source_kind when 'SESSION' then 'Session played: ' when 'SCENARIO' then 'Scenario completed: ' else 'Scenario bonus from the GM: ' end || f.title,
               'xpEach', 1,
               'characterIds', g.character_ids,
               'awardedBy', 'JOB'),
             ${stamp}::timestamptz
      from (select source_kind, source_id, jsonb_agg(${globalIdSql('Character', sql`character_id`)} order by character_id) as character_ids
            from told group by source_kind, source_id) g
      join src f on f.id = g.source_id
      returning id
    )
    select (select count(*)::int from due) as rows,
           (select count(*)::int from ins) as awarded,
           (select coalesce(sum(xp), 0)::int from ins) as xp,
           (select count(*)::int from upd) as characters,
           (select count(*)::int from finished) as marked,
           (select count(*)::int from events) as events,
           (select coalesce(jsonb_agg(jsonb_build_object('source_kind', u.kind, 'source_id', u.id, 'character_id', u.character_id)), '[]'::jsonb) from (
              select k.kind, src.id, p.character_id::uuid from src cross join lateral jsonb_array_elements_text(src.characters) p(character_id)
              cross join lateral (select src.kind as kind union all select 'SCENARIO_BONUS' where src.bonus) k
              where src.whole and not src.mark
              except all
              select source_kind, source_id, character_id from ins) u) as unpaid`),
  );
  return { rows: Number(row?.rows ?? 0), awarded: Number(row?.awarded ?? 0), xp: Number(row?.xp ?? 0), unpaid: row?.unpaid ?? [] };
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
    const plan = planBatches(await readPlan(db), batchSize);
    if (plan.length === 0) {
      await purgeIdempotencyKeys(db, clock);
      return result;
    }
    // Counting costs a pass over the pending sources: only when someone shows progress.
    if (options.onProgress) result.due = await countDueAwards(db, plan);
    let done = 0;
    // Of the sources told whole and split over batches, the awards this run's batches handed
    // but did not insert ("kind source character"): the others of their earlier participants it paid.
    const unpaidSoFar = new Set<string>();
    for (const batch of plan) {
      const earlier: Earlier = { paid: [], unpaid: [] };
      for (const source of batch.sources) {
        for (const kind of source.earlier.length > 0 ? kindsOf(source) : []) {
          for (const character of source.earlier) {
            const key = `${kind} ${source.id} ${character}`;
            (unpaidSoFar.delete(key) ? earlier.unpaid : earlier.paid).push({ source_kind: kind, source_id: source.id, character_id: character });
          }
        }
      }
      let outcome: BatchOutcome;
      try {
        outcome = await db.transaction(async (tx) => {
          // Awards commit only while we hold the lease; a run that lost it stops here.
          if (!(await renewLease(tx, lease, { clock, ttlMs: leaseMs }))) throw new LeaseLost();
          for (const campaignId of new Set(batch.sources.map((source) => source.campaignId))) noteEventCampaign(tx, campaignId);
          return awardBatch(tx, batch, earlier, clock.now());
        });
      } catch (error) {
        if (error instanceof LeaseLost) {
          result.leaseLost = true;
          return result;
        }
        throw error;
      }
      for (const award of outcome.unpaid) unpaidSoFar.add(`${award.source_kind} ${award.source_id} ${award.character_id}`);
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
