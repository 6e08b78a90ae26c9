/**
 * Each check of the ceremonies (src/webauthn/) on its own: an answer right in everything but
 * one part is refused, by name (PasskeyRefused, never a crash), and the same answer made right
 * again is accepted, so the check is what refused it. Found by mutation testing of
 * src/webauthn (docs/accounts.md §Passkey answers): these are the checks the comparison with
 * the reference did not pin down on its own.
 */
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Expected, PasskeyRefused, verifyAuthentication, verifyRegistration } from '../../src/webauthn/ceremonies.js';
import { COSE_ALGORITHMS, decodeCoseKey, verifyCoseSignature } from '../../src/webauthn/cose.js';
import { fromBase64url, toBase64url } from '../../src/primitives/base64url.js';
import { type AttestationFormat, type PasskeyAlgorithm, SoftAuthenticator, type Tweak } from '../support/authenticator.js';

const ORIGIN = 'https://table.example';
const RP_ID = 'table.example';
const expectedFor = (challenge: string): Expected => ({ challenge, origins: [ORIGIN], rpId: RP_ID });
const newChallenge = () => toBase64url(crypto.getRandomValues(new Uint8Array(32)));
const options = (challenge: string) => ({ challenge, rp: { id: RP_ID }, user: { id: 'dXNlcg' } });

async function register(tweak: Tweak = {}, kind: { algorithm?: PasskeyAlgorithm; format?: AttestationFormat } = {}) {
  const challenge = newChallenge();
  const answer = await new SoftAuthenticator(ORIGIN, kind).create(options(challenge), tweak);
  return {
    answer,
    outcome: verifyRegistration(answer, expectedFor(challenge)),
    /** The reference's verdict on the same answer: verified or not (an error is a "not"). */
    reference: () =>
      verifyRegistrationResponse({ response: answer as never, expectedChallenge: challenge, expectedOrigin: ORIGIN, expectedRPID: RP_ID, requireUserVerification: false }).then(
        (r) => r.verified,
        () => false,
      ),
  };
}

/** A registered passkey, then a sign-in answer with `tweak`, checked against `stored` (default: as registered). */
async function signIn(tweak: Tweak = {}, stored: { counter?: number; publicKey?: Uint8Array } = {}) {
  const device = new SoftAuthenticator(ORIGIN);
  const challenge = newChallenge();
  const passkey = await verifyRegistration(await device.create(options(challenge)), expectedFor(challenge));
  const answer = await device.get({ challenge, rpId: RP_ID }, undefined, tweak);
  return verifyAuthentication(answer, expectedFor(challenge), { publicKey: stored.publicKey ?? passkey.publicKey, counter: stored.counter ?? 0 });
}

const refused = (outcome: Promise<unknown>, reason: RegExp) => expect(outcome).rejects.toSatisfy((e: unknown) => e instanceof PasskeyRefused && reason.test(e.message));

describe('registration: each check alone', () => {
  it('accepts the right answer of every kind (the baseline of this file)', async () => {
    for (const algorithm of ['ES256', 'EdDSA', 'RS256'] as const)
      for (const format of ['none', 'packed'] as const) await expect((await register({}, { algorithm, format })).outcome).resolves.toMatchObject({ counter: 0, transports: ['internal'] });
  });

  it('a "packed" self attestation with a bad signature, or naming another algorithm than the key', async () => {
    const bad = await register({ badSignature: true }, { format: 'packed' });
    await refused(bad.outcome, /self attestation signature/);
    expect(await bad.reference()).toBe(false);
    await refused((await register({ attStmt: new Map<string, unknown>([['alg', COSE_ALGORITHMS.RS256], ['sig', new Uint8Array(64)]]) }, { format: 'packed' })).outcome, /does not match the key/);
    await refused((await register({ attStmt: new Map<string, unknown>([['alg', COSE_ALGORITHMS.ES256]]) }, { format: 'packed' })).outcome, /does not match the key/);
  });

  it('a key of an algorithm the options did not offer (ES384), or without one', async () => {
    const es384 = await register({ editKey: (key) => key.set(3, -35) });
    await refused(es384.outcome, /algorithm -35 was not offered/);
    expect(await es384.reference()).toBe(false);
    await refused((await register({ editKey: (key) => key.delete(3) })).outcome, /algorithm null/);
  });

  it('no credential id, or one over 1,023 bytes', async () => {
    // No attested credential data at all (the AT flag off, nothing after the counter).
    await refused((await register({ flags: 0x05, editAuthData: (d) => d.slice(0, 37) })).outcome, /no credential was made/);
    await refused((await register({ credentialIdLength: 1024 })).outcome, /1023/);
  });

  it('an attestation object that is not CBOR, not a map, or lacks its parts', async () => {
    await refused((await register({ attestationObject: new TextEncoder().encode('not cbor at all, really') })).outcome, /attestation object/);
    await refused((await register({ attestationObject: Uint8Array.of(0x83, 1, 2, 3) })).outcome, /not a map/);
    await refused((await register({ attestationObject: Uint8Array.of(0xa1, 0x63, 0x66, 0x6d, 0x74, 0x64, 0x6e, 0x6f, 0x6e, 0x65) })).outcome, /lacks its parts/);
  });

  it('authenticator data that is cut short, or whose credential id overruns it', async () => {
    await refused((await register({ editAuthData: (d) => d.slice(0, 36) })).outcome, /too short/);
    await refused(
      (
        await register({
          editAuthData: (d) => {
            const bytes = d.slice(0, 55 + 16);
            bytes[53] = 0xff; // the credential id's length: far past the end
            return bytes;
          },
        })
      ).outcome,
      /overruns/,
    );
  });

  it('extensions: a CBOR map after the key is read past; anything else is refused', async () => {
    await expect((await register({ extensions: new Map<string, unknown>([['credProtect', 2]]) })).outcome).resolves.toMatchObject({ counter: 0 });
    await refused((await register({ extensions: 7 })).outcome, /extensions are not a map/);
    await refused((await register({ extensions: new Map<string, unknown>([['credProtect', 2]]), trailing: [1] })).outcome, /left over/);
  });

  it('client data that is not UTF-8 JSON of an object', async () => {
    await refused((await register({ clientDataBytes: Uint8Array.of(0x7b, 0xff, 0x7d) })).outcome, /not JSON/);
    await refused((await register({ clientDataBytes: new TextEncoder().encode('[1,2]') })).outcome, /not an object/);
    await refused((await register({ clientData: { topOrigin: 'https://evil.example' } })).outcome, /frame/);
    await refused((await register({ clientData: { tokenBinding: null } })).outcome, /token binding/);
  });

  it('transports: the strings the browser listed, nothing else', async () => {
    const challenge = newChallenge();
    const answer = await new SoftAuthenticator(ORIGIN).create(options(challenge));
    answer.response.transports = ['internal', 7 as never, 'hybrid'];
    expect((await verifyRegistration(answer, expectedFor(challenge))).transports).toEqual(['internal', 'hybrid']);
    answer.response.transports = 'usb' as never;
    expect((await verifyRegistration(answer, expectedFor(challenge))).transports).toEqual([]);
  });

  it('any JSON at all in place of the answer is refused by name, never a crash (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.jsonValue(), async (answer, response) => {
        const challenge = newChallenge();
        await refused(verifyRegistration(answer, expectedFor(challenge)), /./);
        await refused(verifyRegistration({ id: 'AQID', rawId: 'AQID', type: 'public-key', response }, expectedFor(challenge)), /./);
        await refused(verifyAuthentication({ id: 'AQID', rawId: 'AQID', type: 'public-key', response }, expectedFor(challenge), { publicKey: new Uint8Array(8), counter: 0 }), /./);
      }),
      { numRuns: 200 },
    );
  });
});

