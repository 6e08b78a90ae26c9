/**
 * createApp(deps) → the Yoga instance both entries serve (Node and Workers). Dependencies are
 * injected (DESIGN.md §Conventions 2): the database, dice, clock and rate limiter.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga, type Plugin, type YogaServerOptions } from 'graphql-yoga';
import type { Clock } from './clock.js';
import type { Db } from './db/client.js';
import { userForApiKey } from './db/access.js';
import type { Context, RateLimiter } from './graphql/context.js';
import { unauthenticated } from './graphql/errors.js';
import { createLoaders } from './graphql/loaders.js';
import { schema } from './graphql/schema.js';
import type { Rng } from './rules/dice.js';

export interface AppDeps<ServerContext extends Record<string, unknown> = Record<string, unknown>> {
  /** The database for this request (Workers open one per request; Node shares one). */
  db: (serverContext: ServerContext) => Db;
  rng: Rng;
  clock: Clock;
  signUpLimiter: (serverContext: ServerContext) => RateLimiter;
  graphiql?: YogaServerOptions<ServerContext, Context>['graphiql'];
  renderGraphiQL?: YogaServerOptions<ServerContext, Context>['renderGraphiQL'];
  plugins?: Plugin[];
  /** Show unmasked errors (development only). */
  maskErrors?: boolean;
}

/** Query shape limits seen in the field (DESIGN.md §Limits): depth, aliases, tokens, cost. */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 15, maxTokens: 1000, maxCost: 5000, maxDirectives: 50 } as const;

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function createApp<ServerContext extends Record<string, unknown> = Record<string, unknown>>(deps: AppDeps<ServerContext>) {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: deps.graphiql ?? false,
    ...(deps.renderGraphiQL ? { renderGraphiQL: deps.renderGraphiQL } : {}),
    maskedErrors: deps.maskErrors ?? true,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true },
        maxAliases: { n: QUERY_LIMITS.maxAliases },
        maxTokens: { n: QUERY_LIMITS.maxTokens },
        maxDirectives: { n: QUERY_LIMITS.maxDirectives },
        costLimit: { maxCost: QUERY_LIMITS.maxCost },
        blockFieldSuggestion: { enabled: true },
      }),
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
        clock: deps.clock,
        caller,
        signUpLimiter: deps.signUpLimiter(serverContext as unknown as ServerContext),
        clientKey: request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'local',
        loaders: createLoaders(db),
      };
    },
  });
}

export type App = ReturnType<typeof createApp>;
