/**
 * GraphQL responses compressed when the client accepts it (issue 39 item 2: answers of up to
 * 18.9 KB went out raw while the static files were compressed). The Node server's Yoga runs
 * this plugin: the body goes through `CompressionStream('gzip')`.
 *
 * The Worker does not: Cloudflare compresses `application/json` answers on its own for a client
 * that accepts it (gzip or brotli, outside the Worker), and the Worker cannot tell what the
 * client accepts anyway (the runtime hands it an `Accept-Encoding` of its own). Setting
 * `Content-Encoding` there would make the runtime encode the body for a client that may not
 * accept it. test/e2e/graphql-compression.test.ts reads the bytes on the wire from both.
 *
 * Streams are left alone: an SSE or multipart subscription must reach the client event by
 * event, and a compressor holds bytes back until its block fills. Small answers (under
 * `minBytes`, when their length is known) are not worth a gzip header.
 */
import type { Plugin } from 'graphql-yoga';

/** Whether `Accept-Encoding` admits gzip (q=0 refuses it; `*` admits it unless gzip is refused). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  let gzip: number | null = null;
  let star: number | null = null;
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === 'gzip' || name === 'x-gzip') gzip = Number.isNaN(weight) ? 0 : weight;
    else if (name === '*') star = Number.isNaN(weight) ? 0 : weight;
  }
  return (gzip ?? star ?? 0) > 0;
}

const STREAMED = /^(text\/event-stream|multipart\/)/i;

export function compressionPlugin(minBytes = 1024): Plugin {
  return {
    onResponse({ request, response, setResponse }) {
      // `response.body` is never read unless the answer is compressed: on Yoga's response it turns
      // the ready JSON text into a stream, and the answer then goes out through a stream pipeline
      // (≈ 10 % of a small mutation's CPU on the Node server, issue 40 item 2).
      if (response.status === 204 || response.status === 304 || response.headers.has('content-encoding')) return;
      if (STREAMED.test(response.headers.get('content-type') ?? '')) return;
      const vary = response.headers.get('vary');
      if (!vary?.toLowerCase().includes('accept-encoding')) response.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      const length = Number(response.headers.get('content-length') ?? Number.NaN);
      if (!acceptsGzip(request.headers.get('accept-encoding')) || (Number.isFinite(length) && length < minBytes) || !response.body) return;
      const headers = new Headers(response.headers);
      headers.set('content-encoding', 'gzip');
      headers.delete('content-length');
      const body = response.body.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
      setResponse(new Response(body, { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
