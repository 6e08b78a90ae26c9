/**
 * Rows that come back as JSON (`row_to_json`, `json_agg` in a one-statement read or a
 * data-modifying CTE's RETURNING) mapped to Drizzle's row shapes, with each column's own
 * driver mapping (timestamps → Date, integers, jsonb), so a resolver gets the same objects a
 * Drizzle select would give it.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A raw snake_case JSON row of `table` as Drizzle's `$inferSelect`. */
export function fromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** The rows of a `db.execute` result (node-postgres, PGlite and Neon all answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The global ID of a uuid column in SQL, as src/primitives/ids.ts `encodeId` makes it (base64 of
 * `Type:uuid`), for event payloads written inside a statement about rows it finds itself.
 * `encode` breaks lines every 76 characters: take them out.
 */
export function globalIdSql(typename: string, uuid: SQL): SQL<string> {
  return sql<string>`translate(encode(convert_to(${`${typename}:`}::text || (${uuid})::text, 'UTF8'), 'base64'), E'\n', '')`;
}
