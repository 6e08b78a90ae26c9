/**
 * Ylnies table persistence in two statements per request (issue #11): `readYlniesScene` reads
 * everything a Ylnies test, exchange, spell or progression needs — the characters with the
 * caller's role (and so their roll chain heads and versions), the campaign's open fairness epoch
 * and the request answered — and `writeYlniesScene` writes the outcome in ONE data-modifying
 * statement: sheets, roll log entries, the request closed, ledger entry and outbox events.
 *
 * All or nothing, one round trip, no BEGIN/COMMIT (DESIGN.md §Conventions 7 and 9). The write
 * first locks every character it touches (in id order, so two exchanges never deadlock) and the
 * request, and checks each guard on the rows as they are NOW: a sheet's version, a chain's head,
 * the request still OPEN. Every write below is conditioned on all guards holding, so a rival that
 * wrote first leaves nothing half done: the caller hears `conflict` (re-read and redo: the fair
 * dice re-derive at the new place, docs/fairness.md) or `request-closed` (a typed refusal).
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { CharacterRow, Role } from './access.js';
import type { Queryable } from './client.js';
import { isRetryableRace } from './errors.js';
import { type EventType, noteEventCampaign } from './outbox.js';
import { signRollHash, type RollKeyring } from './roll-keys.js';
import { encodeId } from '../primitives/ids.js';
import { chainHash, payloadHead, type RollEntry, type RollPlace, type RollRow } from './rolls.js';
import { actionRequests, characters, type CharacterState, fairnessEpochs, memberships } from './schema.js';
import type { EpochRow } from './fairness.js';

export type RequestRow = typeof actionRequests.$inferSelect;

export interface YlniesScene {
  /** The characters read, by id, each with the caller's role in its campaign. */
  characters: Map<string, { character: CharacterRow; role: Role | null }>;
  /** The open epoch of the first character's campaign (null: it has none yet). */
  epoch: EpochRow | null;
  /** The request asked for, if it belongs to the first character. */
  request: RequestRow | null;
}

/**
 * ONE statement: the characters (the first one is the scene's: its campaign's epoch, the
 * request if it is this character's), the caller's role in each one's campaign.
 */
export async function readYlniesScene(db: Queryable, userId: string, characterIds: readonly string[], requestId: string | null = null): Promise<YlniesScene> {
  const first = characterIds[0];
  const scene: YlniesScene = { characters: new Map(), epoch: null, request: null };
  if (!first) return scene;
  const rows = await db
    .select({ character: characters, role: memberships.role, epoch: fairnessEpochs, request: actionRequests })
    .from(characters)
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, userId)))
    .leftJoin(fairnessEpochs, and(eq(fairnessEpochs.campaignId, characters.campaignId), isNull(fairnessEpochs.revealedAt), eq(characters.id, first)))
    .leftJoin(actionRequests, requestId ? and(eq(actionRequests.id, requestId), eq(actionRequests.characterId, characters.id), eq(characters.id, first)) : sql`false`)
    .where(inArray(characters.id, [...new Set(characterIds)]));
  for (const row of rows) {
    scene.characters.set(row.character.id, { character: row.character, role: row.role ?? null });
    if (row.character.id === first) {
      scene.epoch = row.epoch;
      scene.request = row.request;
    }
  }
  return scene;
}

/** A character's sheet written under its version check: its state keys replaced whole. */
export interface SheetWrite {
  character: Pick<CharacterRow, 'id' | 'version'>;
  patch: CharacterState;
}

/** A roll log entry at the place its faces were derived for (or, for a second side, read). */
export interface RollWrite {
  /** Chosen by the caller, so events and the request can name it in the same statement. */
  id: string;
  entry: RollEntry;
  place: RollPlace;
}

export interface SceneWrite {
  campaignId: string;
  at: Date;
  sheets: SheetWrite[];
  /** At most one per character. */
  rolls: RollWrite[];
  /** In the order they are announced. */
  events: { type: EventType; payload: Record<string, unknown> }[];
  /** Mark this OPEN request RESOLVED by `rollId`: nothing is written when it is no longer OPEN. */
  closeRequest?: { id: string; rollId: string | null };
  /** A ledger line (the GM's skill grants). */
  experience?: { characterId: string; kind: 'GM_ADJUSTMENT'; xp: number; reason: string; detail: Record<string, unknown>; authorId: string };
}

export type SceneWritten = { ok: true; rolls: Map<string, RollRow> } | { ok: false; why: 'conflict' | 'request-closed' };

/** Each character's guard and change, one VALUES row per character. */
interface CharacterChange {
  id: string;
  version: number | null;
  patch: CharacterState | null;
  seq: number | null;
  prevHash: string | null;
  hash: string | null;
}

