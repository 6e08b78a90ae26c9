/**
 * The creation budgets shown while the player types. The server decides (createCharacter,
 * setYlniesSkills); these sums only read the catalogue's numbers (`ylniesCatalogue.creation`)
 * the same way, so a player sees "87 of 70" before sending, and the sheet then shows the
 * server's own `skillPoints`. test/client/ylnies-budget.test.ts holds them to the rules core.
 */

import { type Failure, splitRefusal, type Where } from '../../lib/field-refusal';

export type { Failure };

export interface CreationNumbers {
  points: number;
  skillPoints: number;
  spellCostFactor: number;
}

export interface BudgetSkill {
  kind: string;
  value?: number | null;
  innate?: boolean;
}

/** Points method: one point per point of base. */
export function characteristicPoints(bases: readonly number[]): number {
  return bases.reduce((sum, v) => sum + (Number.isFinite(v) ? v : 0), 0);
}

/**
 * Skill points spent: a spell costs `spellCostFactor` per point, the innate ability only what
 * is bought above Willpower (nothing when Willpower is still to be rolled).
 */
export function skillPointsSpent(skills: readonly BudgetSkill[], willpower: number | null, numbers: Pick<CreationNumbers, 'spellCostFactor'>): number {
  return skills.reduce((sum, s) => {
    const value = s.value ?? 0;
    if (!Number.isInteger(value) || value < 0) return sum;
    const bought = s.innate ? (willpower === null ? 0 : Math.max(0, value - willpower)) : value;
    return sum + bought * (s.kind === 'SPELL' ? numbers.spellCostFactor : 1);
  }, 0);
}

/** Where a refusal belongs in a form: by rule code prefix or by input path. */
export type Field = 'name' | 'race' | 'characteristics' | 'skills' | 'innate' | 'equipment' | 'other';

export function fieldOfCode(code: string): Field {
  if (code.startsWith('INNATE_')) return 'innate';
  if (code.startsWith('CHARACTERISTIC')) return 'characteristics';
  if (code.startsWith('SKILL')) return 'skills';
  if (code.includes('RACE') || code.includes('MIXED') || code.includes('PARENT')) return 'race';
  if (code.includes('WEAPON') || code.includes('ARMOUR') || code.includes('EQUIPMENT')) return 'equipment';
  return 'other';
}

export function fieldOfPath(path: string): Field {
  if (/^(input\.)?name$/.test(path)) return 'name';
  const p = path.replace(/^(input\.)?(ylnies\.)?/, '');
  if (p.startsWith('bases')) return 'characteristics';
  if (p.startsWith('skills')) return 'skills';
  if (p.startsWith('race') || p.startsWith('mixed')) return 'race';
  if (p.startsWith('equipment') || p.startsWith('weapons') || p.startsWith('armour') || p.startsWith('other')) return 'equipment';
  return 'other';
}

/**
 * A refusal split by the field it concerns (the shared split of lib/field-refusal.ts, with the
 * builder's own classifier), so each part shows beside its field. What concerns no field, or a
 * failure with neither violations nor issues, goes to `other`.
 */
export function splitFailure(failure: Failure | null): Partial<Record<Field, Failure>> {
  const { fields, rest } = splitRefusal(failure, builderFieldOf);
  return rest ? { ...fields, other: rest } : fields;
}

/** The field a path or a code concerns in a Ylnies build, or undefined (the foot of the form). */
export function builderFieldOf(where: Where): Exclude<Field, 'other'> | undefined {
  const field = 'path' in where ? fieldOfPath(where.path) : fieldOfCode(where.code);
  return field === 'other' ? undefined : field;
}
