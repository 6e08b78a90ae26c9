/**
 * The roll log: every roll kept, append-only, as a hash chain per character. Each entry's
 * hash = SHA-256(previous hash + "\n" + seq + "\n" + canonical payload), so editing, moving or
 * deleting an entry breaks its link or a later one, and `verifyRollChain` says where.
 *
 * Two writers produce the same chain: `appendRoll` (read the last entry, then insert, inside the
 * caller's transaction) and `appendRollAtomically` (one data-modifying statement that computes
 * seq and hash in SQL). Both build the payload with `payloadHead` and hash it the same way.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { toHex } from '../secrets.js';
import { VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import { isUniqueViolation } from './errors.js';
import type { EventType } from './outbox.js';
import { rolls } from './schema.js';

export type RollRow = typeof rolls.$inferSelect;

export const GENESIS_HASH = '0'.repeat(64);

/** JSON with sorted keys: the same entry always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The link of one entry. The SQL twin is in `appendRollAtomically`: keep them the same. */
export async function chainHash(prevHash: string, seq: number, payload: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${prevHash}\n${seq}\n${payload}`)));
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
    seq: 0,
  });
  const tail = '"seq":0}';
  if (!template.endsWith(tail)) throw new Error('roll payload: seq must be its last key');
  return template.slice(0, -'0}'.length);
}

/**
 * Append one entry to the character's chain, inside the caller's transaction. Two rolls racing
 * for the same place collide on (character, seq): the loser gets VersionConflict and the caller's
 * `retryOnConflict` redoes the whole write on top of the winner.
 */
export async function appendRoll(tx: Queryable, entry: RollEntry): Promise<RollRow> {
  const [last] = await tx
    .select({ seq: rolls.seq, hash: rolls.hash })
    .from(rolls)
    .where(eq(rolls.characterId, entry.characterId))
    .orderBy(desc(rolls.seq))
    .limit(1);
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? GENESIS_HASH;
  const payload = `${payloadHead(entry)}${seq}}`;
  const hash = await chainHash(prevHash, seq, payload);
  try {
    const [row] = await tx
      .insert(rolls)
      .values({
        campaignId: entry.campaignId,
        characterId: entry.characterId,
        seq,
        kind: entry.kind,
        requestedBy: entry.requestedBy,
        requestId: entry.requestId ?? null,
        payload,
        prevHash,
        hash,
        createdAt: entry.at,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new VersionConflict();
    throw error;
  }
}

export interface AtomicRollOptions {
  /**
   * Mark `entry.requestId` RESOLVED by this roll. Only an OPEN request is: when it is no longer
   * OPEN, nothing at all is written and `appendRollAtomically` returns null.
   */
  resolveRequest?: boolean;
  /** The outbox event announcing the roll; the statement adds the entry's `seq` to its payload. */
  event?: { type: EventType; payload: (roll: { id: string }) => Record<string, unknown> };
}

/**
 * Append one entry, resolve its request and write its outbox event in ONE statement (a
 * data-modifying CTE: all or nothing, one round trip on every driver, no BEGIN/COMMIT;
 * DESIGN.md §Conventions 7 and 9). The statement reads the last entry itself and computes seq
 * and hash in SQL. A rival entry that took the same place first is a unique violation on
 * (character, seq): VersionConflict, for `retryOnConflict`.
 *
 * The request is updated first (`WHERE status = 'OPEN'`) and the roll is inserted only from
 * the row that update returns: under concurrent answers or a cancellation, the UPDATE waits
 * for the rival and re-checks the status, so a request that stopped being OPEN writes no roll.
 */
export async function appendRollAtomically(db: Queryable, entry: RollEntry, options: AtomicRollOptions = {}): Promise<RollRow | null> {
  // The id is chosen here so the request can point at the roll in the same statement.
  const id = crypto.randomUUID();
  const at = entry.at.toISOString();
  const requestId = entry.requestId ?? null;
  if (options.resolveRequest && !requestId) throw new Error('appendRollAtomically: resolveRequest needs entry.requestId');
  const resolve: SQL = options.resolveRequest
    ? sql`req as (
        update action_requests set status = 'RESOLVED', roll_id = ${id}::uuid, resolved_at = ${at}::timestamptz
        where id = ${requestId}::uuid and status = 'OPEN'
        returning id
      ), `
    : sql``;
  const onlyIfResolved: SQL = options.resolveRequest ? sql` where exists (select 1 from req)` : sql``;
  const event: SQL = options.event
    ? sql`, ev as (
        insert into outbox_events (campaign_id, type, payload, created_at)
        select campaign_id, ${options.event.type}::text, ${JSON.stringify(options.event.payload({ id }))}::jsonb || jsonb_build_object('seq', seq), created_at
        from ins
        returning id
      )`
    : sql``;
  const query = sql`with ${resolve}last_entry as (
      select seq, hash from rolls where character_id = ${entry.characterId}::uuid order by seq desc limit 1
    ), next_entry as (
      select coalesce((select seq from last_entry), 0) + 1 as seq,
             coalesce((select hash from last_entry), ${GENESIS_HASH}::text) as prev_hash
    ), body as (
      select seq, prev_hash, ${payloadHead(entry)}::text || seq::text || '}' as payload
      from next_entry${onlyIfResolved}
    ), ins as (
      insert into rolls (id, campaign_id, character_id, seq, kind, requested_by, request_id, payload, prev_hash, hash, created_at)
      select ${id}::uuid, ${entry.campaignId}::uuid, ${entry.characterId}::uuid, seq, ${entry.kind}::text, ${entry.requestedBy}::uuid,
             ${requestId}::uuid, payload, prev_hash,
             encode(sha256(convert_to(prev_hash || chr(10) || seq::text || chr(10) || payload, 'UTF8')), 'hex'),
             ${at}::timestamptz
      from body
      returning campaign_id, seq, payload, prev_hash, hash, created_at
    )${event}
    select seq, payload, prev_hash, hash from ins`;
  let result: unknown;
  try {
    result = await db.execute(query);
  } catch (error) {
    if (isUniqueViolation(error)) throw new VersionConflict();
    throw error;
  }
  const row = (result as { rows: { seq: number | string; payload: string; prev_hash: string; hash: string }[] }).rows[0];
  if (!row) return null;
  return {
    id,
    campaignId: entry.campaignId,
    characterId: entry.characterId,
    seq: Number(row.seq),
    kind: entry.kind,
    requestedBy: entry.requestedBy,
    requestId,
    payload: row.payload,
    prevHash: row.prev_hash,
    hash: row.hash,
    createdAt: entry.at,
  };
}

export interface ChainVerdict {
  valid: boolean;
  length: number;
  /** The first entry whose link or hash does not hold, or null. */
  brokenAt: number | null;
  reason: string | null;
}

/** Walk a character's chain from the start and say where it breaks, if it does. */
export async function verifyRollChain(db: Queryable, characterId: string): Promise<ChainVerdict> {
  const rows = await db
    .select({ seq: rolls.seq, payload: rolls.payload, prevHash: rolls.prevHash, hash: rolls.hash })
    .from(rolls)
    .where(and(eq(rolls.characterId, characterId)))
    .orderBy(asc(rolls.seq));
  let expectedPrev = GENESIS_HASH;
  for (const [index, row] of rows.entries()) {
    const broken = (reason: string): ChainVerdict => ({ valid: false, length: rows.length, brokenAt: row.seq, reason });
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
    expectedPrev = row.hash;
  }
  return { valid: true, length: rows.length, brokenAt: null, reason: null };
}
