/**
 * Subscriptions (GraphQL over SSE on /graphql): the campaign's outbox as it commits, and typed
 * conveniences for a table app. Guards as the queries: a member of the campaign, a character
 * the caller may see; every event is then filtered per subscriber (src/live/visibility.ts).
 * docs/live.md.
 */
import { createGraphQLError, type YogaInitialContext } from 'graphql-yoga';
import type { Role } from '../../db/access.js';
import { canSee, characterWithRoleOf, characterWithRoleQuery } from '../../db/access.js';
import { EVENT_TYPES, encounterWithRoleQuery, type HeadOf, outboxHeadQuery } from '../../db/outbox.js';
import { type Audience, headSeq } from '../../live/feed.js';
import { LimitReached, type LiveEvent } from '../../live/hub.js';
import { trackCursor } from '../../live/sse.js';
import { openStream } from '../../live/stream.js';
import { parsePosition, type Position } from '../../live/position.js';
import { requireCaller, requireMember, requireRole } from '../auth.js';
import { builder, type Types } from '../builder.js';
import type { Context } from '../context.js';
import { badUserInput, notFound, unauthenticated } from '../errors.js';
import { decodeId, encodeId } from '../../primitives/ids.js';

builder.subscriptionType({});

type LiveContext = Context & Partial<YogaInitialContext>;

/** `after` or the SSE `Last-Event-ID` header: a position a stream sent (src/live/position.ts). */
function resumeFrom(ctx: LiveContext, after: string | null | undefined): Position | null {
  const cursor = after ?? ctx.request?.headers.get('last-event-id') ?? null;
  if (cursor === null || cursor === '') return null;
  const position = parsePosition(cursor);
  if (!position) throw badUserInput('`after` / Last-Event-ID must be an event cursor (the `cursor` of an event, or the SSE id).');
  return position;
}

/**
 * The campaign's outbox end, read in the same statement as the guard's read when asked in the
 * same turn (the read combiner): a stream starts in one statement, its credential's check
 * included. `of` is the campaign, or the character or the encounter whose campaign it is (found by
 * a sub-select, src/db/outbox.ts). Marked handled: a guard that refuses first leaves it unread.
 */
function headRead(ctx: Context, of: HeadOf): Promise<number> {
  const head = ctx.loaders.read(outboxHeadQuery(ctx.db, of)).then((rows) => Number(rows[0]?.head ?? 0));
  head.catch(() => undefined);
  return head;
}

/** A campaign's stream: the caller a member of it, with its outbox end read beside that check (`headRead`) when the stream starts live. */
async function campaignStream(ctx: LiveContext, campaignGlobalId: string, after: string | null | undefined) {
  const campaignId = decodeId('Campaign', campaignGlobalId);
  const head = campaignId && needsHead(ctx, after) ? headRead(ctx, { campaignId }) : null;
  return { ...(await requireMember(ctx, campaignGlobalId)), head };
}

/** A stream resumed from a cursor needs no head: only read it when none is given. */
function needsHead(ctx: LiveContext, after: string | null | undefined): boolean {
  return (after ?? ctx.request?.headers.get('last-event-id') ?? '') === '';
}

interface Start {
  campaignId: string;
  /** The outbox end read beside the guard (`headRead`), when the stream starts live. */
  head?: Promise<number> | null;
  after: string | null | undefined;
  accept?: (event: LiveEvent, role: Role, audience: Audience) => boolean;
}

