/**
 * The SMS module: a background fact with a scope and a rank (SMS §1).
 * Rank is stored as a magnitude ≥ 1; the polarity carries the sign (SMS §1 Decision).
 */
import { fail, ok, type RuleResult, type Violation, violation } from '../violation.js';

export type Polarity = 'POSITIVE' | 'NEGATIVE' | 'RESISTIVE';

export const MIN_SCOPE = 1;
export const MAX_SCOPE = 5;

export interface Module {
  name: string;
  /** 1 = very specific … 5 = very generic. */
  scope: number;
  polarity: Polarity;
  /** Magnitude ≥ 1. */
  rank: number;
  /** Where the module comes from; racial modules are outside the player's budget caps. */
  source?: ModuleSource;
  roleplay?: boolean;
  /** Tied to an object ("Kara – lucky battle axe"); stops counting while the object is lost. */
  removable?: boolean;
  objectName?: string | null;
  /** For removable modules: may the module progress (a relationship can, a quality cannot)? */
  canProgress?: boolean;
  /** For removable modules: the object is lost, so the module does not count until it is found. */
  objectLost?: boolean;
}

export type ModuleSource = 'RACE' | 'PLAYER' | 'ARCHETYPE' | 'WOUND' | 'FATIGUE' | 'MAGIC' | 'GM';

/** Signed contribution of a module's rank to an action score (resistive adds nothing by itself). */
export function signedRank(module: Pick<Module, 'polarity' | 'rank'>): number {
  if (module.polarity === 'POSITIVE') return module.rank;
  if (module.polarity === 'NEGATIVE') return -module.rank;
  return 0;
}

// ----- Removable modules (seed 000, « Modules amovibles ») -----------------------------------

export const RULE_OBJECT_LOST =
  'SMS §1 (seed 000, « Modules amovibles »): a module tied to an object that is lost is no longer accessible';

/**
 * Does this module count in play? Not while the object it is tied to is lost (« ce module est
 * lié à la possession d'un objet qui, s'il est perdu, ne sera plus accessible »). Every score
 * that sums modules (actions, odds, falls, initiative, NPC difficulties, magic) goes through it;
 * what was paid for the module (creation budget, experience) does not.
 */
export function countsInPlay(module: Pick<Module, 'removable' | 'objectLost'>): boolean {
  return !(module.removable === true && module.objectLost === true);
}

/** The modules that count in play, in their order. */
export function modulesInPlay<M extends Pick<Module, 'removable' | 'objectLost'>>(modules: readonly M[]): M[] {
  return modules.filter(countsInPlay);
}

/** MODULE_OBJECT_LOST: a module declared while its object is lost. Named by the object, never by an id. */
export function objectLostViolation(module: Pick<Module, 'name' | 'objectName'>): Violation {
  const object = module.objectName?.trim() ?? '';
  return violation('MODULE_OBJECT_LOST', RULE_OBJECT_LOST, `“${module.name}” does not count: ${object ? `“${object}”` : 'its object'} is lost`, { module: module.name, object });
}

/** Modules declared for an action: those that count in play, and a MODULE_OBJECT_LOST refusal for each whose object is lost. */
export function declaredInPlay<M extends Pick<Module, 'removable' | 'objectLost' | 'name' | 'objectName'>>(modules: readonly M[]): { inPlay: M[]; lost: Violation[] } {
  return { inPlay: modules.filter(countsInPlay), lost: modules.filter((m) => !countsInPlay(m)).map(objectLostViolation) };
}

/**
 * Mark a removable module's object lost or found (seed 000, « Modules amovibles »). Only a
 * module tied to an object can lose it (MODULE_NOT_REMOVABLE). `changed` is false when the
 * object already was as asked (nothing to write).
 */
export function markObjectLost(module: Pick<Module, 'name' | 'removable' | 'objectLost'>, lost: boolean): RuleResult<{ objectLost: boolean; changed: boolean }> {
  if (!module.removable) {
    return fail(violation('MODULE_NOT_REMOVABLE', RULE_OBJECT_LOST, `“${module.name}” is not tied to an object: there is nothing to lose or find`, { module: module.name }));
  }
  return ok({ objectLost: lost, changed: (module.objectLost ?? false) !== lost });
}
