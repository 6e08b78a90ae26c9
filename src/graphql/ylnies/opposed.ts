/**
 * Opposed Ylnies tests (Ylnies §Tests): both sides roll 4d6 + characteristic + skill +
 * modifiers, the higher wins. The `YlniesOpposedTest` type (also the test of a combat exchange
 * or an opposed spell) and the GM's `opposedYlniesTest`.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import { type OpposedResult, rollOpposed } from '../../rules/ylnies/tests.js';
import { builder } from '../builder.js';
import { encodeId } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { YlniesCharacteristicKey } from './enums.js';
import { characteristic, characteristicOrSkill, location, modifier, requireYlniesSheet, skillName, testBonus, ylniesMutation } from './shared.js';
import { commitScene, loadScene, rollFor } from './scene.js';
import { diceAtHeads } from '../rolls/fair-roll.js';
import { YlniesDiceSpecial } from './test-resolution.js';
import { payloadOf } from '../mutation.js';
import { field, inputType } from '../input.js';

export const YlniesSide = builder.enumType('YlniesSide', {
  values: {
    A: { description: 'Side `a` (in combat: the attacker, or the first fighter).' },
    B: { description: 'Side `b` (in combat: the defender, or the second fighter).' },
  } as const,
  description: 'A side of an opposed test.',
});
const YlniesOpposedDecision = builder.enumType('YlniesOpposedDecision', {
  values: {
    SPECIAL: { description: 'A critical or exceptional success beat a plain roll, or a critical or pitiful failure lost to one (or four 6s beat three).' },
    TOTAL: { description: 'The higher total won.' },
    TIE_UNDERGOING: { description: 'Equal totals: the side undergoing the action won.' },
    TIE_BOTH_FAIL: { description: 'Equal totals and no side undergoing the action: both fail.' },
    BOTH_FUMBLED: { description: 'Both sides rolled a critical or pitiful failure: both fail.' },
  } as const,
  description:
    'How an opposed test was decided: SPECIAL (a critical beat a plain roll), TOTAL, a tie won by the side undergoing the action, a tie where both fail, or two fumbles.',
});

type SideView = OpposedResult['a'] & { character: CharacterRow | null };
const YlniesSideRoll = builder.objectRef<SideView>('YlniesSideRoll').implement({
  description: 'One side’s roll in an opposed test: 4d6 + characteristic + skill + modifiers.',
  fields: (t) => ({
    character: t.field({ type: CharacterRef, nullable: true, description: 'The character on this side; null where the payload already names it (a spell’s `caster` and `target`).', resolve: (s) => s.character }),
    dice: t.intList({ description: 'The four d6 faces, in the order rolled.', resolve: (s) => s.dice }),
    bonus: t.exposeInt('bonus', { description: 'Characteristic + skill + modifiers (wound malus included).' }),
    total: t.exposeInt('total', { description: 'Σ dice + bonus.' }),
    special: t.field({ type: YlniesDiceSpecial, description: 'What the dice alone say (three or four 6s or 1s).', resolve: (s) => s.special }),
  }),
});

export type OpposedView = OpposedResult & { aCharacter: CharacterRow | null; bCharacter: CharacterRow | null };
export const YlniesOpposedTest = builder.objectRef<OpposedView>('YlniesOpposedTest').implement({
  description: 'Both sides roll 4d6 + characteristic + skill + modifiers; the higher wins; degree = the difference.',
  fields: (t) => ({
    a: t.field({ type: YlniesSideRoll, description: 'Side A’s roll.', resolve: (o) => ({ ...o.a, character: o.aCharacter }) }),
    b: t.field({ type: YlniesSideRoll, description: 'Side B’s roll.', resolve: (o) => ({ ...o.b, character: o.bCharacter }) }),
    winner: t.field({ type: YlniesSide, nullable: true, description: 'Null when both fail.', resolve: (o) => o.winner }),
    degree: t.exposeInt('degree', { description: 'The degree of success: the difference between the totals (0 on a tie).' }),
    decidedBy: t.field({ type: YlniesOpposedDecision, description: 'What decided the winner.', resolve: (o) => o.decidedBy }),
    undergoing: t.field({ type: YlniesSide, nullable: true, description: 'The side undergoing the action, which wins ties.', resolve: (o) => o.undergoing }),
  }),
});

const YlniesOpposedSide = inputType('YlniesOpposedSideInput', {
  characterId: field.id(z.string(), 'The Ylnies character on this side.'),
  characteristic: field.of(YlniesCharacteristicKey, characteristic, 'Defaults to the skill’s characteristic.'),
  skill: field.string(skillName, 'A skill on its sheet, by name; none for a bare characteristic.'),
  modifier: field.int(modifier, 'Added to its roll, −100..100; default 0.'),
  location: field.string(location, 'The body part it uses: −1 per grave wound there.'),
}, 'One side of an opposed test: a character and what it rolls with (a characteristic, a skill, or both).');
const sideSchema = characteristicOrSkill(YlniesOpposedSide.schema);

const OpposedYlniesTestInput = inputType('OpposedYlniesTestInput', {
  a: field.of(YlniesOpposedSide.ref, sideSchema, 'Side A.'),
  b: field.of(YlniesOpposedSide.ref, sideSchema, 'Side B.'),
  undergoing: field.of(YlniesSide, z.pipe(z.nullish(z.enum(['A', 'B'])), z.transform((x) => x ?? null)), 'The side undergoing the action (e.g. the one hiding) wins ties; without it a tie fails both.'),
});

const OpposedYlniesTestPayload = payloadOf('OpposedYlniesTestPayload', 'test', YlniesOpposedTest, 'The test rolled.');

ylniesMutation('opposedYlniesTest', {
  type: OpposedYlniesTestPayload,
  description:
    'GM only: an opposed test between two characters (Ylnies §Tests). Higher total wins, degree = the difference; a tie goes to the side undergoing the action, or fails both if none. Logged in both roll logs.',
  input: OpposedYlniesTestInput,
  load: (ctx, input) => loadScene(ctx, { characterId: input.a.characterId, need: 'GM', otherId: input.b.characterId, distinct: true }),
  run: async (ctx, { caller, character: a, other, epoch }, v) => {
    const b = other!;
    const sa = testBonus(a, requireYlniesSheet(a), v.a);
    const sb = testBonus(b, requireYlniesSheet(b), v.b);
    // Rolled at each attempt: the faces derive from the anchor's place, which a rival roll may have taken.
    const dice = await diceAtHeads(ctx, epoch, [a, b]);
    const test = rollOpposed(dice.rng, sa.bonus, sb.bonus, v.undergoing);
    const entry = {
      kind: 'YLNIES_OPPOSED',
      inputs: { a: { characterId: a.id, characteristic: sa.key, skill: sa.skill, bonus: sa.bonus }, b: { characterId: b.id, characteristic: sb.key, skill: sb.skill, bonus: sb.bonus }, undergoing: v.undergoing },
      outcome: { winner: test.winner, degree: test.degree, decidedBy: test.decidedBy, totals: [test.a.total, test.b.total] },
    };
    const event = { ruleset: 'YLNIES', kind: 'YLNIES_OPPOSED', characterIds: [encodeId('Character', a.id), encodeId('Character', b.id)], winner: test.winner };
    await commitScene(
      ctx,
      { campaignId: a.campaignId, sheets: [], rolls: [rollFor(ctx, caller, a, entry, dice), rollFor(ctx, caller, b, entry, dice)], events: [{ type: 'roll.resolved', payload: event }] },
      [a, b],
    );
    return { test: { ...test, aCharacter: a, bCharacter: b } };
  },
});
