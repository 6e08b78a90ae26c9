/**
 * The server's half of the two WebAuthn ceremonies (W3C WebAuthn Level 3 §7.1 "Registering a
 * New Credential", §7.2 "Verifying an Authentication Assertion"): the browser's answer, as the
 * JSON of `PublicKeyCredential.toJSON()` (what @simplewebauthn/browser sends), checked against
 * the challenge, the page origins and the RP ID this server expects. Any failed step throws a
 * `PasskeyRefused` naming it; the caller turns it into "not verified".
 *
 * Why not @simplewebauthn/server, which the tests use as the reference (test/webauthn/): it
 * bundles X.509 and ASN.1 libraries (≈ 85 KiB gzip, a fifth of the Worker) for attestation
 * formats this server never asks for. The options ask for no attestation (`attestation:
 * 'none'`), which browsers answer with the "none" format (or a password manager with "packed"
 * self attestation, checked here); a statement carrying a certificate chain is refused
 * (docs/accounts.md §Passkey answers).
 */
import { type CBORType, decodeCBOR, decodePartialCBOR } from '@levischuck/tiny-cbor';
import { type CoseKey, coseAlgorithm, decodeCoseKey, OFFERED_ALGORITHMS, verifyCoseSignature } from './cose.js';
import { fromBase64url, toBase64url } from '../primitives/base64url.js';
import { concat, sameBytes, sha256 } from './bytes.js';

export class PasskeyRefused extends Error {
  override name = 'PasskeyRefused';
}

function refuse(step: string): never {
  throw new PasskeyRefused(step);
}

/** What this server expects of an answer. */
export interface Expected {
  /** The challenge it gave, base64url. */
  challenge: string;
  /** The page origins the browser may answer from. */
  origins: string[];
  rpId: string;
}

/** A new passkey, as registration verified it. */
export interface RegisteredPasskey {
  /** base64url, as the browser names it in later answers. */
  credentialId: string;
  /** The COSE key, as the authenticator encoded it. */
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

type Json = Record<string, unknown>;

function objectOf(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(`${what} is not an object`);
  return value as Json;
}

function bytesOf(value: unknown, what: string): Uint8Array {
  if (typeof value !== 'string') refuse(`${what} is not a string`);
  try {
    return fromBase64url(value);
  } catch {
    return refuse(`${what} is not base64url`);
  }
}

/** The credential's envelope: an id, the same raw id, the public-key type. */
function envelope(answer: unknown): Json {
  const credential = objectOf(answer, 'the credential');
  if (typeof credential.id !== 'string' || credential.id === '') refuse('the credential has no id');
  if (credential.rawId !== credential.id) refuse('the raw id is not the id');
  if (credential.type !== 'public-key') refuse('the credential is not a public key');
  return objectOf(credential.response, 'the response');
}

/** §7.1 steps 5–12 / §7.2 steps 10–15: the client data the browser signed over. */
async function checkClientData(response: Json, type: 'webauthn.create' | 'webauthn.get', expected: Expected): Promise<Uint8Array> {
  const bytes = bytesOf(response.clientDataJSON, 'clientDataJSON');
  let clientData: Json;
  try {
    clientData = objectOf(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)), 'the client data');
  } catch (error) {
    if (error instanceof PasskeyRefused) throw error;
    return refuse('the client data is not JSON');
  }
  if (clientData.type !== type) refuse(`the client data is not of type ${type}`);
  if (clientData.challenge !== expected.challenge) refuse('the challenge is not the one given');
  if (typeof clientData.origin !== 'string' || !expected.origins.includes(clientData.origin)) refuse('the origin is not this site');
  // The app is never framed by another site (its pages say frame-ancestors 'none').
  if (clientData.crossOrigin === true || clientData.topOrigin !== undefined) refuse('the ceremony ran in a frame of another origin');
  if (clientData.tokenBinding !== undefined) {
    const status = (clientData.tokenBinding as Json | null)?.status;
    if (!['present', 'supported', 'not-supported', 'notSupported'].includes(status as string)) refuse('the token binding status is unknown');
  }
  return sha256(bytes);
}

interface AuthenticatorData {
  bytes: Uint8Array;
  userPresent: boolean;
  counter: number;
  credentialId?: Uint8Array;
  publicKey?: Uint8Array;
}

/** §6.1: rpIdHash(32) flags(1) signCount(4) [attested credential data] [extensions]. */
async function checkAuthenticatorData(bytes: Uint8Array, expected: Expected): Promise<AuthenticatorData> {
  if (bytes.length < 37) refuse('the authenticator data is too short');
  if (!sameBytes(bytes.subarray(0, 32), await sha256(new TextEncoder().encode(expected.rpId)))) refuse('the RP ID is not this site');
  const flags = bytes[32]!;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data: AuthenticatorData = { bytes, userPresent: (flags & 0x01) !== 0, counter: view.getUint32(33) };
  // Backed up (BS) without being backup-eligible (BE) cannot happen (§6.1.3).
  if (flags & 0x10 && !(flags & 0x08)) refuse('the backup flags contradict each other');
  let at = 37;
  try {
    if (flags & 0x40) {
      at += 16; // AAGUID: about the authenticator's model, which this server does not ask
      const idLength = view.getUint16(at);
      at += 2;
      if (at + idLength > bytes.length) refuse('the credential id overruns the authenticator data');
      data.credentialId = bytes.slice(at, at + idLength);
      at += idLength;
      const [, keyLength] = decodePartialCBOR(bytes, at);
      data.publicKey = bytes.slice(at, at + keyLength);
      at += keyLength;
    }
    if (flags & 0x80) {
      const [extensions, length] = decodePartialCBOR(bytes, at);
      if (!(extensions instanceof Map)) refuse('the extensions are not a map');
      at += length;
    }
  } catch (error) {
    if (error instanceof PasskeyRefused) throw error;
    return refuse('the authenticator data is malformed');
  }
  if (at !== bytes.length) refuse('the authenticator data has bytes left over');
  if (!data.userPresent) refuse('the user was not present');
  return data;
}

