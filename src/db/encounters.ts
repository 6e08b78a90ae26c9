/**
 * Encounter persistence (SMS §5 action sequences): the `encounters` row holds the rules core's
 * encounter state as JSON under a `version` (this layer does not read it: src/rules decides). Every change is one conditional UPDATE … WHERE
 * version = $v (DESIGN.md §Conventions 7): no row back = VersionConflict, and the caller's
 * `retryOnConflict` re-reads and re-decides.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { callerRoleIn, type Role } from './access.js';
import { VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import { campaigns, characters, encounters, memberships } from './schema.js';

export type EncounterRow = typeof encounters.$inferSelect;

/**
 * The public (Relay) id of a row, for event payloads: webhook consumers query the API with it.
 * Same encoding as `encodeId` in src/primitives/ids.ts (base64 of "Type:uuid"), kept here so the
 * db layer does not depend on the GraphQL one.
 */
export function publicId(typename: 'Encounter' | 'Character' | 'Campaign', id: string): string {
  return btoa(`${typename}:${id}`);
}

export async function loadEncounter(db: Queryable, id: string): Promise<EncounterRow | null> {
  const rows = await db.select().from(encounters).where(eq(encounters.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The encounter with the caller's role in its campaign, in one query. */
export async function encounterWithRole(db: Queryable, encounterId: string, userId: string): Promise<{ row: EncounterRow; role: Role | null } | null> {
  const rows = await db
    .select({ row: encounters, role: memberships.role })
    .from(encounters)
    .leftJoin(memberships, and(eq(memberships.campaignId, encounters.campaignId), eq(memberships.userId, userId)))
    .where(eq(encounters.id, encounterId))
    .limit(1);
  const found = rows[0];
  return found ? { row: found.row, role: found.role ?? null } : null;
}

/** The ids of an encounter's participants, read from its state inside the statement. */
function participantIdsOf(encounterId: string) {
  return sql`(select (p->>'id')::uuid from ${encounters} e, jsonb_array_elements(e.state->'participants') p where e.id = ${encounterId})`;
}

/** The sheets of an encounter's participants, found from its id in SQL (a query to await or to combine). */
export function encounterParticipantSheets(db: Queryable, encounterId: string) {
  return db.select().from(characters).where(inArray(characters.id, participantIdsOf(encounterId)));
}

/**
 * The campaign of an encounter with the caller's role in it, found from the encounter's id in
 * SQL; no row for a stranger (a query to await or to combine).
 */
export function encounterCampaignWithRole(db: Queryable, encounterId: string, userId: string) {
  return db
    .select({ campaign: campaigns, role: memberships.role })
    .from(campaigns)
    .innerJoin(memberships, and(eq(memberships.campaignId, campaigns.id), eq(memberships.userId, userId)))
    .where(eq(campaigns.id, sql`(select e.campaign_id from ${encounters} e where e.id = ${encounterId})`));
}

/** A keyset position in a campaign's encounters: the row's creation time (ISO) and id. */
export interface EncounterPosition {
  at: string;
  id: string;
}

/**
 * A page of a campaign's encounters, newest first (oldest first when `inverted`), with the
 * caller's role in the campaign on each row (a query to await or to combine).
 */
export function campaignEncountersPage(
  db: Queryable,
  campaignId: string,
  userId: string,
  page: { status?: EncounterRow['status'] | null; after: EncounterPosition | null; before: EncounterPosition | null; limit: number; inverted: boolean },
) {
  const conditions = [eq(encounters.campaignId, campaignId)];
  if (page.status) conditions.push(eq(encounters.status, page.status));
  const { after: a, before: b } = page;
  // Newest first: "after" a cursor means older than it.
  if (a) conditions.push(sql`(${encounters.createdAt}, ${encounters.id}) < (${a.at}::timestamptz, ${a.id}::uuid)`);
  if (b) conditions.push(sql`(${encounters.createdAt}, ${encounters.id}) > (${b.at}::timestamptz, ${b.id}::uuid)`);
  return db
    .select({ row: encounters, viewerRole: callerRoleIn(campaignId, userId) })
    .from(encounters)
    .where(and(...conditions))
    .orderBy(...(page.inverted ? [asc(encounters.createdAt), asc(encounters.id)] : [desc(encounters.createdAt), desc(encounters.id)]))
    .limit(page.limit);
}

/**
 * Write the new state if nobody changed the encounter since `row` was read; bumps the version.
 * `ended` is the state's own flag, mirrored in the `status` column for queries.
 */
export async function saveEncounter(tx: Queryable, row: Pick<EncounterRow, 'id' | 'version'>, state: { ended?: boolean }): Promise<EncounterRow> {
  const rows = await tx
    .update(encounters)
    .set({
      state: state as unknown as Record<string, unknown>,
      status: state.ended ? 'ENDED' : 'ACTIVE',
      version: sql`${encounters.version} + 1`,
    })
    .where(and(eq(encounters.id, row.id), eq(encounters.version, row.version)))
    .returning();
  if (!rows[0]) throw new VersionConflict();
  return rows[0];
}
