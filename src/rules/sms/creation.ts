/**
 * SMS character creation and experience accounting (SMS §8, seed "Expérience et création du
 * personnage"). Pure: takes the race and the player's modules, returns the cost breakdown or
 * every rule the draft breaks. Interpretations are written down in docs/rules.md §1.
 */

import { fail, ok, type RuleResult, type Violation, violation } from '../violation.js';
import { MAX_SCOPE, MIN_SCOPE, type Module, type ModuleSource, type Polarity } from './module.js';
import { MAX_NAME_LENGTH } from './notation.js';
import { findRace, findRacialModule, moduleNameKey, moduleXp, racialNetCost, type SmsRace } from './races.js';

/** SMS §8: "un humain standard dispose de 40 points d'expériences". */
export const DEFAULT_CREATION_BUDGET = 40;
/** SMS §8: "pas plus de 3 rangs par module" at creation. */
export const CREATION_MAX_RANK = 3;
/** SMS §8: the XP negative modules give back "est limité à 10 points". */
export const NEGATIVE_GAIN_CAP = 10;

export const CREATION_RULES = {
  race: 'SMS §8: the race is one of the playable Loreval races',
  budget: 'SMS §8: the creation budget is a whole number of XP ≥ 0',
  name: `SMS §1: a module has a name of 1..${MAX_NAME_LENGTH} characters`,
  scope: `SMS §1: scope is a whole number from ${MIN_SCOPE} to ${MAX_SCOPE}`,
  rank: 'SMS §1: rank is a whole number ≥ 1',
  polarity: 'SMS §1: a module is positive, negative or resistive',
  maxRank: `SMS §8: at most ${CREATION_MAX_RANK} ranks per module at creation`,
  duplicate: 'SMS §8: each module appears once among the player’s modules',
  racialMatch: 'SMS §8: ranks added to a racial module keep its scope and polarity',
  source: 'SMS §8: creation buys modules with experience; wounds, fatigue, magic effects and GM grants are not bought',
  spend: 'SMS §8: ranks bought cannot cost more than the experience available',
} as const;

/** Module sources whose ranks are bought with (or, negative, give back) experience. */
const BOUGHT_SOURCES: ReadonlySet<ModuleSource | undefined> = new Set<ModuleSource | undefined>([undefined, 'PLAYER', 'ARCHETYPE']);

/** True when the module's ranks come out of (or back into) the player's experience (SMS §8). */
export function isBoughtModule(module: Pick<Module, 'source'>): boolean {
  return BOUGHT_SOURCES.has(module.source);
}

export type CreationModule = Pick<Module, 'name' | 'scope' | 'polarity' | 'rank'> & Partial<Pick<Module, 'source' | 'roleplay' | 'removable' | 'objectName' | 'canProgress'>>;

export interface CreationInput {
  /** The race, or its key ('TIFIN', case-insensitive). */
  race: SmsRace | string;
  /** The player's modules; racial modules come from the race (entries with source 'RACE' are ignored). */
  modules: readonly CreationModule[];
  /** Creation budget (campaign setting `creationBudget`, default 40). */
  budget?: number;
}

export interface CreationModuleCost {
  name: string;
  scope: number;
  polarity: Polarity;
  /** The player's ranks. */
  rank: number;
  /** Ranks the race already gives in the same module (0 when none). */
  racialRank: number;
  /** rank + racialRank: what the sheet shows, capped at 3 at creation. */
  totalRank: number;
  /** scope × rank: XP spent (positive, resistive) or given back before the cap (negative). */
  xp: number;
}

export interface CreationCost {
  race: SmsRace['key'];
  budget: number;
  /** Net XP of the racial package (Human 0, Mielfin 4, others 7). */
  racialNetCost: number;
  /** Σ scope×rank of the player's positive and resistive modules. */
  positiveCost: number;
  /** Σ scope×rank of the player's negative modules, before the 10-XP cap. */
  negativeGainUncapped: number;
  /** The same, capped at 10. */
  negativeGain: number;
  earned: number;
  spent: number;
  available: number;
  modules: CreationModuleCost[];
}

export interface ExperienceAccount {
  earned: number;
  spent: number;
  available: number;
}

