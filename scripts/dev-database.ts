/**
 * What `npm run dev` puts between the Worker in workerd and the embedded database. The Worker
 * speaks the Postgres protocol over TCP (node-postgres on workerd sockets, src/db/edge.ts), so
 * `startPgliteBridge` serves each TCP connection as a Postgres session of the embedded PGlite
 * itself (the same ./data `npm start` uses). With DATABASE_URL the Worker reaches that server
 * directly and nothing is needed here.
 */
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

export interface Listening {
  /** `127.0.0.1:port`, where the Worker's DATABASE_URL points. */
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

  const exchange = async (session: object, socket: Socket, messages: Uint8Array) => {
    while (holder && holder !== session) await new Promise<void>((resume) => waiting.push(resume));
    holder = session;
    try {
      await client.runExclusive(() =>
        client.execProtocolRawStream(messages, { onRawData: (data) => !socket.destroyed && socket.write(data) }),
      );
    } finally {
      if (client.isInTransaction()) holder = session;
      else release();
    }
  };

  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const session = {};
    let buffered = Buffer.alloc(0);
    let pending: Buffer[] = [];
    let started = false;
    // One exchange after another for this client, in the order it sent them.
    let turn: Promise<void> = Promise.resolve();
    const send = (messages: Buffer[]) => {
      const bytes = new Uint8Array(Buffer.concat(messages));
      turn = turn.then(() => exchange(session, socket, bytes)).catch(() => {
        socket.destroy();
      });
    };
    socket.on('data', (data: Buffer) => {
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
          if (code === SSL_REQUEST) socket.write(Buffer.from('N'));
          else if (code === CANCEL_REQUEST) socket.end();
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
          socket.end();
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
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      // A transaction left open by a client that went away is rolled back, and the turn passed on.
      turn = turn.then(async () => {
        if (holder !== session) return;
        await client.exec('ROLLBACK').catch(() => undefined);
        release();
      });
    });
  });
  server.listen(0, '127.0.0.1');
  return listening(server, sockets);
}

async function listening(server: Server, sockets: Set<Socket>): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
