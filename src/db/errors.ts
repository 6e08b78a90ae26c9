/** Postgres error codes, whichever driver raised them (node-postgres, PGlite, Neon; Drizzle may wrap them). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505';

/**
 * A write that lost a race and may simply be redone on fresh reads: a unique index taken by a
 * rival (23505), or a deadlock Postgres broke by cancelling this side (40P01).
 */
export const isRetryableRace = (error: unknown): boolean => {
  const code = pgErrorCode(error);
  return code === '23505' || code === '40P01';
};

/**
 * Postgres codes that mean the database cannot serve us right now, not that the request is
 * wrong: connection exceptions (class 08), shutdown or start-up (57P01–57P03), a statement
 * cancelled by `statement_timeout` (57014), a session ended by
 * `idle_in_transaction_session_timeout` (25P03), too many connections (53300).
 */
const UNAVAILABLE_PG_CODES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);
/** Socket errors reaching the server. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * What node-postgres and Neon's fork of it say when a bounded wait runs out or the connection
 * drops; and Neon's HTTP driver when its request to the SQL endpoint failed or was cut by the
 * read bound (src/db/neon.ts): "Error connecting to database: <the fetch's error>".
 */
const UNAVAILABLE_MESSAGE =
  /^(Query read timeout|timeout exceeded when trying to connect|timeout expired|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Error connecting to database: [\s\S]*)$/;

/**
 * Whether `error` (or what it wraps: Drizzle's `cause`, GraphQL's `originalError`) says the
 * database is unreachable or too slow — answered as DATABASE_UNAVAILABLE, not as a masked 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const { code, message, cause, originalError } = current as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown };
    if (typeof code === 'string' && (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_PG_CODES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause ?? originalError;
  }
  return false;
}

/** The constraint a Postgres error names (e.g. which unique index a 23505 hit), whichever driver raised it. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The unique index that holds "each module appears once on a sheet" (SMS §8). */
export const MODULE_NAME_UNIQUE = 'modules_character_name_key_uq';

/** A write that would put a second module of the same name on a sheet (lost a race to another). */
export const isDuplicateModule = (error: unknown): boolean => isUniqueViolation(error) && pgConstraint(error) === MODULE_NAME_UNIQUE;
