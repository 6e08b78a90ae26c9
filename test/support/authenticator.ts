/**
 * A software passkey authenticator for API tests (no browser): real keys through Web Crypto
 * (ES256 by default; EdDSA and RS256 too), real CBOR attestation objects ("none", or "packed"
 * self attestation) and real signatures, so the server verifies them exactly as it verifies a
 * phone's. Not a stand-in for the server's checks: the browser suites use Chromium's own
 * virtual authenticator (test/support/browser.ts). `Tweak` makes one part of an answer wrong
 * while everything else stays right and signed (test/webauthn/).
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
  if (Array.isArray(value)) return new Uint8Array([...head(4, value.length), ...value.flatMap((item) => [...cbor(item)])]);
  if (value instanceof Map) {
    const parts: number[] = [...head(5, value.size)];
    for (const [k, v] of value) parts.push(...cbor(k), ...cbor(v));
    return new Uint8Array(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];

/** An ECDSA signature's r and s → ASN.1 DER, as WebAuthn carries it (minimal INTEGERs, a 0x00 before a high bit). */
export function der(r: Uint8Array, s: Uint8Array): Uint8Array {
  const int = (b: Uint8Array) => {
    let i = 0;
    while (i < b.length - 1 && b[i] === 0) i++;
    const trimmed = [...b.slice(i)];
    if (trimmed[0]! & 0x80) trimmed.unshift(0);
    return [0x02, trimmed.length, ...trimmed];
  };
  const body = [...int(r), ...int(s)];
  return new Uint8Array([0x30, body.length, ...body]);
}

export type PasskeyAlgorithm = 'ES256' | 'EdDSA' | 'RS256';
export type AttestationFormat = 'none' | 'packed';

export interface SoftPasskey {
  credentialId: Uint8Array;
  userHandle: string;
  rpId: string;
  algorithm: PasskeyAlgorithm;
  privateKey: webcrypto.CryptoKey;
  counter: number;
}

/** One thing to get wrong in an answer (the rest stays right, and signed over what is sent). */
export interface Tweak {
  /** clientData fields replaced or added (type, challenge, origin, crossOrigin, topOrigin, tokenBinding…). */
  clientData?: Record<string, unknown>;
  /** The authenticator data's flags byte. */
  flags?: number;
  /** The signature counter sent (sign-in: instead of the next one). */
  counter?: number;
  /** The RP ID whose hash the authenticator data carries. */
  rpIdHashOf?: string;
  /** Bytes appended to the authenticator data (before signing). */
  trailing?: number[];
  /** Flip a bit of the signature after signing. */
  badSignature?: boolean;
  /** Extensions the authenticator reports (the ED flag set, their CBOR after the rest). */
  extensions?: unknown;
  /** Registration: a change to the COSE key before it is encoded (another alg, a curve…). */
  editKey?: (key: Map<number, unknown>) => void;
  /** The authenticator data as sent, made from the right one (signed as sent). */
  editAuthData?: (bytes: Uint8Array) => Uint8Array;
  /** Raw bytes sent as clientDataJSON (signed as sent). */
  clientDataBytes?: Uint8Array;
  /** Registration: raw bytes sent as the attestation object. */
  attestationObject?: Uint8Array;
  /** Registration: the credential id's length in bytes (default 16). */
  credentialIdLength?: number;
  /** Registration: the attestation format and statement sent instead of the authenticator's own. */
  fmt?: string;
  attStmt?: Map<string, unknown>;
}

const ALG = { ES256: -7, EdDSA: -8, RS256: -257 } as const;

async function newKeyPair(algorithm: PasskeyAlgorithm): Promise<{ privateKey: webcrypto.CryptoKey; coseKey: Map<number, unknown> }> {
  if (algorithm === 'EdDSA') {
    const pair = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
    const x = new Uint8Array(await webcrypto.subtle.exportKey('raw', pair.publicKey));
    return { privateKey: pair.privateKey, coseKey: new Map<number, unknown>([[1, 1], [3, ALG.EdDSA], [-1, 6], [-2, x]]) };
  }
  if (algorithm === 'RS256') {
    const pair = await webcrypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify']);
    const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
    const n = new Uint8Array(Buffer.from(jwk.n!, 'base64url'));
    const e = new Uint8Array(Buffer.from(jwk.e!, 'base64url'));
    return { privateKey: pair.privateKey, coseKey: new Map<number, unknown>([[1, 3], [3, ALG.RS256], [-1, n], [-2, e]]) };
  }
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
  const coseKey = new Map<number, unknown>([
    [1, 2],
    [3, ALG.ES256],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
  ]);
  return { privateKey: pair.privateKey, coseKey };
}

