/**
 * `npm run restore <backup>` (docs/backups.md): the backup becomes the embedded database in
 * DATA_DIR, which no process may hold (the lock of src/db/data-dir-lock.ts refuses while a
 * server runs). The backup is checked against its manifest, unpacked beside the folder, opened
 * and migrated there; only then is the current folder renamed aside (`<name>.before-restore-…`,
 * kept: the writes made since the backup live only there) and the new one renamed into place.
 *
 * The two renames are the only moment with no folder under the name. A journal beside the folder
 * (`<name>.restoring.json`) names both while they happen: a server refuses to start while it
 * exists (rather than make a new empty database), and the next `npm run restore` finishes the
 * swap or starts again.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { ADMIN_FILE, type BackupManifest, knownMigrations, migrationLevel, readManifest, verifyBackup } from './backup.js';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.js';
import { MIGRATIONS_FOLDER } from './pglite-template.js';
import { checkUnpackedSize } from './unpack-bound.js';

function journalPath(dataDir: string): string {
  return `${dataDir}.restoring.json`;
}

/** A restore into the folder was interrupted mid-swap: opening it now would make a new, empty database. */
export class RestoreInterrupted extends Error {
  constructor(dataDir: string) {
    super(`A restore into ${dataDir} was interrupted (${journalPath(dataDir)} exists). Run \`npm run restore\` with the same backup again to finish it; nothing was lost (docs/backups.md).`);
    this.name = 'RestoreInterrupted';
  }
}

/** Throws `RestoreInterrupted` when a restore into `dataDir` stopped mid-swap (checked before a server opens the folder). */
export function refuseInterruptedRestore(dataDir: string): void {
  if (existsSync(journalPath(resolve(dataDir)))) throw new RestoreInterrupted(resolve(dataDir));
}

interface SwapJournal {
  incoming: string;
  aside: string | null;
}

/** Finish (or undo) a swap a kill interrupted: the journal says which folders were moving. */
function recover(dataDir: string): void {
  const path = journalPath(dataDir);
  if (!existsSync(path)) return;
  const journal = JSON.parse(readFileSync(path, 'utf8')) as SwapJournal;
  if (!existsSync(dataDir) && existsSync(journal.incoming)) renameSync(journal.incoming, dataDir);
  else if (existsSync(journal.incoming)) rmSync(journal.incoming, { recursive: true, force: true });
  for (const dir of [dataDir, journal.aside]) if (dir) rmSync(join(dir, LOCK_FILE), { force: true });
  unlinkSync(path);
}

/** Folders an interrupted unpacking left beside `dataDir` (`<name>.restore-<pid>`), unless a live process still holds one. */
function sweepIncoming(dataDir: string): void {
  const parent = dirname(dataDir);
  const prefix = `${basename(dataDir)}.restore-`;
  for (const name of readdirSync(parent).filter((n) => n.startsWith(prefix))) {
    const dir = join(parent, name);
    try {
      lockDataDir(dir)();
    } catch {
      continue; // another restore is running there
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface RestoreReport {
  manifest: BackupManifest;
  dataDir: string;
  /** Where the folder that was there went, or null if there was none. */
  aside: string | null;
  ms: number;
}

export async function restoreBackup(file: string, dataDirOption: string, onStep: (step: string) => void = () => {}): Promise<RestoreReport> {
  const started = Date.now();
  const dataDir = resolve(dataDirOption);
  onStep(`checking ${file} against its manifest`);
  const { manifest, tarball } = verifyBackup(file);
  const known = knownMigrations();
  if (manifest.migrations.count > known.length) {
    throw new Error(`This backup's schema is at migration ${manifest.migrations.count} (${manifest.migrations.last}); this version of the engine knows ${known.length}. Restore it with the newer version that made it.`);
  }
  // Before PGlite unpacks it all in memory: a small tarball may hold a huge file (issue 38 item 3).
  onStep(`checking the unpacked size of ${manifest.file}`);
  await checkUnpackedSize(readManifest(file).tarPath, tarball, manifest.unpackedBytes);
  mkdirSync(dirname(dataDir), { recursive: true });
  // Held from here to the end: a server (or another restore) cannot open the folder meanwhile.
  const releaseTarget = existsSync(dataDir) ? lockDataDir(dataDir) : () => {};
  const incoming = `${dataDir}.restore-${process.pid}`;
  let releaseIncoming = () => {};
  try {
    recover(dataDir);
    sweepIncoming(dataDir);
    mkdirSync(incoming);
    onStep(`unpacking ${manifest.bytes} bytes into ${incoming}`);
    const client = new PGlite(incoming, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
    try {
      await client.waitReady;
      // The tarball holds the files the server kept in its folder while it ran: its lock (a pid
      // long gone) and its backup token. Neither belongs to the restored folder.
      for (const name of [LOCK_FILE, ADMIN_FILE]) rmSync(join(incoming, name), { force: true });
      releaseIncoming = lockDataDir(incoming);
      // A backup made by an older version is brought up to this one's schema, as a start would.
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      const level = await migrationLevel(client);
      if (level.count !== known.length) throw new Error(`the restored database is at migration ${level.count}, expected ${known.length}`);
    } finally {
      await client.close();
    }
    const aside = existsSync(dataDir) ? `${dataDir}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}` : null;
    onStep(aside ? `moving ${dataDir} aside to ${aside}` : `putting the restored database at ${dataDir}`);
    const journal: SwapJournal = { incoming, aside };
    writeFileSync(`${journalPath(dataDir)}.partial`, JSON.stringify(journal));
    renameSync(`${journalPath(dataDir)}.partial`, journalPath(dataDir));
    if (aside) renameSync(dataDir, aside);
    renameSync(incoming, dataDir);
    unlinkSync(journalPath(dataDir));
    // The locks moved with their folders: this process's own, removed now it is done.
    if (aside) rmSync(join(aside, LOCK_FILE), { force: true });
    return { manifest, dataDir, aside, ms: Date.now() - started };
  } catch (error) {
    if (!existsSync(journalPath(dataDir))) rmSync(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    releaseIncoming();
    releaseTarget();
    // releaseTarget only removes a lock it recognises at the path: the one now there came from `incoming`.
    const lock = join(dataDir, LOCK_FILE);
    try {
      if (JSON.parse(readFileSync(lock, 'utf8')).pid === process.pid) rmSync(lock, { force: true });
    } catch {}
  }
}
