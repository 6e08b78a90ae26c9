/**
 * The campaign archive in the table app (Chromium, two real `npm start` servers with different
 * roll keys): the GM exports from one server's settings, imports the file on the other's home
 * screen (the report: invite, claim codes, the old key "signed elsewhere"), a player joins with
 * the new invite and claims their character; the imported webhook, off, is turned on from the
 * settings (issue 38 item 18); a cut file is refused in words and creates nothing.
 * The browsers hold no key (issue 24): the source's GM, whose campaign the API built, signs in
 * through a one-time device link made with their key; the others sign up with a passkey. The
 * archive's export and import go with the session cookie.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCampaign } from '../archive/support.js';
import type { TestApp } from '../support/app.js';
import { browserSkip, expectAccessible, expectNoSecretInReachOfScript, launchChromium, signUpWithPasskey, startTableServer, type TableServer, type TestBrowser } from '../support/browser.js';

/** The flows (test/support/flows.ts) against a running server: they only need `gql`. */
function remote(server: TableServer): TestApp {
  const gql = async (query: string, variables?: Record<string, unknown>, apiKey?: string | null) => {
    // The address the server binds (127.0.0.1): the test process's fetch may try ::1 for localhost.
    const response = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };
  return { gql } as unknown as TestApp;
}

const MY_CAMPAIGNS = `{ me { campaigns(first: 50) { edges { node { id name } } } characters(first: 50) { edges { node { name campaign { name } } } } } }`;
const OTHER_KEYS = `elsewhere:${Buffer.alloc(32, 7).toString('base64')}`;

