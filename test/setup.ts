import fc from 'fast-check';
import { afterAll, expect } from 'vitest';
import { checkStatementBudgets } from './support/statement-budget.js';

// Property tests explore freely on a developer's machine; in CI they use a fixed seed so a
// rare counterexample cannot turn main red at random (run locally to explore, and pin what
// you find as a unit test).
if (process.env.CI) fc.configureGlobal({ seed: 20_261_202, numRuns: 200 });

// Each test file ends by checking the statements of the operations it ran against their
// budgets (test/support/statement-budget.ts).
afterAll(() => checkStatementBudgets(expect.getState().testPath));
