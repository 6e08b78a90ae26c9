import { describe, expect, it } from 'vitest';
import { checkAssistants, checkCastKind, checkGmNumbers, checkMagicRoller, declaredModules, magicOfCampaign } from '../../../src/rules/magic/declaration.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// What a magical action may ask before any die (issue #10: these refusals moved out of the
// resolvers). Codes, rules and messages are pinned: the API returns them as they are.

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule, v.message]));

describe('the campaign’s magic', () => {
  const NOT_SMS_MAGIC = ['NOT_SMS_MAGIC', 'MAGIC: a campaign picks LOREVAL or ALMERA magic (SMS only)', 'Magic of this kind belongs to SMS campaigns.'];

  it('an SMS campaign that picked a variant casts that variant', () => {
    expect(magicOfCampaign({ ruleset: 'SMS', magicSystem: 'LOREVAL' })).toEqual({ ok: true, value: 'LOREVAL' });
    expect(magicOfCampaign({ ruleset: 'SMS', magicSystem: 'ALMERA' })).toEqual({ ok: true, value: 'ALMERA' });
  });

  it('an SMS campaign without magic, or a Ylnies campaign, has none', () => {
    expect(breach(magicOfCampaign({ ruleset: 'SMS', magicSystem: null }))).toEqual([NOT_SMS_MAGIC]);
    expect(breach(magicOfCampaign({ ruleset: 'YLNIES', magicSystem: 'LOREVAL' }))).toEqual([NOT_SMS_MAGIC]);
  });
});

describe('who rolls (SMS §2.8)', () => {
  it('a PC of SMS rolls', () => {
    expect(checkMagicRoller({ name: 'Ilya', kind: 'PC', ruleset: 'SMS' })).toEqual({ ok: true, value: true });
  });

  it('an NPC never rolls, whatever its ruleset (the NPC refusal comes first)', () => {
    const npc = ['NPC_DOES_NOT_ROLL', 'SMS §2.8: only players roll; the GM never rolls (NPC abilities are difficulties)', 'Garde is an NPC: NPCs never roll.'];
    expect(breach(checkMagicRoller({ name: 'Garde', kind: 'NPC', ruleset: 'SMS' }))).toEqual([npc]);
    expect(breach(checkMagicRoller({ name: 'Garde', kind: 'NPC', ruleset: 'YLNIES' }))).toEqual([npc]);
  });

  it('a Ylnies PC casts no SMS magic', () => {
    expect(breach(checkMagicRoller({ name: 'Ilya', kind: 'PC', ruleset: 'YLNIES' }))).toEqual([['NOT_SMS', 'MAGIC: SMS characters only', 'SMS magic is for SMS characters.']]);
  });
});

describe('who gives the numbers (SMS §2.8)', () => {
  it('the GM may give them; a player may not, but may ask without them', () => {
    expect(checkGmNumbers('GM', true, 'x')).toEqual({ ok: true, value: true });
    expect(checkGmNumbers('PLAYER', false, 'x')).toEqual({ ok: true, value: true });
    expect(breach(checkGmNumbers('PLAYER', true, 'Circumstances are set by the GM.'))).toEqual([['GM_SETS_DIFFICULTY', 'SMS §2.8: only the GM sets difficulties', 'Circumstances are set by the GM.']]);
  });
});

describe('declared modules (SMS §2.1)', () => {
  const sheet = [
    { id: 'm1', name: 'Arcane' },
    { id: 'm2', name: 'Focus' },
  ];

  it('the modules come back in the order declared, the same one twice included', () => {
    expect(declaredModules(sheet, ['m2', 'm1', 'm2'], 'Ilya')).toEqual({ ok: true, value: [sheet[1], sheet[0], sheet[1]] });
    expect(declaredModules(sheet, [], 'Ilya')).toEqual({ ok: true, value: [] });
  });

  it('one id not on the sheet refuses the whole declaration, once', () => {
    const off = ['MODULE_NOT_ON_SHEET', 'SMS §2.1: the player declares modules of the character’s own sheet', "That module is not on Ilya's sheet."];
    expect(breach(declaredModules(sheet, ['m1', 'elsewhere'], 'Ilya'))).toEqual([off]);
    expect(breach(declaredModules(sheet, ['x', 'y'], 'Ilya'))).toEqual([off]);
    expect(breach(declaredModules([], ['m1'], 'Ilya'))).toEqual([off]);
  });
});

