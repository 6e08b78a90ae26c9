/**
 * `BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/edge-operations.ts`:
 * every operation of issue #11's table at the edge, beside the issue's "before" figures and a
 * baseline from the same run (docs/edge.md §Every operation at 40 ms RTT).
 *
 * The real app (createApp) served over HTTP on Node, each request's database opened the way the
 * Worker opens it (`openEdge`: node-postgres, one connection at most) against a real Postgres
 * through a proxy adding `EDGE_RTT_MS` (default 40) of round trip, in two ways:
 * - a new connection per request (the Worker without Hyperdrive);
 * - one warm connection kept open (what a request sees through Hyperdrive, whose own connection
 *   to the database is already open and whose endpoint is next to the Worker).
 * Per operation: statements per request (counted at the proxy from the Postgres protocol, BEGIN
 * and COMMIT included, and checked against the driver's own hook), connections opened per
 * request (at the proxy), p50 and p95 of `EDGE_N` samples (default 15) per way, each as ÷ RTT and
 * as × the baseline: a bare HTTP request running `select 1` on a connection obtained the same
 * way (1 statement), sampled between the operations' samples all through the run so both see
 * the same machine. Then `me`, the character screen and castSpell through the real Worker in
 * workerd (`wrangler dev`, same proxy, same database) beside the Node server in the same loop,
 * with the statements the Worker sends after its response (EDGE_WORKERD=0 skips it).
 * The table is laid and each sample prepared through the app straight on the database (no
 * proxy, untimed): bench/edge-table.ts. Every sample must succeed; failures are counted and
 * printed, never timed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/primitives/clock.js';
import type { Db } from '../src/db/client.js';
import { openEdge } from '../src/db/edge.js';
import { openPostgres } from '../src/db/node.js';
import { inProcessLimiter } from '../src/http/rate-limit.js';
import { cryptoRng } from '../src/rules/dice.js';
import { startEdgeProxy } from '../test/support/edge-proxy.js';
import { startWorkerd } from './edge.js';
import { type Api, type EdgeOperation, failureOf, type Sample, setUpEdgeTable } from './edge-table.js';
import { runAlone } from './http.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';

const RTT = Number(process.env.EDGE_RTT_MS ?? 40);
const N = Number(process.env.EDGE_N ?? 15);
const MODES = ['new', 'warm'] as const;
type Mode = (typeof MODES)[number];

interface Figures {
  ms: number[];
  statements: number[];
  /** Statements after the response (the Worker's after-response work). */
  after: number[];
  connections: number;
  failures: string[];
}
const empty = (): Figures => ({ ms: [], statements: [], after: [], connections: 0, failures: [] });

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** "3", or "3–5" when the samples differed. */
const span = (xs: number[]) => (xs.length === 0 ? '–' : Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)}–${Math.max(...xs)}`);

/** The operations also timed through the real Worker (EDGE_WORKERD=0 skips it). */
const WORKERD_OPERATIONS = ['me', 'character (modules, wounds, rolls)', 'castSpell'];

function appFor<C extends Record<string, unknown>>(db: (context: C) => Db) {
  const limiter = inProcessLimiter({ limit: 1e9, windowMs: 60_000, clock: systemClock });
  return createApp<C>({ rollKeys: () => developmentRollKeys(), db, rng: cryptoRng(), clock: systemClock, signUpLimiter: () => limiter });
}

export async function benchEdgeOperations(admin: string, n = N): Promise<string[]> {
  const name = `bench_edge_ops_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  const database = await openPostgres(url.toString());
  const proxy = await startEdgeProxy({ host: url.hostname, port: Number(url.port || 5432) }, RTT / 2);
  const far = new URL(url);
  far.hostname = '127.0.0.1';
  far.port = String(proxy.port);

  // The measured server: each request's database as the Worker opens it, through the proxy.
  let mode: Mode = 'new';
  let statements = 0;
  const count = () => {
    statements++;
  };
  const warm = openEdge(far.toString(), { onStatement: count });
  const measured = appFor<{ db: Db }>((context) => context.db);
  const server = createServer((req, res) => {
    statements = 0;
    const edge = mode === 'new' ? openEdge(far.toString(), { onStatement: count }) : null;
    const db = edge?.db ?? warm.db;
    res.on('close', () => void edge?.end());
    if (req.url === '/select1') {
      db.execute(sql`select 1`).then(
        () => res.end('{}'),
        (error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        },
      );
      return;
    }
    void measured(req, res, { db });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fastApp = appFor(() => database.db);
  const fast: Api = async (query, variables, apiKey) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const response = await fastApp.fetch('http://bench/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as { data?: unknown; errors?: unknown[] };
  };

  interface Sent {
    ms: number;
    /** Counted by the driver hook (the Node server only). */
    hooked: number;
    /** Counted at the proxy, up to the response; and after it, within `settleMs`. */
    statements: number;
    after: number;
    connections: number;
    answer: any;
    status: number;
  }
  /** One timed request to `server` (the Node server or the Worker); its time, statements and connections. */
  async function send(server: string, path: string, body?: Sample, settleMs = 0): Promise<Sent> {
    const [opened, sent] = [proxy.opened, proxy.statements];
    statements = 0;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (body?.apiKey) headers.authorization = `Bearer ${body.apiKey}`;
    const start = performance.now();
    const response = await fetch(`${server}${path}`, { method: 'POST', headers, body: body ? JSON.stringify({ query: body.query, variables: body.variables }) : '{}' });
    const text = await response.text();
    const ms = performance.now() - start;
    const before = proxy.statements - sent;
    // What the Worker does after answering (closing, telling the campaign's object) lands here.
    if (settleMs) await new Promise((resolve) => setTimeout(resolve, settleMs));
    let answer: any = null;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = { errors: [text.slice(0, 300)] };
    }
    return { ms, hooked: statements, statements: before, after: proxy.statements - sent - before, connections: proxy.opened - opened, answer, status: response.status };
  }
  let agreed = 0;
  let compared = 0;
  /** A sample of `operation` through `server`, into `figures`; false when it failed. */
  async function sample(operation: EdgeOperation, server: string, figures: Figures, timed: boolean, settleMs = 0): Promise<boolean> {
    const prepared = await operation.prepare();
    const sent = await send(server, '/graphql', prepared, settleMs);
    await prepared.after?.(sent.answer);
    const failure = failureOf(sent.answer, prepared.expect);
    if (failure) figures.failures.push(failure);
    if (!timed || failure) return !failure;
    record(figures, sent, server === base);
    return true;
  }
  function record(figures: Figures, sent: Sent, node: boolean) {
    figures.ms.push(sent.ms);
    figures.statements.push(sent.statements);
    figures.after.push(sent.after);
    figures.connections += sent.connections;
    if (node) {
      compared++;
      if (sent.hooked === sent.statements) agreed++;
    }
  }

  /**
   * The same operations through the real Worker in workerd (a new connection per request, no
   * Hyperdrive locally), alternating with the Node server's new-connection way, to show the Node
   * figures stand for the Worker's.
   */
  async function workerd(operations: EdgeOperation[]): Promise<string[]> {
    const worker = await startWorkerd(far.toString());
    const rows: string[] = [
      `the Worker in workerd (wrangler dev, the same proxy and database), ${n} samples, beside the Node server's new connection per request in the same loop:`,
      '| operation | Node, new connection: p50 (÷ RTT) | workerd: p50 (÷ RTT) | workerd ÷ Node | statements: Node / workerd (+ after the response) | workerd connections per request | failures |',
      '|---|---|---|---|---|---|---|',
    ];
    try {
      for (const operation of operations) {
        const node = empty();
        const edge = empty();
        mode = 'new';
        for (let i = -1; i < n; i++) {
          await sample(operation, base, node, i >= 0);
          await sample(operation, worker.base, edge, i >= 0, 250);
        }
        const [a, b] = [quantile(node.ms, 0.5), quantile(edge.ms, 0.5)];
        rows.push(
          `| ${operation.name} | ${a.toFixed(0)} (${(a / RTT).toFixed(1)}) | ${b.toFixed(0)} (${(b / RTT).toFixed(1)}) | ${(b / a).toFixed(2)} | ${span(node.statements)} / ${span(edge.statements)} (+${span(edge.after)}) | ${edge.ms.length ? (edge.connections / edge.ms.length).toFixed(2) : '–'} | ${node.failures.length + edge.failures.length} of ${2 * (n + 1)} |`,
        );
        for (const failure of new Set([...node.failures, ...edge.failures])) rows.push(`  failed: ${operation.name}: ${failure}`);
      }
    } finally {
      await worker.stop();
    }
    return rows;
  }

  const lines: string[] = [];
  const started = performance.now();
  try {
    const operations = await setUpEdgeTable(fast);
    const laid = performance.now();
    const baseline = { new: empty(), warm: empty() };
    const results = operations.map(() => ({ new: empty(), warm: empty() }));
    for (const [index, operation] of operations.entries()) {
      // One untimed round first (code paths, the server's plans); then the ways alternate.
      for (let i = -1; i < n; i++) {
        for (const way of MODES) {
          mode = way;
          const select = await send(base, '/select1');
          if (select.status !== 200) baseline[way].failures.push(`select 1: ${select.status}`);
          else if (i >= 0) record(baseline[way], select, true);
          await sample(operation, base, results[index]![way], i >= 0);
        }
      }
    }
    const sampled = performance.now();
    const b50 = { new: quantile(baseline.new.ms, 0.5), warm: quantile(baseline.warm.ms, 0.5) };
    const cell = (f: Figures, way: Mode) => {
      if (f.ms.length === 0) return '–';
      const p50 = quantile(f.ms, 0.5);
      return `${p50.toFixed(0)} (${(p50 / RTT).toFixed(1)}) ×${(p50 / b50[way]).toFixed(2)} p95 ${quantile(f.ms, 0.95).toFixed(0)}`;
    };
    const conns = (f: Figures) => (f.ms.length ? (f.connections / f.ms.length).toFixed(2) : '–');
    lines.push(
      `edge operations: real app on Node, node-postgres (openEdge) → Postgres through a proxy adding ${RTT} ms RTT; ${n} samples per way; ms p50 (÷ RTT) × the select 1 baseline of the same way, p95`,
      `"issue": before the rework, from issue #11 (40 ms RTT, a new connection per request)`,
      '| operation | statements: issue → now | new connection per request: issue p50 → now | connections per request | warm connection (Hyperdrive): now | failures |',
      '|---|---|---|---|---|---|',
      `| select 1 (baseline) | 1 → ${span(baseline.new.statements)} | – → ${cell(baseline.new, 'new')} | ${conns(baseline.new)} | ${cell(baseline.warm, 'warm')} | ${baseline.new.failures.length + baseline.warm.failures.length} of ${2 * n * operations.length} |`,
    );
    for (const [index, operation] of operations.entries()) {
      const r = results[index]!;
      const failures = r.new.failures.length + r.warm.failures.length;
      lines.push(
        `| ${operation.name} | ${operation.before.statements} → ${span([...r.new.statements, ...r.warm.statements])} | ${operation.before.p50 === null ? '—' : `${operation.before.p50} (${(operation.before.p50 / 40).toFixed(1)})`} → ${cell(r.new, 'new')} | ${conns(r.new)} | ${cell(r.warm, 'warm')} | ${failures} of ${2 * (n + 1)} |`,
      );
    }
    lines.push(
      `(table laid in ${((laid - started) / 1000).toFixed(1)} s, samples in ${((sampled - laid) / 1000).toFixed(1)} s; statements counted at the proxy, the driver hook agreeing on ${agreed} of ${compared} requests)`,
    );
    for (const [index, operation] of operations.entries()) {
      for (const way of MODES) for (const failure of new Set(results[index]![way].failures)) lines.push(`  failed: ${operation.name} (${way}): ${failure}`);
    }
    for (const way of MODES) for (const failure of new Set(baseline[way].failures)) lines.push(`  failed: select 1 (${way}): ${failure}`);
    // `{ __typename }` without a key touches no database: each server's own cost per request.
    const bare: EdgeOperation = { name: '{ __typename } (no database)', before: { statements: '0', p50: 0 }, prepare: async () => ({ query: '{ __typename }', variables: {}, expect: 'Query' }) };
    if (process.env.EDGE_WORKERD !== '0') lines.push(...(await workerd([bare, ...operations.filter((o) => WORKERD_OPERATIONS.includes(o.name))])));
  } finally {
    server.close();
    await warm.end();
    await proxy.close();
    await database.close();
    // Politely first (every pool is closed by now); force only if a straggler still holds it.
    await adminClient.query(`drop database if exists ${name}`).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await adminClient.query(`drop database if exists ${name} with (force)`);
    });
    await adminClient.end();
  }
  return lines;
}

runAlone(import.meta.url, async () => {
  const admin = process.env.BENCH_POSTGRES_URL;
  return admin ? benchEdgeOperations(admin) : 'skipped: set BENCH_POSTGRES_URL (a Postgres server)';
});
