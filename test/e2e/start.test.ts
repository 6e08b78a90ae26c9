/**
 * `npm start` as it runs: scripts/start.mjs (re)builds build/node/server.js when a source is
 * newer and runs it; a new data folder starts from the migrated template. The bundle must find
 * the migrations and the table app from its own place (scripts/build-node.mjs).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Started, startProcess, waitForHttp } from '../support/processes.js';

describe('npm start (the prebuilt server)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sms-start-'));
  let server: Started;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startProcess('node', ['scripts/start.mjs'], { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', PORT: String(port), DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0' });
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
});
