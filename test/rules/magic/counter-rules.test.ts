import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import {
  checkAlmeraCounterSpell,
  checkLorevalCounterSpell,
  checkLorevalDispel,
  resolveAlmeraCounterSpell,
  resolveLorevalCounterSpell,
  resolveLorevalDispel,
  ritualOfDissipation,
} from '../../../src/rules/magic/counter.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';
import type { Violation } from '../../../src/rules/violation.js';

// Counter-magic: every refusal cites its seed section (the cited rule is part of the API
// contract), carries the numbers it compares, and the one-spell limit it books is the
// variant's own (pinned by mutation testing, issue 22 item 23).

const NO_PARAMS = { range: 0, area: 0, duration: 0 };
const cited = (v: Violation[]) => v.map((x) => [x.code, x.rule]);
const withCode = (v: Violation[], code: string): Violation => {
  const found = v.filter((x) => x.code === code);
  expect(found).toHaveLength(1);
  return found[0]!;
};

const LOREVAL_LIMIT = 'MAGIC LOREVAL §Séquence d’action: one spell between two of one’s own actions (action, reaction or intervention; a counter-spell counts)';
const ALMERA_LIMIT = 'MAGIC ALMERA §Limitations propres à l’usage des sorts: one spell per action for each means of casting (a counter-spell counts)';

describe('LOREVAL counter-spell: « Maîtriser le même type de magie … et le même rang au moins que la puissance du sort »', () => {
  const base = { counterer: { ranks: { ARCANE: 1 } }, spell: { form: 'ARCANE' as const, power: 1, interruptBaseDie: 4 }, countererIsTarget: true };

  it('rank 1 in the form counters a power-1 spell; no rank at all is another form, cited as such', () => {
    expect(checkLorevalCounterSpell(base)).toEqual([]);
    const other = checkLorevalCounterSpell({ ...base, counterer: { ranks: { DIVINE: 3 } } });
    expect(cited(other)).toEqual([['COUNTER_SPELL_OTHER_FORM', 'MAGIC LOREVAL §Effets magiques universels: a counter-spell needs the same form of magic as the spell it counters']]);
    expect(other[0]!.message).toContain('Arcane');
  });

  it('a rank below the power says both numbers', () => {
    const low = withCode(checkLorevalCounterSpell({ ...base, counterer: { ranks: { ARCANE: 2 } }, spell: { ...base.spell, power: 3 } }), 'COUNTER_SPELL_RANK_TOO_LOW');
    expect(low.message).toContain('rank 2 < power 3');
  });

  it('a ritual cannot be countered, and the refusal says it is a ritual', () => {
    expect(withCode(checkLorevalCounterSpell({ ...base, spell: { ...base.spell, isRitual: true } }), 'NO_COUNTER_SPELL_AGAINST_RITUAL').message).toContain('ritual');
  });

  it('the one-spell limit is LOREVAL’s: one spell whatever the means; not in standard narration', () => {
    const used = { state: { castsByMeans: { SELF: 1 } } };
    expect(cited(checkLorevalCounterSpell({ ...base, limit: { ...used, means: 'wand' } }))).toEqual([['ONE_SPELL_PER_ACTION', LOREVAL_LIMIT]]);
    expect(checkLorevalCounterSpell({ ...base, limit: { ...used, sequenced: false } })).toEqual([]);
    const r = resolveLorevalCounterSpell(scriptedRng([1]), { ...base, limit: { state: { castsByMeans: {} }, means: 'wand' } });
    expect(r.ok && r.value.limitState).toEqual({ castsByMeans: { SELF: 1 } });
  });
});

describe('LOREVAL dispel', () => {
  const base = { dispeller: { ranks: { ARCANE: 2 } }, effect: { power: 2, parameters: NO_PARAMS }, rangeToEffect: 0, mode: 'FULL' as const };

  it('a best form below the power says both numbers; a full dispel of ritual magic is cited', () => {
    expect(withCode(checkLorevalDispel({ ...base, effect: { ...base.effect, power: 3 } }), 'DISPEL_RANK_TOO_LOW').message).toContain('rank 2 < power 3');
    const ritual = checkLorevalDispel({ ...base, effect: { ...base.effect, fromRitual: true } });
    expect(cited(ritual)).toEqual([
      [
        'RITUAL_MAGIC_NOT_DISPELLABLE',
        'MAGIC LOREVAL §Dissipation temporaire: ritual magic cannot be dispelled for good, only partially and temporarily, or by a ritual of dissipation',
      ],
    ]);
    expect(ritual[0]!.message).toContain('ritual');
  });

  it('a range out of its steps is named; a temporary dispel’s own parameters are a spell’s, cited in LOREVAL', () => {
    expect(withCode(checkLorevalDispel({ ...base, rangeToEffect: 7 }), 'BAD_PARAMETER').message).toContain('7');
    // Parameters are allowed on a dispel (a spell), as long as each has its three steps.
    expect(checkLorevalDispel({ ...base, mode: 'TEMPORARY', temporaryParameters: { range: 1, area: 2, duration: 3 } })).toEqual([]);
    expect(cited(checkLorevalDispel({ ...base, mode: 'TEMPORARY', temporaryParameters: { range: 0, area: 5, duration: 0 } }))).toEqual([
      ['BAD_PARAMETER', 'MAGIC LOREVAL §Manipuler un sort: each parameter has three steps, −1 to −3'],
    ]);
  });

  it('the limit is LOREVAL’s', () => {
    expect(cited(checkLorevalDispel({ ...base, limit: { state: { castsByMeans: { SELF: 1 } }, means: 'wand' } }))).toEqual([['ONE_SPELL_PER_ACTION', LOREVAL_LIMIT]]);
    const r = resolveLorevalDispel(scriptedRng([1]), { ...base, limit: { state: { castsByMeans: {} } } });
    expect(r.ok && r.value.limitState).toEqual({ castsByMeans: { SELF: 1 } });
  });
});

