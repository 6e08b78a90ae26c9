/**
 * A campaign moved from the embedded database to the Worker (issue 25, "PGlite → workerd on
 * Postgres"): each game's campaign is built and exported on an in-process PGlite app, imported
 * with POST /campaigns/import on the Worker in workerd over the real Postgres server, and the
 * GM's screen, the roll export and every `verifyRollChain` answer read back from the Worker are
 * compared field by field, ids aside, with the original (as test/archive/round-trip.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ROLL_KEYS } from '../../src/db/roll-keys.js';
import { byName, exportArchive, GM_SCREEN, gmView, reveal, signUp, smsCampaign, VERIFY, ylniesCampaign } from '../archive/support.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend, postgresBackend } from '../support/backends.js';
import { startWorkerd, type Workerd } from '../support/workerd.js';

describe.skipIf(postgresBackend.skipReason)('archive round trip pglite → workerd on Postgres', () => {
  let source: TestApp;
  let database: Awaited<ReturnType<typeof postgresBackend.open>>;
  let worker: Workerd;

  beforeAll(async () => {
    source = await startTestApp(pgliteBackend);
    database = await postgresBackend.open();
    // The key the source signed with (the development key): the Worker holds it, so its verdicts can be compared.
    worker = await startWorkerd({ DATABASE_URL: database.url!, ROLL_LOG_KEYS: DEV_ROLL_KEYS });
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await database?.close();
    await source?.close();
  });

  for (const [game, build] of [
    ['SMS with magic', smsCampaign],
    ['Ylnies', ylniesCampaign],
  ] as const) {
    it(`${game}: the GM screen, roll export and chain verdicts read from the Worker are the original's`, async () => {
      const t = await build(source);
      await reveal(source, t.gm.apiKey, t.campaign.id);
      const archive = await exportArchive(source, t.gm.apiKey, t.campaign.id);

      const gm = await signUp(worker, 'Gina on the edge');
      const response = await fetch(`${worker.base}/campaigns/import`, { method: 'POST', headers: { authorization: `Bearer ${gm.apiKey}` }, body: archive });
      const text = await response.text();
      expect(response.status, text).toBe(201);
      const report = JSON.parse(text);
      expect(report.keys).toEqual([{ keyId: 'dev', held: true }]);
      expect(report.placeholders.map((p: { name: string }) => p.name).sort()).toEqual(['Gina the GM', 'Olga, another player', 'Paul the player']);
      const campaignId = btoa(`Campaign:${report.campaignId}`);

      const before = await source.alongside(() => source.gql(GM_SCREEN, { id: t.campaign.id }, t.gm.apiKey));
      const after = await worker.gql(GM_SCREEN, { id: campaignId }, gm.apiKey);
      expect(after.errors).toBeUndefined();
      const revealed = before.data.campaign.fairnessEpochs.edges.filter((e: any) => e.node.serverSeed !== null).map((e: any) => e.node.number);
      expect(revealed).toEqual([1]);
      expect(gmView(after.data, revealed)).toEqual(gmView(before.data, revealed));

      const verdicts = (data: any) => data.campaign.characters.edges.flatMap((e: any) => e.node.rolls.edges.map((r: any) => [r.node.verified, r.node.verification]));
      expect(verdicts(before.data).length).toBeGreaterThan(0);
      expect(verdicts(before.data).every(([v]: [boolean]) => v === true)).toBe(true);
      expect(verdicts(after.data)).toEqual(verdicts(before.data));

      const chain = async (app: Pick<TestApp, 'gql'>, key: string, data: any) =>
        Promise.all(data.campaign.characters.edges.sort(byName).map(async (e: any) => (await app.gql(VERIFY, { id: e.node.id }, key)).data.verifyRollChain));
      const original = await chain(source, t.gm.apiKey, before.data);
      expect(original.every((v: { valid: boolean }) => v.valid)).toBe(true);
      expect(await chain(worker, gm.apiKey, after.data)).toEqual(original);
    }, 60_000);
  }
});
