/**
 * Ylnies at the table: who sets a test (the GM: "un seuil déterminé par le MJ"), answering the
 * GM's request once, the skill being on the sheet, a dead or unconscious character not acting,
 * two different characters for an opposed test or an attack, and the weapon a fighter carries.
 * The resolvers load the sheet, the request and the caller's role and ask here.
 */
import { fail, ok, type RuleResult, violation } from '../violation.js';
import { type CarriedWeapon, getWeapon, type WeaponKey } from './equipment.js';
import { RULES as PROGRESSION_RULES } from './progression.js';
import { findSkill, type Skill, type WoundState } from './sheet.js';

export type TableRole = 'GM' | 'PLAYER';

export const TABLE_RULES = {
  threshold: 'Ylnies §Tests: the GM sets the threshold ("un seuil déterminé par le MJ")',
  skill: 'Ylnies §Tests: 4d6 + characteristic + skill: the skill must be on the sheet',
  acting: 'Ylnies §Combat: a character dead or unconscious cannot act',
  request: 'Ylnies §Tests: a player answers the GM’s open request once',
  draft: 'Ylnies §Progression: a character still being built (DRAFT) does not progress; activate it first',
  training: PROGRESSION_RULES.training,
  weapon: 'Ylnies §Equipment: a character fights with a weapon they carry',
  meleeWeapon: 'Ylnies §Equipment: bows and crossbows shoot; melee uses a melee weapon',
  self: 'Ylnies §Tests: an opposed test or an attack needs two different characters',
  notYlnies: 'Ylnies: a campaign plays one ruleset; this operation is for Ylnies characters',
} as const;

/** The Ylnies sheet of a character, if it has one (its campaign plays Ylnies). */
export function ylniesSheet<S>(characterName: string, sheet: S | null): RuleResult<S> {
  if (sheet === null) return fail(violation('NOT_YLNIES', TABLE_RULES.notYlnies, `${characterName} is not a Ylnies character.`));
  return ok(sheet);
}

/** The skill named (case-insensitive) on the sheet; no name, no skill. */
export function skillOnSheet(skills: readonly Skill[], name: string | null | undefined): RuleResult<Skill | undefined> {
  if (name === null || name === undefined) return ok(undefined);
  const skill = findSkill(skills, name);
  if (!skill) return fail(violation('SKILL_NOT_FOUND', TABLE_RULES.skill, `No skill named "${name}" on this sheet.`, { skill: name }));
  return ok(skill);
}

/** Dead or unconscious, a character cannot act (Ylnies §Combat). */
export function ableToAct(characterName: string, wounds: Pick<WoundState, 'dead' | 'unconscious'>): RuleResult<true> {
  if (wounds.dead || wounds.unconscious) {
    return fail(violation('INCAPACITATED', TABLE_RULES.acting, `${characterName} is ${wounds.dead ? 'dead' : 'unconscious'} and cannot act.`, { character: characterName }));
  }
  return ok(true);
}

/** An opposed test or a fight needs two different characters. */
export function twoSides(aId: string, bId: string): RuleResult<true> {
  if (aId === bId) return fail(violation('SAME_CHARACTER', TABLE_RULES.self, 'Both sides are the same character.'));
  return ok(true);
}

/** A player answers a request still OPEN, once; an answered or cancelled one is closed. */
export function requestOpen(request: { status: string }): RuleResult<true> {
  if (request.status !== 'OPEN') return fail(violation('REQUEST_NOT_OPEN', TABLE_RULES.request, 'This request was already answered or cancelled.'));
  return ok(true);
}

/** What a caller gives to roll a test; null or undefined = not given. */
export interface TestAsked {
  requestId?: string | null;
  threshold?: number | null;
  modifier?: number | null;
  characteristic?: string | null;
  skill?: string | null;
  location?: string | null;
  gmOverridesCritical?: boolean | null;
}

/**
 * May this test be rolled as asked? The GM sets tests: a player only answers a request (with
 * nothing of their own), the GM answers one or rolls directly with a threshold and a
 * characteristic, a skill, or both.
 */
