/**
 * Bounded waits on the database (docs/rules.md §0): no request waits forever on a Postgres that
 * stopped answering. Shared by node-postgres (src/db/node.ts) and Neon (src/db/neon.ts); read
 * from the environment by both entries, so no Node import here.
 */
export interface DatabaseWaits {
  /** Getting a connection: opening one, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: the server cancels it after this (`statement_timeout`). */
  statementMs: number;
  /** A transaction left open without a statement: the server ends the session (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_WAITS: DatabaseWaits = { connectMs: 5_000, statementMs: 10_000, idleInTransactionMs: 10_000 };

/** The environment variables that override the defaults (README, configuration). */
export const DATABASE_WAIT_VARIABLES = {
  connectMs: 'DB_CONNECT_TIMEOUT_MS',
  statementMs: 'DB_STATEMENT_TIMEOUT_MS',
  idleInTransactionMs: 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
} as const satisfies Record<keyof DatabaseWaits, string>;

/**
 * The client's own bound on waiting for an answer: the statement limit plus a margin, so a
 * server that is up cancels the statement itself first, and a silent one (frozen, cut off by
 * the network) is given up on shortly after.
 */
export function readTimeoutMs(waits: DatabaseWaits): number {
  return waits.statementMs + Math.min(1_000, waits.statementMs);
}

/** The waits from the environment; a value that is not a positive whole number of ms stops the start. */
export function databaseWaitsFromEnv(env: { [name in (typeof DATABASE_WAIT_VARIABLES)[keyof DatabaseWaits]]?: unknown }): DatabaseWaits {
  const waits = { ...DEFAULT_DATABASE_WAITS };
  for (const key of Object.keys(DATABASE_WAIT_VARIABLES) as (keyof DatabaseWaits)[]) {
    const name = DATABASE_WAIT_VARIABLES[key];
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, got "${String(raw)}"`);
    waits[key] = value;
  }
  return waits;
}
