/**
 * Ylnies progression (Ylnies §Progression): skills raised by the GM (`grantSkillIncreases`),
 * at random at a scenario's end (`rollSkillIncreases`), or by training (`trainSkill`).
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { RuleResult } from '../../rules/violation.js';
import { grantSkillIncreases, recordTraining, rollSkillIncreases, startTraining } from '../../rules/ylnies/progression.js';
import { progressing, trainingAsked } from '../../rules/ylnies/sheet-edits.js';
import { requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import { accepted } from '../errors.js';
import { CharacterPayload, CharacterRef } from '../refs.js';
import { YlniesTraining } from './sheet.js';
import { skillsRaisedEvent, trainingRecordedEvent } from './progress-events.js';
import { commitSheet, loadScene, rollFor } from './scene.js';
import { diceAtHeads } from '../rolls/fair-roll.js';
import { requireYlniesSheet, type StoredYlnies, ylniesMutation } from './shared.js';
import { payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

const YlniesTrainingEntry = builder.enumType('YlniesTrainingEntry', {
  description: 'What days recorded on a training were.',
  values: {
    TRAIN: { description: 'Days of training: they count toward `requiredDays`.' },
    BREAK: { description: 'Days without training: past `maxBreakDays` in a row the progress is lost.' },
  } as const,
});

/** The sheet of a character whose skills progress: a Ylnies one, not a PC still being built (DRAFT). */
function progressingSheet(character: CharacterRow): StoredYlnies {
  const sheet = requireYlniesSheet(character);
  accepted(progressing(character));
  return sheet;
}

const YlniesSkillIncrease = inputType('YlniesSkillIncreaseInput', {
  skill: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), 'The skill, by name on the sheet.'),
  amount: field.int(z.nullish(z.int().check(z.minimum(-1000), z.maximum(1000))), 'Default 1.'),
}, 'A raise of one skill.');

const GrantSkillIncreasesInput = inputType('GrantSkillIncreasesInput', {
  characterId: field.id(z.string(), 'The Ylnies character whose skills rise.'),
  increases: field.of([YlniesSkillIncrease.ref], z.array(YlniesSkillIncrease.schema).check(z.minLength(1), z.maxLength(100)), 'The raises, 1..100 of them.'),
  reason: field.string(z.nullish(z.string().check(z.trim(), z.maxLength(500))), 'Why, for the experience ledger (at most 500 characters).'),
});

ylniesMutation('grantSkillIncreases', {
  type: CharacterPayload,
  description: 'GM only: raise skills used during a scenario (Ylnies §Progression: "le MJ peut décider qu’elle augmente"). No maximum. Recorded in the experience ledger.',
  input: GrantSkillIncreasesInput,
  load: (ctx, input) => loadScene(ctx, { characterId: input.characterId, need: 'GM' }),
  run: async (ctx, { caller, character }, v) => {
    const sheet = progressingSheet(character);
    const grants = v.increases.map((g) => ({ skill: g.skill, amount: g.amount ?? 1 }));
    const skills = accepted(grantSkillIncreases(sheet.skills, grants));
    // The sheet and its ledger line, in one statement under the version check.
    const experience = { characterId: character.id, kind: 'GM_ADJUSTMENT' as const, xp: 0, reason: v.reason || 'Ylnies: skills raised by the GM', detail: { ruleset: 'YLNIES', grants }, authorId: caller.userId };
    return { character: await commitSheet(ctx, character, { ...sheet, skills }, { events: [skillsRaisedEvent(character.id, 'GM', sheet.skills, skills)], experience }) };
  },
});

type RandomIncreaseView = { skill: string; dice: number[]; before: number; raised: boolean };
const YlniesSkillIncreaseRoll = builder.objectRef<RandomIncreaseView>('YlniesSkillIncreaseRoll').implement({
  description: 'One skill’s roll: 4d6 above its value raises it by 1.',
  fields: (t) => ({
    skill: t.exposeString('skill', { description: 'The skill rolled for.' }),
    dice: t.intList({ description: 'The four d6 faces.', resolve: (r) => r.dice }),
    before: t.exposeInt('before', { description: 'The skill’s value before the roll.' }),
    raised: t.exposeBoolean('raised', { description: 'Σ dice was above `before`: the skill rose by 1.' }),
  }),
});

const RollSkillIncreasesPayload = payloadType<{ character: CharacterRow; rolls: RandomIncreaseView[] }>('RollSkillIncreasesPayload', {
  character: [CharacterRef, 'The character after the raises.'],
  rolls: [[YlniesSkillIncreaseRoll], 'One roll per skill, in the order asked.'],
});

