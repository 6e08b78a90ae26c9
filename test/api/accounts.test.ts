/**
 * Accounts people keep (issue 24; docs/accounts.md): passkeys, browser sessions in HttpOnly
 * cookies, one-time device links, recovery codes and clear refusals, on every backend, through
 * `yoga.fetch`. The passkeys are real P-256 credentials (test/support/authenticator.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { credentialHash, splitClaim, withClaim } from '../../src/primitives/secrets.js';
import { loadAudience } from '../../src/live/feed.js';
import { standing } from '../../src/live/visibility.js';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { Device, FINISH_SIGN_IN } from '../support/devices.js';
import { createCampaign, joinCampaign, signUp } from '../support/flows.js';
import { SoftAuthenticator } from '../support/authenticator.js';

const ACCOUNT = `{ account { signedInWith recoveryCodesLeft recoveryCodesSavedAt passkeys { passkeyId label lastUsedAt } sessions { sessionId device via current } } }`;
const LINK = `mutation { createDeviceLink { __typename ... on DeviceLink { token path expiresAt } } }`;
const REDEEM = `mutation($t: String!) { redeemDeviceLink(input: { token: $t }) { __typename ... on SignedIn { user { id name } } ... on Error { code message } } }`;
const RECOVER = `mutation($c: String!) { signInWithRecoveryCode(input: { code: $c }) { __typename ... on SignedIn { user { id } recoveryCodesLeft } ... on Error { code message } } }`;
const STATUS = `{ signInStatus me { id } }`;

describe.each(BACKENDS)('accounts on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('sign up with a passkey: an HttpOnly cookie, no token in the answer, ten recovery codes; sign out; sign in again', async () => {
    const laptop = new Device(app);
    const { userId, recoveryCodes } = await laptop.signUp('Alba');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    // Loopback over http: not Secure (the browser would drop it), the rest as always.
    const cookie = laptop.setCookies.at(-1)!;
    expect(cookie).toMatch(/^sms_session=sess_[A-Za-z0-9_-]{43}\.[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    expect(cookie).not.toContain('Secure');
    expect(await laptop.me()).toEqual({ id: userId, name: 'Alba' });
    const account = (await laptop.gql(ACCOUNT)).data.account;
    expect(account).toMatchObject({ signedInWith: 'SESSION', recoveryCodesLeft: 10, recoveryCodesSavedAt: null });
    expect(account.passkeys).toHaveLength(1);
    expect(account.passkeys[0].label).toBe('Chrome on Linux');
    expect(account.sessions).toEqual([{ sessionId: expect.any(String), device: 'Chrome on Linux', via: 'PASSKEY', current: true }]);

    const stolen = laptop.cookies.get('sms_session')!;
    const out = await laptop.gql(`mutation { signOut { __typename ... on SignedOut { ended } } }`);
    expect(out.data.signOut.ended).toBe(true);
    expect(laptop.cookies.size).toBe(0);
    expect((await laptop.gql(STATUS)).data).toEqual({ signInStatus: 'NONE', me: null });
    // The ended session's cookie, replayed: anonymous, said so, and the cookie taken back.
    const replay = new Device(app);
    replay.cookies.set('sms_session', stolen);
    expect((await replay.gql(STATUS)).data).toEqual({ signInStatus: 'ENDED', me: null });
    expect(replay.cookies.size).toBe(0);

    const again = await laptop.signIn();
    expect(again.data.finishPasskeySignIn).toEqual({ __typename: 'SignedIn', user: { id: userId, name: 'Alba' } });
    expect((await laptop.gql(ACCOUNT)).data.account.passkeys[0].lastUsedAt).not.toBeNull();
  });

  test('over https the cookie is Secure with the __Host- prefix', async () => {
    const phone = new Device(app, 'https://table.example');
    await phone.signUp('Bea');
    expect(phone.setCookies.at(-1)).toMatch(/^__Host-sms_session=sess_[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Expires=/);
    expect(await phone.me()).not.toBeNull();
  });

  test('over https only the __Host- cookie is read: a plain-named one (plantable from a sibling subdomain) signs nobody in', async () => {
    const victim = new Device(app, 'https://table.example');
    const { userId } = await victim.signUp('Vera');
    const token = victim.cookies.get('__Host-sms_session')!;
    // A sibling subdomain can set `sms_session` for the parent domain: the victim's browser sends it.
    const planted = new Device(app, 'https://table.example');
    planted.cookies.set('sms_session', token);
    expect((await planted.gql(STATUS)).data).toEqual({ signInStatus: 'NONE', me: null });
    // Beside the real cookie, the planted one changes nothing either way.
    const both = new Device(app, 'https://table.example');
    both.cookies.set('sms_session', 'sess_planted');
    both.cookies.set('__Host-sms_session', token);
    expect((await both.gql(STATUS)).data).toEqual({ signInStatus: 'SIGNED_IN', me: { id: userId } });
    // Plain http to a loopback host keeps the plain name (where the server sets it).
    const local = new Device(app);
    local.cookies.set('sms_session', token);
    expect((await local.gql(STATUS)).data).toEqual({ signInStatus: 'SIGNED_IN', me: { id: userId } });
  });

  test('challenges are single use and short-lived; a bad answer is told apart from an unknown passkey', async () => {
    const device = new Device(app);
    await device.signUp('Cora');
    const start = async () => (await device.gql(`mutation { startPasskeySignIn { ... on PasskeyChallenge { challengeId options } } }`)).data.startPasskeySignIn;
    const finish = async (input: unknown) => (await device.gql(FINISH_SIGN_IN, { input })).data.finishPasskeySignIn;

    const first = await start();
    const answer = await device.authenticator.get(first.options);
    expect((await finish({ challengeId: first.challengeId, credential: answer })).__typename).toBe('SignedIn');
    expect(await finish({ challengeId: first.challengeId, credential: answer })).toMatchObject({ code: 'CHALLENGE_UNKNOWN' });

    const late = await start();
    const lateAnswer = await device.authenticator.get(late.options);
    app.clock.advance(5 * 60_000 + 1);
    expect(await finish({ challengeId: late.challengeId, credential: lateAnswer })).toMatchObject({ code: 'CHALLENGE_EXPIRED', message: expect.stringContaining('5 minutes') });

    const forged = await start();
    const good = await device.authenticator.get(forged.options);
    const tampered = { ...good, response: { ...good.response, signature: Buffer.from('not a signature').toString('base64url') } };
    expect(await finish({ challengeId: forged.challengeId, credential: tampered })).toMatchObject({ code: 'PASSKEY_NOT_VERIFIED' });

    // Another site's page answering our challenge: the origin in the answer is not ours.
    const phishing = await start();
    const elsewhere = new SoftAuthenticator('http://evil.example');
    elsewhere.passkeys.push(...device.authenticator.passkeys.map((p) => ({ ...p, rpId: 'evil.example' })));
    expect(await finish({ challengeId: phishing.challengeId, credential: await elsewhere.get({ ...phishing.options, rpId: 'evil.example' }) })).toMatchObject({ code: 'PASSKEY_NOT_VERIFIED' });

    // A passkey made for this site but never registered here (or removed since).
    const stranger = new SoftAuthenticator(device.origin);
    await stranger.create({ challenge: 'eA', rp: { id: 'localhost' }, user: { id: 'nobody' } });
    const unknown = await start();
    expect(await finish({ challengeId: unknown.challengeId, credential: await stranger.get(unknown.options) })).toMatchObject({
      code: 'PASSKEY_UNKNOWN',
      message: expect.stringContaining('belongs to no account'),
    });
  });

  test('several passkeys, listed and removable; the last one only when confirmed', async () => {
    const device = new Device(app);
    await device.signUp('Dana');
    const key = new SoftAuthenticator(device.origin);
    const start = (await device.gql(`mutation { startPasskeyRegistration { ... on PasskeyChallenge { challengeId options } } }`)).data.startPasskeyRegistration;
    expect(start.options.excludeCredentials).toHaveLength(1);
    const added = await device.gql(`mutation($i: FinishPasskeyRegistrationInput!) { finishPasskeyRegistration(input: $i) { __typename ... on PasskeyPayload { passkey { passkeyId label } } ... on Error { code } } }`, {
      i: { challengeId: start.challengeId, credential: await key.create(start.options), label: 'Security key' },
    });
    expect(added.data.finishPasskeyRegistration).toMatchObject({ __typename: 'PasskeyPayload', passkey: { label: 'Security key' } });
    // The new passkey signs in on another device.
    const other = new Device(app, device.origin, undefined, key);
    expect((await other.signIn()).data.finishPasskeySignIn.__typename).toBe('SignedIn');

    const passkeys = (await device.gql(ACCOUNT)).data.account.passkeys as { passkeyId: string }[];
    expect(passkeys).toHaveLength(2);
    const remove = (id: string, evenIfLast?: boolean) =>
      device.gql(`mutation($i: RemovePasskeyInput!) { removePasskey(input: $i) { __typename ... on AccountItemRemoved { removedId } ... on Error { code message } } }`, { i: { passkeyId: id, evenIfLast } });
    expect((await remove(passkeys[0]!.passkeyId)).data.removePasskey).toEqual({ __typename: 'AccountItemRemoved', removedId: passkeys[0]!.passkeyId });
    expect((await remove(passkeys[1]!.passkeyId)).data.removePasskey).toMatchObject({ code: 'LAST_PASSKEY' });
    expect((await remove(passkeys[1]!.passkeyId, true)).data.removePasskey.__typename).toBe('AccountItemRemoved');
    expect((await device.gql(ACCOUNT)).data.account.passkeys).toEqual([]);
  });

  test('sessions are listed per device and ended from another: the next request is anonymous, its live standing gone', async () => {
    const laptop = new Device(app);
    const { userId } = await laptop.signUp('Edda');
    const phone = new Device(app, laptop.origin, 'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36', laptop.authenticator);
    expect((await phone.signIn()).data.finishPasskeySignIn.__typename).toBe('SignedIn');
    const sessions = (await laptop.gql(ACCOUNT)).data.account.sessions as { sessionId: string; device: string; current: boolean }[];
    expect(sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Android', false],
      ['Chrome on Linux', true],
    ]);
    // The phone's session in a campaign's audience (what live streams re-check), then ended.
    const { apiKey } = await signUp(app, 'GM of Edda');
    const campaign = await createCampaign(app, apiKey);
    expect((await phone.gql(`mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode })).data.joinCampaign.__typename).toBe('CampaignPayload');
    const phoneHash = await credentialHash(phone.cookies.get('sms_session')!);
    const campaignId = decodeId('Campaign', campaign.id)!;
    const uuid = decodeId('User', userId)!;
    expect(standing(await app.alongside(() => loadAudience(app.database.db, campaignId, [])), uuid, phoneHash)).toBe('PLAYER');

    const other = sessions.find((s) => !s.current)!;
    const ended = await laptop.gql(`mutation($i: EndSessionInput!) { endSession(input: $i) { __typename ... on AccountItemRemoved { removedId } } }`, { i: { sessionId: other.sessionId } });
    expect(ended.data.endSession.removedId).toBe(other.sessionId);
    expect((await phone.gql(STATUS)).data).toEqual({ signInStatus: 'ENDED', me: null });
    expect(standing(await app.alongside(() => loadAudience(app.database.db, campaignId, [])), uuid, phoneHash)).toBeNull();
    expect(await laptop.me()).not.toBeNull();
  });

  test("a session cookie claiming someone else's id is an ended session: anonymous, nothing written", async () => {
    const mine = new Device(app);
    await mine.signUp('Gale');
    const victim = new Device(app);
    const { userId: victimId } = await victim.signUp('Hale');
    // My own valid session secret, with the victim's id beside it (src/primitives/secrets.ts withClaim).
    const forged = new Device(app);
    forged.cookies.set('sms_session', withClaim(splitClaim(mine.cookies.get('sms_session')!).secret, decodeId('User', victimId)!));
    expect((await forged.gql(STATUS)).data).toEqual({ signInStatus: 'ENDED', me: null });
    forged.cookies.set('sms_session', withClaim(splitClaim(mine.cookies.get('sms_session')!).secret, decodeId('User', victimId)!));
    const made = await forged.gql(`mutation { createCampaign(input: { name: "Not yours", ruleset: SMS }) { __typename } }`);
    expect(made.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await victim.gql(`{ me { campaigns(first: 5) { edges { node { id } } } } }`).then((r) => r.data.me.campaigns.edges)).toEqual([]);
    // Both real sessions still work.
    expect((await mine.me())?.name).toBe('Gale');
    expect((await victim.me())?.id).toBe(victimId);
  });

  test('recovery codes: each works once, any case or spacing; regenerated ones replace the old', async () => {
    const lost = new Device(app);
    const { userId, recoveryCodes } = await lost.signUp('Fern');
    const fresh = new Device(app);
    const typed = recoveryCodes[0]!.toLowerCase().replace(/-/g, ' ');
    expect((await fresh.gql(RECOVER, { c: typed })).data.signInWithRecoveryCode).toEqual({ __typename: 'SignedIn', user: { id: userId }, recoveryCodesLeft: 9 });
    expect((await fresh.me())?.id).toBe(userId);
    const again = new Device(app);
    expect((await again.gql(RECOVER, { c: recoveryCodes[0] })).data.signInWithRecoveryCode).toMatchObject({ code: 'RECOVERY_CODE_UNKNOWN', message: expect.stringContaining('not valid') });
    expect(again.cookies.size).toBe(0);

    expect((await fresh.gql(`mutation { confirmRecoveryCodesSaved { __typename } }`)).data.confirmRecoveryCodesSaved.__typename).toBe('RecoveryCodesSaved');
    expect((await fresh.gql(ACCOUNT)).data.account.recoveryCodesSavedAt).not.toBeNull();
    const renewed = (await fresh.gql(`mutation { regenerateRecoveryCodes { ... on RecoveryCodes { codes } } }`)).data.regenerateRecoveryCodes.codes as string[];
    expect(renewed).toHaveLength(10);
    expect((await fresh.gql(ACCOUNT)).data.account).toMatchObject({ recoveryCodesLeft: 10, recoveryCodesSavedAt: null });
    expect((await again.gql(RECOVER, { c: recoveryCodes[1] })).data.signInWithRecoveryCode.code).toBe('RECOVERY_CODE_UNKNOWN');
    expect((await again.gql(RECOVER, { c: renewed[3] })).data.signInWithRecoveryCode.__typename).toBe('SignedIn');
  });

  test('a one-time device link signs another device in once, within 10 minutes', async () => {
    const laptop = new Device(app);
    const { userId } = await laptop.signUp('Gwen');
    const link = (await laptop.gql(LINK)).data.createDeviceLink;
    expect(link.path).toBe(`/#/device/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const phone = new Device(app, laptop.origin, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1');
    expect((await phone.gql(REDEEM, { t: link.token })).data.redeemDeviceLink).toEqual({ __typename: 'SignedIn', user: { id: userId, name: 'Gwen' } });
    expect((await phone.gql(ACCOUNT)).data.account.sessions.find((s: { current: boolean }) => s.current)).toMatchObject({ device: 'Safari on iPhone', via: 'DEVICE_LINK' });
    // The phone registers its own passkey, then signs in with it.
    const start = (await phone.gql(`mutation { startPasskeyRegistration { ... on PasskeyChallenge { challengeId options } } }`)).data.startPasskeyRegistration;
    const reg = await phone.gql(`mutation($i: FinishPasskeyRegistrationInput!) { finishPasskeyRegistration(input: $i) { __typename } }`, { i: { challengeId: start.challengeId, credential: await phone.authenticator.create(start.options) } });
    expect(reg.data.finishPasskeyRegistration.__typename).toBe('PasskeyPayload');

    const thief = new Device(app);
    expect((await thief.gql(REDEEM, { t: link.token })).data.redeemDeviceLink).toMatchObject({ code: 'DEVICE_LINK_UNKNOWN' });
    const late = (await laptop.gql(LINK)).data.createDeviceLink;
    app.clock.advance(10 * 60_000 + 1);
    expect((await thief.gql(REDEEM, { t: late.token })).data.redeemDeviceLink).toMatchObject({ code: 'DEVICE_LINK_EXPIRED', message: expect.stringContaining('expired') });
    expect(await thief.me()).toBeNull();
  });

  test('the GM issues a one-time link for a player who lost every device: the player’s own account, characters kept', async () => {
    const gm = new Device(app);
    await gm.signUp('Hana the GM');
    const campaign = (await gm.gql(`mutation { createCampaign(input: { name: "Lost and found", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }`)).data.createCampaign.campaign;
    const lostPhone = new Device(app);
    const { userId } = await lostPhone.signUp('Ivo');
    await lostPhone.gql(`mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode });
    const { apiKey: otherKey } = await signUp(app, 'Jo');
    await joinCampaign(app, otherKey, campaign.inviteCode);
    const stranger = await signUp(app, 'Kit');
    // Ivo's character, made through his browser session.
    const made = await lostPhone.gql(`mutation($i: CreateCharacterInput!) { createCharacter(input: $i) { ... on CharacterPayload { character { id } } } }`, {
      i: { campaignId: campaign.id, name: 'Ivy', sms: { race: 'HUMAN', modules: [] } },
    });
    const characterId = made.data.createCharacter.character.id;

    const issue = (device: Device | null, forUser: string, key?: string) =>
      (device ?? new Device(app)).gql(
        `mutation($i: IssuePlayerDeviceLinkInput!) { issuePlayerDeviceLink(input: $i) { __typename ... on DeviceLink { token } } }`,
        { i: { campaignId: campaign.id, userId: forUser } },
        key ? { authorization: `Bearer ${key}` } : {},
      );
    // A player cannot issue one; the GM cannot for someone outside the campaign.
    expect((await issue(null, userId, otherKey)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await issue(gm, stranger.userId)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const link = (await issue(gm, userId)).data.issuePlayerDeviceLink;
    const newPhone = new Device(app);
    expect((await newPhone.gql(REDEEM, { t: link.token })).data.redeemDeviceLink.user.id).toBe(userId);
    const mine = await newPhone.gql(`query($id: ID!) { node(id: $id) { id ... on Character { name } } }`, { id: characterId });
    expect(mine.data.node).toEqual({ id: characterId, name: 'Ivy' });
  });

  test('a script’s Bearer key wins over a cookie; the key path is unchanged', async () => {
    const browser = new Device(app);
    await browser.signUp('Lea');
    const { apiKey, userId } = await signUp(app, 'Script');
    const res = await browser.gql(`{ me { id } account { signedInWith } }`, undefined, { authorization: `Bearer ${apiKey}` });
    expect(res.data).toEqual({ me: { id: userId }, account: { signedInWith: 'API_KEY' } });
  });

  test('CSRF: another origin’s fetch and a form POST with the cookie are refused; the app’s own succeed', async () => {
    const device = new Device(app);
    await device.signUp('Mo');
    const evil = await device.fetch({ query: '{ me { id } }' }, { origin: 'http://evil.example' });
    expect(evil.status).toBe(403);
    expect((await evil.json()).errors[0].extensions.code).toBe('CSRF_REFUSED');
    // A sibling port on the same host is another origin (SameSite does not cover it).
    expect((await device.fetch({ query: '{ me { id } }' }, { origin: 'http://localhost:5555' })).status).toBe(403);
    const cookie = [...device.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const form = await app.fetch(`${device.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: device.origin, cookie },
      body: 'query=mutation%7BsignOut%7B__typename%7D%7D',
    });
    expect(form.status).toBe(403);
    // text/plain is what a form (or a no-cors fetch) may send without a preflight: refused too.
    const formWithoutOrigin = await app.fetch(`${device.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain', cookie }, body: '{"query":"mutation{signOut{__typename}}"}' });
    expect([403, 415]).toContain(formWithoutOrigin.status);
    expect(await device.me()).not.toBeNull();
  });

  test('with CORS_ORIGINS the listed origin gets credentials and may use the session; `*` never gives credentials', async () => {
    const listed = await startTestApp(backend, { httpPolicy: { corsOrigins: ['https://play.example'], maxBodyBytes: 1 << 20 } });
    try {
      const device = new Device(listed, 'https://play.example');
      await device.signUp('Nell');
      // The API served elsewhere: the page's origin is listed.
      const res = await listed.fetch('https://api.example/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://play.example', cookie: [...device.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        body: JSON.stringify({ query: '{ me { name } }' }),
      });
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-origin')).toBe('https://play.example');
      expect((await res.json()).data.me.name).toBe('Nell');
    } finally {
      await listed.close();
    }
    const open = await app.fetch('http://localhost:4000/graphql', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://any.example' }, body: '{"query":"{ signInStatus }"}' });
    expect(open.headers.get('access-control-allow-origin')).toBe('*');
    expect(open.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('sign-in attempts are rate limited per address and per account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(BACKENDS[0]!, { signInLimit: 3 });
  });
  afterAll(async () => app?.close());

  it('429 with Retry-After past the limit from one address, and for one account from many', async () => {
    const attempt = (client: string) =>
      app.fetch('http://localhost:4000/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-test-client': client }, body: JSON.stringify({ query: RECOVER, variables: { c: 'AAAA-AAAA-AAAA-AAAA' } }) });
    for (let i = 0; i < 3; i++) expect((await (await attempt('10.0.0.1')).json()).data.signInWithRecoveryCode.code).toBe('RECOVERY_CODE_UNKNOWN');
    const refused = await attempt('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt('10.0.0.2')).status).toBe(200);

    // One account, tried from three addresses: the fourth passkey sign-in is refused whatever the address.
    const owner = new Device(app, 'http://localhost:4000');
    await owner.signUp('Ona');
    for (let i = 0; i < 3; i++) {
      const from = new Device(app, owner.origin, undefined, owner.authenticator);
      from.headers = { 'x-test-client': `10.1.0.${i}` };
      expect((await from.signIn()).data.finishPasskeySignIn.__typename).toBe('SignedIn');
    }
    const fourth = new Device(app, owner.origin, undefined, owner.authenticator);
    fourth.headers = { 'x-test-client': '10.1.0.9' };
    const start = (await fourth.gql(`mutation { startPasskeySignIn { ... on PasskeyChallenge { challengeId options } } }`)).data.startPasskeySignIn;
    const res = await fourth.fetch({ query: FINISH_SIGN_IN, variables: { input: { challengeId: start.challengeId, credential: await owner.authenticator.get(start.options) } } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).not.toBeNull();
  });
});
