#!/usr/bin/env node
/**
 * `npm run backup|restore|move|job:*`: a command-line tool from the prebuilt build/node
 * (scripts/build-node.mjs `CLIS`), rebuilt first if a source changed since the last build, as
 * `npm start` does for the server. Through tsx each tool spent ≈ 3 s of CPU loading the sources.
 *
 *   node scripts/run.mjs <tool> [its arguments…]
 */
import module from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLIS, ensureBuilt, OUT_DIR } from './build-node.mjs';

const tool = process.argv[2];
if (!tool || !Object.hasOwn(CLIS, tool)) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(CLIS).join('|')} [arguments…]`);
  process.exit(2);
}
// V8's compiled code kept between runs, as scripts/start.mjs does.
module.enableCompileCache?.(fileURLToPath(new URL('../node_modules/.cache/sms-rules-engine/compile', import.meta.url)));
if (await ensureBuilt()) console.error('Sources changed since the last build: rebuilt build/node');
// The tool reads its own arguments from process.argv[2] on, as when it was run alone.
const file = join(OUT_DIR, `${tool}.js`);
process.argv.splice(1, 2, file);
await import(pathToFileURL(file).href);
