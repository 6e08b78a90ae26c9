/**
 * `npx tsx bench/edge.ts`: how a Worker far from its database pays for connections and
 * statements, measured locally through a proxy adding `EDGE_RTT_MS` (default 40) of round trip
 * in front of a real Postgres (BENCH_POSTGRES_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres).
 * The figures behind the driver choice in docs/edge.md, each the p50 of `N` requests of 1 and
 * of 3 statements:
 * - Neon WebSocket, a new connection per request (the Worker before: @neondatabase/serverless);
 * - node-postgres, a new TCP connection per request (the Worker without Hyperdrive);
 * - a warm pooled connection (what a request sees through Hyperdrive: the Worker's connection
 *   ends at Hyperdrive in the same location, Hyperdrive's own connection to the database is
 *   already open);
 * - HTTP per statement on a kept-alive connection (Neon's HTTP driver: one fetch per statement,
 *   no interactive transaction), played by a local HTTP endpoint running each statement.
 * Then the Worker itself in workerd (`wrangler dev`, node-postgres, a new connection per request,
 * no Hyperdrive locally) through the same proxy: p50 of `me`, the character query with its
 * modules, wounds and rolls, and resolveAction, and the connections each request opened; and the
 * same Worker on Neon's driver (DATABASE_DRIVER=neon) reaching the local stand-in for Neon's
 * endpoints (test/support/neon-local.ts) through the proxy, the stand-in next to the database.
 * Locally there is no TLS and the server trusts the user, so connection set-up here is cheaper
 * than against Neon (TCP + TLS + SCRAM): the per-request-connection rows are a floor.
 */
