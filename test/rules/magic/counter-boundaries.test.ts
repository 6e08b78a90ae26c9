import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import {
  checkAlmeraCounterSpell,
  checkLorevalCounterSpell,
  checkLorevalDispel,
  dispelInheritedMalus,
  resolveAlmeraCounterSpell,
  resolveLorevalCounterSpell,
  resolveLorevalDispel,
  ritualOfDissipation,
} from '../../../src/rules/magic/counter.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';

// Counter-spell and dispel edges (pinned by mutation testing).

const rules = (v: { code: string; rule: string }[]) => v.map((x) => [x.code, x.rule]);
const NO_PARAMS = { range: 0, area: 0, duration: 0 };

describe('LOREVAL counter-spell', () => {
  it('a rank equal to the power is enough; one less is not', () => {
    const base = { counterer: { ranks: { ARCANE: 3 } }, spell: { form: 'ARCANE' as const, power: 3, interruptBaseDie: 6 }, countererIsTarget: false };
    expect(checkLorevalCounterSpell(base)).toEqual([]);
    expect(rules(checkLorevalCounterSpell({ ...base, spell: { ...base.spell, power: 4 } }))).toEqual([
      ['COUNTER_SPELL_RANK_TOO_LOW', 'MAGIC LOREVAL §Effets magiques universels: a counter-spell needs the same form of magic at a rank ≥ the power of the spell'],
    ]);
    expect(rules(checkLorevalCounterSpell({ ...base, spell: { ...base.spell, form: 'SPIRITS' as never } }))).toContainEqual([
      'UNKNOWN_SOURCE',
      'MAGIC LOREVAL §La magie: the forms are Arcane, Natural and Divine',
    ]);
    expect(rules(checkLorevalCounterSpell({ ...base, spell: { ...base.spell, isRitual: true } }))).toEqual([
      ['NO_COUNTER_SPELL_AGAINST_RITUAL', 'MAGIC LOREVAL §Interrompre un rituel: no counter-spell stops a ritual; only disrupting the ritual itself does'],
    ]);
  });

  it('a failed counter-spell cancels nothing and still costs; no limit state without a limit', () => {
    const r = resolveLorevalCounterSpell(scriptedRng([6]), { counterer: { ranks: { ARCANE: 3 } }, spell: { form: 'ARCANE', power: 2, interruptBaseDie: 6 }, countererIsTarget: true });
    expect(r.ok && r.value).toMatchObject({ actionKind: 'REACTION', success: false, cancelsSpell: false, limitState: null, cost: { lastingFatigueDelta: 1 } });
    expect(r.ok && r.value.difficulty.die).toBe(8);
  });
});

