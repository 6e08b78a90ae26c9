/**
 * Play history (SMS §8 earning): the sessions a campaign played and the scenarios it ran, with
 * their participants. The GM records them; the awards job (src/jobs/awards.ts) turns PLAYED
 * sessions and COMPLETED scenarios into experience. The plain functions below are also what the
 * inbound webhook calls (an external scheduler), deduplicated by `externalRef`.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createGraphQLError } from 'graphql-yoga';
import * as z from 'zod';
import { type CharacterRow, canSee, type Role, roleIn } from '../db/access.js';
import type { Db, Queryable } from '../db/client.js';
import { emitEvent } from '../db/outbox.js';
import { characters, gameSessions, memberships, scenarioParticipants, scenarios, sessionParticipants } from '../db/schema.js';
import { requireCaller, requireMember } from './auth.js';
import { builder } from './builder.js';
import { Campaign, type CampaignView } from './campaign.js';
import type { Context } from './context.js';
import { forbidden, MUTATION_ERRORS, notFound, RuleViolation, validate } from './errors.js';
import { decodeId, encodeId, globalId } from './ids.js';
import { CharacterRef } from './refs.js';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type ScenarioRow = typeof scenarios.$inferSelect;
/** A row as seen by one member of its campaign: the role decides which participants show. */
type Viewed<T> = T & { viewerRole: Role };

export const PLAY_RULES = {
  participants: 'Play history: participants are characters of the campaign',
  sessionPlayed: 'SMS §8: +1 XP per session played — a session is played once',
  scenarioCompleted: 'SMS §8: +1 XP per scenario completed (+1 bonus from the GM) — a scenario is completed once',
} as const;

// ----- Request-scoped loaders (no N+1 over a page of sessions or a ledger) --------------------

