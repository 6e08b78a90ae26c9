/**
 * The account page (docs/accounts.md): a person's passkeys, browser sessions and recovery
 * codes, listed and managed; one-time links to sign another device in (their own, or a GM's for
 * a player of their campaign who lost every device).
 */
import * as z from 'zod/mini';
import {
  type AccountView,
  accountView,
  deletePasskey,
  deleteSession,
  insertDeviceLink,
  insertPasskey,
  markRecoveryCodesSaved,
  replaceRecoveryCodes,
  takeChallenge,
} from '../../db/accounts.js';
import { decodeId } from '../../primitives/ids.js';
import { hashApiKey, newDeviceLinkToken } from '../../primitives/secrets.js';
import { clearedSessionCookie, deviceSummary } from './session-cookie.js';
import { requireCaller, verifiedCaller } from '../auth.js';
import { builder } from '../builder.js';
import { forbidden, MUTATION_ERRORS, notFound, validate, refuse } from '../errors.js';
import { lastPasskey, passkeyAlreadyRegistered } from '../../rules/api-limits.js';
import { PasskeyChallenge, newRecoveryCodes } from './sign-in.js';
import { SIGN_IN_ERRORS, SignInRefused } from './session.js';
import { registrationOptions, storedChallenge, verifiedRegistration } from './webauthn.js';
import { inputMutation, mutation, payloadOf, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

/** A one-time device link lasts this long. */
export const DEVICE_LINK_LIFETIME_MS = 10 * 60_000;

type PasskeyView = AccountView['passkeys'][number];
type SessionView = AccountView['sessions'][number] & { current: boolean };
export type AccountShape = Omit<AccountView, 'sessions'> & { sessions: SessionView[]; signedInWith: string };

const Passkey = builder.objectRef<PasskeyView>('Passkey').implement({
  description: 'One of your passkeys (the private key stays on the authenticator; the server keeps the public key). Not a Node: listed in `account` only.',
  fields: (t) => ({
    passkeyId: t.id({ description: 'Its id, to pass to `removePasskey`.', resolve: (p) => p.id }),
    label: t.exposeString('label', { description: 'The device it was made on, e.g. "Chrome on Android".' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was registered.', resolve: (p) => p.createdAt }),
    lastUsedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it last signed you in; null if it never has.', resolve: (p) => p.lastUsedAt }),
  }),
});

const BrowserSession = builder.objectRef<SessionView>('BrowserSession').implement({
  description: 'A signed-in browser: ending it signs that device out on its next request and ends its live streams. Not a Node: listed in `account` only.',
  fields: (t) => ({
    sessionId: t.id({ description: 'Its id, to pass to `endSession`.', resolve: (s) => s.id }),
    device: t.exposeString('device', { description: 'A summary of the browser, e.g. "Firefox on Windows".' }),
    via: t.exposeString('via', { description: 'How it signed in: PASSKEY, RECOVERY_CODE or DEVICE_LINK.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it signed in.', resolve: (s) => s.createdAt }),
    lastUsedAt: t.field({ type: 'DateTime', description: 'Within a minute.', resolve: (s) => s.lastUsedAt }),
    expiresAt: t.field({ type: 'DateTime', description: 'When it ends: the browser signs in again after that.', resolve: (s) => s.expiresAt }),
    current: t.exposeBoolean('current', { description: 'The session this request came with.' }),
  }),
});

export const Account = builder.objectRef<AccountShape>('Account').implement({
  description: 'How you sign in: your passkeys, your signed-in browsers, your recovery codes.',
  fields: (t) => ({
    passkeys: t.field({ type: [Passkey], description: 'Your passkeys, each a device or password manager that can sign you in.', resolve: (a) => a.passkeys }),
    sessions: t.field({ type: [BrowserSession], description: 'The browsers signed in to your account, this one included (`current`).', resolve: (a) => a.sessions }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft', { description: 'Unused recovery codes.' }),
    recoveryCodesSavedAt: t.field({ type: 'DateTime', nullable: true, description: 'When you said you kept the current codes; null: not yet.', resolve: (a) => a.recoveryCodesSavedAt }),
    signedInWith: t.exposeString('signedInWith', { description: 'This request’s credential: SESSION (a browser) or API_KEY.' }),
  }),
});

builder.queryField('account', (t) =>
  t.field({
    type: Account,
    description: 'Your passkeys, browser sessions and recovery codes (signed in only).',
    resolve: async (_root, _args, ctx) => {
      const caller = requireCaller(ctx);
      const view = await accountView(ctx.reader, caller.userId, ctx.clock.now());
      return {
        ...view,
        sessions: view.sessions.map((s) => ({ ...s, current: s.id === ctx.credential?.sessionId })),
        signedInWith: ctx.credential?.kind ?? 'API_KEY',
      };
    },
  }),
);

mutation('startPasskeyRegistration', {
  type: PasskeyChallenge,
  description: 'Add a passkey (this device, a security key): step 1, the options for the browser. Answer with `finishPasskeyRegistration`.',
  resolve: async (_root, _args, ctx) => {
    const caller = await verifiedCaller(ctx);
    // Stored with the person's credential ids read back in the same statement: the browser is told not to make a second passkey on an authenticator that has one.
    const { id, credentialIds, challenge } = await storedChallenge(ctx, 'ADD_PASSKEY', caller.userId, null);
    return { challengeId: id, options: registrationOptions(ctx.relyingParty, { id: caller.userId, name: caller.name }, credentialIds, challenge) };
  },
});

const PasskeyPayload = payloadOf('PasskeyPayload', 'passkey', Passkey, 'The passkey just registered.');

const FinishRegistrationInput = inputType('FinishPasskeyRegistrationInput', {
  challengeId: field.id(z.uuid(), 'The `challengeId` of the `PasskeyChallenge` from `startPasskeyRegistration` (within 5 minutes, once).'),
  credential: field.of('JSON', z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(1024)) }), 'The browser’s answer (`startRegistration` of @simplewebauthn/browser).'),
  label: field.string(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))), 'What to call it; default: the browser and system, e.g. "Safari on iPhone".'),
});

