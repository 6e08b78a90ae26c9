/**
 * Workers database handle: Neon's serverless driver over WebSocket (interactive transactions
 * work, unlike the HTTP mode). A Pool lives inside one request and is closed with
 * `ctx.waitUntil(pool.end())` (DESIGN.md §Conventions 8).
 */
import { neonConfig, Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import { type Db, schema } from './client.js';

export interface NeonOptions {
  /**
   * Development only: reach a plain Postgres through a local WebSocket-to-TCP proxy
   * (`host:port` of the proxy). Production talks to Neon directly over TLS.
   */
  wsProxy?: string;
}

export function openNeon(connectionString: string, options: NeonOptions = {}): { db: Db; pool: Pool } {
  if (options.wsProxy) {
    const proxy = options.wsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
  }
  const pool = new Pool({ connectionString });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, pool };
}
