#!/usr/bin/env node
// The Worker's first event, measured from Node on the built module (same V8 as workerd, not the
// same isolate): the CPU of importing build/worker/worker-app.mjs (parsing, compiling and running
// its top level: zod schemas, Pothos types, tables), then of its first `{ __typename }` request
// (the schema's build) and of a second one. No database: the request reads none.
// bench/RESULTS.md §Startup.
//
//   node bench/first-event.mjs [worker-app.mjs] [--runs N]
//
// Each run is a fresh Node process (a module is imported once per process). Under load the CPU
// counted includes the time the thread was preempted: compare builds in alternation.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
const file = resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs') ?? 'build/worker/worker-app.mjs');

if (process.env.FIRST_EVENT_CHILD) {
  const cpuMs = (from) => {
    const used = process.cpuUsage(from);
    return (used.user + used.system) / 1000;
  };
  const request = () =>
    new Request('https://worker.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
  const ctx = { waitUntil() {}, passThroughOnException() {} };
  let from = process.cpuUsage();
  const worker = await import(pathToFileURL(file).href);
  const imported = cpuMs(from);
  const answered = [];
  for (let i = 0; i < 2; i++) {
    from = process.cpuUsage();
    const response = await worker.default.fetch(request(), {}, ctx);
    const body = await response.text();
    answered.push(cpuMs(from));
    if (!body.includes('"__typename":"Query"')) throw new Error(`unexpected answer: ${response.status} ${body}`);
  }
  console.log(JSON.stringify({ import: imported, first: answered[0], second: answered[1] }));
} else {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, [import.meta.filename, file], { env: { ...process.env, FIRST_EVENT_CHILD: '1' }, encoding: 'utf8' });
    const r = JSON.parse(out.trim().split('\n').at(-1));
    results.push(r);
    console.log(`import ${r.import.toFixed(0)} ms CPU, first { __typename } ${r.first.toFixed(0)} ms, second ${r.second.toFixed(1)} ms`);
  }
}
