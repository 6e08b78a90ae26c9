/**
 * Counter-magic: counter-spells (stopping a spell being cast), dispels (undoing an effect in
 * place), rituals of dissipation, and the one-spell limit they count against.
 *
 * LOREVAL: seed 000 "Effets magiques universels", "Dissipation temporaire", "Rituel de
 * dissipation", "Interrompre un rituel". ALMERA: seed 003 "Prérequis, interruption et
 * contre-sort", "Limitations propres à l'usage des sorts".
 */
import type { Rng } from '../dice.js';
import { type Check, type Stakes, resolveCheck } from '../sms/check.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { ALMERA_CAST_COST, type Aids, type Incantation, almeraScore } from './almera.js';
import { type AlmeraSource, LOREVAL_FORMS, type LorevalForm, type MagicRanks, magicModule, rankOf } from './catalogue.js';
import { cite } from './cite.js';
import { type Circumstance, type Difficulty, almeraDifficulty, lorevalCounterSpellDifficulty, lorevalDispelDifficulty } from './difficulty.js';
import { type SpellLimitState, type SpellUse, bookSpell } from './limit.js';
import { lorevalCastCost, lorevalScore } from './loreval.js';
import type { CasterInput, MagicCost, Score } from './score.js';
import { NO_PARAMETERS, type SpellDefinition, type SpellParameters, checkParameters, parameterMalus } from './spell.js';

export { FRESH_SPELL_LIMIT, OWN_MAGIC, type SpellLimitState, type SpellUse, bookSpell, canCast, endOwnAction } from './limit.js';

/** How the counter-spell enters the action sequence (SMS §5). */
export type CounterActionKind = 'REACTION' | 'INTERVENTION';

export interface CounterResult {
  actionKind: CounterActionKind;
  score: Score;
  difficulty: Difficulty;
  check: Check;
  success: boolean;
  stakes: Stakes;
  /** The countered spell fails with no effect. */
  cancelsSpell: boolean;
  cost: MagicCost;
  limitState: SpellLimitState | null;
}

function synthetic(variant: 'LOREVAL' | 'ALMERA', name: string, source: LorevalForm | AlmeraSource, power: number): SpellDefinition {
  return { variant, kind: 'SPELL', name, source, power, nature: 'MISC', effects: [] };
}

function limitViolations(variant: 'LOREVAL' | 'ALMERA', limit: ({ state: SpellLimitState } & SpellUse) | undefined): { violations: Violation[]; state: SpellLimitState | null } {
  if (!limit) return { violations: [], state: null };
  const r = bookSpell(variant, limit.state, { ...limit, specialPower: false });
  return r.ok ? { violations: [], state: r.value } : { violations: r.violations, state: null };
}

// ---------------------------------------------------------------------------------------
// LOREVAL counter-spell
// ---------------------------------------------------------------------------------------

export interface LorevalCounterSpellInput {
  counterer: CasterInput;
  /** The spell being cast. */
  spell: {
    form: LorevalForm;
    power: number;
    /** Rituals cannot be counter-spelled. */
    isRitual?: boolean;
    /**
     * The base die to interrupt its caster: an NPC's difficulty, or (Decision) a PC caster's
     * action score for that spell, settled like a deluxe NPC's score.
     */
    interruptBaseDie: number;
    /** The base is a PC caster's action score (a number of die points), not a die the GM gave. */
    fromCasterScore?: boolean;
  };
  /** Is the counterer the target of the spell (reaction) or not (intervention)? */
  countererIsTarget: boolean;
  circumstances?: Circumstance[];
  limit?: { state: SpellLimitState } & SpellUse;
}

/**
 * Conditions of a LOREVAL counter-spell: "Maîtriser le même type de magie … et le même rang
 * au moins que la puissance du sort à interrompre"; "Il n'y a pas de rituel de contre-sort.
 * Un simple contre-sort n'est pas assez puissant pour interrompre … un rituel"; and the
 * one-spell limit ("le lancement d'un contre-sort comptant comme tel").
 */
