/**
 * Accounts in the table app (issue 24), in Chromium with its virtual authenticator: sign up with
 * a passkey, sign out, sign in again; a second device through a one-time link (which then makes
 * its own passkey); a recovery code; the warning before signing out of the last device; the
 * GM's one-time link for a player who lost every device; CSRF from another site. After every
 * flow no key or session token is within reach of script.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVirtualAuthenticator, browserSkip, expectAccessible, expectNoSecretInReachOfScript, launchChromium, signUpWithPasskey, startTableServer, type TableServer, type TestBrowser } from '../support/browser.js';

describe.skipIf(browserSkip)('accounts in the table app (Chromium, virtual authenticator)', () => {
  let server: TableServer;
  let browser: TestBrowser;
  let base: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTableServer('sms-accounts-');
    base = server.base;
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function newPage(phone = false): Promise<Page> {
    const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, locale: 'en-GB', isMobile: true, hasTouch: true } : { locale: 'en-GB' });
    contexts.push(context);
    return context.newPage();
  }

  const signOut = async (page: Page) => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign up with a passkey' }).waitFor();
  };

  it('sign up with a passkey, sign out, sign in again with it', async () => {
    const page = await newPage();
    const codes = await signUpWithPasskey(page, base, 'Alba');
    expect(codes).toHaveLength(10);
    await expectAccessible(page, 'accounts-home');
    await signOut(page);
    await expectNoSecretInReachOfScript(page);
    await expectAccessible(page, 'accounts-welcome');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'My campaigns' }).waitFor();
    await expectNoSecretInReachOfScript(page);
    await page.getByRole('link', { name: 'Account' }).click();
    await expect.poll(() => page.getByTestId('passkeys').locator('li').count()).toBe(1);
    await expect.poll(() => page.getByTestId('sessions').textContent()).toContain('this device');
    await expectAccessible(page, 'accounts-account');
  }, 120_000);

  it('a second device signs in through a one-time link (and QR code), then makes its own passkey', async () => {
    const laptop = await newPage();
    await signUpWithPasskey(laptop, base, 'Bea');
    await laptop.goto(`${base}/#/account`);
    await laptop.getByRole('button', { name: 'Make a one-time link' }).click();
    const link = await laptop.getByTestId('device-link').inputValue();
    expect(link).toMatch(new RegExp(`^${base}/#/device/[A-Za-z0-9_-]{43}$`));
    expect(await laptop.locator('svg.qr path').getAttribute('d')).toMatch(/^M\d/);
    await expectNoSecretInReachOfScript(laptop);

    const phone = await newPage(true);
    const authenticator = await addVirtualAuthenticator(phone);
    await phone.goto(link);
    await phone.getByText('This device is signed in').waitFor();
    // The spent link is out of the address bar.
    expect(phone.url()).not.toContain(link.split('#/device/')[1]);
    await expectAccessible(phone, 'accounts-device-link-phone');
    await phone.getByRole('button', { name: 'Make a passkey on this device' }).click();
    await phone.getByRole('heading', { name: 'My campaigns' }).waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoSecretInReachOfScript(phone);
    await laptop.reload();
    await expect.poll(() => laptop.getByTestId('passkeys').locator('li').count()).toBe(2);
    await expect.poll(() => laptop.getByTestId('sessions').locator('li').count()).toBe(2);
    // The same link again: spent.
    const thief = await newPage();
    await thief.goto(link);
    await thief.getByText(/device link is not valid/).waitFor();
  }, 120_000);

  it('a recovery code signs in where no passkey is; signing out of the last device without saved codes warns first', async () => {
    const first = await newPage();
    await addVirtualAuthenticator(first);
    await first.goto(base);
    await first.getByLabel('Your name').fill('Cora');
    await first.getByRole('button', { name: 'Sign up with a passkey' }).click();
    await first.getByTestId('recovery-codes').waitFor();
    const codes = (await first.getByTestId('recovery-codes').locator('code').allTextContents()).map((c) => c.trim());
    // Not ticked "I have saved these codes".
    await first.getByRole('button', { name: /Continue/ }).click();
    await first.getByRole('button', { name: 'Sign out' }).click();
    await first.getByRole('alertdialog').getByText('You have not confirmed that you saved your recovery codes').waitFor();
    await expectAccessible(first, 'accounts-sign-out-warning');
    await first.getByRole('button', { name: 'Sign out anyway' }).click();
    await first.getByRole('button', { name: 'Sign up with a passkey' }).waitFor();

    const elsewhere = await newPage(true);
    await elsewhere.goto(base);
    await elsewhere.getByLabel('Recovery code').fill('not-a-code-at-all');
    await elsewhere.getByRole('button', { name: 'Sign in', exact: true }).click();
    await elsewhere.getByText('This recovery code is not valid').waitFor();
    await elsewhere.getByLabel('Recovery code').fill(codes[2]!.toLowerCase());
    await elsewhere.getByRole('button', { name: 'Sign in', exact: true }).click();
    await elsewhere.getByRole('heading', { name: 'My campaigns' }).waitFor();
    await expectNoSecretInReachOfScript(elsewhere);
    await elsewhere.goto(`${base}/#/account`);
    await elsewhere.getByText('9 unused recovery codes.').waitFor();
  }, 120_000);

  it('the GM gives a player who lost every device a one-time link: same account, characters kept', async () => {
    const gm = await newPage();
    await signUpWithPasskey(gm, base, 'Gemma');
    await gm.getByLabel('Campaign name').fill('Lost and found');
    await gm.getByRole('button', { name: 'Create', exact: true }).click();
    const invite = ((await gm.getByTestId('invite-code').textContent()) ?? '').trim();
    const player = await newPage(true);
    await signUpWithPasskey(player, base, 'Ivo');
    await player.getByLabel('Invite code').fill(invite);
    await player.getByRole('button', { name: 'Join', exact: true }).click();
    await player.getByText('Lost and found').first().waitFor();

    await gm.reload();
    const roster = gm.getByTestId('roster');
    await roster.getByText('Ivo').waitFor();
    await roster.locator('summary', { hasText: 'One-time sign-in link' }).click();
    await roster.getByRole('button', { name: 'One-time sign-in link' }).click();
    const link = await roster.getByTestId('device-link').inputValue();
    await expectAccessible(gm, 'accounts-gm-player-link');

    const newPhone = await newPage(true);
    await addVirtualAuthenticator(newPhone);
    await newPhone.goto(link);
    await newPhone.getByRole('button', { name: 'Make a passkey on this device' }).click();
    await newPhone.getByRole('heading', { name: 'My campaigns' }).waitFor();
    await newPhone.getByText('Lost and found').first().waitFor();
    await expectNoSecretInReachOfScript(newPhone);
  }, 120_000);

  it('CSRF: another site’s form POST and credentialed fetch are refused; the app’s own requests succeed', async () => {
    const page = await newPage();
    await signUpWithPasskey(page, base, 'Mo');
    // The app's own request, with its cookie: it works.
    expect(await page.evaluate(async () => (await (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { name } }"}' })).json()).data.me.name)).toBe('Mo');

    // Another site: a page served at http://evil.test (routed by the test, no CSP of ours).
    const target = `${base}/graphql`;
    await page.context().route('http://evil.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>evil</title><form method="post" action="${target}" enctype="text/plain"><input name='{"query":"mutation { signOut { __typename } }","x":"' value='"}'></form>`,
      }),
    );
    const evil = await page.context().newPage();
    await evil.goto('http://evil.test/');
    const refused = await evil.evaluate(async (url) => {
      try {
        const r = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { name } }"}' });
        return `answered ${r.status}: ${await r.text()}`;
      } catch (error) {
        return `refused: ${(error as Error).message}`;
      }
    }, target);
    expect(refused).toMatch(/^refused/);
    const [response] = await Promise.all([evil.waitForResponse(target), evil.evaluate(() => document.forms[0]!.submit())]);
    // Refused outright (no cookie rides along cross-site, and text/plain is not JSON).
    expect([403, 415]).toContain(response.status());
    // The session is untouched.
    await page.reload();
    await page.getByRole('heading', { name: 'My campaigns' }).waitFor();
  }, 120_000);
});
