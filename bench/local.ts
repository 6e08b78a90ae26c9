/**
 * Issue #11 goals 5 and 6, printed by `npm run bench` beside a baseline of the same run:
 * - `npm start` until it answers GraphQL (scripts/time-start.mjs: a first start on a new data
 *   folder, then later starts), beside the way it started before the issue: tsx transpiling
 *   src/server.ts at every start (goal: ≤ 5 s first, ≤ 2 s later).
 * - The Worker's startup CPU (`wrangler check startup`, scripts/startup-cpu.mjs; goal ≤ 100 ms).
 * - `npm test` without a server, wall time, beside the same run with vitest's default of one
 *   worker per core but one (goal ≤ 60 s).
 * Each is a child process: the figures are the processes' own, nothing here is timed in-process.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function output(command: string, args: string[], env: Record<string, string | undefined> = {}): Promise<string> {
  const { stdout } = await run(command, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

/** `npm start` and, as the baseline, `node --import tsx src/server.ts`, `runs` later starts each. */
export async function benchStart(runs: number): Promise<string[]> {
  const started = await output('node', ['scripts/time-start.mjs', String(runs)]);
  const baseline = await output('node', ['scripts/time-start.mjs', String(runs), '--', 'node', '--import', 'tsx', 'src/server.ts']);
  return [started, `${baseline}  (baseline: the sources through tsx, as before)`];
}

/** The Worker's startup CPU over `runs` runs of `wrangler check startup`. */
export async function benchWorkerStartup(runs: number): Promise<string> {
  return output('node', ['scripts/startup-cpu.mjs', '--runs', String(runs)]);
}

/** Wall time of the whole suite without a server: the project's config, then one worker fewer than the cores. */
export async function benchTestSuite(): Promise<string[]> {
  const timed = async (args: string[]) => {
    const t0 = performance.now();
    await output('npx', ['vitest', 'run', '--reporter=dot', ...args], { TEST_DATABASE_URL: '' });
    return (performance.now() - t0) / 1000;
  };
  const configured = await timed([]);
  const { availableParallelism } = await import('node:os');
  const fewer = Math.max(1, availableParallelism() - 1);
  const baseline = await timed([`--maxWorkers=${fewer}`]);
  return [
    `npm test without a server: ${configured.toFixed(1)} s (goal ≤ 60 s)`,
    `  baseline, same run: ${baseline.toFixed(1)} s with vitest's default of ${fewer} worker(s) (one fewer than the cores)`,
  ];
}
