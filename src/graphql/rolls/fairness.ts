/**
 * Provably fair dice in the API (docs/fairness.md): the campaign's fairness epochs (commitment
 * now, seed once revealed), the GM's reveal, each roll's fairness fields and its verdict, and
 * the campaign's roll log export that `npx audit-rolls` checks offline.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs, resolveOffsetConnection } from '@pothos/plugin-relay';
import { createGraphQLError } from 'graphql-yoga';
import * as z from 'zod/mini';
import { isRetryableRace } from '../../db/errors.js';
import {
  campaignEpochs,
  campaignLineage,
  creationLog,
  type EpochRow,
  epochsIn,
  epochWithRoleQuery,
  type ExportRow,
  exportViewerRole,
  latestEpochs,
  openEpochQuery,
  type PageRollFacts,
  ROLL_EXPORT_MAX,
  type RevealOutcome,
  revealEpoch,
  rollExportData,
  rollExportPage,
  sharedFactsOfRolls,
  sharedRollFacts,
} from '../../db/fairness.js';
import { canonicalJson } from '../../db/rolls.js';
import { rolls } from '../../db/schema.js';
import { generationMapper, NOT_THIS_LOG } from '../../archive/ids.js';
import { encodeId, globalId, UUID } from '../../primitives/ids.js';
import { checkLoggedEntry, epochNotOpen, FAIR_DICE_SCHEME, type FairRollCheck, type LoggedFairness, loggedFairness } from '../../rules/fair-dice.js';
import { requireMember } from '../auth.js';
import { builder } from '../builder.js';
import { Campaign } from '../campaign/campaign.js';
import { User } from '../campaign/user.js';
import type { Context } from '../context.js';
import { badUserInput, refuse, validate } from '../errors.js';
import { field, inputType } from '../input.js';
import { inputMutation, payloadType } from '../mutation.js';
import { asksFor } from '../lookahead.js';
import { newServerSeed } from './fairness-shared.js';
import { Roll, type RollRow, rollPageExtras, rollPayload } from './roll.js';

/** A page of rolls' fairness facts, read with the page (`sharedFactsOfRolls`), by roll id. */
const pageFacts = new WeakMap<Context, Map<string, PageRollFacts>>();

const EPOCH_FIELDS: ReadonlySet<string> = new Set(['epoch', 'serverSeed', 'verified', 'verification']);
const CHECK_FIELDS: ReadonlySet<string> = new Set(['verified', 'verification']);

// A page of rolls brings along the epochs and the shared-roll facts its checks need, in its own statement.
rollPageExtras.push(
  (ctx, info, page) =>
    asksFor(info, EPOCH_FIELDS) &&
    ctx.loaders.read(epochsIn(ctx.db, page(rolls.epochId))).then((rows) => {
      for (const row of rows) ctx.loaders.epochs.prime(row.id, row);
    }),
  (ctx, info, page) =>
    asksFor(info, CHECK_FIELDS) &&
    sharedFactsOfRolls(ctx.loaders.read, page(rolls.id)).then((found) => {
      const known = pageFacts.get(ctx) ?? new Map<string, PageRollFacts>();
      for (const [id, facts] of found) known.set(id, facts);
      pageFacts.set(ctx, known);
    }),
);

/** An epoch this request already read or wrote: its fields (a roll's `epoch`, `serverSeed` …) answer without reading it again. */
export function primeEpoch(ctx: Context, epoch: EpochRow): void {
  ctx.loaders.epochs.clear(epoch.id).prime(epoch.id, epoch);
}

export const FairnessEpoch = builder.objectRef<EpochRow>('FairnessEpoch');

/** An epoch's server seed, shown only once the GM revealed it (before, only its commitment is). */
const revealedSeed = (epoch: EpochRow | null | undefined): string | null => (epoch?.revealedAt ? epoch.seed : null);

