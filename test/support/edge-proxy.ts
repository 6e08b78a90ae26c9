/**
 * A TCP proxy in front of Postgres that counts the connections opened through it and can hold
 * every chunk for `delayMs` each way (a database `2 × delayMs` of round trip away, as a Worker
 * far from its database). The Worker tests count connections per request with it; the edge
 * benches measure drivers through it and count the statements a process they cannot see into
 * (the Worker in workerd) sends.
 */
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

export interface EdgeProxy {
  port: number;
  /** Connections opened through the proxy so far. */
  readonly opened: number;
  /** Statements sent through the proxy so far (`statementCounter`). */
  readonly statements: number;
  /** The hold of each chunk from now on (a test slows the database for one step). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startEdgeProxy(target: { host: string; port: number }, delayMs = 0): Promise<EdgeProxy> {
  let opened = 0;
  let statements = 0;
  const sockets = new Set<Socket>();
  // Delayed in order: each chunk leaves `delayMs` after it arrived (a pipe, not a queue that adds up).
  const pipe = (from: Socket, to: Socket) =>
    from.on('data', (data) => {
      if (delayMs > 0) setTimeout(() => to.writable && to.write(data), delayMs);
      else to.write(data);
    });
  const server = createServer((client) => {
    opened++;
    const upstream = connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', statementCounter(() => statements++));
    pipe(client, upstream);
    pipe(upstream, client);
    const endLater = (socket: Socket) => () => setTimeout(() => socket.end(), delayMs);
    client.on('end', endLater(upstream));
    upstream.on('end', endLater(client));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    get delayMs() {
      return delayMs;
    },
    set delayMs(ms: number) {
      delayMs = ms;
    },
    get opened() {
      return opened;
    },
    get statements() {
      return statements;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const SSL_REQUEST = 80877103;

/**
 * Reads what a Postgres client sends (the frontend protocol) and calls `onStatement` once per
 * statement: each simple query ('Q') and each Sync ('S'), which node-postgres sends once per
 * extended-protocol query (Parse, Bind, Describe, Execute, Sync). Only message headers are
 * kept, bodies are skipped, so nothing is buffered; a stream that is not Postgres counts nonsense
 * but is never disturbed (the proxy forwards the bytes as they came).
 */
export function statementCounter(onStatement: () => void): (chunk: Buffer) => void {
  let startup = true;
  let header = Buffer.alloc(0);
  let skip = 0;
  return (chunk) => {
    let at = 0;
    while (at < chunk.length) {
      if (skip > 0) {
        const n = Math.min(skip, chunk.length - at);
        skip -= n;
        at += n;
        continue;
      }
      // The startup message has no type byte: length and protocol code; the others type and length.
      const want = startup ? 8 : 5;
      const take = Math.min(want - header.length, chunk.length - at);
      header = Buffer.concat([header, chunk.subarray(at, at + take)]);
      at += take;
      if (header.length < want) return;
      if (startup) {
        skip = Math.max(0, header.readInt32BE(0) - 8);
        // After an SSLRequest the client sends its startup message again (or TLS, not counted).
        startup = header.readInt32BE(4) === SSL_REQUEST;
      } else {
        const type = String.fromCharCode(header[0]!);
        skip = Math.max(0, header.readInt32BE(1) - 4);
        if (type === 'Q' || type === 'S') onStatement();
      }
      header = Buffer.alloc(0);
    }
  };
}
