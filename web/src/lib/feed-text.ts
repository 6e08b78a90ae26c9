/**
 * The feed in sentences: each event type of the outbox (docs/webhooks.md §Events, the same
 * payloads live and in `campaign.events`) told as a line a player reads, with the characters'
 * names, in the UI's language. An event type this file does not know still shows, as "Event: …".
 */
import type { Messages } from './i18n';
import type { LiveEvent } from './live';

type Payload = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

/** The kinds the feed filters by. */
export const FEED_KINDS = ['rolls', 'requests', 'health', 'encounter', 'progress', 'magic', 'table', 'other'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export function feedKindOf(type: string): FeedKind {
  if (type === 'roll.resolved') return 'rolls';
  if (type === 'action.requested' || type === 'action.cancelled') return 'requests';
  if (type.startsWith('wound.') || type === 'fatigue.changed' || type === 'character.died') return 'health';
  if (type === 'encounter.changed') return 'encounter';
  if (type === 'experience.awarded' || type === 'rank.bought' || type === 'session.recorded' || type === 'scenario.completed' || type === 'skills.raised' || type === 'training.recorded') return 'progress';
  if (type === 'mana.restored') return 'magic';
  if (type === 'spell.cast' || type === 'spell.defined' || type === 'spell.announced') return 'magic';
  if (type === 'object.lost' || type === 'object.found') return 'table';
  if (type === 'character.created' || type === 'character.activated' || type === 'fairness.revealed' || type.startsWith('member.') || type === 'invite.regenerated') return 'table';
  return 'other';
}

/** Every character an event names (the ids the feed's character filter matches). */
export function charactersOf(event: LiveEvent): string[] {
  const p = (event.payload ?? {}) as Payload;
  const ids = [p.characterId, p.casterId, p.targetId].filter((v): v is string => typeof v === 'string');
  for (const list of [p.characterIds, p.participantIds]) if (Array.isArray(list)) ids.push(...list.filter((v): v is string => typeof v === 'string'));
  return [...new Set(ids)];
}

export function describeEvent(event: LiveEvent, names: Record<string, string>, t: Messages, notes: Record<string, string> = {}): string {
  const p = (event.payload ?? {}) as Payload;
  const name = (id: unknown) => (typeof id === 'string' && names[id]) || t.someone;
  const who = name(p.characterId);
  switch (event.type) {
    case 'roll.resolved': {
      const kind = str(p.kind);
      const ok = bool(p.success);
      if (kind === 'ACTION' && ok !== null && num(p.die) !== null && num(p.score) !== null)
        return t.sentenceAction(who, ok, notes[str(p.requestId)] ?? '', p.roll === null || p.roll === undefined ? '—' : String(p.roll), num(p.die)!, num(p.score)!);
      if (kind === 'YLNIES_TEST' && ok !== null) return t.sentenceYlniesTest(who, ok, str(p.outcome));
      const sides = Array.isArray(p.characterIds) ? p.characterIds : [];
      if (sides.length === 2) {
        const winner = p.winner === 'A' ? name(sides[0]) : p.winner === 'B' ? name(sides[1]) : t.tie;
        return t.sentenceExchange(name(sides[0]), name(sides[1]), t.rollKind[kind] ?? kind, winner);
      }
      return t.sentenceRoll(who, t.rollKind[kind] ?? kind, ok);
    }
    case 'action.requested':
      return t.sentenceRequested(who, num(p.difficulty), num(p.threshold));
    case 'action.cancelled':
      return t.sentenceCancelled(who);
    case 'character.created':
      return t.sentenceCreated(who);
    case 'character.activated':
      return t.sentenceActivated(who);
    case 'wound.inflicted': {
      // SMS wounds carry a nature and a severity; Ylnies ones a category of the wound table.
      const severity = str(p.severity) || str(p.category);
      return t.sentenceWound(who, str(p.nature), t.severityName[severity] ?? severity.toLowerCase());
    }
    case 'wound.healed':
      return t.sentenceHealed(who);
    case 'character.died':
      return t.sentenceDied(who);
    case 'fatigue.changed': {
      const f = (p.fatigue ?? null) as Payload | null;
      if (f) return t.sentenceFatigue(who, t.fatigueLabel(num(f.PASSING) ?? 0, num(f.LASTING) ?? 0, num(f.PERSISTENT) ?? 0));
      return t.sentenceFatigue(who, str(p.cause).toLowerCase() || '—');
    }
    case 'experience.awarded': {
      const ids = Array.isArray(p.characterIds) ? p.characterIds : [];
      return t.sentenceXp(ids.map(name).join(', ') || t.someone, num(p.xpEach) ?? 0, str(p.reason));
    }
    case 'rank.bought':
      return t.sentenceRank(who, str(p.moduleName), num(p.rank) ?? 0, num(p.cost) ?? 0);
    case 'spell.cast': {
      const spell = typeof p.spell === 'string' ? p.spell : str((p.spell as Payload | null)?.name);
      const caster = name(p.characterId ?? p.casterId);
      // SMS casts tell their outcome, Ylnies ones `success`; helpers are assistants or ritual participants.
      const outcome = str(p.outcome);
      const helpers = (Array.isArray(p.participantIds) ? p.participantIds : []).map(name);
      if (outcome === 'INTERRUPTED') {
        const fraction = num(p.releasedFraction);
        return t.sentenceRitualInterrupted(caster, spell, helpers, fraction === null ? null : Math.round(fraction * 100));
      }
      const ok = bool(p.success) ?? (outcome === 'SUCCESS' ? true : outcome === 'FAILURE' || outcome === 'COUNTERED' ? false : null);
      return t.sentenceSpell(caster, spell, ok, helpers);
    }
    case 'encounter.changed':
      return t.sentenceEncounter(t.encounterChange[str(p.change)] ?? str(p.change).toLowerCase(), num(p.round));
    case 'session.recorded':
      return t.sentenceSession(str(p.title));
    case 'scenario.completed':
      return t.sentenceScenario(str(p.title));
    case 'fairness.revealed':
      return t.seedRevealed(num(p.epoch) ?? 0);
    case 'spell.defined':
      return t.sentenceSpellDefined(str(p.name) || t.someone);
    case 'spell.announced': {
      // The NPC's name rides in the payload: a player's screen does not know the GM's NPCs.
      const targets = Array.isArray(p.targets) ? (p.targets as { name?: unknown }[]).map((x) => str(x.name)).filter(Boolean).join(', ') : '';
      return t.sentenceSpellAnnounced(str(p.casterName) || t.someone, targets, str(p.spellName) || t.someone, num(p.power) ?? 1);
    }
    case 'member.joined':
      return t.sentenceMemberJoined(str(p.name) || t.someone);
    case 'member.removed':
      return t.sentenceMemberRemoved(str(p.name) || t.someone);
    case 'invite.regenerated':
      return t.sentenceInviteRegenerated;
    case 'mana.restored':
      return t.sentenceManaRestored(who, num(p.restored) ?? 0, num(p.mana) ?? 0);
    case 'skills.raised': {
      const skills = (Array.isArray(p.skills) ? (p.skills as Payload[]) : []).map((s) => `${str(s.skill)} ${num(s.before) ?? '?'} → ${num(s.after) ?? '?'}`);
      return t.sentenceSkillsRaised(who, skills.join(', '));
    }
    case 'object.lost':
    case 'object.found':
      return t.sentenceObject(who, str(p.objectName) || str(p.module) || t.anObject, event.type === 'object.lost');
    case 'training.recorded':
      return t.sentenceTraining(who, str(p.skill), num(p.days) ?? 0, p.entry === 'BREAK', bool(p.completed) === true, bool(p.lost) === true);
    default:
      return t.sentenceOther(event.type);
  }
}
