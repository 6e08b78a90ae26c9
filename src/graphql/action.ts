/**
 * SMS action resolution at the table (SMS §2): the GM asks for an action (`requestAction`),
 * the player answers it (`resolveAction`) with the modules they declare, the server rolls, and
 * the roll goes into the character's hash-chained log with its outbox event, in one transaction.
 * `odds` and `previewAction` answer "what are my chances?" without rolling.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod';
import { type CharacterRow, type Role, canEdit, canSee } from '../db/access.js';
import { loadModules, type ModuleRow, retryOnConflict } from '../db/characters.js';
import { emitEvent } from '../db/outbox.js';
import { appendRoll, type RollRow } from '../db/rolls.js';
import { actionRequests, characters, memberships, modules } from '../db/schema.js';
import { readCharacterState } from '../db/state.js';
import { recordingRng, settleDie } from '../rules/dice.js';
import { type Stakes as StakesValue, odds as checkOdds, stakesForDie } from '../rules/sms/check.js';
import { type FatigueKind as FatigueKindValue, type HealthState, emptyHealth, fatigueModuleId, healthModules, isOutOfAction, woundModuleId } from '../rules/sms/health.js';
import { type ActionInput, type ActionOdds, type ActionResult as RulesActionResult, type DeclaredModule, oddsForAction, qualityName, resolveAction } from '../rules/sms/resolution.js';
import { type Violation, violation } from '../rules/violation.js';
import { requireCaller, requireEditableCharacter, requireMember } from './auth.js';
import { builder } from './builder.js';
import type { Context } from './context.js';
import { FatigueKind, Locale, Stakes, localized } from './enums.js';
import { conflict, MUTATION_ERRORS, forbidden, notFound, RuleViolation, validate } from './errors.js';
import { decodeId, encodeId, globalId } from './ids.js';
import { Module } from './module.js';
import { CharacterRef } from './refs.js';
import { Roll, rollLoaders, rollPayload, parseTimeCursor, timeCursor } from './roll.js';
import { User } from './user.js';

export type ActionRequestRow = typeof actionRequests.$inferSelect;

/** What `action_requests.details` holds for an SMS request. */
interface RequestDetails {
  /** Raw module uuids the GM ruled out for this action (SMS §2.1: the GM may refuse any). */
  excludedModuleIds?: string[];
  /** A quality shift the GM imposed; null/absent = the player chooses (SMS §2.7). */
  qualityShift?: number | null;
}

function detailsOf(row: ActionRequestRow): RequestDetails {
  return (row.details ?? {}) as RequestDetails;
}

const RULE_ONLY_PLAYERS = 'SMS §2.8: only players roll; the GM never rolls, NPC abilities are difficulties';
const RULE_GM_DIFFICULTY = 'SMS §2.4: the GM sets the difficulty';
const RULE_DECLARE = 'SMS §2.1: the player declares the modules involved; the GM may refuse any';
const RULE_QUALITY = 'SMS §2.7: the quality shift is −6, −4, −2, 0, +2, +4 or +6';
const RULE_ABSOLUTE = "SMS §2.7: on an absolute threshold a die below the GM's is a failure";
const RULE_ASSIST = 'SMS §2: an assistant adds +1 per module of theirs entering play';
const RULE_OUT = 'SMS §3: a mortal wound takes the character out';
const RULE_REQUEST = 'API: a request is answered once, by its character';

// ----- Results ----------------------------------------------------------------------------------

interface Breakdown {
  positives: number;
  negatives: number;
  absorbed: number;
  assistantsBonus: number;
  rawScore: number;
}

/** The API's ActionResult (API.md) with the breakdown; rebuilt from the roll log for old rolls. */
export interface ActionResultView {
  score: number;
  die: number;
  gmDie: number;
  automatic: boolean;
  impossible: boolean;
  roll: number | null;
  success: boolean;
  stakes: StakesValue;
  quality: number;
  probability: number;
  requestedShift: number;
  absolute: boolean;
  breakdown: Breakdown;
}

/** What a roll log entry of kind ACTION records as inputs (besides the character and request). */
interface ActionLogInputs {
  modules: { id: string; name: string; scope: number; polarity: string; rank: number; source: string | null }[];
  assistants: { characterId: string; name: string; modules: { id: string; name: string; rank: number }[] }[];
  resistiveAsPositive: string[];
  covers: Record<string, string[]>;
  difficulty: number;
  circumstances: number;
  absolute: boolean;
  qualityShift: number;
  gmDie: number;
  die: number;
  score: number;
  breakdown: Breakdown;
}

interface ActionLogOutcome {
  automatic: boolean;
  impossible: boolean;
  roll: number | null;
  success: boolean;
  stakes: StakesValue;
  quality: number;
  probability: number;
}

function pickBreakdown(b: Breakdown): Breakdown {
  return { positives: b.positives, negatives: b.negatives, absorbed: b.absorbed, assistantsBonus: b.assistantsBonus, rawScore: b.rawScore };
}

function viewOf(result: RulesActionResult): ActionResultView {
  return {
    score: result.score,
    die: result.die,
    gmDie: result.gmDie,
    automatic: result.automatic,
    impossible: result.impossible,
    roll: result.roll,
    success: result.success,
    stakes: result.stakes,
    quality: result.quality,
    probability: result.probability,
    requestedShift: result.requestedShift,
    absolute: result.threshold === 'ABSOLUTE',
    breakdown: pickBreakdown(result.breakdown),
  };
}

