import { describe, expect, it } from 'vitest';
import { type DeluxeNpc, type SemiModularNpc, type SimpleNpc, diesInOneHit, npcBaseDie, npcDifficulty, npcRole, validateNpc } from '../../../src/rules/sms/npcs.js';
import type { DeclaredModule } from '../../../src/rules/sms/resolution.js';

// SMS §9 edges (pinned by mutation testing).

const DEF = 'SMS §9: an NPC is defined uber-simple, simple, semi-modular or deluxe';
const ROLE = 'SMS §9: the role sets the base die for a light wound';
const m = (id: string, polarity: DeclaredModule['polarity'], rank: number, scope = 2): DeclaredModule => ({ id, name: id, scope, polarity, rank });
const simple = (over: Partial<SimpleNpc> = {}): SimpleNpc => ({ name: 'Guard', role: 'ONE_SHOT', method: 'SIMPLE', attack: 8, defence: 8, ...over });
const breaches = (r: { ok: boolean; violations?: { code: string; rule: string }[] }) => (r.ok ? [] : r.violations!.map((v) => [v.code, v.rule]));

describe('SMS §9 role ranges', () => {
  it('a one-shot NPC: D8 and D10 are in range, D6 and D12 are not (unless allowed)', () => {
    expect(validateNpc(simple({ defence: 8 })).ok).toBe(true);
    expect(validateNpc(simple({ defence: 10 })).ok).toBe(true);
    expect(breaches(validateNpc(simple({ defence: 6 })))).toEqual([['BASE_DIE_OUTSIDE_ROLE', ROLE]]);
    expect(breaches(validateNpc(simple({ defence: 12 })))).toEqual([['BASE_DIE_OUTSIDE_ROLE', ROLE]]);
    expect(validateNpc(simple({ defence: 12 }), { allowOutsideRole: true }).ok).toBe(true);
    const r = validateNpc(simple({ defence: 5 }));
    expect(!r.ok && r.violations[0]!.message).toBe('Guard: base D6 outside One-shot D8–D10');
  });

  it('a boss has no upper bound: D14 is fine, D10 is not', () => {
    expect(validateNpc(simple({ role: 'BOSS', defence: 14 })).ok).toBe(true);
    const r = validateNpc(simple({ role: 'BOSS', defence: 10 }));
    expect(!r.ok && r.violations[0]!.message).toBe('Guard: base D10 outside Boss D12+');
    expect(npcRole('DISPOSABLE')!.baseDie).toEqual({ min: 2, max: 6 });
  });
});

describe('SMS §9 definitions', () => {
  it('name, role, size 1..9 and non-negative finite difficulties', () => {
    expect(breaches(validateNpc(simple({ name: ' ', role: 'HERO' as never, sizeFactor: 10, attack: -1, defence: Number.NaN, other: { climb: -2 } })))).toEqual([
      ['NPC_WITHOUT_NAME', DEF],
      ['UNKNOWN_ROLE', ROLE],
      ['BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9'],
      ['BAD_DIFFICULTY', DEF],
      ['BAD_DIFFICULTY', DEF],
      ['BAD_DIFFICULTY', DEF],
    ]);
    expect(validateNpc(simple({ sizeFactor: 1, attack: 0 })).ok).toBe(true);
    expect(validateNpc(simple({ sizeFactor: 9 })).ok).toBe(true);
    expect(breaches(validateNpc(simple({ sizeFactor: 0 })))).toEqual([['BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9']]);
    expect(breaches(validateNpc(simple({ sizeFactor: 2.5 })))).toEqual([['BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9']]);
  });

  it('semi-modular modules: duplicates, ranks and scopes; other difficulties', () => {
    const semi: SemiModularNpc = { name: 'Ogre', role: 'ONE_SHOT', method: 'SEMI_MODULAR', attack: 8, defence: 8, modules: [m('a', 'POSITIVE', 0), m('a', 'POSITIVE', 1, 6)], other: { lift: -1 } };
    expect(breaches(validateNpc(semi))).toEqual([
      ['BAD_RANK', 'SMS §1: a rank is a whole number ≥ 1'],
      ['DUPLICATE_MODULE', DEF],
      ['BAD_SCOPE', 'SMS §1: a scope is 1 to 5'],
      ['BAD_DIFFICULTY', DEF],
    ]);
  });

  it('module scopes: 1 and 5 are fine; 0, 2.5 and 6 are not', () => {
    const semi = (scope: number): SemiModularNpc => ({ name: 'Ogre', role: 'ONE_SHOT', method: 'SEMI_MODULAR', attack: 8, defence: 8, modules: [m('a', 'POSITIVE', 1, scope)] });
    expect(validateNpc(semi(1)).ok).toBe(true);
    expect(validateNpc(semi(5)).ok).toBe(true);
    for (const scope of [0, 2.5, 6]) expect(breaches(validateNpc(semi(scope)))).toEqual([['BAD_SCOPE', 'SMS §1: a scope is 1 to 5']]);
  });

  it('deluxe: listed modules must exist, defence modules are required', () => {
    const deluxe: DeluxeNpc = { name: 'Lich', role: 'BOSS', method: 'DELUXE', modules: [m('staff', 'POSITIVE', 3)], attackModuleIds: ['ghost'], defenceModuleIds: [] };
    expect(breaches(validateNpc(deluxe))).toEqual([
      ['UNKNOWN_MODULE', DEF],
      ['NO_DEFENCE_MODULES', ROLE],
    ]);
  });

  it('an unknown method is refused', () => {
    expect(breaches(validateNpc({ ...simple(), method: 'FANCY' } as never))).toEqual([['UNKNOWN_METHOD', DEF]]);
  });
});

