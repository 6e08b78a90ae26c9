/**
 * Provably fair dice (docs/fairness.md): every face of a logged roll is derived from a secret
 * server seed committed to in advance, a seed the player may supply, and the roll's place in the
 * character's log. Once the server seed is revealed, anyone can recompute every face.
 *
 *   block(i) = HMAC-SHA-256(key = serverSeed bytes,
 *                           msg = "sms-fair-dice/1\n" characterId "\n" seq "\n" clientSeed "\n" i)
 *
 * The blocks are read as big-endian uint32 words, in order; a face in [min, max] takes words
 * until one falls below the largest multiple of the span under 2^32 (rejection sampling: no
 * modulo bias), then is `min + word % span`.
 *
 * Why a pure-JS HMAC (@noble/hashes, audited, sync) rather than Web Crypto: the rules core's Rng
 * is synchronous and a roll's number of draws is only known while the rules run (rejections,
 * rerolls), so the stream must be extended on demand, on Node and on Workers alike.
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import type { Rng } from './dice.js';
import { type Violation, violation } from './violation.js';

export const FAIR_DICE_SCHEME = 'sms-fair-dice/1';

/** Who rolled, where in their log, and with which seeds: everything a face depends on. */
export interface FairRollKey {
  /** The server seed, 32 bytes as 64 lowercase hex digits. */
  serverSeed: string;
  /** The player's seed; "" when none was given. */
  clientSeed: string;
  characterId: string;
  /** The roll's place in the character's log, from 1. */
  seq: number;
}

const HEX = /^[0-9a-f]{64}$/;

function hexToBytes(hex: string): Uint8Array {
  if (!HEX.test(hex)) throw new RangeError('a server seed is 64 lowercase hex digits');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The commitment published before any roll: SHA-256 of the seed's 32 bytes, in hex. */
export function seedCommitment(serverSeed: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeed)));
}

/** True when a revealed seed is the one committed to. */
export function seedMatchesCommitment(serverSeed: string, commitment: string): boolean {
  return HEX.test(serverSeed) && seedCommitment(serverSeed) === commitment;
}

/** A fresh 32-byte server seed from an Rng (production passes the crypto source). */
export function drawServerSeed(rng: Rng): string {
  return Array.from({ length: 8 }, () => rng.int(0, 0xffffffff).toString(16).padStart(8, '0')).join('');
}

/** The n-th 32-byte block of a roll's stream. */
export function fairBlock(key: FairRollKey, n: number): Uint8Array {
  const message = `${FAIR_DICE_SCHEME}\n${key.characterId}\n${key.seq}\n${key.clientSeed}\n${n}`;
  return hmac(sha256, hexToBytes(key.serverSeed), new TextEncoder().encode(message));
}

/** An Rng whose faces are fixed by the key; it also records each range asked, for the log. */
export function fairRng(key: FairRollKey): Rng & { ranges: [number, number][]; faces: number[] } {
  if (!Number.isInteger(key.seq) || key.seq < 1) throw new RangeError('seq starts at 1');
  const seed = hexToBytes(key.serverSeed);
  const prefix = `${FAIR_DICE_SCHEME}\n${key.characterId}\n${key.seq}\n${key.clientSeed}\n`;
  const encoder = new TextEncoder();
  let block = 0;
  let words: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));
  let next = 0;
  const word = (): number => {
    if (next * 4 >= words.byteLength) {
      const bytes = hmac(sha256, seed, encoder.encode(`${prefix}${block++}`));
      words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      next = 0;
    }
    return words.getUint32(4 * next++, false);
  };
  const ranges: [number, number][] = [];
  const faces: number[] = [];
  return {
    ranges,
    faces,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`bad range [${min}, ${max}]`);
      const span = max - min + 1;
      if (span > 2 ** 32) throw new RangeError('range wider than 2^32');
      const limit = 2 ** 32 - (2 ** 32 % span);
      for (;;) {
        const value = word();
        if (value < limit) {
          const face = min + (value % span);
          ranges.push([min, max]);
          faces.push(face);
          return face;
        }
      }
    },
  };
}

/** Recompute a logged roll's faces from its key and the ranges it asked for. */
export function recomputeFaces(key: FairRollKey, ranges: readonly (readonly [number, number])[]): number[] {
  const rng = fairRng(key);
  return ranges.map(([min, max]) => rng.int(min, max));
}

