/**
 * Who is calling, as far as the Node server can know (docs/rules.md §0, proxy trust). The
 * socket's peer is the truth unless the operator says how many proxies stand in front
 * (`TRUST_PROXY`): then each trusted proxy's X-Forwarded-For entry is believed, right to left,
 * and nothing further left — a client can write anything there, only proxies append.
 */

/** `TRUST_PROXY`: how many proxies in front of the server to believe (0, the default: none). */
export function trustedProxiesFromEnv(env: Record<string, string | undefined>): number {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`TRUST_PROXY must be the number of proxies in front of the server (0 or more), got "${raw}"`);
  return value;
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is `127.0.0.1`. */
function normalise(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/**
 * The client's address: the socket's peer; behind `trustedProxies` proxies, the address the
 * outermost trusted one saw (the `trustedProxies`-th X-Forwarded-For entry from the right), or
 * the leftmost entry when the chain is shorter.
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number): string {
  const peer = normalise(remoteAddress ?? 'unknown');
  if (trustedProxies <= 0 || !forwardedFor) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [peer, ...hops.reverse().map(normalise)];
  return chain[Math.min(trustedProxies, chain.length - 1)] as string;
}
