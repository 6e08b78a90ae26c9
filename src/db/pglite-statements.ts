/**
 * Named statements on PGlite: each statement text parsed and planned once per client, then only
 * bound and executed, in ONE call into the wasm.
 *
 * Why: PGlite's `query()` sends an unnamed Parse, Describe, Bind, Describe, Execute and Sync as
 * six calls into the wasm, and Postgres parses, analyzes and plans the text again each time. On
 * the 2.5 KB combined read of a resolveAction (src/db/combined-reads.ts) and its write CTE
 * (src/db/rolls.ts), that was most of a request's CPU (docs/edge.md "Throughput floor"). Here
 * the first sight of a text is a Parse with a name and a Describe of it (its parameter types,
 * to serialize values as PGlite does, and its row description); afterwards a query is Bind
 * (that name) + Execute + Sync in one `execProtocol` call, its rows decoded with the client's
 * own parsers. After five executions Postgres may keep a generic plan for the statement (its
 * plan cache decides, as for any prepared statement): the node-postgres pool does the same
 * (src/db/statement-cache.ts).
 *
 * What a caller sees is what `client.query` gives: `rows` (objects or arrays per `rowMode`),
 * `fields`, `affectedRows`, `rowCount`, `command`; errors are PGlite's own DatabaseError (its
 * `code`, `constraint`… and the `query`, `params`, `queryOptions` PGlite adds). The same locks:
 * a query outside a transaction waits for the transaction lock then the query lock, and syncs
 * the file system after (an on-disk ./data stays as durable as before); a transaction's
 * `tx.query` takes the query lock only and does not sync (COMMIT does, through PGlite).
 *
 * - Bounded: at most `max` statements a client (least recently used closed first, by a Close
 *   sent in the same call as the next Parse).
 * - A statement whose result type changed under it (an ALTER TABLE under `select *`: "cached
 *   plan must not change result type", 0A000) or that is gone (`DISCARD ALL`, `DEALLOCATE`:
 *   26000) is forgotten, parsed again and, outside a transaction, run again once: the failed
 *   execution did nothing. Inside a transaction the error stands (the transaction is aborted);
 *   the next use parses again.
 * - Left to PGlite's own path: queries with a blob (COPY), with `paramTypes`.
 */
