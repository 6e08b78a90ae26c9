#!/usr/bin/env node
/**
 * `npm start`: the prebuilt server (scripts/build-node.mjs), rebuilt first if a source changed
 * since the last build, so an edit or a `git pull` is never served stale.
 */
import { pathToFileURL } from 'node:url';
import { ensureBuilt, SERVER } from './build-node.mjs';

if (await ensureBuilt()) console.log('Sources changed since the last build: rebuilt build/node/server.js');
await import(pathToFileURL(SERVER).href);
