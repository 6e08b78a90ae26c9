/**
 * Who may do what: the membership checks every resolver runs before it reads input
 * (API.md: authorization is decided before input validation).
 */
import { type SQL, type SQLWrapper, and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { apiKeys, campaigns, characters, memberships, modules, users } from './schema.js';
import type { ModuleRow } from './characters.js';
import { hashApiKey, splitClaim } from '../primitives/secrets.js';
import { prepared } from './prepared.js';
import { rawRows, tableRow } from './rows.js';

export type Role = 'GM' | 'PLAYER';

/**
 * How precisely a key's last use is kept: the lookup writes `last_used_at` only when the stored
 * value is older than this, so a busy key costs one row write per window, not one per request,
 * and the lookup stays the request's one authentication statement either way.
 */
export const LAST_USE_GRANULARITY_MS = 5 * 60_000;

/**
 * The user behind a bearer key (not revoked), or null. One indexed lookup on the key's hash,
 * returning the whole user row: `me` and every `User` the caller appears as answer from it,
 * with no second read. The same statement records the key's last use (a data-modifying CTE,
 * only when the stored time is older than LAST_USE_GRANULARITY_MS): no statement is added.
 */
export async function userForApiKey(db: Queryable, key: string, now: Date): Promise<{ userId: string; name: string; createdAt: Date; keyId: string } | null> {
  // A key of the current form carries its holder's id beside the secret: only the secret is hashed,
  // and the key is refused if the id it carries is not its holder's (src/primitives/secrets.ts `withClaim`).
  const { secret, claimedUserId } = splitClaim(key);
  const keyHash = await hashApiKey(secret);
  // Every authenticated request runs it: built once per handle (src/db/prepared.ts).
  const lookup = prepared(db, 'sms_user_for_api_key_v2', (name) => {
    const live = and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt));
    const touched = db.$with('touched').as(
      db
        .update(apiKeys)
        .set({ lastUsedAt: sql`${sql.placeholder('now')}::timestamptz` })
        .where(and(live, or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`${sql.placeholder('stale')}::timestamptz`))))
        .returning({ id: apiKeys.id }),
    );
    return (
      db
        .with(touched)
        .select({ userId: users.id, name: users.name, createdAt: users.createdAt, keyId: apiKeys.id })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        // The CTE runs whether or not the outer query reads it (Postgres always executes a
        // data-modifying WITH): nothing here needs to mention it.
        .where(live)
        .limit(1)
        .prepare(name)
    );
  });
  const rows = await lookup.execute({ keyHash, now: now.toISOString(), stale: new Date(now.getTime() - LAST_USE_GRANULARITY_MS).toISOString() });
  const found = rows[0] ?? null;
  return found && (!claimedUserId || found.userId === claimedUserId) ? found : null;
}

/** A new user and their first API key, "Sign-up key" (stored as its hash and prefix), in one statement. */
export async function createUserWithKey(db: Queryable, name: string, key: { keyHash: string; prefix: string }): Promise<typeof users.$inferSelect> {
  const result = await db.execute(sql`with u as (
      insert into users (name) values (${name}::text) returning *
    ), k as (
      insert into api_keys (user_id, key_hash, prefix, name) select u.id, ${key.keyHash}::text, ${key.prefix}::text, 'Sign-up key' from u
    )
    select * from u`);
  return tableRow(users, rawRows(result)[0]!);
}

export async function roleIn(db: Queryable, campaignId: string, userId: string): Promise<Role | null> {
  const rows = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.campaignId, campaignId), eq(memberships.userId, userId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

/** A user's roles in several campaigns at once (a request's role loader batches them). */
export async function rolesIn(db: Queryable, campaignIds: readonly string[], userId: string): Promise<Map<string, Role>> {
  if (!campaignIds.length) return new Map();
  const rows = await db
    .select({ campaignId: memberships.campaignId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.campaignId, [...campaignIds])));
  return new Map(rows.map((r) => [r.campaignId, r.role]));
}

export type CharacterRow = typeof characters.$inferSelect;

/** A character with the caller's role in its campaign, in one query. */
/** The select of `characterWithRole`: run it through a request's read combiner to share its statement. */
export function characterWithRoleQuery(db: Queryable, characterId: string, userId: string) {
  return db
    .select({ character: characters, role: memberships.role })
    .from(characters)
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, userId)))
    .where(eq(characters.id, characterId))
    .limit(1);
}

