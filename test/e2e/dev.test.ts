/**
 * `npm run dev` with nothing set up: the Worker in workerd on the embedded database (a fresh
 * DATA_DIR), through the TCP bridge scripts/dev.ts starts, answering GraphQL; the folder is
 * its own (a server on it refuses to start); and one signal stops the whole process group.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Started, startProcess, waitForHttp } from '../support/processes.js';
import { WORKER_BUILD_MS, workerBuilt } from '../support/worker-build.js';

describe('npm run dev on the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sms-dev-'));
  let dev: Started;
  let base: string;

  beforeAll(async () => {
    await workerBuilt();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dev = startProcess(
      'npx',
      ['tsx', 'scripts/dev.ts', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()), '--persist-to', join(dir, 'wrangler'), '--show-interactive-dev-session=false'],
      { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    );
    await waitForHttp(`${base}/health`, dev, 90_000);
  }, WORKER_BUILD_MS + 120_000);

  afterAll(async () => {
    await dev?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const gql = async (query: string, apiKey?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
    return (await res.json()) as { data?: any; errors?: unknown[] };
  };

  it('signs up and creates characters concurrently, each in its own transaction, on the embedded database', async () => {
    const signUp = await gql(`mutation { signUp(input: { name: "Dev" }) { ... on SignUpPayload { apiKey } } }`);
    expect(signUp.errors).toBeUndefined();
    const apiKey = signUp.data.signUp.apiKey as string;
    const campaign = await gql(`mutation { createCampaign(input: { name: "Dev", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, apiKey);
    const campaignId = campaign.data.createCampaign.campaign.id as string;
    // Four Worker requests, four connections, one embedded session: the bridge must not mix them.
    const created = await Promise.all(
      ['Ann', 'Bob', 'Cid', 'Dee'].map((name) =>
        gql(
          `mutation { createCharacter(input: { campaignId: "${campaignId}", name: "${name}", sms: { race: "TIFIN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) { ... on CharacterPayload { character { name sheet { ... on SmsSheet { experience { available } } } } } } }`,
          apiKey,
        ),
      ),
    );
    expect(created.map((r) => r.data?.createCharacter.character)).toEqual(
      ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, sheet: { experience: { available: 29 } } })),
    );
    const ready = await fetch(`${base}/readyz`);
    // The Worker without ROLL_LOG_KEYS signs with the public development key, and says so (issue 38 item 7, docs/fairness.md §Keys).
    expect(await ready.json()).toEqual({ status: 'ready', rollLog: 'PUBLIC_DEVELOPMENT_KEY', warnings: [expect.stringContaining('public development key')] });
  });

  it('holds the data folder: a Node server on the same DATA_DIR refuses to start, with a message', async () => {
    const server = startProcess('node', ['scripts/start.mjs'], { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', PORT: String(await freePort()) });
    try {
      const code = await new Promise<number | null>((done) => server.child.once('exit', (c) => done(c)));
      expect(code).not.toBe(0);
      expect(server.output()).toContain(`The embedded database in ${join(dir, 'data')} is in use by another process`);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('masks errors as Node does although wrangler dev sets NODE_ENV=development; a bad key is 401 (issue 22, items 10, 13, 27)', async () => {
    const res = await fetch(`${base}/graphql?query=${encodeURIComponent('{ __typename }')}&variables=%7Bbad`, { headers: { accept: 'application/graphql-response+json' } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(text).not.toMatch(/originalError|stack/);
    const badKey = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer sms_nobody' }, body: '{"query":"{ me { id } }"}' });
    expect(badKey.status).toBe(401);
  });

  it('stops every process it started on Ctrl-C (SIGINT to the foreground process group)', async () => {
    const group = dev.child.pid!;
    process.kill(-group, 'SIGINT');
    const alive = () => {
      try {
        process.kill(-group, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 150 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(alive()).toBe(false);
  }, 30_000);
});
