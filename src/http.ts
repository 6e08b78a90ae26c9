/**
 * The HTTP surface both entries serve: `POST /webhooks/in/<campaign id>` goes to the inbound
 * webhook handler, everything else to Yoga (/graphql, GraphiQL). A plain fetch handler, so
 * Workers call it directly and Node through a small bridge (src/server.ts).
 */
import type { Clock } from './clock.js';
import type { Db } from './db/client.js';
import { logError } from './log.js';
import { handleInboundWebhook, INBOUND_PATH_PREFIX } from './webhooks/inbound.js';

export interface HttpDeps<ServerContext> {
  /** The database for this request (Workers open one per request; Node shares one). */
  db: (serverContext: ServerContext) => Db;
  clock: Clock;
  /**
   * The server-wide development switch (`ALLOW_LOOPBACK_WEBHOOKS=1`): webhook URLs on loopback
   * (and over http) may be registered. Resolvers read it from the context (`webhookContext`).
   */
  allowLoopbackWebhooks?: boolean;
}

/** What the handler adds to Yoga's server context (and so to every resolver's context). */
export interface WebhookServerContext {
  allowLoopbackWebhooks: boolean;
}

export function isInboundWebhookPath(pathname: string): boolean {
  return pathname.startsWith(INBOUND_PATH_PREFIX);
}

export function createHttpHandler<ServerContext extends Record<string, unknown>>(
  yoga: { fetch: (request: Request, serverContext: ServerContext & WebhookServerContext) => Response | Promise<Response> },
  deps: HttpDeps<ServerContext>,
): (request: Request, serverContext: ServerContext) => Promise<Response> {
  const allowLoopbackWebhooks = deps.allowLoopbackWebhooks ?? false;
  return async (request, serverContext) => {
    const { pathname } = new URL(request.url);
    if (isInboundWebhookPath(pathname)) return handleInboundWebhook(request, { db: deps.db(serverContext), clock: deps.clock });
    return yoga.fetch(request, { ...serverContext, allowLoopbackWebhooks });
  };
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
    const body = new Uint8Array(size);
    let offset = 0;
    for (const c of chunks) {
      body.set(c, offset);
      offset += c.length;
    }
    const method = req.method ?? 'GET';
    const host = headers.get('host') ?? 'localhost';
    const request = new Request(`http://${host}${req.url ?? '/'}`, { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body }) });
    const response = await handler(request, serverContext);
    res.statusCode = response.status;
    response.headers.forEach((value, name) => {
      res.setHeader(name, value);
    });
    res.end(new Uint8Array(await response.arrayBuffer()));
  } catch (error) {
    logError('webhook request failed', error);
    res.statusCode = 500;
    res.end(new TextEncoder().encode('internal error'));
  }
}
