/**
 * ALMERA / MOD-US magic (seed 003): the action score of a spell or ritual, aids,
 * incantation, magical exhaustion, and what casting costs.
 */
import { ALMERA_EXHAUSTION_RESISTANCE_MAX_RANK, type MagicModuleKey, magicModule, rankOf } from './catalogue.js';
import { cite } from './cite.js';
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
  const steps: ScoreStep[] = requiredModules(spell).map((r) => {
    const name = magicModule('ALMERA', r.key as MagicModuleKey)?.name ?? { en: r.key, fr: r.key };
    const rank = rankOf(caster.ranks, r.key);
    return line(
      { en: `${name.en} : ${rank}`, fr: `${name.fr} : ${rank}` },
      rank,
      citeWords('ALMERA', 'Lancement d’un sort', {
        en: 'the score includes the source module and, for a second-level effect, the form module',
        fr: 'le score comprend le module de source et, pour un effet de second niveau, le module de forme',
      }),
    );
  });
  const related = relatedModuleSteps('ALMERA', caster.modules);
  steps.push(...related.steps);
  const p = parameterStep('ALMERA', parameterMalus(input.parameters ?? NO_PARAMETERS), rankOf(caster.ranks, 'SPELL_MANIPULATION') + related.parameterResistance);
  if (p) steps.push(p);
  const exhaustion = Math.max(0, caster.exhaustion ?? 0);
  if (exhaustion > 0) {
    const resist = rankOf(caster.ranks, 'EXHAUSTION_RESISTANCE');
    const net = exhaustionMalus(exhaustion, resist);
    const absorbed = exhaustion - net;
    steps.push(
      line(
        {
          en: `magical exhaustion −${exhaustion}${absorbed ? ` (${absorbed} absorbed by Resistance to magical exhaustion)` : ''}`,
          fr: `épuisement magique −${exhaustion}${absorbed ? ` (${absorbed} absorbé${absorbed > 1 ? 's' : ''} par la Résistance à l’épuisement magique)` : ''}`,
        },
        -net,
        citeWords('ALMERA', 'Épuisement magique', {
          en: 'exhaustion is a growing malus on magical actions, absorbed by Resistance to magical exhaustion',
          fr: 'l’épuisement est un malus croissant sur les actions magiques, absorbé par la Résistance à l’épuisement magique',
        }),
      ),
    );
  }
  const aids = aidsBonus(input.aids, rankOf(caster.ranks, 'EMPOWERMENT'));
  if (input.aids && (input.aids.components || input.aids.foci || input.aids.totems)) {
    const empowerment = rankOf(caster.ranks, 'EMPOWERMENT');
    steps.push(
      line(
        {
          en: `aids (components, foci, totems) capped by Empowerment ${empowerment}`,
          fr: `aides (composantes, focus, totems) plafonnées par l’Alimentation ${empowerment}`,
        },
        aids.bonus,
        citeWords('ALMERA', 'Aides au lancement des sorts', {
          en: 'each aid gives +1 up to the rank of Empowerment of magic power; nothing without it',
          fr: 'chaque aide donne +1 dans la limite du rang d’Alimentation du pouvoir magique ; rien sans ce module',
        }),
      ),
    );
  }
  const inc = incantationMalus(input.incantation);
  if (inc) {
    const voice = input.incantation?.voice;
    const hand = input.incantation?.freeHand;
    steps.push(
      line(
        {
          en: `incantation without ${[voice ? null : 'voice', hand ? null : 'a free hand'].filter(Boolean).join(' and ')}`,
          fr: `incantation sans ${[voice ? null : 'la voix', hand ? null : 'une main libre'].filter(Boolean).join(' ni ')}`,
        },
        -inc,
        citeWords('ALMERA', 'Prérequis, interruption et contre-sort', {
          en: 'missing voice or a free hand: −1; both: −2',
          fr: 'sans la voix ou sans une main libre : −1 ; sans les deux : −2',
        }),
      ),
    );
  }
  const i = interruptionStep('ALMERA', input.interruptionMalus ?? 0);
  if (i) steps.push(i);
  if (input.procedureBonus) {
    steps.push(
      line(
        { en: `ritual procedure +${input.procedureBonus}`, fr: `mode opératoire du rituel +${input.procedureBonus}` },
        input.procedureBonus,
        citeWords('ALMERA', 'Mode opératoire d’un rituel', {
          en: 'the procedure (time and resources) gives at least +4',
          fr: 'le mode opératoire (temps et ressources) donne au moins +4',
        }),
      ),
    );
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
            `${a.name ?? 'an assistant'} lacks ${magicModule('ALMERA', r.key)?.name.en ?? r.key} (rank ${have})`,
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
