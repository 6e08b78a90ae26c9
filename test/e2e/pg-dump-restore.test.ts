/**
 * On a Postgres server, backups are pg_dump's (docs/backups.md): a database dumped with
 * `pg_dump -Fc` and restored with `pg_restore` into a new database serves the same screens —
 * the GM's, the player's, both roll exports and every chain verdict — field by field.
 * Throwaway databases on TEST_DATABASE_URL's server, dropped after.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { systemClock } from '../../src/primitives/clock.js';
import { type NodeDatabase, openPostgres } from '../../src/db/node.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import { cryptoRng } from '../../src/rules/dice.js';
import { buildTable, type Gql, screens } from '../support/campaign-fixture.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';

const realUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const names = [`bk_orig_${suffix}`, `bk_restored_${suffix}`];
const dir = mkdtempSync(join(tmpdir(), 'sms-pgdump-'));
const opened: NodeDatabase[] = [];

function urlOf(name: string): string {
  const url = new URL(realUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: realUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The app on one database, through `yoga.fetch`: the same resolvers a server runs. */
async function appOn(url: string): Promise<Gql> {
  const database = await openPostgres(url, undefined, 4);
  opened.push(database);
  const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => database.db, rng: cryptoRng(), clock: systemClock, signUpLimiter: () => inProcessLimiter({ limit: 1000, windowMs: 60_000, clock: systemClock }) });
  return async (query, variables, apiKey) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: any; errors?: unknown[] };
  };
}

afterAll(async () => {
  for (const database of opened) await database.close();
  if (realUrl) for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!realUrl)('pg_dump / pg_restore of a Postgres server (docs/backups.md)', () => {
  it('a restored database serves the same screens, field by field', async () => {
    await admin(`create database ${names[0]}`);
    const original = await appOn(urlOf(names[0]!));
    const table = await buildTable(original);
    const before = await screens(original, table);
    expect(before.chains.every((c) => c.verifyRollChain.valid && c.verifyRollChain.length > 0)).toBe(true);

    // The commands docs/backups.md gives, as given.
    const file = join(dir, 'campaigns.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', file, urlOf(names[0]!)]);
    await admin(`create database ${names[1]}`);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', urlOf(names[1]!), file]);

    const restored = await appOn(urlOf(names[1]!));
    expect(await screens(restored, table)).toEqual(before);
    // And it takes writes: the outbox sequence and the chains go on where they stopped.
    const more = await restored(`mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename } }`, { input: { characterId: table.characterIds[0], difficulty: 6 } }, table.gmKey);
    expect(more.data.requestAction.__typename).toBe('ActionRequestPayload');
  }, 120_000);
});
