import { type Rng, isAboveTwelve, rollDie, settleDie } from '../dice.js';

/**
 * The bare SMS check shared by actions, spells and rituals (SMS §2.2, §2.5, §2.6):
 * a score against a difficulty die. Callers build the score and the die; this settles the
 * die, floors the score, and rolls only when the outcome is not already certain.
 */
export type Stakes = 'NONE' | 'LOW' | 'MEDIUM' | 'MAJOR' | 'CRITICAL';

export interface Check {
  /** Final score, floored at 1 (SMS §2.2: a score ≤ 0 counts as 1). */
  score: number;
  /** Settled die (0..12, or an even number above 12). */
  die: number;
  automatic: boolean;
  /** True when the die is above 12 and the score does not reach it: automatic failure. */
  impossible: boolean;
  /** The raw face, or null when no die was rolled. */
  roll: number | null;
  success: boolean;
  /** Stakes of a failure on this die (NONE on success). */
  stakes: Stakes;
  /** Probability of success before the roll. */
  probability: number;
}

/** Score floor: SMS §2.2 "If the score is ≤ 0 it counts as 1". */
export function floorScore(rawScore: number): number {
  return Math.max(rawScore, 1);
}

/**
 * The consequences a failure on this die brings (SMS §2.6): D0–D4 plain failure, D6 low,
 * D8 medium, D10 major, D12 critical. Above 12 fails with the D12 consequences (SMS §2).
 */
export function stakesForDie(die: number): Stakes {
  if (die >= 12) return 'CRITICAL';
  if (die >= 10) return 'MAJOR';
  if (die >= 8) return 'MEDIUM';
  if (die >= 6) return 'LOW';
  return 'NONE';
}

/** Odds of a score against a die, with no roll (SMS §2.5). */
export function odds(rawScore: number, diePoints: number): Pick<Check, 'die' | 'automatic' | 'impossible' | 'probability'> {
  const score = floorScore(rawScore);
  const die = settleDie(diePoints);
  if (die === 0 || score >= die) return { die, automatic: true, impossible: false, probability: 1 };
  if (isAboveTwelve(die)) return { die, automatic: false, impossible: true, probability: 0 };
  return { die, automatic: false, impossible: false, probability: score / die };
}

/** Resolve a score against a die: automatic success, impossible, or a roll ≤ score. */
export function resolveCheck(rng: Rng, rawScore: number, diePoints: number): Check {
  const score = floorScore(rawScore);
  const o = odds(score, diePoints);
  if (o.automatic) return { score, ...o, roll: null, success: true, stakes: 'NONE' };
  if (o.impossible) return { score, ...o, roll: null, success: false, stakes: 'CRITICAL' };
  const roll = rollDie(rng, o.die);
  const success = roll <= score;
  return { score, ...o, roll, success, stakes: success ? 'NONE' : stakesForDie(o.die) };
}
