import { defineConfig } from 'vitest/config';

// The rules core's own suite (pure, no database): what mutation testing runs against
// src/rules (stryker.config.mjs). Property tests use the fixed CI seed so every mutant sees
// the same runs.
export default defineConfig({
  test: {
    include: ['test/rules/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    env: { CI: 'true' },
    setupFiles: ['test/setup.ts'],
  },
});
