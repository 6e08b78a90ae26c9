/**
 * The read combiner (src/db/combined-reads.ts) and the Drizzle internals it stands on
 * (src/db/drizzle-select.ts): reads of one turn are one statement, and each caller gets exactly
 * the rows `await query` gives — every table's columns, joins (a left-joined table all null →
 * null), SQL expressions — on PGlite and on the real server. If Drizzle changes how it decodes a
 * row, the comparisons here fail.
 */
import { and, asc, desc, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadCombiner } from '../../src/db/combined-reads.js';
import { compileSelect } from '../../src/db/drizzle-select.js';
import * as schema from '../../src/db/schema.js';
import { campaigns, characters, memberships, modules, rolls, users } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename } }`;
// Typed as one table: the comparisons below only need rows, whichever table they come from.
const TABLES = (Object.values(schema) as unknown[]).filter((value) => is(value, PgTable)) as (typeof users)[];

describe.each(BACKENDS)('read combiner on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (backend.skipReason) return;
    app = await startTestApp(backend);
    // Rows in most tables: users, keys, a campaign and its epoch, memberships, characters with
    // modules and state, rolls, an action request, outbox events.
    const { gm, player, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }] })).character;
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    await app.gql(`mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename } }`, { input: { characterId: pip.id, difficulty: 8 } }, gm.apiKey);
    for (let i = 0; i < 2; i++) await app.gql(RESOLVE, { input: { characterId: pip.id, moduleIds, difficulty: 8 } }, gm.apiKey);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** The statements the database saw while `run` ran. */
  async function counted<T>(run: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
    app.statements.reset();
    const value = await run();
    return { value, statements: [...app.statements.statements] };
  }

  test('every table read in one turn: one statement, and the rows Drizzle gives for each', async () => {
    const db = app.database.db;
    const alone: unknown[][] = [];
    for (const t of TABLES) alone.push(await db.select().from(t).limit(50));
    expect(alone.filter((rows) => rows.length > 0).length).toBeGreaterThan(8);
    const read = createReadCombiner(db);
    const { value, statements } = await counted(() => Promise.all(TABLES.map((t) => read(db.select().from(t).limit(50)))));
    expect(statements).toHaveLength(1);
    for (const [i, t] of TABLES.entries()) expect(value[i], getTableName(t)).toEqual(alone[i]);
    // Dates are Dates, as Drizzle gives them.
    expect(value[TABLES.indexOf(users)]![0]).toMatchObject({ createdAt: expect.any(Date) });
  });

  test('joins, nested selections, a left join with nothing on the right, SQL expressions, order and limit', async () => {
    const db = app.database.db;
    const withCampaign = () =>
      db
        .select({ character: characters, campaign: campaigns, role: memberships.role, n: sql<number>`${characters.version} + 1`.mapWith(Number), label: sql<string>`'x' || ${characters.name}` })
        .from(characters)
        .innerJoin(campaigns, eq(campaigns.id, characters.campaignId))
        .leftJoin(memberships, and(eq(memberships.campaignId, campaigns.id), eq(memberships.userId, sql`'00000000-0000-4000-8000-000000000000'::uuid`)))
        .orderBy(asc(characters.id));
    const withOwner = () => db.select({ roll: rolls, owner: users }).from(rolls).leftJoin(users, eq(users.id, sql`null::uuid`)).orderBy(desc(rolls.seq)).limit(1);
    const names = () => db.select({ id: modules.id, name: modules.name }).from(modules).orderBy(desc(modules.name));
    const nobody = () => db.select().from(users).where(eq(users.name, 'nobody'));
    const expected = [await withCampaign(), await withOwner(), await names(), await nobody()] as const;
    expect(expected[0][0]?.role).toBeNull();
    expect(expected[1][0]?.owner).toBeNull();
    const read = createReadCombiner(db);
    const { value, statements } = await counted(() => Promise.all([read(withCampaign()), read(withOwner()), read(names()), read(nobody())]));
    expect(statements).toHaveLength(1);
    expect(value).toEqual(expected);
    // One column per field: the character's, the campaign's, the role, the two expressions.
    const first = expected[0][0]!;
    expect(compileSelect(withCampaign()).width).toBe(Object.keys(first.character).length + Object.keys(first.campaign).length + 3);
  });

  test('a read alone in its turn runs as itself; reads in later turns are statements of their own', async () => {
    const db = app.database.db;
    const read = createReadCombiner(db);
    const query = db.select().from(campaigns).limit(5);
    const native = query.toSQL().sql;
    const { value, statements } = await counted(() => read(query));
    expect(statements).toEqual([native]);
    expect(value).toEqual(await db.select().from(campaigns).limit(5));
    const later = await counted(async () => {
      await read(db.select().from(users).limit(1));
      await read(db.select().from(users).limit(2));
    });
    expect(later.statements).toHaveLength(2);
    expect(read.statements).toBe(3);
  });

  test('hand-written SQL reads combine too, decoded by their caller', async () => {
    const db = app.database.db;
    const read = createReadCombiner(db);
    const { value, statements } = await counted(() =>
      Promise.all([
        read.sql(sql`select count(*)::int as n from users`, (rows) => rows[0]!.n as number),
        read.sql(sql`select id, created_at from users order by created_at limit 1`, (rows) => rows.map((r) => new Date(r.created_at as string))),
        read(db.select({ id: users.id }).from(users)),
      ]),
    );
    expect(statements).toHaveLength(1);
    expect(value[0]).toBe(value[2].length);
    expect(value[1][0]).toBeInstanceOf(Date);
  });

  test('a read that fails fails alone: the others of its turn get their rows, it gets the error it has by itself', async () => {
    const db = app.database.db;
    const bad = () => db.select().from(users).where(eq(users.id, 'not-a-uuid'));
    const aloneError = await bad().then(
      () => null,
      (e: unknown) => e,
    );
    expect(aloneError).toBeInstanceOf(Error);
    const read = createReadCombiner(db);
    const { value, statements } = await counted(() => Promise.allSettled([read(db.select().from(campaigns)), read(bad()), read(db.select({ id: users.id }).from(users))]));
    expect(value[0]).toEqual({ status: 'fulfilled', value: await db.select().from(campaigns) });
    expect(value[1].status).toBe('rejected');
    expect(String((value[1] as PromiseRejectedResult).reason)).toBe(String(aloneError));
    expect(value[2].status).toBe('fulfilled');
    // The combined attempt, then each read alone.
    expect(statements).toHaveLength(4);
  });
});
