/**
 * Issue 38 item 7, the rest (docs/fairness.md §Keys): a roll log signed with the public
 * development key says so everywhere — the chain verdict (`developmentKey`), the server's
 * `rollLogKey`, `/readyz` — and under a server that has a key of its own, entries signed with the
 * public key (an install from before its own key) are "signed with the public development key",
 * never valid, until an entry signed with the own key vouches for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/primitives/clock.js';
import type { Db } from '../../src/db/client.js';
import { DEV_ROLL_KEYS, developmentRollKeys, parseRollKeys, type RollKeyring, signRollHash } from '../../src/db/roll-keys.js';
import { type ChainEntry, chainHash, checkRollChain, GENESIS_HASH, PUBLIC_AFTER_SECRET, PUBLIC_KEY_ONLY } from '../../src/db/rolls.js';
import { createHttpHandler, DEVELOPMENT_KEY_WARNING } from '../../src/http/handler.js';
import { pgliteBackend } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { smsCampaign } from './support.js';

const OWN = parseRollKeys(`local-0a1b2c3d:${Buffer.alloc(32, 7).toString('base64')}`);
const PUBLIC_UNDER_ANOTHER_ID = `mine:${DEV_ROLL_KEYS.split(':')[1]}`;

/** A chain of `signers.length` entries, each signed with its keyring. */
async function chain(signers: RollKeyring[]): Promise<ChainEntry[]> {
  const entries: ChainEntry[] = [];
  let prevHash = GENESIS_HASH;
  for (const [i, keys] of signers.entries()) {
    const seq = i + 1;
    const payload = JSON.stringify({ kind: 'FALL', seq });
    const hash = await chainHash(prevHash, seq, payload);
    const { keyId, mac } = await signRollHash(keys, hash);
    entries.push({ seq, payload, prevHash, hash, keyId, mac });
    prevHash = hash;
  }
  return entries;
}

describe('a roll log signed with the public development key', () => {
  const dev = developmentRollKeys();

  it('is the public key under any id', () => {
    expect(dev.development).toBe(true);
    expect(parseRollKeys(PUBLIC_UNDER_ANOTHER_ID).development).toBe(true);
    expect(OWN.development).toBe(false);
  });

  it('where the server signs with it: intact, and flagged', async () => {
    expect(await checkRollChain(await chain([dev, dev]), { keys: dev })).toMatchObject({ valid: true, developmentKey: true, brokenAt: null });
  });

  it('where the server has its own key: not valid, not "signed elsewhere", until an entry signed with the own key vouches for it', async () => {
    const old = await chain([dev, dev]);
    const verdict = await checkRollChain(old, { keys: OWN });
    expect(verdict).toMatchObject({ valid: false, developmentKey: true, brokenAt: 1, reason: PUBLIC_KEY_ONLY });
    // The install's next roll signs a hash that commits to every entry before it.
    expect(await checkRollChain(await chain([dev, dev, OWN]), { keys: OWN })).toMatchObject({ valid: true, developmentKey: false });
    // After an entry signed with the own key, one signed with the public key is anyone's.
    expect(await checkRollChain(await chain([dev, OWN, dev]), { keys: OWN })).toMatchObject({ valid: false, brokenAt: 3, reason: PUBLIC_AFTER_SECRET });
    // A MAC under the public key's id that the public key did not make: a key this server does not hold.
    const forged = await chain([dev, OWN]);
    forged[0] = { ...forged[0]!, mac: '0'.repeat(64) };
    expect(await checkRollChain(forged, { keys: OWN })).toMatchObject({ valid: false, brokenAt: 1, reason: expect.stringContaining('signed elsewhere') });
  });
});

describe.each([
  ['the public development key', developmentRollKeys(), true],
  ['a key of its own', OWN, false],
] as const)('a server signing with %s', (_name, keys, development) => {
  let app: TestApp;
  let t: Awaited<ReturnType<typeof smsCampaign>>;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend, { rollKeys: keys });
    t = await smsCampaign(app);
  });
  afterAll(async () => app?.close());

  it('says so in the chain verdict and in `rollLogKey`', async () => {
    const server = await app.gql(`{ rollLogKey { keyId developmentKey } }`, {}, t.gm.apiKey);
    expect(server.errors).toBeUndefined();
    expect(server.data.rollLogKey).toEqual({ keyId: keys.signingKeyId, developmentKey: development });
    const chain = await app.gql(`query($id: ID!) { verifyRollChain(characterId: $id) { valid developmentKey } }`, { id: t.characters[0] }, t.gm.apiKey);
    expect(chain.data.verifyRollChain).toEqual({ valid: true, developmentKey: development });
  });

  it('and /readyz says it: ready, with a warning', async () => {
    const handler = createHttpHandler({ fetch: () => new Response('') }, { db: () => app.database.db as Db, clock: systemClock, rollKeys: () => keys });
    const body = await (await handler(new Request('http://test/readyz'), {})).json();
    expect(body.status).toBe('ready');
    if (development) expect(body).toMatchObject({ rollLog: 'PUBLIC_DEVELOPMENT_KEY', warnings: [DEVELOPMENT_KEY_WARNING] });
    else expect(body.warnings).toBeUndefined();
  });
});
