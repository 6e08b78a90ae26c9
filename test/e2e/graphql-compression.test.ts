/**
 * GraphQL answers compressed when the client accepts gzip (issue 39 item 2), read as bytes on
 * the wire (node:http, which decompresses nothing): the Node server compresses them itself
 * (src/graphql/compression-plugin.ts); in front of the Worker, the runtime does (workerd here,
 * Cloudflare's edge in production). A client that does not
 * accept gzip (or refuses it with q=0) gets the plain body; a subscription's SSE stream is never
 * compressed (events must arrive one by one). The same query, plain and gzipped, decodes to
 * the same JSON.
 */
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../src/graphql/compression-plugin.js';
import { freePort, printedPort, type Started, startProcess, waitForHttp } from '../support/processes.js';
import { WORKER_BUILD_MS, workerBuilt } from '../support/worker-build.js';

/** A public query that needs no database, about 1.2 KB of JSON (smaller answers stay plain). */
const QUERY =
  '{ races(ruleset: SMS) { key name(locale: FR) } b: races(ruleset: YLNIES) { key name(locale: EN) } c: races(ruleset: SMS) { key name(locale: EN) } d: races(ruleset: YLNIES) { key name(locale: FR) } e: races(ruleset: SMS) { key } f: races(ruleset: YLNIES) { key } }';

function post(base: string, body: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  const url = new URL(`${base}/graphql`);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        // An SSE stream never ends by itself: the first event is enough.
        if (String(res.headers['content-type']).startsWith('text/event-stream') && Buffer.concat(chunks).includes('event: next')) {
          req.destroy();
          done({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) });
        }
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', (e) => (req.destroyed ? undefined : fail(e)));
    req.end(body);
  });
}

async function checkCompression(base: string, runtime: 'node' | 'workerd') {
  const body = JSON.stringify({ query: QUERY });
  // wrangler dev, like Cloudflare's edge in front of a Worker, asks the Worker for gzip whatever
  // the client sent; there the plain answer is checked through `identity` only.
  const plain = await post(base, body, runtime === 'node' ? {} : { 'accept-encoding': 'identity' });
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const json = JSON.parse(plain.bytes.toString('utf8'));
  expect(json.data.races.length).toBeGreaterThan(3);

  const zipped = await post(base, body, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(zipped.status).toBe(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  if (runtime === 'node') expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
  // Gzip's magic bytes, fewer of them, and the same answer once decoded.
  expect([...zipped.bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
  expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(json);

  const refused = await post(base, body, { 'accept-encoding': 'gzip;q=0, identity' });
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(refused.bytes.toString('utf8'))).toEqual(json);
  return { plain: plain.bytes.length, gzip: zipped.bytes.length };
}

describe('Accept-Encoding as HTTP says', () => {
  it('q=0 refuses, * admits, case and spaces do not matter', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
  });
});

describe('the Node server compresses GraphQL answers', () => {
  let server: Started;
  let base: string;
  beforeAll(async () => {
    server = startProcess('node', ['scripts/start.mjs'], {
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'compression-')),
      DELIVERY_INTERVAL_MS: '0',
      AWARDS_INTERVAL_MS: '0',
      SIGNUP_LIMIT: '100',
    });
    base = `http://127.0.0.1:${await printedPort(server)}`;
    await waitForHttp(`${base}/healthz`, server);
  }, 180_000);
  afterAll(async () => server?.stop());

  it('gzip when accepted, plain otherwise; an SSE subscription is not compressed', async () => {
    const sizes = await checkCompression(base, 'node');
    console.log(`[compression] Node: ${sizes.plain} B plain, ${sizes.gzip} B gzip`);

    const signUp = JSON.parse((await post(base, JSON.stringify({ query: 'mutation { signUp(input: { name: "Zed" }) { ... on SignUpPayload { apiKey } } }' }), {})).bytes.toString('utf8'));
    expect(signUp.errors, JSON.stringify(signUp)).toBeUndefined();
    const key = signUp.data.signUp.apiKey as string;
    const made = JSON.parse((await post(base, JSON.stringify({ query: 'mutation { createCampaign(input: { name: "Z", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }' }), { authorization: `Bearer ${key}` })).bytes.toString('utf8'));
    const campaignId = made.data.createCampaign.campaign.id as string;
    const streamBody = JSON.stringify({ query: 'subscription($c: ID!) { campaignEvents(campaignId: $c) { type } }', variables: { c: campaignId } });
    const streaming = post(base, streamBody, { accept: 'text/event-stream', 'accept-encoding': 'gzip', authorization: `Bearer ${key}` });
    // An event to end the wait: a new invite code (the GM sees its event).
    await new Promise((r) => setTimeout(r, 1500));
    await post(base, JSON.stringify({ query: 'mutation($c: ID!) { regenerateInviteCode(input: { campaignId: $c }) { __typename } }', variables: { c: campaignId } }), { authorization: `Bearer ${key}` });
    const sse = await streaming;
    expect(sse.headers['content-type']).toMatch(/^text\/event-stream/);
    // Yoga marks its streams 'none' (no proxy should buffer them to compress): never gzip.
    expect([undefined, 'none']).toContain(sse.headers['content-encoding']);
    expect(sse.bytes.toString('utf8')).toContain('invite.regenerated');
  }, 60_000);
});

describe('the Worker in workerd compresses GraphQL answers', () => {
  let wrangler: Started;
  let base: string;
  beforeAll(async () => {
    await workerBuilt();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // No database: the query above needs none.
    wrangler = startProcess(
      'npx',
      ['wrangler', 'dev', '--bundle', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()), '--persist-to', `/tmp/wrangler-gzip-${process.pid}`, '--show-interactive-dev-session=false'],
      { DATABASE_URL: '', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    );
    await waitForHttp(`${base}/healthz`, wrangler, 90_000);
  }, WORKER_BUILD_MS + 120_000);
  afterAll(async () => wrangler?.stop());

  it('gzip when accepted, plain otherwise', async () => {
    const sizes = await checkCompression(base, 'workerd');
    console.log(`[compression] workerd: ${sizes.plain} B plain, ${sizes.gzip} B gzip`);
  }, 60_000);
});
