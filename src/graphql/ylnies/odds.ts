/**
 * Exact odds of Ylnies tests before rolling (`ylniesOdds`, `ylniesOpposedOdds`): counted over
 * the 1296 equally likely rolls of 4d6, no sampling. No sign-in needed.
 */
import * as z from 'zod/mini';
import { opposedOdds, testOdds } from '../../rules/ylnies/odds.js';
import { OUTCOMES } from '../../rules/ylnies/tests.js';
import { builder } from '../builder.js';
import { field, inputType } from '../input.js';
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

/** What one side adds to its 4d6; its defaults are the schema's (no bounds: the odds are only counted). */
const bonusFields = {
  characteristic: field.int(z.number(), 'The characteristic’s value.'),
  skill: field.int(z.pipe(z.nullish(z.number()), z.transform((v) => v ?? 0)), 'The skill’s value; default 0.'),
  modifier: field.int(z.pipe(z.nullish(z.number()), z.transform((v) => v ?? 0)), 'Modifiers added; default 0.'),
};

const YlniesOddsInput = inputType('YlniesOddsInput', {
  ...bonusFields,
  threshold: field.int(z.number(), 'The threshold the total must be above.'),
  gmOverridesCritical: field.boolean(z.pipe(z.nullish(z.boolean()), z.transform((v) => v ?? false)), 'Three or four 6s do not force a success (the GM’s “rare cases”); default false.'),
});

builder.queryField('ylniesOdds', (t) =>
  t.field({
    type: YlniesOdds,
    description: 'The exact distribution of a Ylnies test’s outcomes before rolling: 4d6 + characteristic + skill + modifier against the threshold.',
    args: { input: t.arg({ type: YlniesOddsInput.ref }) },
    resolve: (_root, { input }) => testOdds(YlniesOddsInput.schema.parse(input)),
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

const YlniesBonusInput = inputType('YlniesBonusInput', bonusFields, 'What one side adds to its 4d6.');

builder.queryField('ylniesOpposedOdds', (t) =>
  t.field({
    type: YlniesOpposedOdds,
    description: 'Exact odds of an opposed Ylnies test. `undergoing` wins ties; without it a tie fails both.',
    args: {
      a: t.arg({ type: YlniesBonusInput.ref, description: 'Side A’s bonus.' }),
      b: t.arg({ type: YlniesBonusInput.ref, description: 'Side B’s bonus.' }),
      undergoing: t.arg({ type: YlniesSide, required: false, description: 'The side undergoing the action, which wins ties; none: a tie fails both.' }),
    },
    complexity: 5,
    resolve: (_root, { a, b, undergoing }) => opposedOdds(YlniesBonusInput.schema.parse(a), YlniesBonusInput.schema.parse(b), undergoing ?? null),
  }),
);
