/**
 * The GM's action requests (SMS §2.4) in two statements each (issue #11): ONE read of the
 * character or request with the caller's role (and the sheet's module ids), ONE data-modifying
 * statement writing the request (or its cancellation) with its event.
 */
import { and, asc, desc, eq, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type CharacterRow, modulesOfCharacter, type Role } from './access.js';
import type { ModuleRow } from './characters.js';
import type { Queryable } from './client.js';
import type { ReadCombiner } from './combined-reads.js';
import { type PreparedSelect, prepareSelect } from './drizzle-select.js';
import type { EpochRow } from './fairness.js';
import { rowFromJson } from './encounter-scene.js';
import { type EventType, noteEventCampaign } from './outbox.js';
import { actionRequests, characters, fairnessEpochs, memberships, modules, rolls } from './schema.js';

export type ActionRequestRow = typeof actionRequests.$inferSelect;

/** The character, the caller's role in its campaign and its modules in sheet order: one statement; null when there is no such character. */
export async function readRequestTarget(db: Queryable, characterId: string, userId: string): Promise<{ character: CharacterRow; role: Role | null; modules: ModuleRow[] } | null> {
  const rows = await db
    .select({ character: characters, role: memberships.role, module: modules })
    .from(characters)
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, userId)))
    .leftJoin(modules, eq(modules.characterId, characters.id))
    .where(eq(characters.id, characterId))
    .orderBy(asc(modules.position), asc(modules.createdAt));
  const first = rows[0];
  if (!first) return null;
  return { character: first.character, role: first.role ?? null, modules: rows.flatMap((r) => (r.module ? [r.module] : [])) };
}

/** Insert the request and its event in ONE statement. */
export async function insertRequestWithEvent(
  db: Queryable,
  request: Omit<typeof actionRequests.$inferInsert, 'id'> & { id: string; createdAt: Date },
  event: { type: EventType; payload: Record<string, unknown> },
): Promise<ActionRequestRow> {
  const at = request.createdAt.toISOString();
  noteEventCampaign(db, request.campaignId);
  const result = await db.execute(sql`with req as (
      insert into action_requests (id, campaign_id, character_id, requested_by, difficulty, absolute, threshold, details, note, created_at)
      values (${request.id}::uuid, ${request.campaignId}::uuid, ${request.characterId}::uuid, ${request.requestedBy ?? null}::uuid, ${request.difficulty ?? null}::int,
              ${request.absolute ?? true}::boolean, ${request.threshold ?? null}::int, ${JSON.stringify(request.details ?? {})}::jsonb, ${request.note ?? null}::text, ${at}::timestamptz)
      returning *
    ), ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select campaign_id, ${event.type}::text, ${JSON.stringify(event.payload)}::jsonb, ${at}::timestamptz from req
      returning id
    )
    select row_to_json(req) as request from req`);
  const [out] = (result as unknown as { rows: { request: unknown }[] }).rows;
  const raw = typeof out!.request === 'string' ? JSON.parse(out!.request) : out!.request;
  return rowFromJson(actionRequests, raw as Record<string, unknown>);
}

/**
 * Withdraw an OPEN request and write its `action.cancelled` event, in one statement: the
 * players' screens are told to drop it (else a cancelled request stays on a phone until the
 * next event). Null when it was no longer OPEN (answered or cancelled in between).
 */
export async function cancelRequestWithEvent(db: Queryable, request: { id: string; campaignId: string }, at: Date, payload: Record<string, unknown>): Promise<ActionRequestRow | null> {
  noteEventCampaign(db, request.campaignId);
  const stamp = at.toISOString();
  const result = await db.execute(sql`with req as (
      update action_requests set status = 'CANCELLED', resolved_at = ${stamp}::timestamptz
      where id = ${request.id}::uuid and status = 'OPEN'
      returning *
    ), ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select campaign_id, 'action.cancelled', ${JSON.stringify(payload)}::jsonb, ${stamp}::timestamptz from req
      returning id
    )
    select row_to_json(req) as request from req`);
  const [out] = (result as unknown as { rows: { request: unknown }[] }).rows;
  if (!out) return null;
  const raw = typeof out.request === 'string' ? JSON.parse(out.request) : out.request;
  return rowFromJson(actionRequests, raw as Record<string, unknown>);
}

/** A request with the caller's role in its campaign: one statement; null when there is no such request. */
export async function readRequestWithRole(db: Queryable, requestId: string, userId: string): Promise<{ request: ActionRequestRow; role: Role | null } | null> {
  const [row] = await db
    .select({ request: actionRequests, role: memberships.role })
    .from(actionRequests)
    .leftJoin(memberships, and(eq(memberships.campaignId, actionRequests.campaignId), eq(memberships.userId, userId)))
    .where(eq(actionRequests.id, requestId))
    .limit(1);
  return row ? { request: row.request, role: row.role ?? null } : null;
}

/** Action requests by id (a list, or a select of ids: a page of rolls' requests), in no order (a query to await or to combine). */
export function actionRequestsByIds(db: Queryable, ids: readonly string[] | SQLWrapper) {
  return db.select().from(actionRequests).where(inArray(actionRequests.id, Array.isArray(ids) ? [...ids] : (ids as SQLWrapper)));
}

