/**
 * One urql client per API key: queries and mutations over fetch, subscriptions over
 * GraphQL-over-SSE (graphql-sse, "distinct connections" mode) on the same /graphql endpoint.
 * The document cache is enough here: live events re-run the screen's queries, so there is no
 * normalised cache to keep consistent (and ~30 KB less to ship).
 */
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient as createSseClient } from 'graphql-sse';

export function createApiClient(apiKey: string | null, url = '/graphql'): Client {
  const authHeaders = (): Record<string, string> => (apiKey ? { authorization: `Bearer ${apiKey}` } : {});
  const sse = createSseClient({ url, headers: authHeaders, retryAttempts: Number.POSITIVE_INFINITY });
  return new Client({
    url,
    requestPolicy: 'cache-and-network',
    fetchOptions: () => ({ headers: authHeaders() }),
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          return {
            subscribe(sink) {
              const unsubscribe = sse.subscribe({ query: request.query ?? '', variables: request.variables }, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
}
