import { type RuleResult, fail, ok, violation } from '../violation.js';
import { type DeclaredModule, type ResistiveSource, absorbNegatives } from './resolution.js';

/**
 * Health and fatigue (SMS §3): no hit points; wounds and fatigue are negative modules.
 * The state is plain JSON the API persists as a whole.
 */

export type Severity = 'LIGHT' | 'SERIOUS' | 'CRITICAL' | 'MORTAL' | 'ANNIHILATION';
export type FatigueKind = 'PASSING' | 'LASTING' | 'PERSISTENT';
/** Blunt (contondant), lethal (létal), critical (critique) — SMS §4 damage types. */
export type DamageType = 'BLUNT' | 'LETHAL' | 'CRITICAL';

export const SEVERITIES: readonly Severity[] = ['LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL', 'ANNIHILATION'];

/** Severity level on the one ladder (SMS §3 Decision): light 1 … annihilation 5. */
export function severityLevel(severity: Severity): number {
  return SEVERITIES.indexOf(severity) + 1;
}

/** The malus a wound of this severity gives (SMS §3): 1, 2, 4; mortal and beyond take the character out (0). */
export function severityMalus(severity: Severity): number {
  switch (severity) {
    case 'LIGHT':
      return 1;
    case 'SERIOUS':
      return 2;
    case 'CRITICAL':
      return 4;
    default:
      return 0;
  }
}

/**
 * Wound levels → severity (SMS §3 Decision): 0 none, 1 light, 2 serious, 3 critical,
 * ≥ 4 mortal; ≥ 5 annihilation only for damage that can reach it (some magic).
 */
export function woundLevelsToSeverity(levels: number, opts: { allowAnnihilation?: boolean } = {}): Severity | null {
  if (levels <= 0) return null;
  if (levels === 1) return 'LIGHT';
  if (levels === 2) return 'SERIOUS';
  if (levels === 3) return 'CRITICAL';
  if (levels >= 5 && opts.allowAnnihilation) return 'ANNIHILATION';
  return 'MORTAL';
}

export interface Wound {
  id: string;
  /** The wound's nature is the module's name ("slash to the thigh"). */
  nature: string;
  severity: Severity;
  /** The module rank = the malus (1, 2, 4); 0 for mortal and annihilation (SMS §3). */
  rank: number;
  damageType: DamageType | null;
}

export interface FatigueLevels {
  PASSING: number;
  LASTING: number;
  PERSISTENT: number;
}

/** ACTIVE; OUT_OF_ACTION after a mortal wound (out of combat or dead, the GM says which); DESTROYED after annihilation. */
export type HealthStatus = 'ACTIVE' | 'OUT_OF_ACTION' | 'DESTROYED';

export interface HealthState {
  wounds: Wound[];
  fatigue: FatigueLevels;
  status: HealthStatus;
  /** Set by the GM when a mortal wound kills ("pour le moins hors de combat ou mort"). */
  dead: boolean;
  /** Counter for wound ids, so ids stay stable and unique in the persisted state. */
  nextWoundNumber: number;
}

export function emptyHealth(): HealthState {
  return { wounds: [], fatigue: { PASSING: 0, LASTING: 0, PERSISTENT: 0 }, status: 'ACTIVE', dead: false, nextWoundNumber: 1 };
}

const RULE_WOUND = 'SMS §3: a wound has a nature and a severity';
const RULE_MORTAL = 'SMS §3: a mortal wound takes the character out';
const RULE_REST = 'SMS §3: fatigue is recovered by rest, sleep and days of rest';

function statusOf(wounds: readonly Wound[]): HealthStatus {
  if (wounds.some((w) => w.severity === 'ANNIHILATION')) return 'DESTROYED';
  if (wounds.some((w) => w.severity === 'MORTAL')) return 'OUT_OF_ACTION';
  return 'ACTIVE';
}

/**
 * Inflict a wound (SMS §3): a negative module named after its nature, rank = malus. No limit
 * on non-mortal wounds; a mortal wound takes the character out, annihilation destroys.
 */
