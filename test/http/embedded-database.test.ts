/**
 * The embedded database's start (src/db/node.ts, src/db/pglite-template.ts): a new database is
 * loaded from the migrated template, an existing ./data keeps its rows and gets the migrations
 * it lacks, and the template is rebuilt when the migrations change.
 *
 * Opening a database is seconds of CPU (PGlite is Postgres in WebAssembly), many more on a busy
 * machine: these tests get a generous bound (they must not depend on an idle machine, issue 22
 * item 20), and the older ./data is made once and kept (see `olderDataDir`).
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openPgliteClient } from '../../src/db/node.js';
import { pgliteTemplateFolder, templateKey } from '../../src/db/pglite-template.js';
import { journal, olderDataDir, olderMigrations } from '../support/older-migrations.js';
const dir = mkdtempSync(join(tmpdir(), 'sms-embedded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Loading from the template, or a whole initdb: bounded, never a race against the machine's load. */
const OPENING_MS = 180_000;

const applied = async (client: PGlite) => (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n;

describe('the embedded database at start', () => {
  it('a new in-memory database comes from the template with every migration recorded', async () => {
    const client = await openPgliteClient();
    try {
      expect(await applied(client)).toBe(journal.entries.length);
      expect((await client.query('select count(*)::int as n from users')).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  }, OPENING_MS);

  it('a new folder on disk is a copy of the template folder: migrated, empty, private, its own; a copy cut short is made again', async () => {
    const users = async (client: PGlite) => (await client.query<{ name: string }>('select name from users order by name')).rows.map((r) => r.name);
    const a = join(dir, 'new-a');
    mkdirSync(a); // as the server makes DATA_DIR before opening it
    const first = await openPgliteClient(a);
    try {
      expect(await applied(first)).toBe(journal.entries.length);
      expect(await users(first)).toEqual([]);
      await first.query(`insert into users (name) values ('A')`);
    } finally {
      await first.close();
    }
    expect(statSync(join(a, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(statSync(join(a, 'global')).mode & 0o777).toBe(0o700);

    // A copy cut short before its last file: no PG_VERSION, so the next start copies again.
    const b = join(dir, 'new-b');
    cpSync(await pgliteTemplateFolder(), b, { recursive: true, filter: (source) => !/(^|\/)(PG_VERSION|base)$/.test(source) });
    const second = await openPgliteClient(b);
    try {
      expect(await applied(second)).toBe(journal.entries.length);
      expect(await users(second)).toEqual([]); // nothing of A's: each folder is a copy
    } finally {
      await second.close();
    }
    const reopened = await openPgliteClient(a);
    try {
      expect(await users(reopened)).toEqual(['A']);
    } finally {
      await reopened.close();
    }
  }, OPENING_MS);

  it('a ./data made by an older version keeps its rows and gets the migrations it lacks', async () => {
    // "Older version": only the first migration, as the first release shipped it.
    const older = olderMigrations(join(dir, 'drizzle-older'), 1);
    const dataDir = join(dir, 'data');
    const first = await olderDataDir(dataDir, older);
    await first.query(`insert into users (name) values ('Old')`);
    expect(await applied(first)).toBe(1);
    await first.close();

    const reopened = await openPgliteClient(dataDir);
    try {
      expect(await applied(reopened)).toBe(journal.entries.length);
      expect((await reopened.query('select name from users')).rows).toEqual([{ name: 'Old' }]);
    } finally {
      await reopened.close();
    }
  }, OPENING_MS);

  it('the template is keyed by the migrations: a changed migration names a new one', () => {
    const copy = join(dir, 'drizzle-changed');
    cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    expect(templateKey(copy)).toBe(templateKey());
    appendFileSync(join(copy, `${journal.entries.at(-1)!.tag}.sql`), '\n-- a change\n');
    expect(templateKey(copy)).not.toBe(templateKey());
  });
});
