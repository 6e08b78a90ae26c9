/**
 * Database handles. Every driver yields the same Drizzle `PgDatabase`, so repositories and
 * resolvers never know which one they run on: PGlite (embedded, local), node-postgres (a real
 * server), or Neon (Workers; see src/db/neon.ts, kept apart so the Node drivers stay out of
 * the Worker bundle).
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either a database or a transaction: repositories accept both. */
export type Queryable = Db | Tx;

export { schema };

/** A Drizzle logger that counts statements, for the round-trip tests (DESIGN.md §9). */
export class StatementCounter implements Logger {
  statements: string[] = [];
  logQuery(query: string): void {
    this.statements.push(query);
  }
  reset(): void {
    this.statements = [];
  }
}
