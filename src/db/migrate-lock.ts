/**
 * Migrations on a Postgres server, one process at a time. N replicas of a rolling start (or a
 * server and `npm run migrate`) may reach an empty database at the same instant: drizzle's
 * migrator begins with `CREATE SCHEMA IF NOT EXISTS "drizzle"`, which two sessions can both
 * try (the second dies on `pg_namespace`'s unique key), and each would then apply every
 * migration. A session-level advisory lock held around the whole migrator serializes them: the
 * first applies, the others wait, then find nothing pending. The lock is the session's, so a
 * process that dies mid-migration frees it with its connection (its transaction rolled back).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { schema } from './client.js';

/** The advisory lock's key: any constant no other code of this database uses ("smsmigr" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x736d736d696772n;

/** Apply `folder`'s pending migrations on one connection of `pool`, holding the migration lock meanwhile. */
export async function migrateLocked(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]).catch((error: unknown) => {
        // The connection is gone or unusable: drop it rather than pool a session holding the lock.
        broken = true;
        throw error;
      });
    }
  } finally {
    client.release(broken);
  }
}
