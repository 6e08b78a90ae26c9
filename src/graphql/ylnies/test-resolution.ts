/**
 * Resolving a Ylnies test (Ylnies §Tests): 4d6 + characteristic + skill + modifiers against the
 * GM's threshold. The `YlniesTestResult` type (also a CON test's and a threshold cast's) and
 * `resolveYlniesTest`: a player answers an open request, the GM may roll directly.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import { testOdds } from '../../rules/ylnies/odds.js';
import { testAsked } from '../../rules/ylnies/table.js';
import { type Outcome, type TestResult, rollTest } from '../../rules/ylnies/tests.js';
import { builder } from '../builder.js';
import { accepted } from '../errors.js';
import { encodeId } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { clientSeedSchema } from '../rolls/fairness-shared.js';
import { YlniesCharacteristicKey } from './enums.js';
import { characteristic, location, requireYlniesSheet, skillName, testBonus, threshold, ylniesMutation } from './shared.js';
import { commitScene, loadScene, openRequestOf, rollFor } from './scene.js';
import { diceAtHeads } from '../rolls/fair-roll.js';
import { ylniesDetailsOf } from './test-requests.js';
import { field, inputType } from '../input.js';
import { payloadType } from '../mutation.js';

export const YlniesDiceSpecial = builder.enumType('YlniesDiceSpecial', {
  values: {
    NONE: { description: 'Nothing special: the total decides.' },
    CRITICAL_SUCCESS: { description: 'Exactly three 6s: a success, with style (the GM may overrule in rare cases).' },
    EXCEPTIONAL_SUCCESS: { description: 'Four 6s: an exceptional success.' },
    CRITICAL_FAILURE: { description: 'Exactly three 1s: a failure whatever the total, with a bad consequence.' },
    PITIFUL_FAILURE: { description: 'Four 1s: a failure whatever the total, worse still.' },
  } as const,
  description: 'What the four dice alone say: exactly three 6s critical, four 6s exceptional, exactly three 1s critical failure, four 1s pitiful.',
});
/** Each outcome category (the rules core's OUTCOMES), best first. */
const OUTCOME_WORDS = {
  EXCEPTIONAL_SUCCESS: { description: 'Four 6s: succeeds, effects doubled; beats any other result in an opposed test.' },
  CRITICAL_SUCCESS: { description: 'Exactly three 6s: succeeds with style, effects doubled; beats any ordinary result.' },
  SUCCESS: { description: 'The total is above the threshold (or wins the opposed test).' },
  FAILURE: { description: 'The total is not above the threshold (or loses the opposed test).' },
  CRITICAL_FAILURE: { description: 'Exactly three 1s: fails whatever the total, with unfortunate consequences.' },
  PITIFUL_FAILURE: { description: 'Four 1s: fails whatever the total, with catastrophic consequences.' },
} as const satisfies Record<Outcome, { description: string }>;
export const YlniesOutcome = builder.enumType('YlniesOutcome', { values: OUTCOME_WORDS, description: 'The category of a test’s result.' });

export type TestView = TestResult & { probability: number | null };

export const YlniesTestResult = builder.objectRef<TestView>('YlniesTestResult').implement({
  description: '4d6 + characteristic + skill + modifiers against a threshold: success iff the total is above it.',
  fields: (t) => ({
    dice: t.intList({ description: 'The four d6 faces, in the order rolled.', resolve: (r) => r.dice }),
    bonus: t.exposeInt('bonus', { description: 'Characteristic + skill + modifiers.' }),
    total: t.exposeInt('total', { description: 'Σ dice + bonus.' }),
    threshold: t.exposeInt('threshold', { description: 'The GM’s threshold: success iff the total is above it.' }),
    success: t.exposeBoolean('success', { description: 'Whether the test succeeded (a critical or pitiful failure always fails).' }),
    degree: t.exposeInt('degree', { description: 'Degree of success or failure: the gap to the threshold.' }),
    special: t.field({ type: YlniesDiceSpecial, description: 'What the dice alone say (three or four 6s or 1s).', resolve: (r) => r.special }),
    outcome: t.field({ type: YlniesOutcome, description: 'The result’s category, dice and total together.', resolve: (r) => r.outcome }),
    probability: t.float({ nullable: true, description: 'The exact chance of success before the roll.', resolve: (r) => r.probability }),
  }),
});

