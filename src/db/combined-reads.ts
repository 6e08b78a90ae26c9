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
 * - Authentication rides along (src/graphql/authentication.ts): while the request's credential is
 *   unchecked, the next statement carries its check as one more column (and the last-use write
 *   as a data-modifying CTE), even for a read alone; its reads are answered only once the check
 *   passed, and all fail with the refusal otherwise. A statement sent while the check is in
 *   flight waits for its outcome first.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { type CompiledSelect, compileSelect, FilledStatement, joinStatements, type SelectQuery } from './drizzle-select.js';

interface Pending {
  /** The read alone, as it would run without the combiner. */
  alone(): Promise<unknown>;
  /** Its sub-select for the combined statement, and how to turn its JSON rows into the answer; null: only waits for the authentication. */
  part: { sql: SQL; columns: string[] | null; decode(rows: unknown[]): unknown } | null;
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
   * A select compiled once (src/db/drizzle-select.ts `prepareSelect(…).fill(values)`), combined
   * the same way; its rows as the builder would give them. Alone, through JSON like `sql`.
   */
  compiled<Row>(select: CompiledSelect<Row>): Promise<Row[]>;
  /**
   * Hand-written SQL: its rows (JSON objects keyed by column name, values as `json_agg` gives
   * them: timestamps as text, json as objects), decoded by `decode`. Always through JSON, even
   * alone, so `decode` sees one shape.
   */
  sql<T>(query: SQL, decode: (rows: Record<string, unknown>[]) => T): Promise<T>;
  /**
   * `db.execute` for a hand-written read, combined: its rows as JSON objects keyed by column name
   * (json columns as objects, timestamps and bigints as JSON gives them), in `{ rows }` as the
   * drivers answer. A read function written for `db.execute` takes this in place of the handle
   * (`SqlReader`) and shares the request's statement: the credential's check rides on it.
   */
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Settle the request's authentication: on the statement of this turn's reads if there are any,
   * else on one of its own. Resolves at once when nothing is left to check; rejects with the
   * refusal when the credential is refused.
   */
  authenticate(): Promise<void>;
  /**
   * ONE statement that must write first (spending a single-use challenge) and carries the
   * credential's check itself, instead of waiting for a statement of its own. `build` gets the
   * guard while a check is due (null otherwise) and must make every write of its statement
   * require `guard.passes`, select `guard.column`, and always return a row. A refused key or an
   * ended session thus writes nothing; its refusal is thrown.
   */
  guarded(build: (guard: CredentialGuard | null) => SQL): Promise<{ rows: Record<string, unknown>[] }>;
  /** Statements sent so far (for tests and benches). */
  readonly statements: number;
}

/** What rides on a statement for the credential's check: a data-modifying CTE that records the last use, and the check's column. */
export interface AuthCheck {
  cte: SQL;
  column: SQL;
}

/** The credential's check as a statement that writes carries it (`ReadCombiner.guarded`). */
export interface CredentialGuard {
  /** The `with` entry that records the credential's last use: first of the statement's `with` list. */
  cte: SQL;
  /** Whether the credential passes: a condition of every write of the statement. */
  passes: SQL;
  /** The check's column (`… as a`), for the statement's one row. */
  column: SQL;
}

/** A statement that writes first, guarded by the request's credential when one is unchecked (`ReadCombiner.guarded`). */
export type GuardedStatement = ReadCombiner['guarded'];

/** What a hand-written read needs: `db.execute` (a database handle, or a request's combiner). */
export interface SqlReader {
  execute(query: SQL): PromiseLike<unknown>;
}

/** The request's authentication as the combiner sees it (src/graphql/authentication.ts `Authentication`). */
export interface CombinedAuthentication {
  takeCheck(): AuthCheck | null;
  /** A credential presented and not yet checked (or being checked). */
  unsettled(): boolean;
  inFlight(): Promise<void> | null;
  answer(value: unknown): void;
  unanswered(): void;
  refusal(): Error | null;
}

