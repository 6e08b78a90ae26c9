/**
 * Node-side database handles: PGlite (embedded, on disk or in memory) and node-postgres.
 * Migrations in `drizzle/` are applied at start (DESIGN.md §Conventions 6).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db, schema } from './client.js';
import { logError } from '../log.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface NodeDatabase {
  db: Db;
  /** Which driver: shown at start so nobody wonders where the data went. */
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Embedded Postgres. `dataDir` undefined = in memory (tests). */
export async function openPglite(dataDir?: string, logger?: Logger): Promise<NodeDatabase> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger: logger ?? false });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/** A real Postgres server through node-postgres. */
export async function openPostgres(connectionString: string, logger?: Logger, max = 10): Promise<NodeDatabase> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client can lose its connection (a restart, a terminated backend): log it; the pool
  // replaces the client on the next checkout. Without a listener, node-postgres would throw.
  pool.on('error', (error) => logError('postgres: idle client error', error));
  const db = drizzlePg(pool, { schema, logger: logger ?? false });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
}

/**
 * The database the Node entries use: a real Postgres when DATABASE_URL is set, otherwise the
 * embedded PGlite under ./data (DATA_DIR). Shared by the server and the job CLI.
 */
export async function openDatabaseFromEnv(env: Record<string, string | undefined> = process.env): Promise<NodeDatabase> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}