describe('LOREVAL dispel', () => {
  const base = { dispeller: { ranks: { DIVINE: 2, NATURAL: 4 } }, effect: { power: 4, parameters: { range: 2, area: 1, duration: 2 } }, rangeToEffect: 1, mode: 'FULL' as const };

  it('the best form counts; equal rank is enough', () => {
    expect(checkLorevalDispel(base)).toEqual([]);
    expect(rules(checkLorevalDispel({ ...base, effect: { ...base.effect, power: 5 } }))).toEqual([
      ['DISPEL_RANK_TOO_LOW', 'MAGIC LOREVAL §Effets magiques universels: a dispel needs any form of magic at a rank ≥ the power of the effect'],
    ]);
  });

  it('range 0..3 whole; ritual magic only temporarily; temporary parameters checked', () => {
    for (const rangeToEffect of [-1, 4, 1.5]) {
      expect(rules(checkLorevalDispel({ ...base, rangeToEffect }))).toEqual([['BAD_PARAMETER', 'MAGIC LOREVAL §Manipuler un sort: range has three steps, −1 to −3']]);
    }
    expect(checkLorevalDispel({ ...base, rangeToEffect: 3 })).toEqual([]);
    expect(rules(checkLorevalDispel({ ...base, effect: { ...base.effect, fromRitual: true } }))[0]![0]).toBe('RITUAL_MAGIC_NOT_DISPELLABLE');
    expect(checkLorevalDispel({ ...base, mode: 'TEMPORARY', effect: { ...base.effect, fromRitual: true } })).toEqual([]);
    expect(checkLorevalDispel({ ...base, mode: 'TEMPORARY', temporaryParameters: { range: 4, area: 0, duration: 0 } }).map((v) => v.code)).toEqual(['BAD_PARAMETER']);
  });

  it('a full dispel inherits area and duration plus the range; it uses the best form', () => {
    const r = resolveLorevalDispel(scriptedRng([1]), base);
    expect(r.ok && r.value).toMatchObject({ form: 'NATURAL', temporary: null, dispelled: true });
    expect(r.ok && r.value.score.raw).toBe(4 - (1 + 1 + 2));
    expect(dispelInheritedMalus({ range: 3, area: 1, duration: 2 }, 1)).toBe(4);
    const temp = resolveLorevalDispel(scriptedRng([1]), { ...base, mode: 'TEMPORARY', temporaryParameters: { range: 0, area: 1, duration: 0 } });
    expect(temp.ok && temp.value).toMatchObject({ temporary: { range: 0, area: 1, duration: 0 } });
    expect(temp.ok && temp.value.score.raw).toBe(3);
    const none = resolveLorevalDispel(scriptedRng([1]), { ...base, mode: 'TEMPORARY' });
    expect(none.ok && none.value.temporary).toEqual(NO_PARAMS);
  });

  it('a ritual of dissipation: a LOREVAL ritual, Ritual magic, any form at its power', () => {
    const ritual: SpellDefinition = { variant: 'LOREVAL', kind: 'RITUAL', name: 'Voile', source: 'DIVINE', power: 3, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }], ritual: { castingTime: '2 h', prerequisites: [] } };
    const r = ritualOfDissipation(ritual, { RITUAL: 1, ARCANE: 3 });
    expect(r.ok && r.value).toMatchObject({ name: 'Dissipation: Voile', source: 'ARCANE', power: 3, kind: 'RITUAL', ritual: { castingTime: '2 h', prerequisites: [] } });
    const bad = ritualOfDissipation({ ...ritual, kind: 'SPELL' }, { ARCANE: 2 });
    expect(!bad.ok && bad.violations.map((v) => v.code)).toEqual(['NOT_A_LOREVAL_RITUAL', 'MISSING_PREREQUISITE_MODULE', 'DISPEL_RANK_TOO_LOW']);
    const noTime = ritualOfDissipation({ ...ritual, ritual: undefined }, { RITUAL: 1, ARCANE: 3 });
    expect(noTime.ok && noTime.value.ritual!.castingTime).toBe('');
  });
});

describe('ALMERA counter-spell', () => {
  const base = { counterer: { ranks: { FAITH: 2 } }, power: 2, countered: { source: 'FAITH' as const, power: 2, level: 1 as const }, countererIsTarget: false };

  it('power 1..5 whole, same source, parameters checked', () => {
    expect(checkAlmeraCounterSpell(base)).toEqual([]);
    for (const power of [0, 6, 1.5]) {
      expect(rules(checkAlmeraCounterSpell({ ...base, power }))).toEqual([['POWER_OUT_OF_RANGE', 'MAGIC ALMERA §Sélectionner l’effet d’un sort: a power is a level from 1 to 5']]);
    }
    expect(checkAlmeraCounterSpell({ ...base, parameters: { range: 4, area: 0, duration: 0 } }).map((v) => v.code)).toEqual(['BAD_PARAMETER']);
  });

  it('an equal power cancels; a weaker one succeeds without cancelling', () => {
    const equal = resolveAlmeraCounterSpell(scriptedRng([1]), { ...base, countered: { ...base.countered, power: 2 } });
    expect(equal.ok && equal.value).toMatchObject({ success: true, cancelsSpell: true, actionKind: 'INTERVENTION', cost: { exhaustionDelta: 1 } });
    const weaker = resolveAlmeraCounterSpell(scriptedRng([1]), { ...base, countered: { ...base.countered, power: 3 } });
    expect(weaker.ok && weaker.value).toMatchObject({ success: true, cancelsSpell: false });
  });
});

