/**
 * A person's creation choices checked by the rules (Ylnies §Creation): skills as chosen (their
 * defaults), every breach that can be refused before the server rolls a die (a refused
 * character costs no roll and no place in the campaign's creation log, docs/fairness.md
 * §Creation rolls), and the skills replaced while a PC is still being built.
 */
import { distinctViolations, fail, ok, type RuleResult, type Violation } from '../violation.js';
import { applyModifiers, type CharacteristicKey, type Characteristics } from './characteristics.js';
import { bindingViolations, checkCreationSkills, createSheet, innateValuesBeforeRoll, type SkillInput, skillPointsAvailable } from './creation.js';
import { type EquipmentState, equipmentViolations } from './equipment.js';
import type { RaceState } from './races.js';
import type { Skill, SkillKind } from './sheet.js';

/** A skill as a person chooses it: the kind defaults to a plain skill, the innate ability's value to Willpower. */
export interface SkillChoice {
  name: string;
  characteristic: string;
  kind?: SkillKind | null;
  value?: number | null;
  innate?: boolean | null;
}

/** The skills as the rules check them, with the innate ability's value left out set to `willpower`. */
export function skillInputsFor(choices: readonly SkillChoice[], willpower: number): SkillInput[] {
  return choices.map((s) => ({
    name: s.name,
    characteristic: s.characteristic,
    kind: s.kind ?? 'SKILL',
    value: s.value ?? willpower,
    innate: s.innate ?? false,
  }));
}

export interface BeforeDiceInput {
  /** The race as the rules settle it before any die: a pure race, or a mixed parentage checked with no real roll. */
  race: RaceState;
  characteristics: { method: 'POINTS'; bases: Characteristics } | { method: 'RANDOM' };
  skills: readonly SkillChoice[];
  equipment: EquipmentState;
  /** A PC being built is held to the creation budgets and caps; an NPC only to the structural rules. */
  creationRules: boolean;
}

/**
 * Every breach that does not depend on the dice, each once. With POINTS the whole sheet is
 * checked; with RANDOM Willpower is still to be rolled, so the innate ability's value must be
 * left out and its checks against Willpower wait for the roll, while every other skill and
 * equipment rule is checked now.
 */
export function violationsBeforeDice(input: BeforeDiceInput): Violation[] {
  const found: Violation[] = [];
  if (input.characteristics.method === 'POINTS') {
    const { bases } = input.characteristics;
    const willpower = applyModifiers(bases, input.race.modifiers).WIL;
    const sheet = createSheet({ race: input.race, characteristics: { method: 'POINTS', bases }, skills: skillInputsFor(input.skills, willpower), equipment: input.equipment });
    if (!sheet.ok) found.push(...sheet.violations);
  } else {
    found.push(...innateValuesBeforeRoll(input.skills));
    const unrolled = skillInputsFor(input.skills, 0).map((s) => (s.innate ? { ...s, value: 0 } : s));
    const skills = checkCreationSkills(unrolled, { willpower: null, available: skillPointsAvailable(input.race) });
    if (!skills.ok) found.push(...skills.violations);
    found.push(...equipmentViolations(input.equipment));
  }
  return distinctViolations(bindingViolations(found, input.creationRules));
}

export interface SkillPoints {
  spent: number;
  available: number;
  unspent: number;
}

/**
 * The skills that replace a sheet's (Ylnies §Creation step 4). A DRAFT PC (`creationRules`) is
 * held to the creation budget and caps, and its skill points are recounted; an NPC or an
 * active PC (the GM's edit) only to the structural rules, its creation record untouched (null).
 */
export function replacedSkills(
  sheet: { characteristics: Pick<Characteristics, 'WIL'>; race: Pick<RaceState, 'humanUpbringing'> },
  choices: readonly SkillChoice[],
  creationRules: boolean,
): RuleResult<{ skills: Skill[]; skillPoints: SkillPoints | null }> {
  const willpower = sheet.characteristics.WIL;
  const skills = skillInputsFor(choices, willpower);
  const checked = checkCreationSkills(skills, { willpower, available: skillPointsAvailable(sheet.race) });
  const breaches = distinctViolations(bindingViolations(checked.ok ? [] : checked.violations, creationRules));
  if (breaches.length) return fail(...breaches);
  return ok({
    skills: skills.map((s) => ({ name: s.name.trim(), characteristic: s.characteristic as CharacteristicKey, kind: s.kind, value: s.value, innate: s.innate === true })),
    skillPoints: creationRules && checked.ok ? { spent: checked.value.spent, available: checked.value.available, unspent: checked.value.unspent } : null,
  });
}
