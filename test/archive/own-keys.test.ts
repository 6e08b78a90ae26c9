/**
 * Issue 38 item 7: every default install signed with the same public key, so a campaign exported
 * from one verified as "valid" on another. Now the embedded default makes its own random key in
 * its data folder (0600) on first start, and a server on Postgres without ROLL_LOG_KEYS refuses
 * to start. Two fresh data folders -> two keys; an archive from one is "signed elsewhere" on the
 * other (never valid), and valid again where its key is held.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirRollKeys, POSTGRES_NEEDS_KEYS, ROLL_KEY_FILE, serverRollKeys } from '../../src/db/roll-key-file.js';
import { DEV_ROLL_KEYS } from '../../src/db/roll-keys.js';
import { startTestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { exportArchive, importArchiveText, signUp, smsCampaign, VERIFY } from './support.js';

const folders: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sms-keys-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the roll-log key of a default install', () => {
  it('each new data folder makes its own key, 0600, and keeps it', () => {
    const [a, b] = [fresh(), fresh()];
    const keysA = serverRollKeys({}, a, () => {});
    const keysB = serverRollKeys({}, b, () => {});
    expect(keysA.development).toBe(false);
    expect(keysA.signingKeyId).toMatch(/^local-[0-9a-f]{8}$/);
    expect(keysA.signingKeyId).not.toBe(keysB.signingKeyId);
    expect(keysA.keys.get(keysA.signingKeyId)).not.toEqual(keysB.keys.get(keysB.signingKeyId));
    expect(keysA.keys.get(keysA.signingKeyId)!.length).toBe(32);
    expect(statSync(join(a, ROLL_KEY_FILE)).mode & 0o777).toBe(0o600);
    // The next start reads the same key.
    const again = dataDirRollKeys(a);
    expect(again.signingKeyId).toBe(keysA.signingKeyId);
    expect(again.keys.get(again.signingKeyId)).toEqual(keysA.keys.get(keysA.signingKeyId));
  });

  it('ROLL_LOG_KEYS wins; a Postgres server without it refuses to start', () => {
    expect(serverRollKeys({ ROLL_LOG_KEYS: DEV_ROLL_KEYS }, fresh()).signingKeyId).toBe('dev');
    expect(() => serverRollKeys({ DATABASE_URL: 'postgres://db/x' }, fresh())).toThrow(POSTGRES_NEEDS_KEYS);
  });

  it('an archive from one install is "signed elsewhere" on another, and valid where its key is', async () => {
    const keysA = dataDirRollKeys(fresh());
    const keysB = dataDirRollKeys(fresh());
    const source = await startTestApp(pgliteBackend, { rollKeys: keysA });
    const target = await startTestApp(pgliteBackend, { rollKeys: keysB });
    try {
      const t = await smsCampaign(source);
      const archive = await exportArchive(source, t.gm.apiKey, t.campaign.id, keysA);
      const verdict = async (app: typeof target, keys: typeof keysA) => {
        const gm = await signUp(app, 'Gina elsewhere');
        const imported = await importArchiveText(app, gm.apiKey, archive, { keys });
        expect(imported.status, JSON.stringify(imported.body)).toBe(201);
        const campaignId = btoa(`Campaign:${imported.body.campaignId}`);
        const list = await app.gql(`query($id: ID!) { campaign(id: $id) { characters(first: 5) { edges { node { id } } } } }`, { id: campaignId }, gm.apiKey);
        const id = list.data.campaign.characters.edges[0].node.id;
        return { keys: imported.body.keys, chain: (await app.gql(VERIFY, { id }, gm.apiKey)).data.verifyRollChain };
      };
      const elsewhere = await verdict(target, keysB);
      expect(elsewhere.keys).toEqual([{ keyId: keysA.signingKeyId, held: false }]);
      expect(elsewhere.chain.valid).toBe(false);
      expect(elsewhere.chain.reason).toContain('signed elsewhere');
      const home = await verdict(source, keysA);
      expect(home.keys).toEqual([{ keyId: keysA.signingKeyId, held: true }]);
      expect(home.chain.valid).toBe(true);
    } finally {
      await source.close();
      await target.close();
    }
  });
});