export function inflictWound(
  state: HealthState,
  wound: { nature: string; severity: Severity; damageType?: DamageType | null },
): RuleResult<{ state: HealthState; wound: Wound }> {
  if (wound.nature.trim() === '') return fail(violation('WOUND_WITHOUT_NATURE', RULE_WOUND, 'a wound needs a nature'));
  if (!SEVERITIES.includes(wound.severity)) return fail(violation('BAD_SEVERITY', RULE_WOUND, `unknown severity ${wound.severity}`));
  if (state.status === 'DESTROYED') {
    return fail(violation('CHARACTER_DESTROYED', 'SMS §3: an annihilated character is destroyed', 'nothing left to wound'));
  }
  const created: Wound = {
    id: `wound-${state.nextWoundNumber}`,
    nature: wound.nature.trim(),
    severity: wound.severity,
    rank: severityMalus(wound.severity),
    damageType: wound.damageType ?? null,
  };
  const wounds = [...state.wounds, created];
  return ok({ state: { ...state, wounds, status: statusOf(wounds), nextWoundNumber: state.nextWoundNumber + 1 }, wound: created });
}

/**
 * Heal one wound (SMS §3: the seed leaves natural recovery to the GM). A mortal wound heals
 * only if the character survived it; annihilation never heals.
 */
export function heal(state: HealthState, woundId: string): RuleResult<HealthState> {
  const wound = state.wounds.find((w) => w.id === woundId);
  if (!wound) return fail(violation('UNKNOWN_WOUND', RULE_WOUND, 'this character has no such wound'));
  if (wound.severity === 'ANNIHILATION') {
    return fail(violation('ANNIHILATION_CANNOT_HEAL', 'SMS §3: annihilation destroys; it cannot be healed', `${wound.nature} is an annihilation`));
  }
  if (wound.severity === 'MORTAL' && state.dead) {
    return fail(violation('DEAD_CANNOT_HEAL', RULE_MORTAL, 'a mortal wound heals only if the character survived it'));
  }
  const wounds = state.wounds.filter((w) => w.id !== woundId);
  return ok({ ...state, wounds, status: statusOf(wounds) });
}

/**
 * Heal the lowest-severity wound first, whatever its kind (seed: "soigne toujours le niveau
 * de blessure les plus bas en premier"); oldest first among equals.
 */
export function healLowestWound(state: HealthState): RuleResult<HealthState> {
  const healable = state.wounds.filter((w) => w.severity !== 'ANNIHILATION' && !(w.severity === 'MORTAL' && state.dead));
  if (healable.length === 0) return fail(violation('NOTHING_TO_HEAL', RULE_WOUND, 'no wound can be healed'));
  const lowest = healable.reduce((a, b) => (severityLevel(b.severity) < severityLevel(a.severity) ? b : a));
  return heal(state, lowest.id);
}

/** The GM rules that a mortal wound killed the character (SMS §3: "hors de combat ou mort"). */
export function declareDead(state: HealthState): RuleResult<HealthState> {
  if (state.status === 'ACTIVE') return fail(violation('NOT_MORTALLY_WOUNDED', RULE_MORTAL, 'only a mortal wound or annihilation kills'));
  return ok({ ...state, dead: true });
}

/** Out of action: a mortal wound or annihilation (SMS §3). */
export function isOutOfAction(state: HealthState): boolean {
  return state.status !== 'ACTIVE';
}

function badCount(what: string, n: number): RuleResult<never> | null {
  if (!Number.isInteger(n) || n < 0) return fail(violation('BAD_AMOUNT', RULE_REST, `${what} must be a whole number ≥ 0, got ${n}`));
  return null;
}

/** Add fatigue levels of one kind (SMS §3: each level is −1 on the actions it affects). */
export function addFatigue(state: HealthState, kind: FatigueKind, levels: number): RuleResult<HealthState> {
  const bad = badCount('levels', levels);
  if (bad) return bad;
  return ok({ ...state, fatigue: { ...state.fatigue, [kind]: state.fatigue[kind] + levels } });
}

/** Spend a whole action catching one's breath: all passing fatigue recovered (SMS §3). */
export function catchBreath(state: HealthState): HealthState {
  return { ...state, fatigue: { ...state.fatigue, PASSING: 0 } };
}

/** The action sequence ends: passing fatigue is recovered at once (SMS §3). */
export function endSequence(state: HealthState): HealthState {
  return catchBreath(state);
}

