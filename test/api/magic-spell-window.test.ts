/**
 * Issue 22, items 17 and 18, through the API on both magic systems:
 * - one spell per action (seed 003 « limitée à une par action », « doit attendre la séquence …
 *   qui suit son action »; seed 000 « Entre deux actions … un seul sort, soit lors de son action,
 *   soit lors de sa réaction, ou soit lors de son intervention »): a spell declared as the action
 *   leaves no second spell in that turn, and a counter-spell as a reaction leaves none for the
 *   next action; the window reopens when the caster's turn ends (docs/rules.md S1);
 * - a maintained duration spell keeps its caster from recovering lasting fatigue by `recover`
 *   (seed 000 « l'empêchant de se reposer et de retrouver sa pleine énergie »).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';

type Table = Awaited<ReturnType<typeof table>>;

const ERRORS = `... on RuleViolation { code rule } ... on ValidationError { issues { path message } }`;
const CAST = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ... on CastSpellPayload { result { outcome } } ${ERRORS} } }`;
const COUNTER = `mutation($input: CounterSpellInput!) { counterSpell(input: $input) { __typename ... on CounterSpellPayload { result { actionKind success } } ${ERRORS} } }`;
const DECLARATION = `... on EncounterDeclarationPayload { declaration { id } encounter { participants { name spellCast } } }`;
const DECLARE = `mutation($input: DeclareActionInput!) { declareAction(input: $input) { __typename ${DECLARATION} ${ERRORS} } }`;
const REACT = `mutation($input: ReactInput!) { react(input: $input) { __typename ${DECLARATION} ${ERRORS} } }`;
const NEXT = `mutation($input: NextTurnInput!) { nextTurn(input: $input) { __typename ... on EncounterPayload { encounter { round turn } } ${ERRORS} } }`;
const START = `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } ${ERRORS} } }`;
const RECOVER = `mutation($input: RecoverInput!) { recover(input: $input) { __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { fatigue { lasting } } } } } ${ERRORS} } }`;
const SHEET = `query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { fatigue { lasting } } } } }`;

const ONE_SPELL = { __typename: 'RuleViolation', code: 'ONE_SPELL_BETWEEN_ACTIONS', rule: "SMS §5: one spell between two of one's own actions" };

const VARIANTS = [
  { variant: 'LOREVAL', campaign: undefined, module: 'Pouvoir des arcanes', spell: { name: 'Éclair', source: 'ARCANE', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] }, against: { source: 'ARCANE', power: 1 } },
  {
    variant: 'ALMERA',
    campaign: { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' },
    module: 'Pouvoir des Esprits',
    spell: { name: 'Souffle', source: 'SPIRITS', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] },
    against: { source: 'SPIRITS', power: 1, level: 1 },
  },
] as const;

describe.each(BACKENDS)('the one-spell window and maintained spells on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    // Every face is the lowest: every roll succeeds.
    if (!backend.skipReason) app = await startTestApp(backend, { rng: { int: (min) => min } });
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  const gql = async (q: string, input: unknown, key: string) => {
    const r = await app.gql(q, { input }, key);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return Object.values(r.data as Record<string, any>)[0];
  };

  /** A player's PC with one magic module, raised by the GM. */
  async function mage(t: Table, name: string, module: string, rank = 3) {
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name });
    const id = created.character.id as string;
    expect((await gql(`mutation($input: ActivateCharacterInput!) { activateCharacter(input: $input) { __typename } }`, { characterId: id }, t.player.apiKey)).__typename).toBe('CharacterPayload');
    const added = await gql(
      `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename } }`,
      { characterId: id, module: { name: module, scope: 5, polarity: 'POSITIVE', rank } },
      t.gm.apiKey,
    );
    expect(added.__typename).toBe('CharacterPayload');
    return id;
  }

  for (const v of VARIANTS) {
    test(`${v.variant}: a spell declared as the action is the turn’s one spell; a counter-spell in a reaction leaves the next action none`, async () => {
      const t = await table(app, v.campaign);
      const key = t.player.apiKey;
      const aria = await mage(t, 'Aria', v.module);
      const bram = await mage(t, 'Bram', v.module);
      const started = await gql(START, { campaignId: t.campaign.id, name: 'Duel', participants: [{ characterId: aria, initiative: 9 }, { characterId: bram, initiative: 5 }] }, t.gm.apiKey);
      const encounterId = started.encounter.id;
      const spellCast = (d: any) => d.encounter.participants.map((p: any) => [p.name, p.spellCast]);

      // Round 1, Aria's turn: her action casts a spell …
      const action = await gql(DECLARE, { encounterId, characterId: aria, castsSpell: true }, key);
      expect(spellCast(action)).toEqual([
        ['Aria', true],
        ['Bram', false],
      ]);
      expect((await gql(CAST, { characterId: aria, improvised: v.spell, encounterId, declarationId: action.declaration.id }, key)).__typename).toBe('CastSpellPayload');
      // … and a second spell in the same turn is refused.
      expect(await gql(CAST, { characterId: aria, improvised: v.spell, encounterId }, key)).toMatchObject(ONE_SPELL);

      // Her turn over, she may counter Bram's spell aimed at her in the rest of the round.
      expect((await gql(NEXT, { encounterId }, t.gm.apiKey)).__typename).toBe('EncounterPayload');
      const bramAct = await gql(DECLARE, { encounterId, characterId: bram, castsSpell: true, targetIds: [aria] }, key);
      const reaction = await gql(REACT, { encounterId, characterId: aria, onDeclarationId: bramAct.declaration.id, castsSpell: true }, key);
      expect(reaction.__typename).toBe('EncounterDeclarationPayload');
      const counter = await gql(COUNTER, { characterId: aria, againstSpell: { ...v.against, casterId: bram }, encounterId, declarationId: reaction.declaration.id }, key);
      expect(counter).toMatchObject({ __typename: 'CounterSpellPayload', result: { actionKind: 'REACTION' } });

      // Round 2, Aria's turn: the counter-spell was the window's spell — none in her action,
      // whether announced with it or cast once the action is declared.
      expect((await gql(NEXT, { encounterId }, t.gm.apiKey)).encounter).toEqual({ round: 2, turn: 0 });
      expect(await gql(DECLARE, { encounterId, characterId: aria, castsSpell: true }, key)).toMatchObject(ONE_SPELL);
      expect((await gql(DECLARE, { encounterId, characterId: aria }, key)).__typename).toBe('EncounterDeclarationPayload');
      expect(await gql(CAST, { characterId: aria, improvised: v.spell, encounterId }, key)).toMatchObject(ONE_SPELL);

      // Her turn over, a new window opens.
      expect((await gql(NEXT, { encounterId }, t.gm.apiKey)).__typename).toBe('EncounterPayload');
      expect((await gql(CAST, { characterId: aria, improvised: v.spell, encounterId }, key)).__typename).toBe('CastSpellPayload');
    });
  }

  test('LOREVAL: a maintained duration spell keeps `recover` (rest or sleep) from clearing lasting fatigue until it is gone', async () => {
    const t = await table(app);
    const key = t.player.apiKey;
    const toruk = await mage(t, 'Toruk', 'Magie naturelle');
    const climb = { name: 'Escalade', source: 'NATURAL', power: 3, nature: 'ENHANCEMENT', effects: [{ kind: 'ENHANCEMENT', module: { name: 'Escalade', scope: 3, rank: 1 } }] };
    // Duration "short" (−1): about ten minutes; the cast costs one level of lasting fatigue.
    expect((await gql(CAST, { characterId: toruk, improvised: climb, parameters: { duration: 1 } }, key)).result.outcome).toBe('SUCCESS');
    const blocked = { __typename: 'RuleViolation', code: 'MAINTAINED_SPELL', rule: 'MAGIC LOREVAL §Durée: a spell with a duration keeps its caster from resting and recovering its full energy while it lasts' };
    expect(await gql(RECOVER, { characterId: toruk, mode: 'REST_HOURS', hours: 2 }, key)).toMatchObject(blocked);
    expect(await gql(RECOVER, { characterId: toruk, mode: 'SLEEP' }, key)).toMatchObject(blocked);
    expect(await gql(RECOVER, { characterId: toruk, mode: 'SLEEP', elfinTrance: false, hours: 3 }, key)).toMatchObject(blocked);
    // Refused, nothing changed; other kinds of recovery are not lasting fatigue and still work.
    expect((await app.gql(SHEET, { id: toruk }, key)).data.character.sheet.fatigue.lasting).toBe(1);
    expect((await gql(RECOVER, { characterId: toruk, mode: 'CATCH_BREATH' }, key)).__typename).toBe('CharacterPayload');
    // Once the spell has run out (eleven minutes later) the rest works again.
    app.clock.advance(11 * 60 * 1000);
    const rested = await gql(RECOVER, { characterId: toruk, mode: 'REST_HOURS', hours: 1 }, key);
    expect(rested.character.sheet.fatigue.lasting).toBe(0);
  });
});