import { createServer, request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { neonConfig, Pool as NeonPool } from '@neondatabase/serverless';
import pg from 'pg';
import { WebSocket } from 'ws';
import { openPostgres } from '../src/db/node.js';
import { startEdgeProxy } from '../test/support/edge-proxy.js';
import { freePort, startProcess, waitForHttp } from '../test/support/processes.js';
import { startNeonLocal } from '../test/support/neon-local.js';
import { startWsProxy } from '../test/support/ws-proxy.js';
import { gql, runAlone } from './http.js';

const RTT = Number(process.env.EDGE_RTT_MS ?? 40);
const N = Number(process.env.EDGE_N ?? 25);
/** An indexed read of the size a request does (the catalogue of tables, one row). */
const STATEMENT = 'select relname, relkind from pg_class where oid = $1::regclass';

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(run: () => Promise<void>): Promise<number> {
  await run(); // warm-up: code paths, the proxy, the server's caches
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return p50(times);
}

export async function benchEdge(admin: string): Promise<string[]> {
  const target = new URL(admin);
  const proxy = await startEdgeProxy({ host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname, port: Number(target.port || 5432) }, RTT / 2);
  const far = new URL(admin);
  far.hostname = '127.0.0.1';
  far.port = String(proxy.port);
  const ws = await startWsProxy();
  neonConfig.webSocketConstructor = WebSocket;
  neonConfig.wsProxy = (host, port) => `127.0.0.1:${ws.port}/v1?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineConnect = false;

  // The HTTP-per-statement endpoint: next to the database, reached through the delaying proxy.
  const near = new pg.Client({ connectionString: admin });
  await near.connect();
  const endpoint = createServer(async (req, res) => {
    for await (const _ of req);
    const result = await near.query(STATEMENT, ['pg_class']);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(result.rows));
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const httpProxy = await startEdgeProxy({ host: '127.0.0.1', port: (endpoint.address() as AddressInfo).port }, RTT / 2);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const fetchStatement = () =>
    new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: httpProxy.port, method: 'POST', path: '/sql', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end('{}');
    });

  const warm = new pg.Client({ connectionString: far.toString() });
  await warm.connect();
  const lines: string[] = [`edge: p50 of ${N} requests at ${RTT} ms RTT (ms; ÷ RTT in brackets)`];
  try {
    for (const statements of [1, 3]) {
      const neon = await timed(async () => {
        const pool = new NeonPool({ connectionString: far.toString(), max: 1 });
        for (let i = 0; i < statements; i++) await pool.query(STATEMENT, ['pg_class']);
        await pool.end();
      });
      const tcp = await timed(async () => {
        const client = new pg.Client({ connectionString: far.toString() });
        await client.connect();
        for (let i = 0; i < statements; i++) await client.query(STATEMENT, ['pg_class']);
        await client.end();
      });
      const pooled = await timed(async () => {
        for (let i = 0; i < statements; i++) await warm.query(STATEMENT, ['pg_class']);
      });
      const http = await timed(async () => {
        for (let i = 0; i < statements; i++) await fetchStatement();
      });
      const cell = (ms: number) => `${ms.toFixed(0).padStart(4)} (${(ms / RTT).toFixed(1)})`;
      lines.push(
        `  ${statements} statement${statements > 1 ? 's' : ' '}: Neon WebSocket, new connection ${cell(neon)} | node-postgres, new TCP connection ${cell(tcp)} | warm pooled (Hyperdrive) ${cell(pooled)} | HTTP per statement ${cell(http)}`,
      );
    }
  } finally {
    await warm.end();
    await near.end();
    agent.destroy();
    endpoint.close();
    await httpProxy.close();
    await ws.close();
    await proxy.close();
  }
  return lines;
}

/**
 * The Worker in workerd through the delaying proxy: a database of its own, created and dropped.
 * `baseline`: another checkout's Worker (EDGE_BASELINE_DIR, e.g. before the driver change), with
 * Neon's WebSocket driver reaching Postgres through a local WebSocket proxy (NEON_WS_PROXY).
 */
export async function benchEdgeWorkerd(admin: string, baseline?: string, driver: 'pg' | 'neon' = 'pg'): Promise<string[]> {
  const name = `bench_edge_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const target = { host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname, port: Number(url.port || 5432) };
  // Neon's driver (issue 40 item 8): the stand-in for Neon's endpoints next to the database, the
  // round trip between the Worker and it (HTTP statements and the transactions' WebSocket).
  const neon = driver === 'neon' ? await startNeonLocal(target) : null;
  const proxy = await startEdgeProxy(neon ? { host: '127.0.0.1', port: neon.port } : target, RTT / 2);
  const far = new URL(url);
  if (neon) far.password = 'local';
  else {
    far.hostname = '127.0.0.1';
    far.port = String(proxy.port);
  }
  const ws = baseline ? await startWsProxy() : null;
  const worker = await startWorkerd(far.toString(), baseline, ws ? `127.0.0.1:${ws.port}` : undefined, neon ? { DATABASE_DRIVER: 'neon', NEON_LOCAL: `127.0.0.1:${proxy.port}` } : {});
  try {
    const base = worker.base;
    const endpoint = `${base}/graphql`;
    const key = (await gql(endpoint, `mutation { signUp(input: { name: "GM" }) { ... on SignUpPayload { apiKey } } }`)).signUp.apiKey as string;
    const campaign = (await gql(endpoint, `mutation { createCampaign(input: { name: "Edge", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`, {}, key)).createCampaign.campaign;
    const pc = (
      await gql(
        endpoint,
        `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Pip", sms: { race: "HUMAN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] } }) { ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`,
        { c: campaign.id },
        key,
      )
    ).createCharacter.character;
    const operations: [string, string, Record<string, unknown>][] = [
      ['{ __typename } (no key: no database)', '{ __typename }', {}],
      ['me', '{ me { id name } }', {}],
      ['character (modules, wounds, rolls)', `query($id: ID!) { character(id: $id) { name sheet { ... on SmsSheet { modules { id } wounds { id } } } rolls(first: 5) { edges { node { seq } } } } }`, { id: pc.id }],
      ['resolveAction', `mutation($c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, moduleIds: $m, difficulty: 10 }) { __typename } }`, { c: pc.id, m: [pc.sheet.modules[0].id] }],
    ];
    const how = baseline ? `${baseline}, Neon WebSocket, a new connection per request` : neon ? "Neon's driver: HTTP per statement, kept alive" : 'node-postgres, a new connection per request';
    const lines = [`workerd (wrangler dev, ${how}) at ${RTT} ms RTT, p50 of ${N}:`];
    for (const [label, query, variables] of operations) {
      const opened = proxy.opened;
      const ms = await timed(async () => {
        await gql(endpoint, query, variables, query === '{ __typename }' ? undefined : key);
      });
      // After-response work (closing, telling the campaign's object) finishes before counting.
      await new Promise((resolve) => setTimeout(resolve, 300));
      lines.push(`  ${label.padEnd(36)} ${ms.toFixed(0).padStart(4)} ms (${(ms / RTT).toFixed(1)} RTT), ${((proxy.opened - opened) / (N + 1)).toFixed(2)} connections per request`);
    }
    return lines;
  } finally {
    await worker.stop();
    await ws?.close();
    await proxy.close();
    await neon?.close();
    await database.close();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

/**
 * The Worker in workerd (`wrangler dev`) on a free port, its DATABASE_URL `databaseUrl` (e.g.
 * through a delaying proxy). `baseline`: another checkout's Worker; `neonWsProxy`: its Neon
 * WebSocket proxy. Resolves once /health answers.
 */
export async function startWorkerd(databaseUrl: string, baseline?: string, neonWsProxy?: string, vars: Record<string, string> = {}): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const wrangler = startProcess(
    'npx',
    [
      'wrangler', 'dev', '--bundle', ...(baseline ? ['--cwd', baseline] : []), '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()),
      '--var', `DATABASE_URL:${databaseUrl}`, ...(neonWsProxy ? ['--var', `NEON_WS_PROXY:${neonWsProxy}`] : []),
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--persist-to', `/tmp/wrangler-edge-${process.pid}-${port}`, '--show-interactive-dev-session=false',
    ],
    { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  );
  try {
    await waitForHttp(`${base}/health`, wrangler, 90_000);
  } catch (error) {
    await wrangler.stop();
    throw error;
  }
  return { base, stop: () => wrangler.stop() };
}

runAlone(import.meta.url, async () => {
  const admin = process.env.BENCH_POSTGRES_URL;
  if (!admin) return 'skipped: set BENCH_POSTGRES_URL (a Postgres server)';
  const baseline = process.env.EDGE_BASELINE_DIR;
  return [
    ...(process.env.EDGE_WORKERD_ONLY ? [] : await benchEdge(admin)),
    ...(await benchEdgeWorkerd(admin)),
    ...(await benchEdgeWorkerd(admin, undefined, 'neon')),
    ...(baseline ? await benchEdgeWorkerd(admin, baseline) : []),
  ];
});
