/**
 * The Worker's stand-in for @whatwg-node/server's uWebSockets.js adapter (wrangler.toml [alias]:
 * its server adapter imports it to serve uWebSockets.js too). workerd hands the Worker a
 * `Request`, never a uWebSockets response: the check stays as it is, and serving one throws.
 */
export { fakePromise } from '@whatwg-node/promise-helpers';

/** As @whatwg-node/server's: a uWebSockets.js response has `onData`, a `Request` has not. */
export function isUWSResponse(res: object): boolean {
  return !!(res as { onData?: unknown }).onData;
}

function absent(): never {
  throw new Error('uWebSockets.js is not served by the Worker (src/worker-aliases/whatwg-uwebsockets.ts)');
}

export { absent as createWritableFromUWS, absent as getRequestFromUWSRequest, absent as sendResponseToUwsOpts };
