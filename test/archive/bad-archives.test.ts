/**
 * Bad archives are refused with a clear message and nothing written (issue 25 item 3): cut
 * short, edited, of another version, too large. The same archive twice makes two campaigns.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../src/db/rows.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { exportArchive, importArchiveText, reveal, signUp, smsCampaign } from './support.js';

describe('bad archives on pglite', () => {
  let app: TestApp;
  let archive: string;
  let importer: { apiKey: string };
  const campaigns = async () => Number(rawRows(await app.database.db.execute(sql`select count(*)::int as n from campaigns`))[0]!.n);
  const users = async () => Number(rawRows(await app.database.db.execute(sql`select count(*)::int as n from users`))[0]!.n);
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
    const t = await smsCampaign(app);
    await reveal(app, t.gm.apiKey, t.campaign.id);
    archive = await exportArchive(app, t.gm.apiKey, t.campaign.id);
    importer = await signUp(app, 'Importer');
  });
  afterAll(async () => app?.close());

  async function refused(body: string, pattern: RegExp, maxBytes?: number) {
    const [c, u] = [await campaigns(), await users()];
    const res = await importArchiveText(app, importer.apiKey, body, maxBytes ? { maxBytes } : {});
    expect(res.body.code).toBe('ARCHIVE_REFUSED');
    expect(res.body.error).toMatch(pattern);
    // Nothing written: no campaign, no placeholder user.
    expect([await campaigns(), await users()]).toEqual([c, u]);
  }

  it('a truncated archive (no trailer, or cut mid-line)', async () => {
    const lines = archive.trimEnd().split('\n');
    await refused(`${lines.slice(0, -1).join('\n')}\n`, /without its trailer: it was cut short/);
    await refused(archive.slice(0, Math.floor(archive.length * 0.7)), /ends in the middle of line \d+: it was cut short/);
  });

  it('an edited archive: a changed row, a dropped row', async () => {
    const lines = archive.trimEnd().split('\n');
    const edited = lines.map((l) => l.replace(/"name": ?"Pip"/, '"name": "Pipo"')).join('\n');
    expect(edited).not.toBe(lines.join('\n'));
    await refused(edited, /do not match the trailer’s digest/);
    const dropped = [...lines.slice(0, 3), ...lines.slice(4)].join('\n');
    await refused(dropped, /lines were added or removed|digest/);
  });

  it('another format version, or not an archive', async () => {
    const lines = archive.trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    await refused([JSON.stringify({ ...header, version: 2 }), ...lines.slice(1)].join('\n'), /format version 2: this instance reads version 1/);
    await refused('{"hello":"world"}\n', /not a campaign archive/);
  });

  it('an archive over the configured size', async () => {
    await refused(archive, /larger than this instance accepts \(2048 bytes, ARCHIVE_MAX_BYTES\)/, 2048);
  });

  it('a row nested 100,000 levels: refused 422 before any walk, not a stack overflow (issue 38)', async () => {
    const lines = archive.trimEnd().split('\n');
    const at = lines.findIndex((l) => JSON.parse(l).t === 'characters');
    expect(at).toBeGreaterThan(0);
    const row = JSON.parse(lines[at]!);
    const key = Object.keys(row.r).find((k) => row.r[k] && typeof row.r[k] === 'object')!;
    expect(key).toBeDefined();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const text = JSON.stringify({ ...row, r: { ...row.r, [key]: 'DEEP' } }).replace('"DEEP"', deep);
    const edited = [...lines.slice(0, at), text, ...lines.slice(at + 1)].join('\n');
    const [c, u] = [await campaigns(), await users()];
    const res = await importArchiveText(app, importer.apiKey, edited);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ARCHIVE_REFUSED');
    expect(res.body.error).toMatch(new RegExp(`line ${at + 1}: .*nests JSON deeper than 64 levels`));
    expect([await campaigns(), await users()]).toEqual([c, u]);
  });

  it('the same archive twice makes two campaigns that share no id', async () => {
    const a = await importArchiveText(app, importer.apiKey, archive);
    const b = await importArchiveText(app, importer.apiKey, archive);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.campaignId).not.toBe(b.body.campaignId);
    expect(a.body.counts).toEqual(b.body.counts);
    const rolls = rawRows(await app.database.db.execute(sql`select campaign_id, count(*)::int as n from rolls where campaign_id in (${a.body.campaignId}::uuid, ${b.body.campaignId}::uuid) group by campaign_id`));
    expect(rolls.map((r) => r.n)).toEqual([a.body.counts.rolls, a.body.counts.rolls]);
  });
});
