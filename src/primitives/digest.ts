/**
 * SHA-256 and HMAC-SHA-256 as hex, on every runtime. Node's `node:crypto` when the runtime has
 * it (reached through `process.getBuiltinModule`, Node ≥ 20.16 and workerd with nodejs_compat):
 * synchronous, in this thread. Otherwise Web Crypto. Why not Web Crypto everywhere: on Node each
 * call is a job sent to the thread pool and a promise back, ≈ 30 µs against ≈ 2 µs for a short
 * message, and a request hashes its API key and signs its roll (docs/edge.md "Throughput floor").
 * Both give the same bytes (test/digest.test.ts).
 */

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

interface NodeCrypto {
  createHash(algorithm: 'sha256'): { update(data: string | Uint8Array): { digest(encoding: 'hex'): string } };
  createHmac(algorithm: 'sha256', key: Uint8Array): { update(data: string | Uint8Array): { digest(encoding: 'hex'): string } };
}

function nodeCryptoOrNull(): NodeCrypto | null {
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    return (process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined) ?? null;
  } catch {
    return null;
  }
}

/** `null` forces Web Crypto (tests compare the two). */
let nodeCrypto: NodeCrypto | null = nodeCryptoOrNull();

/** Tests only: run on Web Crypto (false) or back on what the runtime offers (true). */
export function useNodeCrypto(on: boolean): void {
  nodeCrypto = on ? nodeCryptoOrNull() : null;
}

/** Which implementation hashes now (bench and tests: Node must not fall back silently). */
export function digestImplementation(): 'node:crypto' | 'webcrypto' {
  return nodeCrypto ? 'node:crypto' : 'webcrypto';
}

const encoder = new TextEncoder();

/** SHA-256 of the UTF-8 text, hex. */
export async function sha256Hex(text: string): Promise<string> {
  if (nodeCrypto) return nodeCrypto.createHash('sha256').update(text).digest('hex');
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** Keys imported for Web Crypto once: a process signs with the same few keys. */
const importedKeys = new WeakMap<Uint8Array<ArrayBuffer>, Promise<CryptoKey>>();

/** HMAC-SHA-256(key, UTF-8 text), hex. */
export async function hmacSha256Hex(key: Uint8Array<ArrayBuffer>, text: string): Promise<string> {
  if (nodeCrypto) return nodeCrypto.createHmac('sha256', key).update(text).digest('hex');
  let imported = importedKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    importedKeys.set(key, imported);
  }
  return toHex(await crypto.subtle.sign('HMAC', await imported, encoder.encode(text)));
}