/** Rebuild an ActionResult from an ACTION roll log entry (null if the entry is not one, or is unreadable). */
export function actionResultFromRoll(row: RollRow): ActionResultView | null {
  if (row.kind !== 'ACTION') return null;
  const payload = rollPayload(row);
  const inputs = payload.inputs as Partial<ActionLogInputs> | undefined;
  const outcome = payload.outcome as Partial<ActionLogOutcome> | undefined;
  if (!inputs || !outcome || typeof inputs.score !== 'number' || typeof outcome.success !== 'boolean') return null;
  return {
    score: inputs.score,
    die: inputs.die ?? 0,
    gmDie: inputs.gmDie ?? 0,
    automatic: outcome.automatic ?? false,
    impossible: outcome.impossible ?? false,
    roll: outcome.roll ?? null,
    success: outcome.success,
    stakes: outcome.stakes ?? 'NONE',
    quality: outcome.quality ?? 0,
    probability: outcome.probability ?? 0,
    requestedShift: inputs.qualityShift ?? 0,
    absolute: inputs.absolute ?? false,
    breakdown: inputs.breakdown ?? { positives: 0, negatives: 0, absorbed: 0, assistantsBonus: 0, rawScore: 0 },
  };
}

const ActionBreakdown = builder.objectRef<Breakdown>('ActionBreakdown').implement({
  description: 'How the action score was made (SMS §2.2–§2.3, collaborative actions).',
  fields: (t) => ({
    positives: t.exposeInt('positives', { description: 'Σ ranks of the positive modules (and of resistives accepted as positive).' }),
    negatives: t.exposeInt('negatives', { description: 'Σ ranks of the negative modules declared (wounds and fatigue included), before absorption.' }),
    absorbed: t.exposeInt('absorbed', { description: 'Malus points the resistive modules absorbed.' }),
    assistantsBonus: t.exposeInt('assistantsBonus', { description: '+1 per assistant module entering play.' }),
    rawScore: t.exposeInt('rawScore', { description: 'positives − (negatives − absorbed) + assistantsBonus, before the floor at 1.' }),
  }),
});

export const ActionResult = builder.objectRef<ActionResultView>('ActionResult').implement({
  description: 'The outcome of an SMS action (SMS §2): the score against the die played, the roll if one was needed.',
  fields: (t) => ({
    score: t.exposeInt('score', { description: 'Action score, floored at 1 (SMS §2.2).' }),
    die: t.exposeInt('die', { description: 'The die played: the GM’s die moved by the quality shift.' }),
    gmDie: t.exposeInt('gmDie', { description: 'The GM’s die after circumstances, settled by the die arithmetic.' }),
    automatic: t.exposeBoolean('automatic', { description: 'Score ≥ die (or D0): success with no roll.' }),
    impossible: t.exposeBoolean('impossible', { description: 'A die above 12 the score does not reach: failure with no roll.' }),
    roll: t.exposeInt('roll', { nullable: true, description: 'The face rolled; null when no die was rolled.' }),
    success: t.exposeBoolean('success', { description: 'roll ≤ score, or automatic.' }),
    stakes: t.field({ type: Stakes, description: 'Consequence of the failure (SMS §2.6); NONE on a success.', resolve: (r) => r.stakes }),
    quality: t.exposeInt('quality', { description: 'Die played − GM’s die (−6 … +6): the quality achieved on a success, attempted on a failure.' }),
    qualityLabel: t.string({
      nullable: true,
      description: 'The quality’s name: dreadful, poor, bad, average, good, excellent, perfect.',
      args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) },
      resolve: (r, { locale }) => {
        const name = qualityName(r.quality);
        return name ? localized(name, locale) : null;
      },
    }),
    probability: t.exposeFloat('probability', { description: 'Chance of success before the roll.' }),
    requestedShift: t.exposeInt('requestedShift', { description: 'The quality shift asked for, before clamping.' }),
    absolute: t.exposeBoolean('absolute', { description: 'Absolute threshold: a die below the GM’s is a failure (SMS §2.7).' }),
    breakdown: t.field({ type: ActionBreakdown, resolve: (r) => r.breakdown }),
  }),
});

const ActionOddsRef = builder.objectRef<ActionOdds>('ActionOdds').implement({
  description: 'The odds of a declared action, with no roll (SMS §2.5).',
  fields: (t) => ({
    score: t.exposeInt('score'),
    die: t.exposeInt('die', { description: 'The die that would be played.' }),
    gmDie: t.exposeInt('gmDie'),
    automatic: t.exposeBoolean('automatic'),
    impossible: t.exposeBoolean('impossible'),
    probability: t.exposeFloat('probability'),
    quality: t.exposeInt('quality', { description: 'The quality a success would be worth.' }),
    requestedShift: t.exposeInt('requestedShift'),
    absolute: t.boolean({ resolve: (o) => o.threshold === 'ABSOLUTE' }),
    stakesOnFailure: t.field({ type: Stakes, resolve: (o) => o.stakesOnFailure }),
    breakdown: t.field({ type: ActionBreakdown, resolve: (o) => pickBreakdown(o.breakdown) }),
  }),
});

// ----- odds(score, die) -------------------------------------------------------------------------

type OddsView = ReturnType<typeof checkOdds> & { score: number };

const Odds = builder.objectRef<OddsView>('Odds').implement({
  description: 'Chances of a score against a die (SMS §2.5).',
  fields: (t) => ({
    score: t.exposeInt('score', { description: 'The score, floored at 1.' }),
    die: t.exposeInt('die', { description: 'The die after the die arithmetic (D3 → D4, 13 → 14, below 1 → D0).' }),
    automatic: t.exposeBoolean('automatic', { description: 'Score ≥ die, or D0: no roll.' }),
    impossible: t.exposeBoolean('impossible', { description: 'A die above 12 the score does not reach.' }),
    probability: t.exposeFloat('probability'),
    stakesOnFailure: t.field({ type: Stakes, resolve: (o) => (o.automatic ? 'NONE' : stakesForDie(o.die)) }),
  }),
});

