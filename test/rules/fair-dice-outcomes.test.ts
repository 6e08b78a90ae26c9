// Outcomes of the fair dice pinned to exact faces (docs/fairness.md §Deriving the faces): the
// expected words and faces are recomputed here with node:crypto, independently of
// src/rules/fair-dice.ts (which uses @noble/hashes), and the stream's first words are pinned as
// literals so neither side can drift unnoticed.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../src/rules/dice.js';
import {
  checkFairRoll,
  drawServerSeed,
  type FairRollKey,
  fairRng,
  type LoggedFairRoll,
  recomputeFaces,
  seedCommitment,
  seedMatchesCommitment,
} from '../../src/rules/fair-dice.js';

const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const CHARACTER = '3b0c6e1e-8f43-4d7a-9a51-5b8f2f1c0d42';
const OTHER_SEED = '00112233445566778899aabbccddeeffa3f1c2d4e5b60718293a4b5c6d7e8f90';

/** block(n) as docs/fairness.md defines it, with node:crypto. */
function block(key: FairRollKey, n: number): Buffer {
  return createHmac('sha256', Buffer.from(key.serverSeed, 'hex'))
    .update(`sms-fair-dice/1\n${key.characterId}\n${key.seq}\n${key.clientSeed}\n${n}`)
    .digest();
}

/** The first `count` big-endian 32-bit words of block(0) ‖ block(1) ‖ … */
function words(key: FairRollKey, count: number): number[] {
  const out: number[] = [];
  for (let n = 0; out.length < count; n++) {
    const b = block(key, n);
    for (let i = 0; i < 8; i++) out.push(b.readUInt32BE(4 * i));
  }
  return out.slice(0, count);
}

/** Rejection sampling as documented: a word ≥ 2^32 − (2^32 mod span) is skipped. */
function referenceFaces(key: FairRollKey, ranges: readonly (readonly [number, number])[]): number[] {
  let stream: number[] = [];
  let next = 0;
  return ranges.map(([min, max]) => {
    const span = max - min + 1;
    const limit = 2 ** 32 - (2 ** 32 % span);
    for (;;) {
      if (next >= stream.length) stream = words(key, stream.length + 64);
      const word = stream[next++]!;
      if (word < limit) return min + (word % span);
    }
  });
}

const EDGE: FairRollKey = { serverSeed: SEED, clientSeed: 'edge', characterId: CHARACTER, seq: 1 };

