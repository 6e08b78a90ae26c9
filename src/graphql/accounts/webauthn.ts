/**
 * Passkeys through @simplewebauthn/server (runs on Node and on Workers: Web Crypto only). The
 * options the browser needs, and the verification of its answers against the challenge kept
 * server-side (src/db/accounts.ts: single use, CHALLENGE_LIFETIME_MS).
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { NewPasskey, PasskeyRow } from '../../db/accounts.js';
import type { RelyingParty } from '../context.js';

/** A ceremony left unanswered this long is refused (CHALLENGE_EXPIRED). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** A new challenge: 32 random bytes, as the options carry it (base64url). */
export function newChallenge(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return isoBase64URL.fromBuffer(bytes);
}

/**
 * What `navigator.credentials.create` needs to make a passkey for `user` (discoverable: sign-in
 * needs no name), for a challenge made by `newChallenge` and already stored.
 */
export function registrationOptions(rp: RelyingParty, user: { id: string; name: string }, exclude: string[], challenge: string) {
  return generateRegistrationOptions({
    challenge: isoBase64URL.toBuffer(challenge),
    rpName: rp.name,
    rpID: rp.rpId,
    userName: user.name,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: exclude.map((id) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** The answer to a registration: the new passkey to store, or null when it does not verify. */
export async function verifiedRegistration(rp: RelyingParty, response: unknown, challenge: string, label: string): Promise<NewPasskey | null> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      label,
    };
  } catch {
    return null;
  }
}

/** What `navigator.credentials.get` needs: any of this site's passkeys may answer. */
export function authenticationOptions(rp: RelyingParty, challenge: string) {
  return generateAuthenticationOptions({ rpID: rp.rpId, challenge: isoBase64URL.toBuffer(challenge), timeout: CHALLENGE_LIFETIME_MS, userVerification: 'preferred' });
}

/** The answer to a sign-in, checked against the stored passkey: its new counter, or null. */
export async function verifiedAuthentication(rp: RelyingParty, response: unknown, challenge: string, passkey: PasskeyRow): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

/** The credential id an answer names (to find its passkey), or null when it names none. */
export function answeredCredentialId(response: unknown): string | null {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 1024 ? id : null;
}
