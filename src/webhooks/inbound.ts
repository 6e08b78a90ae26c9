/**
 * The webhook in: `POST /webhooks/in/<campaign global id>`. An external scheduler (a calendar,
 * a Discord bot) reports a session played or a scenario completed; the awards job then gives
 * the experience (SMS §8). The request is signed like our deliveries out
 * (`X-Webhook-Signature: t=…,v1=…`) with the campaign's inbound secret (rotateInboundSecret).
 *
 * - Unknown campaign → 404; inbound not enabled, missing, bad or stale (> 5 min) signature →
 *   401; nothing changes.
 * - Replay protection: the signature is recorded in `inbound_receipts` in the same transaction
 *   as the change. The same signed request again → 200 `{"status":"duplicate"}` and nothing
 *   changes (an idempotent answer, so a sender that lost our first answer stops retrying).
 * - A sender's retry is signed anew (new timestamp, new signature): `externalRef` dedupes it —
 *   the same `externalRef` in the campaign is the same session/scenario.
 * - The rows are written by the play-history functions the GM's mutations use
 *   (recordPlayedSession, completeScenarioById), nested in the receipt's transaction; a rule
 *   they refuse (participant not in the campaign, no such scenario) → 422, nothing written.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import * as z from 'zod';
import type { Clock } from '../clock.js';
import type { Db, Tx } from '../db/client.js';
import { campaigns, characters, inboundReceipts, scenarioParticipants, scenarios } from '../db/schema.js';
import { RuleViolation } from '../graphql/errors.js';
import { decodeId, encodeId, globalId } from '../ids.js';
import { completeScenarioById, PLAY_RULES, recordPlayedSession } from '../graphql/experience/play-history.js';
import { SIGNATURE_HEADER, TOLERANCE_SECONDS, verify } from './sign.js';

export const INBOUND_PATH_PREFIX = '/webhooks/in/';
export const MAX_INBOUND_BODY_BYTES = 64 * 1024;
/** Global-id type names of what the webhook creates (the GraphQL types of the sessions domain). */
export const SESSION_TYPENAME = 'GameSession';
export const SCENARIO_TYPENAME = 'Scenario';

export interface InboundDeps {
  db: Db;
  clock: Clock;
}

const participantIds = z.array(globalId('Character')).max(100).default([]);
const externalRef = z.string().trim().min(1).max(200);

export const inboundBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session.played'),
    title: z.string().trim().min(1).max(200),
    playedOn: z.iso.date(),
    participantIds,
    externalRef,
  }),
  z
    .object({
      type: z.literal('scenario.completed'),
      title: z.string().trim().min(1).max(200).optional(),
      scenarioId: globalId(SCENARIO_TYPENAME).optional(),
      participantIds,
      bonus: z.boolean().default(false),
      externalRef,
    })
    .refine((v) => (v.title === undefined) !== (v.scenarioId === undefined), { path: ['title'], message: 'give either title (a new scenario) or scenarioId (an existing one)' }),
]);
export type InboundBody = z.output<typeof inboundBodySchema>;

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_INBOUND_BODY_BYTES) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_INBOUND_BODY_BYTES) return null;
  return new TextDecoder().decode(bytes);
}

/** The characters among `ids` that are not in the campaign (one query). */
async function foreignCharacters(tx: Tx, campaignId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.campaignId, campaignId), inArray(characters.id, ids)));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

type Applied = { status: 'created' | 'duplicate'; sessionId?: string; scenarioId?: string };