describe.skipIf(browserSkip)('the campaign archive in the table app', () => {
  let source: TableServer;
  let target: TableServer;
  let browser: TestBrowser;
  let sourceDesktop: BrowserContext;
  let desktop: BrowserContext;
  let phone: BrowserContext;
  const folder = mkdtempSync(join(tmpdir(), 'sms-archive-e2e-'));
  let archivePath = '';
  /** The target server's GM: signed up with a passkey in `desktop`; a key made from that session, for the checks. */
  let targetGm: { apiKey: string };

  beforeAll(async () => {
    [source, target] = await Promise.all([startTableServer('sms-archive-a-'), startTableServer('sms-archive-b-', { ROLL_LOG_KEYS: OTHER_KEYS })]);
    browser = await launchChromium();
    // Both servers are localhost, and cookies ignore ports: one browser context per person and server.
    sourceDesktop = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', acceptDownloads: true });
    desktop = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([source?.stop(), target?.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  /** Signs the page in as the key's person, as the app does for another device: a one-time link made with the key. */
  async function signInByLink(page: Page, server: TableServer, apiKey: string) {
    const res = await remote(server).gql('mutation { createDeviceLink { ... on DeviceLink { token } } }', {}, apiKey);
    await page.goto(`${server.base}/#/device/${res.data.createDeviceLink.token}`);
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('heading', { name: 'My campaigns' }).waitFor();
    await expectNoSecretInReachOfScript(page);
  }

  /** An API key made by the signed-in page (its session), for the test's own checks through the API. */
  async function keyMadeBy(page: Page): Promise<string> {
    return page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { createApiKey(input: { name: "test checks" }) { ... on CreateApiKeyPayload { key } } }' }),
      });
      return ((await response.json()) as { data: { createApiKey: { key: string } } }).data.createApiKey.key;
    });
  }

  async function campaignsOf(server: TableServer, apiKey: string): Promise<string[]> {
    const res = await remote(server).gql(MY_CAMPAIGNS, {}, apiKey);
    return res.data.me.campaigns.edges.map((e: { node: { name: string } }) => e.node.name);
  }

  it('exports from one server, imports on another, and a player joins with the new invite and claims', async () => {
    const t = await smsCampaign(remote(source));
    const hook = await remote(source).gql(
      `mutation($input: RegisterWebhookInput!) { registerWebhook(input: $input) { __typename } }`,
      { input: { campaignId: t.campaign.id, url: 'https://hooks.example.com/sms', events: ['roll.resolved'], format: 'STANDARD_WEBHOOKS' } },
      t.gm.apiKey,
    );
    expect(hook.data.registerWebhook.__typename).toBe('RegisterWebhookPayload');

    // Export: the GM's settings page, a download under the server's file name.
    const gm = await sourceDesktop.newPage();
    await signInByLink(gm, source, t.gm.apiKey);
    await gm.goto(`${source.base}/#/campaign/${encodeURIComponent(t.campaign.id)}/settings`);
    const exportButton = gm.getByRole('button', { name: 'Export campaign' });
    await exportButton.waitFor();
    const [download] = await Promise.all([gm.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^campaign-[0-9a-f-]{36}\.jsonl$/);
    archivePath = join(folder, download.suggestedFilename());
    await download.saveAs(archivePath);
    await expect.poll(() => gm.getByTestId('exported').textContent()).toContain('Downloaded: campaign-');
    await expectAccessible(gm, 'archive-export');
    const lines = readFileSync(archivePath, 'utf8').trimEnd().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'header', format: 'sms-campaign-archive', campaignName: 'Loreval' });
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ type: 'trailer' });

    // Import on the second server (another roll key): the report, once.
    const gm2 = await desktop.newPage();
    await signUpWithPasskey(gm2, target.base, 'Gina again');
    targetGm = { apiKey: await keyMadeBy(gm2) };
    await gm2.getByLabel('Archive file').setInputFiles(archivePath);
    await gm2.getByRole('button', { name: 'Import', exact: true }).click();
    const report = gm2.getByTestId('import-report');
    await report.waitFor({ timeout: 30_000 });
    expect(await report.textContent()).toContain('Imported: Loreval. You are its GM.');
    // The source signed with its data folder's own key (no ROLL_LOG_KEYS), which the target does not hold.
    expect(await gm2.getByTestId('roll-keys').textContent()).toMatch(/local-[0-9a-f]{8}: signed elsewhere/);
    // Each roll log's verdict (issue 38 item 8): Pip's entries are signed with a key this server lacks.
    expect(await gm2.getByTestId('roll-chains').textContent()).toMatch(/Pip: signed elsewhere: cannot be checked here \(3 entries\)/);
    // …and its faces, redrawn from the seeds the archive carried, are as logged.
    expect(await gm2.getByTestId('chain-faces').textContent()).toMatch(/^\d+ faces redrawn from the revealed seeds, as logged$/);
    const invite = (await gm2.getByTestId('imported-invite').textContent())!.trim();
    const paulCode = (await gm2.getByTestId('claim-codes').locator('li', { hasText: 'Paul the player' }).locator('code').textContent())!.trim();
    expect(paulCode.length).toBeGreaterThan(3);
    await expectAccessible(gm2, 'archive-import-report');
    await expect.poll(() => campaignsOf(target, targetGm.apiKey)).toEqual(['Loreval']);
    await expectNoSecretInReachOfScript(gm2);

    // The imported webhook came back off, in its format: the GM turns it on and is shown its new secret once.
    const imported = (await remote(target).gql(MY_CAMPAIGNS, {}, targetGm.apiKey)).data.me.campaigns.edges[0].node.id as string;
    await gm2.goto(`${target.base}/#/campaign/${encodeURIComponent(imported)}/settings`);
    const endpoint = gm2.getByTestId('webhook-endpoints').locator('li', { hasText: 'hooks.example.com' });
    await endpoint.waitFor();
    expect(await endpoint.textContent()).toContain('Standard Webhooks');
    expect(await endpoint.textContent()).toContain('off');
    await endpoint.getByRole('button', { name: 'Turn on: https://hooks.example.com/sms' }).click();
    await expect.poll(() => gm2.getByTestId('reactivated-secret').textContent()).toMatch(/^whsec_/);
    await expect.poll(() => endpoint.getByRole('button', { name: /^Turn on/ }).count()).toBe(0);
    await expectAccessible(gm2, 'archive-webhook-on');

    // A player on a phone joins with the new invite and claims the old membership's character.
    const player = await phone.newPage();
    await signUpWithPasskey(player, target.base, 'Paul on the new server');
    const paul = { apiKey: await keyMadeBy(player) };
    await player.getByLabel('Invite code').fill(invite);
    await player.getByRole('button', { name: 'Join' }).click();
    await player.getByText('Claim my characters').click();
    await player.getByLabel('Claim code').fill(paulCode);
    await player.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect.poll(() => player.getByTestId('claimed').textContent(), { timeout: 15_000 }).toContain('Now yours: Pip');
    await player.getByRole('article', { name: 'Pip' }).waitFor({ timeout: 15_000 });
    await expectAccessible(player, 'archive-claim');
    const mine = await remote(target).gql(MY_CAMPAIGNS, {}, paul.apiKey);
    expect(mine.data.me.characters.edges.map((e: { node: { name: string; campaign: { name: string } } }) => `${e.node.name} — ${e.node.campaign.name}`)).toEqual(['Pip — Loreval']);

    // The same code again: refused beside the field, citing the rule.
    await player.getByLabel('Claim code').fill(paulCode);
    await player.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect.poll(() => player.getByRole('form', { name: 'Claim my characters' }).getByRole('alert').textContent()).toContain('docs/archive.md');
  }, 120_000);

  it('refuses a cut archive in words and creates nothing', async () => {
    expect(archivePath, 'the first test saved the archive').not.toBe('');
    const text = readFileSync(archivePath, 'utf8');
    const cut = join(folder, 'cut.jsonl');
    writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.6)));
    const before = await campaignsOf(target, targetGm.apiKey);

    // A phone of the GM's own (the other phone holds the player's session for this server).
    const gmPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    const page = await gmPhone.newPage();
    await signInByLink(page, target, targetGm.apiKey);
    await page.getByLabel('Archive file').setInputFiles(cut);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const refused = page.getByTestId('import-refused');
    await refused.waitFor({ timeout: 30_000 });
    expect(await refused.getAttribute('data-code')).toBe('ARCHIVE_REFUSED');
    expect(await refused.textContent()).toContain('The archive was refused; nothing was imported.');
    expect(await refused.textContent(), 'the reason, in words').toContain('cut short');
    expect(await page.getByTestId('import-report').count()).toBe(0);
    await expectAccessible(page, 'archive-import-refused');
    expect(await campaignsOf(target, targetGm.apiKey)).toEqual(before);
  }, 120_000);
});
