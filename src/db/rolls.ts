/**
 * The roll log: every roll kept, append-only, as a hash chain per character. Each entry's
 * hash = SHA-256(previous hash + "\n" + canonical payload), so editing or deleting an entry
 * breaks every later link, and `verifyRollChain` says where.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { toHex } from '../secrets.js';
import { VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import { isUniqueViolation } from './errors.js';
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

export async function chainHash(prevHash: string, payload: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${prevHash}\n${payload}`)));
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
  const payload = canonicalJson({
    seq,
    kind: entry.kind,
    characterId: entry.characterId,
    inputs: entry.inputs,
    faces: entry.faces,
    outcome: entry.outcome,
    requestedBy: entry.requestedBy,
    requestId: entry.requestId ?? null,
    at: entry.at.toISOString(),
  });
  const hash = await chainHash(prevHash, payload);
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
    if (row.seq !== index + 1) return { valid: false, length: rows.length, brokenAt: row.seq, reason: `entry ${index + 1} is missing` };
    if (row.prevHash !== expectedPrev) return { valid: false, length: rows.length, brokenAt: row.seq, reason: 'does not link to the previous entry' };
    if ((await chainHash(row.prevHash, row.payload)) !== row.hash) return { valid: false, length: rows.length, brokenAt: row.seq, reason: 'its content does not match its hash' };
    try {
      if ((JSON.parse(row.payload) as { seq?: number }).seq !== row.seq) return { valid: false, length: rows.length, brokenAt: row.seq, reason: 'its content names another place in the chain' };
    } catch {
      return { valid: false, length: rows.length, brokenAt: row.seq, reason: 'its content is not JSON' };
    }
    expectedPrev = row.hash;
  }
  return { valid: true, length: rows.length, brokenAt: null, reason: null };
}
