/**
 * Workers database handle: node-postgres over a TCP socket (workerd's `cloudflare:sockets`,
 * enabled by `nodejs_compat`), to Cloudflare Hyperdrive's pooled endpoint in production or to
 * the database itself (`localConnectionString` in `wrangler dev`, or DATABASE_URL without the
 * binding). docs/edge.md has the choice against Neon's WebSocket and HTTP drivers, with figures.
 *
 * One connection per request, and only one: the pool holds at most one client, so statements
 * a request runs concurrently (dataloaders, the fields of one query) queue on it instead of
 * opening a second connection. It lives inside the request and is closed after it with
 * `ctx.waitUntil(pool.end())` (DESIGN.md §Conventions 8).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, schema } from './client.js';
import { DEFAULT_DATABASE_WAITS, type DatabaseWaits, readTimeoutMs } from './waits.js';

export interface EdgeOptions {
  /** Bounded waits (src/db/waits.ts); the defaults when absent. */
  waits?: DatabaseWaits;
  /** Connections at most: 1 for a request; more only for long-lived holders (a campaign's object). */
  max?: number;
  /** Sees the text of every statement sent (the Worker learns whether a request wrote events). */
  onStatement?: (text: string) => void;
}

export interface EdgeDatabase {
  db: Db;
  /** Ends the request's connection (after the response, in `ctx.waitUntil`). */
  end(): Promise<void>;
}

export function openEdge(connectionString: string, { waits = DEFAULT_DATABASE_WAITS, max = 1, onStatement }: EdgeOptions = {}): EdgeDatabase {
  // Bounded on the client: getting the connection, and each answer. The server-side limits are
  // not sent as start-up parameters, which a pooler (Hyperdrive, PgBouncer) may refuse; the
  // database role carries them instead (`ALTER ROLE … SET statement_timeout`, docs/rules.md §0).
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: waits.connectMs, query_timeout: readTimeoutMs(waits) });
  // A connection dropped while idle must not throw out of the request's event loop.
  pool.on('error', () => {});
  if (onStatement) {
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const [statement] = args;
        onStatement(typeof statement === 'string' ? statement : String((statement as { text?: unknown } | null)?.text ?? ''));
        return query(...args);
      };
    });
  }
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, end: () => pool.end() };
}

/**
 * No database configured (a plain `wrangler dev` with neither HYPERDRIVE nor DATABASE_URL):
 * every statement fails as "unable to establish connection" (SQLSTATE 08001), which the API
 * answers as DATABASE_UNAVAILABLE (503, docs/rules.md §0), while whatever needs no statement
 * (`/healthz`, `races`, `odds`, `{ __typename }`) keeps answering.
 */
export function noDatabase(reason: string): EdgeDatabase {
  const refuse = () => Promise.reject(Object.assign(new Error(reason), { code: '08001' }));
  const client = { query: refuse, connect: refuse, release() {} };
  return { db: drizzle(client as never, { schema }) as unknown as Db, end: async () => {} };
}
