import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { castingDifficulty, castSpell } from '../../../src/rules/magic/casting.js';
import { actingCounterEffects, barrierStep, counterEffectMatches, strongestBarrier } from '../../../src/rules/magic/defences.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';
import { attackDifficultyAgainstNpc, defenceDifficultyAgainstNpc } from '../../../src/rules/sms/combat.js';

const fireball: SpellDefinition = {
  variant: 'LOREVAL',
  kind: 'SPELL',
  name: 'Boule de feu',
  source: 'ARCANE',
  power: 3,
  nature: 'OFFENSIVE',
  effects: [{ kind: 'DAMAGE', damageType: 'BLUNT' }],
  keywords: ['feu', 'fire'],
};
const antiFire = { spellName: 'Anti-feu', against: 'Fire', rank: 3 };
const shield = { spellName: 'Bouclier', power: 2 };

describe('recorded counter-effects act by themselves (seed 000 "Effets défensifs")', () => {
  it('match the spell by name or keyword, ignoring case and accents', () => {
    expect(counterEffectMatches('FIRE', fireball)).toBe(true);
    expect(counterEffectMatches('boule de feu', fireball)).toBe(true);
    expect(counterEffectMatches('Féu', fireball)).toBe(true);
    expect(counterEffectMatches('cold', fireball)).toBe(false);
    expect(counterEffectMatches('  ', fireball)).toBe(false);
  });

  it('the GM’s ranks, when given (even none), replace the sheet’s', () => {
    expect(actingCounterEffects([antiFire], fireball)).toEqual([{ source: 'SHEET', against: 'Fire', spellName: 'Anti-feu', rank: 3 }]);
    expect(actingCounterEffects([antiFire], fireball, [])).toEqual([]);
    expect(actingCounterEffects([], fireball, [4])).toEqual([{ source: 'GM', against: null, spellName: null, rank: 4 }]);
    expect(actingCounterEffects([{ ...antiFire, against: 'cold' }], fireball)).toEqual([]);
  });

  it('Javis: an anti-fire of rank 3 recorded on him stops a power-3 fireball with no GM input; the outcome says why', () => {
    const r = castSpell(scriptedRng([1]), { spell: fireball, caster: { id: 'lich', ranks: { ARCANE: 5 } }, targets: [{ id: 'javis', baseDie: 4, counterEffects: [antiFire] }] });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.effects?.woundsToInflict).toEqual([]);
    expect(r.value.effects?.cancelledByCounterEffect).toEqual(['javis']);
    expect(r.value.effects?.counterEffects).toEqual([{ source: 'SHEET', against: 'Fire', spellName: 'Anti-feu', rank: 3, targetId: 'javis', cancels: true }]);
    // The GM rules it does not match: the fireball lands.
    const over = castSpell(scriptedRng([1]), {
      spell: fireball,
      caster: { id: 'lich', ranks: { ARCANE: 5 } },
      targets: [{ id: 'javis', baseDie: 4, counterEffects: [antiFire], defence: { counterEffectRanks: [] } }],
    });
    if (!over.ok) throw new Error('over');
    expect(over.value.effects?.woundsToInflict.map((w) => w.severityName)).toEqual(['CRITICAL']);
    expect(over.value.effects?.counterEffects).toEqual([]);
  });

  it('a counter-effect of lower rank than the power is met but does not cancel', () => {
    const r = castSpell(scriptedRng([1]), { spell: { ...fireball, power: 4 }, caster: { ranks: { ARCANE: 5 } }, targets: [{ id: 'javis', baseDie: 2, counterEffects: [antiFire] }] });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.effects?.counterEffects[0]).toMatchObject({ rank: 3, cancels: false });
    expect(r.value.effects?.woundsToInflict).toHaveLength(1);
  });
});

describe('recorded barriers move the dice by themselves', () => {
  it('the strongest barrier acts; barriers do not add up', () => {
    expect(strongestBarrier([shield, { spellName: 'Mur', power: 3 }])).toEqual({ spellName: 'Mur', power: 3 });
    expect(barrierStep([shield], 'ATTACKING_PROTECTED')).toMatchObject({ shift: 4 });
    expect(barrierStep([shield], 'PROTECTED_DEFENDS')).toMatchObject({ shift: -4 });
    expect(barrierStep([shield], 'PROTECTED_DEFENDS', false)).toBeNull();
    expect(barrierStep([], 'PROTECTED_DEFENDS')).toBeNull();
  });

  it('PC attacks a protected NPC: +2 per power level, shown as a step; the GM may rule it out', () => {
    const r = attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', barriers: [shield] });
    if (!r.ok) throw new Error('attack');
    expect(r.value.die).toBe(10);
    expect(r.value.steps.at(-1)).toEqual({ label: 'magical barrier "Bouclier" (power 2)', shift: 4 });
    const off = attackDifficultyAgainstNpc({ baseDie: 6, severity: 'LIGHT', barriers: [shield], barrierApplies: false });
    if (!off.ok) throw new Error('off');
    expect(off.value.die).toBe(6);
  });

  it('a protected PC defends: −2 per power level (seed: power 1 lowers the die by 2 … power 5 by 10)', () => {
    const r = defenceDifficultyAgainstNpc({ baseDie: 8, severity: 'LIGHT', barriers: [{ spellName: 'Égide', power: 1 }] });
    if (!r.ok) throw new Error('defence');
    expect(r.value.die).toBe(6);
    expect(r.value.steps.at(-1)?.shift).toBe(-2);
  });

  it('an offensive spell at a protected target: the barrier raises the die, the hardest target counts', () => {
    const d = castingDifficulty({ spell: fireball, targets: [{ id: 'a', name: 'Gnoll', baseDie: 6, barriers: [shield] }, { id: 'b', baseDie: 8 }] });
    // Gnoll: 6 + 4 = 10 beats 8: 10 + 4 (power 3) = 14.
    expect(d.die).toBe(14);
    expect(d.steps.find((s) => s.label.includes('barrier'))).toMatchObject({ label: 'Gnoll: magical barrier "Bouclier" (power 2)', points: 4, rule: expect.stringMatching(/^MAGIC §Effets défensifs/) });
    const off = castingDifficulty({ spell: fireball, targets: [{ id: 'a', baseDie: 6, barriers: [shield], barrierApplies: false }] });
    expect(off.die).toBe(10);
    // A heal is no attack: the barrier does not stand in its way.
    const heal: SpellDefinition = { ...fireball, name: 'Soin', nature: 'CURATIVE', effects: [{ kind: 'HEAL_SEVERITY' }] };
    expect(castingDifficulty({ spell: heal, targets: [{ id: 'a', baseDie: 6, barriers: [shield] }] }).die).toBe(8);
  });

  it('ALMERA: resistance and barrier together make the hardest target', () => {
    const bolt: SpellDefinition = { variant: 'ALMERA', kind: 'SPELL', name: 'Trait', source: 'SPIRITS', power: 2, nature: 'OFFENSIVE', effects: [{ kind: 'DAMAGE', damageType: 'BLUNT' }] };
    const d = castingDifficulty({ spell: bolt, targets: [{ id: 'a', resistance: 'RESISTS' }, { id: 'b', resistance: 'SENSITIVE', barriers: [shield] }] });
    // First level power 2: D4; b: +0 +4 beats a: +2 → D8.
    expect(d.die).toBe(8);
  });
});
