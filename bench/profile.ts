/**
 * Where a resolveAction's time goes (issue #11 goal 4): the product app driven in-process through
 * `yoga.fetch` (no sockets), one request at a time so each phase is its own, beside the floor's
 * bare yoga mutation (one INSERT … RETURNING through Drizzle) on the same database. Prints the
 * process CPU per request (Node's; on PGlite the database runs in this process too, so its work
 * is in it) and the wall time per request split by phase: yoga before parsing, parse, validate,
 * context (the API key: hash + lookup; and the cost check), execute (the resolvers), the answer; and, across them,
 * the time spent waiting on the driver ("db").
 *
 * `npx tsx bench/profile.ts [requests] [postgres-url] [--server-only]`. With `PROFILE_CPU=<dir>`,
 * the timed requests (floor and resolveAction, interleaved; no start-up, no set-up) are also
 * written as a V8 CPU profile, `<dir>/<backend>.cpuprofile` (open it in Chrome's DevTools).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/primitives/clock.js';
import { type NodeDatabase, openPglite, openPostgres } from '../src/db/node.js';
import { RollQueue } from '../src/db/roll-queue.js';
import { inProcessLimiter } from '../src/http/rate-limit.js';
import { cryptoRng } from '../src/rules/dice.js';
import { createFloorTable, floorApp, floorTable } from './floor.js';
import { runAlone } from './http.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';

const PHASES = ['request', 'parse', 'validate', 'context', 'execute', 'answer'] as const;
type Phase = (typeof PHASES)[number];

/** Per-phase wall time of the one request in flight (requests run one at a time). */
class PhaseClock {
  totals: Record<Phase | 'db', number> = { request: 0, parse: 0, validate: 0, context: 0, execute: 0, answer: 0, db: 0 };
  private phase: Phase = 'request';
  private since = 0;
  begin(): void {
    this.phase = 'request';
    this.since = performance.now();
  }
  enter(phase: Phase): void {
    const now = performance.now();
    this.totals[this.phase] += now - this.since;
    this.phase = phase;
    this.since = now;
  }
  end(): void {
    this.enter('request');
  }
  reset(): void {
    for (const k of Object.keys(this.totals) as (Phase | 'db')[]) this.totals[k] = 0;
  }
}

function phasePlugin(clock: PhaseClock): Plugin {
  return {
    onParse: () => {
      clock.enter('parse');
      return () => clock.enter('validate');
    },
    // The app's context factory and the cost check run in hooks before this plugin's own: the
    // span from validated to executing is theirs.
    onValidate: () => {
      clock.enter('validate');
      return () => clock.enter('context');
    },
    onExecute: () => {
      clock.enter('execute');
      return { onExecuteDone: () => clock.enter('answer') };
    },
  };
}

/** Counts the time spent in the driver's `query` (both drivers route every statement through it). */
function timeDriver(database: NodeDatabase, clock: PhaseClock): void {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    const t0 = performance.now();
    try {
      return await query(...args);
    } finally {
      clock.totals.db += performance.now() - t0;
    }
  };
}

const floorRows = floorTable('bench_profile_floor');

export interface ProfileRow {
  name: string;
  /** Process CPU (user + system) per request, ms. */
  cpuMs: number;
  /** Wall time per request, ms. */
  wallMs: number;
  /** Wall time per request by phase, ms ("db" overlaps the others). */
  phases: Record<Phase | 'db', number>;
}

interface Job {
  name: string;
  fire: (i: number) => Promise<void>;
}

/**
 * The jobs' timed requests run in alternating slices (100 of one, 100 of the next …), so that
 * each sees the same machine: on shared cores the load of other processes moves the CPU per
 * request by ±30 % from one minute to the next, and the ratio is what is compared.
 */
async function measure(jobs: Job[], requests: number, clock: PhaseClock, profileTo?: string): Promise<ProfileRow[]> {
  for (const job of jobs) for (let i = 0; i < Math.min(300, requests); i++) await job.fire(i); // warm: JIT, plans, caches
  const totals = jobs.map(() => ({ cpu: 0, wall: 0, phases: { request: 0, parse: 0, validate: 0, context: 0, execute: 0, answer: 0, db: 0 } as ProfileRow['phases'] }));
  const session = profileTo ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const slice = 100;
  for (let done = 0; done < requests; done += slice) {
    for (const [j, job] of jobs.entries()) {
      clock.reset();
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (let i = done; i < Math.min(requests, done + slice); i++) {
        clock.begin();
        await job.fire(i);
        clock.end();
      }
      totals[j]!.wall += performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      totals[j]!.cpu += (cpu.user + cpu.system) / 1000;
      for (const k of Object.keys(clock.totals) as (keyof ProfileRow['phases'])[]) totals[j]!.phases[k] += clock.totals[k];
    }
  }
  if (session && profileTo) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileTo, JSON.stringify(profile));
    session.disconnect();
  }
  return jobs.map((job, j) => ({
    name: job.name,
    cpuMs: totals[j]!.cpu / requests,
    wallMs: totals[j]!.wall / requests,
    phases: Object.fromEntries(Object.entries(totals[j]!.phases).map(([k, v]) => [k, v / requests])) as ProfileRow['phases'],
  }));
}

