/**
 * Workers database handle over a TCP socket (workerd's `cloudflare:sockets`, enabled by
 * `nodejs_compat`), to Cloudflare Hyperdrive's pooled endpoint in production or to the database
 * itself (`localConnectionString` in `wrangler dev`, or DATABASE_URL without the binding).
 * docs/edge.md has the choice against Neon's WebSocket and HTTP drivers, with figures.
 *
 * The client is node-postgres' protocol as `@neondatabase/serverless` carries it (its Client is a
 * copy of node-postgres' with a WebSocket in place of the socket): the Worker holds Neon's driver
 * for a Neon database without Hyperdrive (src/db/neon.ts), so the TCP path uses that same copy
 * with a TCP socket given to it — node-postgres' own socket for the runtime (pg/lib/stream.js:
 * pg-cloudflare's in workerd, `net` under Node) — instead of bundling node-postgres a second time
 * (−22 KiB gzip, docs/edge.md §Bundle).
 *
 * One connection per request, and only one: the pool holds at most one client, so statements
 * a request runs concurrently (dataloaders, the fields of one query) queue on it instead of
 * opening a second connection. It lives inside the request and is closed after it with
 * `ctx.waitUntil(pool.end())` (DESIGN.md §Conventions 8).
 */
/// <reference path="./pg-stream.d.ts" />
import { Client, Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
// node-postgres' choice of socket for the runtime; only this small file of pg is bundled.
import { getStream } from 'pg/lib/stream.js';
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

interface TcpSocket {
  startTls?: (options: object) => unknown;
}

/**
 * A client on a TCP socket. Neon's Client reads its WebSocket settings from its socket; a TCP
 * socket has none, so its `connect` is node-postgres' own (no pipelining, TLS by STARTTLS when
 * the connection string asks for it).
 */
class TcpClient extends Client {
  constructor(config: ConstructorParameters<typeof Client>[0]) {
    super(config);
    const socket = getStream(this.ssl) as TcpSocket;
    // The copy's TLS step calls `socket.startTls(servername)`; workerd's socket takes options
    // (the host it connected to is the name it checks, as with node-postgres).
    const startTls = socket.startTls?.bind(socket);
    socket.startTls = () => {
      if (!startTls) throw new Error('TLS to the database needs the Workers runtime (this TCP client has no TLS under Node)');
      return startTls({});
    };
    (this as unknown as { connection: { stream: unknown } }).connection.stream = socket;
  }
}

export function openEdge(connectionString: string, { waits = DEFAULT_DATABASE_WAITS, max = 1, onStatement }: EdgeOptions = {}): EdgeDatabase {
  // Bounded on the client: getting the connection, and each answer. The server-side limits are
  // not sent as start-up parameters, which a pooler (Hyperdrive, PgBouncer) may refuse; the
  // database role carries them instead (`ALTER ROLE … SET statement_timeout`, docs/rules.md §0).
  const pool = new Pool({ connectionString, max, connectionTimeoutMillis: waits.connectMs, query_timeout: readTimeoutMs(waits) });
  pool.Client = TcpClient;
  // Every statement over the connection: Neon's HTTP path (`neonConfig.poolQueryViaFetch`,
  // module-wide once src/db/neon.ts has run in the isolate) is for Neon only.
  pool.hasFetchUnsupportedListeners = true;
  // A connection dropped while idle must not throw out of the request's event loop.
  pool.on('error', () => {});
  if (onStatement) {
    pool.on('connect', (client: Client) => {
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
