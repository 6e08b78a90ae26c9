/**
 * The Worker's hallway (src/http/workers.ts) in Node, with the doors it hands requests to given
 * as plain functions: which requests open a database, which door each reaches, and that every
 * database opened is closed through `waitUntil` once answered. (The whole Worker in workerd:
 * test/e2e/worker.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import type { EdgeDatabase } from '../../src/db/edge.js';
import { workerFetch } from '../../src/http/workers.js';

function hallway(maxBodyBytes = 1024) {
  const opened: { options: unknown; ended: boolean }[] = [];
  const handled: string[] = [];
  const waits: Promise<unknown>[] = [];
  const serve = workerFetch<Record<string, never>>({
    open: (_env, options) => {
      const entry = { options, ended: false };
      opened.push(entry);
      const db = { execute: async () => ({ rows: [] }) } as unknown as Db;
      return {
        db,
        end: async () => {
          entry.ended = true;
        },
      } satisfies EdgeDatabase;
    },
    waits: () => undefined,
    maxBodyBytes: () => maxBodyBytes,
    archive: () => ({ rollKeys: { development: true } as never, maxBytes: 1, now: () => new Date() }),
    live: () => undefined,
    handle: async (request) => {
      handled.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response('handled');
    },
  });
  const ctx = { waitUntil: (p: Promise<unknown>) => void waits.push(p) };
  return { serve: (request: Request) => serve(request, {}, ctx), opened, handled, settle: () => Promise.all(waits) };
}

describe('the Worker hallway', () => {
  it('answers liveness with no database, on /healthz and the older /health', async () => {
    const h = hallway();
    for (const path of ['/healthz', '/health']) expect((await h.serve(new Request(`http://w${path}`))).status).toBe(200);
    expect(h.opened).toEqual([]);
    expect(h.handled).toEqual([]);
  });

  it('hands GraphQL, the webhooks and /readyz to the handler on a database it then closes', async () => {
    const h = hallway();
    await h.serve(new Request('http://w/graphql', { method: 'POST', body: '{"query":"{__typename}"}', headers: { 'content-type': 'application/json' } }));
    await h.serve(new Request('http://w/webhooks/in/x', { method: 'POST', body: '{}' }));
    await h.serve(new Request('http://w/readyz'));
    await h.settle();
    expect(h.handled).toEqual(['POST /graphql', 'POST /webhooks/in/x', 'GET /readyz']);
    expect(h.opened.map((o) => o.ended)).toEqual([true, true, true]);
  });

  it('refuses a /graphql body over the cap before opening anything', async () => {
    const h = hallway(8);
    const response = await h.serve(new Request('http://w/graphql', { method: 'POST', body: 'x'.repeat(64), headers: { 'content-type': 'application/json' } }));
    expect(response.status).toBe(413);
    expect(h.opened).toEqual([]);
  });

  it('sends an archive to its own door, on a connection of its own, closed once answered', async () => {
    const h = hallway();
    // No credential: the archive door answers 401 itself, and the handler never sees it.
    const response = await h.serve(new Request('http://w/campaigns/import', { method: 'POST', body: 'x' }));
    expect(response.status).toBe(401);
    // Streamed past the return: the connection closes once the body has been read.
    expect(JSON.parse(await response.text())).toMatchObject({ code: 'UNAUTHENTICATED' });
    await h.settle();
    expect(h.handled).toEqual([]);
    expect(h.opened).toHaveLength(1);
    expect(h.opened[0]).toMatchObject({ options: { max: 2 }, ended: true });
  });
});
