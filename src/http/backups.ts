/**
 * The Node server's side of the embedded database's backups (docs/backups.md). Only the
 * process holding the data folder may read it (src/db/data-dir-lock.ts), so while a server runs,
 * `npm run backup` asks it: POST /admin/backup on the server's own port, from loopback only,
 * with a token the server writes into the data folder at start (`sms-rules-engine.admin.json`,
 * mode 0600: whoever may read the data folder may have its copy, nobody else). The answer is the
 * tarball; the CLI writes it (src/db/backup.ts). The server also takes backups itself every
 * BACKUP_INTERVAL into BACKUP_DIR, keeping BACKUP_KEEP of them.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { privateDir } from '../db/private-files.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { ADMIN_FILE, blobChunks, formatBytes, pruneScheduled, type Snapshot, snapshotPglite, writeBackup } from '../db/backup.js';
import { logError } from '../primitives/log.js';
import { adminTokenOf } from './caller.js';
import { BACKUP_PATH } from './routes.js';

export { BACKUP_PATH };

/** What `npm run backup` reads to reach the server holding a folder. */
export interface AdminChannel {
  pid: number;
  url: string;
  token: string;
}

export interface BackupSettings {
  /** Milliseconds between scheduled backups; 0 = none. */
  intervalMs: number;
  keep: number;
  dir: string;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** BACKUP_INTERVAL (`30m`, `6h`, `1d`; unset or `0` = off), BACKUP_KEEP (7), BACKUP_DIR (./backups); a wrong value is refused at start. */
export function backupSettingsFromEnv(env: Record<string, string | undefined>): BackupSettings {
  const interval = (env.BACKUP_INTERVAL ?? '').trim();
  const match = /^(\d+)\s*([smhd])$/.exec(interval);
  if (interval && interval !== '0' && !match) throw new Error(`BACKUP_INTERVAL=${interval}: expected a number and a unit (30m, 6h, 1d), or 0 for none.`);
  const intervalMs = match ? Number(match[1]) * (UNITS[match[2] as string] as number) : 0;
  const keep = Number(env.BACKUP_KEEP ?? 7);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP=${env.BACKUP_KEEP}: expected a whole number of backups to keep, at least 1.`);
  return { intervalMs, keep, dir: resolve(env.BACKUP_DIR ?? './backups') };
}

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The address a local client reaches a server listening on `host` at. */
function localUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === 'localhost' || host === '';
  const name = wildcard || isLoopback(host) ? (host === '::1' ? '[::1]' : host.startsWith('127.') ? host : '127.0.0.1') : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function readAdminChannel(dataDir: string): AdminChannel | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, ADMIN_FILE), 'utf8')) as AdminChannel;
  } catch {
    return null;
  }
}

/**
 * Backups for a server on an embedded database: the admin route, the channel file and the
 * schedule. One dump at a time (each holds the whole tarball in memory).
 */
export function startBackups(client: PGlite, dataDir: string, settings: BackupSettings) {
  const token = randomBytes(32).toString('base64url');
  const channelPath = join(dataDir, ADMIN_FILE);
  let queue: Promise<unknown> = Promise.resolve();
  const dump = (): Promise<Snapshot> => {
    const next = queue.then(() => snapshotPglite(client));
    queue = next.catch(() => undefined);
    return next;
  };

  async function scheduled(): Promise<void> {
    const started = Date.now();
    console.log(`backup: dumping the embedded database into ${settings.dir}…`);
    const snapshot = await dump();
    privateDir(settings.dir);
    let lastReport = Date.now();
    const { manifest, path } = await writeBackup(settings.dir, blobChunks(snapshot.tarball), { ...snapshot, source: 'schedule' }, (written) => {
      // A long write says where it is every 5 s (a log, not a terminal: no bar).
      if (Date.now() - lastReport > 5000) {
        lastReport = Date.now();
        console.log(`backup: ${formatBytes(written)} of ${formatBytes(snapshot.tarball.size)} written`);
      }
    });
    const removed = pruneScheduled(settings.dir, settings.keep);
    console.log(`backup: ${formatBytes(manifest.bytes)} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path}${removed.length ? ` (removed ${removed.length} older, keeping ${settings.keep})` : ''}`);
  }

  let running: Promise<void> | null = null;
  const timer =
    settings.intervalMs > 0
      ? setInterval(() => {
          if (running) return;
          running = scheduled()
            .catch((error) => logError('scheduled backup failed', error))
            .finally(() => {
              running = null;
            });
        }, settings.intervalMs)
      : null;

  return {
    /** Write the channel file once the server listens (atomically, owner-only). */
    listening(host: string, port: number): void {
      const channel: AdminChannel = { pid: process.pid, url: localUrl(host, port), token };
      const partial = `${channelPath}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(channel), { mode: 0o600 });
      renameSync(partial, channelPath);
    },
    /** POST /admin/backup: answers the tarball to a loopback caller holding the token. Returns false for other paths. */
    async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
      if (path !== BACKUP_PATH) return false;
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
      } else if (!isLoopback(req.socket.remoteAddress) || !sameToken(adminTokenOf(req.headers), token)) {
        // The same answer for both: a remote caller learns nothing about the token.
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: backups are taken from this machine with the token in the data folder (npm run backup).');
      } else {
        const snapshot = await dump();
        res.writeHead(200, {
          'content-type': 'application/gzip',
          'content-length': String(snapshot.tarball.size),
          'x-backup-taken-at': snapshot.takenAt,
          'x-backup-migrations': JSON.stringify(snapshot.migrations),
          'cache-control': 'no-store',
        });
        for await (const chunk of blobChunks(snapshot.tarball)) {
          if (res.destroyed) break; // the caller went away: its CLI writes nothing
          if (!res.write(chunk)) await new Promise((r) => {
            res.once('drain', r);
            res.once('close', r);
          });
        }
        res.end();
      }
      return true;
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await running;
      await queue;
      try {
        if ((JSON.parse(readFileSync(channelPath, 'utf8')) as AdminChannel).pid === process.pid) rmSync(channelPath, { force: true });
      } catch {}
    },
  };
}
