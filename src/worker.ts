/**
 * Workers entry: the same schema on Cloudflare Workers, Postgres through the Neon driver.
 * `fetch` serves /graphql and /webhooks/in/*; `scheduled` runs the cron jobs declared in wrangler.toml.
 */
import { createApp } from './app.js';
import { systemClock } from './clock.js';
import type { Db } from './db/client.js';
import { openNeon } from './db/neon.js';
import { type RollKeyring, rollKeysFromEnv } from './db/roll-keys.js';
import { createHttpHandler } from './http.js';
import { runAwards } from './jobs/awards.js';
import { runDeliveries } from './jobs/deliveries.js';
import type { RateLimiter } from './graphql/context.js';
import { cryptoRng } from './rules/dice.js';

export interface Env {
  DATABASE_URL: string;
  /** Development only: a local WebSocket-to-TCP proxy standing in for Neon's endpoint. */
  NEON_WS_PROXY?: string;
  SIGNUP_LIMITER?: { limit(options: { key: string }): Promise<{ success: boolean }> };
  /** Development only ("1"): deliver webhooks to loopback URLs (wrangler dev tests). */
  ALLOW_LOOPBACK_WEBHOOKS?: string;
  /** Secret: the roll log's signing keys, `kid:base64key,...`, newest first (docs/fairness.md). */
  ROLL_LOG_KEYS?: string;
}

/** Parsed once per isolate (and again only if the secret changes). */
let rollKeys: { spec: string | undefined; keyring: RollKeyring } | null = null;
function rollKeysOf(env: Env): RollKeyring {
  if (!rollKeys || rollKeys.spec !== env.ROLL_LOG_KEYS) rollKeys = { spec: env.ROLL_LOG_KEYS, keyring: rollKeysFromEnv(env.ROLL_LOG_KEYS) };
  return rollKeys.keyring;
}

interface WorkerServerContext extends Record<string, unknown> {
  env: Env;
  ctx: ExecutionContext;
  db: Db;
}

const yoga = createApp<WorkerServerContext>({
  db: (server) => server.db,
  rng: cryptoRng(),
  rollKeys: (server) => rollKeysOf(server.env),
  clock: systemClock,
  signUpLimiter: (server): RateLimiter => ({
    // The Workers Rate Limiting binding; without it (a misconfigured deploy) sign-up stays open.
    limit: async (key) => (server.env.SIGNUP_LIMITER ? (await server.env.SIGNUP_LIMITER.limit({ key })).success : true),
  }),
  graphiql: true,
});

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/health') return new Response('ok');
    const { db, pool } = openNeon(env.DATABASE_URL, { wsProxy: env.NEON_WS_PROXY });
    try {
      // /webhooks/in/* to the inbound handler, the rest to Yoga (src/http.ts).
      const handler = createHttpHandler<WorkerServerContext>(yoga, { db: (server) => server.db, clock: systemClock, allowLoopbackWebhooks: env.ALLOW_LOOPBACK_WEBHOOKS === '1' });
      return await handler(request, { env, ctx, db });
    } finally {
      ctx.waitUntil(pool.end());
    }
  },

  /**
   * Cron (wrangler.toml): the awards job, then webhook deliveries. At-least-once and possibly
   * overlapping — each job takes its lease and is idempotent. One job failing does not keep the
   * other from running; the failure is rethrown so the cron run shows it.
   */
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const { db, pool } = openNeon(env.DATABASE_URL, { wsProxy: env.NEON_WS_PROXY });
    const failures: unknown[] = [];
    try {
      try {
        const awards = await runAwards(db, { clock: systemClock });
        console.log('awards job', JSON.stringify(awards));
      } catch (error) {
        failures.push(error);
      }
      try {
        const deliveries = await runDeliveries(db, { clock: systemClock, allowLoopback: env.ALLOW_LOOPBACK_WEBHOOKS === '1', runtime: 'workers' });
        console.log('deliveries job', JSON.stringify(deliveries));
      } catch (error) {
        failures.push(error);
      }
    } finally {
      ctx.waitUntil(pool.end());
    }
    if (failures.length) throw failures[0];
  },
} satisfies ExportedHandler<Env>;
