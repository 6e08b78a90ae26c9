/**
 * The edge proxy counts statements from the Postgres protocol (the edge benches read the Worker's
 * statements there, where no driver hook reaches): one per simple query and one per extended
 * query's Sync, however the stream is cut into chunks; and, on the real server, exactly what
 * node-postgres sent.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEdgeProxy, statementCounter } from '../support/edge-proxy.js';

/** A frontend message: type, length (itself included), body. */
const message = (type: string, body: Buffer) => {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
};
const startup = () => {
  const body = Buffer.from('user\0bench\0\0', 'latin1');
  const head = Buffer.alloc(8);
  head.writeInt32BE(body.length + 8, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, body]);
};
const sslRequest = () => {
  const b = Buffer.alloc(8);
  b.writeInt32BE(8, 0);
  b.writeInt32BE(80877103, 4);
  return b;
};
const text = (s: string) => Buffer.from(`${s}\0`, 'latin1');

describe('the edge proxy’s statement count', () => {
  // An SSL request refused, the startup, a password, a simple query (1), an extended query
  // (Parse, Bind, Describe, Execute, Sync: 1) whose text holds 'Q' and 'S' bytes, then Terminate.
  const stream = Buffer.concat([
    sslRequest(),
    startup(),
    message('p', text('secret')),
    message('Q', text('begin')),
    message('P', Buffer.concat([text(''), text('select $1 as "QS"'), Buffer.from([0, 0])])),
    message('B', Buffer.from('\0\0\0\0\0\0\0\0', 'latin1')),
    message('D', text('P')),
    message('E', Buffer.from('\0\0\0\0\0', 'latin1')),
    message('S', Buffer.alloc(0)),
    message('X', Buffer.alloc(0)),
  ]);

  it('counts 2 in one chunk and at every cut into two chunks', () => {
    for (let cut = 0; cut <= stream.length; cut++) {
      let n = 0;
      const feed = statementCounter(() => n++);
      feed(stream.subarray(0, cut));
      feed(stream.subarray(cut));
      expect(n, `cut at ${cut}`).toBe(2);
    }
  });

  it('counts 2 byte by byte', () => {
    let n = 0;
    const feed = statementCounter(() => n++);
    for (const byte of stream) feed(Buffer.from([byte]));
    expect(n).toBe(2);
  });

  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)('counts what node-postgres sends to the real server: simple, extended, a transaction', async () => {
    const target = new URL(url!);
    const proxy = await startEdgeProxy({ host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname, port: Number(target.port || 5432) });
    const far = new URL(url!);
    far.hostname = '127.0.0.1';
    far.port = String(proxy.port);
    const client = new pg.Client({ connectionString: far.toString() });
    try {
      await client.connect();
      const before = proxy.statements;
      await client.query('select 1');
      await client.query('select $1::int as n', [1]);
      await client.query('begin');
      await client.query('select $1::text as s', ['QS']);
      await client.query('commit');
      expect(proxy.statements - before).toBe(5);
    } finally {
      await client.end();
      await proxy.close();
    }
  });
});
