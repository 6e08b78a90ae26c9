/**
 * A held-open upload never freezes the embedded database (issue 38 item 1): a real Node server
 * on PGlite (one connection), an account POSTs half of a valid archive to /campaigns/import over
 * a raw socket and keeps the socket open. Before, the import's transaction was open while the
 * body trickled in, so every database-backed request and /readyz waited for the sender (190 s
 * measured). Now the body is received whole before any statement: other requests answer within
 * 1 s while the upload is held, and once the receive bound passes (ARCHIVE_RECEIVE_MS, shortened
 * here so the test stays quick) the sender gets 408 `ARCHIVE_RECEIVE_TIMEOUT` and the connection
 * closes, nothing imported.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { signUp } from '../support/flows.js';
import { printedPort, type Started, startProcess, waitForHttp } from '../support/processes.js';
import { smsCampaign } from '../archive/support.js';

const RECEIVE_MS = 8_000;
const dataDir = mkdtempSync(join(tmpdir(), 'sms-archive-held-'));
let server: Started | null = null;
let base = '';
let port = 0;

async function gql(query: string, variables?: Record<string, unknown>, apiKey?: string | null) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
    body: JSON.stringify({ query, variables }),
    // Before the fix a read waited as long as the sender held its socket: cut, so the test says so.
    signal: AbortSignal.timeout(10_000),
  });
  return response.json();
}
const remote = { gql } as unknown as TestApp;

/** How long `run` takes, in ms. */
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/** A raw upload: the request head and the first `sent` bytes of a body announced whole, then nothing more. */
function heldUpload(head: string, body: Uint8Array, sent: number): { socket: Socket; answer: Promise<{ text: string; at: number }> } {
  const socket = connect({ host: '127.0.0.1', port });
  const started = performance.now();
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk) => (text += chunk));
  const answer = new Promise<{ text: string; at: number }>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, at: performance.now() - started }));
  });
  socket.on('connect', () => {
    socket.write(`${head}\r\ncontent-length: ${body.byteLength}\r\n\r\n`, 'latin1');
    socket.write(body.subarray(0, sent));
  });
  return { socket, answer };
}

describe('a held-open import upload on the embedded database', () => {
  let archive = '';
  let importer: { apiKey: string };

  beforeAll(async () => {
    server = startProcess('node', ['scripts/start.mjs'], {
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DELIVERY_INTERVAL_MS: '0',
      AWARDS_INTERVAL_MS: '0',
      BACKUP_INTERVAL: '0',
      SIGNUP_LIMIT: '1000',
      ARCHIVE_RECEIVE_MS: String(RECEIVE_MS),
    });
    port = await printedPort(server);
    base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/healthz`, server);
    const t = await smsCampaign(remote);
    const response = await fetch(`${base}/campaigns/${encodeURIComponent(t.campaign.id)}/archive`, { headers: { authorization: `Bearer ${t.gm.apiKey}` } });
    expect(response.status).toBe(200);
    archive = await response.text();
    importer = await signUp(remote, 'Importer');
  }, 150_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('other requests and /readyz answer within 1 s while half an archive is held; the sender gets 408 at the bound', async () => {
    const bytes = new TextEncoder().encode(archive);
    const upload = heldUpload(
      `POST /campaigns/import HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nauthorization: Bearer ${importer.apiKey}\r\ncontent-type: application/x-ndjson`,
      bytes,
      Math.floor(bytes.length / 2),
    );
    // The head and half the body are in: the server has read who is calling and is receiving.
    await new Promise((r) => setTimeout(r, 500));
    const slowest = { graphql: 0, readyz: 0 };
    const until = performance.now() + RECEIVE_MS - 2_500;
    while (performance.now() < until) {
      const read = await timed(() => gql(`{ me { name campaigns(first: 5) { edges { node { name } } } } }`, {}, importer.apiKey));
      expect(read.value.data.me.name).toBe('Importer');
      const ready = await timed(() => fetch(`${base}/readyz`, { signal: AbortSignal.timeout(10_000) }));
      expect(ready.value.status).toBe(200);
      slowest.graphql = Math.max(slowest.graphql, read.ms);
      slowest.readyz = Math.max(slowest.readyz, ready.ms);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(slowest.graphql).toBeLessThan(1_000);
    expect(slowest.readyz).toBeLessThan(1_000);

    // The socket is still held by the sender: the server answers 408 once its bound passes, and closes.
    const { text, at } = await upload.answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(at).toBeGreaterThanOrEqual(RECEIVE_MS - 100);
    expect(text.toLowerCase()).toContain('connection: close');
    // The answer's one JSON object (its body may come chunked).
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4).match(/\{.*\}/s)![0]);
    expect(body.code).toBe('ARCHIVE_RECEIVE_TIMEOUT');
    expect(body.error).toContain('ARCHIVE_RECEIVE_MS');
    upload.socket.destroy();

    // Nothing imported; the same archive sent whole then imports.
    expect((await gql(`{ me { campaigns(first: 5) { edges { node { name } } } } }`, {}, importer.apiKey)).data.me.campaigns.edges).toEqual([]);
    const whole = await fetch(`${base}/campaigns/import`, { method: 'POST', headers: { authorization: `Bearer ${importer.apiKey}`, 'content-type': 'application/x-ndjson' }, body: archive });
    expect(whole.status, await whole.clone().text()).toBe(201);
    expect((await whole.json()).name).toBe('Loreval');
  }, 60_000);
});
