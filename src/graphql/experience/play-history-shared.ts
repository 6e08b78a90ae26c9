/**
 * Play history (SMS §8 earning), what sessions and scenarios share: the
 * request-scoped loaders (the experience ledger's too), the node lookup, newest-first keyset
 * pagination (the experience ledger uses it too), the participant checks and what a GM's
 * mutation does before its write (gmPlayInput, gmPlayRow). Sessions are
 * ./play-history-sessions.ts, scenarios ./play-history-scenarios.ts; ./play-history.ts
 * re-exports the plain functions.
 */
import { accepted, notFound, validate } from '../errors.js';
import type { ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import type { ReadCombiner } from '../../db/combined-reads.js';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import * as z from 'zod/mini';
import type { CharacterRow, Role } from '../../db/access.js';
import type { Db, Queryable } from '../../db/client.js';
import { modulesByIds } from '../../db/experience.js';
import {
  foreignCharacters,
  type GameSessionRow,
  type Keyset,
  participantRows,
  playRowWithRole,
  readPlayTable,
  type ScenarioRow,
  scenariosByIds,
  scenariosWhere,
  sessionsByIds,
} from '../../db/play-history.js';
import type { gameSessions, scenarios } from '../../db/schema.js';
import { participantsInCampaign } from '../../rules/sms/play-history.js';
import type { Context } from '../context.js';
import { requireCaller, requireRole } from '../auth.js';
import { decodeId, globalId, UUID } from '../../primitives/ids.js';

export type { GameSessionRow, ScenarioRow };
/** A row as seen by one member of its campaign: the role decides which participants show. */
export type Viewed<T> = T & { viewerRole: Role };

// ----- Request-scoped loaders (no N+1 over a page of sessions or a ledger) --------------------

/** Rows by their id, in the order asked (null: no such row), read by `select`. */
function byId<T extends { id: string }>(select: (ids: string[]) => Promise<T[]>): DataLoader<string, T | null> {
  return new DataLoader(async (ids) => {
    const rows = await select([...ids]);
    return ids.map((id) => rows.find((r) => r.id === id) ?? null);
  });
}

function createPlayLoaders(db: Db, read: ReadCombiner) {
  const readParticipants = (of: 'session' | 'scenario', ids: string[] | SQLWrapper) => read(participantRows(db, of, ids));
  const participants = (of: 'session' | 'scenario') => {
    const loader = new DataLoader<string, CharacterRow[]>(async (ids) => {
      const rows = await readParticipants(of, [...ids]);
      return ids.map((id) => rows.filter((r) => r.owner === id).map((r) => r.character));
    });
    /**
     * Bring along the participants of a page (`ids`: a select of the page's ids, asked in the
     * page's turn, so in its statement); then `prime` the page's rows, none left out (an empty list too).
     */
    const bringAlong = async (ids: SQLWrapper) => {
      const rows = await readParticipants(of, ids);
      return (pageIds: readonly string[]) => {
        for (const id of pageIds) loader.prime(id, rows.filter((r) => r.owner === id).map((r) => r.character));
      };
    };
    return Object.assign(loader, { bringAlong });
  };
  return {
    sessionParticipants: participants('session'),
    scenarioParticipants: participants('scenario'),
    /** Bring along sessions a page will show (`ids`: a select of them, asked in the page's turn). */
    async primeSessions(ids: SQLWrapper): Promise<void> {
      for (const row of await read(sessionsByIds(db, ids))) this.sessions.prime(row.id, row);
    },
    /** The same for scenarios (`where`: which ones). */
    async primeScenarios(where: SQL | undefined): Promise<void> {
      for (const row of await read(scenariosWhere(db, where))) this.scenarios.prime(row.id, row);
    },
    sessions: byId((ids) => read(sessionsByIds(db, ids))),
    scenarios: byId((ids) => read(scenariosByIds(db, ids))),
    /** The modules the ledger's entries name (null once removed). */
    modules: byId((ids) => read(modulesByIds(db, ids))),
  };
}

/**
 * A session or a scenario for `node(id)`, with the caller's role in its campaign in the same
 * read: null for a non-member, as for one that does not exist.
 */
export function viewedRow(ctx: Context, table: typeof gameSessions, id: string): Promise<Viewed<GameSessionRow> | null>;
export function viewedRow(ctx: Context, table: typeof scenarios, id: string): Promise<Viewed<ScenarioRow> | null>;
export async function viewedRow(ctx: Context, table: typeof gameSessions | typeof scenarios, id: string): Promise<Viewed<GameSessionRow | ScenarioRow> | null> {
  if (!ctx.caller) return null;
  const [found] = await ctx.loaders.read(playRowWithRole(ctx.db, table, id, ctx.caller.userId));
  return found ? { ...found.row, viewerRole: found.role } : null;
}

const made = new WeakMap<object, ReturnType<typeof createPlayLoaders>>();

/** This request's play-history loaders, made once per request (keyed on the request's own loaders object). */
export function playLoaders(ctx: Context): ReturnType<typeof createPlayLoaders> {
  let found = made.get(ctx.loaders);
  if (!found) {
    found = createPlayLoaders(ctx.db, ctx.loaders.read);
    made.set(ctx.loaders, found);
  }
  return found;
}

// ----- Keyset pagination, newest first ---------------------------------------------------------

/** A cursor is `<sort key as text>|<uuid>`; anything else is refused. */
function parseCursor(cursor: string | undefined): { key: string; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const at = cursor.lastIndexOf('|');
  const key = cursor.slice(0, at);
  const id = cursor.slice(at + 1);
  if (at <= 0 || key.length > 64 || !UUID.test(id)) {
    throw createGraphQLError('Invalid cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { key, id };
}

/** A page's cursors, decoded for src/db (`keyType`: the sort key's; a timestamp must parse). */
export function keysetOf(args: ResolveCursorConnectionArgs, keyType: 'timestamptz' | 'text'): Keyset {
  const after = parseCursor(args.after);
  const before = parseCursor(args.before);
  if (keyType === 'timestamptz') {
    for (const c of [after, before]) if (c && Number.isNaN(Date.parse(c.key))) throw createGraphQLError('Invalid cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { after, before, inverted: args.inverted };
}

export const cursorOf = (row: { cursorKey: string; id: string }) => `${row.cursorKey}|${row.id}`;

// ----- Participants and input shapes (sessions and scenarios) ---------------------------------

/** Dedupe and check that every participant is a character of the campaign (SMS §8 earning). */
export async function checkParticipants(db: Queryable, campaignId: string, participantIds: readonly string[]): Promise<string[]> {
  const foreign = await foreignCharacters(db, campaignId, participantIds);
  return accepted(participantsInCampaign(participantIds, foreign));
}

export const titleSchema = z.string().check(z.trim(), z.minLength(1, 'a title is needed'), z.maxLength(200));
export const participantsSchema = z.array(globalId('Character')).check(z.maxLength(100, 'at most 100 participants'));

/**
 * What a GM's new session or scenario does before its one write: the campaign named, one read of
 * the caller's role and of the participants asked (authorization still before validation), then
 * the input validated and the participants checked by the rules core (SMS §8 earning).
 */
export async function gmPlayInput<S extends z.ZodMiniType<{ participantIds: string[] }>>(ctx: Context, schema: S, input: { campaignId: string }) {
  const caller = requireCaller(ctx);
  const campaignId = decodeId('Campaign', input.campaignId);
  if (!campaignId) throw notFound('campaign');
  const asked = schema.safeParse(input);
  const table = await readPlayTable(ctx.reader, campaignId, caller.userId, asked.success ? asked.data.participantIds : []);
  requireRole(table.role, 'GM');
  const v = validate(schema, input);
  const known = new Set(table.characters.map((c) => c.id));
  const participantIds = accepted(participantsInCampaign(v.participantIds, v.participantIds.filter((id) => !known.has(id))));
  return { caller, campaignId, participants: table.characters, participantIds, v };
}

/**
 * The session or scenario a GM's mutation names, read with the caller's role in its campaign and
 * its participants (one read, `read`). Another campaign's answers as one that does not exist
 * (docs/api.md §Errors).
 */
export async function gmPlayRow<F extends { role: Role | null }>(
  ctx: Context,
  type: 'GameSession' | 'Scenario',
  id: string,
  read: (db: Queryable, id: string, userId: string) => Promise<F | null>,
): Promise<F> {
  const caller = requireCaller(ctx);
  const rowId = decodeId(type, id);
  const found = rowId ? await read(ctx.reader, rowId, caller.userId) : null;
  if (!found?.role) throw notFound(type === 'GameSession' ? 'session' : 'scenario');
  requireRole(found.role, 'GM');
  return found;
}
