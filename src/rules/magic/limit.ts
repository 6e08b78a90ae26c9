/**
 * The one-spell limit in sequenced narration (SMS §5; seed 003 "Limitations propres à
 * l'usage des sorts"). A small per-character counter state the API keeps between requests.
 *
 * - LOREVAL: one spell between two of one's own actions, whether cast as the action, a
 *   reaction or an intervention; a counter-spell counts; special powers are exempt ("le
 *   personnage pouvant en faire usage autant de fois qu'il le désire entre deux de ses
 *   actions").
 * - ALMERA: one per action "pour chaque moyen de lancer un sort" (an enchanted item is another
 *   means); a counter-spell counts.
 * Decision: the window closes when the character's own turn ends, its action done (ALMERA:
 * "doit attendre la séquence d'action qui suit son action"), the same for LOREVAL: the action's
 * own spell is the window's one spell (seed 000 « Entre deux actions … un seul sort, soit lors
 * de son action, soit lors de sa réaction, ou soit lors de son intervention »).
 */
import type { Encounter } from '../sms/sequence.js';
import type { MagicVariant } from './catalogue.js';
import { cite } from './cite.js';
import { type RuleResult, fail, ok, violation } from '../violation.js';

export interface SpellLimitState {
  /** Spells cast in the current window, by means of casting ("SELF" for one's own magic). */
  castsByMeans: Record<string, number>;
}

export const FRESH_SPELL_LIMIT: SpellLimitState = { castsByMeans: {} };

export const OWN_MAGIC = 'SELF';

export interface SpellUse {
  /** ALMERA: "SELF" or an enchanted item's id. Ignored in LOREVAL. */
  means?: string;
  /** LOREVAL special power: exempt. */
  specialPower?: boolean;
  /** False in standard narration, where the limit does not apply. Default true. */
  sequenced?: boolean;
}

/** May the character cast now? On success returns the state after booking this spell. */
export function bookSpell(variant: MagicVariant, state: SpellLimitState, use: SpellUse = {}): RuleResult<SpellLimitState> {
  if (use.sequenced === false) return ok(state);
  if (use.specialPower) {
    if (variant === 'LOREVAL') return ok(state);
  }
  const means = variant === 'ALMERA' ? (use.means ?? OWN_MAGIC) : OWN_MAGIC;
  const used = state.castsByMeans[means] ?? 0;
  if (used >= 1) {
    return fail(
      variant === 'LOREVAL'
        ? violation(
            'ONE_SPELL_PER_ACTION',
            cite('LOREVAL', 'Séquence d’action', 'one spell between two of one’s own actions (action, reaction or intervention; a counter-spell counts)'),
            'a spell was already cast since this character’s last action',
          )
        : violation(
            'ONE_SPELL_PER_ACTION',
            cite('ALMERA', 'Limitations propres à l’usage des sorts', 'one spell per action for each means of casting (a counter-spell counts)'),
            `means ${means} already cast a spell in this action window`,
          ),
    );
  }
  return ok({ castsByMeans: { ...state.castsByMeans, [means]: used + 1 } });
}

/** Pure check without booking. */
export function canCast(variant: MagicVariant, state: SpellLimitState, use: SpellUse = {}): RuleResult<true> {
  const r = bookSpell(variant, state, use);
  return r.ok ? ok(true) : r;
}

/** The character has finished its own action (its turn has ended): a new window opens. */
export function endOwnAction(_state: SpellLimitState): SpellLimitState {
  return { castsByMeans: {} };
}

// ---------------------------------------------------------------------------------------
// ALMERA means other than one's own magic, in an action sequence
// ---------------------------------------------------------------------------------------

/**
 * The count an enchanted item (or any means but one's own magic) keeps between requests: per
 * encounter and per action window of the caster. One's own magic is booked on the encounter's
 * participant instead (SMS §5, `castSpellInSequence`).
 */
export interface MeansLimitRecord {
  encounterId: string;
  window: string;
  castsByMeans: Record<string, number>;
}

/**
 * The action window a moment of the sequence belongs to, for one participant: a window opens
 * when the participant's turn ends and closes with the end of its next turn (Decision above),
 * so a spell in its own action, and anything cast later in that turn, counts against the window
 * before it (seed 003 « tant qu'un personnage n'a pas fini de mener son action … il ne peut pas
 * lancer de nouveau un sort »).
 */
export function actionWindow(enc: Encounter, participantId: string): string {
  const i = enc.participants.findIndex((p) => p.id === participantId);
  return String(enc.turn > i ? enc.round : enc.round - 1);
}

/**
 * ALMERA: may this character cast through `means` (not its own magic) now, in this running
 * sequence? One spell per means in each action window; a record of another encounter or window
 * counts as fresh. Returns the record with this spell booked.
 */
export function bookMeansInSequence(
  enc: Encounter,
  cast: { encounterId: string; characterId: string; means: string; record: MeansLimitRecord | null | undefined },
): RuleResult<MeansLimitRecord> {
  if (enc.ended) return fail(violation('SEQUENCE_ENDED', 'SMS §5: the action sequence has ended', 'This encounter has ended.'));
  if (!enc.participants.some((x) => x.id === cast.characterId && !x.removed)) {
    return fail(violation('UNKNOWN_PARTICIPANT', 'SMS §5: characters act in turn down the action sequence', 'This character is not in the action sequence.'));
  }
  const window = actionWindow(enc, cast.characterId);
  const r = cast.record;
  const current: SpellLimitState = r && r.encounterId === cast.encounterId && r.window === window ? { castsByMeans: r.castsByMeans } : FRESH_SPELL_LIMIT;
  const booked = bookSpell('ALMERA', current, { means: cast.means });
  if (!booked.ok) return booked;
  return ok({ encounterId: cast.encounterId, window, castsByMeans: booked.value.castsByMeans });
}
