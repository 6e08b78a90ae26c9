/**
 * Turning a Drizzle select builder into its SQL and its row decoder, for the read combiner
 * (src/db/combined-reads.ts), which sends several reads as one statement and must hand each
 * caller the very rows `await query` would have given.
 *
 * Drizzle 0.45 has no public API for "decode this row as the builder would": it executes a
 * select with the builder's `config.fields` (flattened by `orderSelectedFields`), the rows in
 * array mode, and `mapResultRow(fields, row, joinsNotNullableMap)` (columns' own
 * `mapFromDriverValue`, nested objects, a left-joined table all null → null). Those are
 * internal (protected members, functions marked @internal and left out of the type files), so
 * they are reached here and only here. test/db/combined-reads.test.ts fails if Drizzle changes
 * any of it: it compares the decoded rows of every table, joins and expressions with the
 * builder's own.
 *
 * A statement compiled once (`prepareStatement`, `FilledStatement`) stands on one more: every
 * driver turns an `sql` into text and values through its `toQuery`, which a FilledStatement
 * answers from its pieces; the same tests compare its text, values and rows with Drizzle's.
 */
import { is, Param, Placeholder, type Query, SQL, type SQLChunk, sql } from 'drizzle-orm';
// The module itself, not the package index: a namespace import of the index would keep all of
// Drizzle in the Worker bundle.
import * as drizzleUtils from 'drizzle-orm/utils';
import { PgDialect, PgSelectBase } from 'drizzle-orm/pg-core';

type FieldList = { path: string[]; field: unknown }[];

interface DrizzleInternals {
  orderSelectedFields(fields: Record<string, unknown>): FieldList;
  mapResultRow(fields: FieldList, row: unknown[], joinsNotNullableMap: Record<string, boolean> | undefined): Record<string, unknown>;
}

interface SelectInternals {
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap: Record<string, boolean> | undefined;
  getSQL(): SQL;
}

const internals = drizzleUtils as unknown as DrizzleInternals;

/** A select builder: awaiting it gives `T`. */
export interface SelectQuery<T> extends PromiseLike<T> {
  getSQL(): SQL;
}

export interface CompiledSelect<Row> {
  sql: SQL;
  /** How many columns a row has, in order. */
  width: number;
  /** One row, its columns in order (as a driver gives them in array mode, or parsed from JSON), as Drizzle maps it. */
  decode(row: readonly unknown[]): Row;
}

export function isSelect(query: unknown): query is SelectQuery<unknown> {
  return is(query, PgSelectBase);
}

export function compileSelect<T extends readonly unknown[]>(query: SelectQuery<T>): CompiledSelect<T[number]> {
  if (!isSelect(query) || typeof internals.orderSelectedFields !== 'function' || typeof internals.mapResultRow !== 'function') {
    throw new Error('compileSelect: not a Drizzle pg select, or Drizzle no longer has orderSelectedFields/mapResultRow (see src/db/drizzle-select.ts)');
  }
  const select = query as unknown as SelectInternals;
  const fields = internals.orderSelectedFields(select.config.fields);
  const nullable = select.joinsNotNullableMap;
  return {
    sql: select.getSQL(),
    width: fields.length,
    decode: (row) => internals.mapResultRow(fields, [...row], nullable) as T[number],
  };
}

/** A select built and compiled once, its values given per call (see `prepareSelect`). */
export interface PreparedSelect<Row, Values extends Record<string, unknown>> {
  /** The select with these values: text as compiled once, only the parameters new. */
  fill(values: Values): CompiledSelect<Row>;
}

/**
 * A select written with `sql.placeholder(name)` for its values, compiled ONCE (`prepareStatement`)
 * with its row decoder. Building a wide select (the authorization read of a resolveAction: 42
 * columns, four joins) is ≈ 0.6–0.8 ms of CPU per call otherwise, a sixth of the request's
 * (docs/edge.md §Throughput floor). Give it to the read combiner (`read.compiled`): the statement
 * is the same as the builder's, and so is its name on the server's pool.
 */
