/**
 * The end of an operation whose credential was claimed (src/graphql/authentication.ts):
 * - never checked (the operation read nothing: `races`, `odds`…): checked now, on its own
 *   statement, so a bad key is refused whatever the operation;
 * - a refused key: the whole answer is the 401 refusal, as when keys were looked up first;
 * - an ended session: the operation runs again as anonymous, with the cookie dropped, so it
 *   answers as it would have had the cookie been known ended (`signInStatus: ENDED`, `me: null`).
 *   Nothing was written on the first run: no statement may run before the check passes.
 */
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { readingHandle } from '../db/combined-reads.js';
import { clearedSessionCookie } from './accounts/session-cookie.js';
import { Authentication, endedSession, refusedKey } from './authentication.js';
import type { Context } from './context.js';
import { createLoaders } from './loaders.js';

async function settle(ctx: Context): Promise<void> {
  if (ctx.auth.unsettled()) await ctx.loaders.read.authenticate().catch(() => undefined);
}

/** The request from here on as anonymous, its ended session's cookie taken back. */
function becomeAnonymous(ctx: Context): void {
  ctx.caller = null;
  ctx.credential = null;
  ctx.sessionEnded = true;
  ctx.responseCookies.push(clearedSessionCookie(ctx.request));
  ctx.auth = new Authentication(null, ctx.clock.now(), null);
  ctx.loaders = createLoaders(ctx.baseDb, null, null);
  ctx.db = ctx.baseDb;
  ctx.reader = readingHandle(ctx.baseDb, ctx.loaders.read);
}

export function authenticationPlugin(): Plugin<Record<string, unknown> & Context> {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const ctx = args.contextValue as Context;
        const result = await executeFn(args);
        await settle(ctx);
        if (ctx.auth.state === 'REFUSED') return { errors: [refusedKey()] };
        if (ctx.auth.state === 'ENDED') {
          becomeAnonymous(ctx);
          return executeFn(args);
        }
        return result;
      });
    },
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        const ctx = args.contextValue as Context;
        const result = await subscribeFn(args);
        await settle(ctx);
        const refusal = ctx.auth.state === 'REFUSED' ? refusedKey() : ctx.auth.state === 'ENDED' ? endedSession() : null;
        if (!refusal) return result;
        if (isAsyncIterable(result)) await (result as AsyncGenerator).return?.(undefined);
        if (ctx.auth.state === 'ENDED') ctx.responseCookies.push(clearedSessionCookie(ctx.request));
        return { errors: [refusal] };
      });
    },
  };
}
