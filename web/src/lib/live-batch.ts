/**
 * One live event, one request (issue 39 item 2). The reads a live event asks for on a screen
 * (marked `liveRead` by `LIVE_READ`, web/src/lib/live.ts) are each targeted — only the readers
 * the event concerns read again (web/src/lib/live-targets.ts) — but a cast still changes the
 * caster's glance, card, magic panel and the last roll. Those reads start in the same effects
 * flush; this exchange holds them until the end of the task and sends them as ONE request, a JSON
 * array of operations (GraphQL over HTTP batching, which the API accepts up to BATCH_LIMIT
 * operations: src/app.ts), and hands each its own result. Every other operation goes on as before
 * (short queries as GET, mutations, subscriptions).
 */
import { CombinedError, type Exchange, makeErrorResult, makeResult, type Operation, type OperationResult, stringifyDocument } from '@urql/core';
import { filter, make, merge, mergeMap, onPush, pipe, share, takeUntil } from 'wonka';

/** The most operations the API takes in one request (src/app.ts BATCH_LIMIT); more go in several. */
export const BATCH_LIMIT = 20;

interface Waiting {
  operation: Operation;
  done: (result: OperationResult) => void;
  /** Still wanted: a read subscribed and dropped in the same render (urql's first look at a query) is not sent. */
  open: () => boolean;
}

/**
 * While a live event is being shown (from its arrival until its reads are sent), every query the
 * screen starts joins the event's request: a card that appears for it (a character activated)
 * reads on mount, in the same render as the others' reads.
 */
let windowEnd = 0;

/** A live event arrived (web/src/lib/live.ts): its reads and the mounts it causes go out together, `ms` later at most. */
export function openLiveWindow(ms = LIVE_WINDOW_MS): void {
  windowEnd = Math.max(windowEnd, Date.now() + ms);
}

/**
 * The longest a live event's reads wait to go out together: the event's render and its effects
 * (Preact runs them after the next frame, ≤ 35 ms) fit in it with room for a busy phone.
 */
export const LIVE_WINDOW_MS = 150;

const isLiveRead = (operation: Operation) => operation.kind === 'query' && (operation.context.liveRead === true || Date.now() < windowEnd);

/**
 * The reads a client has out: sent and not yet answered (or dropped). A read held in the batch's
 * window is not out yet: a read asked meanwhile joins it and is answered from after whatever
 * asked for it. web/src/lib/client.ts asks a fresh read again when urql merged it into one out.
 */
export class ReadsOut {
  private readonly out = new Set<number>();
  private readonly waiting = new Map<number, (() => void)[]>();
  sent(key: number): void {
    this.out.add(key);
  }
  /** Answered, or given up (torn down): what waited for it goes on. */
  settled(key: number): void {
    if (!this.out.delete(key)) return;
    const then = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    for (const f of then) f();
  }
  isOut(key: number): boolean {
    return this.out.has(key);
  }
  /** `then` once the read out for `key` is settled (at once if none is). */
  whenSettled(key: number, then: () => void): void {
    if (this.out.has(key)) this.waiting.set(key, [...(this.waiting.get(key) ?? []), then]);
    else then();
  }
}

/** The exchange, telling `reads` when each query leaves and when it is settled. */
export const liveBatchExchange = (reads: ReadsOut = new ReadsOut()): Exchange => ({ forward }) => {
  let queue: Waiting[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const waiting = queue.filter((w) => w.open());
    queue = [];
    if (!waiting.length) return;
    // The same read asked twice in one flush (two components sharing a document) is sent once.
    const byKey = new Map<number, Waiting[]>();
    for (const w of waiting) byKey.set(w.operation.key, [...(byKey.get(w.operation.key) ?? []), w]);
    const groups = [...byKey.values()];
    for (const key of byKey.keys()) reads.sent(key);
    for (let i = 0; i < groups.length; i += BATCH_LIMIT) void send(groups.slice(i, i + BATCH_LIMIT), reads);
  };
  return (operations$) => {
    const shared = pipe(operations$, share);
    const batched = pipe(
      shared,
      filter(isLiveRead),
      mergeMap((operation) =>
        pipe(
          make<OperationResult>((observer) => {
            let open = true;
            queue.push({
              operation,
              open: () => open,
              done: (result) => {
                if (!open) return;
                observer.next(result);
                observer.complete();
              },
            });
            if (!scheduled) {
              scheduled = true;
              setTimeout(flush, Math.max(0, windowEnd - Date.now()));
            }
            return () => {
              open = false;
            };
          }),
          // urql tears a read down with an operation of its own (a component gone, a query
          // dropped in the render that looked at it): not sent, or its answer not delivered.
          takeUntil(pipe(shared, filter((op) => op.kind === 'teardown' && op.key === operation.key))),
        ),
      ),
    );
    const rest = pipe(
      forward(
        pipe(
          shared,
          filter((operation) => !isLiveRead(operation)),
          onPush((operation) => (operation.kind === 'query' ? reads.sent(operation.key) : operation.kind === 'teardown' ? reads.settled(operation.key) : undefined)),
        ),
      ),
      onPush((result) => (result.operation.kind === 'query' && !result.hasNext ? reads.settled(result.operation.key) : undefined)),
    );
    return merge([batched, rest]);
  };
};

function headersOf(operation: Operation): Record<string, string> {
  const options = typeof operation.context.fetchOptions === 'function' ? operation.context.fetchOptions() : (operation.context.fetchOptions ?? {});
  return Object.fromEntries(new Headers(options.headers).entries());
}

function bodyOf(operation: Operation) {
  return { operationName: operationName(operation), query: stringifyDocument(operation.query), variables: operation.variables ?? {} };
}

function operationName(operation: Operation): string | undefined {
  for (const definition of operation.query.definitions) if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  return undefined;
}

async function send(groups: Waiting[][], reads: ReadsOut) {
  const first = groups[0]![0]!.operation;
  const single = groups.length === 1;
  const bodies = groups.map((group) => bodyOf(group[0]!.operation));
  const finish = (i: number, result: (operation: Operation) => OperationResult) => {
    for (const w of groups[i]!) w.done(result(w.operation));
    reads.settled(groups[i]![0]!.operation.key);
  };
  try {
    const doFetch = first.context.fetch ?? fetch;
    const response = await doFetch(first.context.url, {
      method: 'POST',
      headers: { ...headersOf(first), accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json' },
      body: JSON.stringify(single ? bodies[0] : bodies),
    });
    const json: unknown = await response.json();
    const results = single ? [json] : json;
    if (!Array.isArray(results) || results.length !== groups.length) throw new Error(`The batch of ${groups.length} reads was answered with HTTP ${response.status}.`);
    for (const [i, data] of results.entries()) finish(i, (operation) => makeResult(operation, data, response));
  } catch (error) {
    for (const i of groups.keys()) finish(i, (operation) => makeErrorResult(operation, error instanceof CombinedError ? error : (error as Error)));
  }
}