builder.queryField('odds', (t) =>
  t.field({
    type: Odds,
    description: 'The chances of an action score against a difficulty die (SMS §2.5). The die goes through the die arithmetic: D3 → D4, 13 → 14.',
    args: { score: t.arg.int(), die: t.arg.int() },
    resolve: (_root, { score, die }) => ({ ...checkOdds(score, die), score: Math.max(1, score) }),
  }),
);

// ----- Action requests --------------------------------------------------------------------------

export const ActionRequestStatus = builder.enumType('ActionRequestStatus', {
  values: ['OPEN', 'RESOLVED', 'CANCELLED'] as const,
  description: 'OPEN until the player answers it (RESOLVED) or the GM withdraws it (CANCELLED).',
});

interface RequestLoaders {
  requests: DataLoader<string, ActionRequestRow | null>;
}
const requestLoadersByContext = new WeakMap<Context, RequestLoaders>();
function requestLoaders(ctx: Context): RequestLoaders {
  let loaders = requestLoadersByContext.get(ctx);
  if (!loaders) {
    loaders = {
      requests: new DataLoader(async (ids) => {
        const rows = await ctx.db.select().from(actionRequests).where(inArray(actionRequests.id, [...ids]));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
    };
    requestLoadersByContext.set(ctx, loaders);
  }
  return loaders;
}

export const ActionRequest = builder.objectRef<ActionRequestRow>('ActionRequest');

builder.node(ActionRequest, {
  description: 'An action the GM asked a PC for: the difficulty die, the threshold, the modules ruled out. The player answers it with `resolveAction`.',
  id: { resolve: (r) => r.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows = await ctx.db
      .select({ request: actionRequests, character: characters, role: memberships.role })
      .from(actionRequests)
      .innerJoin(characters, eq(characters.id, actionRequests.characterId))
      .leftJoin(memberships, and(eq(memberships.campaignId, actionRequests.campaignId), eq(memberships.userId, ctx.caller.userId)))
      .where(eq(actionRequests.id, id))
      .limit(1);
    const row = rows[0];
    return row && canSee(row.character, row.role ?? null) ? row.request : null;
  },
  fields: (t) => ({
    character: t.field({ type: CharacterRef, resolve: async (r, _args, ctx) => (await rollLoaders(ctx).characters.load(r.characterId))! }),
    requestedBy: t.field({ type: User, nullable: true, resolve: (r, _args, ctx) => (r.requestedBy ? ctx.loaders.users.load(r.requestedBy) : null) }),
    difficulty: t.exposeInt('difficulty', { nullable: true, description: 'SMS: the difficulty die, settled (D3 → D4).' }),
    stakesOnFailure: t.field({
      type: Stakes,
      nullable: true,
      description: 'SMS §2.6: what a failure on this die risks (before any quality shift).',
      resolve: (r) => (r.difficulty === null ? null : r.difficulty === 0 ? 'NONE' : stakesForDie(r.difficulty)),
    }),
    absolute: t.exposeBoolean('absolute', { description: 'Absolute threshold (jumping a crevasse): a lower die fails. Relative (cooking a stew): a lower die gives a lower quality.' }),
    threshold: t.exposeInt('threshold', { nullable: true, description: 'Ylnies: the threshold for 4d6 + characteristic + skill.' }),
    qualityShift: t.int({
      nullable: true,
      description: 'A quality shift the GM imposed; null when the player chooses (SMS §2.7).',
      resolve: (r) => detailsOf(r).qualityShift ?? null,
    }),
    note: t.exposeString('note', { nullable: true }),
    excludedModuleIds: t.idList({ description: 'Modules the GM ruled out for this action (SMS §2.1).', resolve: (r) => (detailsOf(r).excludedModuleIds ?? []).map((id) => encodeId('Module', id)) }),
    excludedModules: t.field({
      type: [Module],
      description: 'Modules the GM ruled out for this action (SMS §2.1), still on the sheet.',
      resolve: async (r, _args, ctx) => {
        const excluded = new Set(detailsOf(r).excludedModuleIds ?? []);
        if (excluded.size === 0) return [];
        return (await ctx.loaders.modules.load(r.characterId)).filter((m) => excluded.has(m.id));
      },
    }),
    status: t.field({ type: ActionRequestStatus, resolve: (r) => r.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.resolvedAt }),
    roll: t.field({ type: Roll, nullable: true, description: 'The roll log entry that answered it.', resolve: (r, _args, ctx) => (r.rollId ? rollLoaders(ctx).rolls.load(r.rollId) : null) }),
    result: t.field({
      type: ActionResult,
      nullable: true,
      description: 'The outcome, once RESOLVED.',
      resolve: async (r, _args, ctx) => {
        if (!r.rollId) return null;
        const roll = await rollLoaders(ctx).rolls.load(r.rollId);
        return roll ? actionResultFromRoll(roll) : null;
      },
    }),
  }),
});

builder.objectField(Roll, 'request', (t) =>
  t.field({
    type: ActionRequest,
    nullable: true,
    description: 'The GM’s request this roll answered, if any.',
    resolve: (r, _args, ctx) => (r.requestId ? requestLoaders(ctx).requests.load(r.requestId) : null),
  }),
);

builder.objectField(Roll, 'action', (t) =>
  t.field({
    type: ActionResult,
    nullable: true,
    description: 'For an ACTION roll: the result as `resolveAction` returned it.',
    resolve: (r) => actionResultFromRoll(r),
  }),
);

builder.objectField(CharacterRef, 'actionRequests', (t) =>
  t.connection({
    type: ActionRequest,
    description: 'Actions the GM asked this character for, newest first; filter on `status` (OPEN: what the player has to answer).',
    args: { status: t.arg({ type: ActionRequestStatus, required: false }) },
    resolve: (c, args, ctx) =>
      resolveCursorConnection({ args, toCursor: timeCursor }, async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
        const a = parseTimeCursor(after);
        const b = parseTimeCursor(before);
        const conditions = [eq(actionRequests.characterId, c.id)];
        if (args.status) conditions.push(eq(actionRequests.status, args.status));
        if (a) conditions.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) < (${a.at}::timestamptz, ${a.id}::uuid)`);
        if (b) conditions.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) > (${b.at}::timestamptz, ${b.id}::uuid)`);
        return ctx.db
          .select()
          .from(actionRequests)
          .where(and(...conditions))
          .orderBy(...(inverted ? [asc(actionRequests.createdAt), asc(actionRequests.id)] : [desc(actionRequests.createdAt), desc(actionRequests.id)]))
          .limit(limit);
      }),
  }),
);

