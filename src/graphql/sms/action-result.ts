/**
 * The outcome of an SMS action (SMS §2) as the API shows it: `ActionResult` and its breakdown,
 * what an ACTION entry of the roll log records, and how an entry is read back into a result
 * (`Roll.action`, `ActionRequest.result`).
 */
import type { RollRow } from '../../db/rolls.js';
import { type ActionResult as RulesActionResult, qualityName, type ScoreBreakdown } from '../../rules/sms/resolution.js';
import { builder } from '../builder.js';
import { Locale, Stakes, localized } from '../enums.js';
import { Roll, rollPayload } from '../rolls/roll.js';

/** The breakdown the API shows and the roll log keeps: the rules core's, less the absorption's detail. */
export type Breakdown = Omit<ScoreBreakdown, 'absorption'>;

/** What an action came to, as a roll log entry of kind ACTION keeps it (and the API shows it). */
export type ActionLogOutcome = Pick<
  RulesActionResult,
  'automatic' | 'impossible' | 'roll' | 'success' | 'stakes' | 'quality' | 'probability'
>;

/**
 * The API's ActionResult (API.md): the rules core's, its threshold as `absolute`; rebuilt from
 * the roll log for old rolls.
 */
export type ActionResultView = Omit<RulesActionResult, 'threshold' | 'breakdown'> & {
  absolute: boolean;
  breakdown: Breakdown;
};

/** What a roll log entry of kind ACTION records as inputs (besides the character and request). */
export interface ActionLogInputs {
  modules: { id: string; name: string; scope: number; polarity: string; rank: number; source: string | null }[];
  assistants: { characterId: string; name: string; modules: { id: string; name: string; rank: number }[] }[];
  resistiveAsPositive: string[];
  covers: Record<string, string[]>;
  difficulty: number;
  circumstances: number;
  absolute: boolean;
  qualityShift: number;
  gmDie: number;
  die: number;
  score: number;
  breakdown: Breakdown;
}

export function pickBreakdown(b: Breakdown): Breakdown {
  return { positives: b.positives, negatives: b.negatives, absorbed: b.absorbed, assistantsBonus: b.assistantsBonus, rawScore: b.rawScore };
}

/** The outcome alone, in the order the roll log keeps it. */
function outcomeOf(r: ActionLogOutcome): ActionLogOutcome {
  return { automatic: r.automatic, impossible: r.impossible, roll: r.roll, success: r.success, stakes: r.stakes, quality: r.quality, probability: r.probability };
}

export function viewOf(result: RulesActionResult): ActionResultView {
  return {
    score: result.score,
    die: result.die,
    gmDie: result.gmDie,
    ...outcomeOf(result),
    requestedShift: result.requestedShift,
    absolute: result.threshold === 'ABSOLUTE',
    breakdown: pickBreakdown(result.breakdown),
  };
}

/** What an ACTION entry keeps of a result: the declaration with the numbers it came to, and the outcome. */
export function actionLog(declared: Omit<ActionLogInputs, 'gmDie' | 'die' | 'score' | 'breakdown'>, result: ActionResultView): { inputs: ActionLogInputs; outcome: ActionLogOutcome } {
  return {
    inputs: { ...declared, gmDie: result.gmDie, die: result.die, score: result.score, breakdown: result.breakdown },
    outcome: outcomeOf(result),
  };
}

