import smsData from '../../data/sms.json';
import { type Rng, settleDie } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { type Stakes, floorScore, odds, resolveCheck, stakesForDie } from './check.js';
import { countsInPlay, MAX_SCOPE, MIN_SCOPE, type Module } from './module.js';

/**
 * Action resolution (SMS §2): score from the declared modules, resistive absorption,
 * assistants, the GM's die with circumstances, the player's quality shift, then the check.
 */

/** A module declared for one action. `covers` only matters for resistive modules. */
export interface DeclaredModule extends Module {
  id: string;
  /**
   * Resistive only: ids of the declared negative modules this resistive absorbs from
   * (pain resistance → wound modules). Absent = every declared negative (SMS §2.3).
   */
  covers?: string[] | null;
}

export type Threshold = 'ABSOLUTE' | 'RELATIVE';

export interface Assistant {
  /** Modules of the assistant that enter play: +1 each whatever their rank (SMS §2 collaborative). */
  modulesEnteringPlay: number;
}

export interface ActionInput {
  modules: DeclaredModule[];
  /** The GM's difficulty in die points (D8 = 8); settled once with `circumstances`. */
  difficulty: number;
  /** Die points added by the circumstances (±1/±2/±3 per circumstance, summed by the caller). */
  circumstances?: number;
  /** The die the player plays instead of the GM's: −6 … +6, even (SMS §2.7). */
  qualityShift?: number;
  threshold?: Threshold;
  assistants?: Assistant[];
  /** Ids of declared resistive modules the GM accepts as positive for this action. */
  resistiveAsPositive?: string[];
}

/** One resistive's share of the absorption, and what is left of each negative. */
export interface Absorption {
  /** Total points absorbed (never more than the covered negatives). */
  absorbed: number;
  /** Points each resistive actually absorbed, by id. */
  byResistive: Record<string, number>;
  /** Malus left on each negative after absorption, by id. */
  remainingByNegative: Record<string, number>;
}

export interface ScoreBreakdown {
  /** Σ ranks of positive modules (and of resistives accepted as positive). */
  positives: number;
  /** Σ ranks of declared negative modules, before absorption. */
  negatives: number;
  absorbed: number;
  assistantsBonus: number;
  /** positives − (negatives − absorbed) + assistantsBonus, before the floor at 1. */
  rawScore: number;
  absorption: Absorption;
}

export interface ActionOdds {
  score: number;
  /** The die actually played (the GM's die moved by the quality shift, clamped). */
  die: number;
  /** The GM's die after circumstances, before the quality shift. */
  gmDie: number;
  automatic: boolean;
  impossible: boolean;
  probability: number;
  /** Quality the action is worth if it succeeds: die played − GM's die (−6 … +6). */
  quality: number;
  requestedShift: number;
  threshold: Threshold;
  /** Stakes a failure on the played die brings. */
  stakesOnFailure: Stakes;
  breakdown: ScoreBreakdown;
}

/**
 * The API's ActionResult plus the breakdown. `quality` is the shift of the die played
 * against the GM's die, after clamping: on a success it is the quality achieved; on a
 * failure it is the quality that was attempted (the failure itself is carried by `stakes`).
 */
export interface ActionResult {
  score: number;
  die: number;
  automatic: boolean;
  impossible: boolean;
  roll: number | null;
  success: boolean;
  stakes: Stakes;
  quality: number;
  probability: number;
  gmDie: number;
  requestedShift: number;
  threshold: Threshold;
  breakdown: ScoreBreakdown;
}

const RULE_SCORE = 'SMS §2.2: action score = Σ positive ranks − Σ negative ranks';
const RULE_RESISTIVE = 'SMS §2.3: a resistive module absorbs the negatives it covers';
const RULE_QUALITY = 'SMS §2.7: the quality shift is −6, −4, −2, 0, +2, +4 or +6';
const RULE_ABSOLUTE = 'SMS §2.7: on an absolute threshold a die below the GM\'s is a failure';
const RULE_ASSIST = 'SMS §2: an assistant adds +1 per module of theirs entering play';

/** Minimal shapes for the absorption helper, so health and NPCs can reuse it. */
export interface ResistiveSource {
  id: string;
  rank: number;
  /** Negative ids covered; null/absent = all the given negatives. */
  covers?: string[] | null;
}
export interface NegativeSource {
  id: string;
  rank: number;
}

/**
 * Resistive absorption (SMS §2.3): each resistive of rank r absorbs up to r points from the
 * negatives it covers; several resistives covering the same negatives add up (Decision).
 * With overlapping covers the best assignment is a max-flow (resistive → covered negative),
 * so the total does not depend on the order the modules were declared in.
 */
