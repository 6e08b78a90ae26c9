/**
 * Webhooks, GM only: endpoints that receive the campaign's events (signed deliveries, see
 * src/jobs/deliveries.ts and docs/webhooks.md), the delivery log with every attempt, the
 * outbox of events itself, and the inbound secret that signs requests to
 * `POST /webhooks/in/<campaign id>` (src/webhooks/inbound.ts).
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import * as z from 'zod/mini';
import { EVENT_TYPES } from '../../db/outbox.js';
import {
  type AttemptRow,
  attemptsOf,
  deleteEndpoint,
  type DeliveryRow,
  deliveryById,
  deliveryOfRow,
  deliveryPage,
  endpointById,
  endpointPage,
  type EndpointRow,
  endpointWithCampaign,
  eventById,
  eventPage,
  type EventRow,
  insertEndpointUnderCap,
  reactivateEndpoint,
  setInboundSecret,
} from '../../db/webhooks.js';
import { newSecret } from '../../primitives/secrets.js';
import { INBOUND_PATH_PREFIX } from '../../webhooks/inbound.js';
import { checkWebhookUrl } from '../../webhooks/ssrf.js';
import { formatOfStoredSecret, newStandardSecret, standardKey, storedSecret } from '../../webhooks/standard.js';
import type { CampaignRow } from '../../db/campaigns.js';
import { guardEagerField, knownByIdOnly } from '../eager.js';
import { requireCaller, requireMember, requireRole } from '../auth.js';
import { builder } from '../builder.js';
import { Campaign, type CampaignView } from '../campaign/campaign.js';
import type { Context } from '../context.js';
import { forbidden, notFound, ValidationError, validate, refuse } from '../errors.js';
import { decodeId, encodeId, globalId, UUID } from '../../primitives/ids.js';
import { MAX_WEBHOOK_ENDPOINTS, tooManyWebhooks, webhookAlreadyActive } from '../../rules/api-limits.js';
import { inputMutation, inputOf, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

/**
 * The server-wide development switch, passed by the HTTP handler in the server context
 * (src/http/handler.ts): loopback webhook URLs (and http) may be registered.
 */
function loopbackAllowed(ctx: Context): boolean {
  return (ctx as Context & { allowLoopbackWebhooks?: boolean }).allowLoopbackWebhooks === true;
}

// ----- Types --------------------------------------------------------------------------------

export const WebhookFormatEnum = builder.enumType('WebhookFormat', {
  values: {
    STRIPE_COMPATIBLE: { description: '`X-Webhook-Signature: t=<unix>,v1=<hex HMAC-SHA256>`, verifiable with Stripe’s SDK.' },
    STANDARD_WEBHOOKS: { description: 'The Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`), with a `whsec_` secret.' },
  } as const,
  description:
    'STRIPE_COMPATIBLE (default): `X-Webhook-Signature: t=<unix>,v1=<hex HMAC>`, which Stripe’s SDK verifies. STANDARD_WEBHOOKS: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>` (standardwebhooks libraries).',
});

export const WebhookDeliveryStatus = builder.enumType('WebhookDeliveryStatus', {
  values: {
    PENDING: { description: 'Not acknowledged yet: retried with backoff (`nextAttemptAt`).' },
    DELIVERED: { description: 'A 2xx came back; it is not sent again.' },
    DEAD: { description: 'Still failing 3 days after the first attempt: given up.' },
  } as const,
  description: 'PENDING: not yet acknowledged, retried with backoff. DELIVERED: a 2xx came back. DEAD: still failing 3 days after the first attempt; given up.',
});

/** Webhook rows are the GM's: `node(id)` finds one (`read`, for an id that is a uuid) for the campaign's GM only. */
async function gmNode<R>(ctx: Context, id: string, read: () => Promise<R | undefined>, campaignOf: (row: R) => string): Promise<R | null> {
  if (!UUID.test(id)) return null;
  const row = await read();
  return row && ctx.caller !== null && (await ctx.loaders.roles.load(campaignOf(row))) === 'GM' ? row : null;
}

