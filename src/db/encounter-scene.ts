/**
 * The action sequence (SMS §5) in two statements (issue #11): ONE read of everything a step
 * needs — the encounter, the caller's role in its campaign, the character acted for with the
 * caller's role in ITS campaign, and when asked the participants' sheets — and ONE
 * data-modifying statement that writes the new state under the version check, the sheets it
 * books (fatigue) under theirs, and the events, all or nothing.
 */
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { CharacterRow, Role } from './access.js';
import { VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import type { EncounterRow } from './encounters.js';
import { isRetryableRace } from './errors.js';
import { type EventType, noteEventCampaign } from './outbox.js';
import { type CharacterState, characters, encounters, memberships } from './schema.js';

/** What one step of the sequence reads, in one statement. */
export interface EncounterScene {
  row: EncounterRow;
  /** The caller's role in the encounter's campaign (null: not a member). */
  role: Role | null;
  /** The character acted for, when one was named and exists, with the caller's role in its campaign. */
  actor: { character: CharacterRow; role: Role | null } | null;
  /** The participants' sheets, when asked (in no particular order). */
  sheets: CharacterRow[];
  /** The actor's modules, id and name, in sheet order, when asked (what a declaration may bring). */
  actorModules: { id: string; name: string }[];
}

export interface SceneQuery {
  encounterId: string;
  userId: string;
  /** The character acted for (raw uuid), if any. */
  actorId?: string | null;
  /** Read the sheets of everyone in the sequence (ending it books their fatigue; the payload shows them). */
  withSheets?: boolean;
  /** Read the actor's modules (a declaration names some of them). */
  withActorModules?: boolean;
}

const actor = alias(characters, 'actor');
const actorMembership = alias(memberships, 'actor_membership');

/** The encounter, the caller's roles, the actor and (if asked) the sheets: one statement; null when there is no such encounter. */
export async function readEncounterScene(db: Queryable, q: SceneQuery): Promise<EncounterScene | null> {
  // The sheets come as one JSON column, not as joined rows: the encounter's state is not repeated per participant.
  const sheets = q.withSheets
    ? sql<unknown>`(select coalesce(json_agg(s), '[]'::json) from characters s
        where s.id in (select (p->>'id')::uuid from jsonb_array_elements(${encounters.state}->'participants') p))`
    : sql<unknown>`null`;
  // Only ids and names: a declaration keeps the names its modules had (src/rules/sms/sequence.ts).
  const actorModules = q.withActorModules
    ? sql<unknown>`(select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name) order by m.position, m.created_at), '[]'::json)
        from modules m where m.character_id = "actor"."id")`
    : sql<unknown>`null`;
  const rows = await db
    .select({ row: encounters, role: memberships.role, actor, actorRole: actorMembership.role, sheets, actorModules })
    .from(encounters)
    .leftJoin(memberships, and(eq(memberships.campaignId, encounters.campaignId), eq(memberships.userId, q.userId)))
    .leftJoin(actor, q.actorId ? eq(actor.id, q.actorId) : sql`false`)
    .leftJoin(actorMembership, and(eq(actorMembership.campaignId, actor.campaignId), eq(actorMembership.userId, q.userId)))
    .where(eq(encounters.id, q.encounterId))
    .limit(1);
  const first = rows[0];
  if (!first) return null;
  const raw = (typeof first.sheets === 'string' ? JSON.parse(first.sheets) : (first.sheets ?? [])) as Record<string, unknown>[];
  return {
    row: first.row,
    role: first.role ?? null,
    actor: first.actor ? { character: first.actor, role: first.actorRole ?? null } : null,
    sheets: raw.map((r) => rowFromJson(characters, r)),
    actorModules: ((typeof first.actorModules === 'string' ? JSON.parse(first.actorModules) : (first.actorModules ?? [])) as { id: string; name: string }[]),
  };
}

/** A sheet booked with the change: its state keys replaced under its version check. */
export interface SheetBooking {
  character: Pick<CharacterRow, 'id' | 'version'>;
  patch: CharacterState;
}

export interface OutboxEntry {
  type: EventType;
  payload: Record<string, unknown>;
}

/** A raw snake_case row (`row_to_json`) as the table's Drizzle row, with each column's own mapping. */
export function rowFromJson<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

function jsonOf(value: unknown): Record<string, unknown> {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}

/**
 * Write the encounter's new state if nobody changed it since `row` was read (version bumped),
 * the sheets booked with it if nobody changed them either, and the events (in `events` order,
 * after the sheets'), in ONE statement. The sheets are locked first, at the version read: if one
 * moved on, nothing is written at all. Any lost race is a VersionConflict: the caller re-reads.
 */
export async function writeEncounterChange(
  db: Queryable,
  row: Pick<EncounterRow, 'id' | 'campaignId' | 'version'>,
  state: { ended?: boolean },
  bookings: readonly SheetBooking[],
  events: readonly OutboxEntry[],
  at: Date,
): Promise<{ encounter: EncounterRow; sheets: CharacterRow[] }> {
  const n = bookings.length;
  const locked: SQL = n
    ? sql`locked as (
        select id from characters
        where (id, version) in (${sql.join(
          bookings.map((b) => sql`(${b.character.id}::uuid, ${b.character.version}::int)`),
          sql`, `,
        )})
        order by id for update
      ), `
    : sql``;
  const allLocked: SQL = n ? sql` and (select count(*) from locked) = ${n}` : sql``;
  const sheets: SQL = n
    ? sql`, sheets as (
        update characters c set state = c.state || p.patch, version = c.version + 1
        from (values ${sql.join(
          bookings.map((b) => sql`(${b.character.id}::uuid, ${JSON.stringify(b.patch)}::jsonb)`),
          sql`, `,
        )}) as p(id, patch)
        where c.id = p.id and exists (select 1 from enc)
        returning c.*
      )`
    : sql`, sheets as (select * from characters where false)`;
  if (events.length) noteEventCampaign(db, row.campaignId);
  const ev: SQL = events.length
    ? sql`, ev as (
        insert into outbox_events (campaign_id, type, payload, created_at)
        select enc.campaign_id, x.type, x.payload, ${at.toISOString()}::timestamptz
        from enc cross join (values ${sql.join(
          events.map((e, i) => sql`(${i}::int, ${e.type}::text, ${JSON.stringify(e.payload)}::jsonb)`),
          sql`, `,
        )}) as x(i, type, payload)
        order by x.i
        returning id
      )`
    : sql``;
  const query = sql`with ${locked}enc as (
      update encounters set state = ${JSON.stringify(state)}::jsonb, status = ${state.ended ? 'ENDED' : 'ACTIVE'}::text, version = version + 1
      where id = ${row.id}::uuid and version = ${row.version}::int${allLocked}
      returning *
    )${sheets}${ev}
    select (select row_to_json(enc) from enc) as encounter, coalesce((select json_agg(sheets) from sheets), '[]'::json) as sheets`;
  let result: unknown;
  try {
    result = await db.execute(query);
  } catch (error) {
    if (isRetryableRace(error)) throw new VersionConflict();
    throw error;
  }
  const [out] = (result as { rows: { encounter: unknown; sheets: unknown }[] }).rows;
  if (!out?.encounter) throw new VersionConflict();
  const sheetRows = (typeof out.sheets === 'string' ? JSON.parse(out.sheets) : out.sheets) as Record<string, unknown>[];
  return { encounter: rowFromJson(encounters, jsonOf(out.encounter)), sheets: sheetRows.map((s) => rowFromJson(characters, s)) };
}
