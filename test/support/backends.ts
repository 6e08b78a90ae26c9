/**
 * The API suites run on every backend available: an in-memory PGlite always, and the real
 * Postgres server when TEST_DATABASE_URL is set (each test file gets its own database, so
 * parallel files never see each other's rows).
 */
import pg from 'pg';
import type { Logger } from 'drizzle-orm';
import { type NodeDatabase, openPostgres } from '../../src/db/node.js';
import { lendPglite } from './pglite-pool.js';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** Why it cannot run here, or null. */
  skipReason: string | null;
  open(logger?: Logger): Promise<NodeDatabase & { url?: string }>;
}

const realUrl = process.env.TEST_DATABASE_URL;

export const pgliteBackend: Backend = {
  name: 'pglite',
  skipReason: null,
  // A client lent file after file (./pglite-pool.ts), emptied: as `openPglite()` gives, cheaper.
  open: (logger) => lendPglite(logger),
};

export const postgresBackend: Backend = {
  name: 'postgres',
  skipReason: realUrl ? null : 'TEST_DATABASE_URL is not set: the real-Postgres suite needs a server (CI sets it)',
  async open(logger) {
    const dbName = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: realUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(realUrl!);
    url.pathname = `/${dbName}`;
    const opened = await openPostgres(url.toString(), logger, 20);
    return {
      ...opened,
      url: url.toString(),
      async close() {
        await opened.close();
        const cleanup = new pg.Client({ connectionString: realUrl });
        await cleanup.connect();
        // Drop politely first (every pool of this file is closed by now); force only if a
        // straggler connection (a worker's Neon pool closing late) still holds it.
        try {
          await cleanup.query(`drop database if exists ${dbName}`);
        } catch {
          await new Promise((r) => setTimeout(r, 500));
          await cleanup.query(`drop database if exists ${dbName} with (force)`);
        }
        await cleanup.end();
      },
    };
  },
};

export const BACKENDS: Backend[] = [pgliteBackend, postgresBackend];
