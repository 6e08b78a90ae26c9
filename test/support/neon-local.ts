/**
 * A local stand-in for Neon's two endpoints in front of a plain Postgres, so that the Worker's
 * Neon handle (src/db/neon.ts, `local: host:port`) runs the real @neondatabase/serverless code
 * in tests and benches (issue 40 item 8):
 * - `POST /sql`: Neon's HTTP API as the driver (1.x) speaks it: the connection string in
 *   `Neon-Connection-String`, a body `{ query, params }` (or `{ queries: [...] }`, a batch run
 *   in one transaction), answered `{ command, rowCount, rows, fields }` with rows as arrays
 *   (`Neon-Array-Mode`) of Postgres' text (`Neon-Raw-Text-Output`: the driver parses the types),
 *   and an error as HTTP 400 with Postgres' fields (message, code, detail, constraint…);
 * - `/v1?address=host:port`: a WebSocket carried to TCP (as test/support/ws-proxy.ts).
 * Both reach `target` (the driver leaves the port out of the connection string it sends: Neon's
 * is always 5432). Not Neon: no TLS, no authentication of its own (Postgres checks the user),
 * no JWT; one pg.Pool per connection string for the stand-in's life (Neon keeps a pool too).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import pg from 'pg';
import { WebSocketServer } from 'ws';

const ERROR_FIELDS = ['severity', 'code', 'detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'file', 'line', 'routine'] as const;
/** Every value as Postgres sent it: the driver parses them (Neon-Raw-Text-Output). */
const RAW = { getTypeParser: () => (value: string) => value };

export interface NeonLocal {
  /** `host:port`, for `openNeon(url, { local })`. */
  address: string;
  port: number;
  /** Requests served so far: `/sql` statements and WebSocket connections. */
  counts: { http: number; ws: number };
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

export async function startNeonLocal(target: { host: string; port: number }): Promise<NeonLocal> {
  const pools = new Map<string, pg.Pool>();
  const poolFor = (connectionString: string) => {
    let pool = pools.get(connectionString);
    if (!pool) {
      const url = new URL(connectionString);
      url.hostname = target.host;
      url.port = String(target.port);
      pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
      pool.on('error', () => {});
      pools.set(connectionString, pool);
    }
    return pool;
  };
  const counts = { http: 0, ws: 0 };
  const run = async (client: pg.Pool | pg.PoolClient, { query, params }: { query: string; params?: unknown[] }) => {
    counts.http++;
    const result = await client.query({ text: query, values: params ?? [], rowMode: 'array', types: RAW });
    return {
      command: result.command,
      rowCount: result.rowCount,
      rows: result.rows,
      fields: result.fields.map(({ name, tableID, columnID, dataTypeID, dataTypeSize, dataTypeModifier, format }) => ({ name, tableID, columnID, dataTypeID, dataTypeSize, dataTypeModifier, format })),
    };
  };

  const server = createServer(async (request, response) => {
    const answer = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://x').pathname !== '/sql') return answer(404, { message: 'not found' });
    try {
      const connectionString = request.headers['neon-connection-string'];
      if (typeof connectionString !== 'string') return answer(400, { message: 'missing Neon-Connection-String' });
      const pool = poolFor(connectionString);
      const sent = JSON.parse(await body(request)) as { query: string; params?: unknown[] } | { queries: { query: string; params?: unknown[] }[] };
      if (!('queries' in sent)) return answer(200, await run(pool, sent));
      const client = await pool.connect();
      try {
        const isolation = request.headers['neon-batch-isolation-level'];
        await client.query(`begin${typeof isolation === 'string' ? ` isolation level ${isolation.replace(/([a-z])([A-Z])/g, '$1 $2')}` : ''}`);
        const results = [];
        for (const one of sent.queries) results.push(await run(client, one));
        await client.query('commit');
        return answer(200, { results });
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    } catch (error) {
      const e = error as Record<string, unknown> & { message?: string };
      if (typeof e.code !== 'string') return answer(500, { message: String(e.message ?? error) });
      return answer(400, Object.fromEntries([['message', e.message], ...ERROR_FIELDS.map((field) => [field, e[field]])]));
    }
  });

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (ws) => {
      counts.ws++;
      const tcp = connect({ host: target.host, port: target.port });
      tcp.on('data', (data) => ws.send(data));
      tcp.on('close', () => ws.close());
      tcp.on('error', () => ws.close());
      ws.on('message', (data) => tcp.write(data as Buffer));
      ws.on('close', () => tcp.end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    port,
    counts,
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...pools.values()].map((pool) => pool.end()));
    },
  };
}
