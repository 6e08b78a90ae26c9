/**
 * Rows from hand-written SQL (`db.execute`, the data-modifying CTEs) come back as the driver
 * gives them: snake_case columns, and per driver timestamps as Date or text, json as objects or
 * text. `tableRow` maps one to the table's Drizzle row with the table's own column mappers, so a
 * CTE's `returning *` reads exactly like a query-builder row.
 */
import { type InferSelectModel, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** The rows of a `db.execute` result, whichever driver ran it. */
export function rawRows(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