export const CampaignEvent = builder.node(builder.objectRef<EventRow>('CampaignEvent'), {
  description: 'A domain event of the campaign (the outbox): what webhooks deliver. Its id is the `X-Webhook-Event-Id` receivers dedupe on.',
  id: { resolve: (e) => e.id },
  loadOne: (id, ctx) => gmNode(ctx, id, () => eventById(ctx.reader, id), (e) => e.campaignId),
  fields: (t) => ({
    type: t.exposeString('type', { description: 'e.g. `roll.resolved`; see `webhookEventTypes`.' }),
    payload: t.field({ type: 'JSON', description: 'What happened; the `data` of the delivered body.', resolve: (e) => e.payload }),
    createdAt: t.field({ type: 'DateTime', description: 'When it happened (committed with the change it reports).', resolve: (e) => e.createdAt }),
    dispatchedAt: t.field({ type: 'DateTime', nullable: true, description: 'When deliveries were created for the endpoints subscribed at that time.', resolve: (e) => e.dispatchedAt }),
  }),
});

export const WebhookEndpoint = builder.node(builder.objectRef<EndpointRow>('WebhookEndpoint'), {
  description: 'A URL that receives the campaign’s events of the chosen types, signed with its secret.',
  id: { resolve: (e) => e.id },
  loadOne: (id, ctx) => gmNode(ctx, id, () => endpointById(ctx.reader, id), (e) => e.campaignId),
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The https URL the events are POSTed to.' }),
    eventTypes: t.exposeStringList('events', { description: 'The event types it receives.' }),
    events: t.exposeStringList('events', { description: 'The same as `eventTypes`.', deprecationReason: 'Use `eventTypes`: `events` conflicts with `Campaign.events` when one document selects both through `node` or `nodes`.' }),
    active: t.exposeBoolean('active', { description: 'Whether it receives events. An endpoint imported from an archive is off (its secret did not travel) until `reactivateWebhookEndpoint`.' }),
    secretHint: t.string({ description: 'The last 4 characters of the signing secret, to tell secrets apart (the secret itself is shown once).', resolve: (e) => `…${e.secret.slice(-4)}` }),
    format: t.field({ type: WebhookFormatEnum, description: 'How its deliveries are signed (docs/webhooks.md).', resolve: (e) => formatOfStoredSecret(e.secret) }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was registered.', resolve: (e) => e.createdAt }),
  }),
});

const DeliveryAttempt = builder.objectRef<AttemptRow>('WebhookDeliveryAttempt').implement({
  description: 'One POST of a delivery: what came back, or why it failed.',
  fields: (t) => ({
    attemptedAt: t.field({ type: 'DateTime', description: 'When the POST was sent.', resolve: (a) => a.attemptedAt }),
    statusCode: t.exposeInt('statusCode', { nullable: true, description: 'The receiver’s HTTP status; null when no answer came (timeout, network, refused URL).' }),
    error: t.exposeString('error', { nullable: true, description: 'Why the attempt failed; null on success.' }),
    signature: t.exposeString('signature', { description: 'The signature header sent: `X-Webhook-Signature`, or `webhook-signature` for STANDARD_WEBHOOKS.' }),
    durationMs: t.exposeInt('durationMs', { description: 'How long the receiver took to answer (or to fail), in milliseconds.' }),
  }),
});

