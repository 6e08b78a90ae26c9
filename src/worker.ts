/**
 * Workers entry: the same schema on Cloudflare Workers, Postgres through the Neon driver.
 * `fetch` serves /graphql; `scheduled` runs the cron jobs declared in wrangler.toml.
 */
import { createApp } from './app.js';
import { systemClock } from './clock.js';
import type { Db } from './db/client.js';
import { openNeon } from './db/neon.js';
import type { RateLimiter } from './graphql/context.js';
import { cryptoRng } from './rules/dice.js';

export interface Env {
  DATABASE_URL: string;
  /** Development only: a local WebSocket-to-TCP proxy standing in for Neon's endpoint. */
  NEON_WS_PROXY?: string;
  SIGNUP_LIMITER?: { limit(options: { key: string }): Promise<{ success: boolean }> };
}

interface WorkerServerContext extends Record<string, unknown> {
  env: Env;
  ctx: ExecutionContext;
  db: Db;
}

const yoga = createApp<WorkerServerContext>({
  db: (server) => server.db,
  rng: cryptoRng(),
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
      return await yoga.fetch(request, { env, ctx, db });
    } finally {
      ctx.waitUntil(pool.end());
    }
  },
} satisfies ExportedHandler<Env>;
