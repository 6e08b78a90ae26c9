/**
 * Live updates on Workers: one Durable Object per campaign is the hub. The Worker forwards a
 * subscription to its campaign's object, which holds the SSE streams and reads the campaign's
 * outbox when told; after a mutation the Worker tells the objects of the campaigns that just
 * got events (`ctx.waitUntil`, after the response). A cold object starts from the outbox's
 * end, and every stream replays from its cursor, so nothing committed is missed. docs/live.md.
 *
 * No Workers types here (this folder is also compiled for Node): the few platform shapes used
 * are declared structurally.
 */
import { getOperationAST, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { characters, encounters } from '../db/schema.js';
import { recentCampaigns } from './feed.js';
import { LiveHub } from './hub.js';
import { acceptsMultipart } from './multipart.js';

/** The header carrying the campaign's uuid from the Worker to its object. */
export const LIVE_CAMPAIGN_HEADER = 'x-live-campaign';

interface ObjectStub {
  fetch(request: Request): Promise<Response>;
}
export interface LiveNamespace {
  idFromName(name: string): unknown;
  get(id: never): ObjectStub;
}

const stub = (ns: LiveNamespace, campaignId: string) => ns.get(ns.idFromName(campaignId) as never);

/**
 * The campaign a subscription request is about, from its root field's argument (`campaignId`,
 * or the campaign of `encounterId` / `characterId`). Null when it is not a subscription or names
 * nothing that exists: the Worker's own Yoga then answers (with the proper error).
 */
export async function subscriptionCampaign(request: Request, db: Db): Promise<string | null> {
  // Streams only: SSE, or multipart as Apollo Client asks for it (src/live/multipart.ts).
  if (!(request.headers.get('accept') ?? '').includes('text/event-stream') && !acceptsMultipart(request)) return null;
  let params: { query?: unknown; variables?: unknown; operationName?: unknown };
  try {
    if (request.method === 'GET') {
      const url = new URL(request.url);
      params = { query: url.searchParams.get('query'), variables: JSON.parse(url.searchParams.get('variables') ?? '{}'), operationName: url.searchParams.get('operationName') };
    } else params = (await request.clone().json()) as typeof params;
  } catch {
    return null;
  }
  if (typeof params.query !== 'string' || params.query.length > 20_000) return null;
  let document: ReturnType<typeof parse>;
  try {
    document = parse(params.query);
  } catch {
    return null;
  }
  // The operation Yoga will execute (`operationName`, or the only one), not the first
  // subscription in the document: another one may name another campaign (issue 22, item 24).
  // None, or an ambiguous document: Yoga answers with the proper error.
  const operation = getOperationAST(document, typeof params.operationName === 'string' && params.operationName ? params.operationName : undefined);
  if (operation?.operation !== 'subscription') return null;
  const field = operation.selectionSet.selections[0];
  if (field?.kind !== 'Field') return null;
  const variables = (params.variables ?? {}) as Record<string, unknown>;
  const arg = (name: string): string | null => {
    const node = field.arguments?.find((a) => a.name.value === name)?.value;
    if (!node) return null;
    if (node.kind === 'StringValue') return node.value;
    if (node.kind === 'Variable') return typeof variables[node.name.value] === 'string' ? (variables[node.name.value] as string) : null;
    return null;
  };
  const uuidOf = (typename: string, globalId: string | null): string | null => {
    if (!globalId) return null;
    try {
      const decoded = atob(globalId);
      const id = decoded.startsWith(`${typename}:`) ? decoded.slice(typename.length + 1) : '';
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
    } catch {
      return null;
    }
  };
  const campaign = uuidOf('Campaign', arg('campaignId'));
  if (campaign) return campaign;
  const encounter = uuidOf('Encounter', arg('encounterId'));
  if (encounter) {
    const [row] = await db.select({ campaignId: encounters.campaignId }).from(encounters).where(eq(encounters.id, encounter)).limit(1);
    return row?.campaignId ?? null;
  }
  const character = uuidOf('Character', arg('characterId'));
  if (character) {
    const [row] = await db.select({ campaignId: characters.campaignId }).from(characters).where(eq(characters.id, character)).limit(1);
    return row?.campaignId ?? null;
  }
  return null;
}

/** Hand a subscription to its campaign's object (the stream then flows from there). */
export function forwardSubscription(ns: LiveNamespace, campaignId: string, request: Request): Promise<Response> {
  const forwarded = new Request(request);
  forwarded.headers.set(LIVE_CAMPAIGN_HEADER, campaignId);
  return stub(ns, campaignId).fetch(forwarded);
}

/**
 * After a mutation that wrote events: tell the objects of their campaigns to read their outbox.
 * The campaigns come from the writers (`noted`, src/db/outbox.ts), with no statement. Only when
 * a statement inserted into the outbox and no writer noted its campaign does this read the
 * campaigns of the latest events instead (one statement more): a campaign told needlessly reads
 * nothing new; one missed (more than `lastEvents` events committed meanwhile) is caught by its
 * object's poll.
 */
export async function notifyAfterMutation(ns: LiveNamespace, db: Db, noted: readonly string[], lastEvents = 100): Promise<void> {
  const campaigns = noted.length ? noted : await recentCampaigns(db, lastEvents);
  await Promise.all(
    campaigns.map((id) =>
      stub(ns, id)
        .fetch(new Request('https://live/notify', { method: 'POST', headers: { [LIVE_CAMPAIGN_HEADER]: id } }))
        .then((r) => r.body?.cancel())
        .catch(() => undefined),
    ),
  );
}

/**
 * The Durable Object's part: one hub for its campaign over the object's own database handle,
 * started on the first request (a cold object starts from the outbox's end; streams replay
 * from their cursors). `serve` runs Yoga with this hub.
 */
export class CampaignLiveCore {
  private hub: Promise<LiveHub> | null = null;

  constructor(
    private readonly db: () => Db,
    private readonly serve: (request: Request, hub: LiveHub, db: Db) => Promise<Response>,
  ) {}

  async fetch(request: Request): Promise<Response> {
    const campaignId = request.headers.get(LIVE_CAMPAIGN_HEADER);
    if (!campaignId) return new Response('campaign required', { status: 400 });
    // A cold object has no stream to tell: starting it would cost a connection and a read for
    // nothing (a stream opened later replays from its cursor).
    if (!this.hub && new URL(request.url).pathname === '/notify') return new Response(null, { status: 204 });
    this.hub ??= new LiveHub(this.db(), { campaignId, pollMs: 5000 }).start().catch((error) => {
      this.hub = null;
      throw error;
    });
    const hub = await this.hub;
    if (new URL(request.url).pathname === '/notify') {
      hub.poke();
      return new Response(null, { status: 204 });
    }
    return this.serve(request, hub, this.db());
  }
}

/** What the Worker passes in its server context so it learns that a mutation ran and wrote events. */
export interface MutationSignal {
  mutated: boolean;
  /** A statement of the request inserted into the outbox (see `watchForEvents`). */
  wroteEvents: boolean;
}

/**
 * The fallback for a writer that did not note its campaign (`notifyAfterMutation`): marks
 * `wroteEvents` when a statement inserts into the outbox. The only writer of its rows is
 * the application (no trigger inserts there), by Drizzle (`insert into "outbox_events"`) or in
 * a data-modifying CTE (`insert into outbox_events`). Rolled back later, it costs one needless
 * notification; the object then reads nothing new.
 */
export function watchForEvents(signal: MutationSignal): (statement: string) => void {
  return (statement) => {
    if (!signal.wroteEvents && OUTBOX_INSERT.test(statement)) signal.wroteEvents = true;
  };
}
export const OUTBOX_INSERT = /insert\s+into\s+"?outbox_events"?[\s(]/i;

/** Marks the request's `liveSignal` when it executes a mutation (every mutation may write events). */
export function mutationSignalPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const signal = (args.contextValue as { liveSignal?: MutationSignal }).liveSignal;
      if (signal && getOperationAST(args.document, args.operationName)?.operation === 'mutation') signal.mutated = true;
    },
  };
}
