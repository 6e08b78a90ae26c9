/**
 * An NPC has no owner, held by the database itself (`characters_npc_no_owner_ck`, migration
 * 0012, docs/architecture.md §Data integrity): on PGlite and on the real server, the constraint
 * is there and refuses every write that would give an NPC an owner, and a store that already
 * holds such a row (imported before the archive refused them, or edited by hand) still migrates,
 * its NPC given back to the GM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLocked } from '../../src/db/migrate-lock.js';
import { type NodeDatabase, openPgliteClient, openPostgres } from '../../src/db/node.js';
import { rawRows } from '../../src/db/rows.js';
import { BACKENDS, postgresBackend } from '../support/backends.js';
import { journal, olderDataDir, olderMigrations } from '../support/older-migrations.js';

const CHECK = 'characters_npc_no_owner_ck';
/** The migration that adds it: every store at the one before it may hold an owned NPC. */
const ADDED_BY = journal.entries.findIndex((e) => e.tag === '0012_npc_no_owner');
/** Opening a database from scratch (initdb in WebAssembly) on a loaded 2-core machine: bounded, never raced. */
const OPENING_MS = 180_000;

/** The constraint a database error names, wherever the driver and Drizzle put it (an error's cause chain). */
function refusedBy(error: unknown): { code?: string; constraint?: string } {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.constraint) return { code: e.code, constraint: e.constraint };
  }
  throw error;
}

/** The rows every case needs: a player, a campaign, and one character of each kind. */
const SEED = `
  insert into users (id, name) values ('00000000-0000-4000-8000-000000000001', 'Pip''s player');
  insert into campaigns (id, name, ruleset, settings, invite_code)
    values ('00000000-0000-4000-8000-0000000000c1', 'The siege', 'SMS', '{}', 'npc-no-owner-invite');
  insert into characters (id, campaign_id, owner_id, name, kind, status, ruleset, race)
    values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 'Pip', 'PC', 'ACTIVE', 'SMS', 'HUMAN'),
           ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000c1', null, 'Grok', 'NPC', 'ACTIVE', 'SMS', 'HUMAN');`;
const PLAYER = '00000000-0000-4000-8000-000000000001';
const CAMPAIGN = '00000000-0000-4000-8000-0000000000c1';
const PIP = '00000000-0000-4000-8000-0000000000a1';
const GROK = '00000000-0000-4000-8000-0000000000a2';

