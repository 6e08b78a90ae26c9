/**
 * The SMS module: a background fact with a scope and a rank (SMS §1).
 * Rank is stored as a magnitude ≥ 1; the polarity carries the sign (SMS §1 Decision).
 */
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
}

export type ModuleSource = 'RACE' | 'PLAYER' | 'ARCHETYPE' | 'WOUND' | 'FATIGUE' | 'MAGIC' | 'GM';

/** Signed contribution of a module's rank to an action score (resistive adds nothing by itself). */
export function signedRank(module: Pick<Module, 'polarity' | 'rank'>): number {
  if (module.polarity === 'POSITIVE') return module.rank;
  if (module.polarity === 'NEGATIVE') return -module.rank;
  return 0;
}
