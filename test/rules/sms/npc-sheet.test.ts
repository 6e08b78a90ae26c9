import { describe, expect, it } from 'vitest';
import { activatedNpcModules, mayDefendAgainst, mayDefineNpc, npcDefinitionOf, npcModulesFromSheet } from '../../../src/rules/sms/npc-sheet.js';
import type { SimpleNpc } from '../../../src/rules/sms/npcs.js';
import type { RuleResult } from '../../../src/rules/violation.js';

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule, v.message]));
const RULE_OWN_SHEET = 'SMS §9: an NPC’s modules are on its own sheet';
const gnolls: SimpleNpc = { name: 'Gnolls', role: 'DISPOSABLE', method: 'UBER_SIMPLE', attack: 3, defence: 3 };

describe('SMS §2.8, §9 an NPC’s definition', () => {
  it('only a defined NPC has difficulties', () => {
    expect(npcDefinitionOf({ name: 'Gnolls', kind: 'NPC' }, gnolls)).toEqual({ ok: true, value: gnolls });
    expect(breach(npcDefinitionOf({ name: 'Kara', kind: 'PC' }, gnolls))).toEqual([
      ['NOT_AN_NPC', 'SMS §2.8: the GM never rolls; NPC abilities are difficulties', 'Kara is a PC: PCs roll, NPCs are difficulties.'],
    ]);
    expect(breach(npcDefinitionOf({ name: 'Gnolls', kind: 'NPC' }, null))).toEqual([
      ['NPC_NOT_DEFINED', 'SMS §9: an NPC is defined uber-simple, simple, semi-modular or deluxe', 'Gnolls has no NPC definition yet: use defineNpc.'],
    ]);
  });

  it('only an NPC is defined as one', () => {
    expect(mayDefineNpc({ name: 'Gnolls', kind: 'NPC' })).toEqual({ ok: true, value: true });
    expect(breach(mayDefineNpc({ name: 'Kara', kind: 'PC' }))).toEqual([['NOT_AN_NPC', 'SMS §9: NPCs are the GM’s; PCs are built from modules and XP', 'Kara is a PC.']]);
  });
});

describe('SMS §9 an NPC’s modules are on its own sheet', () => {
  const rows = [
    { id: 'a', name: 'Claws' },
    { id: 'b', name: 'Hide' },
  ];

  it('in the order wanted; every missing one named by its place, never by id', () => {
    expect(npcModulesFromSheet('Troll', ['b', 'a'], rows)).toEqual({ ok: true, value: [rows[1], rows[0]] });
    expect(npcModulesFromSheet('Troll', [], rows)).toEqual({ ok: true, value: [] });
    expect(breach(npcModulesFromSheet('Troll', ['a', 'x', 'y'], rows, (id) => `Module:${id}`))).toEqual([['UNKNOWN_MODULE', RULE_OWN_SHEET, 'Troll has no module no. 2, no. 3 of those given.']]);
    expect(breach(npcModulesFromSheet('Troll', ['x'], rows))).toEqual([['UNKNOWN_MODULE', RULE_OWN_SHEET, 'Troll has no module no. 1 of those given.']]);
  });

  it('the modules an action activates: none given is the default; the first unreadable id is refused', () => {
    const read = (id: string) => (id.startsWith('M:') ? id.slice(2) : null);
    expect(activatedNpcModules(undefined, read)).toEqual({ ok: true, value: undefined });
    expect(activatedNpcModules(null, read)).toEqual({ ok: true, value: undefined });
    expect(activatedNpcModules([], read)).toEqual({ ok: true, value: undefined });
    expect(activatedNpcModules(['M:a', 'M:b'], read)).toEqual({ ok: true, value: ['a', 'b'] });
    expect(breach(activatedNpcModules(['M:a', 'bad', 'worse'], read))).toEqual([['UNKNOWN_MODULE', RULE_OWN_SHEET, 'Module 2 given is not a module of this NPC.']]);
  });
});

describe('SMS §4 an NPC attacks a PC of its campaign', () => {
  it('a PC of the same campaign defends; an NPC or a stranger does not', () => {
    const troll = { name: 'Troll', campaignId: 'c1' };
    expect(mayDefendAgainst({ name: 'Kara', kind: 'PC', campaignId: 'c1' }, troll)).toEqual({ ok: true, value: true });
    const rule = 'SMS §4: an NPC attacks a PC, who defends';
    expect(breach(mayDefendAgainst({ name: 'Kara', kind: 'PC', campaignId: 'c2' }, troll))).toEqual([['NOT_A_PC_OF_THIS_CAMPAIGN', rule, 'Kara is not a PC of Troll’s campaign.']]);
    expect(breach(mayDefendAgainst({ name: 'Gnoll', kind: 'NPC', campaignId: 'c1' }, troll))).toEqual([['NOT_A_PC_OF_THIS_CAMPAIGN', rule, 'Gnoll is not a PC of Troll’s campaign.']]);
  });
});
