/**
 * The small doors both entries serve as one fetch handler, chosen by the route table
 * (src/http/routes.ts): the inbound webhooks, the Discord interactions (when an integration is
 * wired), the probes; everything else goes to Yoga (/graphql, GraphiQL). Workers call it
 * directly, Node through a small bridge (`serveNodeRequest`, from src/http/node.ts).
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../primitives/clock.js';
import type { Db } from '../db/client.js';
import type { RollKeyring } from '../db/roll-keys.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../graphql/errors.js';
import { logError } from '../primitives/log.js';
import { concatBytes } from '../primitives/bytes.js';
import { readBody } from './policy.js';
import { COMMON_HEADERS } from './security-headers.js';
import { handleInboundWebhook, MAX_INBOUND_BODY_BYTES } from '../webhooks/inbound.js';
import type { IntegrationCaller } from '../graphql/caller.js';
import { type DiscordDeps, handleDiscordInteraction, MAX_INTERACTION_BODY_BYTES } from '../integrations/discord/endpoint.js';
import { doorOf, HEALTH_PATH, READY_PATH } from './routes.js';

export { HEALTH_PATH, READY_PATH };

export interface HttpDeps<ServerContext> {
  /** The database for this request (Workers open one per request; Node shares one). */
  db: (serverContext: ServerContext) => Db;
  clock: Clock;
  /**
   * The server-wide development switch (`ALLOW_LOOPBACK_WEBHOOKS=1`): webhook URLs on loopback
   * (and over http) may be registered. Resolvers read it from the context (`webhookContext`).
   */
  allowLoopbackWebhooks?: boolean;
  /** The roll log's keys: `/readyz` says when they are the public development key (docs/fairness.md §Keys). */
  rollKeys?: (serverContext: ServerContext) => RollKeyring;
  /**
   * POST /discord/interactions (src/integrations/discord): its configuration, and how deferred
   * work outlives the answer. Absent, or configured with nothing: 404.
   */
  discord?: (serverContext: ServerContext) => Omit<DiscordDeps, 'db' | 'clock' | 'graphql'>;
}

/** What the handler adds to Yoga's server context (and so to every resolver's context). */
export interface WebhookServerContext {
  allowLoopbackWebhooks: boolean;
  /** Set only by the Discord door for its in-process operations (src/app.ts reads it). */
  integrationCaller?: IntegrationCaller | undefined;
}

/** The doors this fetch handler serves itself rather than handing them to Yoga. */
const OWN_DOORS = new Set(['health', 'ready', 'inbound-webhook', 'discord']);

export function isInboundWebhookPath(pathname: string): boolean {
  return doorOf(pathname) === 'inbound-webhook';
}

/** The paths the fetch handler serves itself rather than handing them to Yoga. */
export function isFetchHandlerPath(pathname: string): boolean {
  return OWN_DOORS.has(doorOf(pathname));
}

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...COMMON_HEADERS, ...headers } });
}

const DATABASE_UNAVAILABLE = { code: 'DATABASE_UNAVAILABLE', error: 'the database is not answering; try again shortly' };
const RETRY_AFTER = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) };

export function healthResponse(): Response {
  return json(200, { status: 'ok' });
}

/** What `/readyz` says of a roll log signed with the public development key: ready, but loudly. */
export const DEVELOPMENT_KEY_WARNING = 'ROLL_LOG_KEYS is not set: the roll log is signed with the public development key, so its signatures prove nothing (docs/fairness.md §Keys)';

async function readiness(db: Db, keys: RollKeyring | undefined): Promise<Response> {
  try {
    await db.execute(sql`select 1`);
    return json(200, { status: 'ready', ...(keys?.development ? { rollLog: 'PUBLIC_DEVELOPMENT_KEY', warnings: [DEVELOPMENT_KEY_WARNING] } : {}) });
  } catch (error) {
    // Any failure means not ready; only the log says which.
    logError('readiness: database not reachable', error);
    return json(503, { status: 'unavailable', ...DATABASE_UNAVAILABLE }, RETRY_AFTER);
  }
}

/** The headers every answer carries (src/http/security-headers.ts), on an answer made elsewhere. */
function withCommonHeaders(response: Response): Response {
  try {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) if (!response.headers.has(name)) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (a fetched response): the same answer, copied.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) if (!copy.headers.has(name)) copy.headers.set(name, value);
    return copy;
  }
}