builder.node(FairnessEpoch, {
  description:
    'A period of the campaign’s fair dice: its server seed is drawn in secret and only its commitment (SHA-256 of the seed) is public until the GM reveals it. Every roll names the epoch its faces derive from.',
  id: { resolve: (e) => e.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller || !UUID.test(id)) return null;
    // Members only, the same check as the campaign's: the epoch with the caller's role, one statement.
    const [found] = await ctx.loaders.read(epochWithRoleQuery(ctx.db, id, ctx.caller.userId));
    return found?.role ? found.epoch : null;
  },
  fields: (t) => ({
    number: t.exposeInt('number', { description: '1, 2, 3 … within the campaign.' }),
    commitment: t.exposeString('commitment', { description: 'SHA-256 (hex) of the server seed’s 32 bytes, public from the start.' }),
    serverSeed: t.string({
      nullable: true,
      description: 'The server seed (64 hex digits), null until revealed: then anyone can redraw every roll of the epoch.',
      resolve: revealedSeed,
    }),
    openedAt: t.field({ type: 'DateTime', description: 'When the epoch opened with its committed seed: rolls from then on derive from it.', resolve: (e) => e.openedAt }),
    revealedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the GM revealed its seed; null while it is open.', resolve: (e) => e.revealedAt }),
    revealedBy: t.field({ type: User, nullable: true, description: 'The GM who revealed it; null while it is open (or when that account is gone).', resolve: (e, _a, ctx) => (e.revealedBy ? ctx.loaders.users.load(e.revealedBy) : null) }),
  }),
});

// ----- Each roll's fairness ---------------------------------------------------------------------

const checks = new WeakMap<RollRow, Promise<FairRollCheck | null>>();

/** The roll's verdict against its epoch; null when it has no fairness record or no epoch. Once per row (`verified` and `verification` both ask). */
function fairnessCheck(row: RollRow, ctx: Context): Promise<FairRollCheck | null> {
  let check = checks.get(row);
  if (!check) {
    check = computeFairnessCheck(row, ctx);
    checks.set(row, check);
  }
  return check;
}

async function computeFairnessCheck(row: RollRow, ctx: Context): Promise<FairRollCheck | null> {
  const payload = rollPayload(row) as { faces?: number[]; characterId?: unknown };
  const fairness = loggedFairness(payload);
  if (!fairness || !row.epochId) return null;
  const epoch = await ctx.loaders.epochs.load(row.epochId);
  if (!epoch) return null;
  const faces = payload.faces ?? [];
  // An imported entry names the ids it was rolled under: its faces derive there, and its other
  // ids (sides, anchor, creation log) read through the campaign's import salts (src/archive/ids.ts).
  let rolledAs = row.characterId;
  let now: (id: string) => string = (id) => id;
  if (typeof payload.characterId === 'string' && payload.characterId !== row.characterId) {
    const mapper = generationMapper(await ctx.loaders.importSalts.load(row.campaignId), payload.characterId, row.characterId);
    if (!mapper) return { status: 'FAILED', reason: NOT_THIS_LOG };
    rolledAs = payload.characterId;
    now = mapper;
  }
  const check = checkLoggedEntry(payload, row.seq, rolledAs, { commitment: epoch.commitment, seed: revealedSeed(epoch) })!;
  if (check.status !== 'VERIFIED') return check;
  if (fairness.derivedAt?.log.startsWith('creations/')) return checkCreationPlace(row, fairness, now);
  if (!(fairness.sides || fairness.derivedAt)) return check;
  return checkSharedPlace(ctx, row, fairness, faces, now);
}

/**
 * A creation roll derives in its campaign's creation log (docs/fairness.md §Creation rolls):
 * the place must be that campaign's, and only a creation may use it. Each place is taken once
 * by the creating transaction; the audit also checks that none is shared or skipped.
 */
function checkCreationPlace(row: RollRow, fairness: LoggedFairness, now: (id: string) => string): FairRollCheck {
  if (row.kind !== 'CREATION' || fairness.sides) return { status: 'FAILED', reason: 'only a creation roll derives in the creation log' };
  const log = fairness.derivedAt?.log ?? '';
  if (creationLog(now(log.slice('creations/'.length))) !== creationLog(row.campaignId)) return { status: 'FAILED', reason: 'the roll is derived in another campaign’s creation log' };
  return { status: 'VERIFIED' };
}