describe.each(BACKENDS)('an NPC has no owner, on $name', (backend) => {
  let database: NodeDatabase;
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  beforeAll(async () => {
    if (backend.skipReason) return;
    database = await backend.open();
    for (const statement of SEED.split(';').filter((s) => s.trim())) await run(sql.raw(statement));
  }, OPENING_MS);
  afterAll(async () => database?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('the constraint is on characters, as src/db/schema.ts declares it', async () => {
    const rows = rawRows(
      await run(sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'characters'::regclass and contype = 'c' and conname = ${CHECK}`),
    );
    expect(rows).toEqual([{ conname: CHECK, def: `CHECK (((kind <> 'NPC'::text) OR (owner_id IS NULL)))` }]);
  });

  test('an NPC inserted with an owner is refused by the database (23514, the check named)', async () => {
    const error = await run(
      sql`insert into characters (campaign_id, owner_id, name, kind, status, ruleset) values (${CAMPAIGN}::uuid, ${PLAYER}::uuid, 'Masque', 'NPC', 'ACTIVE', 'SMS')`,
    ).catch((e: unknown) => e);
    expect(refusedBy(error)).toEqual({ code: '23514', constraint: CHECK });
    expect(rawRows(await run(sql`select count(*)::int as n from characters where name = 'Masque'`))).toEqual([{ n: 0 }]);
  });

  test('an NPC given an owner, or an owned PC made an NPC, is refused; the rows stay as they were', async () => {
    const owned = await run(sql`update characters set owner_id = ${PLAYER}::uuid where id = ${GROK}::uuid`).catch((e: unknown) => e);
    expect(refusedBy(owned)).toEqual({ code: '23514', constraint: CHECK });
    const turned = await run(sql`update characters set kind = 'NPC' where id = ${PIP}::uuid`).catch((e: unknown) => e);
    expect(refusedBy(turned)).toEqual({ code: '23514', constraint: CHECK });
    expect(rawRows(await run(sql`select name, kind, owner_id from characters order by name`))).toEqual([
      { name: 'Grok', kind: 'NPC', owner_id: null },
      { name: 'Pip', kind: 'PC', owner_id: PLAYER },
    ]);
  });

  test('what the app writes passes: a PC with or without an owner, an NPC without one, a PC made an NPC with its owner cleared', async () => {
    await run(sql`update characters set owner_id = null where id = ${PIP}::uuid`);
    await run(sql`update characters set owner_id = ${PLAYER}::uuid where id = ${PIP}::uuid`);
    await run(sql`insert into characters (campaign_id, owner_id, name, kind, status, ruleset) values (${CAMPAIGN}::uuid, null, 'Sentinelle', 'NPC', 'DRAFT', 'SMS')`);
    await run(sql`update characters set kind = 'NPC', owner_id = null where id = ${PIP}::uuid`);
    expect(rawRows(await run(sql`select name, kind, owner_id from characters order by name`))).toEqual([
      { name: 'Grok', kind: 'NPC', owner_id: null },
      { name: 'Pip', kind: 'NPC', owner_id: null },
      { name: 'Sentinelle', kind: 'NPC', owner_id: null },
    ]);
  });
});

/**
 * A store at the migration before the constraint, holding an NPC with an owner (and, beside it,
 * an owned PC and an unowned NPC), then started by this version: the start's own migration path
 * (openPgliteClient for ./data, openPostgres for a server) clears the NPC's owner first, then adds
 * the constraint, and touches nothing else.
 */
const OWNED_NPC = `update characters set owner_id = '${PLAYER}' where id = '${GROK}'`;
const AFTER = `select name, kind, owner_id, version from characters order by name`;
const expectMigrated = (rows: unknown[], checks: unknown[]) => {
  expect(rows).toEqual([
    // Given back to the GM, its version moved (a sheet read before must not be written back as is).
    { name: 'Grok', kind: 'NPC', owner_id: null, version: 2 },
    { name: 'Pip', kind: 'PC', owner_id: PLAYER, version: 1 },
  ]);
  expect(checks).toEqual([{ n: 1 }]);
};
const CHECKS = `select count(*)::int as n from pg_constraint where conname = '${CHECK}'`;

describe('a store holding an owned NPC migrates, on pglite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sms-npc-owner-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'the NPC loses its owner, the constraint is added, the rest is untouched',
    async () => {
      expect(ADDED_BY).toBeGreaterThan(0);
      const dataDir = join(dir, 'data');
      const older = await olderDataDir(dataDir, olderMigrations(join(dir, 'drizzle-older'), ADDED_BY));
      try {
        await older.exec(SEED);
        await older.query(OWNED_NPC);
        expect((await older.query(CHECKS)).rows).toEqual([{ n: 0 }]);
      } finally {
        await older.close();
      }
      const started = await openPgliteClient(dataDir);
      try {
        expectMigrated((await started.query(AFTER)).rows, (await started.query(CHECKS)).rows);
      } finally {
        await started.close();
      }
    },
    OPENING_MS,
  );
});

describe('a store holding an owned NPC migrates, on postgres', () => {
  const test = postgresBackend.skipReason ? it.skip : it;
  if (postgresBackend.skipReason) it.skip(`skipped: ${postgresBackend.skipReason}`, () => {});
  const dir = mkdtempSync(join(tmpdir(), 'sms-npc-owner-'));
  const dbName = `t_npc_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!postgresBackend.skipReason) await admin(`drop database if exists ${dbName} with (force)`);
  });

  test(
    'the NPC loses its owner, the constraint is added, the rest is untouched',
    async () => {
      expect(ADDED_BY).toBeGreaterThan(0);
      await admin(`create database ${dbName}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${dbName}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
      try {
        await migrateLocked(pool, olderMigrations(join(dir, 'drizzle-older'), ADDED_BY));
        await pool.query(SEED);
        await pool.query(OWNED_NPC);
        expect((await pool.query(CHECKS)).rows).toEqual([{ n: 0 }]);
      } finally {
        await pool.end();
      }
      const started = await openPostgres(url.toString());
      try {
        const rows = rawRows(await started.db.execute(sql.raw(AFTER)));
        expectMigrated(rows, rawRows(await started.db.execute(sql.raw(CHECKS))));
      } finally {
        await started.close();
      }
    },
    OPENING_MS,
  );
});
