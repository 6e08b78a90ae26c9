/**
 * One live figure from workerd: `wrangler dev` (the campaign's Durable Object holding the SSE
 * streams) against a real Postgres through node-postgres (src/db/edge.ts), as in
 * test/e2e/worker.test.ts. Needs a Postgres server: BENCH_POSTGRES_URL (a database is created
 * and dropped). Delay from a mutation's response to each subscriber's event, beside a bare
 * `{ __typename }` round trip through the same workerd.
 */
import pg from 'pg';
import { subscribe } from '../test/support/live.js';
import { freePort, startProcess, waitForHttp } from '../test/support/processes.js';
import { openPostgres } from '../src/db/node.js';
import { gql, runAlone } from './http.js';

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function benchLiveWorkerd(subscribers = 20, mutations = 10): Promise<string> {
  const admin = process.env.BENCH_POSTGRES_URL;
  if (!admin) return 'skipped: set BENCH_POSTGRES_URL (a Postgres server) to measure live delivery in workerd';
  const name = `bench_live_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const wrangler = startProcess(
    'npx',
    ['wrangler', 'dev', '--bundle', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()), '--var', `DATABASE_URL:${url}`, '--persist-to', `/tmp/wrangler-bench-${process.pid}`, '--show-interactive-dev-session=false'],
    { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  );
  const streams: Awaited<ReturnType<typeof subscribe>>[] = [];
  try {
    await waitForHttp(`${base}/health`, wrangler, 90_000);
    const endpoint = `${base}/graphql`;
    const key = (await gql(endpoint, `mutation { signUp(input: { name: "GM" }) { ... on SignUpPayload { apiKey } } }`)).signUp.apiKey as string;
    const campaign = (await gql(endpoint, `mutation { createCampaign(input: { name: "Live", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, key)).createCampaign.campaign;
    const pc = await gql(endpoint, `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Pip", sms: { race: "HUMAN", modules: [{ name: "Force", scope: 2, polarity: POSITIVE, rank: 2 }] } }) { ... on CharacterPayload { character { id } } } }`, { c: campaign.id }, key);
    const baseline: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await gql(endpoint, '{ __typename }');
      baseline.push(performance.now() - t0);
    }
    for (let i = 0; i < subscribers; i++) streams.push(await subscribe(fetch, endpoint, `subscription($c: ID!) { campaignEvents(campaignId: $c) { cursor } }`, { c: campaign.id }, key));
    const delays: number[] = [];
    let missing = 0;
    for (let m = 0; m < mutations; m++) {
      const arrivals = streams.map((s) => s.next(10_000).then(() => performance.now(), () => null));
      await gql(endpoint, `mutation($id: ID!) { addFatigue(input: { characterId: $id, kind: PASSING, levels: 1 }) { __typename } }`, { id: pc.createCharacter.character.id }, key);
      const responded = performance.now();
      for (const at of await Promise.all(arrivals)) {
        if (at === null) missing++;
        else delays.push(at - responded);
      }
    }
    delays.sort((a, b) => a - b);
    baseline.sort((a, b) => a - b);
    return [
      `workerd (wrangler dev, Durable Object, node-postgres to local Postgres): ${subscribers} subscribers, ${delays.length} events, ${missing} missing`,
      `mutation response -> event: p50 ${pct(delays, 0.5).toFixed(1)} ms, p99 ${pct(delays, 0.99).toFixed(1)} ms; baseline { __typename }: p50 ${pct(baseline, 0.5).toFixed(1)} ms, p99 ${pct(baseline, 0.99).toFixed(1)} ms`,
    ].join('\n');
  } finally {
    await Promise.all(streams.map((s) => s.close()));
    await wrangler.stop();
    await database.close();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

runAlone(import.meta.url, () => benchLiveWorkerd());