/** Open a stream for a caller already known to be a member of `campaignId`. */
async function start(ctx: LiveContext, s: Start) {
  const caller = requireCaller(ctx);
  if (!ctx.live) throw createGraphQLError('Subscriptions are not served here.', { extensions: { code: 'SUBSCRIPTIONS_UNAVAILABLE' } });
  // The key or session the stream is opened with: it ends when that credential ends (src/live/visibility.ts).
  const credential = ctx.credential;
  if (!credential) throw unauthenticated('Authentication required.');
  // With no cursor, "live" starts at the campaign's outbox end as committed now: the hub's own
  // cursor may not have read the latest commits yet (its read follows a notice), and those
  // would otherwise reach this new stream as if they had just happened.
  const resumed = resumeFrom(ctx, s.after);
  const head = resumed ? 0 : await (s.head ?? headSeq(ctx.db, s.campaignId));
  // From below the hub's floor when live only, so that an event the hub delivers late (committed
  // after a later one, and after this stream opened) is still sent (src/live/stream.ts).
  const after = resumed ?? { floor: Math.min(head, ctx.live.lateFloor), above: [] };
  try {
    return openStream({
      hub: ctx.live,
      db: ctx.db,
      campaignId: s.campaignId,
      userId: caller.userId,
      keyHash: credential.hash,
      after,
      silentUpTo: head,
      accept: s.accept,
      onCursor: trackCursor(ctx.request),
    });
  } catch (error) {
    if (error instanceof LimitReached) throw createGraphQLError(error.message, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', scope: error.scope, limit: error.limit } });
    throw error;
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const ids = (e: LiveEvent): string[] => [...e.named].map((id) => encodeId('Character', id));

/** An event type's own fields, after the `cursor` and before the `createdAt` every event has. */
function eventFields<F extends object>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, LiveEvent>, fields: F) {
  return {
    cursor: t.string({
      description:
        'Where the stream stands once this event is handled: resume after it with `after` (or the SSE `Last-Event-ID`, which carries it). Opaque: the outbox sequence on Node; on Workers it may also list the last second’s events already handled (`12.15.16`), so that an event committed late is replayed.',
      resolve: (e) => e.cursor ?? String(e.seq),
    }),
    ...fields,
    createdAt: t.field({ type: 'DateTime', description: 'When the event was committed.', resolve: (e) => e.createdAt }),
  };
}

export const LiveCampaignEvent = builder.objectRef<LiveEvent>('LiveCampaignEvent').implement({
  description: 'A committed domain event of the campaign: the same event and payload as webhooks deliver.',
  fields: (t) => eventFields(t, {
    id: t.id({ description: 'The event’s id (the webhooks’ `X-Webhook-Event-Id`).', resolve: (e) => encodeId('CampaignEvent', e.id) }),
    type: t.exposeString('type', { description: 'e.g. `roll.resolved`; see `webhookEventTypes`.' }),
    campaignId: t.id({ description: 'The campaign it happened in.', resolve: (e) => encodeId('Campaign', e.campaignId) }),
    payload: t.field({ type: 'JSON', description: 'What happened, by type (the same body the webhooks send; ids are global ids).', resolve: (e) => e.payload }),
  }),
});

const ActionRequestedEvent = builder.objectRef<LiveEvent>('ActionRequestedEvent').implement({
  description: 'The GM asked one of the subscriber’s characters to act (an SMS action request or a Ylnies test request).',
  fields: (t) => eventFields(t, {
    requestId: t.id({ description: 'An `ActionRequest` or a `YlniesTestRequest`: answer it with `resolveAction` / the Ylnies test mutation.', resolve: (e) => str(e.payload.requestId) ?? '' }),
    characterId: t.id({ description: 'The character who must act.', resolve: (e) => str(e.payload.characterId) ?? '' }),
    ruleset: t.string({ description: '`SMS` (an action against a die) or `YLNIES` (a test against a threshold).', resolve: (e) => str(e.payload.ruleset) ?? 'SMS' }),
    difficulty: t.int({ nullable: true, description: 'SMS: the difficulty die, in points.', resolve: (e) => int(e.payload.difficulty) }),
    threshold: t.int({ nullable: true, description: 'Ylnies: the threshold 4d6 + characteristic + skill must pass; null for SMS.', resolve: (e) => int(e.payload.threshold) }),
    absolute: t.boolean({ nullable: true, description: 'SMS: an absolute threshold (a lower die fails) or relative (a lower quality); null for Ylnies.', resolve: (e) => (typeof e.payload.absolute === 'boolean' ? e.payload.absolute : null) }),
  }),
});

const RollResolvedEvent = builder.objectRef<LiveEvent>('RollResolvedEvent').implement({
  description: 'A roll was resolved in the campaign (an action, a Ylnies test, a fall…).',
  fields: (t) => eventFields(t, {
    rollId: t.id({ nullable: true, description: 'The roll log entry, when the roll has one.', resolve: (e) => str(e.payload.rollId) }),
    requestId: t.id({ nullable: true, description: 'The request it answered, if any.', resolve: (e) => str(e.payload.requestId) }),
    characterIds: t.idList({ description: 'The characters who rolled (two for an opposed roll).', resolve: ids }),
    kind: t.string({ nullable: true, description: 'What was rolled, a `RollKind` name (ACTION, FALL, YLNIES_TEST…).', resolve: (e) => str(e.payload.kind) }),
    success: t.boolean({ nullable: true, description: 'Whether it succeeded; null when the roll has no single success to tell (the event does not say).', resolve: (e) => (typeof e.payload.success === 'boolean' ? e.payload.success : null) }),
    payload: t.field({ type: 'JSON', description: 'The whole event payload (ruleset-specific details).', resolve: (e) => e.payload }),
  }),
});

const EncounterChangedEvent = builder.objectRef<LiveEvent>('EncounterChangedEvent').implement({
  description: 'The encounter moved: order, turn, a declaration, its status.',
  fields: (t) => eventFields(t, {
    encounterId: t.id({ description: 'The encounter that changed.', resolve: (e) => str(e.payload.encounterId) ?? '' }),
    change: t.string({ nullable: true, description: 'What changed: STARTED, ACTION_DECLARED, REACTION_DECLARED, INTERVENTION_DECLARED, SPELL_BOOKED, TURN_ENDED, PARTICIPANT_REMOVED or ENDED.', resolve: (e) => str(e.payload.change) }),
    version: t.int({ nullable: true, description: 'The encounter’s `version` after the change: skip an event older than what you hold.', resolve: (e) => int(e.payload.version) }),
    status: t.string({ nullable: true, description: 'ACTIVE or ENDED after the change (an `EncounterStatus` name).', resolve: (e) => str(e.payload.status) }),
    round: t.int({ nullable: true, description: 'The round after the change, from 1.', resolve: (e) => int(e.payload.round) }),
    turn: t.int({ nullable: true, description: 'Index (0-based) in the order of whose turn it is after the change.', resolve: (e) => int(e.payload.turn) }),
    characterIds: t.idList({ description: 'The characters the change names.', resolve: ids }),
    payload: t.field({ type: 'JSON', description: 'The whole event payload (the declaration, the participant removed…).', resolve: (e) => e.payload }),
  }),
});

const CharacterChangedEvent = builder.objectRef<LiveEvent>('CharacterChangedEvent').implement({
  description: 'The character’s sheet or state changed: health, fatigue, experience, modules, status.',
  fields: (t) => eventFields(t, {
    type: t.exposeString('type', { description: 'The event: `wound.inflicted`, `fatigue.changed`, `rank.bought`…' }),
    characterId: t.id({ description: 'The character that changed.', resolve: (e) => str(e.payload.characterId) ?? ids(e)[0] ?? '' }),
    payload: t.field({ type: 'JSON', description: 'What changed, by `type` (the wound, the fatigue levels, the rank bought…).', resolve: (e) => e.payload }),
  }),
});

/** The events that change a character's sheet or state (`characterChanged`). */
const CHARACTER_CHANGES = new Set(['character.activated', 'wound.inflicted', 'wound.healed', 'character.died', 'fatigue.changed', 'experience.awarded', 'rank.bought', 'spell.cast', 'mana.restored', 'skills.raised', 'training.recorded', 'object.lost', 'object.found']);

builder.subscriptionField('campaignEvents', (t) =>
  t.field({
    type: LiveCampaignEvent,
    description: 'Every event of the campaign the caller may see, as it is committed. Resume with `after` or `Last-Event-ID`.',
    args: {
      campaignId: t.arg.id({ description: 'A campaign you are a member of.' }),
      types: t.arg.stringList({ required: false, description: 'Only these event types (see `webhookEventTypes`).' }),
      after: t.arg.string({ required: false, description: 'Replay the events after this cursor first (else `Last-Event-ID`; else live only).' }),
    },
    subscribe: async (_root, args, ctx: LiveContext) => {
      const { campaignId, head } = await campaignStream(ctx, args.campaignId, args.after);
      const types = args.types ? new Set(args.types) : null;
      for (const type of types ?? []) if (!(EVENT_TYPES as readonly string[]).includes(type)) throw badUserInput(`Unknown event type ${type}.`);
      return start(ctx, { campaignId, head, after: args.after, accept: types ? (e) => types.has(e.type) : undefined });
    },
    resolve: (event) => event,
  }),
);

builder.subscriptionField('actionRequested', (t) =>
  t.field({
    type: ActionRequestedEvent,
    description: 'Requests to act for the caller’s own characters in the campaign (all of them for its GM).',
    args: { campaignId: t.arg.id({ description: 'A campaign you are a member of.' }), after: t.arg.string({ required: false, description: 'Replay after this cursor first (else `Last-Event-ID`).' }) },
    subscribe: async (_root, args, ctx: LiveContext) => {
      const { campaignId, caller, head } = await campaignStream(ctx, args.campaignId, args.after);
      return start(ctx, {
        campaignId,
        head,
        after: args.after,
        accept: (e, role, audience) => {
          if (e.type !== 'action.requested') return false;
          if (role === 'GM') return true;
          return [...e.named].some((id) => audience.characters.get(id)?.ownerId === caller.userId);
        },
      });
    },
    resolve: (event) => event,
  }),
);

builder.subscriptionField('rollResolved', (t) =>
  t.field({
    type: RollResolvedEvent,
    description: 'Rolls resolved in the campaign that the caller may see.',
    args: { campaignId: t.arg.id({ description: 'A campaign you are a member of.' }), after: t.arg.string({ required: false, description: 'Replay after this cursor first (else `Last-Event-ID`).' }) },
    subscribe: async (_root, args, ctx: LiveContext) => {
      const { campaignId, head } = await campaignStream(ctx, args.campaignId, args.after);
      return start(ctx, { campaignId, head, after: args.after, accept: (e) => e.type === 'roll.resolved' });
    },
    resolve: (event) => event,
  }),
);

builder.subscriptionField('encounterChanged', (t) =>
  t.field({
    type: EncounterChangedEvent,
    description: 'Changes of one encounter (order, turn, declarations, status) that the caller may see.',
    args: { encounterId: t.arg.id({ description: 'An encounter of a campaign you are a member of.' }), after: t.arg.string({ required: false, description: 'Replay after this cursor first (else `Last-Event-ID`).' }) },
    subscribe: async (_root, args, ctx: LiveContext) => {
      const caller = requireCaller(ctx);
      const id = decodeId('Encounter', args.encounterId);
      if (!id) throw notFound('encounter');
      // The encounter with the caller's role, and the outbox end, in one statement.
      const head = needsHead(ctx, args.after) ? headRead(ctx, { encounterId: id }) : null;
      const [found] = await ctx.loaders.read(encounterWithRoleQuery(ctx.db, id, caller.userId));
      if (!found) throw notFound('encounter');
      requireRole(found.role);
      const encounter = found.encounter;
      return start(ctx, { campaignId: encounter.campaignId, head, after: args.after, accept: (e) => e.type === 'encounter.changed' && decodeId('Encounter', e.payload.encounterId) === encounter.id });
    },
    resolve: (event) => event,
  }),
);

builder.subscriptionField('characterChanged', (t) =>
  t.field({
    type: CharacterChangedEvent,
    description: 'Changes of one character the caller may see: health, fatigue, experience, modules, status.',
    args: { characterId: t.arg.id({ description: 'A character you can see (any of the campaign’s for the GM, the PCs for players).' }), after: t.arg.string({ required: false, description: 'Replay after this cursor first (else `Last-Event-ID`).' }) },
    subscribe: async (_root, args, ctx: LiveContext) => {
      const caller = requireCaller(ctx);
      const id = decodeId('Character', args.characterId);
      if (!id) throw notFound('character');
      // The character with the caller's role, and the outbox end, in one statement.
      const head = needsHead(ctx, args.after) ? headRead(ctx, { characterId: id }) : null;
      const found = characterWithRoleOf(await ctx.loaders.read(characterWithRoleQuery(ctx.db, id, caller.userId)));
      if (!found || !canSee(found.character, found.role)) throw notFound('character');
      return start(ctx, { campaignId: found.character.campaignId, head, after: args.after, accept: (e) => CHARACTER_CHANGES.has(e.type) && e.named.has(found.character.id) });
    },
    resolve: (event) => event,
  }),
);
