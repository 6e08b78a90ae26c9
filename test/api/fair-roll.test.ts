/**
 * What every roll shares (src/graphql/rolls/fair-roll.ts), called directly on both backends: the
 * place after the head read, the epoch read or opened (in the roll's own write for
 * `writeFairRoll`), the faces derived at the place actually written, a lost race rolled again at
 * once at the place or with the epoch the losing statement handed back (one more write, no
 * read), the process queue, the typed refusals, and the bounded retry loop.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VersionConflict } from '../../src/db/characters.js';
import { ensureOpenEpoch, type EpochRow, openEpoch } from '../../src/db/fairness.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';
import { RollQueue } from '../../src/db/roll-queue.js';
import { GENESIS_HASH, verifyRollChain } from '../../src/db/rolls.js';
import { retriesOf } from '../../src/db/retries.js';
import { characters } from '../../src/db/schema.js';
import { type RollAttempt, type RollContext, diceAtHeads, epochToRoll, placeAfterHead, retryLostRace, writeFairRoll } from '../../src/graphql/rolls/fair-roll.js';
import { decodeId } from '../../src/primitives/ids.js';
import { seededRng } from '../../src/rules/dice.js';
import { fairRng } from '../../src/rules/fair-dice.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const MODULES = [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }];
const REQUEST = `mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`;
const CANCEL = `mutation($id: ID!) { cancelActionRequest(input: { requestId: $id }) { __typename } }`;

/** The face a D12 shows at `seq` of `characterId`'s log in `epoch` (no client seed): what an auditor redraws. */
const faceAt = (epoch: Pick<EpochRow, 'seed'>, characterId: string, seq: number) => fairRng({ serverSeed: epoch.seed, clientSeed: '', characterId, seq }).int(1, 12);

