/**
 * What every table-app test in Chromium shares: the server, Debian's browser (playwright-core cannot
 * download one here), its launch flags, and the accessibility check of a screen.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { printedPort, startProcess, waitForHttp } from './processes.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Why the browser suites cannot run here, or null. */
export const browserSkip = existsSync(CHROMIUM) ? null : `no browser at ${CHROMIUM}: apt-get install chromium (CI does)`;
export const ARTIFACTS = join(process.cwd(), 'test-artifacts');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Without the background-networking flags Chromium keeps dialling hosts this machine cannot reach. */
export function launchChromium(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A screenshot of the screen in test-artifacts/, then axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${screen}.png`), fullPage: true });
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
  /** `http://127.0.0.1:<port>` */
  base: string;
  port: number;
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
    base: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      stopping = true;
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
