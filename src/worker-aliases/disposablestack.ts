/**
 * The Worker's stand-in for @whatwg-node/disposablestack (wrangler.toml [alias]): the package
 * gives the runtime's own DisposableStack, AsyncDisposableStack, SuppressedError and symbols when
 * it has them, and its ponyfills otherwise. workerd has them all, so the ponyfills never run
 * there; this is the package without them (test/worker-aliases.test.ts, and the Worker's own
 * suite in workerd).
 */
const runtime = globalThis as unknown as Record<'DisposableStack' | 'AsyncDisposableStack' | 'SuppressedError', unknown>;
export const DisposableStack = runtime.DisposableStack;
export const AsyncDisposableStack = runtime.AsyncDisposableStack;
export const SuppressedError = runtime.SuppressedError;
export const DisposableSymbols = { dispose: Symbol.dispose, asyncDispose: Symbol.asyncDispose };
/** The runtime has the symbols: nothing to patch. */
export function patchSymbols() {}
