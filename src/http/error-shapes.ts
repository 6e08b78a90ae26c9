/**
 * One shape for every error a client reads (docs/api.md §Errors), whatever produced it — Yoga's
 * request parsers, graphql-js's validation and variable coercion, a plugin or a resolver:
 * - a stable `extensions.code`, always;
 * - no echo of unbounded input: a message is cut at MAX_MESSAGE characters (graphql-js repeats a
 *   variable's whole value in a coercion error, so a 1 MB id gave a 1 MB error);
 * - no `originalError` (Yoga puts the JSON parser's message there), no stack, in any mode.
 * And a request whose GET parameters are not JSON (`variables={bad`, `extensions=…`, on the
 * plain and the SSE path alike) is a typed 400 like the same body in a POST, instead of a
 * masked 500 with a stack in the log.
 */
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** The longest message a response repeats: enough for any message of ours, not for an echoed payload. */
export const MAX_MESSAGE = 300;

/**
 * A request that could not be read as GraphQL over HTTP (malformed parameters): 400, and, as
 * Yoga answers the same body sent by POST, GraphQL over HTTP's legacy 200 to a client that
 * accepts only `application/json` (`spec`; what graphql-http's audit expects). Not for an SSE
 * request, whose processor would apply the legacy rule too: there the stream is refused, 400.
 */
function badRequest(message: string, request: Request): GraphQLError {
  const sse = (request.headers.get('accept') ?? '').includes('text/event-stream');
  return createGraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400, ...(sse ? {} : { spec: true }) } } });
}

/** GET (and form-encoded POST) parameters that are not JSON: Yoga's parser throws a bare SyntaxError, masked as a 500. */
function parseErrorsAre400(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      const parse = requestParser;
      setRequestParser(async (request) => {
        try {
          return await parse(request);
        } catch (error) {
          if (error instanceof SyntaxError) throw badRequest('Malformed request: `variables` and `extensions` must be JSON objects.', request);
          throw error;
        }
      });
    },
  };
}

/** Coercion errors of variables and arguments: graphql-js gives them no code. */
const BAD_INPUT = /^(Variable "\$|Argument "|Expected value of type|Field ".*" of required type)/;

function codeFor(error: GraphQLError): string {
  if (BAD_INPUT.test(error.message)) return 'BAD_USER_INPUT';
  const status = (error.extensions?.http as { status?: number } | undefined)?.status;
  if (status && status >= 400 && status < 500) return 'BAD_REQUEST';
  // An error at a field path with no code of its own is unexpected (masked errors carry theirs).
  return error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
}

function shortened(message: string): string {
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}… (cut)` : message;
}

/** The error as it should leave: same locations, path and http status; code added, echo cut, no originalError. */
export function shapedError(error: GraphQLError): GraphQLError {
  const { originalError: _dropped, ...extensions } = (error.extensions ?? {}) as Record<string, unknown>;
  const code = typeof extensions.code === 'string' ? extensions.code : codeFor(error);
  const message = shortened(error.message);
  if (message === error.message && code === extensions.code && !('originalError' in (error.extensions ?? {}))) return error;
  return createGraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    // Kept out of the response by Yoga (it serialises only message, locations, path, extensions);
    // kept here so the log line of a masked error still finds its cause.
    originalError: error.originalError,
    extensions: { ...extensions, code },
  });
}

interface ResultWithErrors {
  errors?: readonly (GraphQLError | GraphQLFormattedError)[];
}

function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function shapeResult<T>(result: T): T {
  if (Array.isArray(result)) return result.map(shapeResult) as T;
  const errors = (result as ResultWithErrors | null)?.errors;
  if (!errors?.length) return result;
  return { ...result, errors: errors.map((e) => (isGraphQLError(e) ? shapedError(e) : e)) };
}

/**
 * Applied to single results (and batches). A subscription's events are left as they are: each
 * comes from our own resolvers, and wrapping the stream would delay its `return()` (a closed
 * stream must end at once, src/live/stream.ts).
 */
function shapeErrors(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (result && typeof result === 'object' && Symbol.asyncIterator in result) return;
      setResult(shapeResult(result));
    },
  };
}

export function errorShapePlugins(): Plugin[] {
  return [parseErrorsAre400(), shapeErrors()];
}
