/**
 * The browser session's cookie as the server hands it out (docs/accounts.md): its name, lifetime
 * and Set-Cookie values, and the device words of the session list. The accounts domain writes it
 * (sign-in, sign-out, a session found ended); the hallway reads it (src/http/session-cookie.ts
 * `sessionTokenOf`, from src/http/caller.ts only). Here, below both, so neither imports the other
 * back up (test/architecture.test.ts).
 *
 * The cookie is HttpOnly (no script reads it), SameSite=Lax (not sent on another site's form POST
 * or fetch) and Secure except over plain http to a loopback host (`npm start` on 127.0.0.1), where
 * browsers would drop a Secure cookie. Over https its name carries the `__Host-` prefix: no
 * subdomain can set or shadow it.
 */

export const SESSION_COOKIE = 'sms_session';
export const HOST_COOKIE = `__Host-${SESSION_COOKIE}`;
/** How long a session lasts from sign-in (docs/accounts.md). */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Plain http to a loopback host: the one case where the cookie cannot be Secure. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK.test(url.hostname);
}

/** The session cookie's Set-Cookie for the request's origin (its name and Secure as said above): `value`, then `end`, when it ends. */
function setCookie(request: Request, value: string, end: string): string {
  const plain = isLoopbackHttp(new URL(request.url));
  return `${plain ? SESSION_COOKIE : HOST_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${plain ? '' : '; Secure'}; ${end}`;
}

/** The Set-Cookie that hands the browser its session. */
export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  return setCookie(request, token, `Expires=${expiresAt.toUTCString()}`);
}

/** The Set-Cookie that takes it back (sign-out, a session found ended). */
export function clearedSessionCookie(request: Request): string {
  return setCookie(request, '', 'Max-Age=0');
}

/** The browsers and systems a user agent is told by, each by its first match (an Edge says Chrome and Safari too, an iPhone says Mac OS X). */
const BROWSERS: [RegExp, string][] = [[/Edg\//, 'Edge'], [/Firefox\//, 'Firefox'], [/Chrom(?:e|ium)\//, 'Chrome'], [/Safari\//, 'Safari']];
const SYSTEMS: [RegExp, string][] = [[/Android/, 'Android'], [/iPhone/, 'iPhone'], [/iPad/, 'iPad'], [/Mac OS X|Macintosh/, 'macOS'], [/Windows/, 'Windows'], [/Linux|X11/, 'Linux']];

/** "Chrome on Android": what the session list shows of a user agent (never the whole header). */
export function deviceSummary(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const first = (names: [RegExp, string][]) => names.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const browser = first(BROWSERS);
  const system = first(SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
