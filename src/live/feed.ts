/**
 * What live subscriptions read from the database: the outbox in sequence order (the one source
 * of truth, shared with webhooks) and who may see an event (members, their keys, the characters
 * it names). Plain reads; the rules about who sees what are in visibility.ts.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CharacterRow, Role } from '../db/access.js';
import type { Queryable } from '../db/client.js';
import { apiKeys, characters, memberships, outboxEvents, sessions } from '../db/schema.js';

export interface OutboxRow {
  id: string;
  seq: number;
  campaignId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

const columns = {
  id: outboxEvents.id,
  seq: outboxEvents.seq,
  campaignId: outboxEvents.campaignId,
  type: outboxEvents.type,
  payload: outboxEvents.payload,
  createdAt: outboxEvents.createdAt,
};

/** The highest sequence committed so far (0 on an empty outbox), of one campaign if given. */
export async function headSeq(db: Queryable, campaignId?: string): Promise<number> {
  const [row] = await db
    .select({ head: sql<string>`coalesce(max(${outboxEvents.seq}), 0)` })
    .from(outboxEvents)
    .where(campaignId ? eq(outboxEvents.campaignId, campaignId) : undefined);
  return Number(row?.head ?? 0);
}

/**
 * Events after `after`, in sequence order: every campaign's for the Node hub (one reader per
 * process), one campaign's for a Workers Durable Object.
 */
export async function eventsAfter(db: Queryable, after: number, limit: number, campaignId?: string): Promise<OutboxRow[]> {
  const newer = gt(outboxEvents.seq, after);
  return db
    .select(columns)
    .from(outboxEvents)
    .where(campaignId ? and(eq(outboxEvents.campaignId, campaignId), newer) : newer)
    .orderBy(asc(outboxEvents.seq))
    .limit(limit);
}

/** The campaigns of the latest events (the Worker tells their Durable Objects after a mutation). */
export async function recentCampaigns(db: Queryable, lastEvents: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ campaignId: outboxEvents.campaignId })
    .from(outboxEvents)
    .where(gt(outboxEvents.seq, sql`(select coalesce(max(${outboxEvents.seq}), 0) - ${lastEvents} from ${outboxEvents})`));
  return rows.map((r) => r.campaignId);
}

/** A replayed event as its page's JSON carries it: seq, id, type, payload, created_at (as the column's text). */
type PageEntry = [number, string, string, Record<string, unknown>, string];

/**
 * One campaign's events in (after, upTo], in sequence order: the replay of a reconnect. The page
 * comes back as ONE json text, parsed by one `JSON.parse`: decoding six columns per row in the
 * driver (PGlite's protocol reader, node-postgres' row parser) was most of a replayed event's
 * cost (issue 40 item 3; bench/RESULTS.md). The rows are the same: the payload is the jsonb's own
 * JSON, and `created_at` the column's text, turned into a Date as Drizzle does.
 */
export async function campaignEventsBetween(db: Queryable, campaignId: string, after: number, upTo: number, limit: number): Promise<OutboxRow[]> {
  const result = await db.execute(sql`select coalesce(json_agg(json_build_array(e.seq, e.id, e.type, e.payload, e.created_at::text) order by e.seq), '[]')::text as page
    from (select seq, id, type, payload, created_at from ${outboxEvents}
      where campaign_id = ${campaignId}::uuid and seq > ${after} and seq <= ${upTo} order by seq limit ${limit}) e`);
  const [row] = (result as unknown as { rows: { page: string }[] }).rows;
  const page = JSON.parse(row?.page ?? '[]') as PageEntry[];
  return page.map(([seq, id, type, payload, createdAt]) => ({ id, seq, campaignId, type, payload, createdAt: new Date(createdAt) }));
}

/** Who could see an event now: the campaign's members with their keys, and the characters it names. */
export interface Audience {
  roles: Map<string, Role>;
  /** API key or session token hash -> its user, for members only: a revoked or deleted key, an ended session or a member who left is absent. */
  keyOwners: Map<string, string>;
  characters: Map<string, CharacterRow>;
}

export async function loadAudience(db: Queryable, campaignId: string, characterIds: string[]): Promise<Audience> {
  // Every live credential's hash with its person: API keys not revoked, and browser sessions (an
  // ended session's row is deleted; expired ones are swept at each sign-in, and refused by every request).
  const credentialHashes = db
    .select({ userId: apiKeys.userId, hash: apiKeys.keyHash })
    .from(apiKeys)
    .where(isNull(apiKeys.revokedAt))
    .unionAll(db.select({ userId: sessions.userId, hash: sessions.tokenHash }).from(sessions))
    .as('credentials');
  const [members, named] = await Promise.all([
    db
      .select({ userId: memberships.userId, role: memberships.role, keyHash: credentialHashes.hash })
      .from(memberships)
      .leftJoin(credentialHashes, eq(credentialHashes.userId, memberships.userId))
      .where(eq(memberships.campaignId, campaignId)),
    characterIds.length ? db.select().from(characters).where(and(eq(characters.campaignId, campaignId), inArray(characters.id, characterIds))) : Promise.resolve([]),
  ]);
  const roles = new Map<string, Role>();
  const keyOwners = new Map<string, string>();
  for (const m of members) {
    roles.set(m.userId, m.role);
    if (m.keyHash) keyOwners.set(m.keyHash, m.userId);
  }
  return { roles, keyOwners, characters: new Map(named.map((c) => [c.id, c])) };
}
