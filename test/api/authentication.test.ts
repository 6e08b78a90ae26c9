/**
 * Issue 26 item 1: the caller's credential is checked inside the operation's first statement
 * (src/graphql/authentication.ts). What must hold, on each backend:
 * - a query costs one statement and a mutation two, the check included;
 * - a key whose claimed user is not its holder's (someone else's id beside a valid secret) is
 *   refused like a revoked one: 401, no data, and nothing written, whatever the operation;
 * - a revoked key fails on the very next request (no cache), and so does an operation that
 *   reads nothing at all (`races`);
 * - a key of the older form (no user id beside the secret) still works, with one statement more;
 *   with its holder's id appended it is a key of the current form.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey, newApiKey, splitClaim, withClaim } from '../../src/primitives/secrets.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { Device } from '../support/devices.js';
import { createSmsCharacter, signUp, table } from '../support/flows.js';

const MODULES = [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }];
const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on ResolveActionPayload { roll { seq } } } }`;
const CREATE_CAMPAIGN = `mutation { createCampaign(input: { name: "Forged", ruleset: SMS }) { __typename } }`;

describe.each(BACKENDS)('authentication inside the read on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (backend.skipReason) return;
    app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function post(query: string, variables: Record<string, unknown>, key: string) {
    app.statements.reset();
    const response = await app.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] }, statements: [...app.statements.statements] };
  }

  const count = async (table: string) => Number(((await app.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  test('a query in one statement, a mutation in two, the key checked in the first', async () => {
    const { gm, player, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const me = await post(`{ me { id name } }`, {}, gm.apiKey);
    expect(me.body.data?.me).toMatchObject({ name: 'Gina the GM' });
    expect(me.statements).toHaveLength(1);
    expect(me.statements[0]).toMatch(/api_keys/);
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    // The GM rolls for the PC at a difficulty of their choosing.
    const roll = await post(RESOLVE, { input: { characterId: pip.id, moduleIds, difficulty: 8 } }, gm.apiKey);
    expect(roll.body.data?.resolveAction).toMatchObject({ __typename: 'ResolveActionPayload', roll: { seq: 1 } });
    expect(roll.statements).toHaveLength(2);
    // The read carries the check; the write comes after it.
    expect(roll.statements[0]).toMatch(/api_keys/);
    expect(roll.statements[1]).not.toMatch(/api_keys/);
  });

  test("someone else's id beside a valid secret is refused: 401, no data, nothing written", async () => {
    const { gm, player, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const gmId = (await post(`{ me { id } }`, {}, gm.apiKey)).body.data?.me as { id: string };
    const gmUuid = splitClaim(gm.apiKey).claimedUserId!;
    // The player's own secret, claiming to be the GM.
    const forged = withClaim(splitClaim(player.apiKey).secret, gmUuid);
    expect(forged).not.toBe(gm.apiKey);
    const rolls = await count('rolls');
    const campaigns = await count('campaigns');
    for (const [query, variables] of [
      [`{ me { id name } }`, {}],
      [`query($id: ID!) { campaign(id: $id) { inviteCode } }`, { id: campaign.id }],
      [RESOLVE, { input: { characterId: pip.id, moduleIds: pip.sheet.modules.map((m: { id: string }) => m.id), difficulty: 8 } }],
      // A mutation that writes without reading first: the write waits for the check.
      [CREATE_CAMPAIGN, {}],
      // An operation that reads nothing: checked all the same.
      [`{ races(ruleset: SMS) { key } }`, {}],
    ] as const) {
      const res = await post(query, variables, forged);
      expect(res.status, query).toBe(401);
      expect(res.body.data ?? null, query).toBeNull();
      expect(res.body.errors?.map((e) => e.extensions?.code), query).toEqual(['UNAUTHENTICATED']);
      expect(JSON.stringify(res.body)).not.toContain(gmId.id);
    }
    expect(await count('rolls')).toBe(rolls);
    expect(await count('campaigns')).toBe(campaigns);
  });

  test('a revoked key fails on the very next request, even one that reads nothing', async () => {
    const alice = await signUp(app, 'Alice');
    const made = await post(`mutation { createApiKey(input: { name: "script" }) { ... on CreateApiKeyPayload { key apiKey { id } } } }`, {}, alice.apiKey);
    const { key, apiKey } = made.body.data!.createApiKey as { key: string; apiKey: { id: string } };
    expect((await post(`{ races(ruleset: SMS) { key } }`, {}, key)).status).toBe(200);
    const revoked = await post(`mutation($id: ID!) { revokeApiKey(input: { apiKeyId: $id }) { __typename } }`, { id: apiKey.id }, alice.apiKey);
    expect(revoked.body.data?.revokeApiKey).toEqual({ __typename: 'RevokeApiKeyPayload' });
    const after = await post(`{ races(ruleset: SMS) { key } }`, {}, key);
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await post(`{ me { name } }`, {}, key)).status).toBe(401);
  });

  test('a key of the older form (no user id beside it) still works: its lookup first, one statement more', async () => {
    const bob = await signUp(app, 'Bob');
    const bobId = splitClaim(bob.apiKey).claimedUserId!;
    const legacy = newApiKey();
    const legacyHash = await hashApiKey(legacy);
    await app.alongside(() =>
      app.database.db.execute(sql`insert into api_keys (user_id, key_hash, prefix, name) values (${bobId}::uuid, ${legacyHash}, ${legacy.slice(0, 8)}, 'old script')`),
    );
    const me = await post(`{ me { name } }`, {}, legacy);
    expect(me.body.data?.me).toEqual({ name: 'Bob' });
    expect(me.statements).toHaveLength(1);
    const created = await post(CREATE_CAMPAIGN, {}, legacy);
    expect(created.body.data?.createCampaign).toEqual({ __typename: 'CampaignPayload' });
    expect(created.statements).toHaveLength(2);
    // The old key with its holder's id beside it is checked in the read like a new one; with
    // anyone else's id it is refused.
    const upgraded = await post(`{ me { name } }`, {}, withClaim(legacy, bobId));
    expect(upgraded.body.data?.me).toEqual({ name: 'Bob' });
    expect(upgraded.statements).toHaveLength(1);
    const alice = splitClaim((await signUp(app, 'Alice')).apiKey).claimedUserId!;
    expect((await post(`{ me { name } }`, {}, withClaim(legacy, alice))).status).toBe(401);
  });
  const FINISH_SIGN_IN = `mutation($input: PasskeyAnswerInput!) { finishPasskeySignIn(input: $input) { __typename ... on Error { code } } }`;
  const START_SIGN_IN = `mutation { startPasskeySignIn { ... on PasskeyChallenge { challengeId options } } }`;

  test('a passkey answer spends its challenge in the statement that checks the credential: two statements with a cookie, nothing spent for a refused key or an ended session', async () => {
    const laptop = new Device(app);
    await laptop.signUp('Wren');
    // Signed in (the cookie), the browser signs in again: the check rides on the challenge's statement.
    const start = (await laptop.gql(START_SIGN_IN)).data.startPasskeySignIn;
    const answer = await laptop.authenticator.get(start.options);
    app.statements.reset();
    const again = await laptop.gql(FINISH_SIGN_IN, { input: { challengeId: start.challengeId, credential: answer } });
    expect(again.errors).toBeUndefined();
    expect(again.data.finishPasskeySignIn.__typename).toBe('SignedIn');
    expect(app.statements.statements).toHaveLength(2);
    expect(app.statements.statements[0]).toMatch(/delete from webauthn_challenges[\s\S]*sessions/);

    // A forged key with the answer: 401, and the challenge is still there to be answered.
    const next = (await laptop.gql(START_SIGN_IN)).data.startPasskeySignIn;
    const nextAnswer = await laptop.authenticator.get(next.options);
    const bob = await signUp(app, 'Bob');
    const forged = withClaim(splitClaim(bob.apiKey).secret, splitClaim((await signUp(app, 'Carol')).apiKey).claimedUserId!);
    const refused = await post(FINISH_SIGN_IN, { input: { challengeId: next.challengeId, credential: nextAnswer } }, forged);
    expect(refused.status).toBe(401);
    expect(refused.statements).toHaveLength(1);
    expect((await laptop.gql(FINISH_SIGN_IN, { input: { challengeId: next.challengeId, credential: nextAnswer } })).data.finishPasskeySignIn.__typename).toBe('SignedIn');

    // An ended session: the operation runs again as anonymous and signs in (the challenge was not spent by the first run).
    await app.alongside(() => app.database.db.execute(sql`delete from sessions`));
    const third = (await laptop.gql(START_SIGN_IN)).data.startPasskeySignIn;
    const signedIn = await laptop.gql(FINISH_SIGN_IN, { input: { challengeId: third.challengeId, credential: await laptop.authenticator.get(third.options) } });
    expect(signedIn.data.finishPasskeySignIn.__typename).toBe('SignedIn');
    expect((await laptop.me())?.id).toBeTruthy();
  });
});
