/**
 * Workers database handle: Neon's serverless driver over WebSocket (interactive transactions
 * work, unlike the HTTP mode). A Pool lives inside one request and is closed with
 * `ctx.waitUntil(pool.end())` (DESIGN.md §Conventions 8).
 */
import { neonConfig, Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import { type Db, schema } from './client.js';
import { DEFAULT_DATABASE_WAITS, type DatabaseWaits, readTimeoutMs } from './waits.js';

export interface NeonOptions {
  /**
   * Development only: reach a plain Postgres through a local WebSocket-to-TCP proxy
   * (`host:port` of the proxy). Production talks to Neon directly over TLS.
   */
  wsProxy?: string;
  /** Bounded waits (src/db/waits.ts); the defaults when absent. */
  waits?: DatabaseWaits;
}

export function openNeon(connectionString: string, options: NeonOptions = {}): { db: Db; pool: Pool } {
  if (options.wsProxy) {
    const proxy = options.wsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
  }
  // Bounded on the client: getting the connection, and each answer. The server-side limits are
  // not sent as start-up parameters, which PgBouncer (Neon's pooled endpoint) may refuse; a Neon
  // role carries them instead (`ALTER ROLE … SET statement_timeout`, docs/rules.md §0), and a
  // request's transaction ends with the request anyway (its pool is closed after it).
  const waits = options.waits ?? DEFAULT_DATABASE_WAITS;
  const pool = new Pool({ connectionString, connectionTimeoutMillis: waits.connectMs, query_timeout: readTimeoutMs(waits) });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, pool };
}
