/**
 * A lost race costs one more write, and is counted (issue 26 item 2; src/db/retries.ts). A rival
 * request on another app (another process, as far as roll queues know) is run to completion
 * just before a request's own write reaches the database: a roll taking the character's next
 * place, a creation taking the campaign's next creation place. The request then loses, is
 * handed the new place by its losing statement, and writes again there — one statement more
 * than the same request unraced, never a read — and the retry is counted for its operation.
 * On both backends: the rival runs between the two statements, so PGlite's one session races
 * exactly as the Postgres server does.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import type { Db } from '../../src/db/client.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';
import { verifyRollChain } from '../../src/db/rolls.js';
import { retriesSoFar } from '../../src/db/retries.js';
import { RollQueue } from '../../src/db/roll-queue.js';
import { decodeId } from '../../src/primitives/ids.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import { seededRng } from '../../src/rules/dice.js';
import { startTestApp, type GqlResult, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on ResolveActionPayload { roll { seq } } } }`;
const CREATE = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id } } } }`;
/** A Ylnies character with rolled characteristics: its creation takes a place of the campaign's creation log. */
const RANDOM_YLNIES = { race: 'HUMAN', method: 'RANDOM', skills: [{ name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true }] };

const ROLL_WRITE = /update characters set roll_seq/;
const CREATION_WRITE = /update campaigns set creation_rolls/;

