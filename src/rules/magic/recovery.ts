/**
 * Recovery from the costs of magic.
 *
 * ALMERA (seed 003 "Épuisement magique"): "L'épuisement magique se dissipe de lui-même à raison
 * d'un point par heure, ou complètement après une période suffisante de sommeil ou de repos
 * équivalent (comme la méditation des Elfins)".
 * LOREVAL: casting costs lasting fatigue, recovered as SMS §3 says (1 level per hour of
 * inactivity, all after sleep); but a spell with a duration "affecte le lanceur en l'empêchant
 * de se reposer et de retrouver sa pleine énergie".
 */
import { cite } from './cite.js';
import { type RuleResult, fail, ok, violation } from '../violation.js';

export type FullRest = 'SLEEP' | 'ELFIN_MEDITATION';

export interface RecoveryInput {
  /** Current counter (ALMERA exhaustion, or LOREVAL lasting fatigue levels). */
  current: number;
  /** Whole hours of rest elapsed (fractions do not count). */
  hours?: number;
  /** A full sleep period or an Elfin's meditative trance (4 h) happened. */
  fullRest?: FullRest | null;
}

export interface RecoveryResult {
  /** New value, never negative. */
  value: number;
  /** How much was recovered (≥ 0). */
  recovered: number;
  /** Why nothing was recovered, if so. */
  blockedBy: 'MAINTAINED_SPELL' | null;
}

function recover(current: number, hours: number, fullRest: FullRest | null | undefined): number {
  const c = Math.max(0, Math.floor(current));
  if (fullRest) return 0;
  return Math.max(0, c - Math.max(0, Math.floor(hours)));
}

/** The character who rests, as far as the rest is concerned. */
export interface Rester {
  name: string;
  ruleset: string;
  race: string | null;
}

/**
 * May this character rest from magic this way? SMS characters only; a meditation is an Elfin's
 * rest ("comme la méditation des Elfins"), no one else's.
 */
export function checkRest(character: Rester, rest: { meditation: boolean }): RuleResult<true> {
  if (character.ruleset !== 'SMS') return fail(violation('NOT_SMS', 'MAGIC: SMS characters only', 'SMS magic is for SMS characters.'));
  if (rest.meditation && character.race !== 'ELFIN') {
    return fail(
      violation(
        'ELFIN_MEDITATION_ONLY',
        'MAGIC ALMERA §Épuisement magique: a sleep, or an equivalent rest "comme la méditation des Elfins"',
        `${character.name} is not an Elfin: only Elfins recover by meditation.`,
      ),
    );
  }
  return ok(true);
}

/** ALMERA magical exhaustion: −1 per hour, all of it after sleep or an Elfin's meditation. */
export function recoverExhaustion(input: RecoveryInput): RecoveryResult {
  const c = Math.max(0, Math.floor(input.current));
  const value = recover(c, input.hours ?? 0, input.fullRest);
  return { value, recovered: c - value, blockedBy: null };
}

/**
 * LOREVAL lasting fatigue from magic: 1 level per hour of inactivity, all after a sleep (an
 * Elfin's 4-hour trance counts as one, SMS §3). Decision: while the caster maintains a spell
 * with a duration, no lasting fatigue comes back ("comme si le lanceur continuait de faire un
 * effort pour maintenir le sort").
 */
export function recoverLorevalFatigue(input: RecoveryInput & { maintainedSpells?: number }): RecoveryResult {
  const c = Math.max(0, Math.floor(input.current));
  if ((input.maintainedSpells ?? 0) > 0) return { value: c, recovered: 0, blockedBy: c > 0 ? 'MAINTAINED_SPELL' : null };
  const value = recover(c, input.hours ?? 0, input.fullRest);
  return { value, recovered: c - value, blockedBy: null };
}

export const RULE_MAINTAINED_SPELL = cite(
  'LOREVAL',
  'Durée',
  'a spell with a duration keeps its caster from resting and recovering its full energy while it lasts',
);

/** A spell the caster maintains, as `state.magic.maintained` records it (no end: until ended or dispelled). */
export interface MaintainedSpell {
  expiresAt: string | null;
}

/** How many of these maintained spells still run at `now` (the others' duration is over). */
export function maintainedAt(maintained: readonly MaintainedSpell[], now: Date): number {
  return maintained.filter((m) => m.expiresAt === null || new Date(m.expiresAt).getTime() > now.getTime()).length;
}

/**
 * May a rest or a sleep (SMS §3, the `recover` mutation) give this character lasting fatigue
 * back at `now`? Not while it maintains a spell with a duration: « un sort de durée affecte le
 * lanceur en l'empêchant de se reposer et de retrouver sa pleine énergie » (seed 000 "Durée"),
 * the same decision as `recoverLorevalFatigue` (35) — no lasting fatigue comes back, whatever
 * its cause. With no lasting fatigue there is nothing to keep back, and the rest is allowed.
 */
export function mayRecoverLastingFatigue(
  character: { name: string; lastingFatigue: number; maintained: readonly MaintainedSpell[] },
  now: Date,
): RuleResult<true> {
  if (character.lastingFatigue > 0 && maintainedAt(character.maintained, now) > 0) {
    return fail(
      violation(
        'MAINTAINED_SPELL',
        RULE_MAINTAINED_SPELL,
        `${character.name} maintains a spell with a duration and cannot recover lasting fatigue until it ends (or is dispelled).`,
      ),
    );
  }
  return ok(true);
}

/**
 * The `recover` mutation's modes that give lasting fatigue back (SMS §3: rest by the hour, a
 * sleep period or an Elfin's trance) are the ones a maintained duration spell forbids; catching
 * one's breath (passing) and days of rest (persistent) stay allowed.
 */
export function mayRecoverByMode(
  mode: 'CATCH_BREATH' | 'REST_HOURS' | 'SLEEP' | 'REST_DAYS',
  character: { name: string; lastingFatigue: number; maintained: readonly MaintainedSpell[] },
  now: Date,
): RuleResult<true> {
  return mode === 'REST_HOURS' || mode === 'SLEEP' ? mayRecoverLastingFatigue(character, now) : ok(true);
}

/** Add a cast's exhaustion to the counter (never below 0). */
export function addExhaustion(current: number, delta: number): number {
  return Math.max(0, Math.floor(current) + Math.floor(delta));
}
