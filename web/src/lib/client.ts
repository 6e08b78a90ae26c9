/**
 * One urql client per signed-in person: the browser's session cookie (HttpOnly, same origin)
 * rides along by itself; `apiKey` is for tests and tools that hold a key. queries and mutations over fetch, subscriptions over
 * GraphQL-over-SSE (graphql-sse, "distinct connections" mode) on the same /graphql endpoint,
 * each resuming from its last event after a cut (resumable-sse.ts).
 * The document cache is enough here: a live event re-runs the reads it concerns, together in one
 * request (live-batch.ts), so there is no normalised cache to keep consistent (and ~30 KB less to ship).
 */
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { liveBatchExchange } from './live-batch';
import { subscribeResumable } from './resumable-sse';

/**
 * `onRefused` hears of a 401: the API refuses a key that matches nobody (mistyped, revoked) on
 * every operation, so the app can say so instead of showing an empty account.
 */
export function createApiClient(apiKey: string | null, url = '/graphql', onRefused?: () => void): Client {
  const authHeaders = (): Record<string, string> => (apiKey ? { authorization: `Bearer ${apiKey}` } : {});
  return new Client({
    url,
    requestPolicy: 'cache-and-network',
    fetchOptions: () => ({ headers: authHeaders() }),
    ...(onRefused
      ? {
          fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
            const response = await fetch(input, init);
            if (response.status === 401 && apiKey) onRefused();
            return response;
          },
        }
      : {}),
    exchanges: [
      cacheExchange,
      // The reads one live event asks for, in one request (issue 39 item 2).
      liveBatchExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          return {
            subscribe(sink) {
              const unsubscribe = subscribeResumable(url, authHeaders, { query: request.query ?? '', variables: request.variables }, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
}
