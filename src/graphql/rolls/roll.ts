/**
 * The roll log as the API shows it: every roll of a character, append-only, chained by hashes
 * (src/db/rolls.ts). Readable per character and per campaign, newest first, and verifiable.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import type { SQLWrapper } from 'drizzle-orm';
import type { GraphQLResolveInfo } from 'graphql';
import { type CharacterRow, type Role, canSee } from '../../db/access.js';
import { characterChainFor } from '../../db/roll-chain.js';
import {
  campaignRollPage,
  characterRollPage,
  checkRollChain,
  type RollColumn,
  type RollPage,
  type RollRow,
  rollWithRoleQuery,
} from '../../db/rolls.js';
import { rolls } from '../../db/schema.js';
import { requireCaller } from '../auth.js';
import { builder } from '../builder.js';
import { Campaign } from '../campaign/campaign.js';
import type { Context } from '../context.js';
import { badUserInput, notFound } from '../errors.js';
import { decodeId, encodeId, UUID } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { User } from '../campaign/user.js';
import { USER_FIELDS, asksFor } from '../lookahead.js';

export type { RollRow };

/** What the hash covers, parsed back. A tampered payload may not parse: then it shows as empty. */
export interface RollPayload {
  seq?: number;
  kind?: string;
  inputs?: unknown;
  faces?: number[];
  outcome?: unknown;
  requestId?: string | null;
  at?: string;
}

const parsed = new WeakMap<RollRow, RollPayload>();

export function rollPayload(row: RollRow): RollPayload {
  let value = parsed.get(row);
  if (!value) {
    try {
      const json = JSON.parse(row.payload) as unknown;
      value = json && typeof json === 'object' && !Array.isArray(json) ? (json as RollPayload) : {};
    } catch {
      value = {};
    }
    parsed.set(row, value);
  }
  return value;
}

function badCursor(): Error {
  return badUserInput('Invalid cursor: pass back a cursor this connection gave you.');
}

/** Keyset cursor for lists ordered by (createdAt, id): opaque to clients. */
export function timeCursor(row: { createdAt: Date; id: string }): string {
  // ASCII only, so btoa/atob work on Node and on Workers alike (no Buffer there).
  return btoa(`${row.createdAt.toISOString()}|${row.id}`);
}

export function parseTimeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (cursor === undefined) return null;
  let text: string;
  try {
    text = atob(cursor);
  } catch {
    throw badCursor();
  }
  const [at, id, extra] = text.split('|');
  if (!at || !id || extra !== undefined || Number.isNaN(Date.parse(at)) || !UUID.test(id)) throw badCursor();
  return { at, id };
}

// ----- Types ------------------------------------------------------------------------------------

export const Roll = builder.objectRef<RollRow>('Roll');

/** A roll-log entry the caller may see (whoever sees its character), or null. */
export async function loadVisibleRoll(ctx: Context, id: string): Promise<RollRow | null> {
  if (!ctx.caller || !UUID.test(id)) return null;
  const rows = await ctx.loaders.read(rollWithRoleQuery(ctx.db, id, ctx.caller.userId));
  const row = rows[0];
  return row && canSee(row.character, row.role ?? null) ? row.roll : null;
}

