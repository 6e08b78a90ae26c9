import { describe, expect, it, vi } from 'vitest';
import {
  checkModuleAcquisition,
  magicModule,
  magicRanksFromModules,
  normaliseName,
  predefinedModule,
  rankOf,
} from '../../../src/rules/magic/catalogue.js';
import { cite } from '../../../src/rules/magic/cite.js';
import { FRESH_SPELL_LIMIT, OWN_MAGIC, bookSpell, canCast, endOwnAction } from '../../../src/rules/magic/limit.js';
import { LOREVAL_ASSISTANT_COST, lorevalCastCost, lorevalScore } from '../../../src/rules/magic/loreval.js';
import { magicModuleViolations } from '../../../src/rules/magic/prerequisites.js';
import { NO_COST, assistantSteps, buildScore, interruptionStep, parameterStep, relatedModuleSteps, splitShares } from '../../../src/rules/magic/score.js';
import type { Module } from '../../../src/rules/sms/module.js';

// Boundaries and citations of the shared magic core (pinned by mutation testing).

const m = (name: string, rank: number, polarity: Module['polarity'] = 'POSITIVE', scope = 5): Module => ({ name, scope, polarity, rank });

describe('magic score steps', () => {
  it('related modules: signed, labelled, cited per variant; predefined ones and resistives are not steps', () => {
    const r = relatedModuleSteps('LOREVAL', [m('Soins', 2, 'POSITIVE', 1), m('Blessure', 1, 'NEGATIVE', 2), m('Magie naturelle', 3), m('Manip', 2, 'RESISTIVE')]);
    expect(r.steps).toEqual([
      {
        label: 'Soins (1) : 2',
        points: 2,
        rule: 'MAGIC LOREVAL §La magie: the score sums the modules related to the action (specialisations, wounds, fatigue)',
        fr: { label: 'Soins (1) : 2', rule: 'MAGIE LOREVAL §La magie : le score additionne les modules en relation avec l’action (spécialisations, blessures, fatigue)' },
      },
      {
        label: 'Blessure (-2) : 1',
        points: -1,
        rule: 'MAGIC LOREVAL §La magie: the score sums the modules related to the action (specialisations, wounds, fatigue)',
        fr: { label: 'Blessure (-2) : 1', rule: 'MAGIE LOREVAL §La magie : le score additionne les modules en relation avec l’action (spécialisations, blessures, fatigue)' },
      },
    ]);
    expect(r.parameterResistance).toBe(2);
    const a = relatedModuleSteps('ALMERA', [m('Soins', 2, 'POSITIVE', 1)]);
    expect(a.steps[0]!.rule).toBe('MAGIC ALMERA §Lancement d’un sort: any module directly related to the use of magic adds to the score');
    expect(relatedModuleSteps('ALMERA')).toEqual({ steps: [], parameterResistance: 0 });
  });

  it('parameter malus: none at 0; resistance absorbs up to the malus, never below 0', () => {
    expect(parameterStep('LOREVAL', 0, 3)).toBeNull();
    expect(parameterStep('LOREVAL', 3, 0)).toEqual({
      label: 'casting parameters −3',
      points: -3,
      rule: 'MAGIC LOREVAL §Manipuler un sort: range, area and duration lower the score, never the difficulty; resistive modules absorb up to their rank',
      fr: {
        label: 'paramètres du sort −3',
        rule: 'MAGIE LOREVAL §Manipuler un sort : portée, zone et durée baissent le score, jamais la difficulté ; les modules résistifs en absorbent jusqu’à leur rang',
      },
    });
    expect(parameterStep('ALMERA', 3, 5)).toEqual({
      label: 'casting parameters −3 (3 absorbed by spell manipulation)',
      points: -0,
      rule: 'MAGIC ALMERA §Paramétrer les effets du sort: parameters lower the score; Spell manipulation (*5) absorbs up to its rank',
      fr: {
        label: 'paramètres du sort −3 (3 absorbés par la manipulation des sorts)',
        rule: 'MAGIE ALMERA §Paramétrer les effets du sort : les paramètres baissent le score ; Manipulation des sorts (*5) en absorbe jusqu’à son rang',
      },
    });
    expect(parameterStep('ALMERA', 3, 1)!.points).toBe(-2);
    expect(parameterStep('ALMERA', 3, -2)).toMatchObject({ label: 'casting parameters −3', points: -3 });
  });

  it('interruption malus: none at 0, cited per variant', () => {
    expect(interruptionStep('LOREVAL', 0)).toBeNull();
    expect(interruptionStep('LOREVAL', 1)).toEqual({
      label: 'interrupted: −1',
      points: -1,
      rule: 'MAGIC LOREVAL §Séquence d’action: an intervention that hurts or shakes the caster is a circumstance malus (±1..3)',
      fr: {
        label: 'interrompu : −1',
        rule: 'MAGIE LOREVAL §Séquence d’action : une intervention qui blesse ou secoue le lanceur est un malus de circonstance (±1..3)',
      },
    });
    expect(interruptionStep('ALMERA', 2)!.rule).toBe('MAGIC ALMERA §Prérequis, interruption et contre-sort: an intervention that hurts or shakes the caster gives an extra malus');
  });

  it('assistants: +1 per module in play; none for an assistant bringing 0', () => {
    expect(assistantSteps('LOREVAL', [{ id: 'x', modulesInPlay: 2 }, { id: 'y', modulesInPlay: 0 }])).toEqual([
      {
        label: 'assistant x: +1 × 2 module(s)',
        points: 2,
        rule: 'SMS §2 Collaborative actions: an assistant adds +1 per module of theirs that enters play',
        fr: { label: 'assistant x : +1 × 2 module(s)', rule: 'SMS §2 Actions collaboratives : un assistant ajoute +1 par module à lui qui entre en jeu' },
      },
    ]);
    expect(assistantSteps('ALMERA', [{ id: 'x', modulesInPlay: 1 }])[0]!.rule).toBe(
      'MAGIC ALMERA §Lancer un sort à plusieurs: each assistant adds 1 point per module entering play, whatever its rank',
    );
    expect(assistantSteps('ALMERA')).toEqual([]);
  });

  it('the score floors at 1 after summing', () => {
    expect(buildScore([{ label: 'a', points: 2, rule: 'r' }, { label: 'b', points: -3, rule: 'r' }])).toMatchObject({ raw: -1, score: 1 });
    expect(buildScore([{ label: 'a', points: 2, rule: 'r' }])).toMatchObject({ raw: 2, score: 2 });
  });

  it('shares: half (rounded up) to the main performer, the rest evenly, earlier helpers first', () => {
    expect(splitShares(5, 0)).toEqual({ main: 5, helpers: [] });
    expect(splitShares(5, 2)).toEqual({ main: 3, helpers: [1, 1] });
    expect(splitShares(7, 2)).toEqual({ main: 4, helpers: [2, 1] });
    expect(splitShares(7, 3)).toEqual({ main: 4, helpers: [1, 1, 1] });
    expect(splitShares(8, 3)).toEqual({ main: 4, helpers: [2, 1, 1] });
    expect(splitShares(-3, 2)).toEqual({ main: 0, helpers: [0, 0] });
    expect(splitShares(4.9, 1)).toEqual({ main: 2, helpers: [2] });
    expect(NO_COST).toEqual({ exhaustionDelta: 0, lastingFatigueDelta: 0, passingFatigueDelta: 0 });
  });
});

