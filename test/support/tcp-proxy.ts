/**
 * A TCP proxy that can stop forwarding: a database that freezes (no answer, no error, the
 * connection stays open), as when Postgres hangs or a network path silently drops packets.
 */
import { type AddressInfo, createServer, connect, type Socket } from 'node:net';

export interface PausableProxy {
  port: number;
  /** Stop forwarding in both directions; new connections are accepted and left waiting. */
  pause(): void;
  /** Forward again, what was held back included (after `cut`: accept connections again). */
  resume(): void;
  /**
   * Cut the line: every open connection is reset and new ones are refused (closed at once)
   * until `resume`, as when a phone loses its Wi-Fi or a proxy drops long requests.
   */
  cut(): void;
  close(): Promise<void>;
}

export async function startPausableProxy(target: { host: string; port: number }): Promise<PausableProxy> {
  let paused = false;
  let cut = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (paused) socket.pause();
  };
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(target);
    track(client);
    track(upstream);
    client.on('data', (data) => upstream.write(data));
    upstream.on('data', (data) => client.write(data));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    pause() {
      paused = true;
      for (const socket of sockets) socket.pause();
    },
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    resume() {
      cut = false;
      paused = false;
      for (const socket of sockets) socket.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
