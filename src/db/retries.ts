/**
 * Retries after a lost race, counted per operation in this process (issue 26 item 2): every
 * roll writer's (src/graphql/rolls/fair-roll.ts `retryLostRace`: a roll that found its place in
 * the character's chain taken, the campaign's epoch opened by a rival, the sheet or encounter
 * moved first), and a creation roll that found its place in the campaign's creation log taken. Each such
 * retry costs one more write (and one more read for a writer that reads again); the normal path
 * costs none, so `npm run bench` prints retries per
 * 1,000 requests beside statements per request (bench/retries.ts).
 *
 * Pure bookkeeping: a number per operation name, incremented where the retry is decided; no
 * statement, no log line, nothing per request otherwise. Process-local (per isolate on Workers),
 * read by the bench and the tests as a difference between two snapshots.
 */

/** The operation whose lost race is counted: the mutation's field name (`resolveAction`, `castSpell` …). */
export type RetriedOperation = string;

const counts = new Map<RetriedOperation, number>();

/** One retry of `operation` after a lost race. */
export function countRetry(operation: RetriedOperation): void {
  counts.set(operation, (counts.get(operation) ?? 0) + 1);
}

/** Retries so far of one operation (0 if it never retried): compare two snapshots. */
export function retriesOf(operation: RetriedOperation): number {
  return counts.get(operation) ?? 0;
}

/** Retries so far per operation that retried (a copy: compare two snapshots). */
export function retriesSoFar(): Record<RetriedOperation, number> {
  return Object.fromEntries(counts);
}