inputMutation('finishPasskeyRegistration', {
  type: PasskeyPayload,
  description: 'Add a passkey: step 2, the browser’s answer checked and the passkey kept.',
  input: FinishRegistrationInput.ref,
  errors: SIGN_IN_ERRORS,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const answer = validate(FinishRegistrationInput.schema, input);
    const challenge = await takeChallenge(ctx.loaders.read.guarded, answer.challengeId, 'ADD_PASSKEY');
    if (!challenge || challenge.userId !== caller.userId) throw new SignInRefused('CHALLENGE_UNKNOWN');
    if (challenge.expiresAt <= ctx.clock.now()) throw new SignInRefused('CHALLENGE_EXPIRED');
    const label = answer.label ?? deviceSummary(ctx.request.headers.get('user-agent'));
    const verified = await verifiedRegistration(ctx.relyingParty, answer.credential, challenge.challenge, label);
    if (!verified) throw new SignInRefused('PASSKEY_NOT_VERIFIED');
    const row = await insertPasskey(ctx.db, caller.userId, verified);
    if (!row) refuse(passkeyAlreadyRegistered());
    return { passkey: row };
  },
});

const Removed = payloadType<{ removedId: string }>('AccountItemRemoved', { removedId: ['ID', 'The passkey or session removed.'] });

const RemovePasskeyInput = inputType('RemovePasskeyInput', {
  passkeyId: field.id(z.uuid(), 'One of your passkeys (`Passkey.passkeyId`).'),
  evenIfLast: field.boolean(z.nullish(z.boolean()), 'Remove it even though it is your last passkey (you were warned: recovery codes or an API key are then your only way in).'),
});

inputMutation('removePasskey', {
  type: Removed,
  description: 'Remove one of your passkeys. Your last one is refused (LAST_PASSKEY) unless `evenIfLast`.',
  input: RemovePasskeyInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const { passkeyId, evenIfLast } = validate(RemovePasskeyInput.schema, input);
    const { removed, found } = await deletePasskey(ctx.db, caller.userId, passkeyId, evenIfLast ?? false);
    if (!found) throw notFound('passkey');
    if (!removed) refuse(lastPasskey());
    return { removedId: passkeyId };
  },
});

