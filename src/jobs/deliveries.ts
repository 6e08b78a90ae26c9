/**
 * Webhook delivery (the outbox's second half). A run:
 * 1. dispatches undispatched outbox events: one `webhook_deliveries` row per active endpoint of
 *    the event's campaign subscribed to its type, in one set-based statement;
 * 2. leases the deliveries that are due (`FOR UPDATE SKIP LOCKED`, so overlapping runs — cron
 *    triggers are at-least-once and may overlap — never take the same delivery);
 * 3. POSTs each, signed, with `X-Webhook-Event-Id` so receivers can dedupe, and records the
 *    attempt and the delivery's new state in one statement.
 * A 2xx delivers; anything else (status, timeout, refused URL) retries with exponential backoff
 * until 3 days after the first attempt, then the delivery is DEAD. Time comes only from
 * `deps.clock` (the request timeout aside, which is wall time by nature).
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../primitives/clock.js';
import type { Db } from '../db/client.js';
import { encodeId } from '../primitives/ids.js';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, sign } from '../webhooks/sign.js';
import { formatOfStoredSecret, shownSecret, standardHeaders } from '../webhooks/standard.js';
import { type Lookup, type Runtime, safePost } from '../webhooks/ssrf.js';
import { feedChannelOf } from '../db/discord.js';

export interface DeliveryDeps {
  clock: Clock;
  /** Development switch: deliver to loopback (and over http). Never on in production. */
  allowLoopback: boolean;
  runtime: Runtime;
  fetchImpl?: typeof fetch;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /** Deliveries leased per batch; default 50. */
  batchSize?: number;
  /** Node only: how names are resolved (tests inject one). */
  lookup?: Lookup;
  /**
   * Discord (docs/discord.md): a channel tied to a campaign is an endpoint `discord:channel/<id>`,
   * posted through the bot by this function (src/integrations/discord/feed.ts
   * `discordChannelPoster`, wired by the entries). Absent: such a delivery fails and is retried.
   */
  discordChannels?: (db: Db, channelId: string, event: LeasedDelivery['event']) => Promise<{ statusCode: number | null; error: string | null }>;
}

export interface DeliveryReport {
  delivered: number;
  retried: number;
  dead: number;
}

// The retry schedule's numbers and reasons: src/primitives/rate-limits.ts, with every other limit.
export {
  DELIVERY_BACKOFF_BASE_MS as BACKOFF_BASE_MS,
  DELIVERY_BACKOFF_CAP_MS as BACKOFF_CAP_MS,
  DELIVERY_GIVE_UP_AFTER_MS as GIVE_UP_AFTER_MS,
} from '../primitives/rate-limits.js';
import { DELIVERY_BACKOFF_BASE_MS, DELIVERY_BACKOFF_CAP_MS, DELIVERY_GIVE_UP_AFTER_MS } from '../primitives/rate-limits.js';
const DEFAULT_TIMEOUT_MS = 10_000;
const SEND_CONCURRENCY = 8;
const MAX_BATCHES_PER_RUN = 20;

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … capped at 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(DELIVERY_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), DELIVERY_BACKOFF_CAP_MS);
}

/**
 * What follows a failed attempt: the next try, or DEAD once 3 days have passed since the first
 * attempt. The last retry is pulled in to the deadline itself, so a delivery always gets a try
 * at the 3-day mark before it is given up.
 */
export function afterFailure(firstAttemptAt: Date, now: Date, attempts: number): { status: 'PENDING'; nextAttemptAt: Date } | { status: 'DEAD' } {
  const deadline = firstAttemptAt.getTime() + DELIVERY_GIVE_UP_AFTER_MS;
  if (now.getTime() >= deadline) return { status: 'DEAD' };
  return { status: 'PENDING', nextAttemptAt: new Date(Math.min(now.getTime() + backoffMs(attempts), deadline)) };
}

/** The body a receiver gets. `data` is the outbox event's payload as the resolver wrote it. */
export function deliveryBody(event: { id: string; type: string; campaignId: string; createdAt: Date; payload: unknown }): string {
  return JSON.stringify({
    id: encodeId('CampaignEvent', event.id),
    type: event.type,
    campaignId: encodeId('Campaign', event.campaignId),
    createdAt: event.createdAt.toISOString(),
    data: event.payload,
  });
}

