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
  'skills.raised': false,
  'training.recorded': false,
};

/** Whether the campaign screen's query is read again for `type` (an unknown type, or a reconnection: yes). */
export function campaignScreenReads(type: string): boolean {
  return CAMPAIGN_SCREEN_EVENTS[type] ?? true;
}
