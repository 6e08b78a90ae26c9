/**
 * ALMERA / MOD-US magic (seed 003): the action score of a spell or ritual, aids,
 * incantation, magical exhaustion, and what casting costs.
 */
import { ALMERA_EXHAUSTION_RESISTANCE_MAX_RANK, type MagicModuleKey, magicModule, rankOf } from './catalogue.js';
import { cite } from './cite.js';
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
import { type Violation, violation } from '../violation.js';

/** Components, foci and totems brought to the cast ("Aides au lancement des sorts"). */
export interface Aids {
  components: number;
  foci: number;
  totems: number;
}

/** Voice and a free hand ("Pour lancer un sort, le mage doit disposer d'une main de libre et être en mesure de parler"). */
export interface Incantation {
  voice: boolean;
  freeHand: boolean;
}

/**
 * Aids: +1 each, "dans les limites de ses Rangs dans le Module Amélioration du Pouvoir
 * Magique"; without the module they give nothing; components are used first, up to the rank
 * ("ses composantes seront dispersées en premier jusqu'à concurrence du Rang").
 */
export function aidsBonus(aids: Aids | undefined, empowermentRank: number): { bonus: number; componentsConsumed: number } {
  if (!aids || empowermentRank <= 0) return { bonus: 0, componentsConsumed: 0 };
  const total = Math.max(0, aids.components) + Math.max(0, aids.foci) + Math.max(0, aids.totems);
  return { bonus: Math.min(total, empowermentRank), componentsConsumed: Math.min(Math.max(0, aids.components), empowermentRank) };
}

/** "un malus de 1 point … en l'absence de l'un des deux, et de 2 points en l'absence des deux". */
export function incantationMalus(inc: Incantation | undefined): number {
  if (!inc) return 0;
  return (inc.voice ? 0 : 1) + (inc.freeHand ? 0 : 1);
}

/**
 * Exhaustion malus net of "Résistance à l'épuisement magique" (resistive, rank ≤ 5): it
 * "affects magical actions only".
 */
export function exhaustionMalus(exhaustion: number, resistanceRank: number): number {
  const r = Math.min(Math.max(0, resistanceRank), ALMERA_EXHAUSTION_RESISTANCE_MAX_RANK);
  return Math.max(0, Math.max(0, exhaustion) - r);
}

export interface AlmeraScoreInput {
  spell: SpellDefinition;
  caster: CasterInput;
  parameters?: SpellParameters;
  aids?: Aids;
  incantation?: Incantation;
  interruptionMalus?: number;
  assistants?: AssistantInput[];
  /** Ritual procedure bonus (≥ 4), rituals only. */
  procedureBonus?: number;
}

/**
 * ALMERA action score ("Lancement d'un sort"): source rank (+ form rank for a second-level
 * effect) + related modules − parameter malus (absorbed by Spell manipulation) − magical
 * exhaustion (absorbed by its resistance) + aids (capped by Empowerment) − incantation −
 * interruption + assistants (+ ritual procedure).
 */
export function almeraScore(input: AlmeraScoreInput): { score: Score; componentsConsumed: number } {
  const { spell, caster } = input;
  const steps: ScoreStep[] = requiredModules(spell).map((r) => ({
    label: `${magicModule('ALMERA', r.key as MagicModuleKey)?.name.en ?? r.key} : ${rankOf(caster.ranks, r.key)}`,
    points: rankOf(caster.ranks, r.key),
    rule: cite('ALMERA', 'Lancement d’un sort', 'the score includes the source module and, for a second-level effect, the form module'),
  }));
  const related = relatedModuleSteps('ALMERA', caster.modules);
  steps.push(...related.steps);
  const p = parameterStep('ALMERA', parameterMalus(input.parameters ?? NO_PARAMETERS), rankOf(caster.ranks, 'SPELL_MANIPULATION') + related.parameterResistance);
  if (p) steps.push(p);
  const exhaustion = Math.max(0, caster.exhaustion ?? 0);
  if (exhaustion > 0) {
    const resist = rankOf(caster.ranks, 'EXHAUSTION_RESISTANCE');
    const net = exhaustionMalus(exhaustion, resist);
    steps.push({
      label: `magical exhaustion −${exhaustion}${exhaustion - net ? ` (${exhaustion - net} absorbed by Resistance to magical exhaustion)` : ''}`,
      points: -net,
      rule: cite('ALMERA', 'Épuisement magique', 'exhaustion is a growing malus on magical actions, absorbed by Resistance to magical exhaustion'),
    });
  }
  const aids = aidsBonus(input.aids, rankOf(caster.ranks, 'EMPOWERMENT'));
  if (input.aids && (input.aids.components || input.aids.foci || input.aids.totems)) {
    steps.push({
      label: `aids (components, foci, totems) capped by Empowerment ${rankOf(caster.ranks, 'EMPOWERMENT')}`,
      points: aids.bonus,
      rule: cite('ALMERA', 'Aides au lancement des sorts', 'each aid gives +1 up to the rank of Empowerment of magic power; nothing without it'),
    });
  }
  const inc = incantationMalus(input.incantation);
  if (inc) {
    steps.push({
      label: `incantation without ${[input.incantation?.voice ? null : 'voice', input.incantation?.freeHand ? null : 'a free hand'].filter(Boolean).join(' and ')}`,
      points: -inc,
      rule: cite('ALMERA', 'Prérequis, interruption et contre-sort', 'missing voice or a free hand: −1; both: −2'),
    });
  }
  const i = interruptionStep('ALMERA', input.interruptionMalus ?? 0);
  if (i) steps.push(i);
  if (input.procedureBonus) {
    steps.push({
      label: `ritual procedure +${input.procedureBonus}`,
      points: input.procedureBonus,
      rule: cite('ALMERA', 'Mode opératoire d’un rituel', 'the procedure (time and resources) gives at least +4'),
    });
  }
  steps.push(...assistantSteps('ALMERA', input.assistants));
  return { score: buildScore(steps), componentsConsumed: aids.componentsConsumed };
}

/**
 * Assistants must hold the spell's required predefined modules ("si chacun maîtrise au
 * minimum les Modules prédéfinis requis pour créer l'effet magique").
 */
export function checkAlmeraAssistants(spell: SpellDefinition, assistants: readonly AssistantInput[] = []): Violation[] {
  const out: Violation[] = [];
  for (const a of assistants) {
    for (const r of requiredModules(spell)) {
      const have = rankOf(a.ranks ?? {}, r.key);
      if (have < r.minRank) {
        out.push(
          violation(
            'ASSISTANT_MISSING_MODULE',
            cite('ALMERA', 'Lancer un sort à plusieurs', 'every assistant holds at least the predefined modules the effect requires'),
            `assistant ${a.name ?? a.id} lacks ${magicModule('ALMERA', r.key)?.name.en ?? r.key} (rank ${have})`,
          ),
        );
      }
    }
  }
  return out;
}

/** ALMERA cast cost: "un malus croissant de 1 point après chaque lancement d'un sort, que celui-ci soit une réussite ou un échec". */
export const ALMERA_CAST_COST: MagicCost = { exhaustionDelta: 1, lastingFatigueDelta: 0, passingFatigueDelta: 0 };

/** Decision: an assistant in a joint casting also takes +1 exhaustion (they cast too). */
export const ALMERA_ASSISTANT_COST: MagicCost = ALMERA_CAST_COST;
