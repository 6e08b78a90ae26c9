import { describe, expect, it } from 'vitest';
import { archetypeOnSheet, type SheetModule } from '../../../src/rules/sms/archetype-sheet.js';
import type { SheetOwner } from '../../../src/rules/sms/characters.js';
import type { Module } from '../../../src/rules/sms/module.js';

const row = (id: string, name: string, rank: number, source: SheetModule['source'], scope = 2): SheetModule => ({ id, name, scope, polarity: 'POSITIVE', rank, source });
const mod = (name: string, rank: number, scope = 2): Module => ({ name, scope, polarity: 'POSITIVE', rank });
const campaign = { maxModuleRank: 5 };
const draft: SheetOwner = { kind: 'PC', status: 'DRAFT', race: 'HUMAN', creationBudget: 40 };
const npc: SheetOwner = { kind: 'NPC', status: 'ACTIVE', race: null, creationBudget: 40 };
const codes = (r: { ok: boolean; violations?: { code: string }[] }) => (r.ok ? [] : r.violations!.map((v) => v.code));

describe('SMS §8 an archetype on a DRAFT PC', () => {
  it('the same module gains the ranks, a new one is added; racial rows are left alone', () => {
    const rows = [row('r1', 'Vision nocturne', 1, 'RACE'), row('p1', 'Escrime', 1, 'PLAYER'), row('a1', 'Chant', 1, 'ARCHETYPE'), row('p2', 'Nage', 1, 'PLAYER')];
    const r = archetypeOnSheet(draft, rows, { modules: [mod(' escrime ', 2), mod('Vision nocturne', 1), mod('Équitation', 1), mod('Chant', 1)] }, campaign);
    expect(r.ok && [...r.value.ranks]).toEqual([
      ['p1', 3],
      ['a1', 2],
    ]);
    expect(r.ok && r.value.added.map((m) => [m.name, m.rank, m.source])).toEqual([
      ['Vision nocturne', 1, 'ARCHETYPE'],
      ['Équitation', 1, 'ARCHETYPE'],
    ]);
  });

  it('the same module is the same name, scope and polarity: another scope or polarity is another module', () => {
    const rows = [row('p1', 'Escrime', 1, 'PLAYER')];
    // Not merged, so the sheet shows the name three times, which creation refuses.
    expect(codes(archetypeOnSheet(draft, rows, { modules: [mod('Escrime', 1, 3), { ...mod('Escrime', 1), polarity: 'NEGATIVE' }] }, campaign))).toEqual([
      'DUPLICATE_MODULE',
      'DUPLICATE_MODULE',
    ]);
  });

  it('an archetype over its own limits is refused before it touches the sheet', () => {
    expect(codes(archetypeOnSheet(draft, [], { modules: [mod('Escrime', 4)] }, campaign))).toEqual(['RANK_ABOVE_CREATION_MAX']);
    expect(codes(archetypeOnSheet(npc, [], { modules: [mod('Escrime', 4)] }, campaign))).toEqual([]);
  });

  it('within the creation rules: a fourth rank is refused, so is the budget overrun', () => {
    expect(codes(archetypeOnSheet(draft, [row('p1', 'Escrime', 2, 'PLAYER')], { modules: [mod('Escrime', 2)] }, campaign))).toEqual(['RANK_ABOVE_CREATION_MAX']);
    expect(archetypeOnSheet(draft, [row('p1', 'Escrime', 1, 'PLAYER')], { modules: [mod('Escrime', 2)] }, campaign).ok).toBe(true);
    const rich = [row('p1', 'A', 3, 'PLAYER', 5), row('p2', 'B', 3, 'PLAYER', 5)];
    // A human's 40 XP: 30 spent, 10 more is the last that fits.
    expect(codes(archetypeOnSheet(draft, rich, { modules: [mod('C', 1, 5), mod('D', 1, 5), mod('E', 1, 1)] }, campaign))).toEqual(['INSUFFICIENT_EXPERIENCE']);
    expect(archetypeOnSheet(draft, rich, { modules: [mod('C', 1, 5), mod('D', 1, 5)] }, campaign).ok).toBe(true);
  });
});

describe('SMS §9 an archetype on an NPC', () => {
  it('no budget: ranks add up past 3, twins in the archetype merge; wounds, fatigue and magic take none', () => {
    const rows = [row('w1', 'Force', 2, 'WOUND'), row('f1', 'Force', 1, 'FATIGUE'), row('g1', 'Force', 3, 'GM'), row('m1', 'Griffes', 1, 'MAGIC'), row('r1', 'Vol', 1, 'RACE')];
    const r = archetypeOnSheet(npc, rows, { modules: [mod('Force', 3), mod('Griffes', 1), mod('griffes', 2), mod('Vol', 1)] }, campaign);
    expect(r.ok && [...r.value.ranks]).toEqual([
      ['g1', 6],
      ['r1', 2],
    ]);
    expect(r.ok && r.value.added.map((m) => [m.name, m.rank, m.source])).toEqual([['Griffes', 3, 'ARCHETYPE']]);
  });

  it('the same module is the same name (any case, spaces aside), scope and polarity', () => {
    const rows = [row('g1', 'Escrime', 1, 'GM')];
    const merged = archetypeOnSheet(npc, rows, { modules: [mod(' ESCRIME ', 2)] }, campaign);
    expect(merged.ok && [[...merged.value.ranks], merged.value.added]).toEqual([[['g1', 3]], []]);
    const twins = archetypeOnSheet(npc, [], { modules: [mod('Griffes ', 1), mod(' griffes', 2)] }, campaign);
    expect(twins.ok && twins.value.added.map((m) => [m.name, m.rank])).toEqual([['Griffes ', 3]]);
    // Not merged: the sheet then names it twice, which even an NPC's may not.
    expect(codes(archetypeOnSheet(npc, rows, { modules: [mod('Escrime', 1, 3)] }, campaign))).toEqual(['DUPLICATE_MODULE']);
    expect(codes(archetypeOnSheet(npc, rows, { modules: [{ ...mod('Escrime', 1), polarity: 'NEGATIVE' }] }, campaign))).toEqual(['DUPLICATE_MODULE']);
  });

  it('the module rules still bind it', () => {
    expect(codes(archetypeOnSheet(npc, [], { modules: [mod('Force', 1, 6)] }, campaign))).toEqual(['SCOPE_OUT_OF_RANGE']);
  });
});