function resolveRace(race: SmsRace | string): SmsRace | undefined {
  return typeof race === 'string' ? findRace(race) : findRace(race.key);
}

// Number.isInteger is false for anything but a number, so no typeof test is needed.
const isWhole = (n: unknown): n is number => Number.isInteger(n);

function sums(modules: readonly CreationModule[]): { positiveCost: number; negativeGainUncapped: number } {
  let positiveCost = 0;
  let negativeGainUncapped = 0;
  for (const m of modules) {
    // Resistive ranks are bought like positive ones: the seed calls a resistive module
    // "un module positif particulier" and prices every rank by scope alone.
    if (m.polarity === 'NEGATIVE') negativeGainUncapped += moduleXp(m);
    else positiveCost += moduleXp(m);
  }
  return { positiveCost, negativeGainUncapped };
}

/**
 * SMS §8 experience accounting: earned = budget + capped negative gain + awards;
 * spent = racial net cost + Σ scope×rank of the player's positive/resistive modules + bought;
 * available = earned − spent. Only bought modules count (source PLAYER, ARCHETYPE or none):
 * racial modules are in the racial cost, and wounds, fatigue, magic and GM grants cost nothing.
 * Pass either the current sheet (and `bought` = XP spent on ranks no longer on it) or the
 * creation list (and `bought` = progression spending): each rank must be counted once.
 * An unknown race counts as no racial package; `validateCreation` reports it.
 */
export function experienceAccount(input: {
  race: SmsRace | string | null;
  modules: readonly CreationModule[];
  budget?: number;
  awards?: number;
  bought?: number;
}): ExperienceAccount {
  const { budget = DEFAULT_CREATION_BUDGET, awards = 0, bought = 0 } = input;
  const race = input.race === null ? undefined : resolveRace(input.race);
  const { positiveCost, negativeGainUncapped } = sums(input.modules.filter(isBoughtModule));
  const earned = budget + Math.min(NEGATIVE_GAIN_CAP, negativeGainUncapped) + awards;
  const spent = (race ? racialNetCost(race) : 0) + positiveCost + bought;
  return { earned, spent, available: earned - spent };
}

/**
 * Check a draft character against the SMS §8 creation rules and price it: one rank costs
 * the scope; at most 3 ranks per module, racial ranks included; negative modules give back
 * scope×rank capped at 10 XP; what is spent may not exceed what is earned. Every broken rule
 * is reported, not only the first.
 */
