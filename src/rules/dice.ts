/**
 * Dice: the random source every rule uses, and the SMS die arithmetic.
 *
 * The rules core never calls Math.random or crypto directly: it takes an `Rng`, so the API
 * injects a cryptographic source and tests inject a seeded one (the boardgame.io way).
 */

/** A source of uniform random integers. */
export interface Rng {
  /** A uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
}

/** Roll one die with `sides` faces: 1..sides. */
export function rollDie(rng: Rng, sides: number): number {
  return rng.int(1, sides);
}

/** Roll `count` dice with `sides` faces each. */
export function rollDice(rng: Rng, count: number, sides: number): number[] {
  return Array.from({ length: count }, () => rng.int(1, sides));
}

function checkRange(min: number, max: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`bad range [${min}, ${max}]`);
  }
  const span = max - min + 1;
  if (span > 2 ** 32) throw new RangeError('range wider than 2^32');
  return span;
}

/**
 * Cryptographic dice (Web Crypto, present in Node 20 and in workerd).
 * Rejection sampling removes modulo bias: draws at or above the largest multiple of the span
 * below 2^32 are thrown away, so every face has exactly the same number of source values.
 */
export function cryptoRng(): Rng {
  // One getRandomValues call per 256 draws: the call, not the arithmetic, is what costs.
  const buffer = new Uint32Array(256);
  let next = buffer.length;
  const draw = (): number => {
    if (next === buffer.length) {
      crypto.getRandomValues(buffer);
      next = 0;
    }
    return buffer[next++]!;
  };
  return {
    int(min, max) {
      const span = checkRange(min, max);
      const limit = 2 ** 32 - (2 ** 32 % span);
      for (;;) {
        const value = draw();
        if (value < limit) return min + (value % span);
      }
    },
  };
}

/**
 * Seeded dice for tests and replays (sfc32). Deterministic for a given seed; never exposed
 * to clients, who can never choose a seed.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return {
    int(min, max) {
      const span = checkRange(min, max);
      const limit = 2 ** 32 - (2 ** 32 % span);
      for (;;) {
        const value = next();
        if (value < limit) return min + (value % span);
      }
    },
  };
}

/** An Rng that returns the given faces in order, for tests that need exact rolls. */
export function scriptedRng(faces: readonly number[]): Rng {
  let i = 0;
  return {
    int(min, max) {
      if (i >= faces.length) throw new Error('scriptedRng: no more faces');
      const face = faces[i++]!;
      if (face < min || face > max) throw new RangeError(`scripted face ${face} outside [${min}, ${max}]`);
      return face;
    },
  };
}

// ---------------------------------------------------------------------------------------
// SMS die arithmetic (SMS §2 "Die arithmetic")
// ---------------------------------------------------------------------------------------

/** The real difficulty dice of SMS: D0 (automatic success) to D12. */
export const SMS_DICE = [0, 2, 4, 6, 8, 10, 12] as const;
export type SmsDie = (typeof SMS_DICE)[number];

/**
 * Settle a die size after every adjustment is in (SMS §2: round once, "une fois tous les
 * paramètres pris en compte"). Also used for bare numbers used as difficulties (3 → D4).
 * - below 1 → 0 (D0, automatic success);
 * - an odd value rounds up to the next even number (D3 → D4, D9 → D10);
 * - above 12 the even value is kept (13 → 14): the caller compares it with the score, see
 *   `isAboveTwelve`.
 */
export function settleDie(points: number): number {
  if (!Number.isFinite(points)) throw new RangeError('die points must be finite');
  const whole = Math.ceil(points);
  if (whole < 1) return 0;
  return whole % 2 === 0 ? whole : whole + 1;
}

/** True when a settled die lies above D12: impossible unless the score reaches it (SMS §2). */
export function isAboveTwelve(die: number): boolean {
  return die > 12;
}

/** The die's class = die ÷ 2 (D2 → 1 … D12 → 6); SMS §2.4 Decision. */
export function dieClass(die: number): number {
  return Math.floor(settleDie(die) / 2);
}

/** Add a shift in die points and settle (D6 + 2 = D8). */
export function shiftDie(die: number, shift: number): number {
  return settleDie(die + shift);
}

/** Wrap an Rng to keep every face it gives, in order: the roll log stores the raw faces. */
export function recordingRng(rng: Rng): Rng & { faces: number[] } {
  const faces: number[] = [];
  return {
    faces,
    int(min, max) {
      const face = rng.int(min, max);
      faces.push(face);
      return face;
    },
  };
}
