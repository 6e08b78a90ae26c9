/**
 * What every step of the action sequence (SMS §5) checks before the sequence's own rules
 * (sequence.ts) decide it: the campaign plays SMS, the sequence is still running, the character
 * belongs to it, the targets are participants, and a spell is booked in a sequence that exists.
 */
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import type { Encounter } from './sequence.js';

const RULE_SEQUENCE = 'SMS §5: the action sequence';
const RULE_ENDED = 'SMS §5: the action sequence has ended';
const RULE_TURN = 'SMS §5: characters act in turn down the action sequence';
const RULE_TARGETS = 'SMS §5: declarations are aimed at participants of the sequence';
const RULE_SPELL_DECLARED = 'SMS §5: a spell is cast in an action, a reaction or an intervention';

/** Action sequences are an SMS procedure; a Ylnies campaign has none. */
export function mayRunSequence(ruleset?: 'SMS' | 'YLNIES'): RuleResult<true> {
  if (ruleset !== 'SMS') return fail(violation('NOT_SMS', RULE_SEQUENCE, 'Action sequences belong to SMS campaigns.'));
  return ok(true);
}

/** Nothing more happens in a sequence the GM has ended. */
export function sequenceRunning(enc: Encounter): RuleResult<Encounter> {
  if (enc.ended) return fail(violation('SEQUENCE_ENDED', RULE_ENDED, 'This action sequence has ended.'));
  return ok(enc);
}

/** A character of another campaign than the sequence's is simply not a participant. */
export function mayTakePart<C extends { name: string; campaignId: string }>(character: C, sequenceCampaignId: string): RuleResult<C> {
  if (character.campaignId !== sequenceCampaignId) {
    return fail(violation('UNKNOWN_PARTICIPANT', RULE_TURN, `${character.name} is not in this action sequence.`));
  }
  return ok(character);
}

/**
 * The characters a declaration is aimed at, each once: participants still in the sequence.
 * No list (undefined) leaves the declaration's own default.
 */
export function targetsIn(enc: Encounter, targetIds: readonly string[] | null | undefined): RuleResult<string[] | undefined> {
  if (!targetIds) return ok(undefined);
  for (const id of targetIds) {
    if (!enc.participants.some((p) => p.id === id && !p.removed)) {
      return fail(violation('UNKNOWN_TARGET', RULE_TARGETS, 'A target is not in this action sequence.'));
    }
  }
  return ok([...new Set(targetIds)]);
}

/** A spell booked against the one-spell limit of a sequence that does not exist (castSpell's `encounterId`). */
export function noSuchEncounter(): Violation {
  return violation('UNKNOWN_ENCOUNTER', RULE_SPELL_DECLARED, 'no such encounter');
}
