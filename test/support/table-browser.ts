/**
 * The table every browser file of the table app starts from: a real `npm start` server of its
 * own, Debian's Chromium, the GM on a desktop and a player on a phone (each a browser context of
 * its own, in English), and what the files check around their screens: both sizes through
 * axe-core, screenshots when a test fails, no request to anything but the app's own server.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ARTIFACTS, expectAccessible, launchChromium, startTableServer, type TableServer, type TestBrowser } from './browser.js';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface BrowserTable {
  server: TableServer;
  /** The app's address, as the pages open it. */
  base: string;
  browser: TestBrowser;
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
  let browser: TestBrowser | null = null;
  const close = async () => {
    await browser?.close();
    await server.stop();
  };
  try {
    browser = await launchChromium();
    const gm = await (await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' })).newPage();
    const player = await (await browser.newContext({ viewport: PHONE, locale: 'en-GB' })).newPage();
    const outside: string[] = [];
    for (const page of [gm, player]) {
      page.on('request', (r) => (r.url().startsWith(server.base) ? null : outside.push(r.url())));
      watchPage(page, server);
    }
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

/**
 * The campaign screen's 'New character' link, followed until the builder's route is reached.
 * A click Chromium delivered while the screen's cards were still moving the link was lost once
 * in ~2,000 CI tests (the test then waited 30 s for a form on a screen it never reached); the
 * link now sits above what loads, and a click that still changes no route is told apart in the
 * failure report and made again (the link is a plain href: a second click repeats nothing else).
 */
export async function openNewCharacter(page: Page): Promise<void> {
  const link = page.getByRole('link', { name: 'New character' });
  for (let attempt = 1; ; attempt++) {
    await link.click();
    try {
      await page.waitForFunction(() => location.hash.endsWith('/new-character'), null, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      watches.get(page)?.note(`'New character' clicked, route still ${page.url()}: clicking again`);
    }
  }
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

/**
 * What a page did lately, for the log of a failed test: CI keeps only its output, not the
 * screenshots, so a locator's timeout must say there what the screen showed and what was
 * still waiting on the network.
 */
interface PageWatch {
  server: TableServer;
  /** Requests sent and not yet answered, with when they left. */
  inFlight: Map<Request, number>;
  /** The last console errors, page errors and failed requests, oldest first. */
  recent: string[];
  /** Adds a line to `recent`, timed, keeping the last RECENT. */
  note(line: string): void;
}

const watches = new WeakMap<Page, PageWatch>();
const RECENT = 40;

function watchPage(page: Page, server: TableServer): void {
  const watch: PageWatch = {
    server,
    inFlight: new Map(),
    recent: [],
    note(line) {
      watch.recent.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (watch.recent.length > RECENT) watch.recent.shift();
    },
  };
  const note = watch.note;
  page.on('request', (r) => watch.inFlight.set(r, Date.now()));
  page.on('requestfinished', (r) => watch.inFlight.delete(r));
  // A tap's mutation, sent and answered: tells a tap the screen never acted on from one whose
  // answer the screen did not show (a Ylnies roll made, its list never read again).
  page.on('response', (r) => (/(?:^|})\s*mutation\b/.test(operationBody(r.request())) ? note(`answered ${r.status()}: ${nameOf(r.request())}`) : undefined));
  page.on('requestfailed', (r) => {
    watch.inFlight.delete(r);
    note(`request failed: ${nameOf(r)} (${r.failure()?.errorText})`);
  });
  // Hash routes too: a screen that is not the one the test went to says how it got there.
  page.on('framenavigated', (frame) => (frame === page.mainFrame() ? note(`at ${frame.url()}`) : undefined));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`console ${m.type()}: ${m.text()}`);
    else if (m.text().startsWith(TRACE)) note(m.text().slice(TRACE.length));
  });
  // What a click reached and where the route went, from inside the page: a click the screen
  // did not act on (lost in a layout shift, say) is told from one it acted on and then undid.
  void page.addInitScript(traceClicksAndRoutes, TRACE);
  page.on('pageerror', (e) => note(`page error: ${e.message}`));
  watches.set(page, watch);
}