export function createReadCombiner(db: Db, auth: CombinedAuthentication | null = null): ReadCombiner {
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
    const waiting = auth?.inFlight();
    if (waiting) {
      // Another statement carries the check: these reads go once it has passed.
      waiting.then(() => send(batch));
      return;
    }
    send(batch);
  }

  function send(batch: Pending[]): void {
    const refused = auth?.refusal();
    if (refused) {
      for (const p of batch) p.reject(refused);
      return;
    }
    const check = auth?.takeCheck() ?? null;
    const reads = batch.filter((p) => p.part !== null);
    if (!check) {
      for (const p of batch) if (!p.part) p.resolve(undefined);
      if (reads.length === 0) return;
      if (reads.length === 1) {
        const only = reads[0]!;
        statements += 1;
        only.alone().then(only.resolve, only.reject);
        return;
      }
    }
    statements += 1;
    db.execute(combinedStatement(reads.map((p) => p.part!), check)).then(
      (result) => {
        const row = ((result as { rows?: Record<string, unknown>[] }).rows ?? [])[0] ?? {};
        if (check) {
          auth!.answer(row.a);
          const refusal = auth!.refusal();
          if (refusal) {
            for (const p of batch) p.reject(refusal);
            return;
          }
          for (const p of batch) if (!p.part) p.resolve(undefined);
        }
        reads.forEach((p, i) => {
          try {
            p.resolve(p.part!.decode(jsonArray(row[`r${i}`])));
          } catch (error) {
            p.reject(error);
          }
        });
      },
      (error: unknown) => {
        if (check) auth!.unanswered();
        if (isConnectionError(error)) {
          for (const p of batch) p.reject(error);
          return;
        }
        // One read is at fault (a bad cast, a constraint of the data): each alone, so only it
        // fails. An unchecked credential is checked first, on a statement of its own.
        if (check && reads.length === 0) {
          // The check itself failed: nothing to retry alone.
          for (const p of batch) p.reject(error);
          return;
        }
        if (check) {
          read.authenticate().then(
            () => {
              for (const p of batch) if (!p.part) p.resolve(undefined);
              for (const p of reads) retryAlone(p);
            },
            (refusal: unknown) => {
              for (const p of batch) p.reject(refusal);
            },
          );
          return;
        }
        for (const p of reads) retryAlone(p);
      },
    );
  }

  function retryAlone(p: Pending): void {
    statements += 1;
    p.alone().then(p.resolve, p.reject);
  }

  /** A compiled select's part of the combined statement: named columns, each row decoded as the builder would. */
  const selectPart = <Row>(compiled: CompiledSelect<Row>) => {
    const columns = columnNames(compiled.width);
    return { sql: compiled.sql, columns, decode: (rows: unknown[]) => rows.map((r) => compiled.decode(columns.map((c) => (r as Record<string, unknown>)[c]))) };
  };

  const read = (<T extends readonly unknown[]>(query: SelectQuery<T>): Promise<T> =>
    enqueue<T>({
      // `execute`, not `then`: a builder of the reading handle (`readingHandle`) sends its `then` here.
      alone: () => ('execute' in query && typeof query.execute === 'function' ? (query.execute as () => Promise<T>)() : Promise.resolve(query)),
      part: selectPart(compileSelect(query)),
    })) as ReadCombiner;

  read.compiled = <Row>(select: CompiledSelect<Row>): Promise<Row[]> => {
    const part = selectPart(select);
    return enqueue<Row[]>({ part, alone: () => alone(part) as Promise<Row[]> });
  };

  /** A part run by itself, through JSON (one shape for `decode`). */
  async function alone(part: Part): Promise<unknown> {
    const result = await db.execute(combinedStatement([part], null));
    const row = ((result as { rows?: Record<string, unknown>[] }).rows ?? [])[0] ?? {};
    return part.decode(jsonArray(row.r0));
  }

  read.authenticate = () => {
    const refused = auth?.refusal();
    if (refused) return Promise.reject(refused);
    return auth?.unsettled() ? enqueue<void>({ alone: () => Promise.resolve(), part: null }) : Promise.resolve();
  };

  read.execute = (query: SQL) => read.sql(query, (rows) => ({ rows }));

  read.guarded = async (build) => {
    const waiting = auth?.inFlight();
    if (waiting) await waiting;
    const refused = auth?.refusal();
    if (refused) throw refused;
    const check = auth?.takeCheck() ?? null;
    const guard = check ? { cte: sql`touched_credential as (${check.cte})`, passes: sql`(${check.column}) is not null`, column: sql`${check.column} as a` } : null;
    statements += 1;
    let rows: Record<string, unknown>[];
    try {
      rows = ((await db.execute(build(guard))) as { rows?: Record<string, unknown>[] }).rows ?? [];
    } catch (error) {
      if (check) auth!.unanswered();
      throw error;
    }
    if (check) {
      auth!.answer(rows[0]?.a ?? null);
      const refusal = auth!.refusal();
      if (refusal) throw refusal;
    }
    return { rows };
  };

  read.sql = <T>(query: SQL, decode: (rows: Record<string, unknown>[]) => T): Promise<T> => {
    const part = { sql: query, columns: null, decode: (rows: unknown[]) => decode(rows as Record<string, unknown>[]) };
    return enqueue<T>({ part, alone: () => alone(part) as Promise<T> });
  };
  Object.defineProperty(read, 'statements', { get: () => statements });
  return read;
}

