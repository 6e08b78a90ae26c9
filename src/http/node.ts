/**
 * The hallway on Node's http server: each request is checked for a sane request line, its door
 * found in the route table (src/http/routes.ts), and handed to it: the archive streamed both ways,
 * the small doors (probes, inbound webhooks, Discord) through the fetch handler, the backup door,
 * the table app's files, and /graphql through Yoga's own Node adapter (GraphiQL and streaming),
 * with the caller's address and the development switch in its server context. Nothing a request
 * sends may end the process: whatever escapes is logged and answered 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logError } from '../primitives/log.js';
import { type ArchiveDeps, handleArchive } from './archive.js';
import { clientAddress } from './client-address.js';
import { malformedRequest, serveNodeRequest } from './handler.js';
import { serveNodeStream } from './node-stream.js';
import { doorOf } from './routes.js';
import { serveWebApp } from './web-app.js';

/** What Yoga's Node adapter is given for every GraphQL request on Node. */
export interface NodeServerContext extends Record<string, unknown> {
  allowLoopbackWebhooks: boolean;
  /** The client's address (the socket's, or X-Forwarded-For behind TRUST_PROXY): the rate limits' key. */
  clientAddress: string;
}

export interface NodeDoors {
  yoga: { handle: (req: IncomingMessage, res: ServerResponse, context: NodeServerContext) => unknown };
  /** The fetch handler of the small doors (src/http/handler.ts `createHttpHandler`). */
  handler: (request: Request, serverContext: NodeServerContext) => Promise<Response>;
  archive: ArchiveDeps;
  /** The embedded database's backup door; null on a Postgres server (pg_dump's job). */
  backups: { handle: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> } | null;
  allowLoopbackWebhooks: boolean;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed (src/http/client-address.ts). */
  trustedProxies: Parameters<typeof clientAddress>[2];
}

/** The request listener for `http.createServer`. */
export function nodeListener(doors: NodeDoors): (req: IncomingMessage, res: ServerResponse) => void {
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const malformed = malformedRequest(req.method, req.url, req.headers.host);
    if (malformed) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(`Bad request: ${malformed}.`);
      return;
    }
    // `OPTIONS *` asks about the server, not a resource: answered here, as no URL can carry it.
    if (req.url === '*') {
      res.writeHead(204, { allow: 'GET, POST, OPTIONS' }).end();
      return;
    }
    const context: NodeServerContext = {
      allowLoopbackWebhooks: doors.allowLoopbackWebhooks,
      clientAddress: String(clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], doors.trustedProxies)),
    };
    const path = pathOf(req.url);
    switch (doorOf(path, 'node')) {
      case 'archive':
        // Campaign archives stream both ways (src/http/archive.ts): never read whole into memory.
        return serveNodeStream((request) => handleArchive(request, doors.archive), req, res);
      case 'health':
      case 'ready':
      case 'inbound-webhook':
      case 'discord':
        return serveNodeRequest(doors.handler, req, res, context);
      case 'backup':
        if (doors.backups && (await doors.backups.handle(req, res, path))) return;
        break;
      case 'graphql':
        await doors.yoga.handle(req, res, context);
        return;
      case 'web-app':
        break;
    }
    // The table app's files beside the API (the Worker serves the same build as assets); what is
    // no file goes to Yoga, which answers its 404.
    const file = await serveWebApp(req.method ?? 'GET', path, undefined, { acceptEncoding: req.headers['accept-encoding'], ifNoneMatch: req.headers['if-none-match'] });
    if (file) {
      res.writeHead(file.status, file.headers).end(file.body ?? undefined);
      return;
    }
    await doors.yoga.handle(req, res, context);
  };
  return (req, res) => {
    serve(req, res).catch((error) => answerInternalError(res, error));
  };
}

/** The path of a request target, without parsing it as a URL: `/%` is a path too (404 later), not an error. */
function pathOf(target: string | undefined): string {
  const path = (target ?? '/').split(/[?#]/, 1)[0] as string;
  return path.startsWith('/') ? path : '/';
}

function answerInternalError(res: ServerResponse, error: unknown) {
  logError('request failed', error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ error: 'internal error' }));
}
