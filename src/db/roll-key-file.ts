/**
 * Which key signs the roll log of a Node server (docs/fairness.md §Keys). Every default install
 * signing with the public development key would accept every other's MACs, so an archive from
 * one would verify as "valid" on another. Instead:
 * - `ROLL_LOG_KEYS` set: those keys, as everywhere.
 * - the embedded database (npm start) without it: the data folder's own random key, made on
 *   first start in `sms-rules-engine.roll-log.key` (mode 0600). It lives in the folder, so the
 *   backups (a dump of the folder) carry it and a restore brings it back; an archive never does
 *   (it carries MACs and key ids, never keys).
 * - a Postgres server without it: refused at start. Several processes share that database, and
 *   a key each would make their entries "signed elsewhere" to one another.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRollKeys, type RollKeyring } from './roll-keys.js';

export const ROLL_KEY_FILE = 'sms-rules-engine.roll-log.key';

export const POSTGRES_NEEDS_KEYS =
  'ROLL_LOG_KEYS is not set: a server on DATABASE_URL signs the roll log with the keys you give it (every process the same), never with a public one. Make one with `openssl rand -base64 32` and set ROLL_LOG_KEYS=<id>:<key> (docs/fairness.md §Keys).';

function newKeySpec(): string {
  const bytes = new Uint8Array(36);
  crypto.getRandomValues(bytes);
  // 32 bytes of key, and 4 more for its id (so the id says nothing of the key).
  const kid = `local-${Array.from(bytes.subarray(32), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  return `${kid}:${btoa(String.fromCharCode(...bytes.subarray(0, 32)))}`;
}

/** The data folder's own keyring: read, or made once (exclusive create, 0600) when absent. */
export function dataDirRollKeys(dataDir: string): RollKeyring {
  const path = join(dataDir, ROLL_KEY_FILE);
  try {
    writeFileSync(path, `${newKeySpec()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A key copied in by hand (or an old restore) may have looser bits: it is a secret.
  chmodSync(path, 0o600);
  return parseRollKeys(readFileSync(path, 'utf8').trim());
}

/** The server's keyring from its environment and its database (see above); throws when it must not start. */
export function serverRollKeys(env: Record<string, string | undefined>, dataDir: string, log: (message: string) => void = console.log): RollKeyring {
  if (env.ROLL_LOG_KEYS?.trim()) return parseRollKeys(env.ROLL_LOG_KEYS);
  if (env.DATABASE_URL) throw new Error(POSTGRES_NEEDS_KEYS);
  const keys = dataDirRollKeys(dataDir);
  log(`Roll log signed with this data folder's own key ${keys.signingKeyId} (${join(dataDir, ROLL_KEY_FILE)}; kept in its backups, never in an archive).`);
  return keys;
}