export const WebhookDelivery = builder.node(builder.objectRef<DeliveryRow>('WebhookDelivery'), {
  description: 'One event for one endpoint, with every attempt made.',
  id: { resolve: (d) => d.id },
  loadOne: async (id, ctx) => {
    const row = await gmNode(ctx, id, () => deliveryById(ctx.reader, id), (d) => d.endpoint.campaignId);
    if (!row) return null;
    const attemptLog = await attemptsOf(ctx.reader, id);
    return { ...row.delivery, event: row.event, endpoint: row.endpoint, attemptLog };
  },
  fields: (t) => ({
    deliveryStatus: t.field({ type: WebhookDeliveryStatus, description: 'PENDING until delivered (DELIVERED) or given up (DEAD).', resolve: (d) => d.status }),
    status: t.field({ type: WebhookDeliveryStatus, description: 'The same as `deliveryStatus`.', deprecationReason: 'Use `deliveryStatus`: `status` conflicts with `Character.status` when one document selects both through `node` or `nodes`.', resolve: (d) => d.status }),
    event: t.field({ type: CampaignEvent, description: 'The event delivered.', resolve: (d) => d.event }),
    endpoint: t.field({ type: WebhookEndpoint, description: 'The endpoint it goes to.', resolve: (d) => d.endpoint }),
    attemptCount: t.int({ description: 'How many POSTs were made so far.', resolve: (d) => d.attempts }),
    attempts: t.field({
      type: [DeliveryAttempt],
      description: 'Every attempt, oldest first (at most a few dozen: retries stop after 3 days).',
      resolve: (d) => d.attemptLog,
    }),
    nextAttemptAt: t.field({ type: 'DateTime', nullable: true, description: 'When it is tried next; null once DELIVERED or DEAD.', resolve: (d) => (d.status === 'PENDING' ? d.nextAttemptAt : null) }),
    deliveredAt: t.field({ type: 'DateTime', nullable: true, description: 'When a 2xx came back; null unless DELIVERED.', resolve: (d) => d.deliveredAt }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last attempt failed (an HTTP status, a timeout, a refused URL); null when none failed.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the event was dispatched to this endpoint.', resolve: (d) => d.createdAt }),
  }),
});

builder.queryField('webhookEventTypes', (t) =>
  t.stringList({ description: 'The event types a webhook endpoint can subscribe to.', resolve: () => [...EVENT_TYPES] }),
);

// ----- Campaign fields (GM only) -------------------------------------------------------------

function requireGmView(c: CampaignView): void {
  if (c.viewerRole !== 'GM') throw forbidden('Only the campaign’s GM sees its webhooks and events.');
}

/**
 * The GM's lists below `campaign(id)` go in the campaign's own statement (src/graphql/eager.ts):
 * sent before the caller's role is known, their read keeps to a GM's rows by itself
 * (src/db/webhooks.ts, given the caller's id), and the refusal a player gets is made once the
 * campaign is read.
 */
function gmOnly(c: CampaignView, ctx: Context): string {
  if (!knownByIdOnly(c)) requireGmView(c);
  return ctx.caller!.userId;
}
for (const field of ['webhookEndpoints', 'webhookDeliveries', 'events']) guardEagerField('Campaign', field, requireGmView);

/** Whether a page's cursors are row ids (a keyset on newest first reads their key in SQL). */
function idCursors({ before, after }: ResolveCursorConnectionArgs): boolean {
  for (const cursor of [before, after]) if (cursor !== undefined && cursor !== null && !UUID.test(cursor)) return false;
  return true;
}

builder.objectFields(Campaign, (t) => ({
  webhookEndpoints: t.connection({
    type: WebhookEndpoint,
    nullable: true,
    description: 'The webhook endpoints (GM only; FORBIDDEN for players).',
    resolve: (c, args, ctx) => {
      const userId = gmOnly(c, ctx);
      return resolveCursorConnection({ args, toCursor: (row: EndpointRow) => row.id }, async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
        for (const cursor of [before, after]) if (cursor && !UUID.test(cursor)) return [];
        return ctx.loaders.read(endpointPage(ctx.db, c.id, userId, { after, before, inverted }, limit));
      });
    },
  }),
  webhookDeliveries: t.connection({
    type: WebhookDelivery,
    nullable: true,
    description: 'Deliveries to the webhook endpoints, newest first, each with its attempts (GM only). Filter by status or endpoint.',
    args: {
      status: t.arg({ type: WebhookDeliveryStatus, required: false, description: 'Only deliveries in this status; all when left out.' }),
      endpointId: t.arg.id({ required: false, description: 'Only deliveries to this endpoint; all when left out.' }),
    },
    resolve: (c, args, ctx) => {
      const userId = gmOnly(c, ctx);
      return resolveCursorConnection({ args, toCursor: (row: DeliveryRow) => row.id }, async (page: ResolveCursorConnectionArgs) => {
        if (!idCursors(page)) return [];
        const endpointId = args.endpointId ? decodeId('WebhookEndpoint', args.endpointId) : null;
        if (args.endpointId && !endpointId) return [];
        const rows = await ctx.loaders.read(deliveryPage(ctx.db, c.id, userId, page, { status: args.status, endpointId }, page.limit));
        return rows.map(deliveryOfRow);
      });
    },
  }),
  events: t.connection({
    type: CampaignEvent,
    nullable: true,
    description: 'The campaign’s domain events (the outbox), newest first (GM only). Filter by type.',
    args: { type: t.arg.string({ required: false, description: 'Only events of this type (e.g. `roll.resolved`); all when left out.' }) },
    resolve: (c, args, ctx) => {
      const userId = gmOnly(c, ctx);
      return resolveCursorConnection({ args, toCursor: (row: EventRow) => row.id }, async (page: ResolveCursorConnectionArgs) => {
        if (!idCursors(page)) return [];
        return ctx.loaders.read(eventPage(ctx.db, c.id, userId, page, args.type, page.limit));
      });
    },
  }),
  inboundWebhookPath: t.string({
    nullable: true,
    description: 'Where an external scheduler POSTs signed `session.played` / `scenario.completed` (GM only; null for players).',
    resolve: (c) => (c.viewerRole === 'GM' ? `${INBOUND_PATH_PREFIX}${encodeId('Campaign', c.id)}` : null),
  }),
  inboundWebhookEnabled: t.boolean({
    nullable: true,
    description: 'Whether an inbound secret is set (rotateInboundSecret). GM only; null for players.',
    resolve: (c) => (c.viewerRole === 'GM' ? c.inboundSecret !== null : null),
  }),
}));

