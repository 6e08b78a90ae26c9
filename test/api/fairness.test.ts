/**
 * Provably fair dice through the API (docs/fairness.md): commitment before the roll, client seed,
 * GM reveal, `verified`, the export and the offline audit, and every tampering the outside tester
 * tried (edit + recompute, delete the tail, reorder, swap keys, a seed that is not the committed one).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types; its own tests are these.
import { audit, fetchExport, parseKeys, redraw } from '../../scripts/audit-rolls.mjs';
import { parseRollKeys, rollKeysFromEnv } from '../../src/db/roll-keys.js';
import { decodeId } from '../../src/primitives/ids.js';
import { scriptedRng } from '../../src/rules/dice.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const MODULES = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Agilité', scope: 3, polarity: 'POSITIVE', rank: 2 },
];
const KEY_NEW = Buffer.alloc(32, 7).toString('base64');
const KEY_OLD = Buffer.alloc(32, 9).toString('base64');
/** The server signs with k2 and still holds k1 (a rotation). */
const KEYS = `k2:${KEY_NEW},k1:${KEY_OLD}`;

const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename
  ... on ResolveActionPayload { result { roll } roll { id seq hash faces commitment clientSeed serverSeed verified keyId mac epoch { number } } }
  ... on ValidationError { issues { path message } } } }`;
const VERIFY = `query($id: ID!, $head: String) { verifyRollChain(characterId: $id, knownHead: $head) { valid length brokenAt reason head } }`;
const EPOCH = `query($id: ID!) { campaign(id: $id) { fairnessEpoch { id number commitment serverSeed } } }`;
const REVEAL = `mutation($input: RevealFairnessSeedInput!) { revealFairnessSeed(input: $input) { __typename
  ... on RevealFairnessSeedPayload { revealed { number commitment serverSeed revealedAt } next { number commitment serverSeed } } } }`;
const EXPORT = `query($id: ID!) { campaign(id: $id) { rollExport } }`;
const ROLLS = `query($id: ID!) { character(id: $id) { rolls(first: 50) { edges { node { seq faces serverSeed verified verification } } } } }`;

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const run = promisify(execFile);

describe.each(BACKENDS)('provably fair dice on $name', (backend) => {
  let app: TestApp;
  let scripted: TestApp;
  beforeAll(async () => {
    if (backend.skipReason) return;
    app = await startTestApp(backend, { rollKeys: parseRollKeys(KEYS) });
    // Rules tests script their faces: such rolls must fail the audit once the seed is out.
    scripted = await startTestApp(backend, { rng: scriptedRng(Array(20).fill(8)) });
  });
  afterAll(async () => {
    await app?.close();
    await scripted?.close();
  });
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function setUp(on: TestApp = app) {
    const t = await table(on);
    const pip = (await createSmsCharacter(on, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    /** The player answers a GM request at D8 with their own client seed. */
    const answer = async (clientSeed?: string) => {
      const asked = await on.gql(
        `mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`,
        { input: { characterId: pip.id, difficulty: 8 } },
        t.gm.apiKey,
      );
      const res = await on.gql(RESOLVE, { input: { characterId: pip.id, moduleIds, requestId: asked.data.requestAction.request.id, clientSeed } }, t.player.apiKey);
      expect(res.errors).toBeUndefined();
      expect(res.data.resolveAction.__typename).toBe('ResolveActionPayload');
      return res.data.resolveAction;
    };
    const exported = async (apiKey = t.player.apiKey) => (await on.gql(EXPORT, { id: t.campaign.id }, apiKey)).data.campaign.rollExport;
    return { ...t, pip, pipId: decodeId('Character', pip.id)!, answer, exported };
  }

  test('the commitment is public before the first roll; faces derive from it, the client seed and the place; the reveal verifies them', async () => {
    const { gm, player, campaign, pip, pipId, answer } = await setUp();
    const before = (await app.gql(EPOCH, { id: campaign.id }, player.apiKey)).data.campaign.fairnessEpoch;
    expect(before).toMatchObject({ number: 1, serverSeed: null });
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);

    const first = await answer('my lucky seed');
    expect(first.roll).toMatchObject({ seq: 1, commitment: before.commitment, clientSeed: 'my lucky seed', serverSeed: null, verified: null, keyId: 'k2', epoch: { number: 1 } });
    expect(first.roll.faces).toEqual([first.result.roll]);
    const second = await answer();
    expect(second.roll.clientSeed).toBe('');

    // The event carries the chain head, to keep for verifyRollChain(knownHead:).
    const events = await app.database.db.execute(sql`select payload from outbox_events where type = 'roll.resolved' and payload->>'characterId' = ${pip.id} order by (payload->>'seq')::int`);
    const payloads = (events as unknown as { rows: { payload: { chainHead: { seq: number; hash: string }; commitment: string } }[] }).rows.map((r) => r.payload);
    expect(payloads.map((p) => p.chainHead)).toEqual([
      { characterId: pip.id, seq: 1, hash: first.roll.hash },
      { characterId: pip.id, seq: 2, hash: second.roll.hash },
    ]);
    expect(payloads[0]!.commitment).toBe(before.commitment);

    // Only the GM reveals.
    const refused = await app.gql(REVEAL, { input: { campaignId: campaign.id } }, player.apiKey);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const revealed = (await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey)).data.revealFairnessSeed;
    expect(revealed.revealed).toMatchObject({ number: 1, commitment: before.commitment });
    expect(sha256(revealed.revealed.serverSeed)).toBe(before.commitment);
    expect(revealed.next).toMatchObject({ number: 2, serverSeed: null });
    expect(revealed.next.commitment).not.toBe(before.commitment);

    // Anyone can now redraw the faces by hand (here: the audit script's independent redraw).
    const seed = revealed.revealed.serverSeed;
    expect(redraw(seed, 'my lucky seed', pipId, 1, [[1, 8]])).toEqual(first.roll.faces);
    expect(redraw(seed, '', pipId, 2, [[1, 8]])).toEqual(second.roll.faces);
    const listed = (await app.gql(ROLLS, { id: pip.id }, player.apiKey)).data.character.rolls.edges.map((e: { node: unknown }) => e.node);
    expect(listed).toEqual([
      { seq: 2, faces: second.roll.faces, serverSeed: seed, verified: true, verification: null },
      { seq: 1, faces: first.roll.faces, serverSeed: seed, verified: true, verification: null },
    ]);

    // The next roll uses the new epoch.
    const third = await answer('again');
    expect(third.roll).toMatchObject({ seq: 3, commitment: revealed.next.commitment, epoch: { number: 2 }, verified: null });
  });

  test('falls take a client seed too, and their faces verify after the reveal', async () => {
    const { gm, player, campaign, pip } = await setUp();
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    const fall = await app.gql(
      `mutation($input: ResolveFallInput!) { resolveFall(input: $input) { __typename ... on ImpactPayload { rollSeq } } }`,
      { input: { characterId: pip.id, distance: 6, moduleIds, applyWound: false, clientSeed: 'watch your step' } },
      player.apiKey,
    );
    expect(fall.data.resolveFall).toEqual({ __typename: 'ImpactPayload', rollSeq: 1 });
    await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey);
    const listed = await app.gql(`query($id: ID!) { character(id: $id) { rolls(first: 1) { edges { node { kind clientSeed verified } } } } }`, { id: pip.id }, player.apiKey);
    expect(listed.data.character.rolls.edges[0].node).toEqual({ kind: 'FALL', clientSeed: 'watch your step', verified: true });
  });

  test('a client seed must be 1–64 printable ASCII characters; a bad one is a ValidationError and rolls nothing', async () => {
    const { player, pip, pipId, gm } = await setUp();
    const asked = await app.gql(
      `mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`,
      { input: { characterId: pip.id, difficulty: 8 } },
      gm.apiKey,
    );
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    for (const clientSeed of ['', 'x'.repeat(65), 'tab\there']) {
      const res = await app.gql(RESOLVE, { input: { characterId: pip.id, moduleIds, requestId: asked.data.requestAction.request.id, clientSeed } }, player.apiKey);
      expect(res.data.resolveAction.__typename).toBe('ValidationError');
      expect(res.data.resolveAction.issues[0].path).toBe('clientSeed');
    }
    const count = await app.database.db.execute(sql`select count(*)::int as n from rolls where character_id = ${pipId}`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  test('the export, taken through the API, passes the offline audit (script and CLI): every face recomputed', async () => {
    const { gm, campaign, answer, exported } = await setUp();
    for (let i = 0; i < 4; i++) await answer(`seed-${i}`);
    await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey);
    await answer('after the reveal');
    app.statements.reset();
    const doc = await exported();
    // The key, the campaign, then epochs and every chain in one read (DESIGN.md §9).
    expect(app.statements.statements.length).toBeLessThanOrEqual(3);
    expect(doc).toMatchObject({ format: 'sms-roll-export/1', scheme: 'sms-fair-dice/1', viewerRole: 'PLAYER' });
    expect(doc.epochs.map((e: { number: number; serverSeed: string | null }) => [e.number, e.serverSeed === null])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect((await exported(gm.apiKey)).viewerRole).toBe('GM');
    const result = audit(doc, { keys: parseKeys(KEYS) });
    expect(result.problems).toEqual([]);
    expect(result.stats).toMatchObject({ chains: 1, entries: 5, signed: 5, verified: 4, unrevealed: 1, epochs: 2, revealed: 1 });

    const dir = mkdtempSync(join(tmpdir(), 'audit-'));
    const file = join(dir, 'export.json');
    writeFileSync(file, JSON.stringify({ data: { campaign: { rollExport: doc } } }));
    const ok = await run(process.execPath, ['scripts/audit-rolls.mjs', file, '--keys', KEYS]);
    expect(ok.stdout).toContain('OK: every check passed');
    // Faces are counted as faces (issue 22 item 21): one D8 per roll here, and a roll of 4d6 counts 4.
    expect(ok.stdout).toContain('faces: 4 verified (in 4 rolls); rolls: 1 awaiting a reveal');
    const many = structuredClone(doc);
    const payload = JSON.parse(many.chains[0].entries[0].payload);
    expect(audit(many, {}).stats.facesVerified).toBe(payload.faces.length * 4);
    // A wrong key: every signature fails, and the CLI exits 1.
    const wrong = await run(process.execPath, ['scripts/audit-rolls.mjs', file, '--keys', `k2:${KEY_OLD}`]).catch((e: { code: number; stdout: string }) => e);
    expect((wrong as { code: number }).code).toBe(1);
    expect((wrong as { stdout: string }).stdout).toContain('its signature does not match');
  });

  test('rollExportPage: pages cover the log exactly once, in chain order, read within the budget; audit-rolls --url assembles them and they verify', async () => {
    const { gm, player, campaign, answer, exported } = await setUp();
    const bo = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Bo' })).character;
    const boModules = bo.sheet.modules.map((m: { id: string }) => m.id);
    for (let i = 0; i < 4; i++) await answer(`seed ${i}`);
    for (let i = 0; i < 3; i++) {
      const res = await app.gql(RESOLVE, { input: { characterId: bo.id, moduleIds: boModules, difficulty: 8 } }, gm.apiKey);
      expect(res.data.resolveAction.__typename).toBe('ResolveActionPayload');
    }
    await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey);
    const wholeRes = await app.gql(EXPORT, { id: campaign.id }, gm.apiKey);
    expect(wholeRes.errors).toBeUndefined();
    const whole = wholeRes.data.campaign.rollExport;
    const entries = whole.chains.flatMap((c: { characterId: string; entries: { seq: number; hash: string }[] }) => c.entries.map((e) => `${c.characterId}#${e.seq}#${e.hash}`));
    expect(entries.length).toBeGreaterThanOrEqual(7);

    const PAGE = `query($id: ID!, $first: Int!, $after: String) { campaign(id: $id) { rollExportPage(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor } edges { cursor node { characterId seq hash } } } } }`;
    for (const first of [1, 2, 3, 100]) {
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        app.statements.reset();
        type Page = { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { characterId: string; seq: number; hash: string } }[] };
        const res: { data?: { campaign: { rollExportPage: Page } } } = await app.gql(PAGE, { id: campaign.id, first, after }, gm.apiKey);
        // The key, the campaign, then the page: one keyset read.
        expect(app.statements.statements.length).toBeLessThanOrEqual(3);
        const page: Page = res.data!.campaign.rollExportPage;
        expect(page.edges.length).toBeLessThanOrEqual(first);
        for (const { node } of page.edges) seen.push(`${node.characterId}#${node.seq}#${node.hash}`);
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen).toEqual(entries);
    }

    // audit-rolls reads the pages and finds the same document (bar its time of export).
    const fetchImpl = (url: string, init: RequestInit) => app.fetch(url, init);
    const paged = await fetchExport({ url: 'http://test/graphql', campaignId: campaign.id, apiKey: gm.apiKey, first: 2, fetchImpl });
    expect({ ...paged, exportedAt: null }).toEqual({ ...whole, exportedAt: null });
    const result = audit(paged, { keys: parseKeys(KEYS) });
    expect(result.problems).toEqual([]);
    expect(result.stats).toMatchObject({ chains: 2, entries: entries.length, verified: entries.length });
    // A player's pages hold the PCs' chains only, as the player's whole export does.
    const mine = await fetchExport({ url: 'http://test/graphql', campaignId: campaign.id, apiKey: player.apiKey, first: 3, fetchImpl });
    expect({ ...mine, exportedAt: null }).toEqual({ ...(await exported(player.apiKey)), exportedAt: null });
  });

  test('tamper: an entry edited and the unkeyed chain recomputed is caught by the server key', async () => {
    const { player, pip, pipId, answer, exported } = await setUp();
    for (let i = 0; i < 3; i++) await answer();
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({ valid: true, length: 3 });
    const exportBefore = await exported();

    // The outside tester's attack: forge entry 2 and recompute every SHA-256 link after it.
    const rows = (await app.database.db.execute(sql`select seq, payload, prev_hash from rolls where character_id = ${pipId} order by seq`)) as unknown as {
      rows: { seq: number; payload: string; prev_hash: string }[];
    };
    let prev = rows.rows[0]!.prev_hash;
    for (const row of rows.rows) {
      let payload = row.payload;
      if (row.seq === 2) {
        const forged = JSON.parse(payload);
        // Another face than the one rolled, with the outcome it would have given (score 5 v D8).
        const face = forged.faces[0] === 1 ? 8 : 1;
        forged.faces = [face];
        forged.outcome = { ...forged.outcome, roll: face, success: face <= 5 };
        payload = JSON.stringify(forged);
      }
      const hash = createHash('sha256').update(`${prev}\n${row.seq}\n${payload}`).digest('hex');
      await app.database.db.execute(sql`update rolls set payload = ${payload}, prev_hash = ${prev}, hash = ${hash} where character_id = ${pipId} and seq = ${row.seq}`);
      prev = hash;
    }
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({
      valid: false,
      brokenAt: 2,
      reason: 'its signature does not match (edited without the server key)',
    });
    // Stripping the MACs does not help: an unsigned entry after signed ones is refused.
    await app.database.db.execute(sql`update rolls set mac = null, key_id = null where character_id = ${pipId} and seq >= 2`);
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({ valid: false, brokenAt: 2, reason: 'it is not signed, though earlier entries are' });
    const after = audit(await exported(), { keys: parseKeys(KEYS) });
    expect(after.ok).toBe(false);
    expect(after.problems[0]).toMatch(/Pip #2: it is not signed/);
    expect(audit(exportBefore, { keys: parseKeys(KEYS) }).ok).toBe(true);
  });

  test('tamper: every signature stripped, a payload edited and the chain recomputed is refused (issue 22 item 2)', async () => {
    const { player, pip, pipId, answer, exported } = await setUp();
    for (let i = 0; i < 3; i++) await answer();
    const rows = (await app.database.db.execute(sql`select seq, payload, prev_hash from rolls where character_id = ${pipId} order by seq`)) as unknown as {
      rows: { seq: number; payload: string; prev_hash: string }[];
    };
    const rewrite = async (edit: (payload: Record<string, unknown>, seq: number) => void) => {
      let prev = rows.rows[0]!.prev_hash;
      for (const row of rows.rows) {
        const forged = JSON.parse(row.payload);
        edit(forged, row.seq);
        const payload = JSON.stringify(forged);
        const hash = createHash('sha256').update(`${prev}\n${row.seq}\n${payload}`).digest('hex');
        await app.database.db.execute(
          sql`update rolls set payload = ${payload}, prev_hash = ${prev}, hash = ${hash}, mac = null, key_id = null where character_id = ${pipId} and seq = ${row.seq}`,
        );
        prev = hash;
      }
      // The head kept on the character row, as a database writer would set it too.
      await app.database.db.execute(sql`update characters set roll_hash = ${prev} where id = ${pipId}`);
    };
    const flip = (forged: Record<string, unknown>, seq: number) => {
      if (seq !== 2) return;
      const faces = forged.faces as number[];
      forged.faces = [faces[0] === 1 ? 8 : 1];
    };
    await rewrite(flip);
    // Fair-dice rolls came with signatures: an unsigned one was never written by this server.
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({
      valid: false,
      brokenAt: 1,
      reason: 'it is not signed, though it is a fair-dice roll (written since the log is signed)',
    });
    const doc = await exported();
    const audited = audit(doc, { keys: parseKeys(KEYS) });
    expect(audited.ok).toBe(false);
    expect(audited.problems.join('\n')).toMatch(/Pip: no signed entry vouches for it/);
    expect(audited.problems.join('\n')).toMatch(/Pip #1: it is not signed, though it is a fair-dice roll/);

    // The full forgery: the fairness records stripped too, so the chain looks older than signing.
    // Nothing signed commits to it, so it is refused all the same.
    await rewrite((forged) => {
      delete forged.fairness;
    });
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({
      valid: false,
      brokenAt: 1,
      reason: expect.stringMatching(/^no signed entry vouches for it/),
    });
    const dir = mkdtempSync(join(tmpdir(), 'audit-'));
    const file = join(dir, 'export.json');
    writeFileSync(file, JSON.stringify(await exported()));
    const cli = await run(process.execPath, ['scripts/audit-rolls.mjs', file, '--keys', KEYS]).catch((e: { code: number; stdout: string }) => e);
    expect((cli as { code: number }).code).toBe(1);
    expect((cli as { stdout: string }).stdout).toContain('no signed entry vouches for it');
  });

  test('unsigned entries older than signing are accepted while a later signed entry vouches for them', async () => {
    const { player, pip, pipId, answer, exported } = await setUp();
    await answer();
    // A log from before migration 0003: unsigned, no fair dice.
    const legacy = JSON.stringify({ at: '2026-01-01T00:00:00.000Z', characterId: pipId, faces: [3], inputs: {}, kind: 'ACTION', outcome: {}, requestId: null, requestedBy: null, seq: 1 });
    const legacyHash = createHash('sha256').update(`${'0'.repeat(64)}\n1\n${legacy}`).digest('hex');
    await app.database.db.execute(sql`delete from rolls where character_id = ${pipId}`);
    await app.database.db.execute(sql`insert into rolls (id, campaign_id, character_id, seq, kind, payload, prev_hash, hash, created_at)
      select gen_random_uuid(), campaign_id, id, 1, 'ACTION', ${legacy}, ${'0'.repeat(64)}, ${legacyHash}, now() from characters where id = ${pipId}`);
    await app.database.db.execute(sql`update characters set roll_seq = 1, roll_hash = ${legacyHash} where id = ${pipId}`);
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({ valid: false, brokenAt: 1 });
    // The next roll signs a hash that commits to the older entry: now it is vouched for.
    await answer();
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({ valid: true, length: 2 });
    expect(audit(await exported(), { keys: parseKeys(KEYS) }).problems).toEqual([]);
  });

  test('tamper: deleting the last entries is caught against a head kept from an event', async () => {
    const { player, pip, pipId, answer, exported } = await setUp();
    for (let i = 0; i < 4; i++) await answer();
    const kept = (await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain.head;
    const event = await app.database.db.execute(sql`select payload->'chainHead'->>'hash' as hash from outbox_events where type = 'roll.resolved' and payload->>'characterId' = ${pip.id} order by (payload->>'seq')::int desc limit 1`);
    expect((event as unknown as { rows: { hash: string }[] }).rows[0]!.hash).toBe(kept);

    await app.database.db.execute(sql`delete from rolls where character_id = ${pipId} and seq >= 3`);
    // Without the kept head the shortened chain still looks whole: that is why heads are published.
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({ valid: true, length: 2 });
    expect((await app.gql(VERIFY, { id: pip.id, head: kept }, player.apiKey)).data.verifyRollChain).toMatchObject({
      valid: false,
      length: 2,
      reason: 'the known head is not in the chain: entries were removed or rewritten',
    });
    const result = audit(await exported(), { keys: parseKeys(KEYS), knownHeads: [kept] });
    expect(result.problems).toEqual([`known head ${kept} is not in the log: entries were removed or rewritten`]);
  });

  test('tamper: reordering entries and swapping key ids are caught', async () => {
    const { player, pip, pipId, answer, exported } = await setUp();
    for (let i = 0; i < 3; i++) await answer();
    // Swap entries 2 and 3 (their places), keeping each one's own hash and signature.
    await app.database.db.execute(sql`update rolls set seq = -seq where character_id = ${pipId} and seq in (2, 3)`);
    await app.database.db.execute(sql`update rolls set seq = case seq when -2 then 3 else 2 end where character_id = ${pipId} and seq in (-2, -3)`);
    const reordered = (await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain;
    expect(reordered).toMatchObject({ valid: false, brokenAt: 2 });
    expect(audit(await exported(), { keys: parseKeys(KEYS) }).ok).toBe(false);
    await app.database.db.execute(sql`update rolls set seq = -seq where character_id = ${pipId} and seq in (2, 3)`);
    await app.database.db.execute(sql`update rolls set seq = case seq when -2 then 3 else 2 end where character_id = ${pipId} and seq in (-2, -3)`);
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({ valid: true, length: 3 });

    // Claim entry 1 was signed by the other (older) key: its MAC does not match that key.
    await app.database.db.execute(sql`update rolls set key_id = 'k1' where character_id = ${pipId} and seq = 1`);
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({ valid: false, brokenAt: 1, reason: 'its signature does not match (edited without the server key)' });
    // A key id the server never had.
    await app.database.db.execute(sql`update rolls set key_id = 'mallory' where character_id = ${pipId} and seq = 1`);
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({ valid: false, brokenAt: 1, reason: 'signed elsewhere: it is signed with key mallory, which this server does not hold' });
    expect(audit(await exported(), { keys: parseKeys(KEYS) }).problems[0]).toMatch(/signed with key mallory/);
  });

  test('a revealed seed that is not the committed one is reported, and so are faces the seeds do not give', async () => {
    const { gm, player, campaign, pip, answer, exported } = await setUp();
    await answer('abc');
    const revealed = (await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey)).data.revealFairnessSeed.revealed;
    // A server that "reveals" another seed than the one it committed to.
    const other = `${revealed.serverSeed.slice(0, 63)}${revealed.serverSeed.endsWith('0') ? '1' : '0'}`;
    await app.database.db.execute(sql`update fairness_epochs set seed = ${other} where commitment = ${revealed.commitment}`);
    const listed = (await app.gql(ROLLS, { id: pip.id }, player.apiKey)).data.character.rolls.edges[0].node;
    expect(listed).toMatchObject({ verified: false, verification: 'the revealed seed does not match its commitment' });
    const result = audit(await exported(), { keys: parseKeys(KEYS) });
    expect(result.problems).toContain(`epoch 1: the revealed seed does not match its commitment ${revealed.commitment}`);

    // Scripted faces (a rules test's dice) are not what the seeds give: unverified once revealed.
    const s = await setUp(scripted);
    // The character's id is random, so pick a client seed whose honest face is not the
    // script's 8 (read from the still-secret epoch, as only a test can): the mismatch is certain.
    const secret = ((await scripted.database.db.execute(sql`select seed from fairness_epochs where campaign_id = ${decodeId('Campaign', s.campaign.id)}::uuid and revealed_at is null`)) as unknown as { rows: { seed: string }[] }).rows[0]!.seed;
    const clientSeed = ['xyz', 'xyz1', 'xyz2', 'xyz3', 'xyz4', 'xyz5', 'xyz6', 'xyz7', 'xyz8'].find((c) => redraw(secret, c, s.pipId, 1, [[1, 8]])[0] !== 8)!;
    const rolled = await s.answer(clientSeed);
    expect(rolled.roll.faces).toEqual([8]);
    await scripted.gql(REVEAL, { input: { campaignId: s.campaign.id } }, s.gm.apiKey);
    const seed = (await scripted.gql(ROLLS, { id: s.pip.id }, s.player.apiKey)).data.character.rolls.edges[0].node;
    expect(seed.serverSeed).toBe(secret);
    const honest = redraw(seed.serverSeed, clientSeed, s.pipId, 1, [[1, 8]])[0];
    expect(honest).not.toBe(8);
    expect(seed).toMatchObject({ verified: false, verification: `the faces redrawn from the seeds are ${honest}, not 8` });
    expect(audit(await s.exported(), {}).problems).toEqual([`Pip #1: the seeds give faces ${honest}, the log says 8`]);
  });
  test('ten reveals of one named epoch at once: one reveal, one next epoch, one event, the same answer for all (issue 22 item 13)', async () => {
    const { gm, campaign } = await setUp();
    const campaignId = decodeId('Campaign', campaign.id)!;
    const open = (await app.gql(EPOCH, { id: campaign.id }, gm.apiKey)).data.campaign.fairnessEpoch;
    const clicks = await Promise.all(Array.from({ length: 10 }, () => app.gql(REVEAL, { input: { campaignId: campaign.id, epoch: open.number } }, gm.apiKey)));
    for (const click of clicks) expect(click.errors).toBeUndefined();
    const answers = clicks.map((c) => c.data.revealFairnessSeed);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ revealed: { number: open.number, commitment: open.commitment }, next: { number: open.number + 1, serverSeed: null } });
    const count = async (query: ReturnType<typeof sql>) => (await app.database.db.execute(query)) as unknown as { rows: { n: number }[] };
    expect((await count(sql`select count(*)::int as n from fairness_epochs where campaign_id = ${campaignId}`)).rows[0]!.n).toBe(2);
    expect((await count(sql`select count(*)::int as n from outbox_events where campaign_id = ${campaignId} and type = 'fairness.revealed'`)).rows[0]!.n).toBe(1);
    // Later, the same click again: the same epoch, nothing more opened.
    const again = await app.gql(REVEAL, { input: { campaignId: campaign.id, epoch: open.number } }, gm.apiKey);
    expect(again.data.revealFairnessSeed).toEqual(answers[0]);
    // An epoch that is not (yet) the campaign's is a RuleViolation, and changes nothing.
    const future = await app.gql(`mutation($input: RevealFairnessSeedInput!) { revealFairnessSeed(input: $input) { __typename ... on RuleViolation { code } } }`, { input: { campaignId: campaign.id, epoch: 9 } }, gm.apiKey);
    expect(future.data.revealFairnessSeed).toEqual({ __typename: 'RuleViolation', code: 'EPOCH_NOT_OPEN' });
    expect((await count(sql`select count(*)::int as n from fairness_epochs where campaign_id = ${campaignId}`)).rows[0]!.n).toBe(2);
  });

  test('unnamed reveals racing each other never fail: the epochs stay numbered 1, 2, 3 … with one open', async () => {
    const { gm, campaign } = await setUp();
    const campaignId = decodeId('Campaign', campaign.id)!;
    const clicks = await Promise.all(Array.from({ length: 6 }, () => app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey)));
    for (const click of clicks) expect(click.errors).toBeUndefined();
    for (const click of clicks) expect(click.data.revealFairnessSeed.__typename).toBe('RevealFairnessSeedPayload');
    const epochs = (await app.database.db.execute(sql`select number, revealed_at is null as open from fairness_epochs where campaign_id = ${campaignId} order by number`)) as unknown as {
      rows: { number: number; open: boolean }[];
    };
    expect(epochs.rows.map((e) => e.number)).toEqual(epochs.rows.map((_, i) => i + 1));
    expect(epochs.rows.filter((e) => e.open)).toHaveLength(1);
    // Every answer names a revealed epoch and one open after it (a later one if other reveals went on meanwhile).
    for (const click of clicks) expect(click.data.revealFairnessSeed.next.number).toBeGreaterThan(click.data.revealFairnessSeed.revealed.number);
  });
});

