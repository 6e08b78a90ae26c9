/**
 * Game sessions (SMS §8: +1 XP per session played): the GameSession type, a campaign's
 * sessions, and recording them — `recordSession`, `markSessionPlayed`, and the plain function
 * the tests record with (deduplicated by `externalRef`, as the inbound webhook's writes are). The awards
 * job (src/jobs/awards.ts) turns PLAYED sessions into experience.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import * as z from 'zod/mini';
import { canSee } from '../../db/access.js';
import type { Queryable } from '../../db/client.js';
import { insertSession, markSessionPlayed, readSessionTable, type SessionInput, sessionsPage } from '../../db/play-history.js';
import { gameSessions } from '../../db/schema.js';
import { sessionToMarkPlayed } from '../../rules/sms/play-history.js';
import { builder } from '../builder.js';
import { Campaign, type CampaignView } from '../campaign/campaign.js';
import { accepted } from '../errors.js';
import {
  checkParticipants,
  cursorOf,
  gmPlayInput,
  gmPlayRow,
  type GameSessionRow,
  keysetOf,
  participantsSchema,
  playLoaders,
  titleSchema,
  type Viewed,
  viewedRow,
} from './play-history-shared.js';
import { refused } from './shared.js';
import { CharacterRef } from '../refs.js';
import { inputMutation, payloadOf, inputOf } from '../mutation.js';
import { field, inputType } from '../input.js';

export const SessionStatus = builder.enumType('SessionStatus', {
  values: {
    PLANNED: { description: 'On the calendar, not played yet.' },
    PLAYED: { description: 'It happened: each participant earns 1 XP at the next awards run.' },
  } as const,
  description: 'PLANNED: on the calendar. PLAYED: it happened; each participant earns 1 XP (SMS §8) at the next awards run.',
});

export const GameSession = builder.objectRef<Viewed<GameSessionRow>>('GameSession');

builder.node(GameSession, {
  description: 'A game session of a campaign (SMS §8: +1 XP per session played).',
  id: { resolve: (s) => s.id },
  loadOne: (id, ctx) => viewedRow(ctx, gameSessions, id),
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The session’s title, as the GM wrote it.' }),
    playedOn: t.exposeString('playedOn', { description: 'The day it was (or will be) played, YYYY-MM-DD.' }),
    sessionStatus: t.field({ type: SessionStatus, description: 'PLANNED, or PLAYED once it happened.', resolve: (s) => s.status }),
    status: t.field({ type: SessionStatus, description: 'The same as `sessionStatus`.', deprecationReason: 'Use `sessionStatus`: `status` conflicts with `Character.status` when one document selects both through `node` or `nodes`.', resolve: (s) => s.status }),
    externalRef: t.exposeString('externalRef', { nullable: true, description: 'The id an external scheduler gave it (inbound webhook).' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was recorded.', resolve: (s) => s.createdAt }),
    participants: t.field({
      type: [CharacterRef],
      description: 'The characters who took part (players see the PCs only).',
      resolve: async (s, _args, ctx) => (await playLoaders(ctx).sessionParticipants.load(s.id)).filter((c) => canSee(c, s.viewerRole)),
    }),
  }),
});

builder.objectField(Campaign, 'sessions', (t) =>
  t.connection({
    type: GameSession,
    description: 'The campaign’s sessions, most recently played first.',
    resolve: (c: CampaignView, args, ctx) =>
      resolveCursorConnection({ args, toCursor: cursorOf }, async (page: ResolveCursorConnectionArgs) => {
        const rows = await ctx.loaders.read(sessionsPage(ctx.db, c.id, ctx.caller!.userId, keysetOf(page, 'text'), page.limit));
        // The role came with the rows: the read may go before the campaign's (src/graphql/eager.ts).
        return rows.flatMap((r) => (r.viewerRole ? [{ ...r.session, viewerRole: r.viewerRole, cursorKey: r.cursorKey }] : []));
      }),
  }),
);

// ----- Plain functions (the GraphQL resolvers and the tests) ----------------------------------

/**
 * Record a session (default PLAYED) with its participants and emit 'session.recorded' (one
 * statement) once the rules core accepted the participants. With an `externalRef` already
 * known in the campaign nothing new is written (`created: false`), except that a PLANNED
 * session reported PLAYED becomes PLAYED.
 */
export async function recordPlayedSession(
  db: Queryable,
  campaignId: string,
  input: SessionInput,
  externalRef: string | null = null,
): Promise<{ session: GameSessionRow; participantIds: string[]; created: boolean }> {
  const participantIds = await checkParticipants(db, campaignId, input.participantIds);
  return insertSession(db, campaignId, { ...input, participantIds }, externalRef);
}

// ----- Mutations (GM) -------------------------------------------------------------------------

const GameSessionPayload = payloadOf('GameSessionPayload', 'session', GameSession, 'The session as it now stands.');

const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD'),
  z.refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a calendar day'),
);

const RecordSessionInput = inputType('RecordSessionInput', {
  campaignId: field.id(z.string(), 'The campaign; the caller must be its GM.'),
  title: field.string(titleSchema, 'The session’s title, 1–200 characters.'),
  playedOn: field.string(z.nullish(isoDay), 'YYYY-MM-DD; defaults to today (UTC).'),
  participantIds: field.idList(participantsSchema, 'Characters of the campaign who took part.'),
  status: field.of(SessionStatus, z.nullish(z.enum(['PLANNED', 'PLAYED'])), 'Default PLAYED: recording a session says it happened.'),
});

inputMutation('recordSession', {
  type: GameSessionPayload,
  description: 'GM: record a session and who took part. A PLAYED session earns each participant 1 XP (SMS §8) at the next awards run. Emits session.recorded.',
  input: RecordSessionInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const { caller, campaignId, participants, participantIds, v } = await gmPlayInput(ctx, RecordSessionInput.schema, input);
    const now = ctx.clock.now();
    // One write: the session, its participants and the event.
    const { session } = await insertSession(ctx.db, campaignId, {
      title: v.title,
      playedOn: v.playedOn ?? now.toISOString().slice(0, 10),
      participantIds,
      status: v.status ?? 'PLAYED',
      createdBy: caller.userId,
      at: now,
    });
    playLoaders(ctx).sessionParticipants.prime(session.id, participants);
    return { session: { ...session, viewerRole: 'GM' as const } };
  },
});

const MarkSessionPlayedInput = inputOf('MarkSessionPlayedInput', 'sessionId', 'id', 'The PLANNED session that was played; the caller must be the campaign’s GM.');

inputMutation('markSessionPlayed', {
  type: GameSessionPayload,
  description: 'GM: a PLANNED session was played; its participants earn 1 XP each at the next awards run (SMS §8). Emits session.recorded (status PLAYED).',
  input: MarkSessionPlayedInput,
  resolve: async (_root, { input }, ctx) => {
    const found = await gmPlayRow(ctx, 'GameSession', input.sessionId, readSessionTable);
    const { session } = found;
    accepted(sessionToMarkPlayed(session));
    // One write, guarded by "still PLANNED": the status and the event.
    const marked = await markSessionPlayed(ctx.db, session.campaignId, session.id, ctx.clock.now());
    // Another request marked it played between our read and our write.
    if (!marked) refused(sessionToMarkPlayed({ ...session, status: 'PLAYED' }));
    playLoaders(ctx).sessionParticipants.prime(session.id, found.participants);
    return { session: { ...marked.session, viewerRole: 'GM' as const } };
  },
});