describe('assistants (SMS §2 collaborative actions)', () => {
  it('other characters, each once', () => {
    expect(checkAssistants('c', [])).toEqual({ ok: true, value: true });
    expect(checkAssistants('c', ['a', 'b'])).toEqual({ ok: true, value: true });
  });

  it('the caster is not its own assistant (checked before duplicates)', () => {
    expect(breach(checkAssistants('c', ['a', 'c']))).toEqual([['ASSISTS_ONESELF', 'SMS §2: an assistant is another character', 'The caster cannot assist its own spell.']]);
    expect(breach(checkAssistants('c', ['c', 'c']))).toEqual([['ASSISTS_ONESELF', 'SMS §2: an assistant is another character', 'The caster cannot assist its own spell.']]);
  });

  it('an assistant listed twice is refused', () => {
    expect(breach(checkAssistants('c', ['a', 'b', 'a']))).toEqual([['DUPLICATE_ASSISTANT', 'SMS §2: collaborative actions', 'Each assistant helps once.']]);
  });
});

describe('which kind of spell a cast takes', () => {
  const spell = { name: 'Flammèche', kind: 'SPELL' as const };
  const ritual = { name: 'Mur de brume', kind: 'RITUAL' as const };
  const power = { name: 'Chant', kind: 'POWER' as const };
  const improvisedRitual = (variant: 'LOREVAL' | 'ALMERA') => [
    'RITUAL_CANNOT_BE_IMPROVISED',
    variant === 'ALMERA' ? 'MAGIC ALMERA §Conception d’un rituel: "Il est impossible d’improviser ce travail"' : 'MAGIC LOREVAL §La magie rituelle: a ritual is a framed, defined procedure',
    'A ritual is learned, never improvised: define it first, then perform it.',
  ];
  const notPower = (name: string) => ['NOT_A_SPECIAL_POWER', 'MAGIC LOREVAL §Pouvoirs particuliers: special powers come from Harmony, Conviction or Heroism', `${name} is not a special power.`];

  it('a spell, catalogued or improvised, is cast', () => {
    expect(checkCastKind('LOREVAL', spell, { improvised: true, asPower: false })).toEqual({ ok: true, value: true });
    expect(checkCastKind('ALMERA', spell, { improvised: false, asPower: false })).toEqual({ ok: true, value: true });
  });

  it('a ritual of the catalogue passes this check (the cast refuses it later); an improvised one never', () => {
    expect(checkCastKind('LOREVAL', ritual, { improvised: false, asPower: false })).toEqual({ ok: true, value: true });
    expect(breach(checkCastKind('LOREVAL', ritual, { improvised: true, asPower: false }))).toEqual([improvisedRitual('LOREVAL')]);
    expect(breach(checkCastKind('ALMERA', ritual, { improvised: true, asPower: false }))).toEqual([improvisedRitual('ALMERA')]);
  });

  it('a special power is used as one; a spell or a ritual is not', () => {
    expect(checkCastKind('LOREVAL', power, { improvised: false, asPower: true })).toEqual({ ok: true, value: true });
    expect(breach(checkCastKind('LOREVAL', spell, { improvised: false, asPower: true }))).toEqual([notPower('Flammèche')]);
    expect(breach(checkCastKind('LOREVAL', ritual, { improvised: false, asPower: true }))).toEqual([notPower('Mur de brume')]);
  });

  it('an improvised ritual used as a power: the improvisation is refused first', () => {
    expect(breach(checkCastKind('LOREVAL', ritual, { improvised: true, asPower: true }))).toEqual([improvisedRitual('LOREVAL')]);
  });
});
