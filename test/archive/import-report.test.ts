/**
 * Issue 38 item 8: the import report says what each roll log carries — valid, signed elsewhere,
 * or broken at entry n, with the entries checked. A tampered archive (a roll's payload edited and
 * the trailer's digest recomputed, as anyone can) still imports, and the report says where it breaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineDigest } from '../../src/archive/format.js';
import { parseRollKeys } from '../../src/db/roll-keys.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { exportArchive, importArchiveText, signUp, smsCampaign } from './support.js';

/** The archive with `edit` applied to its row lines, and a trailer that matches again. */
function reseal(archive: string, edit: (row: { t: string; r: Record<string, unknown> }, index: number) => void): string {
  const lines = archive.trimEnd().split('\n');
  const trailer = JSON.parse(lines.pop()!);
  const digest = new LineDigest();
  let rolls = 0;
  const out = lines.map((line, i) => {
    if (i === 0) return line;
    const row = JSON.parse(line);
    if (row.t === 'rolls') edit(row, rolls++);
    return JSON.stringify(row);
  });
  for (const line of out) digest.add(line);
  return `${[...out, JSON.stringify({ ...trailer, lines: digest.lines, sha256: digest.hex() })].join('\n')}\n`;
}

describe('the import report, chain by chain', () => {
  let app: TestApp;
  let archive: string;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
    const t = await smsCampaign(app);
    archive = await exportArchive(app, t.gm.apiKey, t.campaign.id);
  });
  afterAll(async () => app?.close());

  it('signed with the public development key (this test app’s): said so, whether this server signs with it or holds a key of its own', async () => {
    const gm = await signUp(app, 'Gina');
    const home = await importArchiveText(app, gm.apiKey, archive);
    expect(home.status).toBe(201);
    expect(home.body.chains).toEqual([{ characterId: expect.any(String), name: 'Pip', verdict: 'public development key', brokenAt: null, reason: null, entries: 3 }]);
    // Issue 38 item 7: never "signed elsewhere" (nor valid) where the server has its own key.
    const other = await importArchiveText(app, gm.apiKey, archive, { keys: parseRollKeys(`other:${Buffer.alloc(32, 9).toString('base64')}`) });
    expect(other.body.chains).toMatchObject([{ name: 'Pip', verdict: 'public development key', brokenAt: 1 }]);
  });

  it('a tampered archive imports, and the report says at which entry its log breaks', async () => {
    const tampered = reseal(archive, (row, index) => {
      if (index === 1) row.r.payload = String(row.r.payload).replace(/"roll":(\d+)/, (_m, n) => `"roll":${Number(n) + 1}`);
    });
    expect(tampered).not.toBe(archive);
    const gm = await signUp(app, 'Gina again');
    const imported = await importArchiveText(app, gm.apiKey, tampered);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.chains).toMatchObject([{ name: 'Pip', verdict: 'broken', brokenAt: 2, entries: 3 }]);
    expect(imported.body.chains[0].reason).toContain('hash');
  });
});
