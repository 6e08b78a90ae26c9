/**
 * The passkey ceremonies (src/webauthn/) against the reference: @simplewebauthn/server, which
 * the server used until it was replaced for the Worker's size (docs/edge.md §Bundle). The same
 * answers, right and wrong in one part each, get the same verdict from both; where this server
 * is stricter on purpose (a frame of another origin, attestation it did not ask for) it says so.
 */
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Expected, PasskeyRefused, verifyAuthentication, verifyRegistration } from '../../src/webauthn/ceremonies.js';
import { fromBase64url, toBase64url } from '../../src/primitives/base64url.js';
import { type AttestationFormat, type PasskeyAlgorithm, SoftAuthenticator, type Tweak } from '../support/authenticator.js';

const ORIGIN = 'https://table.example';
const RP_ID = 'table.example';
const expectedFor = (challenge: string): Expected => ({ challenge, origins: [ORIGIN], rpId: RP_ID });
const newChallenge = () => toBase64url(crypto.getRandomValues(new Uint8Array(32)));
const registrationOptions = (challenge: string) => ({ challenge, rp: { id: RP_ID }, user: { id: 'dXNlcg' } });

/** The reference's verdict on a registration: the passkey it would store, or null. */
async function referenceRegistration(answer: unknown, challenge: string) {
  try {
    const result = await verifyRegistrationResponse({ response: answer as never, expectedChallenge: challenge, expectedOrigin: [ORIGIN], expectedRPID: RP_ID, requireUserVerification: false });
    if (!result.verified) return null;
    return { credentialId: result.registrationInfo.credential.id, publicKey: toBase64url(result.registrationInfo.credential.publicKey), counter: result.registrationInfo.credential.counter };
  } catch {
    return null;
  }
}

async function ourRegistration(answer: unknown, challenge: string) {
  try {
    const passkey = await verifyRegistration(answer, expectedFor(challenge));
    return { credentialId: passkey.credentialId, publicKey: toBase64url(passkey.publicKey), counter: passkey.counter };
  } catch (error) {
    if (!(error instanceof PasskeyRefused)) throw error; // every refusal is named, never a crash
    return null;
  }
}

