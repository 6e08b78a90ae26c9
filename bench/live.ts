/**
 * Live subscriptions on Node (docs/live.md): `subscribers` SSE streams on one campaign, held by
 * the real Node server (`src/server.ts` in its own process, embedded PGlite in a fresh data
 * dir, or BENCH_DATABASE_URL). For each of `mutations` sequential mutations, the delay from the
 * mutation's response to each subscriber's event (negative: the event beat the response).
 * Baseline of the same run: a bare `{ __typename }` round trip. Memory per subscriber: the
 * server's resident memory growth over the open streams.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { subscribe } from '../test/support/live.js';
import { freePort, startProcess, waitForHttp } from '../test/support/processes.js';
import { gql, runAlone } from './http.js';

export interface LiveBench {
  subscribers: number;
  events: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
  baselineP50: number;
  baselineP99: number;
  bytesPerSubscriber: number;
}

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Resident memory of a process group (the server and its tsx wrapper), in bytes. */
function groupRss(pgid: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
  return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) * 1024;
}

export async function benchLive(subscribers = 200, mutations = 20): Promise<LiveBench> {
  const players = Math.ceil(subscribers / 10);
  const dataDir = mkdtempSync(join(tmpdir(), 'live-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/graphql`;
  const env: Record<string, string> = { PORT: String(port), DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0', LIVE_POLL_MS: '0', SIGNUP_LIMIT: '1000000' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else env.DATA_DIR = dataDir;
  const server = startProcess('npx', ['tsx', 'src/server.ts'], env);
  const streams: Awaited<ReturnType<typeof subscribe>>[] = [];
  try {
    await waitForHttp(`${url}?query=%7B__typename%7D`, server, 120_000);
    const signUp = async (name: string) => (await gql(url, `mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }`, { n: name })).signUp.apiKey as string;
    const gm = await signUp('GM');
    const { createCampaign } = await gql(url, `mutation { createCampaign(input: { name: "Live", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }`, {}, gm);
    const campaign = createCampaign.campaign;
    const keys: string[] = [];
    for (let i = 0; i < players; i++) {
      const key = await signUp(`P${i}`);
      await gql(url, `mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode }, key);
      keys.push(key);
    }
    const pc = await gql(
      url,
      `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Pip", sms: { race: "HUMAN", modules: [{ name: "Force", scope: 2, polarity: POSITIVE, rank: 2 }] } }) { ... on CharacterPayload { character { id } } } }`,
      { c: campaign.id },
      keys[0],
    );
    const characterId = pc.createCharacter.character.id as string;

    const baseline: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      await gql(url, '{ __typename }');
      baseline.push(performance.now() - t0);
    }

    const rssBefore = groupRss(server.child.pid!);
    for (let i = 0; i < subscribers; i++) {
      streams.push(await subscribe(fetch, url, `subscription($c: ID!) { campaignEvents(campaignId: $c) { cursor type } }`, { c: campaign.id }, keys[i % players]!));
    }
    await new Promise((r) => setTimeout(r, 500));
    const bytesPerSubscriber = (groupRss(server.child.pid!) - rssBefore) / subscribers;

    const delays: number[] = [];
    let missing = 0;
    // Two unmeasured rounds first: the server's first deliveries compile their code paths.
    for (let m = -2; m < mutations; m++) {
      const arrivals: Promise<number | null>[] = streams.map((s) => s.next(5000).then(() => performance.now(), () => null));
      const res = await gql(url, `mutation($id: ID!) { addFatigue(input: { characterId: $id, kind: PASSING, levels: 1 }) { __typename } }`, { id: characterId }, gm);
      const responded = performance.now();
      if (res.addFatigue.__typename !== 'CharacterPayload') throw new Error(JSON.stringify(res));
      const arrived = await Promise.all(arrivals);
      if (m < 0) continue;
      for (const at of arrived) {
        if (at === null) missing++;
        else delays.push(at - responded);
      }
    }
    delays.sort((a, b) => a - b);
    baseline.sort((a, b) => a - b);
    return {
      subscribers,
      events: delays.length,
      missing,
      p50: pct(delays, 0.5),
      p99: pct(delays, 0.99),
      max: delays[delays.length - 1] ?? Number.NaN,
      baselineP50: pct(baseline, 0.5),
      baselineP99: pct(baseline, 0.99),
      bytesPerSubscriber,
    };
  } finally {
    await Promise.all(streams.map((s) => s.close()));
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function liveRow(r: LiveBench): string {
  return [
    `${r.subscribers} SSE subscribers, ${r.events} events received, ${r.missing} missing`,
    `mutation response -> event: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`,
    `baseline { __typename } round trip: p50 ${r.baselineP50.toFixed(1)} ms, p99 ${r.baselineP99.toFixed(1)} ms (event p99 = ${(r.p99 / r.baselineP99).toFixed(1)}× baseline p99)`,
    `server resident memory per subscriber: ${(r.bytesPerSubscriber / 1024).toFixed(1)} KiB`,
  ].join('\n');
}

runAlone(import.meta.url, async () => liveRow(await benchLive(Number(process.argv[2] ?? 200), Number(process.argv[3] ?? 20))));
