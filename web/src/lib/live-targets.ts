/**
 * Which of a screen's reads an event of the outbox can change (issue 39 item 2: every event
 * refetched every query, about 8 requests each). Each live reader of the table classifies every
 * event type the API writes (src/db/outbox.ts EVENT_TYPES), so a new type cannot be forgotten
 * (test/client/live-targets.test.ts):
 * - `all`: the reader shows it whoever it names (the campaign's roster, the last roll, a turn);
 * - `character`: the reader shows one character, and reads again only when the event names that
 *   character (anywhere in its payload, as the server's visibility does: src/live/visibility.ts),
 *   or names none at all (nothing says it is about someone else);
 * - `none`: nothing the reader shows changes.
 * The reads one event still wants go out together, in one request (web/src/lib/live-batch.ts).
 */
export type Reach = 'all' | 'character' | 'none';

interface Classified {
  all?: readonly string[];
  character?: readonly string[];
  none: readonly string[];
}

/** The event types each live reader of the table shows. */
export const SHOWS = {
  // The campaign screen's own query: roster, invite code, each character's glance (status,
  // health, fatigue, experience, mana). Casts cost fatigue (SMS) or mana (Ylnies), which the glance shows.
  campaign: {
    all: [
      'character.created', 'character.activated', 'character.died', 'wound.inflicted', 'wound.healed', 'fatigue.changed', 'experience.awarded', 'rank.bought',
      'spell.cast', 'mana.restored', 'member.joined', 'member.removed', 'invite.regenerated',
    ],
    none: [
      'spell.announced',
      'action.requested', 'action.cancelled', 'roll.resolved', 'encounter.changed', 'session.recorded', 'scenario.completed', 'fairness.revealed', 'spell.defined',
      'skills.raised', 'training.recorded', 'object.lost', 'object.found',
    ],
  },
  // A reveal unseals the card's fairness details (the seed, the check); rolled increases are rolls.
  lastRoll: {
    all: ['roll.resolved', 'spell.cast', 'skills.raised', 'fairness.revealed'],
    none: [
      'spell.announced',
      'character.created', 'character.activated', 'action.requested', 'action.cancelled', 'wound.inflicted', 'wound.healed', 'character.died', 'fatigue.changed',
      'experience.awarded', 'rank.bought', 'encounter.changed', 'session.recorded', 'scenario.completed', 'member.joined', 'spell.defined', 'member.removed',
      'invite.regenerated', 'mana.restored', 'training.recorded', 'object.lost', 'object.found',
    ],
  },
  openRequests: {
    all: ['action.requested', 'action.cancelled', 'roll.resolved'],
    none: [
      'spell.announced',
      'character.created', 'character.activated', 'wound.inflicted', 'wound.healed', 'character.died', 'fatigue.changed', 'experience.awarded', 'rank.bought', 'spell.cast',
      'encounter.changed', 'session.recorded', 'scenario.completed', 'fairness.revealed', 'member.joined', 'spell.defined', 'member.removed', 'invite.regenerated',
      'mana.restored', 'skills.raised', 'training.recorded', 'object.lost', 'object.found',
    ],
  },
  encounter: {
    all: ['encounter.changed', 'character.died', 'character.activated', 'wound.inflicted', 'wound.healed', 'fatigue.changed'],
    none: [
      'spell.announced',
      'character.created', 'action.requested', 'action.cancelled', 'roll.resolved', 'experience.awarded', 'rank.bought', 'spell.cast', 'session.recorded',
      'scenario.completed', 'fairness.revealed', 'member.joined', 'spell.defined', 'member.removed', 'invite.regenerated', 'mana.restored', 'skills.raised',
      'training.recorded', 'object.lost', 'object.found',
    ],
  },
  spellCatalogue: {
    all: ['spell.defined'],
    none: [
      'spell.announced',
      'character.created', 'character.activated', 'action.requested', 'action.cancelled', 'roll.resolved', 'wound.inflicted', 'wound.healed', 'character.died',
      'fatigue.changed', 'experience.awarded', 'rank.bought', 'spell.cast', 'encounter.changed', 'session.recorded', 'scenario.completed', 'fairness.revealed',
      'member.joined', 'member.removed', 'invite.regenerated', 'mana.restored', 'skills.raised', 'training.recorded', 'object.lost', 'object.found',
    ],
  },
  scenarios: {
    all: ['session.recorded', 'scenario.completed', 'experience.awarded'],
    none: [
      'spell.announced',
      'character.created', 'character.activated', 'action.requested', 'action.cancelled', 'roll.resolved', 'wound.inflicted', 'wound.healed', 'character.died',
      'fatigue.changed', 'rank.bought', 'spell.cast', 'encounter.changed', 'fairness.revealed', 'member.joined', 'spell.defined', 'member.removed',
      'invite.regenerated', 'mana.restored', 'skills.raised', 'training.recorded', 'object.lost', 'object.found',
    ],
  },
  // A player's character card (components/CharacterCard.tsx): its open requests, its SMS sheet
  // (shared with the sheet view, experience and self-care below it), its rolls, its chain badge.
  characterCard: {
    all: ['fairness.revealed'],
    character: [
      'character.activated', 'action.requested', 'action.cancelled', 'roll.resolved', 'wound.inflicted', 'wound.healed', 'character.died', 'fatigue.changed',
      'experience.awarded', 'rank.bought', 'spell.cast', 'mana.restored', 'skills.raised', 'training.recorded', 'object.lost', 'object.found',
    ],
    none: ['spell.announced', 'character.created', 'encounter.changed', 'session.recorded', 'scenario.completed', 'member.joined', 'spell.defined', 'member.removed', 'invite.regenerated'],
  },
  // One SMS sheet read alone (the GM's care tools of the selected character).
  smsSheet: {
    character: [
      'character.activated', 'wound.inflicted', 'wound.healed', 'character.died', 'fatigue.changed', 'experience.awarded', 'rank.bought', 'spell.cast',
      'object.lost', 'object.found', 'roll.resolved',
    ],
    none: [
      'spell.announced',
      'character.created', 'action.requested', 'action.cancelled', 'encounter.changed', 'session.recorded', 'scenario.completed', 'fairness.revealed',
      'member.joined', 'spell.defined', 'member.removed', 'invite.regenerated', 'mana.restored', 'skills.raised', 'training.recorded',
    ],
  },
  // A Ylnies character's sheet and rolls (the player's panel, the GM's panel): mana, skills,
  // increases, training, wounds, casts.
  ylniesCharacter: {
    character: [
      'character.activated', 'roll.resolved', 'wound.inflicted', 'wound.healed', 'character.died', 'experience.awarded', 'spell.cast', 'mana.restored',
      'skills.raised', 'training.recorded',
    ],
    none: [
      'spell.announced',
      'character.created', 'action.requested', 'action.cancelled', 'fatigue.changed', 'rank.bought', 'encounter.changed', 'session.recorded', 'scenario.completed',
      'fairness.revealed', 'member.joined', 'spell.defined', 'member.removed', 'invite.regenerated', 'object.lost', 'object.found',
    ],
  },
  // The magic panel: the caster's fatigue and lasting effects, and the campaign's catalogue,
  // characters, running encounter and casts just now (to aim a counter-spell).
  magic: {
    // An NPC's spell announced: the players' magic screens list it with a counter aimed at it.
    all: ['spell.cast', 'spell.defined', 'spell.announced', 'encounter.changed', 'character.created', 'character.activated'],
    character: ['fatigue.changed', 'wound.inflicted', 'wound.healed', 'rank.bought', 'object.lost', 'object.found'],
    none: [
      'action.requested', 'action.cancelled', 'roll.resolved', 'character.died', 'experience.awarded', 'session.recorded', 'scenario.completed', 'fairness.revealed',
      'member.joined', 'member.removed', 'invite.regenerated', 'mana.restored', 'skills.raised', 'training.recorded',
    ],
  },
  // The cast form's catalogue, targets and running encounter.
  castSpells: {
    all: ['spell.defined', 'encounter.changed', 'character.created', 'character.activated'],
    none: [
      'spell.announced',
      'action.requested', 'action.cancelled', 'roll.resolved', 'wound.inflicted', 'wound.healed', 'character.died', 'fatigue.changed', 'experience.awarded',
      'rank.bought', 'spell.cast', 'session.recorded', 'scenario.completed', 'fairness.revealed', 'member.joined', 'member.removed', 'invite.regenerated',
      'mana.restored', 'skills.raised', 'training.recorded', 'object.lost', 'object.found',
    ],
  },
  // The cast's odds: the caster's fatigue, exhaustion, wounds and modules move the score; a
  // booking in the encounter moves the one-spell limit.
  castPreview: {
    all: ['encounter.changed', 'spell.defined'],
    character: ['spell.cast', 'fatigue.changed', 'wound.inflicted', 'wound.healed', 'rank.bought', 'object.lost', 'object.found'],
    none: [
      'spell.announced',
      'character.created', 'character.activated', 'action.requested', 'action.cancelled', 'roll.resolved', 'character.died', 'experience.awarded',
      'session.recorded', 'scenario.completed', 'fairness.revealed', 'member.joined', 'member.removed', 'invite.regenerated', 'mana.restored', 'skills.raised',
      'training.recorded',
    ],
  },
  // The GM's Ask panel: the selected PC's modules (ranks, lost objects) behind its odds.
  askRoll: {
    character: ['rank.bought', 'object.lost', 'object.found', 'wound.inflicted', 'wound.healed'],
    none: [
      'spell.announced',
      'character.created', 'character.activated', 'action.requested', 'action.cancelled', 'roll.resolved', 'character.died', 'fatigue.changed',
      'experience.awarded', 'spell.cast', 'encounter.changed', 'session.recorded', 'scenario.completed', 'fairness.revealed', 'member.joined', 'spell.defined',
      'member.removed', 'invite.regenerated', 'mana.restored', 'skills.raised', 'training.recorded',
    ],
  },
  // A character's roll-log verdict (length, links): every event that may add to its log.
  chain: {
    character: ['roll.resolved', 'spell.cast', 'skills.raised', 'mana.restored', 'training.recorded', 'rank.bought', 'wound.inflicted'],
    none: [
      'spell.announced',
      'character.created', 'character.activated', 'action.requested', 'action.cancelled', 'wound.healed', 'character.died', 'fatigue.changed',
      'experience.awarded', 'encounter.changed', 'session.recorded', 'scenario.completed', 'fairness.revealed', 'member.joined', 'spell.defined',
      'member.removed', 'invite.regenerated', 'object.lost', 'object.found',
    ],
  },
} as const satisfies Record<string, Classified>;

