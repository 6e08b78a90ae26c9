/**
 * resolveAction in two statements on every path (issue 26 item 1): ONE read that also checks the
 * caller's key (src/graphql/authentication.ts), ONE data-modifying statement — a campaign with no open epoch opens it in that write, the payload's
 * fields (the epoch, the character, who asked) answer from rows the request already holds, and
 * a write that lost its place is handed the new head by the same statement (src/db/rolls.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/client.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';
import { appendRollAtomically, CharacterGone, EpochTaken, GENESIS_HASH, PlaceTaken, type RollEntry } from '../../src/db/rolls.js';
import { decodeId } from '../../src/primitives/ids.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const MODULES = [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }];

/** Everything a table shows after a roll: each field that could read a row again is asked. */
const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename
  ... on ResolveActionPayload { result { roll success score } roll { id seq hash requestId requestedBy { id name } character { id name }
    epoch { number commitment serverSeed } commitment serverSeed verified } } } }`;
const REQUEST = `mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`;

describe.each(BACKENDS)('resolveAction statements on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function measured(variables: Record<string, unknown>, apiKey: string) {
    app.statements.reset();
    const res = await app.gql(RESOLVE, variables, apiKey);
    const statements = [...app.statements.statements];
    expect(res.errors).toBeUndefined();
    expect(res.data.resolveAction.__typename).toBe('ResolveActionPayload');
    // No interactive transaction: one statement is atomic on its own.
    expect(statements.filter((s) => /^\s*(begin|commit|rollback|savepoint)/i.test(s))).toEqual([]);
    return { roll: res.data.resolveAction.roll, statements };
  }

  async function setUp() {
    const t = await table(app);
    const pip = (await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    return { ...t, pip, moduleIds: pip.sheet.modules.map((m: { id: string }) => m.id) };
  }

  test('a player answering the GM’s request, with the whole payload: read (with the key), write', async () => {
    const t = await setUp();
    const asked = await app.gql(REQUEST, { input: { characterId: t.pip.id, difficulty: 8 } }, t.gm.apiKey);
    const requestId = asked.data.requestAction.request.id;
    const { roll, statements } = await measured({ input: { characterId: t.pip.id, moduleIds: t.moduleIds, requestId } }, t.player.apiKey);
    expect(roll).toMatchObject({ seq: 1, requestId, requestedBy: { name: 'Paul the player' }, character: { name: 'Pip' }, epoch: { number: 1, serverSeed: null } });
    expect(roll.epoch.commitment).toBe(roll.commitment);
    expect(statements).toHaveLength(2);
    // The GM rolling for the PC: the same two.
    const gm = await measured({ input: { characterId: t.pip.id, moduleIds: t.moduleIds, difficulty: 6 } }, t.gm.apiKey);
    expect(gm.roll).toMatchObject({ seq: 2, requestedBy: { name: 'Gina the GM' }, character: { name: 'Pip' } });
    expect(gm.statements).toHaveLength(2);
  });

  test('a campaign with no open epoch: the write opens it, still two statements; the next roll uses it', async () => {
    const t = await setUp();
    await app.database.db.execute(sql`delete from fairness_epochs where campaign_id = ${decodeId('Campaign', t.campaign.id)!}`);
    const first = await measured({ input: { characterId: t.pip.id, moduleIds: t.moduleIds, difficulty: 8 } }, t.gm.apiKey);
    expect(first.roll).toMatchObject({ seq: 1, epoch: { number: 1, serverSeed: null } });
    expect(first.statements).toHaveLength(2);
    const second = await measured({ input: { characterId: t.pip.id, moduleIds: t.moduleIds, difficulty: 8 } }, t.gm.apiKey);
    expect(second.roll).toMatchObject({ seq: 2, epoch: { number: 1 }, commitment: first.roll.commitment });
    expect(second.statements).toHaveLength(2);
    const epochs = (await app.database.db.execute(sql`select count(*)::int as n from fairness_epochs where campaign_id = ${decodeId('Campaign', t.campaign.id)!}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(epochs.rows[0]!.n).toBe(1);
  });

  /** One entry written straight through the roll statement (on `db`: the app's by default), at `seq` after `prevHash`. */
  async function write(
    t: Awaited<ReturnType<typeof setUp>>,
    seq: number,
    prevHash: string,
    epoch: { id: string; commitment: string },
    openEpoch?: { id: string; seed: string; commitment: string },
    db: Queryable = app.database.db,
  ) {
    const entry: RollEntry = {
      campaignId: decodeId('Campaign', t.campaign.id)!,
      characterId: decodeId('Character', t.pip.id)!,
      kind: 'ACTION',
      inputs: {},
      faces: [],
      outcome: {},
      requestedBy: null,
      at: new Date(),
      fairness: { epochId: epoch.id, commitment: epoch.commitment, clientSeed: '', ranges: [] },
    };
    return appendRollAtomically(db, entry, { seq, prevHash }, developmentRollKeys(), openEpoch ? { openEpoch } : {});
  }

  async function openEpochOf(campaignId: string) {
    const result = (await app.database.db.execute(sql`select id, commitment from fairness_epochs where campaign_id = ${decodeId('Campaign', campaignId)!} and revealed_at is null`)) as unknown as {
      rows: { id: string; commitment: string }[];
    };
    return result.rows[0]!;
  }

  test('a write that lost its place writes nothing and is handed the next place by the same statement', async () => {
    const t = await setUp();
    const epoch = await openEpochOf(t.campaign.id);
    const won = await write(t, 1, GENESIS_HASH, epoch);
    app.statements.reset();
    const lost = await write(t, 1, GENESIS_HASH, epoch).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(PlaceTaken);
    expect((lost as PlaceTaken).next).toEqual({ seq: 2, prevHash: won!.row.hash });
    expect(app.statements.statements).toHaveLength(1);
    const again = await write(t, 2, won!.row.hash, epoch);
    expect(again!.row.seq).toBe(2);
  });

  // The process queue sends a roll's statement while the one before it is still running
  // (src/db/roll-queue.ts): it must wait on the row's lock and then write after that roll, not
  // judge the head from the snapshot it started with. Only a server has two statements at once.
  // Registered on the server only (CI allows no skipped test); PGlite has one connection.
  if (backend.name === 'postgres')
    test('a write sent while the roll before it is uncommitted waits on the row and lands after it', async () => {
    const t = await setUp();
    const epoch = await openEpochOf(t.campaign.id);
    const characterId = decodeId('Character', t.pip.id)!;
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let firstHash!: (hash: string) => void;
    const first = new Promise<string>((resolve) => {
      firstHash = resolve;
    });
    // The first roll, written and held uncommitted in a transaction of its own.
    const holder = app.database.db.transaction(async (tx) => {
      const written = await write(t, 1, GENESIS_HASH, epoch, undefined, tx);
      firstHash(written!.row.hash);
      await committing;
    });
    const hash = await first;
    const second = write(t, 2, hash, epoch);
    // Wait until the second statement is queued on the row lock, then commit the first.
    for (let waited = 0; ; waited++) {
      const waiting = (await app.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)) as unknown as {
        rows: { n: number }[];
      };
      if (waiting.rows[0]!.n > 0) break;
      if (waited > 500) throw new Error('the second write never waited on the row');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    commit();
    await holder;
    await expect(second).resolves.toMatchObject({ row: { seq: 2, prevHash: hash } });
    const log = (await app.database.db.execute(sql`select seq from rolls where character_id = ${characterId} order by seq`)) as unknown as { rows: { seq: number }[] };
    expect(log.rows.map((r) => Number(r.seq))).toEqual([1, 2]);
  });

  test('two writers opening the epoch: one opens it, the other writes nothing and is handed it', async () => {
    const t = await setUp();
    await app.database.db.execute(sql`delete from fairness_epochs where campaign_id = ${decodeId('Campaign', t.campaign.id)!}`);
    const mine = { id: crypto.randomUUID(), seed: 'a'.repeat(64), commitment: 'c'.repeat(64) };
    const rival = { id: crypto.randomUUID(), seed: 'b'.repeat(64), commitment: 'd'.repeat(64) };
    const opened = await write(t, 1, GENESIS_HASH, rival, rival);
    expect(opened!.openedEpoch).toMatchObject({ id: rival.id, number: 1, revealedAt: null });
    const lost = await write(t, 2, opened!.row.hash, mine, mine).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(EpochTaken);
    expect((lost as EpochTaken).rival).toMatchObject({ id: rival.id, number: 1, commitment: rival.commitment });
    const log = (await app.database.db.execute(sql`select count(*)::int as n from rolls where character_id = ${decodeId('Character', t.pip.id)!}`)) as unknown as { rows: { n: number }[] };
    expect(log.rows[0]!.n).toBe(1);
  });

  test('a character deleted between the read and the write: CharacterGone, nothing written', async () => {
    const t = await setUp();
    const epoch = await openEpochOf(t.campaign.id);
    await app.database.db.execute(sql`delete from characters where id = ${decodeId('Character', t.pip.id)!}`);
    await expect(write(t, 1, GENESIS_HASH, epoch)).rejects.toBeInstanceOf(CharacterGone);
    const log = (await app.database.db.execute(sql`select count(*)::int as n from rolls where character_id = ${decodeId('Character', t.pip.id)!}`)) as unknown as { rows: { n: number }[] };
    expect(log.rows[0]!.n).toBe(0);
  });
});
