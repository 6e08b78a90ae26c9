/**
 * The outbox events of a Ylnies sheet changed outside play (issue 39 item 1): mana given back,
 * skills raised, training days. Without them the player's open sheet kept the old values until
 * a reload. Payloads name the character by its global id, so the live filters (docs/live.md)
 * let its owner and the GM see them.
 */
import type { EventType } from '../../db/outbox.js';
import { encodeId } from '../../primitives/ids.js';
import type { Skill } from '../../rules/ylnies/sheet.js';

type Event = { type: EventType; payload: Record<string, unknown> };

/** `mana.restored`: how much came back and the mana now. */
export function manaRestoredEvent(characterId: string, before: number, after: number, manaPoints: number): Event {
  return { type: 'mana.restored', payload: { ruleset: 'YLNIES', characterId: encodeId('Character', characterId), restored: after - before, mana: after, manaPoints } };
}

/** Each skill whose value moved, with its values before and after (skills matched by name). */
export function raisedSkills(before: readonly Skill[], after: readonly Skill[]): { skill: string; before: number; after: number }[] {
  const old = new Map(before.map((s) => [s.name, s.value]));
  return after.filter((s) => old.get(s.name) !== s.value).map((s) => ({ skill: s.name, before: old.get(s.name) ?? 0, after: s.value }));
}

/** `skills.raised`: by the GM's grant (`GM`) or the scenario's rolls (`ROLL`, which names its roll). */
export function skillsRaisedEvent(characterId: string, cause: 'GM' | 'ROLL', before: readonly Skill[], after: readonly Skill[], rollId: string | null = null): Event {
  return {
    type: 'skills.raised',
    payload: { ruleset: 'YLNIES', characterId: encodeId('Character', characterId), cause, skills: raisedSkills(before, after), ...(rollId ? { rollId: encodeId('Roll', rollId) } : {}) },
  };
}

/** `training.recorded`: a training started, re-timed, or days of training or break recorded. */
export function trainingRecordedEvent(
  characterId: string,
  training: { skill: string; requiredDays: number; progressDays: number; breakDays: number },
  step: { entry: 'TRAIN' | 'BREAK'; days: number; completed: boolean; lost: boolean },
  before: readonly Skill[],
  after: readonly Skill[],
): Event {
  return {
    type: 'training.recorded',
    payload: {
      ruleset: 'YLNIES',
      characterId: encodeId('Character', characterId),
      skill: training.skill,
      entry: step.entry,
      days: step.days,
      progressDays: training.progressDays,
      requiredDays: training.requiredDays,
      breakDays: training.breakDays,
      completed: step.completed,
      lost: step.lost,
      skills: raisedSkills(before, after),
    },
  };
}
