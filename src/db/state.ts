/**
 * Writing a character's ruleset state (`characters.state`) safely: one statement that merges
 * the new keys, bumps the version, and only applies if nobody changed the character since it
 * was read (DESIGN.md §Conventions 7). No row back = VersionConflict → `retryOnConflict`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import { type CharacterState, characters } from './schema.js';

export type CharacterRow = typeof characters.$inferSelect;

/** Merge `patch` into the state (top-level keys replaced whole) under the version check. */
export async function writeCharacterState(tx: Queryable, character: Pick<CharacterRow, 'id' | 'version'>, patch: CharacterState): Promise<CharacterRow> {
  const rows = await tx
    .update(characters)
    .set({ state: sql`${characters.state} || ${JSON.stringify(patch)}::jsonb`, version: sql`${characters.version} + 1` })
    .where(and(eq(characters.id, character.id), eq(characters.version, character.version)))
    .returning();
  if (!rows[0]) throw new VersionConflict();
  return rows[0];
}

/** Read one key of the state, or the fallback when it was never written. */
export function readCharacterState<T>(character: Pick<CharacterRow, 'state'>, key: keyof CharacterState & string, fallback: () => T): T {
  const value = character.state?.[key];
  return value === undefined || value === null ? fallback() : (value as T);
}
