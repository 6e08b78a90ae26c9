/**
 * Discord's request signature: Ed25519 over `X-Signature-Timestamp` + the raw body, checked with
 * WebCrypto (Node and workerd alike; no library in the Worker's bundle). Checked before anything
 * else reads the body.
 *
 * Staleness: Discord signs a fresh timestamp on every request, so a timestamp more than
 * STALE_AFTER_SECONDS away from our clock (either way) is refused like a bad signature: a
 * captured request cannot be played back later. Five minutes, as for our own webhooks
 * (docs/webhooks.md), leaves room for clock drift without widening a replay's window much; the
 * answered-ids table closes the rest of it.
 */
export const SIGNATURE_HEADER = 'x-signature-ed25519';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';
export const STALE_AFTER_SECONDS = 300;

const keys = new Map<string, Promise<CryptoKey>>();

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Imported once per key and process (an isolate on Workers). */
function publicKey(hex: string): Promise<CryptoKey> {
  let key = keys.get(hex);
  if (!key) {
    key = crypto.subtle.importKey('raw', hexBytes(hex)!, { name: 'Ed25519' }, false, ['verify']);
    keys.set(hex, key);
  }
  return key;
}

export type VerifyFailure = 'MISSING_SIGNATURE' | 'BAD_SIGNATURE' | 'STALE_TIMESTAMP';

/** Null when the request is Discord's and fresh; else why not. */
export async function verifyDiscordRequest(headers: Headers, body: Uint8Array, publicKeyHex: string, now: Date): Promise<VerifyFailure | null> {
  const signature = headers.get(SIGNATURE_HEADER);
  const timestamp = headers.get(TIMESTAMP_HEADER);
  if (!signature || !timestamp) return 'MISSING_SIGNATURE';
  const sig = hexBytes(signature);
  if (sig?.length !== 64 || !/^\d{1,12}$/.test(timestamp)) return 'BAD_SIGNATURE';
  const signed = new Uint8Array(timestamp.length + body.length);
  signed.set(new TextEncoder().encode(timestamp));
  signed.set(body, timestamp.length);
  let valid = false;
  try {
    valid = await crypto.subtle.verify({ name: 'Ed25519' }, await publicKey(publicKeyHex), sig, signed);
  } catch {
    valid = false;
  }
  if (!valid) return 'BAD_SIGNATURE';
  // Judged after the signature, so an attacker learns nothing of our clock from unsigned probes.
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > STALE_AFTER_SECONDS) return 'STALE_TIMESTAMP';
  return null;
}
