/**
 * A migrated PGlite data directory, kept as a tarball, that every NEW embedded database starts
 * from: creating a PGlite database (initdb inside WebAssembly) and migrating it costs about 4 s
 * of CPU, loading the tarball under 1 s. Used by the first `npm start` (no ./data yet) and by
 * every test file's in-memory database. An existing ./data never touches it: it is migrated
 * in place as before.
 *
 * The tarball is cached under node_modules/.cache, named by a hash of the migrations and of
 * the PGlite version, so a new migration (or a PGlite upgrade, which may change the data
 * format) builds a new one. `npm ci` builds it (`prepare`); otherwise the first use does.
 *
 * A new folder ON DISK starts from the template as a folder (`pgliteTemplateFolder`), copied by
 * the file system: PGlite loading the tarball into a folder writes its 1,200 files one system
 * call at a time through WebAssembly's file system (≈ 1 s of CPU, half a new `npm start`).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { makePrivate } from './private-files.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MIGRATIONS_FOLDER = join(ROOT, 'drizzle');
const CACHE_DIR = process.env.PGLITE_TEMPLATE_DIR ?? join(ROOT, 'node_modules/.cache/sms-rules-engine');

/** Everything the template's content depends on: the migrations (SQL and journal) and PGlite. */
export function templateKey(migrationsFolder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version);
  for (const file of ['meta/_journal.json', ...readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()]) {
    hash.update(`\0${file}\0`).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function templatePath(): string {
  return join(CACHE_DIR, `pglite-template-${templateKey()}.tar`);
}

/** `make` run once per process and its answer kept; a failure is not kept, so the next call tries again. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((error) => {
      made = undefined;
      throw error;
    }));
}

/** The template tarball, built first if this set of migrations has none yet. */
export const pgliteTemplate = once(readOrBuild);

async function readOrBuild(): Promise<Blob> {
  const path = templatePath();
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    const tarball = await buildTemplate();
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    mkdirSync(CACHE_DIR, { recursive: true, mode: 0o700 });
    // Written aside then renamed: processes building it at once (parallel test files) never
    // read a half-written file; the last rename wins with identical content.
    const partial = `${path}.${process.pid}.partial`;
    // This user's only: it is the first content of every new data folder (issue 38 item 4).
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, path);
    return tarball;
  }
}

/**
 * The template as a data folder (beside the tarball, named by the same key), made from the
 * tarball the first time: a new folder on disk is a copy of it (src/db/node.ts). Never opened
 * again once made: each database is a copy.
 */
export const pgliteTemplateFolder = once(readyFolder);

async function readyFolder(): Promise<string> {
  const path = templatePath().replace(/\.tar$/, '');
  if (existsSync(join(path, 'PG_VERSION'))) return path;
  // Made aside then renamed, as the tarball: a parallel process never copies half a folder.
  const partial = `${path}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  const client = new PGlite(partial, { loadDataDir: await pgliteTemplate() });
  await client.waitReady;
  await client.close();
  // This user's only, as the tarball: its copies start private.
  makePrivate(partial);
  try {
    renameSync(partial, path);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another process made it first
  }
  return path;
}

async function buildTemplate(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    // Uncompressed: loading a gzipped tarball costs more CPU than reading the larger file.
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
