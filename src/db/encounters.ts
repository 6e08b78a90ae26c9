/**
 * Encounter persistence (SMS §5 action sequences): the `encounters` row holds the rules core's
 * encounter state as JSON under a `version` (this layer does not read it: src/rules decides). Every change is one conditional UPDATE … WHERE
 * version = $v (DESIGN.md §Conventions 7): no row back = VersionConflict, and the caller's
 * `retryOnConflict` re-reads and re-decides.
 */
import { and, eq, sql } from 'drizzle-orm';
import { VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import { encounters } from './schema.js';

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
