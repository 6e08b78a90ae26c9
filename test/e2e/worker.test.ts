/**
 * The Worker entry inside workerd (wrangler dev), talking to the real Postgres server through
 * node-postgres over workerd's TCP sockets (src/db/edge.ts), via a proxy that counts connections.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { buildClientSchema, getIntrospectionQuery, printSchema } from 'graphql';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Device } from '../support/devices.js';
import { SoftAuthenticator } from '../support/authenticator.js';
import { postgresBackend } from '../support/backends.js';
import type { NodeDatabase } from '../../src/db/node.js';
import { WORKER_BUILD_MS } from '../support/worker-build.js';
import { startWorkerd, type Workerd } from '../support/workerd.js';
import { type EdgeProxy, startEdgeProxy } from '../support/edge-proxy.js';
import { subscribe } from '../support/live.js';
import { ApolloClient, gql as apolloGql, HttpLink, InMemoryCache } from '@apollo/client';
import { SIGNATURE_HEADER, sign } from '../../src/webhooks/sign.js';

const skip = postgresBackend.skipReason;

/** POST `body` in 64 KB chunks (transfer-encoding: chunked) on a connection used for nothing else; the status. */
function chunkedStatus(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', connection: 'close' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
    req.end();
  });
}
const ROLL_LOG_KEYS = `edge1:${Buffer.alloc(32, 5).toString('base64')}`;

