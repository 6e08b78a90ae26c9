/** A campaign's own archetypes (SMS §8, §9): the GM's definitions, read and written by key. */
import { eq } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { archetypes } from './schema.js';

export type ArchetypeRow = typeof archetypes.$inferSelect;

/** The campaign's own archetypes, oldest first (then by key). */
export async function campaignArchetypeRows(db: Queryable, campaignId: string): Promise<ArchetypeRow[]> {
  return db.select().from(archetypes).where(eq(archetypes.campaignId, campaignId)).orderBy(archetypes.createdAt, archetypes.key);
}

/** Define the archetype `key` of the campaign, or replace the one of that key: one statement. */
export async function upsertArchetype(
  db: Queryable,
  campaignId: string,
  key: string,
  values: Pick<ArchetypeRow, 'kind' | 'name' | 'modules' | 'creature'>,
  at: Date,
): Promise<ArchetypeRow> {
  const [row] = await db
    .insert(archetypes)
    .values({ campaignId, key, ...values, createdAt: at })
    .onConflictDoUpdate({ target: [archetypes.campaignId, archetypes.key], set: values })
    .returning();
  return row!;
}
