import { describe, expect, it } from 'vitest';
import {
  type SpellDefinition,
  almeraLevel,
  checkCasterPrerequisites,
  checkParameters,
  effectNatures,
  natureOfEffect,
  parameterMalus,
  requiredModules,
  suggestAreaCategory,
  validateSpell,
} from '../../../src/rules/magic/spell.js';

// Spell definitions: every limit at its edge, every violation with its citation (pinned by
// mutation testing).

const base: SpellDefinition = { variant: 'LOREVAL', kind: 'SPELL', name: 'Éclair', source: 'ARCANE', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
const almera: SpellDefinition = { ...base, variant: 'ALMERA', source: 'SPIRITS' };

function breaches(spell: SpellDefinition): [string, string][] {
  const r = validateSpell(spell);
  return r.ok ? [] : r.violations.map((v) => [v.code, v.rule]);
}

describe('spell power', () => {
  it('1..5 for spells; 0, 6 and 1.5 are refused with the variant’s citation', () => {
    expect(breaches({ ...base, power: 1 })).toEqual([]);
    expect(breaches({ ...base, power: 5 })).toEqual([]);
    for (const power of [0, 6, 1.5]) {
      expect(breaches({ ...base, power })).toEqual([['POWER_OUT_OF_RANGE', 'MAGIC LOREVAL §Difficulté pour lancer un sort: a power is a level from 1 to 5']]);
    }
    expect(breaches({ ...almera, power: 6 })).toEqual([['POWER_OUT_OF_RANGE', 'MAGIC ALMERA §Sélectionner l’effet d’un sort: a power is a level from 1 to 5']]);
  });

  it('ALMERA rituals go up to 50, not 51', () => {
    expect(breaches({ ...almera, kind: 'RITUAL', power: 50 })).toEqual([]);
    expect(breaches({ ...almera, kind: 'RITUAL', power: 51 })).toEqual([
      ['POWER_OUT_OF_RANGE', 'MAGIC ALMERA §Puissance d’un effet de rituel: a ritual has a power from 1 up to 50 (the Eosia ritual)'],
    ]);
    expect(breaches({ ...almera, kind: 'RITUAL', power: 0 })[0]![0]).toBe('POWER_OUT_OF_RANGE');
  });
});

describe('spell shape', () => {
  it('a name is required', () => {
    expect(breaches({ ...base, name: '  ' })).toEqual([['SPELL_NAME_REQUIRED', 'MAGIC LOREVAL §Définition d’un sort ou d’un rituel: a spell is named and described']]);
    expect(breaches({ ...almera, name: '' })).toEqual([['SPELL_NAME_REQUIRED', 'MAGIC ALMERA §Définir un sort: a spell is named and described']]);
  });

  it('sources and forms belong to the variant', () => {
    expect(breaches({ ...base, source: 'SPIRITS' as never })).toEqual([['UNKNOWN_SOURCE', 'MAGIC LOREVAL §La magie: the source of power is one of ARCANE, NATURAL, DIVINE']]);
    expect(breaches({ ...almera, source: 'NATURAL' as never })).toEqual([
      ['UNKNOWN_SOURCE', 'MAGIC ALMERA §Modules prédéfinis de la magie: the source of power is one of SPIRITS, FAITH, ARCANE'],
    ]);
    expect(breaches({ ...base, forms: ['SOUL'] })).toEqual([['UNKNOWN_FORM', 'MAGIC LOREVAL §La magie: the additional magic modules are METAMORPHOSIS, SPACE_TIME, SOUL_SIGHT']]);
    expect(breaches({ ...almera, forms: ['SOUL_SIGHT'] })).toEqual([
      ['UNKNOWN_FORM', 'MAGIC ALMERA §Modules prédéfinis de la magie: the additional magic modules are METAMORPHOSIS, SOUL, SPACE_TIME'],
    ]);
    expect(breaches({ ...almera, forms: ['SOUL'] })).toEqual([]);
  });

  it('nature: known, matching its effects; mixed needs two natures', () => {
    expect(breaches({ ...base, nature: 'WEIRD' as never }).map((b) => b[0])).toContain('UNKNOWN_NATURE');
    expect(breaches({ ...base, nature: 'OFFENSIVE' })).toEqual([
      ['EFFECT_NATURE_MISMATCH', 'MAGIC LOREVAL §La magie: an effect belongs to the nature of its spell (or the spell is mixed)'],
    ]);
    expect(breaches({ ...base, nature: 'MIXED' })).toEqual([['MIXED_NEEDS_TWO_NATURES', 'MAGIC LOREVAL §La magie: a mixed effect combines two or more natures']]);
    expect(breaches({ ...base, nature: 'MIXED', effects: [{ kind: 'NARRATIVE' }, { kind: 'BARRIER' }] })).toEqual([]);
  });

  it('special powers: LOREVAL only, with a power module of the same form', () => {
    expect(breaches({ ...almera, kind: 'POWER' })).toEqual([['NO_SPECIAL_POWERS', 'MAGIC ALMERA §Mener une action magique: MOD-US has no special powers']]);
    expect(breaches({ ...base, kind: 'POWER' })).toEqual([['POWER_MODULE_REQUIRED', 'MAGIC LOREVAL §Pouvoirs particuliers: a special power comes from Harmony, Conviction or Heroism']]);
    expect(breaches({ ...base, kind: 'POWER', powerModule: 'HARMONY' })).toEqual([
      ['POWER_MODULE_FORM_MISMATCH', 'MAGIC LOREVAL §Pouvoirs particuliers: Harmony belongs to Natural magic, Conviction to Divine, Heroism to Arcane'],
    ]);
    expect(breaches({ ...base, kind: 'POWER', powerModule: 'HEROISM' })).toEqual([]);
  });

  it('LOREVAL rituals state a casting time; ALMERA rituals need not', () => {
    const rule = 'MAGIC LOREVAL §Définition d’un sort ou d’un rituel: a ritual states its casting time, prerequisites, duration, area and range';
    expect(breaches({ ...base, kind: 'RITUAL' })).toEqual([['RITUAL_DESCRIPTION_REQUIRED', rule]]);
    expect(breaches({ ...base, kind: 'RITUAL', ritual: { castingTime: ' ', prerequisites: [] } })).toEqual([['RITUAL_DESCRIPTION_REQUIRED', rule]]);
    expect(breaches({ ...base, kind: 'RITUAL', ritual: { castingTime: '1 h', prerequisites: [] } })).toEqual([]);
    expect(breaches({ ...almera, kind: 'RITUAL' })).toEqual([]);
  });

  it('a valid spell returns its required modules', () => {
    const r = validateSpell(base);
    expect(r.ok && r.value.required.map((x) => x.key)).toEqual(['ARCANE']);
  });
});

describe('effects against the power', () => {
  const dmg = (power: number, damageType: 'BLUNT' | 'LETHAL' | 'CRITICAL', elemental = false): SpellDefinition => ({
    ...base,
    power,
    nature: 'OFFENSIVE',
    effects: [{ kind: 'DAMAGE', damageType, elemental }],
  });

  it('lethal needs power 2, critical 3; elemental costs more', () => {
    expect(breaches(dmg(1, 'BLUNT'))).toEqual([]);
    expect(breaches(dmg(2, 'LETHAL'))).toEqual([]);
    expect(breaches(dmg(1, 'LETHAL'))).toEqual([['POWER_TOO_LOW_FOR_DAMAGE_TYPE', 'MAGIC LOREVAL §Dégâts et autres effets mesurables des sorts: lethal damage needs power ≥ 2']]);
    expect(breaches(dmg(2, 'CRITICAL'))).toEqual([['POWER_TOO_LOW_FOR_DAMAGE_TYPE', 'MAGIC LOREVAL §Dégâts et autres effets mesurables des sorts: critical damage needs power ≥ 3']]);
    expect(breaches(dmg(2, 'LETHAL', true))[0]![1]).toBe('MAGIC LOREVAL §Dégâts et autres effets mesurables des sorts: elemental lethal damage needs power ≥ 3');
  });

  it('protection and healing name themselves in the citation', () => {
    expect(breaches({ ...base, power: 1, nature: 'DEFENSIVE', effects: [{ kind: 'PROTECTION', damageType: 'LETHAL' }] })[0]![1]).toBe(
      'MAGIC LOREVAL §Dégâts et autres effets mesurables des sorts: lethal protection needs power ≥ 2',
    );
    expect(breaches({ ...base, power: 1, nature: 'CURATIVE', effects: [{ kind: 'HEAL_LEVELS', damageType: 'LETHAL' }] })[0]![1]).toBe(
      'MAGIC LOREVAL §Dégâts et autres effets mesurables des sorts: lethal healing needs power ≥ 2',
    );
  });

  it('object enhancement costs a level first', () => {
    const item = (power: number): SpellDefinition => ({ ...base, power, nature: 'ENHANCEMENT', effects: [{ kind: 'ITEM_ENHANCEMENT', aspect: 'DAMAGE', damageType: 'BLUNT' }] });
    expect(breaches(item(2))).toEqual([]);
    expect(breaches(item(1))).toEqual([
      ['POWER_TOO_LOW_FOR_DAMAGE_TYPE', 'MAGIC LOREVAL §Dégâts et autres effets mesurables des sorts: enhancing an object costs one power level first: blunt starts at power 2'],
    ]);
  });

  it('enhancements: power = scope + rank − 1; scope 1..5 and rank ≥ 1', () => {
    const rule = 'MAGIC LOREVAL §Effet d’amélioration / diminution: power = scope + rank − 1, at most 5';
    const enh = (power: number, scope: number, rank: number): SpellDefinition => ({
      ...base,
      power,
      nature: 'ENHANCEMENT',
      effects: [{ kind: 'ENHANCEMENT', module: { name: 'Force', scope, rank, polarity: 'POSITIVE' } }],
    });
    expect(breaches(enh(3, 3, 1))).toEqual([]);
    expect(breaches(enh(3, 3, 2))).toEqual([['ENHANCEMENT_POWER_MISMATCH', rule]]);
    for (const [scope, rank] of [
      [0, 1],
      [6, 1],
      [2, 0],
      [1.5, 1],
      [2, 1.5],
    ] as const) {
      expect(breaches(enh(3, scope, rank))).toEqual([['BAD_TEMPORARY_MODULE', rule]]);
    }
    expect(breaches({ ...enh(3, 3, 2), variant: 'ALMERA', source: 'SPIRITS' })[0]![1]).toBe('MAGIC ALMERA §Effet d’amélioration / diminution: power = scope + rank − 1, at most 5');
  });

  it('counter-effects: scope 1..5 and a rank ≥ 1 at this power', () => {
    const rule = 'MAGIC LOREVAL §Effets défensifs: a counter-effect is graded like an enhancement: rank = power − scope + 1 ≥ 1';
    const ce = (power: number, scope: number): SpellDefinition => ({ ...base, power, nature: 'DEFENSIVE', effects: [{ kind: 'COUNTER_EFFECT', against: 'fire', scope }] });
    expect(breaches(ce(3, 3))).toEqual([]);
    expect(breaches(ce(2, 3))).toEqual([['BAD_COUNTER_EFFECT', rule]]);
    expect(breaches(ce(5, 0))).toEqual([['BAD_COUNTER_EFFECT', rule]]);
    expect(breaches(ce(5, 6))).toEqual([['BAD_COUNTER_EFFECT', rule]]);
    expect(breaches(ce(5, 2.5))).toEqual([['BAD_COUNTER_EFFECT', rule]]);
  });

  it('effects are not checked on an ALMERA ritual above power 5', () => {
    expect(breaches({ ...almera, kind: 'RITUAL', power: 20, nature: 'ENHANCEMENT', effects: [{ kind: 'ENHANCEMENT', module: { name: 'F', scope: 1, rank: 1, polarity: 'POSITIVE' } }] })).toEqual([]);
  });
});

describe('natures, levels, prerequisites', () => {
  it('each effect kind has its nature', () => {
    expect(
      (['DAMAGE', 'HEAL_SEVERITY', 'HEAL_LEVELS', 'BARRIER', 'PROTECTION', 'OCCULT_PROTECTION', 'COUNTER_EFFECT', 'ENHANCEMENT', 'ITEM_ENHANCEMENT', 'NARRATIVE'] as const).map((kind) =>
        natureOfEffect({ kind } as never),
      ),
    ).toEqual(['OFFENSIVE', 'CURATIVE', 'CURATIVE', 'DEFENSIVE', 'DEFENSIVE', 'DEFENSIVE', 'DEFENSIVE', 'ENHANCEMENT', 'ENHANCEMENT', 'MISC']);
    expect(effectNatures({ nature: 'MIXED', effects: [{ kind: 'BARRIER' }] })).toEqual(['DEFENSIVE']);
    expect(effectNatures({ nature: 'CURATIVE', effects: [{ kind: 'BARRIER' }] })).toEqual(['DEFENSIVE', 'CURATIVE']);
  });

  it('ALMERA level 2 with any form, 1 without', () => {
    expect(almeraLevel({})).toBe(1);
    expect(almeraLevel({ forms: [] })).toBe(1);
    expect(almeraLevel({ forms: ['SOUL'] })).toBe(2);
  });

  it('required modules: the form, the occult lifting its gap, listed forms, Ritual magic, the power module — each once', () => {
    const heal: SpellDefinition = { ...base, nature: 'CURATIVE', effects: [{ kind: 'HEAL_SEVERITY' }], forms: ['SPACE_TIME', 'METAMORPHOSIS'] };
    expect(requiredModules(heal).map((r) => r.key)).toEqual(['ARCANE', 'SPACE_TIME', 'METAMORPHOSIS']);
    expect(requiredModules(heal)[1]!.rule).toBe('MAGIC LOREVAL §La magie: curative Power of the Arcane requires Space-Time at rank ≥ 1');
    expect(requiredModules({ ...base, kind: 'RITUAL' }).map((r) => [r.key, r.rule])).toEqual([
      ['ARCANE', 'MAGIC LOREVAL §La magie: casting with this form requires Power of the Arcane at rank ≥ 1'],
      ['RITUAL', 'MAGIC LOREVAL §La magie rituelle: a ritual requires Ritual magic at rank ≥ 1 besides its form'],
    ]);
    expect(requiredModules({ ...base, kind: 'POWER', powerModule: 'HEROISM' }).map((r) => r.key)).toEqual(['ARCANE', 'HEROISM']);
    expect(requiredModules({ ...almera, forms: ['SOUL'] }).map((r) => [r.key, r.rule])).toEqual([
      ['SPIRITS', 'MAGIC ALMERA §Modules prédéfinis: casting SPIRITS magic requires its source module at rank ≥ 1'],
      ['SOUL', 'MAGIC ALMERA §Lancement d’un sort: a second-level effect requires its form module (SOUL) at rank ≥ 1'],
    ]);
  });

  it('a caster lacking a module gets one violation citing why it is required', () => {
    expect(checkCasterPrerequisites(almera, { SPIRITS: 1 })).toEqual([]);
    expect(checkCasterPrerequisites(almera, {}).map((v) => [v.code, v.rule])).toEqual([
      ['MISSING_PREREQUISITE_MODULE', 'MAGIC ALMERA §Modules prédéfinis: casting SPIRITS magic requires its source module at rank ≥ 1'],
    ]);
  });
});

describe('casting parameters', () => {
  it('each 0..3; −1, 4 and 0.5 are refused per parameter with the variant’s citation', () => {
    expect(checkParameters('LOREVAL', 'SPELL', { range: 3, area: 0, duration: 3 })).toEqual([]);
    expect(checkParameters('LOREVAL', 'SPELL', { range: -1, area: 4, duration: 0.5 }).map((v) => [v.code, v.rule])).toEqual([
      ['BAD_PARAMETER', 'MAGIC LOREVAL §Manipuler un sort: each parameter has three steps, −1 to −3'],
      ['BAD_PARAMETER', 'MAGIC LOREVAL §Manipuler un sort: each parameter has three steps, −1 to −3'],
      ['BAD_PARAMETER', 'MAGIC LOREVAL §Manipuler un sort: each parameter has three steps, −1 to −3'],
    ]);
    expect(checkParameters('ALMERA', 'SPELL', { range: 4, area: 0, duration: 0 })[0]!.rule).toBe('MAGIC ALMERA §Paramétrer les effets du sort: each parameter has three steps, −1 to −3');
    expect(parameterMalus({ range: 1, area: 2, duration: 3 })).toBe(6);
  });

  it('rituals and powers take none', () => {
    const p = { range: 0, area: 1, duration: 0 };
    expect(checkParameters('LOREVAL', 'RITUAL', p).map((v) => [v.code, v.rule])).toEqual([
      ['PARAMETERS_NOT_ALLOWED', "MAGIC LOREVAL §La magie rituelle: a ritual's range, area and duration are part of the ritual, never a malus"],
    ]);
    expect(checkParameters('ALMERA', 'RITUAL', p)[0]!.rule).toBe("MAGIC ALMERA §Les rituels n’ont pas de paramètres: a ritual's range, area and duration are part of the ritual, never a malus");
    expect(checkParameters('LOREVAL', 'POWER', p)[0]!.rule).toBe("MAGIC LOREVAL §Pouvoirs particuliers: a special power's range, area and duration are part of its definition");
    expect(checkParameters('LOREVAL', 'RITUAL', { range: 0, area: 0, duration: 0 })).toEqual([]);
  });

  it('suggested area: one target none; up to 10 small, 30 medium, 100 large, beyond null; the largest measure wins', () => {
    expect(suggestAreaCategory({})).toBe(0);
    expect(suggestAreaCategory({ targets: 1 })).toBe(0);
    expect(suggestAreaCategory({ targets: 2 })).toBe(1);
    expect(suggestAreaCategory({ targets: 10 })).toBe(1);
    expect(suggestAreaCategory({ targets: 11 })).toBe(2);
    expect(suggestAreaCategory({ targets: 100 })).toBe(3);
    expect(suggestAreaCategory({ targets: 101 })).toBeNull();
    expect(suggestAreaCategory({ targets: 2, m2: 50 })).toBe(2);
    expect(suggestAreaCategory({ m3: 30, m2: 1 })).toBe(3);
    expect(suggestAreaCategory({ m2: 0.5 })).toBe(1);
  });
});
