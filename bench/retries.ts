/**
 * Retries on a lost race (issue 26 item 2): requests at ONE character, or ONE campaign's creation
 * log, from 8 clients at once, through the real app over HTTP (createApp behind node:http on
 * 127.0.0.1). Per operation and way of serving it, printed beside the normal path of the same run:
 * - retries, as counted by the app itself (src/db/retries.ts), and per 1,000 requests;
 * - statements per request: those that wrote once (the normal path) and those that lost a race,
 *   with the statements a retry added (1.00 when every retry is one more write and nothing else);
 * - the retries seen in the statements (writes − 1 per request), which must equal the count.
 * Rows: resolveAction on one PC from one process with its roll queue (`npm start`), from two
 * processes (two apps on one database, a queue each: they meet at the row lock), without the
 * queue (as on Workers); createCharacter with a creation roll (Ylnies, random characteristics) in
 * one campaign (no queue: every creation takes the campaign's next place). Answers other than a
 * payload are counted.
 *
 * Statements are attributed to their request through AsyncLocalStorage around each HTTP request
 * (bench only; the app counts nothing per request). Embedded PGlite, then the Postgres server
 * with BENCH_DATABASE_URL (used as is) or BENCH_POSTGRES_URL (a database of its own, dropped
 * after). On PGlite a request's statements follow one another without the event loop taking the
 * next HTTP request in between (at most one request was ever in flight in the server when this
 * was written), so nothing races there; test/api/lost-race-retries.test.ts forces a race on both. Alone: `npx tsx bench/retries.ts [requests]`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/primitives/clock.js';
import { type NodeDatabase, openPglite, openPostgres } from '../src/db/node.js';
import { type RetriedOperation, retriesOf } from '../src/db/retries.js';
import { RollQueue } from '../src/db/roll-queue.js';
import { inProcessLimiter } from '../src/http/rate-limit.js';
import { cryptoRng } from '../src/rules/dice.js';
import { closedLoops } from '../test/support/loops.js';
import { runAlone } from './http.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';

const CONCURRENCY = 8;
/** The write that takes a place: a roll's in the character's chain, a creation's in the campaign's creation log. */
const WRITES = {
  resolveAction: /update characters set roll_seq/,
  createCharacter: /update campaigns set creation_rolls/,
} satisfies Record<RetriedOperation, RegExp>;

/** One HTTP request's statements, and how many of them were the place-taking write. */
interface Counted {
  statements: number;
  writes: number;
}
const current = new AsyncLocalStorage<Counted>();
let pattern: RegExp = WRITES.resolveAction;
const attributing: Logger = {
  logQuery(query) {
    const counted = current.getStore();
    if (!counted) return;
    counted.statements++;
    if (pattern.test(query)) counted.writes++;
  },
};

export interface RetryRow {
  name: string;
  operation: RetriedOperation;
  requests: number;
  /** Counted by the app (src/db/retries.ts) over the row. */
  retries: number;
  /** Seen in the statements: writes − 1, summed over the row's requests. */
  seen: number;
  normal: Counted[];
  raced: Counted[];
  failures: Record<string, number>;
}

interface Process {
  url: string;
  server: Server;
}