describe('LOREVAL score and cost', () => {
  it('form rank + related − net parameters − interruption + assistants', () => {
    const s = lorevalScore({
      spell: { variant: 'LOREVAL', kind: 'SPELL', name: 'x', source: 'NATURAL', power: 1, nature: 'MISC', effects: [] },
      caster: { ranks: { NATURAL: 3 }, modules: [m('Soins', 2, 'POSITIVE', 1)] },
      interruptionMalus: 1,
      assistants: [{ id: 'a', modulesInPlay: 1 }],
    });
    expect(s.steps.map((x) => x.points)).toEqual([3, 2, -1, 1]);
    expect(s.steps[0]).toEqual({
      label: 'Natural magic (power of spirits) : 3',
      points: 3,
      rule: 'MAGIC LOREVAL §La magie: casting is an action: the score sums the ranks of the magic modules involved',
      fr: {
        label: 'Magie naturelle (pouvoir des esprits) : 3',
        rule: 'MAGIE LOREVAL §La magie : lancer un sort est une action : le score additionne les rangs des modules de magie en jeu',
      },
    });
    expect(s.score).toBe(5);
    const withParameters = lorevalScore({
      spell: { variant: 'LOREVAL', kind: 'SPELL', name: 'x', source: 'NATURAL', power: 1, nature: 'MISC', effects: [] },
      caster: { ranks: { NATURAL: 3 }, modules: [m('Extension', 1, 'RESISTIVE', 2)] },
      parameters: { range: 2, area: 0, duration: 0 },
      extraSteps: [{ label: 'inherited', points: -1, rule: 'r' }],
    });
    expect(withParameters.steps[1]!.rule).toBe(
      'MAGIC LOREVAL §Manipuler un sort: range, area and duration lower the score, never the difficulty; resistive modules absorb up to their rank',
    );
    expect(s.steps[2]!.rule).toBe('MAGIC LOREVAL §Séquence d’action: an intervention that hurts or shakes the caster is a circumstance malus (±1..3)');
    expect(s.steps[3]!.rule).toBe('SMS §2 Collaborative actions: an assistant adds +1 per module of theirs that enters play');
    expect(withParameters.steps.map((x) => [x.label, x.points])).toEqual([
      ['Natural magic (power of spirits) : 3', 3],
      ['casting parameters −2 (1 absorbed by spell manipulation)', -1],
      ['inherited', -1],
    ]);
  });

  it('a spell costs one lasting fatigue, a power one passing fatigue; each assistant one lasting', () => {
    expect(lorevalCastCost('SPELL')).toEqual({ exhaustionDelta: 0, lastingFatigueDelta: 1, passingFatigueDelta: 0 });
    expect(lorevalCastCost('POWER')).toEqual({ exhaustionDelta: 0, lastingFatigueDelta: 0, passingFatigueDelta: 1 });
    expect(LOREVAL_ASSISTANT_COST).toEqual({ exhaustionDelta: 0, lastingFatigueDelta: 1, passingFatigueDelta: 0 });
  });
});