describe.each(BACKENDS)('a lost race on $name', (backend) => {
  let app: TestApp;
  /** The raced requests' app on the same database: `race` arms it. */
  let raced: { gql(query: string, variables: Record<string, unknown>, apiKey: string): Promise<GqlResult> };
  let armed: { write: RegExp; rival: () => Promise<void> } | null = null;
  /** Where the rival's statements sit in the statement log (the raced request waits meanwhile). */
  let rivalSpan: [number, number] | null = null;

  beforeAll(async () => {
    if (backend.skipReason) return;
    app = await startTestApp(backend);
    const dialect = new PgDialect();
    // The app's database, but the first statement matching the armed write waits until the rival request has committed.
    const db = new Proxy(app.database.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (query: SQL) => {
          const pending = armed;
          if (pending?.write.test(dialect.sqlToQuery(query).sql)) {
            armed = null;
            const from = app.statements.statements.length;
            await pending.rival();
            rivalSpan = [from, app.statements.statements.length];
          }
          return target.execute(query);
        };
      },
    }) as Db;
    const yoga = createApp({ rollKeys: () => developmentRollKeys(),
      db: () => db,
      rng: seededRng(7),
      clock: app.clock,
      signUpLimiter: () => inProcessLimiter({ limit: 1e6, windowMs: 60_000, clock: app.clock }),
      rollQueue: new RollQueue(),
    });
    raced = {
      async gql(query, variables, apiKey) {
        const response = await yoga.fetch('http://test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as GqlResult;
      },
    };
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  /** One request on the raced app: its own statements (the rival's left out) and the retries counted meanwhile. */
  async function send(query: string, variables: Record<string, unknown>, apiKey: string, race?: { write: RegExp; rival: () => Promise<void> }) {
    armed = race ?? null;
    rivalSpan = null;
    const before = retriesSoFar();
    const from = app.statements.statements.length;
    const answer = await raced.gql(query, variables, apiKey);
    const all = app.statements.statements.slice(from);
    const span = rivalSpan as [number, number] | null;
    const own = span ? [...all.slice(0, span[0] - from), ...all.slice(span[1] - from)] : all;
    const after = retriesSoFar();
    expect(armed, 'the armed write was never sent').toBeNull();
    return {
      answer,
      statements: own,
      // Every operation that retried meanwhile, by name: the raced one only, or none.
      retries: Object.fromEntries(Object.entries(after).flatMap(([operation, n]) => (n === (before[operation] ?? 0) ? [] : [[operation, n - (before[operation] ?? 0)]]))),
    };
  }

  test('resolveAction: a rival roll takes the place first → one retry counted, one more write, no read; the chain stays whole', async () => {
    const { gm, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, gm.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }] });
    const variables = { input: { characterId: character.id, moduleIds: character.sheet.modules.map((m: { id: string }) => m.id), difficulty: 8 } };

    const alone = await send(RESOLVE, variables, gm.apiKey);
    expect(alone.answer.data?.resolveAction.roll.seq).toBe(1);
    expect(alone.retries).toEqual({});
    expect(alone.statements.filter((s) => ROLL_WRITE.test(s))).toHaveLength(1);

    const rival = async () => {
      const r = await app.gql(RESOLVE, variables, gm.apiKey);
      expect(r.data?.resolveAction.roll.seq).toBe(2);
    };
    const lost = await send(RESOLVE, variables, gm.apiKey, { write: ROLL_WRITE, rival });
    expect(lost.answer.data?.resolveAction.roll.seq, JSON.stringify(lost.answer)).toBe(3);
    expect(lost.retries).toEqual({ resolveAction: 1 });
    // The retry is the write again, at the place the losing statement found: nothing else.
    expect(lost.statements.filter((s) => ROLL_WRITE.test(s))).toHaveLength(2);
    expect(lost.statements).toHaveLength(alone.statements.length + 1);

    const characterId = decodeId('Character', character.id)!;
    expect(await verifyRollChain(app.database.db, characterId, { keys: developmentRollKeys() })).toMatchObject({ valid: true, length: 3 });
  });

  test('createCharacter: a rival creation takes the creation place first → one retry counted, one more write, no read; places 1, 2, 3', async () => {
    const { player, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    const input = (name: string) => ({ input: { campaignId: campaign.id, name, ylnies: RANDOM_YLNIES } });

    const alone = await send(CREATE, input('Grok'), player.apiKey);
    expect(alone.answer.data?.createCharacter.__typename, JSON.stringify(alone.answer)).toBe('CharacterPayload');
    expect(alone.retries).toEqual({});
    expect(alone.statements.filter((s) => CREATION_WRITE.test(s))).toHaveLength(1);

    let rivalId = '';
    const rival = async () => {
      const r = await app.gql(CREATE, input('Rival'), player.apiKey);
      expect(r.data?.createCharacter.__typename).toBe('CharacterPayload');
      rivalId = r.data.createCharacter.character.id;
    };
    const lost = await send(CREATE, input('Late'), player.apiKey, { write: CREATION_WRITE, rival });
    expect(lost.answer.data?.createCharacter.__typename, JSON.stringify(lost.answer)).toBe('CharacterPayload');
    expect(lost.retries).toEqual({ createCharacter: 1 });
    expect(lost.statements.filter((s) => CREATION_WRITE.test(s))).toHaveLength(2);
    expect(lost.statements).toHaveLength(alone.statements.length + 1);

    // Each creation roll derived at its own place of the creation log: the first, the rival's, the retried one.
    const placeOf = async (id: string) => {
      const rows = await app.database.db.execute(sql`select payload from rolls where character_id = ${decodeId('Character', id)!}::uuid and seq = 1`);
      const [row] = (rows as unknown as { rows: { payload: string }[] }).rows;
      return (JSON.parse(row!.payload) as { fairness: { derivedAt: { seq: number } } }).fairness.derivedAt.seq;
    };
    const places = [alone.answer.data.createCharacter.character.id, rivalId, lost.answer.data.createCharacter.character.id];
    expect(await Promise.all(places.map(placeOf))).toEqual([1, 2, 3]);
  });

  test('resolveFall, a roll writer that reads again: a rival roll takes the place first → one retry counted for resolveFall, one more read and one more write', async () => {
    const { gm, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, gm.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }] });
    const FALL = `mutation($input: ResolveFallInput!) { resolveFall(input: $input) { __typename ... on ImpactPayload { rollSeq } } }`;
    const variables = { input: { characterId: character.id, distance: 3, moduleIds: character.sheet.modules.map((m: { id: string }) => m.id) } };

    const alone = await send(FALL, variables, gm.apiKey);
    expect(alone.answer.data?.resolveFall.rollSeq, JSON.stringify(alone.answer)).toBe(1);
    expect(alone.retries).toEqual({});

    const rival = async () => {
      const r = await app.gql(FALL, variables, gm.apiKey);
      expect(r.data?.resolveFall.rollSeq).toBe(2);
    };
    const lost = await send(FALL, variables, gm.apiKey, { write: ROLL_WRITE, rival });
    expect(lost.answer.data?.resolveFall.rollSeq, JSON.stringify(lost.answer)).toBe(3);
    expect(lost.retries).toEqual({ resolveFall: 1 });
    expect(lost.statements.filter((s) => ROLL_WRITE.test(s))).toHaveLength(2);
    expect(lost.statements).toHaveLength(alone.statements.length * 2);
  });
});
