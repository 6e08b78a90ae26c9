/**
 * Several operations in one request (issue 39 item 2): the table app sends the reads one live
 * event asks for as one JSON array (web/src/lib/live-batch.ts). Each is run as its own request
 * would be — its caller, its refusals, its limits — and answered at its place in the array.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_LIMIT } from '../../src/app.js';
import { pgliteBackend } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { table } from '../support/flows.js';

describe('a batch of operations in one POST', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
  });
  afterAll(async () => app?.close());

  const post = (body: unknown, apiKey?: string) =>
    app.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify(body),
    });

  it('answers each operation at its place, with the caller of the request', async () => {
    const { gm, campaign } = await table(app);
    const res = await post(
      [
        { query: 'query Me { me { name } }' },
        { query: 'query C($id: ID!) { campaign(id: $id) { id viewerRole } }', variables: { id: campaign.id }, operationName: 'C' },
        { query: 'query Nope { campaign(id: "bm9wZQ") { id } }' },
      ],
      gm.apiKey,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data?: any; errors?: unknown[] }[];
    expect(body).toHaveLength(3);
    expect(body[0]!.data.me.name).toBe('Gina the GM');
    expect(body[1]!.data.campaign).toEqual({ id: campaign.id, viewerRole: 'GM' });
    // One refused read does not take the others with it.
    expect(Boolean(body[2]!.errors?.length) || body[2]!.data?.campaign === null).toBe(true);
  });

  it('refuses more than BATCH_LIMIT operations, running none', async () => {
    const res = await post(Array.from({ length: BATCH_LIMIT + 1 }, () => ({ query: '{ me { id } }' })));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('applies the query limits to each operation of the batch', async () => {
    const deep = `{ ${'me { campaigns(first: 1) { edges { node { '.repeat(4)}id${' } } } }'.repeat(4)} }`;
    const res = await post([{ query: '{ __typename }' }, { query: deep }]);
    const body = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] }[] | { errors?: { extensions?: { code?: string } }[] };
    expect(JSON.stringify(body)).toMatch(/TOO_DEEP|MAX_DEPTH|DEPTH/i);
  });
});