describe.skipIf(skip)('Worker entry in workerd with node-postgres', () => {
  let database: NodeDatabase & { url?: string };
  let proxy: EdgeProxy;
  let worker: Workerd;
  let base: string;

  beforeAll(async () => {
    database = await postgresBackend.open();
    const url = new URL(database.url!);
    proxy = await startEdgeProxy({ host: '127.0.0.1', port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    worker = await startWorkerd({ DATABASE_URL: url.toString(), ROLL_LOG_KEYS });
    base = worker.base;
  }, WORKER_BUILD_MS + 120_000);

  afterAll(async () => {
    await worker?.stop();
    await proxy?.close();
    await database?.close();
  });

  const gql = async (query: string, variables: Record<string, unknown> = {}, apiKey?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
  };

  it('signs up, creates a campaign and a Tifin PC through workerd and Postgres, with transactions', async () => {
    const signUp = await gql(`mutation { signUp(input: { name: "Wanda" }) { ... on SignUpPayload { apiKey } } }`);
    expect(signUp.errors).toBeUndefined();
    const apiKey = signUp.data.signUp.apiKey as string;
    const campaign = await gql(`mutation { createCampaign(input: { name: "Edge", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, apiKey);
    const campaignId = campaign.data.createCampaign.campaign.id;
    const created = await gql(
      `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Pip", sms: { race: "TIFIN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) {
        __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { experience { available } } } } } } }`,
      { c: campaignId },
      apiKey,
    );
    expect(created.data.createCharacter.character.sheet.experience.available).toBe(29);
    // The row really is in the server's database.
    const rows = await database.db.execute('select count(*)::int as n from characters' as never);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('introspection in workerd reprints schema.graphql: the minified bundle keeps every description', async () => {
    const introspection = await gql(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true }));
    expect(introspection.errors).toBeUndefined();
    const printed = `${printSchema(buildClientSchema(introspection.data))}\n`;
    expect(printed).toBe(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
  });

  it('serves the table app with the header policy Node sends (web/dist/_headers), and a favicon', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const asset = await fetch(`${base}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('caps bodies (413, chunked too), refuses a second introspection, and reflects no origin with credentials', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers }, body });
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2 * 1024 * 1024) } });
    expect((await post(big)).status).toBe(413);
    // Chunked, no Content-Length, on a connection of its own (wrangler dev's proxy drops a
    // kept-alive connection whose request body was left unread: not the Worker's doing).
    expect(await chunkedStatus(`${base}/graphql`, big)).toBe(413);
    expect((await post(JSON.stringify({ query: '{ __typename }' }))).status).toBe(200);
    const many = await post(JSON.stringify({ query: `{ a: __schema { queryType { name } } b: __schema { queryType { name } } }` }));
    expect(many.status).toBe(400);
    expect(((await many.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('TOO_MANY_INTROSPECTIONS');
    const evil = await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example' });
    expect(evil.headers.get('access-control-allow-origin')).toBe('*');
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    expect(evil.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('serves /healthz (the Worker) and /readyz (Neon reachable)', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('rolls fair dice in workerd: signed with the Worker secret, verified once the GM reveals the seed', async () => {
    const apiKey = (await gql(`mutation { signUp(input: { name: "Gus" }) { ... on SignUpPayload { apiKey } } }`)).data.signUp.apiKey as string;
    const campaignId = (await gql(`mutation { createCampaign(input: { name: "Fair", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, apiKey)).data
      .createCampaign.campaign.id;
    const pc = (
      await gql(
        `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Rey", sms: { race: "HUMAN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) {
          ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`,
        { c: campaignId },
        apiKey,
      )
    ).data.createCharacter.character;
    const rolled = await gql(
      `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on ResolveActionPayload { roll { seq faces keyId commitment verified } } } }`,
      { input: { characterId: pc.id, moduleIds: pc.sheet.modules.map((m: { id: string }) => m.id), difficulty: 12 } },
      apiKey,
    );
    expect(rolled.errors).toBeUndefined();
    expect(rolled.data.resolveAction.roll).toMatchObject({ seq: 1, keyId: 'edge1', verified: null });
    const revealed = await gql(
      `mutation($input: RevealFairnessSeedInput!) { revealFairnessSeed(input: $input) { ... on RevealFairnessSeedPayload { revealed { commitment serverSeed } } } }`,
      { input: { campaignId } },
      apiKey,
    );
    expect(revealed.data.revealFairnessSeed.revealed.commitment).toBe(rolled.data.resolveAction.roll.commitment);
    const after = await gql(
      `query($id: ID!) { character(id: $id) { rolls(first: 1) { edges { node { verified } } } } verifyRollChain(characterId: $id) { valid } }`,
      { id: pc.id },
      apiKey,
    );
    expect(after.data).toEqual({ character: { rolls: { edges: [{ node: { verified: true } }] } }, verifyRollChain: { valid: true } });
  });

  it('opens one database connection per request, and only one (the character with its modules, wounds and rolls)', async () => {
    const apiKey = (await gql(`mutation { signUp(input: { name: "Cody" }) { ... on SignUpPayload { apiKey } } }`)).data.signUp.apiKey as string;
    const campaignId = (await gql(`mutation { createCampaign(input: { name: "Count", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, apiKey)).data
      .createCampaign.campaign.id;
    const pc = (
      await gql(
        `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Ned", sms: { race: "HUMAN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) {
          ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`,
        { c: campaignId },
        apiKey,
      )
    ).data.createCharacter.character;
    const statementsBefore = proxy.statements;
    const rolled = await gql(`mutation($c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, moduleIds: $m, difficulty: 10 }) { __typename } }`, { c: pc.id, m: [pc.sheet.modules[0].id] }, apiKey);
    expect(rolled.data.resolveAction.__typename).toBe('ResolveActionPayload');
    // Let the mutation's after-response work (telling the campaign's live object, closing its connection) finish first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Its two statements (the read with the key's check, the write: issue 26) and none after the
    // response: the campaign its events went to is the one its writer noted (src/db/outbox.ts),
    // not found by reading the outbox again.
    expect(proxy.statements - statementsBefore).toBe(2);
    const connectionsFor = async (query: string, variables: Record<string, unknown>) => {
      const before = proxy.opened;
      const answer = await gql(query, variables, apiKey);
      expect(answer.errors).toBeUndefined();
      return proxy.opened - before;
    };
    // Its fields resolve concurrently (dataloaders): they queue on the one connection.
    const character = `query($id: ID!) { character(id: $id) { name owner { id } campaign { name }
      sheet { ... on SmsSheet { modules { id name } wounds { id } afflictions { id } experience { available } } }
      rolls(first: 5) { edges { node { seq verified } } } actionRequests(first: 5) { edges { node { id } } } } }`;
    expect(await connectionsFor(character, { id: pc.id })).toBe(1);
    expect(await connectionsFor(`{ me { id name } }`, {})).toBe(1);
  });

  it('refuses anonymous callers and masks nothing sensitive', async () => {
    const res = await gql(`mutation { createCampaign(input: { name: "X", ruleset: SMS }) { __typename } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('live: the table loop through the campaign’s Durable Object, and a resume with Last-Event-ID', async () => {
    const signUp = async (name: string) => (await gql(`mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }`, { n: name })).data.signUp.apiKey as string;
    const gm = await signUp('Gina');
    const player = await signUp('Paul');
    const campaign = (await gql(`mutation { createCampaign(input: { name: "Live", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }`, {}, gm)).data.createCampaign.campaign;
    await gql(`mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode }, player);
    const pip = (
      await gql(
        `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Pip", sms: { race: "HUMAN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 3 }] } }) { ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`,
        { c: campaign.id },
        player,
      )
    ).data.createCharacter.character;
    const request = async (difficulty: number) =>
      (await gql(`mutation($id: ID!, $d: Int) { requestAction(input: { characterId: $id, difficulty: $d }) { ... on ActionRequestPayload { request { id } } } }`, { id: pip.id, d: difficulty }, gm)).data.requestAction.request.id as string;

    const playerSide = await subscribe(fetch, `${base}/graphql`, `subscription($c: ID!) { actionRequested(campaignId: $c) { cursor requestId characterId } }`, { c: campaign.id }, player);
    const gmSide = await subscribe(fetch, `${base}/graphql`, `subscription($c: ID!) { rollResolved(campaignId: $c) { requestId success } }`, { c: campaign.id }, gm);
    try {
      const requestId = await request(8);
      const heard = await playerSide.next(20_000);
      expect(heard.data.data.actionRequested).toMatchObject({ requestId, characterId: pip.id });
      expect(heard.id).toBe(heard.data.data.actionRequested.cursor);
      const answered = await gql(`mutation($r: ID!, $c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, requestId: $r, moduleIds: $m }) { __typename } }`, { r: requestId, c: pip.id, m: [pip.sheet.modules[0].id] }, player);
      expect(answered.data.resolveAction.__typename).toBe('ResolveActionPayload');
      expect((await gmSide.next(20_000)).data.data.rollResolved).toMatchObject({ requestId });

      await playerSide.close();
      const meanwhile = await request(6);
      const resumed = await subscribe(fetch, `${base}/graphql`, `subscription($c: ID!) { actionRequested(campaignId: $c) { requestId } }`, { c: campaign.id }, player, { 'last-event-id': heard.id! });
      try {
        expect((await resumed.next(20_000)).data.data.actionRequested.requestId).toBe(meanwhile);
        const later = await request(4);
        expect((await resumed.next(20_000)).data.data.actionRequested.requestId).toBe(later);
      } finally {
        await resumed.close();
      }
    } finally {
      await playerSide.close();
      await gmSide.close();
    }
  }, 60_000);

  it('live (issue 38 item 10): two events committed in reverse cursor order through the campaign’s Durable Object: each its own id, and a resume between them replays the late one', async () => {
    const signUp = async (name: string) => (await gql(`mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }`, { n: name })).data.signUp.apiKey as string;
    const gm = await signUp('Gaia');
    const campaign = (await gql(`mutation { createCampaign(input: { name: "Late", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, gm)).data.createCampaign.campaign;
    const campaignId = Buffer.from(campaign.id, 'base64').toString().split(':')[1]!;
    const EVENTS = `subscription($c: ID!) { campaignEvents(campaignId: $c) { cursor type payload } }`;
    // A mutation of the campaign makes the Worker tell its object to read the outbox.
    const nudge = () => gql(`mutation($c: ID!) { regenerateInviteCode(input: { campaignId: $c }) { __typename } }`, { c: campaign.id }, gm);
    const nextSeq = async () => ((await database.db.execute(sql`select nextval(pg_get_serial_sequence('outbox_events', 'seq'))::int as seq`)) as unknown as { rows: { seq: number }[] }).rows[0]!.seq;
    const write = (seq: number, n: number) => database.db.execute(sql`insert into outbox_events (campaign_id, type, payload, seq) overriding system value values (${campaignId}, 'fatigue.changed', ${JSON.stringify({ n })}::jsonb, ${seq})`);
    const stream = await subscribe(fetch, `${base}/graphql`, EVENTS, { c: campaign.id }, gm);
    try {
      const early = await nextSeq();
      const later = await nextSeq();
      await write(later, 2);
      await nudge();
      const got: { id: string | null; n?: number }[] = [];
      const until = async (n: number) => {
        while (!got.some((m) => m.n === n)) {
          const message = await stream.next(20_000);
          got.push({ id: message.id, n: message.data.data.campaignEvents.payload.n });
        }
      };
      await until(2);
      await write(early, 1);
      await nudge();
      await until(1);
      // The late event came after the later one, and no id was sent twice.
      expect(got.findIndex((m) => m.n === 1)).toBeGreaterThan(got.findIndex((m) => m.n === 2));
      expect(new Set(got.map((m) => m.id)).size).toBe(got.length);
      const between = await subscribe(fetch, `${base}/graphql`, EVENTS, { c: campaign.id }, gm, { 'last-event-id': got.find((m) => m.n === 2)!.id! });
      try {
        expect((await between.next(20_000)).data.data.campaignEvents.payload.n).toBe(1);
      } finally {
        await between.close();
      }
    } finally {
      await stream.close();
    }
  }, 60_000);

  it('a revoked API key is refused on the next request and its open stream ends (issue 24 item 5)', async () => {
    const signUp = async (name: string) => (await gql(`mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }`, { n: name })).data.signUp.apiKey as string;
    const gm = await signUp('Gale');
    const campaign = (await gql(`mutation { createCampaign(input: { name: "Keys", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, gm)).data.createCampaign.campaign;
    const made = (await gql(`mutation { createApiKey(input: { name: "edge bot" }) { ... on CreateApiKeyPayload { key apiKey { id } } } }`, {}, gm)).data.createApiKey;
    expect((await gql('{ me { apiKeys { name current } } }', {}, made.key)).data.me.apiKeys).toEqual([
      { name: 'edge bot', current: true },
      { name: 'Sign-up key', current: false },
    ]);
    const stream = await subscribe(fetch, `${base}/graphql`, `subscription($c: ID!) { campaignEvents(campaignId: $c) { type } }`, { c: campaign.id }, made.key);
    try {
      const revoked = await gql(`mutation($id: ID!) { revokeApiKey(input: { apiKeyId: $id }) { __typename } }`, { id: made.apiKey.id }, gm);
      expect(revoked.data.revokeApiKey.__typename).toBe('RevokeApiKeyPayload');
      const refused = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${made.key}` }, body: JSON.stringify({ query: '{ me { id } }' }) });
      expect(refused.status).toBe(401);
      // The next event of the campaign finds the key revoked: the stream ends instead of delivering it.
      await gql(`mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Gob", kind: NPC, sms: { modules: [{ name: "Hache", scope: 3, polarity: POSITIVE, rank: 4 }] } }) { __typename } }`, { c: campaign.id }, gm);
      expect((await stream.next(20_000)).event).toBe('complete');
    } finally {
      await stream.close();
    }
  }, 60_000);

  it('live: a document with two subscriptions is routed by its operationName, to the campaign the executed one names', async () => {
    const signUp = async (name: string) => (await gql(`mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }`, { n: name })).data.signUp.apiKey as string;
    const gm = await signUp('Greta');
    const player = await signUp('Piet');
    const campaignOf = async (name: string) =>
      (await gql(`mutation($n: String!) { createCampaign(input: { name: $n, ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }`, { n: name }, gm)).data.createCampaign.campaign as { id: string; inviteCode: string };
    const first = await campaignOf('First');
    const second = await campaignOf('Second');
    await gql(`mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: second.inviteCode }, player);
    const pip = (
      await gql(`mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Pip", sms: { race: "HUMAN", modules: [] } }) { ... on CharacterPayload { character { id } } } }`, { c: second.id }, player)
    ).data.createCharacter.character;

    // The first subscription in the document names the other campaign; the executed one is the second.
    const document = `subscription First($a: ID!) { actionRequested(campaignId: $a) { requestId } }
      subscription Second($b: ID!) { actionRequested(campaignId: $b) { requestId } }`;
    const stream = await subscribe(fetch, `${base}/graphql`, document, { a: first.id, b: second.id }, gm, {}, 'Second');
    try {
      const requested = await gql(`mutation($id: ID!) { requestAction(input: { characterId: $id, difficulty: 6 }) { ... on ActionRequestPayload { request { id } } } }`, { id: pip.id }, gm);
      const requestId = requested.data.requestAction.request.id as string;
      expect((await stream.next(20_000)).data.data.actionRequested).toEqual({ requestId });
    } finally {
      await stream.close();
    }
  }, 60_000);

  describe('GraphQL over HTTP in workerd (issue 22: the same answers as Node)', () => {
    const raw = (init: RequestInit & { path?: string }) => fetch(`${base}${init.path ?? '/graphql'}`, init);
    const postRaw = (payload: unknown, headers: Record<string, string> = {}) =>
      raw({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers }, body: JSON.stringify(payload) });

    it('item 10: a bad key or a malformed Authorization header is 401 UNAUTHENTICATED', async () => {
      for (const authorization of ['Bearer sms_nobody', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b']) {
        const res = await postRaw({ query: '{ me { id } }' }, { authorization });
        expect(res.status, authorization).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
      }
    });

    it('items 13 and 27: malformed GET parameters are a typed 400 with no originalError (wrangler dev sets NODE_ENV=development)', async () => {
      for (const params of ['variables=%7Bbad', 'extensions=%7Bbad']) {
        const res = await raw({ path: `/graphql?query=${encodeURIComponent('{ __typename }')}&${params}`, headers: { accept: 'application/graphql-response+json' } });
        expect(res.status, params).toBe(400);
        const text = await res.text();
        expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
        expect(text).not.toMatch(/originalError|stack/);
      }
      const invalidJson = await raw({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, body: '{bad' });
      expect(invalidJson.status).toBe(400);
      expect(await invalidJson.text()).not.toContain('originalError');
    });

    it('items 12, 14, 15: fragments add no depth; node ids are checked; nodes(ids:) answers', async () => {
      const apiKey = (await gql(`mutation { signUp(input: { name: "Nora" }) { ... on SignUpPayload { apiKey } } }`)).data.signUp.apiKey as string;
      const campaignId = (await gql(`mutation { createCampaign(input: { name: "Nodes", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, apiKey)).data.createCampaign.campaign.id;
      const deep = `query($id: ID!) { campaign(id: $id) { ...Party } }
        fragment Party on Campaign { characters(first: 1) { edges { node { ...Pc } } } }
        fragment Pc on Character { campaign { characters(first: 1) { edges { node { owner { name } } } } } }`;
      expect((await gql(deep, { id: campaignId }, apiKey)).errors).toBeUndefined();
      const proto = Buffer.from('__proto__:x').toString('base64');
      expect((await gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [campaignId, proto] }, apiKey)).data.nodes).toEqual([{ id: campaignId }, null]);
      const malformed = await postRaw({ query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id: 'z'.repeat(100_000) } });
      const text = await malformed.text();
      expect(text.length).toBeLessThan(1000);
      expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('item 13: a signed inbound webhook whose text holds NUL or a lone surrogate is a typed 400', async () => {
      const apiKey = (await gql(`mutation { signUp(input: { name: "Hook" }) { ... on SignUpPayload { apiKey } } }`)).data.signUp.apiKey as string;
      const campaignId = (await gql(`mutation { createCampaign(input: { name: "Hook", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, apiKey)).data.createCampaign.campaign.id;
      const { secret, path } = (await gql(`mutation($id: ID!) { rotateInboundSecret(input: { campaignId: $id }) { ... on RotateInboundSecretPayload { secret path } } }`, { id: campaignId }, apiKey)).data.rotateInboundSecret;
      for (const title of ['S\\u0000', 'S\\ud800']) {
        const body = `{"type":"session.played","title":"${title}","playedOn":"2026-02-27","participantIds":[],"externalRef":"e-${title.length}"}`;
        const res = await raw({ path, method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await sign(secret, body, new Date()) }, body });
        expect(res.status, title).toBe(400);
        expect(await res.json()).toMatchObject({ code: 'INVALID_TEXT' });
      }
    });

    it('item 15: a plain Apollo Client subscribes over multipart HTTP through the campaign’s Durable Object', async () => {
      const signUp = async (name: string) => (await gql(`mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }`, { n: name })).data.signUp.apiKey as string;
      const gm = await signUp('Gwen');
      const player = await signUp('Pete');
      const campaign = (await gql(`mutation { createCampaign(input: { name: "Apollo", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }`, {}, gm)).data.createCampaign.campaign;
      await gql(`mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode }, player);
      const pc = (await gql(`mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Ada", sms: { race: "HUMAN", modules: [] } }) { ... on CharacterPayload { character { id } } } }`, { c: campaign.id }, player)).data.createCharacter.character;
      const client = new ApolloClient({ link: new HttpLink({ uri: `${base}/graphql`, headers: { authorization: `Bearer ${player}` } }), cache: new InMemoryCache() });
      const received: any[] = [];
      const failures: unknown[] = [];
      let arrived: () => void = () => undefined;
      const subscription = client
        .subscribe({ query: apolloGql('subscription($c: ID!) { actionRequested(campaignId: $c) { requestId characterId } }'), variables: { c: campaign.id } })
        .subscribe({ next: (r) => { received.push(r); arrived(); }, error: (e) => failures.push(e) });
      try {
        // The Durable Object holds the stream once the request reached it: ask until the event comes.
        const heard = new Promise<void>((resolve) => { arrived = resolve; });
        let requestId = '';
        for (let attempt = 0; attempt < 20 && !received.length; attempt++) {
          await new Promise((r) => setTimeout(r, 500));
          if (!requestId) requestId = (await gql(`mutation($id: ID!) { requestAction(input: { characterId: $id, difficulty: 8 }) { ... on ActionRequestPayload { request { id } } } }`, { id: pc.id }, gm)).data.requestAction.request.id;
        }
        await Promise.race([heard, new Promise((_, reject) => setTimeout(() => reject(new Error(`no event: ${String(failures)}`)), 20_000))]);
        expect(failures).toEqual([]);
        expect(received[0].data.actionRequested).toMatchObject({ requestId, characterId: pc.id });
      } finally {
        subscription.unsubscribe();
      }
    }, 60_000);

    it('accounts in workerd: a passkey sign-up and sign-in, the HttpOnly cookie session, a device link, a recovery code, an ended session', async () => {
      const laptop = new Device({ fetch }, base);
      const { userId, recoveryCodes } = await laptop.signUp('Wren');
      expect(laptop.setCookies.at(-1)).toMatch(/^sms_session=sess_[^;]+; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
      expect((await laptop.me())?.id).toBe(userId);
      expect((await laptop.signIn()).data.finishPasskeySignIn.__typename).toBe('SignedIn');
      // Another origin's page may not use the session.
      expect((await laptop.fetch({ query: '{ me { id } }' }, { origin: 'http://evil.example' })).status).toBe(403);
      const link = (await laptop.gql(`mutation { createDeviceLink { ... on DeviceLink { token } } }`)).data.createDeviceLink.token as string;
      const phone = new Device({ fetch }, base);
      expect((await phone.gql(`mutation($t: String!) { redeemDeviceLink(input: { token: $t }) { __typename ... on Error { code } } }`, { t: link })).data.redeemDeviceLink.__typename).toBe('SignedIn');
      expect((await phone.gql(`mutation($t: String!) { redeemDeviceLink(input: { token: $t }) { __typename ... on Error { code } } }`, { t: link })).data.redeemDeviceLink.code).toBe('DEVICE_LINK_UNKNOWN');
      const lost = new Device({ fetch }, base);
      const recovered = await lost.gql(`mutation($c: String!) { signInWithRecoveryCode(input: { code: $c }) { __typename ... on SignedIn { recoveryCodesLeft } } }`, { c: recoveryCodes[0] });
      expect(recovered.data.signInWithRecoveryCode).toEqual({ __typename: 'SignedIn', recoveryCodesLeft: 9 });
      const sessions = (await laptop.gql(`{ account { sessions { sessionId current } } }`)).data.account.sessions as { sessionId: string; current: boolean }[];
      expect(sessions).toHaveLength(4);
      const phoneSession = (await phone.gql(`{ account { sessions { sessionId current } } }`)).data.account.sessions.find((s: { current: boolean }) => s.current).sessionId;
      await laptop.gql(`mutation($i: EndSessionInput!) { endSession(input: $i) { __typename } }`, { i: { sessionId: phoneSession } });
      expect((await phone.gql(`{ signInStatus me { id } }`)).data).toEqual({ signInStatus: 'ENDED', me: null });
    }, 60_000);

    it('passkeys of the three offered algorithms (ES256 above; EdDSA and RS256, with "packed" self attestation) verify with workerd\'s Web Crypto', async () => {
      for (const algorithm of ['EdDSA', 'RS256'] as const) {
        const device = new Device({ fetch }, base, undefined, new SoftAuthenticator(base, { algorithm, format: 'packed' }));
        await device.signUp(`Key ${algorithm}`);
        expect((await device.signIn()).data.finishPasskeySignIn.__typename, algorithm).toBe('SignedIn');
      }
    }, 60_000);

    // Last: it spends the sign-up allowance of this client address.
    it('item 11: sign-up past the limit is 429 with Retry-After (the Rate Limiting binding, simulated by wrangler)', async () => {
      let refused: Response | null = null;
      for (let i = 0; i < 30 && !refused; i++) {
        const res = await postRaw({ query: `mutation { signUp(input: { name: "Flood${i}" }) { __typename } }` });
        if (res.status !== 200) refused = res;
        else await res.body?.cancel();
      }
      expect(refused?.status).toBe(429);
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused!.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('RATE_LIMITED');
    });

    it('sign-in attempts past the limit are 429 with Retry-After (the SIGNIN_LIMITER binding)', async () => {
      let refused: Response | null = null;
      for (let i = 0; i < 30 && !refused; i++) {
        const res = await postRaw({ query: `mutation { signInWithRecoveryCode(input: { code: "AAAA-AAAA-AAAA-AAA${i % 10}" }) { __typename } }` });
        if (res.status !== 200) refused = res;
        else await res.body?.cancel();
      }
      expect(refused?.status).toBe(429);
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
