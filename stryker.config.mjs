// Mutation testing of the rules core and the passkey ceremonies (docs/mutation.md). `npm run mutate` runs scripts/mutate.mjs,
// which calls Stryker once per file (`--mutate src/rules/<file>.ts`, src/webauthn too) with that file's own
// incremental file under reports/stryker-incremental/ (ignored by git).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // related: the dry run only runs the test files that import the mutated file.
  vitest: { configFile: 'vitest.rules.config.ts', related: true },
  mutate: ['src/rules/**/*.ts', 'src/webauthn/**/*.ts', 'src/primitives/base64url.ts'],
  coverageAnalysis: 'perTest',
  // TypeScript 7 has no JS API: a missing tsconfig makes Stryker skip its tsconfig step.
  tsconfigFile: 'stryker-no-tsconfig.json',
  checkers: [],
  concurrency: 2,
  // The exhaustive 1296² opposed-odds test is slow when instrumented.
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'json'],
  clearTextReporter: { logTests: false, reportTests: false },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