/** A logged roll as an auditor sees it: its place, its faces, and the fairness it claims. */
export interface LoggedFairRoll {
  characterId: string;
  seq: number;
  faces: readonly number[];
  commitment: string;
  clientSeed: string;
  ranges: readonly (readonly [number, number])[];
  /** A roll kept in several logs is derived at one place, the anchor's (`log` is its character id). */
  derivedAt?: { log: string; seq: number };
}

export type FairRollCheck =
  | { status: 'UNREVEALED' }
  | { status: 'VERIFIED' }
  | { status: 'FAILED'; reason: string };

/**
 * Check a logged roll against its epoch: the commitment it names is the epoch's, the revealed
 * seed matches that commitment, and redrawing the ranges gives exactly the logged faces.
 */
export function checkFairRoll(roll: LoggedFairRoll, epoch: { commitment: string; seed: string | null }): FairRollCheck {
  if (roll.commitment !== epoch.commitment) return { status: 'FAILED', reason: 'the roll names another commitment than its epoch’s' };
  if (epoch.seed === null) return { status: 'UNREVEALED' };
  if (!seedMatchesCommitment(epoch.seed, epoch.commitment)) return { status: 'FAILED', reason: 'the revealed seed does not match its commitment' };
  if (roll.ranges.length !== roll.faces.length) return { status: 'FAILED', reason: 'the roll logs a different number of faces and ranges' };
  const place = roll.derivedAt ?? { log: roll.characterId, seq: roll.seq };
  const redrawn = recomputeFaces({ serverSeed: epoch.seed, clientSeed: roll.clientSeed, characterId: place.log, seq: place.seq }, roll.ranges);
  return redrawn.every((face, i) => face === roll.faces[i]) ? { status: 'VERIFIED' } : { status: 'FAILED', reason: `the faces redrawn from the seeds are ${redrawn.join(', ')}, not ${roll.faces.join(', ')}` };
}

/** The fairness record a log entry's payload keeps (its `fairness` field): what redraws its faces. */
export interface LoggedFairness {
  commitment: string;
  clientSeed: string;
  ranges: [number, number][];
  /** In a PC's entry, an NPC side is sealed (src/db/roll-seal.ts): an object, never a PC. */
  sides?: (string | { sealed: string })[];
  derivedAt?: { log: string; seq: number };
}

/** The entry's fairness record, or null: a roll older than fair dice, or no dice at all. */
export function loggedFairness(payload: unknown): LoggedFairness | null {
  const f = payload && typeof payload === 'object' ? (payload as { fairness?: Partial<LoggedFairness> }).fairness : undefined;
  if (!f || typeof f.commitment !== 'string' || typeof f.clientSeed !== 'string' || !Array.isArray(f.ranges)) return null;
  return f as LoggedFairness;
}

/** The faces a log entry's payload records (what `checkLoggedEntry` compares). */
export function loggedFaces(payload: unknown): number[] {
  const faces = payload && typeof payload === 'object' ? (payload as { faces?: unknown }).faces : undefined;
  return Array.isArray(faces) ? faces : [];
}

/**
 * One log entry's faces redrawn from its epoch's seeds where they were rolled (`checkFairRoll`):
 * `rolledAs` is the character id the entry was rolled under (an imported entry keeps its
 * original id; the caller has checked that it names this log's character). Null when the entry
 * records no fair dice. Used by `Roll.verified` and by the import report alike.
 */
export function checkLoggedEntry(payload: unknown, seq: number, rolledAs: string, epoch: { commitment: string; seed: string | null }): FairRollCheck | null {
  const fairness = loggedFairness(payload);
  if (!fairness) return null;
  return checkFairRoll({ ...fairness, characterId: rolledAs, seq, faces: loggedFaces(payload) }, epoch);
}

/**
 * A reveal that names an epoch which is not the campaign's open one (nor one already revealed):
 * the GM reveals the open epoch (docs/fairness.md §Epochs).
 */
export function epochNotOpen(named: number | null, open: number | null): Violation {
  return violation('EPOCH_NOT_OPEN', 'docs/fairness.md §Epochs: the GM reveals the open epoch', `Epoch ${named} is not one of this campaign's: the open epoch is ${open ?? 'none'}.`);
}
