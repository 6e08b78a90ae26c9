/**
 * Play history rows (SMS §8 earning): game sessions and scenarios with their participants, and
 * the 'session.recorded' / 'scenario.completed' events written with them. The GM's mutations
 * (src/graphql/experience/play-history-*.ts) and the inbound webhook (src/webhooks/inbound.ts)
 * both write through here after the rules core (src/rules/sms/play-history.ts) has accepted the
 * participants. Rows are deduplicated by `externalRef` (an external scheduler's id) per campaign.
 *
 * Issue #11: a GM's mutation is one read (`readPlayTable`, `readSessionTable`,
 * `readScenarioTable`: the row, the caller's role and the characters concerned) and one write
 * (each write below is ONE data-modifying statement with its event, guarded by the status it
 * changes from). Only a replay (an `externalRef` seen before, the webhook's case) reads again.
 */
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { encodeId } from '../primitives/ids.js';
import { type CharacterRow, callerRoleIn, type Role } from './access.js';
import type { Queryable } from './client.js';
import { fromJson, globalIdSql, rowsOf } from './json-rows.js';
import { characters, gameSessions, memberships, scenarioParticipants, scenarios, sessionParticipants } from './schema.js';
import { noteEventCampaign } from './outbox.js';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type ScenarioRow = typeof scenarios.$inferSelect;

/** Where a newest-first page over (key, id) starts and ends: the cursors' sort key as text, and id. */
export interface Keyset {
  after?: { key: string; id: string };
  before?: { key: string; id: string };
  inverted: boolean;
}

/**
 * WHERE and ORDER BY for a newest-first page over (key, id). `keyType` casts the cursor's text
 * back ('timestamptz' keeps microseconds, which a JS Date would lose).
 */
export function keysetWhere(keyset: Keyset, key: AnyPgColumn, id: AnyPgColumn, keyType: 'timestamptz' | 'text') {
  const conditions: SQL[] = [];
  const cast = (value: string) => (keyType === 'timestamptz' ? sql`${value}::timestamptz` : sql`${value}::text`);
  const { after, before } = keyset;
  if (after) conditions.push(sql`(${key}, ${id}) < (${cast(after.key)}, ${after.id}::uuid)`);
  if (before) conditions.push(sql`(${key}, ${id}) > (${cast(before.key)}, ${before.id}::uuid)`);
  const orderBy = keyset.inverted ? [sql`${key} asc`, sql`${id} asc`] : [sql`${key} desc`, sql`${id} desc`];
  return { conditions, orderBy, cursorKey: sql<string>`${key}::text` };
}

/**
 * A page of a campaign's sessions, most recently played first, each with its sort key as text and
 * the caller's role (null: not a member): a query to await or to combine.
 */
export function sessionsPage(db: Queryable, campaignId: string, userId: string, keyset: Keyset, limit: number) {
  const { conditions, orderBy, cursorKey } = keysetWhere(keyset, gameSessions.playedOn, gameSessions.id, 'text');
  return db
    .select({ session: gameSessions, cursorKey, viewerRole: callerRoleIn(campaignId, userId) })
    .from(gameSessions)
    .where(and(eq(gameSessions.campaignId, campaignId), ...conditions))
    .orderBy(...orderBy)
    .limit(limit);
}

/**
 * A page of a campaign's scenarios, most recently started first: its WHERE and ORDER BY (for
 * src/db/campaign-reads.ts `samePage`, which puts them and the limit on each select), the
 * select of its rows (each with its sort key as text and the caller's role, null: not a member)
 * and the select of its ids.
 */
export function scenariosPage(db: Queryable, campaignId: string, userId: string, keyset: Keyset) {
  const { conditions, orderBy, cursorKey } = keysetWhere(keyset, scenarios.startedAt, scenarios.id, 'timestamptz');
  const where = and(eq(scenarios.campaignId, campaignId), ...conditions);
  const viewerRole = callerRoleIn(campaignId, userId);
  return {
    where,
    orderBy,
    rows: db.select({ scenario: scenarios, cursorKey, viewerRole }).from(scenarios),
    ids: db.select({ id: scenarios.id }).from(scenarios),
  };
}

