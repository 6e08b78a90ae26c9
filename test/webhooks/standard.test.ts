/**
 * The Standard Webhooks format as a per-endpoint choice (issue #12 item 9), verified the way a
 * receiver would: with the `standardwebhooks` npm package, on a real HTTP receiver. The default
 * stays Stripe-compatible. Both backends.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emitEvent } from '../../src/db/outbox.js';
import { decodeId } from '../../src/primitives/ids.js';
import { runDeliveries } from '../../src/jobs/deliveries.js';
import { SIGNATURE_HEADER } from '../../src/webhooks/sign.js';
import { BACKENDS } from '../support/backends.js';
import { table } from '../support/flows.js';
import { startReceiver, startWebhookApp, type WebhookTestApp } from './harness.js';

const REGISTER = `mutation($input: RegisterWebhookInput!) {
  registerWebhook(input: $input) {
    __typename
    ... on RegisterWebhookPayload { secret endpoint { id format secretHint } }
    ... on ValidationError { code issues { path message } }
  }
}`;

describe.each(BACKENDS)('Standard Webhooks deliveries on $name', (backend) => {
  let app: WebhookTestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startWebhookApp(backend);
  });
  afterAll(async () => app?.close());
  afterEach(() => vi.useRealTimers());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  const deps = () => ({ clock: app.clock, allowLoopback: true, runtime: 'node' as const, timeoutMs: 2_000 });

  test('an endpoint registered as STANDARD_WEBHOOKS gets webhook-id/-timestamp/-signature that standardwebhooks verifies', async () => {
    const receiver = await startReceiver(() => 200);
    try {
      const { gm, campaign } = await table(app);
      const res = await app.gql(REGISTER, { input: { campaignId: campaign.id, url: receiver.url, events: ['roll.resolved'], format: 'STANDARD_WEBHOOKS' } }, gm.apiKey);
      expect(res.data.registerWebhook).toMatchObject({ __typename: 'RegisterWebhookPayload', endpoint: { format: 'STANDARD_WEBHOOKS' } });
      const secret: string = res.data.registerWebhook.secret;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(res.data.registerWebhook.endpoint.secretHint).toBe(`…${secret.slice(-4)}`);

      const eventId = await emitEvent(app.database.db, decodeId('Campaign', campaign.id)!, 'roll.resolved', { roll: 4, success: true }, app.clock.now());
      expect(await runDeliveries(app.database.db, deps())).toMatchObject({ delivered: 1 });
      const [got] = receiver.received;
      expect(got).toBeDefined();
      expect(got!.headers[SIGNATURE_HEADER.toLowerCase()]).toBeUndefined();
      const headers = { 'webhook-id': String(got!.headers['webhook-id']), 'webhook-timestamp': String(got!.headers['webhook-timestamp']), 'webhook-signature': String(got!.headers['webhook-signature']) };
      // The library checks the timestamp against its own clock: put it at the delivery's instant.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(app.clock.now());
      const verified = new Webhook(secret).verify(got!.body, headers) as { type: string; data: unknown };
      expect(verified).toMatchObject({ type: 'roll.resolved', data: { roll: 4, success: true } });
      expect(headers['webhook-id']).toBeTruthy();
      expect(eventId).toBeTruthy();
      // A tampered body or another secret fails, as it must.
      expect(() => new Webhook(secret).verify(got!.body.replace('4', '5'), headers)).toThrow(WebhookVerificationError);
      expect(() => new Webhook(`whsec_${btoa('another secret of thirty-two bytes!')}`).verify(got!.body, headers)).toThrow(WebhookVerificationError);
    } finally {
      await receiver.close();
    }
  });

  test('the default stays Stripe-compatible; a Standard Webhooks secret of the wrong shape is a ValidationError', async () => {
    const { gm, campaign } = await table(app);
    const plain = await app.gql(REGISTER, { input: { campaignId: campaign.id, url: 'http://127.0.0.1:9/hook', events: ['roll.resolved'] } }, gm.apiKey);
    expect(plain.data.registerWebhook.endpoint.format).toBe('STRIPE_COMPATIBLE');
    const bad = await app.gql(
      REGISTER,
      { input: { campaignId: campaign.id, url: 'http://127.0.0.1:9/hook', events: ['roll.resolved'], format: 'STANDARD_WEBHOOKS', secret: 'not-base64!'.repeat(4) } },
      gm.apiKey,
    );
    expect(bad.data.registerWebhook).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'secret' }] });
  });
});
