/**
 * Retries after a lost race, counted per operation in this process (issue 26 item 2): a roll
 * that found its place in the character's chain taken (or the campaign's epoch opened by a
 * rival), a creation roll that found its place in the campaign's creation log taken. Each such
 * retry costs one more write; the normal path costs none, so `npm run bench` prints retries per
 * 1,000 requests beside statements per request (bench/retries.ts).
 *
 * Pure bookkeeping: a number per operation name, incremented where the retry is decided; no
 * statement, no log line, nothing per request otherwise. Process-local (per isolate on Workers),
 * read by the bench and the tests as a difference between two snapshots.
 */

/** Operations whose lost races are counted here, and the race each one retries. */
export type RetriedOperation = 'resolveAction' | 'createCharacter';

const counts = new Map<RetriedOperation, number>();

/** One retry of `operation` after a lost race. */
export function countRetry(operation: RetriedOperation): void {
  counts.set(operation, (counts.get(operation) ?? 0) + 1);
}

/** Retries so far per operation (a copy: compare two snapshots). */
export function retriesSoFar(): Record<RetriedOperation, number> {
  return { resolveAction: counts.get('resolveAction') ?? 0, createCharacter: counts.get('createCharacter') ?? 0 };
}
