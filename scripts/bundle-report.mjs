#!/usr/bin/env node
// Where the Worker's bytes are (docs/edge.md, §Bundle): builds the module wrangler uploads
// (scripts/build-worker.mjs: wrangler's minified bundle, then terser, with a source map through
// both), then, for each package and each src folder, the gzip it costs at the margin:
// gzip(bundle) − gzip(bundle without its bytes). Marginal, because gzip shares strings across
// parts: the sum of the parts is not the whole.
//
//   node scripts/bundle-report.mjs [--top 30] [--no-build] [--outdir <dir>] [--files <group>]
//
// --no-build reads build/worker as it is (or --outdir, a folder with a .js and its .js.map);
// --files <group> (e.g. `src/graphql` or `zod`) lists that group's files instead.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWorker, WORKER_DIR } from './build-worker.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const top = Number(option('--top', '30'));
const filesOf = option('--files', null);
const root = resolve(import.meta.dirname, '..');

const outdir = resolve(option('--outdir', WORKER_DIR));
if (!args.includes('--no-build')) await buildWorker({ dev: false });
// The module with a source map: the Worker's (worker-app.mjs); the entry beside it is a few lines.
const script = readdirSync(outdir).find((name) => /\.m?js$/.test(name) && existsSync(join(outdir, `${name}.map`)));
const code = readFileSync(join(outdir, script));
const map = JSON.parse(readFileSync(join(outdir, `${script}.map`), 'utf8'));

// Source map "mappings": base64 VLQ, one group per generated line, segments by ';' and ','.
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Int8Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) digit[B64.charCodeAt(i)] = i;

// owner[i] = index of the source the byte i of the bundle came from, -1 for glue.
const owner = new Int32Array(code.length).fill(-1);
const lineStarts = [0];
for (let i = 0; i < code.length; i++) if (code[i] === 10) lineStarts.push(i + 1);
// Columns are UTF-16 units; the bundle is ASCII but for a few strings: close enough, measured by bytes.
{
  const text = map.mappings;
  let line = 0;
  let source = 0;
  let prev = null; // [line, col, source]
  let pos = 0;
  let col = 0;
  const mark = (toLine, toCol) => {
    if (!prev) return;
    const from = lineStarts[prev[0]] + prev[1];
    const to = toLine === prev[0] ? lineStarts[toLine] + toCol : (lineStarts[prev[0] + 1] ?? code.length);
    owner.fill(prev[2], from, Math.min(to, code.length));
  };
  while (pos < text.length) {
    const c = text[pos];
    if (c === ';') {
      line++;
      col = 0;
      pos++;
      continue;
    }
    if (c === ',') {
      pos++;
      continue;
    }
    const fields = [];
    while (pos < text.length && text[pos] !== ',' && text[pos] !== ';') {
      let value = 0;
      let shift = 0;
      let more = true;
      while (more) {
        const d = digit[text.charCodeAt(pos++)];
        more = (d & 32) !== 0;
        value += (d & 31) << shift;
        shift += 5;
      }
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    }
    col += fields[0];
    mark(line, col);
    if (fields.length >= 4) {
      source += fields[1];
      prev = [line, col, source];
    } else prev = null;
  }
  mark(lineStarts.length, 0);
}

// A source's group: the package (scope included) for node_modules, the folder for src/.
const groupOf = (path) => {
  const file = relative(root, resolve(outdir, map.sourceRoot ?? '', path)).replaceAll('\\', '/');
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = file.slice(nm + 'node_modules/'.length).split('/');
    // drizzle-orm ships source maps to its TypeScript (`../src/…`), outside its own folder.
    if (parts[0] === 'src') return { group: 'drizzle-orm', file };
    return { group: parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0], file };
  }
  const parts = file.split('/');
  return { group: parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}` : parts.length > 1 ? `${parts[0]}/*` : file, file };
};
const sources = map.sources.map(groupOf);

const byKey = new Map();
for (let i = 0; i < code.length; i++) {
  const o = owner[i];
  if (o < 0) continue;
  const { group, file } = sources[o];
  const key = filesOf ? (group === filesOf ? file : null) : group;
  if (key === null) continue;
  let entry = byKey.get(key);
  if (!entry) {
    entry = { key, sources: new Set(), bytes: 0 };
    byKey.set(key, entry);
  }
  entry.sources.add(o);
  entry.bytes++;
}

const gzip = (buffer) => gzipSync(buffer).length;
const whole = gzip(code);
const without = (set) => {
  const kept = Buffer.allocUnsafe(code.length);
  let n = 0;
  for (let i = 0; i < code.length; i++) if (!set.has(owner[i])) kept[n++] = code[i];
  return gzip(kept.subarray(0, n));
};
const rows = [...byKey.values()].map((e) => ({ ...e, marginal: whole - without(e.sources) }));
rows.sort((a, b) => b.marginal - a.marginal);

const kib = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`${script}: ${kib(code.length)} KiB minified, ${kib(whole)} KiB gzip (wrangler's figure adds the entry module's few hundred bytes)`);
console.log(`${'marginal gzip'.padStart(14)} ${'minified'.padStart(9)}  ${filesOf ? 'file' : 'part'}`);
for (const row of rows.slice(0, top)) console.log(`${kib(row.marginal)} KiB ${kib(row.bytes)} KiB  ${row.key}`);
if (rows.length > top) console.log(`… ${rows.length - top} more (--top N)`);
