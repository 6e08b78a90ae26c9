/**
 * Scenarios (SMS §8: +1 XP when completed, +1 bonus from the GM; experience is spent at its
 * end): the Scenario type, a campaign's scenarios, `startScenario` and `completeScenario`, and
 * the plain functions the tests start and complete with (deduplicated by `externalRef`, as the
 * inbound webhook's writes are). The awards job (src/jobs/awards.ts) turns COMPLETED scenarios into experience.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import * as z from 'zod/mini';
import { canSee } from '../../db/access.js';
import type { Queryable } from '../../db/client.js';
import {
  completeScenario,
  completeStartedScenario,
  insertScenario,
  readScenarioTable,
  type ScenarioInput,
  scenarioIdByRef,
  scenariosPage,
} from '../../db/play-history.js';
import { scenarios } from '../../db/schema.js';
import { scenarioToComplete } from '../../rules/sms/play-history.js';
import { builder } from '../builder.js';
import { Campaign, type CampaignView } from '../campaign/campaign.js';
import { samePage } from '../../db/campaign-reads.js';
import { validate, accepted } from '../errors.js';
import {
  checkParticipants,
  cursorOf,
  gmPlayInput,
  gmPlayRow,
  keysetOf,
  participantsSchema,
  playLoaders,
  type ScenarioRow,
  titleSchema,
  type Viewed,
  viewedRow,
} from './play-history-shared.js';
import { refused } from './shared.js';
import { CharacterRef } from '../refs.js';
import { asksFor } from '../lookahead.js';
import { inputMutation, payloadOf } from '../mutation.js';
import { field, inputType } from '../input.js';

export const ScenarioStatus = builder.enumType('ScenarioStatus', {
  values: {
    STARTED: { description: 'Being played.' },
    COMPLETED: { description: 'Ended (`completeScenario`): its participants earn their XP and may spend experience.' },
  } as const,
  description: 'COMPLETED: each participant earns 1 XP, +1 with the GM’s bonus (SMS §8), and may spend experience.',
});

export const Scenario = builder.objectRef<Viewed<ScenarioRow>>('Scenario');

builder.node(Scenario, {
  description: 'A scenario of a campaign (SMS §8: +1 XP when completed, +1 bonus from the GM; experience is spent at its end).',
  id: { resolve: (s) => s.id },
  loadOne: (id, ctx) => viewedRow(ctx, scenarios, id),
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The scenario’s title, as the GM wrote it.' }),
    scenarioStatus: t.field({ type: ScenarioStatus, description: 'STARTED, or COMPLETED once it ended.', resolve: (s) => s.status }),
    status: t.field({ type: ScenarioStatus, description: 'The same as `scenarioStatus`.', deprecationReason: 'Use `scenarioStatus`: `status` conflicts with `Character.status` when one document selects both through `node` or `nodes`.', resolve: (s) => s.status }),
    bonus: t.exposeBoolean('bonus', { description: 'The GM judged the group did particularly well: +1 XP each (SMS §8).' }),
    externalRef: t.exposeString('externalRef', { nullable: true, description: 'The id an external tool gave it (inbound webhook); null when made here.' }),
    startedAt: t.field({ type: 'DateTime', description: 'When it started.', resolve: (s) => s.startedAt }),
    completedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was completed; null while STARTED.', resolve: (s) => s.completedAt }),
    participants: t.field({
      type: [CharacterRef],
      description: 'The characters who play it (players see the PCs only).',
      resolve: async (s, _args, ctx) => (await playLoaders(ctx).scenarioParticipants.load(s.id)).filter((c) => canSee(c, s.viewerRole)),
    }),
  }),
});

const PARTICIPANTS: ReadonlySet<string> = new Set(['participants']);

builder.objectField(Campaign, 'scenarios', (t) =>
  t.connection({
    type: Scenario,
    description: 'The campaign’s scenarios, most recently started first.',
    resolve: (c: CampaignView, args, ctx, info) =>
      resolveCursorConnection({ args, toCursor: cursorOf }, async (page: ResolveCursorConnectionArgs) => {
        const scenarioPage = scenariosPage(ctx.db, c.id, ctx.caller!.userId, keysetOf(page, 'timestamptz'));
        const onPage = samePage(scenarioPage.where, scenarioPage.orderBy, page.limit);
        // The participants ride in the page's statement when the query shows them.
        const [rows, prime] = await Promise.all([
          ctx.loaders.read(onPage(scenarioPage.rows)),
          asksFor(info, PARTICIPANTS) && playLoaders(ctx).scenarioParticipants.bringAlong(onPage(scenarioPage.ids)),
        ]);
        if (prime) prime(rows.map((r) => r.scenario.id));
        // The role came with the rows: the read may go before the campaign's (src/graphql/eager.ts).
        return rows.flatMap((r) => (r.viewerRole ? [{ ...r.scenario, viewerRole: r.viewerRole, cursorKey: r.cursorKey }] : []));
      }),
  }),
);

// ----- Plain functions (the GraphQL resolvers and the tests) ----------------------------------

/** Start a scenario with its participants (one write). With a known `externalRef`, returns it (`created: false`). */
export async function startScenarioFor(
  db: Queryable,
  campaignId: string,
  input: ScenarioInput,
  externalRef: string | null = null,
): Promise<{ scenario: ScenarioRow; participantIds: string[]; created: boolean }> {
  const participantIds = await checkParticipants(db, campaignId, input.participantIds);
  return insertScenario(db, campaignId, { ...input, participantIds }, externalRef);
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
      id = await scenarioIdByRef(tx, campaignId, externalRef);
      if (!id && options.start) {
        const participantIds = await checkParticipants(tx, campaignId, options.start.participantIds);
        id = (await insertScenario(tx, campaignId, { ...options.start, participantIds }, externalRef)).scenario.id;
      }
    }
    const done = id ? await completeScenario(tx, campaignId, id, bonus, options.at ?? new Date()) : null;
    // No such scenario in the campaign: the refusal throws (nothing was written).
    if (!done) return accepted(scenarioToComplete<never>(null));
    return done;
  });
}

