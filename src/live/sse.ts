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

/** What a race says when the iterator's next event was not ready this turn. */
const NOT_READY = Symbol('not ready');
/** Runs `f` once this turn of the event loop is over (Workers have no `setImmediate`). */
const afterThisTurn: (f: () => void) => void = typeof setImmediate === 'function' ? (f) => setImmediate(f) : (f) => setTimeout(f, 0);
/** Events in one chunk at most (a page of replay is 500). */
const MAX_BATCH = 500;

/** The SSE answer of a live subscription's events (exported for its tests). */
export function sseResponse(iterable: AsyncIterable<unknown>, state: { cursor: string | null }, heartbeatMs: number, fetchAPI: { ReadableStream: typeof ReadableStream; Response: typeof Response }): Response {
  const encoder = new TextEncoder();
  const iterator = iterable[Symbol.asyncIterator]();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  /** The `next()` asked for but not ready when the last chunk went out: the first of the next chunk. */
  let pending: Promise<IteratorResult<unknown>> | null = null;
  let first = true;
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
      // Every event ready now goes out in ONE chunk (a replay's page is ready at once: one write
      // and one read per page instead of per event, issue 40 item 3); an event still to come
      // never holds back those already read: the chunk is sent once the next one is not ready
      // before this turn of the event loop ends. One `next()` at a time, so the order and each
      // event's cursor (set by the stream as it yields it) stay as they were.
      let out = '';
      // Made once the first event is in hand (it may have waited long for a live one).
      let turnEnds: Promise<typeof NOT_READY> | null = null;
      try {
        // The stream's first event alone, at once: a resume shows its first event before the rest of its page.
        const most = first ? 1 : MAX_BATCH;
        first = false;
        for (let n = 0; n < most; n++) {
          const next = pending ?? iterator.next();
          pending = null;
          const step = turnEnds ? await Promise.race([next, turnEnds]) : await next;
          turnEnds ??= new Promise((resolve) => afterThisTurn(() => resolve(NOT_READY)));
          if (step === NOT_READY) {
            pending = next;
            break;
          }
          if (!step.done && step.value != null) {
            const id = state.cursor === null ? '' : `id: ${state.cursor}\n`;
            out += `${id}event: next\ndata: ${JSON.stringify(step.value)}\n\n`;
          }
          if (step.done) {
            clearInterval(heartbeat);
            controller.enqueue(encoder.encode(`${out}event: complete\ndata:\n\n`));
            controller.close();
            return;
          }
        }
        if (out) controller.enqueue(encoder.encode(out));
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
