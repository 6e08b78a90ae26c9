/**
 * The independent floor, measured from outside (issue 40 items 1 and 2). Three processes: the
 * floor (bench/floor-server.mjs: graphql-yoga + the plain driver, no ORM, no product code), the
 * product's own server (build/node/server.js, what `npm start` runs, rebuilt first if stale),
 * and this one, which only generates load over keep-alive HTTP connections.
 *
 * Rows, each its own mutation at N requests in flight (16 and 64):
 * - floor 1: one INSERT … RETURNING;
 * - floor 2: one SELECT by key, then one INSERT … RETURNING (a mutation's physical floor);
 * - the product's resolveAction on 8 PCs (the benches' scenario: a D8 action with two modules).
 * They run in interleaved time slices (floor 1, floor 2, roll, floor 1, …; 7 s each, 4 rounds
 * by default), so every ratio compares rows that saw the same minutes of a shared machine.
 *
 * Warm-up, reported apart: each server is started fresh (the product's after its table is set
 * up, so no set-up request warms it) and its first 100 requests are timed at 16 in flight,
 * beside the steady rate of the same row. Then one untimed settling slice per row.
 *
 * Backends: the Postgres server at `url` (one fresh database for both servers), and PGlite on
 * disk (each server its own folder, as `npm start` keeps it). Each server's CPU per request is
 * read from /proc (Linux), beside its rate: less swayed by the other helpers' load. Under each
 * row, the whole machine's busy CPU per request, split: the server, the database (the `postgres`
 * processes; on PGlite the database runs inside the server), this load generator, the rest; and
 * the share of the cores left idle. On a machine kept busy, a rate is the busy cores divided by
 * that sum, so the split says which part a ratio is bounded by.
 *
 * Alone: `npx tsx bench/floor-outside.ts [postgres-url] [--server-only] [--inflight=16,64] [--slice=7] [--rounds=4]`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runAlone } from './http.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Server {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Starts `args` with node in its own process; resolves once its output names its port. */
