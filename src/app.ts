/**
 * createApp(deps) → the Yoga instance both entries serve (Node and Workers). Dependencies are
 * injected (DESIGN.md §Conventions 2): the database, dice, clock and rate limiter.
 */
import { createYoga, maskError, type Plugin, type YogaServerOptions } from 'graphql-yoga';
import type { Clock } from './primitives/clock.js';
import type { Db } from './db/client.js';
import type { RollKeyring } from './db/roll-keys.js';
import { Authentication } from './graphql/authentication.js';
import { gatedDb } from './db/gated.js';
import { readingHandle } from './db/combined-reads.js';
import { authenticationPlugin } from './graphql/auth-plugin.js';
import { addressLimitPlugin } from './graphql/address-limits.js';
import { clearedSessionCookie } from './http/session-cookie.js';
import { lookUpCaller, presentedCredential } from './http/caller.js';
import { inProcessLimiter } from './http/rate-limit.js';
import { RATE_WINDOW_MS, SIGN_IN_PER_MINUTE } from './primitives/rate-limits.js';
import { isDatabaseUnavailable } from './db/errors.js';
import type { Caller, Context, Credential, RateLimiter, RelyingParty } from './graphql/context.js';
import type { IntegrationCaller } from './graphql/caller.js';
import { badCredential, csrfRefused, databaseUnavailable } from './graphql/errors.js';
import { createLoaders } from './graphql/loaders.js';
import { DEFAULT_LIMITS, type LiveHub } from './live/hub.js';
import { multipartSubscriptionsPlugin } from './live/multipart.js';
import { liveSsePlugin } from './live/sse.js';
import { compressionPlugin } from './graphql/compression-plugin.js';
import { errorShapePlugins } from './http/error-shapes.js';
import { buildSchema } from './graphql/schema.js';
import { safeLogger } from './primitives/log.js';
import { queryLimitPlugins, schemaResultsPlugin } from './http/query-limits.js';
import { DEFAULT_HTTP_POLICY, type HttpPolicy, httpPolicyPlugins } from './http/policy.js';
import type { Rng } from './rules/dice.js';
import type { RollQueue } from './db/roll-queue.js';

export interface AppDeps<ServerContext extends Record<string, unknown> = Record<string, unknown>> {
  /** The database for this request (Workers open one per request; Node shares one). */
  db: (serverContext: ServerContext) => Db;
  /** The crypto source: everything drawn at random, the fair dice's server seeds included. */
  rng: Rng;
  /** Where the fair dice's server seeds come from, when not `rng` (tests that script `rng`). */
  seeds?: Rng;
  /**
   * The roll log's signing keys (docs/fairness.md §Keys): each entry says which (ROLL_LOG_KEYS,
   * the data folder's own key, or — tests, and the Worker without its secret, loudly — the
   * public development key). No default: nothing signs with the public key unless it is named.
   */
  rollKeys: (serverContext: ServerContext) => RollKeyring;
  /** Tests only: scripted faces instead of the fair derivation (see Context.diceOverride). */
  diceOverride?: Rng;
  clock: Clock;
  signUpLimiter: (serverContext: ServerContext) => RateLimiter;
  /**
   * Sign-in attempts per address and per account (docs/accounts.md). Default: in this process,
   * SIGN_IN_LIMIT_DEFAULT a minute for each key.
   */
  signInLimiter?: (serverContext: ServerContext) => RateLimiter;
  /** RP_ID and ORIGIN (WebAuthn): where passkeys belong; derived from each request when absent. */
  relyingParty?: RelyingPartyConfig;
  /**
   * Who is calling, for the sign-up limiter: the entry decides (Node: the socket's address, or
   * X-Forwarded-For behind TRUST_PROXY proxies; Workers: CF-Connecting-IP). Never a header the
   * app trusts on its own. Default: one key for everyone (tests through `yoga.fetch`).
   */
  clientKey?: (request: Request, serverContext: ServerContext) => string;
  graphiql?: YogaServerOptions<ServerContext, Context>['graphiql'];
  renderGraphiQL?: YogaServerOptions<ServerContext, Context>['renderGraphiQL'];
  plugins?: Plugin[];
  /** Gzip GraphQL answers for a client that accepts it (Node; Cloudflare does it for the Worker): src/graphql/compression-plugin.ts. */
  compressResponses?: boolean;
  /** The live subscriptions' hub for this request (src/live); none = subscriptions refused. */
  live?: (serverContext: ServerContext) => LiveHub | null;
  /** Show unmasked errors (development only). */
  maskErrors?: boolean;
  /**
   * Rolls on one character queue in this process (src/db/roll-queue.ts): Node's entries give one
   * (`new RollQueue()`); none where requests share no memory (Workers), so the Worker's bundle
   * carries no queue: the database's row lock alone then orders them.
   */
  rollQueue?: RollQueue | null;
  /** CORS origins and the body cap (CORS_ORIGINS, MAX_BODY_BYTES: src/http/policy.ts); defaults when absent. */
  httpPolicy?: HttpPolicy;
}

