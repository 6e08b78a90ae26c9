/**
 * `npm run bench`: every figure beside a baseline measured in the same run, never asserted.
 * - HTTP (Node server on 127.0.0.1, embedded PGlite): requests/s and p50/p99 of
 *   createCharacter, the character query with its modules and resolveAction, each as a ratio
 *   to a bare `{ __typename }`.
 * - Rules core: SMS action resolutions/s beside a common dice library rolling the same dice.
 * - The Worker bundle's gzip size and its startup CPU; `npm start` until it answers, beside the
 *   sources through tsx; `npm test` without a server, beside vitest's default workers
 *   (bench/local.ts). - The table app's JavaScript size and first screen.
 * - The throughput floor (bench/floor-outside.ts): an independent graphql-yoga + driver server
 *   (one INSERT; one SELECT then one INSERT) and the product's server, each in its own process,
 *   loaded from this one in interleaved slices at 16 and 64 in flight, on PGlite on disk and,
 *   with BENCH_DATABASE_URL, the Postgres server; the first 100 requests of a fresh process apart.
 * - One character's rolls (bench/floor.ts): resolveAction over 32, 8 and 1 PCs (the worst case)
 *   beside an in-process INSERT through Drizzle; CONFLICT answers and writes per roll counted.
 *   Then in-process, one request at a time: CPU ms per request and wall ms by phase (bench/profile.ts).
 * - Retries on a lost race (bench/retries.ts): resolveAction on one PC from 8 clients at once
 *   (one process with its roll queue, two processes, no queue) and createCharacter with a
 *   creation roll in one campaign, on PGlite and, with BENCH_DATABASE_URL or BENCH_POSTGRES_URL,
 *   the Postgres server: retries counted by the app per 1,000 requests, statements per request
 *   on the normal path beside those of a request that retried.
 * - The awards job at 1,000 and 10,000 characters with a history (100,000 with BENCH_LARGE=1),
 *   at one table and in parties of 5, and how its time grows beside the characters' (each 10×
 *   step beside its target ≤ 11×; bench/awards.ts).
 * - Backups of the embedded database: time and size for 1,000 and 10,000 rolls beside the empty
 *   database, and a restore of each (bench/backup.ts).
 * - The campaign archive: import and export time and peak RSS for 1k and 10k rolls (100k with
 *   BENCH_LARGE=1), beside parsing the same archive's lines (bench/archive.ts).
 * - Live subscriptions: 200 SSE subscribers on one campaign, delay from a mutation's response
 *   to each subscriber's event beside a bare round trip, heap per subscriber (bench/live.ts);
 *   the hub's outbox reads per committed event beside one per NOTIFY (bench/live-reads.ts);
 *   a resume's time to first event and per replayed event at 1k and 10k missed events (50k with
 *   BENCH_LARGE=1) beside a bare keyset read of the same rows (bench/live-replay.ts);
 *   and one figure from workerd with BENCH_POSTGRES_URL (bench/live-workerd.ts).
 * - Discord: a signed interaction (/odds, /link) to its first answer beside a bare signed PING,
 *   through the Node handler on PGlite, and through the Worker in workerd on the Postgres server
 *   with BENCH_POSTGRES_URL (bench/discord.ts).
 * - Edge, with BENCH_POSTGRES_URL: drivers and the Worker at 40 ms RTT (bench/edge.ts), and
 *   every operation of issue #11's table beside the figures and a `select 1` request
 *   of the same run, new connection and warm (bench/edge-operations.ts).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ARCHIVE_SIZES, benchArchive } from './archive.js';
import { benchEdge, benchEdgeWorkerd } from './edge.js';
import { benchEdgeOperations } from './edge-operations.js';
import { benchFloors } from './floor.js';
import { benchOutsideAll, DEFAULT_OPTIONS } from './floor-outside.js';
import { benchProfile } from './profile.js';
import { benchRetries, retryRows, retryServerFromEnv } from './retries.js';
import { gql, type LoadResult, load, serve } from './http.js';
import { benchLive, liveRow } from './live.js';
import { benchLiveReads, liveReadsRow } from './live-reads.js';
import { benchLiveReplay, liveReplayRow } from './live-replay.js';
import { benchDiscord, benchDiscordWorkerd } from './discord.js';
import { benchStart, benchTestSuite, benchWorkerStartup } from './local.js';
import { benchLiveWorkerd } from './live-workerd.js';
import { benchRules } from './rules.js';
import { benchWebApp } from './web-app.js';

const QUICK = process.argv.includes('--quick');
const N = QUICK ? 200 : 2000;
const CONCURRENCY = 8;

function row(result: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline ? ` ${(result.rps / baseline.rps).toFixed(2)}× baseline rps` : ' (baseline)';
  return `${result.name.padEnd(26)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms ${ratio}`;
}

async function benchHttp(): Promise<void> {
  const served = await serve();
  try {
    const { url } = served;
    const { signUp } = await gql(url, `mutation { signUp(input: { name: "Bench" }) { ... on SignUpPayload { apiKey } } }`);
    const key = signUp.apiKey as string;
    const { createCampaign } = await gql(url, `mutation { createCampaign(input: { name: "Bench", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, key);
    const campaignId = createCampaign.campaign.id as string;
    const create = `mutation($c: ID!, $n: String!) { createCharacter(input: { campaignId: $c, name: $n, sms: { race: "TIFIN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) { __typename ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`;
    const first = await gql(url, create, { c: campaignId, n: 'Pip' }, key);
    const characterId = first.createCharacter.character.id as string;
    const moduleIds = (first.createCharacter.character.sheet.modules as { id: string }[]).slice(-2).map((m) => m.id);

    const baseline = await load('{ __typename }', N, CONCURRENCY, async () => {
      await gql(url, '{ __typename }');
    });
    console.log(row(baseline));
    const created = await load('createCharacter', Math.floor(N / 4), CONCURRENCY, async (i) => {
      await gql(url, create, { c: campaignId, n: `Pip ${i}` }, key);
    });
    console.log(row(created, baseline));
    const read = await load('character { sheet modules }', N, CONCURRENCY, async () => {
      await gql(url, `query($id: ID!) { character(id: $id) { id name sheet { ... on SmsSheet { experience { available } modules { id name scope polarity rank } } } } }`, { id: characterId }, key);
    });
    console.log(row(read, baseline));
    const hasResolve = (await gql(url, `{ __type(name: "Mutation") { fields { name } } }`)).__type.fields.some((f: { name: string }) => f.name === 'resolveAction');
    if (hasResolve) {
      const resolved = await load('resolveAction (GM, D8)', Math.floor(N / 4), CONCURRENCY, async () => {
        await gql(url, `mutation($c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, moduleIds: $m, difficulty: 8 }) { __typename } }`, { c: characterId, m: moduleIds }, key);
      });
      console.log(row(resolved, baseline));
    }
  } finally {
    await served.close();
  }
}

function benchBundle(): void {
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', 'dist'], {
    stdio: 'ignore',
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  });
  // The entry (worker.js) and the Worker's module it imports (worker-app.mjs): the upload is both.
  const files = readdirSync('dist').filter((f) => /\.m?js$/.test(f));
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const bytes = readFileSync(join('dist', f));
    raw += statSync(join('dist', f)).size;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`Worker bundle: ${(raw / 1024).toFixed(0)} KiB raw, ${(gz / 1024).toFixed(0)} KiB gzip (free-plan limit 3 MiB gzip: ${((gz / (3 * 1024 * 1024)) * 100).toFixed(1)}% of it)`);
}

async function main() {
  console.log(`# HTTP: Node server on 127.0.0.1, ${process.env.BENCH_DATABASE_URL ? 'Postgres server' : 'embedded PGlite'}, concurrency ${CONCURRENCY}`);
  await benchHttp();

  console.log('\n# Throughput floor: resolveAction beside an independent yoga + driver server, load from this process (bench/floor-outside.ts; target ≥ 0.6× floor 2 on the server, ≥ 0.5× on PGlite)');
  for (const line of await benchOutsideAll(process.env.BENCH_DATABASE_URL, QUICK ? { sliceMs: 2000, rounds: 2, concurrencies: [16] } : DEFAULT_OPTIONS)) console.log(line);
  console.log('\n# One character\'s rolls: resolveAction on 32, 8 and 1 PCs beside an in-process Drizzle INSERT, CONFLICTs and writes per roll (bench/floor.ts; its ratios flatter the app: the floor above is the one)');
  for (const line of await benchFloors(QUICK ? 400 : N, process.env.BENCH_DATABASE_URL, QUICK ? 400 : 5000)) console.log(line);
  console.log('\n# Where the time goes: CPU and phases per request, in-process, one at a time (bench/profile.ts)');
  for (const line of await benchProfile(QUICK ? 200 : 1000, process.env.BENCH_DATABASE_URL)) console.log(line);

  console.log('\n# Retries on a lost race, per operation: statements per request beside the normal path of the same run (bench/retries.ts)');
  const retryServer = retryServerFromEnv();
  const retryRequests = QUICK ? 100 : 400;
  for (const line of retryRows([...(await benchRetries(retryRequests)), ...(retryServer ? await benchRetries(retryRequests, retryServer) : [])])) console.log(line);

  console.log('\n# Rules core (one process, same run)');
  const rules = benchRules(QUICK ? 20_000 : 200_000);
  console.log(`SMS resolveAction, crypto Rng   ${rules.sms.toFixed(0).padStart(10)} /s`);
  console.log(`SMS resolveAction, seeded Rng   ${rules.smsSeeded.toFixed(0).padStart(10)} /s`);
  console.log(`crypto Rng, one die             ${rules.bareCrypto.toFixed(0).padStart(10)} /s`);
  console.log(`rpg-dice-roller roll("1dN")     ${rules.library.toFixed(0).padStart(10)} /s  (SMS resolution = ${(rules.sms / rules.library).toFixed(2)}× the library's rolls/s)`);

  console.log('\n# Campaign archive: import and export beside parsing the same lines (bench/archive.ts; 100k rolls with BENCH_LARGE=1)');
  for (const line of await benchArchive(QUICK ? [1000] : ARCHIVE_SIZES)) console.log(line);
  console.log('\n# Live subscriptions: Node server, SSE, one campaign');
  console.log(liveRow(await benchLive(200, QUICK ? 5 : 20)));
  console.log(liveReadsRow(await benchLiveReads(QUICK ? 100 : 400)));
  // 50,000 missed events only with BENCH_LARGE=1 (a minute or more on a loaded machine).
  for (const r of await benchLiveReplay(process.env.BENCH_LARGE ? [1000, 50_000] : [1000, 10_000])) console.log(liveReplayRow(r));
  console.log('\n# Discord interactions: a signed interaction to its first answer, beside a bare signed PING, Node handler on PGlite (bench/discord.ts)');
  for (const line of await benchDiscord(QUICK ? 100 : 300)) console.log(line);
  console.log('# The same through the Worker in workerd (wrangler dev, node-postgres to the Postgres server, over the loopback)');
  for (const line of await benchDiscordWorkerd(QUICK ? 50 : 200)) console.log(line);
  console.log(await benchLiveWorkerd(20, QUICK ? 5 : 10));

  console.log('\n# Worker bundle (goal ≤ 320 KiB gzip, issue 40) and startup CPU (goal median ≤ 70 ms)');
  benchBundle();
  console.log(await benchWorkerStartup(QUICK ? 3 : 7));

  console.log('\n# Local start: until GraphQL answers (goal ≤ 5 s first, ≤ 2 s later)');
  for (const line of await benchStart(QUICK ? 1 : 3)) console.log(line);
  if (!QUICK) {
    console.log('\n# npm test without a server');
    for (const line of await benchTestSuite()) console.log(line);
  }

  console.log('\n# Edge: drivers and the Worker at 40 ms RTT (bench/edge.ts, docs/edge.md)');
  if (process.env.BENCH_POSTGRES_URL) for (const line of [...(await benchEdge(process.env.BENCH_POSTGRES_URL)), ...(await benchEdgeWorkerd(process.env.BENCH_POSTGRES_URL))]) console.log(line);
  else console.log('skipped: set BENCH_POSTGRES_URL (a Postgres server)');

  console.log('\n# Edge: every operation at 40 ms RTT (bench/edge-operations.ts, docs/edge.md)');
  if (process.env.BENCH_POSTGRES_URL) for (const line of await benchEdgeOperations(process.env.BENCH_POSTGRES_URL, QUICK ? 5 : undefined)) console.log(line);
  else console.log('skipped: set BENCH_POSTGRES_URL (a Postgres server)');

  console.log('\n# Table app');
  await benchWebApp(QUICK ? 3 : 10);

  console.log('\n# Backups of the embedded database: one backup and one restore, beside the empty database of the same run (bench/backup.ts)');
  const { backupRows, benchBackup } = await import('./backup.js');
  for (const line of backupRows(await benchBackup(QUICK ? [1000] : [1000, 10_000]))) console.log(line);

  console.log('\n# Awards job: one table and parties of 5, growth per 10× characters beside the target ≤ 11× (bench/awards.ts)');
  const { benchAwardsScaling } = await import('./awards.js');
  // 100,000 characters only with BENCH_LARGE=1 (minutes).
  for (const line of await benchAwardsScaling(process.env.BENCH_LARGE ? [1000, 10_000, 100_000] : [1000, 10_000])) console.log(line);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
