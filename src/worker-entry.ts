/**
 * The module Cloudflare starts: the Worker's handlers and its Durable Object class, each loading
 * the Worker itself (src/worker.ts: the app, its schema, the drivers) on the isolate's first
 * event instead of at startup. scripts/build-worker.mjs builds src/worker.ts into a module of its
 * own (build/worker/worker-app.mjs) and this file, without its types, into the entry that
 * imports it: the startup Cloudflare bounds is this file's; parsing the Worker's module and
 * building its zod schemas, Pothos types and tables is the first event's (docs/edge.md §Startup).
 * Nothing here may import anything else at run time (the build checks it).
 */
import type { CampaignLive as LiveObject, Env } from './worker.js';

type Worker = typeof import('./worker.js');
let loading: Promise<Worker> | null = null;
const worker = () => (loading ??= import('./worker.js'));

export default {
  fetch: async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => (await worker()).default.fetch(request, env, ctx),
  scheduled: async (controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> => (await worker()).default.scheduled(controller, env, ctx),
} satisfies ExportedHandler<Env>;

/** A campaign's live hub (src/worker.ts), made once the Worker is loaded. */
export class CampaignLive {
  private readonly live: Promise<LiveObject>;
  constructor(state: DurableObjectState, env: Env) {
    this.live = worker().then((loaded) => new loaded.CampaignLive(state, env));
  }
  async fetch(request: Request): Promise<Response> {
    return (await this.live).fetch(request);
  }
}
