/**
 * The outbox: domain events written in the same transaction as the change they describe, so
 * a webhook is sent for every change that happened and for none that did not. The delivery
 * job (src/jobs/deliveries.ts) fans them out to the campaign's endpoints.
 */
import type { Queryable } from './client.js';
import { outboxEvents } from './schema.js';

/** Event types receivers can subscribe to. */
export const EVENT_TYPES = [
  'character.created',
  'character.activated',
  'action.requested',
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
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export async function emitEvent(tx: Queryable, campaignId: string, type: EventType, payload: Record<string, unknown>, at?: Date): Promise<string> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({ campaignId, type, payload, ...(at ? { createdAt: at } : {}) })
    .returning({ id: outboxEvents.id });
  return row!.id;
}