// ----- Mutations ----------------------------------------------------------------------------

/**
 * The endpoint a GM's mutation names, with its campaign, in one read that also finds the
 * caller's role there (null: not a member). Another campaign's endpoint answers as one that does
 * not exist (docs/api.md §Errors).
 */
async function gmEndpoint(ctx: Context, id: string): Promise<{ endpointId: string; endpoint: EndpointRow; campaign: CampaignRow }> {
  const endpointId = decodeId('WebhookEndpoint', id);
  if (!endpointId) throw notFound('webhook endpoint');
  const found = await endpointWithCampaign(ctx.reader, endpointId, ctx.caller?.userId ?? null);
  requireCaller(ctx);
  if (!found?.role) throw notFound('webhook endpoint');
  requireRole(found.role, 'GM');
  return { endpointId, endpoint: found.endpoint, campaign: found.campaign };
}

const RegisterWebhookInput = inputType('RegisterWebhookInput', {
  campaignId: field.id(globalId('Campaign'), 'The campaign; the caller must be its GM.'),
  url: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)), 'An https URL whose host is a public DNS name (see docs/webhooks.md, SSRF policy).'),
  events: field.stringList(
    z.array(z.enum(EVENT_TYPES)).check(z.minLength(1), z.maxLength(EVENT_TYPES.length), z.refine((list) => new Set(list).size === list.length, 'list each event type once')),
    'Event types to receive (see `webhookEventTypes`).',
  ),
  secret: field.string(
    z.nullish(z.string().check(z.minLength(32), z.maxLength(200))),
    'Your own signing secret (32–200 characters; for STANDARD_WEBHOOKS a `whsec_<base64 of 24–64 bytes>`); a random one is made otherwise.',
  ),
  format: field.of(WebhookFormatEnum, z.nullish(z.enum(['STRIPE_COMPATIBLE', 'STANDARD_WEBHOOKS'])), 'How deliveries are signed; default STRIPE_COMPATIBLE.'),
});

const registerWebhookSchema = RegisterWebhookInput.schema.check(z.superRefine((v, issue) => {
  if (v.format === 'STANDARD_WEBHOOKS' && v.secret && !standardKey(v.secret)) {
    issue.addIssue({ code: 'custom', path: ['secret'], message: 'a Standard Webhooks secret is whsec_ followed by the base64 of 24 to 64 bytes' });
  }
}));

const RegisterWebhookPayload = payloadType<{ endpoint: EndpointRow; secret: string }>('RegisterWebhookPayload', {
  endpoint: [WebhookEndpoint, 'The endpoint registered, active.'],
  secret: ['String', 'The signing secret. Shown this once: keep it to verify `X-Webhook-Signature` (or, for STANDARD_WEBHOOKS, `webhook-signature`).'],
});

inputMutation('registerWebhook', {
  type: RegisterWebhookPayload,
  description: 'Register a URL to receive the campaign’s events of the given types, signed (GM only). The secret is shown once.',
  input: RegisterWebhookInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const { caller, campaignId } = await requireMember(ctx, input.campaignId, 'GM');
    const v = validate(registerWebhookSchema, input);
    // The checks that need no DNS, as on Workers; the Node job also resolves before each POST.
    const url = checkWebhookUrl(v.url, { runtime: 'workers', allowLoopback: loopbackAllowed(ctx) });
    if (!url.ok) throw new ValidationError([{ path: 'url', message: url.reason, code: 'refused_url' }]);
    const format = v.format ?? 'STRIPE_COMPATIBLE';
    const secret = v.secret ?? (format === 'STANDARD_WEBHOOKS' ? newStandardSecret() : `whsec_${newSecret(32)}`);
    // The cap is checked in the insert's own statement (src/db/webhooks.ts), racing registrations included.
    const endpoint = await insertEndpointUnderCap(
      ctx.db,
      { campaignId, url: url.url.toString(), events: v.events, secret: storedSecret(format, secret), createdBy: caller.userId, createdAt: ctx.clock.now() },
      MAX_WEBHOOK_ENDPOINTS,
    );
    if (!endpoint) refuse(tooManyWebhooks());
    // The campaign row changed (its endpoint count): a later field reads it afresh.
    ctx.loaders.campaignViews.clear(campaignId);
    return { endpoint, secret };
  },
});