type Row = Record<string, unknown>;

/** `db.execute` returns `{ rows }` on every driver we use (pg, PGlite, Neon); be lenient anyway. */
function rowsOf(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** Step 1: fan undispatched events out to their endpoints. Returns how many events were dispatched. */
export async function dispatchEvents(db: Db, now: Date, limit = 500): Promise<number> {
  const result = await db.execute(sql`
    with ev as (
      select id, campaign_id, type from outbox_events
      where dispatched_at is null
      order by created_at, id
      limit ${limit}
      for update skip locked
    ), ins as (
      insert into webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
      select ev.id, ep.id, 'PENDING', 0, ${ts(now)}, ${ts(now)}
      from ev join webhook_endpoints ep
        on ep.campaign_id = ev.campaign_id and ep.active and ep.events @> jsonb_build_array(ev.type)
      on conflict (event_id, endpoint_id) do nothing
      returning 1
    )
    update outbox_events o set dispatched_at = ${ts(now)} from ev where o.id = ev.id
    returning o.id`);
  return rowsOf(result).length;
}

interface LeasedDelivery {
  id: string;
  /** The event's place in the outbox: a Discord channel's messages go in that order. */
  seq: number;
  attempts: number;
  firstAttemptAt: Date | null;
  event: { id: string; type: string; campaignId: string; createdAt: Date; payload: unknown };
  url: string;
  secret: string;
}

/** Step 2: take the due deliveries for `leaseMs`; another run skips them meanwhile. */
async function leaseDue(db: Db, now: Date, leaseMs: number, limit: number): Promise<LeasedDelivery[]> {
  const result = await db.execute(sql`
    with due as (
      select d.id from webhook_deliveries d
      join webhook_endpoints ep on ep.id = d.endpoint_id and ep.active
      where d.status = 'PENDING' and d.next_attempt_at <= ${ts(now)}
        and (d.leased_until is null or d.leased_until <= ${ts(now)})
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    ), leased as (
      update webhook_deliveries d set leased_until = ${ts(new Date(now.getTime() + leaseMs))}
      from due where d.id = due.id
      returning d.id, d.event_id, d.endpoint_id, d.attempts
    )
    select l.id, l.attempts, e.seq, e.id as event_id, e.type, e.campaign_id, e.created_at, e.payload, ep.url, ep.secret,
      (select min(a.attempted_at) from delivery_attempts a where a.delivery_id = l.id) as first_attempt_at
    from leased l
    join outbox_events e on e.id = l.event_id
    join webhook_endpoints ep on ep.id = l.endpoint_id`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    seq: Number(r.seq),
    attempts: Number(r.attempts),
    firstAttemptAt: r.first_attempt_at ? asDate(r.first_attempt_at) : null,
    event: {
      id: String(r.event_id),
      type: String(r.type),
      campaignId: String(r.campaign_id),
      createdAt: asDate(r.created_at),
      payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    },
    url: String(r.url),
    secret: String(r.secret),
  }));
}

type Outcome = 'delivered' | 'retried' | 'dead';

