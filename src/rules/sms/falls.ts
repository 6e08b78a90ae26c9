import { type Rng, settleDie } from '../dice.js';
import { distinctViolations, type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { type Check, resolveCheck } from './check.js';
import { armourAbsorption, validateSizeFactor } from './combat.js';
import { type Severity, woundLevelsToSeverity } from './health.js';

/**
 * Falls and throws (SMS §7): wound levels grow with the height counted in multiples of the
 * size factor; the character rolls to cushion the impact.
 */

const RULE_FALL = 'SMS §7: a fall is an attack of strength 3 per whole multiple of the size factor';
const RULE_DIE = 'SMS §7: the cushioning die may be raised, never lowered';

/** Whole multiples k ≥ 1 with height > k·S (SMS §7). */
export function fallMultiples(height: number, sizeFactor: number): number {
  if (height <= 0) return 0;
  return Math.max(0, Math.ceil(height / sizeFactor) - 1);
}

/** 1 + 2 + … + n (SMS §7: "ces montants étant cumulatifs"). */
export function triangular(n: number): number {
  return n <= 0 ? 0 : (n * (n + 1)) / 2;
}

/** Wound levels of an uncontrolled fall from `height` metres (SMS §7), before armour. */
export function fallWoundLevels(height: number, sizeFactor: number): number {
  return triangular(fallMultiples(height, sizeFactor));
}

/**
 * Multiples for a throw (SMS §7): like a fall over the distance left, except the first level
 * applies from 0 m. A distance cushioned below 0 m leaves nothing (Decision).
 */
export function throwMultiples(distanceLeft: number, sizeFactor: number): number {
  if (distanceLeft < 0) return 0;
  return 1 + fallMultiples(distanceLeft, sizeFactor);
}

/** Wound levels of a throw over the distance left to the obstacle (SMS §7), before armour. */
export function throwWoundLevels(distanceLeft: number, sizeFactor: number): number {
  return triangular(throwMultiples(distanceLeft, sizeFactor));
}

/** Beyond 5 × the size factor a fall is mortal whatever the armour (SMS §7). */
export function isMortalHeight(height: number, sizeFactor: number): boolean {
  return height > 5 * sizeFactor;
}

/** The fall's attack strength (SMS §7): 3 per multiple, −3 for a controlled fall (a jump). */
export function fallStrength(multiples: number, controlled: boolean): number {
  return 3 * multiples - (controlled ? 3 : 0);
}

export interface ImpactInput {
  /** Fall: the height in metres. Throw: the distance left to the obstacle (0 if none). */
  distance: number;
  sizeFactor: number;
  /** The character's action score to cushion the impact. */
  score: number;
  /** The die the player chooses to roll; at least the strength's die (default: that die). */
  die?: number;
  /** BLUNT by default; LETHAL on a sharp, pointed or very irregular surface. */
  damageType?: 'BLUNT' | 'LETHAL';
  armourCategory?: number;
  armourEnchantment?: number;
}

export interface FallInput extends ImpactInput {
  /** A deliberate jump: strength −3. */
  controlled?: boolean;
}

export type CriticalOutcome = 'SUCCESS' | 'FAILURE' | null;

export interface ImpactResult {
  kind: 'FALL' | 'THROW';
  multiples: number;
  strength: number;
  /** The strength's die (capped at 12 so a mortal fall can still be rolled). */
  strengthDie: number;
  check: Check;
  critical: CriticalOutcome;
  /** The distance after cushioning: −2·S critical success, −1·S success, +1·S critical failure. */
  effectiveDistance: number;
  /** Wound levels before armour. */
  rawLevels: number;
  absorbed: number;
  levels: number;
  /** A fall beyond 5·S (after a critical success) is mortal whatever the armour. */
  mortal: boolean;
  severity: Severity | null;
  damageType: 'BLUNT' | 'LETHAL';
}

function validate(input: ImpactInput): Violation[] {
  const v = validateSizeFactor(input.sizeFactor);
  if (!Number.isFinite(input.distance) || input.distance < 0) v.push(violation('BAD_DISTANCE', RULE_FALL, `distance ${input.distance}`));
  const armour = input.armourCategory ?? 0;
  if (!Number.isInteger(armour) || armour < 0 || armour > 3) {
    v.push(violation('BAD_ARMOUR_CATEGORY', 'SMS §4: armour categories are 0 (none) to 3 (heavy)', `armour category ${armour}`));
  }
  return v;
}

function chooseDie(strength: number, chosen: number | undefined): RuleResult<{ strengthDie: number; die: number }> {
  // "Il peut toujours jeter le D12": the strength die is capped at 12 so the roll stays possible.
  const strengthDie = Math.min(settleDie(strength), 12);
  if (chosen === undefined) return ok({ strengthDie, die: strengthDie });
  const die = settleDie(chosen);
  if (die < strengthDie) {
    return fail(violation('DIE_BELOW_STRENGTH', RULE_DIE, `D${die} is below the fall's D${strengthDie}`));
  }
  return ok({ strengthDie, die });
}

/**
 * Critical outcomes exist only when the die is rolled (SMS §7 Decision): a 1 is a critical
 * success, the die's highest face a critical failure.
 */
function criticalOf(check: Check): CriticalOutcome {
  if (check.roll === null) return null;
  if (check.roll === 1 && check.success) return 'SUCCESS';
  if (check.roll === check.die && !check.success) return 'FAILURE';
  return null;
}

function cushion(check: Check, critical: CriticalOutcome, sizeFactor: number): number {
  if (critical === 'SUCCESS') return -2 * sizeFactor;
  if (critical === 'FAILURE') return sizeFactor;
  return check.success ? -sizeFactor : 0;
}

function finish(
  kind: 'FALL' | 'THROW',
  input: ImpactInput,
  multiples: number,
  strength: number,
  strengthDie: number,
  check: Check,
  levelsOf: (distance: number) => number,
  mortalDistance: number | null,
): ImpactResult {
  const critical = criticalOf(check);
  const effectiveDistance = input.distance + cushion(check, critical, input.sizeFactor);
  const rawLevels = levelsOf(effectiveDistance);
  const damageType = input.damageType ?? 'BLUNT';
  const { absorbed: armour } = armourAbsorption({
    damageType,
    armourCategory: input.armourCategory ?? 0,
    armourEnchantment: input.armourEnchantment ?? 0,
  });
  const absorbed = Math.min(armour, rawLevels);
  const mortal = mortalDistance !== null && isMortalHeight(mortalDistance, input.sizeFactor);
  const levels = rawLevels - absorbed;
  return {
    kind,
    multiples,
    strength,
    strengthDie,
    check,
    critical,
    effectiveDistance,
    rawLevels,
    absorbed,
    levels,
    mortal,
    severity: mortal ? 'MORTAL' : woundLevelsToSeverity(levels),
    damageType,
  };
}

/**
 * Resolve a fall or a jump (SMS §7). The fall is an attack of strength 3·n (−3 controlled);
 * the character rolls the chosen die against its score. Seed example: a human (S 5) jumps
 * 12 m, score 2 on a D6: 1 → 2 m → 0 levels; 2 → 7 m → 1; 3–5 → 12 m → 3; 6 → 17 m → 6.
 */
export function resolveFall(rng: Rng, input: FallInput): RuleResult<ImpactResult> {
  const v = validate(input);
  if (v.length > 0) return fail(...v);
  const multiples = fallMultiples(input.distance, input.sizeFactor);
  const strength = fallStrength(multiples, input.controlled ?? false);
  const dice = chooseDie(strength, input.die);
  if (!dice.ok) return dice;
  const check = resolveCheck(rng, input.score, dice.value.die);
  const critical = criticalOf(check);
  // Decision: only a critical success counts before the "beyond 5·S is mortal" check ("il
  // peut toujours jeter le D12 … tenter une réussite critique pour éviter de mourir").
  const mortalHeight = input.distance + (critical === 'SUCCESS' ? -2 * input.sizeFactor : critical === 'FAILURE' ? input.sizeFactor : 0);
  return ok(
    finish('FALL', input, multiples, strength, dice.value.strengthDie, check, (d) => fallWoundLevels(d, input.sizeFactor), mortalHeight),
  );
}

/**
 * Resolve a throw (SMS §7): an uncontrolled fall over the distance left to the obstacle, the
 * first level applying from 0 m. Thrown downward, `resolveDownwardThrow` adds the fall's result;
 * thrown upward, only the fall counts.
 */
export function resolveThrow(rng: Rng, input: ImpactInput): RuleResult<ImpactResult> {
  const v = validate(input);
  if (v.length > 0) return fail(...v);
  const multiples = throwMultiples(input.distance, input.sizeFactor);
  const strength = fallStrength(multiples, false);
  const dice = chooseDie(strength, input.die);
  if (!dice.ok) return dice;
  const check = resolveCheck(rng, input.score, dice.value.die);
  return ok(
    finish('THROW', input, multiples, strength, dice.value.strengthDie, check, (d) => throwWoundLevels(d, input.sizeFactor), null),
  );
}

/** Add the wound levels of impacts that hit together (a downward throw then the fall, SMS §7). */
export function combineImpacts(impacts: readonly Pick<ImpactResult, 'levels' | 'mortal'>[]): { levels: number; severity: Severity | null } {
  const levels = impacts.reduce((s, i) => s + i.levels, 0);
  return { levels, severity: impacts.some((i) => i.mortal) ? 'MORTAL' : woundLevelsToSeverity(levels) };
}

export interface DownwardThrowInput extends Omit<ImpactInput, 'distance' | 'die'> {
  /** The distance the victim is thrown before it lands or meets an obstacle (the throw's impact). */
  throwDistance: number;
  /** The height it then falls. */
  fallHeight: number;
  /** The dice the player chooses for each cushioning roll (default: each impact's strength die). */
  throwDie?: number;
  fallDie?: number;
}

export interface DownwardThrowResult {
  throw: ImpactResult;
  fall: ImpactResult;
  /** The throw's levels plus the fall's (after armour on each); mortal when the fall is. */
  levels: number;
  mortal: boolean;
  severity: Severity | null;
}

/**
 * A throw downward (SMS §7, seed 000 « Projections »: « à moins d'être projeté vers le bas. Dans
 * ce dernier cas, les dégâts de projection s'ajouteront à celle de la chute »): one resolution
 * of both impacts. Decision (docs/rules.md F7): each impact is cushioned by its own roll as it
 * would be alone (the throw first, then the fall), armour absorbs from each, and the wound is
 * one: the sum of both parts' levels, mortal if the fall is. Seed numbers: a human (S 5) thrown
 * 8 m takes 1 + 2 = 3 levels, then falls 12 m for 1 + 2 = 3 more: 6 uncushioned.
 */
export function resolveDownwardThrow(rng: Rng, input: DownwardThrowInput): RuleResult<DownwardThrowResult> {
  const { throwDistance, fallHeight, throwDie, fallDie, ...common } = input;
  const thrown = resolveThrow(rng, { ...common, distance: throwDistance, ...(throwDie === undefined ? {} : { die: throwDie }) });
  const fall = resolveFall(rng, { ...common, distance: fallHeight, ...(fallDie === undefined ? {} : { die: fallDie }) });
  const violations = [...(thrown.ok ? [] : thrown.violations), ...(fall.ok ? [] : fall.violations)];
  if (!thrown.ok || !fall.ok) return fail(...distinctViolations(violations));
  const sum = combineImpacts([thrown.value, fall.value]);
  return ok({ throw: thrown.value, fall: fall.value, levels: sum.levels, mortal: fall.value.mortal, severity: sum.severity });
}