export function checkLorevalCounterSpell(input: LorevalCounterSpellInput): Violation[] {
  const out: Violation[] = [];
  const { spell } = input;
  if (spell.isRitual) {
    out.push(
      violation(
        'NO_COUNTER_SPELL_AGAINST_RITUAL',
        cite('LOREVAL', 'Interrompre un rituel', 'no counter-spell stops a ritual; only disrupting the ritual itself does'),
        'the spell being cast is a ritual',
      ),
    );
  }
  if (!LOREVAL_FORMS.includes(spell.form)) {
    out.push(violation('UNKNOWN_SOURCE', cite('LOREVAL', 'La magie', 'the forms are Arcane, Natural and Divine'), spell.form));
  }
  const rank = rankOf(input.counterer.ranks, spell.form);
  const formName = magicModule('LOREVAL', spell.form)?.name.en ?? spell.form;
  if (rank < 1) {
    // Another form altogether is not a rank problem: say which form the counter-spell needs.
    out.push(
      violation(
        'COUNTER_SPELL_OTHER_FORM',
        cite('LOREVAL', 'Effets magiques universels', 'a counter-spell needs the same form of magic as the spell it counters'),
        `a spell of ${formName} is countered only with ${formName}, which the counterer does not have`,
      ),
    );
  } else if (rank < spell.power) {
    out.push(
      violation(
        'COUNTER_SPELL_RANK_TOO_LOW',
        cite('LOREVAL', 'Effets magiques universels', 'a counter-spell needs the same form of magic at a rank ≥ the power of the spell'),
        `${formName} rank ${rank} < power ${spell.power}`,
      ),
    );
  }
  out.push(...limitViolations('LOREVAL', input.limit).violations);
  return out;
}

/**
 * Resolve a LOREVAL counter-spell: a defensive action (reaction if one is the target,
 * intervention otherwise) against the base die to interrupt the caster + 2 per power level
 * above 1; it costs fatigue "comme pour le lancement d'un sort standard".
 */
export function resolveLorevalCounterSpell(rng: Rng, input: LorevalCounterSpellInput): RuleResult<CounterResult> {
  const violations = checkLorevalCounterSpell(input);
  if (violations.length) return fail(...violations);
  const score = lorevalScore({ spell: synthetic('LOREVAL', 'counter-spell', input.spell.form, input.spell.power), caster: input.counterer });
  const difficulty = lorevalCounterSpellDifficulty({
    interruptBaseDie: input.spell.interruptBaseDie,
    fromCasterScore: input.spell.fromCasterScore ?? false,
    power: input.spell.power,
    circumstances: input.circumstances ?? [],
  });
  const check = resolveCheck(rng, score.score, difficulty.die);
  return ok({
    actionKind: input.countererIsTarget ? 'REACTION' : 'INTERVENTION',
    score,
    difficulty,
    check,
    success: check.success,
    stakes: check.stakes,
    cancelsSpell: check.success,
    cost: lorevalCastCost('SPELL'),
    limitState: limitViolations('LOREVAL', input.limit).state,
  });
}

// ---------------------------------------------------------------------------------------
// LOREVAL dispel and ritual of dissipation
// ---------------------------------------------------------------------------------------

export interface LorevalDispelInput {
  dispeller: CasterInput;
  /** The effect in place. */
  effect: {
    power: number;
    /** Parameters the dispelled spell was cast with (its area and duration carry over). */
    parameters: SpellParameters;
    /** Ritual magic: cannot be dispelled for good by a dispel. */
    fromRitual?: boolean;
  };
  /** Range step (0..3) needed to reach the effect from where the dispeller stands. */
  rangeToEffect: number;
  /**
   * FULL: undo the effect. TEMPORARY: suppress it partially and for a while, with the
   * dispel's own parameters ("Dissipation temporaire").
   */
  mode: 'FULL' | 'TEMPORARY';
  temporaryParameters?: SpellParameters;
  circumstances?: Circumstance[];
  limit?: { state: SpellLimitState } & SpellUse;
}

export interface DispelResult {
  /** The form used: the dispeller's best form ("une magie quelconque"). */
  form: LorevalForm;
  score: Score;
  difficulty: Difficulty;
  check: Check;
  success: boolean;
  stakes: Stakes;
  dispelled: boolean;
  /** For TEMPORARY: where and for how long the magic stops. */
  temporary: SpellParameters | null;
  cost: MagicCost;
  limitState: SpellLimitState | null;
}

function bestForm(ranks: MagicRanks): LorevalForm {
  return [...LOREVAL_FORMS].sort((a, b) => rankOf(ranks, b) - rankOf(ranks, a))[0]!;
}

/**
 * Conditions of a LOREVAL dispel: "Maîtriser le même rang au moins que la puissance du sort à
 * dissiper dans une magie quelconque"; a ritual's magic "ne peut pas être dissipée
 * totalement" (only temporarily/partially, or by a ritual of dissipation).
 */
