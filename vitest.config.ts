import { availableParallelism } from 'node:os';
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
    // Bounds that catch a hang, never a measure of speed (no test asserts timings): a loaded
    // 2-core machine runs the heavy tests (a PGlite opened, a process started) 5–7× slower than
    // alone, so they must not fail there (issue 22, item 20). The heaviest set their own.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One module cache per worker, not per file: the app's dependencies (Pothos, graphql,
    // Drizzle, PGlite) load once per worker instead of once per file, which halves `npm test`
    // (128 → 67 s without a server on this machine). Each file still has a database of its own:
    // on PGlite one its worker's earlier files closed, emptied (test/support/pglite-pool.ts).
    // It also lets the worker keep those databases: 81 → 50–58 s.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: ONE on a 2-core machine. Two files at
    // once are safe (each file has its own database) and faster even on 2 cores, because the
    // end-to-end files spend much of their time waiting on a child process (workerd, Chromium,
    // the built server): without a server 102 → 74–82 s, with TEST_DATABASE_URL 228 → 130 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
  },
});
