/**
 * Fairness epochs (docs/fairness.md): a campaign always has one open epoch whose commitment is
 * public and whose seed is secret; revealing it opens the next one in the same statement. The
 * seeds and commitments are computed by the caller (the rules core): this file only stores them.
 */
import { and, asc, desc, eq, inArray, isNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import { callerRoleIn } from './access.js';
import type { Queryable } from './client.js';
import type { ReadCombiner } from './combined-reads.js';
import { publicId } from './encounters.js';
import { noteEventCampaign } from './outbox.js';
import { campaignImports, campaigns, characters, fairnessEpochs, memberships, rolls } from './schema.js';

export type EpochRow = typeof fairnessEpochs.$inferSelect;

export interface NewSeed {
  seed: string;
  commitment: string;
}

/** The campaign's open epoch, at most one row (a query to await or to combine). */
export function openEpochQuery(db: Queryable, campaignId: string) {
  return db
    .select()
    .from(fairnessEpochs)
    .where(and(eq(fairnessEpochs.campaignId, campaignId), isNull(fairnessEpochs.revealedAt)))
    .limit(1);
}

/** The campaign's open epoch, or null if it has none yet. */
export async function openEpoch(db: Queryable, campaignId: string): Promise<EpochRow | null> {
  const [row] = await openEpochQuery(db, campaignId);
  return row ?? null;
}

/** An epoch with the caller's role in its campaign (null: not a member), at most one row (a query to await or to combine). */
export function epochWithRoleQuery(db: Queryable, epochId: string, userId: string) {
  return db
    .select({ epoch: fairnessEpochs, role: memberships.role })
    .from(fairnessEpochs)
    .leftJoin(memberships, and(eq(memberships.campaignId, fairnessEpochs.campaignId), eq(memberships.userId, userId)))
    .where(eq(fairnessEpochs.id, epochId))
    .limit(1);
}

/** The epochs of these ids (a select of them, e.g. a page of rolls' epoch ids): a query to await or to combine. */
export function epochsIn(db: Queryable, ids: SQLWrapper) {
  return db.select().from(fairnessEpochs).where(inArray(fairnessEpochs.id, ids));
}

/** An epoch row as raw SQL (or `row_to_json`) gives it. */
export type RawEpoch = {
  id: string;
  campaign_id: string;
  number: number | string;
  seed: string;
  commitment: string;
  opened_at: string | Date;
  revealed_at: string | Date | null;
  revealed_by: string | null;
};

export function epochFromRaw(r: RawEpoch): EpochRow {
  return {
    id: r.id,
    campaignId: r.campaign_id,
    number: Number(r.number),
    seed: r.seed,
    commitment: r.commitment,
    openedAt: new Date(r.opened_at),
    revealedAt: r.revealed_at === null ? null : new Date(r.revealed_at),
    revealedBy: r.revealed_by,
  };
}

/**
 * The open epoch, opening the first one with `fresh` if the campaign has none (one statement).
 * Campaigns get their first epoch when created; this covers a campaign that somehow has none.
 */
export async function ensureOpenEpoch(db: Queryable, campaignId: string, fresh: NewSeed, at: Date): Promise<EpochRow> {
  const result = await db.execute(sql`with ins as (
      insert into fairness_epochs (campaign_id, number, seed, commitment, opened_at)
      select ${campaignId}::uuid, coalesce(max(number), 0) + 1, ${fresh.seed}, ${fresh.commitment}, ${at.toISOString()}::timestamptz
      from fairness_epochs where campaign_id = ${campaignId}::uuid
      on conflict do nothing
      returning *
    )
    select * from ins
    union all
    select * from fairness_epochs where campaign_id = ${campaignId}::uuid and revealed_at is null
    limit 1`);
  const row = (result as unknown as { rows: RawEpoch[] }).rows[0];
  // A rival opened it between our snapshot and our insert: it is there now.
  return row ? epochFromRaw(row) : (await openEpoch(db, campaignId))!;
}

/** Open a campaign's first epoch (in the caller's transaction that creates the campaign). */
export async function openFirstEpoch(db: Queryable, campaignId: string, fresh: NewSeed, at: Date): Promise<void> {
  await db.insert(fairnessEpochs).values({ campaignId, number: 1, seed: fresh.seed, commitment: fresh.commitment, openedAt: at });
}

/** What one reveal statement did (`revealEpoch`). */
export type RevealOutcome =
  /** This statement revealed `revealed` (null: the campaign had none open) and opened `opened`. */
  | { kind: 'revealed'; revealed: EpochRow | null; opened: EpochRow }
  /** The named epoch was revealed already (a double click, or a rival just now); `open` is the one open now, null when this statement cannot see it yet. */
  | { kind: 'already'; revealed: EpochRow; open: EpochRow | null }
  /** No epoch was named and a rival revealed the open one first: it was epoch `number`. */
  | { kind: 'lost'; number: number }
  /** The named epoch does not exist (yet); `open` is the open one. */
  | { kind: 'not-open'; open: EpochRow | null };

/**
 * Reveal an epoch and open the next with `next`, in ONE statement: there is never a moment
 * without an open epoch, and a roll can never use a seed already public. The same statement
 * writes the `fairness.revealed` event (docs/webhooks.md), so subscribers learn the seed and the
 * next commitment together.
 *
 * `number` names the epoch to reveal (the open one the GM saw), which makes the reveal
 * idempotent: a second click, or a rival call, finds it revealed and opens nothing (`already`).
 * Without it, the open epoch is revealed, or, the campaign having none, one is opened.
 * Rivals: the epoch row is locked first (`target … for no key update`: the update's own lock,
 * which rolls naming the epoch do not wait for); a loser waits, then sees the row's newest version (READ COMMITTED), finds it revealed and writes nothing — no duplicate
 * epoch number, no second next epoch, no second event.
 */
export async function revealEpoch(
  db: Queryable,
  campaignId: string,
  revealedBy: string,
  next: NewSeed,
  at: Date,
  number: number | null = null,
): Promise<RevealOutcome> {
  noteEventCampaign(db, campaignId);
  const which = number === null ? sql`revealed_at is null` : sql`number = ${number}::int`;
  const fallback = number === null ? sql`not exists (select 1 from fairness_epochs where campaign_id = ${campaignId}::uuid and revealed_at is null)` : sql`false`;
  const result = await db.execute(sql`with target as (
      select * from fairness_epochs where campaign_id = ${campaignId}::uuid and ${which} for no key update
    ), cur as (
      update fairness_epochs e set revealed_at = ${at.toISOString()}::timestamptz, revealed_by = ${revealedBy}::uuid
      from target t where e.id = t.id and t.revealed_at is null
      returning e.*
    ), nxt as (
      insert into fairness_epochs (campaign_id, number, seed, commitment, opened_at)
      select ${campaignId}::uuid,
             coalesce((select number from cur), (select max(number) from fairness_epochs where campaign_id = ${campaignId}::uuid), 0) + 1,
             ${next.seed}, ${next.commitment}, ${at.toISOString()}::timestamptz
      where exists (select 1 from cur) or ${fallback}
      returning *
    ), ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select cur.campaign_id, 'fairness.revealed',
             json_build_object('campaignId', ${publicId('Campaign', campaignId)}::text, 'epoch', cur.number, 'serverSeed', cur.seed, 'commitment', cur.commitment,
                               'nextEpoch', nxt.number, 'nextCommitment', nxt.commitment)::jsonb,
             ${at.toISOString()}::timestamptz
      from cur, nxt
      returning id
    )
    select 'revealed' as which, cur.* from cur
    union all
    select 'opened' as which, nxt.* from nxt
    union all
    select 'target' as which, target.* from target
    union all
    select 'open' as which, e.* from fairness_epochs e
      where e.campaign_id = ${campaignId}::uuid and e.revealed_at is null and e.id not in (select id from target)`);
  const rows = (result as unknown as { rows: (RawEpoch & { which: string })[] }).rows;
  const row = (kind: string) => {
    const found = rows.find((r) => r.which === kind);
    return found ? epochFromRaw(found) : null;
  };
  const opened = row('opened');
  if (opened) return { kind: 'revealed', revealed: row('revealed'), opened };
  const target = row('target');
  if (target?.revealedAt) return { kind: 'already', revealed: target, open: row('open') };
  // Unnamed, and the open epoch this statement's snapshot saw was revealed by a rival meanwhile.
  const stale = row('open');
  if (number === null && stale) return { kind: 'lost', number: stale.number };
  return { kind: 'not-open', open: row('open') ?? target };
}

export interface ExportRow {
  characterId: string;
  characterName: string;
  characterKind: string;
  seq: number;
  payload: string;
  prevHash: string;
  hash: string;
  keyId: string | null;
  mac: string | null;
  epochId: string | null;
}

/**
 * A campaign's epochs and whole roll log, chain by chain from the first entry, in ONE statement:
 * the GM's export has every character, a player's the PCs only (NPCs are the GM's secrets).
 * At most ROLL_EXPORT_MAX + 1 entries are read: more means the log is too long for one value.
 */
/**
 * What the caller (`userId`) may export is decided in the read, which may go before the
 * campaign's (src/graphql/eager.ts): `seesAll`, whether the exporter sees every character's log
 * (the GM) rather than the PCs'; their role comes back as the header's viewerRole.
 */
export async function rollExportData(db: Queryable, campaignId: string, userId: string): Promise<{ epochs: EpochRow[]; rows: ExportRow[]; lineage: string[]; viewerRole: string | null }> {
  const role = callerRoleIn(campaignId, userId);
  const seesAll = sql`${role} = 'GM'`;
  const result = await db.execute(sql`select
      ${role} as viewer_role,
      coalesce((select json_agg(e order by e.number) from fairness_epochs e where e.campaign_id = ${campaignId}::uuid), '[]'::json) as epochs,
      coalesce((select json_agg(i.salt order by i.generation) from campaign_imports i where i.campaign_id = ${campaignId}::uuid), '[]'::json) as lineage,
      coalesce((
        select json_agg(json_build_object(
          'characterId', r.character_id, 'characterName', r.character_name, 'characterKind', r.character_kind, 'seq', r.seq, 'payload', r.payload,
          'prevHash', r.prev_hash, 'hash', r.hash, 'keyId', r.key_id, 'mac', r.mac, 'epochId', r.epoch_id
        ) order by r.character_id, r.seq)
        from (select r.*, c.name as character_name, c.kind as character_kind from rolls r join characters c on c.id = r.character_id
          where r.campaign_id = ${campaignId}::uuid and (${seesAll} or c.kind = 'PC')
          order by r.character_id, r.seq limit ${ROLL_EXPORT_MAX + 1}::int) r
      ), '[]'::json) as rows`);
  const row = (result as unknown as { rows: { viewer_role: string | null; epochs: RawEpoch[] | string; rows: ExportRow[] | string; lineage: string[] | string }[] }).rows[0]!;
  // Some drivers hand json back as text.
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return { epochs: parse(row.epochs).map(epochFromRaw), rows: parse(row.rows), lineage: parse(row.lineage), viewerRole: row.viewer_role };
}

/** The most entries `rollExport` (one JSON value) returns; past it, `rollExportPage` pages the log. */
export const ROLL_EXPORT_MAX = 2000;

/**
 * One page of the roll export: the campaign's entries after `after` in (character, seq) order,
 * by keyset on `rolls_campaign_chain_idx`, at most `limit` (a query to await or to combine).
 * The memory of a page is its own, whatever the log's length. Every character's for the GM
 * (`userId`'s role, decided in the read), the PCs' for a player.
 */
export function rollExportPage(db: Queryable, campaignId: string, userId: string, after: { characterId: string; seq: number } | null, limit: number, inverted = false) {
  const seesAll = sql`${callerRoleIn(campaignId, userId)} = 'GM'`;
  const place = sql`(${rolls.characterId}, ${rolls.seq})`;
  return db
    .select({
      characterId: rolls.characterId,
      characterName: characters.name,
      characterKind: characters.kind,
      seq: rolls.seq,
      payload: rolls.payload,
      prevHash: rolls.prevHash,
      hash: rolls.hash,
      keyId: rolls.keyId,
      mac: rolls.mac,
      epochId: rolls.epochId,
    })
    .from(rolls)
    .innerJoin(characters, eq(characters.id, rolls.characterId))
    .where(
      and(
        eq(rolls.campaignId, campaignId),
        or(seesAll, eq(characters.kind, 'PC')),
        after ? (inverted ? sql`${place} < (${after.characterId}::uuid, ${after.seq}::int)` : sql`${place} > (${after.characterId}::uuid, ${after.seq}::int)`) : undefined,
      ),
    )
    .orderBy(...(inverted ? [desc(rolls.characterId), desc(rolls.seq)] : [asc(rolls.characterId), asc(rolls.seq)]))
    .limit(limit);
}

/** Every epoch of a campaign, oldest first: the export's header (a campaign has one per reveal). */
export function campaignEpochs(db: Queryable, campaignId: string) {
  return db.select().from(fairnessEpochs).where(eq(fairnessEpochs.campaignId, campaignId)).orderBy(asc(fairnessEpochs.number));
}

/** The caller's role in the campaign (no row: not a member), for the export's header (a query to await or to combine). */
export function exportViewerRole(db: Queryable, campaignId: string, userId: string) {
  return db.select({ role: memberships.role }).from(memberships).where(and(eq(memberships.campaignId, campaignId), eq(memberships.userId, userId)));
}

/** The salts of the imports a campaign went through, oldest first (docs/archive.md §Ids): the export's lineage. */
export function campaignLineage(db: Queryable, campaignId: string) {
  return db.select({ salt: campaignImports.salt }).from(campaignImports).where(eq(campaignImports.campaignId, campaignId)).orderBy(asc(campaignImports.generation));
}

/** The newest epoch first: used to show the current commitment beside past ones (a query to await or to combine). */
export function latestEpochs(db: Queryable, campaignId: string, limit: number, offset: number) {
  return db
    .select()
    .from(fairnessEpochs)
    .where(eq(fairnessEpochs.campaignId, campaignId))
    .orderBy(desc(fairnessEpochs.number))
    .limit(limit)
    .offset(offset);
}

/**
 * What checking a roll kept in several logs needs (docs/fairness.md §Rolls in several logs): the
 * kind of each side (the anchor is the first PC) and the anchor's entry, in one statement.
 */
export async function sharedRollFacts(
  read: ReadCombiner,
  sideIds: readonly string[],
  anchor: { characterId: string; seq: number } | null,
): Promise<{ kinds: Map<string, string>; anchorPayload: string | null }> {
  if (!sideIds.every((id) => /^[0-9a-f-]{36}$/i.test(id))) return { kinds: new Map(), anchorPayload: null };
  const ids = sql.join(
    sideIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Through the request's read combiner: the checks of a page of rolls share one statement.
  return read.sql(
    sql`select
      coalesce((select json_agg(json_build_object('id', c.id, 'kind', c.kind)) from characters c where c.id in (${ids})), '[]'::json) as kinds,
      ${anchor ? sql`(select r.payload from rolls r where r.character_id = ${anchor.characterId}::uuid and r.seq = ${anchor.seq}::int)` : sql`null::text`} as anchor`,
    (rows) => {
      const row = rows[0] as { kinds: { id: string; kind: string }[] | string; anchor: string | null };
      const kinds = typeof row.kinds === 'string' ? (JSON.parse(row.kinds) as { id: string; kind: string }[]) : row.kinds;
      return { kinds: new Map(kinds.map((k) => [k.id, k.kind])), anchorPayload: row.anchor };
    },
  );
}

/** What `sharedRollFacts` would read for one roll, read for a whole page of rolls at once (`sharedFactsOfRolls`). */
export interface PageRollFacts {
  /** Every id-like string of the payload (lower case): the kinds below cover them, so any side among them. */
  ids: Set<string>;
  kinds: Map<string, string>;
  /** The entry at the payload's `derivedAt` place, if it names one. */
  anchor: { log: string; seq: number; payload: string | null } | null;
}

/**
 * `sharedRollFacts` for every roll of a page (`rollIds`: a select of their ids), so a page's
 * fairness checks ride in the page's own statement. It reads the payloads' text with regular
 * expressions, never casting it to jsonb: a tampered payload must not fail the page. What it finds
 * is a superset (every id-like string, the canonical `"derivedAt":{"log":…,"seq":…}`); the caller
 * uses it only when it covers the sides and the place it parsed, else reads as before.
 */
export function sharedFactsOfRolls(read: ReadCombiner, rollIds: SQLWrapper): Promise<Map<string, PageRollFacts>> {
  const ID = '([0-9a-fA-F-]{36})';
  const PLACE = '"derivedAt":\\{"log":"([^"]*)","seq":([0-9]{1,9})\\}';
  return read.sql(
    sql`select rolls.id as id,
      (select coalesce(json_agg(distinct lower(m[1])), '[]'::json) from regexp_matches(rolls.payload, ${ID}, 'g') as m) as ids,
      (select coalesce(json_agg(json_build_object('id', c.id, 'kind', c.kind)), '[]'::json) from characters c
        where c.id::text in (select lower(m[1]) from regexp_matches(rolls.payload, ${ID}, 'g') as m)) as kinds,
      place.log as log, place.seq as seq,
      (select a.payload from rolls a where a.character_id::text = place.log and a.seq = place.seq) as anchor
    from rolls
    left join lateral (select lower(m[1]) as log, m[2]::int as seq from regexp_match(rolls.payload, ${PLACE}) as m) place on true
    where ${inArray(rolls.id, rollIds)}`,
    (rows) =>
      new Map(
        rows.map((r) => {
          const kinds = r.kinds as { id: string; kind: string }[];
          const facts: PageRollFacts = {
            ids: new Set(r.ids as string[]),
            kinds: new Map(kinds.map((k) => [k.id, k.kind])),
            anchor: r.log == null || r.seq == null ? null : { log: String(r.log), seq: Number(r.seq), payload: (r.anchor as string | null) ?? null },
          };
          return [String(r.id), facts];
        }),
      ),
  );
}

/** The log creation rolls derive in: one per campaign (docs/fairness.md §Creation rolls). */
export const creationLog = (campaignId: string): string => `creations/${campaignId}`;

/** The next place of the campaign's creation log (1 for its first creation roll). */
export async function nextCreationPlace(db: Queryable, campaignId: string): Promise<number> {
  const [row] = await db.select({ made: campaigns.creationRolls }).from(campaigns).where(eq(campaigns.id, campaignId));
  return (row?.made ?? 0) + 1;
}

/**
 * Take place `k` of the creation log, in the creating transaction: only if it is still the
 * next one. A rival creation that took it first makes this false (after waiting on its row
 * lock), and the caller rolls again for the new place: places are never skipped nor shared.
 */
export async function takeCreationPlace(tx: Queryable, campaignId: string, k: number): Promise<boolean> {
  const taken = await tx
    .update(campaigns)
    .set({ creationRolls: k })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.creationRolls, k - 1)))
    .returning({ id: campaigns.id });
  return taken.length === 1;
}
