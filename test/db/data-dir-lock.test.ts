/**
 * The embedded data folder's lock (src/db/data-dir-lock.ts) within one process: a second open
 * is refused while the first holds it, and a lock whose process is gone is taken over, also
 * when its pid now names another process. Two real processes: test/e2e/data-dir-lock.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock.js';
import { openPgliteClient } from '../../src/db/node.js';

const root = mkdtempSync(join(tmpdir(), 'sms-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const folder = () => {
  const dir = join(root, `data-${++n}`);
  mkdirSync(dir);
  return dir;
};
const lockOf = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number; started: string | null };
/** The start time /proc gives a running process (what the lock records on Linux). */
const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

describe('the embedded data folder lock', () => {
  it('holds the folder until released: a second open is refused with a message naming the holder', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(`The embedded database in ${dir} is in use by another process (pid ${process.pid})`);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('openPgliteClient takes it and its close gives it back', async () => {
    const dir = folder();
    const client = await openPgliteClient(dir);
    try {
      await expect(openPgliteClient(dir)).rejects.toThrow(DataDirLocked);
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    // A new folder is loaded from the template and migrated: seconds of CPU, more on a busy machine.
  }, 120_000);

  it('takes over a lock left by a process that is gone', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const pid = Number(gone.stdout);
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, started: '1' }));
    const release = lockDataDir(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock that is not one (empty or garbage: never written by a live owner)', () => {
    for (const content of ['', 'not json', '{"pid":0}']) {
      const dir = folder();
      writeFileSync(join(dir, LOCK_FILE), content);
      lockDataDir(dir)();
    }
  });

  it.skipIf(!existsSync('/proc/self/stat'))('a reused pid is not the owner: another start time is stale, the same one holds', () => {
    // The parent (vitest) runs: as the lock's pid with another start time, it is a process that
    // got the dead owner's pid (after a container restart, pids repeat).
    const other = process.ppid;
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: other, started: '12345' }));
    lockDataDir(dir)();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: other, started: startTime(other) }));
    expect(() => lockDataDir(dir)).toThrow(`(pid ${other})`);
    // This process's own pid in a lock it did not take: a former process's.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, started: '12345' }));
    lockDataDir(dir)();
  });
});
