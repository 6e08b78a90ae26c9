/**
 * Workers entry: the same schema on Cloudflare Workers, Postgres through node-postgres and
 * Hyperdrive, or Neon's own driver on Neon without Hyperdrive.
 * `fetch` serves /graphql and /webhooks/in/*; `scheduled` runs the cron jobs declared in wrangler.toml.
 */
import { createApp, relyingPartyFromEnv, SIGN_IN_LIMIT_DEFAULT } from './app.js';
import { inProcessLimiter } from './http/rate-limit.js';
import { systemClock } from './primitives/clock.js';
import type { Db } from './db/client.js';
import { type EdgeDatabase, type EdgeOptions, noDatabase, openEdge } from './db/edge.js';
import { chooseDriver, type DriverChoice } from './db/edge-driver.js';
import { openNeon } from './db/neon.js';
import { databaseWaitsFromEnv } from './db/waits.js';
import { type RollKeyring, rollKeysFromEnv } from './db/roll-keys.js';
import { createHttpHandler } from './http/handler.js';
import { workerFetch } from './http/workers.js';
import { httpPolicyFromEnv } from './http/policy.js';
import { runAwards } from './jobs/awards.js';
import { runDeliveries } from './jobs/deliveries.js';
import { describeError } from './primitives/log.js';
import type { RateLimiter } from './graphql/context.js';
import { cryptoRng } from './rules/dice.js';
import { archiveMaxBytesFromEnv, archiveTimesFromEnv } from './archive/format.js';
import type { LiveHub } from './live/hub.js';
import { CampaignLiveCore, type LiveNamespace, type MutationSignal, mutationSignalPlugin } from './live/workers.js';
import { type DiscordConfig, type DiscordEnv, discordConfigFromEnv } from './integrations/discord/config.js';
import { discordChannelPoster } from './integrations/discord/feed.js';
import { lazyDescriptionsPlugin } from './graphql/lazy-descriptions.js';

export interface Env extends DiscordEnv {
  /** Cloudflare Hyperdrive in front of the database (wrangler.toml; docs/edge.md): pooled at the edge. */
  HYPERDRIVE?: { connectionString: string };
  /** The database itself, when there is no Hyperdrive binding (a secret). */
  DATABASE_URL?: string;
  /** `neon` or `pg`: the driver for DATABASE_URL; unset, a `.neon.tech` host means Neon's (src/db/edge-driver.ts). */
  DATABASE_DRIVER?: string;
  /** Development and tests only: `host:port` of a local stand-in for Neon's endpoints (src/db/neon.ts). */
  NEON_LOCAL?: string;
  SIGNUP_LIMITER?: { limit(options: { key: string }): Promise<{ success: boolean }> };
  /** Sign-in attempts per address and per account (wrangler.toml; docs/accounts.md). */
  SIGNIN_LIMITER?: { limit(options: { key: string }): Promise<{ success: boolean }> };
  /** WebAuthn's relying party (docs/accounts.md): the passkeys' domain and the page origins; default: the request's. */
  RP_ID?: string;
  ORIGIN?: string;
  /** Development only ("1"): deliver webhooks to loopback URLs (wrangler dev tests). */
  ALLOW_LOOPBACK_WEBHOOKS?: string;
  /** Bounded database waits (src/db/waits.ts; README, configuration). */
  DB_CONNECT_TIMEOUT_MS?: string;
  DB_STATEMENT_TIMEOUT_MS?: string;
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS?: string;
  /** Live subscriptions: one Durable Object per campaign (wrangler.toml). */
  LIVE?: LiveNamespace;
  /** Secret: the roll log's signing keys, `kid:base64key,...`, newest first (docs/fairness.md). */
  ROLL_LOG_KEYS?: string;
  /** Browser origins allowed with credentials, comma-separated; unset: any origin, without credentials (src/http/policy.ts). */
  CORS_ORIGINS?: string;
  /** The largest /graphql body, in bytes (default 1 MB). */
  MAX_BODY_BYTES?: string;
  /** The largest campaign archive an import reads, in bytes (docs/archive.md). */
  ARCHIVE_MAX_BYTES?: string;
  /** How long an import's upload may take to arrive, and the import itself, in ms (docs/archive.md). */
  ARCHIVE_RECEIVE_MS?: string;
  ARCHIVE_IMPORT_MS?: string;
  /** The static assets (wrangler.toml [assets]): the table app, and schema.graphql for introspection's descriptions. */
  ASSETS?: Fetcher;
}

/** The `period` of the SIGNUP_LIMITER binding (wrangler.toml): keep the two equal. */
const SIGNUP_LIMIT_PERIOD_SECONDS = 60;
/** The `period` of the SIGNIN_LIMITER binding (wrangler.toml). */
const SIGNIN_LIMIT_PERIOD_SECONDS = 60;

