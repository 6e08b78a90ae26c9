/**
 * Issue 24 items 5 and 6 through yoga.fetch on each backend: a person's API keys (made, named,
 * listed, revoked; last use kept without a statement of its own) and the GM's hold on the
 * table (the roster, removing a player, a new invite code). Every refusal leaves nothing written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, joinCampaign, signUp, table } from '../support/flows.js';
import { Device } from '../support/devices.js';
import { type LiveTestApp, type Subscription, startLiveApp, subscribe } from '../support/live.js';

const KEYS = `{ me { apiKeys { id name prefix createdAt lastUsedAt revokedAt current } } }`;
const CREATE = `mutation($name: String!) { createApiKey(input: { name: $name }) { __typename ... on CreateApiKeyPayload { key apiKey { id name prefix current } } ... on RuleViolation { code rule } ... on ValidationError { issues { path message } } } }`;
const REVOKE = `mutation($id: ID!) { revokeApiKey(input: { apiKeyId: $id }) { __typename ... on RevokeApiKeyPayload { apiKey { id name revokedAt } } } }`;
const RENAME = `mutation($id: ID!, $name: String!) { renameApiKey(input: { apiKeyId: $id, name: $name }) { __typename ... on RenameApiKeyPayload { apiKey { id name prefix revokedAt current } } ... on ValidationError { issues { path message } } } }`;
const MEMBERS = `query($id: ID!) { campaign(id: $id) { inviteCode members { role joinedAt user { id name } } } }`;
const REMOVE = `mutation($c: ID!, $u: ID!) { removeMember(input: { campaignId: $c, userId: $u }) { __typename ... on RemoveMemberPayload { campaign { id } charactersKept { id name kind owner { id } } } ... on RuleViolation { code rule } } }`;
const REGENERATE = `mutation($c: ID!) { regenerateInviteCode(input: { campaignId: $c }) { __typename ... on CampaignPayload { campaign { id inviteCode } } } }`;
const JOIN = `mutation($code: String!) { joinCampaign(input: { inviteCode: $code }) { __typename ... on CampaignPayload { campaign { id viewerRole } } } }`;
const PIP = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Force', scope: 2, polarity: 'POSITIVE', rank: 3 },
];

const codes = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.map((e) => e.extensions?.code);

describe.each(BACKENDS)('API keys and members on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  const count = async (query: ReturnType<typeof sql>) => {
    const res = await app.alongside(() => app.database.db.execute(query));
    return Number((res as unknown as { rows: { n: number | string }[] }).rows[0]!.n);
  };

  test('the sign-up key is the first named key; a new key is shown once, listed by prefix, and works', async () => {
    const alice = await signUp(app, 'Alice');
    const listed = (await app.gql(KEYS, {}, alice.apiKey)).data.me.apiKeys;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Sign-up key', prefix: alice.apiKey.slice(0, 8), current: true, revokedAt: null });
    // The first request recorded its use (within the lookup's own statement).
    expect(listed[0].lastUsedAt).toBe(app.clock.now().toISOString());

    const made = (await app.gql(CREATE, { name: '  Discord bot ' }, alice.apiKey)).data.createApiKey;
    expect(made.__typename).toBe('CreateApiKeyPayload');
    expect(made.key).toMatch(/^sms_[A-Za-z0-9_-]{43}\.[0-9a-f]{32}$/);
    expect(made.apiKey).toMatchObject({ name: 'Discord bot', prefix: made.key.slice(0, 8), current: false });
    // The new key opens the same account; the list never carries a key, only prefixes.
    const seen = await app.gql(KEYS, {}, made.key);
    expect(seen.data.me.apiKeys.map((k: { name: string; current: boolean }) => [k.name, k.current])).toEqual([
      ['Discord bot', true],
      ['Sign-up key', false],
    ]);
    expect(JSON.stringify(seen)).not.toContain(made.key);
    expect(JSON.stringify(seen)).not.toContain(alice.apiKey);
    const stored = await app.alongside(() => app.database.db.execute(sql`select key_hash from api_keys where name = 'Discord bot'`));
    expect((stored as unknown as { rows: { key_hash: string }[] }).rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('last use moves at most once per 5 minutes, and costs no statement of its own', async () => {
    const bob = await signUp(app, 'Bob');
    const first = app.clock.now().toISOString();
    await app.gql('{ me { id } }', {}, bob.apiKey);
    app.clock.advance(4 * 60_000);
    app.statements.reset();
    const soon = await app.gql(KEYS, {}, bob.apiKey);
    // The key lookup (with its last-use CTE) and the list, sent in `me`'s turn: one statement.
    expect(app.statements.statements).toHaveLength(1);
    expect(soon.data.me.apiKeys[0].lastUsedAt).toBe(first);
    app.clock.advance(2 * 60_000);
    app.statements.reset();
    await app.gql('{ me { id } }', {}, bob.apiKey);
    expect(app.statements.statements).toHaveLength(1);
    const later = await app.gql(KEYS, {}, bob.apiKey);
    expect(later.data.me.apiKeys[0].lastUsedAt).toBe(app.clock.now().toISOString());
    // Listed in the very statement that records the use: the list shows that use, as the row now holds it.
    app.clock.advance(6 * 60_000);
    const same = await app.gql(KEYS, {}, bob.apiKey);
    expect(same.data.me.apiKeys[0].lastUsedAt).toBe(app.clock.now().toISOString());
    const stored = await app.alongside(() => app.database.db.execute(sql`select last_used_at from api_keys where user_id = (select id from users where name = 'Bob')`));
    expect(new Date((stored as unknown as { rows: { last_used_at: string | Date }[] }).rows[0]!.last_used_at).toISOString()).toBe(app.clock.now().toISOString());
  });

  test('bad names are refused with nothing written; the cap holds', async () => {
    const carol = await signUp(app, 'Carol');
    for (const name of ['   ', 'x'.repeat(61)]) {
      const res = await app.gql(CREATE, { name }, carol.apiKey);
      expect(res.data.createApiKey.__typename).toBe('ValidationError');
      expect(res.data.createApiKey.issues[0].path).toBe('name');
    }
    const userId = decodeId('User', carol.userId);
    expect(await count(sql`select count(*)::int as n from api_keys where user_id = ${userId}::uuid`)).toBe(1);
    expect(codes(await app.gql(CREATE, { name: 'anon' }))).toEqual(['UNAUTHENTICATED']);
    for (let i = 1; i < 25; i++) expect((await app.gql(CREATE, { name: `k${i}` }, carol.apiKey)).data.createApiKey.__typename).toBe('CreateApiKeyPayload');
    const over = (await app.gql(CREATE, { name: 'one too many' }, carol.apiKey)).data.createApiKey;
    expect(over).toMatchObject({ __typename: 'RuleViolation', code: 'TOO_MANY_API_KEYS' });
    expect(await count(sql`select count(*)::int as n from api_keys where user_id = ${userId}::uuid`)).toBe(25);
  });

  test('a revoked key is refused on the next request; nobody revokes another person’s key', async () => {
    const dan = await signUp(app, 'Dan');
    const eve = await signUp(app, 'Eve');
    const bot = (await app.gql(CREATE, { name: 'bot' }, dan.apiKey)).data.createApiKey;
    // Eve cannot revoke it, nor learn that it exists: NOT_FOUND, as for an unknown id.
    const theirs = await app.gql(REVOKE, { id: bot.apiKey.id }, eve.apiKey);
    expect(codes(theirs)).toEqual(['NOT_FOUND']);
    expect(codes(await app.gql(REVOKE, { id: 'not-an-id' }, dan.apiKey))).toEqual(['NOT_FOUND']);
    expect(codes(await app.gql(REVOKE, { id: bot.apiKey.id }))).toEqual(['UNAUTHENTICATED']);
    expect(await count(sql`select count(*)::int as n from api_keys where revoked_at is not null`)).toBe(0);
    expect((await app.gql('{ me { name } }', {}, bot.key)).data.me.name).toBe('Dan');

    const revoked = await app.gql(REVOKE, { id: bot.apiKey.id }, dan.apiKey);
    expect(revoked.data.revokeApiKey.apiKey).toMatchObject({ name: 'bot', revokedAt: app.clock.now().toISOString() });
    const refused = await app.gql('{ me { name } }', {}, bot.key);
    expect(codes(refused)).toEqual(['UNAUTHENTICATED']);
    expect(refused.errors![0]!.message).toMatch(/revoked/);
    // Revoking twice finds nothing; the list no longer shows it; the other key still works.
    expect(codes(await app.gql(REVOKE, { id: bot.apiKey.id }, dan.apiKey))).toEqual(['NOT_FOUND']);
    expect((await app.gql(KEYS, {}, dan.apiKey)).data.me.apiKeys.map((k: { name: string }) => k.name)).toEqual(['Sign-up key']);
    // A key may revoke itself: the request that did it succeeds, the next one is refused.
    const own = (await app.gql(KEYS, {}, eve.apiKey)).data.me.apiKeys[0];
    expect((await app.gql(REVOKE, { id: own.id }, eve.apiKey)).data.revokeApiKey.apiKey.revokedAt).not.toBeNull();
    expect(codes(await app.gql('{ me { id } }', {}, eve.apiKey))).toEqual(['UNAUTHENTICATED']);
  });

  test('a schema-only document (its result kept per process) is refused too once its key is revoked or its session ended', async () => {
    const ida = await signUp(app, 'Ida');
    const bot = (await app.gql(CREATE, { name: 'bot' }, ida.apiKey)).data.createApiKey;
    const post = (query: string, headers: Record<string, string>) =>
      app.fetch('http://localhost:4000/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
    const documents = ['{ __typename }', 'query Probe { __typename }'];
    // Asked twice while the key holds: the second answer is the kept one.
    for (const query of documents) for (let i = 0; i < 2; i++) expect(await (await post(query, { authorization: `Bearer ${bot.key}` })).json()).toMatchObject({ data: { __typename: 'Query' } });
    expect((await app.gql(REVOKE, { id: bot.apiKey.id }, ida.apiKey)).data.revokeApiKey.apiKey.revokedAt).not.toBeNull();
    for (const query of documents) {
      const refused = await post(query, { authorization: `Bearer ${bot.key}` });
      expect(refused.status, query).toBe(401);
      const body = await refused.json();
      expect(body.data ?? null).toBeNull();
      expect(codes(body)).toEqual(['UNAUTHENTICATED']);
    }
    // A browser session: once ended, the kept answer comes as to anyone, and the cookie is taken back.
    const laptop = new Device(app);
    await laptop.signUp('Jon');
    expect((await laptop.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    expect(await laptop.gql('mutation { signOut { __typename } }')).toMatchObject({ data: { signOut: { __typename: 'SignedOut' } } });
    const replay = new Device(app);
    replay.cookies.set('sms_session', laptop.setCookies.find((c) => !/Max-Age=0/i.test(c))!.split(';')[0]!.split('=').slice(1).join('='));
    expect((await replay.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    expect(replay.cookies.size).toBe(0);
    // Anonymous callers still get the kept answer.
    expect(await (await post('{ __typename }', {})).json()).toEqual({ data: { __typename: 'Query' } });
  });

  test('a key is renamed by its owner only, with the same name limits; the key itself keeps working', async () => {
    const fay = await signUp(app, 'Fay');
    const gus = await signUp(app, 'Gus');
    const bot = (await app.gql(CREATE, { name: 'bot' }, fay.apiKey)).data.createApiKey;
    const names = async () => (await app.gql(KEYS, {}, fay.apiKey)).data.me.apiKeys.map((k: { name: string }) => k.name);

    const renamed = (await app.gql(RENAME, { id: bot.apiKey.id, name: '  Discord bot (prod) ' }, fay.apiKey)).data.renameApiKey;
    expect(renamed).toEqual({ __typename: 'RenameApiKeyPayload', apiKey: { id: bot.apiKey.id, name: 'Discord bot (prod)', prefix: bot.key.slice(0, 8), revokedAt: null, current: false } });
    expect(await names()).toEqual(['Discord bot (prod)', 'Sign-up key']);
    expect((await app.gql('{ me { name } }', {}, bot.key)).data.me.name).toBe('Fay');
    // The key renames itself too (the request made with it).
    expect((await app.gql(RENAME, { id: bot.apiKey.id, name: 'bot' }, bot.key)).data.renameApiKey.apiKey).toMatchObject({ name: 'bot', current: true });

    // The limits of createApiKey; nothing written.
    for (const name of ['   ', 'x'.repeat(61)]) {
      const res = (await app.gql(RENAME, { id: bot.apiKey.id, name }, fay.apiKey)).data.renameApiKey;
      expect(res.__typename).toBe('ValidationError');
      expect(res.issues[0].path).toBe('name');
    }
    // Someone else's key, an unknown id, no caller: refused as if it did not exist, nothing written.
    expect(codes(await app.gql(RENAME, { id: bot.apiKey.id, name: 'mine now' }, gus.apiKey))).toEqual(['NOT_FOUND']);
    expect(codes(await app.gql(RENAME, { id: 'not-an-id', name: 'x' }, fay.apiKey))).toEqual(['NOT_FOUND']);
    expect(codes(await app.gql(RENAME, { id: bot.apiKey.id, name: 'x' }))).toEqual(['UNAUTHENTICATED']);
    expect(await names()).toEqual(['bot', 'Sign-up key']);
    // A revoked key is no longer renamed: NOT_FOUND, its row keeps the name it ended with.
    expect((await app.gql(REVOKE, { id: bot.apiKey.id }, fay.apiKey)).data.revokeApiKey.apiKey.revokedAt).not.toBeNull();
    expect(codes(await app.gql(RENAME, { id: bot.apiKey.id, name: 'after the end' }, fay.apiKey))).toEqual(['NOT_FOUND']);
    expect(await count(sql`select count(*)::int as n from api_keys where name in ('mine now', 'after the end', 'x')`)).toBe(0);
  });

  test('the roster: every member with role and joined date, for members only', async () => {
    const { gm, player, other, campaign } = await table(app);
    app.clock.advance(60_000);
    const res = await app.gql(MEMBERS, { id: campaign.id }, gm.apiKey);
    expect(res.data.campaign.members.map((m: { role: string; user: { name: string } }) => [m.role, m.user.name])).toEqual([
      ['GM', 'Gina the GM'],
      ['PLAYER', 'Paul the player'],
      ['PLAYER', 'Olga, another player'],
    ]);
    for (const m of res.data.campaign.members) expect(m.joinedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await app.gql(MEMBERS, { id: campaign.id }, player.apiKey)).data.campaign.inviteCode).toBeNull();
    const stranger = await signUp(app, 'Stan');
    expect(codes(await app.gql(MEMBERS, { id: campaign.id }, stranger.apiKey))).toEqual(['FORBIDDEN']);
    void other;
  });

  test('the GM removes a player: their PCs stay, unowned and held by the GM; refusals write nothing', async () => {
    const { gm, player, other, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: PIP }, { name: 'Pip' })).character;
    const campaignId = decodeId('Campaign', campaign.id);
    const members = async () => count(sql`select count(*)::int as n from memberships where campaign_id = ${campaignId}::uuid`);

    // A player may not remove anyone, nor may a stranger; the GM may not remove themselves.
    expect(codes(await app.gql(REMOVE, { c: campaign.id, u: other.userId }, player.apiKey))).toEqual(['FORBIDDEN']);
    const stranger = await signUp(app, 'Sue');
    expect(codes(await app.gql(REMOVE, { c: campaign.id, u: player.userId }, stranger.apiKey))).toEqual(['FORBIDDEN']);
    const self = await app.gql(REMOVE, { c: campaign.id, u: gm.userId }, gm.apiKey);
    expect(self.data.removeMember).toMatchObject({ __typename: 'RuleViolation', code: 'GM_CANNOT_BE_REMOVED' });
    expect(codes(await app.gql(REMOVE, { c: campaign.id, u: stranger.userId }, gm.apiKey))).toEqual(['NOT_FOUND']);
    expect(codes(await app.gql(REMOVE, { c: campaign.id, u: pip.id }, gm.apiKey))).toEqual(['NOT_FOUND']);
    expect(await members()).toBe(3);

    const removed = (await app.gql(REMOVE, { c: campaign.id, u: player.userId }, gm.apiKey)).data.removeMember;
    expect(removed.__typename).toBe('RemoveMemberPayload');
    expect(removed.campaign.id).toBe(campaign.id);
    const roster = (await app.gql(MEMBERS, { id: campaign.id }, gm.apiKey)).data.campaign.members;
    expect(roster.map((m: { user: { name: string } }) => m.user.name)).toEqual(['Gina the GM', 'Olga, another player']);
    expect(removed.charactersKept).toEqual([{ id: pip.id, name: 'Pip', kind: 'PC', owner: null }]);
    expect(await members()).toBe(2);

    // The removed player no longer sees the campaign or the character; the party still sees Pip.
    expect(codes(await app.gql(MEMBERS, { id: campaign.id }, player.apiKey))).toEqual(['FORBIDDEN']);
    expect((await app.gql(`{ me { characters { edges { node { id } } } } }`, {}, player.apiKey)).data.me.characters.edges).toEqual([]);
    const party = await app.gql(`query($id: ID!) { campaign(id: $id) { characters { edges { node { name } } } } }`, { id: campaign.id }, other.apiKey);
    expect(party.data.campaign.characters.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Pip']);
    // The GM still changes the sheet.
    const tired = await app.gql(`mutation($id: ID!) { addFatigue(input: { characterId: $id, kind: PASSING, levels: 1 }) { __typename } }`, { id: pip.id }, gm.apiKey);
    expect(tired.data.addFatigue.__typename).toBe('CharacterPayload');
    // They may join again (a new member): the PC stays the GM's.
    expect((await joinCampaign(app, player.apiKey, campaign.inviteCode)).viewerRole).toBe('PLAYER');
    const owner = await app.gql(`query($id: ID!) { node(id: $id) { ... on Character { owner { id } } } }`, { id: pip.id }, gm.apiKey);
    expect(owner.data.node.owner).toBeNull();
  });

  test('a new invite code: the old one stops working, members stay, players may not', async () => {
    const { gm, player, campaign } = await table(app);
    expect(codes(await app.gql(REGENERATE, { c: campaign.id }, player.apiKey))).toEqual(['FORBIDDEN']);
    expect((await app.gql(MEMBERS, { id: campaign.id }, gm.apiKey)).data.campaign.inviteCode).toBe(campaign.inviteCode);

    const fresh = (await app.gql(REGENERATE, { c: campaign.id }, gm.apiKey)).data.regenerateInviteCode.campaign;
    expect(fresh.inviteCode).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(fresh.inviteCode).not.toBe(campaign.inviteCode);
    const late = await signUp(app, 'Late Larry');
    expect(codes(await app.gql(JOIN, { code: campaign.inviteCode }, late.apiKey))).toEqual(['NOT_FOUND']);
    expect((await app.gql(JOIN, { code: fresh.inviteCode }, late.apiKey)).data.joinCampaign.campaign.viewerRole).toBe('PLAYER');
    expect((await app.gql(MEMBERS, { id: campaign.id }, player.apiKey)).data.campaign).not.toBeNull();
    expect(codes(await app.gql(REGENERATE, { c: 'nope' }, gm.apiKey))).toEqual(['NOT_FOUND']);
  });
});

describe.each(BACKENDS)('a revoked key’s subscriptions on $name', (backend) => {
  let app: LiveTestApp;
  const open: Subscription[] = [];
  beforeAll(async () => {
    if (!backend.skipReason) app = await startLiveApp(backend);
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('revoking a key ends its open streams at the next event; the person’s other key keeps streaming', async () => {
    const { gm, player, campaign } = await table(app);
    const bot = (await app.gql(CREATE, { name: 'table bot' }, player.apiKey)).data.createApiKey;
    const events = `subscription($c: ID!) { campaignEvents(campaignId: $c) { type } }`;
    const byBot = await subscribe(app.fetch, 'http://test/graphql', events, { c: campaign.id }, bot.key);
    const byPlayer = await subscribe(app.fetch, 'http://test/graphql', events, { c: campaign.id }, player.apiKey);
    open.push(byBot, byPlayer);
    expect((await app.gql(REVOKE, { id: bot.apiKey.id }, player.apiKey)).data.revokeApiKey.__typename).toBe('RevokeApiKeyPayload');
    await createSmsCharacter(app, gm.apiKey, campaign.id, { race: 'HUMAN', modules: PIP }, { name: 'Gob' });
    expect((await byBot.next()).event).toBe('complete');
    expect((await byPlayer.next()).data.data.campaignEvents.type).toBe('character.created');
  });

  test('removing a member ends their streams too', async () => {
    const { gm, other, campaign } = await table(app);
    const stream = await subscribe(app.fetch, 'http://test/graphql', `subscription($c: ID!) { campaignEvents(campaignId: $c) { type } }`, { c: campaign.id }, other.apiKey);
    open.push(stream);
    expect((await app.gql(REMOVE, { c: campaign.id, u: other.userId }, gm.apiKey)).data.removeMember.__typename).toBe('RemoveMemberPayload');
    await createSmsCharacter(app, gm.apiKey, campaign.id, { race: 'HUMAN', modules: PIP }, { name: 'Gob' });
    expect((await stream.next()).event).toBe('complete');
  });
});