describe.each(BACKENDS)('fair rolls on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  // One source of secret seeds for the file, as an app has: every epoch drawn here is a new one.
  const seeds = seededRng(7);
  const context = (rollQueue: RollQueue | null = null): RollContext => ({
    db: app.database.db,
    seeds,
    clock: app.clock,
    rollKeys: developmentRollKeys(),
    rollQueue,
  });

  /** A PC, as a resolver's one read finds it (the head on its row), with its campaign's open epoch. */
  async function rolling() {
    const t = await table(app);
    const pc = (await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { race: 'HUMAN', modules: MODULES })).character;
    const campaignId = decodeId('Campaign', t.campaign.id)!;
    const [character] = await app.database.db.select().from(characters).where(eq(characters.id, decodeId('Character', pc.id)!));
    return { ...t, pcId: pc.id as string, campaignId, character: character!, epoch: await openEpoch(app.database.db, campaignId) };
  }

  /** A D12 rolled by the rules, kept as the entry; each attempt's place and epoch noted in `seen`. */
  function d12(seen: { seq: number; epochId: string }[] = []) {
    return ({ dice, epoch }: RollAttempt) => {
      seen.push({ seq: dice.place.seq, epochId: epoch.id });
      const face = dice.rng.int(1, 12);
      return { value: face, entry: { kind: 'TEST', inputs: { die: 12 }, outcome: { face }, requestedBy: null } };
    };
  }

  const logLength = async (characterId: string) =>
    Number(((await app.database.db.execute(sql`select count(*)::int as n from rolls where character_id = ${characterId}::uuid`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  test('one statement writes the roll at the place after the head read, its faces derived there', async () => {
    const { character, epoch } = await rolling();
    app.statements.reset();
    const rolled = await writeFairRoll(context(), { character, epoch, operation: 'test' }, d12());
    expect(app.statements.statements).toHaveLength(1);
    expect(rolled!.row).toMatchObject({ seq: 1, prevHash: GENESIS_HASH, epochId: epoch!.id });
    expect(rolled!.value).toBe(faceAt(epoch!, character.id, 1));
    expect(rolled!.epoch.id).toBe(epoch!.id);
    expect(await verifyRollChain(app.database.db, character.id, { keys: developmentRollKeys() })).toMatchObject({ valid: true, length: 1 });
  });

  test('a rival took the place read: rolled again at once at the next place the statement handed back (two writes, no read)', async () => {
    const { character, epoch } = await rolling();
    await writeFairRoll(context(), { character, epoch, operation: 'test' }, d12());
    // The same read as before the rival's roll: its place (seq 1) is taken.
    const seen: { seq: number; epochId: string }[] = [];
    app.statements.reset();
    const rolled = await writeFairRoll(context(), { character, epoch, operation: 'test' }, d12(seen));
    expect(app.statements.statements).toHaveLength(2);
    expect(app.statements.statements.every((s) => /update characters set roll_seq/.test(s))).toBe(true);
    expect(seen.map((s) => s.seq)).toEqual([1, 2]);
    expect(rolled!.row.seq).toBe(2);
    // The faces kept are those of the place written, not of the place lost.
    expect(rolled!.value).toBe(faceAt(epoch!, character.id, 2));
    expect(await verifyRollChain(app.database.db, character.id, { keys: developmentRollKeys() })).toMatchObject({ valid: true, length: 2 });
  });

  test('with the process queue, a roll that read the head before the last one landed starts where it left: one write', async () => {
    const { character, epoch } = await rolling();
    const queue = new RollQueue();
    const seen: { seq: number; epochId: string }[] = [];
    app.statements.reset();
    const [first, second] = await Promise.all([
      writeFairRoll(context(queue), { character, epoch, operation: 'test' }, d12(seen)),
      writeFairRoll(context(queue), { character, epoch, operation: 'test' }, d12(seen)),
    ]);
    expect(app.statements.statements).toHaveLength(2);
    expect(seen.map((s) => s.seq)).toEqual([1, 2]);
    expect([first!.row.seq, second!.row.seq]).toEqual([1, 2]);
    expect(queue.size).toBe(0);
  });

  test('no open epoch read: the roll’s write opens it; the next roll with the same stale read is handed that epoch and rolls with it', async () => {
    const { character, campaignId } = await rolling();
    await app.database.db.execute(sql`delete from fairness_epochs where campaign_id = ${campaignId}::uuid`);
    app.statements.reset();
    const opened = await writeFairRoll(context(), { character, epoch: null, operation: 'test' }, d12());
    expect(app.statements.statements).toHaveLength(1);
    expect(opened!.epoch).toMatchObject({ number: 1, revealedAt: null });
    expect(opened!.row.epochId).toBe(opened!.epoch.id);
    expect(opened!.value).toBe(faceAt(opened!.epoch, character.id, 1));

    // Read before that epoch was opened: this roll tries to open its own, loses, and rolls with the rival's.
    const seen: { seq: number; epochId: string }[] = [];
    const stale = { ...character, rollSeq: opened!.row.seq, rollHash: opened!.row.hash };
    app.statements.reset();
    const again = await writeFairRoll(context(), { character: stale, epoch: null, operation: 'test' }, d12(seen));
    expect(app.statements.statements).toHaveLength(2);
    expect(seen[0]!.epochId).not.toBe(opened!.epoch.id);
    expect(seen[1]).toEqual({ seq: 2, epochId: opened!.epoch.id });
    expect(again!.epoch.id).toBe(opened!.epoch.id);
    expect(again!.value).toBe(faceAt(opened!.epoch, character.id, 2));
    const epochs = (await app.database.db.execute(sql`select count(*)::int as n from fairness_epochs where campaign_id = ${campaignId}::uuid`)) as unknown as { rows: { n: number }[] };
    expect(Number(epochs.rows[0]!.n)).toBe(1);
  });

  test('a request no longer OPEN: nothing written, null', async () => {
    const t = await rolling();
    const asked = await app.gql(REQUEST, { input: { characterId: t.pcId, difficulty: 8 } }, t.gm.apiKey);
    const requestId = asked.data.requestAction.request.id;
    expect((await app.gql(CANCEL, { id: requestId }, t.gm.apiKey)).data.cancelActionRequest.__typename).toBe('ActionRequestPayload');
    const answer = (attempt: RollAttempt) => ({ ...d12()(attempt), entry: { kind: 'TEST', inputs: {}, outcome: {}, requestedBy: null, requestId: decodeId('ActionRequest', requestId) }, resolveRequest: true });
    await expect(writeFairRoll(context(), { character: t.character, epoch: t.epoch, operation: 'test' }, answer)).resolves.toBeNull();
    expect(await logLength(t.character.id)).toBe(0);
  });

  test('a character deleted since the read: NOT_FOUND, nothing written', async () => {
    const { character, epoch } = await rolling();
    await app.database.db.execute(sql`delete from characters where id = ${character.id}::uuid`);
    const gone = await writeFairRoll(context(), { character, epoch, operation: 'test' }, d12()).catch((e: unknown) => e);
    expect((gone as { extensions?: { code?: string } }).extensions?.code).toBe('NOT_FOUND');
    expect(await logLength(character.id)).toBe(0);
  });

  test('a refusal of the rules is the answer as it is: no statement, nothing written', async () => {
    const { character, epoch } = await rolling();
    app.statements.reset();
    await expect(
      writeFairRoll(context(), { character, epoch, operation: 'test' }, () => {
        throw new Error('refused by the rules');
      }),
    ).rejects.toThrow('refused by the rules');
    expect(app.statements.statements).toHaveLength(0);
    expect(await logLength(character.id)).toBe(0);
  });

  test('the epoch to roll with: the one read costs no statement; none read opens one in one statement, and again answers it', async () => {
    const { campaignId, epoch } = await rolling();
    app.statements.reset();
    await expect(epochToRoll(context(), campaignId, epoch)).resolves.toBe(epoch);
    expect(app.statements.statements).toHaveLength(0);
    await app.database.db.execute(sql`delete from fairness_epochs where campaign_id = ${campaignId}::uuid`);
    app.statements.reset();
    const opened = await epochToRoll(context(), campaignId, null);
    expect(app.statements.statements).toHaveLength(1);
    expect(opened).toMatchObject({ campaignId, number: 1, revealedAt: null });
    // A second one that read none (a rival meanwhile) is answered the same epoch, not a new one.
    const rival = await ensureOpenEpoch(app.database.db, campaignId, { seed: 'e'.repeat(64), commitment: 'f'.repeat(64) }, app.clock.now());
    expect(rival.id).toBe(opened.id);
    await expect(epochToRoll(context(), campaignId, null)).resolves.toMatchObject({ id: opened.id });
  });
});

describe('the dice and the retry loop every roll shares', () => {
  const epoch = { id: 'e1', campaignId: 'c1', number: 1, seed: 'ab'.repeat(32), commitment: 'cd'.repeat(32), openedAt: new Date(0), revealedAt: null, revealedBy: null };
  const ctx = { db: null as never, seeds: seededRng(1), clock: { now: () => new Date(0) } as never };
  const npc = { id: 'npc', campaignId: 'c1', kind: 'NPC', rollSeq: 7, rollHash: 'h7' };
  const pc = { id: 'pc', campaignId: 'c1', kind: 'PC', rollSeq: 2, rollHash: 'h2' };

  it('placeAfterHead: the place after the head kept on the row (the first place of an empty log)', () => {
    expect(placeAfterHead(pc)).toEqual({ seq: 3, prevHash: 'h2' });
    expect(placeAfterHead({ rollSeq: 0, rollHash: GENESIS_HASH })).toEqual({ seq: 1, prevHash: GENESIS_HASH });
  });

  it('diceAtHeads: one side rolls at its own next place; several derive at the first PC’s, which every entry names', async () => {
    const single = await diceAtHeads(ctx, epoch, [npc]);
    expect(single.place).toEqual({ seq: 8, prevHash: 'h7' });
    expect(single.rng.int(1, 12)).toBe(faceAt(epoch, 'npc', 8));
    expect(single.fairnessFor('npc')).toEqual(single.fairness());

    const shared = await diceAtHeads(ctx, epoch, [npc, pc], 'mine');
    expect(shared.anchor).toBe('pc');
    expect(shared.place).toEqual({ seq: 3, prevHash: 'h2' });
    expect(shared.rng.int(1, 12)).toBe(fairRng({ serverSeed: epoch.seed, clientSeed: 'mine', characterId: 'pc', seq: 3 }).int(1, 12));
    expect(shared.fairnessFor('pc')).toMatchObject({ epochId: 'e1', clientSeed: 'mine', sides: ['npc', 'pc'] });
    expect(shared.fairnessFor('pc').derivedAt).toBeUndefined();
    expect(shared.fairnessFor('npc')).toMatchObject({ sides: ['npc', 'pc'], derivedAt: { log: 'pc', seq: 3 } });
  });

  it('retryLostRace: a lost race is done again at once; it gives up after its bound with the error given', async () => {
    let calls = 0;
    const before = retriesOf('retry test');
    await expect(
      retryLostRace('retry test', async () => {
        calls++;
        if (calls < 3) throw new VersionConflict();
        return 'landed';
      }),
    ).resolves.toBe('landed');
    expect(calls).toBe(3);
    // Each attempt after a lost race is a retry of the operation (src/db/retries.ts).
    expect(retriesOf('retry test') - before).toBe(2);

    calls = 0;
    const never = async () => {
      calls++;
      throw new VersionConflict();
    };
    await expect(retryLostRace('retry test', never, () => new Error('kept losing'), 4)).rejects.toThrow('kept losing');
    expect(calls).toBe(4);
    expect(retriesOf('retry test') - before).toBe(5);
  });

  it('retryLostRace: anything but a lost race is the answer at once', async () => {
    let calls = 0;
    const refused = async () => {
      calls++;
      throw new Error('not a race');
    };
    const before = retriesOf('refusal test');
    await expect(retryLostRace('refusal test', refused)).rejects.toThrow('not a race');
    expect(calls).toBe(1);
    expect(retriesOf('refusal test') - before).toBe(0);
  });
});
