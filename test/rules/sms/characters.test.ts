import { describe, expect, it } from 'vitest';
import type { CreationModule } from '../../../src/rules/sms/creation.js';
import { boughtModules, checkSheetModules, mayChangeModule, mayEditModules, type SheetOwner, smsCreation } from '../../../src/rules/sms/characters.js';
import type { RuleResult } from '../../../src/rules/violation.js';

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));
const m = (name: string, rank: number, scope = 2, polarity: CreationModule['polarity'] = 'POSITIVE'): CreationModule => ({ name, scope, polarity, rank, source: 'PLAYER' });

describe('SMS §6, §8, §9 creation', () => {
  it('a player makes a PC of a playable race, at its size', () => {
    const r = smsCreation({ kind: 'PC', role: 'PLAYER', race: 'TIFIN' });
    expect(r.ok && { kind: r.value.kind, status: r.value.status, race: r.value.race?.key, size: r.value.sizeFactor }).toEqual({ kind: 'PC', status: 'DRAFT', race: 'TIFIN', size: 4 });
    expect(smsCreation({ kind: 'PC', role: 'PLAYER', race: 'TIFIN', sizeFactor: 4 }).ok).toBe(true);
  });

  it('only the GM sets another size than the race’s; with no race the size is average', () => {
    const sized = smsCreation({ kind: 'PC', role: 'PLAYER', race: 'TIFIN', sizeFactor: 5 });
    expect(breach(sized)).toEqual([['SIZE_FACTOR_IS_GM_ONLY', 'SMS §6: the size factor defaults by race; the GM may change it']]);
    expect(!sized.ok && sized.violations[0]!.message).toBe('Only the GM may set a size factor other than the race’s.');
    const gm = smsCreation({ kind: 'PC', role: 'GM', race: 'TIFIN', sizeFactor: 7 });
    expect(gm.ok && gm.value.sizeFactor).toBe(7);
    const npc = smsCreation({ kind: 'NPC', role: 'GM' });
    expect(npc.ok && [npc.value.status, npc.value.race, npc.value.sizeFactor]).toEqual(['ACTIVE', undefined, 5]);
    const big = smsCreation({ kind: 'NPC', role: 'GM', race: '', sizeFactor: 9 });
    expect(big.ok && big.value.sizeFactor).toBe(9);
  });

  it('NPCs are the GM’s; a PC needs a known race', () => {
    const npc = smsCreation({ kind: 'NPC', role: 'PLAYER', race: 'HUMAN' });
    expect(breach(npc)).toEqual([['NPC_IS_GM_ONLY', 'SMS §9: NPCs are the GM’s']]);
    expect(!npc.ok && npc.violations[0]!.message).toBe('Only the GM creates NPCs.');
    const raceless = smsCreation({ kind: 'PC', role: 'GM', race: null });
    expect(breach(raceless)).toEqual([['RACE_REQUIRED', 'SMS §8: a PC is built from a race and 33 XP (40 for humans)']]);
    expect(!raceless.ok && raceless.violations[0]!.message).toBe('A PC needs a race.');
    expect(breach(smsCreation({ kind: 'PC', role: 'GM', race: '' }))).toEqual([['RACE_REQUIRED', 'SMS §8: a PC is built from a race and 33 XP (40 for humans)']]);
    const unknown = smsCreation({ kind: 'NPC', role: 'GM', race: 'ORC' });
    expect(breach(unknown)).toEqual([['UNKNOWN_RACE', 'SMS §8: the race is one of the playable Loreval races']]);
    expect(!unknown.ok && unknown.violations[0]!.message).toBe('Unknown race "ORC".');
  });
});

