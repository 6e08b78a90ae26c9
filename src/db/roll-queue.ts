/**
 * Rolls on one character queue in this process (issue #11 goal 3, docs/fairness.md §Concurrent
 * rolls). The database is what keeps the chain right everywhere: the roll statement advances the
 * head on the character row only from the place read, rivals wait on that row's lock, a loser
 * writes nothing and rolls again at the head it was handed. But a Node process serving many
 * requests for one character would race ITSELF on that lock: each round only one of its own
 * requests wins, the others redo their statement. This queue runs one roll write per character
 * at a time in the process (a promise chain per character id, dropped when idle, its last place
 * kept in a bounded map) and hands each the head the previous one left, so it rolls at the
 * right place the first time.
 *
 * Only a speed-up, never the guard: another process (or a Worker isolate, where there is no
 * shared memory and the queue is off: `rollQueue: null`) still meets the row lock and the retry.
 */
import type { RollPlace } from './rolls.js';

/** One character's lane: what the rolls queued on it share. */
export interface RollLane {
  /** The place after the last entry a roll of this lane wrote (null: none yet). */
  next: RollPlace | null;
}

interface Lane extends RollLane {
  tail: Promise<unknown>;
  pending: number;
}

/** How many characters' last places an idle queue remembers (the oldest forgotten first). */
const REMEMBERED_PLACES = 10_000;

export class RollQueue {
  private readonly lanes = new Map<string, Lane>();
  /**
   * The place after the last roll this process wrote, per character, kept once its lane is
   * dropped: a request that read its head while the previous roll was still being written
   * joins a NEW lane, and its read is one place behind; this brings it level.
   */
  private readonly lastPlaces = new Map<string, RollPlace>();

  /** Run `task` once every earlier task queued on `characterId` has settled, failed ones included. */
  run<T>(characterId: string, task: (lane: RollLane) => Promise<T>): Promise<T> {
    let lane = this.lanes.get(characterId);
    if (!lane) {
      lane = { tail: Promise.resolve(), pending: 0, next: this.lastPlaces.get(characterId) ?? null };
      this.lanes.set(characterId, lane);
    }
    const mine = lane;
    mine.pending++;
    const result = mine.tail.then(() => task(mine));
    // A failure is its caller's answer, not the next roll's: the chain goes on regardless.
    mine.tail = result.catch(() => undefined);
    return result.finally(() => {
      // The last one out removes the lane: nothing is kept for characters no longer rolling.
      if (--mine.pending === 0 && this.lanes.get(characterId) === mine) {
        this.lanes.delete(characterId);
        if (mine.next) this.remember(characterId, mine.next);
      }
    });
  }

  private remember(characterId: string, place: RollPlace): void {
    this.lastPlaces.delete(characterId);
    this.lastPlaces.set(characterId, place);
    if (this.lastPlaces.size > REMEMBERED_PLACES) this.lastPlaces.delete(this.lastPlaces.keys().next().value!);
  }

  /** Characters with a roll queued or running (for tests: an idle queue holds nothing). */
  get size(): number {
    return this.lanes.size;
  }
}

/** The later of two places of one chain (the head only moves forward). */
export function laterPlace(a: RollPlace, b: RollPlace | null): RollPlace {
  return b && b.seq > a.seq ? b : a;
}
