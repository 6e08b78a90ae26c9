/**
 * An archive whose NPC has an owner (a player's id) is refused, naming the NPC, and nothing is
 * written (docs/archive.md §Refusals): the app never makes one (NPCs are the GM's), and imported
 * as it is, the player would act for and edit a character the screens hide from them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../src/db/rows.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { createSmsCharacter } from '../support/flows.js';
import { exportArchive, importArchiveText, reseal, signUp, smsCampaign } from './support.js';

describe('an archive with a player-owned NPC, on pglite', () => {
  let app: TestApp;
  let archive: string;
  let importer: { apiKey: string };
  const count = async (table: 'campaigns' | 'users' | 'characters' | 'memberships') =>
    Number(rawRows(await app.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n);
  const counts = async () => ({ campaigns: await count('campaigns'), users: await count('users'), characters: await count('characters'), memberships: await count('memberships') });

  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
    const t = await smsCampaign(app);
    const npc = await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Hache', scope: 2, polarity: 'POSITIVE', rank: 2 }] }, { name: 'Grimlock', kind: 'NPC' });
    expect(npc.character.kind).toBe('NPC');
    archive = await exportArchive(app, t.gm.apiKey, t.campaign.id);
    importer = await signUp(app, 'Importer');
  });
  afterAll(async () => app?.close());

  const rowsOf = (text: string, section: string) =>
    text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((line) => line.t === section)
      .map((line) => line.r as Record<string, unknown>);

  it('refused with the NPC named and its line, nothing written', async () => {
    const pip = rowsOf(archive, 'characters').find((r) => r.kind === 'PC')!;
    expect(pip.owner_id, 'the PC is a member’s').toEqual(expect.any(String));
    const owned = reseal(archive, (row) => {
      if (row.t === 'characters' && row.r.kind === 'NPC') row.r.owner_id = pip.owner_id;
    });
    const line = owned.split('\n').findIndex((l) => l.includes('"Grimlock"')) + 1;
    expect(line).toBeGreaterThan(1);
    const before = await counts();
    const res = await importArchiveText(app, importer.apiKey, owned);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ARCHIVE_REFUSED');
    expect(res.body.error).toBe(`Archive refused, nothing imported: line ${line}: section characters: the NPC "Grimlock" has an owner (a player’s id); NPCs are the GM’s and travel without one`);
    // Nothing of it: no campaign, no placeholder, no character, no membership.
    expect(await counts()).toEqual(before);
  });

  it('the same archive with its NPC as exported (no owner) imports, the NPC still the GM’s', async () => {
    expect(rowsOf(archive, 'characters').find((r) => r.kind === 'NPC')).toMatchObject({ name: 'Grimlock', owner_id: null });
    const res = await importArchiveText(app, importer.apiKey, archive);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const imported = rawRows(await app.database.db.execute(sql`select owner_id from characters where campaign_id = ${res.body.campaignId}::uuid and kind = 'NPC'`));
    expect(imported).toEqual([{ owner_id: null }]);
  });
});
