/**
 * NPCs as the GM keeps them (SMS §2.8, §4, §9): only an NPC is defined as one, and only a defined
 * NPC has difficulties; its modules are those of its own sheet; it attacks PCs of its campaign.
 */
import { fail, ok, type RuleResult, violation } from '../violation.js';
import type { NpcDefinition } from './npcs.js';

const RULE_DEF = 'SMS §9: an NPC is defined uber-simple, simple, semi-modular or deluxe';
const RULE_OWN_SHEET = 'SMS §9: an NPC’s modules are on its own sheet';

type Sheet = { name: string; kind: 'PC' | 'NPC' };

/** The difficulties the GM asks about are a defined NPC's: a PC rolls instead. */
export function npcDefinitionOf(character: Sheet, stored: NpcDefinition | null): RuleResult<NpcDefinition> {
  if (character.kind !== 'NPC') {
    return fail(violation('NOT_AN_NPC', 'SMS §2.8: the GM never rolls; NPC abilities are difficulties', `${character.name} is a PC: PCs roll, NPCs are difficulties.`));
  }
  if (!stored) return fail(violation('NPC_NOT_DEFINED', RULE_DEF, `${character.name} has no NPC definition yet: use defineNpc.`));
  return ok(stored);
}

/** Only an NPC gets an NPC definition: a PC is built from modules and experience. */
export function mayDefineNpc(character: Sheet): RuleResult<true> {
  if (character.kind !== 'NPC') return fail(violation('NOT_AN_NPC', 'SMS §9: NPCs are the GM’s; PCs are built from modules and XP', `${character.name} is a PC.`));
  return ok(true);
}

/**
 * The sheet modules a semi-modular or deluxe NPC uses, in the order wanted: every one must be on
 * its sheet. `_shownId` is no longer used: messages never print ids.
 */
export function npcModulesFromSheet<M extends { id: string }>(
  name: string,
  wanted: readonly string[],
  sheet: readonly M[],
  _shownId?: (id: string) => string,
): RuleResult<M[]> {
  // Named by their place among those wanted, never by id (issue 38 item 21).
  const missing = wanted.flatMap((id, i) => (sheet.some((m) => m.id === id) ? [] : [i + 1]));
  if (missing.length) return fail(violation('UNKNOWN_MODULE', RULE_OWN_SHEET, `${name} has no module ${missing.map((n) => `no. ${n}`).join(', ')} of those given.`));
  return ok(wanted.map((id) => sheet.find((m) => m.id === id)!));
}

/**
 * The modules an NPC's action activates, by the ids the GM gave (`readId` reads one, null when
 * it names no module); none given: the definition's default. The first unreadable id is refused.
 */
export function activatedNpcModules(ids: readonly string[] | null | undefined, readId: (id: string) => string | null): RuleResult<string[] | undefined> {
  if (!ids || ids.length === 0) return ok(undefined);
  const out: string[] = [];
  for (const [i, id] of ids.entries()) {
    const raw = readId(id);
    // Named by its place, never by the id given (issue 38 item 21).
    if (!raw) return fail(violation('UNKNOWN_MODULE', RULE_OWN_SHEET, `Module ${i + 1} given is not a module of this NPC.`));
    out.push(raw);
  }
  return ok(out);
}

/** An NPC attacks a PC of its own campaign, who defends (SMS §4). */
export function mayDefendAgainst(pc: Sheet & { campaignId: string }, npc: { name: string; campaignId: string }): RuleResult<true> {
  if (pc.campaignId !== npc.campaignId || pc.kind !== 'PC') {
    return fail(violation('NOT_A_PC_OF_THIS_CAMPAIGN', 'SMS §4: an NPC attacks a PC, who defends', `${pc.name} is not a PC of ${npc.name}’s campaign.`));
  }
  return ok(true);
}
