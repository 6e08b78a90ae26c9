/**
 * The awards job's plan: which sources (sessions PLAYED, scenarios COMPLETED, not yet marked
 * awarded) each batch awards, and which participants of each, decided once at the start of a
 * run from one read of the pending sources' participants.
 *
 * Why a plan: a batch that finds its own characters among every pending source costs every
 * pending source, so a backlog of S sources in B batches costs S × B (issue 26: 10× the
 * characters took 22–26× the time). Planned, each batch statement is handed its sources and a
 * keyed range of participants for each (character id in (lo, hi]): it reads those rows through
 * the participant tables' primary keys (source, character) and nothing else.
 *
 * How: a campaign's characters are numbered by id among its pending participants, and cut into
 * ranges of `batchSize` characters. Small campaigns are one range each, packed together into a
 * batch up to `batchSize` characters; a big one (a campaign of 10,000 at one session) is walked
 * range by range. A character's awards (its session, scenario, bonus) all fall in one range of
 * its campaign, so a batch still holds whole characters, each with every award due to it.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/json-rows.js';

export type PendingKind = 'SESSION' | 'SCENARIO';

/** One source in one batch: its participants with lo < character id ≤ hi (null: unbounded). */
export interface PlanItem {
  kind: PendingKind;
  id: string;
  campaignId: string;
  title: string;
  /** A completed scenario with the GM's bonus: each participant gets SCENARIO and SCENARIO_BONUS. */
  bonus: boolean;
  lo: string | null;
  hi: string | null;
  /** This batch reaches the source's last participant: it marks the source awarded. */
  mark: boolean;
}

export interface PlannedBatch {
  items: PlanItem[];
  /** Distinct characters among the items' participants (≤ batchSize). */
  characters: number;
}

/** A row of the plan's read: one pending source in one range of its campaign. */
export interface PlanRow {
  kind: PendingKind;
  id: string;
  campaign_id: string;
  title: string;
  bonus: boolean;
  /** The range (0, 1, …) of the campaign; null for a source without participants. */
  part: number | null;
  /** Distinct characters of the campaign in that range. */
  characters: number | null;
  /** The range's last character (by id) when the range is full, else null. */
  hi: string | null;
}

/**
 * The pending sources, each with the ranges of its campaign it has participants in. One pass
 * over the pending sources' participants (their primary keys), numbered per campaign by
 * character id; history (marked sources) is never read.
 */
export async function readPlan(db: Queryable, batchSize: number): Promise<PlanRow[]> {
  const size = sql`${batchSize}::int`;
  return rowsOf<PlanRow>(
    await db.execute(sql`
      with src as (
        select 'SESSION'::text as kind, id, campaign_id, title, false as bonus from game_sessions where status = 'PLAYED' and awarded_at is null
        union all
        select 'SCENARIO', id, campaign_id, title, bonus from scenarios where status = 'COMPLETED' and awarded_at is null
      ),
      -- Each participation with its character's number among its campaign's pending participants.
      numbered as (
        select src.kind, src.id, src.campaign_id, p.character_id,
               dense_rank() over (partition by src.campaign_id order by p.character_id) as n
        from src cross join lateral (
          select sp.character_id from session_participants sp where src.kind = 'SESSION' and sp.session_id = src.id
          union all
          select sp.character_id from scenario_participants sp where src.kind = 'SCENARIO' and sp.scenario_id = src.id
        ) p
      ),
      ranges as (
        select campaign_id, part, (max(n) - part * ${size})::int as characters,
               (array_agg(character_id) filter (where n = (part + 1) * ${size}))[1] as hi
        from (select campaign_id, character_id, n, ((n - 1) / ${size})::int as part from numbered) x
        group by campaign_id, part
      ),
      source_parts as (select distinct kind, id, ((n - 1) / ${size})::int as part from numbered)
      select s.kind, s.id, s.campaign_id, s.title, s.bonus, sp.part, r.characters, r.hi
      from src s
      left join source_parts sp on sp.kind = s.kind and sp.id = s.id
      left join ranges r on r.campaign_id = s.campaign_id and r.part = sp.part
      order by s.campaign_id, sp.part nulls first, s.kind, s.id`),
  );
}

/**
 * The batches, in order: each campaign's ranges in order, consecutive ranges packed while they
 * hold at most `batchSize` characters and `batchSize` sources. A range's bounds are its own last
 * character and the previous range's (a campaign's last range is open-ended); a source is
 * marked by the batch of the last range it has participants in.
 */
export function planBatches(rows: PlanRow[], batchSize: number): PlannedBatch[] {
  // Per campaign, its last range; per source, the last range it appears in.
  const lastPart = new Map<string, number>();
  const sourceLast = new Map<string, number>();
  for (const r of rows) {
    const part = r.part ?? 0;
    lastPart.set(r.campaign_id, Math.max(lastPart.get(r.campaign_id) ?? 0, part));
    sourceLast.set(`${r.kind}:${r.id}`, Math.max(sourceLast.get(`${r.kind}:${r.id}`) ?? 0, part));
  }
  // The rows come ordered by campaign then range (a source without participants first, as range
  // 0): each run of equal (campaign, range) is a unit.
  const units: { campaignId: string; part: number; characters: number; hi: string | null; rows: PlanRow[] }[] = [];
  for (const r of rows) {
    const part = r.part ?? 0;
    let unit = units.at(-1);
    if (!unit || unit.campaignId !== r.campaign_id || unit.part !== part) {
      unit = { campaignId: r.campaign_id, part, characters: 0, hi: null, rows: [] };
      units.push(unit);
    }
    if (r.part !== null) {
      unit.characters = r.characters ?? 0;
      unit.hi = r.hi;
    }
    unit.rows.push(r);
  }
  const batches: PlannedBatch[] = [];
  units.forEach((unit, u) => {
    // Bounded below by the previous range of the campaign, above by its own last character
    // unless it is the campaign's last range (open-ended).
    const lo = unit.part === 0 ? null : units[u - 1]!.hi;
    const hi = unit.part === lastPart.get(unit.campaignId) ? null : unit.hi;
    const items = unit.rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      campaignId: r.campaign_id,
      title: r.title,
      bonus: r.bonus,
      lo,
      hi,
      mark: unit.part === sourceLast.get(`${r.kind}:${r.id}`),
    }));
    const current = batches.at(-1);
    if (current && current.characters + unit.characters <= batchSize && current.items.length + items.length <= batchSize) {
      current.items.push(...items);
      current.characters += unit.characters;
    } else {
      batches.push({ items, characters: unit.characters });
    }
  });
  return batches;
}