const ActionRequestPayload = builder.objectRef<{ request: ActionRequestRow }>('ActionRequestPayload').implement({
  fields: (t) => ({ request: t.field({ type: ActionRequest, resolve: (p) => p.request }) }),
});

const RequestActionInput = builder.inputType('RequestActionInput', {
  fields: (t) => ({
    characterId: t.id({ description: 'The PC who must act.' }),
    difficulty: t.int({ required: false, description: 'SMS: the difficulty in die points (D8 = 8), circumstances included; settled by the die arithmetic (3 → D4, 13 → D14).' }),
    threshold: t.int({ required: false, description: 'Ylnies: the threshold to reach.' }),
    absolute: t.boolean({
      required: false,
      description: 'SMS §2.7: true (default) = absolute threshold, a lower die fails; false = relative, a lower die succeeds with a lower quality.',
    }),
    note: t.string({ required: false, description: 'What the GM asks, for the player to read.' }),
    excludedModuleIds: t.idList({ required: false, description: 'Modules of the character the GM rules out for this action (SMS §2.1).' }),
    qualityShift: t.int({ required: false, description: 'Impose a quality shift (−6 … +6, even); leave it out to let the player choose.' }),
  }),
});

const shiftSchema = z.number().int().min(-6).max(6);

const requestSchema = z.object({
  characterId: z.string(),
  difficulty: z.number().int().min(-100).max(100).nullish(),
  threshold: z.number().int().min(-100).max(200).nullish(),
  absolute: z.boolean().nullish(),
  note: z.string().trim().max(2000).nullish(),
  excludedModuleIds: z.array(globalId('Module')).max(200).nullish(),
  qualityShift: shiftSchema.nullish(),
});

function checkShift(shift: number, absolute: boolean): Violation[] {
  if (shift % 2 !== 0) return [violation('BAD_QUALITY_SHIFT', RULE_QUALITY, `quality shift ${shift} is not one of −6…+6 (even)`)];
  if (absolute && shift < 0) return [violation('LOWER_DIE_ON_ABSOLUTE_THRESHOLD', RULE_ABSOLUTE, `a shift of ${shift} on an absolute threshold can only fail`)];
  return [];
}

function checkCanAct(character: CharacterRow): void {
  if (character.kind === 'NPC') throw new RuleViolation('NPC_DOES_NOT_ROLL', `${character.name} is an NPC: the GM never rolls, an NPC’s ability is a difficulty.`, RULE_ONLY_PLAYERS);
}

builder.mutationField('requestAction', (t) =>
  t.field({
    type: ActionRequestPayload,
    description:
      'GM only: ask a PC for an action. SMS: the difficulty die (settled), absolute or relative threshold, modules ruled out, optionally an imposed quality shift. The player answers with `resolveAction(requestId:)`.',
    args: { input: t.arg({ type: RequestActionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { caller, character } = await requireEditableCharacter(ctx, input.characterId, 'GM');
      const v = validate(requestSchema, input);
      checkCanAct(character);
      const absolute = v.absolute ?? true;
      const violations: Violation[] = [];
      if (character.ruleset === 'SMS') {
        if (v.difficulty == null) violations.push(violation('DIFFICULTY_REQUIRED', RULE_GM_DIFFICULTY, 'an SMS request needs a difficulty die'));
        if (v.threshold != null) violations.push(violation('THRESHOLD_IS_YLNIES', RULE_GM_DIFFICULTY, 'SMS difficulties are dice: use `difficulty`, not `threshold`'));
        if (v.qualityShift != null) violations.push(...checkShift(v.qualityShift, absolute));
      } else {
        if (v.threshold == null) violations.push(violation('THRESHOLD_REQUIRED', 'Ylnies: a test is 4d6 + characteristic + skill against a threshold', 'a Ylnies request needs a threshold'));
        if (v.difficulty != null || v.qualityShift != null || (v.excludedModuleIds?.length ?? 0) > 0) {
          violations.push(violation('NOT_SMS', 'Ylnies: a test is 4d6 + characteristic + skill against a threshold', 'difficulty dice, quality shifts and modules are SMS'));
        }
      }
      const excluded = [...new Set(v.excludedModuleIds ?? [])];
      if (excluded.length > 0) {
        const own = new Set(((await loadModules(ctx.db, [character.id])).get(character.id) ?? []).map((m) => m.id));
        for (const id of excluded) {
          if (!own.has(id)) violations.push(violation('MODULE_NOT_ON_SHEET', RULE_DECLARE, `module ${encodeId('Module', id)} is not on ${character.name}’s sheet`));
        }
      }
      if (violations.length) throw RuleViolation.from(violations);
      const details: RequestDetails = { excludedModuleIds: excluded, qualityShift: v.qualityShift ?? null };
      // The request and its event land together, so a player's app can be told to answer it.
      const row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
        .insert(actionRequests)
        .values({
          campaignId: character.campaignId,
          characterId: character.id,
          requestedBy: caller.userId,
          difficulty: v.difficulty == null ? null : settleDie(v.difficulty),
          absolute,
          threshold: v.threshold ?? null,
          details: details as Record<string, unknown>,
          note: v.note || null,
          createdAt: ctx.clock.now(),
        })
        .returning();
        await emitEvent(
          tx,
          character.campaignId,
          'action.requested',
          { requestId: encodeId('ActionRequest', inserted!.id), characterId: encodeId('Character', character.id), difficulty: inserted!.difficulty, threshold: inserted!.threshold, absolute },
          ctx.clock.now(),
        );
        return inserted!;
      });
      return { request: row };
    },
  }),
);

