/** node-postgres' choice of socket for the runtime (pg/lib/stream.js, no types of its own); src/db/edge.ts. */
declare module 'pg/lib/stream.js' {
  /** A new, unconnected socket: pg-cloudflare's in workerd (`ssl`: STARTTLS later), `net.Socket` under Node. */
  export function getStream(ssl: unknown): unknown;
}
