/**
 * The guard that keeps tests out of the source tree (test/support/source-tree-guard.ts, issue 40
 * item 5) on a git checkout of its own: it sees a file written, and one moved away and put back
 * with its old time (what the outside run saw: a source briefly unreadable), and nothing else.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guardSourceTree, reportSourceTree } from './support/source-tree-guard.js';

const root = mkdtempSync(join(tmpdir(), 'sms-tree-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function checkout(): void {
  mkdirSync(join(root, 'web/src'), { recursive: true });
  writeFileSync(join(root, 'web/src/app.tsx'), 'export {};\n');
  writeFileSync(join(root, 'README.md'), '# x\n');
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '.'], { cwd: root });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the source-tree guard', () => {
  it('tells a tracked file written, and one moved away and back with its old time; not an untracked one', async () => {
    checkout();
    const app = join(root, 'web/src/app.tsx');
    const { atime, mtime } = statSync(app);

    const untouched = guardSourceTree(root);
    writeFileSync(join(root, 'web/src/generated.txt'), 'build output');
    await settle();
    expect(untouched()).toEqual([]);

    const moved = guardSourceTree(root);
    renameSync(app, `${app}.away`);
    renameSync(`${app}.away`, app);
    utimesSync(app, atime, mtime);
    await settle();
    expect(moved()).toEqual(['web/src/app.tsx']);

    const written = guardSourceTree(root);
    writeFileSync(join(root, 'README.md'), '# y\n');
    expect(written()).toEqual(['README.md']);
  });

  it('fails a CI run that changed the tree, and only tells elsewhere', () => {
    const ci = process.env.CI;
    const exitCode = process.exitCode;
    try {
      process.env.CI = 'true';
      expect(() => reportSourceTree(['web/src/app.tsx'])).toThrow(/web\/src\/app\.tsx/);
      expect(process.exitCode).toBe(1);
      expect(() => reportSourceTree([])).not.toThrow();
      delete process.env.CI;
      expect(() => reportSourceTree(['web/src/app.tsx'])).not.toThrow();
    } finally {
      process.exitCode = exitCode;
      if (ci === undefined) delete process.env.CI;
      else process.env.CI = ci;
    }
  });
});
