/**
 * Play history rows (SMS §8 earning): game sessions and scenarios with their participants, and
 * the 'session.recorded' / 'scenario.completed' events written with them. The GM's mutations
 * (src/graphql/experience/play-history-*.ts) and the inbound webhook (src/webhooks/inbound.ts)
 * both write through here, inside their own transaction, after the rules core
 * (src/rules/sms/play-history.ts) has accepted the participants. Rows are deduplicated by
 * `externalRef` (an external scheduler's id) per campaign.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { encodeId } from '../ids.js';
import type { Queryable } from './client.js';
import { emitEvent } from './outbox.js';
import { characters, gameSessions, scenarioParticipants, scenarios, sessionParticipants } from './schema.js';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type ScenarioRow = typeof scenarios.$inferSelect;

/** The ids among `ids` (each once) that are not characters of the campaign: one query. */
export async function foreignCharacters(db: Queryable, campaignId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.campaignId, campaignId), inArray(characters.id, unique)));
  const known = new Set(found.map((r) => r.id));
  return unique.filter((id) => !known.has(id));
}

/** The participants of a session or a scenario, as raw character uuids in order. */
export async function participantsOf(db: Queryable, table: 'session' | 'scenario', id: string): Promise<string[]> {
  const rows =
    table === 'session'
      ? await db.select({ id: sessionParticipants.characterId }).from(sessionParticipants).where(eq(sessionParticipants.sessionId, id))
      : await db.select({ id: scenarioParticipants.characterId }).from(scenarioParticipants).where(eq(scenarioParticipants.scenarioId, id));
  return rows.map((r) => r.id).sort();
}

// ----- Sessions --------------------------------------------------------------------------------

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
 * Insert a session (default PLAYED) with its participants — already accepted as characters of
 * the campaign — and emit 'session.recorded'. Run it inside a transaction. With an
 * `externalRef` already known in the campaign nothing new is written (`created: false`), except
 * that a PLANNED session reported PLAYED becomes PLAYED.
 */
export async function insertSession(
  tx: Queryable,
  campaignId: string,
  input: SessionInput,
  externalRef: string | null = null,
): Promise<{ session: GameSessionRow; participantIds: string[]; created: boolean }> {
  const status = input.status ?? 'PLAYED';
  const participantIds = [...new Set(input.participantIds)];
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

// ----- Scenarios -------------------------------------------------------------------------------

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

export interface ScenarioInput {
  title: string;
  participantIds: readonly string[];
  createdBy?: string | null;
  at?: Date;
}

/**
 * Insert a STARTED scenario with its participants (already accepted). Run it inside a
 * transaction. With a known `externalRef`, returns that one (`created: false`).
 */
export async function insertScenario(
  tx: Queryable,
  campaignId: string,
  input: ScenarioInput,
  externalRef: string | null = null,
): Promise<{ scenario: ScenarioRow; participantIds: string[]; created: boolean }> {
  const participantIds = [...new Set(input.participantIds)];
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
}

/** The scenario an external scheduler knows by `externalRef` in the campaign, if any. */
export async function scenarioIdByRef(tx: Queryable, campaignId: string, externalRef: string): Promise<string | null> {
  const [found] = await tx
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.campaignId, campaignId), eq(scenarios.externalRef, externalRef)))
    .limit(1);
  return found?.id ?? null;
}

/**
 * Complete a STARTED scenario of the campaign (one conditional UPDATE) with the GM's bonus, and
 * emit 'scenario.completed'. Run it inside a transaction. `changed: false` when it was already
 * completed (a replay); null when the campaign has no such scenario.
 */
export async function completeScenario(
  tx: Queryable,
  campaignId: string,
  scenarioId: string,
  bonus: boolean,
  at: Date,
): Promise<{ scenario: ScenarioRow; participantIds: string[]; changed: boolean } | null> {
  const [row] = await tx
    .update(scenarios)
    .set({ status: 'COMPLETED', bonus, completedAt: at })
    .where(and(eq(scenarios.id, scenarioId), eq(scenarios.campaignId, campaignId), eq(scenarios.status, 'STARTED')))
    .returning();
  if (!row) {
    const [existing] = await tx.select().from(scenarios).where(and(eq(scenarios.id, scenarioId), eq(scenarios.campaignId, campaignId)));
    if (!existing) return null;
    return { scenario: existing, participantIds: await participantsOf(tx, 'scenario', existing.id), changed: false };
  }
  const participantIds = await participantsOf(tx, 'scenario', row.id);
  await emitEvent(tx, campaignId, 'scenario.completed', scenarioEvent(row, participantIds), at);
  return { scenario: row, participantIds, changed: true };
}

/** Add reported participants to a STARTED scenario of the campaign (already accepted); others are left as they are. */
export async function joinStartedScenario(tx: Queryable, campaignId: string, scenarioId: string, participantIds: readonly string[]): Promise<void> {
  const [scenario] = await tx
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.id, scenarioId), eq(scenarios.campaignId, campaignId), eq(scenarios.status, 'STARTED')));
  if (!scenario || participantIds.length === 0) return;
  await tx
    .insert(scenarioParticipants)
    .values([...new Set(participantIds)].map((characterId) => ({ scenarioId: scenario.id, characterId })))
    .onConflictDoNothing();
}
