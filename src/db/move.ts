/**
 * Moving up (docs/backups.md): every row of the embedded database copied to a Postgres server
 * whose schema the same drizzle/ migrations made. Ids are kept, so every link, every roll chain
 * (its hashes cover the payload, not the row's place) and every API key stay as they were.
 *
 * One transaction on the target: the tables in the order of their foreign keys (a parent before
 * its children), each in batches of `json_populate_recordset` from the source's rows as JSON,
 * identity sequences set past the largest value copied, the row counts compared with the
 * source's; then COMMIT. A kill before the COMMIT leaves the target as the migrations made it:
 * empty, and a rerun starts over.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface TableInfo {
  name: string;
  /** Columns the copy writes (generated ones are computed by the target). */
  columns: string[];
  /** Has a GENERATED ALWAYS identity column: its values are copied with OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
  /** Tables it references (foreign keys), itself excluded. */
  parents: string[];
}

export interface MoveProgress {
  table: string;
  copied: number;
  total: number;
  /** Rows copied over every table so far, and in all. */
  allCopied: number;
  allTotal: number;
}

export interface MoveReport {
  tables: { name: string; rows: number }[];
  rows: number;
  ms: number;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The public tables, their columns and foreign keys, read from the source's catalog. */
export async function tablesOf(source: Pick<PGlite, 'query'>): Promise<TableInfo[]> {
  const { rows } = await source.query<{ name: string; columns: string[]; identity_always: boolean; parents: string[] | null }>(`
    select c.relname as name,
      array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum) as columns,
      exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.attidentity = 'a') as identity_always,
      array(select distinct p.relname::text from pg_constraint k join pg_class p on p.oid = k.confrelid where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid) as parents
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`);
  return rows.map((r) => ({ name: r.name, columns: r.columns, identityAlways: r.identity_always, parents: r.parents ?? [] }));
}

/** Parents before children; throws on a cycle (the schema has none; a future one needs deferred constraints here). */
export function dependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name)) throw new Error(`foreign keys form a cycle through ${t.name}`);
    visiting.add(t.name);
    for (const parent of t.parents) {
      const p = byName.get(parent);
      if (p) visit(p);
    }
    visiting.delete(t.name);
    done.add(t.name);
    order.push(t);
  };
  for (const t of tables) visit(t);
  return order;
}

async function count(query: (sql: string) => Promise<{ rows: { n: number | string }[] }>, table: string): Promise<number> {
  const { rows } = await query(`select count(*)::int as n from ${quote(table)}`);
  return Number(rows[0]?.n ?? 0);
}

export class TargetNotEmpty extends Error {
  constructor(readonly tables: { name: string; rows: number }[]) {
    super(`The target database already holds data (${tables.map((t) => `${t.name}: ${t.rows}`).join(', ')}). Move into an empty database, or pass --replace to delete what it holds (in the same transaction as the copy).`);
    this.name = 'TargetNotEmpty';
  }
}

/**
 * Copy every public table of `source` into `target` (a connected client on a database the
 * migrations have made), in one transaction. `replace` empties the target's tables first, in the
 * same transaction; without it a target holding any row is refused before anything is written.
 */
export async function copyDatabase(
  source: PGlite,
  target: pg.Client,
  options: { replace?: boolean; batchRows?: number; onProgress?: (p: MoveProgress) => void } = {},
): Promise<MoveReport> {
  const started = Date.now();
  const batch = options.batchRows ?? 1000;
  const tables = dependencyOrder(await tablesOf(source));
  const sourceQuery = (sql: string) => source.query<{ n: number }>(sql);
  const totals = new Map<string, number>();
  for (const t of tables) totals.set(t.name, await count(sourceQuery, t.name));
  const allTotal = [...totals.values()].reduce((a, b) => a + b, 0);

  await target.query('begin');
  try {
    const targetQuery = (sql: string) => target.query<{ n: number }>(sql);
    const held: { name: string; rows: number }[] = [];
    for (const t of tables) {
      const rows = await count(targetQuery, t.name);
      if (rows) held.push({ name: t.name, rows });
    }
    if (held.length && !options.replace) throw new TargetNotEmpty(held);
    if (held.length) await target.query(`truncate ${tables.map((t) => quote(t.name)).join(', ')}`);

    let allCopied = 0;
    for (const t of tables) {
      const total = totals.get(t.name) ?? 0;
      const columns = t.columns.map(quote).join(', ');
      // The rows' physical order is stable: nothing writes to the source meanwhile (this process
      // holds its folder).
      for (let copied = 0; copied < total; ) {
        const { rows } = await source.query<{ rows: string }>(
          `select coalesce(json_agg(x), '[]')::text as rows from (select * from ${quote(t.name)} order by ctid offset ${copied} limit ${batch}) x`,
        );
        const json = rows[0]?.rows ?? '[]';
        const inserted = await target.query(
          `insert into ${quote(t.name)} (${columns}) ${t.identityAlways ? 'overriding system value ' : ''}select ${columns} from json_populate_recordset(null::${quote(t.name)}, $1::json)`,
          [json],
        );
        if (!inserted.rowCount) throw new Error(`${t.name}: a batch at row ${copied} inserted nothing`);
        copied += inserted.rowCount;
        allCopied += inserted.rowCount;
        options.onProgress?.({ table: t.name, copied, total, allCopied, allTotal });
      }
    }
    // Identity and serial columns: the next value after the largest copied.
    const { rows: sequences } = await target.query<{ tbl: string; col: string; seq: string }>(`
      select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
      from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`);
    for (const s of sequences) {
      await target.query(`select setval($1, coalesce((select max(${quote(s.col)}) from ${quote(s.tbl)}), 0) + 1, false)`, [s.seq]);
    }
    const report: { name: string; rows: number }[] = [];
    for (const t of tables) {
      const rows = await count(targetQuery, t.name);
      if (rows !== totals.get(t.name)) throw new Error(`${t.name}: ${rows} rows on the target, ${totals.get(t.name)} on the source`);
      report.push({ name: t.name, rows });
    }
    await target.query('commit');
    return { tables: report, rows: allTotal, ms: Date.now() - started };
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  }
}
