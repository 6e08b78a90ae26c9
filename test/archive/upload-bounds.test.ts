/**
 * An import's upload is received whole before the database is touched, within a time bound, and
 * the import itself has its own (issue 38 item 1; the real socket held open against a Node server
 * is test/e2e/archive-held-upload.test.ts). Through the fetch handler, on PGlite (one connection).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleArchive } from '../../src/http/archive.js';
import { archiveTimesFromEnv } from '../../src/archive/format.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';
import { rawRows } from '../../src/db/rows.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { exportArchive, signUp, smsCampaign } from './support.js';

describe('the import upload’s bounds', () => {
  let app: TestApp;
  let text: string;
  let archive: Uint8Array;
  let importer: { apiKey: string };
  const campaigns = async () => Number(rawRows(await app.database.db.execute(sql`select count(*)::int as n from campaigns`))[0]!.n);
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
    const t = await smsCampaign(app);
    text = await exportArchive(app, t.gm.apiKey, t.campaign.id);
    archive = new TextEncoder().encode(text);
    importer = await signUp(app, 'Importer');
  });
  afterAll(async () => app?.close());

  const post = (body: BodyInit, extra: Partial<Parameters<typeof handleArchive>[1]> = {}) =>
    handleArchive(new Request('http://target.test/campaigns/import', { method: 'POST', headers: { authorization: `Bearer ${importer.apiKey}` }, body, duplex: 'half' } as RequestInit), {
      db: app.database.db,
      rollKeys: developmentRollKeys(),
      maxBytes: 1 << 30,
      now: () => app.clock.now(),
      ...extra,
    });

  it('half an archive then nothing: the database answers meanwhile, and the sender gets 408 at the bound, nothing imported', async () => {
    const before = await campaigns();
    let stalled: () => void = () => {};
    const halfSent = new Promise<void>((resolve) => (stalled = resolve));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(archive.subarray(0, archive.length >> 1));
      },
      pull() {
        stalled();
        return new Promise(() => {}); // never more
      },
    });
    const answer = post(body, { times: { receiveMs: 1_500 } });
    await halfSent;
    // Before: the import's transaction was open while the upload waited, and this read waited with it.
    const started = performance.now();
    const me = await app.gql(`{ me { name } }`, {}, importer.apiKey);
    expect(me.data.me.name).toBe('Importer');
    expect(performance.now() - started).toBeLessThan(1_000);
    const response = await answer;
    expect(response.status).toBe(408);
    expect(await response.json()).toMatchObject({ code: 'ARCHIVE_RECEIVE_TIMEOUT', error: expect.stringContaining('1.5 s (ARCHIVE_RECEIVE_MS)') });
    expect(await campaigns()).toBe(before);
  });

  it('an import past its own bound is rolled back: 503 ARCHIVE_IMPORT_TIMEOUT, nothing written', async () => {
    const before = await campaigns();
    // A clock that moves a second at each look: the bound passes between two statements.
    let now = 0;
    const response = await post(text, { times: { importMs: 5_000 }, monotonic: () => (now += 1_000) });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'ARCHIVE_IMPORT_TIMEOUT', error: expect.stringContaining('5 s (ARCHIVE_IMPORT_MS)') });
    expect(now, 'stopped midway, not at the end').toBeLessThan(20_000);
    expect(await campaigns()).toBe(before);
    // Within its bound, the same archive imports.
    expect((await post(text)).status).toBe(201);
    expect(await campaigns()).toBe(before + 1);
  });

  it('reads its bounds from the environment, with defaults, and refuses a wrong one', () => {
    expect(archiveTimesFromEnv({})).toEqual({ receiveMs: 30_000, importMs: 60_000 });
    expect(archiveTimesFromEnv({ ARCHIVE_RECEIVE_MS: '5000', ARCHIVE_IMPORT_MS: '120000' })).toEqual({ receiveMs: 5_000, importMs: 120_000 });
    expect(() => archiveTimesFromEnv({ ARCHIVE_RECEIVE_MS: '30s' })).toThrow(/ARCHIVE_RECEIVE_MS/);
  });
});
