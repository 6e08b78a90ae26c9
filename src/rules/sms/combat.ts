import { type Rng, dieClass, isAboveTwelve, settleDie } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { type RecordedBarrier, barrierStep } from '../magic/defences.js';
import { type Check, resolveCheck } from './check.js';
import { type DamageType, type Severity, severityLevel, woundLevelsToSeverity } from './health.js';

/**
 * Combat (SMS §4, §6): the GM's die for a PC attacking or defending against an NPC, with a
 * breakdown a GM can read; opposed actions; weapon damage in wound levels.
 */

export type ArmourCategory = 0 | 1 | 2 | 3;

/** One line of a difficulty breakdown: what moved the die, by how many points. */
export interface DifficultyStep {
  label: string;
  shift: number;
}

export interface DifficultyBreakdown {
  /** Settled die (0..12, or an even number above 12). */
  die: number;
  /** Sum of the steps before settling (the die is rounded once, at the end). */
  points: number;
  /** Above D12: impossible unless the score reaches it (SMS §2 die arithmetic). */
  aboveTwelve: boolean;
  steps: DifficultyStep[];
}

/** A circumstance: its level (1 slightly, 2 advantaged, 3 very advantaged) and whom it favours. */
export interface Circumstance {
  label: string;
  level: 1 | 2 | 3;
  /** PC = favours the PC (lowers the PC's die), NPC = favours the NPC (raises it). */
  favours: 'PC' | 'NPC';
}

const RULE_ATTACK = 'SMS §4: PC attacks NPC: base + severity + armour + circumstances';
const RULE_DEFENCE = 'SMS §4: PC defends: NPC base − severity − armour ± circumstances';
const RULE_ARMOUR = 'SMS §4: armour categories are 0 (none) to 3 (heavy)';
const RULE_CIRC = 'SMS §4: circumstances are ±1, ±2 or ±3';
const RULE_DAMAGE = 'SMS §4: weapon damage = base by type + class of the result die − armour';
const RULE_SIZE = 'SMS §6: size factor is 1 to 9';

/** Die shift to inflict a wound of this severity on an NPC (SMS §4): +0/+2/+4/+6/+8. */
export function severityShiftOnNpc(severity: Severity): number {
  return (severityLevel(severity) - 1) * 2;
}

const SEVERITY_LABELS: Record<Severity, string> = {
  LIGHT: 'light wound',
  SERIOUS: 'serious wound',
  CRITICAL: 'critical wound',
  MORTAL: 'mortal wound',
  ANNIHILATION: 'annihilation',
};

const LEVEL_LABELS = ['', 'slightly', 'advantaged', 'very advantaged'] as const;

/**
 * The die points of one circumstance (SMS §4): whatever favours the PC lowers the PC's die,
 * whatever favours the NPC raises it — the same sign whether the PC attacks or defends.
 */
export function circumstanceShift(c: Pick<Circumstance, 'level' | 'favours'>): number {
  return c.favours === 'PC' ? -c.level : c.level;
}

function checkArmour(category: number): Violation[] {
  return Number.isInteger(category) && category >= 0 && category <= 3
    ? []
    : [violation('BAD_ARMOUR_CATEGORY', RULE_ARMOUR, `armour category ${category}`)];
}

function checkCircumstances(cs: readonly Circumstance[]): Violation[] {
  return cs
    .filter((c) => ![1, 2, 3].includes(c.level) || (c.favours !== 'PC' && c.favours !== 'NPC'))
    .map((c) => violation('BAD_CIRCUMSTANCE', RULE_CIRC, `circumstance "${c.label}" has level ${c.level} for ${c.favours}`));
}

function checkBase(baseDie: number, rule: string): Violation[] {
  return Number.isFinite(baseDie) && baseDie >= 0 ? [] : [violation('BAD_BASE_DIE', rule, `base die ${baseDie}`)];
}

function circumstanceSteps(cs: readonly Circumstance[]): DifficultyStep[] {
  return cs.map((c) => ({ label: `${c.label} (${LEVEL_LABELS[c.level]}, favours ${c.favours})`, shift: circumstanceShift(c) }));
}

function settle(steps: DifficultyStep[]): DifficultyBreakdown {
  const points = steps.reduce((s, x) => s + x.shift, 0);
  const die = settleDie(points);
  return { die, points, aboveTwelve: isAboveTwelve(die), steps };
}

