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
import { is, type SQL } from 'drizzle-orm';
// The module itself, not the package index: a namespace import of the index would keep all of
// Drizzle in the Worker bundle.
import * as drizzleUtils from 'drizzle-orm/utils';
import { PgSelectBase } from 'drizzle-orm/pg-core';

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
