/**
 * Node entry: the API on http://127.0.0.1:4000/graphql (HOST/PORT override), GraphiQL served
 * self-contained (works offline), data in an embedded PGlite under ./data (DATA_DIR), or a real
 * Postgres server when DATABASE_URL is set. Migrations are applied at start. Also serves the
 * inbound webhook (POST /webhooks/in/<campaign id>) and runs the scheduled jobs in-process.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createApp, relyingPartyFromEnv } from './app.js';
import { trustedProxiesFromEnv } from './http/client-address.js';
import { systemClock } from './primitives/clock.js';
import { DataDirLocked } from './db/data-dir-lock.js';
import { openDatabaseFromEnv } from './db/node.js';
import { RestoreInterrupted } from './db/restore.js';
import { backupSettingsFromEnv, startBackups } from './http/backups.js';
import { GRAPHIQL_EXAMPLES } from './http/graphiql.js';
import { httpPolicyFromEnv } from './http/policy.js';
import { createHttpHandler } from './http/handler.js';
import { nodeListener } from './http/node.js';
import { runAwards } from './jobs/awards.js';
import { runDeliveries } from './jobs/deliveries.js';
import { logError } from './primitives/log.js';
import { webAppBuilt } from './http/web-app.js';
import { startNodeLive } from './live/node.js';
import { inProcessLimiter } from './http/rate-limit.js';
import { RATE_WINDOW_MS, SIGN_IN_PER_MINUTE, SIGN_UP_PER_MINUTE } from './primitives/rate-limits.js';
import { POSTGRES_NEEDS_KEYS, serverRollKeys } from './db/roll-key-file.js';
import { RollQueue } from './db/roll-queue.js';
import { cryptoRng } from './rules/dice.js';
import { buildSchema } from './graphql/schema.js';
import { archiveMaxBytesFromEnv, archiveTimesFromEnv } from './archive/format.js';
import { discordConfigFromEnv } from './integrations/discord/config.js';
import { discordChannelPoster } from './integrations/discord/feed.js';

async function main() {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4000);
  console.log(
    process.env.DATABASE_URL
      ? 'Connecting to DATABASE_URL and applying migrations…'
      : `Opening the embedded database in ${resolve(process.env.DATA_DIR ?? './data')} (a new one starts from the migrated template)…`,
  );
  const trustedProxies = trustedProxiesFromEnv(process.env);
  const httpPolicy = httpPolicyFromEnv(process.env);
  const backupSettings = backupSettingsFromEnv(process.env);
  // Refused before anything opens when a Postgres server has no ROLL_LOG_KEYS (src/db/roll-key-file.ts).
  if (process.env.DATABASE_URL && !process.env.ROLL_LOG_KEYS?.trim()) throw new Error(POSTGRES_NEEDS_KEYS);
  const opening = openDatabaseFromEnv();
  // The schema (memoized: createApp below takes it) is built while the embedded database opens:
  // PGlite reads its files and compiles its wasm off this thread meanwhile (issue 40 item 4).
  buildSchema();
  const database = await opening;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  // Backups of the embedded database are the server's to take while it holds the folder
  // (src/http/backups.ts); on a Postgres server they are pg_dump's (docs/backups.md).
  const backups = database.pglite ? startBackups(database.pglite, dataDir, backupSettings) : null;
  if (!backups && backupSettings.intervalMs > 0) console.warn('BACKUP_INTERVAL is ignored on a Postgres server: back it up with pg_dump (docs/backups.md).');
  // Subscriptions: the outbox read after each commit Postgres announces (src/live/node.ts), and
  // every LIVE_POLL_MS as a safety net for announcements lost while the listener reconnects.
  const live = await startNodeLive(database, { pollMs: Number(process.env.LIVE_POLL_MS ?? 5000) });
  const clock = systemClock;
  const limiter = inProcessLimiter({ limit: Number(process.env.SIGNUP_LIMIT ?? SIGN_UP_PER_MINUTE), windowMs: RATE_WINDOW_MS, clock });
  // Sign-in attempts a minute, per client address and per account (src/primitives/rate-limits.ts).
  const signInLimiter = inProcessLimiter({ limit: Number(process.env.SIGNIN_LIMIT ?? SIGN_IN_PER_MINUTE), windowMs: RATE_WINDOW_MS, clock });
  const relyingParty = relyingPartyFromEnv(process.env);
  const rollKeys = serverRollKeys(process.env, dataDir);
  const archiveMaxBytes = archiveMaxBytesFromEnv(process.env);
  const archiveTimes = archiveTimesFromEnv(process.env);
  // Discord's four variables (docs/discord.md); none set: the route answers 404.
  const discord = discordConfigFromEnv(process.env);
  const yoga = createApp({
    db: () => database.db,
    rng: cryptoRng(),
    rollKeys: () => rollKeys,
    clock,
    signUpLimiter: () => limiter,
    signInLimiter: () => signInLimiter,
    relyingParty,
    clientKey: (_request, server) => String(server.clientAddress),
    graphiql: { defaultQuery: GRAPHIQL_EXAMPLES, title: 'SMS rules engine' },
    renderGraphiQL,
    live: () => live.hub,
    rollQueue: new RollQueue(),
    httpPolicy,
    compressResponses: true,
  });
  // Server-wide development switch: webhooks to loopback (tests, a local receiver). Off in production.
  const allowLoopbackWebhooks = process.env.ALLOW_LOOPBACK_WEBHOOKS === '1';
  const handler = createHttpHandler(yoga, { db: () => database.db, clock, allowLoopbackWebhooks, rollKeys: () => rollKeys, discord: () => ({ config: discord }) });
  // Every door through the hallway's route table (src/http/node.ts, src/http/routes.ts).
  const server = createServer(
    nodeListener({
      yoga,
      handler,
      archive: { db: database.db, rollKeys, maxBytes: archiveMaxBytes, times: archiveTimes, now: () => clock.now(), httpPolicy },
      backups,
      allowLoopbackWebhooks,
      trustedProxies,
    }),
  );
  // The jobs Workers run from the cron trigger run here in-process: webhook deliveries every
  // DELIVERY_INTERVAL_MS (10 s), experience awards every AWARDS_INTERVAL_MS (5 min, like the
  // cron). 0 turns one off. An embedded PGlite cannot be shared with a second process, so this
  // is also how `npm start` users get their awards without running `npm run job:awards`.
  const jobs = [
    every('webhook deliveries', Number(process.env.DELIVERY_INTERVAL_MS ?? 10_000), () =>
      runDeliveries(database.db, { clock, allowLoopback: allowLoopbackWebhooks, runtime: 'node', discordChannels: discordChannelPoster(discord, clock) }).then((r) => (r.delivered + r.retried + r.dead ? r : null)),
    ),
    every('experience awards', Number(process.env.AWARDS_INTERVAL_MS ?? 300_000), () => runAwards(database.db, { clock }).then((r) => (r.awarded ? r : null))),
  ];
  server.on('error', (error) => {
    console.error('Failed to listen:', error);
    process.exit(1);
  });
  const appBuilt = await webAppBuilt();
  server.listen(port, host, () => {
    // PORT=0 takes a free port: the one bound is printed (the tests read it, so no other process
    // can take the port between a test choosing it and the server binding it).
    const { port: bound } = server.address() as AddressInfo;
    backups?.listening(host, bound);
    console.log(`SMS rules engine on http://${host}:${bound}/graphql (${database.driver}${database.driver === 'pglite' ? ` in ${resolve(process.env.DATA_DIR ?? './data')}` : ''})`);
    console.log(appBuilt ? `The table app: http://${host}:${bound}/` : 'The table app is not built: npm run web:build');
  });
  const stop = async () => {
    server.close();
    await Promise.all(jobs.map((job) => job.stop()));
    await live.stop();
    await backups?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A stray rejection or exception (a library's callback, a socket event) is a bug to log, not a
  // reason to drop every other client's requests.
  process.on('unhandledRejection', (reason) => logError('unhandled rejection (server stays up)', reason));
  process.on('uncaughtException', (error) => logError('uncaught exception (server stays up)', error));
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
            .catch((error) => logError(`${name} failed`, error))
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
  // Another process on the same data folder: its own message says what to do, no stack.
  if (error instanceof DataDirLocked || error instanceof RestoreInterrupted) console.error(error.message);
  else logError('Failed to start', error);
  process.exit(1);
});