const ResolveYlniesTestInput = inputType('ResolveYlniesTestInput', {
  characterId: field.id(z.string(), 'The character tested (a player’s own, or any the GM runs).'),
  requestId: field.id(z.nullish(z.string().check(z.maxLength(200))), 'The open `YlniesTestRequest` answered (a player must give it).'),
  characteristic: field.of(YlniesCharacteristicKey, characteristic, 'GM: the characteristic added (default: the request’s).'),
  skill: field.string(skillName, 'GM: the skill added, by name (default: the request’s; none: the characteristic alone).'),
  threshold: field.int(z.nullish(threshold), 'GM: the threshold to beat (default: the request’s).'),
  modifier: field.int(z.nullish(z.int().check(z.minimum(-100), z.maximum(100))), 'GM only: added to the request’s modifier.'),
  location: field.string(location, 'The body part involved, where a wound matters (default: the request’s).'),
  gmOverridesCritical: field.boolean(z.nullish(z.boolean()), 'GM only: three or four 6s do not make it a success here (“except in a few rare cases”): the total decides.'),
  clientSeed: field.string(z.nullish(clientSeedSchema), 'Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters.'),
}, 'A player gives `requestId`; the GM gives `requestId` or the test itself (characteristic/skill, threshold).');

const YlniesTestPayload = payloadType<{ result: TestView; character: CharacterRow; requestId: string | null }>('YlniesTestPayload', {
  result: [YlniesTestResult, 'The test rolled.'],
  character: [CharacterRef, 'The character tested.'],
  requestId: ['ID', 'The `YlniesTestRequest` it answered (now resolved); null for a test the GM rolled directly.', { nullable: true }],
});

ylniesMutation('resolveYlniesTest', {
  type: YlniesTestPayload,
  description:
    'Roll 4d6 + characteristic + skill + modifiers against the threshold (Ylnies §Tests). A player answers an open GM request for their own character; the GM may also roll a test directly. Logged in the roll log.',
  input: ResolveYlniesTestInput,
  load: (ctx, input) => loadScene(ctx, { characterId: input.characterId, requestId: input.requestId }),
  run: async (ctx, scene, v) => {
    const { caller, character, role, epoch } = scene;
    const sheet = requireYlniesSheet(character);
    accepted(testAsked(role, v));
    const row = v.requestId ? openRequestOf(scene) : null;
    const details = row ? ylniesDetailsOf(row)! : null;
    const requestId = row?.id ?? null;
    // The request's test, as the GM may adjust it; without one the GM's own (testAsked: it has a threshold).
    const test = {
      characteristic: v.characteristic ?? details?.characteristic ?? null,
      skill: v.skill ?? details?.skill ?? null,
      modifier: (details?.modifier ?? 0) + (v.modifier ?? 0),
      threshold: v.threshold ?? row?.threshold ?? 0,
      location: v.location ?? details?.location ?? null,
      gmOverridesCritical: v.gmOverridesCritical ?? details?.gmOverridesCritical ?? false,
    };
    const side = testBonus(character, sheet, test);
    const testInput = { ...side.bonus, threshold: test.threshold, gmOverridesCritical: test.gmOverridesCritical };
    const probability = testOdds(testInput).success;
    const dice = await diceAtHeads(ctx, epoch, [character], v.clientSeed);
    const rng = dice.rng;
    const result = rollTest(rng, testInput);
    const roll = rollFor(ctx, caller, character, {
      kind: 'YLNIES_TEST',
      inputs: { characteristic: side.key, characteristicValue: testInput.characteristic, skill: side.skill, skillValue: testInput.skill, modifier: test.modifier, woundMalus: side.malus, threshold: test.threshold, gmOverridesCritical: test.gmOverridesCritical },
      outcome: { total: result.total, success: result.success, degree: result.degree, special: result.special, outcome: result.outcome },
      requestId,
    }, dice);
    const event = { characterId: encodeId('Character', character.id), ruleset: 'YLNIES', kind: 'YLNIES_TEST', rollId: encodeId('Roll', roll.id), success: result.success, outcome: result.outcome };
    await commitScene(
      ctx,
      { campaignId: character.campaignId, sheets: [], rolls: [roll], events: [{ type: 'roll.resolved', payload: event }], ...(requestId ? { closeRequest: { id: requestId, rollId: roll.id } } : {}) },
      [character],
    );
    return { result: { ...result, probability }, character, requestId: requestId ? encodeId('YlniesTestRequest', requestId) : null };
  },
});
