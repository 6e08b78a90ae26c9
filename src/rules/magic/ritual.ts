/**
 * Rituals in both variants.
 *
 * LOREVAL (seed 000 "La magie rituelle", "Interrompre un rituel"): base D8 at power 1, +2 per
 * level (D8 … D16), −2 per participant; Ritual magic and the form at rank ≥ 1; no parameter
 * malus; it tires the ritualist and every participant.
 * ALMERA (seed 003 "Exécuter un rituel"): learned, never improvised; power 1..50, die
 * D(2·power), above D12 only the score counts; procedure bonus ≥ +4; assistants +1 per
 * module; exhaustion equal to the power, half to the main caster; interrupted without the stop
 * protocol it releases its magic pro rata temporis.
 */
import type { Rng } from '../dice.js';
import { type Check, type Stakes, resolveCheck } from '../sms/check.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { type Aids, type Incantation, almeraScore } from './almera.js';
import { DEFAULT_MAGIC_SETTINGS, type MagicSettings, type MagicVariant } from './catalogue.js';
import { type SpellEffectsOutcome, type SpellTarget, spellEffects } from './casting.js';
import { cite } from './cite.js';
import { asWritten, citeWords, line } from './words.js';
import { type Circumstance, type Difficulty, almeraRitualDifficulty, lorevalDifficulty } from './difficulty.js';
import { lorevalScore } from './loreval.js';
import { type AssistantInput, type CasterInput, type MagicCost, type ParticipantCost, type Score, type ScoreStep, splitShares } from './score.js';
import { NO_PARAMETERS, type SpellDefinition, checkCasterPrerequisites, validateSpell } from './spell.js';

/** Seed 003: "il faut consacrer 10 minutes et une composante rare … bonus minimum de +4". */
export const ALMERA_MIN_PROCEDURE_BONUS = 4;

export interface RitualResult {
  variant: MagicVariant;
  ritualName: string;
  score: Score;
  difficulty: Difficulty;
  check: Check;
  success: boolean;
  stakes: Stakes;
  /** Caster first, then each participant/assistant. Booked whatever the outcome. */
  costs: ParticipantCost[];
  effects: SpellEffectsOutcome | null;
}

function cost(variant: MagicVariant, amount: number): MagicCost {
  return variant === 'LOREVAL'
    ? { exhaustionDelta: 0, lastingFatigueDelta: amount, passingFatigueDelta: 0 }
    : { exhaustionDelta: amount, lastingFatigueDelta: 0, passingFatigueDelta: 0 };
}

/**
 * Who pays what for a ritual of power P: P in total, half (rounded up) to the main caster and
 * the rest split evenly among the others (seed 003: "si 3 personnes ont mené un rituel de
 * puissance 20 à terme, le principal exécutant encaisse 10 points … et ses deux assistants, 5
 * chacun"). LOREVAL books lasting fatigue (Decision), ALMERA magical exhaustion.
 * LOREVAL: "Un rituel épuise son lanceur et tous les éventuels participants", so every
 * participant takes at least 1 level even when the shares run out (MAGIC.md Decision: P3 with
 * two participants → 2 / 1 / 1); ALMERA's shares always sum to P.
 */
export function ritualCosts(variant: MagicVariant, power: number, casterId: string, helperIds: readonly string[]): ParticipantCost[] {
  const shares = splitShares(power, helperIds.length);
  const floor = variant === 'LOREVAL' ? 1 : 0;
  return [
    { id: casterId, cost: cost(variant, shares.main) },
    ...helperIds.map((id, i) => ({ id, cost: cost(variant, Math.max(floor, shares.helpers[i] ?? 0)) })),
  ];
}

function ritualKindViolations(ritual: SpellDefinition, variant: MagicVariant): Violation[] {
  const out: Violation[] = [];
  if (ritual.variant !== variant) {
    out.push(violation('WRONG_VARIANT', cite(variant, 'Exécuter un rituel', `this is a ${variant} ritual procedure`), `${ritual.name} is ${ritual.variant}`));
  }
  if (ritual.kind !== 'RITUAL') {
    out.push(violation('NOT_A_RITUAL', cite(variant, variant === 'LOREVAL' ? 'La magie rituelle' : 'Exécuter un rituel', 'only a ritual is performed as a ritual'), `${ritual.name} is a ${ritual.kind.toLowerCase()}`));
  }
  return out;
}

/**
 * May this entry of the catalogue be performed as a ritual, with these participants? Only a
 * ritual is; each participant takes part once, and the performer is not one of them (SMS §2
 * collaborative actions). Asked before anyone is locked, so it stops the first breach.
 */