// The input type is made when the schema is built (inside the field), which places it where the
// printed schema has always had it.
builder.mutationField('endSession', (t) =>
  t.field({
    type: Removed,
    description: 'Sign a browser out (one of yours, this one included): its next request is anonymous, its live streams end.',
    args: { input: t.arg({ type: builder.inputType('EndSessionInput', { fields: (f) => ({ sessionId: f.id({ description: 'One of your sessions (`BrowserSession.sessionId`); this one signs this browser out.' }) }) }) }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const caller = requireCaller(ctx);
      const { sessionId } = validate(z.object({ sessionId: z.uuid() }), input);
      if (!(await deleteSession(ctx.db, caller.userId, sessionId))) throw notFound('session');
      if (sessionId === ctx.credential?.sessionId) ctx.responseCookies.push(clearedSessionCookie(ctx.request));
      return { removedId: sessionId };
    },
  }),
);

const RecoveryCodes = payloadType<{ codes: string[] }>('RecoveryCodes', { codes: [['String'], 'Shown this once; the previous codes no longer work.'] });

mutation('regenerateRecoveryCodes', {
  type: RecoveryCodes,
  description: 'New recovery codes replace all the old ones (used or not).',
  resolve: async (_root, _args, ctx) => {
    const caller = requireCaller(ctx);
    const { codes, hashes } = await newRecoveryCodes();
    await replaceRecoveryCodes(ctx.db, caller.userId, hashes);
    return { codes };
  },
});

const Confirmed = payloadType<{ savedAt: Date }>('RecoveryCodesSaved', { savedAt: ['DateTime', 'When you said you kept the current codes.'] });

mutation('confirmRecoveryCodesSaved', {
  type: Confirmed,
  description: 'Say you kept your recovery codes: signing out of your last device no longer warns about them.',
  resolve: async (_root, _args, ctx) => {
    const caller = requireCaller(ctx);
    const savedAt = ctx.clock.now();
    await markRecoveryCodesSaved(ctx.db, caller.userId, savedAt);
    return { savedAt };
  },
});

const DeviceLink = payloadType<{ token: string; path: string; expiresAt: Date }>(
  'DeviceLink',
  {
    token: ['String', 'The secret of the link: whoever holds it can sign in as the account once. Shown only here.'],
    path: ['String', 'The link, relative to the table app: `/#/device/<token>`.'],
    expiresAt: ['DateTime', 'When it stops working (10 minutes after it was made).'],
  },
  'A one-time link that signs another device in: open `/#/device/<token>` there within 10 minutes. Works once.',
);

async function deviceLink(ctx: Parameters<typeof requireCaller>[0], userId: string, campaignId: string | null) {
  const caller = requireCaller(ctx);
  const token = newDeviceLinkToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + DEVICE_LINK_LIFETIME_MS);
  const made = await insertDeviceLink(ctx.db, { userId, issuedBy: caller.userId, campaignId, tokenHash: await hashApiKey(token), expiresAt, now });
  return made ? { token, path: `/#/device/${token}`, expiresAt } : null;
}

mutation('createDeviceLink', {
  type: DeviceLink,
  description: 'A one-time link (and QR code, drawn by the app) to sign another of your devices in.',
  resolve: async (_root, _args, ctx) => (await deviceLink(ctx, requireCaller(ctx).userId, null))!,
});

const IssuePlayerLinkInput = builder.inputType('IssuePlayerDeviceLinkInput', {
  fields: (t) => ({
    campaignId: t.id({ description: 'Your campaign, where you are GM.' }),
    userId: t.id({ description: 'The member (a User id) who lost their devices.' }),
  }),
});

inputMutation('issuePlayerDeviceLink', {
  type: DeviceLink,
  description: 'GM only: a one-time link for a member of your campaign who lost every device. It signs them in to their own account (characters kept); give it to them in person.',
  input: IssuePlayerLinkInput,
  resolve: async (_root, { input }, ctx) => {
    requireCaller(ctx);
    const campaignId = decodeId('Campaign', input.campaignId);
    const userId = decodeId('User', input.userId);
    if (!campaignId || !userId) throw notFound('member');
    // The GM's role and the member's membership are checked inside the insert (one statement).
    const link = await deviceLink(ctx, userId, campaignId);
    if (!link) throw forbidden('Only the campaign’s GM may do that, for a member of the campaign.');
    return link;
  },
});
