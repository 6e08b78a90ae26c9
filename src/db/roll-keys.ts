/**
 * The server keys that sign the roll log (docs/fairness.md). `ROLL_LOG_KEYS` holds
 * `kid:base64key,kid:base64key,...`: the FIRST key signs new entries, every listed key verifies,
 * so a rotation puts the new key first and keeps the old ones while their entries matter.
 * Each entry stores the id of the key that signed it. HMAC through src/digest.ts (Node and workerd).
 */
import { hmacSha256Hex } from '../digest.js';

export interface RollKeyring {
  /** The key id that signs new entries. */
  signingKeyId: string;
  keys: ReadonlyMap<string, Uint8Array<ArrayBuffer>>;
  /** True for the built-in development key, which everyone knows: it proves nothing. */
  development: boolean;
}

const KID = /^[A-Za-z0-9._-]{1,32}$/;

/** Parse `kid:base64,...`; throws on a malformed list (the server must not start with it). */
export function parseRollKeys(spec: string): RollKeyring {
  const keys = new Map<string, Uint8Array<ArrayBuffer>>();
  let signingKeyId: string | null = null;
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const colon = part.indexOf(':');
    const kid = part.slice(0, colon);
    if (colon < 1 || !KID.test(kid)) throw new Error('ROLL_LOG_KEYS: each entry is kid:base64key, kid of letters, digits, . _ -');
    if (keys.has(kid)) throw new Error(`ROLL_LOG_KEYS: key id ${kid} given twice`);
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = Uint8Array.from(atob(part.slice(colon + 1)), (c) => c.charCodeAt(0));
    } catch {
      throw new Error(`ROLL_LOG_KEYS: key ${kid} is not base64`);
    }
    if (bytes.length < 32) throw new Error(`ROLL_LOG_KEYS: key ${kid} is shorter than 32 bytes`);
    keys.set(kid, bytes);
    signingKeyId ??= kid;
  }
  if (!signingKeyId) throw new Error('ROLL_LOG_KEYS: no key given');
  return { signingKeyId, keys, development: false };
}

/**
 * The development key: public, in this file, so local runs and tests sign entries the same way
 * production does. Never use it in production: anyone can forge entries signed with it.
 */
export const DEV_ROLL_KEYS = 'dev:ZGV2ZWxvcG1lbnQtb25seS1yb2xsLWxvZy1rZXktMDAwMDA=';

export function developmentRollKeys(): RollKeyring {
  return { ...parseRollKeys(DEV_ROLL_KEYS), development: true };
}

/** The keyring from the environment, or the development key with a warning. */
export function rollKeysFromEnv(value: string | undefined, warn: (message: string) => void = console.warn): RollKeyring {
  if (value?.trim()) return parseRollKeys(value);
  warn('ROLL_LOG_KEYS is not set: the roll log is signed with the public development key (docs/fairness.md). Set it in production.');
  return developmentRollKeys();
}

const hmacHex = hmacSha256Hex;

/** The entry's MAC: HMAC-SHA-256(key, hash), hex. The hash covers the entry and all before it. */
export async function signRollHash(keyring: RollKeyring, hash: string): Promise<{ keyId: string; mac: string }> {
  return { keyId: keyring.signingKeyId, mac: await hmacHex(keyring.keys.get(keyring.signingKeyId)!, hash) };
}

/** 'ok', 'bad' (wrong MAC), or 'unknown-key' (a key id the keyring does not hold). */
export async function checkRollMac(keyring: RollKeyring, keyId: string, hash: string, mac: string): Promise<'ok' | 'bad' | 'unknown-key'> {
  const key = keyring.keys.get(keyId);
  if (!key) return 'unknown-key';
  const expected = await hmacHex(key, hash);
  // Constant-time compare: the MAC is a secret-dependent value.
  let diff = expected.length ^ mac.length;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (mac.charCodeAt(i) || 0);
  return diff === 0 ? 'ok' : 'bad';
}