/**
 * A roll kept in several logs derives at one place, fixed by rule (docs/fairness.md §Rolls in
 * several logs): the first PC of its sides. Its faces redraw from there; this checks that the
 * place is the rule's and that the anchor's own entry there is this same roll.
 */
async function checkSharedPlace(ctx: Context, row: RollRow, fairness: LoggedFairness, faces: readonly number[], now: (id: string) => string): Promise<FairRollCheck> {
  // A sealed side is an NPC's, hidden from the PC's readers: it is never the first PC.
  const sides = (fairness.sides ?? []).filter((s): s is string => typeof s === 'string').map(now);
  const first = typeof fairness.sides?.[0] === 'string' ? now(fairness.sides[0]) : fairness.sides?.[0];
  const place = fairness.derivedAt ? { log: now(fairness.derivedAt.log), seq: fairness.derivedAt.seq } : { log: row.characterId, seq: row.seq };
  if (!sides.includes(row.characterId) || !sides.includes(place.log)) return { status: 'FAILED', reason: 'the roll is derived at a place outside its sides' };
  const anchorPlace = fairness.derivedAt ? { characterId: place.log, seq: place.seq } : null;
  const { kinds, anchorPayload } = factsFromPage(ctx, row.id, sides, anchorPlace) ?? (await sharedRollFacts(ctx.loaders.read, sides, anchorPlace));
  const rule = sides.find((id) => kinds.get(id) === 'PC') ?? first;
  if (place.log !== rule) return { status: 'FAILED', reason: 'the roll is derived in another log than its first PC’s (or first side’s)' };
  if (!fairness.derivedAt) return { status: 'VERIFIED' };
  const anchor = anchorPayload ? (JSON.parse(anchorPayload) as { faces?: number[]; fairness?: LoggedFairness }) : null;
  const same =
    anchor?.fairness &&
    !anchor.fairness.derivedAt &&
    canonicalJson(anchor.faces) === canonicalJson(faces) &&
    canonicalJson(anchor.fairness.ranges) === canonicalJson(fairness.ranges) &&
    anchor.fairness.clientSeed === fairness.clientSeed &&
    anchor.fairness.commitment === fairness.commitment;
  return same ? { status: 'VERIFIED' } : { status: 'FAILED', reason: 'the place it is derived at does not hold this roll' };
}

/** What `sharedRollFacts` would answer, from the page's read when it covers these sides and this place; else null. */
function factsFromPage(
  ctx: Context,
  rollId: string,
  sides: readonly string[],
  anchor: { characterId: string; seq: number } | null,
): { kinds: Map<string, string>; anchorPayload: string | null } | null {
  const facts = pageFacts.get(ctx)?.get(rollId);
  if (!facts || !sides.every((id) => typeof id === 'string' && UUID_LIKE.test(id))) return null;
  if (!sides.every((id) => facts.ids.has(id.toLowerCase()))) return null;
  if (!anchor) return { kinds: facts.kinds, anchorPayload: null };
  const same = facts.anchor && typeof anchor.characterId === 'string' && facts.anchor.log === anchor.characterId.toLowerCase() && facts.anchor.seq === anchor.seq;
  return same ? { kinds: facts.kinds, anchorPayload: facts.anchor!.payload } : null;
}

// As loose as `sharedRollFacts`' own check (src/db/fairness.ts), so the page answers what it would.
const UUID_LIKE = /^[0-9a-f-]{36}$/i;