function createPlayLoaders(db: Db) {
  const participants = (table: typeof sessionParticipants | typeof scenarioParticipants, key: AnyPgColumn) =>
    new DataLoader<string, CharacterRow[]>(async (ids) => {
      const rows = await db
        .select({ owner: key, character: characters })
        .from(table)
        .innerJoin(characters, eq(characters.id, table.characterId))
        .where(inArray(key, [...ids]))
        .orderBy(asc(characters.name), asc(characters.id));
      return ids.map((id) => rows.filter((r) => r.owner === id).map((r) => r.character));
    });
  return {
    sessionParticipants: participants(sessionParticipants, sessionParticipants.sessionId),
    scenarioParticipants: participants(scenarioParticipants, scenarioParticipants.scenarioId),
    sessions: new DataLoader<string, GameSessionRow | null>(async (ids) => {
      const rows = await db.select().from(gameSessions).where(inArray(gameSessions.id, [...ids]));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
    scenarios: new DataLoader<string, ScenarioRow | null>(async (ids) => {
      const rows = await db.select().from(scenarios).where(inArray(scenarios.id, [...ids]));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  };
}

const scopedLoaders = new WeakMap<object, ReturnType<typeof createPlayLoaders>>();

/** This request's play-history loaders (keyed on the request's own loaders object). */
export function playLoaders(ctx: Context): ReturnType<typeof createPlayLoaders> {
  let found = scopedLoaders.get(ctx.loaders);
  if (!found) {
    found = createPlayLoaders(ctx.db);
    scopedLoaders.set(ctx.loaders, found);
  }
  return found;
}

// ----- Keyset pagination, newest first ---------------------------------------------------------

/** A cursor is `<sort key as text>|<uuid>`; anything else is refused. */
function parseCursor(cursor: string | undefined): { key: string; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const at = cursor.lastIndexOf('|');
  const key = cursor.slice(0, at);
  const id = cursor.slice(at + 1);
  if (at <= 0 || key.length > 64 || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw createGraphQLError('Invalid cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { key, id };
}

/**
 * WHERE and ORDER BY for a newest-first page over (key, id). `keyType` casts the cursor's text
 * back ('timestamptz' keeps microseconds, which a JS Date would lose).
 */
export function keysetPage(args: ResolveCursorConnectionArgs, key: AnyPgColumn, id: AnyPgColumn, keyType: 'timestamptz' | 'text') {
  const conditions: SQL[] = [];
  const cast = (value: string) => (keyType === 'timestamptz' ? sql`${value}::timestamptz` : sql`${value}::text`);
  const after = parseCursor(args.after);
  const before = parseCursor(args.before);
  if (keyType === 'timestamptz') {
    for (const c of [after, before]) if (c && Number.isNaN(Date.parse(c.key))) throw createGraphQLError('Invalid cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (after) conditions.push(sql`(${key}, ${id}) < (${cast(after.key)}, ${after.id}::uuid)`);
  if (before) conditions.push(sql`(${key}, ${id}) > (${cast(before.key)}, ${before.id}::uuid)`);
  const orderBy = args.inverted ? [sql`${key} asc`, sql`${id} asc`] : [sql`${key} desc`, sql`${id} desc`];
  return { conditions, orderBy, cursorKey: sql<string>`${key}::text` };
}

export const cursorOf = (row: { cursorKey: string; id: string }) => `${row.cursorKey}|${row.id}`;

// ----- Types ----------------------------------------------------------------------------------

export const SessionStatus = builder.enumType('SessionStatus', {
  values: ['PLANNED', 'PLAYED'] as const,
  description: 'PLANNED: on the calendar. PLAYED: it happened; each participant earns 1 XP (SMS §8) at the next awards run.',
});

export const ScenarioStatus = builder.enumType('ScenarioStatus', {
  values: ['STARTED', 'COMPLETED'] as const,
  description: 'COMPLETED: each participant earns 1 XP, +1 with the GM’s bonus (SMS §8), and may spend experience.',
});

async function loadSessionView(ctx: Context, id: string): Promise<Viewed<GameSessionRow> | null> {
  if (!ctx.caller) return null;
  const [row] = await ctx.db
    .select({ session: gameSessions, role: memberships.role })
    .from(gameSessions)
    .innerJoin(memberships, and(eq(memberships.campaignId, gameSessions.campaignId), eq(memberships.userId, ctx.caller.userId)))
    .where(eq(gameSessions.id, id))
    .limit(1);
  return row ? { ...row.session, viewerRole: row.role } : null;
}

async function loadScenarioView(ctx: Context, id: string): Promise<Viewed<ScenarioRow> | null> {
  if (!ctx.caller) return null;
  const [row] = await ctx.db
    .select({ scenario: scenarios, role: memberships.role })
    .from(scenarios)
    .innerJoin(memberships, and(eq(memberships.campaignId, scenarios.campaignId), eq(memberships.userId, ctx.caller.userId)))
    .where(eq(scenarios.id, id))
    .limit(1);
  return row ? { ...row.scenario, viewerRole: row.role } : null;
}

export const GameSession = builder.objectRef<Viewed<GameSessionRow>>('GameSession');

builder.node(GameSession, {
  description: 'A game session of a campaign (SMS §8: +1 XP per session played).',
  id: { resolve: (s) => s.id },
  loadOne: (id, ctx) => loadSessionView(ctx, id),
  fields: (t) => ({
    title: t.exposeString('title'),
    playedOn: t.exposeString('playedOn', { description: 'The day it was (or will be) played, YYYY-MM-DD.' }),
    status: t.field({ type: SessionStatus, resolve: (s) => s.status }),
    externalRef: t.exposeString('externalRef', { nullable: true, description: 'The id an external scheduler gave it (inbound webhook).' }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    participants: t.field({
      type: [CharacterRef],
      description: 'The characters who took part (players see the PCs only).',
      resolve: async (s, _args, ctx) => (await playLoaders(ctx).sessionParticipants.load(s.id)).filter((c) => canSee(c, s.viewerRole)),
    }),
  }),
});

export const Scenario = builder.objectRef<Viewed<ScenarioRow>>('Scenario');

builder.node(Scenario, {
  description: 'A scenario of a campaign (SMS §8: +1 XP when completed, +1 bonus from the GM; experience is spent at its end).',
  id: { resolve: (s) => s.id },
  loadOne: (id, ctx) => loadScenarioView(ctx, id),
  fields: (t) => ({
    title: t.exposeString('title'),
    status: t.field({ type: ScenarioStatus, resolve: (s) => s.status }),
    bonus: t.exposeBoolean('bonus', { description: 'The GM judged the group did particularly well: +1 XP each (SMS §8).' }),
    externalRef: t.exposeString('externalRef', { nullable: true }),
    startedAt: t.field({ type: 'DateTime', resolve: (s) => s.startedAt }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.completedAt }),
    participants: t.field({
      type: [CharacterRef],
      description: 'The characters who play it (players see the PCs only).',
      resolve: async (s, _args, ctx) => (await playLoaders(ctx).scenarioParticipants.load(s.id)).filter((c) => canSee(c, s.viewerRole)),
    }),
  }),
});

builder.objectFields(Campaign, (t) => ({
  sessions: t.connection({
    type: GameSession,
    description: 'The campaign’s sessions, most recently played first.',
    resolve: (c: CampaignView, args, ctx) =>
      resolveCursorConnection({ args, toCursor: cursorOf }, async (page: ResolveCursorConnectionArgs) => {
        const { conditions, orderBy, cursorKey } = keysetPage(page, gameSessions.playedOn, gameSessions.id, 'text');
        const rows = await ctx.db
          .select({ session: gameSessions, cursorKey })
          .from(gameSessions)
          .where(and(eq(gameSessions.campaignId, c.id), ...conditions))
          .orderBy(...orderBy)
          .limit(page.limit);
        return rows.map((r) => ({ ...r.session, viewerRole: c.viewerRole, cursorKey: r.cursorKey }));
      }),
  }),
  scenarios: t.connection({
    type: Scenario,
    description: 'The campaign’s scenarios, most recently started first.',
    resolve: (c: CampaignView, args, ctx) =>
      resolveCursorConnection({ args, toCursor: cursorOf }, async (page: ResolveCursorConnectionArgs) => {
        const { conditions, orderBy, cursorKey } = keysetPage(page, scenarios.startedAt, scenarios.id, 'timestamptz');
        const rows = await ctx.db
          .select({ scenario: scenarios, cursorKey })
          .from(scenarios)
          .where(and(eq(scenarios.campaignId, c.id), ...conditions))
          .orderBy(...orderBy)
          .limit(page.limit);
        return rows.map((r) => ({ ...r.scenario, viewerRole: c.viewerRole, cursorKey: r.cursorKey }));
      }),
  }),
}));

// ----- Plain functions (GraphQL resolvers and the inbound webhook) -----------------------------

/** Dedupe and check that every participant is a character of the campaign. */
async function checkParticipants(db: Queryable, campaignId: string, participantIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(participantIds)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.campaignId, campaignId), inArray(characters.id, unique)));
  if (found.length !== unique.length) {
    const known = new Set(found.map((r) => r.id));
    const missing = unique.filter((id) => !known.has(id)).map((id) => encodeId('Character', id));
    throw new RuleViolation('UNKNOWN_PARTICIPANT', `Not characters of this campaign: ${missing.join(', ')}.`, PLAY_RULES.participants);
  }
  return unique;
}

function sessionEvent(session: GameSessionRow, participantIds: readonly string[]) {
  return {
    sessionId: encodeId('GameSession', session.id),
    campaignId: encodeId('Campaign', session.campaignId),
    title: session.title,
    playedOn: session.playedOn,
    status: session.status,
    participantIds: participantIds.map((id) => encodeId('Character', id)),
    externalRef: session.externalRef,
  };
}

function scenarioEvent(scenario: ScenarioRow, participantIds: readonly string[]) {
  return {
    scenarioId: encodeId('Scenario', scenario.id),
    campaignId: encodeId('Campaign', scenario.campaignId),
    title: scenario.title,
    bonus: scenario.bonus,
    completedAt: scenario.completedAt?.toISOString() ?? null,
    participantIds: participantIds.map((id) => encodeId('Character', id)),
    externalRef: scenario.externalRef,
  };
}

async function participantsOf(db: Queryable, table: 'session' | 'scenario', id: string): Promise<string[]> {
  const rows =
    table === 'session'
      ? await db.select({ id: sessionParticipants.characterId }).from(sessionParticipants).where(eq(sessionParticipants.sessionId, id))
      : await db.select({ id: scenarioParticipants.characterId }).from(scenarioParticipants).where(eq(scenarioParticipants.scenarioId, id));
  return rows.map((r) => r.id).sort();
}

export interface SessionInput {
  title: string;
  /** YYYY-MM-DD. */
  playedOn: string;
  /** Raw character uuids of the campaign. */
  participantIds: readonly string[];
  /** Default PLAYED: recording a session says it happened. */
  status?: 'PLANNED' | 'PLAYED';
  createdBy?: string | null;
  at?: Date;
}

/**
 * Record a session (default PLAYED) with its participants and emit 'session.recorded', in one
 * transaction. With an `externalRef` already known in the campaign nothing new is written
 * (`created: false`), except that a PLANNED session reported PLAYED becomes PLAYED.
 */
export async function recordPlayedSession(
  db: Queryable,
  campaignId: string,
  input: SessionInput,
  externalRef: string | null = null,
): Promise<{ session: GameSessionRow; participantIds: string[]; created: boolean }> {
  const status = input.status ?? 'PLAYED';
  return db.transaction(async (tx) => {
    const participantIds = await checkParticipants(tx, campaignId, input.participantIds);
    const [created] = await tx
      .insert(gameSessions)
      .values({
        campaignId,
        title: input.title,
        playedOn: input.playedOn,
        status,
        externalRef,
        createdBy: input.createdBy ?? null,
        ...(input.at ? { createdAt: input.at } : {}),
      })
      .onConflictDoNothing({ target: [gameSessions.campaignId, gameSessions.externalRef] })
      .returning();
    if (!created) {
      // Seen before (same externalRef): a replay changes nothing, unless it reports the session played.
      const [existing] = await tx
        .select()
        .from(gameSessions)
        .where(and(eq(gameSessions.campaignId, campaignId), eq(gameSessions.externalRef, externalRef ?? '')))
        .limit(1);
      if (!existing) throw new Error('session vanished after an externalRef conflict');
      if (status === 'PLAYED' && existing.status === 'PLANNED') {
        const marked = await markPlayed(tx, campaignId, existing.id, input.at);
        if (marked) return { ...marked, created: false };
      }
      return { session: existing, participantIds: await participantsOf(tx, 'session', existing.id), created: false };
    }
    if (participantIds.length) {
      await tx.insert(sessionParticipants).values(participantIds.map((characterId) => ({ sessionId: created.id, characterId })));
    }
    await emitEvent(tx, campaignId, 'session.recorded', sessionEvent(created, participantIds), input.at);
    return { session: created, participantIds, created: true };
  });
}

async function markPlayed(tx: Queryable, campaignId: string, sessionId: string, at?: Date) {
  const [row] = await tx
    .update(gameSessions)
    .set({ status: 'PLAYED' })
    .where(and(eq(gameSessions.id, sessionId), eq(gameSessions.campaignId, campaignId), eq(gameSessions.status, 'PLANNED')))
    .returning();
  if (!row) return null;
  const participantIds = await participantsOf(tx, 'session', row.id);
  await emitEvent(tx, campaignId, 'session.recorded', sessionEvent(row, participantIds), at);
  return { session: row, participantIds };
}

/**
 * Mark a PLANNED session PLAYED (one conditional UPDATE) and emit 'session.recorded' again with
 * status PLAYED. `changed: false` when it was already played (or is not in the campaign).
 */
export async function markSessionPlayedById(
  db: Queryable,
  campaignId: string,
  sessionId: string,
  at?: Date,
): Promise<{ session: GameSessionRow | null; changed: boolean }> {
  return db.transaction(async (tx) => {
    const marked = await markPlayed(tx, campaignId, sessionId, at);
    if (marked) return { session: marked.session, changed: true };
    const [existing] = await tx.select().from(gameSessions).where(and(eq(gameSessions.id, sessionId), eq(gameSessions.campaignId, campaignId)));
    return { session: existing ?? null, changed: false };
  });
}

export interface ScenarioInput {
  title: string;
  participantIds: readonly string[];
  createdBy?: string | null;
  at?: Date;
}

/** Start a scenario with its participants. With a known `externalRef`, returns it (`created: false`). */
export async function startScenarioFor(
  db: Queryable,
  campaignId: string,
  input: ScenarioInput,
  externalRef: string | null = null,
): Promise<{ scenario: ScenarioRow; participantIds: string[]; created: boolean }> {
  return db.transaction(async (tx) => {
    const participantIds = await checkParticipants(tx, campaignId, input.participantIds);
    const [created] = await tx
      .insert(scenarios)
      .values({ campaignId, title: input.title, externalRef, createdBy: input.createdBy ?? null, ...(input.at ? { startedAt: input.at } : {}) })
      .onConflictDoNothing({ target: [scenarios.campaignId, scenarios.externalRef] })
      .returning();
    if (!created) {
      const [existing] = await tx
        .select()
        .from(scenarios)
        .where(and(eq(scenarios.campaignId, campaignId), eq(scenarios.externalRef, externalRef ?? '')))
        .limit(1);
      if (!existing) throw new Error('scenario vanished after an externalRef conflict');
      return { scenario: existing, participantIds: await participantsOf(tx, 'scenario', existing.id), created: false };
    }
    if (participantIds.length) {
      await tx.insert(scenarioParticipants).values(participantIds.map((characterId) => ({ scenarioId: created.id, characterId })));
    }
    return { scenario: created, participantIds, created: true };
  });
}

/**
 * Complete a STARTED scenario (one conditional UPDATE) with the GM's bonus, and emit
 * 'scenario.completed'. The scenario is found by id, or else by `externalRef`; an unknown
 * externalRef with `start` given starts it first (an external scheduler may report only the
 * end). `changed: false` when it was already completed (a replay).
 */
export async function completeScenarioById(
  db: Queryable,
  campaignId: string,
  scenarioId: string | null,
  bonus: boolean,
  externalRef: string | null = null,
  options: { at?: Date; start?: ScenarioInput } = {},
): Promise<{ scenario: ScenarioRow; participantIds: string[]; changed: boolean }> {
  return db.transaction(async (tx) => {
    let id = scenarioId;
    if (!id && externalRef) {
      const [found] = await tx
        .select({ id: scenarios.id })
        .from(scenarios)
        .where(and(eq(scenarios.campaignId, campaignId), eq(scenarios.externalRef, externalRef)))
        .limit(1);
      id = found?.id ?? null;
      if (!id && options.start) id = (await startScenarioFor(tx, campaignId, options.start, externalRef)).scenario.id;
    }
    if (!id) throw new RuleViolation('SCENARIO_NOT_FOUND', 'No such scenario in this campaign.', PLAY_RULES.scenarioCompleted);
    const at = options.at ?? new Date();
    const [row] = await tx
      .update(scenarios)
      .set({ status: 'COMPLETED', bonus, completedAt: at })
      .where(and(eq(scenarios.id, id), eq(scenarios.campaignId, campaignId), eq(scenarios.status, 'STARTED')))
      .returning();
    if (!row) {
      const [existing] = await tx.select().from(scenarios).where(and(eq(scenarios.id, id), eq(scenarios.campaignId, campaignId)));
      if (!existing) throw new RuleViolation('SCENARIO_NOT_FOUND', 'No such scenario in this campaign.', PLAY_RULES.scenarioCompleted);
      return { scenario: existing, participantIds: await participantsOf(tx, 'scenario', existing.id), changed: false };
    }
    const participantIds = await participantsOf(tx, 'scenario', row.id);
    await emitEvent(tx, campaignId, 'scenario.completed', scenarioEvent(row, participantIds), at);
    return { scenario: row, participantIds, changed: true };
  });
}

// ----- Mutations (GM) -------------------------------------------------------------------------

const GameSessionPayload = builder.objectRef<{ session: Viewed<GameSessionRow> }>('GameSessionPayload').implement({
  fields: (t) => ({ session: t.field({ type: GameSession, resolve: (p) => p.session }) }),
});

const ScenarioPayload = builder.objectRef<{ scenario: Viewed<ScenarioRow> }>('ScenarioPayload').implement({
  fields: (t) => ({ scenario: t.field({ type: Scenario, resolve: (p) => p.scenario }) }),
});

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a calendar day');
const title = z.string().trim().min(1, 'a title is needed').max(200);
const participants = z.array(globalId('Character')).max(100, 'at most 100 participants');

const RecordSessionInput = builder.inputType('RecordSessionInput', {
  fields: (t) => ({
    campaignId: t.id(),
    title: t.string(),
    playedOn: t.string({ required: false, description: 'YYYY-MM-DD; defaults to today (UTC).' }),
    participantIds: t.idList({ description: 'Characters of the campaign who took part.' }),
    status: t.field({ type: SessionStatus, required: false, description: 'Default PLAYED: recording a session says it happened.' }),
  }),
});

builder.mutationField('recordSession', (t) =>
  t.field({
    type: GameSessionPayload,
    description: 'GM: record a session and who took part. A PLAYED session earns each participant 1 XP (SMS §8) at the next awards run. Emits session.recorded.',
    args: { input: t.arg({ type: RecordSessionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { caller, campaignId } = await requireMember(ctx, input.campaignId, 'GM');
      const v = validate(z.object({ title, playedOn: isoDay.nullish(), participantIds: participants, status: z.enum(['PLANNED', 'PLAYED']).nullish() }), input);
      const now = ctx.clock.now();
      const { session } = await recordPlayedSession(ctx.db, campaignId, {
        title: v.title,
        playedOn: v.playedOn ?? now.toISOString().slice(0, 10),
        participantIds: v.participantIds,
        status: v.status ?? 'PLAYED',
        createdBy: caller.userId,
        at: now,
      });
      return { session: { ...session, viewerRole: 'GM' as const } };
    },
  }),
);

/** The session or scenario behind a global ID, if the caller is the GM of its campaign. */
async function requireGmOf<T extends { campaignId: string }>(ctx: Context, row: T | undefined, what: string): Promise<T> {
  const caller = requireCaller(ctx);
  if (!row) throw notFound(what);
  const role = await roleIn(ctx.db, row.campaignId, caller.userId);
  if (!role) throw forbidden('You are not a member of this campaign.');
  if (role !== 'GM') throw forbidden('Only the campaign’s GM may do that.');
  return row;
}

const MarkSessionPlayedInput = builder.inputType('MarkSessionPlayedInput', { fields: (t) => ({ sessionId: t.id() }) });

builder.mutationField('markSessionPlayed', (t) =>
  t.field({
    type: GameSessionPayload,
    description: 'GM: a PLANNED session was played; its participants earn 1 XP each at the next awards run (SMS §8). Emits session.recorded (status PLAYED).',
    args: { input: t.arg({ type: MarkSessionPlayedInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      requireCaller(ctx);
      const id = decodeId('GameSession', input.sessionId);
      const [row] = id ? await ctx.db.select().from(gameSessions).where(eq(gameSessions.id, id)) : [];
      const session = await requireGmOf(ctx, row, 'session');
      const { session: after, changed } = await markSessionPlayedById(ctx.db, session.campaignId, session.id, ctx.clock.now());
      if (!changed) throw new RuleViolation('SESSION_ALREADY_PLAYED', `"${session.title}" is already played.`, PLAY_RULES.sessionPlayed);
      return { session: { ...after!, viewerRole: 'GM' as const } };
    },
  }),
);

const StartScenarioInput = builder.inputType('StartScenarioInput', {
  fields: (t) => ({
    campaignId: t.id(),
    title: t.string(),
    participantIds: t.idList({ description: 'Characters of the campaign who play it.' }),
  }),
});

builder.mutationField('startScenario', (t) =>
  t.field({
    type: ScenarioPayload,
    description: 'GM: start a scenario with its participants.',
    args: { input: t.arg({ type: StartScenarioInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { caller, campaignId } = await requireMember(ctx, input.campaignId, 'GM');
      const v = validate(z.object({ title, participantIds: participants }), input);
      const { scenario } = await startScenarioFor(ctx.db, campaignId, { ...v, createdBy: caller.userId, at: ctx.clock.now() });
      return { scenario: { ...scenario, viewerRole: 'GM' as const } };
    },
  }),
);

const CompleteScenarioInput = builder.inputType('CompleteScenarioInput', {
  fields: (t) => ({
    scenarioId: t.id(),
    bonus: t.boolean({ required: false, description: 'The group did particularly well: +1 XP each (SMS §8). Default false.' }),
  }),
});

builder.mutationField('completeScenario', (t) =>
  t.field({
    type: ScenarioPayload,
    description:
      'GM: the scenario is over. Each participant earns 1 XP (+1 with the bonus) at the next awards run, and may spend experience (SMS §8). Emits scenario.completed.',
    args: { input: t.arg({ type: CompleteScenarioInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      requireCaller(ctx);
      const id = decodeId('Scenario', input.scenarioId);
      const [row] = id ? await ctx.db.select().from(scenarios).where(eq(scenarios.id, id)) : [];
      const scenario = await requireGmOf(ctx, row, 'scenario');
      const v = validate(z.object({ bonus: z.boolean().nullish() }), { bonus: input.bonus });
      const { scenario: after, changed } = await completeScenarioById(ctx.db, scenario.campaignId, scenario.id, v.bonus ?? false, null, { at: ctx.clock.now() });
      if (!changed) throw new RuleViolation('SCENARIO_ALREADY_COMPLETED', `"${scenario.title}" is already completed.`, PLAY_RULES.scenarioCompleted);
      return { scenario: { ...after, viewerRole: 'GM' as const } };
    },
  }),
);
