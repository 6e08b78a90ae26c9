import { defineConfig } from 'vitest/config';

// The pure suites (no database): the rules core's and the passkey ceremonies' (test/webauthn),
// what mutation testing runs against src/rules and src/webauthn (stryker.config.mjs). Property tests use the fixed CI seed so every mutant sees
// the same runs.
export default defineConfig({
  test: {
    include: ['test/rules/**/*.test.ts', 'test/webauthn/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    env: { CI: 'true' },
    setupFiles: ['test/setup.ts'],
  },
});