/**
 * A session or a scenario (`node(id)`) with the caller's role in its campaign, in the same read: no
 * row for a non-member, as for one that does not exist. A query to await or to combine.
 */
export function playRowWithRole(db: Queryable, table: typeof gameSessions | typeof scenarios, id: string, userId: string) {
  return db
    .select({ row: table, role: memberships.role })
    .from(table)
    .innerJoin(memberships, and(eq(memberships.campaignId, table.campaignId), eq(memberships.userId, userId)))
    .where(eq(table.id, id))
    .limit(1);
}

/**
 * The participants of sessions or of scenarios (`ids`: theirs, or a select of them), each with the
 * session's or scenario's id (`owner`), by name: a query to await or to combine.
 */
export function participantRows(db: Queryable, of: 'session' | 'scenario', ids: string[] | SQLWrapper) {
  const table = of === 'session' ? sessionParticipants : scenarioParticipants;
  const key = of === 'session' ? sessionParticipants.sessionId : scenarioParticipants.scenarioId;
  return db
    .select({ owner: key, character: characters })
    .from(table)
    .innerJoin(characters, eq(characters.id, table.characterId))
    .where(inArray(key, ids))
    .orderBy(asc(characters.name), asc(characters.id));
}

/** Sessions by their ids (or a select of them): a query to await or to combine. */
export function sessionsByIds(db: Queryable, ids: string[] | SQLWrapper) {
  return db.select().from(gameSessions).where(inArray(gameSessions.id, ids));
}

/** Scenarios by their ids: a query to await or to combine. */
export function scenariosByIds(db: Queryable, ids: string[]) {
  return db.select().from(scenarios).where(inArray(scenarios.id, ids));
}

/** The scenarios `where` picks: a query to await or to combine. */
export function scenariosWhere(db: Queryable, where: SQL | undefined) {
  return db.select().from(scenarios).where(where);
}

/** The ids among `ids` (each once) that are not characters of the campaign: one query. */
export async function foreignCharacters(db: Queryable, campaignId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.campaignId, campaignId), inArray(characters.id, unique)));
  const known = new Set(found.map((r) => r.id));
  return unique.filter((id) => !known.has(id));
}

/** The participants of a session or a scenario, as raw character uuids in order. */
export async function participantsOf(db: Queryable, table: 'session' | 'scenario', id: string): Promise<string[]> {
  const rows =
    table === 'session'
      ? await db.select({ id: sessionParticipants.characterId }).from(sessionParticipants).where(eq(sessionParticipants.sessionId, id))
      : await db.select({ id: scenarioParticipants.characterId }).from(scenarioParticipants).where(eq(scenarioParticipants.scenarioId, id));
  return rows.map((r) => r.id).sort();
}

/** A Postgres uuid array literal of validated uuids. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Characters as JSON, in the order the participants loaders give them (name, then id). */
const characterList = (where: ReturnType<typeof sql>) =>
  sql`(select json_agg(row_to_json(c) order by c.name, c.id) from characters c where ${where})`;

const mapCharacters = (rows: Record<string, unknown>[] | null): CharacterRow[] => (rows ?? []).map((c) => fromJson(characters, c));

/**
 * Before a session or scenario is recorded, in one statement: the caller's role in the
 * campaign and which of `characterIds` are characters of it (name, then id).
 */
export async function readPlayTable(db: Queryable, campaignId: string, userId: string, characterIds: readonly string[]): Promise<{ role: Role | null; characters: CharacterRow[] }> {
  const result = await db.execute(sql`
    select (select role from memberships where campaign_id = ${campaignId}::uuid and user_id = ${userId}::uuid) as role,
      ${characterList(sql`c.campaign_id = ${campaignId}::uuid and c.id = any(${uuidArray([...new Set(characterIds)])}::uuid[])`)} as characters`);
  const [row] = rowsOf<{ role: Role | null; characters: Record<string, unknown>[] | null }>(result);
  return { role: row?.role ?? null, characters: mapCharacters(row?.characters ?? null) };
}

