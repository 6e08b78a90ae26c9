/**
 * Issue 38 item 18: an archive keeps each webhook endpoint's format and each member's joinedAt,
 * and an imported endpoint (inactive, its secret left behind) is turned on again with
 * `reactivateWebhookEndpoint`: a new secret in its format, shown once, that a receiver verifies
 * with the `standardwebhooks` package. The GM alone may; one already on is refused. Both backends.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emitEvent } from '../../src/db/outbox.js';
import { decodeId } from '../../src/primitives/ids.js';
import { runDeliveries } from '../../src/jobs/deliveries.js';
import { BACKENDS } from '../support/backends.js';
import { joinCampaign, signUp, table } from '../support/flows.js';
import { startReceiver, startWebhookApp, type WebhookTestApp } from '../webhooks/harness.js';
import { exportArchive, importArchiveText } from './support.js';

const REGISTER = `mutation($input: RegisterWebhookInput!) {
  registerWebhook(input: $input) { __typename ... on RegisterWebhookPayload { secret endpoint { id format } } }
}`;

const ENDPOINTS = `query($id: ID!) { campaign(id: $id) {
  members { role joinedAt user { name } }
  webhookEndpoints(first: 10) { edges { node { id url events active format } } } } }`;

const REACTIVATE = `mutation($input: ReactivateWebhookEndpointInput!) {
  reactivateWebhookEndpoint(input: $input) {
    __typename
    ... on ReactivateWebhookEndpointPayload { secret endpoint { id url active format secretHint } }
    ... on RuleViolation { code message }
  }
}`;

const CLAIM = `mutation($input: ClaimPlaceholderInput!) { claimPlaceholder(input: $input) { __typename } }`;

type Member = { role: string; joinedAt: string; user: { name: string } };
const joinedByName = (members: Member[]) => Object.fromEntries(members.map((m) => [m.user.name, m.joinedAt]));

describe.each(BACKENDS)('webhooks and members through an archive on $name', (backend) => {
  let app: WebhookTestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startWebhookApp(backend);
  });
  afterAll(async () => app?.close());
  afterEach(() => vi.useRealTimers());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('formats and join dates survive the move; the GM turns an imported endpoint on with a new secret a receiver verifies', async () => {
    const receiver = await startReceiver(() => 200);
    try {
      const { gm, campaign } = await table(app);
      // A latecomer, a day after the others: join dates must differ from each other and from the import's.
      app.clock.advance(24 * 3600_000);
      const late = await signUp(app, 'Lea, late');
      await joinCampaign(app, late.apiKey, campaign.inviteCode);
      const standard = await app.gql(REGISTER, { input: { campaignId: campaign.id, url: receiver.url, events: ['roll.resolved'], format: 'STANDARD_WEBHOOKS' } }, gm.apiKey);
      expect(standard.data.registerWebhook.__typename).toBe('RegisterWebhookPayload');
      const stripe = await app.gql(REGISTER, { input: { campaignId: campaign.id, url: `${receiver.url}/stripe`, events: ['wound.inflicted'] } }, gm.apiKey);
      expect(stripe.data.registerWebhook.__typename).toBe('RegisterWebhookPayload');
      const source = (await app.gql(ENDPOINTS, { id: campaign.id }, gm.apiKey)).data.campaign;

      app.clock.advance(7 * 24 * 3600_000);
      const archive = await exportArchive(app, gm.apiKey, campaign.id);
      const newGm = await signUp(app, 'Gina on the new host');
      const imported = await importArchiveText(app, newGm.apiKey, archive);
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      const campaignId = btoa(`Campaign:${imported.body.campaignId}`);
      const target = (await app.gql(ENDPOINTS, { id: campaignId }, newGm.apiKey)).data.campaign;

      // Each endpoint comes back with its format, off until the GM turns it on.
      const shape = (c: typeof source) =>
        c.webhookEndpoints.edges.map((e: { node: { url: string; events: string[]; format: string } }) => [e.node.url, e.node.events, e.node.format]).sort();
      expect(shape(target)).toEqual(shape(source));
      expect(shape(target).map((s: string[]) => s[2]).sort()).toEqual(['STANDARD_WEBHOOKS', 'STRIPE_COMPATIBLE']);
      expect(target.webhookEndpoints.edges.every((e: { node: { active: boolean } }) => !e.node.active)).toBe(true);

      // Every archived member's placeholder joined when they did (the import is a week later).
      const before = joinedByName(source.members);
      const after = joinedByName(target.members);
      for (const name of ['Gina the GM', 'Paul the player', 'Olga, another player', 'Lea, late']) expect(after[name], name).toBe(before[name]);
      expect(before['Lea, late']).not.toBe(before['Paul the player']);

      // Paul claims his placeholder: his membership keeps the date he first joined.
      const paul = await signUp(app, 'Paul on the new host');
      await joinCampaign(app, paul.apiKey, imported.body.inviteCode);
      const code = imported.body.placeholders.find((p: { name: string }) => p.name === 'Paul the player').claimCode;
      expect((await app.gql(CLAIM, { input: { campaignId, code } }, paul.apiKey)).data.claimPlaceholder.__typename).toBe('ClaimPlaceholderPayload');
      const claimed = joinedByName((await app.gql(ENDPOINTS, { id: campaignId }, newGm.apiKey)).data.campaign.members);
      expect(claimed['Paul on the new host']).toBe(before['Paul the player']);

      const standardId = target.webhookEndpoints.edges.find((e: { node: { format: string } }) => e.node.format === 'STANDARD_WEBHOOKS').node.id;
      // A player may not; the GM may, once.
      const refused = await app.gql(REACTIVATE, { input: { endpointId: standardId } }, paul.apiKey);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const on = await app.gql(REACTIVATE, { input: { endpointId: standardId } }, newGm.apiKey);
      expect(on.data.reactivateWebhookEndpoint).toMatchObject({ __typename: 'ReactivateWebhookEndpointPayload', endpoint: { id: standardId, active: true, format: 'STANDARD_WEBHOOKS' } });
      const secret: string = on.data.reactivateWebhookEndpoint.secret;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(on.data.reactivateWebhookEndpoint.endpoint.secretHint).toBe(`…${secret.slice(-4)}`);
      const again = await app.gql(REACTIVATE, { input: { endpointId: standardId } }, newGm.apiKey);
      expect(again.data.reactivateWebhookEndpoint).toMatchObject({ __typename: 'RuleViolation', code: 'WEBHOOK_ALREADY_ACTIVE' });
      // The GM of the old campaign does not see the new campaign's endpoint.
      const stranger = await app.gql(REACTIVATE, { input: { endpointId: standardId } }, gm.apiKey);
      expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      // An event of the new campaign reaches the receiver, signed with the new secret in Standard Webhooks' headers.
      await emitEvent(app.database.db, decodeId('Campaign', campaignId)!, 'roll.resolved', { roll: 9 }, app.clock.now());
      const sent = receiver.received.length;
      expect(await runDeliveries(app.database.db, { clock: app.clock, allowLoopback: true, runtime: 'node', timeoutMs: 2_000 })).toMatchObject({ delivered: 1 });
      const got = receiver.received[sent]!;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(app.clock.now());
      const headers = { 'webhook-id': String(got.headers['webhook-id']), 'webhook-timestamp': String(got.headers['webhook-timestamp']), 'webhook-signature': String(got.headers['webhook-signature']) };
      expect(new Webhook(secret).verify(got.body, headers)).toMatchObject({ type: 'roll.resolved', data: { roll: 9 } });
    } finally {
      await receiver.close();
    }
  });
});
