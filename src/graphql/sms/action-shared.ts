/**
 * What the action files share (action-request.ts, action-declaration.ts): the SMS rules they
 * cite, the quality shift's range, and the rule that NPCs never roll.
 */
import * as z from 'zod';
import type { CharacterRow } from '../../db/access.js';
import { RuleViolation } from '../errors.js';

export const RULE_ONLY_PLAYERS = 'SMS §2.8: only players roll; the GM never rolls, NPC abilities are difficulties';
export const RULE_GM_DIFFICULTY = 'SMS §2.4: the GM sets the difficulty';
export const RULE_DECLARE = 'SMS §2.1: the player declares the modules involved; the GM may refuse any';
export const RULE_QUALITY = 'SMS §2.7: the quality shift is −6, −4, −2, 0, +2, +4 or +6';
export const RULE_REQUEST = 'API: a request is answered once, by its character';

export const shiftSchema = z.number().int().min(-6).max(6);

/** SMS §2.8: nobody rolls for an NPC, and nobody asks one to. */
export function checkCanAct(character: CharacterRow): void {
  if (character.kind === 'NPC') throw new RuleViolation('NPC_DOES_NOT_ROLL', `${character.name} is an NPC: the GM never rolls, an NPC’s ability is a difficulty.`, RULE_ONLY_PLAYERS);
}
