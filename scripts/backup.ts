/**
 * `npm run backup [-- --out DIR]`: a consistent copy of the embedded database in DATA_DIR
 * (./data) into BACKUP_DIR (./backups), a tarball and its manifest (docs/backups.md).
 * - A server holds the folder: it takes the dump (POST /admin/backup with the token it left in
 *   the folder, src/http/backups.ts) and this process writes what it answers. No pause.
 * - No server: this process opens the folder itself (and holds its lock meanwhile).
 * On a Postgres server (DATABASE_URL) the backup is pg_dump's: this says so and exits 2.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import cliProgress from 'cli-progress';
import { readAdminChannel } from '../src/http/backups.js';
import { blobChunks, formatBytes, type MigrationLevel, snapshotPglite, writeBackup } from '../src/db/backup.js';
import { DataDirLocked } from '../src/db/data-dir-lock.js';
import { openPgliteClient } from '../src/db/node.js';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function progressBar() {
  return new cliProgress.SingleBar(
    { format: 'backup [{bar}] {percentage}% | {done} of {size}', noTTYOutput: !process.stderr.isTTY, notTTYSchedule: 2000, hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
}

/** Through the running server: it dumps, this process writes the answer as it arrives. */
async function throughServer(url: string, token: string, outDir: string) {
  const res = await fetch(`${url}/admin/backup`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`the server at ${url} refused the backup: HTTP ${res.status} ${await res.text()}`);
  const size = Number(res.headers.get('content-length'));
  const bar = progressBar();
  bar.start(size, 0, { done: formatBytes(0), size: formatBytes(size) });
  try {
    return await writeBackup(
      outDir,
      Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>),
      { migrations: JSON.parse(res.headers.get('x-backup-migrations') ?? '{}') as MigrationLevel, takenAt: res.headers.get('x-backup-taken-at') ?? new Date().toISOString(), source: 'server' },
      (written) => bar.update(written, { done: formatBytes(written) }),
    );
  } finally {
    bar.stop();
  }
}

async function directly(dataDir: string, outDir: string) {
  const client = await openPgliteClient(dataDir);
  try {
    const snapshot = await snapshotPglite(client);
    return await writeBackup(outDir, blobChunks(snapshot.tarball), { ...snapshot, source: 'cli' });
  } finally {
    await client.close();
  }
}

async function main(): Promise<number> {
  if (process.env.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up a Postgres server with pg_dump (docs/backups.md). `npm run backup` copies the embedded database.');
    return 2;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const outDir = resolve(option('--out') ?? process.env.BACKUP_DIR ?? './backups');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    console.error(`No embedded database in ${dataDir} (DATA_DIR): nothing to back up.`);
    return 2;
  }
  mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  let written: Awaited<ReturnType<typeof directly>>;
  try {
    console.log(`Backing up ${dataDir} into ${outDir}…`);
    written = await directly(dataDir, outDir);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    const channel = readAdminChannel(dataDir);
    if (!channel || channel.pid !== error.pid) {
      console.error(`${dataDir} is held by pid ${error.pid}, which offers no backup route (\`npm run dev\`'s bridge, a job, or an older server): stop it and run this again, or restart it with \`npm start\`.`);
      return 1;
    }
    console.log(`The server (pid ${channel.pid}) holds ${dataDir}: it takes the backup at ${channel.url}.`);
    written = await throughServer(channel.url, channel.token, outDir);
  }
  const { manifest, path } = written;
  console.log(`Backup: ${path} (${formatBytes(manifest.bytes)}, sha256 ${manifest.sha256.slice(0, 12)}…, schema ${manifest.migrations.last}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
