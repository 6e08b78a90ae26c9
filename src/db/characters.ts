/** Character persistence: modules, optimistic versioning, retries on conflict. */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { isDuplicateModule } from './errors.js';
import { type EventType, noteEventCampaign } from './outbox.js';
import { type CharacterState, characters, memberships, modules } from './schema.js';

export type ModuleRow = typeof modules.$inferSelect;
export type NewModuleRow = typeof modules.$inferInsert;
/** A member's role in a campaign (access.ts's Role, which imports this file). */
type MemberRole = typeof memberships.$inferSelect.role;

export async function loadModules(db: Queryable, characterIds: readonly string[]): Promise<Map<string, ModuleRow[]>> {
  const byCharacter = new Map<string, ModuleRow[]>(characterIds.map((id) => [id, []]));
  if (characterIds.length === 0) return byCharacter;
  const rows = await db
    .select()
    .from(modules)
    .where(inArray(modules.characterId, [...characterIds]))
    .orderBy(asc(modules.characterId), asc(modules.position), asc(modules.createdAt));
  for (const row of rows) byCharacter.get(row.characterId)?.push(row);
  return byCharacter;
}

/**
 * A module with its character and the caller's role in the character's campaign, in one
 * statement (whoever sees the character may refetch the module); null when there is no such module.
 */
export async function readModuleWithCharacter(
  db: Queryable,
  moduleId: string,
  userId: string,
): Promise<{ row: ModuleRow; character: typeof characters.$inferSelect; role: MemberRole | null } | null> {
  const [found] = await db
    .select({ row: modules, character: characters, role: memberships.role })
    .from(modules)
    .innerJoin(characters, eq(characters.id, modules.characterId))
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, userId)))
    .where(eq(modules.id, moduleId))
    .limit(1);
  return found ? { row: found.row, character: found.character, role: found.role ?? null } : null;
}

/** Thrown inside a transaction when the character changed since it was read; rolls it back. */
export class VersionConflict extends Error {
  constructor() {
    super('version conflict');
    this.name = 'VersionConflict';
  }
}

/**
 * Claim the character for this write: bump its version only if nobody else did since we read
 * it (DESIGN.md §Conventions 7). Throws VersionConflict otherwise, which rolls back the
 * transaction; `retryOnConflict` then re-reads and re-decides.
 */
export async function claimVersion(tx: Queryable, characterId: string, version: number): Promise<number> {
  const rows = await tx
    .update(characters)
    .set({ version: sql`${characters.version} + 1` })
    .where(and(eq(characters.id, characterId), eq(characters.version, version)))
    .returning({ version: characters.version });
  if (!rows[0]) throw new VersionConflict();
  return rows[0].version;
}

/**
 * Merge `patch` into the character's state, bump its version and write the outbox events, in
 * ONE statement (a data-modifying CTE: all or nothing, one round trip on every driver). If
 * someone changed the character since it was read, no row comes back: VersionConflict, and
 * `retryOnConflict` re-reads and re-decides. `sizeFactor` also sets that column.
 */
export async function writeCharacterState(
  db: Queryable,
  character: typeof characters.$inferSelect,
  patch: CharacterState,
  events: readonly { type: EventType; payload: Record<string, unknown> }[],
  columns: { sizeFactor?: number },
  at: Date,
): Promise<typeof characters.$inferSelect> {
  const setSize = columns.sizeFactor === undefined ? sql`` : sql`, size_factor = ${columns.sizeFactor}`;
  const eventCtes: SQL[] = events.map(
    (e, i) =>
      sql`, ${sql.raw(`ev${i}`)} as (insert into outbox_events (campaign_id, type, payload, created_at) select campaign_id, ${e.type}::text, ${JSON.stringify(e.payload)}::jsonb, ${at.toISOString()}::timestamptz from upd returning id)`,
  );
  if (events.length) noteEventCampaign(db, character.campaignId);
  const query = sql`with upd as (update characters set state = state || ${JSON.stringify(patch)}::jsonb, version = version + 1${setSize} where id = ${character.id} and version = ${character.version} returning campaign_id, version)${sql.join(eventCtes, sql``)} select version from upd`;
  const result = await db.execute(query);
  const row = (result as unknown as { rows: { version: number }[] }).rows[0];
  if (!row) throw new VersionConflict();
  return {
    ...character,
    state: { ...character.state, ...patch },
    version: Number(row.version),
    ...(columns.sizeFactor === undefined ? {} : { sizeFactor: columns.sizeFactor }),
  };
}

/** How long `retryOnConflict` keeps redoing a write that loses races: the statement limit's order. */
export const RETRY_DEADLINE_MS = 10_000;
/** A backstop against a conflict that is not a race (it would repeat until the deadline): far above any real queue. */
const RETRY_MAX_ATTEMPTS = 1_000;

/**
 * Run `attempt` again (fresh reads, fresh rules decision) when it lost a version race, until
 * `deadlineMs` has passed (or after `attempts`, for callers that keep a count of their own).
 * No sleep between attempts: every conflicting write waits on the winner's row lock (or
 * unique-index entry) and only then sees it lost, so by the time it knows, the winner has
 * committed and a fresh read sees it. Each round someone wins; the losers re-read at once.
 * (Sleeping only added latency: with back-off and a count, about 1 in 1,000 loaded
 * resolveActions on one character ran out of attempts and answered CONFLICT.)
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, onGiveUp: () => Error, attempts = RETRY_MAX_ATTEMPTS, deadlineMs = RETRY_DEADLINE_MS): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (let i = 0; i < attempts; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error;
      if (Date.now() >= deadline) break;
    }
  }
  throw onGiveUp();
}

/**
 * For `.catch` on a write that adds or renames modules: if it lost a race to another write
 * putting the same module on the sheet (the unique name key), it becomes a VersionConflict, so
 * `retryOnConflict` re-reads and the rules refuse the duplicate exactly as they would have one
 * request at a time. Anything else is rethrown.
 */
export function moduleRaceIsConflict(error: unknown): never {
  if (isDuplicateModule(error)) throw new VersionConflict();
  throw error;
}
