/**
 * Discord without Discord: a test Ed25519 key (WebCrypto) that signs interactions in the shapes
 * of discord-api-types, and a local stand-in for the part of Discord's REST API the project
 * uses (a node http server recording every request, answering as Discord documents, or 429
 * when a test says so). The app is the real one behind the HTTP handler.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIInteraction, APIApplicationCommandInteractionDataOption, APIUser } from 'discord-api-types/v10';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../../src/app.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';
import { createHttpHandler } from '../../src/http/handler.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import { resetRateLimits } from '../../src/integrations/discord/rest.js';
import type { DiscordConfig } from '../../src/integrations/discord/config.js';
import { type Clock, ManualClock } from '../../src/primitives/clock.js';
import { decodeId } from '../../src/primitives/ids.js';
import { seededRng } from '../../src/rules/dice.js';
import { startTestApp, type TestApp } from '../support/app.js';
import type { Backend } from '../support/backends.js';

export const APPLICATION_ID = '100000000000000001';

export interface TestKey {
  publicKeyHex: string;
  sign(timestamp: string, body: string): Promise<string>;
}

export async function testKey(): Promise<TestKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    publicKeyHex: Buffer.from(raw).toString('hex'),
    async sign(timestamp, body) {
      const signature = await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(timestamp + body));
      return Buffer.from(signature).toString('hex');
    },
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** The stand-in: records every request; `answer` may script a status (429 with retry_after) per request. */
export async function startDiscordStandIn(answer: (req: RecordedRequest, index: number) => { status: number; body?: unknown; headers?: Record<string, string> } = () => ({ status: 200 })) {
  const requests: RecordedRequest[] = [];
  let messageId = 200000000000000000n;
  const server: Server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : null };
    requests.push(recorded);
    const scripted = answer(recorded, requests.length - 1);
    const body = scripted.body ?? { id: String(messageId++), ...(recorded.body ?? {}) };
    res.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/api/v10`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface DiscordTestApp extends TestApp {
  clock: ManualClock;
  key: TestKey;
  config: DiscordConfig;
  handler: (request: Request) => Promise<Response>;
  /** Deferred work the endpoint handed over (as Workers' waitUntil). */
  deferred: Promise<unknown>[];
}

export async function startDiscordApp(backend: Backend, apiBase: string, options: { deferAfterMs?: number } = {}): Promise<DiscordTestApp> {
  const clock = new ManualClock(new Date());
  const app = await startTestApp(backend, { clock });
  const key = await testKey();
  const config: DiscordConfig = { applicationId: APPLICATION_ID, publicKey: key.publicKeyHex, botToken: 'test-bot-token', apiBase };
  const limiter = inProcessLimiter({ limit: 10_000, windowMs: 60_000, clock });
  const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => app.database.db, rng: seededRng(7), clock, signUpLimiter: () => limiter });
  const deferred: Promise<unknown>[] = [];
  const handle = createHttpHandler(yoga, {
    db: () => app.database.db,
    clock,
    discord: () => ({ config, waitUntil: (work) => deferred.push(work), ...(options.deferAfterMs !== undefined ? { deferAfterMs: options.deferAfterMs } : {}) }),
  });
  const handler = (request: Request) => handle(request, {});
  return {
    ...app,
    clock,
    key,
    config,
    handler,
    deferred,
  };
}

let nextId = 300000000000000000n;

export function discordUser(id: string, name: string): APIUser {
  return { id, username: name, global_name: name, discriminator: '0', avatar: null };
}

/** A slash command as Discord sends it (APIChatInputApplicationCommandInteraction). */
export function command(
  user: APIUser,
  name: string,
  options: APIApplicationCommandInteractionDataOption[] = [],
  where: { channelId?: string; guildId?: string; locale?: string } = {},
): APIInteraction {
  const id = String(nextId++);
  return {
    id,
    application_id: APPLICATION_ID,
    type: 2,
    token: `token-${id}`,
    version: 1,
    locale: (where.locale ?? 'en-US') as never,
    guild_id: where.guildId ?? '400000000000000001',
    channel_id: where.channelId ?? '500000000000000001',
    member: { user, roles: [], joined_at: '2026-01-01T00:00:00Z', deaf: false, mute: false, flags: 0, permissions: '0' } as never,
    data: { id: '1', name, type: 1, options } as never,
    app_permissions: '0',
    entitlements: [],
    authorizing_integration_owners: {},
    attachment_size_limit: 8_000_000,
  } as unknown as APIInteraction;
}

/** A button press (APIMessageComponentButtonInteraction), on a message of ours carrying `components`. */
export function button(user: APIUser, customId: string, where: { channelId?: string; locale?: string; components?: unknown[] } = {}): APIInteraction {
  const base = command(user, 'x', [], where) as any;
  return { ...base, type: 3, data: { custom_id: customId, component_type: 2 }, ...(where.components ? { message: { id: '700000000000000001', components: where.components } } : {}) } as APIInteraction;
}

/** A choice in a string select menu (APIMessageStringSelectInteractionData). */
export function select(user: APIUser, customId: string, values: string[], where: { channelId?: string; locale?: string } = {}): APIInteraction {
  const base = command(user, 'x', [], where) as any;
  return { ...base, type: 3, data: { custom_id: customId, component_type: 3, values } } as APIInteraction;
}

/** What signing and posting needs: the in-process app, or a Worker in workerd (test/e2e/worker-discord.test.ts). */
export interface SignedDoor {
  clock: Clock;
  key: TestKey;
  handler: (request: Request) => Promise<Response>;
}

/** Sign and post an interaction; `tamper` changes what is sent after signing. */
export async function post(app: SignedDoor, interaction: unknown, options: { timestamp?: number; badSignature?: boolean; unsigned?: boolean } = {}) {
  const body = JSON.stringify(interaction);
  const timestamp = String(options.timestamp ?? Math.floor(app.clock.now().getTime() / 1000));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!options.unsigned) {
    let signature = await app.key.sign(timestamp, body);
    if (options.badSignature) signature = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    headers['x-signature-ed25519'] = signature;
    headers['x-signature-timestamp'] = timestamp;
  }
  const response = await app.handler(new Request('http://table.test/discord/interactions', { method: 'POST', headers, body }));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export type DiscordStandIn = Awaited<ReturnType<typeof startDiscordStandIn>>;

/**
 * One describe block's door on `backend`: the stand-in and the app started before its tests
 * (`ready` hands them over) and closed after, the REST rate limits forgotten between files.
 */
export function discordDoor(backend: Backend, ready: (door: { app: DiscordTestApp; standIn: DiscordStandIn }) => void, options: { deferAfterMs?: number } = {}): void {
  let door: { app: DiscordTestApp; standIn: DiscordStandIn } | undefined;
  beforeAll(async () => {
    if (backend.skipReason) return;
    const standIn = await startDiscordStandIn();
    door = { app: await startDiscordApp(backend, standIn.apiBase, options), standIn };
    ready(door);
  });
  afterAll(async () => {
    await door?.app.close();
    await door?.standIn.close();
    resetRateLimits();
  });
}

const LINK_ACCOUNT = `mutation($code: String!) { linkDiscordAccount(input: { code: $code }) { __typename } }`;

/** Each Discord user `/link`s, and the code is confirmed in the app by the account of its API key. */
export async function linkAccounts(app: SignedDoor & Pick<TestApp, 'gql'>, links: readonly (readonly [APIUser, string])[]): Promise<void> {
  for (const [user, apiKey] of links) {
    const code = /\*\*([A-Z0-9]+)\*\*/.exec((await post(app, command(user, 'link'))).body.data.content)![1]!;
    expect((await app.gql(LINK_ACCOUNT, { code }, apiKey)).data.linkDiscordAccount.__typename).toBe('LinkDiscordAccountPayload');
  }
}

/** The GM ties the channel `on` names to the campaign (`/campaign link`); Discord's answer. */
export function linkChannel(app: SignedDoor, gm: APIUser, campaignId: string, on: { channelId: string }) {
  return post(app, command(gm, 'campaign', [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: decodeId('Campaign', campaignId)! }] }] as never, on));
}
