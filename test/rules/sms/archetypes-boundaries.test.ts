import { describe, expect, it } from 'vitest';
import { BESTIARY_CLASSES, VAMPIRE, type CreatureRace, applyArchetype, archetypeCost, buildCreature, keyOf, validateArchetype } from '../../../src/rules/sms/archetypes.js';
import type { Module } from '../../../src/rules/sms/module.js';

// SMS §8/§9 archetype and creature edges (pinned by mutation testing).

const m = (name: string, scope: number, rank: number, polarity: Module['polarity'] = 'POSITIVE'): Module => ({ name, scope, polarity, rank });
const breaches = (r: { ok: boolean; violations?: { code: string; rule: string }[] }) => (r.ok ? [] : r.violations!.map((v) => [v.code, v.rule]));

describe('SMS §8 archetype budget', () => {
  it('exactly 33 XP is allowed, 34 is not', () => {
    // 5×3 + 5×3 + 3×1 = 33.
    const at = [m('A', 5, 3), m('B', 5, 3), m('C', 3, 1)];
    expect(validateArchetype(at)).toEqual({ ok: true, value: { bought: 33, refund: 0, cost: 33 } });
    expect(breaches(validateArchetype([...at, m('D', 1, 1)]))).toEqual([['ARCHETYPE_OVER_BUDGET', 'SMS §8: an archetype costs at most 33 XP']]);
  });

  it('negatives give back exactly 10 at the cap; resistives cost like positives', () => {
    expect(archetypeCost([m('N', 5, 2, 'NEGATIVE')])).toEqual({ bought: 0, refund: 10, cost: -10 });
    expect(archetypeCost([m('N', 3, 3, 'NEGATIVE'), m('R', 2, 2, 'RESISTIVE')])).toEqual({ bought: 4, refund: 9, cost: -5 });
  });

  it('module shape: name, scope 1..5, rank 1..3, each with its rule', () => {
    expect(breaches(validateArchetype([m(' ', 0, 0), m('X', 6, 4), m('Y', 2.5, 1.5)]))).toEqual([
      ['MODULE_WITHOUT_NAME', 'SMS §1: a module names a background fact'],
      ['BAD_SCOPE', 'SMS §1: a scope is 1 to 5'],
      ['BAD_RANK', 'SMS §1: a rank is a whole number ≥ 1'],
      ['BAD_SCOPE', 'SMS §1: a scope is 1 to 5'],
      ['RANK_ABOVE_CREATION_MAX', 'SMS §8: at most 3 ranks per module at creation'],
      ['BAD_SCOPE', 'SMS §1: a scope is 1 to 5'],
      ['BAD_RANK', 'SMS §1: a rank is a whole number ≥ 1'],
    ]);
    expect(validateArchetype([m('A', 1, 1), m('B', 5, 3)]).ok).toBe(true);
  });

  it('applying refuses an invalid archetype and matches modules by name (any case), scope and polarity', () => {
    expect(applyArchetype([], { modules: [m('A', 5, 4)] }).ok).toBe(false);
    const mine = [m('Escrime', 2, 1), m('Peur', 2, 1, 'NEGATIVE')];
    const r = applyArchetype(mine, { modules: [m(' escrime ', 2, 2), m('Peur', 2, 1), m('Escrime', 3, 1)] });
    expect(r.ok && r.value).toEqual([
      m('Escrime', 2, 3),
      m('Peur', 2, 1, 'NEGATIVE'),
      { ...m('Peur', 2, 1), source: 'ARCHETYPE' },
      { ...m('Escrime', 3, 1), source: 'ARCHETYPE' },
    ]);
  });

  it('keys from English names', () => {
    expect(keyOf('  Fight with a blade! ')).toBe('FIGHT_WITH_A_BLADE');
    expect(keyOf('Élémentaire & construct')).toBe('ELEMENTAIRE_CONSTRUCT');
    expect(BESTIARY_CLASSES).toHaveLength(17);
  });
});

describe('SMS §9 creatures', () => {
  const goblin: CreatureRace = { key: 'GOBLIN', name: { fr: 'Gobelin', en: 'Goblin' }, bestiaryClass: 'LESSER_HUMANOID', sizeFactor: 4, modules: [m('Sournois', 3, 1)] };

  it('size 1..9, from the race unless given', () => {
    expect(buildCreature({ name: 'g', race: goblin }).ok && (buildCreature({ name: 'g', race: goblin }) as { value: { sizeFactor: number } }).value.sizeFactor).toBe(4);
    expect(breaches(buildCreature({ name: 'g', race: goblin, sizeFactor: 0 }))).toEqual([['BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9']]);
    expect(breaches(buildCreature({ name: 'g', race: goblin, sizeFactor: 10 }))).toEqual([['BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9']]);
    expect(breaches(buildCreature({ name: 'g', race: { ...goblin, sizeFactor: 1.5 } }))).toEqual([['BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9']]);
    expect(buildCreature({ name: 'g', race: goblin, sizeFactor: 9 }).ok).toBe(true);
    expect(buildCreature({ name: 'g', race: goblin, sizeFactor: 1 }).ok).toBe(true);
  });

  it('race, archetype and own modules merge; sources say where each came from; weaknesses follow the archetypes', () => {
    const vampire = { ...VAMPIRE, modules: [m('Sournois', 3, 1), m('Morsure', 2, 2)] };
    const r = buildCreature({ name: 'Grik', race: goblin, archetypes: [vampire], modules: [m('Morsure', 2, 1), { ...m('Magie', 5, 1), source: 'PLAYER' }] });
    expect(r.ok && r.value).toEqual({
      name: 'Grik',
      race: 'GOBLIN',
      archetypes: ['VAMPIRE'],
      bestiaryClass: 'LESSER_HUMANOID',
      sizeFactor: 4,
      modules: [
        { ...m('Sournois', 3, 2), source: 'RACE' },
        { ...m('Morsure', 2, 3), source: 'ARCHETYPE' },
        { ...m('Magie', 5, 1), source: 'PLAYER' },
      ],
      elementalWeaknesses: VAMPIRE.elementalWeaknesses,
    });
    const plain = buildCreature({ name: 'g', race: goblin });
    expect(plain.ok && plain.value).toMatchObject({ archetypes: [], elementalWeaknesses: [], modules: [{ ...m('Sournois', 3, 1), source: 'RACE' }] });
    const own = buildCreature({ name: 'g', race: goblin, modules: [m('Griffes', 1, 1)] });
    expect(own.ok && own.value.modules[1]).toEqual({ ...m('Griffes', 1, 1), source: 'GM' });
  });
});
