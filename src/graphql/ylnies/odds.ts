/**
 * Exact odds of Ylnies tests before rolling (`ylniesOdds`, `ylniesOpposedOdds`): counted over
 * the 1296 equally likely rolls of 4d6, no sampling. No sign-in needed.
 */
import { opposedOdds, testOdds } from '../../rules/ylnies/odds.js';
import { OUTCOMES } from '../../rules/ylnies/tests.js';
import { builder } from '../builder.js';
import { YlniesSide } from './opposed.js';
import { YlniesOutcome } from './test-resolution.js';

type OutcomeOddsView = { outcome: (typeof OUTCOMES)[number]; count: number; probability: number };
const YlniesOutcomeOdds = builder.objectRef<OutcomeOddsView>('YlniesOutcomeOdds').implement({
  description: 'The chance of one outcome category.',
  fields: (t) => ({
    outcome: t.field({ type: YlniesOutcome, description: 'The outcome category.', resolve: (o) => o.outcome }),
    count: t.exposeInt('count', { description: 'Rolls of 4d6 (out of 1296) giving this outcome.' }),
    probability: t.exposeFloat('probability', { description: 'count ÷ 1296, 0..1.' }),
  }),
});

const YlniesOdds = builder.objectRef<ReturnType<typeof testOdds>>('YlniesOdds').implement({
  description: 'Exact odds of a test, from the 1296 equally likely rolls of 4d6 (no sampling).',
  fields: (t) => ({
    denominator: t.exposeInt('denominator', { description: 'The number of equally likely rolls counted: 1296 (6⁴).' }),
    success: t.exposeFloat('success', { description: 'The chance of success, 0..1.' }),
    successCount: t.exposeInt('successCount', { description: 'Rolls (out of 1296) that succeed.' }),
    outcomes: t.field({ type: [YlniesOutcomeOdds], description: 'Each outcome category’s chance, best first.', resolve: (o) => OUTCOMES.map((outcome) => ({ outcome, count: o.counts[outcome], probability: o.probabilities[outcome] })) }),
  }),
});

const YlniesOddsInput = builder.inputType('YlniesOddsInput', {
  fields: (t) => ({
    characteristic: t.int({ description: 'The characteristic’s value.' }),
    skill: t.int({ required: false, description: 'The skill’s value; default 0.' }),
    modifier: t.int({ required: false, description: 'Modifiers added; default 0.' }),
    threshold: t.int({ description: 'The threshold the total must be above.' }),
    gmOverridesCritical: t.boolean({ required: false, description: 'Three or four 6s do not force a success (the GM’s “rare cases”); default false.' }),
  }),
});

builder.queryField('ylniesOdds', (t) =>
  t.field({
    type: YlniesOdds,
    description: 'The exact distribution of a Ylnies test’s outcomes before rolling: 4d6 + characteristic + skill + modifier against the threshold.',
    args: { input: t.arg({ type: YlniesOddsInput }) },
    resolve: (_root, { input }) =>
      testOdds({ characteristic: input.characteristic, skill: input.skill ?? 0, modifier: input.modifier ?? 0, threshold: input.threshold, gmOverridesCritical: input.gmOverridesCritical ?? false }),
  }),
);

const YlniesOpposedOdds = builder.objectRef<ReturnType<typeof opposedOdds>>('YlniesOpposedOdds').implement({
  description: 'Exact odds of an opposed test (counts over 1296²).',
  fields: (t) => ({
    denominator: t.float({ description: 'The number of equally likely roll pairs counted: 1296² = 1,679,616.', resolve: (o) => o.denominator }),
    aWins: t.exposeFloat('aWins', { description: 'The chance side A wins, 0..1.' }),
    bWins: t.exposeFloat('bWins', { description: 'The chance side B wins, 0..1.' }),
    bothFail: t.exposeFloat('bothFail', { description: 'The chance both fail (a tie with no side undergoing, or two fumbles), 0..1.' }),
  }),
});

const YlniesBonusInput = builder.inputType('YlniesBonusInput', {
  description: 'What one side adds to its 4d6.',
  fields: (t) => ({
    characteristic: t.int({ description: 'The characteristic’s value.' }),
    skill: t.int({ required: false, description: 'The skill’s value; default 0.' }),
    modifier: t.int({ required: false, description: 'Modifiers added; default 0.' }),
  }),
});

builder.queryField('ylniesOpposedOdds', (t) =>
  t.field({
    type: YlniesOpposedOdds,
    description: 'Exact odds of an opposed Ylnies test. `undergoing` wins ties; without it a tie fails both.',
    args: {
      a: t.arg({ type: YlniesBonusInput, description: 'Side A’s bonus.' }),
      b: t.arg({ type: YlniesBonusInput, description: 'Side B’s bonus.' }),
      undergoing: t.arg({ type: YlniesSide, required: false, description: 'The side undergoing the action, which wins ties; none: a tie fails both.' }),
    },
    complexity: 5,
    resolve: (_root, { a, b, undergoing }) =>
      opposedOdds(
        { characteristic: a.characteristic, skill: a.skill ?? 0, modifier: a.modifier ?? 0 },
        { characteristic: b.characteristic, skill: b.skill ?? 0, modifier: b.modifier ?? 0 },
        undergoing ?? null,
      ),
  }),
);
