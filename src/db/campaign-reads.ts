/**
 * The campaign screens' and `me`'s reads (src/graphql/campaign): the party, the open requests of a
 * campaign or of a player, the members, and the pages of campaigns and characters. Each returns
 * the Drizzle select (or its WHERE and ORDER BY, for a page `characterPage` reads), so the
 * resolver hands it to the request's read combiner and it shares a statement with its siblings.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { seesCharacter } from './access.js';
import type { Queryable } from './client.js';
import { actionRequests, characters } from './schema.js';

/** A position in a list on (created_at, id): the page's time cursors, decoded, and its direction. */
export interface TimeKeyset {
  after: { at: string; id: string } | null;
  before: { at: string; id: string } | null;
  inverted: boolean;
}

/** Action requests newest first on (created_at, id), from the page's time cursors (a campaign's and a player's). */
export function requestsNewestFirst({ after: a, before: b, inverted }: TimeKeyset): { where: SQL[]; order: SQL[] } {
  const where: SQL[] = [];
  if (a) where.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) < (${a.at}::timestamptz, ${a.id}::uuid)`);
  if (b) where.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) > (${b.at}::timestamptz, ${b.id}::uuid)`);
  const order = inverted ? [asc(actionRequests.createdAt), asc(actionRequests.id)] : [desc(actionRequests.createdAt), desc(actionRequests.id)];
  return { where, order };
}

/** The campaign's player characters, in creation order: the page `Campaign.party` reads. */
export function partyOf(campaignId: string): { where: SQL | undefined; order: SQL[] } {
  return { where: and(eq(characters.campaignId, campaignId), eq(characters.kind, 'PC')), order: [asc(characters.createdAt), asc(characters.id)] };
}

/**
 * A page of the campaign's OPEN requests newest first, each with its character. What the caller
 * sees is decided in the read: it may go before the campaign's (src/graphql/eager.ts).
 */
export function openRequestsQuery(db: Queryable, campaignId: string, userId: string, keyset: TimeKeyset, limit: number) {
  const { where, order } = requestsNewestFirst(keyset);
  const conditions = [eq(actionRequests.campaignId, campaignId), eq(actionRequests.status, 'OPEN'), seesCharacter(characters.kind, campaignId, userId), ...where];
  return db
    .select({ request: actionRequests, character: characters })
    .from(actionRequests)
    .innerJoin(characters, eq(characters.id, actionRequests.characterId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
}