export { QUERY_LIMITS } from './http/query-limits.js';

/** Sign-in attempts a minute, per address and per account, when the entry sets no limiter (src/primitives/rate-limits.ts). */
export const SIGN_IN_LIMIT_DEFAULT = SIGN_IN_PER_MINUTE;

export interface RelyingPartyConfig {
  /** RP_ID: the domain passkeys are made for (e.g. `table.example`); default: the page's host name. */
  rpId?: string;
  /** ORIGIN: the page origins passkey answers may come from; default: the page's own origin. */
  origins?: string[];
}

/** RP_ID and ORIGIN (comma-separated) from the environment; an origin with a path stops the start. */
export function relyingPartyFromEnv(env: { RP_ID?: string; ORIGIN?: string }): RelyingPartyConfig {
  const origins = (env.ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {}
    if (!parsed || parsed.origin !== origin) throw new Error(`ORIGIN: ${JSON.stringify(origin)} is not an origin like https://table.example`);
  }
  return { ...(env.RP_ID ? { rpId: env.RP_ID } : {}), ...(origins.length ? { origins } : {}) };
}

/**
 * The relying party of a request: the configured one, else the page's own origin as the browser
 * states it (`Origin`, when it is this host or an allowed one: behind a TLS proxy the request's
 * URL says http while the page is https), else the request's URL.
 */
function relyingPartyOf(request: Request, config: RelyingPartyConfig, policy: HttpPolicy): RelyingParty {
  const url = new URL(request.url);
  const stated = request.headers.get('origin');
  let origin = url.origin;
  if (stated) {
    try {
      const o = new URL(stated);
      if (o.host === url.host || o.host === request.headers.get('host') || policy.corsOrigins?.includes(stated)) origin = o.origin;
    } catch {}
  }
  const origins = config.origins ?? [origin];
  return { rpId: config.rpId ?? new URL(origins.includes(origin) ? origin : origins[0]!).hostname, origins, name: 'SMS table' };
}

/**
 * The relying party of a request, worked out on first use: only the passkey operations read it,
 * and working it out parses the request's URL and Origin (≈ 0.5 % of a roll's CPU, issue 40).
 * Yoga copies the context's fields (`Object.assign`), so the fields themselves are the getters.
 */
function lazyRelyingParty(compute: () => RelyingParty): RelyingParty {
  let known: RelyingParty | null = null;
  const get = () => (known ??= compute());
  return {
    get rpId() {
      return get().rpId;
    },
    get origins() {
      return get().origins;
    },
    get name() {
      return get().name;
    },
  };
}

/** The most operations one request may carry (web/src/lib/live-batch.ts sends at most this many). */
export const BATCH_LIMIT = 20;

