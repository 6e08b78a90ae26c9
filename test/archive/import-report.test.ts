/**
 * Issue 38 item 8: the import report says what each roll log carries — valid, signed elsewhere,
 * or broken at entry n, with the entries checked and the faces redrawn from the revealed seeds.
 * A tampered archive (a roll's payload or an epoch's seed edited and the trailer's digest
 * recomputed, as anyone can) still imports, and the report says where it breaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRollKeys } from '../../src/db/roll-keys.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { exportArchive, importArchiveText, reseal, signUp, smsCampaign } from './support.js';

/** Every fair-dice face the archive's roll entries log: what the import redraws. */
function fairFaces(archive: string): number {
  return archive
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line))
    .filter((row) => row.t === 'rolls')
    .map((row) => JSON.parse(row.r.payload))
    .filter((payload) => payload.fairness)
    .reduce((sum, payload) => sum + payload.faces.length, 0);
}

describe('the import report, chain by chain', () => {
  let app: TestApp;
  let archive: string;
  let faces: number;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
    const t = await smsCampaign(app);
    archive = await exportArchive(app, t.gm.apiKey, t.campaign.id);
    faces = fairFaces(archive);
    expect(faces, 'the campaign rolled fair dice').toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => app?.close());

  it('signed with the public development key (this test app’s): said so, whether this server signs with it or holds a key of its own', async () => {
    const gm = await signUp(app, 'Gina');
    const home = await importArchiveText(app, gm.apiKey, archive);
    expect(home.status).toBe(201);
    expect(home.body.chains).toEqual([
      { characterId: expect.any(String), name: 'Pip', verdict: 'public development key', brokenAt: null, reason: null, entries: 3, faces: { checked: faces, wrongAt: null, reason: null } },
    ]);
    // Issue 38 item 7: never "signed elsewhere" (nor valid) where the server has its own key; the
    // faces redraw from the seeds whoever holds the keys: the archive's seeds travelled with it.
    const other = await importArchiveText(app, gm.apiKey, archive, { keys: parseRollKeys(`other:${Buffer.alloc(32, 9).toString('base64')}`) });
    expect(other.body.chains).toMatchObject([{ name: 'Pip', verdict: 'public development key', brokenAt: 1, faces: { checked: faces, wrongAt: null } }]);
  });

  it('a tampered archive imports, and the report says at which entry its log breaks', async () => {
    const tampered = reseal(archive, (row, index) => {
      if (row.t === 'rolls' && index === 1) row.r.payload = String(row.r.payload).replace(/"roll":(\d+)/, (_m, n) => `"roll":${Number(n) + 1}`);
    });
    expect(tampered).not.toBe(archive);
    const gm = await signUp(app, 'Gina again');
    const imported = await importArchiveText(app, gm.apiKey, tampered);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.chains).toMatchObject([{ name: 'Pip', verdict: 'broken', brokenAt: 2, entries: 3 }]);
    expect(imported.body.chains[0].reason).toContain('hash');
  });

  it('an epoch’s seed edited: the log is intact, and the report says its faces no longer redraw from entry 1', async () => {
    const tampered = reseal(archive, (row) => {
      if (row.t === 'epochs') row.r.seed = 'ab'.repeat(32);
    });
    const gm = await signUp(app, 'Gina thrice');
    const imported = await importArchiveText(app, gm.apiKey, tampered);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    // Intact (no entry broken): the archive's signatures are the public development key's, as the test server's own (item 7).
    expect(imported.body.chains).toMatchObject([{ name: 'Pip', verdict: 'public development key', brokenAt: null, entries: 3, faces: { checked: 0, wrongAt: 1 } }]);
    expect(imported.body.chains[0].faces.reason).toContain('seed');
  });

  it('a face edited: broken at that entry, whose faces no longer redraw', async () => {
    const tampered = reseal(archive, (row, index) => {
      if (row.t !== 'rolls' || index !== 2) return;
      const payload = JSON.parse(String(row.r.payload));
      payload.faces = payload.faces.map((face: number) => (face === 1 ? 2 : 1));
      row.r.payload = JSON.stringify(payload);
    });
    const gm = await signUp(app, 'Gina four');
    const imported = await importArchiveText(app, gm.apiKey, tampered);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const [pip] = imported.body.chains;
    expect(pip).toMatchObject({ verdict: 'broken', brokenAt: 3, faces: { wrongAt: 3 } });
    expect(pip.faces.checked).toBeLessThan(faces);
    expect(pip.faces.reason).toMatch(/faces redrawn from the seeds are/);
  });
});