async function startServer(args: string[], env: Record<string, string>, portLine: RegExp): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')}: no port in 120 s:\n${output}`)), 120_000);
    const onData = (d: Buffer) => {
      output += d;
      const m = output.match(portLine);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`)));
  });
  return {
    port,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** User + system CPU in a /proc/<pid>/stat line, ms. */
function cpuOfStat(stat: string): number {
  const fields = stat.split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/** User + system CPU of a process so far, ms (Linux /proc; 0 elsewhere). */
function cpuOf(pid: number): number {
  try {
    return cpuOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** User + system CPU of every `postgres` process so far, ms, by pid (the server's backends and its helpers; Linux). */
function postgresCpu(): Map<number, number> {
  const out = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes('(postgres)')) out.set(Number(pid), cpuOfStat(stat));
    } catch {
      // gone between the listing and the read
    }
  }
  return out;
}

/** The CPU the `postgres` processes spent between two readings, ms (a process new since the first counts whole). */
function postgresCpuSince(before: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of postgresCpu()) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** The machine's busy and idle time so far, ms of all its cores (Linux /proc/stat; zeros elsewhere). */
function machineCpu(): { busy: number; idle: number } {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle, iowait
    const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0); // user … steal
    return { busy: ((total - idle) * 1000) / 100, idle: (idle * 1000) / 100 };
  } catch {
    return { busy: 0, idle: 0 };
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One POST of a GraphQL operation over a kept-alive connection; the parsed answer. */
function post(port: number, body: string, key?: string): Promise<any> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    if (key) headers.authorization = `Bearer ${key}`;
    const req = httpRequest({ agent, host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Row {
  name: string;
  /** The server answering it (for its CPU). */
  server: () => Server;
  /** One request; throws when the answer is not what the row does. */
  fire: (i: number) => Promise<void>;
}

interface Slice {
  requests: number;
  ms: number;
  cpuMs: number;
  /** The `postgres` processes' CPU (0 on PGlite, which runs inside the server), ms. */
  databaseMs: number;
  /** This process's CPU: the load generator's, ms. */
  loadMs: number;
  /** The machine's busy and idle time over the slice, ms of all its cores. */
  machine: { busy: number; idle: number };
  latencies: number[];
}

/** `concurrency` closed loops firing until `ms` have passed (or `count` requests, when given). */
async function slice(row: Row, concurrency: number, ms: number, count = Number.POSITIVE_INFINITY): Promise<Slice> {
  const pid = row.server().pid;
  const cpu0 = cpuOf(pid);
  const database0 = postgresCpu();
  const load0 = process.cpuUsage();
  const machine0 = machineCpu();
  const started = performance.now();
  const deadline = started + ms;
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && next < count) {
        const i = next++;
        const t0 = performance.now();
        await row.fire(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpuMs = cpuOf(pid) - cpu0;
  const load = process.cpuUsage(load0);
  const machine1 = machineCpu();
  return {
    requests: latencies.length,
    ms: elapsed,
    cpuMs,
    databaseMs: postgresCpuSince(database0),
    loadMs: (load.user + load.system) / 1000,
    machine: { busy: machine1.busy - machine0.busy, idle: machine1.idle - machine0.idle },
    latencies,
  };
}

interface RowResult {
  name: string;
  concurrency: number;
  rps: number;
  /** Rate of each round, in order (a drift upward is a slow warm-up). */
  rounds: number[];
  p50: number;
  p99: number;
  /** The server's CPU per request, ms. */
  cpuMs: number;
  /** The database processes' CPU per request, ms (0 on PGlite: inside the server's). */
  databaseMs: number;
  /** The load generator's CPU per request, ms. */
  loadMs: number;
  /** The whole machine's busy CPU per request, ms, and the share of its cores left idle. */
  machineMs: number;
  idle: number;
}

function summarize(name: string, concurrency: number, slices: Slice[]): RowResult {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const requests = slices.reduce((a, s) => a + s.requests, 0);
  const ms = slices.reduce((a, s) => a + s.ms, 0);
  return {
    name,
    concurrency,
    rps: requests / (ms / 1000),
    rounds: slices.map((s) => s.requests / (s.ms / 1000)),
    p50: at(0.5),
    p99: at(0.99),
    cpuMs: slices.reduce((a, s) => a + s.cpuMs, 0) / Math.max(1, requests),
    databaseMs: slices.reduce((a, s) => a + s.databaseMs, 0) / Math.max(1, requests),
    loadMs: slices.reduce((a, s) => a + s.loadMs, 0) / Math.max(1, requests),
    machineMs: slices.reduce((a, s) => a + s.machine.busy, 0) / Math.max(1, requests),
    idle: slices.reduce((a, s) => a + s.machine.idle, 0) / Math.max(1, slices.reduce((a, s) => a + s.machine.busy + s.machine.idle, 0)),
  };
}

export interface OutsideResult {
  backend: string;
  /** First 100 requests of a fresh process at 16 in flight, req/s, per row. */
  warmUp: { name: string; rps: number }[];
  rows: RowResult[];
  /** Answers of the roll row that were not a payload, by kind. */
  failures: Record<string, number>;
}

const RESOLVE = JSON.stringify({
  query: 'mutation($c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, moduleIds: $m, difficulty: 8 }) { __typename } }',
});
const CHARACTERS = 8;

/** The product's table: a GM, a campaign, 8 PCs with two modules each; their ids and the key. */
async function setUpTable(port: number): Promise<{ key: string; pcs: { id: string; moduleIds: string[] }[] }> {
  const must = async (query: string, variables: Record<string, unknown> = {}, key?: string) => {
    const body = await post(port, JSON.stringify({ query, variables }), key);
    if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const { signUp } = await must(`mutation { signUp(input: { name: "Floor GM" }) { ... on SignUpPayload { apiKey } } }`);
  const key = signUp.apiKey as string;
  const { createCampaign } = await must(`mutation { createCampaign(input: { name: "Floor", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, key);
  const create = `mutation($c: ID!, $n: String!) { createCharacter(input: { campaignId: $c, name: $n, sms: { race: "TIFIN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) { ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`;
  const pcs: { id: string; moduleIds: string[] }[] = [];
  for (let i = 0; i < CHARACTERS; i++) {
    const { character } = (await must(create, { c: createCampaign.campaign.id, n: `PC ${i}` }, key)).createCharacter;
    pcs.push({ id: character.id, moduleIds: (character.sheet.modules as { id: string }[]).slice(-2).map((m) => m.id) });
  }
  return { key, pcs };
}

export interface OutsideOptions {
  sliceMs: number;
  rounds: number;
  concurrencies: number[];
}

export const DEFAULT_OPTIONS: OutsideOptions = { sliceMs: 7000, rounds: 4, concurrencies: [16, 64] };

/** One backend: the floor and the product, each in its own process, on `url` or on PGlite folders. */
export async function benchOutside(url: string | undefined, options: OutsideOptions = DEFAULT_OPTIONS): Promise<OutsideResult> {
  const { ensureBuilt, SERVER } = (await import(pathToBuild())) as { ensureBuilt: () => Promise<boolean>; SERVER: string };
  await ensureBuilt();
  const folders = mkdtempSync(join(tmpdir(), 'sms-floor-'));
  let database: string | undefined;
  let admin: pg.Client | undefined;
  if (url) {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `bench_floor_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    database = u.href;
  }
  const floorEnv: Record<string, string> = database ? { FLOOR_DATABASE_URL: database } : { FLOOR_PGLITE: join(folders, 'floor') };
  const appEnv: Record<string, string> = {
    PORT: '0',
    SIGNUP_LIMIT: '1000000',
    DELIVERY_INTERVAL_MS: '0',
    AWARDS_INTERVAL_MS: '0',
    BACKUP_INTERVAL: '0',
    ...(database ? { DATABASE_URL: database, ROLL_LOG_KEYS: `bench:${Buffer.alloc(32, 7).toString('base64')}` } : { DATA_DIR: join(folders, 'app') }),
  };
  // BENCH_APP_NODE_ARGS, BENCH_FLOOR_NODE_ARGS: node flags for the product's process and the
  // floor's (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: where each one's time goes, side by side).
  const appArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const floorArgs = (process.env.BENCH_FLOOR_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const startFloor = () => startServer([...floorArgs, join(ROOT, 'bench/floor-server.mjs')], { ...floorEnv, PORT: '0' }, /listening (\d+)/);
  const startApp = (server = SERVER, env = appEnv) => startServer([...appArgs, server], env, /on http:\/\/127\.0\.0\.1:(\d+)\/graphql/);
  // BENCH_BASELINE_SERVER: another build of the server (e.g. the commit before a change, built and
  // copied to build/node-base/server.js: the same depth, so its paths to the sources still hold),
  // measured as one more row on a copy of the same table: a change's effect within one run.
  const baselineServer = process.env.BENCH_BASELINE_SERVER;
  let floor: Server | undefined;
  let app: Server | undefined;
  let baseline: Server | undefined;
  try {
    // The product's table set up on a first process, then measured on a fresh one.
    app = await startApp();
    const table = await setUpTable(app.port);
    await app.stop();
    // BENCH_VARIANT_SQL: statements (separated by `;;`) run on the bench database once the table
    // is set up, before the measured processes start: what a schema change would save, within one
    // run (Postgres server only; e.g. `drop trigger outbox_events_notify on outbox_events`).
    const variant = process.env.BENCH_VARIANT_SQL;
    if (variant && database) {
      const client = new pg.Client({ connectionString: database });
      await client.connect();
      try {
        for (const statement of variant.split(';;')) await client.query(statement);
      } finally {
        await client.end();
      }
    }
    if (baselineServer && !database) cpSync(join(folders, 'app'), join(folders, 'baseline'), { recursive: true });
    floor = await startFloor();
    app = await startApp();
    if (baselineServer) baseline = await startApp(baselineServer, database ? appEnv : { ...appEnv, DATA_DIR: join(folders, 'baseline') });
    const failures: Record<string, number> = {};
    const bodies = table.pcs.map((pc) => JSON.stringify({ ...JSON.parse(RESOLVE), variables: { c: pc.id, m: pc.moduleIds } }));
    const rows: Row[] = [
      {
        name: 'floor 1: INSERT',
        server: () => floor!,
        fire: async (i) => {
          const body = await post(floor!.port, JSON.stringify({ query: 'mutation($n: Int!) { insertOne(n: $n) }', variables: { n: i } }));
          if (body.errors) throw new Error(`floor: ${JSON.stringify(body.errors)}`);
        },
      },
      {
        name: 'floor 2: SELECT, INSERT',
        server: () => floor!,
        fire: async (i) => {
          const body = await post(floor!.port, JSON.stringify({ query: 'mutation($id: Int!, $n: Int!) { readThenInsert(id: $id, n: $n) }', variables: { id: 1 + (i % 64), n: i } }));
          if (body.errors) throw new Error(`floor: ${JSON.stringify(body.errors)}`);
        },
      },
      {
        name: `resolveAction, ${CHARACTERS} PCs`,
        server: () => app!,
        fire: async (i) => {
          const body = await post(app!.port, bodies[i % CHARACTERS]!, table.key);
          const kind = body.data?.resolveAction?.__typename ?? body.errors?.[0]?.extensions?.code ?? 'NO_ANSWER';
          if (kind !== 'ResolveActionPayload') failures[kind] = (failures[kind] ?? 0) + 1;
        },
      },
    ];
    if (baseline) {
      rows.push({
        name: 'resolveAction, baseline',
        server: () => baseline!,
        fire: async (i) => {
          const body = await post(baseline!.port, bodies[i % CHARACTERS]!, table.key);
          const kind = body.data?.resolveAction?.__typename ?? body.errors?.[0]?.extensions?.code ?? 'NO_ANSWER';
          if (kind !== 'ResolveActionPayload') failures[`baseline ${kind}`] = (failures[`baseline ${kind}`] ?? 0) + 1;
        },
      });
    }
    // Each fresh process's first 100 requests; then one untimed slice each to settle.
    const firsts: Slice[] = [];
    for (const row of rows) firsts.push(await slice(row, 16, Number.POSITIVE_INFINITY, 100));
    for (const row of rows) await slice(row, 16, Math.min(2000, options.sliceMs));
    const results: RowResult[] = [];
    for (const concurrency of options.concurrencies) {
      const slices: Slice[][] = rows.map(() => []);
      for (let round = 0; round < options.rounds; round++) for (const [r, row] of rows.entries()) slices[r]!.push(await slice(row, concurrency, options.sliceMs));
      results.push(...rows.map((row, r) => summarize(row.name, concurrency, slices[r]!)));
    }
    return {
      backend: url ? 'the Postgres server' : 'PGlite on disk',
      warmUp: rows.map((row, r) => ({ name: row.name, rps: firsts[r]!.requests / (firsts[r]!.ms / 1000) })),
      rows: results,
      failures,
    };
  } finally {
    await floor?.stop();
    await app?.stop();
    await baseline?.stop();
    if (admin && database) {
      await admin.query(`drop database if exists ${new URL(database).pathname.slice(1)} with (force)`).catch(() => undefined);
      await admin.end();
    }
    rmSync(folders, { recursive: true, force: true });
  }
}

/** scripts/build-node.mjs, imported at run time (a .mjs module outside the TypeScript project). */
const pathToBuild = () => new URL('../scripts/build-node.mjs', import.meta.url).href;

export function outsideReport(r: OutsideResult, load = ''): string[] {
  const out = [`# Independent floor on ${r.backend}: three processes, interleaved slices${load ? ` (${load})` : ''}`];
  for (const concurrency of new Set(r.rows.map((row) => row.concurrency))) {
    const rows = r.rows.filter((row) => row.concurrency === concurrency);
    const [one, two] = rows;
    for (const row of rows) {
      const ratios = row === one || row === two ? '' : `  ${(row.rps / one!.rps).toFixed(2)}× floor 1, ${(row.rps / two!.rps).toFixed(2)}× floor 2; CPU ${(row.cpuMs / two!.cpuMs).toFixed(2)}× floor 2's`;
      out.push(
        `${String(concurrency).padStart(3)} in flight  ${row.name.padEnd(24)} ${row.rps.toFixed(0).padStart(6)} req/s (rounds ${row.rounds.map((x) => x.toFixed(0)).join(', ')})  p50 ${row.p50.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms  server CPU ${row.cpuMs.toFixed(2)} ms/req${ratios}`,
        `${' '.repeat(15)}the machine per request: ${row.machineMs.toFixed(2)} ms busy (server ${row.cpuMs.toFixed(2)}, database ${row.databaseMs.toFixed(2)}, load generator ${row.loadMs.toFixed(2)}, the rest ${(row.machineMs - row.cpuMs - row.databaseMs - row.loadMs).toFixed(2)}), ${(row.idle * 100).toFixed(0)} % of the cores idle`,
      );
    }
  }
  for (const concurrency of new Set(r.rows.map((row) => row.concurrency))) {
    const rows = r.rows.filter((row) => row.concurrency === concurrency);
    const base = rows.find((row) => row.name === 'resolveAction, baseline');
    const now = rows[2];
    if (base && now) out.push(`  ${concurrency} in flight: this build ÷ the baseline build: rate ${(now.rps / base.rps).toFixed(2)}×, server CPU per request ${(now.cpuMs / base.cpuMs).toFixed(2)}×`);
  }
  const steady16 = (name: string) => r.rows.find((row) => row.name === name && row.concurrency === 16)?.rps;
  out.push(
    `  warm-up, first 100 requests of a fresh process at 16 in flight: ${r.warmUp
      .map((w) => {
        const steady = steady16(w.name);
        return `${w.name} ${w.rps.toFixed(0)} req/s${steady ? ` (steady ÷ first 100 = ${(steady / w.rps).toFixed(2)})` : ''}`;
      })
      .join('; ')}`,
  );
  const failed = Object.entries(r.failures);
  out.push(`  resolveAction answers other than a payload: ${failed.length ? failed.map(([k, n]) => `${k} ${n}`).join(', ') : 'none'}`);
  return out;
}

/** Both backends (the server one when `url` is given), each reported with the machine's load average before it. */
export async function benchOutsideAll(url: string | undefined, options: OutsideOptions = DEFAULT_OPTIONS, pgliteToo = true): Promise<string[]> {
  const { loadavg } = await import('node:os');
  const load = () => `load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`;
  const out: string[] = [];
  if (url) {
    const before = load();
    out.push(...outsideReport(await benchOutside(url, options), before));
  }
  if (pgliteToo) {
    const before = load();
    out.push(...outsideReport(await benchOutside(undefined, options), before));
  }
  out.push(`  (${load()} at the end)`);
  return out;
}

runAlone(import.meta.url, () => {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const url = process.argv.slice(2).find((a) => !a.startsWith('--')) || process.env.BENCH_DATABASE_URL;
  const options: OutsideOptions = {
    sliceMs: Number(arg('slice') ?? 7) * 1000,
    rounds: Number(arg('rounds') ?? 4),
    concurrencies: (arg('inflight') ?? '16,64').split(',').map(Number),
  };
  return benchOutsideAll(url, options, !process.argv.includes('--server-only'));
});