builder.node(Roll, {
  description:
    'One entry of a character’s roll log: what went in, the raw faces, what came out. Entries are chained by SHA-256 hashes and signed by the server, so an edit anywhere breaks the chain (`verifyRollChain`); the faces derive from committed seeds anyone can check once revealed (docs/fairness.md).',
  id: { resolve: (r) => r.id },
  loadOne: (id, ctx) => loadVisibleRoll(ctx, id),
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'Place in the character’s chain, from 1.' }),
    recordedKind: t.exposeString('kind', { description: 'What was rolled, as the roll log recorded it (the hash covers it): ACTION, FALL, SPELL, RITUAL … `rollKind` is the same as an enum.' }),
    kind: t.exposeString('kind', { description: 'The same as `recordedKind`.', deprecationReason: 'Use `recordedKind`: `kind` conflicts with `Character.kind` when one document selects both through `node` or `nodes`.' }),
    character: t.field({
      type: CharacterRef,
      description: 'The character whose log holds the entry.',
      resolve: async (r, _args, ctx) => (await ctx.loaders.characters.load(r.characterId))!,
    }),
    inputs: t.field({
      type: 'JSON',
      nullable: true,
      description:
        'What went in: the modules declared with their names and ranks, the score, the dice, the shifts. In a PC’s entry of a roll an NPC took part in, what the NPC brought is `{ sealed: <commitment> }` (docs/fairness.md §NPC values in a PC’s log); the NPC’s own entry has it.',
      resolve: (r) => rollPayload(r).inputs ?? null,
    }),
    faces: t.field({
      type: ['Int'],
      description: 'The raw faces the server rolled, in order; empty when no die was rolled (automatic success or failure).',
      resolve: (r) => {
        const faces = rollPayload(r).faces;
        return Array.isArray(faces) ? faces.filter((f): f is number => Number.isInteger(f)) : [];
      },
    }),
    outcome: t.field({ type: 'JSON', nullable: true, description: 'What came out: success, stakes, quality …', resolve: (r) => rollPayload(r).outcome ?? null }),
    requestedBy: t.field({
      type: User,
      nullable: true,
      description: 'Who asked for the roll.',
      resolve: (r, _args, ctx) => (r.requestedBy ? ctx.loaders.users.load(r.requestedBy) : null),
    }),
    requestId: t.id({
      nullable: true,
      description: 'The ActionRequest this roll answered, if any.',
      resolve: (r) => (r.requestId ? encodeId('ActionRequest', r.requestId) : null),
    }),
    hash: t.exposeString('hash', { description: 'SHA-256 (hex) of the previous hash, a newline, the `seq`, a newline, and the canonical payload.' }),
    prevHash: t.exposeString('prevHash', { description: 'The previous entry’s hash (64 zeros for the first).' }),
    canonicalPayload: t.exposeString('payload', { description: 'The canonical JSON the hash covers, to check the chain independently.' }),
    payload: t.exposeString('payload', { description: 'The same as `canonicalPayload`.', deprecationReason: 'Use `canonicalPayload`: `payload` conflicts with `CampaignEvent.payload` when one document selects both through `node` or `nodes`.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was rolled.', resolve: (r) => r.createdAt }),
  }),
});

// ----- Connections ------------------------------------------------------------------------------

/**
 * What other files bring along with a page of rolls (epochs, fairness facts, requests): each
 * gets the page's ids as a select with the page's conditions and asks in the same turn, so it
 * rides in the page's statement (src/db/combined-reads.ts); false when the query does not ask.
 */
export const rollPageExtras: ((ctx: Context, info: GraphQLResolveInfo, page: (column: RollColumn) => SQLWrapper) => Promise<void> | false)[] = [];

/** A page of rolls with what its fields will ask for, in one statement. `ofCampaign`: the rolls name several characters. */
async function readRollPage(ctx: Context, info: GraphQLResolveInfo, page: RollPage, ofCampaign: boolean): Promise<RollRow[]> {
  const [rows] = await Promise.all([
    ctx.loaders.read(page.rows),
    asksFor(info, USER_FIELDS) && ctx.loaders.primeUsers(page.column(rolls.requestedBy)),
    // A character's own rolls name it: already read.
    ofCampaign && asksFor(info, CHARACTER_FIELD) && ctx.loaders.primeCharacters(page.column(rolls.characterId)),
    ...rollPageExtras.map((extra) => extra(ctx, info, page.column)),
  ]);
  return rows;
}

const CHARACTER_FIELD: ReadonlySet<string> = new Set(['character']);

builder.objectField(CharacterRef, 'rolls', (t) =>
  t.connection({
    type: Roll,
    description: 'This character’s roll log, newest first.',
    resolve: (c, args, ctx, info) =>
      resolveCursorConnection({ args, toCursor: (row: RollRow) => String(row.seq) }, async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
        const seqOf = (cursor: string | undefined) => {
          if (cursor === undefined) return undefined;
          if (!/^\d{1,9}$/.test(cursor)) throw badCursor();
          return Number(cursor);
        };
        return readRollPage(ctx, info, characterRollPage(ctx.db, c.id, seqOf(after), seqOf(before), inverted, limit), false);
      }),
  }),
);

