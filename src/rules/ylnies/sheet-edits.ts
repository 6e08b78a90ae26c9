/**
 * Who changes a Ylnies sheet after it is built: while a PC is DRAFT its owner edits skills and
 * equipment under the creation rules; once ACTIVE its skills rise by progression (use, GM
 * decision, training) and the GM, who "must prevent abuse", changes its equipment. A DRAFT does
 * not progress; the GM starts a training and sets how long it takes.
 */
import { fail, ok, type RuleResult, violation } from '../violation.js';
import type { TableRole } from './table.js';
import { TABLE_RULES } from './table.js';

export const EDIT_RULES = {
  active: 'Ylnies §Progression: after creation, skills rise by use, GM decision or training',
  equipment: 'Ylnies §Creation step 5: the GM must prevent abuse',
} as const;

export interface EditedCharacter {
  kind: string;
  status: string;
}

/** May the caller replace the skills? `creationRules`: a DRAFT PC, checked against the creation budget. */
export function skillsEdit(character: EditedCharacter, role: TableRole): RuleResult<{ creationRules: boolean }> {
  const creationRules = character.kind === 'PC' && character.status === 'DRAFT';
  if (!creationRules && role !== 'GM') {
    return fail(violation('CHARACTER_ACTIVE', EDIT_RULES.active, 'This character is active: its skills change by progression, or by the GM.'));
  }
  return ok({ creationRules });
}

/** The owner changes the equipment while DRAFT; afterwards the GM. */
export function equipmentEdit(character: Pick<EditedCharacter, 'status'>, role: TableRole): RuleResult<true> {
  if (role !== 'GM' && character.status !== 'DRAFT') {
    return fail(violation('EQUIPMENT_IS_GM_ONLY', EDIT_RULES.equipment, 'Once the character is active, the GM changes its equipment.'));
  }
  return ok(true);
}

/** A PC still being built (DRAFT) does not progress: its skills are set with the creation rules. */
export function progressing(character: EditedCharacter): RuleResult<true> {
  if (character.kind === 'PC' && character.status === 'DRAFT') {
    return fail(violation('CHARACTER_DRAFT', TABLE_RULES.draft, 'This character is still being built; set its skills with `setYlniesSkills`, or activate it first.'));
  }
  return ok(true);
}

/**
 * May the caller record training of `skill`? Setting its time (`timing`) is the GM's, and so is
 * starting one (`started`: a training of that skill is in progress).
 */
export function trainingAsked(role: TableRole, skill: string, timing: boolean, started: boolean): RuleResult<true> {
  if (timing && role !== 'GM') return fail(violation('TRAINING_TIME_IS_GM_SET', TABLE_RULES.training, 'The GM sets how long a training takes.'));
  if (!started && role !== 'GM') return fail(violation('TRAINING_NOT_STARTED', TABLE_RULES.training, `No training of "${skill}" in progress: the GM starts it.`, { skill }));
  return ok(true);
}
