/**
 * The hallway on Cloudflare Workers: each request's door from the route table
 * (src/http/routes.ts). The table app's files never reach the Worker (the platform serves them as
 * assets, wrangler.toml); the probes answer without a database; an archive streams past the
 * handler's return; a subscription goes to its campaign's Durable Object; the rest (GraphQL, the
 * inbound webhooks, Discord, /readyz) through the fetch handler (src/http/handler.ts) on a
 * database opened for this request and closed once it is answered.
 *
 * Typed with what it uses of the platform only (no Workers types), so it builds under both
 * tsconfigs; src/worker.ts wires it with the bindings.
 */
import type { EdgeDatabase, EdgeOptions } from '../db/edge.js';
import { collectEventCampaigns, takeEventCampaigns } from '../db/outbox.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { describeError } from '../primitives/log.js';
import { forwardSubscription, type LiveNamespace, type MutationSignal, notifyAfterMutation, subscriptionCampaign, watchForEvents } from '../live/workers.js';
import { type ArchiveDeps, handleArchive } from './archive.js';
import { boundedBody, healthResponse } from './handler.js';
import { doorOf } from './routes.js';

/** What the hallway needs of a Worker invocation's context. */
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

export interface WorkerDoors<Env> {
  /** A database for this request, with its bounded waits (Hyperdrive, or a stand-in that says it is away). */
  open: (env: Env, options: EdgeOptions) => EdgeDatabase;
  /** Wait settings for `open`. */
  waits: (env: Env) => EdgeOptions['waits'];
  /** The largest /graphql body (MAX_BODY_BYTES). */
  maxBodyBytes: (env: Env) => number;
  /** The archive door's settings, without its database (opened here, per request). */
  archive: (env: Env) => Omit<ArchiveDeps, 'db'>;
  /** The live objects' namespace, when bound. */
  live: (env: Env) => LiveNamespace | undefined;
  /**
   * The fetch handler of the remaining doors, with this request's database and live signal, and
   * `defer` for work that outlives the answer on that database (a deferred Discord answer).
   */
  handle: (request: Request, env: Env, ctx: WaitUntil, db: EdgeDatabase['db'], liveSignal: MutationSignal, defer: (work: Promise<unknown>) => void) => Promise<Response>;
}

export function workerFetch<Env>(doors: WorkerDoors<Env>): (request: Request, env: Env, ctx: WaitUntil) => Promise<Response> {
  return async (request, env, ctx) => {
    const url = new URL(request.url);
    const door = doorOf(url.pathname, 'workers');
    // Liveness needs no database; /readyz goes through the handler.
    if (door === 'health') return healthResponse();
    // A /graphql body is read here, capped, before the subscription routing or Yoga parses it.
    if (door === 'graphql' && request.body) {
      const bounded = await boundedBody(request, doors.maxBodyBytes(env));
      if (bounded instanceof Response) return bounded;
      request = bounded;
    }
    if (door === 'archive') return serveArchive(request, env, ctx, doors);
    // A Discord command writes as a mutation does: its campaign's live object is told too.
    const liveSignal: MutationSignal = { mutated: door === 'discord', wroteEvents: false };
    // A deferred Discord answer still uses this request's connection: it closes after that work.
    const deferred: Promise<unknown>[] = [];
    const closed = () => Promise.allSettled(deferred).then(end);
    const { db, end } = doors.open(env, { waits: doors.waits(env), onStatement: watchForEvents(liveSignal) });
    collectEventCampaigns(db);
    const live = doors.live(env);
    try {
      // Subscriptions go to their campaign's Durable Object, which holds the stream.
      // A campaign found through its encounter or character takes a statement: without a
      // database the Worker's Yoga answers instead (DATABASE_UNAVAILABLE, 503), not a 500.
      const campaignId = live && door === 'graphql' ? await subscriptionCampaign(request, db).catch((error) => (isDatabaseUnavailable(error) ? null : Promise.reject(error))) : null;
      if (campaignId && live) return await forwardSubscription(live, campaignId, request);
      return await doors.handle(request, env, ctx, db, liveSignal, (work) => deferred.push(work));
    } finally {
      // After a mutation that wrote events, once answered: its campaign's object reads them (the
      // campaigns its writers noted: no statement here); then the connection closes.
      const noted = takeEventCampaigns(db);
      ctx.waitUntil(
        liveSignal.mutated && (noted.length > 0 || liveSignal.wroteEvents) && live
          ? notifyAfterMutation(live, db, noted)
              .catch((error) => console.error(`live: notify failed: ${describeError(error)}`))
              .finally(closed)
          : closed(),
      );
    }
  };
}

/**
 * A campaign archive streams past the handler's return (src/http/archive.ts): its connection
 * closes when the body has been read to the end (or the reader went away), not before.
 */
async function serveArchive<Env>(request: Request, env: Env, ctx: WaitUntil, doors: WorkerDoors<Env>): Promise<Response> {
  const { db, end } = doors.open(env, { waits: doors.waits(env), max: 2 });
  let response: Response;
  try {
    response = await handleArchive(request, { ...doors.archive(env), db });
  } catch (error) {
    ctx.waitUntil(end());
    throw error;
  }
  if (!response.body) {
    ctx.waitUntil(end());
    return response;
  }
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  ctx.waitUntil(
    response.body
      .pipeTo(writable)
      .catch((error) => console.error(`archive stream failed: ${describeError(error)}`))
      .finally(end),
  );
  return new Response(readable, response);
}
