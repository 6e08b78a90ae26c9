/**
 * HTTP benchmark helpers: the real Node server (createApp + node:http) on 127.0.0.1 with an
 * embedded PGlite, driven by a closed-loop client at fixed concurrency.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { closedLoops } from '../test/support/loops.js';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/primitives/clock.js';
import { type NodeDatabase, openPglite, openPostgres } from '../src/db/node.js';
import { RollQueue } from '../src/db/roll-queue.js';
import { inProcessLimiter } from '../src/http/rate-limit.js';
import { cryptoRng } from '../src/rules/dice.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';

export interface Served {
  url: string;
  database: NodeDatabase;
  close(): Promise<void>;
}

/** The server on BENCH_DATABASE_URL, or on PGlite: in memory, or in `dataDir` to outlive the process. */
export async function serve(dataDir?: string): Promise<Served> {
  const database = process.env.BENCH_DATABASE_URL ? await openPostgres(process.env.BENCH_DATABASE_URL) : await openPglite(dataDir);
  const yoga = createApp({
    rollKeys: () => developmentRollKeys(),
    db: () => database.db,
    rng: cryptoRng(),
    clock: systemClock,
    signUpLimiter: () => inProcessLimiter({ limit: 1e9, windowMs: 60_000, clock: systemClock }),
    rollQueue: new RollQueue(),
  });
  const server: Server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    database,
    close: async () => {
      server.close();
      await database.close();
    },
  };
}

export async function gql(url: string, query: string, variables: Record<string, unknown> = {}, apiKey?: string): Promise<any> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

/** `total` requests from `concurrency` closed loops; latency in ms per request. */
export async function load(name: string, total: number, concurrency: number, request: (i: number) => Promise<void>): Promise<LoadResult> {
  const started = performance.now();
  const latencies = await closedLoops(total, concurrency, (i) => timed(request, i));
  return summary(name, total, performance.now() - started, latencies);
}

/** One request's latency, ms. */
async function timed(request: (i: number) => Promise<void>, i: number): Promise<number> {
  const t0 = performance.now();
  await request(i);
  return performance.now() - t0;
}

/** A row's rate over `ms` of its own time, and its latency percentiles. */
function summary(name: string, requests: number, ms: number, latencies: number[]): LoadResult {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { name, requests, rps: requests / (ms / 1000), p50: at(0.5), p99: at(0.99) };
}

/** One row of `loadInterleaved`: `enter` runs before each of its slices, `leave` after. */
export interface InterleavedRow {
  name: string;
  total: number;
  request: (i: number) => Promise<void>;
  enter?: () => void;
  leave?: () => void;
}

/**
 * Several rows measured in alternating slices (row A's first slice, row B's first, … then
 * each one's second …), each slice `total ÷ rounds` of its row's requests at `concurrency`.
 * On a shared machine the speed drifts by ±30 % from one minute to the next: rows run one
 * after the other compare two different machines, sliced they see the same one. A row's rate
 * is its requests over the time of its own slices; its latencies are all its requests'.
 */
export async function loadInterleaved(rows: InterleavedRow[], concurrency: number, rounds = 10): Promise<LoadResult[]> {
  const state = rows.map(() => ({ latencies: [] as number[], ms: 0, done: 0 }));
  for (let round = 1; round <= rounds; round++) {
    for (const [r, row] of rows.entries()) {
      const s = state[r]!;
      const until = Math.round((row.total * round) / rounds);
      row.enter?.();
      const started = performance.now();
      const from = s.done;
      s.latencies.push(...(await closedLoops(until - from, concurrency, (k) => timed(row.request, from + k))));
      s.done = until;
      s.ms += performance.now() - started;
      row.leave?.();
    }
  }
  return rows.map((row, r) => summary(row.name, row.total, state[r]!.ms, state[r]!.latencies));
}

/**
 * A bench file run alone (`npx tsx bench/<file>.ts`): when `moduleUrl` (its `import.meta.url`)
 * is the process' entry, print what `main` returns (undefined: nothing) and exit 0, or print the failure and exit 1.
 */
export function runAlone(moduleUrl: string, main: () => Promise<string | string[] | undefined>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().then(
    (out) => {
      if (out !== undefined) console.log([out].flat().join('\n'));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
