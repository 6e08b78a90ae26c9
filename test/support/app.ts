/** A test client: the real app through `yoga.fetch`, no ports (DESIGN.md §Conventions 4). */
import { createApp } from '../../src/app.js';
import { type Clock, ManualClock } from '../../src/primitives/clock.js';
import { StatementCounter } from '../../src/db/client.js';
import type { NodeDatabase } from '../../src/db/node.js';
import { collectEventCampaigns, takeEventCampaigns } from '../../src/db/outbox.js';
import { OUTBOX_INSERT } from '../../src/live/workers.js';
import { developmentRollKeys, type RollKeyring } from '../../src/db/roll-keys.js';
import { RollQueue } from '../../src/db/roll-queue.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import type { HttpPolicy } from '../../src/http/policy.js';
import { type Rng, seededRng } from '../../src/rules/dice.js';
import type { Backend } from './backends.js';
import { observe, rootFieldOf, succeeded } from './statement-budget.js';

export interface GqlResult<T = any> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestApp {
  database: NodeDatabase;
  clock: ManualClock;
  statements: StatementCounter;
  gql<T = any>(query: string, variables?: Record<string, unknown>, apiKey?: string | null): Promise<GqlResult<T>>;
  /** The app's fetch, for real GraphQL clients (urql) in client-side tests: still no ports. */
  fetch: typeof fetch;
  /** Work on the app's database outside a request (a test's direct writes): requests overlapping it are not attributed statements. */
  alongside<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * `rng` scripts the faces of the rolls (rules tests; such fair-dice rolls then fail the audit);
 * without it, rolls use the fair dice. Server seeds come from `seeds` (seeded by default), never
 * from a scripted `rng`, so a script's queue holds only the faces.
 */
export async function startTestApp(
  backend: Backend,
  options: { rng?: Rng; seeds?: Rng; rollKeys?: RollKeyring; clock?: ManualClock; signUpLimit?: number; signInLimit?: number; rollQueue?: RollQueue | null; httpPolicy?: HttpPolicy } = {},
): Promise<TestApp> {
  const statements = new StatementCounter();
  const database = await backend.open(statements);
  collectEventCampaigns(database.db);
  const clock = options.clock ?? new ManualClock();
  const limiter = inProcessLimiter({ limit: options.signUpLimit ?? 10_000, windowMs: 60_000, clock: clock as Clock });
  const signInLimiter = inProcessLimiter({ limit: options.signInLimit ?? 10_000, windowMs: 60_000, clock: clock as Clock });
  const keys = options.rollKeys ?? developmentRollKeys();
  const yoga = createApp({
    db: () => database.db,
    rng: options.rng ?? seededRng(42),
    seeds: options.seeds ?? seededRng(4242),
    ...(options.rng ? { diceOverride: options.rng } : {}),
    // The public development key unless a test names another (docs/fairness.md §Keys).
    rollKeys: () => keys,
    // As `npm start` serves: with the process's roll queue, unless a test says otherwise.
    rollQueue: options.rollQueue === undefined ? new RollQueue() : options.rollQueue,
    clock,
    signUpLimiter: () => limiter,
    signInLimiter: () => signInLimiter,
    // A test's browsers say which address they come from (rate limits per address).
    clientKey: (request) => request.headers.get('x-test-client') ?? 'local',
    ...(options.httpPolicy ? { httpPolicy: options.httpPolicy } : {}),
  });
  // Statements per operation (test/support/statement-budget.ts): only a request that ran alone
  // on this app is attributed, so parallel requests never mix their counts.
  let inFlight = 0;
  let overlapped = false;
  async function counted(body: string | null, run: () => Response | Promise<Response>): Promise<Response> {
    let query: unknown;
    try {
      query = body ? (JSON.parse(body) as { query?: unknown }).query : undefined;
    } catch {
      query = undefined;
    }
    const field = typeof query === 'string' ? rootFieldOf(query) : null;
    inFlight += 1;
    if (inFlight > 1) overlapped = true;
    if (inFlight === 1) takeEventCampaigns(database.db);
    const before = statements.statements.length;
    let response: Response;
    try {
      response = await run();
    } finally {
      inFlight -= 1;
    }
    const alone = !overlapped;
    if (inFlight === 0) overlapped = false;
    // Every writer of the outbox notes its campaign (src/db/outbox.ts: the Worker tells the
    // campaign's live object without reading the outbox again); one that forgot is caught here.
    const noted = takeEventCampaigns(database.db);
    const answer = response.headers.get('content-type')?.includes('json') ? ((await response.clone().json()) as Parameters<typeof succeeded>[0]) : null;
    if (alone && noted.length === 0) {
      const unnoted = statements.statements.slice(before).find((statement) => OUTBOX_INSERT.test(statement));
      // A writer that finds its campaign inside the statement (joinCampaign, by invite code) and
      // found none wrote nothing, and had no campaign to note: NotFound is its answer. A request
      // that failed with an error wrote nothing either (a mutation is one atomic write).
      if (unnoted && !foundNothing(answer) && !answer?.errors?.length) throw new Error(`${field ?? 'a request'} wrote outbox events without noting their campaign (noteEventCampaign): ${unnoted.slice(0, 200)}`);
    }
    const leaked = answer ? idsInRuleMessages(answer.data) : [];
    if (leaked.length) throw new Error(`${field ?? 'a request'}: a RuleViolation message names an id (issue 38 item 21: names or places only): ${leaked.join(' | ')}`);
    if (field && alone && answer && succeeded(answer)) observe(field, statements.statements.slice(before));
    return response;
  }

  return {
    database,
    clock,
    statements,
    async gql(query, variables, apiKey) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const body = JSON.stringify({ query, variables });
      const response = await counted(body, () => yoga.fetch('http://test/graphql', { method: 'POST', headers, body }));
      return (await response.json()) as GqlResult;
    },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = request.method === 'POST' ? await request.clone().text() : null;
      return counted(body, () => yoga.fetch(request));
    }) as typeof fetch,
    async alongside(work) {
      inFlight += 1;
      overlapped = true;
      try {
        return await work();
      } finally {
        inFlight -= 1;
        if (inFlight === 0) overlapped = false;
      }
    },
    close: () => database.close(),
  };
}

/** The answer of a single field that found nothing it could act on (a NotFound, as an error or as its payload). */
function foundNothing(answer: { data?: Record<string, unknown> | null; errors?: unknown[] } | null): boolean {
  const error = answer?.errors?.[0] as { extensions?: { code?: string } } | undefined;
  if (error?.extensions?.code === 'NOT_FOUND') return true;
  const values = Object.values(answer?.data ?? {});
  return values.length === 1 && (values[0] as { __typename?: string } | null)?.__typename === 'NotFound';
}

const GLOBAL_ID_LIKE = /[A-Za-z0-9+/]{16,}={0,2}/g;
const UUID_LIKE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The messages of every RuleViolation (and its violations) in an answer that carry a global id or a uuid. */
export function idsInRuleMessages(data: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, inViolation: boolean): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v, inViolation);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const violation = inViolation || record.__typename === 'RuleViolation';
    if (violation && typeof record.message === 'string' && carriesId(record.message)) found.push(record.message);
    for (const [key, v] of Object.entries(record)) visit(v, violation && key === 'violations');
  };
  visit(data, false);
  return found;
}

function carriesId(message: string): boolean {
  if (UUID_LIKE.test(message)) return true;
  return (message.match(GLOBAL_ID_LIKE) ?? []).some((token) => /^[A-Za-z]+:[0-9a-f-]{36}/.test(Buffer.from(token, 'base64').toString('latin1')));
}
