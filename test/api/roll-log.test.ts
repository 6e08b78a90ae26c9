/**
 * "SMS at the table", the roll log: every roll kept per character in a hash chain, readable
 * per character and per campaign, verifiable, and intact under concurrent rolls.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentRollKeys } from '../../src/db/roll-keys.js';
import { appendRoll } from '../../src/db/rolls.js';
import { decodeId } from '../../src/primitives/ids.js';
import { seededRng } from '../../src/rules/dice.js';
import { type GqlResult, startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, signUp, table } from '../support/flows.js';

const MODULES = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Agilité', scope: 3, polarity: 'POSITIVE', rank: 2 },
];

const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename
  ... on ResolveActionPayload { result { roll success } roll { id seq faces } }
  ... on RuleViolation { code } } }`;

const VERIFY = `query($id: ID!) { verifyRollChain(characterId: $id) { valid length brokenAt reason } }`;

describe.each(BACKENDS)('roll log on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend, { rng: seededRng(2026) });
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function setUp() {
    const t = await table(app);
    const pip = (await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const ola = (await createSmsCharacter(app, t.other.apiKey, t.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Ola' })).character;
    const npc = (await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { modules: MODULES }, { name: 'Grok', kind: 'NPC' })).character;
    const declared = (c: { sheet: { modules: { id: string }[] } }) => c.sheet.modules.map((m) => m.id);
    const roll = async (c: typeof pip, difficulty = 8) => {
      const res = await app.gql(RESOLVE, { input: { characterId: c.id, moduleIds: declared(c), difficulty } }, t.gm.apiKey);
      expect(res.data.resolveAction.__typename).toBe('ResolveActionPayload');
      return res.data.resolveAction;
    };
    return { ...t, pip, ola, npc, declared, roll };
  }

  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

  test('Character.rolls: newest first, paginated with cursors; Roll is a node the table can read', async () => {
    const { gm, player, other, pip, roll } = await setUp();
    for (let i = 0; i < 5; i++) {
      await roll(pip);
      app.clock.advance(1000);
    }
    const q = `query($id: ID!, $after: String) { character(id: $id) { rolls(first: 2, after: $after) { edges { cursor node { id seq kind faces createdAt } } pageInfo { hasNextPage endCursor } } } }`;
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page: GqlResult = await app.gql(q, { id: pip.id, after }, player.apiKey);
      seen.push(...page.data.character.rolls.edges.map((e: { node: { seq: number } }) => e.node.seq));
      if (!page.data.character.rolls.pageInfo.hasNextPage) break;
      after = page.data.character.rolls.pageInfo.endCursor;
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);

    const last = await app.gql(`query($id: ID!) { character(id: $id) { rolls(last: 2, before: "3") { edges { node { seq } } } } }`, { id: pip.id }, player.apiKey);
    expect(last.data.character.rolls.edges.map((e: { node: { seq: number } }) => e.node.seq)).toEqual([5, 4]);
    const bad = await app.gql(`query($id: ID!) { character(id: $id) { rolls(first: 2, after: "nope") { edges { node { seq } } } } }`, { id: pip.id }, player.apiKey);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const first = await app.gql(`query($id: ID!) { character(id: $id) { rolls(first: 1) { edges { node { id seq hash prevHash payload requestedBy { name } character { name } } } } } }`, { id: pip.id }, gm.apiKey);
    const newest = first.data.character.rolls.edges[0].node;
    expect(newest).toMatchObject({ seq: 5, requestedBy: { name: 'Gina the GM' }, character: { name: 'Pip' } });
    expect(newest.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(newest.payload)).toMatchObject({ seq: 5, kind: 'ACTION' });
    const node = `query($id: ID!) { node(id: $id) { ... on Roll { seq inputs outcome } } }`;
    expect((await app.gql(node, { id: newest.id }, other.apiKey)).data.node.seq).toBe(5);
    const outsider = await signUp(app, 'Outsider');
    expect((await app.gql(node, { id: newest.id }, outsider.apiKey)).data.node).toBeNull();
    // Reads never tell an outsider that something exists (docs/api.md §Errors): as if there were no such character.
    expect((await app.gql(VERIFY, { id: pip.id }, outsider.apiKey)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  test('Campaign.rolls: the GM sees every roll, players the PCs’ only, newest first', async () => {
    const { gm, player, campaign, pip, ola, npc, roll } = await setUp();
    await roll(pip);
    app.clock.advance(1000);
    await roll(ola);
    app.clock.advance(1000);
    // No API path makes an NPC roll (only players roll); write one as another rule might (e.g. a log import).
    await app.database.db.transaction(async (tx) =>
      appendRoll(tx, {
        campaignId: decodeId('Campaign', campaign.id)!,
        characterId: decodeId('Character', npc.id)!,
        kind: 'FALL',
        inputs: { secret: true },
        faces: [4],
        outcome: {},
        requestedBy: null,
        at: app.clock.now(),
      }, developmentRollKeys()),
    );
    app.clock.advance(1000);
    await roll(pip);
    const q = `query($id: ID!, $after: String) { campaign(id: $id) { rolls(first: 2, after: $after) { edges { node { seq kind character { name } } } pageInfo { hasNextPage endCursor } } } }`;
    const all = async (apiKey: string) => {
      const out: string[] = [];
      let after: string | null = null;
      for (;;) {
        const res: GqlResult = await app.gql(q, { id: campaign.id, after }, apiKey);
        out.push(...res.data.campaign.rolls.edges.map((e: { node: { seq: number; character: { name: string } } }) => `${e.node.character.name}#${e.node.seq}`));
        if (!res.data.campaign.rolls.pageInfo.hasNextPage) break;
        after = res.data.campaign.rolls.pageInfo.endCursor;
      }
      return out;
    };
    expect(await all(gm.apiKey)).toEqual(['Pip#2', 'Grok#1', 'Ola#1', 'Pip#1']);
    expect(await all(player.apiKey)).toEqual(['Pip#2', 'Ola#1', 'Pip#1']);
  });

  test('verifyRollChain: intact, then a tampered entry (UPDATE via SQL) is found where it breaks', async () => {
    const { gm, player, pip, roll } = await setUp();
    for (let i = 0; i < 4; i++) await roll(pip);
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toEqual({ valid: true, length: 4, brokenAt: null, reason: null });

    // Rewrite history: make the second roll a success with a face of 1.
    const id = decodeId('Character', pip.id)!;
    const [second] = rows<{ payload: string }>(await app.database.db.execute(sql`select payload from rolls where character_id = ${id} and seq = 2`));
    const forged = JSON.parse(second!.payload);
    forged.faces = [1];
    forged.outcome = { ...forged.outcome, roll: 1, success: true, stakes: 'NONE' };
    await app.database.db.execute(sql`update rolls set payload = ${JSON.stringify(forged)} where character_id = ${id} and seq = 2`);
    expect((await app.gql(VERIFY, { id: pip.id }, gm.apiKey)).data.verifyRollChain).toEqual({
      valid: false,
      length: 4,
      brokenAt: 2,
      reason: 'its content does not match its hash',
    });

    // Deleting an entry is found too.
    const other = await setUp();
    for (let i = 0; i < 3; i++) await other.roll(other.pip);
    await app.database.db.execute(sql`delete from rolls where character_id = ${decodeId('Character', other.pip.id)!} and seq = 2`);
    expect((await app.gql(VERIFY, { id: other.pip.id }, other.gm.apiKey)).data.verifyRollChain).toMatchObject({ valid: false, length: 2, brokenAt: 3 });
  });

  test('concurrency: many rolls at once on one character all land, with seq 1..n, and the chain verifies', async () => {
    const { gm, pip, declared } = await setUp();
    const n = 8;
    app.statements.reset();
    const results = await Promise.all(
      Array.from({ length: n }, () => app.gql(RESOLVE, { input: { characterId: pip.id, moduleIds: declared(pip), difficulty: 8 } }, gm.apiKey)),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    // On the real server the racers really collide on (character, seq) and retry on top of the winner.
    // (resolveAction inserts its roll from a data-modifying CTE, so the insert is not at the start of the statement.)
    expect(app.statements.statements.filter((s) => /insert into "?rolls"? /.test(s)).length).toBeGreaterThanOrEqual(n);
    expect(results.map((r) => r.data.resolveAction.__typename)).toEqual(Array(n).fill('ResolveActionPayload'));
    expect(results.map((r) => r.data.resolveAction.roll.seq).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    // Each payload's face is the one its log entry keeps.
    for (const r of results) expect(r.data.resolveAction.roll.faces).toEqual([r.data.resolveAction.result.roll]);
    expect((await app.gql(VERIFY, { id: pip.id }, gm.apiKey)).data.verifyRollChain).toEqual({ valid: true, length: n, brokenAt: null, reason: null });
    const events = await app.database.db.execute(sql`select count(*)::int as n from outbox_events where type = 'roll.resolved' and payload->>'characterId' = ${pip.id}`);
    expect(rows<{ n: number }>(events)[0]!.n).toBe(n);
  });

  test('concurrency: the same request answered twice at once gives exactly one RESOLVED roll', async () => {
    const { gm, player, pip, declared } = await setUp();
    for (let round = 0; round < 3; round++) {
      const asked = await app.gql(
        `mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`,
        { input: { characterId: pip.id, difficulty: 10 } },
        gm.apiKey,
      );
      const requestId = asked.data.requestAction.request.id;
      const input = { characterId: pip.id, moduleIds: declared(pip), requestId };
      const results = await Promise.all([app.gql(RESOLVE, { input }, player.apiKey), app.gql(RESOLVE, { input }, player.apiKey)]);
      const kinds = results.map((r) => r.data?.resolveAction.__typename ?? r.errors?.[0]?.extensions?.code).sort();
      expect(kinds).toEqual(['ResolveActionPayload', 'RuleViolation']);
      expect(results.find((r) => r.data.resolveAction.__typename === 'RuleViolation')!.data.resolveAction.code).toBe('REQUEST_NOT_OPEN');
      const winner = results.find((r) => r.data.resolveAction.__typename === 'ResolveActionPayload')!.data.resolveAction;
      const raw = decodeId('ActionRequest', requestId)!;
      const logged = rows<{ id: string }>(await app.database.db.execute(sql`select id from rolls where request_id = ${raw}`));
      expect(logged).toHaveLength(1);
      const req = await app.gql(`query($id: ID!) { node(id: $id) { ... on ActionRequest { status roll { id } } } }`, { id: requestId }, player.apiKey);
      expect(req.data.node).toEqual({ status: 'RESOLVED', roll: { id: winner.roll.id } });
    }
    expect((await app.gql(VERIFY, { id: pip.id }, player.apiKey)).data.verifyRollChain).toMatchObject({ valid: true, length: 3 });
  });
});
