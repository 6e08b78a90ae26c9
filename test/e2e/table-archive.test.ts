/**
 * The campaign archive in the table app (Chromium, two real `npm start` servers with different
 * roll keys): the GM exports from one server's settings, imports the file on the other's home
 * screen (the report: invite, claim codes, the old key "signed elsewhere"), a player joins with
 * the new invite and claims their character; a cut file is refused in words and creates nothing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCampaign } from '../archive/support.js';
import type { TestApp } from '../support/app.js';
import { browserSkip, expectAccessible, launchChromium, startTableServer, type TableServer } from '../support/browser.js';
import { signUp } from '../support/flows.js';

/** The flows (test/support/flows.ts) against a running server: they only need `gql`. */
function remote(base: string): TestApp {
  const gql = async (query: string, variables?: Record<string, unknown>, apiKey?: string | null) => {
    const response = await fetch(`${base}/graphql`, {
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
  let browser: Browser;
  let desktop: BrowserContext;
  let phone: BrowserContext;
  const folder = mkdtempSync(join(tmpdir(), 'sms-archive-e2e-'));
  let archivePath = '';
  let targetGm: { apiKey: string };

  beforeAll(async () => {
    [source, target] = await Promise.all([startTableServer('sms-archive-a-'), startTableServer('sms-archive-b-', { ROLL_LOG_KEYS: OTHER_KEYS })]);
    browser = await launchChromium();
    desktop = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', acceptDownloads: true });
    phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    targetGm = await signUp(remote(target.base), 'Gina again');
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([source?.stop(), target?.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  async function useKey(page: Page, base: string, apiKey: string) {
    await page.goto(base);
    await page.getByLabel('API key').fill(apiKey);
    await page.getByRole('button', { name: 'Use this key' }).click();
    await page.getByRole('heading', { name: 'My campaigns' }).waitFor();
  }

  async function campaignsOf(base: string, apiKey: string): Promise<string[]> {
    const res = await remote(base).gql(MY_CAMPAIGNS, {}, apiKey);
    return res.data.me.campaigns.edges.map((e: { node: { name: string } }) => e.node.name);
  }

  it('exports from one server, imports on another, and a player joins with the new invite and claims', async () => {
    const t = await smsCampaign(remote(source.base));

    // Export: the GM's settings page, a download under the server's file name.
    const gm = await desktop.newPage();
    await useKey(gm, source.base, t.gm.apiKey);
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
    await useKey(gm2, target.base, targetGm.apiKey);
    await gm2.getByLabel('Archive file').setInputFiles(archivePath);
    await gm2.getByRole('button', { name: 'Import', exact: true }).click();
    const report = gm2.getByTestId('import-report');
    await report.waitFor({ timeout: 30_000 });
    expect(await report.textContent()).toContain('Imported: Loreval. You are its GM.');
    expect(await gm2.getByTestId('roll-keys').textContent()).toContain('dev: signed elsewhere');
    const invite = (await gm2.getByTestId('imported-invite').textContent())!.trim();
    const paulCode = (await gm2.getByTestId('claim-codes').locator('li', { hasText: 'Paul the player' }).locator('code').textContent())!.trim();
    expect(paulCode.length).toBeGreaterThan(3);
    await expectAccessible(gm2, 'archive-import-report');
    await expect.poll(() => campaignsOf(target.base, targetGm.apiKey)).toEqual(['Loreval']);

    // A player on a phone joins with the new invite and claims the old membership's character.
    const player = await phone.newPage();
    const paul = await signUp(remote(target.base), 'Paul on the new server');
    await useKey(player, target.base, paul.apiKey);
    await player.getByLabel('Invite code').fill(invite);
    await player.getByRole('button', { name: 'Join' }).click();
    await player.getByText('Claim my characters').click();
    await player.getByLabel('Claim code').fill(paulCode);
    await player.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect.poll(() => player.getByTestId('claimed').textContent(), { timeout: 15_000 }).toContain('Now yours: Pip');
    await player.getByRole('article', { name: 'Pip' }).waitFor({ timeout: 15_000 });
    await expectAccessible(player, 'archive-claim');
    const mine = await remote(target.base).gql(MY_CAMPAIGNS, {}, paul.apiKey);
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
    const before = await campaignsOf(target.base, targetGm.apiKey);

    // A phone of the GM's own (the other phone holds the player's key for this server).
    const gmPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    const page = await gmPhone.newPage();
    await useKey(page, target.base, targetGm.apiKey);
    await page.getByLabel('Archive file').setInputFiles(cut);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const refused = page.getByTestId('import-refused');
    await refused.waitFor({ timeout: 30_000 });
    expect(await refused.getAttribute('data-code')).toBe('ARCHIVE_REFUSED');
    expect(await refused.textContent()).toContain('The archive was refused; nothing was imported.');
    expect(await refused.textContent(), 'the reason, in words').toContain('cut short');
    expect(await page.getByTestId('import-report').count()).toBe(0);
    await expectAccessible(page, 'archive-import-refused');
    expect(await campaignsOf(target.base, targetGm.apiKey)).toEqual(before);
  }, 120_000);
});
