/**
 * The magic refusals decided in src/rules/magic before any die (issue #10), through the API:
 * each mutation returns the rules core's code, citation and message as they were when the
 * resolvers built them, and a refused request writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';

type Table = Awaited<ReturnType<typeof table>>;

const REFUSAL = '... on RuleViolation { code message rule } ... on ValidationError { issues { path message } }';
const CAST = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ${REFUSAL} } }`;
const POWER = `mutation($input: UseSpecialPowerInput!) { useSpecialPower(input: $input) { __typename ${REFUSAL} } }`;
const RITUAL = `mutation($input: PerformRitualInput!) { performRitual(input: $input) { __typename ${REFUSAL} } }`;
const COUNTER = `mutation($input: CounterSpellInput!) { counterSpell(input: $input) { __typename ${REFUSAL} } }`;
const DISPEL = `mutation($input: DispelInput!) { dispel(input: $input) { __typename ${REFUSAL} } }`;
const DEFINE = `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } ${REFUSAL} } }`;
const START = `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } ... on Error { message } } }`;
const DECLARE = `mutation($input: DeclareActionInput!) { declareAction(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id kind } } ... on Error { message } } }`;
const VERSION = `query($id: ID!) { character(id: $id) { version sheet { ... on SmsSheet { fatigue { passing lasting } magicEffects { id } } } } }`;

describe.each(BACKENDS)('magic refusals on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  const gql = async (q: string, input: unknown, key: string) => {
    const r = await app.gql(q, { input }, key);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return Object.values(r.data)[0] as Record<string, unknown>;
  };

  /** An activated PC of the player, with Arcane magic at rank 3 added by the GM. */
  async function mage(t: Table, name: string) {
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name });
    const id = created.character.id as string;
    await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id }, t.player.apiKey);
    const added = await app.gql(
      `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { modules { id } } } } } } }`,
      { input: { characterId: id, module: { name: 'Pouvoir des arcanes', scope: 5, polarity: 'POSITIVE', rank: 3 } } },
      t.gm.apiKey,
    );
    return { id, moduleId: added.data.addModule.character.sheet.modules[0].id as string };
  }
  const define = async (t: Table, spell: Record<string, unknown>) => {
    const r = await gql(DEFINE, { campaignId: t.campaign.id, ...spell }, t.gm.apiKey);
    expect(r.__typename, JSON.stringify(r)).toBe('SpellPayload');
    return (r.spell as { id: string }).id;
  };
  const state = async (id: string, key: string) => (await app.gql(VERSION, { id }, key)).data.character;
  const SPELL = { name: 'Éclair', source: 'ARCANE', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };

  test('casting: a spell is no special power; assistants are others, each once; declared modules are one’s own', async () => {
    const t = await table(app);
    const m = await mage(t, 'Arcaniste');
    const ally = await mage(t, 'Allié');
    const before = await state(m.id, t.player.apiKey);
    const spellId = await define(t, SPELL);
    expect(await gql(POWER, { characterId: m.id, spellId }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'NOT_A_SPECIAL_POWER',
      message: 'Éclair is not a special power.',
      rule: 'MAGIC LOREVAL §Pouvoirs particuliers: special powers come from Harmony, Conviction or Heroism',
    });
    expect(await gql(CAST, { characterId: m.id, spellId, assistants: [{ characterId: m.id }] }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'ASSISTS_ONESELF',
      message: 'The caster cannot assist its own spell.',
      rule: 'SMS §2: an assistant is another character',
    });
    expect(await gql(CAST, { characterId: m.id, spellId, assistants: [{ characterId: ally.id }, { characterId: ally.id }] }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'DUPLICATE_ASSISTANT',
      message: 'Each assistant helps once.',
      rule: 'SMS §2: collaborative actions',
    });
    expect(await gql(CAST, { characterId: m.id, spellId, moduleIds: [ally.moduleId] }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'MODULE_NOT_ON_SHEET',
      message: "That module is not on Arcaniste's sheet.",
      rule: 'SMS §2.1: the player declares modules of the character’s own sheet',
    });
    expect(await state(m.id, t.player.apiKey)).toEqual(before);
  });

  test('rituals: only a ritual is performed; the performer is no participant', async () => {
    const t = await table(app);
    const m = await mage(t, 'Ritualiste');
    const before = await state(m.id, t.player.apiKey);
    const spellId = await define(t, SPELL);
    expect(await gql(RITUAL, { characterId: m.id, ritualSpellId: spellId }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'NOT_A_RITUAL',
      message: 'Éclair is a spell, not a ritual.',
      rule: 'MAGIC LOREVAL §La magie rituelle: only a ritual is performed as a ritual',
    });
    const ritualId = await define(t, { ...SPELL, name: 'Cercle', kind: 'RITUAL', ritual: { castingTime: '1 hour', prerequisites: [] } });
    expect(await gql(RITUAL, { characterId: m.id, ritualSpellId: ritualId, participants: [{ characterId: m.id }] }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'DUPLICATE_PARTICIPANT',
      message: 'Each participant takes part once, the performer apart.',
      rule: 'SMS §2: collaborative actions',
    });
    expect(await state(m.id, t.player.apiKey)).toEqual(before);
  });

  test('counter-spells and dispels name what they counter; one’s action is no counter-spell', async () => {
    const t = await table(app);
    const m = await mage(t, 'Contre');
    const other = await mage(t, 'Cible');
    const before = await state(m.id, t.player.apiKey);
    expect(await gql(COUNTER, { characterId: m.id, againstSpell: { source: 'ARCANE' } }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'COUNTERED_SPELL_UNKNOWN',
      message: 'Say which spell is countered: its power and its form or source (or its spellId).',
      rule: 'MAGIC: a counter-spell is measured against the power of the spell it counters',
    });
    expect(await gql(COUNTER, { characterId: m.id, againstSpell: { source: 'ARCANE', power: 1 } }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'INTERRUPT_BASE_DIE_REQUIRED',
      message: 'Give the caster (a PC: its score for the spell is the base) or the GM’s base die to interrupt it.',
      rule: 'MAGIC LOREVAL §Effets magiques universels: the base difficulty to interrupt the caster depends on the caster’s skill',
    });
    const start = await gql(START, { campaignId: t.campaign.id, name: 'Duel', participants: [{ characterId: m.id, initiative: 5 }, { characterId: other.id, initiative: 3 }] }, t.gm.apiKey);
    const encounterId = (start.encounter as { id: string }).id;
    const declared = await gql(DECLARE, { encounterId, characterId: m.id, castsSpell: true }, t.player.apiKey);
    expect(declared.declaration).toMatchObject({ kind: 'ACTION' });
    const declarationId = (declared.declaration as { id: string }).id;
    expect(await gql(COUNTER, { characterId: m.id, againstSpell: { source: 'ARCANE', power: 1 }, encounterId, declarationId }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'COUNTER_SPELL_IS_NOT_AN_ACTION',
      message: 'A counter-spell answers a spell being cast: declare it as a reaction or an intervention.',
      rule: 'MAGIC LOREVAL §Effets magiques universels: one reacts (if targeted) or intervenes to counter a spell',
    });
    expect(await gql(DISPEL, { characterId: m.id, targetCharacterId: other.id, effectId: 'gone' }, t.player.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'NO_SUCH_EFFECT',
      message: 'That effect is not (or no longer) on the character.',
      rule: 'MAGIC LOREVAL §Effets magiques universels: a dispel undoes an effect in place',
    });
    expect(await state(m.id, t.player.apiKey)).toEqual(before);
  });

  test('the catalogue: a ritual carries its own parameters; a campaign without SMS magic has no catalogue', async () => {
    const t = await table(app);
    expect(await gql(DEFINE, { campaignId: t.campaign.id, ...SPELL, name: 'Cercle', kind: 'RITUAL', ritual: { castingTime: '1 hour', prerequisites: [] }, parameters: { area: 1 } }, t.gm.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'PARAMETERS_NOT_ALLOWED',
      message: 'Cercle: a ritual carries its own range, area and duration.',
      rule: 'MAGIC LOREVAL §La magie rituelle: its range, area and duration are part of it, never a casting malus',
    });
    const y = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    expect(await gql(DEFINE, { campaignId: y.campaign.id, ...SPELL }, y.gm.apiKey)).toEqual({
      __typename: 'RuleViolation',
      code: 'NOT_SMS_MAGIC',
      message: 'Magic of this kind belongs to SMS campaigns.',
      rule: 'MAGIC: a campaign picks LOREVAL or ALMERA magic (SMS only)',
    });
  });
});
