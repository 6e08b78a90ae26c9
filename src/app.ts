/**
 * createApp(deps) → the Yoga instance both entries serve (Node and Workers). Dependencies are
 * injected (DESIGN.md §Conventions 2): the database, dice, clock and rate limiter.
 */
import { createYoga, maskError, type Plugin, type YogaServerOptions } from 'graphql-yoga';
import type { Clock } from './clock.js';
import type { Db } from './db/client.js';
import { developmentRollKeys, type RollKeyring } from './db/roll-keys.js';
import { userForApiKey } from './db/access.js';
import { isDatabaseUnavailable } from './db/errors.js';
import type { Context, RateLimiter } from './graphql/context.js';
import { databaseUnavailable, unauthenticated } from './graphql/errors.js';
import { createLoaders } from './graphql/loaders.js';
import { DEFAULT_LIMITS, type LiveHub } from './live/hub.js';
import { liveSsePlugin } from './live/sse.js';
import { buildSchema } from './graphql/schema.js';
import { safeLogger } from './log.js';
import { queryLimitPlugins } from './query-limits.js';
import { DEFAULT_HTTP_POLICY, type HttpPolicy, httpPolicyPlugins } from './http-policy.js';
import type { Rng } from './rules/dice.js';
import { RollQueue } from './db/roll-queue.js';

export interface AppDeps<ServerContext extends Record<string, unknown> = Record<string, unknown>> {
  /** The database for this request (Workers open one per request; Node shares one). */
  db: (serverContext: ServerContext) => Db;
  /** The crypto source: everything drawn at random, the fair dice's server seeds included. */
  rng: Rng;
  /** Where the fair dice's server seeds come from, when not `rng` (tests that script `rng`). */
  seeds?: Rng;
  /** The roll log's signing keys (ROLL_LOG_KEYS); the public development key when absent. */
  rollKeys?: (serverContext: ServerContext) => RollKeyring;
  /** Tests only: scripted faces instead of the fair derivation (see Context.diceOverride). */
  diceOverride?: Rng;
  clock: Clock;
  signUpLimiter: (serverContext: ServerContext) => RateLimiter;
  /**
   * Who is calling, for the sign-up limiter: the entry decides (Node: the socket's address, or
   * X-Forwarded-For behind TRUST_PROXY proxies; Workers: CF-Connecting-IP). Never a header the
   * app trusts on its own. Default: one key for everyone (tests through `yoga.fetch`).
   */
  clientKey?: (request: Request, serverContext: ServerContext) => string;
  graphiql?: YogaServerOptions<ServerContext, Context>['graphiql'];
  renderGraphiQL?: YogaServerOptions<ServerContext, Context>['renderGraphiQL'];
  plugins?: Plugin[];
  /** The live subscriptions' hub for this request (src/live); none = subscriptions refused. */
  live?: (serverContext: ServerContext) => LiveHub | null;
  /** Show unmasked errors (development only). */
  maskErrors?: boolean;
  /**
   * Rolls on one character queue in this process (src/db/roll-queue.ts): one per app by default;
   * null where requests share no memory (Workers): the database's row lock alone then orders them.
   */
  rollQueue?: RollQueue | null;
  /** CORS origins and the body cap (CORS_ORIGINS, MAX_BODY_BYTES: src/http-policy.ts); defaults when absent. */
  httpPolicy?: HttpPolicy;
}

export { QUERY_LIMITS } from './query-limits.js';

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function createApp<ServerContext extends Record<string, unknown> = Record<string, unknown>>(deps: AppDeps<ServerContext>) {
  const devKeys = developmentRollKeys();
  const rollQueue = deps.rollQueue === undefined ? new RollQueue() : deps.rollQueue;
  return createYoga<ServerContext, Context>({
    // Built here, not at import: the Worker creates its app on the first request (docs/edge.md).
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: deps.graphiql ?? false,
    // CORS, security headers and the body cap: src/http-policy.ts (Yoga's own CORS reflects any origin with credentials).
    cors: false,
    maxRequestBodySize: (deps.httpPolicy ?? DEFAULT_HTTP_POLICY).maxBodyBytes,
    ...(deps.renderGraphiQL ? { renderGraphiQL: deps.renderGraphiQL } : {}),
    // A database that does not answer is said so (DATABASE_UNAVAILABLE, 503), not masked as a 500.
    maskedErrors:
      deps.maskErrors === false
        ? false
        : { maskError: (error, message, isDev) => (isDatabaseUnavailable(error) ? databaseUnavailable((error as { path?: (string | number)[] }).path) : maskError(error, message, isDev)) },
    // Yoga logs every error it masks: through the redaction point, so no value of a failed query is printed.
    logging: safeLogger,
    plugins: [
      ...httpPolicyPlugins(deps.httpPolicy ?? DEFAULT_HTTP_POLICY),
      ...queryLimitPlugins(),
      liveSsePlugin({ heartbeatMs: DEFAULT_LIMITS.heartbeatMs }),
      ...(deps.plugins ?? []),
    ],
    context: async ({ request, ...serverContext }): Promise<Context> => {
      const db = deps.db(serverContext as unknown as ServerContext);
      const key = bearer(request);
      const caller = key ? await userForApiKey(db, key) : null;
      // A key that matches nobody (mistyped, revoked) is refused on every operation, not read as anonymous.
      if (key && !caller) throw unauthenticated('This API key is not valid (mistyped or revoked).');
      return {
        db,
        rng: deps.rng,
        seeds: deps.seeds ?? deps.rng,
        clock: deps.clock,
        caller,
        signUpLimiter: deps.signUpLimiter(serverContext as unknown as ServerContext),
        clientKey: deps.clientKey ? deps.clientKey(request, serverContext as unknown as ServerContext) : 'local',
        loaders: createLoaders(db, caller),
        live: deps.live?.(serverContext as unknown as ServerContext) ?? null,
        rollKeys: deps.rollKeys ? deps.rollKeys(serverContext as unknown as ServerContext) : devKeys,
        rollQueue,
        ...(deps.diceOverride ? { diceOverride: deps.diceOverride } : {}),
      };
    },
  });
}

export type App = ReturnType<typeof createApp>;
