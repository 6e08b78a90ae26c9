/**
 * Which creation breaches bind: every one for a PC being built, only the structural ones for an
 * NPC or a GM adjustment (Decision for Ylnies, as SMS §9 frees NPCs from the creation budget).
 */
import { describe, expect, it } from 'vitest';
import { distinctViolations, violation } from '../../../src/rules/violation.js';
import { bindingViolations } from '../../../src/rules/ylnies/creation.js';

const budget = violation('SKILL_POINTS_EXCEEDED', 'Ylnies §Creation', '12 points spent, 10 available');
const cap = violation('CHARACTERISTIC_ABOVE_MAXIMUM', 'Ylnies §Creation', 'STR 19 is above 18');
const duplicate = violation('SKILL_DUPLICATE', 'Ylnies §Creation', 'skill "Épée" appears twice');

describe('bindingViolations', () => {
  it('holds a PC being built to every creation rule', () => {
    expect(bindingViolations([budget, cap, duplicate], true)).toEqual([budget, cap, duplicate]);
  });

  it('frees an NPC from the budgets and caps, not from the sheet’s shape', () => {
    expect(bindingViolations([budget, cap, duplicate], false)).toEqual([duplicate]);
  });
});

describe('distinctViolations', () => {
  it('says a breach reported by two checks once, in the order first reported', () => {
    const again = violation('SKILL_DUPLICATE', 'another rule text', 'skill "Épée" appears twice');
    expect(distinctViolations([duplicate, budget, again, budget])).toEqual([duplicate, budget]);
  });
});
