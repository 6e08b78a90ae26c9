/**
 * One subscription over GraphQL-over-SSE (graphql-sse, distinct connections) that resumes
 * where it stopped. graphql-sse reconnects by itself but sends no `Last-Event-ID` and re-posts
 * the same variables, so without this a stream reopened after a cut starts live again and the
 * events committed during the cut are lost. Here each event's `cursor` field (the outbox
 * sequence, the same value as its SSE `id`: docs/live.md) is remembered — graphql-sse's parser
 * drops the SSE `id` line, so the documents select `cursor` — and each reconnection sends it as
 * `Last-Event-ID`: the server replays what was committed after it, in order, once.
 *
 * Back-off is capped (a phone back on the Wi-Fi should not wait minutes), and when the browser
 * says it is online again the stream is reopened at once instead of waiting out the back-off.
 */
import { createClient, type Sink } from 'graphql-sse';
import { onKick, reportStream } from './live-connection';

const MAX_BACKOFF_MS = 4000;

export interface SubscriptionPayload {
  query: string;
  variables?: Record<string, unknown>;
}

export function subscribeResumable(url: string, authHeaders: () => Record<string, string>, payload: SubscriptionPayload, sink: Sink): () => void {
  let cursor: string | null = null;
  let wake: (() => void) | null = null;
  const client = createClient({
    url,
    headers: () => ({ ...authHeaders(), ...(cursor ? { 'last-event-id': cursor } : {}) }),
    retryAttempts: Number.POSITIVE_INFINITY,
    retry: (retries) => {
      reportStream(false);
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(MAX_BACKOFF_MS, 500 * 2 ** retries));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  });
  let generation = 0;
  /** The server refused the stream (its errors reached the screen): no reopening then. */
  let refused = false;
  let stop: (() => void) | null = null;
  const open = () => {
    const mine = ++generation;
    // A replaced stream's own end (we aborted it) must not end the subscription.
    const current = () => mine === generation;
    stop = client.subscribe(
      payload,
      {
        next: (value) => {
          if (!current()) return;
          if (value.errors?.length) refused = true;
          const seen = cursorOf(value.data);
          if (seen) cursor = seen;
          sink.next(value);
        },
        error: (error) => {
          if (!current()) return;
          reportStream(false);
          sink.error(error);
        },
        complete: () => {
          if (!current()) return;
          // The server ends a stream on its idle timeout, and when the caller may no longer
          // follow the campaign (removed, signed out): reopen it (from the cursor, if any). The
          // reopened stream of a removed member is refused, as a `next` with errors (FORBIDDEN…)
          // before this end, which urql shows and the screen tells as what it is: then stop.
          if (!refused) setTimeout(() => current() && open(), 1000);
          else sink.complete();
        },
      },
      {
        connecting: () => undefined,
        connected: (again) => {
          wake = null;
          reportStream(true, again || mine > 1);
        },
      },
    );
  };
  open();
  const unkick = onKick(() => {
    // Back online: a stream waiting out its back-off retries now; one that looked open may be
    // a dead socket, so it is replaced (the cursor makes that lossless).
    if (wake) {
      const w = wake;
      wake = null;
      w();
      return;
    }
    stop?.();
    open();
  });
  return () => {
    generation++;
    unkick();
    stop?.();
    reportStream(false);
    client.dispose();
  };
}

/** The `cursor` of the event a subscription result carries (its root field's). */
function cursorOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  for (const value of Object.values(data)) {
    const cursor = value && typeof value === 'object' ? (value as { cursor?: unknown }).cursor : null;
    if (typeof cursor === 'string') return cursor;
  }
  return null;
}
