/**
 * The pieces under the ceremonies: ECDSA signatures from DER to Web Crypto's r‖s, and the
 * options the browser gets, which must be what @simplewebauthn/server made before them.
 */
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authenticationOptions, registrationOptions } from '../../src/graphql/accounts/webauthn.js';
import { ecdsaRawSignature } from '../../src/webauthn/cose.js';
import { fromBase64url, toBase64url } from '../../src/primitives/base64url.js';
import { der } from '../support/authenticator.js';

describe('ecdsaRawSignature', () => {
  it('gives back r‖s, each at the curve size, whatever leading zeros DER dropped or added (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat(31), (r, s, zeros) => {
        r.fill(0, 0, zeros); // short integers happen: 1 in 256 signatures has a leading zero byte
        expect([...ecdsaRawSignature(der(r, s), 32)]).toEqual([...r, ...s]);
      }),
    );
  });

  it('refuses what is not strict DER of two integers', () => {
    const r = new Uint8Array(32).fill(0x81);
    const s = new Uint8Array(32).fill(0x01);
    const good = der(r, s);
    const cases: Record<string, Uint8Array> = {
      empty: new Uint8Array(0),
      'not a SEQUENCE': Uint8Array.of(0x31, ...good.slice(1)),
      'a SEQUENCE length that is not the rest': Uint8Array.of(0x30, good[1]! + 1, ...good.slice(2)),
      'a long-form length': Uint8Array.of(0x30, 0x81, good[1]!, ...good.slice(2)),
      'trailing bytes': Uint8Array.of(...good, 0),
      'an INTEGER tag missing': Uint8Array.of(0x30, good[1]!, 0x04, ...good.slice(3)),
      'a zero-length INTEGER': Uint8Array.of(0x30, 4, 0x02, 0, 0x02, 0),
      'an INTEGER wider than the curve': der(Uint8Array.of(0x81, ...r), s),
      'a 33-byte INTEGER not led by 0': Uint8Array.of(0x30, 2 + 33 + 3, 0x02, 33, 1, ...r, 0x02, 1, 1),
      truncated: good.slice(0, good.length - 1),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(() => ecdsaRawSignature(bytes, 32), name).toThrow(/ECDSA signature/);
  });
});

describe('the options the browser gets', () => {
  const rp = { rpId: 'table.example', origins: ['https://table.example'], name: 'SMS table' };
  const challenge = toBase64url(crypto.getRandomValues(new Uint8Array(32)));

  it('registration: what @simplewebauthn/server made for the same call', async () => {
    const user = { id: '0b7d3f4e-1c2a-4b5c-8d9e-0f1a2b3c4d5e', name: 'Ayla' };
    const exclude = ['AQID', 'BAUG'];
    const reference = await generateRegistrationOptions({
      challenge: fromBase64url(challenge) as Uint8Array<ArrayBuffer>,
      rpName: rp.name,
      rpID: rp.rpId,
      userName: user.name,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(user.id),
      timeout: 5 * 60_000,
      attestationType: 'none',
      excludeCredentials: exclude.map((id) => ({ id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    expect(JSON.parse(JSON.stringify(registrationOptions(rp, user, exclude, challenge)))).toEqual(JSON.parse(JSON.stringify(reference)));
  });

  it('sign-in: what @simplewebauthn/server made for the same call', async () => {
    const reference = await generateAuthenticationOptions({ rpID: rp.rpId, challenge: fromBase64url(challenge) as Uint8Array<ArrayBuffer>, timeout: 5 * 60_000, userVerification: 'preferred' });
    expect(JSON.parse(JSON.stringify(authenticationOptions(rp, challenge)))).toEqual(JSON.parse(JSON.stringify(reference)));
  });
});
