/**
 * "What are my chances?" without rolling (SMS §2.5): `odds(score, die)` for a bare score, and
 * `previewAction` for a declared action, checked exactly as `resolveAction` checks it.
 */
import { odds as checkOdds, stakesForDie } from '../../rules/sms/check.js';
import { type ActionOdds, oddsForAction } from '../../rules/sms/resolution.js';
import { authorizeAction, prepareAction, ResolveActionInput } from './action-declaration.js';
import { ActionBreakdown, pickBreakdown } from './action-result.js';
import { builder } from '../builder.js';
import { Stakes } from '../enums.js';
import { MUTATION_ERRORS, validate, accepted } from '../errors.js';

// ----- odds(score, die) -------------------------------------------------------------------------

type OddsView = ReturnType<typeof checkOdds> & { score: number };

const Odds = builder.objectRef<OddsView>('Odds').implement({
  description: 'Chances of a score against a die (SMS §2.5).',
  fields: (t) => ({
    score: t.exposeInt('score', { description: 'The score, floored at 1.' }),
    die: t.exposeInt('die', { description: 'The die after the die arithmetic (D3 → D4, 13 → 14, below 1 → D0).' }),
    automatic: t.exposeBoolean('automatic', { description: 'Score ≥ die, or D0: no roll.' }),
    impossible: t.exposeBoolean('impossible', { description: 'A die above 12 the score does not reach.' }),
    probability: t.exposeFloat('probability', { description: 'Chance of success, 0–1: 1 when automatic, 0 when impossible, else score ÷ die.' }),
    stakesOnFailure: t.field({ type: Stakes, description: 'What a failure on this die risks (NONE when automatic).', resolve: (o) => (o.automatic ? 'NONE' : stakesForDie(o.die)) }),
  }),
});

builder.queryField('odds', (t) =>
  t.field({
    type: Odds,
    description: 'The chances of an action score against a difficulty die (SMS §2.5). The die goes through the die arithmetic: D3 → D4, 13 → 14.',
    args: {
      score: t.arg.int({ description: 'The action score (Σ positive ranks − Σ negative ranks); 0 or less counts as 1.' }),
      die: t.arg.int({ description: 'The difficulty die as a number: 0, 2, 4 … 12, or any number the die arithmetic rounds (3 → D4).' }),
    },
    resolve: (_root, { score, die }) => ({ ...checkOdds(score, die), score: Math.max(1, score) }),
  }),
);

// ----- previewAction: a declared action -------------------------------------------------------

const ActionOddsRef = builder.objectRef<ActionOdds>('ActionOdds').implement({
  description: 'The odds of a declared action, with no roll (SMS §2.5).',
  fields: (t) => ({
    score: t.exposeInt('score', { description: 'The action score of the declared modules after resistive absorption, floored at 1.' }),
    die: t.exposeInt('die', { description: 'The die that would be played.' }),
    gmDie: t.exposeInt('gmDie', { description: 'The GM’s die after circumstances, before the quality shift (0–12).' }),
    automatic: t.exposeBoolean('automatic', { description: 'Score ≥ die, or D0: a success with no roll.' }),
    impossible: t.exposeBoolean('impossible', { description: 'A die above 12 the score does not reach: a failure with the D12 stakes.' }),
    probability: t.exposeFloat('probability', { description: 'Chance of success, 0–1: 1 when automatic, 0 when impossible, else score ÷ die.' }),
    quality: t.exposeInt('quality', { description: 'The quality a success would be worth.' }),
    requestedShift: t.exposeInt('requestedShift', { description: 'The quality shift asked for, −6 (dreadful) … +6 (perfect), before clamping (SMS §2.7).' }),
    absolute: t.boolean({ description: 'An absolute threshold (jumping a crevasse): success on a die below the GM’s is still a failure. False: relative, a lower quality.', resolve: (o) => o.threshold === 'ABSOLUTE' }),
    stakesOnFailure: t.field({ type: Stakes, description: 'What a failure on the played die risks.', resolve: (o) => o.stakesOnFailure }),
    breakdown: t.field({ type: ActionBreakdown, description: 'How the score was reached: the modules counted, absorbed and refused.', resolve: (o) => pickBreakdown(o.breakdown) }),
  }),
});

builder.queryField('previewAction', (t) =>
  t.field({
    type: ActionOddsRef,
    description:
      'The odds of a declared action, with no roll and nothing written (SMS §2.5). Same input and checks as `resolveAction`, except that a player may try a difficulty of their own for their PC.',
    args: { input: t.arg({ type: ResolveActionInput.ref }) },
    errors: { types: [...MUTATION_ERRORS] },
    complexity: 5,
    resolve: async (_root, { input }, ctx) => {
      const who = await authorizeAction(ctx, input);
      const v = validate(ResolveActionInput.schema, input);
      const prepared = prepareAction(v, who, 'preview');
      return accepted(oddsForAction(prepared.input));
    },
  }),
);
