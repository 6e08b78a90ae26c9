/**
 * A request's database handle that waits before each statement: the credential's check
 * (src/graphql/authentication.ts) must pass before anything of the request touches the
 * database, except the read that carries the check itself (src/db/combined-reads.ts, which runs
 * on the base handle). Every statement of a Drizzle handle goes through its session: the gated
 * handle is the base one with a session that waits first (builders, `execute`, transactions).
 */
import type { Db } from './client.js';

/**
 * `db` whose every statement first awaits `verify` (which costs a statement of its own only if
 * no read carried the check already, and fails if the check failed).
 */
export function gatedDb(db: Db, verify: () => Promise<void>, trace?: (sqlText: string) => void): Db {
  const base = db as unknown as { session: object; _: Record<string, unknown> };
  const session = gatedSession(base.session, verify, trace);
  const gated = Object.create(db) as { session: object; _: Record<string, unknown> };
  gated.session = session;
  gated._ = { ...base._, session };
  GATED.set(gated, db);
  return gated as unknown as Db;
}

/** Gated handle → the handle it wraps. */
const GATED = new WeakMap<object, Db>();

/** The base handle of a gated one (itself otherwise): what per-handle bookkeeping keys on. */
export function baseHandle<T extends object>(db: T): T {
  return (GATED.get(db) as T | undefined) ?? db;
}

export function isGated(db: object): boolean {
  return GATED.has(db);
}

const GATED_RUNS = new Set(['execute', 'all', 'values', 'transaction', 'count']);

function gatedSession(session: object, verify: () => Promise<void>, trace?: (sqlText: string) => void): object {
  return new Proxy(session, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (prop === 'prepareQuery') return (...args: unknown[]) => {
        trace?.(String((args[0] as { sql?: string })?.sql ?? ''));
        return gatedQuery((value as (...a: unknown[]) => object).apply(target, args), verify);
      };
      if (prop === 'transaction') trace?.('<transaction>');
      if (typeof prop === 'string' && GATED_RUNS.has(prop))
        return async (...args: unknown[]) => {
          await verify();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

function gatedQuery(query: object, verify: () => Promise<void>): object {
  return new Proxy(query, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (typeof prop === 'string' && GATED_RUNS.has(prop))
        return async (...args: unknown[]) => {
          await verify();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