export function absorbNegatives(resistives: readonly ResistiveSource[], negatives: readonly NegativeSource[]): Absorption {
  const nR = resistives.length;
  const nN = negatives.length;
  // Nodes: 0 source, 1..nR resistives, nR+1..nR+nN negatives, nR+nN+1 sink.
  const size = nR + nN + 2;
  const sink = size - 1;
  const cap: number[][] = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const negIndex = new Map<string, number>();
  negatives.forEach((n, j) => {
    negIndex.set(n.id, j);
    cap[nR + 1 + j]![sink] = Math.max(0, n.rank);
  });
  const total = negatives.reduce((s, n) => s + Math.max(0, n.rank), 0);
  resistives.forEach((r, i) => {
    cap[0]![1 + i] = Math.max(0, r.rank);
    const covered = r.covers == null ? negatives.map((n) => n.id) : r.covers;
    for (const id of covered) {
      const j = negIndex.get(id);
      if (j !== undefined) cap[1 + i]![nR + 1 + j] = total;
    }
  });
  const flow: number[][] = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  let absorbed = 0;
  for (;;) {
    // Edmonds–Karp: BFS for a shortest augmenting path in the residual graph.
    const parent = new Array<number>(size).fill(-1);
    parent[0] = 0;
    const queue = [0];
    while (queue.length > 0 && parent[sink] === -1) {
      const u = queue.shift()!;
      for (let v = 0; v < size; v++) {
        if (parent[v] === -1 && cap[u]![v]! - flow[u]![v]! > 0) {
          parent[v] = u;
          queue.push(v);
        }
      }
    }
    if (parent[sink] === -1) break;
    let push = Number.POSITIVE_INFINITY;
    for (let v = sink; v !== 0; v = parent[v]!) {
      const u = parent[v]!;
      push = Math.min(push, cap[u]![v]! - flow[u]![v]!);
    }
    for (let v = sink; v !== 0; v = parent[v]!) {
      const u = parent[v]!;
      flow[u]![v]! += push;
      flow[v]![u]! -= push;
    }
    absorbed += push;
  }
  const byResistive: Record<string, number> = {};
  resistives.forEach((r, i) => {
    byResistive[r.id] = (byResistive[r.id] ?? 0) + flow[0]![1 + i]!;
  });
  const remainingByNegative: Record<string, number> = {};
  negatives.forEach((n, j) => {
    remainingByNegative[n.id] = Math.max(0, n.rank) - flow[nR + 1 + j]![sink]!;
  });
  return { absorbed, byResistive, remainingByNegative };
}

function isEvenShift(shift: number): boolean {
  return Number.isInteger(shift) && shift >= -6 && shift <= 6 && shift % 2 === 0;
}

function validateInput(input: ActionInput): Violation[] {
  const out: Violation[] = [];
  const ids = new Set<string>();
  for (const m of input.modules) {
    if (ids.has(m.id)) out.push(violation('DUPLICATE_MODULE', RULE_SCORE, `module ${m.name} is declared twice`));
    ids.add(m.id);
    if (!Number.isInteger(m.rank) || m.rank < 1) {
      out.push(violation('BAD_RANK', 'SMS §1: a rank is a whole number ≥ 1', `module ${m.name} has rank ${m.rank}`));
    }
    if (!Number.isInteger(m.scope) || m.scope < MIN_SCOPE || m.scope > MAX_SCOPE) {
      out.push(violation('BAD_SCOPE', 'SMS §1: a scope is 1 to 5', `module ${m.name} has scope ${m.scope}`));
    }
  }
  const byId = new Map(input.modules.map((m) => [m.id, m]));
  for (const m of input.modules) {
    if (m.polarity !== 'RESISTIVE' && m.covers != null && m.covers.length > 0) {
      out.push(violation('COVERS_ON_NON_RESISTIVE', RULE_RESISTIVE, `module ${m.name} is not resistive and covers nothing`));
    }
    for (const c of m.covers ?? []) {
      const target = byId.get(c);
      if (target?.polarity !== 'NEGATIVE') {
        out.push(violation('COVERED_NOT_NEGATIVE', RULE_RESISTIVE, `resistive ${m.name} covers ${target?.name ?? c}, which is not a declared negative module`));
      }
    }
  }
  for (const id of input.resistiveAsPositive ?? []) {
    const m = byId.get(id);
    if (m?.polarity !== 'RESISTIVE') {
      out.push(
        violation(
          'NOT_A_DECLARED_RESISTIVE',
          'SMS §2.3: only a declared resistive module may count as positive',
          `${m?.name ?? id} is not a declared resistive module`,
        ),
      );
    }
  }
  if (!Number.isFinite(input.difficulty)) out.push(violation('BAD_DIFFICULTY', 'SMS §2.4: the difficulty is a die', 'difficulty must be a number'));
  if (input.circumstances !== undefined && !Number.isFinite(input.circumstances)) {
    out.push(violation('BAD_CIRCUMSTANCES', 'SMS §4: circumstances are die points', 'circumstances must be a number'));
  }
  const shift = input.qualityShift ?? 0;
  if (!isEvenShift(shift)) out.push(violation('BAD_QUALITY_SHIFT', RULE_QUALITY, `quality shift ${shift} is not one of −6…+6 (even)`));
  else if ((input.threshold ?? 'RELATIVE') === 'ABSOLUTE' && shift < 0) {
    out.push(violation('LOWER_DIE_ON_ABSOLUTE_THRESHOLD', RULE_ABSOLUTE, `a shift of ${shift} on an absolute threshold can only fail`));
  }
  for (const a of input.assistants ?? []) {
    if (!Number.isInteger(a.modulesEnteringPlay) || a.modulesEnteringPlay < 0) {
      out.push(violation('BAD_ASSISTANT', RULE_ASSIST, `an assistant brings ${a.modulesEnteringPlay} modules`));
    }
  }
  return out;
}

