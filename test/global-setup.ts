// @ts-expect-error: a plain .mjs script without types (ensureBuilt(): Promise<boolean>).
import { ensureBuilt } from '../scripts/build-node.mjs';
// @ts-expect-error: a plain .mjs script without types (ensureWebBuilt(): Promise<boolean | 'unavailable'>).
import { ensureWebBuilt } from '../scripts/build-web.mjs';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { pgliteTemplate } from '../src/db/pglite-template.js';
import { guardSourceTree, reportSourceTree } from './support/source-tree-guard.js';
import { startWorkerBuild } from './support/worker-build.js';

/**
 * Says once, at the start of a run, which suites will be skipped and why; and builds the
 * migrated PGlite template (src/db/pglite-template.ts) before the test files start, so that
 * parallel files each load it instead of each building their own the first time; and brings the
 * prebuilt server (build/node, what `npm start` runs) up to date with the sources, so the files
 * that start it (e2e/start, e2e/table-app) never build it at once; the table app (web/dist) too.
 * And starts the Worker's module as `wrangler dev` builds it (scripts/build-worker.mjs), in a
 * process of its own that the first files do not wait for (test/support/worker-build.ts): each
 * file that starts workerd waits for it, then finds terser's output in build/worker-cache instead
 * of running terser (10–40 s) beside the others. And forgets an earlier run's failure reports
 * (test-artifacts/*-failed.txt), which scripts/ci-summary.mjs prints when a test fails. And
 * watches the source tree: no test may write into it (test/support/source-tree-guard.ts).
 */
export default async function setup(): Promise<() => void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      '\n[tests] TEST_DATABASE_URL is not set: the real-Postgres suites (the API on a server, concurrency proofs, the Worker in workerd) are skipped.\n' +
        '        Run them with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test\n',
    );
  }
  if (existsSync('test-artifacts')) for (const name of readdirSync('test-artifacts')) if (name.endsWith('-failed.txt')) rmSync(`test-artifacts/${name}`);
  await Promise.all([pgliteTemplate(), ensureBuilt(), ensureWebBuilt()]);
  // After the table app's build: the Worker's writes its descriptions into web/dist, which Vite empties.
  const workerBuild = startWorkerBuild();
  workerBuild.catch(() => {}); // told by the files that wait for it, and again at the end
  // Watched once the builds are done (they write build output, never a tracked file).
  const changed = guardSourceTree(process.cwd());
  return async () => {
    // Vitest reports a teardown's error without failing the run: the exit code says it.
    await workerBuild.catch((error) => {
      process.exitCode = 1;
      throw error;
    });
    reportSourceTree(changed());
  };
}
