/**
 * `npm run restore` with a real PGlite (src/db/restore.ts): a backup becomes the folder and the
 * folder that was there is kept aside; a swap interrupted between its two renames (the journal
 * left beside the folder) stops a server from opening a new empty database there, and the next
 * restore finishes it.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blobChunks, knownMigrations, writeBackup } from '../../src/db/backup.js';
import { LOCK_FILE } from '../../src/db/data-dir-lock.js';
import { openPgliteClient } from '../../src/db/node.js';
import { pgliteTemplate } from '../../src/db/pglite-template.js';
import { RestoreInterrupted, restoreBackup } from '../../src/db/restore.js';

const dir = mkdtempSync(join(tmpdir(), 'sms-restore-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('restoreBackup', () => {
  it('puts the backup in place, keeps the old folder aside, and finishes a swap a kill interrupted', async () => {
    // The migrated template is a PGlite data-folder tarball like any backup's.
    const known = knownMigrations();
    const backups = join(dir, 'backups');
    mkdirSync(backups);
    const { path } = await writeBackup(backups, blobChunks(await pgliteTemplate()), { migrations: { count: known.length, last: known.at(-1)!.tag }, takenAt: new Date().toISOString(), source: 'cli' });
    const dataDir = join(dir, 'data');

    const first = await restoreBackup(path, dataDir);
    expect(first.aside).toBeNull();
    expect(readdirSync(dataDir)).toContain('PG_VERSION');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    writeFileSync(join(dataDir, 'marker'), 'the folder that was there');

    // Killed between the renames: the journal names the unpacked folder, and no folder has the name.
    const incoming = `${dataDir}.restore-99999`;
    renameSync(dataDir, incoming);
    writeFileSync(`${dataDir}.restoring.json`, JSON.stringify({ incoming, aside: null }));
    await expect(openPgliteClient(dataDir)).rejects.toBeInstanceOf(RestoreInterrupted);
    expect(existsSync(dataDir)).toBe(false);

    const second = await restoreBackup(path, dataDir);
    expect(existsSync(`${dataDir}.restoring.json`)).toBe(false);
    // The swap was finished first (the unpacked folder took the name), then the new restore moved it aside.
    expect(second.aside).not.toBeNull();
    expect(readdirSync(second.aside!)).toContain('marker');
    expect(readdirSync(dataDir)).not.toContain('marker');
    expect(readdirSync(dir).filter((n) => n.includes('.restore-'))).toEqual([]);
    const client = await openPgliteClient(dataDir);
    try {
      expect((await client.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n).toBe(0);
    } finally {
      await client.close();
    }
  }, 300_000);
});