import { type PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { concatBytes } from '../primitives/bytes.js';

const { serialize, messages } = protocol;

type Parser = (value: string, typeId: number) => unknown;
type Serializer = (value: unknown) => string;
type Field = { name: string; dataTypeID: number };

interface Statement {
  name: string;
  /** Parameter type oids, from Describe. */
  paramTypes: number[];
  /** The row description, from Describe (none: the statement returns no rows). */
  fields: Field[];
}

export interface PgliteStatements {
  /** Statements named now (for tests and the bench). */
  readonly size: number;
  /** Forget every statement without closing them (after `DISCARD ALL` closed them all). */
  forget(): void;
}

/** Statements kept per client by default: resolveAction runs 2, the whole API a few dozen texts. */
export const DEFAULT_MAX_STATEMENTS = 200;

const RESULT_TYPE_CHANGED = '0A000';
const RESULT_TYPE_CHANGED_MESSAGE = 'cached plan must not change result type';
const NO_SUCH_STATEMENT = '26000';

const installed = new WeakMap<PGlite, PgliteStatements>();

/**
 * Route `client.query` and its transactions' `tx.query` through named statements (see above).
 * Install before anything else wraps `query` (src/db/pglite-parsers.ts wraps on top). Once per
 * client: a second call returns the first's handle.
 */
export function useNamedPgliteStatements(client: PGlite, max = DEFAULT_MAX_STATEMENTS): PgliteStatements {
  const existing = installed.get(client);
  if (existing) return existing;
  if (!(max >= 1)) throw new Error(`useNamedPgliteStatements: max must be ≥ 1, got ${max}`);

  /** By text; a Map keeps insertion order, so re-inserting on use makes its first key the least recent. */
  const statements = new Map<string, Statement>();
  let counter = 0;
  const own = {
    get size() {
      return statements.size;
    },
    forget() {
      statements.clear();
    },
  };

  const fallback = client.query.bind(client);

  /** The statement for `text`, parsed and described now if unknown. Inside the query lock. */
  async function statementFor(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `pglite_s${++counter}`;
    const parts: Uint8Array[] = [];
    if (statements.size >= max) {
      // The least recently used, closed in the same call, before the Parse (which may fail).
      const [oldest, statement] = statements.entries().next().value!;
      statements.delete(oldest);
      parts.push(serialize.close({ type: 'S', name: statement.name }));
    }
    parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const result = await client.execProtocol(concatBytes(parts), { syncToFs: false, onNotice: options?.onNotice });
    let paramTypes: number[] = [];
    let fields: Field[] = [];
    for (const message of result.messages) {
      if (message instanceof messages.ParameterDescriptionMessage) paramTypes = message.dataTypeIDs;
      else if (message instanceof messages.RowDescriptionMessage) fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    }
    const statement = { name, paramTypes, fields };
    statements.set(text, statement);
    return statement;
  }

  /** One execution: Bind + Execute + Sync in one call. Inside the query lock. */
  async function execute(statement: Statement, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serializer = (options?.serializers?.[oid] ?? client.serializers[oid]) as Serializer | undefined;
      return serializer ? serializer(param) : (param as { toString(): string }).toString();
    });
    const message = concatBytes([serialize.bind({ statement: statement.name, values }), serialize.execute(), serialize.sync()]);
    const { messages: replies } = await client.execProtocol(message, { syncToFs: false, onNotice: options?.onNotice });
    return decode(replies, statement.fields, client.parsers as Record<number, Parser>, options);
  }

  /** Parse if needed, execute; a stale statement forgotten and, when `retry`, run once more. */
  async function run(text: string, params: unknown[], options: QueryOptions | undefined, retry: boolean): Promise<Results> {
    const statement = await statementFor(text, options);
    try {
      return await execute(statement, params, options);
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown };
      if (code === NO_SUCH_STATEMENT) {
        // DISCARD ALL or DEALLOCATE ALL: none of them is left.
        statements.clear();
      } else if (code === RESULT_TYPE_CHANGED && message === RESULT_TYPE_CHANGED_MESSAGE) {
        statements.delete(text);
        // Closed in a call of its own (a Close of a missing name is no error); the name is not reused.
        await client.execProtocol(concatBytes([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false }).catch(() => undefined);
      } else throw error;
      // The failed execution did nothing; inside a transaction, though, it aborted it.
      if (!retry || client.isInTransaction()) throw error;
      return run(text, params, options, false);
    }
  }

  /** As PGlite's `#runQuery`: inside the query lock, the error marked with the query. */
  async function query(text: string, params: unknown[] | undefined, options: QueryOptions | undefined, inTransaction: boolean): Promise<Results> {
    const values = params ?? [];
    return client._runExclusiveQuery(async () => {
      let result: Results;
      try {
        result = await run(text, values, options, true);
      } catch (error) {
        if (error instanceof messages.DatabaseError) {
          Object.assign(error, { query: text, params: values, queryOptions: options });
        }
        throw error;
      }
      if (!inTransaction) await client.syncToFs();
      const blob = await client._getWrittenBlob();
      if (blob) result.blob = blob;
      return result;
    });
  }

  const ownPath = (options: QueryOptions | undefined) => !options || (options.blob === undefined && options.paramTypes === undefined);

  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (!ownPath(options)) return fallback(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => query(text, params, options, false));
  }) as PGlite['query'];

  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txFallback = tx.query.bind(tx);
      tx.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
        if (!ownPath(options)) return txFallback(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return query(text, params, options, true);
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];

  installed.set(client, own);
  return own;
}

/** PGlite's parseResults (src/parse.ts of @electric-sql/pglite) for one statement, its row description known. */
function decode(replies: unknown[], described: Field[], clientParsers: Record<number, Parser>, options: QueryOptions | undefined): Results {
  const own = options?.parsers as Record<number, Parser> | undefined;
  const parse = (value: string | null, type: number): unknown => {
    if (value === null) return null;
    const parser = own?.[type] ?? clientParsers[type];
    return parser ? parser(value, type) : value;
  };
  const arrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  for (const message of replies) {
    if (message instanceof messages.DataRowMessage) {
      const cells = message.fields as (string | null)[];
      if (arrays) rows.push(cells.map((cell, i) => parse(cell, described[i]!.dataTypeID)));
      else rows.push(Object.fromEntries(cells.map((cell, i) => [described[i]!.name, parse(cell, described[i]!.dataTypeID)])));
    } else if (message instanceof messages.CommandCompleteMessage) {
      const parts = message.text.split(' ');
      const command = parts[0]!;
      const rowCount = Number.parseInt(parts[parts.length - 1]!, 10);
      let affectedRows = 0;
      switch (command) {
        case 'INSERT':
        case 'UPDATE':
        case 'DELETE':
        case 'COPY':
        case 'MERGE':
          affectedRows = rowCount;
      }
      const fields = described.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
      const result: Results = { rows, fields, command, affectedRows } as Results;
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
      return result;
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
}
