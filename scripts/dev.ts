/**
 * `npm run dev`: the Worker in workerd (`wrangler dev`) with nothing to set up.
 * - By default on the embedded database, the same ./data (DATA_DIR) `npm start` uses, created
 *   and migrated here; the Worker reaches it over TCP through a bridge that serves each
 *   connection from PGlite (scripts/dev-database.ts). Not while `npm start` runs on the same
 *   folder: PGlite cannot be shared between processes, so the second to open it refuses.
 * - With DATABASE_URL (the environment or .dev.vars): that server, migrated here first, which
 *   the Worker reaches directly (node-postgres over workerd's TCP sockets, src/db/edge.ts).
 * Arguments go to `wrangler dev` (`npm run dev -- --port 8788`). Ctrl-C stops everything.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { DataDirLocked } from '../src/db/data-dir-lock.js';
import { openPgliteClient, openPostgres } from '../src/db/node.js';
import { type Listening, startPgliteBridge } from './dev-database.js';

/** DATABASE_URL from the environment, else from .dev.vars (where wrangler reads its secrets). */
function databaseUrl(): string | undefined {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!existsSync('.dev.vars')) return undefined;
  const line = readFileSync('.dev.vars', 'utf8')
    .split('\n')
    .find((l) => /^\s*DATABASE_URL\s*=/.test(l));
  return line?.replace(/^\s*DATABASE_URL\s*=\s*/, '').replace(/^["']|["']\s*$/g, '').trim() || undefined;
}

async function main() {
  // wrangler serves the table app's build as assets and refuses to start without it (npm ci builds it).
  if (!existsSync('web/dist')) execFileSync('npm', ['run', 'web:build'], { stdio: 'inherit' });
  const url = databaseUrl();
  let embedded: PGlite | null = null;
  let bridge: Listening | null = null;
  let workerUrl: string;
  if (url) {
    console.log('Worker database: DATABASE_URL (applying migrations)');
    await (await openPostgres(url, undefined, 1)).close();
    workerUrl = url;
  } else {
    const dataDir = resolve(process.env.DATA_DIR ?? './data');
    console.log(`Worker database: the embedded one in ${dataDir}`);
    mkdirSync(dataDir, { recursive: true });
    embedded = await openPgliteClient(dataDir);
    bridge = await startPgliteBridge(embedded);
    workerUrl = `postgres://postgres@${bridge.address}/postgres`;
  }
  const vars = ['--var', `DATABASE_URL:${workerUrl}`];
  const wrangler = spawn(resolve('node_modules/.bin/wrangler'), ['dev', '--bundle', ...vars, ...process.argv.slice(2)], { stdio: 'inherit' });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await bridge?.close();
    await embedded?.close();
    process.exit(code);
  };
  // Ctrl-C reaches wrangler too (same terminal); a SIGTERM is passed on. Either way wrangler
  // exits, and then the bridge and the database close.
  const passOn = (signal: NodeJS.Signals) => () => {
    if (wrangler.exitCode === null) wrangler.kill(signal);
  };
  process.on('SIGINT', passOn('SIGINT'));
  process.on('SIGTERM', passOn('SIGTERM'));
  wrangler.on('exit', (code) => void stop(code ?? 0));
  wrangler.on('error', (error) => {
    console.error('Could not start wrangler:', error);
    void stop(1);
  });
}

main().catch((error) => {
  console.error('npm run dev failed to start:', error instanceof DataDirLocked ? error.message : error);
  process.exit(1);
});
