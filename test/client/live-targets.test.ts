/**
 * Each live reader of the table reads again only for events that change what it shows (issue 39
 * item 2): every event type the API writes is classified for every reader, a character's reader
 * reads only for events about its character, and a commit of several events is seen whole.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../src/db/outbox.js';
import { campaignScreenReads, type LiveReader, refreshKeyOf, refreshWanted, rememberEvent, SHOWS } from '../../web/src/lib/live-targets.js';

const A = 'Q2hhcmFjdGVyOjAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwQQ';
const B = 'Q2hhcmFjdGVyOjAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwQg';

describe('every reader classifies every event type of the outbox, once', () => {
  for (const [reader, shows] of Object.entries(SHOWS)) {
    it(reader, () => {
      const lists = [...((shows as { all?: string[] }).all ?? []), ...((shows as { character?: string[] }).character ?? []), ...shows.none];
      expect(lists.length, 'each type in one list only').toBe(new Set(lists).size);
      expect([...lists].sort()).toEqual([...EVENT_TYPES].sort());
    });
  }
});

describe('which events the campaign screen reads again for', () => {
  it('a request, a roll, a turn, a session: no read; a wound, a newcomer, a reconnection: one', () => {
    for (const type of ['action.requested', 'action.cancelled', 'roll.resolved', 'encounter.changed', 'session.recorded', 'fairness.revealed']) expect(campaignScreenReads(type), type).toBe(false);
    for (const type of ['wound.inflicted', 'member.joined', 'member.removed', 'invite.regenerated', 'mana.restored', 'live.reconnected']) expect(campaignScreenReads(type), type).toBe(true);
  });
});

describe('a reader reads again only for what it shows', () => {
  rememberEvent('e1', 'roll.resolved', { characterId: A });
  rememberEvent('e2', 'action.requested', { requestId: 'UmVxdWVzdDoxMjM0NTY3ODkwMTIzNDU2Nzg5MA', characterId: A });
  rememberEvent('e3', 'encounter.changed', { encounterId: 'RW5jb3VudGVyOjEyMzQ1Njc4OTAxMjM0NTY3ODkw' });
  it('a new event of its type: yes; of another type: no; the same key again: no', () => {
    expect(refreshWanted('e1|0', 'e2|0', 'openRequests')).toBe(true);
    expect(refreshWanted('e2|0', 'e3|0', 'openRequests')).toBe(false);
    expect(refreshWanted('e2|0', 'e2|0', 'openRequests')).toBe(false);
  });
  it('after a reconnection always (what happened meanwhile is unknown), before any event never', () => {
    expect(refreshWanted('e3|0', 'e3|1', 'spellCatalogue')).toBe(true);
    expect(refreshWanted('', refreshKeyOf('', 0), 'campaign')).toBe(false);
  });
  it("a character's reader: an event about its character, not about another", () => {
    rememberEvent('e4', 'fatigue.changed', { characterId: B, fatigue: { passing: 1 } });
    rememberEvent('e5', 'fatigue.changed', { characterId: A, fatigue: { passing: 1 } });
    expect(refreshWanted('e3|0', 'e4|0', 'characterCard', A)).toBe(false);
    expect(refreshWanted('e3|0', 'e4|0', 'characterCard', B)).toBe(true);
    expect(refreshWanted('e4|0', 'e5|0', 'characterCard', A)).toBe(true);
    // The GM's care tools of B: a fatigue change of A is not theirs.
    expect(refreshWanted('e4|0', 'e5|0', 'smsSheet', B)).toBe(false);
  });
  it('several events committed together are all looked at, not only the latest', () => {
    // A cast and the caster's fatigue arrive in one commit; the screen renders once, for e7.
    rememberEvent('e6', 'spell.cast', { characterId: A, spell: 'Fire' });
    rememberEvent('e7', 'fatigue.changed', { characterId: A });
    expect(refreshWanted('e5|0', 'e7|0', 'lastRoll')).toBe(true);
    expect(refreshWanted('e6|0', 'e7|0', 'lastRoll')).toBe(false);
  });
  it('an event never noted (a key from elsewhere): read, to be safe', () => {
    expect(refreshWanted('e7|0', 'zz|0', 'spellCatalogue')).toBe(true);
  });
  it('the frequent events of play reach few readers: a turn the tracker and the magic, a request the requests and the card', () => {
    const readers = (type: string) =>
      (Object.keys(SHOWS) as LiveReader[]).filter((reader) => {
        const shows = SHOWS[reader] as { all?: readonly string[]; character?: readonly string[] };
        return shows.all?.includes(type) || shows.character?.includes(type);
      });
    expect(readers('action.requested')).toEqual(['openRequests', 'characterCard']);
    expect(readers('spell.defined')).toEqual(['spellCatalogue', 'magic', 'castSpells', 'castPreview']);
    expect(readers('invite.regenerated')).toEqual(['campaign']);
    expect(readers('mana.restored')).toEqual(['campaign', 'characterCard', 'ylniesCharacter', 'chain']);
  });
});