export function validateCreation(input: CreationInput): RuleResult<CreationCost> {
  const violations: Violation[] = [];
  const budget = input.budget ?? DEFAULT_CREATION_BUDGET;
  const race = resolveRace(input.race);
  if (!race) {
    const key = typeof input.race === 'string' ? input.race : input.race.key;
    violations.push(violation('UNKNOWN_RACE', CREATION_RULES.race, `unknown race "${key}"`));
  }
  if (!isWhole(budget) || budget < 0) {
    violations.push(violation('INVALID_BUDGET', CREATION_RULES.budget, `creation budget ${budget} is not a whole number ≥ 0`));
  }

  // Racial entries are ignored: the race key is the authority on its package, so a client
  // cannot smuggle in a cheaper or stronger copy of it.
  const modules = input.modules.filter((m) => m.source !== 'RACE');
  const priced: CreationModuleCost[] = [];
  const seen = new Map<string, string>();

  modules.forEach((m, index) => {
    const label = `module ${index + 1}${typeof m.name === 'string' && m.name.trim() ? ` "${m.name.trim()}"` : ''}`;
    const name = typeof m.name === 'string' ? m.name.trim() : '';
    let valid = true;

    if (!isBoughtModule(m)) {
      violations.push(violation('SOURCE_NOT_ALLOWED_AT_CREATION', CREATION_RULES.source, `${label}: source ${m.source} cannot be bought at creation`));
    }
    if (name.length === 0) {
      valid = false;
      violations.push(violation('MODULE_NAME_EMPTY', CREATION_RULES.name, `${label}: the name is empty`));
    } else if (name.length > MAX_NAME_LENGTH) {
      valid = false;
      violations.push(violation('MODULE_NAME_TOO_LONG', CREATION_RULES.name, `${label}: the name has ${name.length} characters, at most ${MAX_NAME_LENGTH}`));
    }
    if (!isWhole(m.scope) || m.scope < MIN_SCOPE || m.scope > MAX_SCOPE) {
      valid = false;
      violations.push(violation('SCOPE_OUT_OF_RANGE', CREATION_RULES.scope, `${label}: scope ${m.scope} is not a whole number from ${MIN_SCOPE} to ${MAX_SCOPE}`));
    }
    if (!isWhole(m.rank) || m.rank < 1) {
      valid = false;
      violations.push(violation('RANK_INVALID', CREATION_RULES.rank, `${label}: rank ${m.rank} is not a whole number ≥ 1`));
    }
    if (m.polarity !== 'POSITIVE' && m.polarity !== 'NEGATIVE' && m.polarity !== 'RESISTIVE') {
      valid = false;
      violations.push(violation('POLARITY_INVALID', CREATION_RULES.polarity, `${label}: polarity ${String(m.polarity)} is unknown`));
    }

    if (name.length > 0) {
      const key = moduleNameKey(name);
      const first = seen.get(key);
      if (first !== undefined) {
        violations.push(violation('DUPLICATE_MODULE', CREATION_RULES.duplicate, `${label} repeats "${first}": raise the rank of one module instead`));
      } else seen.set(key, name);
    }

    const racial = race && name.length > 0 ? findRacialModule(race, name) : undefined;
    if (racial && (racial.scope !== m.scope || racial.polarity !== m.polarity)) {
      valid = false;
      violations.push(
        violation(
          'RACIAL_MODULE_MISMATCH',
          CREATION_RULES.racialMatch,
          `${label} names the racial module "${racial.name.fr}" (${racial.polarity.toLowerCase()}, scope ${racial.scope}) but is ${String(m.polarity).toLowerCase()}, scope ${m.scope}`,
        ),
      );
    }
    const racialRank = racial ? racial.rank : 0;
    if (isWhole(m.rank) && m.rank + racialRank > CREATION_MAX_RANK) {
      const why = racialRank > 0 ? ` (${racialRank} racial + ${m.rank} bought)` : '';
      violations.push(violation('RANK_ABOVE_CREATION_MAX', CREATION_RULES.maxRank, `${label}: rank ${m.rank + racialRank}${why} is above ${CREATION_MAX_RANK}`));
    }
    // Only well-formed bought modules are priced, so the budget check below still runs (and
    // reports its own shortfall) alongside the other violations.
    if (valid && isBoughtModule(m)) {
      priced.push({ name, scope: m.scope, polarity: m.polarity, rank: m.rank, racialRank, totalRank: m.rank + racialRank, xp: moduleXp(m) });
    }
  });

  const { positiveCost, negativeGainUncapped } = sums(priced);
  const netRacial = race ? racialNetCost(race) : 0;
  const negativeGain = Math.min(NEGATIVE_GAIN_CAP, negativeGainUncapped);
  const earned = (isWhole(budget) ? budget : 0) + negativeGain;
  const spent = netRacial + positiveCost;
  const available = earned - spent;
  if (available < 0) {
    violations.push(
      violation(
        'INSUFFICIENT_EXPERIENCE',
        CREATION_RULES.spend,
        `spent ${spent} XP (racial ${netRacial} + modules ${positiveCost}) but earned ${earned} XP (budget ${budget} + negative modules ${negativeGain}${negativeGainUncapped > negativeGain ? `, capped from ${negativeGainUncapped}` : ''}): ${-available} XP short`,
      ),
    );
  }

  if (violations.length > 0 || !race) return fail(...violations);
  return ok({ race: race.key, budget, racialNetCost: netRacial, positiveCost, negativeGainUncapped, negativeGain, earned, spent, available, modules: priced });
}

/**
 * A DRAFT edit (add, change or remove a module) is legal when the resulting module list
 * passes the SMS §8 creation rules: pass the whole new list.
 */
export function validateModuleChange(input: CreationInput): RuleResult<CreationCost> {
  return validateCreation(input);
}
