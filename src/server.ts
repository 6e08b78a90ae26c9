/**
 * Node entry: the API on http://127.0.0.1:4000/graphql (HOST/PORT override), GraphiQL served
 * self-contained (works offline), data in an embedded PGlite under ./data (DATA_DIR), or a real
 * Postgres server when DATABASE_URL is set. Migrations are applied at start. Also serves the
 * inbound webhook (POST /webhooks/in/<campaign id>) and runs the scheduled jobs in-process.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createApp } from './app.js';
import { systemClock } from './clock.js';
import { openDatabaseFromEnv } from './db/node.js';
import { GRAPHIQL_EXAMPLES } from './graphiql.js';
import { createHttpHandler, isInboundWebhookPath, serveNodeRequest } from './http.js';
import { runAwards } from './jobs/awards.js';
import { runDeliveries } from './jobs/deliveries.js';
import { inProcessLimiter } from './rate-limit.js';
import { rollKeysFromEnv } from './db/roll-keys.js';
import { cryptoRng } from './rules/dice.js';

async function main() {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4000);
  console.log(
    process.env.DATABASE_URL
      ? 'Connecting to DATABASE_URL and applying migrations…'
      : `Opening the embedded database in ${resolve(process.env.DATA_DIR ?? './data')} (the first start creates it: a few seconds)…`,
  );
  const database = await openDatabaseFromEnv();
  const clock = systemClock;
  const limiter = inProcessLimiter({ limit: Number(process.env.SIGNUP_LIMIT ?? 20), windowMs: 60_000, clock });
  const rollKeys = rollKeysFromEnv(process.env.ROLL_LOG_KEYS);
  const yoga = createApp({
    db: () => database.db,
    rng: cryptoRng(),
    rollKeys: () => rollKeys,
    clock,
    signUpLimiter: () => limiter,
    graphiql: { defaultQuery: GRAPHIQL_EXAMPLES, title: 'SMS rules engine' },
    renderGraphiQL,
  });
  // Server-wide development switch: webhooks to loopback (tests, a local receiver). Off in production.
  const allowLoopbackWebhooks = process.env.ALLOW_LOOPBACK_WEBHOOKS === '1';
  const handler = createHttpHandler(yoga, { db: () => database.db, clock, allowLoopbackWebhooks });
  // /webhooks/in/* through the fetch handler; everything else through Yoga's own Node adapter
  // (GraphiQL and streaming as before), with the switch in its server context.
  const server = createServer((req, res) => {
    if (isInboundWebhookPath(new URL(req.url ?? '/', 'http://localhost').pathname)) void serveNodeRequest(handler, req, res, {});
    else void yoga.handle(req, res, { allowLoopbackWebhooks });
  });
  // The jobs Workers run from the cron trigger run here in-process: webhook deliveries every
  // DELIVERY_INTERVAL_MS (10 s), experience awards every AWARDS_INTERVAL_MS (5 min, like the
  // cron). 0 turns one off. An embedded PGlite cannot be shared with a second process, so this
  // is also how `npm start` users get their awards without running `npm run job:awards`.
  const jobs = [
    every('webhook deliveries', Number(process.env.DELIVERY_INTERVAL_MS ?? 10_000), () =>
      runDeliveries(database.db, { clock, allowLoopback: allowLoopbackWebhooks, runtime: 'node' }).then((r) => (r.delivered + r.retried + r.dead ? r : null)),
    ),
    every('experience awards', Number(process.env.AWARDS_INTERVAL_MS ?? 300_000), () => runAwards(database.db, { clock }).then((r) => (r.awarded ? r : null))),
  ];
  server.listen(port, host, () => {
    console.log(`SMS rules engine on http://${host}:${port}/graphql (${database.driver}${database.driver === 'pglite' ? ` in ${resolve(process.env.DATA_DIR ?? './data')}` : ''})`);
  });
  const stop = async () => {
    server.close();
    await Promise.all(jobs.map((job) => job.stop()));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Run `job` every `ms`, never two runs at once; `stop` waits for a run in progress. */
function every(name: string, ms: number, job: () => Promise<unknown>) {
  let running: Promise<unknown> | null = null;
  const timer =
    ms > 0
      ? setInterval(() => {
          if (running) return;
          running = job()
            .then((report) => report && console.log(name, JSON.stringify(report)))
            .catch((error) => console.error(`${name} failed:`, error))
            .finally(() => {
              running = null;
            });
        }, ms)
      : null;
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

main().catch((error) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
