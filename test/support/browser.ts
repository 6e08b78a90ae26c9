/**
 * What every table-app test in Chromium shares: the server, Debian's browser (playwright-core cannot
 * download one here), its launch flags, and the accessibility check of a screen.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { printedPort, startProcess, waitForHttp } from './processes.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Why the browser suites cannot run here, or null. */
export const browserSkip = existsSync(CHROMIUM) ? null : `no browser at ${CHROMIUM}: apt-get install chromium (CI does)`;
export const ARTIFACTS = join(process.cwd(), 'test-artifacts');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a test file holds of the browser: contexts of its own, all closed by `close`. */
export type TestBrowser = Pick<Browser, 'newContext' | 'close'>;

let shared: Promise<Browser> | null = null;

/**
 * Without the background-networking flags Chromium keeps dialling hosts this machine cannot
 * reach. The others spare CPU the suite is short of (a browser file ≈ 8 % less, table-sms-gm
 * measured twice each way): no per-site renderer processes (the app is one origin, and the
 * CSRF test's other site is refused by the server, whatever the process model), at most two
 * renderers, grey-scale text antialiasing, no smooth scrolling, no translate or hints services.
 */
function launch(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--disable-features=site-per-process,IsolateOrigins,Translate,OptimizationHints,MediaRouter', '--renderer-process-limit=2', '--disable-lcd-text', '--disable-smooth-scrolling',
    ],
  });
}

/**
 * Debian's Chromium, one per test process, lent to each file: the files a Vitest worker runs one
 * after another (`isolate: false`) each get contexts of their own (cookies, storage and passkeys
 * apart), closed with the loan, where launching and closing a browser per file cost ≈ 1 s of the
 * file. A browser that died is launched again; Playwright closes the last one as the process exits.
 */
export async function launchChromium(): Promise<TestBrowser> {
  shared ??= launch();
  let browser = await shared.catch(() => null);
  if (!browser?.isConnected()) {
    shared = launch();
    browser = await shared;
  }
  const opened = new Set<BrowserContext>();
  return {
    async newContext(options) {
      const context = await browser.newContext(options);
      opened.add(context);
      return context;
    },
    async close() {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
      opened.clear();
    },
  };
}

/**
 * A screenshot of every screen checked, in test-artifacts/: asked for with TEST_SCREENSHOTS=1.
 * Off by default: a full-page PNG costs Chromium ≈ 0.25 s of CPU, about a tenth of a browser
 * file's time, and no test reads it; a failed test's screens are kept anyway
 * (test/support/table-browser.ts).
 */
const SCREENSHOTS = process.env.TEST_SCREENSHOTS === '1';

/** axe-core on the screen: no serious or critical violation (and its screenshot, with TEST_SCREENSHOTS=1). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: join(ARTIFACTS, `${screen}.png`), fullPage: true });
  // Through the DevTools protocol, which the page's CSP does not govern (an inline <script> tag would be refused).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string; nodes: { target: string[] }[] }) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, `${screen}: serious or critical accessibility violations`).toEqual([]);
}

export interface TableServer {
  /**
   * `http://localhost:<port>`: passkeys need a domain as their relying party (Chromium refuses
   * an IP address as RP ID), and localhost is a secure context over plain http.
   */
  base: string;
  port: number;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  /** Stops the server (its process group) and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * What `npm start` runs, on an embedded database of its own in a temporary folder: the prebuilt
 * server (current: test/global-setup.ts), not tsx transpiling the sources at start (≈ 3 s of CPU
 * taken from the other test files). No webhook deliveries or awards job behind the test's back.
 * `env` adds to the server's environment (another ROLL_LOG_KEYS: a second instance).
 */
