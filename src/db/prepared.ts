/**
 * Statements every request runs (the API key, an action's authorization read), built by Drizzle
 * once per database handle instead of once per call: building a select of 40 columns costs
 * Drizzle ≈ 0.3–0.5 ms of CPU per call, more than the rest of the request's JavaScript around it
 * (docs/edge.md "Throughput floor"). Values come in as placeholders (`sql.placeholder`).
 *
 * On a handle flagged with `useNamedStatements` (the Node server's node-postgres pool, whose
 * connections live as long as the process), the statement is also NAMED: each connection parses
 * and plans it once, then only binds and executes it. Never flag a handle whose connections are
 * shared behind a pooler (Hyperdrive, PgBouncer in transaction mode): a name parsed on one server
 * session does not exist on the next. PGlite ignores names (its statements are built once all
 * the same). A Worker opens a handle per request, so there the cache lasts one request.
 */
import { isGated } from './gated.js';

/** `DB_NAMED_STATEMENTS`: on unless `false` (a pooler that drops prepared statements); anything else is refused, not guessed. */
export function namedStatementsFromEnv(env: { DB_NAMED_STATEMENTS?: string }): boolean {
  const raw = env.DB_NAMED_STATEMENTS;
  if (raw === undefined || raw === '' || raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`DB_NAMED_STATEMENTS must be true or false, got "${raw}"`);
}

const named = new WeakSet<object>();
const built = new WeakMap<object, Map<string, unknown>>();

/** Mark a database handle whose connections keep their prepared statements (see above). */
export function useNamedStatements(db: object): void {
  named.add(db);
}

/**
 * The statement `name` prepared on `db` by `build` (which passes `statementName` to Drizzle's
 * `.prepare()`), built on first use. `name` must be unique per statement text.
 */
export function prepared<T>(db: object, name: string, build: (statementName: string) => T): T {
  // A request's gated handle (src/graphql/authentication.ts) lives one request: a statement built
  // on it would be kept with that request's credential check. Prepare on the base handle.
  if (isGated(db)) throw new Error(`prepared(${name}): give the base database handle, not a request's gated one`);
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    // An empty name is node-postgres' unnamed statement: parsed again at each execution.
    statement = build(named.has(db) ? name : '');
    statements.set(name, statement);
  }
  return statement;
}
