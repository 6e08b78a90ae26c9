import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { type DamageType, type HealthState, type Severity, severityMalus, woundLevelsToSeverity } from './health.js';

/**
 * Diseases and poisons (SMS §10): boxes fill at the affliction's rate unless treated; once
 * full, each further step deals wound levels — lethal for poison, critical for disease —
 * until death or cure. No armour helps.
 */

export type AfflictionKind = 'POISON' | 'DISEASE';

/** GM data: the seed gives no numbers, each affliction states its boxes and rate (SMS §10 Decision). */
export interface AfflictionDefinition {
  name: string;
  kind: AfflictionKind;
  /** Boxes to fill before the affliction starts wounding. */
  boxes: number;
  /** Boxes filled per step (and wound levels dealt per step once full). */
  rate: number;
  /** What one step is, for people and the scheduler ("1 hour", "1 day"). */
  period: string;
}

export type AfflictionStatus = 'PROGRESSING' | 'TREATED';

export interface Affliction extends AfflictionDefinition {
  id: string;
  filled: number;
  /** Wound levels dealt since the boxes filled; they make one worsening wound. */
  woundLevels: number;
  status: AfflictionStatus;
}

export interface AfflictionsState {
  afflictions: Affliction[];
  nextNumber: number;
}

export function emptyAfflictions(): AfflictionsState {
  return { afflictions: [], nextNumber: 1 };
}

const RULE = 'SMS §10: disease and poison boxes fill at the stated rate';
const RULE_TREAT = 'SMS §10: remove each cause, then heal';

/** Damage type an affliction wounds with (SMS §10): poison lethal, disease critical. */
export function afflictionDamageType(kind: AfflictionKind): DamageType {
  return kind === 'POISON' ? 'LETHAL' : 'CRITICAL';
}

function validateDefinition(d: AfflictionDefinition): Violation[] {
  const v: Violation[] = [];
  if (d.name.trim() === '') v.push(violation('AFFLICTION_WITHOUT_NAME', RULE, 'an affliction needs a name'));
  if (d.kind !== 'POISON' && d.kind !== 'DISEASE') v.push(violation('BAD_AFFLICTION_KIND', RULE, `unknown kind ${d.kind}`));
  if (!Number.isInteger(d.boxes) || d.boxes < 0) v.push(violation('BAD_BOXES', RULE, `boxes ${d.boxes}`));
  if (!Number.isInteger(d.rate) || d.rate < 1) v.push(violation('BAD_RATE', RULE, `rate ${d.rate}`));
  return v;
}

/** A character catches a disease or is poisoned (SMS §10). Both at once stack: each progresses. */
export function afflict(state: AfflictionsState, def: AfflictionDefinition): RuleResult<{ state: AfflictionsState; affliction: Affliction }> {
  const v = validateDefinition(def);
  if (v.length > 0) return fail(...v);
  const affliction: Affliction = { ...def, id: `affliction-${state.nextNumber}`, filled: 0, woundLevels: 0, status: 'PROGRESSING' };
  return ok({ state: { afflictions: [...state.afflictions, affliction], nextNumber: state.nextNumber + 1 }, affliction });
}

/** The wound an affliction has dealt so far, as the health module keeps it. */
export function afflictionWoundId(a: Pick<Affliction, 'id'>): string {
  return `wound-${a.id}`;
}

/**
 * The affliction's wound levels as one worsening wound (Decision): levels → severity on the
 * ladder, so it reaches mortal at 4 levels ("jusqu'à ce que mort s'en suive").
 */
export function afflictionSeverity(a: Pick<Affliction, 'woundLevels'>): Severity | null {
  return woundLevelsToSeverity(a.woundLevels);
}

function syncWound(health: HealthState, a: Affliction): HealthState {
  const id = afflictionWoundId(a);
  const others = health.wounds.filter((w) => w.id !== id);
  const severity = afflictionSeverity(a);
  const wounds = severity
    ? [...others, { id, nature: a.name, severity, rank: severityMalus(severity), damageType: afflictionDamageType(a.kind) }]
    : others;
  const status = wounds.some((w) => w.severity === 'ANNIHILATION')
    ? 'DESTROYED'
    : wounds.some((w) => w.severity === 'MORTAL')
      ? 'OUT_OF_ACTION'
      : 'ACTIVE';
  return { ...health, wounds, status };
}

export interface AfflictionTick {
  state: AfflictionsState;
  health: HealthState;
}

/**
 * Let `steps` periods pass (SMS §10): each untreated affliction fills `rate` boxes per step;
 * what overflows the boxes becomes wound levels (no armour helps). Afflictions listed in
 * `resisted` (the character resisted this period with an action) do not progress.
 */
export function progressAfflictions(
  state: AfflictionsState,
  health: HealthState,
  opts: { steps?: number; resisted?: string[] } = {},
): RuleResult<AfflictionTick> {
  const steps = opts.steps ?? 1;
  if (!Number.isInteger(steps) || steps < 0) return fail(violation('BAD_STEPS', RULE, `steps ${steps}`));
  const resisted = new Set(opts.resisted ?? []);
  let h = health;
  const afflictions = state.afflictions.map((a) => {
    if (a.status !== 'PROGRESSING' || resisted.has(a.id)) return a;
    const total = a.filled + a.woundLevels + a.rate * steps;
    const filled = Math.min(a.boxes, total);
    const next: Affliction = { ...a, filled, woundLevels: total - filled };
    if (next.woundLevels !== a.woundLevels) h = syncWound(h, next);
    return next;
  });
  return ok({ state: { ...state, afflictions }, health: h });
}

/** Remove an affliction's cause (SMS §10): it stops progressing; its wound still needs healing. */
export function treatAffliction(state: AfflictionsState, id: string): RuleResult<AfflictionsState> {
  const a = state.afflictions.find((x) => x.id === id);
  if (!a) return fail(violation('UNKNOWN_AFFLICTION', RULE_TREAT, 'this character has no such affliction'));
  if (a.status === 'TREATED') return fail(violation('ALREADY_TREATED', RULE_TREAT, `${a.name} is already treated`));
  return ok({ ...state, afflictions: state.afflictions.map((x) => (x.id === id ? { ...x, status: 'TREATED' as const } : x)) });
}

/**
 * Heal a treated affliction (SMS §10: "éliminer chaque cause … dans un premier temps, et
 * soigner dans un second"): `boxes` boxes are cleared; once none are left it is gone. Its
 * wound is healed like any wound (health.heal with `afflictionWoundId`).
 */
export function healAffliction(state: AfflictionsState, id: string, boxes: number): RuleResult<AfflictionsState> {
  const a = state.afflictions.find((x) => x.id === id);
  if (!a) return fail(violation('UNKNOWN_AFFLICTION', RULE_TREAT, 'this character has no such affliction'));
  if (a.status !== 'TREATED') return fail(violation('CAUSE_NOT_REMOVED', RULE_TREAT, `the cause of ${a.name} must be removed first`));
  if (!Number.isInteger(boxes) || boxes < 0) return fail(violation('BAD_AMOUNT', RULE_TREAT, `boxes ${boxes}`));
  const filled = Math.max(0, a.filled - boxes);
  const afflictions =
    filled === 0 ? state.afflictions.filter((x) => x.id !== id) : state.afflictions.map((x) => (x.id === id ? { ...x, filled } : x));
  return ok({ ...state, afflictions });
}
