/**
 * Passkeys: the options the browser needs (WebAuthn L3 §5.4 / §5.5, in the JSON form
 * @simplewebauthn/browser and `PublicKeyCredential.parseCreationOptionsFromJSON` take), and the
 * verification of its answers (src/webauthn/) against the challenge kept server-side
 * (src/db/accounts.ts: single use, CHALLENGE_LIFETIME_MS).
 */
import { type ChallengePurpose, insertChallenge, type NewPasskey, type PasskeyRow } from '../../db/accounts.js';
import { randomToken } from '../../primitives/secrets.js';
import { verifyAuthentication, verifyRegistration } from '../../webauthn/ceremonies.js';
import { OFFERED_ALGORITHMS } from '../../webauthn/cose.js';
import { fromBase64url, toBase64url } from '../../primitives/base64url.js';
import type { Context, RelyingParty } from '../context.js';

/** A ceremony left unanswered this long is refused (CHALLENGE_EXPIRED). */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** A new challenge: 256 random bits, as the options carry it (base64url). */
const newChallenge = randomToken;

/** A new challenge kept for `purpose` (answered once, within CHALLENGE_LIFETIME_MS), with what its insert read back. */
export async function storedChallenge(ctx: Context, purpose: ChallengePurpose, userId: string | null, name: string | null) {
  const challenge = newChallenge();
  const now = ctx.clock.now();
  return { challenge, ...(await insertChallenge(ctx.db, { challenge, purpose, userId, name, expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS), now })) };
}

/**
 * What `navigator.credentials.create` needs to make a passkey for `user` (discoverable: sign-in
 * needs no name), for a challenge made by `newChallenge` and already stored. No attestation is
 * asked: the server trusts no authenticator model, only the key it is given.
 */
export function registrationOptions(rp: RelyingParty, user: { id: string; name: string }, exclude: string[], challenge: string) {
  return {
    challenge,
    rp: { name: rp.name, id: rp.rpId },
    user: { id: userHandle(user.id), name: user.name, displayName: user.name },
    pubKeyCredParams: OFFERED_ALGORITHMS.map((alg) => ({ alg, type: 'public-key' as const })),
    timeout: CHALLENGE_LIFETIME_MS,
    attestation: 'none' as const,
    excludeCredentials: exclude.map((id) => ({ id, type: 'public-key' as const })),
    authenticatorSelection: { residentKey: 'required' as const, userVerification: 'preferred' as const, requireResidentKey: true },
    // Tells whether the passkey was made discoverable (the browser reports it; nothing is stored).
    extensions: { credProps: true },
    hints: [] as string[],
  };
}

/** The WebAuthn user handle of an account (its id's text, base64url), which a passkey's answers name it by. */
function userHandle(userId: string): string {
  return toBase64url(new TextEncoder().encode(userId));
}

/** The answer to a registration: the new passkey to store, or null when it does not verify. */
export async function verifiedRegistration(rp: RelyingParty, response: unknown, challenge: string, label: string): Promise<NewPasskey | null> {
  try {
    const passkey = await verifyRegistration(response, { challenge, origins: rp.origins, rpId: rp.rpId });
    return { credentialId: passkey.credentialId, publicKey: toBase64url(passkey.publicKey), counter: passkey.counter, transports: passkey.transports, label };
  } catch {
    return null;
  }
}

/** What `navigator.credentials.get` needs: any of this site's passkeys may answer. */
export function authenticationOptions(rp: RelyingParty, challenge: string) {
  return { rpId: rp.rpId, challenge, timeout: CHALLENGE_LIFETIME_MS, userVerification: 'preferred' as const };
}

/** The answer to a sign-in, checked against the stored passkey: its new counter, or null. */
export async function verifiedAuthentication(rp: RelyingParty, response: unknown, challenge: string, passkey: PasskeyRow): Promise<number | null> {
  try {
    return await verifyAuthentication(response, { challenge, origins: rp.origins, rpId: rp.rpId }, {
      publicKey: fromBase64url(passkey.publicKey),
      counter: passkey.counter,
      userHandle: userHandle(passkey.userId),
    });
  } catch {
    return null;
  }
}

/** The credential id an answer names (to find its passkey), or null when it names none. */
export function answeredCredentialId(response: unknown): string | null {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 1024 ? id : null;
}
