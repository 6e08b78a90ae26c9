/**
 * What `npm run dev` puts between the Worker in workerd and a database on this machine. The
 * Worker's Neon driver speaks the Postgres protocol over a WebSocket (`NEON_WS_PROXY`,
 * src/db/neon.ts), so:
 * - `startPgliteBridge`: each WebSocket is a Postgres session served by the embedded PGlite
 *   itself (the same ./data `npm start` uses), no TCP server in between;
 * - `startTcpProxy`: each WebSocket is relayed to a Postgres server's TCP port (DATABASE_URL).
 */
import { type AddressInfo, connect } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { type WebSocket, WebSocketServer } from 'ws';

export interface Listening {
  /** `127.0.0.1:port`, the value for NEON_WS_PROXY. */
  address: string;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

/**
 * PGlite is ONE Postgres session, and the Worker opens a connection per request. Clients take
 * turns per exchange: a run of messages up to the one Postgres answers with ReadyForQuery (Sync,
 * a simple Query, the startup). A client that leaves a transaction open keeps its turn until
 * the transaction ends (or it disconnects: rolled back), so two clients' statements never mix
 * inside one transaction or one extended-protocol exchange.
 */
export async function startPgliteBridge(client: PGlite): Promise<Listening> {
  let holder: object | null = null;
  let waiting: (() => void)[] = [];
  const release = () => {
    holder = null;
    const wake = waiting;
    waiting = [];
    for (const resume of wake) resume();
  };

  const exchange = async (session: object, socket: WebSocket, messages: Uint8Array) => {
    while (holder && holder !== session) await new Promise<void>((resume) => waiting.push(resume));
    holder = session;
    try {
      await client.runExclusive(() =>
        client.execProtocolRawStream(messages, { onRawData: (data) => socket.readyState === socket.OPEN && socket.send(data) }),
      );
    } finally {
      if (client.isInTransaction()) holder = session;
      else release();
    }
  };

  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => {
    const session = {};
    let buffered = Buffer.alloc(0);
    let pending: Buffer[] = [];
    let started = false;
    // One exchange after another for this client, in the order it sent them.
    let turn: Promise<void> = Promise.resolve();
    const send = (messages: Buffer[]) => {
      const bytes = new Uint8Array(Buffer.concat(messages));
      turn = turn.then(() => exchange(session, socket, bytes)).catch(() => socket.close());
    };
    socket.on('message', (data: Buffer) => {
      buffered = Buffer.concat([buffered, data]);
      for (;;) {
        if (!started) {
          // Untyped messages first: [length][code]…
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) return;
          const code = buffered.readInt32BE(4);
          const message = buffered.subarray(0, length);
          buffered = buffered.subarray(length);
          if (code === SSL_REQUEST) socket.send(Buffer.from('N'));
          else if (code === CANCEL_REQUEST) socket.close();
          else {
            started = true;
            send([message]);
          }
          continue;
        }
        // Then [type][length]…; the length counts itself, not the type byte.
        if (buffered.length < 5) return;
        const length = 1 + buffered.readInt32BE(1);
        if (buffered.length < length) return;
        const type = String.fromCharCode(buffered[0] as number);
        const message = buffered.subarray(0, length);
        buffered = buffered.subarray(length);
        // Terminate ends this client, not the one backend every client shares.
        if (type === 'X') {
          socket.close();
          return;
        }
        pending.push(message);
        // Sync, Query, Flush and a password answer wait for Postgres's reply: end of an exchange.
        if (type === 'S' || type === 'Q' || type === 'H' || type === 'p') {
          send(pending);
          pending = [];
        }
      }
    });
    socket.on('close', () => {
      // A transaction left open by a client that went away is rolled back, and the turn passed on.
      turn = turn.then(async () => {
        if (holder !== session) return;
        await client.exec('ROLLBACK').catch(() => undefined);
        release();
      });
    });
  });
  return listening(server);
}

/** Each WebSocket relayed to the TCP `address=host:port` the Neon driver asks for. */
export async function startTcpProxy(): Promise<Listening> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket, request) => {
    const address = new URL(request.url ?? '/', 'http://proxy').searchParams.get('address') ?? '127.0.0.1:5432';
    const [host, port] = address.split(':');
    const tcp = connect({ host: host === 'localhost' ? '127.0.0.1' : host, port: Number(port) });
    tcp.on('data', (data) => socket.send(data));
    tcp.on('close', () => socket.close());
    tcp.on('error', () => socket.close());
    socket.on('message', (data: Buffer) => tcp.write(data));
    socket.on('close', () => tcp.end());
  });
  return listening(server);
}

async function listening(server: WebSocketServer): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