export interface AttackOnNpcInput {
  /** The NPC's base die: the difficulty to inflict a light wound on it. */
  baseDie: number;
  severity: Severity;
  armourCategory?: number;
  /** Does the NPC's armour interpose and suit the blow? (GM's call) */
  armourEngaged?: boolean;
  circumstances?: Circumstance[];
  /** NPC size factor − PC size factor: a larger NPC is harder to hit (SMS §6, §9). */
  sizeDifference?: number;
  /** Magical barriers recorded on the NPC: the strongest raises the die by 2 per power level. */
  barriers?: readonly RecordedBarrier[];
  /** The GM's call that the barrier cannot stand against this blow (default true). */
  barrierApplies?: boolean;
}

/**
 * PC attacks NPC (SMS §4): die = base + severity shift + armour category if engaged
 * + circumstances + size difference. Seed: rapier through the abdomen (critical) on base D8 → D12.
 */
export function attackDifficultyAgainstNpc(input: AttackOnNpcInput): RuleResult<DifficultyBreakdown> {
  const armour = input.armourCategory ?? 0;
  const violations = [...checkBase(input.baseDie, RULE_ATTACK), ...checkArmour(armour), ...checkCircumstances(input.circumstances ?? [])];
  if (violations.length > 0) return fail(...violations);
  const steps: DifficultyStep[] = [
    { label: 'base die (light wound)', shift: input.baseDie },
    { label: SEVERITY_LABELS[input.severity], shift: severityShiftOnNpc(input.severity) },
  ];
  if (input.armourEngaged && armour > 0) steps.push({ label: `armour category ${armour} engaged`, shift: armour });
  steps.push(...circumstanceSteps(input.circumstances ?? []));
  const size = input.sizeDifference ?? 0;
  if (size !== 0) steps.push({ label: size > 0 ? `NPC larger by ${size}` : `NPC smaller by ${-size}`, shift: size });
  const barrier = barrierStep(input.barriers ?? [], 'ATTACKING_PROTECTED', input.barrierApplies ?? true);
  if (barrier) steps.push({ label: barrier.label, shift: barrier.shift });
  return ok(settle(steps));
}

export interface DefenceAgainstNpcInput {
  /** The NPC's attack base die. */
  baseDie: number;
  /** The wound the NPC's attack threatens. */
  severity: Severity;
  /** The PC's armour category (or a shield's, for a blow on the shield arm). */
  armourCategory?: number;
  armourEngaged?: boolean;
  circumstances?: Circumstance[];
  /** NPC size factor − PC size factor. */
  sizeDifference?: number;
  /** How the PC defends: dodging a larger NPC is easier, parrying it harder (SMS §6, §9). */
  defence?: 'DODGE' | 'PARRY';
  /** Magical barriers recorded on the PC: the strongest lowers the die by 2 per power level. */
  barriers?: readonly RecordedBarrier[];
  /** The GM's call that the barrier cannot stand against this blow (default true). */
  barrierApplies?: boolean;
}

/** Die shift for a PC defending against a wound of this severity (SMS §4): −0/−2/−4/−6. */
export function severityShiftForPcDefence(severity: Severity): number | null {
  if (severity === 'ANNIHILATION') return null;
  return 0 - (severityLevel(severity) - 1) * 2;
}

/**
 * NPC attacks PC (SMS §4): the PC defends against NPC base − severity shift − armour category
 * (if it interposes) ± circumstances ± size. Seed: base D8, serious wound → D6.
 */
export function defenceDifficultyAgainstNpc(input: DefenceAgainstNpcInput): RuleResult<DifficultyBreakdown> {
  const armour = input.armourCategory ?? 0;
  const violations = [...checkBase(input.baseDie, RULE_DEFENCE), ...checkArmour(armour), ...checkCircumstances(input.circumstances ?? [])];
  const sevShift = severityShiftForPcDefence(input.severity);
  if (sevShift === null) {
    violations.push(violation('NO_ANNIHILATION_ON_PC', 'SMS §3: the defence table stops at mortal wounds', 'an NPC attack cannot aim at annihilation'));
  }
  if (violations.length > 0 || sevShift === null) return fail(...violations);
  const steps: DifficultyStep[] = [
    { label: 'NPC attack base die', shift: input.baseDie },
    { label: SEVERITY_LABELS[input.severity], shift: sevShift },
  ];
  if (input.armourEngaged && armour > 0) steps.push({ label: `armour category ${armour} interposes`, shift: -armour });
  steps.push(...circumstanceSteps(input.circumstances ?? []));
  const size = input.sizeDifference ?? 0;
  if (size > 0) {
    // The smaller PC dodges a larger NPC better but parries it worse (SMS §6, §9).
    const dodge = (input.defence ?? 'DODGE') === 'DODGE';
    steps.push({ label: `NPC larger by ${size}, PC ${dodge ? 'dodges' : 'parries'}`, shift: dodge ? -size : size });
  } else if (size < 0) {
    // A smaller NPC is to the PC's disadvantage when the PC defends (SMS §9).
    steps.push({ label: `NPC smaller by ${-size}`, shift: -size });
  }
  const barrier = barrierStep(input.barriers ?? [], 'PROTECTED_DEFENDS', input.barrierApplies ?? true);
  if (barrier) steps.push({ label: barrier.label, shift: barrier.shift });
  return ok(settle(steps));
}