const CancelActionRequestInput = builder.inputType('CancelActionRequestInput', { fields: (t) => ({ requestId: t.id() }) });

async function loadRequest(ctx: Context, requestGlobalId: unknown): Promise<ActionRequestRow> {
  const id = decodeId('ActionRequest', requestGlobalId);
  if (!id) throw notFound('action request');
  const [row] = await ctx.db.select().from(actionRequests).where(eq(actionRequests.id, id)).limit(1);
  if (!row) throw notFound('action request');
  return row;
}

builder.mutationField('cancelActionRequest', (t) =>
  t.field({
    type: ActionRequestPayload,
    description: 'GM only: withdraw an OPEN request; it can no longer be answered.',
    args: { input: t.arg({ type: CancelActionRequestInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      requireCaller(ctx);
      const request = await loadRequest(ctx, input.requestId);
      await requireMember(ctx, encodeId('Campaign', request.campaignId), 'GM');
      // Conditional on OPEN: a request being answered right now is either resolved or cancelled, never both.
      const [row] = await ctx.db
        .update(actionRequests)
        .set({ status: 'CANCELLED', resolvedAt: ctx.clock.now() })
        .where(and(eq(actionRequests.id, request.id), eq(actionRequests.status, 'OPEN')))
        .returning();
      if (!row) throw requestNotOpen(request.status);
      return { request: row };
    },
  }),
);

function requestNotOpen(status: string): RuleViolation {
  return new RuleViolation('REQUEST_NOT_OPEN', `This request is ${status.toLowerCase()}: it can no longer be answered.`, RULE_REQUEST);
}

// ----- Declaring and resolving an action --------------------------------------------------------

const AssistantInput = builder.inputType('AssistantInput', {
  description: 'A PC helping (SMS §2 collaborative actions): +1 per module of theirs entering play, whatever its rank.',
  fields: (t) => ({
    characterId: t.id(),
    moduleIds: t.idList({ description: 'The assistant’s positive modules that enter play.' }),
  }),
});

const ResistiveCoverInput = builder.inputType('ResistiveCoverInput', {
  description:
    'Which declared negatives a declared resistive module absorbs from (SMS §2.3: pain resistance covers wounds). Without one, a resistive covers every declared negative.',
  fields: (t) => ({
    moduleId: t.id({ description: 'The declared resistive module.' }),
    moduleIds: t.idList({ required: false, description: 'Declared negative modules it covers.' }),
    woundIds: t.idList({ required: false, description: 'Declared wounds it covers.' }),
    fatigueKinds: t.field({ type: [FatigueKind], required: false, description: 'Declared fatigue it covers.' }),
  }),
});

const ResolveActionInput = builder.inputType('ResolveActionInput', {
  description:
    'An action declared for a PC. The GM passes `difficulty` (and may resolve for any PC of the campaign); a player passes the `requestId` of the GM’s OPEN request for their own PC, whose difficulty and threshold the GM set.',
  fields: (t) => ({
    characterId: t.id(),
    moduleIds: t.idList({ description: 'The character’s modules that enter play, positive, negative and resistive (SMS §2.1).' }),
    difficulty: t.int({ required: false, description: 'GM only, without a request: the difficulty in die points (D8 = 8).' }),
    circumstances: t.int({ required: false, description: 'GM only, without a request: die points added by the circumstances; settled once with the difficulty.' }),
    absolute: t.boolean({ required: false, description: 'GM only, without a request: absolute threshold (default true) or relative (SMS §2.7).' }),
    qualityShift: t.int({ required: false, description: 'The die the player plays instead of the GM’s: −6 … +6, even (SMS §2.7).' }),
    requestId: t.id({ required: false, description: 'The GM’s request this answers; required for players.' }),
    assistants: t.field({ type: [AssistantInput], required: false }),
    resistiveAsPositive: t.idList({ required: false, description: 'Declared resistive modules the GM accepts as positive for this action (SMS §2.3).' }),
    resistiveCovers: t.field({ type: [ResistiveCoverInput], required: false }),
    woundIds: t.idList({ required: false, description: 'Wounds that weigh on the action (their malus counts as a negative module, SMS §3).' }),
    fatigueKinds: t.field({ type: [FatigueKind], required: false, description: 'Fatigue that weighs on the action (each level −1, SMS §3).' }),
  }),
});

const fatigueKindSchema = z.enum(['PASSING', 'LASTING', 'PERSISTENT']);
const woundIdSchema = z.string().min(1).max(100);

const actionSchema = z.object({
  characterId: z.string(),
  moduleIds: z.array(globalId('Module')).max(100),
  difficulty: z.number().int().min(-100).max(100).nullish(),
  circumstances: z.number().int().min(-36).max(36).nullish(),
  absolute: z.boolean().nullish(),
  qualityShift: shiftSchema.nullish(),
  requestId: z.string().nullish(),
  assistants: z
    .array(z.object({ characterId: globalId('Character'), moduleIds: z.array(globalId('Module')).max(100) }))
    .max(20)
    .nullish(),
  resistiveAsPositive: z.array(globalId('Module')).max(100).nullish(),
  resistiveCovers: z
    .array(
      z.object({
        moduleId: globalId('Module'),
        moduleIds: z.array(globalId('Module')).max(100).nullish(),
        woundIds: z.array(woundIdSchema).max(100).nullish(),
        fatigueKinds: z.array(fatigueKindSchema).max(3).nullish(),
      }),
    )
    .max(100)
    .nullish(),
  woundIds: z.array(woundIdSchema).max(100).nullish(),
  fatigueKinds: z.array(fatigueKindSchema).max(3).nullish(),
});
type ActionArgs = z.output<typeof actionSchema>;

/**
 * Who acts, and on whose request: checked before the input is validated (API.md). One query
 * reads the character, the caller's role and the request together.
 */
async function authorizeAction(ctx: Context, input: { characterId: unknown; requestId?: unknown }) {
  const caller = requireCaller(ctx);
  const characterId = decodeId('Character', input.characterId);
  if (!characterId) throw notFound('character');
  const requestId = input.requestId == null ? null : decodeId('ActionRequest', input.requestId);
  if (input.requestId != null && !requestId) throw notFound('action request');
  const [found] = await ctx.db
    .select({ character: characters, role: memberships.role, request: actionRequests })
    .from(characters)
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, caller.userId)))
    .leftJoin(actionRequests, requestId ? eq(actionRequests.id, requestId) : sql`false`)
    .where(eq(characters.id, characterId))
    .limit(1);
  if (!found) throw notFound('character');
  const { character, role } = found;
  if (!role || !canEdit(character, role, caller.userId)) throw forbidden('You may only act for your own characters.');
  const request = found.request;
  if (requestId) {
    if (!request || request.campaignId !== character.campaignId) throw notFound('action request');
    if (request.characterId !== character.id) {
      if (role !== 'GM') throw forbidden('This request was made to another character.');
      throw new RuleViolation('REQUEST_FOR_ANOTHER_CHARACTER', 'This request was made to another character.', RULE_REQUEST);
    }
  }
  return { caller, character, role, request: requestId ? request : null };
}

