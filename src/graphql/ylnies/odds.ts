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
  fields: (t) => ({
    outcome: t.field({ type: YlniesOutcome, resolve: (o) => o.outcome }),
    count: t.exposeInt('count', { description: 'Rolls of 4d6 (out of 1296) giving this outcome.' }),
    probability: t.exposeFloat('probability'),
  }),
});

const YlniesOdds = builder.objectRef<ReturnType<typeof testOdds>>('YlniesOdds').implement({
  description: 'Exact odds of a test, from the 1296 equally likely rolls of 4d6 (no sampling).',
  fields: (t) => ({
    denominator: t.exposeInt('denominator'),
    success: t.exposeFloat('success'),
    successCount: t.exposeInt('successCount'),
    outcomes: t.field({ type: [YlniesOutcomeOdds], resolve: (o) => OUTCOMES.map((outcome) => ({ outcome, count: o.counts[outcome], probability: o.probabilities[outcome] })) }),
  }),
});

const YlniesOddsInput = builder.inputType('YlniesOddsInput', {
  fields: (t) => ({
    characteristic: t.int(),
    skill: t.int({ required: false }),
    modifier: t.int({ required: false }),
    threshold: t.int(),
    gmOverridesCritical: t.boolean({ required: false }),
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
    denominator: t.float({ resolve: (o) => o.denominator }),
    aWins: t.exposeFloat('aWins'),
    bWins: t.exposeFloat('bWins'),
    bothFail: t.exposeFloat('bothFail'),
  }),
});

const YlniesBonusInput = builder.inputType('YlniesBonusInput', {
  fields: (t) => ({ characteristic: t.int(), skill: t.int({ required: false }), modifier: t.int({ required: false }) }),
});

builder.queryField('ylniesOpposedOdds', (t) =>
  t.field({
    type: YlniesOpposedOdds,
    description: 'Exact odds of an opposed Ylnies test. `undergoing` wins ties; without it a tie fails both.',
    args: { a: t.arg({ type: YlniesBonusInput }), b: t.arg({ type: YlniesBonusInput }), undergoing: t.arg({ type: YlniesSide, required: false }) },
    complexity: 5,
    resolve: (_root, { a, b, undergoing }) =>
      opposedOdds(
        { characteristic: a.characteristic, skill: a.skill ?? 0, modifier: a.modifier ?? 0 },
        { characteristic: b.characteristic, skill: b.skill ?? 0, modifier: b.modifier ?? 0 },
        undergoing ?? null,
      ),
  }),
);
