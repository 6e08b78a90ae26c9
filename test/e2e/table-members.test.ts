/**
 * Issue 24 items 5 and 6 in Chromium against a real `npm start` server: a player joins from the
 * GM's invite link on a phone (signed out: sign up first, then joined; signed in: at once), the
 * GM's roster with removal and a new invite code (the old link stops working), and API keys made,
 * named, listed, renamed and revoked from the Account screen (a revoked key is refused on the next request).
 * Everyone signs up with a passkey (Chromium's virtual authenticator). Every new screen passes
 * axe-core; screenshots go to test-artifacts/.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVirtualAuthenticator, browserSkip, expectAccessible, expectNoSecretInReachOfScript, launchChromium, startTableServer, type TableServer, type TestBrowser } from '../support/browser.js';

const PHONE = { width: 390, height: 844 };

describe.skipIf(browserSkip)('members, invite links and API keys in Chromium', () => {
  let server: TableServer;
  let browser: TestBrowser;
  let gm: Page;
  /** The GM's second tab on the campaign: what another open screen of the GM shows, live. */
  let gmTab: Page;
  let inviteLink = '';
  let oldLink = '';
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTableServer('sms-members-');
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    contexts.push(context);
    gm = await context.newPage();
    await addVirtualAuthenticator(gm);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function phone(): Promise<Page> {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB', isMobile: true, hasTouch: true });
    contexts.push(context);
    const page = await context.newPage();
    await addVirtualAuthenticator(page);
    return page;
  }

  /** Sign up with a passkey on the Welcome screen already shown; the recovery codes kept, then "Continue". */
  async function signUpHere(page: Page, name: string) {
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByLabel('I have saved these codes').check();
    await page.getByRole('button', { name: /Continue/ }).click();
    await expectNoSecretInReachOfScript(page);
  }

  /** What the API answers a script presenting `key` (Bearer): the person's name, or the HTTP status. */
  async function asScript(key: string): Promise<string | number> {
    // The test process talks to the bound address (the server listens on 127.0.0.1).
    const res = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: '{ me { name } }' }),
    });
    if (!res.ok) return res.status;
    return ((await res.json()) as { data: { me: { name: string } } }).data.me.name;
  }

  /** The page fits a phone's width: nothing scrolls sideways. */
  const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  it(
    'the GM shares a link with copy and a QR code; a signed-out player on a phone signs up and joins',
    async () => {
      await gm.goto(server.base);
      await signUpHere(gm, 'Gemma');
      await gm.getByRole('heading', { name: 'My campaigns' }).waitFor();
      await gm.getByLabel('Campaign name').fill('Vaulted Halls');
      await gm.getByRole('button', { name: 'Create' }).click();
      await gm.getByRole('heading', { name: 'Invite players' }).waitFor();
      await expect.poll(() => gm.getByTestId('invite-link').inputValue()).toMatch(/\/#\/join\/[A-Z0-9-]{19}$/);
      inviteLink = await gm.getByTestId('invite-link').inputValue();
      expect(inviteLink.startsWith(server.base)).toBe(true);
      // The QR code is an SVG made in the page from the link (uqr, loaded with this panel only).
      await expect.poll(() => gm.getByTestId('invite-qr').locator('svg').count(), { timeout: 20_000 }).toBe(1);
      await gm.getByRole('button', { name: 'Copy the link' }).click();
      await expect.poll(() => gm.getByRole('button', { name: 'Link copied' }).count()).toBe(1);
      await expectAccessible(gm, 'members-gm-invite');

      const pip = await phone();
      await pip.goto(inviteLink);
      await pip.getByTestId('join-first').waitFor();
      expect(await pip.getByTestId('join-first').textContent()).toMatch(/you were invited to/);
      await expectAccessible(pip, 'members-join-signed-out-phone');
      await signUpHere(pip, 'Pip');
      // Joined, and the campaign opened in place of the link.
      await pip.getByRole('heading', { name: /Vaulted Halls/ }).waitFor({ timeout: 30_000 });
      await expect.poll(() => pip.evaluate(() => location.hash)).toMatch(/^#\/campaign\//);
      expect(await pip.getByRole('heading', { name: /Vaulted Halls/ }).textContent()).toContain('Player');
      expect(await fitsWidth(pip)).toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(pip, 'members-joined-phone');
    },
    120_000,
  );

  it(
    'a signed-in player following the link joins at once; the GM sees the roster and removes one, and another open screen follows live',
    async () => {
      const quill = await phone();
      await quill.goto(server.base);
      await signUpHere(quill, 'Quill');
      await quill.getByRole('heading', { name: 'My campaigns' }).waitFor();
      await quill.goto(inviteLink);
      await quill.getByRole('heading', { name: /Vaulted Halls/ }).waitFor({ timeout: 30_000 });
      expect(await quill.getByRole('heading', { name: /Vaulted Halls/ }).textContent()).toContain('Player');

      // The GM's roster: everyone with role and joined date (the roster reads the campaign again).
      await gm.reload();
      const roster = gm.getByTestId('roster');
      await expect.poll(() => roster.locator('li').count(), { timeout: 30_000 }).toBe(3);
      const quillRow = roster.locator('li[data-member="Quill"]');
      expect(await quillRow.textContent()).toMatch(/Player.*joined/);
      await expectAccessible(gm, 'members-roster');

      // The GM's other open screen (a second tab) follows live, with no reload: the removal is an event.
      gmTab = await gm.context().newPage();
      await gmTab.goto(gm.url());
      const tabRoster = gmTab.getByTestId('roster');
      await expect.poll(() => tabRoster.locator('li').count(), { timeout: 30_000 }).toBe(3);
      await expect.poll(() => gmTab.getByTestId('live-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('live');

      await gm.getByRole('button', { name: 'Remove from the campaign: Quill' }).click();
      await gm.getByText(/Remove Quill\? Their characters stay/).waitFor();
      await gm.getByRole('button', { name: 'Remove from the campaign', exact: true }).click();
      await gm.getByTestId('member-removed').waitFor();
      await expect.poll(() => roster.locator('li').count(), { timeout: 30_000 }).toBe(2);
      expect(await roster.textContent()).not.toContain('Quill');
      await expectAccessible(gm, 'members-roster-removed');
      await expect.poll(() => tabRoster.locator('li').count(), { timeout: 30_000 }).toBe(2);
      await expect.poll(() => gmTab.getByTestId('feed').textContent(), { timeout: 30_000 }).toContain('The GM removed Quill from the campaign');

      // Quill no longer opens the campaign.
      await quill.reload();
      await expect.poll(() => quill.getByRole('alert').first().textContent(), { timeout: 30_000 }).toMatch(/not a member/);
    },
    120_000,
  );

  it(
    'a new invite code: the old link stops working and says so; another open screen of the GM shows the new one live',
    async () => {
      oldLink = inviteLink;
      const oldCode = (await gm.getByTestId('invite-code').textContent())!.trim();
      await gm.getByRole('button', { name: 'New invite code' }).click();
      await gm.getByText(/will stop working/).waitFor();
      await gm.getByRole('button', { name: 'New invite code' }).click();
      await expect.poll(async () => (await gm.getByTestId('invite-code').textContent())?.trim(), { timeout: 30_000 }).not.toBe(oldCode);
      inviteLink = await gm.getByTestId('invite-link').inputValue();
      expect(inviteLink).not.toBe(oldLink);
      // The GM's other tab shows the new code live (the event carries none: the tab reads it).
      const newCode = (await gm.getByTestId('invite-code').textContent())!.trim();
      await expect.poll(async () => (await gmTab.getByTestId('invite-code').textContent())?.trim(), { timeout: 30_000 }).toBe(newCode);
      await expect.poll(() => gmTab.getByTestId('feed').textContent(), { timeout: 30_000 }).toContain('The GM made a new invite code');
      await gmTab.close();

      const late = await phone();
      await late.goto(server.base);
      await signUpHere(late, 'Late Lou');
      await late.getByRole('heading', { name: 'My campaigns' }).waitFor();
      await late.goto(oldLink);
      await late.getByTestId('join-failed').waitFor({ timeout: 30_000 });
      expect(await late.getByTestId('join-failed').textContent()).toMatch(/no longer opens a campaign/);
      await expectAccessible(late, 'members-join-old-link-phone');
      await late.goto(inviteLink);
      await late.getByRole('heading', { name: /Vaulted Halls/ }).waitFor({ timeout: 30_000 });
    },
    120_000,
  );

  it(
    'API keys: create and name one (shown once), list by prefix and last use, rename it, revoke it; a revoked key is refused on the next request',
    async () => {
      await gm.getByRole('link', { name: 'Account' }).click();
      await gm.getByRole('heading', { name: 'API keys for integrations' }).waitFor();
      const list = gm.getByTestId('api-keys');
      // The app signed up with a passkey and holds no key: the list starts empty.
      await gm.getByTestId('passkeys').waitFor();
      expect(await list.locator('li').count()).toBe(0);
      await expectAccessible(gm, 'account-keys');

      await gm.getByLabel('Name of the new key').fill('Discord bot');
      await gm.getByRole('button', { name: 'Create the key' }).click();
      await gm.getByTestId('new-key').waitFor();
      const key = (await gm.getByTestId('new-key').getByTestId('api-key').textContent())!.trim();
      expect(key).toMatch(/^sms_/);
      await expect.poll(() => list.locator('li').count(), { timeout: 30_000 }).toBe(1);
      const row = list.locator('li[data-key-name="Discord bot"]');
      expect(await row.textContent()).toContain(`${key.slice(0, 8)}…`);
      expect(await row.textContent()).toMatch(/Last used never/);
      // Only the prefix is listed: the key itself is in the page once, in the "shown once" box.
      expect(await list.textContent()).not.toContain(key);
      await expectAccessible(gm, 'account-key-created');

      // The bot's key works for a script, until it is revoked.
      expect(await asScript(key)).toBe('Gemma');

      // Renamed in place: an empty name is refused beside the field (kept as typed), then a new name is saved; the key is unchanged.
      await row.getByRole('button', { name: 'Rename “Discord bot”' }).click();
      const rename = row.getByRole('form', { name: 'Rename “Discord bot”' });
      const newName = rename.getByLabel('New name for “Discord bot”');
      expect(await newName.inputValue()).toBe('Discord bot');
      await newName.fill('   ');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => newName.getAttribute('aria-invalid'), { timeout: 30_000 }).toBe('true');
      expect(await rename.getByRole('alert').textContent()).toBe('Fill this in.');
      expect(await newName.inputValue()).toBe('   ');
      await expectAccessible(gm, 'account-key-rename-refused');
      await newName.fill('Table bot');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => gm.getByTestId('key-notice').textContent(), { timeout: 30_000 }).toBe('“Discord bot” is now “Table bot”.');
      const renamed = list.locator('li[data-key-name="Table bot"]');
      await renamed.waitFor({ timeout: 30_000 });
      expect(await list.locator('li').count()).toBe(1);
      expect(await renamed.textContent()).toContain(`${key.slice(0, 8)}…`);
      expect(await asScript(key)).toBe('Gemma');
      // The same control in French.
      await gm.getByRole('button', { name: 'Français' }).click();
      await renamed.getByRole('button', { name: 'Renommer « Table bot »' }).click();
      expect(await renamed.getByRole('form', { name: 'Renommer « Table bot »' }).getByLabel('Nouveau nom de « Table bot »').inputValue()).toBe('Table bot');
      await expectAccessible(gm, 'account-key-rename-fr');
      await renamed.getByRole('button', { name: 'Annuler' }).click();
      await gm.getByRole('button', { name: 'English' }).click();

      await gm.getByRole('button', { name: 'Revoke: Table bot' }).click();
      await gm.getByText(/Revoke “Table bot”\?/).waitFor();
      await gm.getByRole('button', { name: 'Revoke', exact: true }).click();
      await gm.getByTestId('key-notice').getByText('“Table bot” is revoked.').waitFor();
      await expect.poll(() => list.locator('li').count(), { timeout: 30_000 }).toBe(0);
      expect(await list.textContent()).not.toContain('Table bot');
      // Refused on the next request (401), never read as an empty account.
      expect(await asScript(key)).toBe(401);
      await expectNoSecretInReachOfScript(gm);
    },
    120_000,
  );
});
