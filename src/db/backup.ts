/**
 * Backups of the embedded database (docs/backups.md): a gzipped tarball of the PGlite data
 * folder (`dumpDataDir`) and a small manifest beside it. Only the process holding the folder may
 * read it (src/db/data-dir-lock.ts), so the running server takes the dump (its admin route or its
 * schedule, src/http/backups.ts) and the CLI only when no server runs.
 *
 * Consistency: `dumpDataDir` copies the files under PGlite's query lock, so no statement runs
 * while it reads; every commit acknowledged before it began has its WAL in those files (PGlite
 * writes the WAL at commit; `-F` only skips the fsync). Restoring runs Postgres's crash
 * recovery, which replays that WAL and drops a transaction still open at the time.
 *
 * Atomic on disk: the tarball and the manifest are written under `.partial` names, flushed,
 * then renamed, the manifest last. A backup exists when its manifest does; a tarball without one
 * (a kill -9 between the two renames) is never listed, restored or kept, and the next backup in
 * that folder removes it with any `.partial` file.
 */
import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER } from './pglite-template.js';
import { gunzippedSize } from './unpack-bound.js';

export const MANIFEST_FORMAT = 'sms-rules-engine-backup';
export const MANIFEST_VERSION = 1;
const PREFIX = 'sms-backup-';
/** The running server's backup token, in its data folder (src/http/backups.ts). */
export const ADMIN_FILE = 'sms-rules-engine.admin.json';

/** How far the schema was migrated: the number of drizzle/ migrations applied and the last one's tag. */
export interface MigrationLevel {
  count: number;
  last: string | null;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  /** The tarball's file name, in the manifest's folder. */
  file: string;
  bytes: number;
  /** The tarball's size once gunzipped: a restore stops past it (src/db/unpack-bound.ts). Absent in manifests written before it existed. */
  unpackedBytes?: number;
  sha256: string;
  migrations: MigrationLevel;
  pglite: string;
  /** When the dump began (ISO): every write acknowledged before it is in the backup. */
  takenAt: string;
  /** Who asked: `cli` (no server ran), `server` (`npm run backup` through the running server), `schedule` (BACKUP_INTERVAL). */
  source: 'cli' | 'server' | 'schedule';
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** The migrations this code knows (drizzle/meta/_journal.json), in order. */
export function knownMigrations(folder = MIGRATIONS_FOLDER): Journal['entries'] {
  return (JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as Journal).entries;
}

/** The level of an open PGlite, read from drizzle's own record of what it applied. */
export async function migrationLevel(client: Pick<PGlite, 'query'>): Promise<MigrationLevel> {
  const { rows } = await client.query<{ count: number; last: string | null }>(
    `select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const row = rows[0] ?? { count: 0, last: null };
  const tag = row.last === null ? null : (knownMigrations().find((m) => String(m.when) === row.last)?.tag ?? `unknown:${row.last}`);
  return { count: row.count, last: tag };
}

export interface Snapshot {
  tarball: Blob;
  migrations: MigrationLevel;
  takenAt: string;
}

/**
 * A consistent copy of an open PGlite. The CHECKPOINT first only shortens the WAL a restore
 * replays; the copy is consistent without it (see the file's comment).
 */
export async function snapshotPglite(client: PGlite): Promise<Snapshot> {
  const takenAt = new Date().toISOString();
  const migrations = await migrationLevel(client);
  await client.query('checkpoint');
  const tarball = await client.dumpDataDir('gzip');
  return { tarball, migrations, takenAt };
}

export function pgliteVersion(): string {
  return (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, '../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
}

/** `sms-backup-20260102T030405123Z`: sortable, one per millisecond (a suffix if two meet). */
function stampName(dir: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  const taken = new Set(readdirSync(dir));
  for (let n = 0; ; n++) {
    const name = `${PREFIX}${stamp}${n ? `-${n}` : ''}`;
    if (!taken.has(`${name}.tar.gz`) && !taken.has(`${name}.json`)) return name;
  }
}

function writeFileDurably(path: string, chunks: Iterable<Uint8Array>): void {
  const fd = openSync(path, 'w', 0o600);
  try {
    for (const chunk of chunks) writeSync(fd, chunk);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not every platform opens a folder for fsync (Windows): the renames still happened.
  }
}

/** Remove what an interrupted backup left in `dir`: `.partial` files and tarballs with no manifest. */
export function sweepUnfinished(dir: string): string[] {
  const names = readdirSync(dir);
  const manifests = new Set(names.filter((n) => n.startsWith(PREFIX) && n.endsWith('.json')));
  const removed = names.filter((n) => n.startsWith(PREFIX) && (n.endsWith('.partial') || (n.endsWith('.tar.gz') && !manifests.has(n.replace(/\.tar\.gz$/, '.json')))));
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

/**
 * Write a backup into `dir` from the tarball's bytes, as they come (`onBytes` for a progress
 * bar). Returns the manifest and its path once both files are in place.
 */
export async function writeBackup(
  dir: string,
  source: AsyncIterable<Uint8Array>,
  meta: { migrations: MigrationLevel; takenAt: string; source: BackupManifest['source'] },
  onBytes?: (written: number) => void,
): Promise<{ manifest: BackupManifest; path: string }> {
  sweepUnfinished(dir);
  const name = stampName(dir, new Date(meta.takenAt));
  const tarPath = join(dir, `${name}.tar.gz`);
  const manifestPath = join(dir, `${name}.json`);
  const tarPartial = `${tarPath}.partial`;
  const manifestPartial = `${manifestPath}.partial`;
  const hash = createHash('sha256');
  let bytes = 0;
  const unpacking = unpackedCounter();
  const fd = openSync(tarPartial, 'w', 0o600);
  try {
    for await (const chunk of source) {
      await unpacking.push(chunk);
      hash.update(chunk);
      writeSync(fd, chunk);
      bytes += chunk.byteLength;
      onBytes?.(bytes);
    }
    fsyncSync(fd);
  } catch (error) {
    unpacking.abandon();
    closeSync(fd);
    rmSync(tarPartial, { force: true });
    throw error;
  }
  closeSync(fd);
  const unpackedBytes = await unpacking.total();
  const manifest: BackupManifest = {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    file: `${name}.tar.gz`,
    bytes,
    ...(unpackedBytes === undefined ? {} : { unpackedBytes }),
    sha256: hash.digest('hex'),
    migrations: meta.migrations,
    pglite: pgliteVersion(),
    takenAt: meta.takenAt,
    source: meta.source,
  };
  writeFileDurably(manifestPartial, [new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`)]);
  renameSync(tarPartial, tarPath);
  renameSync(manifestPartial, manifestPath);
  fsyncDir(dir);
  return { manifest, path: tarPath };
}

