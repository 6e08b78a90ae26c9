/**
 * The top-level refusals (not signed in, not allowed, a refused credential, a rate limit, the
 * database away): GraphQL errors with `extensions.code`, built without the schema builder. They
 * live apart from errors.ts (which registers the error TYPES on the builder) so the bottom of
 * the GraphQL core (authentication, loaders, the context) can raise them without importing the
 * builder, and so without an import circle (test/architecture.test.ts).
 */
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

export function unauthenticated(message = 'Sign in first: send `Authorization: Bearer <api key>`.'): Error {
  return createGraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

/**
 * The credential itself is refused (a key that matches nobody, a malformed `Authorization`
 * header) before anything runs: the whole request is refused, so HTTP 401 (RFC 6750's
 * `WWW-Authenticate: Bearer`) under every media type, as GraphQL over HTTP requires a 4xx for a
 * response without `data` under `application/graphql-response+json`.
 */
export function badCredential(message: string): Error {
  return createGraphQLError(message, {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401, headers: { 'www-authenticate': 'Bearer realm="graphql"' } } },
  });
}

/** A cookie-carrying request from a page that may not use the session (CSRF; src/http/session-cookie.ts): 403. */
export function csrfRefused(reason: string): Error {
  return createGraphQLError(`Refused: ${reason} (docs/accounts.md, CSRF).`, { extensions: { code: 'CSRF_REFUSED', http: { status: 403 } } });
}

/** Arguments a field cannot use (a cursor or an id it did not give, an unknown name): a top-level error, as GraphQL's own. */
export function badUserInput(message: string): Error {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function forbidden(message = 'You are not allowed to do that.'): Error {
  return createGraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

/** Whether the field resolving is the operation's only root field (fragments flattened): its refusal is then the whole response. */
export function isOnlyRootField(info: GraphQLResolveInfo): boolean {
  let fields = 0;
  const count = (set: SelectionSetNode, depth: number) => {
    for (const selection of set.selections) {
      if (selection.kind === 'Field') fields++;
      else if (depth < 10) {
        const inner = selection.kind === 'InlineFragment' ? selection.selectionSet : info.fragments[selection.name.value]?.selectionSet;
        if (inner) count(inner, depth + 1);
      }
    }
  };
  count(info.operation.selectionSet, 0);
  return fields === 1;
}

/**
 * A rate limit refused the field. `retryAfter` (seconds) is always in the extensions and
 * `Retry-After` on the answer; when the refusal is the whole response (`whole`: the operation's
 * only root field, or an operation refused before it ran: src/graphql/address-limits.ts), it is
 * also an HTTP 429. A document that also ran other fields keeps its 200: their data is real, and
 * a client treating 429 as "nothing happened" would drop it.
 */
export function tooManyRequests(retryAfter: number, whole: boolean): Error {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return createGraphQLError(`Too many requests; try again in ${seconds} s.`, {
    // Retry-After on the answer either way; the status only when the refusal is the whole answer.
    extensions: { code: 'RATE_LIMITED', retryAfter: seconds, http: { ...(whole ? { status: 429 } : {}), headers: { 'retry-after': String(seconds) } } },
  });
}

/** An optimistic-concurrency conflict that survived retries. */
export function conflict(): Error {
  return createGraphQLError('The character changed while you were editing it; try again.', { extensions: { code: 'CONFLICT' } });
}

export function notFound(what: string): Error {
  return createGraphQLError(`No such ${what}.`, { extensions: { code: 'NOT_FOUND' } });
}

/** Seconds a client is asked to wait before retrying when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database did not answer within its bounded waits (src/db/waits.ts). A top-level error
 * like UNAUTHENTICATED, since any operation can meet it; HTTP 503 with Retry-After.
 */
export function databaseUnavailable(path?: readonly (string | number)[]): Error {
  return createGraphQLError('The database is not answering; try again shortly.', {
    ...(path ? { path } : {}),
    extensions: { code: 'DATABASE_UNAVAILABLE', http: { status: 503, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } } },
  });
}
