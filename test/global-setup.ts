import { pgliteTemplate } from '../src/db/pglite-template.js';

/**
 * Says once, at the start of a run, which suites will be skipped and why; and builds the
 * migrated PGlite template (src/db/pglite-template.ts) before the test files start, so that
 * parallel files each load it instead of each building their own the first time.
 */
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      '\n[tests] TEST_DATABASE_URL is not set: the real-Postgres suites (the API on a server, concurrency proofs, the Worker in workerd) are skipped.\n' +
        '        Run them with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test\n',
    );
  }
  await pgliteTemplate();
}
