import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/rules/dice.js';
import { drawServerSeed, fairBlock, fairRng, recomputeFaces, seedCommitment, seedMatchesCommitment } from '../../src/rules/fair-dice.js';

const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const CHARACTER = '3b0c6e1e-8f43-4d7a-9a51-5b8f2f1c0d42';

/** Chi-square critical values at p = 0.001 by degrees of freedom (k − 1). */
const CHI2_999: Record<number, number> = { 1: 10.828, 3: 16.266, 5: 20.515, 7: 24.322, 9: 27.877, 11: 31.264, 19: 43.82, 99: 148.23 };

function chiSquare(counts: number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('fair-dice.ts', () => {
  it('the commitment is SHA-256 of the seed bytes, as openssl/node compute it', () => {
    expect(seedCommitment(SEED)).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
    expect(seedMatchesCommitment(SEED, seedCommitment(SEED))).toBe(true);
    const other = `${SEED.slice(0, 63)}1`;
    expect(seedMatchesCommitment(other, seedCommitment(SEED))).toBe(false);
    expect(seedMatchesCommitment('not hex', seedCommitment(SEED))).toBe(false);
  });

  it('each block is HMAC-SHA-256(seed, scheme ‖ character ‖ seq ‖ client seed ‖ block), as node:crypto computes it', () => {
    const key = { serverSeed: SEED, clientSeed: 'lucky-7', characterId: CHARACTER, seq: 3 };
    for (const n of [0, 1, 5]) {
      const expected = createHmac('sha256', Buffer.from(SEED, 'hex')).update(`sms-fair-dice/1\n${CHARACTER}\n3\nlucky-7\n${n}`).digest('hex');
      expect(Buffer.from(fairBlock(key, n)).toString('hex')).toBe(expected);
    }
    // The first face of a D6 is the first big-endian word below the limit, mod 6, plus 1.
    const word = Buffer.from(fairBlock(key, 0)).readUInt32BE(0);
    const limit = 2 ** 32 - (2 ** 32 % 6);
    if (word < limit) expect(fairRng(key).int(1, 6)).toBe(1 + (word % 6));
  });

  it('is reproducible: the same key gives the same faces, and recomputeFaces agrees with the log', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 20 }),
        (clientSeed, seq, sides) => {
          const key = { serverSeed: SEED, clientSeed, characterId: CHARACTER, seq };
          const rng = fairRng(key);
          const faces = sides.map((s) => rng.int(1, s));
          expect(faces.every((f, i) => f >= 1 && f <= sides[i]!)).toBe(true);
          expect(rng.ranges).toEqual(sides.map((s) => [1, s]));
          expect(recomputeFaces(key, rng.ranges)).toEqual(faces);
        },
      ),
      { seed: 15, numRuns: 200 },
    );
  });

  it('any change of seed, client seed, character or place changes the stream', () => {
    const base = { serverSeed: SEED, clientSeed: 'x', characterId: CHARACTER, seq: 1 };
    const draw = (k: typeof base) => Array.from({ length: 8 }, ((r) => () => r.int(1, 1_000_000))(fairRng(k)));
    const reference = draw(base);
    expect(draw({ ...base, serverSeed: `${SEED.slice(0, 63)}1` })).not.toEqual(reference);
    expect(draw({ ...base, clientSeed: 'y' })).not.toEqual(reference);
    expect(draw({ ...base, characterId: CHARACTER.replace('3b', '4b') })).not.toEqual(reference);
    expect(draw({ ...base, seq: 2 })).not.toEqual(reference);
  });

  it.each([2, 4, 6, 8, 10, 12, 20, 100])('D%i faces are uniform over 100,000 draws (chi-square, p = 0.001, fixed seed)', (sides) => {
    const rng = fairRng({ serverSeed: SEED, clientSeed: `chi-${sides}`, characterId: CHARACTER, seq: 1 });
    const counts = new Array<number>(sides).fill(0);
    const draws = 100_000;
    for (let i = 0; i < draws; i++) counts[rng.int(1, sides) - 1]! += 1;
    expect(counts.every((c) => c > 0)).toBe(true);
    expect(chiSquare(counts, draws)).toBeLessThan(CHI2_999[sides - 1]!);
  });

  it('the first face of successive rolls (one per seq) is uniform too: D6 over 20,000 rolls', () => {
    const counts = new Array<number>(6).fill(0);
    for (let seq = 1; seq <= 20_000; seq++) counts[fairRng({ serverSeed: SEED, clientSeed: '', characterId: CHARACTER, seq }).int(1, 6) - 1]! += 1;
    expect(chiSquare(counts, 20_000)).toBeLessThan(CHI2_999[5]!);
  });

  it('server seeds come from the given Rng as 64 hex digits, and refuse a malformed seed', () => {
    const seed = drawServerSeed(seededRng(1));
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawServerSeed(seededRng(1))).toBe(seed);
    expect(drawServerSeed(seededRng(2))).not.toBe(seed);
    expect(() => fairRng({ serverSeed: 'ABC', clientSeed: '', characterId: CHARACTER, seq: 1 })).toThrow(RangeError);
    expect(() => fairRng({ serverSeed: SEED, clientSeed: '', characterId: CHARACTER, seq: 0 })).toThrow(RangeError);
  });
});
