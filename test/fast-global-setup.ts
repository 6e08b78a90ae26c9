import { pgliteTemplate } from '../src/db/pglite-template.js';
import { guardSourceTree, reportSourceTree } from './support/source-tree-guard.js';

/**
 * The fast loop's only preparation: the migrated PGlite template every file copies
 * (vitest.fast.config.ts); and the same watch on the source tree as the whole suite's.
 */
export default async function setup(): Promise<() => void> {
  await pgliteTemplate();
  const changed = guardSourceTree(process.cwd());
  return () => reportSourceTree(changed());
}