/** Apply a verified event with the play-history functions (the same ones the GM's mutations use). */
async function apply(tx: Tx, campaignId: string, event: InboundBody, now: Date): Promise<Applied> {
  if (event.type === 'session.played') {
    const { session, created } = await recordPlayedSession(
      tx,
      campaignId,
      { title: event.title, playedOn: event.playedOn, participantIds: event.participantIds, status: 'PLAYED', at: now },
      event.externalRef,
    );
    return { status: created ? 'created' : 'duplicate', sessionId: session.id };
  }
  if (event.scenarioId && event.participantIds.length) {
    // Completing a scenario the GM started: the participants reported join those it had.
    const foreign = await foreignCharacters(tx, campaignId, event.participantIds);
    if (foreign.length) throw new RuleViolation('UNKNOWN_PARTICIPANT', `Not characters of this campaign: ${foreign.map((id) => encodeId('Character', id)).join(', ')}.`, PLAY_RULES.participants);
    const [scenario] = await tx.select({ id: scenarios.id }).from(scenarios).where(and(eq(scenarios.id, event.scenarioId), eq(scenarios.campaignId, campaignId), eq(scenarios.status, 'STARTED')));
    if (scenario) {
      await tx
        .insert(scenarioParticipants)
        .values([...new Set(event.participantIds)].map((characterId) => ({ scenarioId: scenario.id, characterId })))
        .onConflictDoNothing();
    }
  }
  const { scenario, changed } = await completeScenarioById(tx, campaignId, event.scenarioId ?? null, event.bonus, event.externalRef, {
    at: now,
    ...(event.title ? { start: { title: event.title, participantIds: event.participantIds, at: now } } : {}),
  });
  return { status: changed ? 'created' : 'duplicate', scenarioId: scenario.id };
}

/** The campaign a path names, or null: a malformed percent-encoding names none (404, not a thrown URIError). */
function campaignIdOf(pathname: string): string | null {
  let encoded: string;
  try {
    encoded = decodeURIComponent(pathname.slice(INBOUND_PATH_PREFIX.length));
  } catch {
    return null;
  }
  return decodeId('Campaign', encoded);
}

/** The handler for `POST /webhooks/in/<campaign global id>`. */
export async function handleInboundWebhook(request: Request, deps: InboundDeps): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'use POST' }, { allow: 'POST' });
  const url = new URL(request.url);
  const campaignId = campaignIdOf(url.pathname);
  if (!campaignId) return json(404, { error: 'no such campaign' });
  const [campaign] = await deps.db.select({ id: campaigns.id, secret: campaigns.inboundSecret }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) return json(404, { error: 'no such campaign' });

  const body = await readBody(request);
  if (body === null) return json(413, { error: `body larger than ${MAX_INBOUND_BODY_BYTES} bytes` });
  if (!campaign.secret) return json(401, { error: 'inbound webhooks are not enabled for this campaign (the GM runs rotateInboundSecret)' });
  const signature = request.headers.get(SIGNATURE_HEADER);
  const now = deps.clock.now();
  const verified = await verify(campaign.secret, body, signature, now, TOLERANCE_SECONDS);
  if (!verified.ok) {
    const why = { MALFORMED: 'missing or malformed signature', STALE: 'signature timestamp outside the 5-minute tolerance', MISMATCH: 'signature does not match' }[verified.reason];
    return json(401, { error: why });
  }

  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(body);
  } catch {
    return json(400, { error: 'body is not JSON' });
  }
  const parsed = inboundBodySchema.safeParse(parsedJson);
  if (!parsed.success) {
    return json(400, { error: 'invalid body', issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) });
  }
  const event = parsed.data;

  try {
    const applied = await deps.db.transaction(async (tx) => {
      // Receipts older than twice the tolerance can go: their signatures are stale anyway.
      await tx
        .delete(inboundReceipts)
        .where(and(eq(inboundReceipts.campaignId, campaignId), lt(inboundReceipts.receivedAt, new Date(now.getTime() - 2 * TOLERANCE_SECONDS * 1000))));
      const receipt = await tx
        .insert(inboundReceipts)
        .values({ campaignId, signature: verified.signature, receivedAt: now })
        .onConflictDoNothing()
        .returning({ campaignId: inboundReceipts.campaignId });
      if (!receipt.length) return { status: 'duplicate', replay: true } as Applied & { replay?: boolean };
      return apply(tx, campaignId, event, now);
    });
    return json(applied.status === 'created' ? 201 : 200, {
      status: applied.status,
      ...(applied.sessionId ? { sessionId: encodeId(SESSION_TYPENAME, applied.sessionId) } : {}),
      ...(applied.scenarioId ? { scenarioId: encodeId(SCENARIO_TYPENAME, applied.scenarioId) } : {}),
    });
  } catch (error) {
    // A rule of the play history refused it (unknown participant, no such scenario): nothing was written.
    if (error instanceof RuleViolation) return json(422, { error: error.message, code: error.code, rule: error.rule });
    throw error;
  }
}
