/**
 * Webhook rows, the GM's (src/graphql/webhooks/webhook.ts): endpoints, deliveries with their
 * attempts, the outbox's events, and the campaign's inbound secret. Each read and each write is
 * one statement; the caller decides who may ask (the lists keep to a GM's rows by themselves).
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { callerRoleIn, type Role } from './access.js';
import type { Queryable } from './client.js';
import { rawRows, tableRow } from './rows.js';
import { campaigns, deliveryAttempts, memberships, outboxEvents, webhookDeliveries, webhookEndpoints } from './schema.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EventRow = typeof outboxEvents.$inferSelect;
export type AttemptRow = typeof deliveryAttempts.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect & { event: EventRow; endpoint: EndpointRow; attemptLog: AttemptRow[] };
type CampaignRow = typeof campaigns.$inferSelect;

// ----- Nodes --------------------------------------------------------------------------------

/** An outbox event by its id. */
export async function eventById(db: Queryable, id: string): Promise<EventRow | undefined> {
  return (await db.select().from(outboxEvents).where(eq(outboxEvents.id, id)).limit(1))[0];
}

/** A webhook endpoint by its id. */
export async function endpointById(db: Queryable, id: string): Promise<EndpointRow | undefined> {
  return (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1))[0];
}

/** A delivery with its event and its endpoint (without its attempts: `attemptsOf`). */
export async function deliveryById(db: Queryable, id: string) {
  const rows = await db
    .select({ delivery: webhookDeliveries, event: outboxEvents, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return rows[0];
}

/** A delivery's attempts, oldest first. */
export function attemptsOf(db: Queryable, deliveryId: string): Promise<AttemptRow[]> {
  return db.select().from(deliveryAttempts).where(eq(deliveryAttempts.deliveryId, deliveryId)).orderBy(asc(deliveryAttempts.attemptedAt));
}

// ----- The GM's lists -----------------------------------------------------------------------

/** Where a page starts and which way it goes: the cursors are row ids (checked to be uuids by the caller). */
export interface IdKeyset {
  after?: string | null;
  before?: string | null;
  inverted: boolean;
}

/**
 * Sent before the caller's role is known (src/graphql/eager.ts), a list's read keeps to a GM's
 * rows by itself.
 */
const gmOnly = (campaignId: string, userId: string): SQL => sql`${callerRoleIn(campaignId, userId)} = 'GM'`;

/** A delivery's attempts in order, as one json column of the page's read ("webhook_deliveries"."id" spelt out, as the subquery has its own). */
const attemptsOfDelivery = sql<unknown>`coalesce((select json_agg(a order by a.attempted_at, a.id) from ${deliveryAttempts} a where a.delivery_id = "webhook_deliveries"."id"), '[]'::json)`;

function parseAttempts(value: unknown): AttemptRow[] {
  // Some drivers hand json back as text.
  const raw = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  return raw.map((a) => tableRow(deliveryAttempts, a));
}

/**
 * Keyset paging newest first on `key`, columns of `table`; the cursor is the row id, whose key is
 * read in SQL, so it is compared exactly.
 */
function newestFirst({ before, after, inverted }: IdKeyset, table: PgTable, key: PgColumn[]): { where: SQL[]; order: SQL[] } {
  const columns = sql.join(key, sql`, `);
  const at = (id: string) => sql`(select ${columns} from ${table} where id = ${id})`;
  const where: SQL[] = [];
  if (after) where.push(sql`(${columns}) < ${at(after)}`);
  if (before) where.push(sql`(${columns}) > ${at(before)}`);
  return { where, order: key.map((column) => (inverted ? asc(column) : desc(column))) };
}

/** A page of the campaign's endpoints by id, for its GM (`userId`): a query to await or to combine. */
export function endpointPage(db: Queryable, campaignId: string, userId: string, { after, before, inverted }: IdKeyset, limit: number) {
  const conditions = [eq(webhookEndpoints.campaignId, campaignId), gmOnly(campaignId, userId)];
  if (after) conditions.push(sql`${webhookEndpoints.id} > ${after}`);
  if (before) conditions.push(sql`${webhookEndpoints.id} < ${before}`);
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(...conditions))
    .orderBy(inverted ? desc(webhookEndpoints.id) : asc(webhookEndpoints.id))
    .limit(limit);
}

/**
 * A page of the campaign's deliveries newest first, for its GM (`userId`), in one read with
 * their event, endpoint and attempts (`deliveryOfRow` makes each a delivery); only those of
 * `status` / to `endpointId` when given: a query to await or to combine.
 */
export function deliveryPage(
  db: Queryable,
  campaignId: string,
  userId: string,
  page: IdKeyset,
  filter: { status?: DeliveryRow['status'] | null; endpointId?: string | null },
  limit: number,
) {
  const keyset = newestFirst(page, webhookDeliveries, [webhookDeliveries.createdAt, webhookDeliveries.id]);
  const conditions = [eq(webhookEndpoints.campaignId, campaignId), gmOnly(campaignId, userId), ...keyset.where];
  if (filter.status) conditions.push(eq(webhookDeliveries.status, filter.status));
  if (filter.endpointId) conditions.push(eq(webhookDeliveries.endpointId, filter.endpointId));
  // One read for the whole page: deliveries with their event, endpoint and attempts.
  return db
    .select({ delivery: webhookDeliveries, event: outboxEvents, endpoint: webhookEndpoints, attempts: attemptsOfDelivery })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
    .where(and(...conditions))
    .orderBy(...keyset.order)
    .limit(limit);
}

/** A row of `deliveryPage` as a delivery with its event, endpoint and attempts. */
export function deliveryOfRow(r: { delivery: typeof webhookDeliveries.$inferSelect; event: EventRow; endpoint: EndpointRow; attempts: unknown }): DeliveryRow {
  return { ...r.delivery, event: r.event, endpoint: r.endpoint, attemptLog: parseAttempts(r.attempts) };
}

/** A page of the campaign's events newest first, for its GM (`userId`); only those of `type` when given: a query to await or to combine. */
export function eventPage(db: Queryable, campaignId: string, userId: string, page: IdKeyset, type: string | null | undefined, limit: number) {
  // Outbox order (`seq`, the subscriptions' cursor too): events written in one instant — one
  // mutation's, or a test clock's — keep the order they were committed in.
  const keyset = newestFirst(page, outboxEvents, [outboxEvents.seq]);
  const conditions = [eq(outboxEvents.campaignId, campaignId), gmOnly(campaignId, userId), ...keyset.where];
  if (type) conditions.push(eq(outboxEvents.type, type));
  return db
    .select()
    .from(outboxEvents)
    .where(and(...conditions))
    .orderBy(...keyset.order)
    .limit(limit);
}

// ----- The GM's writes ----------------------------------------------------------------------

/**
 * An endpoint with its campaign, in one read that also finds the caller's role there (null: not
 * a member; `userId` null: no caller).
 */
export async function endpointWithCampaign(
  db: Queryable,
  endpointId: string,
  userId: string | null,
): Promise<{ endpoint: EndpointRow; campaign: CampaignRow; role: Role | null } | undefined> {
  const [found] = await db
    .select({ endpoint: webhookEndpoints, campaign: campaigns, role: memberships.role })
    .from(webhookEndpoints)
    .innerJoin(campaigns, eq(campaigns.id, webhookEndpoints.campaignId))
    .leftJoin(memberships, and(eq(memberships.campaignId, campaigns.id), sql`${memberships.userId} = ${userId}::uuid`))
    .where(eq(webhookEndpoints.id, endpointId));
  return found;
}

/**
 * A new active endpoint of the campaign, unless it has `cap` already: null then. The cap is a
 * conditional UPDATE of the campaign's count in the same statement: a racing registration waits
 * on the campaign row and re-checks the count it committed (a `count(*)` in the INSERT would
 * read its own snapshot under READ COMMITTED and let 21 in).
 */
export async function insertEndpointUnderCap(
  db: Queryable,
  endpoint: { campaignId: string; url: string; events: readonly string[]; secret: string; createdBy: string; createdAt: Date },
  cap: number,
): Promise<EndpointRow | null> {
  const result = await db.execute(sql`
      with slot as (
        update ${campaigns} set webhook_endpoint_count = webhook_endpoint_count + 1
        where id = ${endpoint.campaignId}::uuid and webhook_endpoint_count < ${cap}
        returning id
      )
      insert into ${webhookEndpoints} (campaign_id, url, events, secret, active, created_by, created_at)
      select slot.id, ${endpoint.url}::text, ${JSON.stringify(endpoint.events)}::jsonb, ${endpoint.secret}::text, true, ${endpoint.createdBy}::uuid, ${endpoint.createdAt.toISOString()}::timestamptz
      from slot
      returning *`);
  const inserted = rawRows(result)[0];
  return inserted ? tableRow(webhookEndpoints, inserted) : null;
}

/**
 * Remove the endpoint and lower the campaign's count in one statement, so the cap stays exact; it
 * returns the campaign as it is now (null when a rival removed the endpoint first).
 */
export async function deleteEndpoint(db: Queryable, endpointId: string, campaignId: string): Promise<CampaignRow | null> {
  const result = await db.execute(sql`
      with gone as (delete from ${webhookEndpoints} where id = ${endpointId}::uuid and campaign_id = ${campaignId}::uuid returning campaign_id)
      update ${campaigns} set webhook_endpoint_count = webhook_endpoint_count - 1 where id in (select campaign_id from gone)
      returning *`);
  const updated = rawRows(result)[0];
  return updated ? tableRow(campaigns, updated) : null;
}

/** Turn the endpoint on with a new stored secret, only if it is still off (undefined otherwise). */
export async function reactivateEndpoint(db: Queryable, endpointId: string, secret: string): Promise<EndpointRow | undefined> {
  // Only an endpoint still off: a rival click that turned it on first keeps its secret.
  const [updated] = await db
    .update(webhookEndpoints)
    .set({ active: true, secret })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.active, false)))
    .returning();
  return updated;
}

/** Set the campaign's inbound secret; the campaign row as it is now. */
export async function setInboundSecret(db: Queryable, campaignId: string, secret: string): Promise<CampaignRow | undefined> {
  const [updated] = await db.update(campaigns).set({ inboundSecret: secret }).where(eq(campaigns.id, campaignId)).returning();
  return updated;
}
