/**
 * The throughput floor (issue #11 goal 4): what the stack costs before any rule runs. A tiny yoga
 * app built here (not in the product) with one mutation doing ONE `INSERT … RETURNING` through
 * Drizzle is served beside the real app on the same database; resolveAction is printed as a ratio
 * of it. Warmed up first; resolveAction is loaded as a table would load it (many characters, each
 * request on the next one), and on ONE character as the worst case (every request queues on that
 * character's roll chain). Answers that are not a payload (CONFLICT …) are counted, never hidden.
 * The four rows run in alternating slices (`loadInterleaved`): on this shared machine a row run
 * minutes after the floor met another machine (the floor alone moved 369–524 req/s between runs).
 *
 * Beside the 32-PC row, 8 PCs (as many as the concurrency) and the one PC, each with its writes
 * per roll (roll statements run ÷ rolls written: 1.00 when no write lost its place). The app
 * queues one character's rolls in the process (src/db/roll-queue.ts) as `npm start` does;
 * `BENCH_ROLL_QUEUE=off` measures without that queue (the Workers' case: the row lock alone).
 *
 * PGlite in memory, or a Postgres server given by URL. Alone:
 * `npx tsx bench/floor.ts [requests] [postgres-url] [requests on one PC]`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getTableName, sql } from 'drizzle-orm';
import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/primitives/clock.js';
import { type NodeDatabase, openPglite, openPostgres } from '../src/db/node.js';
import type { Logger } from 'drizzle-orm';
import { inProcessLimiter } from '../src/http/rate-limit.js';
import { RollQueue } from '../src/db/roll-queue.js';
import { cryptoRng } from '../src/rules/dice.js';
import { type LoadResult, load, loadInterleaved, runAlone } from './http.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';

/** The floor's one table: a row id, a number, a time, like the smallest log entry (named per bench, so one never drops another's). */
export function floorTable(name: string) {
  return pgTable(name, {
    id: uuid('id').primaryKey().defaultRandom(),
    n: integer('n').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  });
}
type FloorTable = ReturnType<typeof floorTable>;

/** Creates the floor's table if missing. */
export async function createFloorTable(database: NodeDatabase, table: FloorTable): Promise<void> {
  const name = getTableName(table);
  await database.db.execute(sql.raw(`create table if not exists ${name} (id uuid primary key default gen_random_uuid(), n integer not null, created_at timestamptz not null default now())`));
}

const floorRows = floorTable('bench_floor');

/** Roll statements run (each attempt to write a roll is one), counted through the Drizzle logger. */
const rollWrites = { count: 0 };
const rollWriteCounter: Logger = {
  logQuery: (query) => {
    if (query.includes('update characters set roll_seq')) rollWrites.count++;
  },
};

/** The process queue of rolls per character is on unless BENCH_ROLL_QUEUE=off. */
const queueOn = () => process.env.BENCH_ROLL_QUEUE !== 'off';

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, server };
}

/** The bare yoga app: one mutation, one INSERT … RETURNING through Drizzle, nothing checked. */
export function floorApp(database: NodeDatabase, table: FloorTable = floorRows, plugins: Plugin[] = []) {
  return createYoga({
    schema: createSchema({
      typeDefs: 'type Query { ok: Boolean } type Mutation { record(n: Int!): ID! }',
      resolvers: {
        Mutation: {
          record: async (_root: unknown, { n }: { n: number }) => {
            const [row] = await database.db.insert(table).values({ n }).returning({ id: table.id });
            return row!.id;
          },
        },
      },
    }),
    logging: false,
    plugins,
  });
}