export function checkRitualRequest(variant: MagicVariant, ritual: Pick<SpellDefinition, 'name' | 'kind'>, performerId: string, participantIds: readonly string[]): RuleResult<true> {
  if (ritual.kind !== 'RITUAL') {
    return fail(violation('NOT_A_RITUAL', cite(variant, variant === 'LOREVAL' ? 'La magie rituelle' : 'Exécuter un rituel', 'only a ritual is performed as a ritual'), `${ritual.name} is a ${ritual.kind.toLowerCase()}, not a ritual.`));
  }
  if (participantIds.includes(performerId) || new Set(participantIds).size !== participantIds.length) {
    return fail(violation('DUPLICATE_PARTICIPANT', 'SMS §2: collaborative actions', 'Each participant takes part once, the performer apart.'));
  }
  return ok(true);
}

// ---------------------------------------------------------------------------------------
// LOREVAL
// ---------------------------------------------------------------------------------------

export interface LorevalRitualInput {
  ritual: SpellDefinition;
  caster: CasterInput;
  /** Participants who take on tasks of the procedure: −2 each to the die. */
  participants?: { id: string }[];
  /** Die adjustments: the ritual's conditions, its scale ("peuvent très largement en augmenter la difficulté"). */
  circumstances?: Circumstance[];
  /** "anomalies propres à sa pratique ou des conditions extérieures" that move the score. */
  scoreModifiers?: Circumstance[];
  targets?: SpellTarget[];
  settings?: MagicSettings;
}

/** Every reason the LOREVAL ritual cannot be performed. */
export function lorevalRitualViolations(input: LorevalRitualInput): Violation[] {
  const out = ritualKindViolations(input.ritual, 'LOREVAL');
  const v = validateSpell(input.ritual, input.settings ?? DEFAULT_MAGIC_SETTINGS);
  if (!v.ok) out.push(...v.violations);
  out.push(...checkCasterPrerequisites(input.ritual, input.caster.ranks));
  return out;
}

/** Perform a LOREVAL ritual (see the file header). */
export function performLorevalRitual(rng: Rng, input: LorevalRitualInput): RuleResult<RitualResult> {
  const violations = lorevalRitualViolations(input);
  if (violations.length) return fail(...violations);
  const participants = input.participants ?? [];
  const extra: ScoreStep[] = (input.scoreModifiers ?? []).map((c) =>
    line(
      asWritten(c.label),
      c.points,
      citeWords('LOREVAL', 'La magie rituelle', {
        en: "only anomalies of the practice or outside conditions affect the ritualist's score",
        fr: 'seules les anomalies propres à la pratique ou des conditions extérieures affectent le score du ritualiste',
      }),
    ),
  );
  const score = lorevalScore({ spell: input.ritual, caster: input.caster, parameters: NO_PARAMETERS, extraSteps: extra });
  const difficulty = lorevalDifficulty({ kind: 'RITUAL', power: input.ritual.power, participants: participants.length, circumstances: input.circumstances ?? [] });
  const check = resolveCheck(rng, score.score, difficulty.die);
  const casterId = input.caster.id ?? 'caster';
  return ok({
    variant: 'LOREVAL',
    ritualName: input.ritual.name,
    score,
    difficulty,
    check,
    success: check.success,
    stakes: check.stakes,
    costs: ritualCosts('LOREVAL', input.ritual.power, casterId, participants.map((p) => p.id)),
    effects: check.success ? spellEffects(input.ritual, { casterId, targets: input.targets ?? [], parameters: NO_PARAMETERS }) : null,
  });
}

/** Ways to stop a ritual in progress. */
export type RitualDisruption = 'COUNTER_SPELL' | 'REMOVE_COMPONENTS' | 'DISRUPT_INCANTATION' | 'NEUTRALISE_CASTER' | 'OTHER_DIRECT_ACTION';

/**
 * LOREVAL "Interrompre un rituel": "Il n'y a pas de rituel de contre-sort … toute action menée
 * directement pour altérer un ou plusieurs éléments du rituel … permet généralement de
 * l'interrompre". The disrupting action itself is an ordinary action.
 */
export function checkRitualDisruption(how: RitualDisruption): RuleResult<true> {
  if (how === 'COUNTER_SPELL') {
    return fail(
      violation(
        'NO_COUNTER_SPELL_AGAINST_RITUAL',
        cite('LOREVAL', 'Interrompre un rituel', 'no counter-spell stops a ritual; only disrupting the ritual itself does'),
        'a counter-spell cannot interrupt a ritual',
      ),
    );
  }
  return ok(true);
}

// ---------------------------------------------------------------------------------------
// ALMERA
// ---------------------------------------------------------------------------------------

export interface AlmeraRitualInput {
  ritual: SpellDefinition;
  /** Studied at length or learned from a book ("Il est impossible d'improviser ce travail"). */
  learned: boolean;
  caster: CasterInput;
  assistants?: AssistantInput[];
  /** The GM's procedure bonus (time + resources), at least +4. */
  procedureBonus: number;
  /** Die adjustments: a larger area, harsher conditions … (never a score malus). */
  circumstances?: Circumstance[];
  aids?: Aids;
  incantation?: Incantation;
  interruptionMalus?: number;
  targets?: SpellTarget[];
  settings?: MagicSettings;
}

