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
 */
import { fillPlaceholders, is, type SQL, sql } from 'drizzle-orm';
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
 * A select written with `sql.placeholder(name)` for its values, compiled ONCE: its text split at
 * its parameters, so that each call is the text's pieces and the call's values, with nothing
 * for Drizzle to build or walk again. Building a wide select (the authorization read of a
 * resolveAction: 42 columns, four joins) is ≈ 0.6–0.8 ms of CPU per call otherwise, a sixth of
 * the request's (docs/edge.md §Throughput floor). Give it to the read combiner (`read.compiled`):
 * the statement is the same as the builder's, and so is its name on the server's pool.
 */
export function prepareSelect<Row, Values extends Record<string, unknown>>(query: { getSQL(): SQL }): PreparedSelect<Row, Values> {
  // A select of `new QueryBuilder()` (no database: nothing to await) as much as of a handle.
  const compiled = compileSelect(query as SelectQuery<Row[]>);
  const { sql: text, params } = new PgDialect().sqlToQuery(compiled.sql);
  // [text, "1", text, "2", …, text]: Drizzle numbers its parameters in the order they appear.
  const pieces = text.split(/\$(\d+)/);
  const count = (pieces.length - 1) / 2;
  const numbered = pieces.every((piece, i) => i % 2 === 0 || Number(piece) === (i + 1) / 2);
  if (count !== params.length || !numbered) throw new Error('prepareSelect: the compiled text does not number its parameters $1…$n in order');
  const texts = pieces.filter((_, i) => i % 2 === 0).map((piece) => sql.raw(piece));
  return {
    fill(values) {
      const filled = fillPlaceholders(params, values);
      const chunks: SQL[] = [texts[0]!];
      for (const [i, value] of filled.entries()) chunks.push(sql`${sql.param(value)}`, texts[i + 1]!);
      return { sql: sql.join(chunks), width: compiled.width, decode: compiled.decode };
    },
  };
}