/** A session with the caller's role in its campaign and its participants (name, then id), in one statement. */
export async function readSessionTable(db: Queryable, sessionId: string, userId: string): Promise<{ session: GameSessionRow; role: Role | null; participants: CharacterRow[] } | null> {
  const result = await db.execute(sql`
    select row_to_json(s) as row,
      (select role from memberships m where m.campaign_id = s.campaign_id and m.user_id = ${userId}::uuid) as role,
      ${characterList(sql`c.id in (select character_id from session_participants where session_id = s.id)`)} as participants
    from game_sessions s where s.id = ${sessionId}::uuid`);
  const [row] = rowsOf<{ row: Record<string, unknown>; role: Role | null; participants: Record<string, unknown>[] | null }>(result);
  return row ? { session: fromJson(gameSessions, row.row), role: row.role ?? null, participants: mapCharacters(row.participants) } : null;
}

/** A scenario with the caller's role in its campaign and its participants (name, then id), in one statement. */
export async function readScenarioTable(db: Queryable, scenarioId: string, userId: string): Promise<{ scenario: ScenarioRow; role: Role | null; participants: CharacterRow[] } | null> {
  const result = await db.execute(sql`
    select row_to_json(s) as row,
      (select role from memberships m where m.campaign_id = s.campaign_id and m.user_id = ${userId}::uuid) as role,
      ${characterList(sql`c.id in (select character_id from scenario_participants where scenario_id = s.id)`)} as participants
    from scenarios s where s.id = ${scenarioId}::uuid`);
  const [row] = rowsOf<{ row: Record<string, unknown>; role: Role | null; participants: Record<string, unknown>[] | null }>(result);
  return row ? { scenario: fromJson(scenarios, row.row), role: row.role ?? null, participants: mapCharacters(row.participants) } : null;
}

// ----- Sessions --------------------------------------------------------------------------------

function sessionEvent(session: Pick<GameSessionRow, 'id' | 'campaignId' | 'title' | 'playedOn' | 'status' | 'externalRef'>, participantIds: readonly string[]) {
  return {
    sessionId: encodeId('GameSession', session.id),
    campaignId: encodeId('Campaign', session.campaignId),
    title: session.title,
    playedOn: session.playedOn,
    status: session.status,
    participantIds: participantIds.map((id) => encodeId('Character', id)),
    externalRef: session.externalRef,
  };
}

export interface SessionInput {
  title: string;
  /** YYYY-MM-DD. */
  playedOn: string;
  /** Raw character uuids of the campaign. */
  participantIds: readonly string[];
  /** Default PLAYED: recording a session says it happened. */
  status?: 'PLANNED' | 'PLAYED';
  createdBy?: string | null;
  at?: Date;
}

/**
 * Insert a session (default PLAYED) with its participants — already accepted as characters of
 * the campaign — and its 'session.recorded' event in ONE statement. With an `externalRef`
 * already known in the campaign nothing new is written (`created: false`), except that a
 * PLANNED session reported PLAYED becomes PLAYED.
 */
export async function insertSession(
  db: Queryable,
  campaignId: string,
  input: SessionInput,
  externalRef: string | null = null,
): Promise<{ session: GameSessionRow; participantIds: string[]; created: boolean }> {
  const status = input.status ?? 'PLAYED';
  const participantIds = [...new Set(input.participantIds)];
  const id = crypto.randomUUID();
  const at = input.at?.toISOString() ?? null;
  const event = sessionEvent({ id, campaignId, title: input.title, playedOn: input.playedOn, status, externalRef }, participantIds);
  noteEventCampaign(db, campaignId);
  const result = await db.execute(sql`
    with s as (
      insert into game_sessions (id, campaign_id, title, played_on, status, external_ref, created_by, created_at)
      values (${id}::uuid, ${campaignId}::uuid, ${input.title}::text, ${input.playedOn}::text, ${status}::text, ${externalRef}::text, ${input.createdBy ?? null}::uuid,
              coalesce(${at}::timestamptz, now()))
      on conflict (campaign_id, external_ref) do nothing
      returning *
    ),
    p as (
      insert into session_participants (session_id, character_id)
      select s.id, x from s, unnest(${uuidArray(participantIds)}::uuid[]) as x
      returning session_id
    ),
    ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select s.campaign_id, 'session.recorded', ${JSON.stringify(event)}::jsonb, coalesce(${at}::timestamptz, now()) from s
      returning id
    )
    select row_to_json(s) as row from s`);
  const [created] = rowsOf<{ row: Record<string, unknown> }>(result);
  if (created) return { session: fromJson(gameSessions, created.row), participantIds, created: true };

  // Seen before (same externalRef): a replay changes nothing, unless it reports the session played.
  const [existing] = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.campaignId, campaignId), eq(gameSessions.externalRef, externalRef ?? '')))
    .limit(1);
  if (!existing) throw new Error('session vanished after an externalRef conflict');
  if (status === 'PLAYED' && existing.status === 'PLANNED') {
    const marked = await markSessionPlayed(db, campaignId, existing.id, input.at);
    if (marked) return { ...marked, created: false };
  }
  return { session: existing, participantIds: await participantsOf(db, 'session', existing.id), created: false };
}

