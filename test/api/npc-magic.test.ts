/**
 * Issue 39 item 7, NPCs in the magic under decision 44 (only players roll), through the API:
 * - the GM announces an NPC's spell (`announceNpcSpell`, GM only, an NPC only): every member
 *   reads it (`Campaign.spellAnnouncements`, no NPC number in it) and a PC counters it by naming
 *   the NPC, whose base die the server supplies;
 * - an NPC with no definition: the player's counter is refused in words that say the GM acts,
 *   and the GM's base die makes it work;
 * - an NPC counters a PC's declared spell in the encounter (`react` with `countersSpell`): the
 *   cast is rolled against the harder of its die and the NPC's (docs/rules.md §6 decision 58).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';

type Table = Awaited<ReturnType<typeof table>>;

const ERRORS = `... on RuleViolation { code message } ... on ValidationError { issues { path message } } ... on Error { message }`;
const ANNOUNCE = `mutation($input: AnnounceNpcSpellInput!) { announceNpcSpell(input: $input) { __typename
  ... on AnnounceNpcSpellPayload { announcement { eventId casterId casterName spellName power source ritual targets { characterId name } } } ${ERRORS} } }`;
const ANNOUNCED = `query($id: ID!) { campaign(id: $id) { spellAnnouncements { casterId casterName spellName power source targets { name } } } }`;
const COUNTER = `mutation($input: CounterSpellInput!) { counterSpell(input: $input) { __typename
  ... on CounterSpellPayload { result { actionKind difficulty { die steps { label(locale: EN) points } } } } ${ERRORS} } }`;
const CAST = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename
  ... on CastSpellPayload { result { difficulty { die steps { label(locale: EN) points } } } } ${ERRORS} } }`;
const START = `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } ${ERRORS} } }`;
const DECLARE = `mutation($input: DeclareActionInput!) { declareAction(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ${ERRORS} } }`;
const REACT = `mutation($input: ReactInput!) { react(input: $input) { __typename
  ... on EncounterDeclarationPayload { declaration { id countersSpell castsSpell } } ${ERRORS} } }`;
const DEFINE_NPC = `mutation($input: DefineNpcInput!) { defineNpc(input: $input) { __typename ${ERRORS} } }`;
const BOLT = { name: 'Éclair', source: 'ARCANE', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };

describe.each(BACKENDS)('NPCs in the magic on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  const gql = async (q: string, input: unknown, key: string) => {
    const r = await app.gql(q, { input }, key);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return Object.values(r.data as Record<string, any>)[0];
  };

  async function mage(t: Table, name: string, rank = 3) {
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name });
    const id = created.character.id as string;
    await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id }, t.player.apiKey);
    await gql(`mutation($input: AddModuleInput!) { addModule(input: $input) { __typename } }`, { characterId: id, module: { name: 'Pouvoir des arcanes', scope: 5, polarity: 'POSITIVE', rank } }, t.gm.apiKey);
    return id;
  }

  async function npc(t: Table, name: string, defence?: number) {
    const id = (await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { modules: [] }, { name, kind: 'NPC' })).character.id as string;
    if (defence) expect((await gql(DEFINE_NPC, { characterId: id, role: 'ONE_SHOT', method: 'SIMPLE', attack: defence, defence }, t.gm.apiKey)).__typename).toBe('CharacterPayload');
    return id;
  }

  test('the GM announces an NPC’s spell; every member reads it without NPC numbers; the targeted PC counters it by naming the NPC', async () => {
    const t = await table(app);
    const pip = await mage(t, 'Pip');
    const grohk = await npc(t, 'Grohk', 8);
    const fireball = { name: 'Boule de feu', power: 3, source: 'ARCANE' };

    // A player may not announce for an NPC (not theirs), nor the GM for a PC (its player rolls).
    const byPlayer = await app.gql(ANNOUNCE, { input: { casterId: grohk, spell: fireball, targetIds: [pip] } }, t.player.apiKey);
    expect(byPlayer.data?.announceNpcSpell?.__typename ?? byPlayer.errors?.[0]?.extensions?.code).not.toBe('AnnounceNpcSpellPayload');
    const forPc = await gql(ANNOUNCE, { casterId: pip, spell: fireball }, t.gm.apiKey);
    expect(forPc).toMatchObject({ __typename: 'RuleViolation', code: 'ANNOUNCE_IS_FOR_NPCS' });
    const noSpell = await gql(ANNOUNCE, { casterId: grohk }, t.gm.apiKey);
    expect(noSpell.__typename).toBe('ValidationError');

    const announced = await gql(ANNOUNCE, { casterId: grohk, spell: fireball, targetIds: [pip] }, t.gm.apiKey);
    expect(announced.__typename, JSON.stringify(announced)).toBe('AnnounceNpcSpellPayload');
    expect(announced.announcement).toMatchObject({ casterId: grohk, casterName: 'Grohk', spellName: 'Boule de feu', power: 3, source: 'ARCANE', ritual: false, targets: [{ characterId: pip, name: 'Pip' }] });

    // The player's screen reads it; what it carries is what the table heard, no base die.
    const seen = await app.gql(ANNOUNCED, { id: t.campaign.id }, t.player.apiKey);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.campaign.spellAnnouncements).toEqual([{ casterId: grohk, casterName: 'Grohk', spellName: 'Boule de feu', power: 3, source: 'ARCANE', targets: [{ name: 'Pip' }] }]);
    const events = await app.gql(`query($id: ID!) { campaign(id: $id) { events(type: "spell.announced", first: 5) { edges { node { payload } } } } }`, { id: t.campaign.id }, t.gm.apiKey);
    const payload = events.data.campaign.events.edges[0].node.payload;
    expect(payload).toMatchObject({ casterName: 'Grohk', spellName: 'Boule de feu', power: 3 });
    expect(JSON.stringify(payload)).not.toMatch(/baseDie|defence|attack/);

    // Pip is targeted: a reaction; the die is Grohk's base die D8 + 2 per power level above 1 = D12.
    const countered = await gql(COUNTER, { characterId: pip, againstSpell: { casterId: grohk, power: 3, source: 'ARCANE' }, countererIsTarget: true, clientSeed: 'a' }, t.player.apiKey);
    expect(countered.__typename, JSON.stringify(countered)).toBe('CounterSpellPayload');
    expect(countered.result.actionKind).toBe('REACTION');
    expect(countered.result.difficulty.steps[0]).toEqual({ label: 'base die to interrupt this caster D8', points: 8 });
    expect(countered.result.difficulty.die).toBe(12);
  });

  test('an NPC without a definition: the player’s counter says the GM must act; the GM’s base die makes it work', async () => {
    const t = await table(app);
    const pip = await mage(t, 'Pip');
    const nameless = await npc(t, 'Ombre');
    const refused = await gql(COUNTER, { characterId: pip, againstSpell: { casterId: nameless, power: 1, source: 'ARCANE' }, clientSeed: 'b' }, t.player.apiKey);
    expect(refused).toMatchObject({ __typename: 'RuleViolation', code: 'NPC_BASE_DIE_UNKNOWN' });
    expect(refused.message).toContain('ask the GM');
    const byGm = await gql(COUNTER, { characterId: pip, againstSpell: { casterId: nameless, power: 1, source: 'ARCANE', interruptBaseDie: 4 }, clientSeed: 'c' }, t.gm.apiKey);
    expect(byGm.__typename, JSON.stringify(byGm)).toBe('CounterSpellPayload');
    expect(byGm.result.difficulty.die).toBe(4);
  });

  test('an NPC counters a PC’s declared spell: the cast faces the harder of its die and the NPC’s', async () => {
    const t = await table(app);
    const pip = await mage(t, 'Pip');
    const grohk = await npc(t, 'Grohk', 8);
    const ombre = await npc(t, 'Ombre');
    const started = await gql(START, { campaignId: t.campaign.id, name: 'Duel', participants: [{ characterId: pip, initiative: 9 }, { characterId: grohk, initiative: 5 }, { characterId: ombre, initiative: 3 }] }, t.gm.apiKey);
    const encounterId = started.encounter.id;
    const declared = await gql(DECLARE, { encounterId, characterId: pip, castsSpell: true, targetIds: [grohk] }, t.player.apiKey);
    const on = declared.declaration.id;

    // A player cannot counter "as an NPC" for their own PC (a PC counters by rolling).
    const byPc = await gql(REACT, { encounterId, characterId: pip, onDeclarationId: on, countersSpell: true }, t.gm.apiKey);
    expect(byPc.__typename).toBe('RuleViolation');
    // An NPC with no base die: the GM is asked for the die.
    const unknown = await gql(`mutation($input: InterveneInput!) { intervene(input: $input) { __typename ${ERRORS} } }`, { encounterId, characterId: ombre, onDeclarationId: on, countersSpell: true }, t.gm.apiKey);
    expect(unknown).toMatchObject({ __typename: 'RuleViolation', code: 'NPC_COUNTER_DIE_UNKNOWN' });

    const reacted = await gql(REACT, { encounterId, characterId: grohk, onDeclarationId: on, countersSpell: true }, t.gm.apiKey);
    expect(reacted.__typename, JSON.stringify(reacted)).toBe('EncounterDeclarationPayload');
    expect(reacted.declaration).toMatchObject({ countersSpell: true, castsSpell: true });
    // The player's view of the declaration says it counters, not with what die.
    const view = await app.gql(`query($id: ID!) { node(id: $id) { ... on Encounter { declarations { countersSpell } } } }`, { id: encounterId }, t.player.apiKey);
    expect(JSON.stringify(view.data)).toContain('"countersSpell":true');

    // The bolt alone is D4; Grohk's counter lifts it to his D8, one step shown, the die used.
    const cast = await gql(CAST, { characterId: pip, improvised: BOLT, encounterId, declarationId: on, clientSeed: 'd' }, t.player.apiKey);
    expect(cast.__typename, JSON.stringify(cast)).toBe('CastSpellPayload');
    const steps = cast.result.difficulty.steps;
    expect(steps.at(-1)).toEqual({ label: 'Grohk counters the spell: its difficulty D8', points: 4 });
    expect(steps.reduce((s: number, x: { points: number }) => s + x.points, 0)).toBe(8);
    expect(cast.result.difficulty.die).toBe(8);
  });
});
