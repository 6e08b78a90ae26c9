/**
 * Subscriptions over multipart HTTP, as Apollo Client speaks them with no extra link
 * (Apollo's "multipart HTTP protocol for GraphQL subscriptions", subscriptionSpec 1.0): a POST
 * with `Accept: multipart/mixed;boundary="graphql";subscriptionSpec="1.0",application/json`
 * gets one response: `\r\n--graphql`, then parts each closed by the next delimiter at once
 * (a client hands a part on only when it sees the delimiter after it)
 *
 *     \r\ncontent-type: application/json; charset=utf-8\r\n\r\n{"payload":{"data":…}}\r\n--graphql
 *
 * an empty `{}` part as a heartbeat, and `--\r\n` after the last delimiter at the end. Yoga
 * serves multipart for queries (incremental delivery) but not for subscriptions (it answered
 * 406): this plugin takes the subscriptions' async results when the client asks for multipart.
 * The same live streams as SSE (src/live/stream.ts) behind it, so the same checks and limits;
 * a multipart client sends no `Last-Event-ID`: it resumes by passing `after` (docs/live.md).
 */
import type { Plugin } from 'graphql-yoga';

export const MULTIPART_BOUNDARY = 'graphql';
export const MULTIPART_CONTENT_TYPE = `multipart/mixed;boundary="${MULTIPART_BOUNDARY}";subscriptionSpec="1.0"`;

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** Whether the client lists multipart/mixed among what it accepts (Apollo lists it first). */
export function acceptsMultipart(request: Request): boolean {
  return (request.headers.get('accept') ?? '')
    .split(',')
    .some((type) => type.split(';', 1)[0]?.trim().toLowerCase() === 'multipart/mixed');
}

/** Takes a subscription's stream when the client accepts multipart and not SSE (SSE: Yoga and src/live/sse.ts). */
export function multipartSubscriptionsPlugin(options: { heartbeatMs: number }): Plugin {
  return {
    onResultProcess({ request, result, setResultProcessor }) {
      if (!isAsyncIterable(result) || !acceptsMultipart(request)) return;
      if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return;
      setResultProcessor((iterable, fetchAPI) => multipartResponse(iterable as AsyncIterable<unknown>, options.heartbeatMs, fetchAPI), 'multipart/mixed');
    },
  };
}

const DELIMITER = `\r\n--${MULTIPART_BOUNDARY}`;

function part(json: string): string {
  return `\r\ncontent-type: application/json; charset=utf-8\r\n\r\n${json}${DELIMITER}`;
}

/** What a result becomes on the wire: GraphQL errors stay inside `payload` (they are the operation's). */
function payloadPart(value: unknown): string {
  const { errors, data, extensions } = value as { errors?: readonly { message: string; locations?: unknown; path?: unknown; extensions?: Record<string, unknown> }[]; data?: unknown; extensions?: unknown };
  const payload: Record<string, unknown> = {};
  if (data !== undefined) payload.data = data;
  if (errors?.length) {
    // As Yoga serialises them: message, locations, path and the public extensions only.
    payload.errors = errors.map((e) => {
      const { http: _http, unexpected: _unexpected, ...rest } = e.extensions ?? {};
      return { message: e.message, ...(e.locations ? { locations: e.locations } : {}), ...(e.path ? { path: e.path } : {}), ...(Object.keys(rest).length ? { extensions: rest } : {}) };
    });
  }
  if (extensions !== undefined) payload.extensions = extensions;
  return part(JSON.stringify({ payload }));
}

function multipartResponse(iterable: AsyncIterable<unknown>, heartbeatMs: number, fetchAPI: { ReadableStream: typeof ReadableStream; Response: typeof Response }): Response {
  const encoder = new TextEncoder();
  const iterator = iterable[Symbol.asyncIterator]();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const stream = new fetchAPI.ReadableStream<Uint8Array>({
    start(controller) {
      // A first heartbeat sends the headers through proxies that wait for bytes.
      controller.enqueue(encoder.encode(DELIMITER + part('{}')));
      heartbeat = setInterval(() => {
        if (controller.desiredSize === null) return clearInterval(heartbeat);
        controller.enqueue(encoder.encode(part('{}')));
      }, heartbeatMs);
    },
    async pull(controller) {
      try {
        const step = await iterator.next();
        if (!step.done && step.value != null) controller.enqueue(encoder.encode(payloadPart(step.value)));
        if (step.done) {
          clearInterval(heartbeat);
          controller.enqueue(encoder.encode('--\r\n'));
          controller.close();
        }
      } catch {
        // A transport-level failure: Apollo's protocol says so with a null payload and top-level errors.
        clearInterval(heartbeat);
        controller.enqueue(encoder.encode(part(JSON.stringify({ payload: null, errors: [{ message: 'The subscription ended unexpectedly.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }))));
        controller.enqueue(encoder.encode('--\r\n'));
        controller.close();
      }
    },
    async cancel() {
      clearInterval(heartbeat);
      await iterator.return?.();
    },
  });
  return new fetchAPI.Response(stream, {
    status: 200,
    headers: { 'Content-Type': MULTIPART_CONTENT_TYPE, 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'Content-Encoding': 'none' },
  });
}