export type LiveReader = keyof typeof SHOWS;

/** How `reader` takes an event of `type` (a type it never heard of: read, to be safe). */
export function reachOf(reader: LiveReader, type: string): Reach {
  const shows: Classified = SHOWS[reader];
  if (shows.all?.includes(type)) return 'all';
  if (shows.character?.includes(type)) return 'character';
  if (shows.none.includes(type)) return 'none';
  return 'all';
}

/** The campaign screen's query: read again for `type`? (an unknown type, or a reconnection: yes). */
export function campaignScreenReads(type: string): boolean {
  return reachOf('campaign', type) !== 'none';
}

/**
 * The events seen by this page, in the order they arrived, with the ids each names: a commit may
 * bring several at once (a cast and its fatigue), and a screen renders once for them, so a reader
 * looks at every event since the key it last saw, not only the latest.
 */
const seen: { id: string; type: string; named: string[] }[] = [];
const KEEP = 500;

/** Note an event as it arrives (web/src/lib/live.ts), before any reader looks at the key. */
export function rememberEvent(id: string, type: string, payload: unknown): void {
  if (!id || seen.some((e) => e.id === id)) return;
  seen.push({ id, type, named: [...namedIds(payload)] });
  if (seen.length > KEEP) seen.splice(0, seen.length - KEEP);
}