describe.each(BACKENDS)('fair dice without an open epoch on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('a campaign with no open epoch opens one at its next roll, and the reveal then works as usual', async () => {
    const t = await table(app);
    const pip = (await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    await app.database.db.execute(sql`delete from fairness_epochs where campaign_id = ${decodeId('Campaign', t.campaign.id)!}`);
    expect((await app.gql(EPOCH, { id: t.campaign.id }, t.gm.apiKey)).data.campaign.fairnessEpoch).toBeNull();
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    const res = await app.gql(RESOLVE, { input: { characterId: pip.id, moduleIds, difficulty: 8 } }, t.gm.apiKey);
    expect(res.data.resolveAction.roll).toMatchObject({ seq: 1, epoch: { number: 1 }, keyId: 'dev' });
    const revealed = (await app.gql(REVEAL, { input: { campaignId: t.campaign.id } }, t.gm.apiKey)).data.revealFairnessSeed;
    expect(revealed.revealed.number).toBe(1);
    expect(revealed.next.number).toBe(2);
    const listed = (await app.gql(ROLLS, { id: pip.id }, t.player.apiKey)).data.character.rolls.edges[0].node;
    expect(listed).toMatchObject({ verified: true, serverSeed: revealed.revealed.serverSeed });
  });
});

describe('roll log keys (ROLL_LOG_KEYS)', () => {
  it('parses kid:base64 lists, the first key signs; refuses short, duplicate or malformed keys', () => {
    const ring = parseRollKeys(KEYS);
    expect(ring.signingKeyId).toBe('k2');
    expect([...ring.keys.keys()]).toEqual(['k2', 'k1']);
    expect(() => parseRollKeys(`k:${Buffer.alloc(16).toString('base64')}`)).toThrow(/shorter than 32 bytes/);
    expect(() => parseRollKeys(`k:${KEY_NEW},k:${KEY_OLD}`)).toThrow(/twice/);
    expect(() => parseRollKeys('nokey')).toThrow(/kid:base64key/);
    expect(() => parseRollKeys('k:***')).toThrow(/not base64/);
    expect(() => parseRollKeys(' , ')).toThrow(/no key/);
  });

  it('without ROLL_LOG_KEYS the development key signs, with a warning', () => {
    const warnings: string[] = [];
    const ring = rollKeysFromEnv(undefined, (m) => warnings.push(m));
    expect(ring.development).toBe(true);
    expect(ring.signingKeyId).toBe('dev');
    expect(warnings[0]).toMatch(/ROLL_LOG_KEYS is not set/);
    expect(rollKeysFromEnv(KEYS, (m) => warnings.push(m)).development).toBe(false);
    expect(warnings).toHaveLength(1);
  });
});
