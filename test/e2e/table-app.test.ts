/**
 * The table app in a real browser (Debian's Chromium through playwright-core) against a real
 * `npm start` server on an embedded database: a GM and a player in two browser contexts play
 * the table loop, and each screen passes an accessibility check (axe-core).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Started, startProcess, waitForHttp } from '../support/processes.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skip = existsSync(CHROMIUM) ? null : `no browser at ${CHROMIUM}: apt-get install chromium (CI does)`;
const ARTIFACTS = join(process.cwd(), 'test-artifacts');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe.skipIf(skip)('the table app in Chromium', () => {
  let server: Started;
  let browser: Browser;
  let base: string;
  let dataDir: string;
  let gm: Page;
  let player: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'sms-app-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // What `npm start` runs: the prebuilt server (current: test/global-setup.ts), not tsx
    // transpiling the sources at start (≈ 3 s of CPU taken from the other test files).
    server = startProcess('node', ['scripts/start.mjs'], {
      PORT: String(port),
      DATA_DIR: dataDir,
      DELIVERY_INTERVAL_MS: '0',
      AWARDS_INTERVAL_MS: '0',
    });
    await waitForHttp(`${base}/graphql?query=%7B__typename%7D`, server, 90_000);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport, locale: 'en-GB' });
      contexts.push(context);
    }
    gm = await contexts[0]!.newPage();
    player = await contexts[1]!.newPage();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signUp(page: Page, name: string) {
    await page.goto(base);
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByTestId('api-key').textContent()).toMatch(/^sms_/);
    await page.getByRole('button', { name: /My campaigns/ }).click();
    await page.getByRole('heading', { name: 'My campaigns' }).waitFor();
  }

  async function accessible(page: Page, screen: string) {
    await page.screenshot({ path: join(ARTIFACTS, `${screen}.png`), fullPage: true });
    await page.addScriptTag({ content: AXE });
    const violations = await page.evaluate(async () => {
      const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
        .map((v: { id: string; nodes: { target: string[] }[] }) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, `${screen}: serious or critical accessibility violations`).toEqual([]);
  }

  it('plays a round: campaign, join, build and activate, ask, answer live, feed, verified log', async () => {
    await signUp(gm, 'Gemma');
    await accessible(gm, 'home');
    await gm.getByLabel('Campaign name').fill('Loreval');
    await gm.getByRole('button', { name: 'Create' }).click();
    const inviteCode = (await gm.getByTestId('invite-code').textContent())?.trim();
    expect(inviteCode).toBeTruthy();

    await signUp(player, 'Pip');
    await player.getByLabel('Invite code').fill(inviteCode!);
    await player.getByRole('button', { name: 'Join' }).click();
    await player.getByRole('link', { name: 'New character' }).click();
    await player.getByLabel('Character name').fill('Pip');
    await player.getByLabel('Tifin').check();
    await player.getByRole('button', { name: 'Create the draft' }).click();
    await expect.poll(() => player.getByTestId('xp-left').textContent()).toContain('33');

    const addModule = player.getByRole('form', { name: 'Add module' });
    await addModule.getByLabel('Module', { exact: true }).fill('Escrime');
    await addModule.getByLabel('Scope').fill('2');
    await addModule.getByLabel('Rank').fill('2');
    await player.getByRole('button', { name: 'Add module' }).click();
    await expect.poll(() => player.getByTestId('xp-left').textContent()).toContain('29');

    // A rule violation shows inline, beside the form that broke it, citing the rule.
    await addModule.getByLabel('Module', { exact: true }).fill('Course');
    await addModule.getByLabel('Scope').fill('1');
    await addModule.getByLabel('Rank').fill('4');
    await player.getByRole('button', { name: 'Add module' }).click();
    const problem = addModule.getByRole('alert');
    await expect.poll(() => problem.textContent()).toContain('SMS §8');
    await accessible(player, 'character-builder');
    await player.getByRole('button', { name: 'Activate' }).click();
    await player.getByRole('article', { name: 'Pip' }).waitFor();

    // The GM's party shows the new PC without a reload (live events), and the GM asks for a roll.
    await gm.getByRole('button', { name: 'Sheet: Pip' }).click();
    await accessible(gm, 'gm-screen');
    await gm.getByLabel('Difficulty die').selectOption('8');
    await gm.getByLabel('What is at stake').fill('Cross the rope bridge');
    await player.goto(`${base}/#/`);
    // A new device finds its table: my campaigns and my characters.
    await expect.poll(() => player.getByRole('list', { name: 'My characters' }).textContent()).toContain('Pip — Loreval');
    await player.getByRole('link', { name: 'Loreval' }).click();
    const answer = player.getByTestId('answer-request');
    expect(await answer.count()).toBe(0);
    await gm.getByRole('button', { name: 'Ask', exact: true }).click();

    // The request reaches the player's screen without a reload.
    await answer.waitFor({ timeout: 15_000 });
    await answer.getByLabel(/Escrime/).check();
    await expect.poll(() => answer.getByTestId('preview').textContent()).toMatch(/Score 2/);
    await accessible(player, 'player-view');
    await answer.getByRole('button', { name: /Roll/ }).click();
    // The default poll (1 s) was a timing assertion: on a loaded machine the refetch takes longer.
    await expect.poll(() => player.getByTestId('answer-request').count(), { timeout: 15_000 }).toBe(0);

    // The GM's feed shows the result, and the roll log verifies.
    const feed = gm.getByTestId('feed');
    await expect.poll(() => feed.locator('li[data-type="roll.resolved"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => gm.getByTestId('chain-badge').textContent(), { timeout: 15_000 }).toContain('Chain verified');
    await gm.screenshot({ path: join(ARTIFACTS, 'gm-feed.png'), fullPage: true });

    // Fair dice: the roll is sealed until the GM reveals the epoch's seed; then it verifies.
    const card = player.getByRole('article', { name: 'Pip' });
    expect(await card.getByTestId('fair-verified').count()).toBe(0);
    await gm.getByRole('button', { name: /Reveal the seed/ }).click();
    // The reveal reaches the GM's feed live, in words.
    await expect.poll(() => gm.getByTestId('feed').getByText('Seed of epoch 1 revealed: its rolls can be verified').count(), { timeout: 15_000 }).toBe(1);
    await player.reload();
    await expect.poll(() => player.getByRole('article', { name: 'Pip' }).getByTestId('fair-verified').count(), { timeout: 15_000 }).toBe(1);
  }, 180_000);

  it('runs an encounter: the turn advances on both screens without a reload', async () => {
    await gm.getByLabel('Encounter', { exact: true }).fill('Ambush at the ford');
    await gm.getByLabel('Initiative — Pip').fill('3');
    await gm.getByRole('button', { name: 'Start an encounter' }).click();
    await expect.poll(() => gm.getByTestId('turn-number').textContent(), { timeout: 15_000 }).toBe('1');
    await expect.poll(() => player.getByTestId('turn-number').textContent(), { timeout: 15_000 }).toBe('1');
    await accessible(gm, 'gm-encounter');
    await gm.getByRole('button', { name: 'Next turn' }).click();
    await expect.poll(() => gm.getByTestId('turn-number').textContent(), { timeout: 15_000 }).toBe('2');
    await expect.poll(() => player.getByTestId('turn-number').textContent(), { timeout: 15_000 }).toBe('2');
    await accessible(player, 'player-encounter');
  }, 120_000);
});
