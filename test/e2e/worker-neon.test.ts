/**
 * The Worker in workerd on "Neon" without Hyperdrive (issue 40 item 8): DATABASE_DRIVER=neon
 * makes it open Neon's own driver (src/db/neon.ts), here pointed at the local stand-in for
 * Neon's endpoints (test/support/neon-local.ts, NEON_LOCAL) in front of the real Postgres. The
 * API's statements go as HTTP requests, a transaction (the archive export reads the campaign in
 * one) over a WebSocket; no TCP connection from the Worker to Postgres at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeDatabase } from '../../src/db/node.js';
import { postgresBackend } from '../support/backends.js';
import { type NeonLocal, startNeonLocal } from '../support/neon-local.js';
import { WORKER_BUILD_MS } from '../support/worker-build.js';
import { startWorkerd, type Workerd } from '../support/workerd.js';

const ROLL_LOG_KEYS = `edge1:${Buffer.alloc(32, 5).toString('base64')}`;

describe.skipIf(postgresBackend.skipReason)("Worker entry in workerd with Neon's driver", () => {
  let database: NodeDatabase & { url?: string };
  let neon: NeonLocal;
  let worker: Workerd;

  beforeAll(async () => {
    database = await postgresBackend.open();
    const url = new URL(database.url!);
    neon = await startNeonLocal({ host: '127.0.0.1', port: Number(url.port || 5432) });
    url.password = 'local';
    worker = await startWorkerd({ DATABASE_URL: url.toString(), DATABASE_DRIVER: 'neon', NEON_LOCAL: neon.address, ROLL_LOG_KEYS });
  }, WORKER_BUILD_MS + 120_000);

  afterAll(async () => {
    await worker?.stop();
    await neon?.close();
    await database?.close();
  });

  it('serves sign-up, a campaign, a character and a query over HTTP statements, and an archive export in a WebSocket transaction', async () => {
    const signUp = await worker.gql(`mutation { signUp(input: { name: "Nell" }) { ... on SignUpPayload { apiKey } } }`);
    expect(signUp.errors).toBeUndefined();
    const apiKey = signUp.data.signUp.apiKey as string;
    const campaign = await worker.gql(`mutation { createCampaign(input: { name: "On Neon", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, apiKey);
    expect(campaign.errors).toBeUndefined();
    const campaignId = campaign.data.createCampaign.campaign.id as string;
    const created = await worker.gql(
      `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Pip", sms: { race: "TIFIN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) {
        __typename ... on CharacterPayload { character { name } } } }`,
      { c: campaignId },
      apiKey,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createCharacter.character.name).toBe('Pip');
    const me = await worker.gql(`{ me { name } }`, {}, apiKey);
    expect(me.data.me.name).toBe('Nell');
    expect(neon.counts.http).toBeGreaterThanOrEqual(4);
    const wsBefore = neon.counts.ws;
    const exported = await fetch(`${worker.base}/campaigns/${campaignId}/archive`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(exported.status).toBe(200);
    expect((await exported.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect(neon.counts.ws).toBeGreaterThan(wsBefore);
    const rows = (await database.db.execute('select count(*)::int as n from characters' as never)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
  });
});