/**
 * Hyperdrive's pooled endpoint when bound (node-postgres); else DATABASE_URL, with Neon's own
 * driver for a database on Neon (HTTP per statement, WebSocket for a transaction) and
 * node-postgres for any other (src/db/edge-driver.ts; docs/edge.md). Neither (a plain `wrangler
 * dev`), or a DATABASE_DRIVER it does not know: a stand-in whose every statement is
 * DATABASE_UNAVAILABLE (503), so the probes and the API say so instead of a 500 with a stack,
 * and public fields still answer.
 */
function openDatabase(env: Env, options: EdgeOptions): EdgeDatabase {
  let choice: DriverChoice;
  try {
    choice = chooseDriver(env);
  } catch (error) {
    return noDatabase(describeError(error));
  }
  if (choice.driver === 'none') return noDatabase('no database: bind HYPERDRIVE or set DATABASE_URL (docs/edge.md)');
  if (choice.driver === 'neon') return openNeon(choice.url, { ...options, local: env.NEON_LOCAL });
  return openEdge(choice.url, options);
}

/** Parsed once per isolate (and again only if the secret changes). */
let rollKeys: { spec: string | undefined; keyring: RollKeyring } | null = null;
function rollKeysOf(env: Env): RollKeyring {
  if (!rollKeys || rollKeys.spec !== env.ROLL_LOG_KEYS) rollKeys = { spec: env.ROLL_LOG_KEYS, keyring: rollKeysFromEnv(env.ROLL_LOG_KEYS) };
  return rollKeys.keyring;
}

/** Read once per isolate, like the other vars (a new deployment starts new isolates). */
let discordConfig: { config: DiscordConfig | null } | null = null;
function discordOf(env: Env): DiscordConfig | null {
  discordConfig ??= { config: discordConfigFromEnv(env) };
  return discordConfig.config;
}

/**
 * schema.graphql as the build put it in the static assets (scripts/build-worker.mjs): the
 * descriptions the module was built without, read on an isolate's first introspection
 * (src/graphql/lazy-descriptions.ts).
 */
async function schemaText(env: Env): Promise<string> {
  if (!env.ASSETS) throw new Error('no ASSETS binding (wrangler.toml [assets] binding)');
  const response = await env.ASSETS.fetch('https://assets.invalid/schema.graphql');
  if (!response.ok) throw new Error(`/schema.graphql from the assets: HTTP ${response.status}`);
  return response.text();
}

interface WorkerServerContext extends Record<string, unknown> {
  env: Env;
  ctx: ExecutionContext;
  db: Db;
  liveSignal: MutationSignal;
}

let workerYoga: ReturnType<typeof createApp<WorkerServerContext>> | null = null;
/** Without the SIGNIN_LIMITER binding: this isolate's own count (weaker: isolates do not share it). */
const fallbackSignIn = inProcessLimiter({ limit: SIGN_IN_LIMIT_DEFAULT, windowMs: 60_000, clock: systemClock });
/**
 * Built on the isolate's first request, not at startup: building the schema was most of the
 * startup CPU (docs/edge.md, before/after). Each later request of the isolate reuses it.
 */
const workerApp = (env: Env) =>
  (workerYoga ??= createApp<WorkerServerContext>({
    // Read once per isolate: vars change only with a new deployment, which starts new isolates.
    httpPolicy: httpPolicyFromEnv(env),
    db: (server) => server.db,
    rng: cryptoRng(),
    rollKeys: (server) => rollKeysOf(server.env),
    clock: systemClock,
    signUpLimiter: (server): RateLimiter => ({
      // The Workers Rate Limiting binding; without it (a misconfigured deploy) sign-up stays open.
      limit: async (key) => (server.env.SIGNUP_LIMITER ? (await server.env.SIGNUP_LIMITER.limit({ key })).success : true),
      // The binding does not say when its window ends: its whole period (wrangler.toml) is the safe wait.
      retryAfter: () => SIGNUP_LIMIT_PERIOD_SECONDS,
    }),
    signInLimiter: (server): RateLimiter => ({
      // Unlike sign-up, a missing binding is not "open": the in-app default applies instead.
      limit: async (key) => (server.env.SIGNIN_LIMITER ? (await server.env.SIGNIN_LIMITER.limit({ key })).success : fallbackSignIn.limit(key)),
      retryAfter: (key) => (server.env.SIGNIN_LIMITER ? SIGNIN_LIMIT_PERIOD_SECONDS : fallbackSignIn.retryAfter(key)),
    }),
    relyingParty: relyingPartyFromEnv(env),
    // Set by Cloudflare's edge for every request: the client cannot forge it.
    clientKey: (request) => request.headers.get('cf-connecting-ip') ?? 'unknown',
    graphiql: true,
    plugins: [mutationSignalPlugin(), lazyDescriptionsPlugin(() => schemaText(env))],
    // No memory shared between isolates: the row lock and the immediate retry order the rolls.
    rollQueue: null,
  }));

