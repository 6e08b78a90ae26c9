/**
 * Where outbound webhooks may go (DESIGN.md §Limits, SSRF). A GM types the URL, the server
 * makes the request: without these checks a webhook is a way to reach the server's own
 * network (cloud metadata at 169.254.169.254, a database on 10.x, an admin port on loopback).
 *
 * - Everywhere: `https` only, no credentials in the URL, the host a DNS name with a dot (not an
 *   IP literal, not `localhost`). Workers cannot resolve a name before connecting, and cannot
 *   reach private networks anyway, so that is all they check.
 * - On Node: also resolve the name, refuse it if ANY address is loopback, private, link-local,
 *   unique-local, CGNAT, multicast or otherwise reserved, and connect to the address that was
 *   checked (no second lookup a DNS rebinding could answer differently).
 * - A development switch (`ALLOW_LOOPBACK_WEBHOOKS=1` on the server, `allowLoopback` for the
 *   job) admits loopback targets and plain `http`, for tests and local receivers. It never
 *   admits private or link-local addresses.
 *
 * This module imports nothing from Node: the Worker bundle includes it. Node's modules are
 * reached through `process.getBuiltinModule` (Node ≥ 20.16) only on the Node path.
 */

export type Runtime = 'node' | 'workers';

export interface UrlPolicy {
  runtime: Runtime;
  allowLoopback: boolean;
}

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'cgnat'
  | 'multicast'
  | 'unspecified'
  | 'reserved';

export type Checked<T> = ({ ok: true } & T) | { ok: false; reason: string };

// ----- Addresses ----------------------------------------------------------------------------

/**
 * Canonical dotted-quad IPv4 (the URL parser already normalised `2130706433` and `0x7f.1` to
 * it). A leading zero is refused, not read as decimal: `inet_aton` reads `0177.0.0.1` as octal
 * (127.0.0.1), so any other reading would misjudge it.
 */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(p)) return null;
    const n = Number(p);
    if (n > 255) return null;
    out.push(n);
  }
  return out;
}

/** IPv6 text (optionally in brackets, with a zone or an embedded IPv4) → 8 groups of 16 bits. */
export function parseIpv6(text: string): number[] | null {
  let s = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(':')) return null;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(':');
  const last = s.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIpv4(last);
    if (!v4) return null;
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
    s = `${s.slice(0, lastColon + 1)}0:0`; // placeholder groups, replaced below
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const parse = (h: string) => (h === '' ? [] : h.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const groups: number[] = [];
  for (const g of [...head, ...rest]) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
  }
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  for (const g of head) groups.push(Number.parseInt(g, 16));
  for (let i = 0; i < (halves.length === 2 ? missing : 0); i++) groups.push(0);
  for (const g of rest) groups.push(Number.parseInt(g, 16));
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups.length === 8 ? groups : null;
}

export function isIpLiteral(host: string): boolean {
  return parseIpv4(host) !== null || parseIpv6(host) !== null;
}

function classifyIpv4([a, b, c]: number[]): AddressClass {
  if (a === 0) return 'unspecified'; // 0.0.0.0/8 "this network"
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 100 && b! >= 64 && b! <= 127) return 'cgnat';
  if (a! >= 224 && a! <= 239) return 'multicast';
  if (a! >= 240) return 'reserved'; // 240/4 and the broadcast address
  // IETF assignments, documentation, benchmarking: nobody's webhook receiver lives there.
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved';
  if (a === 198 && (b === 18 || b === 19)) return 'reserved';
  if (a === 198 && b === 51 && c === 100) return 'reserved';
  if (a === 203 && b === 0 && c === 113) return 'reserved';
  if (a === 192 && b === 88 && c === 99) return 'reserved'; // deprecated 6to4 relay anycast
  return 'public';
}

/**
 * IPv6, judged on its 16 bytes so every spelling of an address gets the same answer. Forms that
 * carry an IPv4 address are judged by that IPv4 (a NAT64 gateway or a dual-stack socket turns
 * them into IPv4 traffic): IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated `::ffff:0:a.b.c.d`
 * (RFC 2765), the deprecated IPv4-compatible `::a.b.c.d`, NAT64's well-known prefix
 * `64:ff9b::/96` (RFC 6052) and 6to4 `2002:AABB:CCDD::/48` (RFC 3056). Ranges whose embedded
 * IPv4 we cannot place, or that no receiver would use, are refused whole: the local-use NAT64
 * prefix `64:ff9b:1::/48` (RFC 8215: its operator picks the prefix length, so the IPv4 may sit at
 * any RFC 6052 position), Teredo `2001::/32` with the rest of the IETF protocol block
 * `2001::/23`, and everything outside global unicast `2000::/3` (RFC 4291).
 */