/** The refresh key of the campaign's live events (web/src/lib/live.ts): `<latest event id>|<reconnections>`. */
export function refreshKeyOf(latestId: string, reconnects: number): string {
  return `${latestId}|${reconnects}`;
}

/** Every string of an event's payload that looks like one of the API's ids (a character's, among others). */
function namedIds(payload: unknown, found = new Set<string>()): Set<string> {
  if (typeof payload === 'string') {
    if (payload.length >= 20 && payload.length <= 200 && /^[A-Za-z0-9+/=_-]+$/.test(payload)) found.add(payload);
  } else if (Array.isArray(payload)) for (const item of payload) namedIds(item, found);
  else if (payload && typeof payload === 'object') for (const value of Object.values(payload)) namedIds(value, found);
  return found;
}

/** The events after `beforeId` up to `nowId`; null when `nowId` was never noted (then: read). */
function eventsSince(beforeId: string, nowId: string): typeof seen | null {
  const end = seen.findIndex((e) => e.id === nowId);
  if (end < 0) return null;
  let start = end;
  while (start > 0 && seen[start - 1]!.id !== beforeId) start -= 1;
  return seen.slice(start, end + 1);
}

/** Whether one event concerns a reader (showing `characterId`, if it shows one character). */
export function concerns(reader: LiveReader, event: { type: string; named: readonly string[] }, characterId?: string | null): boolean {
  const reach = reachOf(reader, event.type);
  if (reach === 'none') return false;
  if (reach === 'all' || !characterId || event.named.length === 0) return true;
  return event.named.includes(characterId);
}

/**
 * Whether a reader of `reader`'s kind, showing `characterId` (if it shows one), reads again when
 * the refresh key moves from `before` to `now`: after a reconnection always, for new events only
 * when one of them is of a type it shows and, for a character's reader, about that character (or
 * about nobody in particular).
 */
export function refreshWanted(before: string, now: string, reader: LiveReader, characterId?: string | null): boolean {
  if (!now || before === now) return false;
  const [beforeId = '', reconnectsBefore] = before.split('|');
  const [id = '', reconnects] = now.split('|');
  if (reconnects !== reconnectsBefore && reconnects !== '0') return true;
  if (!id || id === beforeId) return false;
  const events = eventsSince(beforeId, id);
  return events === null || events.some((event) => concerns(reader, event, characterId));
}