async function serveApp(database: NodeDatabase, rollQueue: null | undefined, done: Counted[]): Promise<Process> {
  const limiter = inProcessLimiter({ limit: 1e9, windowMs: 60_000, clock: systemClock });
  const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => database.db, rng: cryptoRng(), clock: systemClock, signUpLimiter: () => limiter, rollQueue: rollQueue === null ? null : new RollQueue() });
  const server = createServer((req, res) => {
    const counted: Counted = { statements: 0, writes: 0 };
    res.on('finish', () => done.push(counted));
    current.run(counted, () => void yoga(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, server };
}

async function post(url: string, query: string, variables: Record<string, unknown>, apiKey?: string): Promise<any> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return response.json();
}

async function must(url: string, query: string, variables: Record<string, unknown>, apiKey?: string): Promise<any> {
  const answer = await post(url, query, variables, apiKey);
  if (answer.errors) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const SIGN_UP = `mutation { signUp(input: { name: "Bench" }) { ... on SignUpPayload { apiKey } } }`;
const CAMPAIGN = `mutation($r: Ruleset!) { createCampaign(input: { name: "Retries", ruleset: $r }) { ... on CampaignPayload { campaign { id } } } }`;
const CREATE = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`;
const RESOLVE = `mutation($c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, moduleIds: $m, difficulty: 8 }) { __typename } }`;
const RANDOM_YLNIES = { race: 'HUMAN', method: 'RANDOM', skills: [{ name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true }] };

const outcome = (answer: any, field: string): string => answer?.data?.[field]?.__typename ?? answer?.errors?.[0]?.extensions?.code ?? answer?.errors?.[0]?.message ?? 'NO_ANSWER';

async function runRow(name: string, operation: keyof typeof WRITES, requests: number, urls: string[], done: Counted[], request: (url: string, i: number) => Promise<string>, expected: string): Promise<RetryRow> {
  pattern = WRITES[operation];
  // A few first, untimed and uncounted: code paths and the server's plans.
  await closedLoops(CONCURRENCY, CONCURRENCY, (i) => request(urls[i % urls.length]!, -1 - i));
  done.length = 0;
  const before = retriesOf(operation);
  const failures: Record<string, number> = {};
  const answers = await closedLoops(requests, CONCURRENCY, (i) => request(urls[i % urls.length]!, i));
  for (const answer of answers) if (answer !== expected) failures[answer] = (failures[answer] ?? 0) + 1;
  const retries = retriesOf(operation) - before;
  const counted = done.splice(0);
  const written = counted.filter((c) => c.writes > 0);
  return {
    name,
    operation,
    requests,
    retries,
    seen: written.reduce((n, c) => n + c.writes - 1, 0),
    normal: written.filter((c) => c.writes === 1),
    raced: written.filter((c) => c.writes > 1),
    failures,
  };
}

/** Where the rows run: PGlite when neither is given; `url` as is; or a database of its own created from `admin` and dropped after. */
export interface RetryServer {
  url?: string;
  admin?: string;
}

/** The server the environment names (BENCH_DATABASE_URL as is, else BENCH_POSTGRES_URL), if any. */
export function retryServerFromEnv(): RetryServer | undefined {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL };
  if (process.env.BENCH_POSTGRES_URL) return { admin: process.env.BENCH_POSTGRES_URL };
  return undefined;
}

export async function benchRetries(requests: number, server?: RetryServer): Promise<RetryRow[]> {
  const admin = server?.url ? undefined : server?.admin;
  const own = admin ? `bench_retries_${process.pid}` : null;
  let url = server?.url;
  if (admin && own) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${own}`);
    await client.end();
    const u = new URL(admin);
    u.pathname = `/${own}`;
    url = u.toString();
  }
  const database = url ? await openPostgres(url, attributing, 20) : await openPglite(undefined, attributing);
  const done: Counted[] = [];
  const processes: Process[] = [];
  try {
    const [queued, second, unqueued] = [await serveApp(database, undefined, done), await serveApp(database, undefined, done), await serveApp(database, null, done)];
    processes.push(queued, second, unqueued);
    const base = queued.url;
    const key = (await must(base, SIGN_UP, {})).signUp.apiKey as string;

    const sms = (await must(base, CAMPAIGN, { r: 'SMS' }, key)).createCampaign.campaign.id as string;
    const modules = [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }];
    const resolveRow = async (name: string, urls: string[]) => {
      // A PC of its own per row: each row's rolls race only among themselves.
      const made = (await must(base, CREATE, { input: { campaignId: sms, name: 'Pip', sms: { race: 'HUMAN', modules } } }, key)).createCharacter.character;
      const variables = { c: made.id, m: made.sheet.modules.map((m: { id: string }) => m.id) };
      return runRow(name, 'resolveAction', requests, urls, done, async (at) => outcome(await post(at, RESOLVE, variables, key), 'resolveAction'), 'ResolveActionPayload');
    };
    const rows: RetryRow[] = [];
    rows.push(await resolveRow('resolveAction, 1 PC, one process (roll queue on)', [queued.url]));
    rows.push(await resolveRow('resolveAction, 1 PC, two processes', [queued.url, second.url]));
    rows.push(await resolveRow('resolveAction, 1 PC, no queue (as on Workers)', [unqueued.url]));

    const ylnies = (await must(base, CAMPAIGN, { r: 'YLNIES' }, key)).createCampaign.campaign.id as string;
    const create = async (at: string, i: number) => outcome(await post(at, CREATE, { input: { campaignId: ylnies, name: `Grok ${i}`, ylnies: RANDOM_YLNIES } }, key), 'createCharacter');
    rows.push(await runRow('createCharacter (creation roll), 1 campaign', 'createCharacter', Math.max(50, Math.floor(requests / 2)), [queued.url], done, create, 'CharacterPayload'));
    return rows.map((r) => ({ ...r, name: `${r.name}, ${url ? 'Postgres server' : 'PGlite'}` }));
  } finally {
    for (const p of processes) p.server.close();
    await database.close();
    if (admin && own) {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`drop database if exists ${own} with (force)`);
      await client.end();
    }
  }
}

const mean = (xs: Counted[]) => (xs.length ? xs.reduce((n, c) => n + c.statements, 0) / xs.length : Number.NaN);
const most = (xs: Counted[]) => (xs.length ? Math.max(...xs.map((c) => c.statements)) : Number.NaN);

export function retryRows(rows: RetryRow[]): string[] {
  const out = [
    `| operation (${CONCURRENCY} clients at once) | requests | retries (counted) | per 1,000 requests | statements per request: normal path (mean, max) | with a retry: requests, mean statements | statements per retry beyond the normal path | retries seen in the statements | answers other than a payload |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const normal = mean(r.normal);
    const racedRetries = r.raced.reduce((n, c) => n + c.writes - 1, 0);
    const extra = r.raced.length ? (r.raced.reduce((n, c) => n + c.statements, 0) - normal * r.raced.length) / racedRetries : Number.NaN;
    const failures = Object.entries(r.failures);
    out.push(
      `| ${r.name} | ${r.requests} | ${r.retries} | ${((r.retries / r.requests) * 1000).toFixed(1)} | ${normal.toFixed(2)}, ${most(r.normal)} | ${r.raced.length}, ${r.raced.length ? mean(r.raced).toFixed(2) : '–'} | ${Number.isNaN(extra) ? '–' : extra.toFixed(2)} | ${r.seen}${r.seen === r.retries ? '' : ' (≠ counted)'} | ${failures.length ? failures.map(([k, n]) => `${k} ${n}`).join(', ') : 'none'} |`,
    );
  }
  return out;
}

runAlone(import.meta.url, async () => {
  const requests = Number(process.argv[2] ?? 400);
  const server = retryServerFromEnv();
  return retryRows([...(await benchRetries(requests)), ...(server ? await benchRetries(requests, server) : [])]);
});
