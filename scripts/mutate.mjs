// npm run mutate [-- src/rules/<file>.ts …]: Stryker over the rules core and the passkey
// ceremonies (src/webauthn), ONE file per run
// (the machine is shared; a whole-core run is ~6,600 mutants), each file with its own
// incremental file so a later run only retests what changed. Then prints the per-file table
// from every file's last report (docs/mutation.md).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const reports = 'reports';
const perFile = join(reports, 'mutation', 'files');
const slug = (file) => relative('src', file).replace(/^rules\//, '').replace(/\.ts$/, '').replaceAll('/', '__');

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const args = process.argv.slice(2);
const tableOnly = args.includes('--table');
const files = args.filter((a) => !a.startsWith('--'));
// Other flags go to Stryker, e.g. --force: incremental mode reuses a surviving static mutant
// (one in load-time code) even after a test that reloads the module was added.
const strykerFlags = args.filter((a) => a.startsWith('--') && a !== '--table');
const targets = tableOnly ? [] : files.length > 0 ? files : [...sources('src/rules'), ...sources('src/webauthn'), 'src/primitives/base64url.ts'].sort();

mkdirSync(perFile, { recursive: true });
for (const file of targets) {
  const name = slug(file);
  console.log(`\n== ${file}`);
  const run = spawnSync(
    'npx',
    ['stryker', 'run', '--mutate', file, '--incremental', '--incrementalFile', join(reports, 'stryker-incremental', `${name}.json`), ...strykerFlags],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  copyFileSync(join(reports, 'mutation', 'mutation.json'), join(perFile, `${name}.json`));
}

// Stryker's score: (killed + timeout) / (killed + timeout + survived + no coverage).
const rows = [];
for (const entry of readdirSync(perFile).sort()) {
  const report = JSON.parse(readFileSync(join(perFile, entry), 'utf8'));
  for (const [file, result] of Object.entries(report.files)) {
    if (!existsSync(file)) continue;
    const n = { Killed: 0, Survived: 0, Timeout: 0, NoCoverage: 0 };
    for (const m of result.mutants) if (m.status in n) n[m.status]++;
    rows.push({ file, ...n, total: n.Killed + n.Survived + n.Timeout + n.NoCoverage });
  }
}
const pct = (r) => (r.total === 0 ? 100 : (100 * (r.Killed + r.Timeout)) / r.total);
const sum = { file: '**all files run**', Killed: 0, Survived: 0, Timeout: 0, NoCoverage: 0, total: 0 };
for (const r of rows) for (const k of ['Killed', 'Survived', 'Timeout', 'NoCoverage', 'total']) sum[k] += r[k];
console.log('\n| file | mutants | killed | survived | timeout | no coverage | score |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of [...rows, sum]) {
  console.log(`| ${r.file} | ${r.total} | ${r.Killed} | ${r.Survived} | ${r.Timeout} | ${r.NoCoverage} | ${pct(r).toFixed(1)} % |`);
}