/**
 * Mark a PLANNED session of the campaign PLAYED and emit 'session.recorded' again with status
 * PLAYED, in ONE statement (the event lists the participants as they are then). Null when it
 * was not PLANNED (already played, or not in the campaign): nothing written.
 */
export async function markSessionPlayed(db: Queryable, campaignId: string, sessionId: string, at?: Date): Promise<{ session: GameSessionRow; participantIds: string[] } | null> {
  const when = at?.toISOString() ?? null;
  noteEventCampaign(db, campaignId);
  const result = await db.execute(sql`
    with upd as (
      update game_sessions set status = 'PLAYED'
      where id = ${sessionId}::uuid and campaign_id = ${campaignId}::uuid and status = 'PLANNED'
      returning *
    ),
    who as (select coalesce(jsonb_agg(sp.character_id order by sp.character_id), '[]'::jsonb) as ids from session_participants sp where sp.session_id = ${sessionId}::uuid),
    ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select upd.campaign_id, 'session.recorded',
        jsonb_build_object('sessionId', ${encodeId('GameSession', sessionId)}::text, 'campaignId', ${encodeId('Campaign', campaignId)}::text, 'title', upd.title,
          'playedOn', upd.played_on, 'status', upd.status, 'externalRef', upd.external_ref,
          'participantIds', coalesce((select jsonb_agg(${globalIdSql('Character', sql`x`)} order by x) from who, jsonb_array_elements_text(who.ids) as x), '[]'::jsonb)),
        coalesce(${when}::timestamptz, now())
      from upd
      returning id
    )
    select row_to_json(upd) as row, (select ids from who) as participant_ids from upd`);
  const [row] = rowsOf<{ row: Record<string, unknown>; participant_ids: string[] }>(result);
  return row ? { session: fromJson(gameSessions, row.row), participantIds: row.participant_ids } : null;
}

// ----- Scenarios -------------------------------------------------------------------------------

export interface ScenarioInput {
  title: string;
  participantIds: readonly string[];
  createdBy?: string | null;
  at?: Date;
}

/**
 * Insert a STARTED scenario with its participants (already accepted) in ONE statement. With a
 * known `externalRef`, returns that one (`created: false`).
 */
export async function insertScenario(
  db: Queryable,
  campaignId: string,
  input: ScenarioInput,
  externalRef: string | null = null,
): Promise<{ scenario: ScenarioRow; participantIds: string[]; created: boolean }> {
  const participantIds = [...new Set(input.participantIds)];
  const result = await db.execute(sql`
    with s as (
      insert into scenarios (campaign_id, title, external_ref, created_by, created_at)
      values (${campaignId}::uuid, ${input.title}::text, ${externalRef}::text, ${input.createdBy ?? null}::uuid, coalesce(${input.at?.toISOString() ?? null}::timestamptz, now()))
      on conflict (campaign_id, external_ref) do nothing
      returning *
    ),
    p as (
      insert into scenario_participants (scenario_id, character_id)
      select s.id, x from s, unnest(${uuidArray(participantIds)}::uuid[]) as x
      returning scenario_id
    )
    select row_to_json(s) as row from s`);
  const [created] = rowsOf<{ row: Record<string, unknown> }>(result);
  if (created) return { scenario: fromJson(scenarios, created.row), participantIds, created: true };
  const [existing] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.campaignId, campaignId), eq(scenarios.externalRef, externalRef ?? '')))
    .limit(1);
  if (!existing) throw new Error('scenario vanished after an externalRef conflict');
  return { scenario: existing, participantIds: await participantsOf(db, 'scenario', existing.id), created: false };
}