/** Rebuild an ActionResult from an ACTION roll log entry (null if the entry is not one, or is unreadable). */
export function actionResultFromRoll(row: RollRow): ActionResultView | null {
  if (row.kind !== 'ACTION') return null;
  const payload = rollPayload(row);
  const inputs = payload.inputs as Partial<ActionLogInputs> | undefined;
  const outcome = payload.outcome as Partial<ActionLogOutcome> | undefined;
  if (!inputs || !outcome || typeof inputs.score !== 'number' || typeof outcome.success !== 'boolean') return null;
  return {
    score: inputs.score,
    die: inputs.die ?? 0,
    gmDie: inputs.gmDie ?? 0,
    automatic: outcome.automatic ?? false,
    impossible: outcome.impossible ?? false,
    roll: outcome.roll ?? null,
    success: outcome.success,
    stakes: outcome.stakes ?? 'NONE',
    quality: outcome.quality ?? 0,
    probability: outcome.probability ?? 0,
    requestedShift: inputs.qualityShift ?? 0,
    absolute: inputs.absolute ?? false,
    breakdown: inputs.breakdown ?? { positives: 0, negatives: 0, absorbed: 0, assistantsBonus: 0, rawScore: 0 },
  };
}

export const ActionBreakdown = builder.objectRef<Breakdown>('ActionBreakdown').implement({
  description: 'How the action score was made (SMS §2.2–§2.3, collaborative actions).',
  fields: (t) => ({
    positives: t.exposeInt('positives', { description: 'Σ ranks of the positive modules (and of resistives accepted as positive).' }),
    negatives: t.exposeInt('negatives', { description: 'Σ ranks of the negative modules declared (wounds and fatigue included), before absorption.' }),
    absorbed: t.exposeInt('absorbed', { description: 'Malus points the resistive modules absorbed.' }),
    assistantsBonus: t.exposeInt('assistantsBonus', { description: '+1 per assistant module entering play.' }),
    rawScore: t.exposeInt('rawScore', { description: 'positives − (negatives − absorbed) + assistantsBonus, before the floor at 1.' }),
  }),
});

export const ActionResult = builder.objectRef<ActionResultView>('ActionResult').implement({
  description: 'The outcome of an SMS action (SMS §2): the score against the die played, the roll if one was needed.',
  fields: (t) => ({
    score: t.exposeInt('score', { description: 'Action score, floored at 1 (SMS §2.2).' }),
    die: t.exposeInt('die', { description: 'The die played: the GM’s die moved by the quality shift.' }),
    gmDie: t.exposeInt('gmDie', { description: 'The GM’s die after circumstances, settled by the die arithmetic.' }),
    automatic: t.exposeBoolean('automatic', { description: 'Score ≥ die (or D0): success with no roll.' }),
    impossible: t.exposeBoolean('impossible', { description: 'A die above 12 the score does not reach: failure with no roll.' }),
    roll: t.exposeInt('roll', { nullable: true, description: 'The face rolled; null when no die was rolled.' }),
    success: t.exposeBoolean('success', { description: 'roll ≤ score, or automatic.' }),
    stakes: t.field({ type: Stakes, description: 'Consequence of the failure (SMS §2.6); NONE on a success.', resolve: (r) => r.stakes }),
    quality: t.exposeInt('quality', { description: 'Die played − GM’s die (−6 … +6): the quality achieved on a success, attempted on a failure.' }),
    qualityLabel: t.string({
      nullable: true,
      description: 'The quality’s name: dreadful, poor, bad, average, good, excellent, perfect.',
      args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) },
      resolve: (r, { locale }) => {
        const name = qualityName(r.quality);
        return name ? localized(name, locale) : null;
      },
    }),
    probability: t.exposeFloat('probability', { description: 'Chance of success before the roll.' }),
    requestedShift: t.exposeInt('requestedShift', { description: 'The quality shift asked for, before clamping.' }),
    absolute: t.exposeBoolean('absolute', { description: 'Absolute threshold: a die below the GM’s is a failure (SMS §2.7).' }),
    breakdown: t.field({ type: ActionBreakdown, description: 'How the score was made from the declared modules.', resolve: (r) => r.breakdown }),
  }),
});

builder.objectField(Roll, 'action', (t) =>
  t.field({
    type: ActionResult,
    nullable: true,
    description: 'For an ACTION roll: the result as `resolveAction` returned it.',
    resolve: (r) => actionResultFromRoll(r),
  }),
);