/** The sealed columns of one entry at its place (src/db/rolls.ts: payload, link, hash, signature). */
async function seal(entry: RollEntry, place: RollPlace, keys: RollKeyring) {
  const payload = `${payloadHead(entry)}${place.seq}}`;
  const hash = await chainHash(place.prevHash, place.seq, payload);
  return { payload, hash, ...(await signRollHash(keys, hash)) };
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

/** The one data-modifying statement of a Ylnies request (see the file's comment). */
export async function writeYlniesScene(db: Queryable, write: SceneWrite, keys: RollKeyring): Promise<SceneWritten> {
  const at = write.at.toISOString();
  if (write.events.length) noteEventCampaign(db, write.campaignId);
  const changes = new Map<string, CharacterChange>();
  const change = (id: string) => {
    const c = changes.get(id) ?? { id, version: null, patch: null, seq: null, prevHash: null, hash: null };
    changes.set(id, c);
    return c;
  };
  for (const s of write.sheets) Object.assign(change(s.character.id), { version: s.character.version, patch: s.patch });
  const sealed = await Promise.all(write.rolls.map(async (r) => ({ ...r, sealed: await seal(r.entry, r.place, keys) })));
  for (const r of sealed) Object.assign(change(r.entry.characterId), { seq: r.place.seq, prevHash: r.place.prevHash, hash: r.sealed.hash });
  const list = [...changes.values()];
  const request = write.closeRequest ?? null;

  const changeRows = list.map(
    (c) =>
      sql`(${c.id}::uuid, ${c.version}::int, ${c.patch === null ? null : JSON.stringify(c.patch)}::jsonb, ${c.seq}::int, ${c.prevHash}::text, ${c.hash}::text)`,
  );
  // The request first, then the characters in id order: every writer takes its locks in one order.
  const lockRequest: SQL = request ? sql`rq as (select id from action_requests where id = ${request.id}::uuid and status = 'OPEN' for update), ` : sql``;
  const requestOk: SQL = request ? sql`(select count(*) from rq) = 1 and ` : sql``;
  const closeRequest: SQL = request
    ? sql`, res as (
        update action_requests set status = 'RESOLVED', roll_id = ${request.rollId}::uuid, resolved_at = ${at}::timestamptz
        where id = ${request.id}::uuid and (select ok from ok)
        returning id
      )`
    : sql``;
  const insertRolls: SQL = sealed.length
    ? sql`, ins as (
        insert into rolls (id, campaign_id, character_id, seq, kind, requested_by, request_id, payload, prev_hash, hash, epoch_id, key_id, mac, created_at)
        select * from (values ${values(
          sealed.map(
            (r) => sql`(${r.id}::uuid, ${r.entry.campaignId}::uuid, ${r.entry.characterId}::uuid, ${r.place.seq}::int, ${r.entry.kind}::text,
              ${r.entry.requestedBy}::uuid, ${r.entry.requestId ?? null}::uuid, ${r.sealed.payload}::text, ${r.place.prevHash}::text, ${r.sealed.hash}::text,
              ${r.entry.fairness?.epochId ?? null}::uuid, ${r.sealed.keyId}::text, ${r.sealed.mac}::text, ${r.entry.at.toISOString()}::timestamptz)`,
          ),
        )}) as r
        where (select ok from ok)
        returning id
      )`
    : sql``;
  // A roll's event carries the chain head(s) it made, so receivers can keep them and detect a
  // truncated log later (docs/fairness.md): `chainHead` for one roll, `chainHeads` for each side.
  const heads = sealed.map((r) => ({ characterId: encodeId('Character', r.entry.characterId), seq: r.place.seq, hash: r.sealed.hash }));
  const events = write.events.map((e) =>
    e.type === 'roll.resolved' && heads.length ? { ...e, payload: { ...e.payload, ...(heads.length === 1 ? { chainHead: heads[0] } : { chainHeads: heads }) } } : e,
  );
  const insertEvents: SQL = events.length
    ? sql`, ev as (
        insert into outbox_events (campaign_id, type, payload, created_at)
        select * from (values ${values(events.map((e) => sql`(${write.campaignId}::uuid, ${e.type}::text, ${JSON.stringify(e.payload)}::jsonb, ${at}::timestamptz)`))}) as e
        where (select ok from ok)
        returning id
      )`
    : sql``;
  const xp = write.experience;
  const insertExperience: SQL = xp
    ? sql`, xp as (
        insert into experience_entries (character_id, kind, xp, reason, detail, author_id, created_at)
        select ${xp.characterId}::uuid, ${xp.kind}::text, ${xp.xp}::int, ${xp.reason}::text, ${JSON.stringify(xp.detail)}::jsonb, ${xp.authorId}::uuid, ${at}::timestamptz
        where (select ok from ok)
        returning id
      )`
    : sql``;
  const query = sql`with ${lockRequest}v (id, version, patch, seq, prev_hash, hash) as (values ${values(changeRows)}),
    lk as (
      -- Locked in id order; under READ COMMITTED each row is checked as it is once a rival committed.
      select c.id from characters c join v on v.id = c.id
      where (v.version is null or c.version = v.version)
        and (v.seq is null or (c.roll_seq = v.seq - 1 and c.roll_hash = v.prev_hash))
      order by c.id
      for update of c
    ),
    ok as (select ${requestOk}(select count(*) from lk) = ${list.length}::int as ok),
    upd as (
      update characters c set
        state = case when v.patch is null then c.state else c.state || v.patch end,
        version = case when v.version is null then c.version else c.version + 1 end,
        roll_seq = coalesce(v.seq, c.roll_seq),
        roll_hash = coalesce(v.hash, c.roll_hash)
      from v
      where c.id = v.id and (select ok from ok)
      returning c.id
    )${insertRolls}${closeRequest}${insertExperience}${insertEvents}
    select (select ok from ok) as ok, ${request ? sql`(select count(*) from rq)::int` : sql`1`} as open`;
  let result: unknown;
  try {
    result = await db.execute(query);
  } catch (error) {
    // A deadlock with another writer, or the log's unique index: a place was lost, not the request.
    if (isRetryableRace(error)) return { ok: false, why: 'conflict' };
    throw error;
  }
  const [outcome] = (result as { rows: { ok: boolean | string; open: number | string }[] }).rows;
  if (Number(outcome?.open) === 0) return { ok: false, why: 'request-closed' };
  if (outcome?.ok !== true && outcome?.ok !== 't') return { ok: false, why: 'conflict' };
  const rolls = new Map<string, RollRow>();
  for (const r of sealed) {
    rolls.set(r.entry.characterId, {
      id: r.id,
      campaignId: r.entry.campaignId,
      characterId: r.entry.characterId,
      seq: r.place.seq,
      kind: r.entry.kind,
      requestedBy: r.entry.requestedBy,
      requestId: r.entry.requestId ?? null,
      payload: r.sealed.payload,
      prevHash: r.place.prevHash,
      hash: r.sealed.hash,
      epochId: r.entry.fairness?.epochId ?? null,
      keyId: r.sealed.keyId,
      mac: r.sealed.mac,
      createdAt: r.entry.at,
    });
  }
  return { ok: true, rolls };
}

/** A Ylnies test request and its `action.requested` event, in one statement. */
export async function insertYlniesRequest(
  db: Queryable,
  row: { id: string; campaignId: string; characterId: string; requestedBy: string; threshold: number; details: Record<string, unknown>; note: string | null; at: Date },
  event: { type: EventType; payload: Record<string, unknown> },
): Promise<RequestRow> {
  const at = row.at.toISOString();
  noteEventCampaign(db, row.campaignId);
  await db.execute(sql`with ins as (
      insert into action_requests (id, campaign_id, character_id, requested_by, threshold, details, note, created_at)
      values (${row.id}::uuid, ${row.campaignId}::uuid, ${row.characterId}::uuid, ${row.requestedBy}::uuid, ${row.threshold}::int,
              ${JSON.stringify(row.details)}::jsonb, ${row.note}::text, ${at}::timestamptz)
      returning id, campaign_id
    )
    insert into outbox_events (campaign_id, type, payload, created_at)
    select campaign_id, ${event.type}::text, ${JSON.stringify(event.payload)}::jsonb, ${at}::timestamptz from ins`);
  return {
    id: row.id,
    campaignId: row.campaignId,
    characterId: row.characterId,
    requestedBy: row.requestedBy,
    difficulty: null,
    absolute: true,
    threshold: row.threshold,
    details: row.details,
    note: row.note,
    status: 'OPEN',
    rollId: null,
    createdAt: row.at,
    resolvedAt: null,
  } as RequestRow;
}

/** A request by id (a Ylnies test request is a row of action_requests); null when there is none. */
export async function readRequest(db: Queryable, requestId: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(actionRequests).where(eq(actionRequests.id, requestId)).limit(1);
  return row ?? null;
}

/** A character's OPEN requests, oldest first, at most 100 (a query to await or to combine). */
export function openRequestsOf(db: Queryable, characterId: string) {
  return db
    .select()
    .from(actionRequests)
    .where(and(eq(actionRequests.characterId, characterId), eq(actionRequests.status, 'OPEN')))
    .orderBy(asc(actionRequests.createdAt))
    .limit(100);
}
