/**
 * SMS progression (SMS §8 "Spending at the end of a scenario", seed "Progression par
 * l'expérience" and "Progression des modules amovibles"): buying one rank after creation.
 */

import { fail, ok, type RuleResult, type Violation, violation } from '../violation.js';
import { MAX_SCOPE, MIN_SCOPE, type Module } from './module.js';
import { MAX_NAME_LENGTH } from './notation.js';

export const PROGRESSION_RULES = {
  cost: 'SMS §8: a rank costs as many XP as the module’s scope',
  available: 'SMS §8: experience spent cannot exceed the experience available (XP never goes negative)',
  scenarioEnd: 'SMS §8: experience is spent at the end of a scenario',
  oncePerScenario: 'SMS §8: at most +1 rank per module per scenario end',
  negative: 'SMS §8: only positive and resistive modules are bought up; negative modules, wounds and fatigue are not',
  removable: 'SMS §8: a removable module progresses only when it is a relationship with its object (canProgress)',
  newModule: 'SMS §8: a new module starts at rank 1 for its scope',
  target: 'SMS §8: a purchase raises one existing module or adds one new module',
  maxRank: 'Campaign setting maxModuleRank: a module cannot rise above the campaign’s maximum rank',
  scope: `SMS §1: scope is a whole number from ${MIN_SCOPE} to ${MAX_SCOPE}`,
  name: `SMS §1: a module has a name of 1..${MAX_NAME_LENGTH} characters`,
} as const;

/** Cost of one rank, the same for every rank of the module (SMS §8). */
export function rankCost(scope: number): number {
  return scope;
}

export type PurchaseModule = Pick<Module, 'name' | 'scope' | 'polarity' | 'rank'> & Partial<Pick<Module, 'source' | 'removable' | 'canProgress'>>;

export interface PurchaseInput {
  /** The existing module to raise by one rank… */
  module?: PurchaseModule;
  /** …or the new module to add, at rank 1. */
  newModule?: PurchaseModule;
  /** The character's available XP (earned − spent). */
  available: number;
  /** This module already gained a rank at this scenario end. */
  alreadyBoughtThisScenario: boolean;
  /** The character is at the end of a scenario, the only time XP is spent. */
  hasCompletedScenario: boolean;
  /** Campaign setting `maxModuleRank`; the seed sets no maximum, so none by default. */
  maxRank?: number;
}

export interface Purchase {
  cost: number;
  /** The module's rank after the purchase. */
  rank: number;
  /** available − cost. */
  remaining: number;
}

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

// Wounds, fatigue and magical effects are states, not experience: nothing buys them up or off.
const NOT_BUYABLE_SOURCES = new Set(['WOUND', 'FATIGUE', 'MAGIC']);

/**
 * Check buying one rank with experience (SMS §8): one rank at a time at scope XP, at the end
 * of a scenario, at most +1 rank per module per scenario end, a new module enters at rank 1,
 * removable modules only when `canProgress`, never a negative/wound/fatigue module, and XP
 * never goes negative. Every broken rule is reported.
 */
export function validatePurchase(input: PurchaseInput): RuleResult<Purchase> {
  const violations: Violation[] = [];
  const { module, newModule, available, alreadyBoughtThisScenario, hasCompletedScenario, maxRank } = input;
  const target = module ?? newModule;

  if ((module && newModule) || !target) {
    return fail(violation('PURCHASE_TARGET_INVALID', PROGRESSION_RULES.target, 'give exactly one of module or newModule'));
  }
  if (!hasCompletedScenario) {
    violations.push(violation('NOT_AT_SCENARIO_END', PROGRESSION_RULES.scenarioEnd, 'experience can only be spent at the end of a scenario'));
  }
  if (alreadyBoughtThisScenario) {
    violations.push(violation('RANK_ALREADY_RAISED_THIS_SCENARIO', PROGRESSION_RULES.oncePerScenario, `"${target.name}" already gained a rank at this scenario end`, { module: target.name }));
  }
  if (target.polarity === 'NEGATIVE' || (target.source !== undefined && NOT_BUYABLE_SOURCES.has(target.source))) {
    violations.push(violation('MODULE_NOT_BUYABLE', PROGRESSION_RULES.negative, `"${target.name}" is ${target.polarity === 'NEGATIVE' ? 'negative' : `a ${target.source?.toLowerCase()} module`}: it cannot be bought up`));
  }
  // Default to "cannot": the seed lets only a relationship with the object progress, so an
  // unflagged removable module is treated as an intrinsic quality of the object.
  if (target.removable && target.canProgress !== true) {
    violations.push(violation('REMOVABLE_CANNOT_PROGRESS', PROGRESSION_RULES.removable, `"${target.name}" is a removable module that may not progress`));
  }
  const scopeOk = isWhole(target.scope) && target.scope >= MIN_SCOPE && target.scope <= MAX_SCOPE;
  if (!scopeOk) {
    violations.push(violation('SCOPE_OUT_OF_RANGE', PROGRESSION_RULES.scope, `scope ${target.scope} is not a whole number from ${MIN_SCOPE} to ${MAX_SCOPE}`));
  }

  let newRank: number;
  if (newModule) {
    const name = typeof newModule.name === 'string' ? newModule.name.trim() : '';
    if (name.length === 0 || name.length > MAX_NAME_LENGTH) {
      violations.push(violation(name.length === 0 ? 'MODULE_NAME_EMPTY' : 'MODULE_NAME_TOO_LONG', PROGRESSION_RULES.name, `the new module's name has ${name.length} characters`));
    }
    if (newModule.rank !== 1) {
      violations.push(violation('NEW_MODULE_RANK', PROGRESSION_RULES.newModule, `a new module enters at rank 1, not ${newModule.rank}`));
    }
    newRank = 1;
  } else {
    if (!isWhole(target.rank) || target.rank < 1) {
      violations.push(violation('RANK_INVALID', 'SMS §1: rank is a whole number ≥ 1', `current rank ${target.rank} is not a whole number ≥ 1`));
    }
    newRank = target.rank + 1;
  }
  if (maxRank !== undefined && newRank > maxRank) {
    violations.push(violation('RANK_ABOVE_MAX', PROGRESSION_RULES.maxRank, `rank ${newRank} is above the campaign maximum ${maxRank}`));
  }

  const cost = rankCost(target.scope);
  if (!isWhole(available) || available < 0) {
    violations.push(violation('AVAILABLE_INVALID', PROGRESSION_RULES.available, `available experience ${available} is not a whole number ≥ 0`));
  } else if (scopeOk && cost > available) {
    violations.push(violation('INSUFFICIENT_EXPERIENCE', PROGRESSION_RULES.available, `a rank of "${target.name}" costs ${cost} XP; only ${available} available`, { module: target.name, cost, available }));
  }

  if (violations.length > 0) return fail(...violations);
  return ok({ cost, rank: newRank, remaining: available - cost });
}
