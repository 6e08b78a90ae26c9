/**
 * The table app's budget: its JavaScript gzip size (≤ 150 KB), the first screen's script (≤ 60 KB,
 * the rest split by screen), and the time until its first
 * screen is interactive on the local server, beside a baseline measured in the same run: the
 * same browser showing a one-button page it already has (no network, no script).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, startProcess, waitForHttp } from '../test/support/processes.js';
// @ts-expect-error: a plain .mjs script without types.
import { firstScreenScript } from '../scripts/build-web.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function webAppSize(dir = 'web/dist/assets'): { files: number; rawKiB: number; gzipKiB: number } {
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const bytes = readFileSync(join(dir, f));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, rawKiB: raw / 1024, gzipKiB: gz / 1024 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function benchWebApp(runs = 10): Promise<void> {
  if (!existsSync('web/dist/index.html')) {
    console.log('table app: not built (npm run web:build)');
    return;
  }
  const size = webAppSize();
  console.log(`table app JavaScript: ${size.files} file(s), ${size.rawKiB.toFixed(0)} KiB raw, ${size.gzipKiB.toFixed(1)} KiB gzip (budget 150 KB: ${((size.gzipKiB * 1024) / 150_000 * 100).toFixed(0)} % of it)`);
  const first = await firstScreenScript();
  console.log(`first screen's script: ${first.files.length} file(s), ${(first.gzipBytes / 1024).toFixed(1)} KiB gzip (budget 60 KB: ${((first.gzipBytes / 60_000) * 100).toFixed(0)} % of it); ${first.chunks - first.files.length} more chunk(s) load by screen`);
  if (!existsSync(CHROMIUM)) {
    console.log(`first screen: skipped, no browser at ${CHROMIUM}`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'sms-bench-app-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess('node', ['--import', 'tsx', 'src/server.ts'], { PORT: String(port), DATA_DIR: dataDir, DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    await waitForHttp(`${base}/healthz`, server, 90_000);
    const app: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let start = performance.now();
      await page.setContent('<button type="button">Sign up</button>');
      await page.getByRole('button', { name: 'Sign up' }).waitFor();
      const bare = performance.now() - start;
      start = performance.now();
      await page.goto(base);
      await page.getByRole('button', { name: 'Sign up' }).waitFor();
      const loaded = performance.now() - start;
      // The first run warms the server and the browser: not counted.
      if (i > 0) {
        baseline.push(bare);
        app.push(loaded);
      }
      await context.close();
    }
    console.log(`first screen interactive (cold browser context, ${runs} runs): median ${median(app).toFixed(0)} ms, max ${Math.max(...app).toFixed(0)} ms (baseline one-button page ${median(baseline).toFixed(0)} ms: ${(median(app) / median(baseline)).toFixed(1)}×)`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