/** Step 3 for one delivery: send, then record the attempt and the new state in one statement. */
async function attempt(db: Db, delivery: LeasedDelivery, deps: DeliveryDeps): Promise<Outcome> {
  const channel = feedChannelOf(delivery.url);
  if (channel) {
    // A Discord channel's feed: posted by the bot, recorded and retried like any delivery.
    const attemptedAt = deps.clock.now();
    const post = deps.discordChannels ?? (async () => ({ statusCode: null, error: 'Discord is not configured on this runner (docs/discord.md)' }));
    const sent = await post(db, channel, delivery.event).catch((e: Error) => ({ statusCode: null, error: e.message.slice(0, 500) || 'request failed' }));
    return record(db, delivery, deps, attemptedAt, { ...sent, signature: '' });
  }
  const attemptedAt = deps.clock.now();
  const body = deliveryBody(delivery.event);
  const eventId = encodeId('CampaignEvent', delivery.event.id);
  // The endpoint's format (docs/webhooks.md): Stripe-compatible by default, or Standard Webhooks.
  const standard = formatOfStoredSecret(delivery.secret) === 'STANDARD_WEBHOOKS' ? await standardHeaders(shownSecret(delivery.secret), eventId, body, attemptedAt) : null;
  const signature = standard ? standard['webhook-signature']! : await sign(delivery.secret, body, attemptedAt);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'sms-rules-engine-webhooks/1',
    ...(standard ?? { [SIGNATURE_HEADER]: signature }),
    [EVENT_ID_HEADER]: eventId,
    [EVENT_TYPE_HEADER]: delivery.event.type,
  };
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const result = await safePost(delivery.url, headers, body, {
      runtime: deps.runtime,
      allowLoopback: deps.allowLoopback,
      timeoutMs: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
      ...(deps.lookup ? { lookup: deps.lookup } : {}),
    });
    statusCode = result.status;
    if (statusCode < 200 || statusCode > 299) error = `HTTP ${statusCode}`;
  } catch (e) {
    error = (e as Error).message.slice(0, 500) || 'request failed';
  }
  return record(db, delivery, deps, attemptedAt, { statusCode, error, signature });
}

/** Record an attempt and the delivery's new state in one statement. */
async function record(db: Db, delivery: LeasedDelivery, deps: DeliveryDeps, attemptedAt: Date, sent: { statusCode: number | null; error: string | null; signature: string }): Promise<Outcome> {
  const { statusCode, error, signature } = sent;
  const finishedAt = deps.clock.now();
  const durationMs = Math.max(0, finishedAt.getTime() - attemptedAt.getTime());
  const attempts = delivery.attempts + 1;

  let status: 'DELIVERED' | 'PENDING' | 'DEAD';
  let nextAttemptAt = attemptedAt;
  if (!error) status = 'DELIVERED';
  else {
    const next = afterFailure(delivery.firstAttemptAt ?? attemptedAt, attemptedAt, attempts);
    status = next.status;
    if (next.status === 'PENDING') nextAttemptAt = next.nextAttemptAt;
  }
  await db.execute(sql`
    with attempt as (
      insert into delivery_attempts (delivery_id, attempted_at, status_code, error, signature, duration_ms)
      values (${delivery.id}, ${ts(attemptedAt)}, ${statusCode}, ${error}, ${signature}, ${durationMs})
      returning delivery_id
    )
    update webhook_deliveries set
      status = ${status},
      attempts = attempts + 1,
      next_attempt_at = ${ts(nextAttemptAt)},
      leased_until = null,
      last_error = ${error},
      delivered_at = ${status === 'DELIVERED' ? ts(attemptedAt) : sql`null`}
    where id = ${delivery.id}`);
  return status === 'DELIVERED' ? 'delivered' : status === 'DEAD' ? 'dead' : 'retried';
}

async function inPool<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/** One run of the delivery job (cron on Workers, an interval on Node, `npm run job:deliveries`). */
export async function runDeliveries(db: Db, deps: DeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, retried: 0, dead: 0 };
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const batchSize = deps.batchSize ?? 50;
  // Long enough for a whole batch to be sent before another run may take these rows again.
  const leaseMs = timeoutMs * Math.ceil(batchSize / SEND_CONCURRENCY) + 60_000;
  await dispatchEvents(db, deps.clock.now());
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const due = await leaseDue(db, deps.clock.now(), leaseMs, batchSize);
    // A Discord channel reads as a story: its messages go one at a time, in the events' order
    // (a retry can still land later); the other endpoints are sent side by side.
    const toChannels = due.filter((d) => feedChannelOf(d.url)).sort((a, b) => a.seq - b.seq);
    const toEndpoints = due.filter((d) => !feedChannelOf(d.url));
    const outcomes = await Promise.all([inPool(toEndpoints, SEND_CONCURRENCY, (d) => attempt(db, d, deps)), inPool(toChannels, 1, (d) => attempt(db, d, deps))]);
    for (const o of outcomes.flat()) report[o]++;
    if (due.length < batchSize) break;
  }
  return report;
}
