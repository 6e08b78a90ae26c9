/**
 * One header policy for both runtimes (issue 22, items 7 and 25). The Node server sets these on
 * the table app's files (src/http/web-app.ts) and on every API answer (src/http/policy.ts); the Worker
 * sets the same on API answers, and its static assets get them from `web/dist/_headers`, written
 * from `assetsHeadersFile()` at build time (web/vite.config.ts). No imports: the Vite config
 * reads this file too.
 */

/**
 * The table app: its own scripts, styles and API only; no frame, no plugin, no `<base>`. Vite's
 * build has no inline script or style (the loading shell in web/index.html is styled from the
 * app's stylesheet), and Preact sets styles through the CSSOM, which CSP allows.
 */
export const APP_CSP = "default-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/**
 * GraphiQL: the Node server's page is self-contained (inline script and style, Monaco's workers
 * from blob: URLs, a data: favicon); the Worker's loads GraphiQL from unpkg.com. Inline code is
 * allowed because the page is the library's own: nothing of the request is written into it.
 */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "font-src 'self' data: https://unpkg.com",
  "img-src 'self' data: https://raw.githubusercontent.com",
  "connect-src 'self' https://unpkg.com",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** API answers (JSON, SSE): nothing to run, nothing to frame. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** On every answer, whatever its kind. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** Hashed build output (`/assets/name-<hash>.js`): its name changes with its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all): revalidated, so a new build reaches every browser. The Workers assets' own default. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export function isHashedAsset(path: string): boolean {
  return path.startsWith('/assets/');
}

/** The headers of one of the table app's files at `path`, on either runtime (content type aside). */
export function staticFileHeaders(path: string): Record<string, string> {
  return { ...COMMON_HEADERS, 'content-security-policy': APP_CSP, 'cache-control': isHashedAsset(path) ? IMMUTABLE : REVALIDATE };
}

/** Old browsers ask for /favicon.ico whatever the page links: sent to the SVG one. */
export const FAVICON_REDIRECT = { from: '/favicon.ico', to: '/favicon.svg' } as const;

/**
 * `_headers` for Workers static assets (web/dist): the same headers as `staticFileHeaders`. The
 * `/*` rule sets no Cache-Control (the platform's default is REVALIDATE); `/assets/*` replaces it.
 */
export function assetsHeadersFile(): string {
  const all = Object.entries({ ...COMMON_HEADERS, 'content-security-policy': APP_CSP }).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...all, '/assets/*', `  cache-control: ${IMMUTABLE}`, ''].join('\n');
}

/** `_redirects` for Workers static assets. */
export function assetsRedirectsFile(): string {
  return `${FAVICON_REDIRECT.from} ${FAVICON_REDIRECT.to} 301\n`;
}
