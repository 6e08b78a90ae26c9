/**
 * The experience awards job (SMS §8 earning: +1 XP per session played, +1 per scenario
 * completed, +1 bonus when the GM granted it). Scheduled (Workers cron, `npm run job:awards`):
 * at-least-once and possibly overlapping, so it takes the 'awards' lease and is idempotent —
 * the ledger's partial unique index (character, source kind, source) lets each award land once,
 * and characters.xp_awarded grows only by the rows actually inserted.
 *
 * No re-scan of the history: a session or scenario is marked `awarded_at` in the batch that
 * finishes its participants, and each run starts from the sources still unmarked (a partial
 * index each), read once at its start. Participants never change once a session is PLAYED or a
 * scenario COMPLETED, so a marked source has nothing left to give.
 *
 * Set-based: each batch is one statement (the next characters with awards due → INSERT … ON
 * CONFLICT DO NOTHING RETURNING → UPDATE characters by the count inserted) in its own transaction
 * with its outbox events, so a crash loses nothing already committed and a rerun resumes where it
 * stopped. A batch takes the next participants of the pending sources by id and asks the ledger's
 * unique index about those only: its cost is its own awards, not the ledger's history.
 * 10,000 characters are a few batches, not a statement per character.
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

type SourceKind = 'SESSION' | 'SCENARIO' | 'SCENARIO_BONUS';

/** The sessions and scenarios not yet marked awarded: what this run has to look at, and no more. */
interface PendingSources {
  sessions: string[];
  scenarios: string[];
  /** The completed scenarios with the GM's bonus (a subset of `scenarios`). */
  bonuses: string[];
  /** Each source's campaign and title, for the events. */
  byId: Map<string, { campaignId: string; title: string }>;
}

async function pendingSources(db: Queryable): Promise<PendingSources> {
  const rows = rowsOf<{ kind: 'SESSION' | 'SCENARIO'; id: string; campaign_id: string; title: string; bonus: boolean }>(
    await db.execute(sql`
      select 'SESSION' as kind, id, campaign_id, title, false as bonus from game_sessions where status = 'PLAYED' and awarded_at is null
      union all
      select 'SCENARIO', id, campaign_id, title, bonus from scenarios where status = 'COMPLETED' and awarded_at is null`),
  );
  const pending: PendingSources = { sessions: [], scenarios: [], bonuses: [], byId: new Map() };
  for (const r of rows) {
    (r.kind === 'SESSION' ? pending.sessions : pending.scenarios).push(r.id);
    if (r.bonus) pending.bonuses.push(r.id);
    pending.byId.set(r.id, { campaignId: r.campaign_id, title: r.title });
  }
  return pending;
}

const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The pending sources as rows (kind, id): each scenario with a bonus is two sources. */
function sourcesOf(p: PendingSources) {
  return sql`select 'SESSION'::text as kind, unnest(${uuids(p.sessions)}) as id
    union all select 'SCENARIO'::text, unnest(${uuids(p.scenarios)})
    union all select 'SCENARIO_BONUS'::text, unnest(${uuids(p.bonuses)})`;
}

/** Participants of source `src` (kind, id) who are SMS characters (Ylnies has no XP: its skills rise at a scenario's end). */
function participantsOf(where: ReturnType<typeof sql>) {
  return sql`(
      select sp.character_id from session_participants sp join characters c on c.id = sp.character_id and c.ruleset = 'SMS'
      where src.kind = 'SESSION' and sp.session_id = src.id ${where}
      union all
      select sp.character_id from scenario_participants sp join characters c on c.id = sp.character_id and c.ruleset = 'SMS'
      where src.kind <> 'SESSION' and sp.scenario_id = src.id ${where}
    )`;
}

/**
 * Not yet in the ledger: one probe of its unique index per participant, led by the character.
 * (Written as a scalar subquery so the planner cannot turn it into a hash anti-join, which reads
 * every award of the source, or the whole index, for each batch.)
 */
const notAwarded = sql`not coalesce((select true from experience_entries e
  where e.character_id = sp.character_id and e.kind = 'AWARD' and e.source_kind = src.kind and e.source_id = src.id limit 1), false)`;

/** How many awards are due now (for the progress bar). */
export async function countDueAwards(db: Queryable, pending?: PendingSources): Promise<number> {
  const p = pending ?? (await pendingSources(db));
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`with src as (${sourcesOf(p)}) select count(*)::int as n from src cross join lateral ${participantsOf(sql`and ${notAwarded}`)} due`),
  );
  return Number(row?.n ?? 0);
}

interface BatchGroup {
  /** Participants taken in this batch, and the last of them (the next batch starts after it). */
  selected: number;
  last: string | null;
  rows: number;
  source_kind: SourceKind | null;
  source_id: string | null;
  n: number | null;
  xp: number | null;
  character_ids: string[] | null;
}

