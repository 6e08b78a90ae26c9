/**
 * Casting a spell (or a LOREVAL special power) in either variant: validation, score,
 * difficulty, the roll through the bare SMS check, what it costs and what it does.
 *
 * The API persists the outcome: it books `cost` on the caster (and `assistantCosts`), inflicts
 * `effects.woundsToInflict`, removes `effects.healed[].woundIds`, adds the temporary modules,
 * and stores `limitState`.
 */
import type { Rng } from '../dice.js';
import { type Check, type Stakes, odds, resolveCheck } from '../sms/check.js';
import type { Module } from '../sms/module.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { ALMERA_ASSISTANT_COST, ALMERA_CAST_COST, type Aids, type Incantation, almeraScore, checkAlmeraAssistants } from './almera.js';
import { DEFAULT_MAGIC_SETTINGS, type MagicSettings, type MagicVariant } from './catalogue.js';
import { cite } from './cite.js';
import {
  type AlmeraResistance,
  ALMERA_RESISTANCE_SHIFT,
  type Circumstance,
  type Difficulty,
  almeraDifficulty,
  lorevalDifficulty,
} from './difficulty.js';
import {
  type DamageDefence,
  type DamageType,
  SEVERITY_NAMES,
  type SeverityName,
  type WoundRecord,
  barrierShift,
  counterEffectCancels,
  counterEffectRank,
  damageAgainst,
  effectiveEnhancementRank,
  healByLevels,
  healBySeverity,
  itemEnhancementPoints,
  protectionPoints,
  temporaryModule,
} from './effects.js';
import { type ActingCounterEffect, type RecordedBarrier, type RecordedCounterEffect, actingCounterEffects, barrierStep } from './defences.js';
import { type SpellLimitState, type SpellUse, bookSpell } from './limit.js';
import { LOREVAL_ASSISTANT_COST, lorevalCastCost, lorevalScore } from './loreval.js';
import { type NpcCounter, counteredDifficulty } from './npc-magic.js';
import type { AssistantInput, CasterInput, MagicCost, ParticipantCost, Score } from './score.js';
import {
  NO_PARAMETERS,
  type SpellDefinition,
  type SpellParameters,
  almeraLevel,
  checkCasterPrerequisites,
  checkParameters,
  natureOfEffect,
  validateSpell,
} from './spell.js';

/** A target of the spell, with what the rules need to know about it. */
export interface SpellTarget {
  id: string;
  /** How messages name it (its id when absent). */
  name?: string;
  /**
   * Resists the spell. Default: true for a spell with an offensive effect ("elle ne l'est
   * jamais en cas d'attaque magique"), false otherwise.
   */
  opposes?: boolean;
  /** LOREVAL: the opposing target's base die (its difficulty to take a light wound). */
  baseDie?: number;
  /** ALMERA: an unwilling target's resistance to magic. */
  resistance?: AlmeraResistance;
  /** Current wounds, for healing. */
  wounds?: WoundRecord[];
  /** For a mortal wound: did the target survive it (a PC out of combat)? Default true. */
  survivedMortal?: boolean;
  /**
   * Armour and protections against an offensive effect; `counterEffectRanks`, when given (even
   * empty), is the GM's ruling and replaces the counter-effects recorded on the target.
   */
  defence?: DamageDefence;
  /** Barriers recorded on the target: the strongest raises the die of an offensive spell at it. */
  barriers?: RecordedBarrier[];
  /** The GM's call that its barrier cannot stand against this spell (default true). */
  barrierApplies?: boolean;
  /** Counter-effects recorded on the target: those matching the spell cancel it by themselves. */
  counterEffects?: RecordedCounterEffect[];
  /** Result die of an opposed roll between PCs: its class adds wound levels. */
  resultDie?: number;
}

export type CancelledBy = 'INTERRUPTION' | 'COUNTER_SPELL';

