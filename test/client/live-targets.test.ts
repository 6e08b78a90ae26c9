/**
 * The campaign screen reads its query again only for events that change it (issue 39 item 2):
 * every event type the API writes is classified, and the frequent ones of play (a request, a
 * roll, a turn) cost the screen no read of its roster and glances.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../src/db/outbox.js';
import { CAMPAIGN_SCREEN_EVENTS, campaignScreenReads, refreshWanted, SHOWS } from '../../web/src/lib/live-targets.js';

describe('which events the campaign screen reads again for', () => {
  it('classifies every event type of the outbox, and no other', () => {
    expect(Object.keys(CAMPAIGN_SCREEN_EVENTS).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('a request, a roll, a turn, a session: no read; a wound, a newcomer, a reconnection: one', () => {
    for (const type of ['action.requested', 'action.cancelled', 'roll.resolved', 'encounter.changed', 'session.recorded', 'fairness.revealed']) expect(campaignScreenReads(type), type).toBe(false);
    for (const type of ['wound.inflicted', 'member.joined', 'invite.regenerated', 'mana.restored', 'live.reconnected']) expect(campaignScreenReads(type), type).toBe(true);
  });
});

describe('a component reads again only for the types it shows', () => {
  const shows = ['action.requested'];
  it('a new event of its type: yes; of another type: no; the same key again: no', () => {
    expect(refreshWanted('e1|0|roll.resolved', 'e2|0|action.requested', shows)).toBe(true);
    expect(refreshWanted('e1|0|roll.resolved', 'e2|0|encounter.changed', shows)).toBe(false);
    expect(refreshWanted('e2|0|action.requested', 'e2|0|action.requested', shows)).toBe(false);
  });
  it('after a reconnection always (what happened meanwhile is unknown), before any event never', () => {
    expect(refreshWanted('e2|0|encounter.changed', 'e2|1|encounter.changed', shows)).toBe(true);
    expect(refreshWanted('', '|0|', shows)).toBe(false);
  });
  it('each tool shows its own kinds: a turn reaches the tracker alone, a request the open requests alone', () => {
    const readers = (type: string) => Object.entries(SHOWS).filter(([, types]) => (types as readonly string[]).includes(type)).map(([name]) => name);
    expect(readers('encounter.changed')).toEqual(['encounter']);
    expect(readers('action.requested')).toEqual(['openRequests']);
    expect(readers('spell.defined')).toEqual(['spellCatalogue']);
    expect(campaignScreenReads('encounter.changed')).toBe(false);
  });
});
