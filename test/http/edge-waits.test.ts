/**
 * The Workers database handle (node-postgres, src/db/edge.ts) bounds its waits: with the
 * database frozen behind a proxy, a statement fails as DATABASE_UNAVAILABLE instead of hanging,
 * and so does getting a new connection. Run under Node (the same driver code workerd runs).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEdge } from '../../src/db/edge.js';
import { isDatabaseUnavailable } from '../../src/db/errors.js';
import type { NodeDatabase } from '../../src/db/node.js';
import { postgresBackend } from '../support/backends.js';
import { type PausableProxy, startPausableProxy } from '../support/tcp-proxy.js';

describe.skipIf(postgresBackend.skipReason)('Workers handle (node-postgres) with bounded waits', () => {
  let database: NodeDatabase & { url?: string };
  let tcp: PausableProxy;
  let url: URL;

  beforeAll(async () => {
    database = await postgresBackend.open();
    url = new URL(database.url!);
    tcp = await startPausableProxy({ host: '127.0.0.1', port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(tcp.port);
  });

  afterAll(async () => {
    await tcp?.close();
    await database?.close();
  });

  it('fails a statement to a frozen database as DATABASE_UNAVAILABLE, then works again', async () => {
    const waits = { connectMs: 1000, statementMs: 1000, idleInTransactionMs: 1000 };
    const { db, end } = openEdge(url.toString(), { waits });
    try {
      await db.execute(sql`select 1`);
      tcp.pause();
      const started = Date.now();
      const failure = await db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
      const fresh = openEdge(url.toString(), { waits });
      const connectFailure = await fresh.db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(connectFailure)).toBe(true);
      await fresh.end().catch(() => {});
    } finally {
      tcp.resume();
      await end().catch(() => {});
    }
    const after = openEdge(url.toString());
    try {
      expect(await after.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await after.end();
    }
  });

  it('queues the statements of one request on its one connection', async () => {
    let statements = 0;
    const { db, end } = openEdge(url.toString(), { onStatement: () => statements++ });
    try {
      const answers = await Promise.all([1, 2, 3, 4].map(() => db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)));
      const pids = answers.map((answer) => ((answer as unknown as { rows: { pid: number }[] }).rows[0]!.pid));
      expect(new Set(pids).size).toBe(1);
      expect(statements).toBe(4);
    } finally {
      await end();
    }
  });
});