export function createApp<ServerContext extends Record<string, unknown> = Record<string, unknown>>(deps: AppDeps<ServerContext>) {
  const rollQueue = deps.rollQueue ?? null;
  const policy = deps.httpPolicy ?? DEFAULT_HTTP_POLICY;
  const defaultSignIn = inProcessLimiter({ limit: SIGN_IN_LIMIT_DEFAULT, windowMs: RATE_WINDOW_MS, clock: deps.clock });
  // The Set-Cookie values an operation asked for, by request: written on its answer below.
  const cookiesFor = new WeakMap<Request, string[]>();
  const cookiePlugin: Plugin = {
    onResponse({ request, response }) {
      for (const cookie of cookiesFor.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
  return createYoga<ServerContext, Context>({
    // Built here, not at import: the Worker creates its app on the first request (docs/edge.md).
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: deps.graphiql ?? false,
    // CORS, security headers and the body cap: src/http/policy.ts (Yoga's own CORS reflects any
    // origin with credentials; its body cap costs a stream pipeline per request).
    cors: false,
    maxRequestBodySize: false,
    // A JSON array of operations in one POST, each run as its own request would be (its own
    // context, caller check, limits and cost): the table app sends the reads one live event asks
    // for together (web/src/lib/live-batch.ts, issue 39 item 2). The body cap still bounds it.
    batching: { limit: BATCH_LIMIT },
    ...(deps.renderGraphiQL ? { renderGraphiQL: deps.renderGraphiQL } : {}),
    // A database that does not answer is said so (DATABASE_UNAVAILABLE, 503), not masked as a 500.
    // Never Yoga's development mode: it keys on NODE_ENV, which `wrangler dev` sets to
    // "development", and then puts `originalError` with its stack into responses (issue 22
    // item 27). Every runtime and mode masks alike; the log line tells a developer the cause.
    maskedErrors:
      deps.maskErrors === false
        ? false
        : {
            isDev: false,
            maskError: (error, message) => (isDatabaseUnavailable(error) ? databaseUnavailable((error as { path?: (string | number)[] }).path) : maskError(error, message, false)),
          },
    // Yoga logs every error it masks: through the redaction point, so no value of a failed query is printed.
    logging: safeLogger,
    plugins: [
      ...httpPolicyPlugins(policy),
      cookiePlugin,
      // Before the credential's check: a kept schema-only answer is checked like any other (src/http/query-limits.ts).
      schemaResultsPlugin(),
      authenticationPlugin(),
      ...errorShapePlugins(),
      ...queryLimitPlugins(),
      // After the query limits: an operation refused for its shape spends no try.
      addressLimitPlugin(),
      multipartSubscriptionsPlugin({ heartbeatMs: DEFAULT_LIMITS.heartbeatMs }),
      liveSsePlugin({ heartbeatMs: DEFAULT_LIMITS.heartbeatMs }),
      ...(deps.compressResponses ? [compressionPlugin()] : []),
      ...(deps.plugins ?? []),
    ],
    context: async ({ request, ...serverContext }): Promise<Context> => {
      const base = deps.db(serverContext as unknown as ServerContext);
      // An integration's door (Discord: src/integrations/discord) that verified its own signature
      // runs the same operations for the user it found: only the SERVER context carries it (the
      // hallway strips it from what an entry passes), never a header or the body.
      const integration = (serverContext as { integrationCaller?: IntegrationCaller }).integrationCaller;
      if (integration) return integrationContext(integration, request, base, serverContext as unknown as ServerContext);
      // Who is calling, as the hallway finds it for every door (src/http/caller.ts): no statement yet.
      const presented = await presentedCredential(request, { policy, extraOrigins: deps.relyingParty?.origins });
      if (presented.kind === 'MALFORMED') throw badCredential('Malformed Authorization header: send `Authorization: Bearer <api key>`, or no header at all.');
      if (presented.kind === 'CSRF_REFUSED') throw csrfRefused(presented.reason);
      const responseCookies: string[] = [];
      cookiesFor.set(request, responseCookies);
      const now = deps.clock.now();
      let caller: Caller | null = null;
      let credential: Credential | null = null;
      let claimed: (Credential & { claimedUserId: string }) | null = null;
      let sessionEnded = false;
      if (presented.kind === 'API_KEY' || presented.kind === 'SESSION') {
        const { kind, hash, claimedUserId } = presented;
        if (claimedUserId) {
          // Checked on the operation's first statement (src/graphql/authentication.ts).
          caller = { userId: claimedUserId };
          claimed = { kind, hash, claimedUserId };
          credential = claimed;
        } else {
          // A credential of the older form (no user id beside the secret): looked up first, one statement more.
          const found = await lookUpCaller(base, presented, now);
          if ('caller' in found) ({ caller, credential } = found);
          // A key that matches nobody (mistyped, revoked) is refused on every operation, not read as anonymous.
          else if (found.refused === 'BAD_KEY') throw badCredential('This API key is not valid (mistyped or revoked).');
          else {
            // Ended or expired: anonymous, told so (`signInStatus`), and the browser drops the cookie.
            sessionEnded = true;
            responseCookies.push(clearedSessionCookie(request));
          }
        }
      }
      return contextFor(request, base, serverContext as unknown as ServerContext, { caller, credential, claimed, sessionEnded, responseCookies, now });
    },
  });

  /** An integration's user, already found by its door (with name and creation date: no check to run). */
  function integrationContext(integration: IntegrationCaller, request: Request, base: Db, serverContext: ServerContext): Context {
    const caller: Caller = { userId: integration.userId, name: integration.name, createdAt: integration.createdAt };
    return contextFor(request, base, serverContext, { caller, credential: null, claimed: null, sessionEnded: false, responseCookies: [], now: deps.clock.now() });
  }

  function contextFor(
    request: Request,
    base: Db,
    serverContext: ServerContext,
    who: { caller: Caller | null; credential: Credential | null; claimed: (Credential & { claimedUserId: string }) | null; sessionEnded: boolean; responseCookies: string[]; now: Date },
  ): Context {
    const { caller, credential, claimed, sessionEnded, responseCookies, now } = who;
    const auth = new Authentication(claimed, now, caller);
    const loaders = createLoaders(base, caller, auth);
    const db = claimed ? gatedDb(base, () => loaders.read.authenticate(), process.env.DEBUG_GATE ? (text) => auth.unsettled() && console.error(`[gate] ${text.replace(/\s+/g, ' ').slice(0, 140)}`) : undefined) : base;
    return {
      db,
      credential,
      sessionEnded,
      responseCookies,
      request,
      relyingParty: lazyRelyingParty(() => relyingPartyOf(request, deps.relyingParty ?? {}, policy)),
      signInLimiter: deps.signInLimiter ? deps.signInLimiter(serverContext) : defaultSignIn,
      rng: deps.rng,
      seeds: deps.seeds ?? deps.rng,
      clock: deps.clock,
      caller,
      signUpLimiter: deps.signUpLimiter(serverContext),
      clientKey: deps.clientKey ? deps.clientKey(request, serverContext) : 'local',
      loaders,
      auth,
      baseDb: base,
      reader: readingHandle(db, loaders.read),
      live: deps.live?.(serverContext) ?? null,
      rollKeys: deps.rollKeys(serverContext),
      rollQueue,
      ...(deps.diceOverride ? { diceOverride: deps.diceOverride } : {}),
    };
  }
}

