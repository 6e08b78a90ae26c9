/**
 * The webhook suites' app: the real app behind the HTTP handler (src/http/handler.ts), so the inbound
 * route and the server-wide loopback switch are exercised as the entries wire them.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app.js';
import { ManualClock } from '../../src/primitives/clock.js';
import { createHttpHandler } from '../../src/http/handler.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import { seededRng } from '../../src/rules/dice.js';
import { startTestApp, type GqlResult, type TestApp } from '../support/app.js';
import type { Backend } from '../support/backends.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';

export interface WebhookTestApp extends TestApp {
  handler: (request: Request) => Promise<Response>;
  /** Straight to Yoga, without the HTTP handler: the loopback switch is off. */
  gqlWithoutSwitch: TestApp['gql'];
}

export async function startWebhookApp(backend: Backend, clock = new ManualClock(new Date('2026-03-01T12:00:00Z'))): Promise<WebhookTestApp> {
  const app = await startTestApp(backend, { clock });
  const limiter = inProcessLimiter({ limit: 10_000, windowMs: 60_000, clock });
  const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => app.database.db, rng: seededRng(7), clock, signUpLimiter: () => limiter });
  // Tests register receivers on 127.0.0.1: only the explicit development switch allows that.
  const handle = createHttpHandler(yoga, { db: () => app.database.db, clock, allowLoopbackWebhooks: true });
  const handler = (request: Request) => handle(request, {});
  return {
    ...app,
    handler,
    gqlWithoutSwitch: app.gql,
    async gql<T = any>(query: string, variables?: Record<string, unknown>, apiKey?: string | null): Promise<GqlResult<T>> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const response = await handler(new Request('http://test/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
      return (await response.json()) as GqlResult<T>;
    },
  };
}

export interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP receiver on 127.0.0.1; `respond` decides each answer (or never answers). */
export async function startReceiver(respond: (req: Received, index: number) => number | 'hang'): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const entry = { url: req.url ?? '', headers: req.headers, body };
    received.push(entry);
    const answer = respond(entry, received.length - 1);
    if (answer === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const REGISTER = `mutation($input: RegisterWebhookInput!) {
  registerWebhook(input: $input) {
    __typename
    ... on RegisterWebhookPayload { secret endpoint { id url events active secretHint } }
    ... on ValidationError { code message issues { path message } }
    ... on RuleViolation { code message rule }
  }
}`;
