import { describe, expect, it } from 'vitest';
import { checkDispelVariant, counterSpellDeclaration, counteredSpell, effectInPlace, interruptedCaster } from '../../../src/rules/magic/counter-declaration.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// What a counter-spell or a dispel must name before its die (issue #10: moved out of the
// resolvers). Codes, rules and messages are pinned: the API returns them as they are.

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule, v.message]));
const value = <T>(r: RuleResult<T>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  return r.value;
};

describe('the countered spell', () => {
  const UNKNOWN = [
    'COUNTERED_SPELL_UNKNOWN',
    'MAGIC: a counter-spell is measured against the power of the spell it counters',
    'Say which spell is countered: its power and its form or source (or its spellId).',
  ];
  const boule: SpellDefinition = { variant: 'LOREVAL', kind: 'SPELL', name: 'Boule de feu', source: 'ARCANE', power: 3, nature: 'OFFENSIVE', effects: [] };

  it('given facts stand for an unnamed spell: a ritual when said so, a spell otherwise', () => {
    const r = value(counteredSpell('LOREVAL', { power: 2, source: 'NATURAL' }, null));
    expect(r).toEqual({ power: 2, source: 'NATURAL', spell: { variant: 'LOREVAL', kind: 'SPELL', name: 'countered spell', source: 'NATURAL', power: 2, nature: 'MISC', effects: [] } });
    expect(value(counteredSpell('ALMERA', { power: 1, source: 'FAITH', ritual: true }, null)).spell).toMatchObject({ variant: 'ALMERA', kind: 'RITUAL', power: 1, source: 'FAITH' });
  });

  it('a catalogue spell fills what is not given; given facts win', () => {
    expect(value(counteredSpell('LOREVAL', {}, boule))).toEqual({ power: 3, source: 'ARCANE', spell: boule });
    expect(value(counteredSpell('LOREVAL', { power: 5, source: 'DIVINE', ritual: true }, boule))).toEqual({ power: 5, source: 'DIVINE', spell: boule });
  });

  it('power 1 is known; no power (or 0), or no source, is refused', () => {
    expect(value(counteredSpell('LOREVAL', { power: 1, source: 'ARCANE' }, null)).power).toBe(1);
    expect(breach(counteredSpell('LOREVAL', { power: 0, source: 'ARCANE' }, null))).toEqual([UNKNOWN]);
    expect(breach(counteredSpell('LOREVAL', { source: 'ARCANE' }, null))).toEqual([UNKNOWN]);
    expect(breach(counteredSpell('LOREVAL', { power: 2, source: null }, null))).toEqual([UNKNOWN]);
    expect(breach(counteredSpell('ALMERA', {}, null))).toEqual([UNKNOWN]);
  });
});

describe('how a counter-spell enters the sequence', () => {
  it('without a declaration, the request says whether the counterer is targeted', () => {
    expect(value(counterSpellDeclaration(null, true))).toEqual({ countererIsTarget: true });
    expect(value(counterSpellDeclaration(null, false))).toEqual({ countererIsTarget: false });
  });

  it('a reaction means targeted, an intervention not, whatever the request said', () => {
    expect(value(counterSpellDeclaration({ kind: 'REACTION' }, false))).toEqual({ countererIsTarget: true });
    expect(value(counterSpellDeclaration({ kind: 'INTERVENTION' }, true))).toEqual({ countererIsTarget: false });
  });

  it('one’s action is not a counter-spell', () => {
    expect(breach(counterSpellDeclaration({ kind: 'ACTION' }, false))).toEqual([
      [
        'COUNTER_SPELL_IS_NOT_AN_ACTION',
        'MAGIC LOREVAL §Effets magiques universels: one reacts (if targeted) or intervenes to counter a spell',
        'A counter-spell answers a spell being cast: declare it as a reaction or an intervention.',
      ],
    ]);
  });
});

describe('the base die to interrupt the caster (LOREVAL)', () => {
  it('a named caster gives it; none is refused', () => {
    expect(interruptedCaster('pc-1')).toEqual({ ok: true, value: 'pc-1' });
    const refused = [
      'INTERRUPT_BASE_DIE_REQUIRED',
      'MAGIC LOREVAL §Effets magiques universels: the base difficulty to interrupt the caster depends on the caster’s skill',
      'Give the caster (a PC: its score for the spell is the base) or the GM’s base die to interrupt it.',
    ];
    expect(breach(interruptedCaster(null))).toEqual([refused]);
    expect(breach(interruptedCaster(''))).toEqual([refused]);
  });
});

describe('dispels', () => {
  it('LOREVAL dispels; ALMERA has no dispel', () => {
    expect(checkDispelVariant('LOREVAL')).toEqual({ ok: true, value: 'LOREVAL' });
    expect(breach(checkDispelVariant('ALMERA'))).toEqual([
      [
        'NO_DISPEL_IN_ALMERA',
        'MAGIC ALMERA §Prérequis, interruption et contre-sort: the only counter-magic is the counter-spell',
        'MOD-US has no dispel: stop a spell with a counter-spell, or undo an effect with a spell or a ritual of its own.',
      ],
    ]);
  });

  it('the effect named must be on the character', () => {
    const effects = [
      { id: 'e1', power: 1 },
      { id: 'e2', power: 2 },
    ];
    expect(value(effectInPlace(effects, 'e2'))).toBe(effects[1]);
    const gone = ['NO_SUCH_EFFECT', 'MAGIC LOREVAL §Effets magiques universels: a dispel undoes an effect in place', 'That effect is not (or no longer) on the character.'];
    expect(breach(effectInPlace(effects, 'e3'))).toEqual([gone]);
    expect(breach(effectInPlace(effects, null))).toEqual([gone]);
    expect(breach(effectInPlace([], 'e1'))).toEqual([gone]);
  });
});
