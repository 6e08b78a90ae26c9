/**
 * The Discord door on the production path: the Worker in workerd (wrangler dev) on the real
 * Postgres server (through the counting proxy, as worker.test.ts), its REST calls going to the
 * local stand-in of Discord's API (test/discord/harness.ts) on 127.0.0.1. Interactions are
 * signed with a test key in discord-api-types' shapes and posted over HTTP to the Worker, so the
 * signature check is workerd's WebCrypto, a deferred answer lives on `waitUntil`, and the
 * channel feed is posted by the Worker's own cron handler (GET /__scheduled, `--test-scheduled`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeDatabase } from '../../src/db/node.js';
import { systemClock } from '../../src/primitives/clock.js';
import { decodeId, encodeId } from '../../src/primitives/ids.js';
import { APPLICATION_ID, button, command, discordUser, post, type SignedDoor, select, startDiscordStandIn, testKey } from '../discord/harness.js';
import type { TestApp } from '../support/app.js';
import { postgresBackend } from '../support/backends.js';
import { type EdgeProxy, startEdgeProxy } from '../support/edge-proxy.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { WORKER_BUILD_MS } from '../support/worker-build.js';
import { startWorkerd, type Workerd } from '../support/workerd.js';

const skip = postgresBackend.skipReason;
const ROLL_LOG_KEYS = `edge1:${Buffer.alloc(32, 6).toString('base64')}`;
const LINK = `mutation($code: String!) { linkDiscordAccount(input: { code: $code }) { __typename } }`;
const REQUEST_STATUS = `query($id: ID!) { node(id: $id) { ... on ActionRequest { requestStatus } } }`;

const GM = discordUser('620000000000000001', 'gaia');
const PLAYER = discordUser('620000000000000002', 'petra');
const OTHER = discordUser('620000000000000003', 'otto');
const CHANNEL_ID = '520000000000000001';
const on = { channelId: CHANNEL_ID };

describe.skipIf(skip)('Discord through the Worker in workerd', () => {
  let database: NodeDatabase & { url?: string };
  let proxy: EdgeProxy;
  let standIn: Awaited<ReturnType<typeof startDiscordStandIn>>;
  let worker: Workerd;
  let door: SignedDoor;

  beforeAll(async () => {
    database = await postgresBackend.open();
    const url = new URL(database.url!);
    proxy = await startEdgeProxy({ host: '127.0.0.1', port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    standIn = await startDiscordStandIn();
    const key = await testKey();
    worker = await startWorkerd(
      {
        DATABASE_URL: url.toString(),
        ROLL_LOG_KEYS,
        DISCORD_APPLICATION_ID: APPLICATION_ID,
        DISCORD_PUBLIC_KEY: key.publicKeyHex,
        DISCORD_BOT_TOKEN: 'test-bot-token',
        DISCORD_API_BASE: standIn.apiBase,
      },
      { flags: ['--test-scheduled'], startMs: 240_000 },
    );
    // The Worker's clock is the system's: so is the signed timestamp.
    door = { key, clock: systemClock, handler: (request) => fetch(`${worker.base}${new URL(request.url).pathname}`, request) };
  }, WORKER_BUILD_MS + 300_000);

  afterAll(async () => {
    await worker?.stop();
    await standIn?.close();
    await proxy?.close();
    await database?.close();
  });

  const app = () => ({ gql: worker.gql }) as unknown as TestApp;
  async function count(name: string): Promise<number> {
    const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${name}`));
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  async function link(user: ReturnType<typeof discordUser>, apiKey: string) {
    const answer = await post(door, command(user, 'link'));
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    const code = /\*\*([A-Z0-9]+)\*\*/.exec(answer.body.data.content)![1]!;
    expect((await worker.gql(LINK, { code }, apiKey)).data.linkDiscordAccount.__typename).toBe('LinkDiscordAccountPayload');
  }
  const original = (token: string) => `/api/v10/webhooks/${APPLICATION_ID}/${token}/messages/@original`;
  /** The stand-in's requests matching, once there are `n` of them (work the Worker finishes after its answer). */
  async function recorded(match: (r: { method: string; url: string }) => boolean, n: number, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = standIn.requests.filter(match);
      if (found.length >= n || Date.now() > deadline) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('PING answers PONG; a bad signature or a stale timestamp is 401 and nothing is written', async () => {
    expect(await post(door, { id: '1', application_id: APPLICATION_ID, type: 1, token: 't', version: 1 })).toEqual({ status: 200, body: { type: 1 } });
    const before = await count('discord_interactions');
    const linkCmd = command(discordUser('620000000000000009', 'sid'), 'link');
    expect((await post(door, linkCmd, { badSignature: true })).status).toBe(401);
    expect((await post(door, linkCmd, { unsigned: true })).status).toBe(401);
    const stale = await post(door, linkCmd, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale).toEqual({ status: 401, body: { error: 'invalid request signature', code: 'STALE_TIMESTAMP' } });
    expect(await count('discord_interactions')).toBe(before);
    expect(await count('discord_link_codes')).toBe(0);
  });

  it('an evening: /link, the channel tied, /ask, the Roll button, the odds before the roll, the result once; the feed posted by the cron handler', async () => {
    const t = await table(app());
    const { character } = await createSmsCharacter(app(), t.player.apiKey, t.campaign.id, {
      race: 'HUMAN',
      modules: [
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 },
        { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 1 },
      ],
    });
    for (const [user, key] of [
      [GM, t.gm.apiKey],
      [PLAYER, t.player.apiKey],
      [OTHER, t.other.apiKey],
    ] as const)
      await link(user, key);
    const tied = await post(door, command(GM, 'campaign', [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: decodeId('Campaign', t.campaign.id)! }] }] as never, on));
    expect(tied.body.data.content).toContain('Loreval');

    // A replayed interaction (Discord retrying the same id) is answered once.
    const pick = [{ name: 'character', type: 3, value: decodeId('Character', character.id)! }];
    const ask = command(GM, 'ask', [...pick, { name: 'difficulty', type: 4, value: 8 }] as never, on);
    const asked = await post(door, ask);
    expect(asked.body.data.components[0].components[0].custom_id).toMatch(/^roll:/);
    const again = await post(door, ask);
    expect(again.body.data).toEqual({ content: 'This interaction was already answered.', flags: 64 });
    expect(await count('action_requests')).toBe(1);
    const requestId = (asked.body.data.components[0].components[0].custom_id as string).slice('roll:'.length);

    // The Roll button: others are refused privately; the owner gets the menu, then the odds, then rolls.
    expect((await post(door, button(OTHER, `roll:${requestId}`, on))).body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Only this character’s player') });
    const menu = (await post(door, button(PLAYER, `roll:${requestId}`, on))).body.data.components[0].components[0];
    expect(menu.custom_id).toBe(`rsel:${requestId}`);
    const preview = await post(door, select(PLAYER, `rsel:${requestId}`, menu.options.map((o: { value: string }) => o.value), on));
    expect(preview.body.data.content).toContain('Score **2** against **D8**: **25%** chance of success.');
    expect(await count('rolls')).toBe(0);
    const components = preview.body.data.components;
    const rolled = await post(door, button(PLAYER, components[1].components[0].custom_id, { ...on, components }));
    expect(rolled.body.data.flags).toBeUndefined();
    expect(rolled.body.data.content).toMatch(/^\*\*Pip\*\* rolls: score \*\*2\*\* against \*\*D8\*\* \(\*\*25%\*\* chance of success\), rolled \*\*\d+\*\*: \*\*(success|failure)\*\*/);
    expect(await count('rolls')).toBe(1);
    expect((await worker.gql(REQUEST_STATUS, { id: encodeId('ActionRequest', requestId) }, t.player.apiKey)).data.node.requestStatus).toBe('RESOLVED');

    // The feed: the Worker's scheduled handler delivers the outbox to the channel through the stand-in.
    const scheduled = await fetch(`${worker.base}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`);
    expect(scheduled.status).toBe(200);
    const feed = await recorded((r) => r.method === 'POST' && r.url === `/api/v10/channels/${CHANNEL_ID}/messages`, 2);
    expect(feed.map((r) => (r as { body: { embeds: { description: string }[] } }).body.embeds[0]!.description)).toEqual([
      'The GM asks **Pip** for an action against **D8**.',
      expect.stringMatching(/^\*\*Pip\*\* rolls: score \*\*2\*\* against \*\*D8\*\*/),
    ]);
    expect(feed[0]!.headers.authorization).toBe('Bot test-bot-token');
  }, 60_000);

  it('slow answers are deferred privately, then finished on waitUntil in workerd: a private one edits @original, a public one is a follow-up after a note', async () => {
    const t = await table(app());
    const { character } = await createSmsCharacter(app(), t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] }, { name: 'Tam' });
    const [gm, sheeter] = [discordUser('620000000000000004', 'gus'), discordUser('620000000000000005', 'sheila')];
    await link(gm, t.gm.apiKey);
    await link(sheeter, t.player.apiKey);
    const where = { channelId: '520000000000000002' };
    await post(door, command(gm, 'campaign', [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: decodeId('Campaign', t.campaign.id)! }] }] as never, where));
    const sheet = command(sheeter, 'sheet', [{ name: 'character', type: 3, value: decodeId('Character', character.id)! }] as never, where);
    // The database a long way off for this command: its one read alone (a round trip of 2.2 s)
    // is past the 2 s deadline.
    proxy.delayMs = 1100;
    let answer: Awaited<ReturnType<typeof post>>;
    try {
      answer = await post(door, sheet);
    } finally {
      proxy.delayMs = 0;
    }
    expect(answer.body).toEqual({ type: 5, data: { flags: 64 } });
    const [edit] = await recorded((r) => r.method === 'PATCH' && r.url === original((sheet as { token: string }).token), 1, 30_000);
    expect(edit, 'the deferred answer was never edited').toBeDefined();
    expect(JSON.stringify(edit!.body)).toContain('Tam');
    // The interaction token is the credential of that route: no bot token is sent.
    expect(edit!.headers.authorization).toBeUndefined();

    // A slow result for the channel: the private thinking becomes a note, then the public follow-up.
    const ask = command(gm, 'ask', [{ name: 'character', type: 3, value: decodeId('Character', character.id)! }, { name: 'difficulty', type: 4, value: 6 }] as never, where) as { token: string };
    proxy.delayMs = 1100;
    try {
      expect((await post(door, ask as never)).body).toEqual({ type: 5, data: { flags: 64 } });
    } finally {
      proxy.delayMs = 0;
    }
    const [followUp] = await recorded((r) => r.method === 'POST' && r.url === `/api/v10/webhooks/${APPLICATION_ID}/${ask.token}`, 1, 30_000);
    expect(followUp, 'the public follow-up was never posted').toBeDefined();
    expect((followUp!.body as { content: string; flags?: number }).content).toContain('asks **Tam**');
    expect((followUp!.body as { flags?: number }).flags).toBeUndefined();
    const notes = standIn.requests.filter((r) => r.method === 'PATCH' && r.url === original(ask.token));
    expect(notes.map((r) => r.body)).toEqual([{ content: 'Done: posted in the channel below.', allowed_mentions: { parse: [] } }]);
    // The note came first: Discord would have given a first follow-up the thinking's privacy.
    expect(standIn.requests.indexOf(notes[0]!)).toBeLessThan(standIn.requests.indexOf(followUp!));
  }, 60_000);
});