/** The Yoga the campaign objects run: same schema, with the object's hub (src/live/workers.ts). */
interface LiveServerContext extends Record<string, unknown> {
  db: Db;
  hub: LiveHub;
}
let liveYoga: ReturnType<typeof createApp<LiveServerContext>> | null = null;
/** Built on an object's first request, not at the Worker's startup (1 s budget). */
const liveApp = (env: Env) =>
  (liveYoga ??= createApp<LiveServerContext>({
    httpPolicy: httpPolicyFromEnv(env),
    db: (server) => server.db,
    rng: cryptoRng(),
    clock: systemClock,
    signUpLimiter: () => ({ limit: async () => false, retryAfter: () => SIGNUP_LIMIT_PERIOD_SECONDS }),
    // The live objects only serve subscriptions: no sign-in runs there.
    signInLimiter: () => ({ limit: async () => false, retryAfter: () => SIGNIN_LIMIT_PERIOD_SECONDS }),
    live: (server) => server.hub,
    // Its subscriptions sign nothing, but never a silent default key (docs/fairness.md §Keys).
    rollKeys: () => rollKeysOf(env),
    rollQueue: null,
  }));

/** A campaign's live hub: holds its subscribers' SSE streams; told after each mutation. */
export class CampaignLive {
  private readonly core: CampaignLiveCore;
  constructor(_state: DurableObjectState, env: Env) {
    let db: Db | null = null;
    this.core = new CampaignLiveCore(
      // Long-lived: the hub's reads and its streams' checks share a few connections.
      () => (db ??= openDatabase(env, { waits: databaseWaitsFromEnv(env), max: 4 }).db),
      (request, hub, opened) => Promise.resolve(liveApp(env).fetch(request, { db: opened, hub })),
    );
  }
  fetch(request: Request): Promise<Response> {
    return this.core.fetch(request);
  }
}

/** Every door through the hallway's route table (src/http/workers.ts, src/http/routes.ts). */
const serve = workerFetch<Env>({
  open: openDatabase,
  waits: databaseWaitsFromEnv,
  maxBodyBytes: (env) => httpPolicyFromEnv(env).maxBodyBytes,
  archive: (env) => {
    const vars = env as unknown as Record<string, string | undefined>;
    return { rollKeys: rollKeysOf(env), maxBytes: archiveMaxBytesFromEnv(vars), times: archiveTimesFromEnv(vars), now: () => systemClock.now(), httpPolicy: httpPolicyFromEnv(env) };
  },
  live: (env) => env.LIVE,
  handle: (request, env, ctx, db, liveSignal, defer) =>
    createHttpHandler<WorkerServerContext>(workerApp(env), {
      db: (server) => server.db,
      clock: systemClock,
      allowLoopbackWebhooks: env.ALLOW_LOOPBACK_WEBHOOKS === '1',
      rollKeys: () => rollKeysOf(env),
      discord: () => ({ config: discordOf(env), waitUntil: defer }),
    })(request, {
      env,
      ctx: ctx as ExecutionContext,
      db,
      liveSignal,
    }),
});

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => serve(request, env, ctx),

  /**
   * Cron (wrangler.toml): the awards job, then webhook deliveries. At-least-once and possibly
   * overlapping — each job takes its lease and is idempotent. One job failing does not keep the
   * other from running; the failure is rethrown so the cron run shows it.
   */
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const { db, end } = openDatabase(env, { waits: databaseWaitsFromEnv(env), max: 4 });
    const failures: unknown[] = [];
    try {
      try {
        const awards = await runAwards(db, { clock: systemClock });
        console.log('awards job', JSON.stringify(awards));
      } catch (error) {
        failures.push(error);
      }
      try {
        const deliveries = await runDeliveries(db, { clock: systemClock, allowLoopback: env.ALLOW_LOOPBACK_WEBHOOKS === '1', runtime: 'workers', discordChannels: discordChannelPoster(discordOf(env), systemClock) });
        console.log('deliveries job', JSON.stringify(deliveries));
      } catch (error) {
        failures.push(error);
      }
    } finally {
      ctx.waitUntil(end());
    }
    // Rethrown described, not raw: the platform logs a thrown error's message, values and all.
    if (failures.length) throw new Error(`cron job failed: ${failures.map(describeError).join('; ')}`);
  },
} satisfies ExportedHandler<Env>;
