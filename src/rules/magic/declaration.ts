/**
 * What a magical action may ask, before any die: the campaign's magic, who rolls, who gives the
 * numbers, the modules declared, who helps, and which kind of spell the action takes. The API
 * loads the campaign, the characters and the spell, then asks these; each refusal cites its rule.
 * SMS §2 (collaborative actions), §2.1 (declared modules), §2.8 (only players roll, the GM sets
 * difficulties); MAGIC (a campaign picks LOREVAL or ALMERA; rituals and special powers).
 */
import { type RuleResult, fail, ok, violation } from '../violation.js';
import type { MagicVariant } from './catalogue.js';
import type { SpellKind } from './spell.js';
import { countsInPlay, type Module, objectLostViolation } from '../sms/module.js';

export type MagicRole = 'GM' | 'PLAYER';

/** A campaign as magic sees it: its ruleset, and the magic variant it picked (if any). */
export interface MagicCampaign {
  ruleset: string;
  magicSystem: MagicVariant | null;
}

/** The campaign's magic variant; magic belongs to SMS campaigns that picked one. */
export function magicOfCampaign(campaign: MagicCampaign): RuleResult<MagicVariant> {
  if (campaign.ruleset !== 'SMS' || !campaign.magicSystem) {
    return fail(violation('NOT_SMS_MAGIC', 'MAGIC: a campaign picks LOREVAL or ALMERA magic (SMS only)', 'Magic of this kind belongs to SMS campaigns.'));
  }
  return ok(campaign.magicSystem);
}

/** The character who would roll a magical action. */
export interface MagicRoller {
  name: string;
  kind: string;
  ruleset: string;
}

/** SMS §2.8: only players roll (an NPC's magic is a difficulty the PCs face); SMS characters only. */
export function checkMagicRoller(character: MagicRoller): RuleResult<true> {
  if (character.kind !== 'PC') {
    return fail(violation('NPC_DOES_NOT_ROLL', 'SMS §2.8: only players roll; the GM never rolls (NPC abilities are difficulties)', `${character.name} is an NPC: NPCs never roll.`));
  }
  if (character.ruleset !== 'SMS') return fail(violation('NOT_SMS', 'MAGIC: SMS characters only', 'SMS magic is for SMS characters.'));
  return ok(true);
}

/**
 * SMS §2.8: the GM sets difficulties. `numbersGiven` says whether the request carries any number
 * only the GM gives (circumstances, interruptions, target numbers …); `message` names them for
 * this action.
 */
export function checkGmNumbers(role: MagicRole, numbersGiven: boolean, message: string): RuleResult<true> {
  if (role !== 'GM' && numbersGiven) return fail(violation('GM_SETS_DIFFICULTY', 'SMS §2.8: only the GM sets difficulties', message));
  return ok(true);
}

/**
 * SMS §2.1: the player declares modules of the character's own sheet. The declared modules, found
 * on the sheet in the order declared; the first id not on it is refused.
 */
export function declaredModules<M extends { id: string } & Partial<Pick<Module, 'name' | 'removable' | 'objectName' | 'objectLost'>>>(sheet: readonly M[], ids: readonly string[], who: string): RuleResult<M[]> {
  const out: M[] = [];
  for (const id of ids) {
    const m = sheet.find((r) => r.id === id);
    if (!m) return fail(violation('MODULE_NOT_ON_SHEET', 'SMS §2.1: the player declares modules of the character’s own sheet', `That module is not on ${who}'s sheet.`));
    // A module tied to a lost object is not accessible (seed 000, « Modules amovibles »).
    if (!countsInPlay(m)) return fail(objectLostViolation({ name: m.name ?? '', objectName: m.objectName ?? null }));
    out.push(m);
  }
  return ok(out);
}

/** SMS §2: an assistant is another character than the caster, and helps once. */
export function checkAssistants(casterId: string, assistantIds: readonly string[]): RuleResult<true> {
  if (assistantIds.includes(casterId)) return fail(violation('ASSISTS_ONESELF', 'SMS §2: an assistant is another character', 'The caster cannot assist its own spell.'));
  if (new Set(assistantIds).size !== assistantIds.length) return fail(violation('DUPLICATE_ASSISTANT', 'SMS §2: collaborative actions', 'Each assistant helps once.'));
  return ok(true);
}

/** The spell a cast asks for, as far as its kind matters. */
export interface SpellAsked {
  name: string;
  kind: SpellKind;
}

/**
 * May this spell be cast this way? A ritual is learned, never improvised (define it, then perform
 * it); a special power is used only as one (`asPower`, LOREVAL "Pouvoirs particuliers").
 */
export function checkCastKind(variant: MagicVariant, spell: SpellAsked, how: { improvised: boolean; asPower: boolean }): RuleResult<true> {
  if (how.improvised && spell.kind === 'RITUAL') {
    return fail(
      violation(
        'RITUAL_CANNOT_BE_IMPROVISED',
        variant === 'ALMERA' ? 'MAGIC ALMERA §Conception d’un rituel: "Il est impossible d’improviser ce travail"' : 'MAGIC LOREVAL §La magie rituelle: a ritual is a framed, defined procedure',
        'A ritual is learned, never improvised: define it first, then perform it.',
      ),
    );
  }
  if (how.asPower && spell.kind !== 'POWER') {
    return fail(violation('NOT_A_SPECIAL_POWER', 'MAGIC LOREVAL §Pouvoirs particuliers: special powers come from Harmony, Conviction or Heroism', `${spell.name} is not a special power.`));
  }
  return ok(true);
}
