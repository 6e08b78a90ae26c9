/**
 * `npx tsx bench/discord.ts`: the time from a signed Discord interaction to its first answer,
 * beside a bare signed PING, on both runtimes: through the Node app's HTTP handler on an
 * in-memory PGlite (no ports: the figure is the endpoint's own work — signature, answered-id
 * record, caller lookup, command), and through the Worker in workerd on the Postgres server
 * (BENCH_POSTGRES_URL). Figures only, never asserted.
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApp } from '../src/app.js';
import { openPglite, openPostgres } from '../src/db/node.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';
import { createHttpHandler } from '../src/http/handler.js';
import { inProcessLimiter } from '../src/http/rate-limit.js';
import { systemClock } from '../src/primitives/clock.js';
import { seededRng } from '../src/rules/dice.js';
import { startWorkerd, type Workerd } from '../test/support/workerd.js';

const N = Number(process.env.BENCH_DISCORD_N ?? 300);

type Send = (request: Request) => Promise<Response>;

/**
 * The interactions, signed before the clock starts, sent through `send`: one line per kind,
 * p50 and p99 from signed request to answer, and p50 ÷ the bare PING's of the same run.
 */
async function measure(send: Send, n: number, key: { pair: CryptoKeyPair; applicationId: string }, base: string): Promise<string[]> {
  const lines: string[] = [];
  let pingP50 = 0;
  let id = 10n ** 17n + BigInt(Math.floor(Math.random() * 1e12)) * 1000n;
  const user = { id: '600000000000000001', username: 'bench', global_name: 'bench' };
  const application_id = key.applicationId;
  const signed = async (body: object) => {
    const text = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = Buffer.from(await crypto.subtle.sign({ name: 'Ed25519' }, key.pair.privateKey, new TextEncoder().encode(timestamp + text))).toString('hex');
    return new Request(`${base}/discord/interactions`, { method: 'POST', headers: { 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp }, body: text });
  };
  const ping = () => signed({ id: String(id++), application_id, type: 1, token: 't', version: 1 });
  const odds = () =>
    signed({ id: String(id++), application_id, type: 2, token: 't', version: 1, locale: 'en-US', channel_id: '5', member: { user }, data: { name: 'odds', options: [{ name: 'score', type: 4, value: 3 }, { name: 'die', type: 4, value: 8 }] } });
  const link = () => signed({ id: String(id++), application_id, type: 2, token: 't', version: 1, locale: 'en-US', channel_id: '5', member: { user: { ...user, id: String(id) } }, data: { name: 'link' } });
  for (const [name, make] of [
    ['signed PING', ping],
    ['/odds (record the id, find the caller, answer)', odds],
    ['/link (the same, and write a code)', link],
  ] as const) {
    // Requests are built (and signed) before the clock starts: only the endpoint is timed.
    for (let i = 0; i < 20; i++) await (await send(await make())).text();
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const request = await make();
      const start = performance.now();
      const response = await send(request);
      await response.text();
      if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    if (!pingP50) pingP50 = at(0.5);
    lines.push(`${name.padEnd(48)} p50 ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms   ${(at(0.5) / pingP50).toFixed(2)}× the PING   (${n} requests)`);
  }
  return lines;
}

async function testKeyPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  return { pair, publicKey: Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('hex') };
}

/** The Node handler on an in-memory PGlite, called in process (no ports): the endpoint's own work. */
export async function benchDiscord(n = N): Promise<string[]> {
  const database = await openPglite();
  const { pair, publicKey } = await testKeyPair();
  const limiter = inProcessLimiter({ limit: 1e9, windowMs: 60_000, clock: systemClock });
  const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => database.db, rng: seededRng(1), clock: systemClock, signUpLimiter: () => limiter });
  const handler = createHttpHandler(yoga, { db: () => database.db, clock: systemClock, discord: () => ({ config: { applicationId: '1', publicKey, botToken: null, apiBase: 'http://127.0.0.1:9' } }) });
  try {
    return await measure((request) => handler(request, {}), n, { pair, applicationId: '1' }, 'http://bench');
  } finally {
    await database.close();
  }
}

/**
 * The Worker in workerd (`wrangler dev`) on a database of the Postgres server at
 * BENCH_POSTGRES_URL (created and dropped), over HTTP on the loopback: the PING carries
 * wrangler's proxy and the Worker's per-request database connection is opened for the commands
 * only (a PING reads nothing).
 */
export async function benchDiscordWorkerd(n = N): Promise<string[]> {
  const admin = process.env.BENCH_POSTGRES_URL;
  if (!admin) return ['skipped: set BENCH_POSTGRES_URL (a Postgres server) to measure the Discord endpoint in workerd'];
  const name = `bench_discord_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // Migrated by the Node side: the Worker does not migrate.
  const database = await openPostgres(url.toString());
  const { pair, publicKey } = await testKeyPair();
  const applicationId = '100000000000000001';
  let worker: Workerd | null = null;
  try {
    worker = await startWorkerd({ DATABASE_URL: url.toString(), ROLL_LOG_KEYS: `bench:${Buffer.alloc(32, 9).toString('base64')}`, DISCORD_APPLICATION_ID: applicationId, DISCORD_PUBLIC_KEY: publicKey }, { startMs: 300_000 });
    return await measure((request) => fetch(request), n, { pair, applicationId }, worker.base);
  } finally {
    await worker?.stop();
    await database.close();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  (async () => [...(await benchDiscord()), 'workerd:', ...(await benchDiscordWorkerd(Number(process.env.BENCH_DISCORD_N ?? 100)))])()
    .then((lines) => {
      for (const line of lines) console.log(line);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