describe('the modules of a sheet', () => {
  const draft: SheetOwner = { kind: 'PC', status: 'DRAFT', race: 'HUMAN', creationBudget: 40 };
  const active: SheetOwner = { ...draft, status: 'ACTIVE' };
  const npc: SheetOwner = { kind: 'NPC', status: 'ACTIVE', race: null, creationBudget: 40 };
  const codes = (v: { code: string }[]) => v.map((x) => x.code);

  it('a DRAFT PC is held to the creation rules: 3 ranks, the budget', () => {
    expect(checkSheetModules(draft, [m('Force', 3)], 5)).toEqual([]);
    expect(codes(checkSheetModules(draft, [m('Force', 4)], 5))).toEqual(['RANK_ABOVE_CREATION_MAX']);
    expect(codes(checkSheetModules(draft, [m('Force', 3, 5), m('Agilité', 3, 5), m('Tir', 3, 5)], 5))).toEqual(['INSUFFICIENT_EXPERIENCE']);
  });

  it('an ACTIVE PC is held to the campaign’s maximum rank, not the creation cap or the budget', () => {
    expect(checkSheetModules(active, [m('Force', 5, 5), m('Agilité', 5, 5)], 5)).toEqual([]);
    const over = checkSheetModules(active, [m('Force', 6)], 5);
    expect(over).toEqual([{ code: 'RANK_ABOVE_CAMPAIGN_MAX', rule: "Campaign setting: a module's rank is at most 5", message: '"Force" rank 6 is above 5' }]);
    expect(codes(checkSheetModules(active, [m('Force', 0)], 5))).toEqual(['RANK_INVALID']);
  });

  it('an NPC is bound by no budget and no cap, only by the module rules', () => {
    expect(checkSheetModules(npc, [m('Force', 9, 5), m('Agilité', 9, 5)], 5)).toEqual([]);
    expect(codes(checkSheetModules(npc, [m('Force', 2, 6)], 5))).toEqual(['SCOPE_OUT_OF_RANGE']);
    expect(checkSheetModules({ ...npc, race: 'ORC' }, [m('Force', 1)], 5)).toEqual([]);
    expect(checkSheetModules(npc, [{ ...m('Griffes', 1), source: 'MAGIC' }], 5)).toEqual([]);
    expect(codes(checkSheetModules(draft, [{ ...m('Griffes', 1), source: 'MAGIC' }], 5))).toEqual(['SOURCE_NOT_ALLOWED_AT_CREATION']);
    // No race on the row: priced as a human's (an NPC's, or a GM-made draft's).
    expect(checkSheetModules({ ...draft, race: null }, [m('Force', 3, 5)], 5)).toEqual([]);
  });

  it('the magic modules’ prerequisites bind every kind of character', () => {
    const harmony = [m('Harmonie', 1, 5), m('Magie naturelle', 4, 5)];
    expect(codes(checkSheetModules(npc, harmony, 5, 'LOREVAL'))).toEqual(['MAGIC_MODULE_PREREQUISITE']);
    expect(codes(checkSheetModules(active, harmony, 5, 'LOREVAL'))).toEqual(['MAGIC_MODULE_PREREQUISITE']);
    expect(checkSheetModules(npc, harmony, 5, null)).toEqual([]);
  });

  it('the bought modules: the player’s, the archetypes’ and the GM’s (priced as the player’s)', () => {
    const row = (name: string, source: 'RACE' | 'PLAYER' | 'ARCHETYPE' | 'GM' | 'WOUND' | 'FATIGUE' | 'MAGIC') => ({ name, scope: 1, polarity: 'POSITIVE' as const, rank: 1, source });
    const rows = [row('a', 'RACE'), row('b', 'PLAYER'), row('c', 'ARCHETYPE'), row('d', 'GM'), row('e', 'WOUND'), row('f', 'FATIGUE'), row('g', 'MAGIC')];
    expect(boughtModules(rows).map((x) => [x.name, x.source])).toEqual([
      ['b', 'PLAYER'],
      ['c', 'ARCHETYPE'],
      ['d', 'PLAYER'],
    ]);
  });
});

describe('editing the modules', () => {
  it('a DRAFT is edited by whoever may edit it; an ACTIVE sheet by the GM only, as an adjustment', () => {
    expect(mayEditModules({ ruleset: 'SMS', status: 'DRAFT' }, 'PLAYER')).toEqual({ ok: true, value: { adjustment: false } });
    expect(mayEditModules({ ruleset: 'SMS', status: 'DRAFT' }, 'GM')).toEqual({ ok: true, value: { adjustment: false } });
    expect(mayEditModules({ ruleset: 'SMS', status: 'ACTIVE' }, 'GM')).toEqual({ ok: true, value: { adjustment: true } });
    expect(breach(mayEditModules({ ruleset: 'SMS', status: 'ACTIVE' }, 'PLAYER'))).toEqual([
      ['CHARACTER_ACTIVE', 'SMS §8: after creation, ranks are bought with experience at the end of a scenario'],
    ]);
    const ylnies = mayEditModules({ ruleset: 'YLNIES', status: 'DRAFT' }, 'GM');
    expect(breach(ylnies)).toEqual([['NOT_SMS', 'SMS §1: characters are made of modules']]);
    expect(!ylnies.ok && ylnies.violations[0]!.message).toBe('Modules belong to SMS characters.');
    const active = mayEditModules({ ruleset: 'SMS', status: 'ACTIVE' }, 'PLAYER');
    expect(!active.ok && active.violations[0]!.message).toBe('This character is active: its ranks change only by spending experience, or by the GM.');
  });

  it('the racial package is fixed for the player, not for the GM', () => {
    const racial = mayChangeModule({ source: 'RACE' }, 'PLAYER');
    expect(breach(racial)).toEqual([['RACIAL_MODULE_FIXED', 'SMS §8: the racial package is fixed']]);
    expect(!racial.ok && racial.violations[0]!.message).toBe('Racial modules come with the race and cannot be changed by the player.');
    expect(mayChangeModule({ source: 'RACE' }, 'GM')).toEqual({ ok: true, value: true });
    expect(mayChangeModule({ source: 'PLAYER' }, 'PLAYER').ok).toBe(true);
  });
});
