/**
 * Node entry: the API on http://127.0.0.1:4000/graphql (HOST/PORT override), GraphiQL served
 * self-contained (works offline), data in an embedded PGlite under ./data (DATA_DIR), or a real
 * Postgres server when DATABASE_URL is set. Migrations are applied at start.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createApp } from './app.js';
import { systemClock } from './clock.js';
import { type NodeDatabase, openPglite, openPostgres } from './db/node.js';
import { GRAPHIQL_EXAMPLES } from './graphiql.js';
import { inProcessLimiter } from './rate-limit.js';
import { cryptoRng } from './rules/dice.js';

export async function openDatabaseFromEnv(env = process.env): Promise<NodeDatabase> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}

async function main() {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4000);
  const database = await openDatabaseFromEnv();
  const clock = systemClock;
  const limiter = inProcessLimiter({ limit: Number(process.env.SIGNUP_LIMIT ?? 20), windowMs: 60_000, clock });
  const yoga = createApp({
    db: () => database.db,
    rng: cryptoRng(),
    clock,
    signUpLimiter: () => limiter,
    graphiql: { defaultQuery: GRAPHIQL_EXAMPLES, title: 'SMS rules engine' },
    renderGraphiQL,
  });
  const server = createServer(yoga);
  server.listen(port, host, () => {
    console.log(`SMS rules engine on http://${host}:${port}/graphql (${database.driver}${database.driver === 'pglite' ? ` in ${resolve(process.env.DATA_DIR ?? './data')}` : ''})`);
  });
  const stop = async () => {
    server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
