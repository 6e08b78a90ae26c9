/**
 * Ylnies character creation (Ylnies §Creation): characteristics by the random method
 * (2d6 + 1 + racial modifier) or the points method (70 points, bases 1..13), then 75 skill
 * points (+15 for a human upbringing), at most 10 per skill, spells at double cost, and the
 * innate magical ability equal to Willpower for free. Every breach is collected.
 */
import data from '../../data/ylnies.json';
import { type Rng, rollDice } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import {
  CHARACTERISTIC_KEYS,
  type CharacteristicKey,
  type Characteristics,
  applyModifiers,
  characteristicShapeViolations,
  isCharacteristicKey,
  manaPointsFor,
} from './characteristics.js';
import { type EquipmentState, NO_EQUIPMENT, equipmentViolations } from './equipment.js';
import { type RaceState, skillPointsBonus } from './races.js';
import { NO_WOUNDS, type Skill, type SkillKind, type YlniesSheet } from './sheet.js';

export const CREATION = {
  points: data.creation.points,
  baseMin: data.creation.baseMin,
  baseMax: data.creation.baseMax,
  skillPoints: data.creation.skillPoints,
  skillMaxAtCreation: data.creation.skillMaxAtCreation,
  spellCostFactor: data.creation.spellCostFactor,
} as const;

export const RULES = {
  random: 'Ylnies §Creation: random characteristics are 2d6 + 1 + racial modifier',
  pointsBudget: `Ylnies §Creation: ${CREATION.points} points to share among the characteristics`,
  baseRange: `Ylnies §Creation: each base characteristic is ${CREATION.baseMin} to ${CREATION.baseMax} before the racial modifier`,
  skillBudget: `Ylnies §Creation: ${CREATION.skillPoints} skill points (+15 for humans)`,
  skillMax: `Ylnies §Creation: at most ${CREATION.skillMaxAtCreation} points per skill at creation`,
  skillShape: 'Ylnies §Creation: each skill has a name and is tied to one characteristic',
  innate: 'Ylnies §Creation: one innate magical ability (a spell or a power) equal to Willpower, free',
} as const;

// ---------------------------------------------------------------------------------------
// Characteristics
// ---------------------------------------------------------------------------------------

/** The two d6 of one characteristic, as rolled. */
export type CharacteristicRoll = [number, number];

export interface CharacteristicsResult {
  method: 'RANDOM' | 'POINTS';
  /** Values before the racial modifier (2d6 + 1, or the points bought). */
  bases: Characteristics;
  /** Final values: base + modifier, never below 1. */
  final: Characteristics;
  /** RANDOM only: the dice of each characteristic, for the roll log. */
  rolls: Record<CharacteristicKey, CharacteristicRoll> | null;
  /** POINTS only: points spent and left. */
  spent: number | null;
  unspent: number | null;
}

/**
 * Random method (Ylnies §Creation: "2d6+1+modificateurs pour chaque caractéristiques"):
 * two d6 per characteristic in the seed's order, floored at 1 after the modifier.
 */
export function rollCharacteristics(rng: Rng, modifiers: RaceState['modifiers']): CharacteristicsResult {
  const rolls = {} as Record<CharacteristicKey, CharacteristicRoll>;
  for (const key of CHARACTERISTIC_KEYS) rolls[key] = rollDice(rng, 2, 6) as CharacteristicRoll;
  return fromRolls(rolls, modifiers);
}

function fromRolls(rolls: Record<CharacteristicKey, CharacteristicRoll>, modifiers: RaceState['modifiers']): CharacteristicsResult {
  const bases = {} as Characteristics;
  for (const key of CHARACTERISTIC_KEYS) bases[key] = rolls[key][0] + rolls[key][1] + 1;
  return { method: 'RANDOM', bases, final: applyModifiers(bases, modifiers), rolls, spent: null, unspent: null };
}

/**
 * Re-check persisted random rolls (the API stores them between the roll and the final
 * creation): every die must be a d6 face. Recomputes bases and finals from the dice.
 */