describe('one spell per action (SMS §5)', () => {
  it('LOREVAL: a second spell in the window is refused with its citation; powers and standard narration are exempt', () => {
    const once = bookSpell('LOREVAL', FRESH_SPELL_LIMIT);
    expect(once.ok && once.value).toEqual({ castsByMeans: { SELF: 1 } });
    const twice = bookSpell('LOREVAL', { castsByMeans: { SELF: 1 } });
    expect(!twice.ok && twice.violations.map((v) => [v.code, v.rule])).toEqual([
      ['ONE_SPELL_PER_ACTION', 'MAGIC LOREVAL §Séquence d’action: one spell between two of one’s own actions (action, reaction or intervention; a counter-spell counts)'],
    ]);
    const used = { castsByMeans: { SELF: 1 } };
    expect(bookSpell('LOREVAL', used, { specialPower: true })).toEqual({ ok: true, value: used });
    expect(bookSpell('LOREVAL', used, { sequenced: false })).toEqual({ ok: true, value: used });
    expect(bookSpell('LOREVAL', used, { sequenced: true }).ok).toBe(false);
    // LOREVAL ignores the means: an item is still the caster's one spell.
    expect(bookSpell('LOREVAL', used, { means: 'wand' }).ok).toBe(false);
  });

  it('ALMERA: one per means; a special power is not exempt', () => {
    const used = { castsByMeans: { [OWN_MAGIC]: 1 } };
    const item = bookSpell('ALMERA', used, { means: 'wand' });
    expect(item.ok && item.value).toEqual({ castsByMeans: { SELF: 1, wand: 1 } });
    const again = bookSpell('ALMERA', used, { specialPower: true });
    expect(!again.ok && again.violations.map((v) => [v.code, v.rule])).toEqual([
      ['ONE_SPELL_PER_ACTION', 'MAGIC ALMERA §Limitations propres à l’usage des sorts: one spell per action for each means of casting (a counter-spell counts)'],
    ]);
  });

  it('canCast checks without booking; ending one’s action opens a new window', () => {
    expect(canCast('LOREVAL', FRESH_SPELL_LIMIT)).toEqual({ ok: true, value: true });
    expect(canCast('LOREVAL', { castsByMeans: { SELF: 1 } }).ok).toBe(false);
    expect(endOwnAction({ castsByMeans: { SELF: 1, wand: 1 } })).toEqual({ castsByMeans: {} });
  });
});