const RemoveWebhookInput = inputOf('RemoveWebhookInput', 'endpointId', 'id', 'The endpoint to remove; the caller must be the campaign’s GM.');

const RemoveWebhookPayload = payloadType<{ removedEndpointId: string; campaign: CampaignView }>('RemoveWebhookPayload', {
  removedEndpointId: ['ID', 'The id of the endpoint removed, to drop it from a client’s cache.'],
  campaign: [Campaign, 'The campaign without the endpoint.'],
});

inputMutation('removeWebhook', {
  type: RemoveWebhookPayload,
  description: 'Remove a webhook endpoint with its pending deliveries and their log (GM only).',
  input: RemoveWebhookInput,
  resolve: async (_root, { input }, ctx) => {
    const { endpointId, campaign: before } = await gmEndpoint(ctx, input.endpointId);
    const campaignId = before.id;
    // The endpoint and the campaign's count in one statement, so the cap stays exact; it
    // returns the campaign as it is now (nothing when a rival removed the endpoint first).
    const updated = await deleteEndpoint(ctx.db, endpointId, campaignId);
    const campaign = { ...(updated ?? before), viewerRole: 'GM' as const };
    ctx.loaders.campaignViews.clear(campaignId).prime(campaignId, campaign);
    return { removedEndpointId: encodeId('WebhookEndpoint', endpointId), campaign };
  },
});

const ReactivateWebhookEndpointInput = inputOf('ReactivateWebhookEndpointInput', 'endpointId', 'id', 'The `WebhookEndpoint` id (an inactive one: e.g. brought by an archive import).', 'The endpoint to turn on.');

const ReactivateWebhookEndpointPayload = payloadType<{ endpoint: EndpointRow; secret: string }>(
  'ReactivateWebhookEndpointPayload',
  {
    endpoint: [WebhookEndpoint, 'The endpoint, active again.'],
    secret: ['String', 'The new signing secret, in the endpoint’s format. Shown this once.'],
  },
  'The endpoint, on again, with the new signing secret its receiver must be given.',
);

inputMutation('reactivateWebhookEndpoint', {
  type: ReactivateWebhookEndpointPayload,
  description:
    'Turn an inactive webhook endpoint on (GM only), e.g. one an archive import brought back off: it gets a new secret in its format, shown once, and receives the events written from now on. One already on is refused (WEBHOOK_ALREADY_ACTIVE).',
  input: ReactivateWebhookEndpointInput,
  resolve: async (_root, { input }, ctx) => {
    const { endpointId, endpoint } = await gmEndpoint(ctx, input.endpointId);
    if (endpoint.active) refuse(webhookAlreadyActive());
    const format = formatOfStoredSecret(endpoint.secret);
    const secret = format === 'STANDARD_WEBHOOKS' ? newStandardSecret() : `whsec_${newSecret(32)}`;
    const updated = await reactivateEndpoint(ctx.db, endpointId, storedSecret(format, secret));
    if (!updated) refuse(webhookAlreadyActive());
    return { endpoint: updated, secret };
  },
});

const RotateInboundSecretInput = inputOf('RotateInboundSecretInput', 'campaignId', 'id', 'The campaign; the caller must be its GM.');

const RotateInboundSecretPayload = payloadType<{ secret: string; path: string; campaign: CampaignView }>('RotateInboundSecretPayload', {
  secret: ['String', 'The new inbound secret. Shown this once; the previous one stops working now.'],
  path: ['String', 'Where to POST signed requests: `/webhooks/in/<campaign id>`.'],
  campaign: [Campaign, 'The campaign, inbound webhooks enabled.'],
});

inputMutation('rotateInboundSecret', {
  type: RotateInboundSecretPayload,
  description: 'Enable inbound webhooks for the campaign, or replace their secret (GM only). The secret is shown once.',
  input: RotateInboundSecretInput,
  resolve: async (_root, { input }, ctx) => {
    const { campaignId } = await requireMember(ctx, input.campaignId, 'GM');
    const secret = `whin_${newSecret(32)}`;
    const updated = await setInboundSecret(ctx.db, campaignId, secret);
    const campaign = { ...updated!, viewerRole: 'GM' as const };
    // The membership check read the campaign before the new secret: later fields read this one.
    ctx.loaders.campaignViews.clear(campaignId).prime(campaignId, campaign);
    return { secret, path: `${INBOUND_PATH_PREFIX}${encodeId('Campaign', campaignId)}`, campaign };
  },
});
