/**
 * The largest screens in one statement (issue #11 goal 1, issue 26): the root row with the
 * caller's role and the key's check (src/graphql/authentication.ts), and in the same statement
 * everything below it — the root's lists sent in its own turn (src/graphql/eager.ts) with what the
 * caller may see decided inside their read, the character's campaign and owner joined to its row,
 * and each list bringing along the rows its children show (owners, who rolled, epochs, requests,
 * participants, authors).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, signUp, table } from '../support/flows.js';

const MODULES = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Agilité', scope: 3, polarity: 'POSITIVE', rank: 2 },
];

const ROLL_FIELDS = `seq kind faces requestedBy { name } character { id name } request { id } epoch { number } serverSeed verified verification`;

const CAMPAIGN_SCREEN = `query($id: ID!) { campaign(id: $id) { id name viewerRole inviteCode settings { creationBudget } fairnessEpoch { number }
  members { role user { name } }
  party { id name owner { name } sheet { ... on SmsSheet { modules { name rank } notation experience { available } wounds { id } fatigue { passing } } } }
  characters(first: 20) { edges { node { id name kind } } }
  openActionRequests(first: 10) { edges { node { id requestedBy { name } character { id name } } } }
  rolls(first: 10) { edges { node { ${ROLL_FIELDS} } } }
  scenarios(first: 5) { edges { node { title participants { id name } } } }
  sessions(first: 5) { edges { node { title } } }
  encounters(first: 5) { edges { node { id } } }
  fairnessEpochs(first: 5) { edges { node { number revealedBy { name } } } } } }`;

const CHARACTER_SCREEN = `query($id: ID!) { character(id: $id) { id name owner { name } campaign { id name viewerRole }
  sheet { ... on SmsSheet { modules { name rank } notation experience { available } wounds { id } } }
  rolls(first: 10) { edges { node { ${ROLL_FIELDS} } } }
  actionRequests(first: 10) { edges { node { id status requestedBy { name } character { name } } } }
  experienceLedger(first: 10) { edges { node { kind xp author { name } source { __typename } scenario { title } } } } } }`;

const ME_SCREEN = `{ me { id name campaigns(first: 10) { edges { node { id name viewerRole } } }
  characters(first: 10) { edges { node { id name campaign { id viewerRole } sheet { ... on SmsSheet { modules { name } experience { available } wounds { id } } } } } }
  openActionRequests(first: 10) { edges { node { id requestedBy { name } character { id name } } } } } }`;

describe.each(BACKENDS)('the largest query screens in one statement on $name', (backend) => {
  let app: TestApp;
  let screens: { gm: string; player: string; campaignId: string; pipId: string; encounterId: string };
  beforeAll(async () => {
    if (backend.skipReason) return;
    app = await startTestApp(backend);
    // A table with a little of everything: rolls asked for by the GM (some answering a request),
    // a revealed epoch (so rolls verify), a scenario with participants, a manual award.
    const { gm, player, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const grok = (await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: MODULES }, { name: 'Grok', kind: 'NPC' })).character;
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    const request = async () =>
      (await app.gql(`mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`, { input: { characterId: pip.id, difficulty: 8 } }, gm.apiKey)).data.requestAction.request.id;
    const resolve = (input: Record<string, unknown>, apiKey: string) =>
      app.gql(`mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename } }`, { input: { characterId: pip.id, moduleIds, ...input } }, apiKey);
    expect((await resolve({ difficulty: 8 }, gm.apiKey)).data.resolveAction.__typename).toBe('ResolveActionPayload');
    expect((await resolve({ requestId: await request() }, player.apiKey)).data.resolveAction.__typename).toBe('ResolveActionPayload');
    await request();
    await app.gql(`mutation($input: RevealFairnessSeedInput!) { revealFairnessSeed(input: $input) { __typename } }`, { input: { campaignId: campaign.id } }, gm.apiKey);
    await resolve({ difficulty: 9 }, gm.apiKey);
    await app.gql(`mutation($input: StartScenarioInput!) { startScenario(input: $input) { __typename } }`, { input: { campaignId: campaign.id, title: 'The siege', participantIds: [pip.id] } }, gm.apiKey);
    await app.gql(`mutation($input: AwardExperienceInput!) { awardExperience(input: $input) { __typename } }`, { input: { campaignId: campaign.id, characterIds: [pip.id], reason: 'Brave', xp: 2 } }, gm.apiKey);
    // Different initiatives: no roll-off, so the roll log stays the screens' three rolls.
    const participants = [
      { characterId: pip.id, initiative: 5 },
      { characterId: grok.id, initiative: 3 },
    ];
    const started = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { ... on EncounterPayload { encounter { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Ambush', participants } },
      gm.apiKey,
    );
    screens = { gm: gm.apiKey, player: player.apiKey, campaignId: campaign.id, pipId: pip.id, encounterId: started.data.startEncounter.encounter.id };
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function measured(query: string, variables: Record<string, unknown>, apiKey: string) {
    app.statements.reset();
    const res = await app.gql(query, variables, apiKey);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return { data: res.data, statements: [...app.statements.statements] };
  }

  test('the campaign screen: 1 statement for the GM and for a player, every list filled', async () => {
    const gm = await measured(CAMPAIGN_SCREEN, { id: screens.campaignId }, screens.gm);
    const c = gm.data.campaign;
    expect(c.party[0]).toMatchObject({ name: 'Pip', owner: { name: 'Paul the player' } });
    expect(c.openActionRequests.edges[0].node).toMatchObject({ requestedBy: { name: 'Gina the GM' }, character: { name: 'Pip' } });
    expect(c.rolls.edges).toHaveLength(3);
    // Seq 3 came after the reveal: its epoch is still secret; the first two verify.
    const bySeq = new Map(c.rolls.edges.map((e: { node: { seq: number } }) => [e.node.seq, e.node]));
    expect([1, 2, 3].map((seq) => (bySeq.get(seq) as { verified: boolean | null }).verified)).toEqual([true, true, null]);
    expect(bySeq.get(2)).toMatchObject({ requestedBy: { name: 'Paul the player' }, character: { name: 'Pip' }, request: { id: expect.any(String) }, epoch: { number: 1 } });
    expect(c.scenarios.edges[0].node.participants.map((p: { name: string }) => p.name)).toEqual(['Pip']);
    expect(c.fairnessEpochs.edges[1].node.revealedBy).toEqual({ name: 'Gina the GM' });
    expect(gm.statements, gm.statements.join('\n')).toHaveLength(1);

    const player = await measured(CAMPAIGN_SCREEN, { id: screens.campaignId }, screens.player);
    // The player's lists, decided in the read: the NPC is the GM's.
    expect(player.data.campaign.characters.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Pip']);
    expect(player.data.campaign.rolls.edges.map((e: { node: { character: { name: string } } }) => e.node.character.name)).toEqual(['Pip', 'Pip', 'Pip']);
    expect(player.data.campaign).toMatchObject({ viewerRole: 'PLAYER', inviteCode: null });
    expect(player.statements).toHaveLength(1);
  });

  test('the character screen with its campaign and owner: 1 statement', async () => {
    const { data, statements } = await measured(CHARACTER_SCREEN, { id: screens.pipId }, screens.player);
    const pip = data.character;
    expect(pip).toMatchObject({ name: 'Pip', owner: { name: 'Paul the player' }, campaign: { viewerRole: 'PLAYER' } });
    expect(pip.rolls.edges.map((e: { node: { requestedBy: { name: string } } }) => e.node.requestedBy.name)).toEqual(['Gina the GM', 'Paul the player', 'Gina the GM']);
    expect(pip.actionRequests.edges.map((e: { node: { status: string } }) => e.node.status).sort()).toEqual(['OPEN', 'RESOLVED']);
    expect(pip.experienceLedger.edges[0].node).toMatchObject({ kind: 'AWARD', xp: 2, author: { name: 'Gina the GM' }, source: null });
    expect(statements, statements.join('\n')).toHaveLength(1);
    // Newest first: the last roll's epoch is still secret, the first two verify.
    expect(pip.rolls.edges.map((e: { node: { verified: boolean | null } }) => e.node.verified)).toEqual([null, true, true]);
  });

  test('the player’s own screen (me): 1 statement', async () => {
    const { data, statements } = await measured(ME_SCREEN, {}, screens.player);
    expect(data.me.characters.edges[0].node).toMatchObject({ name: 'Pip', campaign: { viewerRole: 'PLAYER' } });
    expect(data.me.openActionRequests.edges[0].node).toMatchObject({ requestedBy: { name: 'Gina the GM' }, character: { name: 'Pip' } });
    // Its lists go in `me`'s own turn (src/graphql/eager.ts).
    expect(statements).toHaveLength(1);
  });

  test('lists sent before their character is read show nothing the caller may not see, and refuse as before', async () => {
    const stranger = await signUp(app, 'Stranger');
    // Another campaign's character: null, and none of its rolls anywhere in the answer.
    const hidden = await app.gql(CHARACTER_SCREEN, { id: screens.pipId }, stranger.apiKey);
    expect(hidden.data.character).toBeNull();
    expect(hidden.errors).toBeUndefined();
    expect(JSON.stringify(hidden)).not.toMatch(/Gina the GM|serverSeed|"seq"/);
    // A bad cursor on a list run early is the error it always was, on that list only.
    const bad = await app.gql(`query($id: ID!) { character(id: $id) { name rolls(first: 2, after: "not-a-seq") { edges { node { seq } } } } }`, { id: screens.pipId }, screens.player);
    expect((bad.errors as { path?: unknown[] }[] | undefined)?.map((e) => e.path)).toEqual([['character', 'rolls']]);
    expect(bad.data.character).toBeNull();
    // The campaign screen, asked by a stranger: null, and none of its rows anywhere in the answer.
    const refused = await app.gql(CAMPAIGN_SCREEN, { id: screens.campaignId }, stranger.apiKey);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(refused)).not.toMatch(/Pip|Grok|Gina the GM|The siege|serverSeed/);
  });

  test('me’s characters and requests as the caller may see them: no NPC is anyone’s, not even by a hand edit, 1 statement', async () => {
    const { gm, player, campaign } = await table(app);
    const create = async (key: string, name: string) => (await createSmsCharacter(app, key, campaign.id, { race: 'HUMAN', modules: MODULES }, { name })).character.id as string;
    const pip = await create(player.apiKey, 'Pip');
    const mask = await create(player.apiKey, 'Masque');
    const double = await create(gm.apiKey, 'Doublure');
    const ask = async (characterId: string) =>
      (await app.gql(`mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`, { input: { characterId, difficulty: 8 } }, gm.apiKey)).data.requestAction.request.id as string;
    const onPip = await ask(pip);
    await ask(mask);
    await ask(double);
    // A store once could hold an NPC that names an owner (imported before the archive refused them,
    // or edited by hand); the database refuses it now (characters_npc_no_owner_ck, migration 0012,
    // docs/architecture.md §Data integrity), the player's character as the GM's. What such a row
    // became at the migration, an NPC without its owner, is written instead.
    const toNpc = (id: string, owner: 'kept' | 'cleared') =>
      app.database.db
        .execute(sql`update characters set kind = 'NPC'${owner === 'cleared' ? sql`, owner_id = null` : sql``} where id = ${decodeId('Character', id)!}::uuid`)
        .then(
          () => 'written',
          (e: { cause?: { constraint?: string } }) => e.cause?.constraint,
        );
    expect(await toNpc(mask, 'kept')).toBe('characters_npc_no_owner_ck');
    expect(await toNpc(double, 'kept')).toBe('characters_npc_no_owner_ck');
    expect(await toNpc(mask, 'cleared')).toBe('written');
    expect(await toNpc(double, 'cleared')).toBe('written');
    const ME = `{ me { playedCharacters(first: 10) { edges { node { id } } } characters(first: 10) { edges { node { id } } }
      actionRequestsToAnswer(first: 10) { edges { node { id character { id } } } } openActionRequests(first: 10) { edges { node { id character { id } } } } } }`;
    const ids = (list: { edges: { node: { id: string } }[] }) => list.edges.map((e) => e.node.id);

    // The player: their PC only, as `character(id)` answers.
    const mine = await measured(ME, {}, player.apiKey);
    expect(ids(mine.data.me.playedCharacters)).toEqual([pip]);
    expect(ids(mine.data.me.characters)).toEqual([pip]);
    expect(mine.data.me.actionRequestsToAnswer.edges).toEqual([{ node: { id: onPip, character: { id: pip } } }]);
    expect(mine.data.me.openActionRequests).toEqual(mine.data.me.actionRequestsToAnswer);
    expect(mine.statements, mine.statements.join('\n')).toHaveLength(1);
    expect((await app.gql(`query($id: ID!) { character(id: $id) { id } }`, { id: mask }, player.apiKey)).data.character).toBeNull();

    // Nor does the GM play one: NPCs are nobody's, so neither of the GM's lists names one.
    const gms = await measured(ME, {}, gm.apiKey);
    expect(ids(gms.data.me.playedCharacters)).toEqual([]);
    expect(gms.data.me.actionRequestsToAnswer.edges).toEqual([]);
    expect(gms.statements, gms.statements.join('\n')).toHaveLength(1);
  });

  test('the encounter screen with its participants’ sheets and its campaign: 1 statement', async () => {
    const ENCOUNTER_SCREEN = `query($id: ID!) { encounter(id: $id) { name round campaign { name viewerRole }
      participants { name kind current character { id name status } } currentParticipant { name character { name } } } }`;
    const gm = await measured(ENCOUNTER_SCREEN, { id: screens.encounterId }, screens.gm);
    expect(gm.data.encounter.campaign.viewerRole).toBe('GM');
    expect(gm.data.encounter.participants.map((p: { character: { name: string } }) => p.character.name).sort()).toEqual(['Grok', 'Pip']);
    expect(gm.statements, gm.statements.join('\n')).toHaveLength(1);
    // A player sees the NPC's name in the order, never its sheet.
    const player = await measured(ENCOUNTER_SCREEN, { id: screens.encounterId }, screens.player);
    expect(player.data.encounter.campaign.viewerRole).toBe('PLAYER');
    const byName = new Map(player.data.encounter.participants.map((p: { name: string; character: unknown }) => [p.name, p.character]));
    expect(byName.get('Grok')).toBeNull();
    expect(byName.get('Pip')).toMatchObject({ name: 'Pip' });
    expect(player.statements).toHaveLength(1);
    // A stranger: nothing, as if it did not exist.
    const stranger = await signUp(app, 'Passer-by');
    const none = await app.gql(ENCOUNTER_SCREEN, { id: screens.encounterId }, stranger.apiKey);
    expect(none.data.encounter).toBeNull();
    expect(JSON.stringify(none)).not.toMatch(/Pip|Grok|Ambush/);
  });

  test('node(id) on a character or a campaign, with their lists: 1 statement', async () => {
    const query = `query($id: ID!) { node(id: $id) { id
      ... on Character { name owner { name } campaign { name } rolls(first: 5) { edges { node { seq } } } }
      ... on Campaign { name party { name } rolls(first: 5) { edges { node { seq character { name } } } } } } }`;
    const pip = await measured(query, { id: screens.pipId }, screens.gm);
    expect(pip.data.node).toMatchObject({ id: screens.pipId, name: 'Pip', owner: { name: 'Paul the player' } });
    expect(pip.data.node.rolls.edges).toHaveLength(3);
    expect(pip.statements, pip.statements.join('\n')).toHaveLength(1);
    const campaign = await measured(query, { id: screens.campaignId }, screens.player);
    expect(campaign.data.node.party.map((p: { name: string }) => p.name)).toEqual(['Pip']);
    expect(campaign.data.node.rolls.edges).toHaveLength(3);
    expect(campaign.statements, campaign.statements.join('\n')).toHaveLength(1);
  });
});
