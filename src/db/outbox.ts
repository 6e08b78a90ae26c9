/**
 * The outbox: domain events written in the same transaction as the change they describe, so
 * a webhook is sent for every change that happened and for none that did not. The delivery
 * job (src/jobs/deliveries.ts) fans them out to the campaign's endpoints.
 */
import { and, eq, sql } from 'drizzle-orm';
import { baseHandle } from './gated.js';
import type { Queryable } from './client.js';
import { characters, encounters, memberships, outboxEvents } from './schema.js';

/** Event types receivers can subscribe to. */
export const EVENT_TYPES = [
  'character.created',
  'character.activated',
  'action.requested',
  'action.cancelled',
  'roll.resolved',
  'wound.inflicted',
  'wound.healed',
  'character.died',
  'fatigue.changed',
  'experience.awarded',
  'rank.bought',
  'spell.cast',
  'encounter.changed',
  'session.recorded',
  'scenario.completed',
  'fairness.revealed',
  'member.joined',
  'spell.defined',
  'member.removed',
  'invite.regenerated',
  'mana.restored',
  'skills.raised',
  'training.recorded',
  'object.lost',
  'object.found',
  'spell.announced',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export async function emitEvent(tx: Queryable, campaignId: string, type: EventType, payload: Record<string, unknown>, at?: Date): Promise<string> {
  noteEventCampaign(tx, campaignId);
  const [row] = await tx
    .insert(outboxEvents)
    .values({ campaignId, type, payload, ...(at ? { createdAt: at } : {}) })
    .returning({ id: outboxEvents.id });
  return row!.id;
}

/**
 * The campaigns a database handle's statements wrote outbox events for, as their writers know
 * them: on Workers, after the response, those campaigns' live objects are told to read their
 * outbox (src/worker.ts) with no statement to find them. Noted before the statement runs: one
 * that then writes nothing (a lost race, a refused guard) costs a needless notification, never
 * a missed one. Every writer of `outbox_events` notes its campaign; a statement that inserts
 * there with nothing noted (a writer that forgot) makes the Worker read the recent outbox
 * instead, as it did before (test/support/app.ts fails an API test on such a writer).
 */
const eventCampaigns = new WeakMap<object, Set<string>>();

/** Start noting on `db` (a Worker request's handle): a handle nobody takes from notes nothing. */
export function collectEventCampaigns(db: Queryable): void {
  if (!eventCampaigns.has(baseHandle(db))) eventCampaigns.set(baseHandle(db), new Set());
}

export function noteEventCampaign(db: Queryable, campaignId: string): void {
  eventCampaigns.get(baseHandle(db))?.add(campaignId);
}

/** The campaigns noted on `db` since the last call, which forgets them. */
export function takeEventCampaigns(db: Queryable): string[] {
  const noted = eventCampaigns.get(baseHandle(db));
  if (!noted) return [];
  const campaigns = [...noted];
  noted.clear();
  return campaigns;
}

/** Whose outbox end `outboxHeadQuery` reads: a campaign, or the campaign of an encounter or of a character. */
export type HeadOf = { campaignId: string } | { encounterId: string } | { characterId: string };

/**
 * The campaign's outbox end (its last event's `seq`, 0 before any): one row. Given an encounter
 * or a character, a sub-select finds its campaign in the same statement.
 */
export function outboxHeadQuery(db: Queryable, of: HeadOf) {
  const campaign =
    'campaignId' in of
      ? sql`${of.campaignId}::uuid`
      : 'encounterId' in of
        ? sql`(select ${encounters.campaignId} from ${encounters} where ${encounters.id} = ${of.encounterId}::uuid)`
        : sql`(select ${characters.campaignId} from ${characters} where ${characters.id} = ${of.characterId}::uuid)`;
  return db
    .select({ head: sql<string>`coalesce(max(${outboxEvents.seq}), 0)` })
    .from(outboxEvents)
    .where(sql`${outboxEvents.campaignId} = ${campaign}`);
}

/** An encounter with the caller's role in its campaign (null: not a member): one row or none. */
export function encounterWithRoleQuery(db: Queryable, encounterId: string, userId: string) {
  return db
    .select({ encounter: encounters, role: memberships.role })
    .from(encounters)
    .leftJoin(memberships, and(eq(memberships.campaignId, encounters.campaignId), eq(memberships.userId, userId)))
    .where(eq(encounters.id, encounterId))
    .limit(1);
}
