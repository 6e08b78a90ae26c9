#!/usr/bin/env node
/**
 * `npm start`: the prebuilt server (scripts/build-node.mjs) and the table app (web/dist,
 * scripts/build-web.mjs), each rebuilt first if missing or if a source changed since its last
 * build, so an edit or a `git pull` is never served stale.
 */
import { pathToFileURL } from 'node:url';
import { ensureBuilt, SERVER } from './build-node.mjs';
import { ensureWebBuilt } from './build-web.mjs';

if (await ensureBuilt()) console.log('Sources changed since the last build: rebuilt build/node/server.js');
// WEB_DIR names a build of one's own: served as it is.
if (!process.env.WEB_DIR) {
  const web = await ensureWebBuilt();
  if (web === true) console.log('The table app was missing or older than web/: rebuilt web/dist');
  if (web === 'unavailable') console.log('The table app is missing or older than web/, and Vite is not installed (npm ci without --omit=dev) to rebuild it');
}
await import(pathToFileURL(SERVER).href);
