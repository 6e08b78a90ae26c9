/**
 * The Worker's Neon handle (src/db/neon.ts) also bounds its waits: with the database frozen
 * behind a proxy, a statement (over HTTP) and a transaction (over the WebSocket) fail as
 * DATABASE_UNAVAILABLE instead of hanging. Run under Node (the driver is the same code workerd
 * runs), through the local stand-in for Neon's endpoints (test/support/neon-local.ts).
 */
import { neonConfig } from '@neondatabase/serverless';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { isDatabaseUnavailable } from '../../src/db/errors.js';
import { openNeon } from '../../src/db/neon.js';
import type { NodeDatabase } from '../../src/db/node.js';
import { postgresBackend } from '../support/backends.js';
import { type NeonLocal, startNeonLocal } from '../support/neon-local.js';
import { type PausableProxy, startPausableProxy } from '../support/tcp-proxy.js';

describe.skipIf(postgresBackend.skipReason)('Neon handle with bounded waits', () => {
  let database: NodeDatabase & { url?: string };
  let tcp: PausableProxy;
  let neon: NeonLocal;

  beforeAll(async () => {
    neonConfig.webSocketConstructor = WebSocket;
    database = await postgresBackend.open();
    const target = new URL(database.url!);
    tcp = await startPausableProxy({ host: '127.0.0.1', port: Number(target.port || 5432) });
    // The stand-in next to the database, the freeze between them.
    neon = await startNeonLocal({ host: '127.0.0.1', port: tcp.port });
  });

  afterAll(async () => {
    await neon?.close();
    await tcp?.close();
    await database?.close();
  });

  it('fails a statement and a transaction to a frozen database as DATABASE_UNAVAILABLE, then works again', async () => {
    const url = new URL(database.url!);
    url.password = 'local';
    const waits = { connectMs: 1000, statementMs: 1000, idleInTransactionMs: 1000 };
    const { db, end } = openNeon(url.toString(), { local: neon.address, waits });
    try {
      await db.execute(sql`select 1`);
      tcp.pause();
      const failure = await db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // A transaction's new WebSocket connection waits no longer than the connect bound either.
      const connectFailure = await db.transaction((tx) => tx.execute(sql`select 1`)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(connectFailure)).toBe(true);
    } finally {
      tcp.resume();
      await end().catch(() => {});
    }
    const after = openNeon(url.toString(), { local: neon.address });
    try {
      expect(await after.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await after.end();
    }
  });
});