async function post(url: string, query: string, variables: Record<string, unknown>, apiKey?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

export interface FloorResult {
  backend: string;
  floor: LoadResult;
  spread: LoadResult & { characters: number };
  /** As many PCs as requests in flight. */
  eight: LoadResult & { characters: number };
  one: LoadResult;
  /** Answers that were not a ResolveActionPayload, by code (CONFLICT, INTERNAL …), per row. */
  failures: { spread: Record<string, number>; eight: Record<string, number>; one: Record<string, number> };
  /** Roll statements run per roll written, per row (1: no attempt lost its place). */
  writesPerRoll: { spread: number; eight: number; one: number };
  /** Whether the app queued one character's rolls in the process. */
  queue: boolean;
  /** The one character's log after the run: entries, and whether seq is exactly 1..n. */
  oneLog: { entries: number; gapless: boolean };
}

export async function benchFloor(backend: string, database: NodeDatabase, requests: number, oneRequests = requests, concurrency = 8, characters = 32): Promise<FloorResult> {
  await createFloorTable(database, floorRows);
  const product = await listen(
    createApp({ rollKeys: () => developmentRollKeys(),
      db: () => database.db,
      rng: cryptoRng(),
      clock: systemClock,
      signUpLimiter: () => inProcessLimiter({ limit: 1e9, windowMs: 60_000, clock: systemClock }),
      rollQueue: queueOn() ? new RollQueue() : null,
    }),
  );
  const floor = await listen(floorApp(database));
  let failures: Record<string, number> = {};
  const byRow = { spread: {}, eight: {}, one: {} } as FloorResult['failures'];
  /** Roll statements run per row (its slices' share of the counter). */
  const writesByRow = { spread: 0, eight: 0, one: 0 };
  let writesBefore = 0;
  /** A resolveAction row: its answers other than a payload and its roll statements are its own. */
  const rollRow = (row: keyof FloorResult['failures']) => ({
    enter: () => {
      failures = byRow[row];
      writesBefore = rollWrites.count;
    },
    leave: () => {
      writesByRow[row] += rollWrites.count - writesBefore;
    },
  });
  const writesPerRoll = (row: keyof FloorResult['failures'], result: LoadResult) => {
    const failed = Object.values(byRow[row]).reduce((a, b) => a + b, 0);
    return writesByRow[row] / Math.max(1, result.requests - failed);
  };
  try {
    const url = product.url;
    const must = async (query: string, variables: Record<string, unknown> = {}, key?: string) => {
      const body = await post(url, query, variables, key);
      if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    const { signUp } = await must(`mutation { signUp(input: { name: "Bench GM" }) { ... on SignUpPayload { apiKey } } }`);
    const key = signUp.apiKey as string;
    const { createCampaign } = await must(`mutation { createCampaign(input: { name: "Floor", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, key);
    const create = `mutation($c: ID!, $n: String!) { createCharacter(input: { campaignId: $c, name: $n, sms: { race: "TIFIN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) { ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`;
    const table: { id: string; moduleIds: string[] }[] = [];
    for (let i = 0; i < characters; i++) {
      const made = await must(create, { c: createCampaign.campaign.id, n: `PC ${i}` }, key);
      const character = made.createCharacter.character;
      table.push({ id: character.id, moduleIds: (character.sheet.modules as { id: string }[]).slice(-2).map((m) => m.id) });
    }
    const RESOLVE = `mutation($c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, moduleIds: $m, difficulty: 8 }) { __typename } }`;
    const resolve = async (pc: { id: string; moduleIds: string[] }) => {
      const body = await post(url, RESOLVE, { c: pc.id, m: pc.moduleIds }, key);
      const kind = body.data?.resolveAction?.__typename ?? body.errors?.[0]?.extensions?.code ?? 'NO_ANSWER';
      if (kind !== 'ResolveActionPayload') failures[kind] = (failures[kind] ?? 0) + 1;
    };
    const record = async (i: number) => {
      const body = await post(floor.url, 'mutation($n: Int!) { record(n: $n) }', { n: i });
      if (body.errors) throw new Error(`floor: ${JSON.stringify(body.errors)}`);
    };
    // Warm up both apps (JIT, pools, plans) before anything is timed.
    await load('warm-up floor', Math.min(400, requests), concurrency, record);
    await load('warm-up resolve', Math.min(200, requests), concurrency, (i) => resolve(table[i % characters]!));

    // The floor and the three resolveAction rows in alternating slices: each sees the same machine.
    const few = Math.min(concurrency, characters);
    const worst = table[0]!;
    const [floorRun, spread, eight, one] = await loadInterleaved(
      [
        { name: 'floor: 1 INSERT…RETURNING', total: requests, request: record },
        { name: `resolveAction, ${characters} PCs`, total: requests, request: (i) => resolve(table[i % characters]!), ...rollRow('spread') },
        { name: `resolveAction, ${few} PCs`, total: requests, request: (i) => resolve(table[1 + (i % few)]!), ...rollRow('eight') },
        { name: 'resolveAction, 1 PC', total: oneRequests, request: () => resolve(worst), ...rollRow('one') },
      ],
      concurrency,
    );
    const { decodeId } = await import('../src/primitives/ids.js');
    const log = (await database.db.execute(
      sql`select count(*)::int as n, count(distinct seq)::int as d, coalesce(max(seq), 0)::int as top from rolls where character_id = ${decodeId('Character', worst.id)}::uuid`,
    )) as unknown as { rows: { n: number; d: number; top: number }[] };
    const [counted] = log.rows;
    return {
      backend,
      floor: floorRun!,
      spread: { ...spread!, characters },
      eight: { ...eight!, characters: few },
      one: one!,
      failures: byRow,
      writesPerRoll: { spread: writesPerRoll('spread', spread!), eight: writesPerRoll('eight', eight!), one: writesPerRoll('one', one!) },
      queue: queueOn(),
      oneLog: { entries: Number(counted!.n), gapless: counted!.n === counted!.d && counted!.n === counted!.top },
    };
  } finally {
    product.server.close();
    floor.server.close();
    await database.db.execute(sql`drop table if exists bench_floor`);
  }
}

function line(result: LoadResult, floor?: LoadResult): string {
  const ratio = floor ? `${(result.rps / floor.rps).toFixed(2)}× the floor` : '(floor)';
  return `${result.name.padEnd(28)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(7)} ms  ${ratio}`;
}

export function floorReport(r: FloorResult): string {
  const failed = (f: Record<string, number>) => {
    const entries = Object.entries(f);
    return entries.length ? entries.map(([k, n]) => `${k} ${n}`).join(', ') : 'none';
  };
  const writes = (n: number) => `, ${n.toFixed(2)} writes/roll`;
  return [
    line(r.floor),
    line(r.spread, r.floor) + writes(r.writesPerRoll.spread),
    line(r.eight, r.floor) + writes(r.writesPerRoll.eight),
    `${line(r.one, r.floor)}${writes(r.writesPerRoll.one)}, ${(r.one.rps / r.spread.rps).toFixed(2)}× the ${r.spread.characters}-PC load, ${(r.one.rps / r.eight.rps).toFixed(2)}× the ${r.eight.characters}-PC`,
    `  process roll queue: ${r.queue ? 'on' : 'off (BENCH_ROLL_QUEUE=off)'}; answers other than a payload: ${r.spread.characters} PCs ${failed(r.failures.spread)}; ${r.eight.characters} PCs ${failed(r.failures.eight)}; 1 PC ${failed(r.failures.one)} (its log: ${r.oneLog.entries} entries, seq ${r.oneLog.gapless ? '1..n, no gap or duplicate' : 'NOT 1..n'})`,
  ].join('\n');
}

/**
 * The floor on PGlite, and on the Postgres server at `url` when given. The one-PC row runs
 * `oneRequests` (5,000 in the full bench: issue #11 asks for zero CONFLICT in that many).
 */
export async function benchFloors(requests: number, url?: string, oneRequests = requests): Promise<string[]> {
  const out: string[] = [];
  const pglite = await openPglite(undefined, rollWriteCounter, process.env.BENCH_PGLITE_STATEMENTS !== 'off');
  try {
    out.push(`# Floor on embedded PGlite, concurrency 8, ${requests} requests a row (1 PC: ${oneRequests})`, floorReport(await benchFloor('pglite', pglite, requests, oneRequests)));
  } finally {
    await pglite.close();
  }
  if (url) {
    const server = await openPostgres(url, rollWriteCounter, 20);
    try {
      out.push(`# Floor on the Postgres server, concurrency 8, ${requests} requests a row (1 PC: ${oneRequests})`, floorReport(await benchFloor('postgres', server, requests, oneRequests)));
    } finally {
      await server.close();
    }
  }
  return out;
}

runAlone(import.meta.url, () => {
  const requests = Number(process.argv[2] ?? 2000);
  return benchFloors(requests, process.argv[3] || process.env.BENCH_DATABASE_URL, Number(process.argv[4] ?? requests));
});
