/**
 * The table app in a real browser (Debian's Chromium through playwright-core) against a real
 * `npm start` server on an embedded database: a GM and a player in two browser contexts play
 * the table loop, and each screen passes an accessibility check (axe-core).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserSkip, expectAccessible, openTool, signUpWithPasskey, type TestBrowser } from '../support/browser.js';
import { useBrowserTable, openNewCharacter } from '../support/table-browser.js';

const skip = browserSkip;

describe.skipIf(skip)('the table app in Chromium', () => {
  let browser: TestBrowser;
  let base: string;
  let gm: Page;
  let player: Page;
  /** Every Content-Security-Policy refusal any page reported (the app must run under its CSP). */
  const cspViolations: string[] = [];
  const watchCsp = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
    });

  useBrowserTable('sms-app-', (table) => {
    ({ base, browser, gm, player } = table);
    watchCsp(gm);
    watchCsp(player);
  });

  // A passkey through Chromium's virtual authenticator (test/support/browser.ts).
  const signUp = (page: Page, name: string) => signUpWithPasskey(page, base, name);

  const accessible = expectAccessible;

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
    await openNewCharacter(player);
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
    await player.getByRole('article', { name: 'Pip', exact: true }).waitFor();

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
    // The roll, then the card's refetch: more than expect.poll's default second on a loaded machine.
    await expect.poll(() => player.getByTestId('answer-request').count(), { timeout: 15_000 }).toBe(0);

    // The GM's feed shows the result, and the roll log verifies.
    const feed = gm.getByTestId('feed');
    await expect.poll(() => feed.locator('li[data-type="roll.resolved"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => gm.getByTestId('chain-badge').textContent(), { timeout: 15_000 }).toContain('Chain verified');
    await gm.screenshot({ path: join(ARTIFACTS, 'gm-feed.png'), fullPage: true });

    // Fair dice: the roll is sealed until the GM reveals the epoch's seed; then it verifies.
    const card = player.getByRole('article', { name: 'Pip', exact: true });
    expect(await card.getByTestId('fair-verified').count()).toBe(0);
    // The GM's tools are folded, one open at a time (issue 39 item 4).
    await openTool(gm, 'Fair dice');
    await gm.getByRole('button', { name: /Reveal the seed/ }).click();
    // The reveal reaches the GM's feed live, in words.
    await expect.poll(() => gm.getByTestId('feed').getByText('Seed of epoch 1 revealed: its rolls can be verified').count(), { timeout: 15_000 }).toBe(1);
    await player.reload();
    // The roll log's line says so (and so does the roll's card inside it).
    await expect.poll(() => player.getByRole('article', { name: 'Pip', exact: true }).getByTestId('fair-verified').count(), { timeout: 15_000 }).toBeGreaterThan(0);
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

  it('ran every screen above under the strict CSP of / without a refusal', async () => {
    const page = await fetch(base);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
    expect(cspViolations).toEqual([]);
  });

  it('runs without localStorage (a cross-origin frame, storage disabled): no blank page', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    try {
      await context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      watchCsp(page);
      await signUpWithPasskey(page, base, 'Nomad');
      await page.getByRole('button', { name: 'Français' }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
      expect(errors).toEqual([]);
      expect(cspViolations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the loading shell before the script, and replaces it once the app renders', async () => {
    const html = await (await fetch(base)).text();
    expect(html).toMatch(/<div id="app">\s*<header class="bar">/);
    expect(html).toContain('Loading the table');
    const context = await browser.newContext({ locale: 'en-GB', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(base);
      expect(await page.getByText('Loading the table').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
    const page = await gm.context().newPage();
    await page.goto(base);
    await page.getByRole('heading', { name: 'My campaigns' }).waitFor();
    expect(await page.getByText('Loading the table').count()).toBe(0);
    await page.close();
  });

  it('GraphiQL runs under its own CSP, framed by no one', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    try {
      const page = await context.newPage();
      watchCsp(page);
      const response = await page.goto(`${base}/graphql`);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      await page.locator('.graphiql-container').first().waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: /Execute query/i }).first().waitFor({ timeout: 30_000 });
      expect(cspViolations).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