export interface CastSpellInput {
  spell: SpellDefinition;
  /** True when the spell is improvised on the spot ("le mage peut innover"); rituals cannot be. */
  improvised?: boolean;
  caster: CasterInput;
  parameters?: SpellParameters;
  targets?: SpellTarget[];
  circumstances?: Circumstance[];
  /** ALMERA only. */
  aids?: Aids;
  /** ALMERA only. */
  incantation?: Incantation;
  /** Malus (1..3) from an intervention that hurts or shakes the caster. */
  interruptionMalus?: number;
  /** The spell was cut short by a successful interruption or counter-spell: no roll, no effect. */
  cancelledBy?: CancelledBy | null;
  assistants?: AssistantInput[];
  /** One-spell limit: the caster's counter state and how this spell is cast. */
  limit?: { state: SpellLimitState } & SpellUse;
  settings?: MagicSettings;
  /** NPCs countering this spell in the encounter (decision 58): the die is the harder of the spell's and theirs. */
  npcCounters?: NpcCounter[];
}

export type CastOutcome = 'SUCCESS' | 'FAILURE' | 'INTERRUPTED' | 'COUNTERED';

export interface WoundToInflict {
  targetId: string;
  severity: number;
  severityName: SeverityName;
  damageType: DamageType;
  elemental: boolean;
  levels: number;
}

export interface SpellEffectsOutcome {
  woundsToInflict: WoundToInflict[];
  /** Counter-effects that met the offensive effect, target by target, and whether they cancelled it. */
  counterEffects: (ActingCounterEffect & { targetId: string; cancels: boolean })[];
  /** Targets whose counter-effect cancelled the offensive effect. */
  cancelledByCounterEffect: string[];
  /** Targets whose armour loses one category (elemental hit). */
  armourErodes: string[];
  healed: { targetId: string; woundIds: string[]; stabilised: boolean; restoresLostPart: boolean }[];
  /** Enhancements, diminutions and occult protections: temporary modules (source MAGIC). */
  temporaryModules: { targetIds: string[]; module: Module }[];
  barrier: { targetIds: string[]; defenceDieShift: number; attackerDieShift: number } | null;
  protection: { targetIds: string[]; damageType: DamageType; elemental: boolean; points: number } | null;
  counterEffect: { targetIds: string[]; against: string; rank: number } | null;
  itemEnhancement: { aspect: 'DAMAGE' | 'PROTECTION'; damageType: DamageType; elemental: boolean; points: number } | null;
  narrative: string | null;
  /** Duration parameter 0..3 (0 = instant / until the caster's next action). */
  duration: number;
  /**
   * LOREVAL: a spell with a duration keeps a link with its caster, who "ne peut se reposer
   * et retrouver sa pleine énergie" while it runs (see recovery.ts).
   */
  maintainedByCaster: boolean;
}

export interface CastResult {
  variant: MagicVariant;
  spellName: string;
  kind: 'SPELL' | 'POWER';
  improvised: boolean;
  outcome: CastOutcome;
  score: Score;
  difficulty: Difficulty;
  /** Null when no roll happened because the spell was cancelled. */
  check: Check | null;
  success: boolean;
  /** Stakes of a failure (the GM sets the consequence, related to the spell: seed 003). */
  stakes: Stakes;
  /** Booked whatever the outcome. */
  cost: MagicCost;
  assistantCosts: ParticipantCost[];
  /** Each assistant's part: what it added to the score and what it paid. */
  assistants: AssistantPart[];
  /** ALMERA components dispersed by the cast. */
  componentsConsumed: number;
  effects: SpellEffectsOutcome | null;
  /** The limit state after this cast, when one was given. */
  limitState: SpellLimitState | null;
  /** Inputs the variant ignores, said so. */
  notes: string[];
}

/**
 * Does the target resist the spell? Its `opposes` when given; else an ALMERA target given a
 * resistance is unwilling by that very fact (« si la cible d'un effet n'est pas volontaire »,
 * seed 003), and otherwise a target opposes an offensive spell only.
 */
