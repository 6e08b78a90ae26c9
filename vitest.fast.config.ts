import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The inner loop (issue 40 item 5): the rules and the API on PGlite, for someone changing a
 * rule or a resolver. `npm run test:fast`. What it leaves to `npm test`: the processes started
 * from outside (the built server, workerd, Chromium: test/e2e), the real-Postgres suites (the
 * environment's TEST_DATABASE_URL is ignored here), the awards job at scale. Its global setup
 * builds only the migrated PGlite template, none of the bundles.
 */
// Spread, not mergeConfig: vite's merge concatenates arrays (the whole suite's include would stay).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'test/*.test.ts',
      'test/rules/**/*.test.ts',
      'test/webauthn/**/*.test.ts',
      'test/api/**/*.test.ts',
      'test/client/**/*.test.ts',
      'test/live/**/*.test.ts',
      'test/webhooks/**/*.test.ts',
      'test/archive/**/*.test.ts',
      'test/web/**/*.test.ts',
      'test/http/**/*.test.ts',
      'test/discord/**/*.test.ts',
      'test/jobs/awards-plan.test.ts',
    ],
    // The typed documents regenerated and compared (about 20 s alone): the whole suite's, for a schema change.
    exclude: [...(base.test?.exclude ?? ['**/node_modules/**', '**/.git/**']), 'test/client/codegen.test.ts'],
    globalSetup: ['test/fast-global-setup.ts'],
    env: { TEST_DATABASE_URL: '' },
  },
});
