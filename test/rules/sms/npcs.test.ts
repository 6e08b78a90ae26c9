import { describe, expect, it } from 'vitest';
import { attackDifficultyAgainstNpc } from '../../../src/rules/sms/combat.js';
import { type NpcDefinition, NPC_ROLES, diesInOneHit, npcBaseDie, npcDifficulty, validateNpc } from '../../../src/rules/sms/npcs.js';

function value<T>(r: { ok: true; value: T } | { ok: false; violations: unknown[] }): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}

const gnoll: NpcDefinition = { method: 'UBER_SIMPLE', name: 'Gnoll', role: 'DISPOSABLE', attack: 3, defence: 3 };
const alpha: NpcDefinition = { method: 'UBER_SIMPLE', name: 'Gnoll alpha', role: 'DISPOSABLE', attack: 5, defence: 5 };

describe('SMS §9 NPCs', () => {
  it('roles and their base dice', () => {
    expect(NPC_ROLES.map((r) => [r.key, r.baseDie.min, r.baseDie.max])).toEqual([
      ['BOSS', 12, null],
      ['RECURRING', 10, 12],
      ['ONE_SHOT', 8, 10],
      ['DISPOSABLE', 2, 6],
    ]);
  });

  it('seed: gnolls 3/3 → D4 both ways; their alpha 5/5 → D6', () => {
    expect(value(npcDifficulty(gnoll, 'ATTACK')).die).toBe(4);
    expect(value(npcBaseDie(gnoll))).toBe(4);
    expect(value(npcDifficulty(alpha, 'DEFENCE'))).toMatchObject({ points: 5, die: 6 });
    expect(value(validateNpc(gnoll))).toBe(gnoll);
  });

  it('simple: other noted difficulties, and an unknown one is refused', () => {
    const npc: NpcDefinition = { method: 'SIMPLE', name: 'Guard', role: 'ONE_SHOT', attack: 8, defence: 8, other: { persuade: 6 } };
    expect(value(npcDifficulty(npc, { other: 'persuade' })).die).toBe(6);
    expect(npcDifficulty(npc, { other: 'sing' }).ok).toBe(false);
  });

  it('semi-modular: fixed difficulty + ranks of the activated modules', () => {
    const npc: NpcDefinition = {
      method: 'SEMI_MODULAR',
      name: 'Orc captain',
      role: 'ONE_SHOT',
      attack: 6,
      defence: 7,
      modules: [
        { id: 'axe', name: 'Axe fighting', scope: 2, polarity: 'POSITIVE', rank: 2 },
        { id: 'hurt', name: 'Bad knee', scope: 1, polarity: 'NEGATIVE', rank: 1 },
      ],
    };
    expect(value(npcDifficulty(npc, 'ATTACK', ['axe', 'hurt']))).toMatchObject({ points: 7, die: 8 });
    expect(value(npcDifficulty(npc, 'DEFENCE'))).toMatchObject({ points: 7, die: 8 });
    expect(npcDifficulty(npc, 'ATTACK', ['nope']).ok).toBe(false);
  });

  it('deluxe: the action score is a raw difficulty rounded up to a die', () => {
    const npc: NpcDefinition = {
      method: 'DELUXE',
      name: 'Lord Varn',
      role: 'RECURRING',
      modules: [
        { id: 'fence', name: 'Fencing', scope: 2, polarity: 'POSITIVE', rank: 5 },
        { id: 'duel', name: 'Duellist', scope: 3, polarity: 'POSITIVE', rank: 4 },
        { id: 'old', name: 'Old wound', scope: 2, polarity: 'NEGATIVE', rank: 2 },
        { id: 'tough', name: 'Pain resistance', scope: 2, polarity: 'RESISTIVE', rank: 1 },
      ],
      attackModuleIds: ['fence', 'duel'],
      defenceModuleIds: ['fence', 'duel', 'old', 'tough'],
    };
    expect(value(npcDifficulty(npc, 'ATTACK'))).toMatchObject({ points: 9, die: 10 });
    expect(value(npcDifficulty(npc, 'DEFENCE'))).toMatchObject({ points: 8, die: 8 });
    // a base D8 is outside the recurring range D10–D12
    const r = validateNpc(npc);
    expect(!r.ok && r.violations[0]!.code).toBe('BASE_DIE_OUTSIDE_ROLE');
    expect(validateNpc(npc, { allowOutsideRole: true }).ok).toBe(true);
    // its base die feeds the PC's attack difficulty
    expect(value(attackDifficultyAgainstNpc({ baseDie: value(npcBaseDie(npc)), severity: 'CRITICAL' })).die).toBe(12);
  });

  it('a boss may go above D12', () => {
    const boss: NpcDefinition = { method: 'SIMPLE', name: 'Dragon', role: 'BOSS', attack: 14, defence: 14, sizeFactor: 9 };
    expect(value(npcBaseDie(boss))).toBe(14);
    expect(validateNpc(boss).ok).toBe(true);
    expect(validateNpc({ ...boss, defence: 10 }).ok).toBe(false);
  });

  it('refuses malformed definitions', () => {
    expect(validateNpc({ ...gnoll, name: '' }).ok).toBe(false);
    expect(validateNpc({ ...gnoll, attack: -1 }).ok).toBe(false);
    expect(validateNpc({ ...gnoll, sizeFactor: 10 }).ok).toBe(false);
    const bad = validateNpc({ method: 'DELUXE', name: 'X', role: 'BOSS', modules: [], attackModuleIds: ['a'], defenceModuleIds: [] });
    expect(!bad.ok && bad.violations.map((v) => v.code)).toEqual(['UNKNOWN_MODULE', 'NO_DEFENCE_MODULES']);
  });

  it('disposable NPCs and minions die in one hit', () => {
    expect(diesInOneHit(gnoll)).toBe(true);
    expect(diesInOneHit({ role: 'ONE_SHOT', minion: true })).toBe(true);
    expect(diesInOneHit({ role: 'BOSS' })).toBe(false);
  });
});