export function checkLorevalDispel(input: LorevalDispelInput): Violation[] {
  const out: Violation[] = [];
  const form = bestForm(input.dispeller.ranks);
  const rank = rankOf(input.dispeller.ranks, form);
  if (rank < input.effect.power) {
    out.push(
      violation(
        'DISPEL_RANK_TOO_LOW',
        cite('LOREVAL', 'Effets magiques universels', 'a dispel needs any form of magic at a rank ≥ the power of the effect'),
        `best form rank ${rank} < power ${input.effect.power}`,
      ),
    );
  }
  if (input.effect.fromRitual && input.mode === 'FULL') {
    out.push(
      violation(
        'RITUAL_MAGIC_NOT_DISPELLABLE',
        cite('LOREVAL', 'Dissipation temporaire', 'ritual magic cannot be dispelled for good, only partially and temporarily, or by a ritual of dissipation'),
        'full dispel of a ritual effect',
      ),
    );
  }
  if (!Number.isInteger(input.rangeToEffect) || input.rangeToEffect < 0 || input.rangeToEffect > 3) {
    out.push(violation('BAD_PARAMETER', cite('LOREVAL', 'Manipuler un sort', 'range has three steps, −1 to −3'), `range ${input.rangeToEffect}`));
  }
  if (input.mode === 'TEMPORARY') out.push(...checkParameters('LOREVAL', 'SPELL', input.temporaryParameters ?? NO_PARAMETERS));
  out.push(...limitViolations('LOREVAL', input.limit).violations);
  return out;
}

/**
 * Resolve a LOREVAL dispel: score with "les mêmes modificateurs … apportés au sort à dissiper
 * pour augmenter ses paramètres de durée et de zone d'effet et avec le malus de la portée
 * requise" (a temporary dispel uses its own parameters instead); die D4 + 2 per power level
 * above 1; fatigue as for a spell.
 */
export function resolveLorevalDispel(rng: Rng, input: LorevalDispelInput): RuleResult<DispelResult> {
  const violations = checkLorevalDispel(input);
  if (violations.length) return fail(...violations);
  const form = bestForm(input.dispeller.ranks);
  const parameters: SpellParameters =
    input.mode === 'TEMPORARY'
      ? (input.temporaryParameters ?? NO_PARAMETERS)
      : { range: input.rangeToEffect, area: input.effect.parameters.area, duration: input.effect.parameters.duration };
  const score = lorevalScore({ spell: synthetic('LOREVAL', 'dispel', form, input.effect.power), caster: input.dispeller, parameters });
  const difficulty = lorevalDispelDifficulty({ power: input.effect.power, circumstances: input.circumstances ?? [] });
  const check = resolveCheck(rng, score.score, difficulty.die);
  return ok({
    form,
    score,
    difficulty,
    check,
    success: check.success,
    stakes: check.stakes,
    dispelled: check.success,
    temporary: input.mode === 'TEMPORARY' ? parameters : null,
    cost: lorevalCastCost('SPELL'),
    limitState: limitViolations('LOREVAL', input.limit).state,
  });
}

/**
 * A ritual of dissipation ("Rituel de dissipation"): "maîtriser la magie rituelle et une magie
 * quelconque au rang de la puissance du rituel. Le temps d'incantation … est identique à celui
 * du rituel qui a créé la magie." Returns the ritual to perform (see ritual.ts) with the
 * dissipater's best form.
 */
export function ritualOfDissipation(original: SpellDefinition, ranks: MagicRanks): RuleResult<SpellDefinition> {
  const out: Violation[] = [];
  if (original.variant !== 'LOREVAL' || original.kind !== 'RITUAL') {
    out.push(violation('NOT_A_LOREVAL_RITUAL', cite('LOREVAL', 'Rituel de dissipation', 'a ritual of dissipation undoes a LOREVAL ritual'), original.name));
  }
  if (rankOf(ranks, 'RITUAL') < 1) {
    out.push(violation('MISSING_PREREQUISITE_MODULE', cite('LOREVAL', 'Rituel de dissipation', 'a ritual of dissipation requires Ritual magic'), 'Ritual magic rank 0'));
  }
  const form = bestForm(ranks);
  if (rankOf(ranks, form) < original.power) {
    out.push(
      violation(
        'DISPEL_RANK_TOO_LOW',
        cite('LOREVAL', 'Rituel de dissipation', 'a ritual of dissipation requires any form of magic at a rank ≥ the power of the ritual'),
        `best form rank ${rankOf(ranks, form)} < power ${original.power}`,
      ),
    );
  }
  if (out.length) return fail(...out);
  return ok({
    variant: 'LOREVAL',
    kind: 'RITUAL',
    name: `Dissipation: ${original.name}`,
    source: form,
    power: original.power,
    nature: 'MISC',
    effects: [{ kind: 'NARRATIVE', description: `dissipates ${original.name} for good` }],
    ritual: {
      castingTime: original.ritual?.castingTime ?? '',
      prerequisites: [],
    },
  });
}

