/**
 * The file side of backups (src/db/backup.ts, src/http/backups.ts, src/db/restore.ts, src/db/move.ts),
 * without a database: what a reader may see of a backup, what a damaged one gets, which scheduled
 * ones are kept, the settings refused at start, and the order a move copies tables in.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupSettingsFromEnv } from '../../src/http/backups.js';
import { type BackupManifest, listBackups, pruneScheduled, readManifest, sweepUnfinished, verifyBackup, writeBackup } from '../../src/db/backup.js';
import { dependencyOrder, type TableInfo } from '../../src/db/move.js';
import { restoreBackup } from '../../src/db/restore.js';

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sms-backup-files-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function* chunks(parts: string[], failAfter = Number.POSITIVE_INFINITY): AsyncIterable<Uint8Array> {
  for (const [i, part] of parts.entries()) {
    if (i >= failAfter) throw new Error('the connection dropped');
    yield new TextEncoder().encode(part);
  }
}

const meta = (source: BackupManifest['source'], at = '2026-12-03T10:00:00.000Z') => ({ migrations: { count: 6, last: '0005_creation_rolls' }, takenAt: at, source });

describe('a backup on disk', () => {
  it('is its tarball and its manifest, both whole; a failed write leaves nothing listed and no partial file', async () => {
    const dir = folder();
    const { manifest, path } = await writeBackup(dir, chunks(['abc', 'def']), meta('cli'));
    expect(manifest).toMatchObject({ format: 'sms-rules-engine-backup', version: 1, bytes: 6, source: 'cli', migrations: { count: 6 } });
    expect(readFileSync(path, 'utf8')).toBe('abcdef');
    expect(verifyBackup(path).manifest.sha256).toBe(manifest.sha256);
    await expect(writeBackup(dir, chunks(['abc', 'def'], 1), meta('cli', '2026-12-03T11:00:00.000Z'))).rejects.toThrow('dropped');
    expect(listBackups(dir)).toHaveLength(1);
    expect(readdirSync(dir).sort()).toEqual([manifest.file.replace('.tar.gz', '.json'), manifest.file]);
  });

  it('what a kill leaves (a .partial, a tarball without its manifest) is never listed, and the next backup removes it', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'sms-backup-20261203T090000000Z.tar.gz'), 'renamed, then killed before the manifest');
    writeFileSync(join(dir, 'sms-backup-20261203T090000000Z.json.partial'), '{');
    writeFileSync(join(dir, 'sms-backup-20261203T080000000Z.tar.gz.partial'), 'half');
    expect(listBackups(dir)).toEqual([]);
    expect(() => readManifest(join(dir, 'sms-backup-20261203T090000000Z.tar.gz'))).toThrow('no readable manifest');
    await writeBackup(dir, chunks(['x']), meta('cli'));
    expect(readdirSync(dir).filter((n) => n.includes('T09') || n.includes('T08'))).toEqual([]);
    expect(sweepUnfinished(dir)).toEqual([]);
  });

  it('a truncated or edited tarball is refused against its manifest', async () => {
    const dir = folder();
    const { path } = await writeBackup(dir, chunks(['0123456789']), meta('cli'));
    writeFileSync(path, '01234');
    expect(() => verifyBackup(path)).toThrow('truncated or replaced');
    writeFileSync(path, '0123456780');
    expect(() => verifyBackup(path)).toThrow('damaged or edited');
  });

  it('a restore refuses a damaged backup, or one from a newer schema, before touching the folder', async () => {
    const dir = folder();
    const { path } = await writeBackup(dir, chunks(['not really a tarball']), { ...meta('cli'), migrations: { count: 999, last: '0998_future' } });
    const dataDir = join(dir, 'data');
    await expect(restoreBackup(path, dataDir)).rejects.toThrow('this version of the engine knows');
    writeFileSync(path, 'edited');
    await expect(restoreBackup(path, dataDir)).rejects.toThrow('truncated or replaced');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('the schedule keeps the newest BACKUP_KEEP scheduled backups and never removes one taken by hand', async () => {
    const dir = folder();
    for (const [i, source] of (['schedule', 'cli', 'schedule', 'server', 'schedule', 'schedule'] as const).entries()) {
      await writeBackup(dir, chunks([`backup ${i}`]), meta(source, `2026-12-03T1${i}:00:00.000Z`));
    }
    expect(pruneScheduled(dir, 2)).toHaveLength(2);
    expect(listBackups(dir).map((b) => `${b.manifest.source}@${b.manifest.takenAt.slice(11, 13)}`)).toEqual(['cli@11', 'server@13', 'schedule@14', 'schedule@15']);
    expect(readdirSync(dir)).toHaveLength(8);
  });
});

describe('backup settings (refused at start when wrong)', () => {
  it('reads BACKUP_INTERVAL as a number and a unit, BACKUP_KEEP as a count', () => {
    expect(backupSettingsFromEnv({})).toMatchObject({ intervalMs: 0, keep: 7 });
    expect(backupSettingsFromEnv({ BACKUP_INTERVAL: '6h', BACKUP_KEEP: '28', BACKUP_DIR: '/b' })).toEqual({ intervalMs: 6 * 3_600_000, keep: 28, dir: '/b' });
    expect(backupSettingsFromEnv({ BACKUP_INTERVAL: '0' }).intervalMs).toBe(0);
    expect(backupSettingsFromEnv({ BACKUP_INTERVAL: '30m' }).intervalMs).toBe(1_800_000);
    expect(() => backupSettingsFromEnv({ BACKUP_INTERVAL: '6 hours' })).toThrow('BACKUP_INTERVAL');
    expect(() => backupSettingsFromEnv({ BACKUP_INTERVAL: '3600' })).toThrow('a number and a unit');
    expect(() => backupSettingsFromEnv({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP');
  });
});

describe('the order a move copies tables in', () => {
  const table = (name: string, parents: string[] = []): TableInfo => ({ name, columns: ['id'], identityAlways: false, parents });
  it('puts every parent before its children, and refuses a cycle', () => {
    const order = dependencyOrder([table('rolls', ['characters', 'fairness_epochs']), table('characters', ['campaigns', 'users']), table('fairness_epochs', ['campaigns']), table('campaigns'), table('users')]).map((t) => t.name);
    for (const [child, parent] of [['rolls', 'characters'], ['rolls', 'fairness_epochs'], ['characters', 'campaigns'], ['characters', 'users'], ['fairness_epochs', 'campaigns']] as const) {
      expect(order.indexOf(parent)).toBeLessThan(order.indexOf(child));
    }
    expect(() => dependencyOrder([table('a', ['b']), table('b', ['a'])])).toThrow('cycle');
  });
});
