/**
 * `npm run restore <backup>`: the backup (its tarball or its manifest) becomes the embedded
 * database in DATA_DIR (./data). Refused while a process holds the folder; the folder that was
 * there is kept aside (docs/backups.md, src/db/restore.ts).
 */
import { resolve } from 'node:path';
import { formatBytes } from '../src/db/backup.js';
import { DataDirLocked } from '../src/db/data-dir-lock.js';
import { restoreBackup } from '../src/db/restore.js';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    console.error('usage: npm run restore <backup .tar.gz or its .json manifest>   (into DATA_DIR, ./data by default; stop the server first)');
    return 2;
  }
  if (process.env.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore a Postgres server with pg_restore (docs/backups.md). `npm run restore` restores the embedded database.');
    return 2;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const report = await restoreBackup(resolve(file), dataDir, (step) => console.log(`restore: ${step}…`));
  console.log(`Restored ${report.manifest.file} (${formatBytes(report.manifest.bytes)}, taken ${report.manifest.takenAt}) into ${report.dataDir} in ${(report.ms / 1000).toFixed(1)} s.`);
  if (report.aside) console.log(`The folder that was there is kept at ${report.aside}: it holds every write made since the backup. Delete it once you are sure.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof DataDirLocked) console.error(`Refused: ${error.message}`);
    else console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
