// Prints the closing line CI reads ("N passed, N failed") from vitest's JSON report.
// With --no-skips, a skipped test is a failure: in CI every suite must run.
// Before it, what the browser tests recorded of a failure (test-artifacts/*-failed.txt: what
// each screen showed and waited for), since CI keeps only the end of its log.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const [file, flag] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = [];
for (const suite of report.testResults ?? []) {
  for (const test of suite.assertionResults ?? []) {
    if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo') skipped.push(test.fullName);
  }
}
const passed = report.numPassedTests ?? 0;
// A file that failed before running any test (an import error) counts as one failure.
const brokenFiles = (report.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).length).length;
const failed = (report.numFailedTests ?? 0) + brokenFiles;
if (flag === '--no-skips' && skipped.length) {
  console.error(`${skipped.length} test(s) were skipped, and CI must run them all:`);
  for (const name of skipped.slice(0, 20)) console.error(`  - ${name}`);
}
const artifacts = 'test-artifacts';
if (failed > 0 && existsSync(artifacts)) {
  for (const name of readdirSync(artifacts).filter((n) => n.endsWith('-failed.txt'))) {
    console.error(`--- ${artifacts}/${name}\n${readFileSync(`${artifacts}/${name}`, 'utf8').slice(0, 6_000)}`);
  }
}
console.log(`${passed} passed, ${failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''}`);
process.exit(failed > 0 || (flag === '--no-skips' && skipped.length > 0) ? 1 : 0);