describe('ritual of dissipation: « maîtriser la magie rituelle et une magie quelconque au rang de la puissance du rituel »', () => {
  const ritual: SpellDefinition = { variant: 'LOREVAL', kind: 'RITUAL', name: 'Voile', source: 'DIVINE', power: 3, nature: 'OFFENSIVE', effects: [{ kind: 'NARRATIVE' }], ritual: { castingTime: '2 h', prerequisites: [] } };

  it('each refusal cites the dissipation rule and says what is missing', () => {
    const r = ritualOfDissipation(ritual, { ARCANE: 2 });
    expect(!r.ok && cited(r.violations)).toEqual([
      ['MISSING_PREREQUISITE_MODULE', 'MAGIC LOREVAL §Rituel de dissipation: a ritual of dissipation requires Ritual magic'],
      ['DISPEL_RANK_TOO_LOW', 'MAGIC LOREVAL §Rituel de dissipation: a ritual of dissipation requires any form of magic at a rank ≥ the power of the ritual'],
    ]);
    expect(!r.ok && r.violations[1]!.message).toContain('rank 2 < power 3');
  });

  it('the ritual it gives is a LOREVAL ritual with no nature of its own (MISC)', () => {
    const r = ritualOfDissipation(ritual, { RITUAL: 1, ARCANE: 3 });
    expect(r.ok && r.value).toMatchObject({ variant: 'LOREVAL', kind: 'RITUAL', nature: 'MISC', power: 3 });
  });
});

describe('ALMERA counter-spell: « que si les deux mages s’abreuvent à la même source de magie »', () => {
  const base = { counterer: { ranks: { FAITH: 2 } }, power: 2, countered: { source: 'FAITH' as const, power: 2, level: 1 as const }, countererIsTarget: false };

  it('another source is cited and named', () => {
    const v = checkAlmeraCounterSpell({ ...base, countered: { ...base.countered, source: 'SPIRITS' } });
    expect(cited(v)).toEqual([['COUNTER_SPELL_OTHER_SOURCE', 'MAGIC ALMERA §Prérequis, interruption et contre-sort: a counter-spell is only possible between casters of the same source']]);
    expect(v[0]!.message).toContain('Power of Spirits');
  });

  it('a power out of range is named; its parameters are a spell’s, cited in ALMERA', () => {
    expect(withCode(checkAlmeraCounterSpell({ ...base, power: 7 }), 'POWER_OUT_OF_RANGE').message).toContain('7');
    expect(checkAlmeraCounterSpell({ ...base, parameters: { range: 2, area: 1, duration: 1 } })).toEqual([]);
    expect(cited(checkAlmeraCounterSpell({ ...base, parameters: { range: -1, area: 0, duration: 0 } }))).toEqual([
      ['BAD_PARAMETER', 'MAGIC ALMERA §Paramétrer les effets du sort: each parameter has three steps, −1 to −3'],
    ]);
  });

  it('the limit is ALMERA’s: one per means of casting', () => {
    const used = { state: { castsByMeans: { SELF: 1 } } };
    expect(checkAlmeraCounterSpell({ ...base, limit: { ...used, means: 'wand' } })).toEqual([]);
    expect(cited(checkAlmeraCounterSpell({ ...base, limit: used }))).toEqual([['ONE_SPELL_PER_ACTION', ALMERA_LIMIT]]);
    const r = resolveAlmeraCounterSpell(scriptedRng([1]), { ...base, limit: { ...used, means: 'wand' } });
    expect(r.ok && r.value.limitState).toEqual({ castsByMeans: { SELF: 1, wand: 1 } });
  });
});
