/**
 * A software passkey authenticator for API tests (no browser): real P-256 keys through Web
 * Crypto, real CBOR attestation objects ("none" attestation) and real signatures, so the server
 * verifies them exactly as it verifies a phone's. Not a stand-in for the server's checks: the
 * browser suites use Chromium's own virtual authenticator (test/support/browser.ts).
 */
import { createHash, webcrypto } from 'node:crypto';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: unknown): Uint8Array {
  const head = (major: number, n: number): number[] => {
    if (n < 24) return [(major << 5) | n];
    if (n < 256) return [(major << 5) | 24, n];
    if (n < 65536) return [(major << 5) | 25, n >> 8, n & 255];
    return [(major << 5) | 26, (n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
  };
  if (typeof value === 'number') return new Uint8Array(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return new Uint8Array([...head(3, bytes.length), ...bytes]);
  }
  if (value instanceof Uint8Array) return new Uint8Array([...head(2, value.length), ...value]);
  if (value instanceof Map) {
    const parts: number[] = [...head(5, value.size)];
    for (const [k, v] of value) parts.push(...cbor(k), ...cbor(v));
    return new Uint8Array(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];

/** An ECDSA signature as Web Crypto gives it (r‖s) → ASN.1 DER, as WebAuthn carries it. */
function der(raw: Uint8Array): Uint8Array {
  const int = (b: Uint8Array) => {
    let i = 0;
    while (i < b.length - 1 && b[i] === 0) i++;
    const trimmed = [...b.slice(i)];
    if (trimmed[0]! & 0x80) trimmed.unshift(0);
    return [0x02, trimmed.length, ...trimmed];
  };
  const body = [...int(raw.slice(0, 32)), ...int(raw.slice(32))];
  return new Uint8Array([0x30, body.length, ...body]);
}

export interface SoftPasskey {
  credentialId: Uint8Array;
  userHandle: string;
  rpId: string;
  privateKey: webcrypto.CryptoKey;
  counter: number;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];
  constructor(readonly origin: string) {}

  /** `navigator.credentials.create` for the options the server gave. */
  async create(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const credentialId = new Uint8Array(webcrypto.getRandomValues(new Uint8Array(16)));
    const authData = new Uint8Array([
      ...sha256(new TextEncoder().encode(rpId)),
      0x45, // user present, user verified, attested credential data
      ...u32(0),
      ...new Uint8Array(16), // AAGUID
      credentialId.length >> 8,
      credentialId.length & 255,
      ...credentialId,
      ...coseKey,
    ]);
    const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false }));
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.passkeys.push({ credentialId, userHandle: options.user.id, rpId, privateKey: pair.privateKey, counter: 0 });
    const id = b64url(credentialId);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** `navigator.credentials.get`: answered by the first passkey for the RP (or `passkey`). */
  async get(options: { challenge: string; rpId?: string }, passkey?: SoftPasskey) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const key = passkey ?? this.passkeys.find((p) => p.rpId === rpId);
    if (!key) throw new Error(`no passkey for ${rpId}`);
    key.counter += 1;
    const authenticatorData = new Uint8Array([...sha256(new TextEncoder().encode(rpId)), 0x05, ...u32(key.counter)]);
    const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin, crossOrigin: false }));
    const signed = new Uint8Array([...authenticatorData, ...sha256(clientDataJSON)]);
    const signature = new Uint8Array(await webcrypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key.privateKey, signed));
    const id = b64url(key.credentialId);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(der(signature)), userHandle: key.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
