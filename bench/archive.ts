/**
 * The campaign archive (docs/archive.md) for 1k and 10k rolls (100k with BENCH_LARGE=1): import
 * and export time, and the peak RSS above where it stood before each, beside a baseline of the
 * same run: reading the same archive's lines and parsing each as JSON with no database (the
 * floor of reading the file at all). Each phase runs in a process of its own on embedded PGlite
 * in a data folder (BENCH_DATABASE_URL: a Postgres server), bench/archive-phase.ts, so that one
 * phase's high-water mark does not hide the next's. The archives are one real campaign's, its last
 * roll copied to the size (test/archive/inflate.ts). Alone: `npx tsx bench/archive.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handleArchive } from '../src/http/archive.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';
import { inflateArchive } from '../test/archive/inflate.js';
import { gql, runAlone, serve } from './http.js';

/** One phase in a fresh process (bench/archive-phase.ts): its JSON line. */
function phase(args: string[]): any {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/archive-phase.ts', ...args], { encoding: 'utf8', maxBuffer: 1 << 20, env: process.env });
  return JSON.parse(out.trim().split('\n').at(-1) as string);
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

    out.push(`${'rolls'.padStart(7)} ${'MiB'.padStart(6)}  ${'parse only'.padStart(10)}  ${'import'.padStart(18)}  ${'export'.padStart(18)}  peak RSS above start, each in its own process: parse / import / export`);
    for (const n of sizes) {
      const archive = inflateArchive(small, n);
      const dir = mkdtempSync(join(tmpdir(), 'sms-bench-archive-'));
      try {
        const file = join(dir, 'campaign.jsonl');
        writeFileSync(file, archive);
        const dataDir = join(dir, 'data');
        mkdirSync(dataDir); // as `npm start` makes ./data
        const parse = phase(['parse', file]);
        const imported = phase(['import', file, dataDir]);
        const exported = phase(['export', dataDir, imported.key, imported.campaignId]);
        const ratio = (ms: number) => `${(ms / parse.ms).toFixed(1)}×`;
        const mib = (value: number) => value.toFixed(0);
        out.push(
          `${String(n).padStart(7)} ${(archive.length / 2 ** 20).toFixed(1).padStart(6)}  ${`${parse.ms.toFixed(0)} ms`.padStart(10)}  ${`${imported.ms.toFixed(0)} ms ${ratio(imported.ms)}`.padStart(18)}  ${`${exported.ms.toFixed(0)} ms ${ratio(exported.ms)}`.padStart(18)}  ${mib(parse.peakMiB)} / ${mib(imported.peakMiB)} / ${mib(exported.peakMiB)} MiB`,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await served.close();
  }
  return out;
}

export const ARCHIVE_SIZES = process.env.BENCH_LARGE === '1' ? [1000, 10_000, 100_000] : [1000, 10_000];

runAlone(import.meta.url, () => benchArchive(ARCHIVE_SIZES));
