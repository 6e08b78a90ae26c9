/**
 * Signing up and in without a key in the browser (docs/accounts.md): with a passkey (two steps:
 * `start…` gives the browser its WebAuthn options, `finish…` checks its answer), with a
 * recovery code, or with a one-time device link. Each success opens a browser session: an
 * HttpOnly cookie on the answer, never a token in the payload.
 */
import * as z from 'zod/mini';
import {
  createPasskeyAccount,
  openSessionWithDeviceLink,
  openSessionWithPasskey,
  openSessionWithRecoveryCode,
  deleteSession,
  takeChallenge,
  takeSignInChallenge,
  type UserRow,
} from '../../db/accounts.js';
import { hashApiKey, newRecoveryCode, normaliseRecoveryCode } from '../../primitives/secrets.js';
import { clearedSessionCookie, deviceSummary } from './session-cookie.js';
import { builder } from '../builder.js';
import { validate } from '../errors.js';
import { displayName, User } from '../campaign/user.js';
import { giveSessionCookie, limitAccount, newSession, SIGN_IN_ERRORS, SignInRefused } from './session.js';
import { answeredCredentialId, authenticationOptions, registrationOptions, storedChallenge, verifiedAuthentication, verifiedRegistration } from './webauthn.js';
import { inputMutation, mutation, inputOf, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

/** How many recovery codes a person gets (each works once). */
export const RECOVERY_CODE_COUNT = 10;

export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: await Promise.all(codes.map((c) => hashApiKey(c))) };
}

export const PasskeyChallenge = payloadType<{ challengeId: string; options: unknown }>(
  'PasskeyChallenge',
  {
    challengeId: ['ID', 'Send it back with the browser’s answer.'],
    options: ['JSON', 'The WebAuthn options (PublicKeyCredentialCreationOptions or RequestOptions, as JSON) for the browser.'],
  },
  'A WebAuthn ceremony to run in the browser: pass `options` to @simplewebauthn/browser (or `navigator.credentials`), then send the answer with `challengeId` within 5 minutes. Single use.',
);

const SignedIn = payloadType<{ user: UserRow; recoveryCodes?: string[]; recoveryCodesLeft?: number }>(
  'SignedIn',
  {
    user: [User, 'The account now signed in (the session cookie came with the answer).'],
    recoveryCodes: [['String'], 'At sign-up only: the recovery codes, shown this once. Each signs in once when every device is lost.', { nullable: true }],
    recoveryCodesLeft: ['Int', 'After a recovery code: how many are left.', { nullable: true }],
  },
  'This browser is signed in: the session is an HttpOnly cookie on this answer (no token to keep).',
);


const StartPasskeySignUpInput = inputType('StartPasskeySignUpInput', { name: displayName });
const PasskeyAnswerInput = inputType('PasskeyAnswerInput', {
  challengeId: field.id(z.uuid(), 'The `challengeId` of the `PasskeyChallenge` you answer (within 5 minutes, once).'),
  credential: field.of(
    'JSON',
    z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(1024)), type: z.literal('public-key') }),
    'The browser’s answer (`startRegistration` / `startAuthentication` of @simplewebauthn/browser), as JSON.',
  ),
});

inputMutation('startPasskeySignUp', {
  type: PasskeyChallenge,
  description: 'Sign-up, step 1: the options to make a passkey for a new account. Rate limited per client like `signUp`.',
  input: StartPasskeySignUpInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const { name } = validate(StartPasskeySignUpInput.schema, input);
    // The account's id is chosen now: the passkey carries it as its user handle.
    const userId = crypto.randomUUID();
    const { id, challenge } = await storedChallenge(ctx, 'SIGN_UP', userId, name);
    return { challengeId: id, options: registrationOptions(ctx.relyingParty, { id: userId, name }, [], challenge) };
  },
});

inputMutation('finishPasskeySignUp', {
  type: SignedIn,
  description: 'Sign-up, step 2: the new passkey is checked, the account made, this browser signed in; the recovery codes are in the answer, once.',
  input: PasskeyAnswerInput.ref,
  errors: SIGN_IN_ERRORS,
  resolve: async (_root, { input }, ctx) => {
    const answer = validate(PasskeyAnswerInput.schema, input);
    const challenge = await takeChallenge(ctx.loaders.read.guarded, answer.challengeId, 'SIGN_UP');
    if (!challenge?.userId || !challenge.name) throw new SignInRefused('CHALLENGE_UNKNOWN');
    if (challenge.expiresAt <= ctx.clock.now()) throw new SignInRefused('CHALLENGE_EXPIRED');
    const passkey = await verifiedRegistration(ctx.relyingParty, answer.credential, challenge.challenge, deviceSummary(ctx.request.headers.get('user-agent')));
    if (!passkey) throw new SignInRefused('PASSKEY_NOT_VERIFIED');
    const { codes, hashes } = await newRecoveryCodes();
    const session = await newSession(ctx, 'PASSKEY');
    const user = await createPasskeyAccount(ctx.db, { userId: challenge.userId, name: challenge.name, passkey, session, codeHashes: hashes });
    giveSessionCookie(ctx, session, user.id);
    return { user, recoveryCodes: codes };
  },
});

mutation('startPasskeySignIn', {
  type: PasskeyChallenge,
  description: 'Sign-in, step 1: the options for any passkey of this site (on this device, or synced to it).',
  resolve: async (_root, _args, ctx) => {
    const { id, challenge } = await storedChallenge(ctx, 'SIGN_IN', null, null);
    return { challengeId: id, options: authenticationOptions(ctx.relyingParty, challenge) };
  },
});