export function characteristicsFromRolls(
  rolls: Readonly<Record<string, readonly number[]>>,
  modifiers: RaceState['modifiers'],
): RuleResult<CharacteristicsResult> {
  const violations: Violation[] = [];
  for (const key of CHARACTERISTIC_KEYS) {
    const dice = rolls[key];
    if (dice?.length !== 2 || dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) {
      violations.push(violation('BAD_CHARACTERISTIC_ROLL', RULES.random, `${key} needs two d6 faces, got ${JSON.stringify(dice ?? null)}`));
    }
  }
  if (violations.length > 0) return fail(...violations);
  return ok(fromRolls(rolls as Record<CharacteristicKey, CharacteristicRoll>, modifiers));
}

/** Points-method cost: one point per point of base (Ylnies §Creation). */
export function characteristicPointCost(bases: Readonly<Record<string, number>>): number {
  return CHARACTERISTIC_KEYS.reduce((sum, key) => sum + (bases[key] ?? 0), 0);
}

/**
 * Points method (Ylnies §Creation: "70 pts à répartir … maximum 13+modificateur racial et le
 * minimum de 1+modificateur racial (mais ne pouvant descendre en dessous de 1)"). Each base is
 * 1..13; the total may not exceed 70 (unspent points are allowed and lost: Decision).
 */
export function buyCharacteristics(
  bases: Readonly<Record<string, number>>,
  modifiers: RaceState['modifiers'],
): RuleResult<CharacteristicsResult> {
  const violations = characteristicShapeViolations(bases, RULES.baseRange, CREATION.baseMin);
  for (const key of CHARACTERISTIC_KEYS) {
    const v = bases[key];
    if (v !== undefined && Number.isInteger(v) && v > CREATION.baseMax) {
      violations.push(violation('CHARACTERISTIC_ABOVE_MAXIMUM', RULES.baseRange, `${key} base is ${v}, above ${CREATION.baseMax}`, { characteristic: key, value: v, max: CREATION.baseMax }));
    }
  }
  const spent = characteristicPointCost(bases);
  if (spent > CREATION.points) {
    violations.push(violation('CHARACTERISTIC_POINTS_EXCEEDED', RULES.pointsBudget, `${spent} points spent, ${CREATION.points} available`, { spent, available: CREATION.points }));
  }
  if (violations.length > 0) return fail(...violations);
  const clean = {} as Characteristics;
  for (const key of CHARACTERISTIC_KEYS) clean[key] = bases[key]!;
  return ok({
    method: 'POINTS',
    bases: clean,
    final: applyModifiers(clean, modifiers),
    rolls: null,
    spent,
    unspent: CREATION.points - spent,
  });
}

// ---------------------------------------------------------------------------------------
// Skills
// ---------------------------------------------------------------------------------------

export interface SkillInput {
  name: string;
  characteristic: string;
  kind: SkillKind;
  value: number;
  innate?: boolean;
}

/** Cost factor of raising a skill at creation: spells double, not powers ("un sort (mais pas un pouvoir)"). */
export function skillCostFactor(kind: SkillKind): number {
  return kind === 'SPELL' ? CREATION.spellCostFactor : 1;
}

/**
 * Creation cost of one skill. The innate ability's first `willpower` points are free, so it
 * costs only what is bought above Willpower (at the spell rate if it is a spell).
 */
export function skillCreationCost(skill: Pick<SkillInput, 'kind' | 'value' | 'innate'>, willpower: number): number {
  const bought = skill.innate ? Math.max(0, skill.value - willpower) : skill.value;
  return bought * skillCostFactor(skill.kind);
}

/** Skill points available at creation: 75, +15 for a human upbringing. */
export function skillPointsAvailable(race: Pick<RaceState, 'humanUpbringing'>): number {
  return CREATION.skillPoints + skillPointsBonus(race);
}

export interface SkillsResult {
  skills: Skill[];
  spent: number;
  available: number;
  unspent: number;
}

/**
 * Breaches an NPC or a GM adjustment is not held to: the creation budgets and caps bind PCs
 * being built (as SMS §9 frees NPCs from the creation budget; Decision for Ylnies).
 */
