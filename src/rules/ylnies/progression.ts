/**
 * Ylnies progression (Ylnies §Progression): skills used may rise at the end of a scenario,
 * by the GM's decision or at random; training raises a skill after a GM-set time and is lost
 * if interrupted too long; characteristics do not rise naturally.
 */
import { type Rng, rollDice } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { type CharacteristicKey, CHARACTERISTIC_FLOOR, isCharacteristicKey, manaPointsFor } from './characteristics.js';
import { type Skill, type YlniesSheet, findSkill } from './sheet.js';

export const RULES = {
  scenarioEnd: 'Ylnies §Progression: skills used may rise at the end of a scenario, by GM decision or at random',
  training: 'Ylnies §Progression: training takes a time set by the skill and is lost if interrupted too long',
  characteristics: 'Ylnies §Progression: characteristics do not rise naturally',
  skillExists: 'Ylnies §Progression: only a skill the character has can rise',
} as const;

function missingSkill(name: string): Violation {
  return violation('SKILL_NOT_FOUND', RULES.skillExists, `no skill named "${name}"`, { skill: name });
}

function raise(skills: readonly Skill[], name: string, by: number): Skill[] {
  const target = findSkill(skills, name);
  return skills.map((s) => (s === target ? { ...s, value: s.value + by } : s));
}

/**
 * GM-granted increases at a scenario's end ("le MJ peut décider qu'elle augmente"). Each
 * entry raises a named skill by a whole amount ≥ 1 (default 1); no maximum ("Une compétence
 * n'a pas de valeur maximale").
 */
export function grantSkillIncreases(
  skills: readonly Skill[],
  grants: readonly { skill: string; amount?: number }[],
): RuleResult<Skill[]> {
  const violations: Violation[] = [];
  for (const g of grants) {
    if (!findSkill(skills, g.skill)) violations.push(missingSkill(g.skill));
    const amount = g.amount ?? 1;
    if (!Number.isInteger(amount) || amount < 1) {
      violations.push(violation('BAD_INCREASE', RULES.scenarioEnd, `increase of "${g.skill}" must be a whole number ≥ 1, got ${amount}`));
    }
  }
  if (violations.length > 0) return fail(...violations);
  let out = [...skills];
  for (const g of grants) out = raise(out, g.skill, g.amount ?? 1);
  return ok(out);
}

export interface RandomIncrease {
  skill: string;
  dice: number[];
  before: number;
  raised: boolean;
}

/**
 * Random increases at a scenario's end ("ou bien le déterminer aléatoirement"). The seed
 * gives no procedure; Decision: for each skill used, in the order given, roll 4d6; above the
 * current value, the skill rises by 1. Rising gets harder as it grows and is very hard above
 * 20 (35 rolls in 1296 beat 20), as the seed says ("il est très dure de monter au dessus de
 * 20"); beyond 24 only the GM or training can raise it.
 */
export function rollSkillIncreases(
  rng: Rng,
  skills: readonly Skill[],
  used: readonly string[],
): RuleResult<{ skills: Skill[]; rolls: RandomIncrease[] }> {
  const violations = used.filter((n) => !findSkill(skills, n)).map(missingSkill);
  const seen = new Set<string>();
  for (const n of used) {
    const key = n.trim().toLowerCase();
    if (seen.has(key)) violations.push(violation('SKILL_LISTED_TWICE', RULES.scenarioEnd, `"${n}" listed twice: one roll per skill used`));
    seen.add(key);
  }
  if (violations.length > 0) return fail(...violations);
  let out = [...skills];
  const rolls: RandomIncrease[] = [];
  for (const name of used) {
    const before = findSkill(out, name)!.value;
    const dice = rollDice(rng, 4, 6);
    const raised = dice.reduce((s, d) => s + d, 0) > before;
    if (raised) out = raise(out, name, 1);
    rolls.push({ skill: findSkill(out, name)!.name, dice, before, raised });
  }
  return ok({ skills: out, rolls });
}

/**
 * Training in progress ("pendant une durée dépendant de la compétence … l'entraînement est
 * perdu si on l'arrête en plein milieu pour une durée trop importante"). Durations are in
 * days, set by the GM per skill (Decision: the seed gives none).
 */
