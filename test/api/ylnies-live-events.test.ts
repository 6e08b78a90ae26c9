/**
 * Ylnies sheets changed outside play reach the other screens live (issue 39 item 1): the GM's
 * `restoreMana`, `grantSkillIncreases` and `rollSkillIncreases`, and `trainSkill` by the GM or
 * the owner, each write their event (`mana.restored`, `skills.raised`, `training.recorded`) in
 * the mutation's one statement. The owner's `campaignEvents` and `characterChanged` streams
 * deliver them; another player sees them too (a PC's sheet is theirs to read), a refusal
 * writes none. Through yoga.fetch with the live hub, on each backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../src/rules/dice.js';
import { BACKENDS } from '../support/backends.js';
import { table } from '../support/flows.js';
import { type LiveTestApp, type Subscription, startLiveApp, subscribe } from '../support/live.js';

const sevens = { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 };
const TROLL = {
  race: 'TROLL',
  method: 'POINTS',
  bases: sevens,
  skills: [
    { name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 },
    { name: 'Arc', characteristic: 'PER', kind: 'SKILL', value: 6 },
    { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true },
  ],
  equipment: { weapons: [{ name: 'Hache de guerre', type: 'NORMAL' }], armour: { name: 'Cuir bouilli', type: 'LEATHER' }, other: [] },
};
const CREATE = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id sheet { ... on YlniesSheet { mana manaPoints } } } } } }`;
const EVENTS = `subscription($c: ID!) { campaignEvents(campaignId: $c) { type payload } }`;
const CHANGES = `subscription($id: ID!) { characterChanged(characterId: $id) { type characterId payload } }`;
const OUTBOX = `query($c: ID!) { campaign(id: $c) { events(first: 50) { edges { node { type } } } } }`;

describe.each(BACKENDS)('Ylnies progression and mana as live events on $name', (backend) => {
  let app: LiveTestApp;
  const open: Subscription[] = [];
  beforeAll(async () => {
    if (!backend.skipReason) {
      app = await startLiveApp(backend, { rng: seededRng(7) });
    }
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  const stream = async (query: string, variables: Record<string, unknown>, apiKey: string) => {
    const s = await subscribe(app.fetch, 'http://test/graphql', query, variables, apiKey);
    open.push(s);
    return s;
  };
  const ok = async (query: string, input: Record<string, unknown>, apiKey: string) => {
    const res = await app.gql(query, { input }, apiKey);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data;
  };

  test('mana restored, skills raised by the GM and by the dice, and training days: each reaches the owner’s and another player’s screens', async () => {
    const { gm, player, other, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    const made = (await ok(CREATE, { campaignId: campaign.id, name: 'Grok', ylnies: TROLL }, player.apiKey)).createCharacter;
    expect(made.__typename).toBe('CharacterPayload');
    const grok = made.character;
    await ok(`mutation($input: ActivateCharacterInput!) { activateCharacter(input: $input) { __typename } }`, { characterId: grok.id }, player.apiKey);
    // Spend some mana so that restoring it changes something.
    const cast = await ok(`mutation($input: YlniesCastInput!) { ylniesCast(input: $input) { __typename } }`, { casterId: grok.id, spell: 'Boule de feu', kind: 'BENEFICIAL', power: 5 }, player.apiKey);
    expect(cast.ylniesCast.__typename).toBe('YlniesCastPayload');

    const owner = await stream(EVENTS, { c: campaign.id }, player.apiKey);
    const sheet = await stream(CHANGES, { id: grok.id }, player.apiKey);
    const otherPlayer = await stream(EVENTS, { c: campaign.id }, other.apiKey);

    // A refusal (a player may not restore mana) writes no event.
    const refused = await app.gql(`mutation($input: RestoreManaInput!) { restoreMana(input: $input) { __typename } }`, { input: { characterId: grok.id } }, player.apiKey);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await ok(`mutation($input: RestoreManaInput!) { restoreMana(input: $input) { __typename } }`, { characterId: grok.id, amount: 3 }, gm.apiKey);
    const restored = { type: 'mana.restored', payload: { ruleset: 'YLNIES', characterId: grok.id, restored: 3, mana: grok.sheet.mana - 5 + 3, manaPoints: grok.sheet.manaPoints } };
    expect((await owner.next()).data.data.campaignEvents).toEqual(restored);
    expect((await sheet.next()).data.data.characterChanged).toEqual({ ...restored, characterId: grok.id });
    expect((await otherPlayer.next()).data.data.campaignEvents).toEqual(restored);

    await ok(`mutation($input: GrantSkillIncreasesInput!) { grantSkillIncreases(input: $input) { __typename } }`, { characterId: grok.id, increases: [{ skill: 'arc', amount: 1 }] }, gm.apiKey);
    const granted = { type: 'skills.raised', payload: { ruleset: 'YLNIES', characterId: grok.id, cause: 'GM', skills: [{ skill: 'Arc', before: 6, after: 7 }] } };
    expect((await owner.next()).data.data.campaignEvents).toEqual(granted);
    expect((await sheet.next()).data.data.characterChanged.payload).toEqual(granted.payload);

    // The event names each skill the dice raised, as the mutation's answer reports them.
    const answer = await ok(`mutation($input: RollSkillIncreasesInput!) { rollSkillIncreases(input: $input) { ... on RollSkillIncreasesPayload { rolls { skill before raised } } } }`, { characterId: grok.id, skills: ['Hache', 'Arc'] }, gm.apiKey);
    const raised = answer.rollSkillIncreases.rolls.filter((r: { raised: boolean }) => r.raised).map((r: { skill: string; before: number }) => ({ skill: r.skill, before: r.before, after: r.before + 1 }));
    const rolled = (await owner.next()).data.data.campaignEvents;
    expect(rolled.type).toBe('skills.raised');
    expect(rolled.payload).toMatchObject({ ruleset: 'YLNIES', characterId: grok.id, cause: 'ROLL', skills: raised });
    const arcAfterRoll = raised.some((r: { skill: string }) => r.skill === 'Arc') ? 8 : 7;
    expect(typeof rolled.payload.rollId).toBe('string');
    expect((await sheet.next()).data.data.characterChanged.type).toBe('skills.raised');

    const TRAIN = `mutation($input: TrainSkillInput!) { trainSkill(input: $input) { __typename } }`;
    await ok(TRAIN, { characterId: grok.id, skill: 'Arc', requiredDays: 5, maxBreakDays: 2, days: 2 }, gm.apiKey);
    expect((await owner.next()).data.data.campaignEvents.payload).toMatchObject({ skill: 'Arc', entry: 'TRAIN', days: 2, progressDays: 2, requiredDays: 5, completed: false, skills: [] });
    // The owner records the last days: the skill rises, and the GM's stream shows it.
    const gmStream = await stream(EVENTS, { c: campaign.id }, gm.apiKey);
    await ok(TRAIN, { characterId: grok.id, skill: 'Arc', days: 3 }, player.apiKey);
    const trained = { type: 'training.recorded', payload: { ruleset: 'YLNIES', characterId: grok.id, skill: 'Arc', entry: 'TRAIN', days: 3, progressDays: 0, requiredDays: 5, breakDays: 0, completed: true, lost: false, skills: [{ skill: 'Arc', before: arcAfterRoll, after: arcAfterRoll + 1 }] } };
    expect((await gmStream.next()).data.data.campaignEvents).toEqual(trained);
    expect((await owner.next()).data.data.campaignEvents).toEqual(trained);

    // Each mutation wrote exactly one event (the refusal none).
    const types = (await app.gql(OUTBOX, { c: campaign.id }, gm.apiKey)).data.campaign.events.edges.map((e: { node: { type: string } }) => e.node.type);
    expect(types.filter((t: string) => ['mana.restored', 'skills.raised', 'training.recorded'].includes(t)).sort()).toEqual(['mana.restored', 'skills.raised', 'skills.raised', 'training.recorded', 'training.recorded']);
  });
});