describe('counter-spells and dispels, second pass', () => {
  const circumstances = [{ label: 'fog', points: 2 }];

  it('illegal attempts roll nothing', () => {
    expect(resolveLorevalCounterSpell(scriptedRng([]), { counterer: { ranks: {} }, spell: { form: 'ARCANE', power: 2, interruptBaseDie: 6 }, countererIsTarget: true }).ok).toBe(false);
    expect(resolveLorevalDispel(scriptedRng([]), { dispeller: { ranks: {} }, effect: { power: 2, parameters: NO_PARAMS }, rangeToEffect: 0, mode: 'FULL' }).ok).toBe(false);
    expect(resolveAlmeraCounterSpell(scriptedRng([]), { counterer: { ranks: {} }, power: 1, countered: { source: 'FAITH', power: 1, level: 1 }, countererIsTarget: true }).ok).toBe(false);
  });

  it('circumstances move every die; the ALMERA interruption malus lowers the score; the limit is booked', () => {
    const l = resolveLorevalCounterSpell(scriptedRng([1]), {
      counterer: { ranks: { ARCANE: 3 } },
      spell: { form: 'ARCANE', power: 2, interruptBaseDie: 6 },
      countererIsTarget: false,
      circumstances,
      limit: { state: { castsByMeans: {} } },
    });
    expect(l.ok && l.value).toMatchObject({ difficulty: { die: 10 }, limitState: { castsByMeans: { SELF: 1 } } });
    const d = resolveLorevalDispel(scriptedRng([1]), { dispeller: { ranks: { ARCANE: 2 } }, effect: { power: 2, parameters: NO_PARAMS }, rangeToEffect: 0, mode: 'FULL', circumstances });
    expect(d.ok && d.value.difficulty.die).toBe(8);
    const a = resolveAlmeraCounterSpell(scriptedRng([1]), {
      counterer: { ranks: { FAITH: 1 } },
      power: 1,
      countered: { source: 'FAITH', power: 1, level: 1 },
      countererIsTarget: true,
      interruptionMalus: 1,
      circumstances,
    });
    expect(a.ok && a.value).toMatchObject({ actionKind: 'REACTION', difficulty: { die: 4 }, score: { raw: 0, score: 1 } });
  });

  it('ALMERA: rank 1 in the source is enough; power 5 is allowed', () => {
    expect(checkAlmeraCounterSpell({ counterer: { ranks: { FAITH: 1 } }, power: 5, countered: { source: 'FAITH', power: 1, level: 2 }, countererIsTarget: false })).toEqual([]);
    expect(checkAlmeraCounterSpell({ counterer: { ranks: { FAITH: 1 } }, power: 1, countered: { source: 'FAITH', power: 1, level: 2 }, countererIsTarget: false })).toEqual([]);
  });

  it('a full dispel ignores temporary parameters; dissipation refuses an ALMERA ritual and says what it does', () => {
    expect(checkLorevalDispel({ dispeller: { ranks: { ARCANE: 2 } }, effect: { power: 2, parameters: NO_PARAMS }, rangeToEffect: 0, mode: 'FULL', temporaryParameters: { range: 9, area: 0, duration: 0 } })).toEqual([]);
    const almera: SpellDefinition = { variant: 'ALMERA', kind: 'RITUAL', name: 'Brume', source: 'SPIRITS', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
    const r = ritualOfDissipation(almera, { RITUAL: 1, ARCANE: 3 });
    expect(!r.ok && r.violations.map((v) => [v.code, v.rule])).toEqual([['NOT_A_LOREVAL_RITUAL', 'MAGIC LOREVAL §Rituel de dissipation: a ritual of dissipation undoes a LOREVAL ritual']]);
    const ok = ritualOfDissipation({ ...almera, variant: 'LOREVAL', source: 'DIVINE', ritual: { castingTime: '1 h', prerequisites: [] } }, { RITUAL: 1, ARCANE: 3 });
    expect(ok.ok && ok.value.effects).toEqual([{ kind: 'NARRATIVE', description: 'dissipates Brume for good' }]);
  });
});
