/**
 * Workers database handle on Neon without Hyperdrive (src/db/edge-driver.ts; issue 40 item 8):
 * Neon's serverless driver. One Pool per request, with `poolQueryViaFetch`: a statement outside
 * a transaction (`pool.query`, which is what Drizzle calls for every read and every single write)
 * is one HTTPS request to Neon's SQL endpoint, kept alive by the platform, with no connection to
 * open first; `db.transaction` takes a client of the same Pool (`pool.connect()`), a WebSocket
 * connection, so the transaction stays interactive (its statements depend on each other's
 * answers). Closed after the response with `ctx.waitUntil(end())` (DESIGN.md §Conventions 8).
 *
 * No `connect`/`acquire` listener may be set on the Pool: the driver then sends every query over
 * a connection (its own rule). The statements are watched by wrapping `query` instead.
 */
import { neonConfig, Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import { type Db, schema } from './client.js';
import type { EdgeDatabase, EdgeOptions } from './edge.js';
import { DEFAULT_DATABASE_WAITS, readTimeoutMs } from './waits.js';

export interface NeonOptions extends EdgeOptions {
  /**
   * Development and tests only: `host:port` of a local stand-in for Neon's endpoints
   * (test/support/neon-local.ts: `POST /sql` as Neon's HTTP API, `/v1?address=` a WebSocket to
   * TCP proxy), in front of a plain Postgres. Production talks to Neon over TLS.
   */
  local?: string;
}

type Query = (...args: unknown[]) => unknown;

/** The text of a node-postgres style query argument (a string, or `{ text }`). */
const textOf = (statement: unknown) => (typeof statement === 'string' ? statement : String((statement as { text?: unknown } | null)?.text ?? ''));

export function openNeon(connectionString: string, { waits = DEFAULT_DATABASE_WAITS, max = 1, onStatement, local }: NeonOptions = {}): EdgeDatabase {
  // neonConfig is the module's, shared by every Pool of the isolate: the same values each time.
  neonConfig.poolQueryViaFetch = true;
  const readMs = readTimeoutMs(waits);
  // An HTTPS statement is bounded like a socket one: its answer within the read bound.
  neonConfig.fetchFunction = (url: string, init: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(readMs) });
  if (local) {
    neonConfig.fetchEndpoint = `http://${local}/sql`;
    neonConfig.wsProxy = (host, port) => `${local}/v1?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
  }
  // Bounded on the client: getting a connection, and each answer (as src/db/edge.ts). The
  // server-side limits are carried by the role (`ALTER ROLE … SET statement_timeout`).
  const pool = new Pool({ connectionString, max, connectionTimeoutMillis: waits.connectMs, query_timeout: readMs });
  // A connection dropped while idle must not throw out of the request's event loop ('error' does not turn fetch off).
  pool.on('error', () => {});
  if (onStatement) {
    const wrapped = new WeakSet<object>();
    const watched = (query: Query): Query =>
      function (this: unknown, ...args: unknown[]) {
        onStatement(textOf(args[0]));
        return query.apply(this, args);
      };
    pool.query = watched(pool.query as Query) as typeof pool.query;
    const connect = pool.connect.bind(pool) as () => Promise<{ query: Query }>;
    (pool as { connect: unknown }).connect = async () => {
      const client = await connect();
      // A pooled client comes back for the next transaction: wrapped once.
      if (!wrapped.has(client)) {
        wrapped.add(client);
        client.query = watched(client.query);
      }
      return client;
    };
  }
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, end: () => pool.end() };
}