export async function characterWithRole(
  db: Queryable,
  characterId: string,
  userId: string,
): Promise<{ character: CharacterRow; role: Role | null } | null> {
  return characterWithRoleOf(await characterWithRoleQuery(db, characterId, userId));
}

/** The answer of `characterWithRoleQuery`. */
export function characterWithRoleOf(rows: readonly { character: CharacterRow; role: Role | null }[]): { character: CharacterRow; role: Role | null } | null {
  const row = rows[0];
  return row ? { character: row.character, role: row.role ?? null } : null;
}

/**
 * The character screen's root read (issue 26): the character with the caller's role, its modules
 * when the screen shows them, and its campaign and owner, in one statement: `character(id)` with
 * its sheet, `campaign { … }` and `owner { … }` needs no second round trip.
 */
export function characterScreenQuery(db: Queryable, characterId: string, userId: string, withModules: boolean) {
  return db
    .select({ character: characters, role: memberships.role, modules: withModules ? modulesOfCharacter : sql<unknown>`null`, campaign: campaigns, owner: users })
    .from(characters)
    .innerJoin(campaigns, eq(campaigns.id, characters.campaignId))
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, userId)))
    .leftJoin(users, eq(users.id, characters.ownerId))
    .where(eq(characters.id, characterId))
    .limit(1);
}

/**
 * A column for a select from `characters`: the character's modules in sheet order (as
 * `loadModules`), as json. Read them with `parseModules`.
 */
// "characters"."id" is spelt out: Drizzle leaves columns unqualified in a one-table select, and
// an unqualified "id" inside the subquery would be the module's own.
export const modulesOfCharacter = sql<unknown>`coalesce((select json_agg(m order by m.position, m.created_at) from ${modules} m where m.character_id = "characters"."id"), '[]'::json)`;

export function parseModules(value: unknown): ModuleRow[] {
  // Some drivers hand json back as text.
  const raw = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  return raw.map((m) => tableRow(modules, m));
}

/** May this member see the character? GMs see all; players see PCs (NPCs are the GM's secrets). */
export function canSee(character: CharacterRow, role: Role | null): boolean {
  if (role === 'GM') return true;
  if (role === 'PLAYER') return character.kind === 'PC';
  return false;
}

/**
 * The caller's role in a campaign, found by the statement that reads the campaign's rows (issue
 * 26): a list below `campaign(id)` is sent in the root's own turn (src/graphql/eager.ts), before
 * the resolver knows the caller's role, so the read decides what the role allows by itself.
 * Postgres runs it once per statement (an InitPlan): one index probe on the membership's key.
 */
export function callerRoleIn(campaignId: SQLWrapper | string, userId: string): SQL<Role | null> {
  return sql<Role | null>`(select vm.role from ${memberships} vm where vm.campaign_id = ${campaignId} and vm.user_id = ${userId})`;
}

/** `callerRoleIn` for the campaign of a character known by its id. */
export function callerRoleOverCharacter(characterId: SQLWrapper | string, userId: string): SQL<Role | null> {
  return sql<Role | null>`(select vm.role from ${memberships} vm join ${characters} vc on vc.campaign_id = vm.campaign_id where vc.id = ${characterId} and vm.user_id = ${userId})`;
}

/** `canSee` inside a read: the GM sees every character of the campaign, a player its PCs, a stranger none. */
export function seesCharacter(kind: SQLWrapper, campaignId: SQLWrapper | string, userId: string): SQL {
  const role = callerRoleIn(campaignId, userId);
  return sql`(${role} = 'GM' or (${kind} = 'PC' and ${role} is not null))`;
}

/**
 * `canSee` in a read that has already joined the caller's membership row (its `role`): the GM
 * sees every character, a player its PCs. The same rule as `seesCharacter`, without the subquery.
 */
export function seenByMember(kind: SQLWrapper, role: SQLWrapper): SQL {
  return sql`(${kind} = 'PC' or ${role} = 'GM')`;
}

/** May this member change the character? The GM edits any; a player only their own. */
export function canEdit(character: CharacterRow, role: Role | null, userId: string): boolean {
  if (role === 'GM') return true;
  return role === 'PLAYER' && character.ownerId === userId;
}
