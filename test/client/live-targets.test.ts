/**
 * The campaign screen reads its query again only for events that change it (issue 39 item 2):
 * every event type the API writes is classified, and the frequent ones of play (a request, a
 * roll, a turn) cost the screen no read of its roster and glances.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../src/db/outbox.js';
import { CAMPAIGN_SCREEN_EVENTS, campaignScreenReads } from '../../web/src/lib/live-targets.js';

describe('which events the campaign screen reads again for', () => {
  it('classifies every event type of the outbox, and no other', () => {
    expect(Object.keys(CAMPAIGN_SCREEN_EVENTS).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('a request, a roll, a turn, a session: no read; a wound, a newcomer, a reconnection: one', () => {
    for (const type of ['action.requested', 'action.cancelled', 'roll.resolved', 'encounter.changed', 'session.recorded', 'fairness.revealed']) expect(campaignScreenReads(type), type).toBe(false);
    for (const type of ['wound.inflicted', 'member.joined', 'invite.regenerated', 'mana.restored', 'live.reconnected']) expect(campaignScreenReads(type), type).toBe(true);
  });
});