export function prepareSelect<Row, Values extends Record<string, unknown>>(query: { getSQL(): SQL }): PreparedSelect<Row, Values> {
  // A select of `new QueryBuilder()` (no database: nothing to await) as much as of a handle.
  const compiled = compileSelect(query as SelectQuery<Row[]>);
  const statement = prepareStatement<Values>(compiled.sql);
  return { fill: (values) => ({ sql: statement.fill(values), width: compiled.width, decode: compiled.decode }) };
}

/** A statement compiled once (`prepareStatement`): fill it with each call's values. */
export interface PreparedStatement<Values extends Record<string, unknown>> {
  fill(values: Values): FilledStatement;
}

/**
 * Any statement written with `sql.placeholder(name)` for its values, compiled ONCE: its text is
 * split at its parameters, so that each call is the text's pieces and the call's values, with
 * nothing for Drizzle to build or walk again (a Drizzle `sql` of twenty values costs tens of µs
 * to build and turn into text, per call: docs/edge.md §Throughput floor).
 */
export function prepareStatement<Values extends Record<string, unknown>>(statement: SQL): PreparedStatement<Values> {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const pieces = piecesOf(text, params.length);
  // Each parameter, once: a placeholder's value, a value its column encodes (`eq(column, placeholder)`), or a constant.
  const parameters = params.map((p): ((values: Values) => unknown) => {
    if (is(p, Placeholder)) return (values) => placeholderValue(values, p.name);
    if (is(p, Param) && is(p.value, Placeholder)) {
      const { encoder, value } = p;
      return (values) => encoder.mapToDriverValue(placeholderValue(values, value.name));
    }
    return () => p;
  });
  return { fill: (values) => new FilledStatement(pieces, text, parameters.map((parameter) => parameter(values))) };
}

function placeholderValue(values: Record<string, unknown>, name: string): unknown {
  if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
  return values[name];
}

/** [text, text, …]: the text around `$1 … $n`, which Drizzle numbers in the order they appear. */
function piecesOf(text: string, count: number): string[] {
  const split = text.split(/\$(\d+)/);
  const numbered = split.every((piece, i) => i % 2 === 0 || Number(piece) === (i + 1) / 2);
  if ((split.length - 1) / 2 !== count || !numbered) throw new Error('prepareStatement: the compiled text does not number its parameters $1…$n in order');
  return split.filter((_, i) => i % 2 === 0);
}

/**
 * A statement as its text's pieces around `$1 … $n` and this call's values. Drizzle sends it as
 * it is: `toQuery` gives the text and the values, nothing is walked. Inside another `sql`
 * template it is the same pieces and values as ordinary chunks, and `joinStatements` joins such
 * statements without Drizzle (the read combiner's one statement of a request).
 */
export class FilledStatement extends SQL {
  private chunks: SQLChunk[] | null = null;

  constructor(
    readonly pieces: readonly string[],
    /** The pieces joined with `$1 … $n`. */
    readonly text: string,
    readonly values: readonly unknown[],
  ) {
    super([]);
    // Drizzle walks `queryChunks` when this is nested in another `sql`: built only then.
    Object.defineProperty(this, 'queryChunks', {
      get: () => (this.chunks ??= this.pieces.flatMap((piece, i) => (i < this.values.length ? [sql.raw(piece), sql.param(this.values[i])] : [sql.raw(piece)]))),
    });
  }

  override toQuery(): Query {
    return { sql: this.text, params: [...this.values] };
  }
}

/**
 * Filled statements and text, joined into one statement: the pieces renumbered, the values in
 * order. What the read combiner sends for a request whose reads were all compiled once.
 */
export function joinStatements(items: readonly (string | FilledStatement)[]): FilledStatement {
  const pieces: string[] = [''];
  const values: unknown[] = [];
  let text = '';
  for (const item of items) {
    if (typeof item === 'string') {
      pieces[pieces.length - 1] += item;
      text += item;
      continue;
    }
    pieces[pieces.length - 1] += item.pieces[0]!;
    text += item.pieces[0]!;
    for (let i = 0; i < item.values.length; i++) {
      values.push(item.values[i]);
      const piece = item.pieces[i + 1]!;
      pieces.push(piece);
      text += `$${values.length}${piece}`;
    }
  }
  return new FilledStatement(pieces, text, values);
}
