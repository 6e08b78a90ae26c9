/**
 * Rolls on one character queue in this process (issue #11 goal 3, docs/fairness.md §Concurrent
 * rolls). The database is what keeps the chain right everywhere: the roll statement advances the
 * head on the character row only from the place read, rivals wait on that row's lock, a loser
 * writes nothing and rolls again at the head it was handed. But a Node process serving many
 * requests for one character would race ITSELF on that lock: each round only one of its own
 * requests wins, the others redo their statement. This queue hands each roll of a character the
 * place the roll before it is writing, so it rolls at the right place the first time.
 *
 * Pipelined (issue 26): a roll's place is known once the roll before it has sealed its entry
 * (the hash is computed here, not in the database), so the next roll starts as soon as that
 * statement is SENT, not when it commits: its dice, rules and seal are done while the previous
 * statement runs, and its own statement waits on the character row's lock, which the database
 * hands over in the order the statements reached it. At most `IN_FLIGHT` statements of one
 * character are on their way at once (each holds a connection). When a statement reaches the
 * row before its predecessor's (or the predecessor wrote nothing), it finds the head one place
 * behind and writes nothing; its roll waits for the predecessor to settle (`previous`) and
 * rolls again after what it wrote: one more write, counted like any lost race.
 *
 * Only a speed-up, never the guard: another process (or a Worker isolate, where there is no
 * shared memory and the queue is off: `rollQueue: null`) still meets the row lock and the retry.
 */
import type { RollPlace } from './rolls.js';

/** One roll's turn in its character's queue: where it starts, and what it tells the rolls after it. */
export interface RollTurn {
  /** Where this roll starts: after the roll queued before it, or this process's last written one; null when none is known. */
  readonly next: RollPlace | null;
  /** Its statement is on its way, its entry sealed at the place before `after`: the next roll may start. Only the first call counts. */
  sent(after: RollPlace): void;
  /** Its entry is written: the rolls after it go after `after`. */
  wrote(after: RollPlace): void;
  /** Settles once the roll queued before this one has: the place after what it wrote, or null (none queued, or it wrote nothing). */
  previous(): Promise<RollPlace | null>;
}

/** How many statements of one character may be on their way at once (each holds a connection). */
export const IN_FLIGHT = 2;

/** A queued roll, as the rolls after it wait on it. */
interface Queued {
  /** Its statement was sent, or it settled without one. */
  released: Promise<void>;
  /** It settled: the place after the entry it wrote, or null. */
  settled: Promise<RollPlace | null>;
}

interface Lane {
  /** The place the next roll starts at: after the last statement sent (optimistic) or written. */
  next: RollPlace | null;
  /** The place after the last entry this lane wrote. */
  written: RollPlace | null;
  /** The last `IN_FLIGHT` rolls queued, the newest last. */
  recent: Queued[];
  pending: number;
}

/** How many characters' last places an idle queue remembers (the oldest forgotten first). */
const REMEMBERED_PLACES = 10_000;

/** A promise and the function that resolves it. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export class RollQueue {
  private readonly lanes = new Map<string, Lane>();
  /**
   * The place after the last roll this process wrote, per character, kept once its lane is
   * dropped: a request that read its head while the previous roll was still being written
   * joins a NEW lane, and its read is one place behind; this brings it level.
   */
  private readonly lastPlaces = new Map<string, RollPlace>();

  /**
   * Run `task` once the roll queued before it on `characterId` has sent its statement (or
   * settled without one) and at most `IN_FLIGHT - 1` earlier ones are still unsettled. A failed
   * task is its caller's answer, not the next roll's: the queue goes on regardless.
   */
  run<T>(characterId: string, task: (turn: RollTurn) => Promise<T>): Promise<T> {
    let lane = this.lanes.get(characterId);
    if (!lane) {
      const last = this.lastPlaces.get(characterId) ?? null;
      lane = { next: last, written: last, recent: [], pending: 0 };
      this.lanes.set(characterId, lane);
    }
    const mine = lane;
    const before = mine.recent.at(-1);
    const full = mine.recent.length >= IN_FLIGHT ? mine.recent[mine.recent.length - IN_FLIGHT] : undefined;
    const released = deferred<void>();
    const settled = deferred<RollPlace | null>();
    mine.recent.push({ released: released.promise, settled: settled.promise });
    if (mine.recent.length > IN_FLIGHT) mine.recent.shift();
    mine.pending++;

    let sentAfter: RollPlace | null = null;
    let wroteAfter: RollPlace | null = null;
    const turn: RollTurn = {
      get next() {
        return mine.next;
      },
      sent(after) {
        if (sentAfter) return;
        sentAfter = after;
        mine.next = after;
        released.resolve();
      },
      wrote(after) {
        wroteAfter = after;
        mine.written = laterPlace(after, mine.written);
        mine.next = laterPlace(after, mine.next);
      },
      previous: () => before?.settled ?? Promise.resolve(null),
    };
    const result = Promise.all([before?.released, full?.settled]).then(() => task(turn));
    return result.finally(() => {
      // Sent but nothing written (a lost race it gave up on, a request answered meanwhile): the
      // next roll must not start after an entry that does not exist.
      if (sentAfter && !wroteAfter && mine.next === sentAfter) mine.next = mine.written;
      released.resolve();
      settled.resolve(wroteAfter);
      // The last one out removes the lane: nothing is kept for characters no longer rolling.
      if (--mine.pending === 0 && this.lanes.get(characterId) === mine) {
        this.lanes.delete(characterId);
        if (mine.written) this.remember(characterId, mine.written);
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
