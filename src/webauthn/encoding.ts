/**
 * The byte forms a WebAuthn answer travels in: base64url text (RFC 4648 §5, padding optional)
 * and SHA-256 digests. Web Crypto and `atob`/`btoa` only, so Node and workerd run the same code.
 */

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** The bytes of a base64url text; throws on any other character or an impossible length. */
export function fromBase64url(text: string): Uint8Array {
  if (typeof text !== 'string' || !BASE64URL.test(text)) throw new Error('not base64url');
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) throw new Error('not base64url: impossible length');
  const binary = atob(bare.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** base64url without padding, as WebAuthn's JSON forms write it. */
export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Web Crypto's view of bytes: never a SharedArrayBuffer here (TypeScript cannot know it). */
export function buffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes as Uint8Array<ArrayBuffer>;
}

export async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', buffer(bytes)));
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
