#!/usr/bin/env node
/**
 * Rewrites test/statement-budget.json from a recording run: the most statements each
 * operation took in any test (test/support/statement-budget.ts). A budget that goes up is a
 * regression to justify in the commit; one that goes down locks the gain in.
 *   TEST_DATABASE_URL=postgres://… npm run statements:record
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const dir = new URL('../test-artifacts/statements/', import.meta.url);
// `--merge` only merges what earlier runs left (e.g. after `RECORD_STATEMENTS=1 npx vitest run <file>`).
const runTests = !process.argv.includes('--merge');
if (runTests) rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
if (runTests) {
  try {
    execFileSync('npx', ['vitest', 'run', 'test/api', 'test/client', 'test/webhooks', 'test/jobs'], {
      stdio: 'inherit',
      // With TEST_DATABASE_URL set, the real server too: there node-postgres also counts a
      // transaction's BEGIN and COMMIT (PGlite's driver does not log them), and the budget is
      // the most either backend took.
      env: { ...process.env, RECORD_STATEMENTS: '1' },
    });
  } catch {
    console.error('some tests failed: the budget is written from what ran');
  }
}
const budget = {};
for (const name of readdirSync(dir)) {
  for (const [field, count] of Object.entries(JSON.parse(readFileSync(new URL(name, dir), 'utf8')))) {
    budget[field] = Math.max(budget[field] ?? 0, count);
  }
}
const sorted = Object.fromEntries(Object.entries(budget).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(new URL('../test/statement-budget.json', import.meta.url), `${JSON.stringify(sorted, null, 2)}\n`);
const over = Object.entries(sorted).filter(([, n]) => n > 3);
console.log(`${Object.keys(sorted).length} operations recorded; ${over.length} above 3 statements:`);
for (const [field, n] of over) console.log(`  ${field}: ${n}`);
