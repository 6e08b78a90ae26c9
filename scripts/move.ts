/**
 * `npm run move -- --to $DATABASE_URL [--replace] [--batch N]`: the embedded database in
 * DATA_DIR (./data) copied to a Postgres server (docs/backups.md "Moving up"). The target's
 * schema is migrated first (drizzle/, as `npm run db:migrate`); every table is copied in one
 * transaction (src/db/move.ts); then the row counts are compared and every character's roll
 * chain is verified on both sides with ROLL_LOG_KEYS — the same verdicts, or the move says so.
 * The server must be stopped (the folder is one process's); the folder is left as it was.
 */
import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrationLevel } from '../src/db/backup.js';
import type { Queryable } from '../src/db/client.js';
import { DataDirLocked } from '../src/db/data-dir-lock.js';
import { copyDatabase, TargetNotEmpty } from '../src/db/move.js';
import { MIGRATIONS_FOLDER, openPgliteClient } from '../src/db/node.js';
import { parseRollKeys } from '../src/db/roll-keys.js';
import { dataDirRollKeys, ROLL_KEY_FILE } from '../src/db/roll-key-file.js';
import { verifyRollChain } from '../src/db/rolls.js';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<number> {
  const to = option('--to');
  if (!to || to.startsWith('-')) {
    console.error('usage: npm run move -- --to postgres://… [--replace] [--batch 1000]   (from DATA_DIR, ./data by default; stop the server first)');
    return 2;
  }
  const batchRows = Number(option('--batch') ?? 1000);
  if (!Number.isInteger(batchRows) || batchRows < 1) {
    console.error('--batch: a whole number of rows, at least 1');
    return 2;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  // The keys the folder's server signed with: ROLL_LOG_KEYS, or the folder's own (src/db/roll-key-file.ts).
  const keys = process.env.ROLL_LOG_KEYS?.trim() ? parseRollKeys(process.env.ROLL_LOG_KEYS) : dataDirRollKeys(dataDir);
  console.log(`Opening the embedded database in ${dataDir}…`);
  const source = await openPgliteClient(dataDir);
  const target = new pg.Client({ connectionString: to });
  try {
    await target.connect();
    console.log('Migrating the target…');
    await migratePg(drizzlePg(target), { migrationsFolder: MIGRATIONS_FOLDER });
    const [from, into] = [await migrationLevel(source), (await target.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations')).rows[0]?.count];
    if (from.count !== into) throw new Error(`the source is at migration ${from.count}, the target at ${into}: both should be this version's`);

    const bar = new cliProgress.SingleBar(
      { format: 'move [{bar}] {percentage}% | {value}/{total} rows | {table}', noTTYOutput: !process.stderr.isTTY, notTTYSchedule: 2000, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    const report = await copyDatabase(source, target, {
      replace: process.argv.includes('--replace'),
      batchRows,
      onProgress: (p) => {
        if (!started) bar.start(p.allTotal, 0, { table: p.table });
        started = true;
        bar.update(p.allCopied, { table: p.table });
      },
    }).finally(() => started && bar.stop());
    for (const t of report.tables) console.log(`  ${t.name.padEnd(24)} ${String(t.rows).padStart(8)} rows`);
    console.log(`Copied ${report.rows} rows in ${(report.ms / 1000).toFixed(1)} s; row counts equal on both sides.`);

    // The chains, walked on both sides: a move must not change a single verdict.
    const sourceDb = drizzlePglite(source) as unknown as Queryable;
    const targetDb = drizzlePg(target) as unknown as Queryable;
    const { rows: chained } = await source.query<{ id: string }>('select distinct character_id::text as id from rolls order by 1');
    let valid = 0;
    for (const { id } of chained) {
      const [before, after] = [await verifyRollChain(sourceDb, id, { keys }), await verifyRollChain(targetDb, id, { keys })];
      if (JSON.stringify(before) !== JSON.stringify(after)) throw new Error(`character ${id}: its roll chain verifies differently after the move (${JSON.stringify(before)} → ${JSON.stringify(after)})`);
      if (after.valid) valid++;
    }
    console.log(`Roll chains: ${chained.length} walked on both sides, the same verdicts; ${valid} valid${valid < chained.length ? `, ${chained.length - valid} were already broken (or signed with a key ROLL_LOG_KEYS lacks) before the move` : ''}.`);
    const keyHint = process.env.ROLL_LOG_KEYS?.trim() ? 'the same ROLL_LOG_KEYS' : `ROLL_LOG_KEYS set to the line of ${resolve(dataDir, ROLL_KEY_FILE)}, the folder's own key: keep it secret`;
    console.log(`Done. Start the server on it: DATABASE_URL=… npm start (with ${keyHint}). ${dataDir} is left as it was.`);
    return 0;
  } finally {
    await target.end().catch(() => undefined);
    await source.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof DataDirLocked || error instanceof TargetNotEmpty) console.error(`Refused: ${error.message}`);
    else console.error(`move failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