builder.objectFields(Roll, (t) => ({
  epoch: t.field({
    type: FairnessEpoch,
    nullable: true,
    description: 'The fairness epoch whose seed the faces derive from (null for rolls older than fair dice).',
    resolve: (r, _a, ctx) => (r.epochId ? ctx.loaders.epochs.load(r.epochId) : null),
  }),
  seedCommitment: t.string({ nullable: true, description: 'The commitment to the server seed, public before this roll.', resolve: (r) => loggedFairness(rollPayload(r))?.commitment ?? null }),
  commitment: t.string({ nullable: true, description: 'The same as `seedCommitment`.', deprecationReason: 'Use `seedCommitment`: `commitment` conflicts with `FairnessEpoch.commitment` when one document selects both through `node` or `nodes`.', resolve: (r) => loggedFairness(rollPayload(r))?.commitment ?? null }),
  clientSeed: t.string({ nullable: true, description: 'The seed the player gave (empty when none was given).', resolve: (r) => loggedFairness(rollPayload(r))?.clientSeed ?? null }),
  serverSeed: t.string({
    nullable: true,
    description: 'The server seed, once its epoch is revealed.',
    resolve: async (r, _a, ctx) => revealedSeed(r.epochId ? await ctx.loaders.epochs.load(r.epochId) : null),
  }),
  verified: t.boolean({
    nullable: true,
    description:
      'Once the seed is revealed: true when it matches the commitment and redrawing the faces from the seeds gives exactly the logged ones; false otherwise. Null before the reveal, or for a roll without fair dice.',
    resolve: async (r, _a, ctx) => {
      const check = await fairnessCheck(r, ctx);
      if (!check || check.status === 'UNREVEALED') return null;
      return check.status === 'VERIFIED';
    },
  }),
  verification: t.string({
    nullable: true,
    description: 'Why `verified` is false, in words.',
    resolve: async (r, _a, ctx) => {
      const check = await fairnessCheck(r, ctx);
      return check?.status === 'FAILED' ? check.reason : null;
    },
  }),
  keyId: t.exposeString('keyId', { nullable: true, description: 'The server key that signed the entry (keys rotate).' }),
  mac: t.exposeString('mac', { nullable: true, description: 'HMAC-SHA-256(server key, hash), hex.' }),
}));

// ----- The roll export, a page at a time ---------------------------------------------------------

const RollExportEntry = builder.objectRef<ExportRow>('RollExportEntry').implement({
  description: 'One entry of a character’s roll chain, as the roll export has it (docs/roll-export.md §chains[]), with its chain’s character.',
  fields: (t) => ({
    characterId: t.exposeString('characterId', { description: 'The character’s UUID: the `log` of its entries (the chain’s `characterId`).' }),
    name: t.exposeString('characterName', { description: 'The character’s name (for messages).' }),
    kind: t.exposeString('characterKind', { description: '`PC` or `NPC`: the anchor rule of shared rolls needs it.' }),
    seq: t.exposeInt('seq', { description: 'Its place in the chain, 1, 2, 3 … with no gap.' }),
    prevHash: t.exposeString('prevHash', { description: 'The previous entry’s hash; 64 zeros for the first.' }),
    hash: t.exposeString('hash', { description: 'SHA-256(prevHash + "\\n" + seq + "\\n" + payload), hex.' }),
    payload: t.exposeString('payload', { description: 'The canonical JSON the hash covers: hash it as given.' }),
    epochId: t.exposeString('epochId', { nullable: true, description: 'The fairness epoch of its faces, or null.' }),
    keyId: t.exposeString('keyId', { nullable: true, description: 'The server key that signed it.' }),
    mac: t.exposeString('mac', { nullable: true, description: 'HMAC-SHA-256(key[keyId], hash), hex; null on entries older than signing.' }),
  }),
});

// ----- The campaign's epochs ----------------------------------------------------------------------

