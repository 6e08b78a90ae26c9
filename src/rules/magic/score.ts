/**
 * The caster's action score for a magical action, built step by step (SMS §2.2: Σ positive
 * − Σ negative after resistive absorption, floored at 1), shared by both variants.
 */
import { floorScore } from '../sms/check.js';
import { type Module, signedRank } from '../sms/module.js';
import { type MagicRanks, type MagicVariant, magicRanksFromModules } from './catalogue.js';
import { type FrenchLine, citeWords, line, moduleNameWords } from './words.js';

export interface ScoreStep extends FrenchLine {
  label: string;
  points: number;
  rule: string;
}

export interface Score {
  steps: ScoreStep[];
  /** Σ steps before the floor. */
  raw: number;
  /** floorScore(raw): "If the score is ≤ 0 it counts as 1". */
  score: number;
}

export function buildScore(steps: ScoreStep[]): Score {
  const raw = steps.reduce((s, x) => s + x.points, 0);
  return { steps, raw, score: floorScore(raw) };
}

/** The caster as the magic rules see it. */
export interface CasterInput {
  /** Id the API uses for effects that land on the caster ("self"). */
  id?: string;
  /** Ranks in the predefined magic modules (see `magicRanksFromModules`). */
  ranks: MagicRanks;
  /**
   * Other modules the player declares for this action and the GM accepts: specialisations
   * (Lucantor's "soins des blessures sérieuses" (1) : 2), wound and fatigue modules (negative).
   * Resistive ones are taken as covering spell manipulation (seed 000: "modules en relation
   * … avec l'extension des sorts (ce seront alors des modules résistifs)"). Predefined magic
   * modules found here are ignored: they count through `ranks`.
   */
  modules?: Module[];
  /** ALMERA magical-exhaustion counter before this cast. */
  exhaustion?: number;
}

/** An assistant in a joint casting or ritual (SMS §2 collaborative actions, seed 003). */
export interface AssistantInput {
  id: string;
  /** How labels and messages name it (its id when absent). */
  name?: string;
  /** How many of the assistant's modules enter play: +1 each, whatever their rank. */
  modulesInPlay: number;
  /** Their predefined magic ranks (ALMERA: they must hold the spell's required modules). */
  ranks?: MagicRanks;
}

/** Split declared modules into related ones (counted) and resistive ones covering parameters. */
export function relatedModuleSteps(variant: MagicVariant, modules: readonly Module[] = []): { steps: ScoreStep[]; parameterResistance: number } {
  const steps: ScoreStep[] = [];
  let parameterResistance = 0;
  for (const m of modules) {
    if (Object.keys(magicRanksFromModules(variant, [m])).length > 0) continue;
    if (m.polarity === 'RESISTIVE') {
      parameterResistance += m.rank;
      continue;
    }
    const name = moduleNameWords(m.name, m.source);
    const notation = ` (${m.polarity === 'NEGATIVE' ? '-' : ''}${m.scope}) : ${m.rank}`;
    steps.push(
      line(
        { en: name.en + notation, fr: name.fr + notation },
        signedRank(m),
        variant === 'LOREVAL'
          ? citeWords('LOREVAL', 'La magie', {
              en: 'the score sums the modules related to the action (specialisations, wounds, fatigue)',
              fr: 'le score additionne les modules en relation avec l’action (spécialisations, blessures, fatigue)',
            })
          : citeWords('ALMERA', 'Lancement d’un sort', {
              en: 'any module directly related to the use of magic adds to the score',
              fr: 'tout module en relation directe avec l’usage de la magie s’ajoute au score',
            }),
      ),
    );
  }
  return { steps, parameterResistance };
}

/**
 * The parameter malus net of what resistive modules absorb ("réduisant le malus engendré
 * par une modification des paramètres au maximum du nombre de point correspondant aux
 * rangs"). Zero steps are still listed so the breakdown shows them.
 */