describe('sign-in: each check alone', () => {
  it('the signature counter: 0 on both sides is an authenticator without one; anything not above a stored one is refused', async () => {
    await expect(signIn({ counter: 0 })).resolves.toBe(0);
    await expect(signIn({ counter: 6 }, { counter: 5 })).resolves.toBe(6);
    await refused(signIn({ counter: 5 }, { counter: 5 }), /counter/);
    await refused(signIn({ counter: 0 }, { counter: 5 }), /counter/);
  });

  it('a stored key that is not a COSE key', async () => {
    await refused(signIn({}, { publicKey: Uint8Array.of(0xff, 0x00) }), /not a COSE key/);
    await refused(signIn({}, { publicKey: Uint8Array.of(0x83, 1, 2, 3) }), /not a COSE key/);
  });

  it('authenticator data cut short, or with extensions that are not a map', async () => {
    await refused(signIn({ editAuthData: (d) => d.slice(0, 36) }), /too short/);
    await expect(signIn({ extensions: new Map<string, unknown>([['credProtect', 2]]) })).resolves.toBe(1);
    await refused(signIn({ extensions: 'no' }), /extensions/);
  });
});

describe('verifyCoseSignature: a key whose type or curve does not go with its algorithm', () => {
  it('is not taken, whatever the signature', async () => {
    const device = new SoftAuthenticator(ORIGIN);
    const challenge = newChallenge();
    const passkey = await verifyRegistration(await device.create(options(challenge)), expectedFor(challenge));
    const answer = await device.get({ challenge, rpId: RP_ID });
    const data = new Uint8Array([...fromBase64url(answer.response.authenticatorData), ...new Uint8Array(await crypto.subtle.digest('SHA-256', fromBase64url(answer.response.clientDataJSON) as Uint8Array<ArrayBuffer>))]);
    const signature = fromBase64url(answer.response.signature);
    expect(await verifyCoseSignature(decodeCoseKey(passkey.publicKey), signature, data)).toBe(true);
    const edits: [string, (key: Map<string | number, unknown>) => void][] = [
      ['P-384 under ES256', (key) => key.set(-1, 2)],
      ['an OKP key type under ES256', (key) => key.set(1, 1)],
      ['an RSA key type under ES256', (key) => key.set(1, 3)],
      ['EdDSA on P-256', (key) => key.set(3, COSE_ALGORITHMS.EdDSA)],
      ['RS256 on an EC2 key', (key) => key.set(3, COSE_ALGORITHMS.RS256)],
    ];
    for (const [name, edit] of edits) {
      const key = decodeCoseKey(passkey.publicKey);
      edit(key as Map<string | number, unknown>);
      await expect(verifyCoseSignature(key, signature, data), name).rejects.toThrow(/not one the options offer/);
    }
  });
});

describe('fromBase64url', () => {
  it('reads base64url with or without padding, and refuses other alphabets and impossible lengths', () => {
    expect([...fromBase64url('-_8')]).toEqual([0xfb, 0xff]);
    expect([...fromBase64url('AQI=')]).toEqual([1, 2]);
    expect([...fromBase64url('AQI')]).toEqual([1, 2]);
    for (const bad of ['+/8', 'AQ I', 'AQI==x', 'AQIDB', 'é']) expect(() => fromBase64url(bad), bad).toThrow(/base64url/);
    expect(() => fromBase64url(7 as never)).toThrow(/base64url/);
  });

  it('gives back what toBase64url wrote (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect([...fromBase64url(toBase64url(bytes))]).toEqual([...bytes]);
      }),
    );
  });
});
