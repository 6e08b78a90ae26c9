/**
 * The hallway's route table (src/http/routes.ts): which door each path leads to on each runtime,
 * and that both entries route through it (issue 41 item 1).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { doorOf, ROUTES } from '../../src/http/routes.js';

describe('the route table', () => {
  it('sends each path to its door', () => {
    const cases: [string, string][] = [
      ['/healthz', 'health'],
      ['/health', 'health'],
      ['/readyz', 'ready'],
      ['/webhooks/in/4f1c', 'inbound-webhook'],
      ['/discord/interactions', 'discord'],
      ['/campaigns/import', 'archive'],
      ['/campaigns/Q2FtcGFpZ246MQ==/archive', 'archive'],
      ['/campaigns/a/b/archive', 'web-app'],
      ['/graphql', 'graphql'],
      ['/graphqlx', 'web-app'],
      ['/', 'web-app'],
      ['/assets/app.js', 'web-app'],
    ];
    for (const [path, door] of cases) expect(doorOf(path, 'workers'), path).toBe(door);
  });

  it('serves the backup door on Node only (it holds the embedded database)', () => {
    expect(doorOf('/admin/backup', 'node')).toBe('backup');
    expect(doorOf('/admin/backup', 'workers')).toBe('web-app');
  });

  it('names who may call through every door', () => {
    expect(Object.fromEntries(ROUTES.map((r) => [r.door, r.caller]))).toEqual({
      health: 'public',
      ready: 'public',
      'inbound-webhook': 'signed',
      discord: 'signed',
      archive: 'user',
      backup: 'admin',
      graphql: 'user',
      'web-app': 'public',
    });
  });

  it('is what both entries route with', () => {
    expect(readFileSync('src/server.ts', 'utf8')).toMatch(/from '\.\/http\/node\.js'/);
    expect(readFileSync('src/http/node.ts', 'utf8')).toMatch(/doorOf\(path, 'node'\)/);
    expect(readFileSync('src/worker.ts', 'utf8')).toMatch(/from '\.\/http\/workers\.js'/);
    expect(readFileSync('src/http/workers.ts', 'utf8')).toMatch(/doorOf\(url\.pathname, 'workers'\)/);
  });
});
