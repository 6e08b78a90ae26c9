#!/usr/bin/env node
/**
 * `npm start`: the prebuilt server (scripts/build-node.mjs) and the table app (web/dist,
 * scripts/build-web.mjs), each rebuilt first if missing or if a source changed since its last
 * build, so an edit or a `git pull` is never served stale.
 */
import module from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt, SERVER } from './build-node.mjs';
import { ensureWebBuilt } from './build-web.mjs';

// V8's compiled code for the server's 3 MB bundle kept on disk between starts (Node ≥ 22.1):
// compiling it was a quarter of a later start. Node checks each entry against its source, so
// a rebuild is compiled afresh. NODE_DISABLE_COMPILE_CACHE=1 turns it off (to compare).
module.enableCompileCache?.(fileURLToPath(new URL('../node_modules/.cache/sms-rules-engine/compile', import.meta.url)));

if (await ensureBuilt()) console.log('Sources changed since the last build: rebuilt build/node/server.js');
// WEB_DIR names a build of one's own: served as it is.
if (!process.env.WEB_DIR) {
  const web = await ensureWebBuilt();
  if (web === true) console.log('The table app was missing or older than web/: rebuilt web/dist');
  if (web === 'unavailable') console.log('The table app is missing or older than web/, and Vite is not installed (npm ci without --omit=dev) to rebuild it');
}
await import(pathToFileURL(SERVER).href);
