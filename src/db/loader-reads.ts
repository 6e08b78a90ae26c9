/**
 * The selects of the request's loaders (src/graphql/loaders.ts): rows by id, and the caller's
 * role with the rows its visibility checks need. Each returns the Drizzle select unexecuted, so
 * the loader hands it to the request's read combiner (src/db/combined-reads.ts) and it shares a
 * statement with the other reads of its turn.
 */
import { and, asc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.js';
import { campaignImports, campaigns, characters, fairnessEpochs, memberships, modules, rolls, users } from './schema.js';

/** Ids to read: a list, or a select of ids (a page's owners, a list's characters) that rides in the same statement. */
type Ids = string[] | SQLWrapper;

export const usersById = (db: Db, ids: Ids) => db.select().from(users).where(inArray(users.id, ids));

export const charactersById = (db: Db, ids: Ids) => db.select().from(characters).where(inArray(characters.id, ids));

export const campaignsById = (db: Db, ids: string[]) => db.select().from(campaigns).where(inArray(campaigns.id, ids));

export const rollsById = (db: Db, ids: string[]) => db.select().from(rolls).where(inArray(rolls.id, ids));

export const epochsById = (db: Db, ids: string[]) => db.select().from(fairnessEpochs).where(inArray(fairnessEpochs.id, ids));

/** `userId`'s role in each of the campaigns (no row: not a member). */
export const rolesIn = (db: Db, userId: string, campaignIds: string[]) =>
  db
    .select({ campaignId: memberships.campaignId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.campaignId, campaignIds)));

/** The characters with `userId`'s role in their campaign (null: not a member): the visibility check's read. */
export const charactersWithRoleOf = (db: Db, userId: string, ids: string[]) =>
  db
    .select({ character: characters, role: memberships.role })
    .from(characters)
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, userId)))
    .where(inArray(characters.id, ids));

/** The campaigns `userId` is a member of, among `ids`, with their role: the membership check's read. */
export const campaignsWithRoleOf = (db: Db, userId: string, ids: string[]) =>
  db
    .select({ campaign: campaigns, role: memberships.role })
    .from(campaigns)
    .innerJoin(memberships, and(eq(memberships.campaignId, campaigns.id), eq(memberships.userId, userId)))
    .where(inArray(campaigns.id, ids));

/** The characters' modules, in sheet order. */
export const modulesOfCharacters = (db: Db, characterIds: string[]) =>
  db
    .select()
    .from(modules)
    .where(inArray(modules.characterId, characterIds))
    .orderBy(asc(modules.characterId), asc(modules.position), asc(modules.createdAt));

/** The salts of the imports each campaign went through, oldest first (docs/archive.md). */
export const importSaltsOf = (db: Db, campaignIds: string[]) =>
  db
    .select({ campaignId: campaignImports.campaignId, salt: campaignImports.salt })
    .from(campaignImports)
    .where(inArray(campaignImports.campaignId, campaignIds))
    .orderBy(asc(campaignImports.generation));
