/**
 * LOREVAL magic (seed 000 "LA MAGIE" …): the action score of a spell, ritual or special
 * power, and what casting costs.
 */
import { type MagicModuleKey, magicModule, rankOf } from './catalogue.js';
import { citeWords, line } from './words.js';
import {
  type AssistantInput,
  type CasterInput,
  type MagicCost,
  type Score,
  type ScoreStep,
  assistantSteps,
  buildScore,
  interruptionStep,
  parameterStep,
  relatedModuleSteps,
} from './score.js';
import { type SpellDefinition, type SpellParameters, NO_PARAMETERS, parameterMalus, requiredModules } from './spell.js';

/** Score steps for the predefined modules a LOREVAL spell involves (form, occult, ritual, power). */
export function lorevalModuleSteps(spell: SpellDefinition, caster: CasterInput): ScoreStep[] {
  return requiredModules(spell).map((r) => {
    const name = magicModule('LOREVAL', r.key as MagicModuleKey)?.name ?? { en: r.key, fr: r.key };
    const rank = rankOf(caster.ranks, r.key);
    return line(
      { en: `${name.en} : ${rank}`, fr: `${name.fr} : ${rank}` },
      rank,
      citeWords('LOREVAL', 'La magie', {
        en: 'casting is an action: the score sums the ranks of the magic modules involved',
        fr: 'lancer un sort est une action : le score additionne les rangs des modules de magie en jeu',
      }),
    );
  });
}

export interface LorevalScoreInput {
  spell: SpellDefinition;
  caster: CasterInput;
  parameters?: SpellParameters;
  /** Malus from an intervention that hurts or shakes the caster (1..3). */
  interruptionMalus?: number;
  assistants?: AssistantInput[];
  /** Extra steps a caller needs (e.g. a dispel's inherited parameter malus). */
  extraSteps?: ScoreStep[];
}

/**
 * LOREVAL action score: form (+ occult module, + Ritual magic, + special-power module) ranks
 * + related modules − parameter malus (absorbed by resistive modules covering spell
 * extension) − interruption + assistants. Fatigue and wounds come in as declared negative
 * modules, as for any SMS action.
 */
export function lorevalScore(input: LorevalScoreInput): Score {
  const related = relatedModuleSteps('LOREVAL', input.caster.modules);
  const steps: ScoreStep[] = [...lorevalModuleSteps(input.spell, input.caster), ...related.steps];
  const p = parameterStep('LOREVAL', parameterMalus(input.parameters ?? NO_PARAMETERS), related.parameterResistance);
  if (p) steps.push(p);
  steps.push(...(input.extraSteps ?? []));
  const i = interruptionStep('LOREVAL', input.interruptionMalus ?? 0);
  if (i) steps.push(i);
  steps.push(...assistantSteps('LOREVAL', input.assistants));
  return buildScore(steps);
}

/**
 * What a LOREVAL cast costs the caster, success or failure:
 * - spell, counter-spell, dispel: one rank of lasting fatigue ("on affectera un rang d'un
 *   module négatif de fatigue à la fois mentale et physique à chaque fois qu'un personnage
 *   fait usage de ses pouvoirs");
 * - special power: passing fatigue instead ("ne consomment pas de fatigue durable mais de la
 *   fatigue passagère"), Decision: one level.
 * Rituals: see ritual.ts.
 */
export function lorevalCastCost(kind: 'SPELL' | 'POWER'): MagicCost {
  return kind === 'POWER'
    ? { exhaustionDelta: 0, lastingFatigueDelta: 0, passingFatigueDelta: 1 }
    : { exhaustionDelta: 0, lastingFatigueDelta: 1, passingFatigueDelta: 0 };
}

/**
 * An assistant in a LOREVAL joint casting uses their powers too. Decision: one rank of
 * lasting fatigue each, by the same fatigue rule.
 */
export const LOREVAL_ASSISTANT_COST: MagicCost = { exhaustionDelta: 0, lastingFatigueDelta: 1, passingFatigueDelta: 0 };
