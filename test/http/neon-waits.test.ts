/**
 * The Workers database handle (Neon driver, src/db/neon.ts) also bounds its waits: with the
 * database frozen behind a proxy, a statement fails as DATABASE_UNAVAILABLE instead of hanging.
 * Run under Node (the driver is the same code workerd runs), over the WebSocket-to-TCP proxy
 * Neon's endpoint stands in for.
 */
import { neonConfig } from '@neondatabase/serverless';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { isDatabaseUnavailable } from '../../src/db/errors.js';
import { openNeon } from '../../src/db/neon.js';
import type { NodeDatabase } from '../../src/db/node.js';
import { postgresBackend } from '../support/backends.js';
import { type PausableProxy, startPausableProxy } from '../support/tcp-proxy.js';
import { startWsProxy } from '../support/ws-proxy.js';

describe.skipIf(postgresBackend.skipReason)('Neon handle with bounded waits', () => {
  let database: NodeDatabase & { url?: string };
  let tcp: PausableProxy;
  let ws: Awaited<ReturnType<typeof startWsProxy>>;

  beforeAll(async () => {
    neonConfig.webSocketConstructor = WebSocket;
    database = await postgresBackend.open();
    const target = new URL(database.url!);
    tcp = await startPausableProxy({ host: '127.0.0.1', port: Number(target.port || 5432) });
    ws = await startWsProxy();
  });

  afterAll(async () => {
    await ws?.close();
    await tcp?.close();
    await database?.close();
  });

  it('fails a statement to a frozen database as DATABASE_UNAVAILABLE, then works again', async () => {
    const url = new URL(database.url!);
    url.hostname = '127.0.0.1';
    url.port = String(tcp.port);
    const waits = { connectMs: 1000, statementMs: 1000, idleInTransactionMs: 1000 };
    const { db, pool } = openNeon(url.toString(), { wsProxy: `127.0.0.1:${ws.port}`, waits });
    try {
      await db.execute(sql`select 1`);
      tcp.pause();
      const failure = await db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // New connections wait no longer than the connect bound either.
      const { db: fresh, pool: freshPool } = openNeon(url.toString(), { wsProxy: `127.0.0.1:${ws.port}`, waits });
      const connectFailure = await fresh.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(connectFailure)).toBe(true);
      await freshPool.end().catch(() => {});
    } finally {
      tcp.resume();
      await pool.end().catch(() => {});
    }
    const { db: after, pool: afterPool } = openNeon(url.toString(), { wsProxy: `127.0.0.1:${ws.port}` });
    try {
      expect(await after.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await afterPool.end();
    }
  });
});
