import { describe, expect, it } from 'vitest';
import {
  ARCHETYPE_MAX_XP,
  BESTIARY_CLASSES,
  type CreatureRace,
  VAMPIRE,
  applyArchetype,
  archetypeCatalogue,
  archetypeCost,
  buildCreature,
  validateArchetype,
} from '../../../src/rules/sms/archetypes.js';
import type { Module } from '../../../src/rules/sms/module.js';

function value<T>(r: { ok: true; value: T } | { ok: false; violations: unknown[] }): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}

const m = (name: string, scope: number, rank: number, polarity: Module['polarity'] = 'POSITIVE'): Module => ({ name, scope, rank, polarity });

describe('SMS §8 archetypes', () => {
  it('ships the seed catalogue: 13 complete, 20 trade, 9 societal, 8 adventurous traits', () => {
    const cat = archetypeCatalogue();
    expect(cat).toHaveLength(50);
    expect(cat.filter((a) => a.kind === 'COMPLETE').map((a) => a.name.fr)).toContain('Baroudeur');
    expect(cat.find((a) => a.key === 'FIGHT_WITH_A_BLADE')).toMatchObject({ kind: 'ADVENTUROUS_TRAIT', modules: [] });
    expect(new Set(cat.map((a) => a.key)).size).toBe(50);
  });

  it('costs scope × rank; negatives give back at most 10', () => {
    expect(archetypeCost([m('Sword', 2, 3), m('Brave', 5, 1)])).toEqual({ bought: 11, refund: 0, cost: 11 });
    expect(archetypeCost([m('Sword', 5, 3), m('Hothead', 4, 3, 'NEGATIVE')])).toEqual({ bought: 15, refund: 10, cost: 5 });
  });

  it('at most 33 XP so it fits any race', () => {
    expect(ARCHETYPE_MAX_XP).toBe(33);
    expect(value(validateArchetype([m('Sword', 5, 3), m('Shield', 3, 3), m('Tactics', 3, 3)])).cost).toBe(33);
    const r = validateArchetype([m('Sword', 5, 3), m('Shield', 3, 3), m('Tactics', 4, 3)]);
    expect(!r.ok && r.violations[0]!.rule).toBe('SMS §8: an archetype costs at most 33 XP');
  });

  it('at most 3 ranks per module at creation', () => {
    const r = validateArchetype([m('Sword', 1, 4)]);
    expect(!r.ok && r.violations[0]!.code).toBe('RANK_ABOVE_CREATION_MAX');
  });

  it('applying adds new modules and raises the ones the character has', () => {
    const mods = [m('Sword', 2, 1), m('Cooking', 1, 2)];
    const out = value(applyArchetype(mods, { modules: [m('sword', 2, 1), m('Tactics', 3, 2)] }));
    expect(out).toEqual([m('Sword', 2, 2), m('Cooking', 1, 2), { ...m('Tactics', 3, 2), source: 'ARCHETYPE' }]);
    expect(applyArchetype(mods, { modules: [m('Huge', 5, 3), m('Bigger', 5, 3), m('More', 5, 1)] }).ok).toBe(false);
  });
});

describe('SMS §9 creatures', () => {
  const goblin: CreatureRace = {
    key: 'GOBLIN',
    name: { fr: 'Gobelin', en: 'Goblin' },
    bestiaryClass: 'LESSER_HUMANOID',
    sizeFactor: 4,
    modules: [m('Sneaky', 3, 1), m('Cowardly', 3, 1, 'NEGATIVE')],
  };

  it('17 bestiary classes with the seed names', () => {
    expect(BESTIARY_CLASSES).toHaveLength(17);
    expect(BESTIARY_CLASSES.find((c) => c.key === 'PREDATOR')!.name.fr).toBe('Fauve');
    expect(BESTIARY_CLASSES.map((c) => c.key)).toContain('INSECTOID_AND_ARACHNID');
  });

  it('seed: a goblin warrior-sorcerer vampire = goblin race + vampire archetype + own modules', () => {
    const c = value(buildCreature({ name: 'Skrag', race: goblin, archetypes: [{ ...VAMPIRE, modules: [m('Sneaky', 3, 1), m('Blood thirst', 4, 2)] }], modules: [m('Sorcery', 4, 2)] }));
    expect(c.modules).toEqual([
      { ...m('Sneaky', 3, 2), source: 'RACE' },
      { ...m('Cowardly', 3, 1, 'NEGATIVE'), source: 'RACE' },
      { ...m('Blood thirst', 4, 2), source: 'ARCHETYPE' },
      { ...m('Sorcery', 4, 2), source: 'GM' },
    ]);
    expect(c).toMatchObject({ race: 'GOBLIN', archetypes: ['VAMPIRE'], sizeFactor: 4, bestiaryClass: 'LESSER_HUMANOID' });
    expect(c.elementalWeaknesses.map((w) => w.damageType)).toEqual(['CRITICAL', 'LETHAL']);
  });
});