const TRACE = '[trace] ';

/** Runs in the page: each click's target and position, each hash change, as console lines. */
function traceClicksAndRoutes(prefix: string): void {
  const describe = (node: EventTarget | null) => {
    const element = node instanceof Element ? node : null;
    if (!element) return String(node);
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.getAttribute('href') ? ` href=${element.getAttribute('href')}` : ''} "${text}"`;
  };
  addEventListener('click', (e) => console.debug(`${prefix}click on ${describe(e.target)} at ${e.clientX},${e.clientY}${e.defaultPrevented ? ' (prevented)' : ''}`), true);
  addEventListener('hashchange', (e) => console.debug(`${prefix}hash ${new URL(e.oldURL).hash} → ${new URL(e.newURL).hash}`));
}

/** The GraphQL document a request carries ('' if none). */
function operationBody(request: Request): string {
  try {
    return String((JSON.parse(request.postData() ?? 'null') as { query?: unknown } | null)?.query ?? '');
  } catch {
    return '';
  }
}

/** A request in a line: its method and path, and the GraphQL operation it carries (a subscription's stream is a POST). */
function nameOf(request: Request): string {
  const url = new URL(request.url());
  const body = request.postData() ?? '';
  const operation = url.searchParams.get('operationName') ?? (/"operationName"\s*:\s*"(\w+)"/.exec(body) ?? /(?:query|mutation|subscription)\s+(\w+)/.exec(body))?.[1];
  return `${request.method()} ${url.pathname}${operation ? ` ${operation}` : ''}`;
}

/** The page's address, the start of its text, its unanswered requests and its recent errors. */
async function describePage(page: Page): Promise<string> {
  const watch = watches.get(page);
  const text = ((await page.locator('body').textContent({ timeout: 2_000 }).catch(() => '(no text)')) ?? '').replace(/\s+/g, ' ').slice(0, 600);
  const now = Date.now();
  const waiting = watch ? [...watch.inFlight].map(([r, at]) => `${nameOf(r)} (${now - at} ms)`) : [];
  return [`  address: ${page.url()}`, `  text: ${text}`, `  unanswered requests: ${waiting.join('; ') || 'none'}`, `  recent errors: ${watch?.recent.join(' | ') || 'none'}`].join('\n');
}

/** How many tests failed so far per prefix: each failure's screenshots get a name of their own. */
const failures = new Map<string, number>();

/**
 * In a test: should it fail, a screenshot of each page (`<prefix>-failed-<n>-<who>.png`, n
 * counting the file's failures: the first is usually the cause), the refusals each showed, what
 * each showed and waited for, and the end of the server's output.
 */
export function recordScreensOnFailure(prefix: string, pages: Record<string, Page>): void {
  onTestFailed(async ({ task }) => {
    const n = (failures.get(prefix) ?? 0) + 1;
    failures.set(prefix, n);
    const report = [`## ${task.name} (failure ${n}, screenshots ${prefix}-failed-${n}-*.png)`];
    let server: TableServer | undefined;
    for (const [who, page] of Object.entries(pages)) {
      await page.screenshot({ path: join(ARTIFACTS, `${prefix}-failed-${n}-${who}.png`), fullPage: true }).catch(() => undefined);
      report.push(`refusals on the ${who} screen: ${JSON.stringify(await page.getByRole('alert').allTextContents().catch(() => []))}`);
      report.push(`the ${who} screen:\n${await describePage(page).catch((e) => `  (not described: ${e})`)}`);
      server ??= watches.get(page)?.server;
    }
    if (server) report.push(`the end of the table server's output:\n${server.output().slice(-2_000) || '(nothing)'}`);
    console.error(report.join('\n'));
    // CI keeps the end of its log: scripts/ci-summary.mjs prints this file there.
    appendFileSync(join(ARTIFACTS, `${prefix}-failed.txt`), `${report.join('\n')}\n\n`);
  });
}
