/**
 * A campaign moved between backends (issue 25, "How it is checked"): each game's campaign is
 * exported from one backend and imported on the other, and the GM's screen, the player's screen,
 * the roll export and every `verifyRollChain` answer are compared field by field, ids aside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRollKeys } from '../../src/db/roll-keys.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Backend, pgliteBackend, postgresBackend } from '../support/backends.js';
import { byName, exportArchive, GM_SCREEN, gmView, importArchiveText, joinCampaign, PLAYER_SCREEN, reveal, signUp, smsCampaign, VERIFY, withoutIds, ylniesCampaign } from './support.js';

const PAIRS: [Backend, Backend][] = [
  [pgliteBackend, postgresBackend],
  [postgresBackend, pgliteBackend],
  [pgliteBackend, pgliteBackend],
];

describe.each(PAIRS)('archive round trip %s → %s', (from, to) => {
  const skip = from.skipReason ?? to.skipReason;
  let source: TestApp;
  let target: TestApp;
  beforeAll(async () => {
    if (skip) return;
    source = await startTestApp(from);
    target = await startTestApp(to);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });
  const test = skip ? it.skip : it;

  for (const [game, build] of [
    ['SMS with magic', smsCampaign],
    ['Ylnies', ylniesCampaign],
  ] as const) {
    test(`${game}: screens, roll exports and chain verdicts survive the move`, async () => {
      const t = await build(source);
      // The epoch with the rolls is revealed, so `verified` is true or false, not null.
      await reveal(source, t.gm.apiKey, t.campaign.id);
      const archive = await exportArchive(source, t.gm.apiKey, t.campaign.id);
      const lines = archive.trimEnd().split('\n');
      expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'header', format: 'sms-campaign-archive', version: 1 });
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ type: 'trailer', lines: lines.length - 1 });

      const gm = await signUp(target, 'Gina again');
      const imported = await importArchiveText(target, gm.apiKey, archive);
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      const report = imported.body;
      expect(report.keys).toEqual([{ keyId: 'dev', held: true }]);
      expect(report.placeholders.map((p: { name: string }) => p.name).sort()).toEqual(['Gina the GM', 'Olga, another player', 'Paul the player']);
      const campaignId = `${btoa(`Campaign:${report.campaignId}`)}`;

      // The GM's screen, ids aside.
      // Read beside the statement budgets: these are test screens asking for everything at once.
      const before = await source.alongside(() => source.gql(GM_SCREEN, { id: t.campaign.id }, t.gm.apiKey));
      const after = await target.alongside(() => target.gql(GM_SCREEN, { id: campaignId }, gm.apiKey));
      expect(after.errors).toBeUndefined();
      const revealed = before.data.campaign.fairnessEpochs.edges.filter((e: any) => e.node.serverSeed !== null).map((e: any) => e.node.number);
      expect(revealed).toEqual([1]);
      expect(gmView(after.data, revealed)).toEqual(gmView(before.data, revealed));
      // Every roll verified on the source verifies on the target.
      const verdicts = (data: any) => data.campaign.characters.edges.flatMap((e: any) => e.node.rolls.edges.map((r: any) => [r.node.verified, r.node.verification]));
      expect(verdicts(before.data).length).toBeGreaterThan(0);
      expect(verdicts(before.data).every(([v]: [boolean]) => v === true)).toBe(true);
      expect(verdicts(after.data)).toEqual(verdicts(before.data));

      // verifyRollChain on each character, field by field.
      const chain = async (app: TestApp, key: string, data: any) =>
        Promise.all(data.campaign.characters.edges.sort(byName).map(async (e: any) => (await app.gql(VERIFY, { id: e.node.id }, key)).data.verifyRollChain));
      expect(await chain(target, gm.apiKey, after.data)).toEqual(await chain(source, t.gm.apiKey, before.data));

      // The player joins with the new invite, claims the placeholder, and sees their screen again.
      const paul = await signUp(target, 'Paul on the new host');
      await joinCampaign(target, paul.apiKey, report.inviteCode);
      const code = report.placeholders.find((p: { name: string }) => p.name === 'Paul the player').claimCode;
      const claimed = await target.gql(`mutation($input: ClaimPlaceholderInput!) { claimPlaceholder(input: $input) { __typename ... on ClaimPlaceholderPayload { characters { name } } } }`, { input: { campaignId, code } }, paul.apiKey);
      expect(claimed.errors).toBeUndefined();
      expect(claimed.data.claimPlaceholder.__typename).toBe('ClaimPlaceholderPayload');
      const mine = await source.alongside(() => source.gql(PLAYER_SCREEN, {}, t.player.apiKey));
      const theirs = await target.alongside(() => target.gql(PLAYER_SCREEN, {}, paul.apiKey));
      expect(withoutIds(theirs.data)).toEqual(withoutIds(mine.data));
      const again = await target.gql(`mutation($input: ClaimPlaceholderInput!) { claimPlaceholder(input: $input) { __typename } }`, { input: { campaignId, code } }, paul.apiKey);
      expect(again.data.claimPlaceholder.__typename).toBe('RuleViolation');

      // A target with a key of its own never calls it valid: this archive is signed with the
      // public development key (the test app's), which every verifier knows (issue 38 item 7).
      if (from === to) {
        const stranger = await startTestApp(to, { rollKeys: parseRollKeys(`other:${btoa('x'.repeat(32))}`) });
        try {
          const gm2 = await signUp(stranger, 'Gina elsewhere');
          const second = await importArchiveText(stranger, gm2.apiKey, archive, { keys: parseRollKeys(`other:${btoa('x'.repeat(32))}`) });
          expect(second.body.keys).toEqual([{ keyId: 'dev', held: false }]);
          const screen = await stranger.alongside(() => stranger.gql(GM_SCREEN, { id: btoa(`Campaign:${second.body.campaignId}`) }, gm2.apiKey));
          const first = screen.data.campaign.characters.edges[0].node.id;
          const verdict = (await stranger.gql(VERIFY, { id: first }, gm2.apiKey)).data.verifyRollChain;
          expect(verdict.valid).toBe(false);
          expect(verdict.reason).toMatch(/signed with the public development key/);
        } finally {
          await stranger.close();
        }
      }
    });
  }
});