function targetOpposes(spell: SpellDefinition, t: SpellTarget): boolean {
  if (t.opposes != null) return t.opposes;
  if (spell.variant === 'ALMERA' && t.resistance != null) return true;
  return spell.effects.some((e) => natureOfEffect(e) === 'OFFENSIVE');
}

/**
 * The difficulty of a cast (no roll): LOREVAL D4 / opposing target's die / D8 for a special
 * power, +2 per power level; ALMERA by level and the target's resistance. With several
 * opposing targets the hardest counts (MAGIC.md Decision).
 */
export function castingDifficulty(input: Pick<CastSpellInput, 'spell' | 'targets' | 'circumstances'>): Difficulty {
  const { spell } = input;
  const opposing = (input.targets ?? []).filter((t) => targetOpposes(spell, t));
  // A barrier stands against attacks (« accroissent la difficulté d'un PJ à porter une attaque
  // sur un PNJ protégé »): it counts on an offensive spell, per target, and the hardest target
  // as a whole sets the die.
  const offensive = spell.effects.some((e) => natureOfEffect(e) === 'OFFENSIVE');
  const barrierOf = (t: SpellTarget) => (offensive ? barrierStep(t.barriers ?? [], 'ATTACKING_PROTECTED', t.barrierApplies ?? true) : null);
  const barrierCircumstance = (t: SpellTarget | undefined): Circumstance[] => {
    const b = t ? barrierOf(t) : null;
    const who = t?.name ?? t?.id;
    return b ? [{ label: `${who}: ${b.label}`, points: b.shift, rule: b.rule, ...(b.fr ? { fr: { label: `${who} : ${b.fr.label}`, rule: b.fr.rule } } : {}) }] : [];
  };
  const hardestBy = (points: (t: SpellTarget) => number): SpellTarget | undefined =>
    opposing.reduce<SpellTarget | undefined>((best, t) => (best === undefined || points(t) > points(best) ? t : best), undefined);
  if (spell.variant === 'LOREVAL') {
    const withDie = opposing.filter((t) => t.baseDie != null);
    const hardest = withDie.reduce<SpellTarget | undefined>((best, t) => {
      const p = (x: SpellTarget) => x.baseDie! + (barrierOf(x)?.shift ?? 0);
      return best === undefined || p(t) > p(best) ? t : best;
    }, undefined);
    return lorevalDifficulty({
      kind: spell.kind === 'POWER' ? 'POWER' : 'SPELL',
      power: spell.power,
      opposedBaseDie: hardest?.baseDie ?? null,
      // A special power's die ignores the target's (Decision 20), not the barrier in its way.
      circumstances: [...barrierCircumstance(spell.kind === 'POWER' ? hardestBy((t) => barrierOf(t)?.shift ?? 0) : hardest), ...(input.circumstances ?? [])],
    });
  }
  const hardest = hardestBy((t) => (t.resistance ? ALMERA_RESISTANCE_SHIFT[t.resistance] : 0) + (barrierOf(t)?.shift ?? 0));
  return almeraDifficulty({
    power: spell.power,
    level: almeraLevel(spell),
    resistance: hardest?.resistance ?? null,
    circumstances: [...barrierCircumstance(hardest), ...(input.circumstances ?? [])],
  });
}

/** The caster's score for this cast (no roll), with the ALMERA components it would consume. */
export function castingScore(input: CastSpellInput): { score: Score; componentsConsumed: number } {
  if (input.spell.variant === 'LOREVAL') {
    return {
      score: lorevalScore({
        spell: input.spell,
        caster: input.caster,
        parameters: input.parameters ?? NO_PARAMETERS,
        interruptionMalus: input.interruptionMalus ?? 0,
        assistants: input.assistants ?? [],
      }),
      componentsConsumed: 0,
    };
  }
  return almeraScore({
    spell: input.spell,
    caster: input.caster,
    parameters: input.parameters ?? NO_PARAMETERS,
    aids: input.aids,
    incantation: input.incantation,
    interruptionMalus: input.interruptionMalus ?? 0,
    assistants: input.assistants ?? [],
  });
}