export function createHttpHandler<ServerContext extends Record<string, unknown>>(
  yoga: { fetch: (request: Request, serverContext: ServerContext & WebhookServerContext) => Response | Promise<Response> },
  deps: HttpDeps<ServerContext>,
): (request: Request, serverContext: ServerContext) => Promise<Response> {
  const allowLoopbackWebhooks = deps.allowLoopbackWebhooks ?? false;
  return async (request, serverContext) => {
    const door = doorOf(new URL(request.url).pathname);
    if (door === 'health') return healthResponse();
    if (door === 'ready') return readiness(deps.db(serverContext), deps.rollKeys?.(serverContext));
    if (door === 'inbound-webhook') {
      // Read here, capped (a chunked body has no Content-Length to refuse it by).
      const bounded = await boundedBody(request, MAX_INBOUND_BODY_BYTES, () => json(413, { error: `body larger than ${MAX_INBOUND_BODY_BYTES} bytes` }));
      if (bounded instanceof Response) return bounded;
      try {
        return withCommonHeaders(await handleInboundWebhook(bounded, { db: deps.db(serverContext), clock: deps.clock }));
      } catch (error) {
        if (isDatabaseUnavailable(error)) return json(503, DATABASE_UNAVAILABLE, RETRY_AFTER);
        throw error;
      }
    }
    if (door === 'discord') {
      // Read here, capped; its door verifies the signature over these bytes before anything else.
      const bounded = await boundedBody(request, MAX_INTERACTION_BODY_BYTES, () => json(413, { error: `body larger than ${MAX_INTERACTION_BODY_BYTES} bytes` }));
      if (bounded instanceof Response) return bounded;
      // The commands run the app's own operations in process, as the user the door found
      // (src/app.ts `IntegrationCaller`): every role check and rule stays the resolvers'.
      const graphql: DiscordDeps['graphql'] = async (query, variables, caller) => {
        const internal = new Request(new URL('/graphql', request.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
        const answer = await yoga.fetch(internal, { ...serverContext, allowLoopbackWebhooks, integrationCaller: caller });
        return (await answer.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
      };
      return withCommonHeaders(await handleDiscordInteraction(bounded, { config: null, ...deps.discord?.(serverContext), db: deps.db(serverContext), clock: deps.clock, graphql }));
    }
    // Only the Discord door above sets an integration's caller: whatever an entry passed is dropped.
    return yoga.fetch(request, { ...serverContext, integrationCaller: undefined, allowLoopbackWebhooks });
  };
}

const HOST = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/**
 * Host headers already found well-formed: a server answers under a few names, and checking one
 * builds a URL (≈ 0.6 % of a roll's CPU, issue 40). Bounded: a client sending a new name each
 * time only empties it.
 */
const wellFormedHosts = new Set<string>();
const WELL_FORMED_HOSTS_KEPT = 64;

/**
 * Why a request line or Host header is malformed, or null when it is fine. The Node server
 * answers 400 before anything builds a URL from them (a thrown `Invalid URL` used to end the
 * process). Origin-form paths (`/…`, not `//…`, which would read as a host), `*` for OPTIONS,
 * absolute http(s) URLs; a Host that is a name or an IP literal with an optional port.
 */
export function malformedRequest(method: string | undefined, target: string | undefined, host: string | undefined): string | null {
  if (!target) return 'empty request target';
  if (target === '*') return method === 'OPTIONS' ? null : 'request target * is for OPTIONS only';
  if (target.startsWith('//')) return 'request target starts with //';
  if (!target.startsWith('/')) {
    let absolute: URL;
    try {
      absolute = new URL(target);
    } catch {
      return 'malformed request target';
    }
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return 'request target is not an http URL';
  }
  if (host && !wellFormedHosts.has(host)) {
    if (!HOST.test(host)) return 'malformed Host header';
    try {
      new URL(`http://${host}/`); // a port over 65535, an IPv6 literal that is not one
    } catch {
      return 'malformed Host header';
    }
    if (wellFormedHosts.size >= WELL_FORMED_HOSTS_KEPT) wellFormedHosts.clear();
    wellFormedHosts.add(host);
  }
  return null;
}

/** The parts of Node's IncomingMessage / ServerResponse the bridge uses (no Node imports here). */
interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}
interface NodeResponseLike {
  statusCode: number;
  setHeader(name: string, value: string | string[]): unknown;
  end(body?: Uint8Array): unknown;
}

/**
 * Serve one Node request with a fetch handler. Used on Node for the webhook route only (small
 * bodies, read whole and capped); GraphQL keeps going through Yoga's own Node adapter.
 */
export async function serveNodeRequest<ServerContext>(
  handler: (request: Request, serverContext: ServerContext) => Promise<Response>,
  req: NodeRequestLike,
  res: NodeResponseLike,
  serverContext: ServerContext,
  maxBodyBytes = 1024 * 1024,
): Promise<void> {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of req) {
      const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
      size += bytes.length;
      if (size > maxBodyBytes) {
        res.statusCode = 413;
        res.end(new TextEncoder().encode('body too large'));
        return;
      }
      chunks.push(bytes);
    }
    const body = concatBytes(chunks);
    const method = req.method ?? 'GET';
    // The Host header is the client's to write: the URL is built on a fixed origin, so a
    // malformed Host or target is a 400, never a thrown URL error.
    let url: URL;
    try {
      url = new URL(`http://localhost${req.url?.startsWith('/') ? req.url : '/'}`);
    } catch {
      res.statusCode = 400;
      res.end(new TextEncoder().encode('bad request target'));
      return;
    }
    const request = new Request(url, { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body }) });
    const response = await handler(request, serverContext);
    res.statusCode = response.status;
    response.headers.forEach((value, name) => {
      res.setHeader(name, value);
    });
    res.end(new Uint8Array(await response.arrayBuffer()));
  } catch (error) {
    logError('request failed', error);
    res.statusCode = 500;
    res.end(new TextEncoder().encode('internal error'));
  }
}

/** The answer to a body over the cap: as Yoga's own limit words it (`maxRequestBodySize`). */
export function bodyTooLarge(): Response {
  return json(413, { errors: [{ message: 'Request body too large', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] }, { connection: 'close' });
}

/**
 * The request with its body read into memory, at most `maxBytes` of it (src/http/policy.ts
 * `readBody`), or a 413. The Worker reads a /graphql body here before anything parses it (a
 * subscription's routing reads it too).
 */
export async function boundedBody(request: Request, maxBytes: number, tooLarge: () => Response = bodyTooLarge): Promise<Request | Response> {
  if (!request.body) return request;
  const body = await readBody(request, maxBytes);
  if (!body) return tooLarge();
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}
