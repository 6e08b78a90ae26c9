/**
 * Experience over time (SMS §8), the entries of a character's ledger: what the GM's awards may
 * pay (+1 XP per session played, +1 per scenario completed, +1 bonus from the GM; to characters
 * of the campaign that have experience at all) and who may buy ranks. The purchase itself (cost,
 * scenario end, one rank per module) is ./experience.ts.
 */
import { placesNamed } from './play-history.js';
import { fail, ok, type RuleResult, violation } from '../violation.js';
import { PROGRESSION_RULES } from './experience.js';
import { moduleNameKey } from './races.js';

export const EXPERIENCE_RULES = {
  earning: 'SMS §8: +1 XP per session played, +1 per scenario completed, +1 bonus per scenario from the GM',
  once: 'SMS §8: a session or a scenario earns each character its XP once',
  sourcePlayed: 'SMS §8: XP is earned for a session played or a scenario completed',
  bonusScenario: 'SMS §8: the bonus point is given at the end of a scenario',
  ylnies: 'Ylnies §Progression: skills rise at the end of a scenario (GM decision, at random, or by training); there is no experience to earn or spend',
  participants: 'Experience: awards go to characters of the campaign',
  active: 'SMS §8: experience is spent after creation; a DRAFT character changes its modules within the creation rules',
  duplicate: 'SMS §8: a purchase raises one existing module or adds one new module — a module already on the sheet is raised by its id',
} as const;

// ----- Awards ----------------------------------------------------------------------------------

export type AwardSourceKind = 'SESSION' | 'SCENARIO' | 'SCENARIO_BONUS' | 'MANUAL';

/** The XP of one award: a session or a scenario (or its bonus) is worth exactly 1; the GM's own award what they give (default 1). */
export function awardXp(sourceKind: AwardSourceKind, xp: number | null | undefined): RuleResult<number> {
  if (sourceKind !== 'MANUAL' && xp !== null && xp !== undefined && xp !== 1) {
    return fail(violation('AWARD_XP_FIXED', EXPERIENCE_RULES.earning, `A ${sourceKind === 'SESSION' ? 'session' : 'scenario'} is worth 1 XP, not ${xp}.`));
  }
  return ok(xp ?? 1);
}

/**
 * The characters an award goes to: every one asked must be of the campaign (`found`, as
 * loaded), and none a Ylnies character (no experience points). Unknown ones are named by their
 * place in the request, never by id (issue 38 item 21).
 */
export function awardees<C extends { id: string; ruleset: string }>(asked: readonly string[], found: readonly C[]): RuleResult<C[]> {
  const known = new Set(found.map((c) => c.id));
  const missing = [...new Set(asked)].filter((id) => !known.has(id));
  if (missing.length > 0) return fail(violation('UNKNOWN_CHARACTER', EXPERIENCE_RULES.participants, `Not characters of this campaign: ${placesNamed(asked, missing)}.`));
  if (found.some((c) => c.ruleset !== 'SMS')) return fail(violation('NO_EXPERIENCE_IN_YLNIES', EXPERIENCE_RULES.ylnies, 'Ylnies characters have no experience points.'));
  return ok([...found]);
}

/** A session earns XP once played; a scenario (and its bonus) once completed. */
export function awardSource(sourceKind: AwardSourceKind, source: { title: string; status: string }): RuleResult<true> {
  if (sourceKind === 'SESSION') {
    if (source.status !== 'PLAYED') return fail(violation('SESSION_NOT_PLAYED', EXPERIENCE_RULES.sourcePlayed, `"${source.title}" has not been played yet.`, { title: source.title }));
    return ok(true);
  }
  if (source.status !== 'COMPLETED') {
    const rule = sourceKind === 'SCENARIO_BONUS' ? EXPERIENCE_RULES.bonusScenario : EXPERIENCE_RULES.sourcePlayed;
    return fail(violation('SCENARIO_NOT_COMPLETED', rule, `"${source.title}" is not completed yet.`, { title: source.title }));
  }
  return ok(true);
}

// ----- Spending --------------------------------------------------------------------------------

/** Only an ACTIVE SMS character spends experience: a DRAFT is still built, a Ylnies character has none. */
export function mayBuyRanks(character: { ruleset: string; status: string }): RuleResult<true> {
  if (character.ruleset !== 'SMS') return fail(violation('NO_EXPERIENCE_IN_YLNIES', EXPERIENCE_RULES.ylnies, 'Ylnies characters progress by skill increases, not by spending experience.'));
  if (character.status !== 'ACTIVE') return fail(violation('CHARACTER_NOT_ACTIVE', EXPERIENCE_RULES.active, 'Activate the character first: a DRAFT changes its modules within the creation rules.'));
  return ok(true);
}

/** A new module must not be one already on the sheet (same name key): that one is raised instead. */
export function newModuleNotOnSheet(sheet: readonly { name: string }[], name: string): RuleResult<true> {
  // The key ignores case, accents and outer spaces.
  const key = moduleNameKey(name);
  const same = sheet.find((m) => moduleNameKey(m.name) === key);
  if (same) return fail(violation('MODULE_ALREADY_ON_SHEET', EXPERIENCE_RULES.duplicate, `"${same.name}" is already on the sheet: raise it by its id.`));
  return ok(true);
}

/**
 * The rule a purchase broke when another purchase won the race between its read and its write
 * (the write's guards found it): the same module added first, a rank of it already bought at
 * this scenario end, or the XP spent.
 */
export function purchaseOvertaken(lost: 'module-on-sheet' | 'rank-this-scenario' | 'experience-spent', name: string, cost: number) {
  if (lost === 'module-on-sheet') return violation('MODULE_ALREADY_ON_SHEET', EXPERIENCE_RULES.duplicate, `"${name}" is already on the sheet: raise it by its id.`);
  if (lost === 'rank-this-scenario') return violation('RANK_ALREADY_RAISED_THIS_SCENARIO', PROGRESSION_RULES.oncePerScenario, `"${name}" already gained a rank at this scenario end.`, { module: name });
  return violation('INSUFFICIENT_EXPERIENCE', PROGRESSION_RULES.available, `A rank of "${name}" costs ${cost} XP; not enough is left.`, { module: name, cost });
}