/**
 * A request with its character, the caller's role in its campaign, and the roll that answered it,
 * in one statement (a query to await or to combine).
 */
export function requestWithCharacterAndRoll(db: Queryable, requestId: string, userId: string) {
  return db
    .select({ request: actionRequests, character: characters, role: memberships.role, roll: rolls })
    .from(actionRequests)
    .innerJoin(characters, eq(characters.id, actionRequests.characterId))
    .leftJoin(memberships, and(eq(memberships.campaignId, actionRequests.campaignId), eq(memberships.userId, userId)))
    .leftJoin(rolls, eq(rolls.id, actionRequests.rollId))
    .where(eq(actionRequests.id, requestId))
    .limit(1);
}

/** A keyset position in a character's requests: the row's creation time (ISO) and id. */
export interface RequestPosition {
  at: string;
  id: string;
}

/** Which page of a character's requests: newest first (oldest first when `inverted`), optionally of one status. */
export interface RequestPage {
  status?: ActionRequestRow['status'] | null;
  after: RequestPosition | null;
  before: RequestPosition | null;
  limit: number;
  inverted: boolean;
}

function requestPageWhere(characterId: string, page: RequestPage) {
  const { after: a, before: b } = page;
  const conditions = [eq(actionRequests.characterId, characterId)];
  if (page.status) conditions.push(eq(actionRequests.status, page.status));
  if (a) conditions.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) < (${a.at}::timestamptz, ${a.id}::uuid)`);
  if (b) conditions.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) > (${b.at}::timestamptz, ${b.id}::uuid)`);
  return and(...conditions);
}

function requestPageOrder(page: RequestPage) {
  return page.inverted ? [asc(actionRequests.createdAt), asc(actionRequests.id)] : [desc(actionRequests.createdAt), desc(actionRequests.id)];
}

/** A page of a character's requests (a query to await or to combine). */
export function characterRequestsPage(db: Queryable, characterId: string, page: RequestPage) {
  return db
    .select()
    .from(actionRequests)
    .where(requestPageWhere(characterId, page))
    .orderBy(...requestPageOrder(page))
    .limit(page.limit);
}

/** Who asked each request of the same page, as ids (a query for the user loader to prime from). */
export function requestersOfPage(db: Queryable, characterId: string, page: RequestPage) {
  return db
    .select({ id: actionRequests.requestedBy })
    .from(actionRequests)
    .where(requestPageWhere(characterId, page))
    .orderBy(...requestPageOrder(page))
    .limit(page.limit);
}

/**
 * One row per character read for an action: the character, its modules as json, the caller's role
 * in its campaign, and, on the acting character's row only, the request answered and the
 * campaign's open fairness epoch.
 */
export type ActionAuthorizationRow = { character: CharacterRow; modules: unknown; role: Role | null; request: ActionRequestRow | null; epoch: EpochRow | null };

/**
 * The authorization read of an action (`characterId` acting, `ids` the characters read: it and
 * its assistants), through the request's read combiner so the caller's credential is checked in
 * the same statement. `requestId` null: no request asked.
 */
export function readActionAuthorization(
  read: ReadCombiner,
  userId: string,
  characterId: string,
  requestId: string | null,
  ids: readonly string[],
): Promise<ActionAuthorizationRow[]> {
  return read.compiled(authorizationRead(ids.length).fill({ userId, requestId, characterId, ...Object.fromEntries(ids.map((id, i) => [`id${i}`, id])) }));
}

/**
 * The authorization read for `count` characters, compiled once per process and count
 * (src/db/drizzle-select.ts `prepareSelect`): Drizzle builds it once instead of on every
 * resolveAction. The ids as `in ($1, …)`, not `= any($1::uuid[])`: for an array of unknown length
 * Postgres' generic plan looks dearer than a custom one, so a named statement would be planned
 * again on every call (measured: the server's CPU per resolveAction doubled).
 */
function authorizationRead(count: number) {
  let read = authorizationReads.get(count);
  if (!read) {
    read = prepareSelect<ActionAuthorizationRow, Record<string, string | null>>(
      new QueryBuilder()
        .select({ character: characters, modules: modulesOfCharacter, role: memberships.role, request: actionRequests, epoch: fairnessEpochs })
        .from(characters)
        .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, sql.placeholder('userId'))))
        // No request asked: requestId is null, which matches nothing.
        .leftJoin(actionRequests, and(sql`${actionRequests.id} = ${sql.placeholder('requestId')}::uuid`, eq(characters.id, sql.placeholder('characterId'))))
        .leftJoin(fairnessEpochs, and(eq(fairnessEpochs.campaignId, characters.campaignId), isNull(fairnessEpochs.revealedAt), eq(characters.id, sql.placeholder('characterId'))))
        .where(inArray(characters.id, Array.from({ length: count }, (_, i) => sql.placeholder(`id${i}`)))),
    );
    authorizationReads.set(count, read);
  }
  return read;
}
/** By number of characters read: 1 to 1 + the most assistants an action names. */
const authorizationReads = new Map<number, PreparedSelect<ActionAuthorizationRow, Record<string, string | null>>>();
