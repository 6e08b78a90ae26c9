import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One graphql module for our code and for yoga/pothos: otherwise vite loads index.mjs for
    // sources and index.js for dependencies, and our GraphQLErrors get masked (DESIGN.md facts).
    alias: { graphql: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One module cache per worker, not per file: the app's dependencies (Pothos, graphql,
    // Drizzle, PGlite) load once per worker instead of once per file, which halves `npm test`
    // (128 → 67 s without a server on this machine). Each file still opens its own database.
    isolate: false,
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
  },
});
