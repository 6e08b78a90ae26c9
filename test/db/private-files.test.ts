/**
 * The embedded database's files are this user's only (issue 38 item 4): a new data folder made
 * from the template, walked once the database is open and again after a write, holds no file or
 * folder that the group or others may read, write or enter. Before, its files were 0666.
 */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/node.js';
import { sql } from 'drizzle-orm';

/** Every path under `dir` (itself included) whose mode gives the group or others anything. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

describe('file modes of the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'sms-modes-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a new data folder: 0700 folders, 0600 files, after opening and after writes', async () => {
    // Whatever the umask of the process that starts it.
    const umask = process.umask(0);
    let database: Awaited<ReturnType<typeof openPglite>> | undefined;
    try {
      const dataDir = join(root, 'data');
      mkdirSync(dataDir); // as `npm start` makes ./data (src/db/node.ts openDatabaseFromEnv), here 0777
      database = await openPglite(dataDir);
      expect(readdirSync(dataDir).length).toBeGreaterThan(5);
      expect(openToOthers(dataDir)).toEqual([]);
      await database.db.execute(sql`create table later_file (n int)`);
      await database.db.execute(sql`insert into later_file select generate_series(1, 1000)`);
      // A file PGlite makes later sits in a folder nobody else may enter.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(umask);
      await database?.close();
    }
  });
});
