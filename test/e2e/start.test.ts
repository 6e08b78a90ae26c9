/**
 * `npm start` as it runs: scripts/start.mjs (re)builds build/node/server.js when a source is
 * newer and runs it; a new data folder starts from the migrated template. The bundle must find
 * the migrations and the table app from its own place (scripts/build-node.mjs).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedPort, type Started, startProcess, waitForHttp } from '../support/processes.js';
// @ts-expect-error: a plain .mjs script without types.
import { ensureWebBuilt, firstScreenScript, webBuildNeeded } from '../../scripts/build-web.mjs';

/** A GET whose body is left as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('npm start (the prebuilt server)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sms-start-'));
  let server: Started;
  let base: string;

  beforeAll(async () => {
    server = startProcess('node', ['scripts/start.mjs'], { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', PORT: '0', DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0' });
    base = `http://127.0.0.1:${await printedPort(server, 150_000)}`;
    // A rebuild, a new data folder from the template and a start: a minute or more on a loaded machine.
    await waitForHttp(`${base}/healthz`, server, 150_000);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers GraphQL on a new data folder, migrated', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { signUp(input: { name: "Sam" }) { ... on SignUpPayload { apiKey } } }` }),
    });
    expect(((await res.json()) as any).data.signUp.apiKey).toMatch(/^sms_/);
    expect(server.output()).toContain(`pglite in ${join(dir, 'data')}`);
  });

  it.skipIf(!existsSync('web/dist/index.html'))('serves the table app beside the API', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html');
  });

  it.skipIf(!existsSync('web/dist/index.html'))('serves the app with the header policy both runtimes share (src/http/security-headers.ts)', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const asset = await fetch(`${base}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    // Revalidated: 304 while the build is the same.
    const again = await fetch(`${base}/`, { headers: { 'if-none-match': page.headers.get('etag')! } });
    expect(again.status).toBe(304);
    // The Workers assets' own files are not content.
    expect((await fetch(`${base}/_headers`)).status).toBe(404);
  });

  it.skipIf(!existsSync('web/dist/index.html'))('sends the files compressed as the browser accepts, and a favicon', async () => {
    const raw = new Uint8Array(await (await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      // Node's fetch decodes the body; the raw answer's headers say what travelled.
      const { headers, body } = await rawGet(`${base}/`, accept);
      expect(headers['content-encoding'], accept).toBe(encoding);
      expect(headers.vary, accept).toContain('Accept-Encoding');
      const decoded = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
      expect(new Uint8Array(decoded), accept).toEqual(raw);
      expect(body.length, accept).toBeLessThan(raw.length);
    }
    const { headers } = await rawGet(`${base}/`, 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.url).toBe(`${base}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('npm start builds the table app when it is missing or older than web/ (scripts/build-web.mjs)', () => {
  // A build of its own: web/dist is what the other test files serve.
  const outDir = mkdtempSync(join(tmpdir(), 'sms-web-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('builds a missing app, leaves a current one, and rebuilds one older than its sources', async () => {
    rmSync(outDir, { recursive: true, force: true });
    expect(webBuildNeeded(outDir)).toBe(true);
    expect(await ensureWebBuilt(outDir)).toBe(true);
    const index = join(outDir, 'index.html');
    expect(readFileSync(index, 'utf8')).toMatch(/<script type="module"[^>]* src="\/assets\/index-[^"]+\.js"/);
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain('x-content-type-options: nosniff');
    expect(webBuildNeeded(outDir)).toBe(false);
    expect(await ensureWebBuilt(outDir)).toBe(false);
    // A pull that changed web/: the build is now older than a source.
    utimesSync(index, new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(webBuildNeeded(outDir)).toBe(true);
    expect(await ensureWebBuilt(outDir)).toBe(true);
    expect(webBuildNeeded(outDir)).toBe(false);
    // The first screen's script stays small; the other screens load by screen.
    const first = await firstScreenScript(outDir);
    expect(first.gzipBytes).toBeLessThanOrEqual(60_000);
    expect(first.chunks).toBeGreaterThan(first.files.length);
  }, 120_000);
});
