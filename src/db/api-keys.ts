/**
 * A person's API keys beyond the sign-up one: made, listed, renamed and revoked, each in one statement.
 * The secret is never stored (SHA-256 and a prefix only, src/primitives/secrets.ts); a revoked key keeps
 * its row so the list can say when it ended, and every lookup skips it (src/db/access.ts).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { rawRows, tableRow } from './rows.js';
import { apiKeys } from './schema.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The person's keys that still work, newest first (a person has a few dozen at most). */
export function liveKeysOf(db: Queryable, userId: string) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * A new key for the person, unless they already hold `max` live ones (null then): the count and
 * the insert in one statement. Two requests at once may both pass the count (READ COMMITTED);
 * the cap is a guard against a runaway script, not an invariant, so one over is acceptable.
 */
export async function insertApiKey(db: Queryable, userId: string, key: { name: string; keyHash: string; prefix: string }, max: number): Promise<ApiKeyRow | null> {
  const result = await db.execute(sql`
    insert into api_keys (user_id, key_hash, prefix, name)
    select ${userId}::uuid, ${key.keyHash}::text, ${key.prefix}::text, ${key.name}::text
    where (select count(*) from api_keys where user_id = ${userId}::uuid and revoked_at is null) < ${max}
    returning *`);
  const row = rawRows(result)[0];
  return row ? tableRow(apiKeys, row) : null;
}

/** Revoke one of the person's own live keys; null when it is not theirs, unknown or already revoked. */
export async function revokeApiKey(db: Queryable, userId: string, keyId: string, at: Date): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}

/** Rename one of the person's own live keys; null when it is not theirs, unknown or revoked. */
export async function renameApiKey(db: Queryable, userId: string, keyId: string, name: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ name })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}
