/**
 * The in-memory PGlite of the API suites, lent file after file instead of opened per file.
 *
 * Opening one from the migrated template costs 0.6–1 s of CPU (unpacking 1,100 files into its
 * memory file system, starting Postgres); about 45 files did it, a third of `npm test`'s
 * CPU on a 2-core machine. A test worker runs its files one after the other (vitest.config.ts:
 * `isolate: false`), so it keeps the clients its files closed and lends them again, emptied:
 * every table of the template is empty (the migrations insert no rows), so emptying them all
 * and restarting their identities gives the template's state back, in a few milliseconds.
 *
 * A client is lent again only in the template's shape: a file that changed the schema and did
 * not put it back (logging.test.ts renames a column and renames it back) would otherwise leak
 * into the next file, so the shape (columns and indexes) is compared on each loan and a client
 * that differs is closed and replaced. Its session is reset too (an open transaction rolled
 * back, `DISCARD ALL`, its named statements forgotten), and the listeners a file left are stopped when it closes its handle.
 * What a lent client cannot do is fail a file's stray work after the file closed it (a loop it
 * forgot to stop would write into the next file's database, where a closed client would have
 * thrown): the apps the suites start stop their loops on close, and the next loan empties the
 * tables again.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { type NodeDatabase, openPgliteClient, pgliteDatabase } from '../../src/db/node.js';
import { setDrizzleParsersOnce } from '../../src/db/pglite-parsers.js';
import { useNamedPgliteStatements } from '../../src/db/pglite-statements.js';

const idle: PGlite[] = [];
/** Idle clients kept per worker (a file opens at most a few at once); more are closed. */
const MAX_IDLE = 3;
let template: Promise<{ shape: string; empty: string }> | undefined;

// The shape a file could change (columns, indexes), and the statement that empties the tables:
// deletes with the foreign keys' triggers off (every table is emptied, so no order matters),
// 3–7 ms where `truncate` took 160–230 (it makes new files for ~30 tables), and the identities
// restarted (the live outbox's sequence).
const SHAPE = `select
  (select string_agg(c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by c.relname, a.attnum)
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped)
  || '|' || (select string_agg(indexdef, ',' order by indexdef) from pg_indexes where schemaname = 'public') as shape,
  'set session_replication_role = replica; '
  || (select string_agg(format('delete from %I;', tablename), ' ' order by tablename) from pg_tables where schemaname = 'public')
  || coalesce((select string_agg(format(' alter sequence %I.%I restart;', schemaname, sequencename), '') from pg_sequences where schemaname = 'public'), '')
  || ' reset session_replication_role;' as empty`;

async function shapeOf(client: PGlite): Promise<{ shape: string; empty: string }> {
  const { rows } = await client.query<{ shape: string; empty: string }>(SHAPE);
  return rows[0]!;
}

async function fresh(): Promise<PGlite> {
  const client = await openPgliteClient();
  // As `openPglite` sets it up: named statements, then Drizzle's parsers.
  useNamedPgliteStatements(client);
  setDrizzleParsersOnce(client);
  template ??= shapeOf(client);
  return client;
}

/** An idle client back in the template's state, or null if its shape changed (then closed). */
async function reset(client: PGlite): Promise<PGlite | null> {
  const expected = await template!;
  try {
    // Outside any transaction a failed test may have left open, with nothing of its session left
    // (each its own statement: several in one `exec` would run as one transaction).
    await client.exec('rollback');
    await client.exec('discard all');
    // DISCARD ALL closed the client's named statements (src/db/pglite-statements.ts).
    useNamedPgliteStatements(client).forget();
    if ((await shapeOf(client)).shape !== expected.shape) throw new Error('schema changed');
    await client.exec(expected.empty);
    return client;
  } catch {
    await client.close().catch(() => {});
    return null;
  }
}

/** An empty migrated database, as `openPglite()` gives, on a lent client. */
export async function lendPglite(logger?: Logger): Promise<NodeDatabase> {
  let client: PGlite | null = null;
  while (!client && idle.length > 0) client = await reset(idle.pop()!);
  client ??= await fresh();
  const lent = client;
  const listening = new Set<() => Promise<void>>();
  let returned = false;
  const handle = pgliteDatabase(lent, logger, async () => {
    if (returned) return;
    returned = true;
    await Promise.all([...listening].map((stop) => stop().catch(() => {})));
    if (idle.length < MAX_IDLE) idle.push(lent);
    else await lent.close();
  });
  return {
    ...handle,
    async listen(channel, onPayload, onReady) {
      const stop = await handle.listen(channel, onPayload, onReady);
      const once = async () => {
        if (!listening.delete(once)) return;
        await stop();
      };
      listening.add(once);
      return once;
    },
  };
}
