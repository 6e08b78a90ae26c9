#!/usr/bin/env node
/**
 * The independent floor (issue 40 item 1): the least a GraphQL mutation can cost on this stack,
 * with no ORM and no code of the product. A graphql-yoga server on node:http whose two mutations
 * talk to the database through its plain driver:
 * - `insertOne(n)`: one `INSERT … RETURNING id`;
 * - `readThenInsert(id, n)`: one `SELECT` by primary key, then one `INSERT … RETURNING id`
 *   (the physical floor of a mutation that checks something before it writes: a roll reads the
 *   character, then writes the roll).
 * On a Postgres server (FLOOR_DATABASE_URL) through `pg`'s Pool with named statements (parsed
 * and planned once per connection, the cheapest way `pg` offers). On PGlite (FLOOR_PGLITE=1, in
 * memory, or FLOOR_PGLITE=<folder> on disk) the same way: a `pg` Client with named statements
 * over PGlite's own node-postgres adapter (`@electric-sql/pglite/node-postgres`), as the product
 * names its statements on PGlite (src/db/pglite-statements.ts). `PGlite.query` sends each
 * statement unnamed, parsed and planned again every time: on a folder on disk, floor 2 cost the
 * floor's process 1.09–1.14 ms of CPU per request that way against 0.86–0.92 named (bench/floor-outside.ts,
 * alternated, two runs each), a floor the product's own path undercut (FLOOR_PGLITE_QUERY=1 keeps
 * it, to compare). Runs in its own process (bench/floor-outside.ts
 * starts it), prints `listening <port>` when ready.
 */
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const url = process.env.FLOOR_DATABASE_URL;
const poolSize = Number(process.env.FLOOR_POOL ?? 10);

const DDL = [
  'create table if not exists floor_seed (id integer primary key, n integer not null)',
  'insert into floor_seed select i, i from generate_series(1, 64) i on conflict do nothing',
  'create table if not exists floor_rows (id uuid primary key default gen_random_uuid(), n integer not null, created_at timestamptz not null default now())',
];
const READ = 'select n from floor_seed where id = $1';
const INSERT = 'insert into floor_rows (n) values ($1) returning id';

/** `query(name, text, values)` → rows, on whichever database this floor was given. */
async function openDatabase() {
  if (url) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    for (const statement of DDL) await pool.query(statement);
    return {
      query: async (name, text, values) => (await pool.query({ name, text, values })).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // On disk when given a folder, as `npm start` keeps its database; in memory otherwise.
  const folder = process.env.FLOOR_PGLITE;
  const client = folder && folder !== '1' ? new PGlite(folder) : new PGlite();
  for (const statement of DDL) await client.query(statement);
  if (process.env.FLOOR_PGLITE_QUERY === '1') {
    return {
      query: async (_name, text, values) => (await client.query(text, values)).rows,
      close: () => client.close(),
    };
  }
  const [{ default: pg }, { createPgConfig }] = await Promise.all([import('pg'), import('@electric-sql/pglite/node-postgres')]);
  // One connection (PGlite has one session): pg queues the requests in flight on it.
  const connection = new pg.Client(createPgConfig(client));
  await connection.connect();
  return {
    query: async (name, text, values) => (await connection.query({ name, text, values })).rows,
    close: async () => {
      await connection.end();
      await client.close();
    },
  };
}

const db = await openDatabase();
const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { ok: Boolean } type Mutation { insertOne(n: Int!): ID! readThenInsert(id: Int!, n: Int!): ID! }',
    resolvers: {
      Mutation: {
        insertOne: async (_root, { n }) => (await db.query('floor_insert', INSERT, [n]))[0].id,
        readThenInsert: async (_root, { id, n }) => {
          const [seed] = await db.query('floor_read', READ, [id]);
          if (!seed) throw new Error(`no seed ${id}`);
          return (await db.query('floor_insert', INSERT, [n + seed.n]))[0].id;
        },
      },
    },
  }),
  logging: false,
});

const server = createServer(yoga);
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
const stop = async () => {
  server.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