describe('fair-dice.ts: faces pinned to (server seed, client seed, character, seq)', () => {
  it('the worked example of docs/fairness.md: a D8 then a D6 give 2 and 2', () => {
    const key = {
      serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      clientSeed: 'my lucky seed',
      characterId: CHARACTER,
      seq: 7,
    };
    expect(seedCommitment(key.serverSeed)).toBe('954d5a49fd70d9b8bcdb35d252267829957f7ef7fa6c74f88419bdc5e82209f4');
    expect(words(key, 2)).toEqual([0x7c409891, 0xefbff04b]);
    const rng = fairRng(key);
    expect([rng.int(1, 8), rng.int(1, 6)]).toEqual([2, 2]);
    expect(rng.faces).toEqual([2, 2]);
    expect(rng.ranges).toEqual([
      [1, 8],
      [1, 6],
    ]);
  });

  it('the stream pinned: its first words, as node:crypto derives them', () => {
    expect(words(EDGE, 3)).toEqual([0xfdac24a8, 0xfa61bdcb, 0x4b1db0e4]);
    // A face over the whole 32-bit range is the word itself: nothing is ever rejected.
    const rng = fairRng(EDGE);
    expect([rng.int(0, 0xffffffff), rng.int(0, 0xffffffff), rng.int(0, 0xffffffff)]).toEqual([0xfdac24a8, 0xfa61bdcb, 0x4b1db0e4]);
  });

  it('words run on into block 1, 2 …: 20 D8 faces (8 divides 2^32, no rejection) are the first 20 words mod 8', () => {
    const stream = words(EDGE, 20);
    const rng = fairRng(EDGE);
    const faces = Array.from({ length: 20 }, () => rng.int(1, 8));
    expect(faces).toEqual(stream.map((w) => 1 + (w % 8)));
    expect(rng.faces).toEqual(faces);
  });

  it('a word exactly at the limit is rejected, one just below is kept', () => {
    const [w0, w1, w2] = words(EDGE, 3) as [number, number, number];
    // For a span s > 2^31, 2^32 mod s = 2^32 − s, so the limit is s itself.
    // Span w0 + 1: limit w0 + 1, the first word w0 is just below it → face w0.
    expect(fairRng(EDGE).int(0, w0)).toBe(w0);
    expect(fairRng(EDGE).int(10, w0 + 10)).toBe(10 + w0);
    // Span w0: limit w0, the first word is exactly at it → rejected; w1 < w0 is kept.
    const rejecting = fairRng(EDGE);
    expect(rejecting.int(0, w0 - 1)).toBe(w1);
    expect(rejecting.faces).toEqual([w1]);
    expect(rejecting.ranges).toEqual([[0, w0 - 1]]);
    // The next face starts after the rejected word and the kept one: w2.
    expect(rejecting.int(0, 0xffffffff)).toBe(w2);
    // Span w1: w0 is above the limit, w1 at it, both rejected → face w2 mod w1.
    expect(fairRng(EDGE).int(0, w1 - 1)).toBe(w2 % w1);
    // Span w1 + 1: w0 is still above the limit w1 + 1, but w1 is just below it → face w1.
    expect(fairRng(EDGE).int(0, w1)).toBe(w1);
  });

  it('faces over many spans and places equal the documented derivation (fixed-seed property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(
          fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 2 ** 31, max: 2 ** 32 - 1 }))),
          { minLength: 1, maxLength: 12 },
        ),
        (clientSeed, seq, specs) => {
          const key = { serverSeed: SEED, clientSeed, characterId: CHARACTER, seq };
          const ranges = specs.map(([min, width]) => [min, min + width] as [number, number]);
          const rng = fairRng(key);
          const faces = ranges.map(([min, max]) => rng.int(min, max));
          const expected = referenceFaces(key, ranges);
          expect(faces).toEqual(expected);
          expect(rng.faces).toEqual(expected);
          expect(recomputeFaces(key, ranges)).toEqual(expected);
        },
      ),
      { seed: 42, numRuns: 100 },
    );
  });

  it('refuses a bad range, a range wider than 2^32, a bad place and a malformed seed', () => {
    const rng = fairRng(EDGE);
    expect(() => rng.int(1.5, 6)).toThrow(new RangeError('bad range [1.5, 6]'));
    expect(() => rng.int(1, 6.5)).toThrow(new RangeError('bad range [1, 6.5]'));
    expect(() => rng.int(6, 1)).toThrow(new RangeError('bad range [6, 1]'));
    expect(() => rng.int(0, 2 ** 32)).toThrow(new RangeError('range wider than 2^32'));
    // Nothing was drawn nor logged by the refused calls: the next face is still the first word's.
    expect(rng.faces).toEqual([]);
    expect(rng.int(0, 2 ** 32 - 1)).toBe(0xfdac24a8);
    expect(() => fairRng({ ...EDGE, seq: 0 })).toThrow(new RangeError('seq starts at 1'));
    expect(() => fairRng({ ...EDGE, seq: 1.5 })).toThrow(new RangeError('seq starts at 1'));
    for (const bad of [`0${SEED}`, `${SEED}0`, SEED.toUpperCase(), SEED.slice(1), '']) {
      expect(() => fairRng({ ...EDGE, serverSeed: bad })).toThrow(new RangeError('a server seed is 64 lowercase hex digits'));
      expect(() => seedCommitment(bad)).toThrow(RangeError);
    }
  });
});

