/**
 * Fair dice for the resolvers that roll (docs/fairness.md): the derived Rng for one roll, from
 * the campaign's open epoch, the player's client seed and the roll's place in the log.
 */
import * as z from 'zod/mini';
import { type EpochRow, ensureOpenEpoch, openEpoch } from '../../db/fairness.js';
import type { RollFairness, RollPlace } from '../../db/rolls.js';
import type { Queryable } from '../../db/client.js';
import type { Rng } from '../../rules/dice.js';
import { drawServerSeed, fairRng, seedCommitment } from '../../rules/fair-dice.js';
import type { Context } from '../context.js';

/** Printable ASCII, so a reader can retype it into `openssl` (docs/fairness.md). */
export const clientSeedSchema = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\x20-\x7e]+$/, 'printable ASCII characters only'));

/** A fresh secret seed from the app's crypto source, with its public commitment. */
export function newServerSeed(ctx: Pick<Context, 'seeds'>): { seed: string; commitment: string } {
  const seed = drawServerSeed(ctx.seeds);
  return { seed, commitment: seedCommitment(seed) };
}

export interface FairDice {
  /** The rules core's Rng for this roll: it records every face and the range it was drawn in. */
  rng: Rng & { faces: number[] };
  /** What the log keeps so anyone can redraw the faces once the seed is revealed. */
  fairness(): RollFairness;
  place: RollPlace;
}

/** Keep each range asked and face given, whatever the source. */
function recording(source: Rng): Rng & { faces: number[]; ranges: [number, number][] } {
  const faces: number[] = [];
  const ranges: [number, number][] = [];
  return {
    faces,
    ranges,
    int(min, max) {
      const face = source.int(min, max);
      ranges.push([min, max]);
      faces.push(face);
      return face;
    },
  };
}

/** The dice for the roll at `place` of `characterId` in `epoch`. */
export function fairDice(ctx: Pick<Context, 'diceOverride'>, characterId: string, epoch: EpochRow, place: RollPlace, clientSeed?: string | null): FairDice {
  const seedOfClient = clientSeed ?? '';
  const rng = recording(ctx.diceOverride ?? fairRng({ serverSeed: epoch.seed, clientSeed: seedOfClient, characterId, seq: place.seq }));
  return {
    rng,
    place,
    fairness: () => ({ epochId: epoch.id, commitment: epoch.commitment, clientSeed: seedOfClient, ranges: rng.ranges }),
  };
}

/** The campaign's open epoch, opening one if it has none (campaigns get theirs at creation). */
export async function currentEpoch(ctx: Pick<Context, 'seeds' | 'clock'>, db: Queryable, campaignId: string, known?: EpochRow | null): Promise<EpochRow> {
  return known ?? (await openEpoch(db, campaignId)) ?? (await ensureOpenEpoch(db, campaignId, newServerSeed(ctx), ctx.clock.now()));
}

/**
 * The log a roll of several characters derives at (docs/fairness.md §Rolls in several logs): the
 * first PC in the order the roll names its sides, else the first side. A rule, not a choice, so
 * the server cannot pick whichever place gives the faces it likes; and a player's export (PCs
 * only) always holds the anchor of a roll their PC took part in.
 */
export function anchorOf<T extends { id: string; kind: string }>(sides: readonly T[]): T {
  return sides.find((s) => s.kind === 'PC') ?? sides[0]!;
}

export interface SharedFairDice extends FairDice {
  /** The character whose log place the faces derive at. */
  anchor: string;
  /** What each side's entry keeps: the anchor's is a plain fair roll naming the sides; the others name the anchor's place. */
  fairnessFor(characterId: string): RollFairness;
  /** The place each side's entry must take (the anchor's is checked: its faces depend on it). */
  placeFor(characterId: string): RollPlace | undefined;
}

/**
 * The dice of one roll logged in several characters' logs: derived at the anchor's next place
 * (`placeOf`, from the heads the resolver read), kept identically in every side's entry. A
 * single side is a plain fair roll.
 */
export function sharedFairDice<T extends { id: string; kind: string }>(
  ctx: Pick<Context, 'diceOverride'>,
  epoch: EpochRow,
  sides: readonly T[],
  placeOf: (anchor: T) => RollPlace,
  clientSeed?: string | null,
): SharedFairDice {
  const unique = sides.filter((s, i) => sides.findIndex((o) => o.id === s.id) === i);
  const anchor = anchorOf(unique);
  const dice = fairDice(ctx, anchor.id, epoch, placeOf(anchor), clientSeed);
  const ids = unique.map((s) => s.id);
  const shared = unique.length > 1;
  return {
    ...dice,
    anchor: anchor.id,
    fairnessFor: (characterId) => {
      const base = dice.fairness();
      if (!shared) return base;
      return characterId === anchor.id ? { ...base, sides: ids } : { ...base, sides: ids, derivedAt: { log: anchor.id, seq: dice.place.seq } };
    },
    placeFor: (characterId) => (characterId === anchor.id ? dice.place : undefined),
  };
}