const NPC_EXEMPT = new Set([
  'CHARACTERISTIC_POINTS_EXCEEDED',
  'CHARACTERISTIC_ABOVE_MAXIMUM',
  'SKILL_POINTS_EXCEEDED',
  'SKILL_ABOVE_CREATION_MAX',
  'INNATE_MISSING',
  'INNATE_BELOW_WILLPOWER',
]);

/** The breaches that bind: all of them under the creation rules (a PC being built), the structural ones otherwise. */
export function bindingViolations(violations: readonly Violation[], creationRules: boolean): Violation[] {
  return creationRules ? [...violations] : violations.filter((v) => !NPC_EXEMPT.has(v.code));
}

export const INNATE_RANDOM_RULE = `${RULES.innate}; with the RANDOM method Willpower is rolled, so the innate value is set from it`;

/**
 * With the RANDOM method the innate ability's value is the Willpower still to be rolled: a
 * value given for it is refused (one breach per innate skill), before any die is cast.
 */
export function innateValuesBeforeRoll(skills: readonly { name: string; innate?: boolean | null; value?: number | null }[]): Violation[] {
  return skills
    .filter((s) => s.innate && s.value !== null && s.value !== undefined)
    .map((s) => violation('INNATE_VALUE_WITH_RANDOM', INNATE_RANDOM_RULE, `leave the value of innate "${s.name.trim()}" out: it is the rolled Willpower`, { skill: s.name.trim() }));
}

/**
 * Check the skill choices at creation (Ylnies §Creation step 4). The innate ability is worth
 * Willpower for free and may exceed 10 (Decision); creation points may raise it further only
 * up to max(10, Willpower), since the cap of 10 binds what points buy.
 */
export function checkCreationSkills(
  skills: readonly SkillInput[],
  context: { willpower: number | null; available: number },
): RuleResult<SkillsResult> {
  // null Willpower = the characteristics are broken: innate value checks are skipped rather
  // than reported against a made-up Willpower.
  const wil = context.willpower;
  const violations: Violation[] = [];
  const seen = new Set<string>();
  for (const s of skills) {
    const label = s.name.trim();
    if (label === '') violations.push(violation('SKILL_NAME_EMPTY', RULES.skillShape, 'a skill needs a name'));
    const lower = label.toLowerCase();
    if (label !== '' && seen.has(lower)) violations.push(violation('SKILL_DUPLICATE', RULES.skillShape, `skill "${label}" appears twice`, { skill: label }));
    seen.add(lower);
    if (!isCharacteristicKey(s.characteristic)) {
      violations.push(violation('SKILL_CHARACTERISTIC_UNKNOWN', RULES.skillShape, `skill "${label}" is tied to unknown characteristic "${s.characteristic}"`, { skill: label, characteristic: s.characteristic }));
    }
    if (!['SKILL', 'SPELL', 'POWER'].includes(s.kind)) {
      violations.push(violation('SKILL_KIND_UNKNOWN', RULES.skillShape, `skill "${label}" has unknown kind "${s.kind}"`, { skill: label, kind: s.kind }));
    }
    if (!Number.isInteger(s.value) || s.value < 0) {
      violations.push(violation('SKILL_VALUE_INVALID', RULES.skillShape, `skill "${label}" must be a whole number ≥ 0, got ${s.value}`, { skill: label, value: s.value }));
      continue;
    }
    if (s.innate) {
      if (wil === null) continue;
      if (s.value < wil) {
        violations.push(violation('INNATE_BELOW_WILLPOWER', RULES.innate, `innate "${label}" is ${s.value}, below Willpower ${wil}`, { skill: label, value: s.value, willpower: wil }));
      }
      const cap = Math.max(CREATION.skillMaxAtCreation, wil);
      if (s.value > cap) {
        violations.push(violation('SKILL_ABOVE_CREATION_MAX', RULES.skillMax, `innate "${label}" is ${s.value}, above ${cap} (Willpower or ${CREATION.skillMaxAtCreation})`, { skill: label, value: s.value, max: cap }));
      }
    } else if (s.value > CREATION.skillMaxAtCreation) {
      violations.push(violation('SKILL_ABOVE_CREATION_MAX', RULES.skillMax, `skill "${label}" is ${s.value}, above ${CREATION.skillMaxAtCreation}`, { skill: label, value: s.value, max: CREATION.skillMaxAtCreation }));
    }
  }
  const innate = skills.filter((s) => s.innate);
  if (innate.length === 0) violations.push(violation('INNATE_MISSING', RULES.innate, 'the character needs one innate spell or power'));
  if (innate.length > 1) violations.push(violation('INNATE_MULTIPLE', RULES.innate, `${innate.length} innate abilities, only one is allowed`, { count: innate.length }));
  for (const s of innate) {
    if (s.kind === 'SKILL') violations.push(violation('INNATE_NOT_MAGICAL', RULES.innate, `innate "${s.name}" must be a spell or a power`, { skill: s.name }));
  }
  const spent = skills.reduce(
    (sum, s) => sum + (Number.isInteger(s.value) && s.value >= 0 ? skillCreationCost(s, wil ?? Number.POSITIVE_INFINITY) : 0),
    0,
  );
  if (spent > context.available) {
    violations.push(violation('SKILL_POINTS_EXCEEDED', RULES.skillBudget, `${spent} skill points spent, ${context.available} available`, { spent, available: context.available }));
  }
  if (violations.length > 0) return fail(...violations);
  return ok({
    skills: skills.map((s) => ({
      name: s.name.trim(),
      characteristic: s.characteristic as CharacteristicKey,
      kind: s.kind,
      value: s.value,
      innate: s.innate === true,
    })),
    spent,
    available: context.available,
    unspent: context.available - spent,
  });
}