inputMutation('finishPasskeySignIn', {
  type: SignedIn,
  description: 'Sign-in, step 2: the passkey’s answer is checked and this browser signed in. Rate limited per address and per account.',
  input: PasskeyAnswerInput.ref,
  errors: SIGN_IN_ERRORS,
  resolve: async (_root, { input }, ctx, info) => {
    const answer = validate(PasskeyAnswerInput.schema, input);
    const { challenge, passkey, user } = await takeSignInChallenge(ctx.loaders.read.guarded, answer.challengeId, answeredCredentialId(answer.credential) ?? '');
    if (!challenge) throw new SignInRefused('CHALLENGE_UNKNOWN');
    if (challenge.expiresAt <= ctx.clock.now()) throw new SignInRefused('CHALLENGE_EXPIRED');
    if (!passkey || !user) throw new SignInRefused('PASSKEY_UNKNOWN');
    await limitAccount(ctx, info, user.id);
    const counter = await verifiedAuthentication(ctx.relyingParty, answer.credential, challenge.challenge, passkey);
    if (counter === null) throw new SignInRefused('PASSKEY_NOT_VERIFIED');
    const session = await newSession(ctx, 'PASSKEY');
    await openSessionWithPasskey(ctx.db, { passkeyId: passkey.id, counter, now: ctx.clock.now(), session });
    giveSessionCookie(ctx, session, user.id);
    return { user };
  },
});

const RecoveryCodeInput = inputOf('SignInWithRecoveryCodeInput', 'code', 'string', 'A recovery code as written down (XXXX-XXXX-XXXX-XXXX; case, spaces and dashes do not matter).');

inputMutation('signInWithRecoveryCode', {
  type: SignedIn,
  description: 'Sign in with one of the recovery codes given at sign-up: it works once. Then register a passkey on this device.',
  input: RecoveryCodeInput,
  errors: SIGN_IN_ERRORS,
  resolve: async (_root, { input }, ctx) => {
    const { code } = validate(z.object({ code: z.string().check(z.maxLength(64)) }), input);
    const normalised = normaliseRecoveryCode(code);
    if (normalised.length !== 19) throw new SignInRefused('RECOVERY_CODE_UNKNOWN');
    const session = await newSession(ctx, 'RECOVERY_CODE');
    const opened = await openSessionWithRecoveryCode(ctx.db, await hashApiKey(normalised), session);
    if (!opened) throw new SignInRefused('RECOVERY_CODE_UNKNOWN');
    giveSessionCookie(ctx, session, opened.user.id);
    return { user: opened.user, recoveryCodesLeft: opened.left };
  },
});

const DeviceLinkInput = inputOf('RedeemDeviceLinkInput', 'token', 'string', 'The token of the link (what follows `#/device/`).');

inputMutation('redeemDeviceLink', {
  type: SignedIn,
  description: 'Sign this device in with a one-time link made on another device (or by the GM): it works once, within 10 minutes.',
  input: DeviceLinkInput,
  errors: SIGN_IN_ERRORS,
  resolve: async (_root, { input }, ctx) => {
    const { token } = validate(z.object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)) }), input);
    const session = await newSession(ctx, 'DEVICE_LINK');
    const opened = await openSessionWithDeviceLink(ctx.db, await hashApiKey(token), ctx.clock.now(), session);
    if (!opened?.user) throw new SignInRefused(opened?.expired ? 'DEVICE_LINK_EXPIRED' : 'DEVICE_LINK_UNKNOWN');
    giveSessionCookie(ctx, session, opened.user.id);
    return { user: opened.user };
  },
});

const SignedOut = payloadType<{ ended: boolean }>('SignedOut', { ended: ['Boolean', 'A session was ended (false: this request had none).'] });

mutation('signOut', {
  type: SignedOut,
  description: 'End this browser’s session and take its cookie back. Other devices stay signed in.',
  resolve: async (_root, _args, ctx) => {
    ctx.responseCookies.push(clearedSessionCookie(ctx.request));
    if (!ctx.caller || ctx.credential?.kind !== 'SESSION') return { ended: false };
    // The session's id comes with its check (src/graphql/authentication.ts); the delete would wait for it anyway.
    await ctx.loaders.read.authenticate();
    const sessionId = ctx.credential?.sessionId;
    if (!sessionId) return { ended: false };
    return { ended: await deleteSession(ctx.db, ctx.caller.userId, sessionId) };
  },
});

const SignInStatus = builder.enumType('SignInStatus', {
  description: 'SIGNED_IN: a valid key or session came with the request. ENDED: a session cookie came, but its session ended (signed out elsewhere, expired). NONE: no credential.',
  values: {
    SIGNED_IN: { description: 'A valid API key or session came with the request.' },
    ENDED: { description: 'A session cookie came, but its session ended (signed out elsewhere, expired): show “you were signed out”.' },
    NONE: { description: 'No credential came: never signed in on this browser.' },
  } as const,
});

builder.queryField('signInStatus', (t) =>
  t.field({
    type: SignInStatus,
    description: 'Whether this request is signed in, and if not, whether a session ended: an app tells "signed out" from "never signed in".',
    // A claimed credential is checked first (an ended session then makes the operation run again as anonymous).
    resolve: async (_root, _args, ctx) => {
      await ctx.loaders.read.authenticate();
      return ctx.caller ? 'SIGNED_IN' : ctx.sessionEnded ? 'ENDED' : 'NONE';
    },
  }),
);
