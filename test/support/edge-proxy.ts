/**
 * A TCP proxy in front of Postgres that counts the connections opened through it and can hold
 * every chunk for `delayMs` each way (a database `2 × delayMs` of round trip away, as a Worker
 * far from its database). The Worker tests count connections per request with it; the edge
 * bench measures drivers through it.
 */
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

export interface EdgeProxy {
  port: number;
  /** Connections opened through the proxy so far. */
  readonly opened: number;
  close(): Promise<void>;
}

export async function startEdgeProxy(target: { host: string; port: number }, delayMs = 0): Promise<EdgeProxy> {
  let opened = 0;
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
    get opened() {
      return opened;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