// ---------------------------------------------------------------------------------------
// ALMERA counter-spell
// ---------------------------------------------------------------------------------------

export interface AlmeraCounterSpellInput {
  counterer: CasterInput;
  /** The counter-spell's own power: it must be ≥ the countered spell's to stop it. */
  power: number;
  /** The spell being cast. */
  countered: { source: AlmeraSource; power: number; level: 1 | 2 };
  /** "ne comporte généralement qu'une augmentation de portée". */
  parameters?: SpellParameters;
  aids?: Aids;
  incantation?: Incantation;
  interruptionMalus?: number;
  countererIsTarget: boolean;
  circumstances?: Circumstance[];
  limit?: { state: SpellLimitState } & SpellUse;
}

/**
 * Conditions of an ALMERA counter-spell: "Ceci n'est possible que si les deux mages
 * s'abreuvent à la même source de magie"; it is a spell (power 1..5, parameters) and counts
 * against the one-spell limit.
 */
export function checkAlmeraCounterSpell(input: AlmeraCounterSpellInput): Violation[] {
  const out: Violation[] = [];
  if (rankOf(input.counterer.ranks, input.countered.source) < 1) {
    out.push(
      violation(
        'COUNTER_SPELL_OTHER_SOURCE',
        cite('ALMERA', 'Prérequis, interruption et contre-sort', 'a counter-spell is only possible between casters of the same source'),
        `the counterer lacks ${magicModule('ALMERA', input.countered.source)?.name.en}`,
      ),
    );
  }
  if (!Number.isInteger(input.power) || input.power < 1 || input.power > 5) {
    out.push(violation('POWER_OUT_OF_RANGE', cite('ALMERA', 'Sélectionner l’effet d’un sort', 'a power is a level from 1 to 5'), `power ${input.power}`));
  }
  out.push(...checkParameters('ALMERA', 'SPELL', input.parameters ?? NO_PARAMETERS));
  out.push(...limitViolations('ALMERA', input.limit).violations);
  return out;
}

/**
 * Resolve an ALMERA counter-spell. Decision: its die is its own power on the countered
 * spell's level table. Success with enough power ("égal ou supérieur à la puissance du sort
 * contré") makes the other spell fail with no effect; failure "se retourne contre le lanceur
 * du contre-sort exactement comme un échec de lancer de sort" (the stakes). +1 exhaustion.
 */
export function resolveAlmeraCounterSpell(rng: Rng, input: AlmeraCounterSpellInput): RuleResult<CounterResult> {
  const violations = checkAlmeraCounterSpell(input);
  if (violations.length) return fail(...violations);
  const spell = synthetic('ALMERA', 'counter-spell', input.countered.source, input.power);
  const { score } = almeraScore({
    spell,
    caster: input.counterer,
    parameters: input.parameters ?? NO_PARAMETERS,
    aids: input.aids,
    incantation: input.incantation,
    interruptionMalus: input.interruptionMalus ?? 0,
  });
  const difficulty = almeraDifficulty({ power: input.power, level: input.countered.level, circumstances: input.circumstances ?? [] });
  const check = resolveCheck(rng, score.score, difficulty.die);
  return ok({
    actionKind: input.countererIsTarget ? 'REACTION' : 'INTERVENTION',
    score,
    difficulty,
    check,
    success: check.success,
    stakes: check.stakes,
    cancelsSpell: check.success && input.power >= input.countered.power,
    cost: ALMERA_CAST_COST,
    limitState: limitViolations('ALMERA', input.limit).state,
  });
}

/** Parameter malus the dispel of an effect inherits (area + duration of the original, + range to reach it). */
export function dispelInheritedMalus(effectParameters: SpellParameters, rangeToEffect: number): number {
  return parameterMalus({ range: rangeToEffect, area: effectParameters.area, duration: effectParameters.duration });
}
