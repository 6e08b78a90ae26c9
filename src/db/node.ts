/**
 * Node-side database handles: PGlite (embedded, on disk or in memory) and node-postgres.
 * Migrations in `drizzle/` are applied at start (DESIGN.md §Conventions 6); a new embedded
 * database starts from the migrated template (src/db/pglite-template.ts).
 */
import { copyFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db, schema } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrateLocked } from './migrate-lock.js';
import { refuseInterruptedRestore } from './restore.js';
import { logError } from '../primitives/log.js';
import { pgliteArtifacts } from './pglite-artifacts.js';
import { MIGRATIONS_FOLDER, pgliteTemplate, pgliteTemplateFolder } from './pglite-template.js';
import { makePrivate, privateDir } from './private-files.js';
import { setDrizzleParsersOnce } from './pglite-parsers.js';
import { useNamedPgliteStatements } from './pglite-statements.js';
import { namedStatementsFromEnv, useNamedStatements } from './prepared.js';
import { namingClient } from './statement-cache.js';
import { DEFAULT_DATABASE_WAITS, type DatabaseWaits, databaseWaitsFromEnv, readTimeoutMs } from './waits.js';

export { MIGRATIONS_FOLDER };

export interface NodeDatabase {
  db: Db;
  /** Which driver: shown at start so nobody wonders where the data went. */
  driver: 'pglite' | 'postgres';
  /** The embedded client itself (PGlite only): backups dump it (src/db/backup.ts). */
  pglite?: PGlite;
  close(): Promise<void>;
  /**
   * LISTEN on a channel (live subscriptions, src/live/node.ts). `onReady` runs each time the
   * listener is (re)connected: notifications sent while it was down are lost, so the caller
   * catches up then. Returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReady?: () => void): Promise<() => Promise<void>>;
}

/**
 * Postgres's buffer pool at 32 MB instead of its default 128 MB: PGlite's Postgres writes over
 * the whole pool as it boots (≈ 30,000 more page faults, ≈ 45 ms of system CPU of every start,
 * and 96 MB more memory touched from the first second), while the app’s database is ≈ 9 MB on
 * disk, its catalogs included, before any play, and a page the pool lets go is read back from the
 * operating system's cache (issue 40 item 4).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * The embedded Postgres itself, migrated. `dataDir` undefined = in memory (tests); a folder is
 * locked for this process until `close` (another process gets `DataDirLocked`). A new
 * database is loaded from the migrated template; an existing one is opened as it is. Both are
 * then migrated: a no-op for the template, the pending migrations for a ./data made by an
 * older version.
 */
export async function openPgliteClient(dataDir?: string): Promise<PGlite> {
  // A folder on disk is this process's until the client closes: a second process refuses to
  // open it (src/db/data-dir-lock.ts). Taken before anything reads it.
  if (dataDir) refuseInterruptedRestore(dataDir);
  const release = dataDir ? lockDataDir(resolve(dataDir)) : () => {};
  // Before the first await: the wasm compiles while the caller goes on (src/db/pglite-artifacts.ts).
  const artifacts = pgliteArtifacts();
  let client: PGlite | undefined;
  try {
    const isNew = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
    // In memory: the tarball. A new folder on disk: a copy of the template's folder (src/db/pglite-template.ts).
    const options = { ...(isNew && !dataDir ? { loadDataDir: await pgliteTemplate() } : {}), ...(await artifacts), startParams: PGLITE_START_PARAMS };
    // Made private before anything is written into it, and every file private once PGlite has (issue 38 item 4).
    if (dataDir) privateDir(dataDir);
    if (dataDir && isNew) await copyTemplate(dataDir);
    client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
    const close = client.close.bind(client);
    client.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    await client.waitReady;
    if (!(await migrationsApplied(client))) await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    if (dataDir) makePrivate(dataDir);
    return client;
  } catch (error) {
    await client?.close().catch(() => undefined);
    release();
    throw error;
  }
}

/**
 * The template's folder copied into a new `dataDir`, its PG_VERSION last: the file that tells a
 * database is there (`isNew`), so a copy cut short (a kill, a full disk) is copied again at the
 * next start rather than opened half made.
 */
async function copyTemplate(dataDir: string): Promise<void> {
  const template = await pgliteTemplateFolder();
  const version = join(template, 'PG_VERSION');
  cpSync(template, dataDir, { recursive: true, filter: (source) => source !== version });
  copyFileSync(version, join(dataDir, 'PG_VERSION'));
}

/**
 * Whether the database already has the newest migration, by Drizzle's own rule: a migration is
 * applied when its journal time is after the newest `created_at` recorded. One statement, where
 * Drizzle's migrator reads and hashes every migration file and runs five (a later `npm start`'s
 * ≈ 40 ms of CPU, issue 40 item 4). No record table yet: not applied, the migrator makes it.
 */
async function migrationsApplied(client: PGlite): Promise<boolean> {
  try {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    const { rows } = await client.query<{ newest: string | null }>('SELECT max(created_at)::text AS newest FROM "drizzle"."__drizzle_migrations"');
    const recorded = rows[0]?.newest;
    return recorded != null && Number(recorded) >= newest;
  } catch {
    return false;
  }
}

/**
 * Embedded Postgres. `dataDir` undefined = in memory (tests). `namedStatements` false: PGlite's
 * own `query` path for every statement (the benches' `BENCH_PGLITE_STATEMENTS=off`, to compare).
 */
export async function openPglite(dataDir?: string, logger?: Logger, namedStatements = true): Promise<NodeDatabase> {
  const client = await openPgliteClient(dataDir);
  // Each statement text parsed and planned once, then bound and executed in one call into the
  // wasm (src/db/pglite-statements.ts); installed first, under the parsers' wrapper.
  if (namedStatements) useNamedPgliteStatements(client);
  // Drizzle alone queries this client: its parsers set once, not merged per query.
  setDrizzleParsersOnce(client);
  return pgliteDatabase(client, logger, () => client.close());
}

/**
 * A handle on an opened PGlite client (its Drizzle parsers already set): Drizzle with this
 * logger, and `close` as given (the test suites lend one client to file after file).
 */
export function pgliteDatabase(client: PGlite, logger: Logger | undefined, close: () => Promise<void>): NodeDatabase {
  const db = drizzlePglite(client, { schema, logger: logger ?? false });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pglite: client,
    close,
    // One embedded session: its own NOTIFYs reach it once the writing transaction commits.
    async listen(channel, onPayload, onReady) {
      const stop = await client.listen(channel, onPayload);
      onReady?.();
      return stop;
    },
  };
}

