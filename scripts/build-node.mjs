#!/usr/bin/env node
/**
 * The Node server prebuilt into one JavaScript file (build/node/server.js), so `npm start` runs
 * plain JavaScript instead of transpiling the sources through tsx at every start (about 3 s).
 * The command-line tools beside it (`CLIS`: backup, restore, move, the jobs), which
 * scripts/run.mjs runs the same way: through tsx each cost ≈ 3 s of CPU before its first line.
 * The packages are in it too (one file to read instead of ≈ 600 from node_modules: a later
 * start 1.64–1.99 → 1.20–1.45 s), but the few listed external below.
 *
 *   node scripts/build-node.mjs             build (npm ci runs it: `prepare`)
 *   node scripts/build-node.mjs --template  build, then the migrated PGlite template too
 *
 * `npm start` (scripts/start.mjs) rebuilds first when a source is newer than the build.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OUT_DIR = join(ROOT, 'build/node');
export const SERVER = join(OUT_DIR, 'server.js');
const TEMPLATE = join(OUT_DIR, 'pglite-template.js');
/** The tools built beside the server: `npm run <name>` runs build/node/<name>.js (scripts/run.mjs). */
export const CLIS = { backup: 'scripts/backup.ts', restore: 'scripts/restore.ts', move: 'scripts/move.ts', jobs: 'src/jobs/cli.ts' };

/**
 * A module that finds files next to itself (`new URL('../web/dist', import.meta.url)`) must
 * still find them once bundled elsewhere: its `import.meta.url` becomes its source file's URL,
 * written relative to the bundle so the checkout can move.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[/\\]src[/\\].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(OUT_DIR, args.path).split('\\').join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

export async function buildNode() {
  // Loaded here, not at the top: a start with a current build never pays for it.
  const { build } = await import('esbuild');
  const { metafile } = await build({
    entryPoints: {
      server: join(ROOT, 'src/server.ts'),
      'pglite-template': join(ROOT, 'src/db/pglite-template.ts'),
      ...Object.fromEntries(Object.entries(CLIS).map(([name, source]) => [name, join(ROOT, source)])),
    },
    // What the entries share in chunks of their own, not once per tool.
    splitting: true,
    metafile: true,
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages bundled too, but those that find files next to themselves (PGlite's wasm and
    // data), load optional modules by name at run time (pg, ws), or are 8.8 MB of GraphiQL's
    // page that only its route reads (render-graphiql).
    external: ['@electric-sql/pglite', 'pg', 'pg-native', 'ws', 'esbuild', '@graphql-yoga/render-graphiql'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceUrls],
  });
  // The chunks of earlier builds (named by their content): the server loads all of its own at
  // start (it imports nothing later), so one still running keeps what it loaded.
  const outputs = new Set(Object.keys(metafile.outputs).map((path) => resolve(path))); // relative to the working directory
  for (const name of readdirSync(OUT_DIR)) if (/^chunk-.*\.js(\.map)?$/.test(name) && !outputs.has(join(OUT_DIR, name))) rmSync(join(OUT_DIR, name), { force: true });
}

/** The newest modification time among what the build is made of. */
function newestInput() {
  let newest = 0;
  const walk = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of ['src', ...Object.values(CLIS), 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-node.mjs']) walk(join(ROOT, path));
  return newest;
}

/** Builds when the build is missing or older than a source; says whether it did. */
export async function ensureBuilt() {
  let built = 0;
  try {
    built = statSync(SERVER).mtimeMs;
  } catch {}
  if (built >= newestInput()) return false;
  await buildNode();
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildNode();
  console.log(`Node server built: ${relative(process.cwd(), SERVER) || SERVER}`);
  if (process.argv.includes('--template')) {
    const { pgliteTemplateFolder, templatePath } = await import(pathToFileURL(TEMPLATE).href);
    // The tarball (new in-memory databases) and the folder made from it (new folders on disk).
    await pgliteTemplateFolder();
    console.log(`PGlite template ready: ${relative(process.cwd(), templatePath())} and its folder`);
  }
}