builder.objectFields(Campaign, (t) => ({
  fairnessEpoch: t.field({
    type: FairnessEpoch,
    nullable: true,
    description: 'The open fairness epoch: its commitment binds the server’s seed for the rolls to come.',
    resolve: async (c, _a, ctx) => (await ctx.loaders.read(openEpochQuery(ctx.db, c.id)))[0] ?? null,
  }),
  fairnessEpochs: t.connection({
    type: FairnessEpoch,
    description: 'Every fairness epoch of the campaign, newest first.',
    resolve: (c, args, ctx) => resolveOffsetConnection({ args }, ({ limit, offset }) => ctx.loaders.read(latestEpochs(ctx.db, c.id, limit, offset))),
  }),
  rollExport: t.field({
    type: 'JSON',
    complexity: 50,
    description: `The campaign’s whole roll log as one value, for an offline audit (\`npx audit-rolls export.json\`, docs/roll-export.md): every chain entry with its hash and signature, and every epoch with its commitment and, once revealed, its seed. The GM’s has every character; a player’s the PCs. At most ${ROLL_EXPORT_MAX} entries (a ROLL_EXPORT_TOO_LARGE error past them): a longer log is read with \`rollExportHeader\` and \`rollExportPage\`.`,
    resolve: async (c, _a, ctx) => {
      // What the caller may export is decided in the read: it may go before the campaign's (src/graphql/eager.ts).
      const { epochs, rows, lineage, viewerRole } = await rollExportData(ctx.reader, c.id, ctx.caller!.userId);
      if (rows.length > ROLL_EXPORT_MAX) {
        throw createGraphQLError(`The roll log has more than ${ROLL_EXPORT_MAX} entries: read it with rollExportHeader and rollExportPage (docs/roll-export.md).`, {
          extensions: { code: 'ROLL_EXPORT_TOO_LARGE', limit: ROLL_EXPORT_MAX },
        });
      }
      const chains = new Map<string, { characterId: string; name: string; kind: string; entries: unknown[] }>();
      for (const r of rows) {
        const chain = chains.get(r.characterId) ?? { characterId: r.characterId, name: r.characterName, kind: r.characterKind, entries: [] };
        chains.set(r.characterId, chain);
        chain.entries.push({ seq: r.seq, prevHash: r.prevHash, hash: r.hash, payload: r.payload, epochId: r.epochId, keyId: r.keyId, mac: r.mac });
      }
      return { ...exportHeader(c.id, viewerRole, epochs, lineage, ctx), chains: [...chains.values()] };
    },
  }),
  rollExportHeader: t.field({
    type: 'JSON',
    description:
      'The roll export’s document without its chains (format, scheme, campaign, exportedAt, viewerRole and every epoch with its commitment and, once revealed, its seed): with the entries of `rollExportPage`, the document of docs/roll-export.md, whatever the log’s length.',
    // Both reads in one turn: combined into one statement with the page's (src/db/combined-reads.ts).
    resolve: async (c, _a, ctx) => {
      const [epochs, lineage, [viewer]] = await Promise.all([
        ctx.loaders.read(campaignEpochs(ctx.db, c.id)),
        ctx.loaders.read(campaignLineage(ctx.db, c.id)),
        // The role in the same statement: the header may go before the campaign's (src/graphql/eager.ts).
        ctx.loaders.read(exportViewerRole(ctx.db, c.id, ctx.caller!.userId)),
      ]);
      return exportHeader(
        c.id,
        viewer?.role ?? null,
        epochs,
        lineage.map((l) => l.salt),
        ctx,
      );
    },
  }),
  rollExportPage: t.connection({
    type: RollExportEntry,
    description:
      'The roll log for an audit, a page at a time: every chain entry the caller may export (the GM every character’s, a player the PCs’) in (character, seq) order, each chain from its first entry. Pages cover the log exactly once; `audit-rolls --url` reads them (docs/roll-export.md).',
    resolve: (c, args, ctx) =>
      resolveCursorConnection({ args, toCursor: (e: ExportRow) => `${e.characterId}:${e.seq}` }, async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
        const cursor = before ?? after;
        const place = cursor ? parseExportCursor(cursor) : null;
        // Every character's for the GM, the PCs' for a player: decided in the read.
        const rows = await ctx.loaders.read(rollExportPage(ctx.db, c.id, ctx.caller!.userId, place, limit, inverted));
        return rows as ExportRow[];
      }),
  }),
}));