describe('SMS §9 difficulties', () => {
  const deluxe: DeluxeNpc = {
    name: 'Lich',
    role: 'BOSS',
    method: 'DELUXE',
    modules: [m('staff', 'POSITIVE', 6), m('bones', 'NEGATIVE', 2), m('ward', 'RESISTIVE', 1), m('shield', 'POSITIVE', 12)],
    attackModuleIds: ['staff', 'bones', 'ward'],
    defenceModuleIds: ['shield'],
  };

  it('deluxe: steps for positives and negatives, one for absorption; the score floors at 1', () => {
    const a = npcDifficulty(deluxe, 'ATTACK');
    expect(a.ok && a.value).toEqual({
      points: 5,
      die: 6,
      steps: [
        { label: 'staff', shift: 6 },
        { label: 'bones', shift: -2 },
        { label: 'resistive absorption', shift: 1 },
      ],
    });
    const weak = npcDifficulty(deluxe, 'ATTACK', ['bones']);
    expect(weak.ok && weak.value).toMatchObject({ points: 1, die: 2 });
    expect(npcBaseDie(deluxe)).toEqual({ ok: true, value: 12 });
    const other = npcDifficulty(deluxe, { other: 'climb' });
    expect(other.ok && other.value).toMatchObject({ points: 1, steps: [] });
    expect(breaches(npcDifficulty(deluxe, 'ATTACK', ['ghost']))).toEqual([['UNKNOWN_MODULE', DEF]]);
  });

  it('semi-modular: modules add only when activated; resistives absorb; unknown ones refused', () => {
    const semi: SemiModularNpc = { name: 'Ogre', role: 'ONE_SHOT', method: 'SEMI_MODULAR', attack: 6, defence: 8, modules: [m('club', 'POSITIVE', 2), m('hurt', 'NEGATIVE', 2), m('tough', 'RESISTIVE', 1)] };
    expect(npcDifficulty(semi, 'ATTACK', [])).toEqual({ ok: true, value: { points: 6, die: 6, steps: [{ label: 'attack difficulty', shift: 6 }] } });
    const r = npcDifficulty(semi, 'ATTACK', ['club', 'hurt', 'tough']);
    expect(r.ok && r.value).toEqual({
      points: 7,
      die: 8,
      steps: [
        { label: 'attack difficulty', shift: 6 },
        { label: 'club', shift: 2 },
        { label: 'hurt', shift: -2 },
        { label: 'resistive absorption', shift: 1 },
      ],
    });
    expect(breaches(npcDifficulty(semi, 'DEFENCE', ['nope']))).toEqual([['UNKNOWN_MODULE', DEF]]);
    // No resistive in play: no absorption step.
    expect(npcDifficulty(semi, 'ATTACK', ['club'])).toEqual({ ok: true, value: { points: 8, die: 8, steps: [{ label: 'attack difficulty', shift: 6 }, { label: 'club', shift: 2 }] } });
  });

  it('simple: defence and named difficulties; an unknown action is refused', () => {
    const s = simple({ other: { climb: 3 } });
    expect(npcDifficulty(s, 'DEFENCE')).toEqual({ ok: true, value: { points: 8, die: 8, steps: [{ label: 'defence difficulty', shift: 8 }] } });
    expect(npcDifficulty(s, { other: 'climb' })).toEqual({ ok: true, value: { points: 3, die: 4, steps: [{ label: 'climb difficulty', shift: 3 }] } });
    const r = npcDifficulty(s, { other: 'swim' });
    expect(breaches(r)).toEqual([['UNKNOWN_NPC_ACTION', DEF]]);
    expect(!r.ok && r.violations[0]!.message).toBe('Guard has no difficulty for swim');
    expect(breaches(npcDifficulty(simple(), { other: 'swim' }))).toEqual([['UNKNOWN_NPC_ACTION', DEF]]);
    // A simple NPC has no modules to activate: the ids are ignored.
    expect(npcDifficulty(s, 'ATTACK', ['club'])).toEqual({ ok: true, value: { points: 8, die: 8, steps: [{ label: 'attack difficulty', shift: 8 }] } });
  });

  it('one hit kills disposables and minions only', () => {
    expect(diesInOneHit({ role: 'DISPOSABLE' })).toBe(true);
    expect(diesInOneHit({ role: 'BOSS', minion: false })).toBe(false);
  });
});
