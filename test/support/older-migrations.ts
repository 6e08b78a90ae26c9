/**
 * A store as an older version of the engine left it: a copy of drizzle/ whose journal lists only
 * the first migrations (the migrator applies what the journal lists), and a PGlite ./data migrated
 * that far. Used to prove what the next start's migrations do to such a store.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../src/db/node.js';
import { templateKey, templatePath } from '../../src/db/pglite-template.js';

export const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };

/** drizzle/ copied into `into` with only its first `count` migrations in the journal; returns `into`. */
export function olderMigrations(into: string, count: number): string {
  cpSync(MIGRATIONS_FOLDER, into, { recursive: true });
  writeFileSync(join(into, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return into;
}

/**
 * A PGlite ./data in `dataDir` migrated by `olderMigrations`' folder only. Creating it runs
 * initdb (~4 s of CPU, 30 s and more on a loaded 2-core machine): it is made once, kept as a
 * tarball beside the template (keyed the same way, by those migrations and PGlite's version),
 * and loaded from there (~1 s).
 */
export async function olderDataDir(dataDir: string, olderFolder: string): Promise<PGlite> {
  const kept = join(dirname(templatePath()), `pglite-older-${templateKey(olderFolder)}.tar`);
  if (!existsSync(kept)) {
    const made = new PGlite();
    try {
      await migrate(drizzle(made), { migrationsFolder: olderFolder });
      const tarball = new Uint8Array(await (await made.dumpDataDir('none')).arrayBuffer());
      mkdirSync(dirname(kept), { recursive: true });
      // Aside then renamed: a parallel run never reads half a file.
      writeFileSync(`${kept}.${process.pid}.partial`, tarball);
      renameSync(`${kept}.${process.pid}.partial`, kept);
    } finally {
      await made.close();
    }
  }
  const client = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(kept)]) });
  await client.waitReady;
  return client;
}
