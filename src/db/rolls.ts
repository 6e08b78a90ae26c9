/**
 * The roll log: every roll kept, append-only, as a hash chain per character. Each entry's
 * hash = SHA-256(previous hash + "\n" + seq + "\n" + canonical payload), so editing, moving or
 * deleting an entry breaks its link or a later one, and `verifyRollChain` says where.
 * Each entry is also signed, mac = HMAC-SHA-256(server key, hash) (src/db/roll-keys.ts): one
 * good MAC vouches for its entry and, through the hash, for every entry before it, so someone
 * holding the database but not the key can no longer rewrite the chain and recompute it.
 * Cutting the chain's tail is caught against a head kept from an event (`knownHead`).
 *
 * The chain's head (last seq and hash) is kept on the character row, and ONE statement appends an
 * entry (`writeRoll`): it advances the head only where it is still the head that was read, and
 * inserts the entry only from the row that update returns. Rival rolls on one character thus wait
 * on that row's lock, and the loser (Postgres re-checks the WHERE on the winner's row version)
 * sees "0 rows" — not a unique-index error — reads the new head and rolls again for it, at once.
 * `appendRoll` (inside the caller's transaction) and `appendRollAtomically` (on its own, with the
 * request's resolution and the event) are that one statement.
 */
import { and, asc, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import { sha256Hex } from '../primitives/digest.js';
import { callerRoleIn } from './access.js';
import { VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import { isRetryableRace } from './errors.js';
import { type EpochRow, epochFromRaw, type RawEpoch } from './fairness.js';
import { type EventType, noteEventCampaign } from './outbox.js';
import { rollStatement } from './roll-statement.js';
import { checkRollMac, type RollKeyring, signRollHash } from './roll-keys.js';
import { characters, memberships, rolls } from './schema.js';

export type RollRow = typeof rolls.$inferSelect;

/** A roll-log entry with its character and the caller's role in its campaign, at most one row (a query to await or to combine). */
export function rollWithRoleQuery(db: Queryable, rollId: string, userId: string) {
  return db
    .select({ roll: rolls, character: characters, role: memberships.role })
    .from(rolls)
    .innerJoin(characters, eq(characters.id, rolls.characterId))
    .leftJoin(memberships, and(eq(memberships.campaignId, rolls.campaignId), eq(memberships.userId, userId)))
    .where(eq(rolls.id, rollId))
    .limit(1);
}

/** The columns a read riding along with a page of rolls selects the page by. */
export type RollColumn = typeof rolls.id | typeof rolls.requestedBy | typeof rolls.characterId | typeof rolls.epochId | typeof rolls.requestId;

/**
 * A page of rolls, queries to await or to combine: its rows, and `column`, a select of one column
 * of the same rows with the page's conditions (for the reads that ride in the page's statement).
 */
function rollPage(db: Queryable, where: SQL | undefined, order: SQL[], limit: number) {
  return {
    rows: db
      .select()
      .from(rolls)
      .where(where)
      .orderBy(...order)
      .limit(limit),
    column: (col: RollColumn) =>
      db
        .select({ id: col })
        .from(rolls)
        .where(where)
        .orderBy(...order)
        .limit(limit),
  };
}

export type RollPage = ReturnType<typeof rollPage>;

/** A page of a character's rolls, newest first by `seq`, after / before the seqs of cursors (`inverted`: oldest first). */
export function characterRollPage(db: Queryable, characterId: string, afterSeq: number | undefined, beforeSeq: number | undefined, inverted: boolean, limit: number): RollPage {
  const conditions = [eq(rolls.characterId, characterId)];
  // Newest first: "after" a cursor means older than it.
  if (afterSeq !== undefined) conditions.push(lt(rolls.seq, afterSeq));
  if (beforeSeq !== undefined) conditions.push(gt(rolls.seq, beforeSeq));
  return rollPage(db, and(...conditions), [inverted ? asc(rolls.seq) : desc(rolls.seq)], limit);
}

/**
 * A page of the campaign's rolls the caller sees, newest first by (createdAt, id), after / before
 * the places of cursors (`inverted`: oldest first).
 */
export function campaignRollPage(
  db: Queryable,
  campaignId: string,
  userId: string,
  after: { at: string; id: string } | null,
  before: { at: string; id: string } | null,
  inverted: boolean,
  limit: number,
): RollPage {
  const conditions = [eq(rolls.campaignId, campaignId)];
  if (after) conditions.push(sql`(${rolls.createdAt}, ${rolls.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  if (before) conditions.push(sql`(${rolls.createdAt}, ${rolls.id}) > (${before.at}::timestamptz, ${before.id}::uuid)`);
  const order = inverted ? [asc(rolls.createdAt), asc(rolls.id)] : [desc(rolls.createdAt), desc(rolls.id)];
  // Players see the PCs (NPCs are the GM's secrets), so their rolls only: decided in the read,
  // which may go before the campaign's (src/graphql/eager.ts).
  const role = callerRoleIn(campaignId, userId);
  conditions.push(sql`(${role} = 'GM' or (${role} is not null and exists (select 1 from characters pc where pc.id = ${rolls.characterId} and pc.kind = 'PC')))`);
  return rollPage(db, and(...conditions), order, limit);
}

export const GENESIS_HASH = '0'.repeat(64);

/** JSON with sorted keys: the same entry always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  // Keys in UTF-16 code unit order (sort's own), undefined left out, as JSON.stringify would.
  const record = value as Record<string, unknown>;
  let json = '';
  for (const key of Object.keys(record).sort()) {
    const v = record[key];
    if (v !== undefined) json += `${json ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(v)}`;
  }
  return `{${json}}`;
}

/** The link of one entry (docs/fairness.md has it in a few lines of Node and openssl). */
export function chainHash(prevHash: string, seq: number, payload: string): Promise<string> {
  return sha256Hex(`${prevHash}\n${seq}\n${payload}`);
}

export interface RollEntry {
  campaignId: string;
  characterId: string;
  kind: string;
  /** What went in: modules and ranks, score, die, shifts … */
  inputs: unknown;
  /** The raw faces rolled, in order (empty when nothing was rolled). */
  faces: number[];
  /** What came out: success, stakes, quality … */
  outcome: unknown;
  requestedBy: string | null;
  requestId?: string | null;
  at: Date;
  /** How the faces were derived (docs/fairness.md); absent for rolls that were not. */
  fairness?: RollFairness;
  /**
   * In an NPC's entry of a roll a PC took part in: the salt that opens the values sealed in the
   * PCs' entries of the same roll, and where those are (src/db/roll-seal.ts).
   */
  seal?: { salt: string; entries: { log: string; seq: number }[] };
}

/** What a fair roll's faces depend on besides the secret seed; kept in the payload the hash covers. */
export interface RollFairness {
  epochId: string;
  /** SHA-256 of the epoch's server seed, public before the roll. */
  commitment: string;
  clientSeed: string;
  /** The [min, max] of each face, in order: what an auditor needs to redraw them. */
  ranges: [number, number][];
  /**
   * A roll logged in several logs (an opposed test, an exchange, a spell on another): every
   * participant, in the order the roll names them. Its faces derive at the anchor's place: the
   * first PC of `sides`, else the first side (docs/fairness.md §Rolls in several logs).
   */
  sides?: (string | { sealed: string })[];
  /** Where the faces were derived when not at this entry's own place (`log` stands for the character id). */
  derivedAt?: { log: string; seq: number };
}

/** Where the next entry of a chain goes: read before rolling, since fair faces depend on `seq`. */
export interface RollPlace {
  seq: number;
  prevHash: string;
}

/**
 * The entry's canonical payload up to its seq: `payloadHead(entry) + seq + "}"` is the payload.
 * `seq` sorts after every other key, so the database can finish the payload once it knows the
 * seq, and the result is exactly `canonicalJson` of the whole entry.
 */
export function payloadHead(entry: RollEntry): string {
  const template = canonicalJson({
    kind: entry.kind,
    characterId: entry.characterId,
    inputs: entry.inputs,
    faces: entry.faces,
    outcome: entry.outcome,
    requestedBy: entry.requestedBy,
    requestId: entry.requestId ?? null,
    at: entry.at.toISOString(),
    fairness: entry.fairness,
    seal: entry.seal,
    seq: 0,
  });
  const tail = '"seq":0}';
  if (!template.endsWith(tail)) throw new Error('roll payload: seq must be its last key');
  return template.slice(0, -'0}'.length);
}

/** The place after a chain's last entry (or the first place of an empty chain). */
export function nextPlace(last: { seq: number; hash: string } | null | undefined): RollPlace {
  return { seq: (last?.seq ?? 0) + 1, prevHash: last?.hash ?? GENESIS_HASH };
}

/** Read where a character's next entry goes: after the head kept on the character row. */
export async function readNextPlace(db: Queryable, characterId: string): Promise<RollPlace> {
  const [head] = await db.select({ seq: characters.rollSeq, hash: characters.rollHash }).from(characters).where(eq(characters.id, characterId));
  return nextPlace(head);
}

/** The columns of one entry at its place: payload, link, hash and signature. */
async function seal(entry: RollEntry, place: RollPlace, keys: RollKeyring) {
  const payload = `${payloadHead(entry)}${place.seq}}`;
  const hash = await chainHash(place.prevHash, place.seq, payload);
  return { payload, hash, ...(await signRollHash(keys, hash)) };
}

/**
 * The whole row of one entry at its place, sealed (payload, hash, MAC), for a caller that writes
 * it inside a larger statement of its own (src/db/magic.ts) under the same head guard as
 * `writeRoll`: the head at `place` advanced to this row's seq and hash.
 */
export async function sealedRoll(entry: RollEntry, place: RollPlace, keys: RollKeyring, id: string = crypto.randomUUID()): Promise<RollRow> {
  const sealed = await seal(entry, place, keys);
  return {
    id,
    campaignId: entry.campaignId,
    characterId: entry.characterId,
    seq: place.seq,
    kind: entry.kind,
    requestedBy: entry.requestedBy,
    requestId: entry.requestId ?? null,
    payload: sealed.payload,
    prevHash: place.prevHash,
    hash: sealed.hash,
    epochId: entry.fairness?.epochId ?? null,
    keyId: sealed.keyId,
    mac: sealed.mac,
    createdAt: entry.at,
  };
}

/**
 * Append one entry to the character's chain, inside the caller's transaction, at the place its
 * faces were derived for (`expected`; read now when not given). A rival that took the place
 * first is a VersionConflict, and the caller's `retryOnConflict` redoes the write on top of it.
 */
export async function appendRoll(tx: Queryable, entry: RollEntry, keys: RollKeyring, expected?: RollPlace): Promise<RollRow> {
  const place = expected ?? (await readNextPlace(tx, entry.characterId));
  return (await writeAndCheck(tx, entry, place, keys, {})).row;
}

/**
 * A rival entry took the place first: nothing was written. `next` is the place after the head
 * the same statement found once the rival's lock was released (null when the statement failed
 * before reading it), so the caller rolls again there without reading again.
 */
export class PlaceTaken extends VersionConflict {
  constructor(
    readonly next: RollPlace | null,
    /** The epoch the statement opened (`openEpoch`), which stays open and is the one to roll with. */
    readonly openedEpoch: EpochRow | null = null,
  ) {
    super();
  }
}

/** `openEpoch` lost to a rival opening the campaign's epoch first: nothing was written; roll again with `rival` (null: not yet visible, read it). */
export class EpochTaken extends VersionConflict {
  constructor(readonly rival: EpochRow | null) {
    super();
  }
}

/** The character was deleted between the read and the write: nothing was written. */
export class CharacterGone extends Error {
  constructor() {
    super('character gone');
    this.name = 'CharacterGone';
  }
}

export interface AtomicRollOptions {
  /**
   * Mark `entry.requestId` RESOLVED by this roll. Only an OPEN request is: when it is no longer
   * OPEN, nothing at all is written and `appendRollAtomically` returns null.
   */
  resolveRequest?: boolean;
  /** The outbox event announcing the roll; its payload is given the entry's place and hash. */
  event?: { type: EventType; payload: (roll: { id: string; seq: number; hash: string }) => Record<string, unknown> };
  /**
   * The read found no open epoch for the campaign: open this one in the same statement (its
   * seed drew the faces) and write the roll only if it is the one now open. A rival that opened
   * one first wins: nothing is written (EpochTaken) and the roll is drawn again with the rival's.
   */
  openEpoch?: { id: string; seed: string; commitment: string };
  /**
   * Told the place after the entry just before its statement is sent (the entry is sealed here,
   * so its hash is known): the process queue starts the character's next roll there
   * (src/db/roll-queue.ts).
   */
  onSend?: (after: RollPlace) => void;
}

/** What one roll statement did. */
export interface WrittenRoll {
  row: RollRow;
  /** The epoch this statement opened (`openEpoch`), with its number. */
  openedEpoch: EpochRow | null;
}

/**
 * Append one entry at `place`, resolve its request and write its outbox event in ONE statement
 * (all or nothing, one round trip on every driver, no BEGIN/COMMIT; DESIGN.md §Conventions 7
 * and 9). The place was read beforehand (fair faces depend on it): a rival entry that took it
 * first is a VersionConflict, and the caller reads the new place and rolls again for it.
 * Returns null, having written nothing, when the request is no longer OPEN.
 */
export async function appendRollAtomically(
  db: Queryable,
  entry: RollEntry,
  place: RollPlace,
  keys: RollKeyring,
  options: AtomicRollOptions = {},
): Promise<WrittenRoll | null> {
  const written = await writeRoll(db, entry, place, keys, options);
  return written.kind === 'request-closed' ? null : checked(written);
}

async function writeAndCheck(db: Queryable, entry: RollEntry, place: RollPlace, keys: RollKeyring, options: AtomicRollOptions): Promise<WrittenRoll> {
  const written = await writeRoll(db, entry, place, keys, options);
  if (written.kind === 'request-closed') throw new Error('appendRoll: no request to close');
  return checked(written);
}

function checked(written: Exclude<WriteOutcome, { kind: 'request-closed' }>): WrittenRoll {
  switch (written.kind) {
    case 'written':
      return { row: written.row, openedEpoch: written.openedEpoch };
    case 'place-taken':
      throw new PlaceTaken(written.head && nextPlace(written.head), written.openedEpoch);
    case 'epoch-taken':
      throw new EpochTaken(written.rival);
    case 'character-gone':
      throw new CharacterGone();
  }
}

type WriteOutcome =
  | { kind: 'written'; row: RollRow; openedEpoch: EpochRow | null }
  | { kind: 'place-taken'; head: { seq: number; hash: string } | null; openedEpoch: EpochRow | null }
  | { kind: 'epoch-taken'; rival: EpochRow | null }
  | { kind: 'request-closed' }
  | { kind: 'character-gone' };

/**
 * Write one entry at `place` with the one statement every roll is written by
 * (src/db/roll-statement.ts tells what each part of it does), and say what it did.
 */
async function writeRoll(db: Queryable, entry: RollEntry, place: RollPlace, keys: RollKeyring, options: AtomicRollOptions): Promise<WriteOutcome> {
  // The id is chosen here so the request can point at the roll in the same statement.
  const id = crypto.randomUUID();
  const at = entry.at.toISOString();
  const requestId = entry.requestId ?? null;
  if (options.resolveRequest && !requestId) throw new Error('appendRollAtomically: resolveRequest needs entry.requestId');
  const opening = options.openEpoch ?? null;
  if (opening && entry.fairness?.epochId !== opening.id) throw new Error('appendRollAtomically: openEpoch must be the epoch the faces were drawn from');
  const sealed = await seal(entry, place, keys);
  const epochId = entry.fairness?.epochId ?? null;
  const eventPayload = options.event?.payload({ id, seq: place.seq, hash: sealed.hash });
  if (options.event) noteEventCampaign(db, entry.campaignId);
  const query = rollStatement({ resolveRequest: !!options.resolveRequest, openEpoch: !!opening, event: !!options.event }).fill({
    id,
    campaignId: entry.campaignId,
    characterId: entry.characterId,
    requestId,
    at,
    seq: place.seq,
    prevSeq: place.seq - 1,
    prevHash: place.prevHash,
    hash: sealed.hash,
    kind: entry.kind,
    requestedBy: entry.requestedBy,
    payload: sealed.payload,
    epochId,
    keyId: sealed.keyId,
    mac: sealed.mac,
    openedEpochId: opening?.id ?? null,
    seed: opening?.seed ?? null,
    commitment: opening?.commitment ?? null,
    eventType: options.event?.type ?? null,
    eventPayload: options.event ? JSON.stringify(eventPayload) : null,
  });
  options.onSend?.(nextPlace({ seq: place.seq, hash: sealed.hash }));
  let result: unknown;
  try {
    result = await db.execute(query);
  } catch (error) {
    // A deadlock with another writer, or the log's unique index: the place was lost, not the request.
    if (isRetryableRace(error)) return { kind: 'place-taken', head: null, openedEpoch: null };
    throw error;
  }
  type Outcome = { written: number | string; open: number | string; head_seq: number | string | null; head_hash: string | null; opened?: unknown; rival?: unknown };
  const [outcome] = (result as { rows: Outcome[] }).rows;
  if (!outcome || Number(outcome.open) === 0) return { kind: 'request-closed' };
  if (outcome.head_seq === null || outcome.head_hash === null) return { kind: 'character-gone' };
  const openedEpoch = outcome.opened ? epochFromRaw(jsonValue<RawEpoch>(outcome.opened)) : null;
  if (opening && !openedEpoch) return { kind: 'epoch-taken', rival: outcome.rival ? epochFromRaw(jsonValue<RawEpoch>(outcome.rival)) : null };
  if (Number(outcome.written) === 0) return { kind: 'place-taken', head: { seq: Number(outcome.head_seq), hash: outcome.head_hash }, openedEpoch };
  const row: RollRow = {
    id,
    campaignId: entry.campaignId,
    characterId: entry.characterId,
    seq: place.seq,
    kind: entry.kind,
    requestedBy: entry.requestedBy,
    requestId,
    payload: sealed.payload,
    prevHash: place.prevHash,
    hash: sealed.hash,
    epochId,
    keyId: sealed.keyId,
    mac: sealed.mac,
    createdAt: entry.at,
  };
  return { kind: 'written', row, openedEpoch };
}

/** Some drivers hand json back as text. */
function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export interface ChainVerdict {
  valid: boolean;
  /**
   * The newest signature the verdict rests on was made with the public development key: anyone
   * could have made it (docs/fairness.md §Keys). With that server key, `valid` may be true; with
   * a secret key, such entries are valid only once a later entry signed with it vouches for them.
   */
  developmentKey: boolean;
  length: number;
  /** The first entry whose link, hash or signature does not hold, or null. */
  brokenAt: number | null;
  reason: string | null;
  /** The last entry's hash: keep it, and pass it back as `knownHead` to catch a cut tail. */
  head: string;
}

export interface ChainEntry {
  seq: number;
  payload: string;
  prevHash: string;
  hash: string;
  keyId: string | null;
  mac: string | null;
}

export interface ChainCheck {
  /** Check each entry's MAC with these keys. */
  keys?: RollKeyring;
  /** A head hash kept earlier (from a `roll.resolved` event): it must still be in the chain. */
  knownHead?: string | null;
}

/**
 * Check a chain given in order from its first entry: places, links, hashes, MACs, and that a
 * known head is still there. With keys, an unsigned entry is accepted only when it is provably
 * older than signing (docs/fairness.md §Unsigned entries): a later signed entry commits to it
 * through the hash chain. So an unsigned entry after a signed one, an unsigned fair-dice roll
 * (fair dice and signatures came in one migration), or a chain whose last entry is unsigned (nothing
 * vouches for it: every signature stripped) is refused — stripping MACs is no way around the key.
 */
export async function checkRollChain(entries: readonly ChainEntry[], check: ChainCheck = {}): Promise<ChainVerdict> {
  let expectedPrev = GENESIS_HASH;
  let signedSeen = false;
  let secretSeen = false;
  /** The first entry signed with the public key that no entry signed with a secret key follows yet. */
  let publicSince: number | null = null;
  const head = entries.at(-1)?.hash ?? GENESIS_HASH;
  for (const [index, row] of entries.entries()) {
    const broken = (reason: string): ChainVerdict => ({ valid: false, developmentKey: false, length: entries.length, brokenAt: row.seq, reason, head });
    if (row.seq !== index + 1) return broken(`entry ${index + 1} is missing`);
    if (row.prevHash !== expectedPrev) return broken('does not link to the previous entry');
    // The hash covers the seq, so an entry moved to another place no longer matches it.
    if ((await chainHash(row.prevHash, row.seq, row.payload)) !== row.hash) return broken('its content does not match its hash');
    let content: unknown;
    try {
      content = JSON.parse(row.payload);
    } catch {
      return broken('its content is not JSON');
    }
    const named = content && typeof content === 'object' ? (content as { seq?: unknown }).seq : undefined;
    if (named !== undefined && named !== row.seq) return broken('its content names another place in the chain');
    if (check.keys) {
      if (row.mac === null || row.keyId === null) {
        if (signedSeen) return broken('it is not signed, though earlier entries are');
        if (content && typeof content === 'object' && 'fairness' in content) return broken(UNSIGNED_FAIR_ROLL);
      } else {
        signedSeen = true;
        const verdict = await checkRollMac(check.keys, row.keyId, row.hash, row.mac);
        // Never "valid": a key this server does not hold proves nothing here (an imported log keeps its
        // original MACs; docs/archive.md). Adding that key to ROLL_LOG_KEYS checks them.
        if (verdict === 'unknown-key') return broken(`signed elsewhere: it is signed with key ${row.keyId}, which this server does not hold`);
        if (verdict === 'bad') return broken('its signature does not match (edited without the server key)');
        if (verdict === 'ok') {
          secretSeen = true;
          publicSince = null;
        } else {
          // Signed with the public development key (docs/fairness.md §Keys): after an entry
          // signed with a secret key, anyone could have appended it.
          if (secretSeen) return broken(PUBLIC_AFTER_SECRET);
          publicSince ??= row.seq;
        }
      }
    }
    expectedPrev = row.hash;
  }
  const last = entries.at(-1);
  if (check.keys && last && (last.mac === null || last.keyId === null)) {
    return { valid: false, developmentKey: false, length: entries.length, brokenAt: entries[0]!.seq, reason: NOTHING_VOUCHES, head };
  }
  // Entries whose newest signature is the public key's: with that very key as the server's, the
  // chain holds as far as it can tell (and says on what); with a secret key, nothing vouches.
  const developmentKey = publicSince !== null;
  if (developmentKey && !check.keys!.development) {
    return { valid: false, developmentKey, length: entries.length, brokenAt: publicSince, reason: PUBLIC_KEY_ONLY, head };
  }
  if (check.knownHead && check.knownHead !== GENESIS_HASH && !entries.some((e) => e.hash === check.knownHead)) {
    return { valid: false, developmentKey, length: entries.length, brokenAt: entries.length + 1, reason: 'the known head is not in the chain: entries were removed or rewritten', head };
  }
  return { valid: true, developmentKey, length: entries.length, brokenAt: null, reason: null, head };
}

/** Why entries signed with the public development key are refused under a secret key, unless a later entry vouches for them. */
export const PUBLIC_KEY_ONLY =
  'signed with the public development key: anyone can make that signature, and no entry signed with this server’s own key vouches for it yet';
/** Why an entry signed with the public key after one signed with a secret key is refused. */
export const PUBLIC_AFTER_SECRET = 'signed with the public development key after entries signed with this server’s own key: anyone could have appended it';

/** Why an unsigned entry that says it was written under the signed log is refused. */
export const UNSIGNED_FAIR_ROLL = 'it is not signed, though it is a fair-dice roll (written since the log is signed)';
/** Why a chain whose last entry is unsigned is refused: no MAC commits to any of it. */
export const NOTHING_VOUCHES = 'no signed entry vouches for it: its last entry is not signed (signatures stripped, or a log older than signing never rolled since)';

/** Walk a character's chain from the start and say where it breaks, if it does. */
export async function verifyRollChain(db: Queryable, characterId: string, check: ChainCheck = {}): Promise<ChainVerdict> {
  const rows = await db
    .select({ seq: rolls.seq, payload: rolls.payload, prevHash: rolls.prevHash, hash: rolls.hash, keyId: rolls.keyId, mac: rolls.mac })
    .from(rolls)
    .where(and(eq(rolls.characterId, characterId)))
    .orderBy(asc(rolls.seq));
  return checkRollChain(rows, check);
}
