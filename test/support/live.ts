/**
 * Live subscriptions in tests: the app with its live hub (the same wiring as src/server.ts),
 * and a GraphQL-over-SSE client that parses the stream as `EventSource` would (ids included).
 */
import { createApp } from '../../src/app.js';
import { type Clock, ManualClock } from '../../src/primitives/clock.js';
import type { HubOptions } from '../../src/live/hub.js';
import { startNodeLive } from '../../src/live/node.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import { type Rng, seededRng } from '../../src/rules/dice.js';
import type { TestApp } from './app.js';
import type { Backend } from './backends.js';
import { StatementCounter } from '../../src/db/client.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';

type Fetch = (url: string, init: RequestInit) => Promise<Response> | Response;

export interface LiveTestApp extends TestApp {
  hub: Awaited<ReturnType<typeof startNodeLive>>['hub'];
}

export async function startLiveApp(backend: Backend, options: { rng?: Rng; hub?: HubOptions } = {}): Promise<LiveTestApp> {
  const statements = new StatementCounter();
  const database = await backend.open(statements);
  const clock = new ManualClock();
  const limiter = inProcessLimiter({ limit: 10_000, windowMs: 60_000, clock: clock as Clock });
  // No poll: only the commit's NOTIFY can bring an event, so the tests prove that path.
  const live = await startNodeLive(database, { pollMs: 0, ...options.hub });
  const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => database.db, rng: options.rng ?? seededRng(42), clock, signUpLimiter: () => limiter, live: () => live.hub });
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => yoga.fetch(new Request(input, init))) as typeof globalThis.fetch;
  return {
    database,
    clock,
    statements,
    fetch,
    hub: live.hub,
    async gql(query, variables, apiKey) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const response = await yoga.fetch('http://test/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as never;
    },
    // This app attributes no statements to operations: nothing to keep apart.
    alongside: (work) => work(),
    async close() {
      await live.stop();
      await database.close();
    },
  };
}

export interface SseMessage {
  id: string | null;
  event: string;
  data: any;
}

export interface Subscription {
  /** The next `next` message (or `complete`), waiting up to `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** Messages received so far and not yet taken. */
  pending(): SseMessage[];
  close(): Promise<void>;
  /** The id of the last message taken: what `EventSource` would send as Last-Event-ID. */
  lastEventId: string | null;
}

/** Start a subscription over SSE (graphql-sse "distinct connections": POST, Accept: text/event-stream). */
export async function subscribe(
  fetch: Fetch,
  url: string,
  query: string,
  variables: Record<string, unknown>,
  apiKey: string,
  headers: Record<string, string> = {},
  operationName?: string,
): Promise<Subscription> {
  const controller = new AbortController();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${apiKey}`, ...headers },
    body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
    signal: controller.signal,
  });
  if (!response.body) throw new Error(`no stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: SseMessage[] = [];
  let waiting = null as (() => void) | null;
  let ended = false;
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: SseMessage = { id: null, event: 'message', data: null };
          let data = '';
          let any = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line) continue;
            any = true;
            // Split at the first colon only: a data line is JSON full of them (splitting at each and
            // joining back was a third of the replay bench's CPU, issue 40 item 3).
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const raw = colon < 0 ? '' : line.slice(colon + 1);
            const value = raw.startsWith(' ') ? raw.slice(1) : raw;
            if (field === 'id') message.id = value;
            else if (field === 'event') message.event = value;
            else if (field === 'data') data += value;
          }
          if (any) {
            message.data = data ? JSON.parse(data) : null;
            queue.push(message);
            waiting?.();
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      waiting?.();
    }
  })();
  const sub: Subscription = {
    lastEventId: null,
    pending: () => [...queue],
    async next(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!queue.length) {
        if (ended) throw new Error('stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event within the time limit');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting = () => {
            clearTimeout(timer);
            waiting = null;
            resolve();
          };
        });
      }
      const message = queue.shift()!;
      if (message.id) sub.lastEventId = message.id;
      return message;
    },
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
  return sub;
}