export async function startTableServer(prefix: string, env: Record<string, string> = {}): Promise<TableServer> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  // PORT=0: the server binds a free port itself and prints it. A port chosen here and handed
  // over could be taken meanwhile by another test's listener, which would then answer for it.
  const server = startProcess('node', ['scripts/start.mjs'], { PORT: '0', DATA_DIR: dataDir, DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0', ...env });
  let stopping = false;
  // A server that dies under a test would otherwise show only as a locator's timeout.
  server.child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[${prefix}] the table server exited under the test (code ${code}, signal ${signal}):\n${server.output()}`);
  });
  let port: number;
  try {
    port = await printedPort(server, 90_000);
    await waitForHttp(`http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`, server, 90_000);
  } catch (error) {
    stopping = true;
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    // localhost, not 127.0.0.1: Chromium refuses an IP address as a passkey's relying party.
    base: `http://localhost:${port}`,
    port,
    output: () => server.output(),
    async stop() {
      stopping = true;
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium's own virtual authenticator (DevTools Protocol, WebAuthn domain) on this page: a
 * platform authenticator that keeps discoverable passkeys and answers every prompt with user
 * presence and verification, as a phone's fingerprint would. `credentials` lists what it holds.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ credentials(): Promise<unknown[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/**
 * Sign up in the table app as a person does (issue 24): a name, a passkey made by the virtual
 * authenticator, the recovery codes shown once and confirmed saved; then the home screen.
 * Returns the recovery codes. Every browser flow signs up this way: no key is ever pasted.
 */
export async function signUpWithPasskey(page: Page, base: string, name: string): Promise<string[]> {
  await addVirtualAuthenticator(page);
  await page.goto(base);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
  const codes = page.getByTestId('recovery-codes');
  await codes.waitFor();
  const recoveryCodes = (await codes.locator('code').allTextContents()).map((c) => c.trim());
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: /Continue/ }).click();
  await page.getByRole('heading', { name: 'My campaigns' }).waitFor();
  await expectNoSecretInReachOfScript(page);
  return recoveryCodes;
}

/**
 * The app keeps no key or session token where script can read it (issue 24): nothing like one
 * in localStorage, sessionStorage or document.cookie (the session cookie is HttpOnly).
 */
export async function expectNoSecretInReachOfScript(page: Page): Promise<void> {
  const reachable = await page.evaluate(() => {
    // Storage may be disabled (its getter throws): then nothing is in it.
    const dump = (storage: () => Storage) => {
      try {
        const s = storage();
        return Object.keys(s).map((k) => `${k}=${s.getItem(k)}`);
      } catch {
        return [];
      }
    };
    return { local: dump(() => window.localStorage), session: dump(() => window.sessionStorage), cookie: document.cookie };
  });
  const secret = /sms_[A-Za-z0-9_-]{20,}|sess_[A-Za-z0-9_-]{20,}|apiKey|session/i;
  expect(reachable.local.filter((e) => secret.test(e)), 'localStorage').toEqual([]);
  expect(reachable.session.filter((e) => secret.test(e)), 'sessionStorage').toEqual([]);
  expect(reachable.cookie, 'document.cookie').not.toMatch(secret);
}

/**
 * A tool folded under its name (web/src/components/Tool.tsx: a <details> whose summary starts
 * with the title, "Restore mana (3 / 5)"): waited for, unfolded if it is not, and its form
 * (named `form`, the title by default).
 */
export async function openTool(scope: Page | Locator, title: string, form = title): Promise<Locator> {
  const summary = scope.locator('details.tool > summary').filter({ hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
  await summary.waitFor({ state: 'attached', timeout: 20_000 });
  await showPartOf(summary);
  await summary.waitFor({ timeout: 20_000 });
  if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
  return scope.getByRole('form', { name: form });
}

/**
 * On a phone the player's screen shows one view at a time (web/src/components/Views.tsx): the
 * view that holds `element` (its `data-part`) is chosen by its tab, as a thumb would.
 */
export async function showPartOf(element: Locator): Promise<void> {
  if (await element.isVisible()) return;
  const part = await element.evaluate((el) => el.closest('[data-part]')?.getAttribute('data-part') ?? null);
  if (part) await element.page().locator(`[role="tab"][data-view="${part}"]`).click();
}

/** The player's view named `name` ("Sheet", "Magic", "Log"), chosen by its tab when the screen has a tab bar (a phone). */
export async function showView(page: Page, name: string): Promise<void> {
  // Below the 48rem breakpoint the views are tabs; from it they sit side by side (nothing to choose).
  if ((page.viewportSize()?.width ?? 0) >= 768) return;
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.waitFor({ timeout: 20_000 });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 20_000 }).toBe('true');
}