/** Every reason the cast is illegal (empty when it may go ahead). */
export function castViolations(input: CastSpellInput): Violation[] {
  const { spell } = input;
  const v = spell.variant;
  const out: Violation[] = [];
  const valid = validateSpell(spell, input.settings ?? DEFAULT_MAGIC_SETTINGS);
  if (!valid.ok) out.push(...valid.violations);
  if (spell.kind === 'RITUAL') {
    out.push(
      violation(
        'RITUAL_NOT_A_SPELL',
        cite(v, v === 'LOREVAL' ? 'La magie rituelle' : 'Exécuter un rituel', 'a ritual is performed as a ritual (performRitual), not cast as a spell'),
        `${spell.name} is a ritual`,
      ),
    );
  }
  out.push(...checkCasterPrerequisites(spell, input.caster.ranks));
  out.push(...checkParameters(v, spell.kind, input.parameters ?? NO_PARAMETERS));
  const im = input.interruptionMalus ?? 0;
  if (!Number.isInteger(im) || im < 0 || im > 3) {
    out.push(violation('BAD_INTERRUPTION_MALUS', 'SMS §4: circumstances are ±1 slightly, ±2 advantaged, ±3 very advantaged', `interruption malus ${im}`));
  }
  const ex = input.caster.exhaustion ?? 0;
  if (!Number.isInteger(ex) || ex < 0) {
    out.push(violation('BAD_EXHAUSTION', cite('ALMERA', 'Épuisement magique', 'exhaustion is a counter ≥ 0'), `exhaustion ${ex}`));
  }
  if (v === 'LOREVAL' && spell.kind !== 'POWER') {
    for (const t of input.targets ?? []) {
      if (targetOpposes(spell, t) && t.baseDie == null) {
        out.push(
          violation(
            'TARGET_BASE_DIE_REQUIRED',
            cite('LOREVAL', 'Difficulté pour lancer un sort', "against an opposed target, the target's defence sets the base difficulty"),
            `target ${t.name ?? t.id} opposes the spell but has no base die`,
          ),
        );
      }
    }
  }
  if (v === 'ALMERA') {
    out.push(...checkAlmeraAssistants(spell, input.assistants ?? []));
    for (const t of input.targets ?? []) {
      // A resistance on a target said to be willing would be dropped without a word: refuse it.
      if (t.resistance != null && t.opposes === false) {
        out.push(
          violation(
            'RESISTANCE_ON_WILLING_TARGET',
            cite('ALMERA', 'Effet des sorts, mesurable ou non, et difficulté', 'only an unwilling target adds its resistance to magic; a willing one leaves the die to the power'),
            `target ${t.name ?? t.id} is given a resistance (${t.resistance}) but does not oppose the spell`,
          ),
        );
      }
    }
  }
  if (input.limit) {
    const booked = bookSpell(v, input.limit.state, { ...input.limit, specialPower: spell.kind === 'POWER' });
    if (!booked.ok) out.push(...booked.violations);
  }
  return out;
}