describe('predefined modules on a sheet', () => {
  it('no magic: nothing to check; a predefined module at another scope is refused, per variant', () => {
    expect(magicModuleViolations(null, [m('Magie naturelle', 3, 'POSITIVE', 2)])).toEqual([]);
    expect(magicModuleViolations('LOREVAL', [m('Magie naturelle', 3, 'POSITIVE', 2)]).map((v) => [v.code, v.rule])).toEqual([
      ['MAGIC_MODULE_SCOPE', 'MAGIC LOREVAL §La magie: the predefined magic modules are all scope 5'],
    ]);
    expect(magicModuleViolations('ALMERA', [m('Pouvoir des Esprits', 1, 'POSITIVE', 4)]).map((v) => [v.code, v.rule])).toEqual([
      ['MAGIC_MODULE_SCOPE', 'MAGIC ALMERA §Modules prédéfinis de la magie: the predefined magic modules are all scope 5'],
    ]);
    expect(magicModuleViolations('LOREVAL', [m('Magie naturelle', 3), m('Escrime', 2, 'POSITIVE', 2)])).toEqual([]);
  });

  it('prerequisites and rank caps are reported, bad ranks are not (the sheet checks those)', () => {
    expect(magicModuleViolations('LOREVAL', [m('Harmonie', 1), m('Magie naturelle', 4)]).map((v) => v.code)).toEqual(['MAGIC_MODULE_PREREQUISITE']);
    expect(magicModuleViolations('LOREVAL', [m('Harmonie', 1), m('Magie naturelle', 5)])).toEqual([]);
    expect(magicModuleViolations('ALMERA', [m("Résistance à l'épuisement magique", 6, 'RESISTIVE')]).map((v) => v.code)).toEqual(['RANK_ABOVE_MODULE_MAX']);
    expect(magicModuleViolations('ALMERA', [m("Résistance à l'épuisement magique", 5, 'RESISTIVE')])).toEqual([]);
    // A rank-0 entry breaks only the sheet's own rank rule, reported elsewhere.
    expect(magicModuleViolations('LOREVAL', [m('Magie naturelle', 0)])).toEqual([]);
  });
});

