/**
 * The browser session's cookie as the edge reads it, and the checks a cookie-authenticated request
 * passes (CSRF; docs/accounts.md). Its shape (name, attributes, Set-Cookie values) is in
 * src/graphql/accounts/session-cookie.ts, beside the resolvers that hand it out.
 */
import type { HttpPolicy } from './policy.js';
import { HOST_COOKIE, isLoopbackHttp, SESSION_COOKIE } from '../graphql/accounts/session-cookie.js';

// The cookie's shape lives with the accounts domain that hands it out; re-exported for the edge's users.
export { clearedSessionCookie, deviceSummary, isLoopbackHttp, SESSION_COOKIE, SESSION_LIFETIME_MS, sessionCookie } from '../graphql/accounts/session-cookie.js';

/**
 * The session token the request's cookies carry, or null. Only the name this server sets for the
 * request's URL is read: over https (any host but plain-http loopback) the `__Host-` one alone, as
 * a sibling subdomain can plant a plain `sms_session` for the parent domain but never a `__Host-`
 * cookie (issue 38 item 5). On plain http to loopback the plain name, or a `__Host-` one a
 * browser treating localhost as secure kept.
 */
export function sessionTokenOf(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  const plainAllowed = isLoopbackHttp(new URL(request.url));
  let plain: string | null = null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === HOST_COOKIE && value) return value;
    if (plainAllowed && name === SESSION_COOKIE && value) plain = value;
  }
  return plain;
}

/** What a cookie-carrying POST must declare: a type no HTML form can send (GraphQL's JSON by default). */
const JSON_BODY = { types: /^application\/(?:graphql\+)?json\b/i, said: 'JSON' };

/**
 * Is the page behind a cookie-carrying request allowed to use the session? (CSRF, docs/accounts.md.)
 * - An `Origin` must be this server's own host or one of CORS_ORIGINS: another origin's fetch
 *   or form is refused, even from a sibling port on the same site (SameSite does not cover that).
 * - `Sec-Fetch-Site: cross-site` is refused whatever the Origin (a browser says so itself).
 * - A POST must be JSON (`application/json`, `application/graphql+json`): an HTML form cannot
 *   send that, and a page of another origin cannot send it without a CORS preflight that
 *   CORS_ORIGINS does not answer. GET only reads (Yoga refuses mutations over GET).
 * Null: allowed; otherwise the reason.
 */
export function csrfRefusal(request: Request, policy: HttpPolicy, extraOrigins: readonly string[] = [], body: { types: RegExp; said: string } = JSON_BODY): string | null {
  const origin = request.headers.get('origin');
  const url = new URL(request.url);
  if (origin !== null) {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {}
    const own = host !== null && (host === (request.headers.get('host') ?? url.host) || host === url.host);
    if (!own && !policy.corsOrigins?.includes(origin) && !extraOrigins.includes(origin)) return `requests from ${origin} may not use this site's session`;
  }
  if (request.headers.get('sec-fetch-site') === 'cross-site' && origin === null) return 'a cross-site request may not use this site’s session';
  if (request.method === 'POST' && !body.types.test(request.headers.get('content-type') ?? '')) {
    return `a request with the session cookie must be sent as ${body.said}`;
  }
  return null;
}