/** Hours of inactivity: 1 lasting level per whole hour (SMS §3). */
export function rest(state: HealthState, hours: number): RuleResult<HealthState> {
  const bad = badCount('hours', hours);
  if (bad) return bad;
  return ok({ ...state, fatigue: { ...state.fatigue, LASTING: Math.max(0, state.fatigue.LASTING - hours) } });
}

/** A full sleep period: 8 hours, or 4 hours of an Elfin's meditative trance. */
export const SLEEP_PERIOD_HOURS = 8;
export const ELFIN_TRANCE_HOURS = 4;

/**
 * Sleep (SMS §3): a whole sleep period recovers all lasting fatigue. An Elfin's trance of 4 h
 * does what 8 h of sleep do for others (race description). A shorter sleep counts as rest,
 * each trance hour worth two (Decision).
 */
export function sleep(state: HealthState, opts: { hours?: number; elfinTrance?: boolean } = {}): RuleResult<HealthState> {
  const period = opts.elfinTrance ? ELFIN_TRANCE_HOURS : SLEEP_PERIOD_HOURS;
  const hours = opts.hours ?? period;
  const bad = badCount('hours', hours);
  if (bad) return bad;
  if (hours >= period) return ok({ ...state, fatigue: { ...state.fatigue, LASTING: 0 } });
  return rest(state, opts.elfinTrance ? hours * 2 : hours);
}

/** Full days of rest: 1 persistent level per day (SMS §3). */
export function restDays(state: HealthState, days: number): RuleResult<HealthState> {
  const bad = badCount('days', days);
  if (bad) return bad;
  return ok({ ...state, fatigue: { ...state.fatigue, PERSISTENT: Math.max(0, state.fatigue.PERSISTENT - days) } });
}

/** Module id of a wound or fatigue kind when fed to resolveAction. */
export const woundModuleId = (w: Pick<Wound, 'id'>): string => `wound:${w.id}`;
export const fatigueModuleId = (kind: FatigueKind): string => `fatigue:${kind}`;

const FATIGUE_NAMES: Record<FatigueKind, string> = {
  PASSING: 'Passing fatigue',
  LASTING: 'Lasting fatigue',
  PERSISTENT: 'Persistent fatigue',
};

/**
 * Wounds and fatigue as negative modules ready to declare (SMS §3: "comme tout module").
 * Mortal wounds carry no malus and are left out. Scope 1: wounds are bought with no XP, so
 * scope only says the module is specific.
 */
export function healthModules(state: HealthState, filter: { woundIds?: string[]; fatigueKinds?: FatigueKind[] } = {}): DeclaredModule[] {
  const out: DeclaredModule[] = [];
  for (const w of state.wounds) {
    if (w.rank <= 0) continue;
    if (filter.woundIds && !filter.woundIds.includes(w.id)) continue;
    out.push({ id: woundModuleId(w), name: w.nature, scope: 1, polarity: 'NEGATIVE', rank: w.rank, source: 'WOUND' });
  }
  for (const kind of ['PASSING', 'LASTING', 'PERSISTENT'] as const) {
    const levels = state.fatigue[kind];
    if (levels <= 0) continue;
    if (filter.fatigueKinds && !filter.fatigueKinds.includes(kind)) continue;
    out.push({ id: fatigueModuleId(kind), name: FATIGUE_NAMES[kind], scope: 1, polarity: 'NEGATIVE', rank: levels, source: 'FATIGUE' });
  }
  return out;
}

export interface HealthMalus {
  /** Σ malus of the selected wounds and fatigue. */
  raw: number;
  absorbed: number;
  /** raw − absorbed, the points the action loses. */
  malus: number;
}

/**
 * Wound and fatigue malus after resistive absorption (SMS §2.3: pain resistance 2 vs a −2
 * wound → 0; vs −4 → −2). Resistive `covers` use the ids of `healthModules`; absent covers
 * mean all the selected wounds and fatigue.
 */
export function healthMalus(
  state: HealthState,
  opts: { woundIds?: string[]; fatigueKinds?: FatigueKind[]; resistives?: ResistiveSource[] } = {},
): HealthMalus {
  const modules = healthModules(state, opts);
  const raw = modules.reduce((s, m) => s + m.rank, 0);
  const { absorbed } = absorbNegatives(opts.resistives ?? [], modules);
  return { raw, absorbed, malus: raw - absorbed };
}
