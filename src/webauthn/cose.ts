/**
 * A passkey's public key as the authenticator gives it (a COSE key, RFC 9052 §7, CBOR-encoded)
 * and the check of a signature made with it, through Web Crypto. The three algorithms the
 * registration options offer (WebAuthn L3 §5.8.5, "ES256, EdDSA, RS256": every platform and
 * security key has one of them): ES256 (-7) on P-256, EdDSA (-8) on Ed25519, RS256 (-257).
 */
import { type CBORType, decodeCBOR } from '@levischuck/tiny-cbor';
import { toBase64url } from '../primitives/base64url.js';
import { buffer } from './bytes.js';

export const COSE_ALGORITHMS = { ES256: -7, EdDSA: -8, RS256: -257 } as const;
/** In the order the options offer them (the authenticator picks the first it can make). */
export const OFFERED_ALGORITHMS: number[] = [COSE_ALGORITHMS.EdDSA, COSE_ALGORITHMS.ES256, COSE_ALGORITHMS.RS256];

// COSE key labels (RFC 9052 §7.1, RFC 9053 §7, RFC 8230 §4).
const KTY = 1;
const ALG = 3;
const CRV = -1; // EC2 and OKP
const X = -2; // EC2 and OKP
const Y = -3; // EC2
const N = -1; // RSA
const E = -2; // RSA
const KTY_OKP = 1;
const KTY_EC2 = 2;
const KTY_RSA = 3;
const CRV_P256 = 1;
const CRV_ED25519 = 6;

export type CoseKey = Map<string | number, CBORType>;

/** The key map of CBOR bytes; throws when they are not one. */
export function decodeCoseKey(bytes: Uint8Array): CoseKey {
  const key = decodeCBOR(bytes);
  if (!(key instanceof Map)) throw new Error('COSE key: not a map');
  return key;
}

/** The key's algorithm (label 3), or null when it has none that is a number. */
export function coseAlgorithm(key: CoseKey): number | null {
  const alg = key.get(ALG);
  return typeof alg === 'number' ? alg : null;
}

function bytesOf(key: CoseKey, label: number, length?: number): Uint8Array {
  const value = key.get(label);
  if (!(value instanceof Uint8Array) || (length !== undefined && value.length !== length)) throw new Error(`COSE key: bad parameter ${label}`);
  return value;
}

/**
 * Whether `signature` is the key's signature of `data`. Throws on a key this code does not take
 * (another algorithm, a curve that does not go with it) or a malformed ES256 signature.
 */
export async function verifyCoseSignature(key: CoseKey, signature: Uint8Array, data: Uint8Array): Promise<boolean> {
  const kty = key.get(KTY);
  const alg = coseAlgorithm(key);
  if (alg === COSE_ALGORITHMS.ES256 && kty === KTY_EC2 && key.get(CRV) === CRV_P256) {
    const jwk = { kty: 'EC', crv: 'P-256', x: toBase64url(bytesOf(key, X, 32)), y: toBase64url(bytesOf(key, Y, 32)) };
    const publicKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, buffer(ecdsaRawSignature(signature, 32)), buffer(data));
  }
  if (alg === COSE_ALGORITHMS.EdDSA && kty === KTY_OKP && key.get(CRV) === CRV_ED25519) {
    const publicKey = await crypto.subtle.importKey('raw', buffer(bytesOf(key, X, 32)), { name: 'Ed25519' }, false, ['verify']);
    return crypto.subtle.verify({ name: 'Ed25519' }, publicKey, buffer(signature), buffer(data));
  }
  if (alg === COSE_ALGORITHMS.RS256 && kty === KTY_RSA) {
    const jwk = { kty: 'RSA', alg: 'RS256', n: toBase64url(bytesOf(key, N)), e: toBase64url(bytesOf(key, E)) };
    const publicKey = await crypto.subtle.importKey('jwk', jwk, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
    return crypto.subtle.verify({ name: 'RSASSA-PKCS1-v1_5' }, publicKey, buffer(signature), buffer(data));
  }
  throw new Error(`COSE key: algorithm ${alg} with key type ${String(kty)} is not one the options offer`);
}

/**
 * An ECDSA signature as WebAuthn carries it (ASN.1 DER: SEQUENCE { INTEGER r, INTEGER s }) in
 * the fixed-width r‖s form Web Crypto verifies. Strict DER: short lengths, nothing left over,
 * each integer at most one leading zero byte wider than the curve's size.
 */
export function ecdsaRawSignature(der: Uint8Array, size: number): Uint8Array {
  let at = 0;
  const take = (): number => {
    if (at >= der.length) throw new Error('ECDSA signature: truncated');
    return der[at++]!;
  };
  const integer = (): Uint8Array => {
    if (take() !== 0x02) throw new Error('ECDSA signature: INTEGER expected');
    const length = take();
    if (length === 0 || length > size + 1 || at + length > der.length) throw new Error('ECDSA signature: bad INTEGER length');
    let value = der.subarray(at, at + length);
    at += length;
    if (value.length === size + 1) {
      if (value[0] !== 0) throw new Error('ECDSA signature: INTEGER too wide');
      value = value.subarray(1);
    }
    const out = new Uint8Array(size);
    out.set(value, size - value.length);
    return out;
  };
  if (take() !== 0x30) throw new Error('ECDSA signature: SEQUENCE expected');
  const length = take();
  if (length >= 0x80 || at + length !== der.length) throw new Error('ECDSA signature: bad SEQUENCE length');
  const r = integer();
  const s = integer();
  if (at !== der.length) throw new Error('ECDSA signature: trailing bytes');
  const raw = new Uint8Array(size * 2);
  raw.set(r, 0);
  raw.set(s, size);
  return raw;
}
