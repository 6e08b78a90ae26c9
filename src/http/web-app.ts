/**
 * The table app's static files on the Node server (the Worker serves the same build through
 * its `[assets]` binding, with the same headers: src/http/security-headers.ts). A hash router needs
 * no fallback: every screen is `/#/...`, so only real files and `/` are served; anything else
 * is a 404. Text files go out compressed (brotli or gzip, as the browser accepts), each
 * compressed once per build and kept.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { FAVICON_REDIRECT, staticFileHeaders } from './security-headers.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);
/** The Workers assets' own configuration files (web/vite.config.ts writes them): not content. */
const NOT_SERVED = new Set(['/_headers', '/_redirects']);

export const WEB_APP_DIR = resolve(process.env.WEB_DIR ?? new URL('../../web/dist', import.meta.url).pathname);

/** Whether the app was built (`npm run web:build`, run by `npm ci` through `prepare`, and by `npm start` when stale). */
export async function webAppBuilt(dir = WEB_APP_DIR): Promise<boolean> {
  return stat(join(dir, 'index.html')).then(
    (s) => s.isFile(),
    () => false,
  );
}

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`Accept-Encoding`, q=0 meaning no), brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Compressed bodies by file, size and time: a rebuild makes new keys (old ones are few: one build's files). */
const compressed = new Map<string, Promise<Uint8Array>>();

function compress(key: string, body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  const cacheKey = `${encoding}:${key}`;
  let result = compressed.get(cacheKey);
  if (!result) {
    // On the thread pool, once: the strongest settings are affordable when paid once per build.
    result = encoding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipAsync(body, { level: 9 });
    compressed.set(cacheKey, result);
  }
  return result;
}

export interface StaticAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/**
 * The answer for a GET/HEAD path, or null when there is no such file. Hashed assets are
 * immutable; index.html is revalidated so a new build reaches every browser.
 */
export async function serveWebApp(
  method: string,
  path: string,
  dir = WEB_APP_DIR,
  request: { acceptEncoding?: string | undefined; ifNoneMatch?: string | undefined } = {},
): Promise<StaticAnswer | null> {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (path === FAVICON_REDIRECT.from) return { status: 301, headers: { location: FAVICON_REDIRECT.to, ...staticFileHeaders(path) }, body: null };
  let relative: string;
  try {
    relative = decodeURIComponent(path === '/' ? '/index.html' : path);
  } catch {
    return null;
  }
  if (NOT_SERVED.has(relative)) return null;
  const file = normalize(join(dir, relative));
  if (!file.startsWith(dir + sep) || relative.includes('\0')) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const raw = await readFile(file).catch(() => null);
  if (!raw) return null;
  const type = extname(file);
  // Revalidation (index.html above all) answers 304 while the build has not changed, as Workers assets do.
  const etag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
  const headers: Record<string, string> = { 'content-type': TYPES[type] ?? 'application/octet-stream', ...staticFileHeaders(relative), etag };
  if (COMPRESSIBLE.has(type)) headers.vary = 'Accept-Encoding';
  if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return { status: 304, headers, body: null };
  let body: Uint8Array = raw;
  if (COMPRESSIBLE.has(type)) {
    const encoding = chooseEncoding(request.acceptEncoding);
    if (encoding) {
      body = await compress(`${file}:${info.size}:${info.mtimeMs}`, raw, encoding);
      headers['content-encoding'] = encoding;
    }
  }
  headers['content-length'] = String(body.length);
  return { status: 200, headers, body: method === 'HEAD' ? null : body };
}