// ---------------------------------------------------------------------------------------
// Whole character
// ---------------------------------------------------------------------------------------

export type CharacteristicsInput =
  | { method: 'POINTS'; bases: Readonly<Record<string, number>> }
  | { method: 'RANDOM'; rolls: Readonly<Record<string, readonly number[]>> };

export interface CreationInput {
  /** From pureRace / rollMixedRace (server-side). */
  race: RaceState;
  characteristics: CharacteristicsInput;
  skills: readonly SkillInput[];
  equipment?: EquipmentState;
}

export interface CreationResult {
  sheet: YlniesSheet;
  characteristics: CharacteristicsResult;
  skillPoints: { spent: number; available: number; unspent: number };
}

/**
 * Build a starting sheet (Ylnies §Creation steps 3–5), collecting every violation from
 * characteristics, skills and equipment together. Mana starts full (5 × MAN).
 */
export function createSheet(input: CreationInput): RuleResult<CreationResult> {
  const chars =
    input.characteristics.method === 'POINTS'
      ? buyCharacteristics(input.characteristics.bases, input.race.modifiers)
      : characteristicsFromRolls(input.characteristics.rolls, input.race.modifiers);
  // Willpower for the innate check: unknown if the characteristics are broken.
  const willpower = chars.ok ? chars.value.final.WIL : null;
  const skills = checkCreationSkills(input.skills, { willpower, available: skillPointsAvailable(input.race) });
  const equipment = input.equipment ?? NO_EQUIPMENT;
  const violations: Violation[] = [
    ...(chars.ok ? [] : chars.violations),
    ...(skills.ok ? [] : skills.violations),
    ...equipmentViolations(equipment),
  ];
  if (!chars.ok || !skills.ok || violations.length > 0) return fail(...violations);
  const manaPoints = manaPointsFor(chars.value.final.MAN);
  return ok({
    sheet: {
      race: input.race,
      characteristics: chars.value.final,
      skills: skills.value.skills,
      manaPoints,
      mana: manaPoints,
      wounds: { ...NO_WOUNDS, grave: [], critical: [] },
      equipment,
    },
    characteristics: chars.value,
    skillPoints: { spent: skills.value.spent, available: skills.value.available, unspent: skills.value.unspent },
  });
}
