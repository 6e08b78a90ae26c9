#!/usr/bin/env node
/**
 * How long `npm start` takes to serve GraphQL: from the spawn to the first successful
 * POST /graphql `{ __typename }`. Runs a first start on an empty data folder, then later starts
 * on the folder that start created, each in a fresh process. Beside each wall time, the CPU the
 * start's processes used until that answer (Linux: their /proc entries, user + system): on a
 * machine shared with other work the wall time grows with the load, the CPU much less.
 *
 *   node scripts/time-start.mjs [runs=3] [-- command args…]   (default command: npm start)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dash = process.argv.indexOf('--');
const runs = Number(process.argv[2] && process.argv[2] !== '--' ? process.argv[2] : 3);
const command = dash > 0 ? process.argv.slice(dash + 1) : ['npm', 'start'];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** CPU ms (user + system) used so far by the processes of group `pgid` (the start and its children); null off Linux. */
function groupCpuMs(pgid) {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        // fields[2] is the process group; [11], [12] its user and system time in ticks (USER_HZ 100).
        if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {}
    }
  } catch {
    return null;
  }
  return ticks * 10;
}

async function timeOneStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`no answer in 120 s:\n${output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        if (res.ok && (await res.json()).data?.__typename === 'Query') return { ms: performance.now() - started, cpuMs: groupCpuMs(child.pid) };
      } catch {}
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    await exited;
  }
}

const dataDir = join(mkdtempSync(join(tmpdir(), 'sms-start-')), 'data');
try {
  const first = await timeOneStart(dataDir);
  const later = [];
  for (let i = 0; i < runs; i++) later.push(await timeOneStart(dataDir));
  const s = ({ ms, cpuMs }) => `${(ms / 1000).toFixed(2)} s${cpuMs === null ? '' : ` (CPU ${(cpuMs / 1000).toFixed(2)} s)`}`;
  console.log(`${command.join(' ')}: first start ${s(first)}; later starts ${later.map(s).join(', ')}`);
} finally {
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
}