/** The scenario an external scheduler knows by `externalRef` in the campaign, if any. */
export async function scenarioIdByRef(tx: Queryable, campaignId: string, externalRef: string): Promise<string | null> {
  const [found] = await tx
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.campaignId, campaignId), eq(scenarios.externalRef, externalRef)))
    .limit(1);
  return found?.id ?? null;
}

/**
 * Complete a STARTED scenario of the campaign with the GM's bonus and emit 'scenario.completed'
 * (with the participants as they are then) in ONE statement. Null when it was not STARTED
 * (already completed, or not in the campaign): nothing written.
 */
export async function completeStartedScenario(
  db: Queryable,
  campaignId: string,
  scenarioId: string,
  bonus: boolean,
  at: Date,
): Promise<{ scenario: ScenarioRow; participantIds: string[] } | null> {
  const when = at.toISOString();
  noteEventCampaign(db, campaignId);
  const result = await db.execute(sql`
    with upd as (
      update scenarios set status = 'COMPLETED', bonus = ${bonus}::boolean, completed_at = ${when}::timestamptz
      where id = ${scenarioId}::uuid and campaign_id = ${campaignId}::uuid and status = 'STARTED'
      returning *
    ),
    who as (select coalesce(jsonb_agg(sp.character_id order by sp.character_id), '[]'::jsonb) as ids from scenario_participants sp where sp.scenario_id = ${scenarioId}::uuid),
    ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select upd.campaign_id, 'scenario.completed',
        jsonb_build_object('scenarioId', ${encodeId('Scenario', scenarioId)}::text, 'campaignId', ${encodeId('Campaign', campaignId)}::text, 'title', upd.title,
          'bonus', upd.bonus, 'completedAt', ${when}::text, 'externalRef', upd.external_ref,
          'participantIds', coalesce((select jsonb_agg(${globalIdSql('Character', sql`x`)} order by x) from who, jsonb_array_elements_text(who.ids) as x), '[]'::jsonb)),
        ${when}::timestamptz
      from upd
      returning id
    )
    select row_to_json(upd) as row, (select ids from who) as participant_ids from upd`);
  const [row] = rowsOf<{ row: Record<string, unknown>; participant_ids: string[] }>(result);
  return row ? { scenario: fromJson(scenarios, row.row), participantIds: row.participant_ids } : null;
}

/**
 * Complete a STARTED scenario of the campaign (one statement with its event). `changed: false`
 * when it was already completed (a replay: then reads it as it is); null when the campaign has
 * no such scenario.
 */
export async function completeScenario(
  db: Queryable,
  campaignId: string,
  scenarioId: string,
  bonus: boolean,
  at: Date,
): Promise<{ scenario: ScenarioRow; participantIds: string[]; changed: boolean } | null> {
  const done = await completeStartedScenario(db, campaignId, scenarioId, bonus, at);
  if (done) return { ...done, changed: true };
  const [existing] = await db.select().from(scenarios).where(and(eq(scenarios.id, scenarioId), eq(scenarios.campaignId, campaignId)));
  if (!existing) return null;
  return { scenario: existing, participantIds: await participantsOf(db, 'scenario', existing.id), changed: false };
}

/** Add reported participants to a STARTED scenario of the campaign (already accepted); others are left as they are. */
export async function joinStartedScenario(tx: Queryable, campaignId: string, scenarioId: string, participantIds: readonly string[]): Promise<void> {
  const [scenario] = await tx
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.id, scenarioId), eq(scenarios.campaignId, campaignId), eq(scenarios.status, 'STARTED')));
  if (!scenario || participantIds.length === 0) return;
  await tx
    .insert(scenarioParticipants)
    .values([...new Set(participantIds)].map((characterId) => ({ scenarioId: scenario.id, characterId })))
    .onConflictDoNothing();
}
