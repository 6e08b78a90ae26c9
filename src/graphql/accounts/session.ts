/**
 * What every way of signing in shares: the session it opens (token → cookie, hash → table),
 * the refusal in words when the credential does not do (SignInRefused), and the rate limits
 * (per address and per account: 429 with Retry-After).
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { NewSession, SessionVia } from '../../db/accounts.js';
import { hashApiKey, newSessionToken, withClaim } from '../../primitives/secrets.js';
import { deviceSummary, SESSION_LIFETIME_MS, sessionCookie } from './session-cookie.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { ErrorInterface, isOnlyRootField, MUTATION_ERRORS, tooManyRequests } from '../errors.js';
import { SIGN_IN_KEYS } from '../../primitives/rate-limits.js';

/** Why a sign-in was refused: each told apart in words (issue 24 item 7), never "an empty account". */
export type SignInRefusalCode =
  | 'CHALLENGE_EXPIRED'
  | 'CHALLENGE_UNKNOWN'
  | 'PASSKEY_UNKNOWN'
  | 'PASSKEY_NOT_VERIFIED'
  | 'RECOVERY_CODE_UNKNOWN'
  | 'DEVICE_LINK_EXPIRED'
  | 'DEVICE_LINK_UNKNOWN';

const MESSAGES: Record<SignInRefusalCode, string> = {
  CHALLENGE_EXPIRED: 'This sign-in took longer than 5 minutes; start again.',
  CHALLENGE_UNKNOWN: 'This passkey prompt was already answered or never started; start again.',
  PASSKEY_UNKNOWN: 'This passkey belongs to no account here (it may have been removed from the account).',
  PASSKEY_NOT_VERIFIED: 'The passkey’s answer could not be verified for this site.',
  RECOVERY_CODE_UNKNOWN: 'This recovery code is not valid: mistyped, used already, or replaced by new codes.',
  DEVICE_LINK_EXPIRED: 'This device link has expired (links last 10 minutes); make a new one.',
  DEVICE_LINK_UNKNOWN: 'This device link is not valid: used already, or mistyped.',
};

export class SignInRefused extends Error {
  readonly code: SignInRefusalCode;
  constructor(code: SignInRefusalCode) {
    super(MESSAGES[code]);
    this.name = 'SignInRefused';
    this.code = code;
  }
}

builder.objectType(SignInRefused, {
  name: 'SignInRefused',
  description:
    'The credential given does not sign anyone in: `code` says why (CHALLENGE_EXPIRED, CHALLENGE_UNKNOWN, PASSKEY_UNKNOWN, PASSKEY_NOT_VERIFIED, RECOVERY_CODE_UNKNOWN, DEVICE_LINK_EXPIRED, DEVICE_LINK_UNKNOWN). Nothing was changed except that the challenge, code or link tried is spent.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

/** The union members of a mutation that takes a credential: the usual ones, and SignInRefused. */
export const SIGN_IN_ERRORS = [...MUTATION_ERRORS, SignInRefused] as const;

/** A session for this request's device: its hash goes to the table, its token to `giveSessionCookie` once the write is done. */
export async function newSession(ctx: Context, via: SessionVia): Promise<NewSession & { token: string }> {
  const token = newSessionToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  return { now, tokenHash: await hashApiKey(token), device: deviceSummary(ctx.request.headers.get('user-agent')), via, expiresAt, token };
}

/**
 * The opened session's cookie on the answer: its token with the holder's user id beside it
 * (src/primitives/secrets.ts `withClaim`), known only once the write found the person.
 */
export function giveSessionCookie(ctx: Context, session: { token: string; expiresAt: Date }, userId: string): void {
  ctx.responseCookies.push(sessionCookie(ctx.request, withClaim(session.token, userId), session.expiresAt));
}

async function limit(ctx: Context, info: GraphQLResolveInfo, key: string): Promise<void> {
  if (!(await ctx.signInLimiter.limit(key))) throw tooManyRequests(ctx.signInLimiter.retryAfter(key), isOnlyRootField(info));
}

/**
 * One more claim code tried by this account (issue 38 item 9): a claim code is a secret typed by
 * hand like a device link, so its guesses count as sign-in attempts do, per address
 * (src/graphql/address-limits.ts, shared with sign-ins) and per account, on a count of its own so that a
 * player's claims never hold back their sign-ins.
 */
export function limitClaim(ctx: Context, info: GraphQLResolveInfo, userId: string): Promise<void> {
  return limit(ctx, info, SIGN_IN_KEYS.claim(userId));
}

/** One more attempt at this account, once the answer names it (a passkey's): from any address. */
export function limitAccount(ctx: Context, info: GraphQLResolveInfo, userId: string): Promise<void> {
  return limit(ctx, info, SIGN_IN_KEYS.account(userId));
}