describe('catalogue', () => {
  it('acquisition: rank must be whole and ≥ 1; rank 1 is fine', () => {
    expect(checkModuleAcquisition('LOREVAL', 'ARCANE', 1, {}).ok).toBe(true);
    for (const rank of [0, 1.5]) {
      const r = checkModuleAcquisition('LOREVAL', 'ARCANE', rank, {});
      expect(!r.ok && r.violations.map((v) => [v.code, v.rule])).toEqual([['BAD_RANK', 'SMS §1: a module rank is a whole number ≥ 1']]);
    }
    const unknown = checkModuleAcquisition('ALMERA', 'HARMONY', 1, {});
    expect(!unknown.ok && unknown.violations.map((v) => [v.code, v.rule])).toEqual([['UNKNOWN_MAGIC_MODULE', 'MAGIC ALMERA: only the predefined magic modules of the variant exist']]);
    // The rank-5 cap is ALMERA's exhaustion resistance only.
    expect(checkModuleAcquisition('ALMERA', 'SPIRITS', 6, {}).ok).toBe(true);
    expect(checkModuleAcquisition('ALMERA', 'EXHAUSTION_RESISTANCE', 5, {}).ok).toBe(true);
  });

  it('names: negatives never count, the higher rank wins, aliases and punctuation match', () => {
    expect(magicRanksFromModules('LOREVAL', [m('Magie naturelle', 3, 'NEGATIVE')])).toEqual({});
    expect(magicRanksFromModules('LOREVAL', [m('Arcane', 2), m('Arcane magic', 4), m("Pouvoir de l'arcane", 1)])).toEqual({ ARCANE: 4 });
    expect(magicRanksFromModules('LOREVAL', [m('Espace—Temps!', 2)])).toEqual({ SPACE_TIME: 2 });
    expect(normaliseName('  Vision de l’Âme ')).toBe("vision de l'ame");
    expect(normaliseName('Magie`s')).toBe("magie's");
    expect(rankOf({ ARCANE: 2 }, 'DIVINE')).toBe(0);
    expect(rankOf({ ARCANE: 2 }, 'ARCANE')).toBe(2);
  });

  it('a predefined module on a sheet: French by default, undefined for another variant’s key', () => {
    expect(predefinedModule('LOREVAL', 'RITUAL', 2)).toEqual({ name: 'Magie rituelle', scope: 5, polarity: 'POSITIVE', rank: 2, source: 'PLAYER' });
    expect(predefinedModule('LOREVAL', 'RITUAL', 2, 'en')!.name).toBe('Ritual magic');
    expect(predefinedModule('LOREVAL', 'SOUL', 2)).toBeUndefined();
    expect(magicModule('ALMERA', 'SPIRITS')!.requires).toBeUndefined();
    expect(magicModule('LOREVAL', 'HARMONY')!.requires).toEqual({ NATURAL: 'maxModuleRank' });
  });

  it('the catalogue loads afresh from the data file: keys, notes, prerequisites, aliases', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/rules/magic/catalogue.js');
    expect(fresh.magicModules('LOREVAL').map((d) => d.key)).toEqual(['ARCANE', 'NATURAL', 'DIVINE', 'METAMORPHOSIS', 'SPACE_TIME', 'SOUL_SIGHT', 'RITUAL', 'HARMONY', 'CONVICTION', 'HEROISM']);
    expect(fresh.magicModule('LOREVAL', 'SPACE_TIME')).toEqual({
      key: 'SPACE_TIME',
      name: { fr: 'Espace-Temps', en: 'Space-Time' },
      scope: 5,
      polarity: 'POSITIVE',
      note: 'lets Arcane magic heal',
      aliases: ['Espace Temps', 'Space Time'],
    });
    expect(fresh.magicModule('LOREVAL', 'CONVICTION')).toMatchObject({ requires: { DIVINE: 'maxModuleRank' }, aliases: [] });
    expect(fresh.magicModule('ALMERA', 'EMPOWERMENT')!.aliases).toEqual(['Alimentation du pouvoir magique', 'Amélioration du pouvoir magique']);
    expect(fresh.magicModule('ALMERA', 'SPIRITS')!.note).toBeUndefined();
  });

  it('citations name the variant, or MAGIC alone for both', () => {
    expect(cite('BOTH', 'X', 'y')).toBe('MAGIC §X: y');
    expect(cite('ALMERA', 'X', 'y')).toBe('MAGIC ALMERA §X: y');
  });
});

describe('LOREVAL special powers', () => {
  it('difficulty D8 + 2 per level + circumstances; prerequisites follow the campaign maximum', async () => {
    const { specialPowerDifficulty, checkPowerModuleAcquisition, useSpecialPower } = await import('../../../src/rules/magic/powers.js');
    const { scriptedRng } = await import('../../../src/rules/dice.js');
    const used = useSpecialPower(scriptedRng([1]), {
      spell: { variant: 'LOREVAL', kind: 'POWER', name: 'Élan', source: 'ARCANE', powerModule: 'HEROISM', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] },
      caster: { ranks: { ARCANE: 5, HEROISM: 1 } },
    });
    expect(used.ok && used.value).toMatchObject({ kind: 'POWER', outcome: 'SUCCESS', cost: { passingFatigueDelta: 1, lastingFatigueDelta: 0 } });
    expect(specialPowerDifficulty(2, [{ label: 'storm', points: 1 }])).toMatchObject({ points: 11, die: 12 });
    expect(specialPowerDifficulty(1).steps.map((s) => s.points)).toEqual([8, 0]);
    expect(checkPowerModuleAcquisition('HEROISM', 1, { ARCANE: 4 }, { maxModuleRank: 4 }).ok).toBe(true);
    expect(checkPowerModuleAcquisition('HEROISM', 1, { ARCANE: 4 }).ok).toBe(false);
  });
});
