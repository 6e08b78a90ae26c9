/**
 * Webhook signatures, Stripe style (DESIGN.md §Limits): the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. The timestamp is signed with
 * the body, so a captured request cannot be replayed later than the tolerance (5 minutes).
 * Web Crypto only: the same code runs in Node and in workerd.
 */

/** The header carrying the signature, on deliveries out and on requests in. */
export const SIGNATURE_HEADER = 'X-Webhook-Signature';
/** The outbox event's id: receivers dedupe on it (a retry carries the same id, a new signature). */
export const EVENT_ID_HEADER = 'X-Webhook-Event-Id';
export const EVENT_TYPE_HEADER = 'X-Webhook-Event-Type';
/** How far a signature's timestamp may be from the receiver's clock, either way. */
export const TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

async function hmac(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Compare without an early exit, so the time taken says nothing about where bytes differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** The signature header for `body` sent at `at` (seconds are truncated). */
export async function sign(secret: string, body: string, at: Date): Promise<string> {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${toHex(await hmac(secret, `${t}.${body}`))}`;
}

export type VerifyResult =
  /** `signature` is the canonical `t=…,v1=…` that matched: key replay protection on it, not on the raw header (extra v1 values or spaces would make a replay look new). */
  | { ok: true; timestamp: number; signature: string }
  | { ok: false; reason: 'MALFORMED' | 'STALE' | 'MISMATCH' };

/** Parse `t=…,v1=…[,v1=…]`. Several v1 values are allowed (a sender rotating its secret). */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  if (header.length > 2000) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== null) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      signatures.push(value);
    }
    // Other schemes (v0, future versions) are ignored, as Stripe does.
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Check a signature header against the body and the receiver's clock. The timestamp must be
 * within `toleranceSeconds` of `now` (either way), and one v1 value must match the HMAC.
 */
export async function verify(
  secret: string,
  body: string,
  header: string | null | undefined,
  now: Date,
  toleranceSeconds = TOLERANCE_SECONDS,
): Promise<VerifyResult> {
  if (!header) return { ok: false, reason: 'MALFORMED' };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'MALFORMED' };
  // The HMAC is computed even for a stale request, so a refusal takes the same time either way.
  const expected = await hmac(secret, `${parsed.timestamp}.${body}`);
  let matched = false;
  for (const candidate of parsed.signatures) {
    const bytes = fromHex(candidate);
    if (bytes && constantTimeEqual(bytes, expected)) matched = true;
  }
  if (Math.abs(Math.floor(now.getTime() / 1000) - parsed.timestamp) > toleranceSeconds) return { ok: false, reason: 'STALE' };
  return matched ? { ok: true, timestamp: parsed.timestamp, signature: `t=${parsed.timestamp},v1=${toHex(expected)}` } : { ok: false, reason: 'MISMATCH' };
}
