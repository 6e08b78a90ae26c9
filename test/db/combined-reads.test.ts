/**
 * The read combiner (src/db/combined-reads.ts) and the Drizzle internals it stands on
 * (src/db/drizzle-select.ts): reads of one turn are one statement, and each caller gets exactly
 * the rows `await query` gives — every table's columns, joins (a left-joined table all null →
 * null), SQL expressions — on PGlite and on the real server. If Drizzle changes how it decodes a
 * row, the comparisons here fail.
 */
import { and, asc, desc, eq, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgDialect, PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadCombiner } from '../../src/db/combined-reads.js';
import { compileSelect, joinStatements, prepareSelect, prepareStatement } from '../../src/db/drizzle-select.js';
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

  test('a select compiled once (prepareSelect): for any values, the rows its builder gives them, one text, combined or alone', async () => {
    const db = app.database.db;
    const fields = { character: characters, campaign: campaigns, role: memberships.role };
    /** The same select on a database handle (to await) or on a QueryBuilder (to prepare). */
    const byName = <Q extends ReturnType<typeof db.select<typeof fields>>>(select: Q, name: unknown, userId: unknown) =>
      select
        .from(characters)
        .innerJoin(campaigns, eq(campaigns.id, characters.campaignId))
        .leftJoin(memberships, and(eq(memberships.campaignId, campaigns.id), sql`${memberships.userId} = ${userId}::uuid`))
        .where(eq(characters.name, name as string))
        .orderBy(asc(characters.id));
    type Row = Awaited<ReturnType<typeof byName>>[number];
    const prepared = prepareSelect<Row, { name: string; userId: string | null }>(byName(new QueryBuilder().select(fields) as never, sql.placeholder('name'), sql.placeholder('userId')));
    const [pip] = await db.select().from(characters).limit(1);
    const [member] = await db.select().from(memberships).where(eq(memberships.campaignId, pip!.campaignId)).limit(1);
    const cases = [
      { name: pip!.name, userId: member!.userId },
      { name: pip!.name, userId: null },
      { name: 'nobody of that name', userId: member!.userId },
    ];
    const expected = await Promise.all(cases.map((v) => byName(db.select(fields), v.name, v.userId)));
    expect(expected[0]![0]!.role).not.toBeNull();
    expect(expected[1]![0]!.role).toBeNull();
    expect(expected[2]).toEqual([]);
    const read = createReadCombiner(db);
    const combined = await counted(() => Promise.all(cases.map((v) => read.compiled(prepared.fill(v)))));
    expect(combined.statements).toHaveLength(1);
    expect(combined.value).toEqual(expected);
    // Alone, each is one statement of its own, and the text is the same whatever the values.
    const alone = await counted(async () => {
      for (const [i, v] of cases.entries()) expect(await createReadCombiner(db).compiled(prepared.fill(v))).toEqual(expected[i]);
    });
    expect(alone.statements).toHaveLength(3);
    expect(new Set(alone.statements).size).toBe(1);
  });

  test('prepareSelect refuses a text whose parameters it cannot split in order', () => {
    // A `$5` in a string literal would be taken for a parameter: refused when compiled, not sent wrong.
    const odd = new QueryBuilder().select({ a: sql<string>`'costs $5'`, b: sql<string>`${sql.placeholder('b')}::text` }).from(users);
    expect(() => prepareSelect(odd)).toThrow(/number its parameters/);
    const fine = prepareSelect<{ a: string; b: string }, { b: string }>(new QueryBuilder().select({ a: sql<string>`'costs five'`, b: sql<string>`${sql.placeholder('b')}::text` }).from(users));
    expect(fine.fill({ b: 'x' }).width).toBe(2);
  });

  test('a statement compiled once (prepareStatement): the text, values and rows Drizzle gives for the same values, nested in another sql too', async () => {
    const db = app.database.db;
    const dialect = new PgDialect();
    /** Text and values (Drizzle also lists typings, which only its Data API drivers read). */
    const query = (statement: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return { text, params };
    };
    const written = (name: unknown, since: unknown) => sql`select id, name from users where name <> ${name}::text and created_at > ${since}::timestamptz order by id limit 3`;
    const prepared = prepareStatement<{ name: string; since: string }>(written(sql.placeholder('name'), sql.placeholder('since')));
    const values = { name: 'nobody', since: '2000-01-01T00:00:00.000Z' };
    const filled = prepared.fill(values);
    expect(query(filled)).toEqual(query(written(values.name, values.since)));
    const rows = async (statement: SQL) => ((await db.execute(statement)) as { rows: unknown[] }).rows;
    expect(await rows(filled)).toEqual(await rows(written(values.name, values.since)));
    expect((await rows(filled)).length).toBeGreaterThan(0);
    // Inside another template Drizzle walks its chunks: numbered after what comes before it.
    const outer = (inner: SQL) => sql`select count(*)::int as n from (${inner}) t where ${'x'}::text is not null`;
    expect(query(outer(filled))).toEqual(query(outer(written(values.name, values.since))));
    // As with Drizzle's own placeholders, a value goes as given: in the driver's form (a column encodes only what is not a placeholder).
    const at = new Date('2026-01-02T03:04:05.000Z');
    const byTime = (when: unknown) => new QueryBuilder().select({ id: users.id }).from(users).where(eq(users.createdAt, when as Date)).getSQL();
    expect(query(prepareStatement<{ at: string }>(byTime(sql.placeholder('at'))).fill({ at: at.toISOString() }))).toEqual(query(byTime(at)));
    // One a column was told to encode (`sql.param(placeholder, column)`) is encoded by it.
    const encoded = prepareStatement<{ d: Date }>(sql`select ${sql.param(sql.placeholder('d'), users.createdAt)} as d`).fill({ d: at });
    expect(query(encoded).params).toEqual([at.toISOString()]);
    expect(() => prepared.fill({ name: 'x' } as never)).toThrow(/No value for placeholder "since"/);
  });

  test('joinStatements: filled statements and text as one statement, parameters renumbered in order', async () => {
    const a = prepareStatement<{ a: number }>(sql`select ${sql.placeholder('a')}::int as a`);
    const b = prepareStatement<{ b: string; c: string }>(sql`select ${sql.placeholder('b')}::text || ${sql.placeholder('c')}::text as b`);
    const joined = joinStatements(['select x.a, y.b from (', a.fill({ a: 7 }), ') x, (', b.fill({ b: 'z', c: '!' }), ') y']);
    expect(new PgDialect().sqlToQuery(joined)).toEqual({ sql: 'select x.a, y.b from (select $1::int as a) x, (select $2::text || $3::text as b) y', params: [7, 'z', '!'] });
    expect(((await app.database.db.execute(joined)) as { rows: unknown[] }).rows).toEqual([{ a: 7, b: 'z!' }]);
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
