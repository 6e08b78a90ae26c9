/**
 * The campaign screens' and `me`'s reads (src/graphql/campaign): the party, the open requests of a
 * campaign or of a player, the members, and the pages of campaigns and characters. Each returns
 * the Drizzle select (or its WHERE and ORDER BY, for a page `characterPage` reads), so the
 * resolver hands it to the request's read combiner and it shares a statement with its siblings.
 */
import { and, asc, desc, eq, gt, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { modulesOfCharacter, type Role, seenByMember, seesCharacter } from './access.js';
import type { Queryable } from './client.js';
import { actionRequests, campaigns, characters, memberships, users } from './schema.js';

/** A position in a list on (created_at, id): the page's time cursors, decoded, and its direction. */
export interface TimeKeyset {
  after: { at: string; id: string } | null;
  before: { at: string; id: string } | null;
  inverted: boolean;
}

/** A position in a list by id: the page's cursors (ids), its direction and its size. */
export interface IdKeyset {
  after?: string;
  before?: string;
  inverted: boolean;
  limit: number;
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
  return {
    where: and(eq(characters.campaignId, campaignId), eq(characters.kind, 'PC')),
    order: [asc(characters.createdAt), asc(characters.id)],
  };
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

/** A page of the campaigns the user is a member of (only those where they are `role`, when given) by id, with their role. */
export function memberCampaignsQuery(db: Queryable, userId: string, role: Role | null, page: IdKeyset) {
  const conditions = [eq(memberships.userId, userId)];
  if (role) conditions.push(eq(memberships.role, role));
  if (page.after) conditions.push(gt(campaigns.id, page.after));
  if (page.before) conditions.push(lt(campaigns.id, page.before));
  return db
    .select({ campaign: campaigns, role: memberships.role })
    .from(memberships)
    .innerJoin(campaigns, eq(campaigns.id, memberships.campaignId))
    .where(and(...conditions))
    .orderBy(page.inverted ? desc(campaigns.id) : asc(campaigns.id))
    .limit(page.limit);
}

/**
 * `canSee` on a character the user owns, with the membership row joined (`seenByMember`): an NPC
 * is the GM's, as `character(id)` answers. Since migration 0012 the database holds that no NPC
 * names an owner (`characters_npc_no_owner_ck`), so no owned row fails this; it stays as the one
 * visibility rule every read states, free in the same statement, rather than a rule this read
 * leans on elsewhere.
 */
const ownedAndSeen = seenByMember(characters.kind, memberships.role);

/**
 * A page of the characters the user plays (the PCs they own) by id, optionally in one campaign,
 * each with its campaign and the user's role there, and its modules when `withModules`.
 * Membership is re-checked: a player who left a campaign no longer sees its characters.
 */
export function playedCharactersQuery(db: Queryable, userId: string, campaignId: string | null, withModules: boolean, page: IdKeyset) {
  const conditions = [eq(characters.ownerId, userId), ownedAndSeen];
  if (campaignId) conditions.push(eq(characters.campaignId, campaignId));
  if (page.after) conditions.push(gt(characters.id, page.after));
  if (page.before) conditions.push(lt(characters.id, page.before));
  return db
    .select({ character: characters, modules: withModules ? modulesOfCharacter : sql<unknown>`null`, campaign: campaigns, role: memberships.role })
    .from(characters)
    .innerJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, userId)))
    .innerJoin(campaigns, eq(campaigns.id, characters.campaignId))
    .where(and(...conditions))
    .orderBy(page.inverted ? desc(characters.id) : asc(characters.id))
    .limit(page.limit);
}

/** The OPEN requests on the characters the user plays (in campaigns they are still in), newest first. */
function toAnswer(userId: string, keyset: TimeKeyset) {
  const { where: after, order } = requestsNewestFirst(keyset);
  const where = and(eq(characters.ownerId, userId), ownedAndSeen, eq(actionRequests.status, 'OPEN'), ...after);
  const own = and(eq(memberships.campaignId, actionRequests.campaignId), eq(memberships.userId, userId));
  return { where, own, order };
}

/** A page of the requests the user is to answer (`toAnswer`), each with its character. */
export function requestsToAnswerQuery(db: Queryable, userId: string, keyset: TimeKeyset, limit: number) {
  const { where, own, order } = toAnswer(userId, keyset);
  return db
    .select({ request: actionRequests, character: characters })
    .from(actionRequests)
    .innerJoin(characters, eq(characters.id, actionRequests.characterId))
    .innerJoin(memberships, own)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

/** Who asked the requests of the same page as `requestsToAnswerQuery`'s: their user ids. */
export function requestersToAnswerQuery(db: Queryable, userId: string, keyset: TimeKeyset, limit: number) {
  const { where, own, order } = toAnswer(userId, keyset);
  return db
    .select({ id: actionRequests.requestedBy })
    .from(actionRequests)
    .innerJoin(characters, eq(characters.id, actionRequests.characterId))
    .innerJoin(memberships, own)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

/** The campaign's members with their accounts and roles, in the order they joined. */
export function membersQuery(db: Queryable, campaignId: string) {
  return db
    .select({ user: users, role: memberships.role, joinedAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.campaignId, campaignId))
    .orderBy(asc(memberships.createdAt));
}

/** The campaign's id when it exists, whoever asks (one row or none). */
export function campaignExistsQuery(db: Queryable, campaignId: string) {
  return db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
}

/**
 * A page by id of the campaign's characters the user may see (all of them for the GM, the PCs for
 * players): the page `Campaign.characters` reads. What the caller may see is decided in the read:
 * it may go before the campaign's (src/graphql/eager.ts).
 */
export function visibleCharactersOf(
  campaignId: string,
  userId: string,
  page: Omit<IdKeyset, 'limit'>,
): { where: SQL | undefined; order: SQL[] } {
  const conditions = [eq(characters.campaignId, campaignId), seesCharacter(characters.kind, campaignId, userId)];
  if (page.after) conditions.push(gt(characters.id, page.after));
  if (page.before) conditions.push(lt(characters.id, page.before));
  return { where: and(...conditions), order: [page.inverted ? desc(characters.id) : asc(characters.id)] };
}

/**
 * One page read by several selects in the same statement (its rows, and what rides along: their
 * owners, their participants …): each select gets the page's WHERE, ORDER BY and LIMIT here, so
 * what rides along is always that page's. The select keeps its type: its rows are the same.
 */
export function samePage(where: SQL | undefined, order: SQL[], limit: number) {
  return <Q extends SQLWrapper>(select: Q): Q => {
    const page = (select as unknown as PgSelect).where(where).orderBy(...order).limit(limit);
    return page as unknown as Q;
  };
}

/**
 * The page of characters `where` picks, in `order` (src/graphql/campaign/pages.ts
 * `characterPage`): its rows, each with its sheet's modules when `withModules` (null otherwise),
 * and the select of their owners' ids, built only when the screen shows them.
 */
export function characterPageReads(db: Queryable, where: SQL | undefined, order: SQL[], limit: number, withModules: boolean) {
  const page = samePage(where, order, limit);
  return {
    rows: page(db.select({ character: characters, modules: withModules ? modulesOfCharacter : sql<unknown>`null` }).from(characters)),
    ownerIds: () => page(db.select({ id: characters.ownerId }).from(characters)),
  };
}