function classifyIpv6(groups: number[]): AddressClass {
  const b = groups.flatMap((g) => [g >> 8, g & 255]);
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const ipv4At = (i: number) => classifyIpv4(b.slice(i, i + 4));
  const [g0, g1, g2] = groups as [number, number, number];
  if (zero(0, 16)) return 'unspecified';
  if (zero(0, 15) && b[15] === 1) return 'loopback';
  if (zero(0, 10) && ((b[10] === 0xff && b[11] === 0xff) || (b[10] === 0 && b[11] === 0))) return ipv4At(12);
  if (zero(0, 8) && b[8] === 0xff && b[9] === 0xff && zero(10, 12)) return ipv4At(12);
  if (g0 === 0x64 && g1 === 0xff9b && zero(4, 12)) return ipv4At(12);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private';
  if (g0 === 0x2002) return ipv4At(2);
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // deprecated site-local
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if (g0 === 0x2001 && g1 < 0x0200) return 'reserved'; // IETF protocol assignments, Teredo among them
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved'; // documentation
  if (g0 === 0x3fff && g1 < 0x1000) return 'reserved'; // documentation (RFC 9637)
  // Outside global unicast: ::/8 leftovers, 100::/64 discard-only, 5f00::/16 SRv6, unassigned space.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return 'public';
}

/** What kind of address this is, or null if it is not an IP address. */
export function classifyAddress(address: string): AddressClass | null {
  const v4 = parseIpv4(address);
  if (v4) return classifyIpv4(v4);
  const v6 = parseIpv6(address);
  return v6 ? classifyIpv6(v6) : null;
}

/** May a request go to this address under the policy? */
export function addressAllowed(address: string, policy: Pick<UrlPolicy, 'allowLoopback'>): Checked<{ class: AddressClass }> {
  const cls = classifyAddress(address);
  if (!cls) return { ok: false, reason: `not an IP address: ${address}` };
  if (cls === 'public' || (cls === 'loopback' && policy.allowLoopback)) return { ok: true, class: cls };
  return { ok: false, reason: `${address} is a ${cls} address` };
}

// ----- URLs ---------------------------------------------------------------------------------

function bareHost(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function isLocalhostName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.localdomain';
}

/**
 * The checks that need no DNS, the same on both runtimes (so a campaign's webhooks keep working
 * if the deployment moves): used when a GM registers a URL and again before each delivery.
 */
export function checkWebhookUrl(raw: string, policy: UrlPolicy): Checked<{ url: URL; host: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a valid absolute URL' };
  }
  if (raw.length > 2000) return { ok: false, reason: 'URL longer than 2000 characters' };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowLoopback)) return { ok: false, reason: 'webhook URLs must use https' };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL are not allowed (the signature authenticates us)' };
  const host = bareHost(url);
  if (isLocalhostName(host)) {
    return policy.allowLoopback ? { ok: true, url, host } : { ok: false, reason: 'localhost is not allowed' };
  }
  if (isIpLiteral(host)) {
    if (policy.allowLoopback && classifyAddress(host) === 'loopback') return { ok: true, url, host };
    return { ok: false, reason: 'the host must be a DNS name, not an IP address' };
  }
  if (!host.includes('.')) return { ok: false, reason: 'the host must be a fully qualified DNS name' };
  return { ok: true, url, host };
}

