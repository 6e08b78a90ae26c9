#!/usr/bin/env node
// The Worker's startup CPU (docs/edge.md §Startup): `wrangler check startup` N times, each
// profile's CPU = the time of its samples that are not idle; prints the best and the median.
// `wrangler check startup` runs wrangler.toml's custom build first: what it profiles is the module
// wrangler uploads (scripts/build-worker.mjs: wrangler's bundle, then terser).
//
//   node scripts/startup-cpu.mjs [--runs 7] [--cwd <another checkout, for a baseline>]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const runs = Number(option('--runs', '7'));
const cwd = resolve(option('--cwd', resolve(import.meta.dirname, '..')));
const dir = mkdtempSync(join(tmpdir(), 'startup-cpu-'));

const cpuMs = (profile) => {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let micros = 0;
  profile.samples.forEach((node, i) => {
    if (!idle.has(node)) micros += profile.timeDeltas[i] ?? 0;
  });
  return micros / 1000;
};

const times = [];
for (let i = 0; i < runs; i++) {
  const outfile = join(dir, `startup-${i}.cpuprofile`);
  execFileSync('npx', ['wrangler', 'check', 'startup', '--outfile', outfile], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  times.push(cpuMs(JSON.parse(readFileSync(outfile, 'utf8'))));
}
times.sort((a, b) => a - b);
console.log(`${cwd}: startup CPU best ${times[0].toFixed(0)} ms, median ${times[Math.floor(times.length / 2)].toFixed(0)} ms (${runs} runs: ${times.map((t) => t.toFixed(0)).join(' ')})`);