/** Score of the declared modules (SMS §2.2–§2.3 and collaborative actions), before the floor. */
export function scoreBreakdown(input: Pick<ActionInput, 'modules' | 'assistants' | 'resistiveAsPositive'>): ScoreBreakdown {
  const asPositive = new Set(input.resistiveAsPositive ?? []);
  let positives = 0;
  const negatives: NegativeSource[] = [];
  const resistives: ResistiveSource[] = [];
  for (const m of input.modules) {
    // A module whose object is lost is not accessible (seed 000, « Modules amovibles »): it adds,
    // subtracts and absorbs nothing, wherever a score is summed.
    if (!countsInPlay(m)) continue;
    if (m.polarity === 'POSITIVE') positives += m.rank;
    else if (m.polarity === 'NEGATIVE') negatives.push({ id: m.id, rank: m.rank });
    // A resistive the GM accepts as positive counts as a standard positive module for this
    // action ("se compter comme un module positif standard"), so it absorbs nothing as well.
    else if (asPositive.has(m.id)) positives += m.rank;
    else resistives.push({ id: m.id, rank: m.rank, covers: m.covers ?? null });
  }
  const absorption = absorbNegatives(resistives, negatives);
  const negativeTotal = negatives.reduce((s, n) => s + n.rank, 0);
  const assistantsBonus = (input.assistants ?? []).reduce((s, a) => s + a.modulesEnteringPlay, 0);
  const rawScore = positives - negativeTotal + absorption.absorbed + assistantsBonus;
  return { positives, negatives: negativeTotal, absorbed: absorption.absorbed, assistantsBonus, rawScore, absorption };
}

/**
 * The die the player plays (SMS §2.7): the GM's die moved by the shift, clamped to D0..D12,
 * except that with a score above 12 the die may rise above 12 as long as it stays ≤ score.
 * A GM's die already above 12 is never lowered by the clamp, only by a negative shift.
 */
export function playedDie(gmDie: number, shift: number, score: number): number {
  if (shift === 0) return gmDie;
  if (shift < 0) return Math.max(0, gmDie + shift);
  const evenScore = score % 2 === 0 ? score : score - 1;
  const cap = score > 12 ? Math.max(12, evenScore) : 12;
  return Math.max(gmDie, Math.min(gmDie + shift, cap));
}

function computeOdds(input: ActionInput): ActionOdds {
  const breakdown = scoreBreakdown(input);
  const score = floorScore(breakdown.rawScore);
  const gmDie = settleDie(input.difficulty + (input.circumstances ?? 0));
  const requestedShift = input.qualityShift ?? 0;
  const die = playedDie(gmDie, requestedShift, score);
  const o = odds(score, die);
  return {
    score,
    die,
    gmDie,
    automatic: o.automatic,
    impossible: o.impossible,
    probability: o.probability,
    quality: die - gmDie,
    requestedShift,
    threshold: input.threshold ?? 'RELATIVE',
    stakesOnFailure: o.automatic ? 'NONE' : stakesForDie(o.die),
    breakdown,
  };
}

/** Preview an action (SMS §2.5): the score, the die played and the odds, with no roll. */
export function oddsForAction(input: ActionInput): RuleResult<ActionOdds> {
  const violations = validateInput(input);
  if (violations.length > 0) return fail(...violations);
  return ok(computeOdds(input));
}

/**
 * Resolve a PC's action (SMS §2): only players roll (§2.8), so this is for PCs; the die comes
 * from the injected Rng and is rolled only when the outcome is uncertain.
 */
export function resolveAction(rng: Rng, input: ActionInput): RuleResult<ActionResult> {
  const violations = validateInput(input);
  if (violations.length > 0) return fail(...violations);
  const o = computeOdds(input);
  const check = resolveCheck(rng, o.score, o.die);
  return ok({
    score: check.score,
    die: check.die,
    automatic: check.automatic,
    impossible: check.impossible,
    roll: check.roll,
    success: check.success,
    stakes: check.stakes,
    quality: o.quality,
    probability: check.probability,
    gmDie: o.gmDie,
    requestedShift: o.requestedShift,
    threshold: o.threshold,
    breakdown: o.breakdown,
  });
}

export interface QualityLevel {
  shift: number;
  name: { fr: string; en: string };
}

/** The named quality levels (SMS §2.7): déplorable … parfait. */
export const QUALITY_LEVELS: readonly QualityLevel[] = smsData.qualityShifts;

/** Name of a quality shift (−6 … +6), or null for an odd or out-of-range value. */
export function qualityName(shift: number): QualityLevel['name'] | null {
  return QUALITY_LEVELS.find((q) => q.shift === shift)?.name ?? null;
}
