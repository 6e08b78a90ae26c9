/**
 * Secrets: API keys (≥ 128 bits, shown once, stored as SHA-256) and invite codes (≥ 64 bits).
 * Web Crypto's random source, so the same code runs in Node and in workerd; hashes through
 * src/primitives/digest.ts (node:crypto where the runtime has it).
 */
import { toBase64url } from './base64url.js';
import { sha256Hex } from './digest.js';

const BASE32 = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'; // Crockford-like: no I, L, O, U

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  crypto.getRandomValues(bytes);
  return bytes;
}

/** 256 random bits as base64url: the secret part of every token handed out here. */
export function randomToken(): string {
  return toBase64url(randomBytes(32));
}

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return [...(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new API key's secret: 256 random bits. The key given out is `withClaim(secret, userId)`. */
export function newApiKey(): string {
  return `sms_${randomToken()}`;
}

/**
 * A key or session token as handed out: the secret, a dot, and the holder's user id (32 hex
 * digits). The user id is not secret (it is in every global ID of the user); carrying it lets a
 * request read its data for that user in the SAME statement that checks the secret (src/graphql/
 * authentication.ts), instead of a lookup first: one round trip fewer at the edge (issue 26).
 * Only the secret is hashed and stored; a claim that does not match the secret's row is refused.
 */
export function withClaim(secret: string, userId: string): string {
  return `${secret}.${userId.replace(/-/g, '')}`;
}

const CLAIMED = /^((?:sms|sess)_[A-Za-z0-9_-]{43})\.([0-9a-f]{32})$/;

/**
 * A presented key or token split into its secret and its claimed user id (a uuid); a token of
 * the older form (no claim) is all secret, with no claim: it is looked up before the request runs.
 */
export function splitClaim(token: string): { secret: string; claimedUserId: string | null } {
  const m = CLAIMED.exec(token);
  if (!m) return { secret: token, claimedUserId: null };
  const h = m[2]!;
  return { secret: m[1]!, claimedUserId: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}` };
}

/** SHA-256 is enough for keys with 256 bits of entropy: there is nothing to brute-force. */
export function hashApiKey(key: string): Promise<string> {
  return sha256Hex(key);
}

/** The stored hash of a key or session token as presented (its secret's: the claim is not hashed). */
export function credentialHash(presented: string): Promise<string> {
  return hashApiKey(splitClaim(presented).secret);
}

/** A browser session's token (the cookie's value): 256 random bits, stored as its SHA-256. */
export function newSessionToken(): string {
  return `sess_${randomToken()}`;
}

/** A one-time device link's token (in the link's #fragment, never sent in a Referer): 256 bits. */
export function newDeviceLinkToken(): string {
  return randomToken();
}

/** A new invite code: 80 random bits as 16 base-32 characters, grouped for reading aloud. */
export function newInviteCode(): string {
  return groupedCode();
}

/**
 * A recovery code: 80 random bits as XXXX-XXXX-XXXX-XXXX, written down on paper. Unguessable
 * alone (no account name needed): 2^80 codes against a few per person and a rate limit.
 */
export function newRecoveryCode(): string {
  return groupedCode();
}

/** A recovery code as typed (lower case, spaces, no dashes, O for 0, I or L for 1) → its stored form. */
export function normaliseRecoveryCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return plain.match(/.{1,4}/g)?.join('-') ?? '';
}

function groupedCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

/** A generic random secret (webhook secrets), hex. */
export function newSecret(bytes = 32): string {
  return toHex(randomBytes(bytes));
}
