/**
 * What both runtimes apply to every GraphQL request and answer (issue 22, items 6, 7 and 8):
 * - CORS: any page may call the API as itself (`Access-Control-Allow-Origin: *`, never with
 *   credentials: a key is a Bearer header a page must hold, no cookie rides along); with
 *   CORS_ORIGINS set, only the origins listed get CORS headers, with credentials.
 * - Bodies: over MAX_BODY_BYTES (1 MB) refused 413 before parsing, chunked or not (`bodyPlugin`,
 *   in place of Yoga's `maxRequestBodySize`); JSON nested deeper than MAX_JSON_NESTING refused
 *   400 by a linear scan before `JSON.parse` and variable coercion see it.
 * - Security headers (src/http/security-headers.ts) on every answer Yoga gives, GraphiQL included.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { concatBytes } from '../primitives/bytes.js';
import { jsonNesting, MAX_JSON_NESTING } from '../db/json-nesting.js';
import { API_CSP, COMMON_HEADERS, GRAPHIQL_CSP } from './security-headers.js';

// The one depth check (src/db/json-nesting.ts), re-exported where the GraphQL door uses it.
export { jsonNesting, MAX_JSON_NESTING };

export interface HttpPolicy {
  /** The browser origins allowed with credentials; null: any origin, without credentials. */
  corsOrigins: readonly string[] | null;
  /** The largest request body accepted, in bytes. */
  maxBodyBytes: number;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export const DEFAULT_HTTP_POLICY: HttpPolicy = { corsOrigins: null, maxBodyBytes: DEFAULT_MAX_BODY_BYTES };

/** CORS_ORIGINS (`https://a.example,https://b.example`; empty or `*`: any, without credentials) and MAX_BODY_BYTES. A misspelt value stops the start. */
export function httpPolicyFromEnv(env: { CORS_ORIGINS?: string; MAX_BODY_BYTES?: string }): HttpPolicy {
  const listed = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  let corsOrigins: string[] | null = null;
  if (listed.length && !(listed.length === 1 && listed[0] === '*')) {
    corsOrigins = listed.map((origin) => {
      let parsed: URL | null = null;
      try {
        parsed = new URL(origin);
      } catch {}
      // An origin is exactly scheme://host[:port], as browsers send it: no path, no trailing slash.
      if (!parsed || parsed.origin !== origin) throw new Error(`CORS_ORIGINS: ${JSON.stringify(origin)} is not an origin like https://table.example (no path, no trailing slash)`);
      return origin;
    });
  }
  let maxBodyBytes = DEFAULT_MAX_BODY_BYTES;
  if (env.MAX_BODY_BYTES !== undefined && env.MAX_BODY_BYTES !== '') {
    if (!/^[1-9]\d*$/.test(env.MAX_BODY_BYTES)) throw new Error(`MAX_BODY_BYTES: ${JSON.stringify(env.MAX_BODY_BYTES)} is not a positive whole number of bytes`);
    maxBodyBytes = Number(env.MAX_BODY_BYTES);
  }
  return { corsOrigins, maxBodyBytes };
}

/** The CORS headers for a request from `origin` (null: no Origin header, no CORS headers). */
export function corsHeaders(policy: HttpPolicy, origin: string | null, request: Request): Record<string, string> | null {
  if (origin === null) return null;
  const headers: Record<string, string> = {};
  if (policy.corsOrigins === null) {
    headers['access-control-allow-origin'] = '*';
  } else if (policy.corsOrigins.includes(origin)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
    headers.vary = 'Origin';
  } else {
    return null; // not listed: the browser keeps the answer from the page
  }
  if (request.method === 'OPTIONS') {
    headers['access-control-allow-methods'] = 'GET, POST, OPTIONS';
    const asked = request.headers.get('access-control-request-headers');
    headers['access-control-allow-headers'] = asked ?? 'authorization, content-type, last-event-id';
    headers['access-control-max-age'] = '600';
  } else {
    headers['access-control-expose-headers'] = 'retry-after';
  }
  return headers;
}

function corsPlugin(policy: HttpPolicy): Plugin {
  return {
    onRequest({ request, fetchAPI, endResponse }) {
      if (request.method !== 'OPTIONS') return;
      const headers = corsHeaders(policy, request.headers.get('origin'), request) ?? {};
      endResponse(new fetchAPI.Response(null, { status: 204, headers: { 'content-length': '0', ...headers } }));
    },
    onResponse({ request, response }) {
      if (request.method === 'OPTIONS') return;
      const headers = corsHeaders(policy, request.headers.get('origin'), request);
      if (headers) for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    },
  };
}

function securityHeadersPlugin(): Plugin {
  return {
    onResponse({ response }) {
      for (const [name, value] of Object.entries(COMMON_HEADERS)) response.headers.set(name, value);
      const html = response.headers.get('content-type')?.startsWith('text/html');
      response.headers.set('content-security-policy', html ? GRAPHIQL_CSP : API_CSP);
    },
  };
}

function isJson(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return request.method === 'POST' && /^application\/(?:graphql\+)?json\b/i.test(type);
}

const bodyTooLarge = () => createGraphQLError('Request body too large', { extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } } });
const badRequest = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/** Cloudflare refuses larger request bodies itself (Free and Pro plans). */
const DRAIN_LIMIT_BYTES = 100 * 1024 * 1024;

/**
 * The body, read whole, or null when it is over `maxBytes`: at once when Content-Length says
 * more, else as soon as the count passes the cap. Past the cap the rest is drained, not kept:
 * workerd (`wrangler dev` at least) drops the Worker when it answers a chunked request before its
 * body ends, and the next request gets a 503.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Read to the end and dropped, bounded by the platform's own request cap (100 MB): nothing
      // kept, nothing parsed.
      for (let dropped = size; dropped <= DRAIN_LIMIT_BYTES; ) {
        const next = await reader.read();
        if (next.done) break;
        dropped += next.value.byteLength;
      }
      return null;
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

/**
 * The body cap (`readBody`), and the JSON nesting check before any parser builds the body.
 * Yoga's own cap (`maxRequestBodySize`, off in src/app.ts) pipes every body through a counting
 * TransformStream with Node's `stream.pipeline`, whose end builds an AbortError with its stack:
 * ≈ 0.1 ms of CPU per request (docs/edge.md §Throughput floor).
 */
function bodyPlugin(policy: HttpPolicy): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        // One non-negative integer, nothing else (a list of lengths is a smuggling attempt).
        if (!/^\d+$/.test(declared)) throw badRequest('Content-Length header is invalid.');
        if (Number(declared) > policy.maxBodyBytes) throw bodyTooLarge();
      }
      if (!requestParser || request.body == null) return;
      const parse = requestParser;
      setRequestParser(async (received) => {
        const bytes = await readBody(received, policy.maxBodyBytes);
        if (!bytes) throw bodyTooLarge();
        let body: Uint8Array<ArrayBuffer> | string = bytes;
        if (isJson(received)) {
          body = new TextDecoder().decode(bytes);
          if (jsonNesting(body) > MAX_JSON_NESTING) throw badRequest(`The request body nests JSON deeper than ${MAX_JSON_NESTING} levels.`);
        }
        return parse(new fetchAPI.Request(received.url, { method: received.method, headers: received.headers, body }));
      });
    },
  };
}

export function httpPolicyPlugins(policy: HttpPolicy): Plugin[] {
  return [corsPlugin(policy), securityHeadersPlugin(), bodyPlugin(policy)];
}