/**
 * A real Postgres server through node-postgres, every wait bounded (src/db/waits.ts): getting a
 * connection, each statement (on the server, and on the client for a server gone silent), and
 * a transaction left idle. Migrations run first on a pool of their own without the statement
 * bounds: a long migration at start is the operator's call, not a stalled request.
 */
export async function openPostgres(connectionString: string, logger?: Logger, max = 10, waits: DatabaseWaits = DEFAULT_DATABASE_WAITS, namedStatements = true): Promise<NodeDatabase> {
  const migrations = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis: waits.connectMs });
  migrations.on('error', (error) => logError('postgres: idle client error', error));
  try {
    // Serialized with every other process migrating this database (src/db/migrate-lock.ts).
    await migrateLocked(migrations, MIGRATIONS_FOLDER);
  } finally {
    await migrations.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max,
    // The pool's connections are the server's own sessions for as long as they live: each parses
    // and plans a repeated statement once (src/db/statement-cache.ts), unless behind a pooler
    // that drops them (DB_NAMED_STATEMENTS=false).
    ...(namedStatements ? { Client: namingClient() } : {}),
    connectionTimeoutMillis: waits.connectMs,
    statement_timeout: waits.statementMs,
    query_timeout: readTimeoutMs(waits),
    idle_in_transaction_session_timeout: waits.idleInTransactionMs,
  });
  // An idle client can lose its connection (a restart, a terminated backend): log it; the pool
  // replaces the client on the next checkout. Without a listener, node-postgres would throw.
  pool.on('error', (error) => logError('postgres: idle client error', error));
  const db = drizzlePg(pool, { schema, logger: logger ?? false });
  // The pool's connections are the server's own sessions for as long as they live: the
  // statements every request runs are parsed and planned once per connection (src/db/prepared.ts).
  // Not behind a pooler in transaction mode that drops them (DB_NAMED_STATEMENTS=false).
  if (namedStatements) useNamedStatements(db);
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end(), listen: (channel, onPayload, onReady) => listenPostgres(connectionString, channel, onPayload, onReady) };
}

/**
 * A dedicated connection (LISTEN holds its session, so not a pooled one), reconnected after a
 * second when it drops, until stopped.
 */
async function listenPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void, onReady?: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    c.on('error', (error) => {
      logError('postgres: listener error', error);
      void c.end().catch(() => undefined);
    });
    c.on('end', () => {
      if (client === c) client = null;
      if (!stopped) retry = setTimeout(reconnect, 1000);
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = c;
    onReady?.();
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!stopped) retry = setTimeout(reconnect, 1000);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * The database the Node entries use: a real Postgres when DATABASE_URL is set, otherwise the
 * embedded PGlite under ./data (DATA_DIR). Shared by the server and the job CLI.
 */
export async function openDatabaseFromEnv(env: Record<string, string | undefined> = process.env): Promise<NodeDatabase> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, undefined, 10, databaseWaitsFromEnv(env), namedStatementsFromEnv(env));
  const dataDir = resolve(env.DATA_DIR ?? './data');
  privateDir(dataDir);
  return openPglite(dataDir);
}