export type OpposedOutcome = 'ATTACK_FAILED' | 'COUNTERED' | 'HIT';

export interface OpposedResult {
  outcome: OpposedOutcome;
  /** The die the hit is worth (0 when nothing lands). */
  resultDie: number;
}

/**
 * Attack against defence where both sides chose a die (SMS §4 opposed actions): attacker fails
 * → nothing; attacker succeeds and defender fails (or does not defend) → attacker's die;
 * both succeed → attacker die − defender die, ≤ 0 fully countered.
 */
export function opposedResult(
  attacker: { success: boolean; die: number },
  defender: { success: boolean; die: number } | null,
): OpposedResult {
  if (!attacker.success) return { outcome: 'ATTACK_FAILED', resultDie: 0 };
  if (!defender?.success) return { outcome: 'HIT', resultDie: attacker.die };
  const diff = attacker.die - defender.die;
  return diff <= 0 ? { outcome: 'COUNTERED', resultDie: 0 } : { outcome: 'HIT', resultDie: diff };
}

export interface OpposedRoll extends OpposedResult {
  attacker: Check;
  defender: Check | null;
}

/**
 * Roll an opposed action between PCs (SMS §4): each rolls its own die and each failure brings
 * that die's stakes (in each Check). Attacker is rolled first.
 */
export function resolveOpposed(
  rng: Rng,
  attacker: { score: number; die: number },
  defender: { score: number; die: number } | null,
): OpposedRoll {
  const a = resolveCheck(rng, attacker.score, attacker.die);
  const d = defender ? resolveCheck(rng, defender.score, defender.die) : null;
  return { ...opposedResult(a, d), attacker: a, defender: d };
}

/** Base wound levels of a weapon by damage type (SMS §4 Decision): blunt +1, lethal 0, critical −1. */
export function weaponBase(type: DamageType): number {
  return type === 'BLUNT' ? 1 : type === 'LETHAL' ? 0 : -1;
}

export interface ArmourAbsorption {
  absorbed: number;
  armourCategoryAfter: number;
}

/**
 * What armour absorbs from one attack (SMS §4 damage types): its category from blunt and
 * lethal damage, nothing from critical ("seule la magie protège contre les dégâts critiques",
 * so only the enchantment counts); against elemental damage 1 level whatever the category,
 * and one category lost per elemental attack unless an enchanted armour takes a lethal one;
 * the enchantment adds to the protection. Against magical damage the physical armour stops
 * at most 1 level and its enchantment at most 1 more.
 */
export function armourAbsorption(input: {
  damageType: DamageType;
  elemental?: boolean;
  magical?: boolean;
  armourCategory: number;
  armourEnchantment?: number;
}): ArmourAbsorption {
  const armour = input.armourCategory;
  let enchantPart = input.armourEnchantment ?? 0;
  let armourCategoryAfter = armour;
  let physical: number;
  if (input.elemental) {
    physical = armour > 0 ? 1 : 0;
    const protectedByEnchantment = enchantPart > 0 && input.damageType === 'LETHAL';
    if (armour > 0 && !protectedByEnchantment) armourCategoryAfter = armour - 1;
  } else if (input.damageType === 'CRITICAL') {
    physical = 0;
  } else {
    physical = armour;
  }
  if (input.magical) {
    physical = Math.min(physical, 1);
    enchantPart = Math.min(enchantPart, 1);
  }
  return { absorbed: physical + enchantPart, armourCategoryAfter };
}

export interface DamageInput {
  damageType: DamageType;
  /** Elemental qualifier: only on lethal or critical damage (SMS §4). */
  elemental?: boolean;
  /** Damage of magical origin that is not a physical blow (fire, acid through the armour). */
  magical?: boolean;
  /** Wound levels before the die: weapon base by type unless given (spells pass their own). */
  base?: number;
  /** The result die of the opposed action; its class adds to the damage. */
  resultDie: number;
  /** The target's armour category where it interposes (0 when it does not). */
  armourCategory?: number;
  /** Magical enchantment bonus of the armour. */
  armourEnchantment?: number;
  /** Other defences, in wound levels (magical protection computed by the magic module). */
  otherDefences?: number;
  /** Attacker size − target size, for physical damage (SMS §6). */
  sizeDifference?: number;
}