builder.objectField(Campaign, 'rolls', (t) =>
  t.connection({
    type: Roll,
    description: 'Every roll of the campaign you can see, newest first: all of them for the GM, the PCs’ for players.',
    resolve: (campaign, args, ctx, info) =>
      resolveCursorConnection({ args, toCursor: timeCursor }, async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
        const page = campaignRollPage(ctx.db, campaign.id, ctx.caller!.userId, parseTimeCursor(after), parseTimeCursor(before), inverted, limit);
        return readRollPage(ctx, info, page, true);
      }),
  }),
);

// ----- Verification -----------------------------------------------------------------------------

const RollChainVerdict = builder
  .objectRef<{ valid: boolean; developmentKey: boolean; length: number; brokenAt: number | null; reason: string | null; head: string }>('RollChainVerdict')
  .implement({
    description: 'Whether a character’s roll log is intact, and if not the first entry where it breaks.',
    fields: (t) => ({
      valid: t.exposeBoolean('valid', { description: 'Every link, hash and signature holds (and `knownHead`, if given, is still in the log).' }),
      developmentKey: t.exposeBoolean('developmentKey', {
        description:
          'True when the log’s newest signatures were made with the public development key (a server without `ROLL_LOG_KEYS`, or entries written before it had one): anyone could have made them, so they prove nothing. Say so loudly (docs/fairness.md §Keys).',
      }),
      length: t.exposeInt('length', { description: 'Entries in the chain.' }),
      brokenAt: t.exposeInt('brokenAt', { nullable: true, description: 'The `seq` of the first entry that does not hold, or null.' }),
      reason: t.exposeString('reason', { nullable: true, description: 'What does not hold there, in English (a hash, a link, a signature, a missing head); null when valid.' }),
      head: t.exposeString('head', { description: 'The last entry’s hash (64 zeros for an empty log): keep it and pass it back as `knownHead`.' }),
    }),
  });

/**
 * Not there, of another campaign, or an NPC for a player: one answer, NOT_FOUND, so a read never
 * tells that something the caller may not see exists (docs/api.md §Errors; issue 22 item 26).
 */
function visibleOrRefuse<T extends { character: CharacterRow; role: Role | null }>(found: T | null): T {
  if (!found?.role || !canSee(found.character, found.role)) throw notFound('character');
  return found;
}

const RollLogKey = builder.objectRef<{ keyId: string; developmentKey: boolean }>('RollLogKey').implement({
  description: 'The key this server signs new roll log entries with (its id only: keys are never shown).',
  fields: (t) => ({
    keyId: t.exposeString('keyId', { description: 'The id new entries carry as `Roll.keyId`.' }),
    developmentKey: t.exposeBoolean('developmentKey', {
      description: 'True when it is the public development key (a Worker without its `ROLL_LOG_KEYS` secret): new entries prove nothing; the app shows a warning.',
    }),
  }),
});

builder.queryField('rollLogKey', (t) =>
  t.field({
    type: RollLogKey,
    description: 'Which key signs this server’s roll log, and whether it is the public development key (docs/fairness.md §Keys).',
    resolve: (_root, _args, ctx) => ({ keyId: ctx.rollKeys.signingKeyId, developmentKey: ctx.rollKeys.development }),
  }),
);

builder.queryField('verifyRollChain', (t) =>
  t.field({
    type: RollChainVerdict,
    description:
      'Walk a character’s roll log from its first entry and check every link, hash and server signature (MAC): says where it breaks, if it does. Pass a `knownHead` you kept (a `roll.resolved` event’s `chainHead.hash`, or an earlier verdict’s `head`) to catch entries removed from the end.',
    args: {
      characterId: t.arg.id({ description: 'A character you can see (any of the campaign’s for the GM, the PCs for players).' }),
      knownHead: t.arg.string({ required: false, description: 'A chain head hash kept earlier: it must still be in the log.' }),
    },
    complexity: 20,
    resolve: async (_root, { characterId, knownHead }, ctx) => {
      // The visibility check and the chain in one read (the chain only if the caller may see it).
      const caller = requireCaller(ctx);
      const id = decodeId('Character', characterId);
      if (!id) throw notFound('character');
      const { entries } = visibleOrRefuse(await characterChainFor(ctx.reader, id, caller.userId));
      return checkRollChain(entries, { keys: ctx.rollKeys, knownHead: knownHead ?? null });
    },
  }),
);
