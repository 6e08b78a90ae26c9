/**
 * The table app's static files on the Node server (the Worker serves the same build through
 * its `[assets]` binding). A hash router needs no fallback: every screen is `/#/...`, so only
 * real files and `/` are served; anything else is a 404.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

export const WEB_APP_DIR = resolve(process.env.WEB_DIR ?? new URL('../web/dist', import.meta.url).pathname);

/** Whether the app was built (`npm run web:build`, run by `npm ci` through `prepare`). */
export async function webAppBuilt(dir = WEB_APP_DIR): Promise<boolean> {
  return stat(join(dir, 'index.html')).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * The file for a GET/HEAD path, or null when there is none. Hashed assets are immutable;
 * index.html is revalidated so a new build reaches every browser.
 */
export async function serveWebApp(method: string, path: string, dir = WEB_APP_DIR): Promise<{ status: number; headers: Record<string, string>; body: Uint8Array | null } | null> {
  if (method !== 'GET' && method !== 'HEAD') return null;
  let relative: string;
  try {
    relative = decodeURIComponent(path === '/' ? '/index.html' : path);
  } catch {
    return null;
  }
  const file = normalize(join(dir, relative));
  if (!file.startsWith(dir + sep) || relative.includes('\0')) return null;
  const body = await readFile(file).catch(() => null);
  if (!body) return null;
  const immutable = relative.startsWith('/assets/');
  return {
    status: 200,
    headers: {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    },
    body: method === 'HEAD' ? null : body,
  };
}
