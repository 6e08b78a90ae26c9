/**
 * No test writes into the source tree (issue 40 item 5): an outside run saw `web/src/app.tsx` and
 * `bench/web-app.ts` briefly unreadable while `npm test` ran. Every file git tracks is noted
 * (size, mode, modification time) when a run starts and compared when it ends, and the folders
 * are watched in between so a file changed and put back is caught too. A test that must change
 * a source copies it to a temporary folder first.
 *
 * Under CI a change fails the run; on a developer's machine it is only told, since the developer
 * may well be editing while the suite runs.
 */
import { execFileSync } from 'node:child_process';
import { type FSWatcher, statSync, watch } from 'node:fs';
import { join } from 'node:path';

type Mark = string;

function tracked(root: string): string[] | null {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 16 << 20 }).split('\0').filter(Boolean);
  } catch {
    return null; // not a git checkout (an unpacked tarball): nothing to compare against
  }
}

function markOf(path: string): Mark {
  try {
    const stat = statSync(path);
    return `${stat.size}:${(stat.mode & 0o7777).toString(8)}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** Starts watching; the returned function says which tracked files changed since. */
export function guardSourceTree(root: string): () => string[] {
  const files = tracked(root);
  if (!files) return () => [];
  const before = new Map(files.map((file) => [file, markOf(join(root, file))]));
  const touched = new Set<string>();
  const folders = [...new Set(files.map((file) => file.split('/')[0] as string).filter((top) => top.length > 0 && !before.has(top)))];
  const watchers: FSWatcher[] = [];
  for (const folder of folders) {
    try {
      watchers.push(
        watch(join(root, folder), { recursive: true }, (_event, name) => {
          if (!name) return;
          const file = `${folder}/${name}`;
          if (before.has(file)) touched.add(file);
        }),
      );
    } catch {
      // A platform without recursive watching: the comparison at the end still runs.
    }
  }
  return () => {
    for (const watcher of watchers) watcher.close();
    for (const [file, mark] of before) if (markOf(join(root, file)) !== mark) touched.add(file);
    return [...touched].sort();
  };
}

/** The end of a run: fail (CI) or tell (elsewhere) what the tests changed in the source tree. */
export function reportSourceTree(changed: string[]): void {
  if (changed.length === 0) return;
  const message = `A test changed the source tree (copy what a test must change to a temporary folder):\n  ${changed.join('\n  ')}`;
  if (process.env.CI) {
    // Vitest reports a teardown's error without failing the run: the exit code says it.
    process.exitCode = 1;
    throw new Error(message);
  }
  console.warn(`\n[tests] ${message}\n  (not failed outside CI: you may have been editing during the run)\n`);
}
