/**
 * base64url (RFC 4648 §5, padding optional on the way in, none on the way out): the text form of
 * random tokens (src/primitives/secrets.ts) and of WebAuthn's binary fields (src/webauthn/). `atob`/`btoa`
 * only, so Node and workerd run the same code.
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