/** A signature as WebAuthn carries it (ECDSA in DER; EdDSA and RSA as Web Crypto makes them). */
async function signWith(algorithm: PasskeyAlgorithm, key: webcrypto.CryptoKey, data: Uint8Array): Promise<Uint8Array> {
  if (algorithm === 'EdDSA') return new Uint8Array(await webcrypto.subtle.sign({ name: 'Ed25519' }, key, data));
  if (algorithm === 'RS256') return new Uint8Array(await webcrypto.subtle.sign({ name: 'RSASSA-PKCS1-v1_5' }, key, data));
  const raw = new Uint8Array(await webcrypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, data));
  return der(raw.slice(0, 32), raw.slice(32));
}

function clientDataOf(type: string, challenge: string, origin: string, tweak: Tweak): Uint8Array {
  if (tweak.clientDataBytes) return tweak.clientDataBytes;
  return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false, ...tweak.clientData }));
}

function withEdits(authData: Uint8Array, tweak: Tweak): Uint8Array {
  return tweak.editAuthData ? tweak.editAuthData(authData) : authData;
}

function spoil(signature: Uint8Array, tweak: Tweak): Uint8Array {
  if (tweak.badSignature) signature[signature.length - 1]! ^= 1;
  return signature;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];
  constructor(
    readonly origin: string,
    readonly kind: { algorithm?: PasskeyAlgorithm; format?: AttestationFormat } = {},
  ) {}

  /** `navigator.credentials.create` for the options the server gave. */
  async create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, tweak: Tweak = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const algorithm = this.kind.algorithm ?? 'ES256';
    const { privateKey, coseKey: keyMap } = await newKeyPair(algorithm);
    tweak.editKey?.(keyMap);
    const coseKey = cbor(keyMap);
    const credentialId = new Uint8Array(webcrypto.getRandomValues(new Uint8Array(tweak.credentialIdLength ?? 16)));
    const flags = (tweak.flags ?? 0x45) | (tweak.extensions === undefined ? 0 : 0x80); // user present, user verified, attested credential data
    const authData = withEdits(
      new Uint8Array([
        ...sha256(new TextEncoder().encode(tweak.rpIdHashOf ?? rpId)),
        flags,
        ...u32(tweak.counter ?? 0),
        ...new Uint8Array(16), // AAGUID
        credentialId.length >> 8,
        credentialId.length & 255,
        ...credentialId,
        ...coseKey,
        ...(tweak.extensions === undefined ? [] : cbor(tweak.extensions)),
        ...(tweak.trailing ?? []),
      ]),
      tweak,
    );
    const clientDataJSON = clientDataOf('webauthn.create', options.challenge, this.origin, tweak);
    let attStmt = new Map<string, unknown>();
    if (this.kind.format === 'packed') {
      const sig = spoil(await signWith(algorithm, privateKey, new Uint8Array([...authData, ...sha256(clientDataJSON)])), tweak);
      attStmt = new Map<string, unknown>([
        ['alg', ALG[algorithm]],
        ['sig', sig],
      ]);
    }
    const attestationObject = tweak.attestationObject ?? cbor(
      new Map<string, unknown>([
        ['fmt', tweak.fmt ?? this.kind.format ?? 'none'],
        ['attStmt', tweak.attStmt ?? attStmt],
        ['authData', authData],
      ]),
    );
    this.passkeys.push({ credentialId, userHandle: options.user.id, rpId, algorithm, privateKey, counter: 0 });
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
  async get(options: { challenge: string; rpId?: string }, passkey?: SoftPasskey, tweak: Tweak = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const key = passkey ?? this.passkeys.find((p) => p.rpId === rpId);
    if (!key) throw new Error(`no passkey for ${rpId}`);
    key.counter += 1;
    const authenticatorData = withEdits(
      new Uint8Array([
        ...sha256(new TextEncoder().encode(tweak.rpIdHashOf ?? rpId)),
        (tweak.flags ?? 0x05) | (tweak.extensions === undefined ? 0 : 0x80),
        ...u32(tweak.counter ?? key.counter),
        ...(tweak.extensions === undefined ? [] : cbor(tweak.extensions)),
        ...(tweak.trailing ?? []),
      ]),
      tweak,
    );
    const clientDataJSON = clientDataOf('webauthn.get', options.challenge, this.origin, tweak);
    const signed = new Uint8Array([...authenticatorData, ...sha256(clientDataJSON)]);
    const signature = spoil(await signWith(key.algorithm, key.privateKey, signed), tweak);
    const id = b64url(key.credentialId);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature), userHandle: key.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
