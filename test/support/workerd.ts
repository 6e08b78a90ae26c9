/**
 * The Worker entry in workerd (`wrangler dev`) on a database of the real Postgres server, for
 * the end-to-end suites: its own ports (HTTP and inspector), its own persisted state.
 */
import type { GqlResult } from './app.js';
import { freePort, type Started, startProcess, waitForHttp } from './processes.js';
import { workerBuilt } from './worker-build.js';

export interface Workerd {
  base: string;
  wrangler: Started;
  /** POST /graphql on the Worker, as `TestApp.gql` does in process. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, apiKey?: string | null): Promise<GqlResult<T>>;
  stop(): Promise<void>;
}

/**
 * `vars`: the Worker's environment (DATABASE_URL, ROLL_LOG_KEYS...), passed with `--var`.
 * `flags`: more of wrangler dev's, e.g. `--test-scheduled` (GET /__scheduled runs the cron handler).
 * `startMs`: how long the start (wrangler's build of the Worker, then its first answer) may take,
 * once the global setup's build is done (test/support/worker-build.ts: add WORKER_BUILD_MS to the hook's bound).
 */
export async function startWorkerd(vars: Record<string, string>, options: { flags?: string[]; startMs?: number } = {}): Promise<Workerd> {
  await workerBuilt();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const wrangler = startProcess(
    'npx',
    [
      'wrangler', 'dev', '--bundle', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()),
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--persist-to', `/tmp/wrangler-state-${process.pid}-${port}`, '--show-interactive-dev-session=false',
      ...(options.flags ?? []),
    ],
    { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  );
  try {
    await waitForHttp(`${base}/health`, wrangler, options.startMs ?? 90_000);
  } catch (error) {
    await wrangler.stop();
    throw error;
  }
  return {
    base,
    wrangler,
    async gql(query, variables = {}, apiKey) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      return (await res.json()) as GqlResult;
    },
    stop: () => wrangler.stop(),
  };
}
