/**
 * The browser session's cookie and the checks a cookie-authenticated request passes
 * (docs/accounts.md). The cookie is HttpOnly (no script reads it), SameSite=Lax (not sent on
 * another site's form POST or fetch) and Secure except over plain http to a loopback host
 * (`npm start` on 127.0.0.1), where browsers would drop a Secure cookie. Over https its name
 * carries the `__Host-` prefix: no subdomain can set or shadow it.
 */
import type { HttpPolicy } from './policy.js';

export const SESSION_COOKIE = 'sms_session';
const HOST_COOKIE = `__Host-${SESSION_COOKIE}`;
/** How long a session lasts from sign-in (docs/accounts.md). */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Plain http to a loopback host: the one case where the cookie cannot be Secure. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK.test(url.hostname);
}

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

function cookieName(url: URL): string {
  return isLoopbackHttp(url) ? SESSION_COOKIE : HOST_COOKIE;
}

/** The Set-Cookie that hands the browser its session. */
export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  const url = new URL(request.url);
  const secure = isLoopbackHttp(url) ? '' : '; Secure';
  return `${cookieName(url)}=${token}; Path=/; HttpOnly; SameSite=Lax${secure}; Expires=${expiresAt.toUTCString()}`;
}

/** The Set-Cookie that takes it back (sign-out, a session found ended). */
export function clearedSessionCookie(request: Request): string {
  const url = new URL(request.url);
  const secure = isLoopbackHttp(url) ? '' : '; Secure';
  return `${cookieName(url)}=; Path=/; HttpOnly; SameSite=Lax${secure}; Max-Age=0`;
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

/** "Chrome on Android": what the session list shows of a user agent (never the whole header). */
export function deviceSummary(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(?:e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /iPad/.test(ua)
        ? 'iPad'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Linux|X11/.test(ua)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
