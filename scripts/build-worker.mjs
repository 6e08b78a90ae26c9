#!/usr/bin/env node
// The Worker's modules (docs/edge.md §Bundle), wrangler.toml's custom build: `npm run build`,
// `wrangler dev` (the workerd tests), `wrangler check startup` and `wrangler deploy` all run its
// output, uploaded as it is (`no_bundle = true`): build/worker/worker.js, the entry
// (src/worker-entry.ts, a few lines), and build/worker/worker-app.mjs, the Worker itself
// (src/worker.ts and all it imports), which the entry imports on the isolate's first event — so
// the startup Cloudflare bounds is the entry's, and the app's module is parsed and run then
// (docs/edge.md §Startup). wrangler uploads the second module beside `main` (its
// `find_additional_modules`, on with `no_bundle`: `*.mjs` files are ES modules).
//
// 1. wrangler bundles src/worker.ts exactly as it did when it was `main` (esbuild, nodejs_compat,
//    the `[alias]` and `compatibility_*` of wrangler.toml), minified, without keep_names;
// 2. terser minifies that once more (compress twice, top-level names mangled): −14 KiB gzip.
//    Its source map goes through to the sources (worker.js.map beside the module).
//
// terser takes 10–40 s on a 2-core machine: its output is kept in build/worker-cache by the hash
// of wrangler's bundle, so a build with unchanged sources (each `wrangler dev` of the tests, the
// global setup built it first) costs wrangler's 2–5 s. The module is rewritten only when it
// changes: a running `wrangler dev` reloads on any write of build/worker.
//
//   node scripts/build-worker.mjs [--dev]
//
// As wrangler did, a build for `wrangler dev` (WRANGLER_COMMAND=dev, or --dev) has
// process.env.NODE_ENV = "development", any other "production" (unless NODE_ENV is set).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { sdlDescriptions, sourceLookup, stripDescriptions } from './strip-descriptions.mjs';

const root = resolve(import.meta.dirname, '..');
/** What wrangler.toml's `main` names. */
export const WORKER_DIR = join(root, 'build/worker');
export const WORKER_FILE = join(WORKER_DIR, 'worker.js');
/** The Worker itself, imported by the entry on first use. */
export const APP_NAME = 'worker-app.mjs';
export const APP_FILE = join(WORKER_DIR, APP_NAME);
const CACHE_DIR = join(root, 'build/worker-cache');
const CACHE_KEEP = 6;
/** wrangler.toml's `[assets] directory`, and where in it the Worker finds the descriptions (src/graphql/lazy-descriptions.ts). */
const ASSETS_DIR = join(root, 'web/dist');
export const DESCRIPTIONS_ASSET = 'schema.graphql';

/** terser's options. Not `unsafe*` (measured: no gzip gained), no property mangling. */
const TERSER = {
  module: true, // an ES module: its top-level names are its own, mangled too
  compress: { passes: 3 },
  mangle: true,
};

const run = promisify(execFile);

/**
 * Builds build/worker/worker.js and worker-app.mjs (+ .map) from the sources. `dev`: for
 * `wrangler dev`. Returns the modules' paths and whether terser ran (false: from the cache).
 */