// ----- Node: resolve, check, connect to what was checked -------------------------------------

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a name to every address it has (Node's `dns.lookup` with `all: true` by default). */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

type NodeProcess = { getBuiltinModule?: (id: string) => unknown };

function nodeBuiltin<T>(id: string): T {
  const mod = (globalThis as { process?: NodeProcess }).process?.getBuiltinModule?.(id);
  if (!mod) throw new Error(`${id} is not available here (the Node path needs Node ≥ 20.16)`);
  return mod as T;
}

interface NodeDns {
  promises: { lookup(hostname: string, options: { all: true; verbatim: boolean }): Promise<{ address: string; family: number }[]> };
}

export const systemLookup: Lookup = async (hostname) => {
  const dns = nodeBuiltin<NodeDns>('node:dns');
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Resolve the URL's host and check every address. One bad address refuses the name: a
 * receiver has no reason to publish a private address next to its public one.
 */
export async function resolveChecked(host: string, policy: Pick<UrlPolicy, 'allowLoopback'>, lookup: Lookup = systemLookup): Promise<Checked<ResolvedAddress>> {
  if (isIpLiteral(host)) {
    const allowed = addressAllowed(host, policy);
    return allowed.ok ? { ok: true, address: host, family: parseIpv4(host) ? 4 : 6 } : allowed;
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await lookup(host);
  } catch (error) {
    return { ok: false, reason: `cannot resolve ${host}: ${(error as Error).message}` };
  }
  if (!addresses.length) return { ok: false, reason: `${host} has no address` };
  for (const a of addresses) {
    const allowed = addressAllowed(a.address, policy);
    if (!allowed.ok) return { ok: false, reason: `${host} resolves to ${allowed.reason}` };
  }
  return { ok: true, ...addresses[0]! };
}

export interface PostResult {
  status: number;
}

interface NodeClientRequest {
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'response', listener: (response: NodeIncomingMessage) => void): void;
  setTimeout(ms: number, listener: () => void): void;
  destroy(error?: Error): void;
  end(body: string): void;
}
interface NodeIncomingMessage {
  statusCode?: number;
  resume(): void;
  on(event: 'end' | 'error' | 'data', listener: (...args: unknown[]) => void): void;
  destroy(): void;
}
interface NodeHttp {
  request(options: Record<string, unknown>): NodeClientRequest;
}

type LookupCallback = (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void;

/**
 * POST through node:http(s) to the address that was checked: the socket's `lookup` returns it
 * instead of asking DNS again, while TLS still verifies the certificate against the name.
 * Redirects are not followed (a 3xx is an answer, and a failed delivery).
 */
export function pinnedPost(url: URL, pinned: ResolvedAddress, headers: Record<string, string>, body: string, timeoutMs: number): Promise<PostResult> {
  const http = nodeBuiltin<NodeHttp>(url.protocol === 'https:' ? 'node:https' : 'node:http');
  const lookup = (_hostname: string, options: { all?: boolean } | number | undefined, callback: LookupCallback) => {
    if (typeof options === 'object' && options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise<PostResult>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        fn();
      }
    };
    const request = http.request({
      protocol: url.protocol,
      hostname: bareHost(url),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { ...headers, 'content-length': String(new TextEncoder().encode(body).length) },
      lookup,
      // One connection per delivery: a pooled socket could have been opened to another address.
      agent: false,
    });
    const timer = setTimeout(() => {
      finish(() => reject(new Error(`timed out after ${timeoutMs} ms`)));
      request.destroy(new Error('timeout'));
    }, timeoutMs);
    request.on('error', (error) => finish(() => reject(error)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      // The body is not needed: read and drop it so the socket closes cleanly.
      response.on('data', () => {});
      response.on('error', () => {});
      response.on('end', () => finish(() => resolve({ status })));
    });
    request.end(body);
  });
}

/** POST with `fetch` (Workers, or an injected implementation); redirects are not followed. */
export async function fetchPost(fetchImpl: typeof fetch, url: URL, headers: Record<string, string>, body: string, timeoutMs: number): Promise<PostResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted: a fetch that ignores its signal must not hold the run forever.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`timed out after ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    const response = await Promise.race([fetchImpl(url.toString(), { method: 'POST', headers, body, redirect: 'manual', signal: controller.signal }), timeout]);
    await Promise.race([response.body?.cancel().catch(() => {}), timeout]).catch(() => {});
    return { status: response.status };
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`timed out after ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Check the URL under the runtime's policy and POST the body. On Node the connection goes to
 * the address that was checked; on Workers (or with an injected `fetchImpl`, tests) by name.
 * Throws with the reason when the URL is refused or the request fails.
 */
export async function safePost(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: UrlPolicy & { timeoutMs: number; fetchImpl?: typeof fetch; lookup?: Lookup },
): Promise<PostResult> {
  const checked = checkWebhookUrl(rawUrl, options);
  if (!checked.ok) throw new Error(`refused URL: ${checked.reason}`);
  if (options.runtime === 'workers') return fetchPost(options.fetchImpl ?? fetch, checked.url, headers, body, options.timeoutMs);
  const resolved = await resolveChecked(checked.host, options, options.lookup);
  if (!resolved.ok) throw new Error(`refused URL: ${resolved.reason}`);
  if (options.fetchImpl) return fetchPost(options.fetchImpl, checked.url, headers, body, options.timeoutMs);
  return pinnedPost(checked.url, resolved, headers, body, options.timeoutMs);
}
