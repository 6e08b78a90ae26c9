/**
 * src/primitives/digest.ts hashes with node:crypto where the runtime has it and with Web Crypto elsewhere
 * (workerd without it): stored API key hashes, roll chain links and roll MACs must not depend on
 * which one ran, so both are run here on the same inputs, against known vectors too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { digestImplementation, hmacSha256Hex, sha256Hex, useNodeCrypto } from '../src/primitives/digest.js';

const texts = ['', 'abc', 'sms_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG', 'é→🎲\n7\n{"a":1}', 'x'.repeat(10_000)];
const key = new Uint8Array(Array.from({ length: 32 }, (_, i) => i));

async function both<T>(run: () => Promise<T>): Promise<[T, T]> {
  useNodeCrypto(true);
  const node = await run();
  useNodeCrypto(false);
  const web = await run();
  useNodeCrypto(true);
  return [node, web];
}

describe('digest', () => {
  afterEach(() => useNodeCrypto(true));

  it('Node hashes with node:crypto (the fast path is not silently lost)', () => {
    expect(digestImplementation()).toBe('node:crypto');
    useNodeCrypto(false);
    expect(digestImplementation()).toBe('webcrypto');
  });

  it('SHA-256 matches the standard vectors on both paths', async () => {
    for (const on of [true, false]) {
      useNodeCrypto(on);
      expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
      expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    }
  });

  it('HMAC-SHA-256 matches RFC 4231 test case 2 on both paths', async () => {
    const jefe = new TextEncoder().encode('Jefe') as Uint8Array<ArrayBuffer>;
    for (const on of [true, false]) {
      useNodeCrypto(on);
      expect(await hmacSha256Hex(jefe, 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    }
  });

  it('node:crypto and Web Crypto give the same digests and MACs for any text', async () => {
    for (const text of texts) {
      const [nodeHash, webHash] = await both(() => sha256Hex(text));
      expect(nodeHash).toBe(webHash);
      const [nodeMac, webMac] = await both(() => hmacSha256Hex(key, text));
      expect(nodeMac).toBe(webMac);
    }
  });
});
