/**
 * The Worker's modules for `wrangler dev` (scripts/build-worker.mjs --dev), built once per run by
 * the global setup in a process of its own while the first test files run: terser's pass takes
 * 10–40 s of one core, which the whole run used to wait for before its first file. A file that
 * starts `wrangler dev` awaits `workerBuilt()` first, so that wrangler's own build (wrangler.toml's
 * [build] command) then finds terser's output in build/worker-cache instead of running terser
 * again beside the others.
 *
 * The global setup and the test files are different processes: they meet at a marker file, which
 * says the build is running (with its pid) or failed (with its output), and is gone when it
 * succeeded. A marker left by a run that was killed names a process that no longer exists: it is
 * ignored.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long a file may wait for the build: terser on a loaded 2-core machine, with room. Add it to the bound of a hook that waits. */
export const WORKER_BUILD_MS = 240_000;

const MARKER = join(process.cwd(), 'build/worker-cache/tests-worker-build');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The global setup's side: starts the build and returns when it ended (its error, if it failed). */
export function startWorkerBuild(): Promise<void> {
  mkdirSync(join(MARKER, '..'), { recursive: true });
  const child = execFile(process.execPath, ['scripts/build-worker.mjs', '--dev'], { maxBuffer: 16 << 20 }, () => {});
  writeFileSync(MARKER, `running ${child.pid}`);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => {
      if (code === 0) {
        rmSync(MARKER, { force: true });
        resolve();
      } else {
        const failure = `the Worker's build (node scripts/build-worker.mjs --dev) failed (code ${code}, signal ${signal}):\n${output}`;
        writeFileSync(MARKER, `failed\n${failure}`);
        reject(new Error(failure));
      }
    });
  });
}

/** A test file's side: returns once no build of the global setup is running; throws its output if it failed. */
export async function workerBuilt(): Promise<void> {
  const deadline = Date.now() + WORKER_BUILD_MS;
  for (;;) {
    let marker: string;
    try {
      marker = readFileSync(MARKER, 'utf8');
    } catch {
      return; // no build running, or none started (a config without the global setup)
    }
    if (marker.startsWith('failed')) throw new Error(marker.slice('failed\n'.length));
    const pid = Number(marker.split(' ')[1]);
    if (!alive(pid)) return;
    if (Date.now() > deadline) throw new Error(`the Worker's build (pid ${pid}) still runs after ${WORKER_BUILD_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
