/**
 * The awards job's plan: which sources (sessions PLAYED, scenarios COMPLETED, not yet marked
 * awarded) each batch awards, and which of their participants, decided once at the start of a
 * run from one read of the pending sources' participants.
 *
 * Why a plan: a batch that finds its own characters among every pending source costs every
 * pending source, so a backlog of S sources in B batches costs S × B (issue 26: 10× the
 * characters took 22–26× the time). Planned, each batch statement is handed its sources and
 * their participants in its batch, and reads nothing else to find them.
 *
 * Why batches of character ids across campaigns, not whole campaigns: the ledger's indexes
 * (character, …) and the characters table are keyed by character id, and ids are random. A
 * batch of 500 whole parties is 2,500 ids spread over the whole key space: it touches most
 * pages of those indexes, and so does the next batch, so once they outgrow the server's buffers
 * every batch reads them again (issue 26: 10× the characters in parties of 5 took 12–15× the
 * time). A batch of one range of ids touches its own slice of each, once in a run. So a party's
 * characters fall in several batches: a source is awarded in parts, marked by the batch of its
 * last participant. A source that fits in a batch is still told whole, in one event from that
 * last batch; a bigger one (a table of 10,000) is told in one event per batch, as before
 * (src/jobs/awards.ts).
 *
 * Why the participants come from the plan: a source's part in a batch read from the
 * participant tables would be one probe of their primary key (source, character) per source
 * and batch, at random in tables that hold the whole history. The plan read walks those keys
 * once, and participants no longer change once a session is PLAYED or a scenario COMPLETED.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/json-rows.js';

export type PendingKind = 'SESSION' | 'SCENARIO';

/** A pending source, as the plan's read finds it. */
export interface PendingSource {
  kind: PendingKind;
  id: string;
  campaignId: string;
  title: string;
  /** A completed scenario with the GM's bonus: each participant gets SCENARIO and SCENARIO_BONUS. */
  bonus: boolean;
  /** Its participants' character ids, ascending (every ruleset: the batch keeps SMS ones). */
  participants: string[];
}

/** A source in one batch: its participants in the batch. */
export interface PlanSource extends Omit<PendingSource, 'participants'> {
  characters: string[];
  /** This batch holds the source's last participant: it marks the source awarded. */
  mark: boolean;
  /**
   * Told whole (it has at most a batch of participants): one event, from the batch that marks
   * it. Otherwise each batch tells its own part.
   */
  whole: boolean;
  /** When it marks and is told whole: its participants in earlier batches, whose awards its event names too. */
  earlier: string[];
}

export interface PlannedBatch {
  sources: PlanSource[];
  /** Distinct characters in the batch (≤ batchSize). */
  characters: number;
}

/**
 * The pending sources and their participants: one pass over the participant tables' primary
 * keys for the pending sources only; history (marked sources) is never read.
 */
export async function readPlan(db: Queryable): Promise<PendingSource[]> {
  return rowsOf<PendingSource>(
    await db.execute(sql`
      with src as (
        select 'SESSION'::text as kind, id, campaign_id, title, false as bonus from game_sessions where status = 'PLAYED' and awarded_at is null
        union all
        select 'SCENARIO', id, campaign_id, title, bonus from scenarios where status = 'COMPLETED' and awarded_at is null
      )
      select src.kind, src.id, src.campaign_id as "campaignId", src.title, src.bonus,
             coalesce((select jsonb_agg(p.character_id order by p.character_id) from (
               select sp.character_id from session_participants sp where src.kind = 'SESSION' and sp.session_id = src.id
               union all
               select sp.character_id from scenario_participants sp where src.kind = 'SCENARIO' and sp.scenario_id = src.id
             ) p), '[]'::jsonb) as participants
      from src order by src.kind, src.id`),
  );
}

/**
 * The batches: every pending participant's character id, ascending, cut into ranges of
 * `batchSize` characters, one batch each. A character's awards (its sessions, scenarios,
 * bonuses) all fall in its batch, so a batch holds whole characters. A source rides in every
 * batch it has participants in and is marked by the last; sources without participants are
 * only marked, in the first batch (in batches of at most `batchSize` when nothing else is due).
 */
export function planBatches(sources: PendingSource[], batchSize: number): PlannedBatch[] {
  // uuids order as their lowercase text does, as Postgres orders them.
  const characters = [...new Set(sources.flatMap((s) => s.participants))].sort();
  const batchOf = new Map(characters.map((id, i) => [id, Math.floor(i / batchSize)]));
  const batches: PlannedBatch[] = Array.from({ length: Math.ceil(characters.length / batchSize) }, (_, b) => ({
    sources: [],
    characters: Math.min(batchSize, characters.length - b * batchSize),
  }));
  const empty: PlanSource[] = [];
  for (const { kind, id, campaignId, title, bonus, participants } of sources) {
    // Spelled out, not spread: this runs once per source and batch (175,000 times for 100,000 characters in parties).
    const whole = participants.length <= batchSize;
    const part = (characters: string[], mark: boolean, earlier: string[]): PlanSource => ({ kind, id, campaignId, title, bonus, characters, mark, whole, earlier });
    if (participants.length === 0) empty.push(part([], true, []));
    // Participants ascending: each batch's share is a run of them, the last batch's last.
    let start = 0;
    while (start < participants.length) {
      const b = batchOf.get(participants[start]!)!;
      let end = start + 1;
      while (end < participants.length && batchOf.get(participants[end]!) === b) end += 1;
      const mark = end === participants.length;
      batches[b]!.sources.push(part(participants.slice(start, end), mark, mark && whole ? participants.slice(0, start) : []));
      start = end;
    }
  }
  if (batches.length > 0) batches[0]!.sources.unshift(...empty);
  else for (let i = 0; i < empty.length; i += batchSize) batches.push({ sources: empty.slice(i, i + batchSize), characters: 0 });
  return batches;
}