/**
 * The gunzipped size of the chunks pushed, counted as they pass (the output is dropped), for the
 * manifest's `unpackedBytes`; undefined when they are not gzip (then a restore uses the cap).
 */
function unpackedCounter(): { push(chunk: Uint8Array): Promise<void>; total(): Promise<number | undefined>; abandon(): void } {
  const queue: (Uint8Array | null)[] = [];
  let wake: (() => void) | null = null;
  async function* chunks(): AsyncIterable<Uint8Array> {
    for (;;) {
      const next = queue.shift();
      if (next === null) return;
      if (next) yield next;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  let settled = false;
  const counted = gunzippedSize(chunks()).then(
    (n) => n,
    () => undefined,
  );
  void counted.finally(() => {
    settled = true;
    queue.length = 0;
  });
  const put = (chunk: Uint8Array | null) => {
    if (settled) return;
    queue.push(chunk);
    wake?.();
    wake = null;
  };
  return {
    async push(chunk) {
      put(chunk);
      // Let gunzip keep up, so the queue stays a few chunks long.
      while (!settled && queue.length > 4) await new Promise((resolve) => setImmediate(resolve));
    },
    total() {
      put(null);
      return counted;
    },
    abandon() {
      put(null);
    },
  };
}

/** A Blob's bytes as chunks (the tarball PGlite hands back). */
export async function* blobChunks(blob: Blob): AsyncIterable<Uint8Array> {
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** The manifest of a backup named by its tarball or its manifest; throws a readable message when it is not one. */
export function readManifest(file: string): { manifest: BackupManifest; tarPath: string } {
  const manifestPath = file.endsWith('.tar.gz') ? file.replace(/\.tar\.gz$/, '.json') : file;
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${file}: no readable manifest at ${manifestPath}. A backup is its tarball and its manifest; a tarball alone may be one a kill interrupted.`);
  }
  if (manifest.format !== MANIFEST_FORMAT || manifest.version !== MANIFEST_VERSION) throw new Error(`${manifestPath} is not a backup manifest of version ${MANIFEST_VERSION}.`);
  return { manifest, tarPath: join(dirname(manifestPath), basename(manifest.file)) };
}

/** Check a backup's tarball against its manifest (size and SHA-256); returns its bytes. */
export function verifyBackup(file: string): { manifest: BackupManifest; tarball: Buffer } {
  const { manifest, tarPath } = readManifest(file);
  let tarball: Buffer;
  try {
    tarball = readFileSync(tarPath);
  } catch {
    throw new Error(`${tarPath}: missing (its manifest names it).`);
  }
  if (tarball.length !== manifest.bytes) throw new Error(`${tarPath} has ${tarball.length} bytes, its manifest says ${manifest.bytes}: truncated or replaced.`);
  const sha256 = createHash('sha256').update(tarball).digest('hex');
  if (sha256 !== manifest.sha256) throw new Error(`${tarPath} does not match its manifest's SHA-256: damaged or edited.`);
  return { manifest, tarball };
}

/** The backups in `dir` (those with a manifest), oldest first. */
export function listBackups(dir: string): { manifest: BackupManifest; manifestPath: string }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.startsWith(PREFIX) && n.endsWith('.json'))
    .sort()
    .flatMap((n) => {
      try {
        return [{ manifest: readManifest(join(dir, n)).manifest, manifestPath: join(dir, n) }];
      } catch {
        return [];
      }
    });
}

/**
 * Keep the newest `keep` scheduled backups in `dir`, remove the older ones (manifest first, so
 * none is ever half there). Backups taken by hand are never removed.
 */
export function pruneScheduled(dir: string, keep: number): string[] {
  const scheduled = listBackups(dir).filter((b) => b.manifest.source === 'schedule');
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const { manifest, manifestPath } of old) {
    rmSync(manifestPath, { force: true });
    rmSync(join(dirname(manifestPath), manifest.file), { force: true });
  }
  return old.map((b) => b.manifest.file);
}

/** Bytes for people: 12.3 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
