/**
 * A campaign moved from the embedded database to the Worker (issue 25, "PGlite → workerd on
 * Postgres"): each game's campaign is built and exported on an in-process PGlite app, imported
 * with POST /campaigns/import on the Worker in workerd over the real Postgres server, and the
 * GM's screen, the roll export and every `verifyRollChain` answer read back from the Worker are
 * compared field by field, ids aside, with the original (as test/archive/round-trip.test.ts);
 * so are the claiming player's screen, and the campaign exported again by the Worker and imported back on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ROLL_KEYS } from '../../src/db/roll-keys.js';
import { byName, exportArchive, GM_SCREEN, gmView, importArchiveText, joinCampaign, PLAYER_SCREEN, reveal, signUp, smsCampaign, VERIFY, withoutIds, ylniesCampaign } from '../archive/support.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend, postgresBackend } from '../support/backends.js';
import { WORKER_BUILD_MS } from '../support/worker-build.js';
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
  }, WORKER_BUILD_MS + 120_000);

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

      // And back, before a player claims (a claimed placeholder shows its new owner's name): the
      // Worker streams the campaign's archive (GET), which imports on PGlite into the same GM screen.
      const exported = await fetch(`${worker.base}/campaigns/${campaignId}/archive`, { headers: { authorization: `Bearer ${gm.apiKey}` } });
      const again = await exported.text();
      expect(exported.status, again).toBe(200);
      const home = await signUp(source, 'Gina back home');
      const back = await importArchiveText(source, home.apiKey, again);
      expect(back.status, JSON.stringify(back.body)).toBe(201);
      const returned = await source.alongside(() => source.gql(GM_SCREEN, { id: btoa(`Campaign:${back.body.campaignId}`) }, home.apiKey));
      expect(gmView(returned.data, revealed)).toEqual(gmView(before.data, revealed));

      // The player joins with the new invite on the Worker, claims the placeholder, and sees their screen again.
      const paul = await signUp(worker, 'Paul on the edge');
      await joinCampaign(worker, paul.apiKey, report.inviteCode);
      const code = report.placeholders.find((p: { name: string }) => p.name === 'Paul the player').claimCode;
      const claimed = await worker.gql(`mutation($input: ClaimPlaceholderInput!) { claimPlaceholder(input: $input) { __typename } }`, { input: { campaignId, code } }, paul.apiKey);
      expect(claimed.data.claimPlaceholder.__typename).toBe('ClaimPlaceholderPayload');
      const mine = await source.alongside(() => source.gql(PLAYER_SCREEN, {}, t.player.apiKey));
      const theirs = await worker.gql(PLAYER_SCREEN, {}, paul.apiKey);
      expect(theirs.errors).toBeUndefined();
      expect(withoutIds(theirs.data)).toEqual(withoutIds(mine.data));
    }, 60_000);
  }
});
