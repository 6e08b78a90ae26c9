/**
 * What every ruleset's characters share: a campaign's characters are written in its ruleset's
 * terms (SMS modules, or Ylnies characteristics and skills), and a PC leaves DRAFT once.
 */
import { fail, ok, type RuleResult, violation } from './violation.js';

export type Ruleset = 'SMS' | 'YLNIES';
export type CharacterStatus = 'DRAFT' | 'ACTIVE';

/**
 * The part of a creation input the campaign's ruleset reads: an SMS campaign needs the `sms`
 * part and no `ylnies`, a Ylnies campaign the reverse.
 */
export function sheetPartFor(ruleset: Ruleset, given: { sms: boolean; ylnies: boolean }): RuleResult<Ruleset> {
  if (ruleset === 'SMS' && (!given.sms || given.ylnies)) {
    return fail(violation('SMS_SHEET_REQUIRED', 'SMS §1: characters are made of modules', 'This is an SMS campaign: give the `sms` part of the input (and no `ylnies`).'));
  }
  if (ruleset === 'YLNIES' && (!given.ylnies || given.sms)) {
    return fail(
      violation('YLNIES_SHEET_REQUIRED', 'Ylnies §Characteristics: characteristics and skills, no modules', 'This is a Ylnies campaign: give the `ylnies` part of the input (and no `sms`).'),
    );
  }
  return ok(ruleset);
}

/** Only the GM creates NPCs; `rule` is the ruleset's citation. */
export function mayCreateKind<K extends 'PC' | 'NPC'>(kind: K, role: 'GM' | 'PLAYER', rule: string): RuleResult<K> {
  if (kind === 'NPC' && role !== 'GM') return fail(violation('NPC_IS_GM_ONLY', rule, 'Only the GM creates NPCs.'));
  return ok(kind);
}

/** DRAFT → ACTIVE happens once: an active character's sheet changes only by experience or the GM. */
export function mayActivate(status: CharacterStatus): RuleResult<'ACTIVE'> {
  if (status === 'ACTIVE') return fail(violation('ALREADY_ACTIVE', 'API: DRAFT → ACTIVE happens once', 'This character is already active.'));
  return ok('ACTIVE');
}