/**
 * One batch in one statement: the next `limit` participants (by id, past `after`) of the pending
 * sources, all their due awards inserted (a row another run or a manual award
 * already wrote is skipped by the unique index), each character's xp_awarded raised once by what
 * was actually inserted; what landed comes back grouped by source for the outbox events. The
 * batch that finds fewer than `limit` characters is the run's last: it marks every pending
 * source awarded, since the run's walk has then passed all their participants.
 */
async function awardBatch(tx: Queryable, pending: PendingSources, limit: number, after: string | null, at: Date): Promise<BatchGroup[]> {
  const past = after ? sql`and sp.character_id > ${after}::uuid` : sql``;
  const stamp = at.toISOString();
  const result = await tx.execute(sql`
    with src as (${sourcesOf(pending)}),
    -- The next \`limit\` participants of the pending sources, by id. Only the participant tables
    -- are read here (their primary keys): whether each is SMS and still due is asked in \`due\`,
    -- by index, for these characters only — never a pass over the ledger or the characters.
    chars as (
      select character_id from (
        select sp.character_id from session_participants sp where sp.session_id = any(${uuids(pending.sessions)}) ${past}
        union
        select sp.character_id from scenario_participants sp where sp.scenario_id = any(${uuids(pending.scenarios)}) ${past}
      ) p order by character_id limit ${limit}
    ),
    due as (
      select sp.character_id, src.kind as source_kind, src.id as source_id,
             case src.kind when 'SESSION' then 'Session played: ' when 'SCENARIO' then 'Scenario completed: ' else 'Scenario bonus from the GM: ' end
             || coalesce((select title from game_sessions where id = src.id), (select title from scenarios where id = src.id)) as reason
      from src cross join lateral ${participantsOf(sql`and sp.character_id in (select character_id from chars)`)} sp
    ),
    ins as (
      insert into experience_entries (character_id, kind, xp, reason, source_kind, source_id, created_at)
      select character_id, 'AWARD', 1, reason, source_kind, source_id, ${stamp}::timestamptz from due
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
    last_batch as (select (select count(*) from chars) < ${limit} as yes),
    marked_sessions as (
      update game_sessions set awarded_at = ${stamp}::timestamptz
      where id = any(${uuids(pending.sessions)}) and awarded_at is null and (select yes from last_batch)
      returning id
    ),
    marked_scenarios as (
      update scenarios set awarded_at = ${stamp}::timestamptz
      where id = any(${uuids(pending.scenarios)}) and awarded_at is null and (select yes from last_batch)
      returning id
    ),
    grouped as (
      select i.source_kind, i.source_id, count(*)::int as n, sum(i.xp)::int as xp, json_agg(i.character_id order by i.character_id) as character_ids
      from ins i
      group by i.source_kind, i.source_id
    )
    select (select count(*)::int from chars) as selected,
           (select character_id from chars order by character_id desc limit 1) as last,
           (select count(*)::int from due) as rows,
           (select count(*)::int from upd) as characters,
           (select count(*)::int from marked_sessions) + (select count(*)::int from marked_scenarios) as marked,
           g.*
    from (select 1) one left join grouped g on true`);
  return rowsOf<BatchGroup>(result);
}

/** The ledger's reason before the source's title (the same words the manual awards use). */
const REASON: Record<SourceKind, string> = { SESSION: 'Session played: ', SCENARIO: 'Scenario completed: ', SCENARIO_BONUS: 'Scenario bonus from the GM: ' };

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
    const pending = await pendingSources(db);
    if (pending.byId.size === 0) {
      await purgeIdempotencyKeys(db, clock);
      return result;
    }
    // Counting costs a pass over the pending sources: only when someone shows progress.
    if (options.onProgress) result.due = await countDueAwards(db, pending);
    let done = 0;
    let after: string | null = null;
    for (;;) {
      let groups: BatchGroup[];
      try {
        groups = await db.transaction(async (tx) => {
          // Awards commit only while we hold the lease; a run that lost it stops here.
          if (!(await renewLease(tx, lease, { clock, ttlMs: leaseMs }))) throw new LeaseLost();
          const at = clock.now();
          const rows = await awardBatch(tx, pending, batchSize, after, at);
          for (const g of rows) {
            const source = g.source_id ? pending.byId.get(g.source_id) : undefined;
            if (!source || !g.source_kind || !g.source_id || !g.character_ids) continue;
            await emitEvent(
              tx,
              source.campaignId,
              'experience.awarded',
              {
                campaignId: encodeId('Campaign', source.campaignId),
                sourceKind: g.source_kind,
                sourceId: encodeId(g.source_kind === 'SESSION' ? 'GameSession' : 'Scenario', g.source_id),
                reason: `${REASON[g.source_kind]}${source.title}`,
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
      done += Number(groups[0]?.rows ?? 0);
      // A batch of participants all paid already (a rerun passing what a crashed run did) is no batch of awards.
      if (groups.some((g) => Number(g.n ?? 0) > 0)) {
        result.batches += 1;
        await options.onProgress?.({ done, total: Math.max(result.due, done), batches: result.batches });
      }
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
