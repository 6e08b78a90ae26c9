import { describe, expect, it } from 'vitest';
import { checkRest } from '../../../src/rules/magic/recovery.js';
import { checkRitualRequest } from '../../../src/rules/magic/ritual.js';
import { type SpellDefinition, checkCatalogueSpell, validateSpell } from '../../../src/rules/magic/spell.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// Refusals of a ritual, a rest and a catalogue entry, decided before anything is written
// (issue #10: moved out of the resolvers). Codes, rules and messages are pinned: the API
// returns them as they are.

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule, v.message]));

describe('performing a ritual', () => {
  const ritual = { name: 'Mur de brume', kind: 'RITUAL' as const };
  const DUPLICATE = ['DUPLICATE_PARTICIPANT', 'SMS §2: collaborative actions', 'Each participant takes part once, the performer apart.'];

  it('a ritual, alone or with other participants each once', () => {
    expect(checkRitualRequest('LOREVAL', ritual, 'p', [])).toEqual({ ok: true, value: true });
    expect(checkRitualRequest('ALMERA', ritual, 'p', ['a', 'b'])).toEqual({ ok: true, value: true });
  });

  it('a spell or a power is not performed as a ritual, cited in the campaign’s variant', () => {
    expect(breach(checkRitualRequest('LOREVAL', { name: 'Éclair', kind: 'SPELL' }, 'p', []))).toEqual([
      ['NOT_A_RITUAL', 'MAGIC LOREVAL §La magie rituelle: only a ritual is performed as a ritual', 'Éclair is a spell, not a ritual.'],
    ]);
    expect(breach(checkRitualRequest('ALMERA', { name: 'Chant', kind: 'POWER' }, 'p', ['p']))).toEqual([
      ['NOT_A_RITUAL', 'MAGIC ALMERA §Exécuter un rituel: only a ritual is performed as a ritual', 'Chant is a power, not a ritual.'],
    ]);
  });

  it('the performer is no participant; a participant takes part once', () => {
    expect(breach(checkRitualRequest('LOREVAL', ritual, 'p', ['a', 'p']))).toEqual([DUPLICATE]);
    expect(breach(checkRitualRequest('LOREVAL', ritual, 'p', ['a', 'b', 'a']))).toEqual([DUPLICATE]);
  });
});

describe('resting from magic', () => {
  const elfin = { name: 'Lael', ruleset: 'SMS', race: 'ELFIN' };
  const human = { name: 'Ilya', ruleset: 'SMS', race: 'HUMAN' };

  it('anyone of SMS rests; only an Elfin meditates', () => {
    expect(checkRest(human, { meditation: false })).toEqual({ ok: true, value: true });
    expect(checkRest(elfin, { meditation: true })).toEqual({ ok: true, value: true });
    const only = (name: string) => [
      ['ELFIN_MEDITATION_ONLY', 'MAGIC ALMERA §Épuisement magique: a sleep, or an equivalent rest "comme la méditation des Elfins"', `${name} is not an Elfin: only Elfins recover by meditation.`],
    ];
    expect(breach(checkRest(human, { meditation: true }))).toEqual(only('Ilya'));
    expect(breach(checkRest({ ...human, race: null }, { meditation: true }))).toEqual(only('Ilya'));
  });

  it('a character of another ruleset has no SMS magic to rest from (refused before the meditation)', () => {
    const notSms = [['NOT_SMS', 'MAGIC: SMS characters only', 'SMS magic is for SMS characters.']];
    expect(breach(checkRest({ ...elfin, ruleset: 'YLNIES' }, { meditation: false }))).toEqual(notSms);
    expect(breach(checkRest({ ...human, ruleset: 'YLNIES' }, { meditation: true }))).toEqual(notSms);
  });
});

describe('adding a spell to the catalogue', () => {
  const spell: SpellDefinition = { variant: 'LOREVAL', kind: 'SPELL', name: 'Éclair', source: 'ARCANE', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
  const ritual: SpellDefinition = { ...spell, variant: 'ALMERA', kind: 'RITUAL', name: 'Mur de brume', source: 'SPIRITS', power: 20 };
  const power: SpellDefinition = { ...spell, kind: 'POWER', name: 'Chant', powerModule: 'HEROISM' };
  const some = { range: 0, area: 1, duration: 0 };
  const none = { range: 0, area: 0, duration: 0 };

  it('a spell may carry default casting parameters; a ritual or a power only none', () => {
    // Accepted, it is what validateSpell returns: the modules the definition requires.
    for (const accepted of [{ ...spell, parameters: { range: 3, area: 3, duration: 3 } }, { ...ritual, parameters: none }, power]) {
      const r = checkCatalogueSpell(accepted);
      expect(r.ok).toBe(true);
      expect(r).toEqual(validateSpell(accepted));
    }
  });

  it('a ritual or a power with a range, area or duration of its own as parameters is refused', () => {
    expect(breach(checkCatalogueSpell({ ...ritual, parameters: some }))).toEqual([
      ['PARAMETERS_NOT_ALLOWED', 'MAGIC ALMERA §La magie rituelle: its range, area and duration are part of it, never a casting malus', 'Mur de brume: a ritual carries its own range, area and duration.'],
    ]);
    for (const parameters of [
      { range: 1, area: 0, duration: 0 },
      { range: 0, area: 0, duration: 1 },
    ]) {
      expect(breach(checkCatalogueSpell({ ...power, parameters }))).toEqual([
        ['PARAMETERS_NOT_ALLOWED', 'MAGIC LOREVAL §Pouvoirs particuliers: its range, area and duration are part of it, never a casting malus', 'Chant: a power carries its own range, area and duration.'],
      ]);
    }
  });

  it('a definition the rules refuse reports those breaches alone', () => {
    const r = checkCatalogueSpell({ ...ritual, power: 51, parameters: some });
    expect(r.ok ? [] : r.violations.map((v) => v.code)).toEqual(['POWER_OUT_OF_RANGE']);
  });
});