export async function buildWorker({ dev = process.env.WRANGLER_COMMAND === 'dev' } = {}) {
  const require = createRequire(join(root, 'package.json'));
  const wranglerBin = require.resolve('wrangler/bin/wrangler.js');
  const { experimental_readRawConfig } = await import(pathToFileURL(require.resolve('wrangler')).href);
  const { rawConfig } = experimental_readRawConfig({ config: join(root, 'wrangler.toml') });

  // wrangler's own bundle, from a config of its own (wrangler.toml's `main` is this build's output).
  const scratch = mkdtempSync(join(tmpdir(), 'build-worker-'));
  try {
    const out = join(scratch, 'out');
    const config = {
      name: rawConfig.name,
      main: join(root, 'src/worker.ts'),
      compatibility_date: rawConfig.compatibility_date,
      compatibility_flags: rawConfig.compatibility_flags,
      // Minified: about 30 % less gzip. No function/class names kept (esbuild's keepNames wraps
      // every one in a __name call): nothing reads them — the error classes set `name`, Pothos
      // types are named explicitly. −24.8 KiB gzip (docs/edge.md §Bundle).
      minify: true,
      keep_names: false,
      upload_source_maps: true,
      define: rawConfig.define,
      // Paths in wrangler.toml are relative to it; this config is elsewhere.
      alias: Object.fromEntries(Object.entries(rawConfig.alias ?? {}).map(([from, to]) => [from, to.startsWith('.') ? join(root, to) : to])),
      durable_objects: rawConfig.durable_objects,
      migrations: rawConfig.migrations,
    };
    writeFileSync(join(scratch, 'wrangler.json'), JSON.stringify(config));
    const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
    delete env.WRANGLER_COMMAND;
    env.NODE_ENV = process.env.NODE_ENV || (dev ? 'development' : 'production');
    try {
      await run(process.execPath, [wranglerBin, 'deploy', '--dry-run', '--config', join(scratch, 'wrangler.json'), '--outdir', out], { cwd: root, env, maxBuffer: 64 << 20 });
    } catch (error) {
      throw new Error(`wrangler could not bundle src/worker.ts:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
    const bundled = readFileSync(join(out, 'worker.js'), 'utf8');
    const map = JSON.parse(readFileSync(join(out, 'worker.js.map'), 'utf8'));
    // The sources, relative to where the module will be (not esbuild's virtual `node-built-in-modules:…`).
    map.sources = map.sources.map((source) =>
      /^[\w-]+:/.test(source) ? source : relative(WORKER_DIR, resolve(out, map.sourceRoot ?? '', source)).replaceAll('\\', '/'),
    );
    delete map.sourceRoot;

    // The schema's descriptions out of the module, served as a static asset instead (scripts/strip-descriptions.mjs).
    const sdl = readFileSync(join(root, 'schema.graphql'));
    const sourceOf = sourceLookup(bundled, map);
    const { code, count, characters } = stripDescriptions(bundled, sdlDescriptions(sdl.toString('utf8')), (offset) => /(^|\/)src\/graphql\//.test(sourceOf(offset) ?? ''));
    mkdirSync(ASSETS_DIR, { recursive: true });
    writeIfChanged(join(ASSETS_DIR, DESCRIPTIONS_ASSET), sdl);

    const terserVersion = require('terser/package.json').version;
    const key = createHash('sha256').update(JSON.stringify([terserVersion, TERSER])).update(code).update(JSON.stringify(map.sources)).digest('hex').slice(0, 24);
    const cached = join(CACHE_DIR, key);
    let tersed = false;
    if (!existsSync(join(cached, 'worker.js'))) {
      const { minify } = await import(pathToFileURL(require.resolve('terser')).href);
      const result = await minify(code, { ...TERSER, sourceMap: { content: map, url: `${APP_NAME}.map` } });
      const entry = `${cached}.${process.pid}.tmp`;
      mkdirSync(entry, { recursive: true });
      writeFileSync(join(entry, 'worker.js'), `${result.code}\n`);
      writeFileSync(join(entry, 'worker.js.map'), typeof result.map === 'string' ? result.map : JSON.stringify(result.map));
      try {
        renameSync(entry, cached);
      } catch {
        rmSync(entry, { recursive: true, force: true }); // another build wrote the same entry first
      }
      pruneCache(key);
      tersed = true;
    }
    mkdirSync(WORKER_DIR, { recursive: true });
    writeIfChanged(`${APP_FILE}.map`, readFileSync(join(cached, 'worker.js.map')));
    writeIfChanged(APP_FILE, readFileSync(join(cached, 'worker.js')));
    writeIfChanged(WORKER_FILE, Buffer.from(await entryModule(require)));
    // The single module of the builds before the entry was split off.
    rmSync(`${WORKER_FILE}.map`, { force: true });
    return { file: WORKER_FILE, app: APP_FILE, map: `${APP_FILE}.map`, tersed, descriptions: { count, characters } };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The entry: src/worker-entry.ts without its types, its import of the Worker pointed at the
 * built module. Nothing else to bundle: it imports nothing but that.
 */
async function entryModule(require) {
  const { transform } = await import(pathToFileURL(require.resolve('esbuild')).href);
  const source = readFileSync(join(root, 'src/worker-entry.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm', minify: true, target: 'es2022' });
  const specifier = /(["'])\.\/worker\.js\1/g;
  if ((code.match(specifier) ?? []).length !== 1) throw new Error('src/worker-entry.ts: expected exactly one import of ./worker.js');
  const entry = code.replace(specifier, `"./${APP_NAME}"`);
  if (/\bimport\s*[{*\w]|\bfrom\s*["']/.test(entry)) throw new Error('src/worker-entry.ts: the entry may import nothing statically');
  return entry;
}

/** Atomic, and no write at all when the bytes are the same (a running `wrangler dev` watches). */
function writeIfChanged(path, bytes) {
  if (existsSync(path) && readFileSync(path).equals(bytes)) return;
  const tmp = join(dirname(path), `.${process.pid}.tmp`);
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
}

/** The newest CACHE_KEEP entries stay (a dev and a production build of a few source states). */
function pruneCache(keep) {
  const entries = readdirSync(CACHE_DIR)
    .filter((name) => /^[0-9a-f]{24}$/.test(name) && name !== keep)
    .map((name) => ({ name, at: statSync(join(CACHE_DIR, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of entries.slice(CACHE_KEEP - 1)) rmSync(join(CACHE_DIR, name), { recursive: true, force: true });
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const started = Date.now();
  const { app, tersed, descriptions } = await buildWorker(process.argv.includes('--dev') ? { dev: true } : {});
  console.log(
    `${relative(root, app)}: ${(statSync(app).size / 1024).toFixed(1)} KiB (${tersed ? 'terser ran' : 'terser output from build/worker-cache'}; ${descriptions.count} descriptions, ${(descriptions.characters / 1024).toFixed(1)} KiB, left to web/dist/${DESCRIPTIONS_ASSET}), ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
