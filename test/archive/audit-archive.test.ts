/**
 * `audit-rolls` and the campaign archive (docs/archive.md, docs/roll-export.md): it verifies an
 * archive file offline (trailer, chains, MACs with the keys given, "signed elsewhere" without),
 * and an imported campaign's roll export, whose entries name the ids they were rolled under.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types.
import { audit, parseKeys } from '../../scripts/audit-rolls.mjs';
import { DEV_ROLL_KEYS } from '../../src/db/roll-keys.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { exportArchive, importArchiveText, reveal, signUp, smsCampaign, ylniesCampaign } from './support.js';

const run = promisify(execFile);
/** The CLI's exit code and output (a failing audit exits 1, which execFile throws). */
async function cli(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['scripts/audit-rolls.mjs', ...args], { env: { ...process.env, ROLL_LOG_KEYS: '' } });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

const EXPORT = `query($id: ID!) { campaign(id: $id) { rollExport } }`;

describe('audit-rolls and campaign archives', () => {
  let app: TestApp;
  const folder = mkdtempSync(join(tmpdir(), 'sms-audit-archive-'));
  const files: Record<string, string> = {};
  let importer: { apiKey: string };
  let imported: { campaignId: string; campaignGlobalId: string };

  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
    // Ylnies: creation rolls (the creation log) and a test; SMS: actions. Revealed, then one more roll sealed.
    const y = await ylniesCampaign(app);
    await reveal(app, y.gm.apiKey, y.campaign.id);
    const s = await smsCampaign(app);
    const archive = await exportArchive(app, y.gm.apiKey, y.campaign.id);
    files.good = join(folder, 'good.jsonl');
    writeFileSync(files.good, archive);
    files.sms = join(folder, 'sms.jsonl');
    writeFileSync(files.sms, await exportArchive(app, s.gm.apiKey, s.campaign.id));
    files.cut = join(folder, 'cut.jsonl');
    writeFileSync(files.cut, archive.slice(0, Math.floor(archive.length * 0.8)));
    // An edited roll: one face changed, the line otherwise intact.
    const lines = archive.trimEnd().split('\n');
    const at = lines.findIndex((l) => l.startsWith('{"t":"rolls"'));
    files.edited = join(folder, 'edited.jsonl');
    writeFileSync(files.edited, `${[...lines.slice(0, at), lines[at]!.replace(/\\"faces\\":\[(\d)/, (_m, d) => `\\"faces\\":[${(Number(d) % 6) + 1}`), ...lines.slice(at + 1)].join('\n')}\n`);
    importer = await signUp(app, 'Importer');
    const res = await importArchiveText(app, importer.apiKey, archive);
    expect(res.status).toBe(201);
    imported = res.body;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('verifies an archive with its key, and says "signed elsewhere" without it', async () => {
    const withKey = await cli('--archive', files.good!, '--keys', DEV_ROLL_KEYS);
    expect(withKey.out).toContain('OK: every check passed');
    expect(withKey.out).toMatch(/faces: [1-9]\d* verified/);
    expect(withKey.code).toBe(0);
    const sms = await cli('--archive', files.sms!, '--keys', DEV_ROLL_KEYS);
    expect(sms.code, sms.out).toBe(0);

    const without = await cli('--archive', files.good!);
    expect(without.out).toMatch(/SIGNED ELSEWHERE \d+ entries are signed with key dev/);
    expect(without.out).not.toContain('OK: every check passed\n');
    const wrongKey = await cli('--archive', files.good!, '--keys', `dev:${Buffer.alloc(32, 1).toString('base64')}`);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.out).toContain('its signature does not match');
  });

  it('refuses a cut or edited archive', async () => {
    const cut = await cli('--archive', files.cut!, '--keys', DEV_ROLL_KEYS);
    expect(cut.code).toBe(1);
    expect(cut.out).toMatch(/cut/);
    const edited = await cli('--archive', files.edited!, '--keys', DEV_ROLL_KEYS);
    expect(edited.code).toBe(1);
    expect(edited.out).toContain('do not match the trailer’s digest');
    expect(edited.out).toContain('its content does not match its hash');
  });

  it("accepts an imported campaign's roll export: its entries name the ids they were rolled under", async () => {
    const res = await app.gql(EXPORT, { id: imported.campaignGlobalId }, importer.apiKey);
    const exported = res.data.campaign.rollExport;
    expect(exported.lineage).toHaveLength(1);
    const result = audit(exported, { keys: parseKeys(DEV_ROLL_KEYS) });
    expect(result.problems).toEqual([]);
    expect(result.stats.imported).toBeGreaterThan(0);
    expect(result.stats.verified).toBeGreaterThan(0);
    // Without the salts nothing maps the old ids: every imported entry is another character's.
    const blind = audit({ ...exported, lineage: [] }, { keys: parseKeys(DEV_ROLL_KEYS) });
    expect(blind.problems.some((p: string) => p.includes('names another character'))).toBe(true);

    // And the imported campaign's own archive (its `imports` section carries the salts).
    const again = join(folder, 'again.jsonl');
    writeFileSync(again, await exportArchive(app, importer.apiKey, imported.campaignId));
    const audited = await cli('--archive', again, '--keys', DEV_ROLL_KEYS);
    expect(audited.out).toContain('rolled before an import');
    expect(audited.code, audited.out).toBe(0);
  });
});
