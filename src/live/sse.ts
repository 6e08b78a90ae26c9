/**
 * GraphQL over SSE ("distinct connections", as Yoga serves it) with one addition: each event of a
 * live subscription carries `id: <the stream's position>` (src/live/position.ts: the outbox sequence, on Node), so `EventSource` sends it back as
 * `Last-Event-ID` when it reconnects and the stream resumes after it (stream.ts). Yoga's own
 * processor writes no ids; this plugin takes over only for the live subscriptions' responses.
 */
import type { Plugin } from 'graphql-yoga';

/** The cursor of the event a live subscription is about to emit, per HTTP request. */
const cursors = new WeakMap<Request, { cursor: string | null }>();

/** Called by a live subscription when it starts: its request's events will carry ids. */
export function trackCursor(request: Request | undefined): (cursor: string) => void {
  if (!request) return () => undefined;
  const state = { cursor: null as string | null };
  cursors.set(request, state);
  return (cursor) => {
    state.cursor = cursor;
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

export function liveSsePlugin(options: { heartbeatMs: number }): Plugin {
  return {
    onResultProcess({ request, result, setResultProcessor }) {
      const state = cursors.get(request);
      if (!state || !isAsyncIterable(result)) return;
      if (!(request.headers.get('accept') ?? '').includes('text/event-stream')) return;
      setResultProcessor((iterable, fetchAPI) => sseResponse(iterable as AsyncIterable<unknown>, state, options.heartbeatMs, fetchAPI), 'text/event-stream');
    },
  };
}

function sseResponse(iterable: AsyncIterable<unknown>, state: { cursor: string | null }, heartbeatMs: number, fetchAPI: { ReadableStream: typeof ReadableStream; Response: typeof Response }): Response {
  const encoder = new TextEncoder();
  const iterator = iterable[Symbol.asyncIterator]();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const stream = new fetchAPI.ReadableStream<Uint8Array>({
    start(controller) {
      // A first comment flushes the headers through proxies and browsers that wait for bytes.
      controller.enqueue(encoder.encode(':\n\n'));
      heartbeat = setInterval(() => {
        if (controller.desiredSize === null) return clearInterval(heartbeat);
        controller.enqueue(encoder.encode(':\n\n'));
      }, heartbeatMs);
    },
    async pull(controller) {
      try {
        const step = await iterator.next();
        if (!step.done && step.value != null) {
          const id = state.cursor === null ? '' : `id: ${state.cursor}\n`;
          controller.enqueue(encoder.encode(`${id}event: next\ndata: ${JSON.stringify(step.value)}\n\n`));
        }
        if (step.done) {
          clearInterval(heartbeat);
          controller.enqueue(encoder.encode('event: complete\ndata:\n\n'));
          controller.close();
        }
      } catch (error) {
        clearInterval(heartbeat);
        controller.error(error);
      }
    },
    async cancel() {
      clearInterval(heartbeat);
      await iterator.return?.();
    },
  });
  return new fetchAPI.Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'Content-Encoding': 'none' } });
}
