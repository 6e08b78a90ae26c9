/**
 * The GM asks a PC for an action (SMS §2.4, §2.8; a Ylnies test shares the request): what a
 * request must and may carry in each ruleset, checked before it is stored. The player answers it
 * with a declaration (declaration.ts).
 */
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { mayRoll, RULE_DECLARE, RULE_GM_DIFFICULTY, RULE_QUALITY } from './declaration.js';

const RULE_ABSOLUTE = "SMS §2.7: on an absolute threshold a die below the GM's is a failure";
const RULE_YLNIES_TEST = 'Ylnies: a test is 4d6 + characteristic + skill against a threshold';

/** What the GM asks for. */
export interface RequestedAction {
  /** SMS: the difficulty in die points. */
  difficulty?: number | null;
  /** Ylnies: the threshold to reach. */
  threshold?: number | null;
  /** Absolute threshold (the default) or relative (SMS §2.7). */
  absolute?: boolean | null;
  qualityShift?: number | null;
  excludedModuleIds?: readonly string[] | null;
}

/** The character asked, with the ids of the modules on its sheet. */
export interface RequestedCharacter {
  name: string;
  kind: 'PC' | 'NPC';
  ruleset: 'SMS' | 'YLNIES';
  moduleIds: ReadonlySet<string>;
}

/** What the request stores once accepted. */
export interface AcceptedRequest {
  absolute: boolean;
  /** Modules ruled out, each once. */
  excludedModuleIds: string[];
  /** The shift the GM imposed; null = the player chooses. */
  qualityShift: number | null;
}

/** SMS §2.7: an even shift of −6 … +6; on an absolute threshold a lower die can only fail. */
export function checkShift(shift: number, absolute: boolean): Violation[] {
  if (shift % 2 !== 0) return [violation('BAD_QUALITY_SHIFT', RULE_QUALITY, `quality shift ${shift} is not one of −6…+6 (even)`)];
  if (absolute && shift < 0) return [violation('LOWER_DIE_ON_ABSOLUTE_THRESHOLD', RULE_ABSOLUTE, `a shift of ${shift} on an absolute threshold can only fail`)];
  return [];
}

/**
 * May the GM ask this of this character? NPCs are never asked (alone: nothing else matters);
 * otherwise every breach is reported at once. An SMS request is a difficulty die, a Ylnies one
 * a threshold; modules ruled out must be on the sheet.
 */
export function checkActionRequest(
  r: RequestedAction,
  character: RequestedCharacter,
  label: (kind: 'Module', id: string) => string = (_kind, id) => id,
): RuleResult<AcceptedRequest> {
  const may = mayRoll(character);
  if (!may.ok) return may;
  const absolute = r.absolute ?? true;
  const violations: Violation[] = [];
  if (character.ruleset === 'SMS') {
    if (r.difficulty == null) violations.push(violation('DIFFICULTY_REQUIRED', RULE_GM_DIFFICULTY, 'an SMS request needs a difficulty die'));
    if (r.threshold != null) violations.push(violation('THRESHOLD_IS_YLNIES', RULE_GM_DIFFICULTY, 'SMS difficulties are dice: use `difficulty`, not `threshold`'));
    if (r.qualityShift != null) violations.push(...checkShift(r.qualityShift, absolute));
  } else {
    if (r.threshold == null) violations.push(violation('THRESHOLD_REQUIRED', RULE_YLNIES_TEST, 'a Ylnies request needs a threshold'));
    if (r.difficulty != null || r.qualityShift != null || (r.excludedModuleIds?.length ?? 0) > 0) {
      violations.push(violation('NOT_SMS', RULE_YLNIES_TEST, 'difficulty dice, quality shifts and modules are SMS'));
    }
  }
  const excludedModuleIds = [...new Set(r.excludedModuleIds ?? [])];
  for (const id of excludedModuleIds) {
    if (!character.moduleIds.has(id)) violations.push(violation('MODULE_NOT_ON_SHEET', RULE_DECLARE, `module ${label('Module', id)} is not on ${character.name}’s sheet`));
  }
  if (violations.length) return fail(...violations);
  return ok({ absolute, excludedModuleIds, qualityShift: r.qualityShift ?? null });
}
