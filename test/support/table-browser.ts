/**
 * The table every browser file of the table app starts from: a real `npm start` server of its
 * own, Debian's Chromium, the GM on a desktop and a player on a phone (each a browser context of
 * its own, in English), and what the files check around their screens: both sizes through
 * axe-core, screenshots when a test fails, no request to anything but the app's own server.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, expectAccessible, launchChromium, startTableServer, type TableServer } from './browser.js';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface BrowserTable {
  server: TableServer;
  /** The app's address, as the pages open it. */
  base: string;
  browser: Browser;
  /** The GM's page, on a desktop (1280×900). */
  gm: Page;
  /** A player's page, on a phone (390×844). */
  player: Page;
  /** Every request either page sent to anything but the app's own server (there must be none). */
  outside: string[];
  close(): Promise<void>;
}

/** The server (its data folder named after `prefix`), the browser, the GM's and the player's pages. */
export async function openBrowserTable(prefix: string): Promise<BrowserTable> {
  const server = await startTableServer(prefix);
  let browser: Browser | null = null;
  const close = async () => {
    await browser?.close();
    await server.stop();
  };
  try {
    browser = await launchChromium();
    const gm = await (await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' })).newPage();
    const player = await (await browser.newContext({ viewport: PHONE, locale: 'en-GB' })).newPage();
    const outside: string[] = [];
    for (const page of [gm, player]) page.on('request', (r) => (r.url().startsWith(server.base) ? null : outside.push(r.url())));
    return { server, base: server.base, browser, gm, player, outside, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * In a describe block: the table opened before its tests (`take` keeps what the file uses) and
 * closed after them.
 */
export function useBrowserTable(prefix: string, take: (table: BrowserTable) => void): void {
  let table: BrowserTable | null = null;
  beforeAll(async () => {
    table = await openBrowserTable(prefix);
    take(table);
  }, 150_000);
  afterAll(async () => table?.close());
}

/** The screen through axe-core on the page's own size and on the other one (a GM runs the table from a phone as well), then back. */
export async function expectAccessibleBothSizes(page: Page, screen: string): Promise<void> {
  const own = page.viewportSize()!;
  const other = own.width === PHONE.width ? DESKTOP : PHONE;
  await expectAccessible(page, `${screen}-${own.width === PHONE.width ? 'phone' : 'desktop'}`);
  await page.setViewportSize(other);
  await expectAccessible(page, `${screen}-${other.width === PHONE.width ? 'phone' : 'desktop'}`);
  await page.setViewportSize(own);
}

/** In a test: should it fail, a screenshot of each page (`<prefix>-failed-<who>.png`) and the refusals each showed. */
export function recordScreensOnFailure(prefix: string, pages: Record<string, Page>): void {
  onTestFailed(async () => {
    for (const [who, page] of Object.entries(pages)) {
      await page.screenshot({ path: join(ARTIFACTS, `${prefix}-failed-${who}.png`), fullPage: true }).catch(() => undefined);
      console.error(`refusals on the ${who} screen:`, await page.getByRole('alert').allTextContents().catch(() => []));
    }
  });
}
