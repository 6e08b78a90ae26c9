/**
 * NPCs in the magic (docs/rules.md §6 decision 58): an announcement is for NPCs; an NPC's counter
 * needs a spell to counter and a die (the GM's, else its definition's); a countered cast faces the
 * harder of its own die and the strongest counter, shown as one step; the counters a caster meets
 * are those on its spell declarations not yet cast.
 */
import { describe, expect, it } from 'vitest';
import { lorevalDifficulty } from '../../../src/rules/magic/difficulty.js';
import { checkAnnouncer, counteredDifficulty, countersOnCaster, npcCounterDie } from '../../../src/rules/magic/npc-magic.js';
import { npcInterruptDie } from '../../../src/rules/magic/counter-declaration.js';

const codeOf = (r: { ok: boolean; violations?: { code: string }[] }) => (r.ok ? null : r.violations![0]!.code);

describe('NPCs in the magic', () => {
  it('an announcement is for an NPC; a PC’s spell is its player’s to roll', () => {
    expect(checkAnnouncer({ name: 'Grohk', kind: 'NPC' }).ok).toBe(true);
    expect(codeOf(checkAnnouncer({ name: 'Pip', kind: 'PC' }))).toBe('ANNOUNCE_IS_FOR_NPCS');
  });

  it('an NPC counter: an NPC, on a declared spell, with the GM’s die first, else its definition’s, else the GM is asked', () => {
    const spell = { spell: true, byName: 'Pip' };
    expect(npcCounterDie({ name: 'Grohk', kind: 'NPC' }, spell, { gm: null, definition: 8 })).toEqual({ ok: true, value: 8 });
    expect(npcCounterDie({ name: 'Grohk', kind: 'NPC' }, spell, { gm: 10, definition: 8 })).toEqual({ ok: true, value: 10 });
    expect(codeOf(npcCounterDie({ name: 'Ombre', kind: 'NPC' }, spell, { gm: null, definition: null }))).toBe('NPC_COUNTER_DIE_UNKNOWN');
    expect(codeOf(npcCounterDie({ name: 'Ola', kind: 'PC' }, spell, { gm: 6, definition: null }))).toBe('PC_COUNTERS_BY_ROLLING');
    expect(codeOf(npcCounterDie({ name: 'Grohk', kind: 'NPC' }, { spell: false, byName: 'Pip' }, { gm: null, definition: 8 }))).toBe('NOTHING_TO_COUNTER');
  });

  it('a countered cast: the harder die, one step that lifts it, the strongest counter; none when the spell is already harder', () => {
    const bolt = lorevalDifficulty({ kind: 'SPELL', power: 1, opposedBaseDie: null }); // D4
    expect(bolt.die).toBe(4);
    const lifted = counteredDifficulty('LOREVAL', bolt, [
      { name: 'Grohk', die: 8 },
      { name: 'Ombre', die: 6 },
    ]);
    expect(lifted.ok).toBe(true);
    if (!lifted.ok) return;
    expect(lifted.value.die).toBe(8);
    expect(lifted.value.steps.at(-1)).toMatchObject({ label: 'Grohk counters the spell: its difficulty D8', points: 4, fr: { label: 'Grohk contre le sort\u00a0: sa difficulté D8' } });
    expect(lifted.value.steps.reduce((s, x) => s + x.points, 0)).toBe(lifted.value.points);

    const fireball = lorevalDifficulty({ kind: 'SPELL', power: 5, opposedBaseDie: 4 }); // D4 + 8 = D12
    const weak = counteredDifficulty('LOREVAL', fireball, [{ name: 'Grohk', die: 8 }]);
    expect(weak).toEqual({ ok: true, value: fireball });
    expect(counteredDifficulty('ALMERA', bolt, [])).toEqual({ ok: true, value: bolt });
    expect(codeOf(counteredDifficulty('LOREVAL', bolt, [{ name: 'Ombre', die: null }]))).toBe('NPC_COUNTER_DIE_UNKNOWN');
  });

  it('the counters a caster meets: on its own spell declarations not yet cast', () => {
    const names: Record<string, string> = { g: 'Grohk', o: 'Ombre' };
    const declarations = [
      { id: 'd1', by: 'pip', on: null, spell: true },
      { id: 'd2', by: 'g', on: 'd1', spell: true, counterDie: 8 },
      { id: 'd3', by: 'o', on: 'd1', spell: false },
      { id: 'd4', by: 'ola', on: null, spell: true, spellResolved: true },
      { id: 'd5', by: 'o', on: 'd4', spell: true, counterDie: 6 },
    ];
    expect(countersOnCaster(declarations, 'pip', (id) => names[id] ?? '?')).toEqual([{ name: 'Grohk', die: 8 }]);
    expect(countersOnCaster(declarations, 'ola', (id) => names[id] ?? '?')).toEqual([]);
  });

  it('countering an NPC with no base die says the GM must act', () => {
    expect(npcInterruptDie('Grohk', 6)).toEqual({ ok: true, value: 6 });
    const refused = npcInterruptDie('Ombre', undefined);
    expect(codeOf(refused)).toBe('NPC_BASE_DIE_UNKNOWN');
    expect(refused.ok ? '' : refused.violations[0]!.message).toContain('ask the GM');
  });
});
