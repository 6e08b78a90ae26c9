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
 * - The rows are written by the play-history repository the GM's mutations use
 *   (src/db/play-history.ts) in the receipt's transaction, after the rules core
 *   (src/rules/sms/play-history.ts) accepted them; a rule it refuses (participant not in the
 *   campaign, no such scenario) → 422, nothing written.
 * - A signed body nested deeper than MAX_JSON_NESTING (64) → 400 `JSON_TOO_DEEP`, measured on
 *   the text before it is parsed or walked (src/db/json-nesting.ts).
 */
import { and, eq, lt } from 'drizzle-orm';
import * as z from 'zod/mini';
import '../primitives/zod-locale.js';
import type { Clock } from '../primitives/clock.js';
import type { Db, Tx } from '../db/client.js';
import { MAX_JSON_NESTING, nestsTooDeep } from '../db/json-nesting.js';
import { completeScenario, foreignCharacters, insertScenario, insertSession, joinStartedScenario, scenarioIdByRef } from '../db/play-history.js';
import { campaigns, inboundReceipts } from '../db/schema.js';
import { decodeId, encodeId, globalId } from '../primitives/ids.js';
import { participantsInCampaign, scenarioToComplete } from '../rules/sms/play-history.js';
import type { RuleResult, Violation } from '../rules/violation.js';
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

const participantIds = z._default(z.array(globalId('Character')).check(z.maxLength(100)), []);
const externalRef = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

export const inboundBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session.played'),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    playedOn: z.iso.date(),
    participantIds,
    externalRef,
  }),
  z
    .object({
      type: z.literal('scenario.completed'),
      title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
      scenarioId: z.optional(globalId(SCENARIO_TYPENAME)),
      participantIds,
      bonus: z._default(z.boolean(), false),
      externalRef,
    })
    .check(z.refine((v) => (v.title === undefined) !== (v.scenarioId === undefined), { path: ['title'], message: 'give either title (a new scenario) or scenarioId (an existing one)' })),
]);
export type InboundBody = z.output<typeof inboundBodySchema>;

const NUL = String.fromCharCode(0);
// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Every string of the body (keys included) that Postgres cannot store. The same test as the
 * GraphQL inputs' (src/graphql/text-input.ts), which this entry point may not import.
 */
function unstorableText(value: unknown, path: string[] = [], out: { path: string; message: string }[] = []): { path: string; message: string }[] {
  const check = (text: string, at: string[]) => {
    if (text.includes(NUL)) out.push({ path: at.join('.'), message: 'must not contain a NUL character' });
    else if (LONE_SURROGATE.test(text)) out.push({ path: at.join('.'), message: 'must be valid Unicode text (no lone surrogate)' });
  };
  if (typeof value === 'string') check(value, path);
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) unstorableText(item, [...path, String(i)], out);
  }
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      check(key, [...path, '(key)']);
      unstorableText(item, [...path, key.replace(/[^\w.-]/g, '?').slice(0, 40)], out);
    }
  }
  return out.slice(0, 20);
}

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

type Applied = { status: 'created' | 'duplicate'; sessionId?: string; scenarioId?: string };

/** A play-history rule refused the event: thrown to roll the receipt's transaction back, answered 422. */
class Refused extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
  }
}

function accepted<T>(result: RuleResult<T>): T {
  if (!result.ok) throw new Refused(result.violations[0]!);
  return result.value;
}

/** The reported participants, each once, if all are characters of the campaign (one query). */
async function participants(tx: Tx, campaignId: string, ids: readonly string[]): Promise<string[]> {
  const foreign = await foreignCharacters(tx, campaignId, ids);
  return accepted(participantsInCampaign(ids, foreign));
}

/** Apply a verified event: the rules core decides, the play-history repository writes (as for the GM's mutations). */
async function apply(tx: Tx, campaignId: string, event: InboundBody, now: Date): Promise<Applied> {
  if (event.type === 'session.played') {
    const participantIds = await participants(tx, campaignId, event.participantIds);
    const { session, created } = await insertSession(tx, campaignId, { title: event.title, playedOn: event.playedOn, participantIds, status: 'PLAYED', at: now }, event.externalRef);
    return { status: created ? 'created' : 'duplicate', sessionId: session.id };
  }
  if (event.scenarioId && event.participantIds.length) {
    // Completing a scenario the GM started: the participants reported join those it had.
    await joinStartedScenario(tx, campaignId, event.scenarioId, await participants(tx, campaignId, event.participantIds));
  }
  // By id, or else by externalRef; a scheduler that reports only the end starts it first.
  let id = event.scenarioId ?? (await scenarioIdByRef(tx, campaignId, event.externalRef));
  if (!id && event.title) {
    const participantIds = await participants(tx, campaignId, event.participantIds);
    id = (await insertScenario(tx, campaignId, { title: event.title, participantIds, at: now }, event.externalRef)).scenario.id;
  }
  const done = id ? await completeScenario(tx, campaignId, id, event.bonus, now) : null;
  if (!done) return accepted(scenarioToComplete<never>(null));
  return { status: done.changed ? 'created' : 'duplicate', scenarioId: done.scenario.id };
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

  // Bounded before parsing: `unstorableText` below walks the body recursively (issue 38).
  if (nestsTooDeep(body)) return json(400, { error: `body nests JSON deeper than ${MAX_JSON_NESTING} levels`, code: 'JSON_TOO_DEEP' });
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(body);
  } catch {
    return json(400, { error: 'body is not JSON' });
  }
  // Text Postgres cannot store (a NUL, a lone surrogate: JSON's `\u0000`, `\ud800`) is the
  // sender's error, answered 400 so a retrying scheduler stops, not a 500 from the database.
  const unstorable = unstorableText(parsedJson);
  if (unstorable.length) return json(400, { error: 'invalid body', code: 'INVALID_TEXT', issues: unstorable });
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
    if (error instanceof Refused) return json(422, { error: error.message, code: error.violation.code, rule: error.violation.rule });
    throw error;
  }
}
