/**
 * Backups of the embedded database (docs/backups.md): for a campaign of n rolls on an on-disk
 * PGlite, the time of one backup (the dump under PGlite's lock, then the tarball and manifest
 * written), its size, the data folder's size on disk, and one restore — beside the same figures
 * for the empty migrated database of the same run (the baseline: what any backup costs). The
 * backup time is the median of three after an untimed one; the restore is one run.
 * Alone: `npx tsx bench/backup.ts [rolls...]` (default 1000 10000).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blobChunks, formatBytes, snapshotPglite, writeBackup } from '../src/db/backup.js';
import { openPglite } from '../src/db/node.js';
import { restoreBackup } from '../src/db/restore.js';

function folderBytes(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + folderBytes(join(path, name)), 0);
}

/** n chained-looking rolls on one character: payloads of the real size and hex hashes (as compressible as real ones). */
async function seed(query: (sql: string) => Promise<unknown>, rolls: number): Promise<void> {
  if (rolls === 0) return;
  await query(`insert into campaigns (name, ruleset, settings, invite_code) values ('Bench', 'SMS', '{"creationBudget":40,"maxModuleRank":5}'::jsonb, 'bench-backup')`);
  await query(`insert into characters (campaign_id, name, kind, status, ruleset, race, creation_earned, creation_spent)
    select id, 'Pip', 'PC', 'ACTIVE', 'SMS', 'HUMAN', 40, 40 from campaigns`);
  await query(`insert into rolls (campaign_id, character_id, seq, kind, payload, prev_hash, hash, key_id, mac)
    select c.campaign_id, c.id, g, 'ACTION',
      json_build_object('seq', g, 'kind', 'ACTION', 'difficulty', 8, 'faces', json_build_array(g % 6 + 1, g % 8 + 1), 'modules', json_build_array('Escrime', 'Acrobatie'),
        'score', g % 12, 'outcome', 'SUCCESS', 'fairness', json_build_object('epochId', md5(g::text), 'nonce', encode(sha256(('n' || g)::bytea), 'hex')))::text,
      encode(sha256(('p' || g)::bytea), 'hex'), encode(sha256(('h' || g)::bytea), 'hex'), 'k1', encode(sha256(('m' || g)::bytea), 'base64')
    from characters c, generate_series(1, ${rolls}) g`);
}

export interface BackupBenchRow {
  rolls: number;
  backupMs: number;
  bytes: number;
  folderBytes: number;
  restoreMs: number;
}

export async function benchBackup(counts: number[] = [1000, 10_000]): Promise<BackupBenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sms-bench-backup-'));
  const rows: BackupBenchRow[] = [];
  try {
    for (const rolls of [0, ...counts]) {
      const dataDir = join(dir, `data-${rolls}`);
      mkdirSync(dataDir);
      const database = await openPglite(dataDir);
      const client = database.pglite!;
      let written: Awaited<ReturnType<typeof writeBackup>> | undefined;
      try {
        await seed((sql) => client.query(sql), rolls);
        await client.query('checkpoint');
        // The first dump of a process pays for warming up (the gzip stream, the JIT): untimed. Then
        // the median of three, each into a folder of its own.
        const times: number[] = [];
        for (let round = 0; round < 4; round++) {
          const out = join(dir, `out-${rolls}-${round}`);
          mkdirSync(out);
          const started = performance.now();
          const snapshot = await snapshotPglite(client);
          written = await writeBackup(out, blobChunks(snapshot.tarball), { ...snapshot, source: 'cli' });
          if (round > 0) times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        rows.push({ rolls, backupMs: times[1]!, bytes: written!.manifest.bytes, folderBytes: folderBytes(dataDir), restoreMs: 0 });
      } finally {
        await database.close();
      }
      const restored = await restoreBackup(written!.path, join(dir, `restored-${rolls}`));
      rows.at(-1)!.restoreMs = restored.ms;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export function backupRows(rows: BackupBenchRow[]): string[] {
  const [baseline] = rows;
  return rows.map((r) => {
    const label = r.rolls === 0 ? 'empty database (baseline)' : `${r.rolls} rolls`;
    const vs = r.rolls === 0 || !baseline ? '' : `  (${(r.backupMs / baseline.backupMs).toFixed(2)}× the baseline's time, +${formatBytes(r.bytes - baseline.bytes)})`;
    return `${label.padEnd(26)} backup ${r.backupMs.toFixed(0).padStart(6)} ms  ${formatBytes(r.bytes).padStart(8)} gzip  (folder ${formatBytes(r.folderBytes)})  restore ${r.restoreMs.toFixed(0).padStart(6)} ms${vs}`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = process.argv.slice(2).map(Number).filter((n) => n > 0);
  benchBackup(counts.length ? counts : undefined).then(
    (rows) => {
      for (const line of backupRows(rows)) console.log(line);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
