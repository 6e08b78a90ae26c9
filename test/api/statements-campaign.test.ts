/**
 * Statement counts of the account, campaign, character, roll-chain and webhook operations
 * (issue #11 goal 1: at the edge every statement is a round trip). Authentication included, and
 * it costs no statement of its own (issue 26): the key's check rides on the operation's first
 * read (src/graphql/authentication.ts), so `me { id name }` is one statement;
 * the caller's role is read once per request; a row a query already read is not read again; no
 * operation runs an interactive transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, signUp, table } from '../support/flows.js';

const MODULES = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Agilité', scope: 3, polarity: 'POSITIVE', rank: 2 },
];

const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on ResolveActionPayload { roll { id seq } } } }`;

describe.each(BACKENDS)('campaign and account statements on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** The statements of one request, checked for transactions; answers the response too. */
  async function measured(query: string, variables: Record<string, unknown>, apiKey?: string) {
    app.statements.reset();
    const res = await app.gql(query, variables, apiKey);
    const statements = [...app.statements.statements];
    expect(statements.filter((s) => /^\s*(begin|commit|rollback|savepoint)/i.test(s))).toEqual([]);
    return { res, statements };
  }

  test('me { id name } is the key lookup alone: one statement', async () => {
    const alice = await signUp(app, 'Alice');
    const { res, statements } = await measured(`{ me { id name createdAt } }`, {}, alice.apiKey);
    expect(res.data.me.name).toBe('Alice');
    expect(res.data.me.createdAt).toMatch(/^\d{4}-/);
    expect(statements).toHaveLength(1);
    // And node(id) on oneself reads nothing more either.
    const node = await measured(`query($id: ID!) { node(id: $id) { ... on User { name } } }`, { id: res.data.me.id }, alice.apiKey);
    expect(node.res.data.node.name).toBe('Alice');
    expect(node.statements).toHaveLength(1);
  });

  test('signUp writes the user and the key in one statement; createCampaign and joinCampaign in one after the key', async () => {
    const sign = await measured(`mutation { signUp(input: { name: "Gina" }) { __typename ... on SignUpPayload { apiKey user { id name } } } }`, {});
    expect(sign.res.data.signUp.user.name).toBe('Gina');
    expect(sign.statements).toHaveLength(1);
    const gm = sign.res.data.signUp.apiKey as string;
    const me = await app.gql(`{ me { name } }`, {}, gm);
    expect(me.data.me.name).toBe('Gina');

    const create = await measured(
      `mutation { createCampaign(input: { name: "Loreval", ruleset: SMS }) { __typename ... on CampaignPayload { campaign { id name viewerRole inviteCode magicSystem settings { creationBudget } } } } }`,
      {},
      gm,
    );
    const campaign = create.res.data.createCampaign.campaign;
    expect(campaign).toMatchObject({ name: 'Loreval', viewerRole: 'GM', magicSystem: 'LOREVAL', settings: { creationBudget: 40 } });
    // The key, then the campaign with its GM and its first epoch, all or nothing.
    expect(create.statements).toHaveLength(2);
    const epoch = await app.gql(`query($id: ID!) { campaign(id: $id) { fairnessEpoch { number commitment } } }`, { id: campaign.id }, gm);
    expect(epoch.data.campaign.fairnessEpoch.number).toBe(1);
    expect(epoch.data.campaign.fairnessEpoch.commitment).toMatch(/^[0-9a-f]{64}$/);
    const created = await measured(`mutation { createCampaign(input: { name: "Alone", ruleset: YLNIES }) { __typename ... on CampaignPayload { campaign { id viewerRole } } } }`, {}, gm);
    expect(created.res.data.createCampaign.campaign.viewerRole).toBe('GM');
    expect(created.statements).toHaveLength(2);

    const paul = await signUp(app, 'Paul');
    const JOIN = `mutation($code: String!) { joinCampaign(input: { inviteCode: $code }) { __typename ... on CampaignPayload { campaign { id name viewerRole inviteCode } } ... on Error { code } } }`;
    const join = await measured(JOIN, { code: campaign.inviteCode.toLowerCase() }, paul.apiKey);
    expect(join.res.data.joinCampaign.campaign).toEqual({ id: campaign.id, name: 'Loreval', viewerRole: 'PLAYER', inviteCode: null });
    expect(join.statements).toHaveLength(2);
    // Joining twice changes nothing; the GM joining their own campaign stays its GM.
    expect((await app.gql(JOIN, { code: campaign.inviteCode }, paul.apiKey)).data.joinCampaign.campaign.viewerRole).toBe('PLAYER');
    expect((await app.gql(JOIN, { code: campaign.inviteCode }, gm)).data.joinCampaign.campaign.viewerRole).toBe('GM');
    const members = await app.gql(`query($id: ID!) { campaign(id: $id) { members { role user { name } } } }`, { id: campaign.id }, gm);
    expect(members.data.campaign.members).toEqual([
      { role: 'GM', user: { name: 'Gina' } },
      { role: 'PLAYER', user: { name: 'Paul' } },
    ]);
    // An unknown code is refused and joins nothing.
    const unknown = await app.gql(JOIN, { code: 'NOSUCHCODE' }, paul.apiKey);
    expect(unknown.errors?.[0]?.extensions?.code ?? unknown.data.joinCampaign.code).toBe('NOT_FOUND');
  });

  test('character(id) with modules, wounds and rolls: the character and the role once, one statement per list', async () => {
    const { gm, player, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    expect((await app.gql(RESOLVE, { input: { characterId: pip.id, moduleIds, difficulty: 8 } }, gm.apiKey)).data.resolveAction.__typename).toBe('ResolveActionPayload');
    const { res, statements } = await measured(
      `query($id: ID!) { character(id: $id) { id name owner { name } campaign { id viewerRole }
        sheet { ... on SmsSheet { modules { name rank } wounds { id } experience { available } } }
        rolls(first: 5) { edges { node { seq requestedBy { name } character { id name } } } } } }`,
      { id: pip.id },
      player.apiKey,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.character.owner.name).toBe('Paul the player');
    expect(res.data.character.campaign).toEqual({ id: campaign.id, viewerRole: 'PLAYER' });
    expect(res.data.character.sheet.modules.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Escrime', 'Agilité']));
    expect(res.data.character.rolls.edges[0].node).toEqual({ seq: 1, requestedBy: { name: 'Gina the GM' }, character: { id: pip.id, name: 'Pip' } });
    // Never the character twice, never the caller's role or campaign on their own.
    expect(statements.filter((s) => /from "characters"/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /from "memberships"/.test(s) && !/from "characters"/.test(s))).toEqual([]);
    // ONE statement (issue 26): the character with the role, its modules, its campaign and owner
    // (joined to its row), the key's check, and its rolls with the GM who rolled them, sent in the
    // character's own turn (src/graphql/eager.ts).
    expect(statements).toHaveLength(1);
    const narrow = await measured(
      `query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { modules { name } wounds { id } } } rolls(first: 5) { edges { node { seq } } } } }`,
      { id: pip.id },
      player.apiKey,
    );
    // The measure (character with modules, wounds and rolls): ONE statement — the character
    // with the role and its modules (asked for, so read along), the key's check, and its rolls,
    // sent in the character's own turn (src/graphql/eager.ts).
    expect(narrow.statements).toHaveLength(1);
  });

  test('verifyRollChain: the visibility check and the chain in one read; a refused caller gets no chain', async () => {
    const { gm, player, other, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const npc = (await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: MODULES }, { name: 'Grok', kind: 'NPC' })).character;
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    for (let i = 0; i < 3; i++) await app.gql(RESOLVE, { input: { characterId: pip.id, moduleIds, difficulty: 8 } }, gm.apiKey);
    const VERIFY = `query($id: ID!) { verifyRollChain(characterId: $id) { valid length brokenAt reason head } }`;
    const { res, statements } = await measured(VERIFY, { id: pip.id }, other.apiKey);
    expect(res.data.verifyRollChain).toMatchObject({ valid: true, length: 3, brokenAt: null, reason: null });
    // The visibility check, the chain and the key's check: one statement.
    expect(statements).toHaveLength(1);
    // A player may not see the GM's NPC: not found, as before.
    const refused = await app.gql(VERIFY, { id: npc.id }, player.apiKey);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stranger = await signUp(app, 'Stranger');
    // Another campaign's character: the same answer as the NPC (issue 22 item 26).
    const forbidden = await app.gql(VERIFY, { id: pip.id }, stranger.apiKey);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  test('the GM screen and the player screen read each character once', async () => {
    const { gm, player, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    await app.gql(`mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename } }`, { input: { characterId: pip.id, difficulty: 8 } }, gm.apiKey);
    const gmScreen = await measured(
      `query($id: ID!) { campaign(id: $id) { name party { id name owner { name } sheet { ... on SmsSheet { modules { name } notation } } } openActionRequests(first: 10) { edges { node { id character { id name } } } } } }`,
      { id: campaign.id },
      gm.apiKey,
    );
    expect(gmScreen.res.data.campaign.openActionRequests.edges).toHaveLength(1);
    expect(gmScreen.res.data.campaign.openActionRequests.edges[0].node.character).toEqual({ id: pip.id, name: 'Pip' });
    expect(gmScreen.statements.filter((s) => /from "characters"/.test(s))).toHaveLength(1);
    expect(gmScreen.res.data.campaign.party[0].sheet.modules.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Escrime', 'Agilité']));
    // ONE statement (issue 26): the campaign with the role and the key's check, and in the same
    // turn the party with its modules and owners, and the requests (src/graphql/eager.ts).
    expect(gmScreen.statements.filter((s) => /from "modules"/.test(s) && !/from "characters"/.test(s))).toEqual([]);
    expect(gmScreen.statements).toHaveLength(1);
    const playerScreen = await measured(
      `{ me { id name campaigns(first: 5) { edges { node { id viewerRole } } } characters(first: 5) { edges { node { id campaign { id viewerRole } } } }
         openActionRequests(first: 5) { edges { node { id character { id name } } } } } }`,
      {},
      player.apiKey,
    );
    expect(playerScreen.res.errors).toBeUndefined();
    expect(playerScreen.res.data.me.characters.edges[0].node.campaign).toEqual({ id: campaign.id, viewerRole: 'PLAYER' });
    expect(playerScreen.res.data.me.openActionRequests.edges[0].node.character).toEqual({ id: pip.id, name: 'Pip' });
    // ONE statement: the caller's row with the key's check, and the three lists (campaigns,
    // characters, requests) sent in `me`'s own turn (src/graphql/eager.ts). No user re-read.
    expect(playerScreen.statements).toHaveLength(1);
  });

  test('webhooks: register and remove in two statements with the key, rotate the inbound secret in two', async () => {
    const { gm, player, campaign } = await table(app);
    const REGISTER = `mutation($input: RegisterWebhookInput!) { registerWebhook(input: $input) { __typename ... on RegisterWebhookPayload { secret endpoint { id url events active } } } }`;
    const register = await measured(REGISTER, { input: { campaignId: campaign.id, url: 'https://hooks.example.com/in', events: ['roll.resolved'] } }, gm.apiKey);
    const endpoint = register.res.data.registerWebhook.endpoint;
    expect(endpoint).toMatchObject({ url: 'https://hooks.example.com/in', events: ['roll.resolved'], active: true });
    expect(register.statements).toHaveLength(2);

    const REMOVE = `mutation($id: ID!) { removeWebhook(input: { endpointId: $id }) { __typename ... on RemoveWebhookPayload { removedEndpointId campaign { id viewerRole inboundWebhookEnabled } } } }`;
    const refused = await app.gql(REMOVE, { id: endpoint.id }, player.apiKey);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const remove = await measured(REMOVE, { id: endpoint.id }, gm.apiKey);
    expect(remove.res.data.removeWebhook).toMatchObject({ removedEndpointId: endpoint.id, campaign: { id: campaign.id, viewerRole: 'GM', inboundWebhookEnabled: false } });
    // The endpoint's campaign with the role and the key's check; the removal returning the campaign.
    expect(remove.statements).toHaveLength(2);
    const listed = await app.gql(`query($id: ID!) { campaign(id: $id) { webhookEndpoints(first: 5) { edges { node { id } } } } }`, { id: campaign.id }, gm.apiKey);
    expect(listed.data.campaign.webhookEndpoints.edges).toEqual([]);
    const bare = await app.gql(REGISTER, { input: { campaignId: campaign.id, url: 'https://hooks.example.com/two', events: ['roll.resolved'] } }, gm.apiKey);
    const again = await measured(`mutation($id: ID!) { removeWebhook(input: { endpointId: $id }) { __typename } }`, { id: bare.data.registerWebhook.endpoint.id }, gm.apiKey);
    expect(again.res.data.removeWebhook.__typename).toBe('RemoveWebhookPayload');
    expect(again.statements).toHaveLength(2);

    const rotate = await measured(
      `mutation($id: ID!) { rotateInboundSecret(input: { campaignId: $id }) { __typename ... on RotateInboundSecretPayload { secret campaign { inboundWebhookEnabled } } } }`,
      { id: campaign.id },
      gm.apiKey,
    );
    expect(rotate.res.data.rotateInboundSecret.campaign.inboundWebhookEnabled).toBe(true);
    expect(rotate.statements).toHaveLength(2);
  });
});
