/**
 * The Standard Webhooks format (https://www.standardwebhooks.com), a per-endpoint choice beside
 * the Stripe-compatible default (./sign.ts): headers `webhook-id`, `webhook-timestamp` (unix
 * seconds) and `webhook-signature: v1,<base64 HMAC-SHA256(key, id + "." + timestamp + "." + body)>`,
 * where the key is the base64-decoded secret after its `whsec_` prefix. Receivers verify with
 * the `standardwebhooks` libraries. Web Crypto only: Node and workerd alike.
 *
 * Which format an endpoint uses is kept with its secret (no schema migration): the stored
 * secret of a Standard Webhooks endpoint is `standard:<whsec_… secret>`. The marker never
 * leaves the server — the GM is shown the `whsec_…` secret alone.
 */

export type WebhookFormat = 'STRIPE_COMPATIBLE' | 'STANDARD_WEBHOOKS';

export const STANDARD_MARKER = 'standard:';
const MARKER = STANDARD_MARKER;

export function formatOfStoredSecret(stored: string): WebhookFormat {
  return stored.startsWith(MARKER) ? 'STANDARD_WEBHOOKS' : 'STRIPE_COMPATIBLE';
}

/** The secret as the receiver knows it (what the GM was shown). */
export function shownSecret(stored: string): string {
  return stored.startsWith(MARKER) ? stored.slice(MARKER.length) : stored;
}

export function storedSecret(format: WebhookFormat, secret: string): string {
  return format === 'STANDARD_WEBHOOKS' ? `${MARKER}${secret}` : secret;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes (the spec allows 24–64). */
export function newStandardSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return `whsec_${toBase64(bytes)}`;
}

/** The key bytes of a `whsec_<base64>` secret, or null if it is not one. */
export function standardKey(secret: string): Uint8Array<ArrayBuffer> | null {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  try {
    const binary = atob(encoded);
    const key = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return key.length >= 24 && key.length <= 64 ? key : null;
  } catch {
    return null;
  }
}

/** The three headers of a Standard Webhooks delivery of `body`, message `id`, sent at `at`. */
export async function standardHeaders(secret: string, id: string, body: string, at: Date): Promise<Record<string, string>> {
  const key = standardKey(secret);
  if (!key) throw new Error('not a Standard Webhooks secret');
  const timestamp = Math.floor(at.getTime() / 1000);
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(`${id}.${timestamp}.${body}`)));
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${toBase64(mac)}` };
}
