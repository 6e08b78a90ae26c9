/** `total` calls of `task`, `concurrency` at a time, each starting as soon as one ends: a loaded table's players, not a thundering herd. Results in call order. */
export async function closedLoops<T>(total: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}
