/**
 * Live subscriptions on Node (docs/live.md): `subscribers` SSE streams on one campaign, held by
 * the real Node server (createApp + node:http + the live hub, embedded PGlite). For each of
 * `mutations` sequential mutations, the delay from the mutation's response to each subscriber's
 * event (negative: the event beat the response). Baseline of the same run: a bare
 * `{ __typename }` round trip. Memory per subscriber: heap growth over the open streams (client
 * and server in one process, so an upper bound for the server).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/clock.js';
import { openPglite, openPostgres } from '../src/db/node.js';
import { startNodeLive } from '../src/live/node.js';
import { inProcessLimiter } from '../src/rate-limit.js';
import { cryptoRng } from '../src/rules/dice.js';
import { subscribe } from '../test/support/live.js';
import { gql } from './http.js';

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

export async function benchLive(subscribers = 200, mutations = 20): Promise<LiveBench> {
  const database = process.env.BENCH_DATABASE_URL ? await openPostgres(process.env.BENCH_DATABASE_URL) : await openPglite();
  const players = Math.ceil(subscribers / 10);
  const live = await startNodeLive(database, { pollMs: 0, limits: { perKey: 10, perCampaign: subscribers + 10 } });
  const yoga = createApp({ db: () => database.db, rng: cryptoRng(), clock: systemClock, signUpLimiter: () => inProcessLimiter({ limit: 1e9, windowMs: 60_000, clock: systemClock }), live: () => live.hub });
  const server: Server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const streams: Awaited<ReturnType<typeof subscribe>>[] = [];
  try {
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

    (globalThis as { gc?: () => void }).gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < subscribers; i++) {
      streams.push(await subscribe(fetch, url, `subscription($c: ID!) { campaignEvents(campaignId: $c) { cursor type } }`, { c: campaign.id }, keys[i % players]!));
    }
    (globalThis as { gc?: () => void }).gc?.();
    const bytesPerSubscriber = (process.memoryUsage().heapUsed - heapBefore) / subscribers;

    const delays: number[] = [];
    let missing = 0;
    for (let m = 0; m < mutations; m++) {
      const arrivals: Promise<number | null>[] = streams.map((s) => s.next(5000).then(() => performance.now(), () => null));
      const res = await gql(url, `mutation($id: ID!) { addFatigue(input: { characterId: $id, kind: PASSING, levels: 1 }) { __typename } }`, { id: characterId }, gm);
      const responded = performance.now();
      if (res.addFatigue.__typename !== 'CharacterPayload') throw new Error(JSON.stringify(res));
      for (const at of await Promise.all(arrivals)) {
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
    server.closeAllConnections?.();
    server.close();
    await live.stop();
    await database.close();
  }
}

export function liveRow(r: LiveBench): string {
  return [
    `${r.subscribers} SSE subscribers, ${r.events} events received, ${r.missing} missing`,
    `mutation response -> event: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`,
    `baseline { __typename } round trip: p50 ${r.baselineP50.toFixed(1)} ms, p99 ${r.baselineP99.toFixed(1)} ms (event p99 = ${(r.p99 / r.baselineP99).toFixed(1)}× baseline p99)`,
    `heap per subscriber (client + server, one process): ${(r.bytesPerSubscriber / 1024).toFixed(1)} KiB`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('live.ts')) {
  benchLive(Number(process.argv[2] ?? 200), Number(process.argv[3] ?? 20)).then(
    (r) => {
      console.log(liveRow(r));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