describe('fair-dice.ts: commitments', () => {
  it('seedCommitment is SHA-256 of the 32 seed bytes, as node:crypto computes it', () => {
    for (const seed of [SEED, OTHER_SEED, '0'.repeat(64), 'f'.repeat(64)]) {
      expect(seedCommitment(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    }
    expect(seedCommitment('0'.repeat(64))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  it('seedMatchesCommitment: the committed seed matches, any other or malformed one does not', () => {
    const commitment = seedCommitment(SEED);
    expect(seedMatchesCommitment(SEED, commitment)).toBe(true);
    expect(seedMatchesCommitment(OTHER_SEED, commitment)).toBe(false);
    expect(seedMatchesCommitment(SEED, seedCommitment(OTHER_SEED))).toBe(false);
    expect(seedMatchesCommitment(SEED, commitment.toUpperCase())).toBe(false);
    expect(seedMatchesCommitment(SEED, '')).toBe(false);
    // Malformed seeds are simply not a match (no throw): an auditor gets a verdict.
    for (const bad of ['', 'not hex', SEED.toUpperCase(), `0${SEED}`, `${SEED}0`, SEED.slice(2)]) {
      expect(seedMatchesCommitment(bad, commitment)).toBe(false);
    }
  });

  it('drawServerSeed: eight 32-bit draws of the Rng over [0, 2^32 − 1], each as 8 hex digits', () => {
    const draws = [0, 1, 0xffffffff, 0x12345678, 0xabcdef, 0x80000000, 0xdeadbeef, 15];
    const asked: [number, number][] = [];
    let i = 0;
    const scripted: Rng = {
      int(min, max) {
        asked.push([min, max]);
        return draws[i++]!;
      },
    };
    const seed = drawServerSeed(scripted);
    expect(seed).toBe('0000000000000001ffffffff1234567800abcdef80000000deadbeef0000000f');
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(asked).toEqual(Array.from({ length: 8 }, () => [0, 0xffffffff]));
    // The seed is usable as one: it has a commitment and matches it.
    expect(seedMatchesCommitment(seed, seedCommitment(seed))).toBe(true);
  });
});

describe('fair-dice.ts: checkFairRoll', () => {
  const commitment = seedCommitment(SEED);
  const ranges: [number, number][] = [
    [1, 1_000_000],
    [1, 1_000_000],
    [1, 6],
  ];
  const key = { serverSeed: SEED, clientSeed: 'c', characterId: CHARACTER, seq: 5 };
  const faces = referenceFaces(key, ranges);
  const roll: LoggedFairRoll = { characterId: CHARACTER, seq: 5, faces, commitment, clientSeed: 'c', ranges };
  const revealed = { commitment, seed: SEED };

  it('the reference faces of this roll, pinned', () => {
    expect(faces).toEqual(recomputeFaces(key, ranges));
    expect(faces).toHaveLength(3);
    expect(new Set(faces.slice(0, 2)).size).toBe(2);
  });

  it('VERIFIED when the commitment is the epoch’s, the seed matches it and the faces redraw', () => {
    expect(checkFairRoll(roll, revealed)).toEqual({ status: 'VERIFIED' });
    expect(checkFairRoll({ ...roll, faces: [], ranges: [] }, revealed)).toEqual({ status: 'VERIFIED' });
  });

  it('UNREVEALED while the epoch’s seed is secret, whatever the faces', () => {
    expect(checkFairRoll(roll, { commitment, seed: null })).toEqual({ status: 'UNREVEALED' });
    expect(checkFairRoll({ ...roll, faces: [1, 2, 3] }, { commitment, seed: null })).toEqual({ status: 'UNREVEALED' });
  });

  it('FAILED when the roll names another commitment than its epoch’s, revealed or not', () => {
    const failed = { status: 'FAILED', reason: 'the roll names another commitment than its epoch’s' };
    const other = seedCommitment(OTHER_SEED);
    expect(checkFairRoll({ ...roll, commitment: other }, revealed)).toEqual(failed);
    expect(checkFairRoll({ ...roll, commitment: other }, { commitment, seed: null })).toEqual(failed);
    expect(checkFairRoll(roll, { commitment: other, seed: OTHER_SEED })).toEqual(failed);
  });

  it('FAILED when the revealed seed does not match the commitment, or is malformed', () => {
    const failed = { status: 'FAILED', reason: 'the revealed seed does not match its commitment' };
    expect(checkFairRoll(roll, { commitment, seed: OTHER_SEED })).toEqual(failed);
    expect(checkFairRoll(roll, { commitment, seed: 'not hex' })).toEqual(failed);
    expect(checkFairRoll(roll, { commitment, seed: SEED.toUpperCase() })).toEqual(failed);
  });

  it('FAILED when the roll logs more faces than ranges, or fewer', () => {
    const failed = { status: 'FAILED', reason: 'the roll logs a different number of faces and ranges' };
    // Extra faces after the right ones: redrawing only the ranges would not notice them.
    expect(checkFairRoll({ ...roll, faces: [...faces, 4] }, revealed)).toEqual(failed);
    expect(checkFairRoll({ ...roll, faces: faces.slice(0, 2) }, revealed)).toEqual(failed);
  });

  it('FAILED, naming both lists, when a face is not what the seeds give — even a later one', () => {
    const [a, b, c] = faces as [number, number, number];
    const wrongLast = [a, b, c === 6 ? 1 : c + 1];
    expect(checkFairRoll({ ...roll, faces: wrongLast }, revealed)).toEqual({
      status: 'FAILED',
      reason: `the faces redrawn from the seeds are ${a}, ${b}, ${c}, not ${wrongLast.join(', ')}`,
    });
    expect(checkFairRoll({ ...roll, faces: [b, a, c] }, revealed)).toEqual({
      status: 'FAILED',
      reason: `the faces redrawn from the seeds are ${a}, ${b}, ${c}, not ${b}, ${a}, ${c}`,
    });
    // Faces of another client seed or place are not this roll's.
    expect(checkFairRoll({ ...roll, clientSeed: 'd' }, revealed).status).toBe('FAILED');
    expect(checkFairRoll({ ...roll, seq: 6 }, revealed).status).toBe('FAILED');
    expect(checkFairRoll({ ...roll, characterId: CHARACTER.replace('3b', '4b') }, revealed).status).toBe('FAILED');
  });

  it('a roll derived at another place (derivedAt) is redrawn there, not at the entry’s own place', () => {
    const anchor = { log: 'creations/7d4f7a2e-1c1b-4f7e-9d35-0c1f6e0a9b11', seq: 2 };
    const anchored = referenceFaces({ serverSeed: SEED, clientSeed: 'c', characterId: anchor.log, seq: anchor.seq }, ranges);
    expect(anchored.slice(0, 2)).not.toEqual(faces.slice(0, 2));
    expect(checkFairRoll({ ...roll, faces: anchored, derivedAt: anchor }, revealed)).toEqual({ status: 'VERIFIED' });
    // The same faces without derivedAt are checked at the entry's own place, and fail there…
    expect(checkFairRoll({ ...roll, faces: anchored }, revealed).status).toBe('FAILED');
    // … and the entry's own faces fail once it claims the anchor's place.
    expect(checkFairRoll({ ...roll, derivedAt: anchor }, revealed)).toEqual({
      status: 'FAILED',
      reason: `the faces redrawn from the seeds are ${anchored.join(', ')}, not ${faces.join(', ')}`,
    });
    // The anchor's seq counts too, not only its log.
    expect(checkFairRoll({ ...roll, faces: anchored, derivedAt: { ...anchor, seq: 3 } }, revealed).status).toBe('FAILED');
  });
});
