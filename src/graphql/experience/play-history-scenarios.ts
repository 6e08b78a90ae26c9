/**
 * Scenarios (SMS §8: +1 XP when completed, +1 bonus from the GM; experience is spent at its
 * end): the Scenario type, a campaign's scenarios, `startScenario` and `completeScenario`, and
 * the plain functions behind them that the inbound webhook calls too (deduplicated by
 * `externalRef`). The awards job (src/jobs/awards.ts) turns COMPLETED scenarios into experience.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { canSee } from '../../db/access.js';
import type { Queryable } from '../../db/client.js';
import { emitEvent } from '../../db/outbox.js';
import { memberships, scenarioParticipants, scenarios } from '../../db/schema.js';
import { requireCaller, requireMember } from '../auth.js';
import { builder } from '../builder.js';
import { Campaign, type CampaignView } from '../campaign/campaign.js';
import type { Context } from '../context.js';
import { MUTATION_ERRORS, RuleViolation, validate } from '../errors.js';
import { decodeId, encodeId } from '../../ids.js';
import {
  checkParticipants,
  cursorOf,
  keysetPage,
  PLAY_RULES,
  participantsOf,
  participantsSchema,
  playLoaders,
  requireGmOf,
  type ScenarioRow,
  titleSchema,
  type Viewed,
} from './play-history-shared.js';
import { CharacterRef } from '../refs.js';

export const ScenarioStatus = builder.enumType('ScenarioStatus', {
  values: ['STARTED', 'COMPLETED'] as const,
  description: 'COMPLETED: each participant earns 1 XP, +1 with the GM’s bonus (SMS §8), and may spend experience.',
});

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

builder.objectField(Campaign, 'scenarios', (t) =>
  t.connection({
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
);

// ----- Plain functions (the GraphQL resolvers and the inbound webhook) -------------------------

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

const ScenarioPayload = builder.objectRef<{ scenario: Viewed<ScenarioRow> }>('ScenarioPayload').implement({
  fields: (t) => ({ scenario: t.field({ type: Scenario, resolve: (p) => p.scenario }) }),
});

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
      const v = validate(z.object({ title: titleSchema, participantIds: participantsSchema }), input);
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
