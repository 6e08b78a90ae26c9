/**
 * The campaign archive (docs/archive.md) for 1k and 10k rolls (100k with BENCH_LARGE=1): import
 * and export time, and the process's peak RSS above where it stood before each run (sampled
 * every 5 ms), beside a baseline of the same run: reading the same archive's lines and parsing
 * each as JSON with no database (the floor of reading the file at all). In-process on embedded
 * PGlite (BENCH_DATABASE_URL: a Postgres server). The archives are one real campaign's, its last
 * roll copied to the size (test/archive/inflate.ts). Alone: `npx tsx bench/archive.ts`.
 */
import { handleArchive } from '../src/archive/http.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';
import { inflateArchive } from '../test/archive/inflate.js';
import { gql, runAlone, serve } from './http.js';

/** Peak RSS above the start while `work` runs, in MiB. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMiB: number }> {
  globalThis.gc?.();
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const t0 = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { value, ms: performance.now() - t0, peakMiB: (peak - start) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

/** The archive as an upload: 64 KiB pieces, as a network would bring it. */
function pieces(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 65536));
      at += 65536;
    },
  });
}

async function parseOnly(text: string): Promise<number> {
  const reader = pieces(text).getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    let nl = pending.indexOf('\n');
    while (nl >= 0) {
      JSON.parse(pending.slice(0, nl));
      lines++;
      pending = pending.slice(nl + 1);
      nl = pending.indexOf('\n');
    }
  }
  return lines;
}

export async function benchArchive(sizes: number[]): Promise<string[]> {
  const served = await serve();
  const out: string[] = [];
  try {
    const { url, database } = served;
    const deps = { db: database.db, rollKeys: developmentRollKeys(), maxBytes: 1 << 30, now: () => new Date() };
    const key = (await gql(url, `mutation { signUp(input: { name: "Bench GM" }) { ... on SignUpPayload { apiKey } } }`)).signUp.apiKey as string;
    const campaign = (await gql(url, `mutation { createCampaign(input: { name: "Bench", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, key)).createCampaign.campaign.id as string;
    const made = await gql(
      url,
      `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Pip", sms: { race: "TIFIN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) { ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`,
      { c: campaign },
      key,
    );
    const character = made.createCharacter.character;
    const moduleIds = character.sheet.modules.map((m: { id: string }) => m.id);
    const asked = await gql(url, `mutation($id: ID!) { requestAction(input: { characterId: $id, difficulty: 8 }) { ... on ActionRequestPayload { request { id } } } }`, { id: character.id }, key);
    await gql(url, `mutation($id: ID!, $m: [ID!]!, $r: ID!) { resolveAction(input: { characterId: $id, moduleIds: $m, requestId: $r }) { __typename } }`, { id: character.id, m: moduleIds, r: asked.requestAction.request.id }, key);
    const small = await (await handleArchive(new Request(`http://bench/campaigns/${encodeURIComponent(campaign)}/archive`, { headers: { authorization: `Bearer ${key}` } }), deps)).text();

    out.push(`${'rolls'.padStart(7)} ${'MiB'.padStart(6)}  ${'parse only'.padStart(10)}  ${'import'.padStart(18)}  ${'export'.padStart(18)}  peak RSS above start: parse / import / export`);
    for (const n of sizes) {
      const archive = inflateArchive(small, n);
      const parse = await peakRss(() => parseOnly(archive));
      const imported = await peakRss(async () => {
        const response = await handleArchive(new Request('http://bench/campaigns/import', { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: pieces(archive), duplex: 'half' } as RequestInit), deps);
        if (response.status !== 201) throw new Error(`import: ${response.status} ${await response.text()}`);
        return (await response.json()) as { campaignId: string };
      });
      const exported = await peakRss(async () => {
        const response = await handleArchive(new Request(`http://bench/campaigns/${imported.value.campaignId}/archive`, { headers: { authorization: `Bearer ${key}` } }), deps);
        let bytes = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
        return bytes;
      });
      const ratio = (ms: number) => `${(ms / parse.ms).toFixed(1)}×`;
      out.push(
        `${String(n).padStart(7)} ${(archive.length / 2 ** 20).toFixed(1).padStart(6)}  ${`${parse.ms.toFixed(0)} ms`.padStart(10)}  ${`${imported.ms.toFixed(0)} ms ${ratio(imported.ms)}`.padStart(18)}  ${`${exported.ms.toFixed(0)} ms ${ratio(exported.ms)}`.padStart(18)}  ${parse.peakMiB.toFixed(0)} / ${imported.peakMiB.toFixed(0)} / ${exported.peakMiB.toFixed(0)} MiB`,
      );
    }
  } finally {
    await served.close();
  }
  return out;
}

export const ARCHIVE_SIZES = process.env.BENCH_LARGE === '1' ? [1000, 10_000, 100_000] : [1000, 10_000];

runAlone(import.meta.url, () => benchArchive(ARCHIVE_SIZES));