/** The acting character and its assistants, fresh, each with its modules in sheet order: one query. */
async function loadSheets(ctx: Context, ids: string[]): Promise<Map<string, { character: CharacterRow; modules: ModuleRow[] }>> {
  const rows = await ctx.db
    .select({ character: characters, module: modules })
    .from(characters)
    .leftJoin(modules, eq(modules.characterId, characters.id))
    .where(inArray(characters.id, ids))
    .orderBy(asc(characters.id), asc(modules.position), asc(modules.createdAt));
  const sheets = new Map<string, { character: CharacterRow; modules: ModuleRow[] }>();
  for (const row of rows) {
    const sheet = sheets.get(row.character.id) ?? { character: row.character, modules: [] };
    sheets.set(row.character.id, sheet);
    if (row.module) sheet.modules.push(row.module);
  }
  return sheets;
}

interface PreparedAction {
  input: ActionInput;
  log: Omit<ActionLogInputs, 'gmDie' | 'die' | 'score' | 'breakdown'>;
}

/**
 * Turn what the caller declared into the rules core's input, checking it against the sheet,
 * the request and SMS §2 first. `mode` = preview lets a player try a difficulty of their own.
 */
async function prepareAction(
  ctx: Context,
  v: ActionArgs,
  who: { character: CharacterRow; role: Role; request: ActionRequestRow | null },
  mode: 'resolve' | 'preview',
): Promise<PreparedAction> {
  const { character, role, request } = who;
  if (character.ruleset !== 'SMS') throw new RuleViolation('NOT_SMS', 'resolveAction resolves SMS actions.', 'SMS §2: action resolution');
  checkCanAct(character);
  const violations: Violation[] = [];

  // Difficulty, threshold and shift: from the request, or from the GM.
  let difficulty: number;
  let circumstances = 0;
  let absolute: boolean;
  let qualityShift = v.qualityShift ?? 0;
  let excluded = new Set<string>();
  if (request) {
    if (request.status !== 'OPEN') throw requestNotOpen(request.status);
    if (request.difficulty === null) throw new RuleViolation('NOT_SMS', 'This request is not an SMS action.', 'SMS §2: action resolution');
    if (v.difficulty != null || v.circumstances != null || v.absolute != null) {
      violations.push(violation('DIFFICULTY_SET_BY_REQUEST', RULE_GM_DIFFICULTY, 'the request already sets the difficulty, circumstances and threshold'));
    }
    difficulty = request.difficulty;
    absolute = request.absolute;
    const details = detailsOf(request);
    excluded = new Set(details.excludedModuleIds ?? []);
    if (details.qualityShift != null) {
      if (v.qualityShift != null && v.qualityShift !== details.qualityShift) {
        violations.push(violation('QUALITY_SHIFT_SET_BY_GM', RULE_QUALITY, `the GM imposed a quality shift of ${details.qualityShift}`));
      }
      qualityShift = details.qualityShift;
    }
  } else if (role === 'GM' || mode === 'preview') {
    if (v.difficulty == null) throw new RuleViolation('DIFFICULTY_REQUIRED', 'Give the difficulty die (or answer a request).', RULE_GM_DIFFICULTY);
    difficulty = v.difficulty;
    circumstances = v.circumstances ?? 0;
    absolute = v.absolute ?? true;
  } else if (v.difficulty != null || v.circumstances != null || v.absolute != null) {
    throw new RuleViolation('ONLY_GM_SETS_DIFFICULTY', 'Only the GM sets the difficulty: answer the GM’s request.', RULE_GM_DIFFICULTY);
  } else {
    throw new RuleViolation('REQUEST_REQUIRED', 'A player rolls to answer the GM’s request: pass its `requestId`.', RULE_GM_DIFFICULTY);
  }

  // One read for the sheet and every assistant's (fresh, not through the request's loader).
  const assistants = v.assistants ?? [];
  const sheets = await loadSheets(ctx, [...new Set([character.id, ...assistants.map((a) => a.characterId)])]);
  const health = readCharacterState<HealthState>(sheets.get(character.id)?.character ?? character, 'health', emptyHealth);
  if (isOutOfAction(health)) throw new RuleViolation('CHARACTER_OUT_OF_ACTION', `${character.name} is out of action.`, RULE_OUT);

  const own = new Map((sheets.get(character.id)?.modules ?? []).map((m) => [m.id, m]));
  const declared: ModuleRow[] = [];
  for (const id of v.moduleIds) {
    const m = own.get(id);
    if (!m) violations.push(violation('MODULE_NOT_ON_SHEET', RULE_DECLARE, `module ${encodeId('Module', id)} is not on ${character.name}’s sheet`));
    else if (excluded.has(id)) violations.push(violation('MODULE_RULED_OUT', RULE_DECLARE, `the GM ruled out “${m.name}” for this action`));
    else declared.push(m);
  }

  const woundIds = [...new Set(v.woundIds ?? [])];
  const fatigueKinds = [...new Set(v.fatigueKinds ?? [])] as FatigueKindValue[];
  for (const id of woundIds) {
    if (!health.wounds.some((w) => w.id === id && w.rank > 0)) violations.push(violation('UNKNOWN_WOUND', 'SMS §3: a wound is a negative module', `${character.name} has no wound ${id}`));
  }
  for (const kind of fatigueKinds) {
    if (health.fatigue[kind] <= 0) violations.push(violation('NO_FATIGUE', 'SMS §3: each fatigue level is −1', `${character.name} has no ${kind.toLowerCase()} fatigue`));
  }
  const healthDeclared = woundIds.length || fatigueKinds.length ? healthModules(health, { woundIds, fatigueKinds }) : [];

  // Which negatives each resistive covers (ids as the rules core sees them).
  const covers: Record<string, string[]> = {};
  for (const c of v.resistiveCovers ?? []) {
    if (!declared.some((m) => m.id === c.moduleId)) {
      violations.push(violation('COVER_OF_UNDECLARED_MODULE', RULE_DECLARE, `module ${encodeId('Module', c.moduleId)} is not declared for this action`));
      continue;
    }
    covers[c.moduleId] = [
      ...(covers[c.moduleId] ?? []),
      ...(c.moduleIds ?? []),
      ...(c.woundIds ?? []).map((id) => woundModuleId({ id })),
      ...(c.fatigueKinds ?? []).map((k) => fatigueModuleId(k)),
    ];
  }

  // Assistants: other PCs of the campaign, each bringing +1 per positive module entering play.
  const assistantCounts: { modulesEnteringPlay: number }[] = [];
  const assistantLog: ActionLogInputs['assistants'] = [];
  const seen = new Set<string>();
  for (const a of assistants) {
    const row = sheets.get(a.characterId)?.character;
    const label = encodeId('Character', a.characterId);
    if (a.characterId === character.id) {
      violations.push(violation('SELF_ASSIST', RULE_ASSIST, 'a character cannot assist itself'));
      continue;
    }
    if (seen.has(a.characterId)) {
      violations.push(violation('DUPLICATE_ASSISTANT', RULE_ASSIST, `${label} is listed twice`));
      continue;
    }
    seen.add(a.characterId);
    if (!row || row.campaignId !== character.campaignId || row.kind !== 'PC' || row.ruleset !== 'SMS') {
      violations.push(violation('ASSISTANT_NOT_A_PC', RULE_ONLY_PLAYERS, `${label} is not a PC of this campaign`));
      continue;
    }
    if (isOutOfAction(readCharacterState<HealthState>(row, 'health', emptyHealth))) {
      violations.push(violation('ASSISTANT_OUT_OF_ACTION', RULE_OUT, `${row.name} is out of action`));
      continue;
    }
    const theirs = new Map((sheets.get(row.id)?.modules ?? []).map((m) => [m.id, m]));
    const entering: { id: string; name: string; rank: number }[] = [];
    for (const id of new Set(a.moduleIds)) {
      const m = theirs.get(id);
      if (!m) violations.push(violation('MODULE_NOT_ON_SHEET', RULE_DECLARE, `module ${encodeId('Module', id)} is not on ${row.name}’s sheet`));
      else if (m.polarity !== 'POSITIVE') violations.push(violation('ASSISTANT_MODULE_NOT_POSITIVE', RULE_ASSIST, `“${m.name}” of ${row.name} does not help`));
      else entering.push({ id: encodeId('Module', m.id), name: m.name, rank: m.rank });
    }
    assistantCounts.push({ modulesEnteringPlay: entering.length });
    assistantLog.push({ characterId: label, name: row.name, modules: entering });
  }

  if (violations.length) throw RuleViolation.from(violations);

  const rulesModules: DeclaredModule[] = [
    ...declared.map((m) => ({
      id: m.id,
      name: m.name,
      scope: m.scope,
      polarity: m.polarity,
      rank: m.rank,
      source: m.source,
      ...(covers[m.id] ? { covers: covers[m.id] } : {}),
    })),
    ...healthDeclared,
  ];
  const resistiveAsPositive = [...new Set(v.resistiveAsPositive ?? [])];
  const logId = (id: string) => (own.has(id) ? encodeId('Module', id) : id);
  return {
    input: {
      modules: rulesModules,
      difficulty,
      circumstances,
      qualityShift,
      threshold: absolute ? 'ABSOLUTE' : 'RELATIVE',
      assistants: assistantCounts,
      resistiveAsPositive,
    },
    log: {
      modules: rulesModules.map((m) => ({ id: logId(m.id), name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: m.source ?? null })),
      assistants: assistantLog,
      resistiveAsPositive: resistiveAsPositive.map((id) => encodeId('Module', id)),
      covers: Object.fromEntries(Object.entries(covers).map(([k, list]) => [encodeId('Module', k), list.map(logId)])),
      difficulty,
      circumstances,
      absolute,
      qualityShift,
    },
  };
}