/** What a successful spell does, target by target. */
export function spellEffects(
  spell: SpellDefinition,
  opts: { casterId: string; targets: readonly SpellTarget[]; parameters: SpellParameters },
): SpellEffectsOutcome {
  const area = opts.parameters.area > 0;
  const targets = opts.targets;
  const targetIds = targets.length ? targets.map((t) => t.id) : [opts.casterId];
  const out: SpellEffectsOutcome = {
    woundsToInflict: [],
    counterEffects: [],
    cancelledByCounterEffect: [],
    armourErodes: [],
    healed: [],
    temporaryModules: [],
    barrier: null,
    protection: null,
    counterEffect: null,
    itemEnhancement: null,
    narrative: null,
    duration: opts.parameters.duration,
    maintainedByCaster: spell.variant === 'LOREVAL' && opts.parameters.duration > 0,
  };
  const p = spell.power;
  for (const e of spell.effects) {
    switch (e.kind) {
      case 'DAMAGE':
        for (const t of targets) {
          const acting = actingCounterEffects(t.counterEffects ?? [], spell, t.defence?.counterEffectRanks);
          const defence = { ...(t.defence ?? {}), counterEffectRanks: acting.map((c) => c.rank) };
          const d = damageAgainst(p, e.damageType, e.elemental ?? false, { area, resultDie: t.resultDie ?? null, defence });
          if (!out.counterEffects.some((c) => c.targetId === t.id)) {
            for (const c of acting) out.counterEffects.push({ ...c, targetId: t.id, cancels: counterEffectCancels(c.rank, p) });
          }
          if (d.cancelledByCounterEffect) out.cancelledByCounterEffect.push(t.id);
          if (d.armourErodes) out.armourErodes.push(t.id);
          if (d.severity > 0) {
            out.woundsToInflict.push({
              targetId: t.id,
              severity: d.severity,
              severityName: SEVERITY_NAMES[d.severity],
              damageType: e.damageType,
              elemental: e.elemental ?? false,
              levels: d.levels,
            });
          }
        }
        break;
      case 'HEAL_SEVERITY':
      case 'HEAL_LEVELS':
        for (const t of targets.length ? targets : [{ id: opts.casterId } as SpellTarget]) {
          const h =
            e.kind === 'HEAL_SEVERITY'
              ? healBySeverity(p, t.wounds ?? [], { area, survived: t.survivedMortal ?? true })
              : healByLevels(p, e.damageType, e.elemental ?? false, t.wounds ?? [], { area });
          out.healed.push({ targetId: t.id, woundIds: h.healedWoundIds, stabilised: h.stabilised, restoresLostPart: h.restoresLostPart });
        }
        break;
      case 'BARRIER':
        out.barrier = { targetIds, ...barrierShift(p) };
        break;
      case 'PROTECTION':
        out.protection = { targetIds, damageType: e.damageType, elemental: e.elemental ?? false, points: protectionPoints(p, e.damageType, e.elemental ?? false) };
        break;
      case 'OCCULT_PROTECTION': {
        const m = temporaryModule({ ...e.module, polarity: 'POSITIVE' }, area);
        if (m) out.temporaryModules.push({ targetIds, module: m });
        break;
      }
      case 'ENHANCEMENT': {
        const m = temporaryModule(e.module, area);
        if (m) out.temporaryModules.push({ targetIds, module: m });
        break;
      }
      case 'COUNTER_EFFECT':
        // Graded like an enhancement, so an area costs it one rank too (Decision).
        out.counterEffect = { targetIds, against: e.against, rank: effectiveEnhancementRank(counterEffectRank(e.scope, p), area) };
        break;
      case 'ITEM_ENHANCEMENT':
        out.itemEnhancement = { aspect: e.aspect, damageType: e.damageType, elemental: e.elemental ?? false, points: itemEnhancementPoints(p, e.damageType, e.elemental ?? false) };
        break;
      case 'NARRATIVE':
        out.narrative = e.description ?? spell.description ?? spell.name;
        break;
    }
  }
  return out;
}

/** One assistant's part in a joint casting: the points it adds to the score and what it pays. */
export interface AssistantPart {
  id: string;
  /** +1 per module of theirs entering play (the score's assistant step). */
  points: number;
  cost: MagicCost;
}

/**
 * What each assistant brings and pays, before or after the cast (SMS §2 collaborative actions;
 * seed 003 "Lancer un sort à plusieurs"). Decision: each pays like a caster (ALMERA +1
 * exhaustion, LOREVAL one lasting fatigue).
 */
export function assistantParts(variant: MagicVariant, assistants: readonly AssistantInput[] = []): AssistantPart[] {
  const cost = variant === 'LOREVAL' ? LOREVAL_ASSISTANT_COST : ALMERA_ASSISTANT_COST;
  return assistants.map((a) => ({ id: a.id, points: Math.max(0, a.modulesInPlay), cost }));
}

