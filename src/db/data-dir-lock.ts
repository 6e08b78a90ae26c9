/**
 * One process at a time on an embedded data folder. PGlite has no lock of its own: a second
 * `npm start`, job or `npm run dev` bridge on the same ./data opened it too, both answered, and
 * one's acknowledged writes were lost at the next restart (issue 22, item 3). Opening a folder
 * first creates `sms-rules-engine.lock` in it with O_EXCL, holding the owner's pid and that
 * process's start time; the owner removes it when it closes the database (or exits). A lock
 * left by a process that is gone (kill -9, a crash, a power cut) is stale and taken over: its pid
 * is not running, or now names another process (a different start time: pids are reused, in a
 * container after every restart).
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'sms-rules-engine.lock';

/** Another live process holds the folder: the message says which and what to do. */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}): a second server, job or \`npm run dev\` on the same folder would lose writes. Stop that process first, or give this one another DATA_DIR (or a Postgres server with DATABASE_URL). If pid ${pid} is no server of this project, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLocked';
  }
}

interface Owner {
  pid: number;
  /** The process's start time (Linux: clock ticks since boot), null where unknown. */
  started: string | null;
}

/** The fields after the command name of /proc/<pid>/stat, null when unknown (not Linux) or not running. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (which may hold spaces and parentheses): state is field 3, starttime field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The start time of a running process, null when unknown (not Linux) or not running. */
function startTime(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** A killed process not yet reaped by its parent: it still answers `kill(pid, 0)`, yet holds nothing. */
function zombie(pid: number): boolean {
  const state = procStat(pid)?.[0];
  return state === 'Z' || state === 'X';
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders this process holds: a second open in the same process is refused like any other. */
const held = new Set<string>();

/** Whether the process named in a lock's content still holds it. */
function alive(content: string, dataDir: string): Owner | null {
  let owner: Owner;
  try {
    const parsed = JSON.parse(content) as Partial<Owner>;
    owner = { pid: Number(parsed.pid), started: typeof parsed.started === 'string' ? parsed.started : null };
  } catch {
    return null; // not ours to understand: never written by a live owner (see `create`)
  }
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return null;
  // Our own pid: ours if this process opened the folder, else a former process's, reused.
  if (owner.pid === process.pid) return held.has(dataDir) ? owner : null;
  if (!running(owner.pid) || zombie(owner.pid)) return null;
  const now = startTime(owner.pid);
  return owner.started !== null && now !== null && now !== owner.started ? null : owner;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Create the lock with its content in one step, or return false if one exists: written aside,
 * then hard-linked into place (fails if the name exists), so a lock is never seen half-written.
 * Where hard links are not supported, an O_EXCL create.
 */
function create(path: string, content: string): boolean {
  const aside = `${path}.${process.pid}.new`;
  writeFileSync(aside, content);
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    unlinkSync(aside);
  }
  try {
    writeFileSync(path, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Take `dataDir` for this process, or throw `DataDirLocked`. Returns the release, which removes
 * the lock (only if it is still this process's); it also runs at process exit.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const content = JSON.stringify({ pid: process.pid, started: startTime(process.pid) });
  let taken = false;
  let lastOwner = 0;
  for (let attempt = 0; attempt < 10 && !taken; attempt++) {
    taken = create(path, content);
    if (taken) break;
    const found = read(path);
    if (found === null) continue; // removed meanwhile: try again
    const owner = alive(found, dataDir);
    if (owner) throw new DataDirLocked(dataDir, owner.pid);
    // Stale. Moved aside under a name of our own, then checked: if another process had just
    // replaced it with its own live lock, that one is put back, and the next turn refuses.
    const aside = `${path}.${process.pid}.stale`;
    try {
      renameSync(path, aside);
    } catch {
      continue;
    }
    const moved = read(aside);
    if (moved !== found) {
      try {
        linkSync(aside, path);
      } catch {}
      lastOwner = moved ? (alive(moved, dataDir)?.pid ?? 0) : 0;
    }
    unlinkSync(aside);
  }
  if (!taken) throw new DataDirLocked(dataDir, lastOwner);
  held.add(dataDir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(dataDir);
    process.off('exit', release);
    if (read(path) === content) unlinkSync(path);
  };
  process.on('exit', release);
  return release;
}