const ResolveActionPayload = builder.objectRef<{ result: ActionResultView; roll: RollRow }>('ResolveActionPayload').implement({
  description: 'The action’s outcome and the roll log entry that keeps it.',
  fields: (t) => ({
    result: t.field({ type: ActionResult, resolve: (p) => p.result }),
    roll: t.field({ type: Roll, resolve: (p) => p.roll }),
  }),
});

builder.mutationField('resolveAction', (t) =>
  t.field({
    type: ResolveActionPayload,
    description:
      'Resolve a PC’s action (SMS §2; only players roll, §2.8). The GM passes `difficulty` and may resolve for any PC of the campaign; a player answers the GM’s OPEN request for their own PC (`requestId`). The server rolls; the roll is kept in the character’s log, and the request becomes RESOLVED, in one transaction.',
    args: { input: t.arg({ type: ResolveActionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const who = await authorizeAction(ctx, input);
      const v = validate(actionSchema, input);
      const prepared = await prepareAction(ctx, v, who, 'resolve');
      // Roll once, before writing: a retry after a lost race for the log's next place re-appends
      // the same faces instead of rolling again.
      const dice = recordingRng(ctx.rng);
      const resolved = resolveAction(dice, prepared.input);
      if (!resolved.ok) throw RuleViolation.from(resolved.violations);
      const result = viewOf(resolved.value);
      const { character, request, caller } = who;
      const at = ctx.clock.now();
      const inputs: ActionLogInputs = { ...prepared.log, gmDie: result.gmDie, die: result.die, score: result.score, breakdown: result.breakdown };
      const outcome: ActionLogOutcome = {
        automatic: result.automatic,
        impossible: result.impossible,
        roll: result.roll,
        success: result.success,
        stakes: result.stakes,
        quality: result.quality,
        probability: result.probability,
      };
      const roll = await retryOnConflict(
        () =>
          ctx.db.transaction(async (tx) => {
            const row = await appendRoll(tx, {
              campaignId: character.campaignId,
              characterId: character.id,
              kind: 'ACTION',
              inputs,
              faces: dice.faces,
              outcome,
              requestedBy: caller.userId,
              requestId: request?.id ?? null,
              at,
            });
            if (request) {
              // Conditional on OPEN: of two answers racing, only one resolves the request.
              const done = await tx
                .update(actionRequests)
                .set({ status: 'RESOLVED', rollId: row.id, resolvedAt: at })
                .where(and(eq(actionRequests.id, request.id), eq(actionRequests.status, 'OPEN')))
                .returning({ id: actionRequests.id });
              if (!done[0]) throw requestNotOpen('already answered or cancelled');
            }
            await emitEvent(
              tx,
              character.campaignId,
              'roll.resolved',
              {
                rollId: encodeId('Roll', row.id),
                characterId: encodeId('Character', character.id),
                seq: row.seq,
                kind: 'ACTION',
                requestId: request ? encodeId('ActionRequest', request.id) : null,
                requestedBy: encodeId('User', caller.userId),
                score: result.score,
                die: result.die,
                roll: result.roll,
                success: result.success,
                stakes: result.stakes,
                quality: result.quality,
              },
              at,
            );
            return row;
          }),
        conflict,
        // Every racer but one loses each round, so allow about as many rounds as a table has players.
        12,
      );
      return { result, roll };
    },
  }),
);

builder.queryField('previewAction', (t) =>
  t.field({
    type: ActionOddsRef,
    description:
      'The odds of a declared action, with no roll and nothing written (SMS §2.5). Same input and checks as `resolveAction`, except that a player may try a difficulty of their own for their PC.',
    args: { input: t.arg({ type: ResolveActionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    complexity: 5,
    resolve: async (_root, { input }, ctx) => {
      const who = await authorizeAction(ctx, input);
      const v = validate(actionSchema, input);
      const prepared = await prepareAction(ctx, v, who, 'preview');
      const previewed = oddsForAction(prepared.input);
      if (!previewed.ok) throw RuleViolation.from(previewed.violations);
      return previewed.value;
    },
  }),
);