/** Odds of a cast before rolling (for the API's preview), with each assistant's part. */
export function previewCast(
  input: CastSpellInput,
): RuleResult<{ score: Score; difficulty: Difficulty; probability: number; automatic: boolean; impossible: boolean; assistants: AssistantPart[] }> {
  const violations = castViolations(input);
  if (violations.length) return fail(...violations);
  const { score } = castingScore(input);
  const countered = counteredDifficulty(input.spell.variant, castingDifficulty(input), input.npcCounters ?? []);
  if (!countered.ok) return countered;
  const difficulty = countered.value;
  const o = odds(score.score, difficulty.die);
  return ok({ score, difficulty, probability: o.probability, automatic: o.automatic, impossible: o.impossible, assistants: assistantParts(input.spell.variant, input.assistants) });
}

/**
 * Cast a spell or a LOREVAL special power (seed 000 "LA MAGIE"; seed 003 "Lancer un sort").
 * Illegal casts return every violation. A legal cast always costs (LOREVAL: one lasting
 * fatigue, passing for a power; ALMERA: +1 exhaustion), "que celui-ci soit une réussite ou un
 * échec", even when it is cancelled.
 */
export function castSpell(rng: Rng, input: CastSpellInput): RuleResult<CastResult> {
  const violations = castViolations(input);
  if (violations.length) return fail(...violations);
  const { spell } = input;
  const v = spell.variant;
  const kind = spell.kind === 'POWER' ? 'POWER' : 'SPELL';
  const parameters = input.parameters ?? NO_PARAMETERS;
  const notes: string[] = [];
  if (v === 'LOREVAL' && input.aids) notes.push('aids (components, foci, totems) are an ALMERA rule: ignored');
  if (v === 'LOREVAL' && input.incantation) notes.push('the incantation malus is an ALMERA rule: ignored');
  if (v === 'LOREVAL' && (input.targets ?? []).some((t) => t.resistance != null)) notes.push("a target's resistance to magic is an ALMERA rule: LOREVAL uses the target's base die");

  const { score, componentsConsumed } = castingScore(input);
  const countered = counteredDifficulty(v, castingDifficulty(input), input.npcCounters ?? []);
  if (!countered.ok) return countered;
  const difficulty = countered.value;

  let check: Check | null = null;
  let outcome: CastOutcome;
  if (input.cancelledBy) {
    outcome = input.cancelledBy === 'INTERRUPTION' ? 'INTERRUPTED' : 'COUNTERED';
  } else {
    check = resolveCheck(rng, score.score, difficulty.die);
    outcome = check.success ? 'SUCCESS' : 'FAILURE';
  }

  const cost = v === 'LOREVAL' ? lorevalCastCost(kind) : ALMERA_CAST_COST;
  let limitState: SpellLimitState | null = null;
  if (input.limit) {
    const booked = bookSpell(v, input.limit.state, { ...input.limit, specialPower: kind === 'POWER' });
    limitState = booked.ok ? booked.value : input.limit.state;
  }
  const casterId = input.caster.id ?? 'caster';
  return ok({
    variant: v,
    spellName: spell.name,
    kind,
    improvised: input.improvised ?? false,
    outcome,
    score,
    difficulty,
    check,
    success: outcome === 'SUCCESS',
    stakes: check?.stakes ?? 'NONE',
    cost,
    assistantCosts: assistantParts(v, input.assistants).map((a) => ({ id: a.id, cost: a.cost })),
    assistants: assistantParts(v, input.assistants),
    // Components melt into the magic as the cast begins, so a cancelled cast consumes them too.
    componentsConsumed,
    effects: outcome === 'SUCCESS' ? spellEffects(spell, { casterId, targets: input.targets ?? [], parameters }) : null,
    limitState,
    notes,
  });
}
