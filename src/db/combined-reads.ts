/**
 * The read combiner: reads asked for in the same turn of the event loop (sibling lists and
 * loaders of one GraphQL level resolving concurrently) go to the database as ONE statement,
 *
 *   select (select coalesce(json_agg(t), '[]') from (<read 1>) as t(c0, c1, …)) as r0,
 *          (select coalesce(json_agg(t), '[]') from (<read 2>) as t(c0, …)) as r1, …
 *
 * and each caller gets its own rows back, decoded as Drizzle decodes them (src/db/drizzle-select.ts):
 * at the edge every statement is a round trip (issue #11), so a level of a query costs one.
 *
 * - A read alone in its turn runs as itself (`await query`): no JSON on the way.
 * - Values come back through JSON: the columns' own mappers turn them into the same objects
 *   (timestamps → Date, jsonb, integers); test/db/combined-reads.test.ts compares every table's
 *   rows both ways on PGlite and on the real server. A `bigint` in `mode: 'bigint'` or a
 *   `numeric` past 2^53 would lose digits in JSON: no table read this way has one.
 * - Errors: when the combined statement fails on a statement error (SQLSTATE outside the
 *   connection classes), each read is run again alone, so only the read at fault fails, with
 *   the error it would have had by itself; a lost connection fails them all (trying each again
 *   would only wait N times).
 * - Reads only, outside transactions: it holds the request's handle, never a `tx`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { type SelectQuery, compileSelect } from './drizzle-select.js';

interface Pending {
  /** The read alone, as it would run without the combiner. */
  alone(): Promise<unknown>;
  /** Its sub-select for the combined statement, and how to turn its JSON rows into the answer. */
  part: { sql: SQL; columns: string[] | null; decode(rows: unknown[]): unknown };
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** After every promise job and nextTick of this turn (DataLoader's batches included): Node's setImmediate, else a timer. */
const afterThisTurn: (run: () => void) => void =
  typeof globalThis.setImmediate === 'function' ? (run) => globalThis.setImmediate(run) : (run) => setTimeout(run, 0);

export interface ReadCombiner {
  /** A Drizzle select, combined with the other reads of this turn; resolves to what `await query` gives. */
  <T extends readonly unknown[]>(query: SelectQuery<T>): Promise<T>;
  /**
   * Hand-written SQL: its rows (JSON objects keyed by column name, values as `json_agg` gives
   * them: timestamps as text, json as objects), decoded by `decode`. Always through JSON, even
   * alone, so `decode` sees one shape.
   */
  sql<T>(query: SQL, decode: (rows: Record<string, unknown>[]) => T): Promise<T>;
  /** Statements sent so far (for tests and benches). */
  readonly statements: number;
}

export function createReadCombiner(db: Db): ReadCombiner {
  let queue: Pending[] = [];
  let statements = 0;

  function enqueue<T>(entry: Omit<Pending, 'resolve' | 'reject'>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ ...entry, resolve: resolve as (v: unknown) => void, reject });
      if (queue.length === 1) afterThisTurn(flush);
    });
  }

  function flush(): void {
    const batch = queue;
    queue = [];
    if (batch.length === 1) {
      const only = batch[0]!;
      statements += 1;
      only.alone().then(only.resolve, only.reject);
      return;
    }
    statements += 1;
    db.execute(combinedStatement(batch.map((p) => p.part))).then(
      (result) => {
        const row = ((result as { rows?: Record<string, unknown>[] }).rows ?? [])[0] ?? {};
        batch.forEach((p, i) => {
          try {
            p.resolve(p.part.decode(jsonArray(row[`r${i}`])));
          } catch (error) {
            p.reject(error);
          }
        });
      },
      (error: unknown) => {
        if (isConnectionError(error)) {
          for (const p of batch) p.reject(error);
          return;
        }
        // One read is at fault (a bad cast, a constraint of the data): each alone, so only it fails.
        for (const p of batch) {
          statements += 1;
          p.alone().then(p.resolve, p.reject);
        }
      },
    );
  }

  const read = (<T extends readonly unknown[]>(query: SelectQuery<T>): Promise<T> => {
    const compiled = compileSelect(query);
    const columns = Array.from({ length: compiled.width }, (_, i) => `c${i}`);
    return enqueue<T>({
      alone: () => Promise.resolve(query),
      part: {
        sql: compiled.sql,
        columns,
        decode: (rows) => rows.map((r) => compiled.decode(columns.map((c) => (r as Record<string, unknown>)[c]))),
      },
    });
  }) as ReadCombiner;

  read.sql = <T>(query: SQL, decode: (rows: Record<string, unknown>[]) => T): Promise<T> => {
    const part = { sql: query, columns: null, decode: (rows: unknown[]) => decode(rows as Record<string, unknown>[]) };
    return enqueue<T>({
      part,
      alone: async () => {
        const result = await db.execute(combinedStatement([part]));
        const row = ((result as { rows?: Record<string, unknown>[] }).rows ?? [])[0] ?? {};
        return part.decode(jsonArray(row.r0));
      },
    });
  };
  Object.defineProperty(read, 'statements', { get: () => statements });
  return read;
}

function combinedStatement(parts: Pending['part'][]): SQL {
  const columns = parts.map((part, i) => {
    const names = part.columns ? sql.raw(`(${part.columns.join(', ')})`) : sql``;
    return sql`(select coalesce(json_agg(t), '[]'::json) from (${part.sql}) as t${names}) as ${sql.raw(`r${i}`)}`;
  });
  return sql`select ${sql.join(columns, sql`, `)}`;
}

/** node-postgres and PGlite parse `json` columns; a driver that does not gives text. */
function jsonArray(value: unknown): unknown[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed : [];
}

/** SQLSTATE of the error or of what it wraps (Drizzle wraps driver errors in DrizzleQueryError). */
function sqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** No SQLSTATE (a socket error), or a connection, resources or operator class: the database, not a read, failed. */
function isConnectionError(error: unknown): boolean {
  const state = sqlState(error);
  return state === null || /^(08|53|57|58)/.test(state);
}