export async function profileResolveAction(database: NodeDatabase, requests: number, characters = 32, profileTo?: string): Promise<ProfileRow[]> {
  const clock = new PhaseClock();
  timeDriver(database, clock);
  await createFloorTable(database, floorRows);
  const plugin = phasePlugin(clock);
  const app = createApp({ rollKeys: () => developmentRollKeys(),
    db: () => database.db,
    rng: cryptoRng(),
    clock: systemClock,
    signUpLimiter: () => inProcessLimiter({ limit: 1e9, windowMs: 60_000, clock: systemClock }),
    plugins: [plugin],
    rollQueue: new RollQueue(),
  });
  const floor = floorApp(database, floorRows, [plugin]);
  const post = async (yoga: { fetch: (r: Request) => Response | Promise<Response> }, query: string, variables: Record<string, unknown>, key?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await yoga.fetch(new Request('http://bench/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
    const body = (await res.json()) as { data?: any; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  try {
    const { signUp } = await post(app, `mutation { signUp(input: { name: "Profile GM" }) { ... on SignUpPayload { apiKey } } }`, {});
    const key = signUp.apiKey as string;
    const { createCampaign } = await post(app, `mutation { createCampaign(input: { name: "Profile", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, key);
    const create = `mutation($c: ID!, $n: String!) { createCharacter(input: { campaignId: $c, name: $n, sms: { race: "TIFIN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) { ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`;
    const table: { id: string; moduleIds: string[] }[] = [];
    for (let i = 0; i < characters; i++) {
      const character = (await post(app, create, { c: createCampaign.campaign.id, n: `PC ${i}` }, key)).createCharacter.character;
      table.push({ id: character.id, moduleIds: (character.sheet.modules as { id: string }[]).slice(-2).map((m) => m.id) });
    }
    const RESOLVE = `mutation($c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, moduleIds: $m, difficulty: 8 }) { __typename } }`;
    return await measure(
      [
        {
          name: 'floor: 1 INSERT…RETURNING',
          fire: async (i) => {
            await post(floor, 'mutation($n: Int!) { record(n: $n) }', { n: i });
          },
        },
        {
          name: `resolveAction, ${characters} PCs`,
          fire: async (i) => {
            const pc = table[i % characters]!;
            const data = await post(app, RESOLVE, { c: pc.id, m: pc.moduleIds }, key);
            if (data.resolveAction.__typename !== 'ResolveActionPayload') throw new Error(`resolveAction answered ${data.resolveAction.__typename}`);
          },
        },
      ],
      requests,
      clock,
      profileTo,
    );
  } finally {
    await database.db.execute(sql`drop table if exists bench_profile_floor`);
  }
}

export function profileReport(backend: string, rows: ProfileRow[]): string {
  const [floor] = rows;
  const head = `${'per request, ms'.padEnd(28)} ${'CPU'.padStart(6)} ${'wall'.padStart(6)} ${[...PHASES, 'db'].map((p) => p.padStart(8)).join('')}`;
  const lines = rows.map((r) => {
    const ratio = floor && r !== floor ? `  ${(r.cpuMs / floor.cpuMs).toFixed(2)}× the floor's CPU` : '';
    return `${r.name.padEnd(28)} ${r.cpuMs.toFixed(2).padStart(6)} ${r.wallMs.toFixed(2).padStart(6)} ${[...PHASES, 'db'].map((p) => r.phases[p as Phase].toFixed(2).padStart(8)).join('')}${ratio}`;
  });
  return [`# CPU and phases per request on ${backend}, one request at a time, through yoga.fetch`, head, ...lines].join('\n');
}

const cpuProfile = (backend: string) => (process.env.PROFILE_CPU ? `${process.env.PROFILE_CPU}/${backend}.cpuprofile` : undefined);

export async function benchProfile(requests: number, url?: string, serverOnly = false): Promise<string[]> {
  const out: string[] = [];
  if (!serverOnly || !url) {
    const pglite = await openPglite(undefined, undefined, process.env.BENCH_PGLITE_STATEMENTS !== 'off');
    try {
      out.push(profileReport('embedded PGlite', await profileResolveAction(pglite, requests, 32, cpuProfile('pglite'))));
    } finally {
      await pglite.close();
    }
  }
  if (url) {
    const server = await openPostgres(url, undefined, 4);
    try {
      out.push(profileReport('the Postgres server', await profileResolveAction(server, requests, 32, cpuProfile('postgres'))));
    } finally {
      await server.close();
    }
  }
  return out;
}

runAlone(import.meta.url, () => {
  const args = process.argv.slice(2).filter((a) => a !== '--server-only');
  return benchProfile(Number(args[0] ?? 1000), args[1] || process.env.BENCH_DATABASE_URL, process.argv.includes('--server-only'));
});