function exportHeader(campaignId: string, viewerRole: string | null, epochs: EpochRow[], lineage: string[], ctx: Context) {
  return {
    format: 'sms-roll-export/1',
    scheme: FAIR_DICE_SCHEME,
    campaignId: encodeId('Campaign', campaignId),
    campaign: campaignId,
    exportedAt: ctx.clock.now().toISOString(),
    viewerRole,
    epochs: epochs.map((e) => ({
      id: e.id,
      number: e.number,
      commitment: e.commitment,
      openedAt: e.openedAt.toISOString(),
      revealedAt: e.revealedAt?.toISOString() ?? null,
      serverSeed: revealedSeed(e),
    })),
    // The salts of the imports this campaign went through, oldest first (docs/archive.md §Ids):
    // an imported entry names the ids it was rolled under, and these map them to today's.
    lineage,
  };
}

/** An export cursor: `<character uuid>:<seq>`. */
function parseExportCursor(cursor: string): { characterId: string; seq: number } {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,9})$/i.exec(cursor);
  if (!match) throw badUserInput('Invalid roll export cursor.');
  return { characterId: match[1]!.toLowerCase(), seq: Number(match[2]) };
}

// ----- The GM's reveal ----------------------------------------------------------------------------

const RevealFairnessSeedInput = inputType('RevealFairnessSeedInput', {
  campaignId: field.id(globalId('Campaign'), 'The campaign; the caller must be its GM.'),
  epoch: field.int(
    z.nullish(z.int().check(z.minimum(1), z.maximum(1_000_000))),
    'The number of the epoch to reveal: the open one you saw (`fairnessEpoch.number`). Makes the reveal idempotent: a second click, or a call racing it, answers with that same epoch revealed and the same next one, and opens nothing more. Without it, whatever epoch is open when the call arrives is revealed.',
  ),
});

const RevealFairnessSeedPayload = payloadType<{ revealed: EpochRow | null; next: EpochRow }>('RevealFairnessSeedPayload', {
  revealed: [FairnessEpoch, 'The epoch just revealed, with its seed.', { nullable: true }],
  next: [FairnessEpoch, 'The epoch now open, with its fresh commitment.'],
});

inputMutation('revealFairnessSeed', {
  type: RevealFairnessSeedPayload,
  description:
    'GM only: reveal the open fairness epoch’s server seed, so anyone can recompute its rolls, and open the next epoch with a fresh committed seed, in one statement (docs/fairness.md). Reveal at the end of a session, or whenever the table asks.',
  input: RevealFairnessSeedInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const { caller, campaignId } = await requireMember(ctx, input.campaignId, 'GM');
    validate(RevealFairnessSeedInput.schema, input);
    return revealNamedEpoch(ctx, campaignId, caller.userId, input.epoch ?? null);
  },
});

/**
 * One reveal statement, and again only when it raced: a rival revealed the epoch meant (it is
 * then named, so the next statement answers idempotently), or the epoch it opened was not yet
 * visible to this statement. Every caller who meant one epoch gets that epoch and the same next
 * one; no second epoch is opened (docs/fairness.md §Epochs).
 */
async function revealNamedEpoch(ctx: Context, campaignId: string, userId: string, named: number | null) {
  let number = named;
  for (let attempt = 0; attempt < 4; attempt++) {
    let outcome: RevealOutcome;
    try {
      outcome = await revealEpoch(ctx.db, campaignId, userId, newServerSeed(ctx), ctx.clock.now(), number);
    } catch (error) {
      // Two opening the first epoch of a campaign that had none: the loser reads it again.
      if (isRetryableRace(error)) continue;
      throw error;
    }
    switch (outcome.kind) {
      case 'revealed':
        return { revealed: outcome.revealed, next: outcome.opened };
      case 'already':
        if (outcome.open) return { revealed: outcome.revealed, next: outcome.open };
        break;
      case 'lost':
        number = outcome.number;
        break;
      case 'not-open':
        refuse(epochNotOpen(number, outcome.open?.number ?? null));
    }
  }
  throw createGraphQLError('The reveal raced other reveals: try again.', { extensions: { code: 'CONFLICT' } });
}