async function referenceAuthentication(answer: unknown, challenge: string, stored: { id: string; publicKey: string; counter: number }) {
  try {
    const result = await verifyAuthenticationResponse({
      response: answer as never,
      expectedChallenge: challenge,
      expectedOrigin: [ORIGIN],
      expectedRPID: RP_ID,
      requireUserVerification: false,
      credential: { id: stored.id, publicKey: fromBase64url(stored.publicKey) as Uint8Array<ArrayBuffer>, counter: stored.counter },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

async function ourAuthentication(answer: unknown, challenge: string, stored: { publicKey: string; counter: number }) {
  try {
    return await verifyAuthentication(answer, expectedFor(challenge), { publicKey: fromBase64url(stored.publicKey), counter: stored.counter });
  } catch (error) {
    if (!(error instanceof PasskeyRefused)) throw error;
    return null;
  }
}

const KINDS: { algorithm: PasskeyAlgorithm; format: AttestationFormat }[] = [
  { algorithm: 'ES256', format: 'none' },
  { algorithm: 'EdDSA', format: 'none' },
  { algorithm: 'RS256', format: 'none' },
  { algorithm: 'ES256', format: 'packed' },
  { algorithm: 'EdDSA', format: 'packed' },
  { algorithm: 'RS256', format: 'packed' },
];

/** One part wrong each, in either ceremony; the answer stays otherwise right and signed. */
const EITHER_TWEAKS: Record<string, Tweak> = {
  'another challenge': { clientData: { challenge: 'b3RoZXI' } },
  'another origin': { clientData: { origin: 'https://evil.example' } },
  'another RP': { rpIdHashOf: 'evil.example' },
  'bytes left over': { trailing: [0] },
  'unknown token binding': { clientData: { tokenBinding: { status: 'bogus' } } },
};

/** The flags below carry AT (0x40) in a registration, not in a sign-in. */
const REGISTRATION_TWEAKS: Record<string, Tweak> = {
  ...EITHER_TWEAKS,
  'a sign-in answer': { clientData: { type: 'webauthn.get' } },
  'user not present': { flags: 0x44 },
  'backed up but not eligible': { flags: 0x55 },
  'backed up and eligible': { flags: 0x5d },
  'no credential data': { flags: 0x05 },
  'a known token binding': { clientData: { tokenBinding: { status: 'present' } } },
  'a none statement that is not empty': { fmt: 'none', attStmt: new Map<string, unknown>([['x', 1]]) },
  'an unknown format': { fmt: 'made-up' },
};

const AUTHENTICATION_TWEAKS: Record<string, Tweak> = {
  ...EITHER_TWEAKS,
  'a registration answer': { clientData: { type: 'webauthn.create' } },
  'user not present': { flags: 0x04 },
  'backed up but not eligible': { flags: 0x15 },
  'backed up and eligible': { flags: 0x1d },
  'a counter at zero on both sides (an authenticator without one)': { counter: 0 },
  'a bad signature': { badSignature: true },
};

describe('passkey ceremonies against @simplewebauthn/server', () => {
  for (const kind of KINDS) {
    describe(`${kind.algorithm}, "${kind.format}" attestation`, () => {
      it('a right registration, then sign-ins: both accept, the same passkey and counters', async () => {
        const device = new SoftAuthenticator(ORIGIN, kind);
        const challenge = newChallenge();
        const answer = await device.create(registrationOptions(challenge));
        const ours = await ourRegistration(answer, challenge);
        expect(ours).not.toBeNull();
        expect(ours).toEqual(await referenceRegistration(answer, challenge));
        let stored = { id: ours!.credentialId, publicKey: ours!.publicKey, counter: ours!.counter };
        for (let i = 0; i < 2; i++) {
          const signIn = newChallenge();
          const assertion = await device.get({ challenge: signIn, rpId: RP_ID });
          const counter = await ourAuthentication(assertion, signIn, stored);
          expect(counter).toBe(i + 1);
          expect(await referenceAuthentication(assertion, signIn, stored)).toBe(counter);
          stored = { ...stored, counter: counter! };
        }
      });

      for (const [name, tweak] of Object.entries(REGISTRATION_TWEAKS)) {
        it(`registration with ${name}: the same verdict`, async () => {
          const challenge = newChallenge();
          const answer = await new SoftAuthenticator(ORIGIN, kind).create(registrationOptions(challenge), tweak);
          const reference = await referenceRegistration(answer, challenge);
          expect(await ourRegistration(answer, challenge)).toEqual(reference);
        });
      }

      for (const [name, tweak] of Object.entries(AUTHENTICATION_TWEAKS)) {
        it(`sign-in with ${name}: the same verdict`, async () => {
          const device = new SoftAuthenticator(ORIGIN, kind);
          const challenge = newChallenge();
          const registered = (await ourRegistration(await device.create(registrationOptions(challenge)), challenge))!;
          const stored = { id: registered.credentialId, publicKey: registered.publicKey, counter: 0 };
          const signIn = newChallenge();
          const assertion = await device.get({ challenge: signIn, rpId: RP_ID }, undefined, tweak);
          expect(await ourAuthentication(assertion, signIn, stored)).toBe(await referenceAuthentication(assertion, signIn, stored));
        });
      }
    });
  }

  it('the tweaks that must be refused are refused (the table above is not all "accept")', async () => {
    const device = new SoftAuthenticator(ORIGIN);
    const challenge = newChallenge();
    const registered = (await ourRegistration(await device.create(registrationOptions(challenge)), challenge))!;
    for (const name of ['another origin', 'another RP', 'a bad signature', 'backed up but not eligible']) {
      const signIn = newChallenge();
      const assertion = await device.get({ challenge: signIn, rpId: RP_ID }, undefined, AUTHENTICATION_TWEAKS[name]);
      expect(await ourAuthentication(assertion, signIn, { publicKey: registered.publicKey, counter: 0 }), name).toBeNull();
    }
    // A counter at 0 on both sides is an authenticator without one (allowed); below the stored one is not.
    const behind = await device.get({ challenge, rpId: RP_ID }, undefined, { counter: 3 });
    expect(await ourAuthentication(behind, challenge, { publicKey: registered.publicKey, counter: 5 })).toBeNull();
    expect(await referenceAuthentication(behind, challenge, { id: registered.credentialId, publicKey: registered.publicKey, counter: 5 })).toBeNull();
    expect(await ourAuthentication(await device.get({ challenge, rpId: RP_ID }, undefined, AUTHENTICATION_TWEAKS['backed up and eligible']), challenge, { publicKey: registered.publicKey, counter: 0 })).toBeGreaterThan(0);
  });

  it('any answer the JSON can carry, however broken, is refused by name or accepted as the reference does (property)', async () => {
    const device = new SoftAuthenticator(ORIGIN);
    const challenge = newChallenge();
    const good = await device.create(registrationOptions(challenge));
    const registered = (await ourRegistration(good, challenge))!;
    const assertion = await device.get({ challenge, rpId: RP_ID });
    const field = fc.oneof(fc.string(), fc.base64String().map((s) => s.replace(/\+/g, '-').replace(/\//g, '_')), fc.constant(undefined), fc.integer(), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('id', 'rawId', 'type', 'clientDataJSON', 'attestationObject', 'authenticatorData', 'signature', 'userHandle'), field, async (name, value) => {
        const registration = structuredClone(good) as Record<string, unknown> & { response: Record<string, unknown> };
        const signIn = structuredClone(assertion) as Record<string, unknown> & { response: Record<string, unknown> };
        for (const answer of [registration, signIn]) {
          if (name in answer) answer[name] = value;
          else answer.response[name] = value;
        }
        expect(await ourRegistration(registration, challenge)).toEqual(await referenceRegistration(registration, challenge));
        const stored = { id: registered.credentialId, publicKey: registered.publicKey, counter: 0 };
        expect(await ourAuthentication(signIn, challenge, stored)).toBe(await referenceAuthentication(signIn, challenge, stored));
      }),
      { numRuns: 150 },
    );
  });
});

describe('where this server is stricter than the reference, on purpose', () => {
  it('a ceremony run in a frame of another origin is refused (the app is never framed: frame-ancestors none)', async () => {
    const device = new SoftAuthenticator(ORIGIN);
    const challenge = newChallenge();
    const framed = await device.create(registrationOptions(challenge), { clientData: { crossOrigin: true } });
    expect(await ourRegistration(framed, challenge)).toBeNull();
    const registered = (await ourRegistration(await device.create(registrationOptions(challenge)), challenge))!;
    const assertion = await device.get({ challenge, rpId: RP_ID }, device.passkeys[1], { clientData: { crossOrigin: true } });
    expect(await referenceAuthentication(assertion, challenge, { id: registered.credentialId, publicKey: registered.publicKey, counter: 0 })).toBe(1);
    expect(await ourAuthentication(assertion, challenge, { publicKey: registered.publicKey, counter: 0 })).toBeNull();
  });

  it('a statement with a certificate chain, which the options never ask for, is refused', async () => {
    const challenge = newChallenge();
    const answer = await new SoftAuthenticator(ORIGIN).create(registrationOptions(challenge), { fmt: 'packed', attStmt: new Map<string, unknown>([['alg', -7], ['sig', new Uint8Array(70)], ['x5c', [new Uint8Array(10)]]]) });
    await expect(verifyRegistration(answer, expectedFor(challenge))).rejects.toThrow(/packed is not accepted/);
  });
  it('a sign-in answer naming another account than the passkey\'s owner is refused (§7.2 step 6)', async () => {
    const device = new SoftAuthenticator(ORIGIN);
    const challenge = newChallenge();
    const registered = (await ourRegistration(await device.create(registrationOptions(challenge)), challenge))!;
    const assertion = await device.get({ challenge, rpId: RP_ID });
    const stored = { publicKey: fromBase64url(registered.publicKey), counter: 0 };
    expect(await verifyAuthentication(assertion, expectedFor(challenge), { ...stored, userHandle: 'dXNlcg' })).toBe(1);
    await expect(verifyAuthentication(assertion, expectedFor(challenge), { ...stored, userHandle: 'b3RoZXI' })).rejects.toThrow(/user handle/);
  });

  it('a credential id longer than 1023 bytes is refused (§7.1)', async () => {
    const challenge = newChallenge();
    const device = new SoftAuthenticator(ORIGIN);
    const answer = await device.create(registrationOptions(challenge), { credentialIdLength: 1024 });
    await expect(verifyRegistration(answer, expectedFor(challenge))).rejects.toThrow(/1023/);
    expect(await ourRegistration(await device.create(registrationOptions(challenge), { credentialIdLength: 1023 }), challenge)).not.toBeNull();
  });
});
