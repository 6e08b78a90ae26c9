/**
 * The webhook in, through the HTTP handler: a signed `session.played` records the session, a
 * replay changes nothing, bad or stale signatures are refused (401) with nothing changed. Both
 * backends.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { decodeId, encodeId } from '../../src/primitives/ids.js';
import { startScenarioFor } from '../../src/graphql/experience/play-history.js';
import { serveNodeRequest } from '../../src/http/handler.js';
import { SIGNATURE_HEADER, sign } from '../../src/webhooks/sign.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { startWebhookApp, type WebhookTestApp } from './harness.js';

const ROTATE = `mutation($id: ID!) { rotateInboundSecret(input: { campaignId: $id }) { __typename ... on RotateInboundSecretPayload { secret path campaign { inboundWebhookEnabled inboundWebhookPath } } } }`;

type Counts = { sessions: number; participants: number; scenarios: number; completed: number; events: number; receipts: number };

async function counts(db: Db, campaignId: string): Promise<Counts> {
  const result = await db.execute(sql`select
    (select count(*)::int from game_sessions where campaign_id = ${campaignId}) as sessions,
    (select count(*)::int from session_participants sp join game_sessions s on s.id = sp.session_id where s.campaign_id = ${campaignId}) as participants,
    (select count(*)::int from scenarios where campaign_id = ${campaignId}) as scenarios,
    (select count(*)::int from scenarios where campaign_id = ${campaignId} and status = 'COMPLETED') as completed,
    (select count(*)::int from outbox_events where campaign_id = ${campaignId}) as events,
    (select count(*)::int from inbound_receipts where campaign_id = ${campaignId}) as receipts`);
  return (result as unknown as { rows: Counts[] }).rows[0]!;
}

describe.each(BACKENDS)('inbound webhook on $name', (backend) => {
  let app: WebhookTestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startWebhookApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  async function setup() {
    const { gm, player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    const rotated = await app.gql(ROTATE, { id: campaign.id }, gm.apiKey);
    expect(rotated.errors).toBeUndefined();
    const { secret, path } = rotated.data.rotateInboundSecret;
    expect(path).toBe(`/webhooks/in/${campaign.id}`);
    expect(rotated.data.rotateInboundSecret.campaign).toEqual({ inboundWebhookEnabled: true, inboundWebhookPath: path });
    return { gm, player, campaign, character, secret: secret as string, rawCampaignId: decodeId('Campaign', campaign.id)! };
  }

  async function post(campaignId: string, body: string, signature: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== null) headers[SIGNATURE_HEADER] = signature;
    const response = await app.handler(new Request(`http://test/webhooks/in/${campaignId}`, { method: 'POST', headers, body }));
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  test('a signed session.played records the session; the same request replayed changes nothing', async () => {
    const { gm, campaign, character, secret, rawCampaignId } = await setup();
    const body = JSON.stringify({ type: 'session.played', title: 'Session 12', playedOn: '2026-02-27', participantIds: [character.id], externalRef: 'cal-123' });
    const signature = await sign(secret, body, app.clock.now());
    const before = await counts(app.database.db, rawCampaignId);

    const first = await post(campaign.id, body, signature);
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('created');
    const sessionId = decodeId('GameSession', first.body.sessionId);
    expect(sessionId).toBeTruthy();
    const after = await counts(app.database.db, rawCampaignId);
    expect(after).toMatchObject({ sessions: before.sessions + 1, participants: before.participants + 1, events: before.events + 1, receipts: 1 });
    const [row] = (
      (await app.database.db.execute(sql`select title, played_on, status, external_ref from game_sessions where id = ${sessionId}`)) as unknown as { rows: any[] }
    ).rows;
    expect(row).toEqual({ title: 'Session 12', played_on: '2026-02-27', status: 'PLAYED', external_ref: 'cal-123' });
    const events = await app.gql(`query($id: ID!) { campaign(id: $id) { events(first: 1) { edges { node { type payload } } } } }`, { id: campaign.id }, gm.apiKey);
    expect(events.data.campaign.events.edges[0].node).toMatchObject({ type: 'session.recorded', payload: { sessionId: first.body.sessionId, participantIds: [character.id] } });

    // The very same request again, within the tolerance: a replay.
    app.clock.advance(60_000);
    const replay = await post(campaign.id, body, signature);
    expect(replay).toEqual({ status: 200, body: { status: 'duplicate' } });
    // The same signature dressed differently (spaces, an extra v1) is the same replay.
    const [t, v1] = signature.split(',');
    const dressed = await post(campaign.id, body, `${t}, v1=${'0'.repeat(64)}, ${v1}`);
    expect(dressed).toEqual({ status: 200, body: { status: 'duplicate' } });
    expect(await counts(app.database.db, rawCampaignId)).toEqual(after);

    // A sender's retry is signed anew: the externalRef dedupes it.
    const retry = await post(campaign.id, body, await sign(secret, body, app.clock.now()));
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ status: 'duplicate', sessionId: first.body.sessionId });
    expect(await counts(app.database.db, rawCampaignId)).toMatchObject({ sessions: after.sessions, participants: after.participants, events: after.events });
  });

  test('bad, stale, missing or tampered signatures → 401 and nothing changes', async () => {
    const { campaign, character, secret, rawCampaignId } = await setup();
    const body = JSON.stringify({ type: 'session.played', title: 'Sneaky', playedOn: '2026-02-27', participantIds: [character.id], externalRef: 'x-1' });
    const before = await counts(app.database.db, rawCampaignId);
    const now = app.clock.now();
    const cases: [string, string | null, string][] = [
      ['wrong secret', await sign('not-the-secret', body, now), body],
      ['stale (6 minutes old)', await sign(secret, body, new Date(now.getTime() - 6 * 60_000)), body],
      ['from the future (6 minutes)', await sign(secret, body, new Date(now.getTime() + 6 * 60_000)), body],
      ['missing', null, body],
      ['malformed', 'sha256=abc', body],
      ['tampered body', await sign(secret, body, now), body.replace('Sneaky', 'Sneakier')],
    ];
    for (const [why, signature, sent] of cases) {
      const res = await post(campaign.id, sent, signature);
      expect(res.status, why).toBe(401);
      expect(res.body.error, why).toBeTruthy();
    }
    expect(await counts(app.database.db, rawCampaignId)).toEqual(before);
  });

  test('rotating the secret retires the old one; a campaign without a secret refuses everything', async () => {
    const { gm, campaign, secret, rawCampaignId } = await setup();
    const body = JSON.stringify({ type: 'session.played', title: 'S', playedOn: '2026-02-27', participantIds: [], externalRef: 'r-1' });
    const rotated = await app.gql(ROTATE, { id: campaign.id }, gm.apiKey);
    const fresh = rotated.data.rotateInboundSecret.secret as string;
    expect(fresh).not.toBe(secret);
    expect((await post(campaign.id, body, await sign(secret, body, app.clock.now()))).status).toBe(401);
    expect((await post(campaign.id, body, await sign(fresh, body, app.clock.now()))).status).toBe(201);
    expect((await counts(app.database.db, rawCampaignId)).sessions).toBe(1);

    const { campaign: other } = await table(app);
    const res = await post(other.id, body, await sign(fresh, body, app.clock.now()));
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/not enabled/);
    expect((await post(encodeId('Campaign', '00000000-0000-4000-8000-000000000000'), body, 't=1,v1=00')).status).toBe(404);
    expect((await post('garbage', body, 't=1,v1=00')).status).toBe(404);
  });

  test('a malformed percent-encoding in the campaign path → 404, not a 500', async () => {
    for (const id of ['%E0%A4%A', '%', '%zz', 'Q2FtcGFpZ24%']) {
      expect((await post(id, '{}', 't=1,v1=00')).status, id).toBe(404);
    }
  });

  test('only the GM rotates the inbound secret; players do not see it', async () => {
    const { player, campaign } = await setup();
    const res = await app.gql(ROTATE, { id: campaign.id }, player.apiKey);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const seen = await app.gql(`query($id: ID!) { campaign(id: $id) { inboundWebhookEnabled inboundWebhookPath } }`, { id: campaign.id }, player.apiKey);
    expect(seen.data.campaign).toEqual({ inboundWebhookEnabled: null, inboundWebhookPath: null });
  });

  test('a signed but invalid body → 400; a participant from elsewhere → 422; nothing changes', async () => {
    const { campaign, secret, rawCampaignId } = await setup();
    const before = await counts(app.database.db, rawCampaignId);
    const send = async (payload: unknown) => {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      return post(campaign.id, body, await sign(secret, body, app.clock.now()));
    };
    expect((await send('not json')).status).toBe(400);
    const invalid = await send({ type: 'session.played', title: '', playedOn: '27/02/2026', participantIds: ['nope'], externalRef: 'e' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues.map((i: any) => i.path).sort()).toEqual(['participantIds.0', 'playedOn', 'title']);
    expect((await send({ type: 'unknown.event' })).status).toBe(400);
    expect((await send({ type: 'scenario.completed', participantIds: [], externalRef: 'e' })).status).toBe(400);

    const stranger = await table(app);
    const { character: foreign } = await createSmsCharacter(app, stranger.player.apiKey, stranger.campaign.id, { race: 'HUMAN', modules: [] });
    const refused = await send({ type: 'session.played', title: 'S', playedOn: '2026-02-27', participantIds: [foreign.id], externalRef: 'f-1' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('UNKNOWN_PARTICIPANT');
    expect(await counts(app.database.db, rawCampaignId)).toEqual(before);
  });

  test('text Postgres cannot store (NUL, a lone surrogate) → 400 INVALID_TEXT, not a 500 a scheduler retries forever', async () => {
    const { campaign, secret, rawCampaignId } = await setup();
    const before = await counts(app.database.db, rawCampaignId);
    // JSON escapes, as a sender's serialiser writes them: `\u0000`, a high surrogate alone, a low one alone.
    for (const [field, text] of [['title', 'Session\\u0000 12'], ['externalRef', 'cal-\\ud800'], ['title', '\\udc00x']]) {
      const body = `{"type":"session.played","title":"S","playedOn":"2026-02-27","participantIds":[],"externalRef":"e-1","${field}":"${text}"}`;
      const res = await post(campaign.id, body, await sign(secret, body, app.clock.now()));
      expect(res.status, body).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid body', code: 'INVALID_TEXT', issues: [{ path: field }] });
    }
    expect(await counts(app.database.db, rawCampaignId)).toEqual(before);
  });

  test('a signed body nested 5,000 levels → 400 JSON_TOO_DEEP, not a stack overflow (issue 38)', async () => {
    const { campaign, secret, rawCampaignId } = await setup();
    const before = await counts(app.database.db, rawCampaignId);
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const body = `{"type":"session.played","title":"S","playedOn":"2026-02-27","participantIds":[],"externalRef":"deep-1","extra":${deep}}`;
    const res = await post(campaign.id, body, await sign(secret, body, app.clock.now()));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'body nests JSON deeper than 64 levels', code: 'JSON_TOO_DEEP' });
    expect(await counts(app.database.db, rawCampaignId)).toEqual(before);
  });

  test('scenario.completed: a new scenario by title, or a started one by id; once only', async () => {
    const { campaign, character, secret, rawCampaignId } = await setup();
    const send = async (payload: unknown) => {
      const body = JSON.stringify(payload);
      return post(campaign.id, body, await sign(secret, body, app.clock.now()));
    };
    const byTitle = await send({ type: 'scenario.completed', title: 'La tour', participantIds: [character.id], bonus: true, externalRef: 'sc-1' });
    expect(byTitle.status).toBe(201);
    expect(decodeId('Scenario', byTitle.body.scenarioId)).toBeTruthy();
    app.clock.advance(1000); // a new signature: the externalRef, not the receipt, dedupes it
    const again = await send({ type: 'scenario.completed', title: 'La tour', participantIds: [character.id], bonus: true, externalRef: 'sc-1' });
    expect(again).toMatchObject({ status: 200, body: { status: 'duplicate', scenarioId: byTitle.body.scenarioId } });

    const started = await startScenarioFor(app.database.db, rawCampaignId, { title: 'Le puits', participantIds: [] });
    const scenarioId = encodeId('Scenario', started.scenario.id);
    const byId = await send({ type: 'scenario.completed', scenarioId, participantIds: [character.id], externalRef: 'sc-2' });
    expect(byId).toMatchObject({ status: 201, body: { status: 'created', scenarioId } });
    const result = await app.database.db.execute(sql`select s.status, s.bonus, count(sp.character_id)::int as participants from scenarios s
      left join scenario_participants sp on sp.scenario_id = s.id where s.id = ${started.scenario.id} group by s.id`);
    expect((result as unknown as { rows: any[] }).rows[0]).toEqual({ status: 'COMPLETED', bonus: false, participants: 1 });
    expect((await send({ type: 'scenario.completed', scenarioId, participantIds: [], externalRef: 'sc-2' })).body.status).toBe('duplicate');
    expect(await counts(app.database.db, rawCampaignId)).toMatchObject({ scenarios: 2, completed: 2 });
  });

  test('through a Node HTTP server (the bridge server.ts uses)', async () => {
    const { campaign, secret, rawCampaignId } = await setup();
    const server: Server = createServer((req, res) => void serveNodeRequest((request) => app.handler(request), req, res, {}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = JSON.stringify({ type: 'session.played', title: 'Via Node', playedOn: '2026-02-28', participantIds: [], externalRef: 'node-1' });
      const res = await fetch(`http://127.0.0.1:${port}/webhooks/in/${campaign.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await sign(secret, body, app.clock.now()) },
        body,
      });
      expect(res.status).toBe(201);
      expect((await counts(app.database.db, rawCampaignId)).sessions).toBe(1);
      const stale = await fetch(`http://127.0.0.1:${port}/webhooks/in/${campaign.id}`, { method: 'POST', headers: { [SIGNATURE_HEADER]: 't=1,v1=00' }, body });
      expect(stale.status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/webhooks/in/${campaign.id}`)).status).toBe(405);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