export function parameterStep(variant: MagicVariant, malus: number, resistance: number): ScoreStep | null {
  if (malus <= 0) return null;
  const absorbed = Math.min(malus, Math.max(0, resistance));
  return line(
    absorbed
      ? { en: `casting parameters −${malus} (${absorbed} absorbed by spell manipulation)`, fr: `paramètres du sort −${malus} (${absorbed} absorbé${absorbed > 1 ? 's' : ''} par la manipulation des sorts)` }
      : { en: `casting parameters −${malus}`, fr: `paramètres du sort −${malus}` },
    -(malus - absorbed),
    variant === 'LOREVAL'
      ? citeWords('LOREVAL', 'Manipuler un sort', {
          en: 'range, area and duration lower the score, never the difficulty; resistive modules absorb up to their rank',
          fr: 'portée, zone et durée baissent le score, jamais la difficulté ; les modules résistifs en absorbent jusqu’à leur rang',
        })
      : citeWords('ALMERA', 'Paramétrer les effets du sort', {
          en: 'parameters lower the score; Spell manipulation (*5) absorbs up to its rank',
          fr: 'les paramètres baissent le score ; Manipulation des sorts (*5) en absorbe jusqu’à son rang',
        }),
  );
}

/** Interruption malus: SMS §4 circumstance ladder, 1..3 (MAGIC.md Decision). */
export function interruptionStep(variant: MagicVariant, malus: number): ScoreStep | null {
  if (malus <= 0) return null;
  return line(
    { en: `interrupted: −${malus}`, fr: `interrompu : −${malus}` },
    -malus,
    variant === 'LOREVAL'
      ? citeWords('LOREVAL', 'Séquence d’action', {
          en: 'an intervention that hurts or shakes the caster is a circumstance malus (±1..3)',
          fr: 'une intervention qui blesse ou secoue le lanceur est un malus de circonstance (±1..3)',
        })
      : citeWords('ALMERA', 'Prérequis, interruption et contre-sort', {
          en: 'an intervention that hurts or shakes the caster gives an extra malus',
          fr: 'une intervention qui blesse ou secoue le lanceur donne un malus supplémentaire',
        }),
  );
}

/** +1 per assistant module in play (SMS §2 "Collaborative actions"; seed 003 "Lancer un sort à plusieurs"). */
export function assistantSteps(variant: MagicVariant, assistants: readonly AssistantInput[] = []): ScoreStep[] {
  return assistants
    .filter((a) => a.modulesInPlay > 0)
    .map((a) =>
      line(
        { en: `assistant ${a.name ?? a.id}: +1 × ${a.modulesInPlay} module(s)`, fr: `assistant ${a.name ?? a.id} : +1 × ${a.modulesInPlay} module(s)` },
        a.modulesInPlay,
        variant === 'LOREVAL'
          ? {
              en: 'SMS §2 Collaborative actions: an assistant adds +1 per module of theirs that enters play',
              fr: 'SMS §2 Actions collaboratives : un assistant ajoute +1 par module à lui qui entre en jeu',
            }
          : citeWords('ALMERA', 'Lancer un sort à plusieurs', {
              en: 'each assistant adds 1 point per module entering play, whatever its rank',
              fr: 'chaque assistant ajoute 1 point par module qui entre en jeu, quel que soit son rang',
            }),
      ),
    );
}

/**
 * What a magical action costs its performer. LOREVAL counts lasting (or, for special powers,
 * passing) fatigue levels, to be booked as negative fatigue modules; ALMERA counts magical
 * exhaustion. The API adds these to the character.
 */
export interface MagicCost {
  exhaustionDelta: number;
  lastingFatigueDelta: number;
  passingFatigueDelta: number;
}

export const NO_COST: MagicCost = { exhaustionDelta: 0, lastingFatigueDelta: 0, passingFatigueDelta: 0 };

export interface ParticipantCost {
  id: string;
  cost: MagicCost;
}

/**
 * Share a total over a main performer and n helpers: the main one takes half, rounded up,
 * the rest is split as evenly as possible, earlier helpers taking the remainder first
 * (seed 003: "50% pour le principal exécutant, et d'une division équitable des autres 50%";
 * MAGIC.md Decision for odd numbers). Alone, the main performer takes everything.
 * The shares always sum to the total.
 */
export function splitShares(total: number, helpers: number): { main: number; helpers: number[] } {
  const t = Math.max(0, Math.floor(total));
  if (helpers <= 0) return { main: t, helpers: [] };
  const main = Math.ceil(t / 2);
  const rest = t - main;
  const base = Math.floor(rest / helpers);
  const extra = rest - base * helpers;
  return { main, helpers: Array.from({ length: helpers }, (_, i) => base + (i < extra ? 1 : 0)) };
}
