/** Webhook signatures: `t=<unix>,v1=<hex HMAC-SHA256(secret, t.body)>`, 5-minute tolerance. */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, parseSignatureHeader, sign, verify } from '../../src/webhooks/sign.js';

const at = new Date('2026-03-01T12:00:00Z');
const secretArb = fc.string({ minLength: 1, maxLength: 64 });
const bodyArb = fc.string({ maxLength: 500 });

describe('sign', () => {
  it('is the Stripe-style header, the same HMAC Node computes', async () => {
    const header = await sign('whsec_test', '{"a":1}', at);
    const t = Math.floor(at.getTime() / 1000);
    const expected = createHmac('sha256', 'whsec_test').update(`${t}.{"a":1}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies what it signed, at the same instant and within 5 minutes either way', async () => {
    const header = await sign('s3cret', 'hello', at);
    for (const offset of [0, 299_000, -299_000, 300_000, -300_000]) {
      expect(await verify('s3cret', 'hello', header, new Date(at.getTime() + offset))).toMatchObject({ ok: true });
    }
  });

  it('refuses a stale or future signature (more than 5 minutes off)', async () => {
    const header = await sign('s3cret', 'hello', at);
    expect(await verify('s3cret', 'hello', header, new Date(at.getTime() + 6 * 60_000))).toEqual({ ok: false, reason: 'STALE' });
    expect(await verify('s3cret', 'hello', header, new Date(at.getTime() - 6 * 60_000))).toEqual({ ok: false, reason: 'STALE' });
  });

  it('refuses missing and malformed headers', async () => {
    for (const header of [null, '', 'v1=abcd', 't=123', 't=abc,v1=00', 'garbage', 't=1,t=2,v1=00']) {
      expect(await verify('s', 'b', header, at)).toEqual({ ok: false, reason: 'MALFORMED' });
    }
  });

  it('accepts any matching v1 (secret rotation) and returns the canonical signature', async () => {
    const header = await sign('new', 'body', at);
    const [, v1] = header.split(',v1=');
    const t = Math.floor(at.getTime() / 1000);
    const result = await verify('new', 'body', `t=${t}, v1=${'0'.repeat(64)}, v1=${v1!.toUpperCase()}`, at);
    expect(result).toEqual({ ok: true, timestamp: t, signature: header });
  });

  it('parses headers', () => {
    expect(parseSignatureHeader('t=10,v1=ab,v0=zz')).toEqual({ timestamp: 10, signatures: ['ab'] });
    expect(parseSignatureHeader('t=10')).toBeNull();
  });

  it('compares in constant time, byte by byte', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1]), new Uint8Array([1, 0]))).toBe(false);
  });

  it('property: verify(sign(x)) holds for any secret and body', async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, bodyArb, fc.integer({ min: -300, max: 300 }), async (secret, body, skew) => {
        const header = await sign(secret, body, at);
        const result = await verify(secret, body, header, new Date(at.getTime() + skew * 1000));
        expect(result.ok).toBe(true);
      }),
    );
  });

  it('property: any change to the body, the secret, the timestamp or the signature fails', async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, bodyArb, fc.nat(), fc.nat(), async (secret, body, where, seed) => {
        const header = await sign(secret, body, at);
        const t = Math.floor(at.getTime() / 1000);
        const v1 = header.split(',v1=')[1]!;
        // Tamper the body: insert/replace one character.
        const i = where % (body.length + 1);
        const tamperedBody = `${body.slice(0, i)}${String.fromCharCode(33 + (seed % 90))}${body.slice(i + 1)}`;
        if (tamperedBody !== body) expect((await verify(secret, tamperedBody, header, at)).ok).toBe(false);
        // Another secret.
        expect((await verify(`${secret}x`, body, header, at)).ok).toBe(false);
        // Another timestamp with the same v1.
        expect((await verify(secret, body, `t=${t + 1 + (seed % 100)},v1=${v1}`, at)).ok).toBe(false);
        // One hex digit of the signature flipped.
        const j = where % v1.length;
        const flipped = `${v1.slice(0, j)}${((Number.parseInt(v1[j]!, 16) + 1 + (seed % 15)) % 16).toString(16)}${v1.slice(j + 1)}`;
        expect((await verify(secret, body, `t=${t},v1=${flipped}`, at)).ok).toBe(false);
      }),
    );
  });

  it('property: outside the tolerance it is STALE whatever the signature', async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, bodyArb, fc.integer({ min: 301, max: 10_000_000 }), fc.boolean(), async (secret, body, skew, future) => {
        const header = await sign(secret, body, at);
        const now = new Date(at.getTime() + (future ? -1 : 1) * skew * 1000);
        expect(await verify(secret, body, header, now)).toEqual({ ok: false, reason: 'STALE' });
      }),
    );
  });
});
