/**
 * Per-request batching and memory: a query answers in one statement per level of nesting
 * (DESIGN.md §9), and no row is read twice in one request. The loaders live as long as the
 * request; what a read already returned (the caller's user row with the key, a character with
 * the caller's role, a page of characters) is primed into them, so later fields find it.
 *
 * Every loader reads through `read`, the request's read combiner (src/db/combined-reads.ts): the
 * loaders and lists of one level that resolve in the same turn share one statement.
 *
 * Priming is only ever done with rows read in this request, and mutations that write a row clear
 * its loader entry (as they do for modules): a loader never answers with a row older than a write.
 */
import DataLoader from 'dataloader';
import type { SQLWrapper } from 'drizzle-orm';
import type { CharacterRow, Role } from '../db/access.js';
import type { UserRow } from '../db/accounts.js';
import type { Db } from '../db/client.js';
import type { ModuleRow } from '../db/characters.js';
import { createReadCombiner } from '../db/combined-reads.js';
import type { EpochRow } from '../db/fairness.js';
import type { RollRow } from '../db/rolls.js';
import {
  campaignsById,
  campaignsWithRoleOf,
  charactersById,
  charactersWithRoleOf,
  epochsById,
  importSaltsOf,
  modulesOfCharacters,
  rolesIn,
  rollsById,
  usersById,
} from '../db/loader-reads.js';
import type { CampaignRow } from '../db/campaigns.js';
import type { Caller } from './caller.js';
import type { Authentication } from './authentication.js';
import { UUID } from '../primitives/ids.js';

export type { CampaignRow };
/** A campaign as seen by one member: the role decides what it shows. */
export type CampaignView = CampaignRow & { viewerRole: Role };

/** Only well-formed ids reach a batch: one malformed id must not fail the statement for the others. */
const wellFormed = (ids: readonly string[]) => ids.filter((id) => UUID.test(id));

function byId<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): (T | null)[] {
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => found.get(id) ?? null);
}

/** Rows by their id, in the order asked (null: no such row), read by `select` for the well-formed ids of a batch. */
function rowsById<T extends { id: string }>(select: (ids: string[]) => Promise<T[]>): DataLoader<string, T | null> {
  return new DataLoader(async (ids) => {
    const valid = wellFormed(ids);
    return byId(ids, valid.length ? await select(valid) : []);
  });
}

export function createLoaders(db: Db, caller: Caller | null = null, auth: Authentication | null = null) {
  // The combiner carries the credential's check on its first statement (src/graphql/authentication.ts).
  const read = createReadCombiner(db, auth);
  const userLoader = rowsById<UserRow>((ids) => read(usersById(db, ids)));
  // The key's lookup read the caller's whole row: `me`, `requestedBy`, `owner` … answer from it.
  // (recoveryCodesSavedAt is the account page's, read by its own query: never from this loader.)
  if (caller?.name && caller.createdAt) userLoader.prime(caller.userId, { id: caller.userId, name: caller.name, createdAt: caller.createdAt, recoveryCodesSavedAt: null });
  if (auth) auth.onVerified = (user) => userLoader.prime(user.id, { ...user, recoveryCodesSavedAt: null });
  const characterLoader = rowsById<CharacterRow>((ids) => read(charactersById(db, ids)));
  const roles = new DataLoader<string, Role | null>(async (campaignIds) => {
    const valid = wellFormed(campaignIds);
    if (!caller || !valid.length) return campaignIds.map(() => null);
    const rows = await read(rolesIn(db, caller.userId, valid));
    const found = new Map(rows.map((r) => [r.campaignId, r.role]));
    return campaignIds.map((id) => found.get(id) ?? null);
  });
  return {
    /** The request's read combiner: reads of one turn in one statement (src/db/combined-reads.ts). */
    read,
    /**
     * Bring along the users a list's children will ask for (owners, authors, who rolled): `ids`
     * is a select of their ids with the list's own conditions and limit. Asked in the same turn as
     * the list, it rides in the list's statement; the children then find them in the loader.
     */
    primeUsers: async (ids: SQLWrapper): Promise<void> => {
      for (const row of await read(usersById(db, ids))) userLoader.prime(row.id, row);
    },
    /** The same for characters (a roll's, a request's): only rows, visibility is the field's to check. */
    primeCharacters: async (ids: SQLWrapper): Promise<void> => {
      for (const row of await read(charactersById(db, ids))) characterLoader.prime(row.id, row);
    },
    /** Characters by id, whoever asks (callers check visibility); primed by the reads that list characters. */
    characters: characterLoader,
    /** The caller's role in each campaign (null: not a member): read once per request, whatever the number of fields asking. */
    roles,
    /** A character with the caller's role in its campaign, in one statement (the visibility check's read); primes both loaders above. */
    charactersWithRole: new DataLoader<string, { character: CharacterRow; role: Role | null } | null>(async (ids) => {
      const valid = wellFormed(ids);
      if (!caller || !valid.length) return ids.map(() => null);
      const rows = await read(charactersWithRoleOf(db, caller.userId, valid));
      const found = new Map(rows.map((r) => [r.character.id, { character: r.character, role: r.role ?? null }]));
      for (const { character, role } of found.values()) {
        characterLoader.prime(character.id, character);
        roles.prime(character.campaignId, role);
      }
      return ids.map((id) => found.get(id) ?? null);
    }),
    /**
     * The campaigns the caller is a member of, with their role (null: not a member, or no such
     * campaign): the membership check's read, which brings the campaign row along for the fields
     * that need its settings. Primes the role loader.
     */
    campaignViews: new DataLoader<string, CampaignView | null>(async (ids) => {
      const valid = wellFormed(ids);
      const rows =
        caller && valid.length
        ? await read(campaignsWithRoleOf(db, caller.userId, valid))
        : [];
      const found = new Map(rows.map((r) => [r.campaign.id, { ...r.campaign, viewerRole: r.role }]));
      for (const id of ids) roles.prime(id, found.get(id)?.viewerRole ?? null);
      return ids.map((id) => found.get(id) ?? null);
    }),
    modules: new DataLoader<string, ModuleRow[]>(async (ids) => {
      const valid = wellFormed(ids);
      const rows = valid.length
        ? await read(modulesOfCharacters(db, valid))
        : [];
      return ids.map((id) => rows.filter((r) => r.characterId === id));
    }),
    users: userLoader,
    /** Campaign rows by id. Nothing loads it (a campaign is read as the caller's view): it goes once nothing primes it. */
    campaigns: rowsById<CampaignRow>((ids) => read(campaignsById(db, ids))),
    /** Roll log entries by id (a request's answer, …): visibility is the field's to check. */
    rolls: rowsById<RollRow>((ids) => read(rollsById(db, ids))),
    /** Fairness epochs by id (a roll's, …); what this request wrote itself is primed (`primeEpoch`). */
    epochs: rowsById<EpochRow>((ids) => read(epochsById(db, ids))),
    /**
     * The salts of the imports each campaign went through, oldest first (docs/archive.md): read
     * only for a roll whose entry names another id than its row's, which only an imported log has.
     */
    importSalts: new DataLoader<string, string[]>(async (ids) => {
      const rows = await read(importSaltsOf(db, [...ids]));
      return ids.map((id) => rows.filter((r) => r.campaignId === id).map((r) => r.salt));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
