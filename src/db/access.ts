/**
 * Who may do what: the membership checks every resolver runs before it reads input
 * (API.md: authorization is decided before input validation).
 */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { apiKeys, characters, memberships, users } from './schema.js';
import { hashApiKey } from '../secrets.js';

export type Role = 'GM' | 'PLAYER';

/** The user behind a bearer key, or null. One indexed lookup on the key's hash. */
export async function userForApiKey(db: Queryable, key: string): Promise<{ userId: string; name: string } | null> {
  const keyHash = await hashApiKey(key);
  const rows = await db
    .select({ userId: users.id, name: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return rows[0] ?? null;
}

export async function roleIn(db: Queryable, campaignId: string, userId: string): Promise<Role | null> {
  const rows = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.campaignId, campaignId), eq(memberships.userId, userId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

export type CharacterRow = typeof characters.$inferSelect;

/** A character with the caller's role in its campaign, in one query. */
export async function characterWithRole(
  db: Queryable,
  characterId: string,
  userId: string,
): Promise<{ character: CharacterRow; role: Role | null } | null> {
  const rows = await db
    .select({ character: characters, role: memberships.role })
    .from(characters)
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, userId)))
    .where(eq(characters.id, characterId))
    .limit(1);
  const row = rows[0];
  return row ? { character: row.character, role: row.role ?? null } : null;
}

/** May this member see the character? GMs see all; players see PCs (NPCs are the GM's secrets). */
export function canSee(character: CharacterRow, role: Role | null): boolean {
  if (role === 'GM') return true;
  if (role === 'PLAYER') return character.kind === 'PC';
  return false;
}

/** May this member change the character? The GM edits any; a player only their own. */
export function canEdit(character: CharacterRow, role: Role | null, userId: string): boolean {
  if (role === 'GM') return true;
  return role === 'PLAYER' && character.ownerId === userId;
}
