/**
 * Which of a screen's reads an event of the outbox can change (issue 39 item 2: every event
 * refetched every query, about 8 requests each). The campaign screen's own query (roster, invite
 * code, each character's glance: status, health, fatigue, experience, mana) is read again only
 * for the events listed here; a request, a roll, a turn or a session leave it as it was (the
 * components that show those read their own documents). Every event type of the API is
 * classified, so a new one cannot be forgotten (test/client/live-targets.test.ts).
 */
export const CAMPAIGN_SCREEN_EVENTS: Readonly<Record<string, boolean>> = {
  'character.created': true,
  'character.activated': true,
  'character.died': true,
  'wound.inflicted': true,
  'wound.healed': true,
  'fatigue.changed': true,
  'experience.awarded': true,
  'rank.bought': true,
  // Casts cost fatigue (SMS) or mana (Ylnies), which the glance shows.
  'spell.cast': true,
  'mana.restored': true,
  'member.joined': true,
  'member.removed': true,
  'invite.regenerated': true,
  'action.requested': false,
  'action.cancelled': false,
  'roll.resolved': false,
  'encounter.changed': false,
  'session.recorded': false,
  'scenario.completed': false,
  'fairness.revealed': false,
  'spell.defined': false,
  // An NPC's spell announced: the players' magic screens read their counter window (SHOWS.magic).
  'spell.announced': false,
  'skills.raised': false,
  'training.recorded': false,
  // A removable module's object lost or found: the sheet shows it, the glance does not.
  'object.lost': false,
  'object.found': false,
};

/** Whether the campaign screen's query is read again for `type` (an unknown type, or a reconnection: yes). */
export function campaignScreenReads(type: string): boolean {
  return CAMPAIGN_SCREEN_EVENTS[type] ?? true;
}

/**
 * Whether a component showing `types` reads again when the refresh key (web/src/lib/live.ts:
 * `<event id>|<reconnections>|<event type>`) moves from `before` to `now`: after a reconnection
 * always, for a new event only when its type is one it shows.
 */
export function refreshWanted(before: string, now: string, types: readonly string[]): boolean {
  if (!now || before === now) return false;
  const [, reconnectsBefore] = before.split('|');
  const [id, reconnects, type] = now.split('|');
  if (reconnects !== reconnectsBefore && reconnects !== '0') return true;
  return Boolean(id) && types.includes(type ?? '');
}

/** The event types each live component of the table shows (what it reads again for). */
export const SHOWS = {
  // A reveal unseals the card's fairness details (the seed, the check).
  lastRoll: ['roll.resolved', 'spell.cast', 'skills.raised', 'fairness.revealed'],
  openRequests: ['action.requested', 'action.cancelled', 'roll.resolved'],
  encounter: ['encounter.changed', 'character.died', 'character.activated', 'wound.inflicted', 'wound.healed', 'fatigue.changed'],
  spellCatalogue: ['spell.defined'],
  scenarios: ['session.recorded', 'scenario.completed', 'experience.awarded'],
} as const;
