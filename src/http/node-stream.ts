/**
 * A fetch handler on Node's http server with the bodies streamed both ways (the archive routes):
 * the request body is handed over as it arrives, the response written as it is read, waiting on
 * the socket's `drain`, so a slow client holds back the reading instead of filling memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { logError } from '../primitives/log.js';

export async function serveNodeStream(handler: (request: Request) => Promise<Response>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
  let response: Response;
  try {
    response = await handler(request);
  } catch (error) {
    logError('archive request failed', error);
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'internal error' }));
    return;
  }
  const outHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    outHeaders[name] = value;
  });
  // Answered before the body ended (an upload past its time bound): the rest is never read, and
  // the connection closes after the answer instead of waiting on the sender for the next request.
  if (hasBody && !req.complete) outHeaders.connection = 'close';
  res.writeHead(response.status, outHeaders);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on('close', () => {
    if (!res.writableFinished) void reader.cancel().catch(() => undefined);
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
      if (res.destroyed) return;
    }
    res.end();
  } catch (error) {
    // Headers are gone: cut the connection, so the client sees a truncated archive (no trailer).
    logError('archive stream failed', error);
    res.destroy();
  }
}