type Part = NonNullable<Pending['part']>;

/** c0 … c(n-1), the columns of a select's part, by width (the same few widths every request). */
const columnNamesByWidth = new Map<number, string[]>();
function columnNames(width: number): string[] {
  let names = columnNamesByWidth.get(width);
  if (!names) {
    names = Array.from({ length: width }, (_, i) => `c${i}`);
    columnNamesByWidth.set(width, names);
  }
  return names;
}

function combinedStatement(parts: Part[], check: AuthCheck | null): SQL {
  const wrapped = (part: Part, i: number) => ({
    head: "(select coalesce(json_agg(t), '[]'::json) from (",
    tail: `) as t${part.columns ? `(${part.columns.join(', ')})` : ''}) as r${i}`,
  });
  // Postgres runs a data-modifying WITH whether or not the query reads it: the last use is recorded.
  // Every read compiled once (`read.compiled`), and the check too: joined as text, Drizzle walks nothing.
  if (parts.every((p) => p.sql instanceof FilledStatement) && (!check || (check.cte instanceof FilledStatement && check.column instanceof FilledStatement))) {
    const items: (string | FilledStatement)[] = check ? ['with touched_credential as (', check.cte as FilledStatement, ') select ', check.column as FilledStatement, ' as a'] : ['select '];
    parts.forEach((part, i) => {
      const { head, tail } = wrapped(part, i);
      items.push(check || i > 0 ? `, ${head}` : head, part.sql as FilledStatement, tail);
    });
    return joinStatements(items);
  }
  const columns = parts.map((part, i) => {
    const { head, tail } = wrapped(part, i);
    return sql`${sql.raw(head)}${part.sql}${sql.raw(tail)}`;
  });
  if (!check) return sql`select ${sql.join(columns, sql`, `)}`;
  return sql`with touched_credential as (${check.cte}) select ${sql.join([sql`${check.column} as a`, ...columns], sql`, `)}`;
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

/**
 * A database handle whose reads share the request's statement: `execute(sql)` and
 * `select(…).from(…)` builders go through the combiner (`read.execute`, `read`), everything else
 * is `db`'s own. Give it, instead of the request's handle, to a read function written for a
 * handle (`readMagicScene(ctx.reader, …)`): the function is unchanged, and its statement carries
 * the credential's check (src/graphql/authentication.ts) instead of waiting for one of its own.
 * Hand-written SQL comes back through JSON (`read.execute`): timestamps and bigints as JSON
 * gives them, which the row mappers (src/db/rows.ts, json-rows.ts) read as the drivers' own.
 */
export function readingHandle(db: Db, read: ReadCombiner): Db {
  const handle = Object.create(db) as Db;
  Object.defineProperty(handle, 'execute', { value: (query: SQL) => read.execute(query) });
  Object.defineProperty(handle, 'select', {
    value: (...args: Parameters<Db['select']>) => {
      const builder = db.select(...args);
      const from = builder.from.bind(builder);
      return Object.assign(builder, {
        from: (...fromArgs: Parameters<typeof from>) => {
          const query = from(...fromArgs);
          // Awaiting the builder (or any builder its chain returns: they are the same object) asks the combiner.
          Object.defineProperty(query, 'then', {
            value: (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) => read(query as unknown as SelectQuery<unknown[]>).then(resolve, reject),
          });
          return query;
        },
      });
    },
  });
  return handle;
}
