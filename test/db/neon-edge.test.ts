/**
 * The Worker's handle on Neon without Hyperdrive (src/db/neon.ts, issue 40 item 8), on the real
 * @neondatabase/serverless code through the local stand-in for Neon's endpoints
 * (test/support/neon-local.ts): a statement outside a transaction is one HTTP request and opens
 * no connection; a transaction goes over one WebSocket and stays interactive; rows decode as
 * node-postgres decodes them; Postgres' errors keep their code and constraint; every statement
 * is seen by `onStatement`, inside transactions too.
 */
import { neonConfig } from '@neondatabase/serverless';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { isUniqueViolation, pgConstraint } from '../../src/db/errors.js';
import { openNeon } from '../../src/db/neon.js';
import type { NodeDatabase } from '../../src/db/node.js';
import { users } from '../../src/db/schema.js';
import { postgresBackend } from '../support/backends.js';
import { type NeonLocal, startNeonLocal } from '../support/neon-local.js';

describe.skipIf(postgresBackend.skipReason)('Neon handle: HTTP for statements, WebSocket for transactions', () => {
  let database: NodeDatabase & { url?: string };
  let neon: NeonLocal;
  let url: string;

  beforeAll(async () => {
    neonConfig.webSocketConstructor = WebSocket;
    database = await postgresBackend.open();
    const target = new URL(database.url!);
    neon = await startNeonLocal({ host: '127.0.0.1', port: Number(target.port || 5432) });
    target.password = 'local';
    url = target.toString();
  });

  afterAll(async () => {
    await neon?.close();
    await database?.close();
  });

  it('a statement is one HTTP request, no connection; rows as node-postgres gives them', async () => {
    const [user] = await database.db.insert(users).values({ name: 'Ada', recoveryCodesSavedAt: new Date('2026-01-02T03:04:05.678Z') }).returning();
    const seen: string[] = [];
    const { db, end } = openNeon(url, { local: neon.address, onStatement: (text) => seen.push(text) });
    const before = { ...neon.counts };
    try {
      const viaNeon = await db.select().from(users).where(eq(users.id, user!.id));
      const viaPg = await database.db.select().from(users).where(eq(users.id, user!.id));
      expect(viaNeon).toEqual(viaPg);
      expect(viaNeon[0]!.createdAt).toBeInstanceOf(Date);
      const { rows } = (await db.execute(sql`select '{1,2}'::int[] as a, '{"k":1}'::jsonb as j, null::text as n, 2::bigint as b`)) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ a: [1, 2], j: { k: 1 }, n: null, b: '2' }]);
    } finally {
      await end();
    }
    expect(neon.counts.http - before.http).toBe(2);
    expect(neon.counts.ws - before.ws).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it('a transaction is interactive over one WebSocket, its statements seen; a rollback leaves nothing', async () => {
    const seen: string[] = [];
    const { db, end } = openNeon(url, { local: neon.address, onStatement: (text) => seen.push(text) });
    const before = { ...neon.counts };
    try {
      const name = await db.transaction(async (tx) => {
        const [made] = await tx.insert(users).values({ name: 'Grace' }).returning();
        // The next statement uses the first one's answer: no batch could send both at once.
        const [read] = await tx.select({ name: users.name }).from(users).where(eq(users.id, made!.id));
        return read!.name;
      });
      expect(name).toBe('Grace');
      await db
        .transaction(async (tx) => {
          await tx.insert(users).values({ name: 'Rolled back' });
          throw new Error('undo');
        })
        .catch(() => {});
      const left = await db.select().from(users).where(eq(users.name, 'Rolled back'));
      expect(left).toEqual([]);
    } finally {
      await end();
    }
    expect(neon.counts.ws - before.ws).toBe(1); // one connection, reused by the second transaction
    expect(seen.filter((text) => /^begin/i.test(text))).toHaveLength(2);
    expect(seen.some((text) => /^insert into "users"/.test(text))).toBe(true);
  });

  it("Postgres' errors over HTTP keep their code and constraint", async () => {
    const { db, end } = openNeon(url, { local: neon.address });
    try {
      await db.execute(sql`create table neon_unique (k int constraint neon_unique_k primary key)`);
      await db.execute(sql`insert into neon_unique values (1)`);
      const error = await db.execute(sql`insert into neon_unique values (1)`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error)).toBe(true);
      expect(pgConstraint(error)).toBe('neon_unique_k');
    } finally {
      await end();
    }
  });
});
