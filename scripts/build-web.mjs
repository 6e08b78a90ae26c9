/**
 * The table app's build (web/dist) kept current for `npm start`, as scripts/build-node.mjs keeps
 * the server's: built when missing, or when a source of it is newer than the build (a `git pull`
 * that changed web/). Vite is a development dependency: an install without it serves what is
 * there and says so.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WEB_DIST = join(ROOT, 'web/dist');
const CONFIG = join(ROOT, 'web/vite.config.ts');
/** What the build is made of: the app, its page, its config, and the header policy it writes out. */
const INPUTS = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'src/http/security-headers.ts', 'package-lock.json'];

function newestInput(root) {
  let newest = 0;
  const walk = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return; // web/public may not exist
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of INPUTS) walk(join(root, path));
  return newest;
}

/** Whether `outDir` lacks a build, or holds one older than a source. */
export function webBuildNeeded(outDir = WEB_DIST, root = ROOT) {
  let built = 0;
  try {
    built = statSync(join(outDir, 'index.html')).mtimeMs;
  } catch {
    return true;
  }
  return built < newestInput(root);
}

/** Builds the app into `outDir` when needed; says whether it did ('unavailable': no Vite installed). */
export async function ensureWebBuilt(outDir = WEB_DIST) {
  if (!webBuildNeeded(outDir)) return false;
  let vite;
  try {
    vite = await import('vite');
  } catch {
    return 'unavailable';
  }
  // Vite takes NODE_ENV from the environment when it is set: under vitest (NODE_ENV=test) the
  // build kept the libraries' development branches and was not what a browser gets.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await vite.build({ configFile: CONFIG, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return true;
}

/**
 * The first screen's script: what index.html loads before anything is shown (its module script
 * and the modules it preloads), gzip bytes as a browser would fetch them (level 9). The rest
 * loads by screen.
 */
export async function firstScreenScript(outDir = WEB_DIST) {
  const { readFileSync } = await import('node:fs');
  const { gzipSync } = await import('node:zlib');
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const all = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).length;
  return { files, gzipBytes, chunks: all };
}