// ----- Mutations (GM) -------------------------------------------------------------------------

const ScenarioPayload = payloadOf('ScenarioPayload', 'scenario', Scenario, 'The scenario as it now stands.');

const StartScenarioInput = inputType('StartScenarioInput', {
  campaignId: field.id(z.string(), 'The campaign; the caller must be its GM.'),
  title: field.string(titleSchema, 'The scenario’s title, 1–200 characters.'),
  participantIds: field.idList(participantsSchema, 'Characters of the campaign who play it.'),
});

inputMutation('startScenario', {
  type: ScenarioPayload,
  description: 'GM: start a scenario with its participants.',
  input: StartScenarioInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const { caller, campaignId, participants, participantIds, v } = await gmPlayInput(ctx, StartScenarioInput.schema, input);
    // One write: the scenario and its participants.
    const { scenario } = await insertScenario(ctx.db, campaignId, { title: v.title, participantIds, createdBy: caller.userId, at: ctx.clock.now() });
    playLoaders(ctx).scenarioParticipants.prime(scenario.id, participants);
    return { scenario: { ...scenario, viewerRole: 'GM' as const } };
  },
});

const CompleteScenarioInput = inputType('CompleteScenarioInput', {
  scenarioId: field.id(z.string(), 'The STARTED scenario; the caller must be the campaign’s GM.'),
  bonus: field.boolean(z.nullish(z.boolean()), 'The group did particularly well: +1 XP each (SMS §8). Default false.'),
});

inputMutation('completeScenario', {
  type: ScenarioPayload,
  description:
    'GM: the scenario is over. Each participant earns 1 XP (+1 with the bonus) at the next awards run, and may spend experience (SMS §8). Emits scenario.completed.',
  input: CompleteScenarioInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const found = await gmPlayRow(ctx, 'Scenario', input.scenarioId, readScenarioTable);
    const { scenario } = found;
    const v = validate(CompleteScenarioInput.schema, input);
    accepted(scenarioToComplete(scenario));
    // One write, guarded by "still STARTED": the status, the bonus and the event.
    const done = await completeStartedScenario(ctx.db, scenario.campaignId, scenario.id, v.bonus ?? false, ctx.clock.now());
    // Another request completed it between our read and our write.
    if (!done) refused(scenarioToComplete({ ...scenario, status: 'COMPLETED' }));
    // The participants as the write saw them (a webhook may have added some since our read).
    const seen = new Set(done.participantIds);
    if (found.participants.length === seen.size && found.participants.every((c) => seen.has(c.id))) playLoaders(ctx).scenarioParticipants.prime(scenario.id, found.participants);
    return { scenario: { ...done.scenario, viewerRole: 'GM' as const } };
  },
});
