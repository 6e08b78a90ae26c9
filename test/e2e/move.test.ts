/**
 * Moving up (docs/backups.md): a table with both games' data built through the API of a server
 * on the embedded database, `npm run move -- --to <url>` (scripts/move.ts) into a throwaway
 * database of TEST_DATABASE_URL's server, and a server started on that database serves the same
 * GM screen, player screen, roll exports and chain verdicts, field by field (the ids travel as
 * they are). Refused while a server holds the folder and into a non-empty target; kill -9 in the
 * middle of the copy leaves the target empty, and a rerun completes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLL_KEY_FILE } from '../../src/db/roll-key-file.js';
import { buildTable, httpGql, screens } from '../support/campaign-fixture.js';
import { killGroup, printedPort, type Started, startProcess, waitForHttp } from '../support/processes.js';

const START_MS = 180_000;
const realUrl = process.env.TEST_DATABASE_URL;
const dbName = `move_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const dir = mkdtempSync(join(tmpdir(), 'sms-move-e2e-'));
const env = { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0', LIVE_POLL_MS: '0' };
const started: Started[] = [];

function targetUrl(): string {
  const url = new URL(realUrl!);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function on<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function exited(p: Started): Promise<number | null> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve(p.child.exitCode);
  return new Promise((done) => p.child.once('exit', (code) => done(code)));
}

function move(args: string[]): Started {
  const p = startProcess('node', ['scripts/run.mjs', 'move', '--to', targetUrl(), ...args], env);
  started.push(p);
  return p;
}

async function server(extra: Record<string, string>): Promise<{ process: Started; base: string }> {
  const p = startProcess('node', ['scripts/start.mjs'], { ...env, ...extra, PORT: '0' });
  started.push(p);
  const base = `http://127.0.0.1:${await printedPort(p, START_MS)}`;
  await waitForHttp(`${base}/healthz`, p, START_MS);
  return { process: p, base };
}

/** Rows in every public table of the target, from a connection of its own (what is committed). */
async function targetRows(): Promise<number> {
  return on(targetUrl(), async (c) => {
    const { rows } = await c.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`);
    let total = 0;
    for (const { name } of rows) total += Number((await c.query(`select count(*)::int as n from "${name}"`)).rows[0].n);
    return total;
  });
}

afterAll(async () => {
  for (const s of started) await s.stop();
  if (realUrl) await on(realUrl, (c) => c.query(`drop database if exists ${dbName} with (force)`));
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!realUrl)('npm run move: the embedded database to a Postgres server', () => {
  it('the server on the target serves the same screens; refusals; kill -9 mid-copy then a rerun', async () => {
    const embedded = await server({});
    const gql = httpGql(embedded.base);
    const table = await buildTable(gql);
    const before = await screens(gql, table);
    expect(before.chains.every((c) => c.verifyRollChain.valid && c.verifyRollChain.length > 0)).toBe(true);
    await on(realUrl!, (c) => c.query(`create database ${dbName}`));

    const whileServing = move([]);
    expect(await exited(whileServing)).not.toBe(0);
    expect(whileServing.output()).toContain('is in use by another process');
    await embedded.process.stop();

    // One row per batch: slow enough to be killed while its transaction is open on the target.
    const killed = move(['--batch', '1']);
    const deadline = Date.now() + START_MS;
    for (;;) {
      if (killed.child.exitCode !== null) throw new Error(`the move ended before it could be killed:\n${killed.output()}`);
      if (Date.now() > deadline) throw new Error(`the move never started copying:\n${killed.output()}`);
      const copying = await on(realUrl!, (c) =>
        c.query(`select 1 from pg_stat_activity where datname = $1 and xact_start is not null and query ilike 'insert into%'`, [dbName]).then((r) => (r.rowCount ?? 0) > 0),
      );
      if (copying) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await killGroup(killed);
    expect(await targetRows()).toBe(0);

    const moved = move([]);
    expect(await exited(moved), moved.output()).toBe(0);
    expect(moved.output()).toContain('row counts equal on both sides');
    expect(moved.output()).toMatch(/Roll chains: 2 walked on both sides, the same verdicts; 2 valid\./);

    const again = move([]);
    expect(await exited(again)).toBe(1);
    expect(again.output()).toContain('The target database already holds data');

    // The folder's own roll-log key goes with it, as the move says (issue 38 item 7).
    expect(moved.output()).toContain(ROLL_KEY_FILE);
    const hosted = await server({ DATABASE_URL: targetUrl(), ROLL_LOG_KEYS: readFileSync(join(env.DATA_DIR, ROLL_KEY_FILE), 'utf8').trim() });
    const hostedGql = httpGql(hosted.base);
    expect(await screens(hostedGql, table)).toEqual(before);
    // It goes on: a new roll (a new outbox row from the identity sequence, the next chain entry).
    const roll = await hostedGql(
      `mutation($c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, moduleIds: $m, difficulty: 8 }) { __typename } }`,
      { c: table.characterIds[0], m: table.moduleIds },
      table.gmKey,
    );
    expect(roll.data.resolveAction.__typename).toBe('ResolveActionPayload');
    const chain = await hostedGql(`query($id: ID!) { verifyRollChain(characterId: $id) { valid length } }`, { id: table.characterIds[0] }, table.gmKey);
    expect(chain.data.verifyRollChain).toEqual({ valid: true, length: before.chains[0]!.verifyRollChain.length + 1 });
  }, 6 * START_MS);
});
