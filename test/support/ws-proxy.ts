/**
 * A WebSocket-to-TCP proxy: lets the Neon serverless driver (WebSocket) reach a plain local
 * Postgres server, as Neon's own proxy does in production. `/v1?address=host:port`.
 */
import { type AddressInfo, connect } from 'node:net';
import { WebSocketServer } from 'ws';

export async function startWsProxy(): Promise<{ port: number; close(): Promise<void> }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket, request) => {
    const address = new URL(request.url ?? '/', 'http://proxy').searchParams.get('address') ?? '127.0.0.1:5432';
    const [host, port] = address.split(':');
    const tcp = connect({ host: host === 'localhost' ? '127.0.0.1' : host, port: Number(port) });
    tcp.on('data', (data) => socket.send(data));
    tcp.on('close', () => socket.close());
    tcp.on('error', () => socket.close());
    socket.on('message', (data) => tcp.write(data as Buffer));
    socket.on('close', () => tcp.end());
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
