/**
 * One urql client per signed-in person: the browser's session cookie (HttpOnly, same origin)
 * rides along by itself; `apiKey` is for tests and tools that hold a key. queries and mutations over fetch, subscriptions over
 * GraphQL-over-SSE (graphql-sse, "distinct connections" mode) on the same /graphql endpoint,
 * each resuming from its last event after a cut (resumable-sse.ts).
 * The document cache is enough here: a live event re-runs the reads it concerns, together in one
 * request (live-batch.ts), so there is no normalised cache to keep consistent (and ~30 KB less to ship).
 *
 * A read asked from the network (`network-only`: a live event's, a reload after a mutation) is
 * asked because something changed, so its answer must come from after the change. urql's client
 * sends one request per read at a time: asked while the same read is out, it is merged into that
 * one, whatever its policy, and gets its answer, read before the change. So a player's roll
 * once never showed in the Ylnies rolls: that list's read was out when the roll's event came,
 * the event's read was merged into it, and nothing read it again
 * (test/client/fresh-reads.test.ts). Such a read is asked again once the one out is answered.
 */
import { type AnyVariables, Client, cacheExchange, fetchExchange, type Operation, subscriptionExchange } from '@urql/core';
import { liveBatchExchange, ReadsOut } from './live-batch';
import { subscribeResumable } from './resumable-sse';

/**
 * `onRefused` hears of a 401: the API refuses a key that matches nobody (mistyped, revoked) on
 * every operation, so the app can say so instead of showing an empty account.
 */
export function createApiClient(apiKey: string | null, url = '/graphql', onRefused?: () => void): Client {
  const authHeaders = (): Record<string, string> => (apiKey ? { authorization: `Bearer ${apiKey}` } : {});
  const reads = new ReadsOut();
  const client = new Client({
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
      liveBatchExchange(reads),
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
  const execute = client.executeRequestOperation;
  client.executeRequestOperation = <Data, Variables extends AnyVariables>(operation: Operation<Data, Variables>) => {
    if (operation.kind === 'query' && operation.context.requestPolicy === 'network-only' && reads.isOut(operation.key)) {
      // Once the read out is answered (the client then no longer merges into it). Nothing is
      // sent if no one reads it any more (urql re-executes only a read still subscribed to).
      reads.whenSettled(operation.key, () => setTimeout(() => client.reexecuteOperation(operation)));
    }
    return execute(operation);
  };
  return client;
}
