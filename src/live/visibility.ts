/**
 * Who receives which event: the same rules as the queries (src/db/access.ts `canSee`), applied
 * to every event for every subscriber. A GM sees all of the campaign's events. A player sees an
 * event only if they could query every character it names: an event naming an NPC (an NPC's
 * roll, wound, declaration…) is NPC-derived and never reaches a player. An event about what only
 * the GM may read (GM_ONLY_EVENTS) never reaches a player either. Webhook management writes no
 * outbox event, so none can leak here.
 */
import { canSee, type Role } from '../db/access.js';
import type { Audience } from './feed.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The fewest characters a `Character` global id can have: ⌈46 bytes × 4/3⌉ without padding. */
const MIN_CHARACTER_ID = Math.ceil((('Character:'.length + 36) * 4) / 3);

/** The raw uuid of a `Character` global id (base64 "Character:<uuid>"), or null. */
function characterUuid(value: string): string | null {
  // "Character:<uuid>" is 46 bytes, at least 62 base64 characters (unpadded; whitespace, which
  // atob skips, only adds): anything shorter — types, kinds, names, numbers as text — is not one,
  // and is not decoded (a replay looks at every string of every event).
  if (value.length < MIN_CHARACTER_ID || value.length > 200) return null;
  try {
    const decoded = atob(value);
    if (!decoded.startsWith('Character:')) return null;
    const id = decoded.slice('Character:'.length);
    return UUID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Every character an event names, wherever the payload puts it (`characterId`, `characterIds`,
 * targets, participants): a payload shape added later is covered without touching this file.
 */
export function namedCharacters(payload: unknown, found = new Set<string>()): Set<string> {
  if (typeof payload === 'string') {
    const id = characterUuid(payload);
    if (id) found.add(id);
  } else if (Array.isArray(payload)) {
    for (const item of payload) namedCharacters(item, found);
  } else if (payload && typeof payload === 'object') {
    for (const value of Object.values(payload)) namedCharacters(value, found);
  }
  return found;
}

/**
 * The characters an event names that decide who may see it. An NPC's spell the GM announced
 * (`spell.announced`, docs/rules.md §6 decision 58) is told to the whole table: its caster is
 * named on purpose (a player counters it by naming the NPC, as the encounter's participants
 * already show it), so the caster does not make the event NPC-derived; its targets still count.
 * The payload carries no NPC number.
 */
export function eventCharacters(type: string, payload: unknown): Set<string> {
  if (type === 'spell.announced' && payload && typeof payload === 'object') {
    const { casterId: _caster, characterId: _same, ...rest } = payload as Record<string, unknown>;
    return namedCharacters(rest);
  }
  return namedCharacters(payload);
}

/** The subscriber's standing now: still a member, with the key the stream was opened with. */
export function standing(audience: Audience, userId: string, keyHash: string): Role | null {
  if (audience.keyOwners.get(keyHash) !== userId) return null;
  return audience.roles.get(userId) ?? null;
}

/**
 * Events about what only the GM may query: a new invite code (`Campaign.inviteCode` is null for
 * players). The payload carries no code, but a player's screen has nothing to read again either.
 */
export const GM_ONLY_EVENTS: ReadonlySet<string> = new Set(['invite.regenerated']);

/** May a member with this role see the event? */
export function mayReceive(type: string, named: Set<string>, audience: Audience, role: Role): boolean {
  if (role === 'GM') return true;
  if (GM_ONLY_EVENTS.has(type)) return false;
  for (const id of named) {
    const character = audience.characters.get(id);
    // A character of another campaign or one since deleted: not something the player can query.
    if (!character || !canSee(character, role)) return false;
  }
  return true;
}
