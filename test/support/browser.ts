/**
 * What every table-app test in Chromium shares: Debian's browser (playwright-core cannot
 * download one here), its launch flags, and the accessibility check of a screen.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

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
