/**
 * `engines` tells the truth (issue 38 item 12): the Node the project names satisfies every
 * installed package's own `engines.node`, so `npm ci` on it prints no EBADENGINE, and CI runs
 * the version `.node-version` pins, which is inside that range.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }>;
};
const pinned = readFileSync(new URL('.node-version', root), 'utf8').trim();

describe('the Node the project names', () => {
  const floor = semver.minVersion(pkg.engines.node)!.version;

  it('is no older than what any installed package asks for', () => {
    const unmet = Object.entries(lock.packages)
      .filter(([path, entry]) => path && !Array.isArray(entry.engines) && entry.engines?.node && !(entry.os && !entry.os.includes('linux')))
      .filter(([, entry]) => !semver.satisfies(floor, (entry.engines as { node: string }).node, { includePrerelease: true }))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} wants ${(entry.engines as { node: string }).node}`);
    expect(unmet).toEqual([]);
  });

  it('is what CI and .node-version run, a Node that is still supported', () => {
    expect(semver.satisfies(pinned, pkg.engines.node)).toBe(true);
    // Node 20 reached its end of life in April 2026; 22 is the oldest LTS line still patched.
    expect(semver.major(floor)).toBeGreaterThanOrEqual(22);
    expect(readFileSync(new URL('.ci/run', root), 'utf8')).toContain('.node-version');
  });

  it('is enforced: npm refuses another Node at install instead of warning', () => {
    expect(readFileSync(new URL('.npmrc', root), 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});