function decodedKey(bytes: Uint8Array): CoseKey {
  try {
    return decodeCoseKey(bytes);
  } catch {
    return refuse('the public key is not a COSE key');
  }
}

async function signedBy(key: CoseKey, signature: Uint8Array, data: Uint8Array): Promise<boolean> {
  try {
    return await verifyCoseSignature(key, signature, data);
  } catch {
    return false;
  }
}

/**
 * §7.1: the answer to `navigator.credentials.create`. The passkey it makes, or PasskeyRefused.
 * User verification is not required (the options prefer it): the passkey is a second factor's
 * worth only when the account holder's device asks for it, which is the device's business.
 */
export async function verifyRegistration(answer: unknown, expected: Expected): Promise<RegisteredPasskey> {
  const response = envelope(answer);
  const clientDataHash = await checkClientData(response, 'webauthn.create', expected);
  let attestation: CBORType;
  try {
    attestation = decodeCBOR(bytesOf(response.attestationObject, 'the attestation object'));
  } catch (error) {
    if (error instanceof PasskeyRefused) throw error;
    return refuse('the attestation object is not CBOR');
  }
  if (!(attestation instanceof Map)) return refuse('the attestation object is not a map');
  const fmt = attestation.get('fmt');
  const authDataBytes = attestation.get('authData');
  const statement = attestation.get('attStmt');
  if (!(authDataBytes instanceof Uint8Array) || !(statement instanceof Map)) return refuse('the attestation object lacks its parts');
  const authData = await checkAuthenticatorData(authDataBytes, expected);
  if (!authData.credentialId?.length || !authData.publicKey) return refuse('no credential was made');
  if (authData.credentialId.length > 1023) refuse('the credential id is longer than 1023 bytes (§7.1)');
  const key = decodedKey(authData.publicKey);
  const alg = coseAlgorithm(key);
  if (alg === null || !OFFERED_ALGORITHMS.includes(alg)) refuse(`the key's algorithm ${alg} was not offered`);
  if (fmt === 'none') {
    if (statement.size > 0) refuse('a "none" attestation carries a statement');
  } else if (fmt === 'packed' && !statement.has('x5c')) {
    // Self attestation (§8.2): the new key signs authData ‖ hash(clientData).
    const signature = statement.get('sig');
    if (statement.get('alg') !== alg || !(signature instanceof Uint8Array)) refuse('the self attestation does not match the key');
    if (!(await signedBy(key, signature, concat(authData.bytes, clientDataHash)))) refuse('the self attestation signature does not verify');
  } else {
    refuse(`the attestation format ${String(fmt)} is not accepted (none was asked)`);
  }
  const transports = Array.isArray(response.transports) ? response.transports.filter((t): t is string => typeof t === 'string') : [];
  return { credentialId: toBase64url(authData.credentialId), publicKey: authData.publicKey, counter: authData.counter, transports };
}

/** A passkey as stored at registration. */
export interface StoredPasskey {
  /** The COSE key. */
  publicKey: Uint8Array;
  counter: number;
  /** The `user.id` the registration options gave (base64url); when known, an answer naming another is refused. */
  userHandle?: string;
}

/**
 * §7.2: the answer to `navigator.credentials.get`, for the stored passkey it names. The
 * authenticator's new signature counter, or PasskeyRefused. A counter that does not move up
 * (when either side has one) says the key may have been cloned (§6.1.1): refused.
 */
export async function verifyAuthentication(answer: unknown, expected: Expected, stored: StoredPasskey): Promise<number> {
  const response = envelope(answer);
  const clientDataHash = await checkClientData(response, 'webauthn.get', expected);
  if (response.userHandle && typeof response.userHandle !== 'string') refuse('the user handle is not a string');
  // §7.2 step 6: the account the authenticator names must be the passkey's owner.
  if (response.userHandle && stored.userHandle !== undefined && response.userHandle !== stored.userHandle) refuse('the user handle is not the passkey owner\'s');
  const authData = await checkAuthenticatorData(bytesOf(response.authenticatorData, 'the authenticator data'), expected);
  const signature = bytesOf(response.signature, 'the signature');
  if ((authData.counter > 0 || stored.counter > 0) && authData.counter <= stored.counter) refuse('the signature counter did not move up');
  if (!(await signedBy(decodedKey(stored.publicKey), signature, concat(authData.bytes, clientDataHash)))) refuse('the signature does not verify');
  return authData.counter;
}
