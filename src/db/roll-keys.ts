/**
 * The server keys that sign the roll log (docs/fairness.md). `ROLL_LOG_KEYS` holds
 * `kid:base64key,kid:base64key,...`: the FIRST key signs new entries, every listed key verifies,
 * so a rotation puts the new key first and keeps the old ones while their entries matter.
 * Each entry stores the id of the key that signed it. HMAC through src/primitives/digest.ts (Node and workerd).
 */
import { hmacSha256Hex } from '../primitives/digest.js';

export interface RollKeyring {
  /** The key id that signs new entries. */
  signingKeyId: string;
  keys: ReadonlyMap<string, Uint8Array<ArrayBuffer>>;
  /**
   * True when the key that signs new entries is the public development key (under any id): its
   * entries prove nothing, and every verdict says so (docs/fairness.md §Keys).
   */
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
  return { signingKeyId, keys, development: isPublicRollKey(keys.get(signingKeyId)!) };
}

/**
 * The development key: public, in this file, so local runs and tests sign entries the same way
 * production does. Never use it in production: anyone can forge entries signed with it.
 */
export const DEV_ROLL_KEYS = 'dev:ZGV2ZWxvcG1lbnQtb25seS1yb2xsLWxvZy1rZXktMDAwMDA=';

/** The public development key's bytes: a MAC they make is a MAC anyone can make. */
const PUBLIC_KEY = Uint8Array.from(atob(DEV_ROLL_KEYS.slice(DEV_ROLL_KEYS.indexOf(':') + 1)), (c) => c.charCodeAt(0));

/** Is this the public development key (whatever id it is listed under)? */
export function isPublicRollKey(key: Uint8Array): boolean {
  return key.length === PUBLIC_KEY.length && key.every((byte, i) => byte === PUBLIC_KEY[i]);
}

/** Tests, and the Worker without its secret (which says so: `rollKeysFromEnv`). */
export function developmentRollKeys(): RollKeyring {
  return parseRollKeys(DEV_ROLL_KEYS);
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

/**
 * 'ok' (a held key that is secret), 'public' (a MAC made with the public development key: anyone
 * could make it), 'bad' (wrong MAC), or 'unknown-key' (a key id the keyring does not hold, and
 * not the public key's MAC either). The public key is known to every verifier, held or not: an
 * entry signed with it is "signed with the public development key", never "signed elsewhere".
 */
export async function checkRollMac(keyring: RollKeyring, keyId: string, hash: string, mac: string): Promise<'ok' | 'public' | 'bad' | 'unknown-key'> {
  const key = keyring.keys.get(keyId);
  if (key) {
    if (!(await macMatches(key, hash, mac))) return 'bad';
    return isPublicRollKey(key) ? 'public' : 'ok';
  }
  return (await macMatches(PUBLIC_KEY, hash, mac)) ? 'public' : 'unknown-key';
}

async function macMatches(key: Uint8Array, hash: string, mac: string): Promise<boolean> {
  const expected = await hmacHex(key as Uint8Array<ArrayBuffer>, hash);
  // Constant-time compare: the MAC is a secret-dependent value.
  let diff = expected.length ^ mac.length;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (mac.charCodeAt(i) || 0);
  return diff === 0;
}