/** Every reason the ALMERA ritual cannot be performed. */
export function almeraRitualViolations(input: AlmeraRitualInput): Violation[] {
  const out = ritualKindViolations(input.ritual, 'ALMERA');
  const v = validateSpell(input.ritual, input.settings ?? DEFAULT_MAGIC_SETTINGS);
  if (!v.ok) out.push(...v.violations);
  if (!input.learned) {
    out.push(
      violation(
        'RITUAL_NOT_LEARNED',
        cite('ALMERA', 'Conception d’un rituel', 'a ritual must be studied or learned from a book; it cannot be improvised'),
        `${input.ritual.name} is not known to the caster`,
      ),
    );
  }
  if (!(input.procedureBonus >= ALMERA_MIN_PROCEDURE_BONUS)) {
    out.push(
      violation(
        'PROCEDURE_BONUS_TOO_LOW',
        cite('ALMERA', 'Mode opératoire d’un rituel', 'a ritual takes at least 10 minutes and a rare component, worth at least +4'),
        `procedure bonus ${input.procedureBonus}`,
      ),
    );
  }
  out.push(...checkCasterPrerequisites(input.ritual, input.caster.ranks));
  return out;
}

/**
 * Perform an ALMERA ritual. "pour les rituels à la difficulté supérieure à D12, aucun jet de
 * dé ne sera jamais nécessaire": the bare check gives automatic success or failure there.
 */
export function performAlmeraRitual(rng: Rng, input: AlmeraRitualInput): RuleResult<RitualResult> {
  const violations = almeraRitualViolations(input);
  if (violations.length) return fail(...violations);
  const assistants = input.assistants ?? [];
  const { score } = almeraScore({
    spell: input.ritual,
    caster: input.caster,
    parameters: NO_PARAMETERS,
    aids: input.aids,
    incantation: input.incantation,
    interruptionMalus: input.interruptionMalus ?? 0,
    assistants,
    procedureBonus: input.procedureBonus,
  });
  const difficulty = almeraRitualDifficulty({ power: input.ritual.power, circumstances: input.circumstances ?? [] });
  const check = resolveCheck(rng, score.score, difficulty.die);
  const casterId = input.caster.id ?? 'caster';
  return ok({
    variant: 'ALMERA',
    ritualName: input.ritual.name,
    score,
    difficulty,
    check,
    success: check.success,
    stakes: check.stakes,
    costs: ritualCosts('ALMERA', input.ritual.power, casterId, assistants.map((a) => a.id)),
    effects: check.success ? spellEffects(input.ritual, { casterId, targets: input.targets ?? [], parameters: NO_PARAMETERS }) : null,
  });
}

export interface RitualInterruptionInput {
  variant: MagicVariant;
  power: number;
  /** Time elapsed and total casting time, in any one unit. */
  elapsed: number;
  total: number;
  /** The leader stopped it with the ritual's own stop protocol ("sans provoquer d'accident"). */
  withStopProtocol: boolean;
  casterId: string;
  helperIds?: string[];
}

export interface RitualInterruption {
  /** Share of the ritual's magic let loose (0 with the stop protocol). ALMERA only; null in LOREVAL. */
  releasedFraction: number | null;
  /** power × fraction, unrounded: the GM sizes the accident. */
  releasedPower: number | null;
  /** Exhaustion / fatigue as at the end ("Au terme … (ou à l'interruption de celui-ci)"). */
  costs: ParticipantCost[];
}

/**
 * A ritual interrupted. ALMERA: interrupted "sans respecter ce protocole d'arrêt, libérant en
 * cela la magie mise en jeu jusqu'au moment de l'interruption qui, par convention, sera
 * équivalente au prorata temporis de la durée totale du rituel"; exhaustion equal to the power
 * all the same. LOREVAL is silent on release; Decision: the fatigue is booked as at the end.
 */
export function interruptRitual(input: RitualInterruptionInput): RuleResult<RitualInterruption> {
  if (!(input.total > 0) || input.elapsed < 0) {
    return fail(violation('BAD_RITUAL_TIME', cite(input.variant, 'Exécuter un rituel', 'elapsed and total time are positive'), `elapsed ${input.elapsed} of ${input.total}`));
  }
  const fraction = Math.min(1, input.elapsed / input.total);
  const released = input.variant === 'ALMERA' ? (input.withStopProtocol ? 0 : fraction) : null;
  return ok({
    releasedFraction: released,
    releasedPower: released === null ? null : released * input.power,
    costs: ritualCosts(input.variant, input.power, input.casterId, input.helperIds ?? []),
  });
}