export interface TrainingState {
  skill: string;
  requiredDays: number;
  progressDays: number;
  /** Longest break tolerated; a longer one loses the progress. */
  maxBreakDays: number;
  /** Days of the current break. */
  breakDays: number;
}

function positiveInt(value: number, name: string, min: number): Violation[] {
  return Number.isInteger(value) && value >= min
    ? []
    : [violation('BAD_TRAINING_DURATION', RULES.training, `${name} must be a whole number ≥ ${min}, got ${value}`)];
}

/** Start training a skill the character has (durations set by the GM). */
export function startTraining(skills: readonly Skill[], skill: string, requiredDays: number, maxBreakDays: number): RuleResult<TrainingState> {
  const violations = [
    ...(findSkill(skills, skill) ? [] : [missingSkill(skill)]),
    ...positiveInt(requiredDays, 'requiredDays', 1),
    ...positiveInt(maxBreakDays, 'maxBreakDays', 0),
  ];
  if (violations.length > 0) return fail(...violations);
  return ok({ skill: findSkill(skills, skill)!.name, requiredDays, progressDays: 0, maxBreakDays, breakDays: 0 });
}

export interface TrainingStep {
  training: TrainingState;
  /** True when this step completed the training: the skill rose by 1 and progress reset. */
  completed: boolean;
  /** True when a break was too long and the progress was lost. */
  lost: boolean;
  skills: Skill[];
}

/**
 * Record days of training (devoted "presque exclusivement") or of break. Training days end
 * the current break; break days beyond `maxBreakDays` in a row lose all progress.
 */
export function recordTraining(
  skills: readonly Skill[],
  training: TrainingState,
  entry: { kind: 'TRAIN' | 'BREAK'; days: number },
): RuleResult<TrainingStep> {
  const violations = [...positiveInt(entry.days, 'days', 1), ...(findSkill(skills, training.skill) ? [] : [missingSkill(training.skill)])];
  if (violations.length > 0) return fail(...violations);
  if (entry.kind === 'BREAK') {
    const breakDays = training.breakDays + entry.days;
    const lost = breakDays > training.maxBreakDays && training.progressDays > 0;
    const next = lost ? { ...training, progressDays: 0, breakDays: 0 } : { ...training, breakDays };
    return ok({ training: next, completed: false, lost, skills: [...skills] });
  }
  const progressDays = training.progressDays + entry.days;
  if (progressDays >= training.requiredDays) {
    return ok({ training: { ...training, progressDays: 0, breakDays: 0 }, completed: true, lost: false, skills: raise(skills, training.skill, 1) });
  }
  return ok({ training: { ...training, progressDays, breakDays: 0 }, completed: false, lost: false, skills: [...skills] });
}

/**
 * Change a characteristic (Ylnies §Progression: "L'augmentation d'une caractéristique n'est pas
 * possible naturellement, et même via des moyens magique, elle est loin d'être évidente").
 * Only the GM may do it (a magical or exceptional cause); the value stays ≥ 1, and a change of
 * Mana moves the mana maximum (current mana capped to it).
 */
export function adjustCharacteristic(
  sheet: YlniesSheet,
  key: string,
  delta: number,
  by: 'GM' | 'PLAYER',
): RuleResult<YlniesSheet> {
  const violations: Violation[] = [];
  if (by !== 'GM') violations.push(violation('CHARACTERISTIC_NOT_RAISABLE', RULES.characteristics, 'only the GM can change a characteristic'));
  if (!isCharacteristicKey(key)) violations.push(violation('UNKNOWN_CHARACTERISTIC', RULES.characteristics, `unknown characteristic "${key}"`));
  if (!Number.isInteger(delta)) violations.push(violation('BAD_DELTA', RULES.characteristics, `delta must be a whole number, got ${delta}`));
  if (violations.length > 0 || !isCharacteristicKey(key)) return fail(...violations);
  const k: CharacteristicKey = key;
  const value = sheet.characteristics[k] + delta;
  if (value < CHARACTERISTIC_FLOOR) {
    return fail(violation('CHARACTERISTIC_BELOW_MINIMUM', 'Ylnies §Creation: a characteristic never goes below 1', `${k} would be ${value}`));
  }
  const characteristics = { ...sheet.characteristics, [k]: value };
  const manaPoints = manaPointsFor(characteristics.MAN);
  return ok({ ...sheet, characteristics, manaPoints, mana: Math.min(sheet.mana, manaPoints) });
}