export function testAsked(role: TableRole, asked: TestAsked): RuleResult<true> {
  const given = (x: unknown) => x !== null && x !== undefined;
  if (
    role !== 'GM' &&
    (given(asked.threshold) || given(asked.modifier) || given(asked.characteristic) || given(asked.skill) || given(asked.location) || given(asked.gmOverridesCritical))
  ) {
    return fail(violation('TEST_IS_GM_SET', TABLE_RULES.threshold, 'The GM sets the test: answer the request with `requestId` only.'));
  }
  if (asked.requestId) return ok(true);
  if (role !== 'GM') return fail(violation('REQUEST_REQUIRED', TABLE_RULES.threshold, 'Players roll on a GM request: give its `requestId`.'));
  if (!given(asked.threshold)) return fail(violation('THRESHOLD_REQUIRED', TABLE_RULES.threshold, 'Give the threshold (or a request).'));
  if (!given(asked.characteristic) && !given(asked.skill)) return fail(violation('CHARACTERISTIC_REQUIRED', TABLE_RULES.skill, 'Give a characteristic, a skill, or both.'));
  return ok(true);
}

/** What a caster gives; null or undefined = not given. */
export interface CastAsked {
  kind: 'ATTACK' | 'BENEFICIAL' | 'HEALING' | 'THRESHOLD';
  threshold?: number | null;
  modifier?: number | null;
  targetModifier?: number | null;
}

/** May this spell be cast as asked? Thresholds and modifiers are the GM's; an attack spell needs another character. */
export function castAsked(role: TableRole, asked: CastAsked, onSelf: boolean): RuleResult<true> {
  const given = (x: unknown) => x !== null && x !== undefined;
  if (role !== 'GM' && (given(asked.modifier) || given(asked.targetModifier) || given(asked.threshold))) {
    return fail(violation('TEST_IS_GM_SET', TABLE_RULES.threshold, 'Thresholds and modifiers are the GM’s.'));
  }
  if (asked.kind === 'ATTACK' && onSelf) return fail(violation('SAME_CHARACTER', TABLE_RULES.self, 'An attack spell needs a target other than the caster.'));
  return ok(true);
}

/**
 * A THRESHOLD cast: on the GM's request for this spell (a player's only way), or by the GM
 * with a threshold. `request` is the open request answered, if any.
 */
export function thresholdCast(role: TableRole, spell: string, threshold: number | null, request: { skill: string | null } | null): RuleResult<true> {
  if (request) {
    if (request.skill && request.skill.toLowerCase() !== spell.toLowerCase()) {
      return fail(violation('REQUEST_OTHER_SKILL', TABLE_RULES.request, `The request is for "${request.skill}", not "${spell}".`, { skill: request.skill, spell }));
    }
    return ok(true);
  }
  if (role !== 'GM') return fail(violation('REQUEST_REQUIRED', TABLE_RULES.threshold, 'Players cast against a threshold on a GM request: give its `requestId`.'));
  if (threshold === null) return fail(violation('THRESHOLD_REQUIRED', TABLE_RULES.threshold, 'A THRESHOLD cast needs the GM’s threshold.'));
  return ok(true);
}

/**
 * The weapon a fighter uses: none when unarmed; the one named among those carried (a bow or a
 * crossbow only at range); else the first carried that fits (ranged or melee), or bare hands.
 */
export function weaponInHand(carried: readonly CarriedWeapon[], name: string | null, unarmed: boolean, ranged: boolean): RuleResult<WeaponKey | null> {
  if (unarmed) return ok(null);
  if (name !== null) {
    const found = carried.find((w) => w.name.trim().toLowerCase() === name.toLowerCase());
    if (!found) return fail(violation('WEAPON_NOT_CARRIED', TABLE_RULES.weapon, `No weapon named "${name}" in the equipment.`, { weapon: name }));
    if (!ranged && getWeapon(found.type)?.range) return fail(violation('RANGED_WEAPON_IN_MELEE', TABLE_RULES.meleeWeapon, `"${found.name}" shoots; pick a melee weapon.`));
    return ok(found.type);
  }
  const fit = carried.find((w) => (getWeapon(w.type)?.range !== null) === ranged);
  return ok(fit?.type ?? null);
}