export interface DamageResult {
  levels: number;
  severity: Severity | null;
  /** Armour category after the attack (elemental attacks erode it). */
  armourCategoryAfter: number;
  steps: DifficultyStep[];
}

/**
 * Weapon damage (SMS §4): base by type + class(result die) ± size (§6: the malus never takes
 * damage below 1, and comes before armour) − armour absorption (`armourAbsorption`) − other
 * defences → wound levels → severity (SMS §3 Decision).
 */
export function weaponDamage(input: DamageInput): RuleResult<DamageResult> {
  const armour = input.armourCategory ?? 0;
  const enchant = input.armourEnchantment ?? 0;
  const violations = checkArmour(armour);
  if (input.elemental && input.damageType === 'BLUNT') {
    violations.push(violation('BLUNT_CANNOT_BE_ELEMENTAL', 'SMS §4: elemental damage is lethal or critical', 'blunt damage cannot be elemental'));
  }
  if (!Number.isInteger(enchant) || enchant < 0) violations.push(violation('BAD_ENCHANTMENT', RULE_DAMAGE, `enchantment ${enchant}`));
  if (!Number.isFinite(input.resultDie) || input.resultDie < 0) violations.push(violation('BAD_RESULT_DIE', RULE_DAMAGE, `result die ${input.resultDie}`));
  if (violations.length > 0) return fail(...violations);

  const base = input.base ?? weaponBase(input.damageType);
  const steps: DifficultyStep[] = [
    { label: `${input.damageType.toLowerCase()}${input.elemental ? ' elemental' : ''} base`, shift: base },
    { label: `class of result die D${settleDie(input.resultDie)}`, shift: dieClass(input.resultDie) },
  ];
  let levels = base + dieClass(input.resultDie);
  const size = input.sizeDifference ?? 0;
  if (size !== 0 && !input.magical) {
    // SMS §6: the size malus is applied before armour and never takes damage below 1.
    const after = size > 0 ? levels + size : Math.max(Math.min(levels, 1), levels + size);
    steps.push({ label: size > 0 ? `attacker larger by ${size}` : `attacker smaller by ${-size}`, shift: after - levels });
    levels = after;
  }

  const { absorbed: absorb, armourCategoryAfter: armourAfter } = armourAbsorption({
    damageType: input.damageType,
    elemental: input.elemental ?? false,
    magical: input.magical ?? false,
    armourCategory: armour,
    armourEnchantment: enchant,
  });
  if (absorb > 0) steps.push({ label: 'armour absorbs', shift: -absorb });
  levels -= absorb;
  const other = input.otherDefences ?? 0;
  if (other !== 0) {
    steps.push({ label: 'other defences', shift: -other });
    levels -= other;
  }
  levels = Math.max(0, levels);
  return ok({ levels, severity: woundLevelsToSeverity(levels), armourCategoryAfter: armourAfter, steps });
}

/**
 * A weapon hit on an NPC (SMS §4, §9): minions and bystanders (disposable NPCs) die from any
 * weapon hit unless the attacker says the blow was not meant to kill.
 */
export function weaponHitOnNpc(input: { minion: boolean; severity: Severity; notMeantToKill?: boolean }): {
  killed: boolean;
  severity: Severity;
} {
  if (input.minion && !input.notMeantToKill) return { killed: true, severity: 'MORTAL' };
  return { killed: false, severity: input.severity };
}

/** Size factors must be 1..9 (SMS §6). */
export function validateSizeFactor(size: number): Violation[] {
  return Number.isInteger(size) && size >= 1 && size <= 9 ? [] : [violation('BAD_SIZE_FACTOR', RULE_SIZE, `size factor ${size}`)];
}

export interface SizeEffects {
  /** Score modifier to hit or to dodge: the smaller gets +d, the larger −d. */
  toHitOrDodge: number;
  /** Physical damage modifier: the smaller −d, the larger +d. */
  physicalDamage: number;
  /** The smaller parries worse: −d for the smaller, 0 for the larger. */
  parry: number;
}

/** Size factor effects for one side against another (SMS §6), one point per point of difference. */
export function sizeEffects(ownSize: number, opponentSize: number): RuleResult<SizeEffects> {
  const v = [...validateSizeFactor(ownSize), ...validateSizeFactor(opponentSize)];
  if (v.length > 0) return fail(...v);
  const d = opponentSize - ownSize;
  return ok({ toHitOrDodge: d, physicalDamage: 0 - d, parry: d > 0 ? 0 - d : 0 });
}

/** Malus for using a weapon made for another size: the difference (SMS §6). */
export function weaponSizeMalus(wielderSize: number, weaponSize: number): number {
  return 0 - Math.abs(wielderSize - weaponSize);
}