const RollSkillIncreasesInput = inputType('RollSkillIncreasesInput', {
  characterId: field.id(z.string(), 'The Ylnies character whose skills are rolled for.'),
  skills: field.stringList(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))).check(z.minLength(1), z.maxLength(100)), 'The skills used during the scenario, one roll each.'),
});

ylniesMutation('rollSkillIncreases', {
  type: RollSkillIncreasesPayload,
  description: 'GM only, at a scenario’s end: roll for each skill used (Ylnies §Progression "ou bien le déterminer aléatoirement"): 4d6 above the skill’s value raises it by 1. Logged in the roll log.',
  input: RollSkillIncreasesInput,
  load: (ctx, input) => loadScene(ctx, { characterId: input.characterId, need: 'GM' }),
  run: async (ctx, { caller, character, epoch }, v) => {
    const sheet = progressingSheet(character);
    const dice = await diceAtHeads(ctx, epoch, [character]);
    const rng = dice.rng;
    const result = accepted(rollSkillIncreases(rng, sheet.skills, v.skills));
    const roll = rollFor(ctx, caller, character, { kind: 'YLNIES_PROGRESSION', inputs: { skills: v.skills }, outcome: { rolls: result.rolls } }, dice);
    const events = [skillsRaisedEvent(character.id, 'ROLL', sheet.skills, result.skills, roll.id)];
    return { character: await commitSheet(ctx, character, { ...sheet, skills: result.skills }, { rolls: [roll], events }), rolls: result.rolls };
  },
});

const TrainSkillInput = inputType('TrainSkillInput', {
  characterId: field.id(z.string(), 'The Ylnies character training (its owner or the GM records the days).'),
  skill: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), 'The skill trained, by name on the sheet.'),
  days: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(10_000))), 'Days of training (or of break); 0 or none to only start or re-time a training.'),
  entry: field.of(YlniesTrainingEntry, z.pipe(z.nullish(z.enum(['TRAIN', 'BREAK'])), z.transform((x) => x ?? 'TRAIN')), 'TRAIN (default) or BREAK.'),
  requiredDays: field.int(z.nullish(z.int().check(z.minimum(-10_000), z.maximum(10_000))), 'GM only: days the skill needs to rise by 1 (starts the training).'),
  maxBreakDays: field.int(z.nullish(z.int().check(z.minimum(-10_000), z.maximum(10_000))), 'GM only: the longest break that keeps the progress.'),
});

type TrainingView = ReturnType<typeof startTraining> extends RuleResult<infer T> ? T : never;
const TrainSkillPayload = payloadType<{ character: CharacterRow; training: TrainingView; completed: boolean; lost: boolean }>('TrainSkillPayload', {
  character: [CharacterRef, 'The character afterwards.'],
  training: [YlniesTraining, 'The training as it stands now.'],
  completed: ['Boolean', 'The skill rose by 1 and the training starts over.'],
  lost: ['Boolean', 'The break was too long: the progress is lost.'],
});

ylniesMutation('trainSkill', {
  type: TrainSkillPayload,
  description:
    'Training (Ylnies §Progression): the GM starts it with `requiredDays` and `maxBreakDays`; the GM or the owner then records days of training or of break. Completing it raises the skill by 1; a break longer than tolerated loses the progress.',
  input: TrainSkillInput,
  load: (ctx, input) => requireEditableCharacter(ctx, input.characterId),
  run: async (ctx, { character, role }, v) => {
    const sheet = progressingSheet(character);
    const timing = v.requiredDays != null || v.maxBreakDays != null;
    const index = sheet.training.findIndex((x) => x.skill.trim().toLowerCase() === v.skill.toLowerCase());
    let training = index >= 0 ? sheet.training[index]! : null;
    accepted(trainingAsked(role, v.skill, timing, training !== null));
    if (!training || timing) {
      const started = accepted(startTraining(sheet.skills, v.skill, v.requiredDays ?? training?.requiredDays ?? Number.NaN, v.maxBreakDays ?? training?.maxBreakDays ?? Number.NaN));
      training = training ? { ...training, requiredDays: started.requiredDays, maxBreakDays: started.maxBreakDays } : started;
    }
    let skills = sheet.skills;
    let completed = false;
    let lost = false;
    if (v.days) {
      const step = accepted(recordTraining(sheet.skills, training, { kind: v.entry, days: v.days }));
      ({ training, completed, lost, skills } = step);
    }
    const trainings = index >= 0 ? sheet.training.map((x, i) => (i === index ? training! : x)) : [...sheet.training, training];
    // The sheet and its event in one statement, so every open sheet shows the days at once.
    const event = trainingRecordedEvent(character.id, training, { entry: v.entry, days: v.days ?? 0, completed, lost }, sheet.skills, skills);
    return { character: await commitSheet(ctx, character, { ...sheet, skills, training: trainings }, { events: [event] }), training, completed, lost };
  },
});
