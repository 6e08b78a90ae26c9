/**
 * The GM's side of an action (SMS §2.4, §2.8): `requestAction` asks a PC for an action at a
 * difficulty, `cancelActionRequest` withdraws it, and `ActionRequest` is what the player's app
 * reads before answering with `resolveAction` (action-resolution.ts).
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import * as z from 'zod/mini';
import { canSee } from '../../db/access.js';
import {
  type ActionRequestRow,
  actionRequestsByIds,
  cancelRequestWithEvent,
  characterRequestsPage,
  insertRequestWithEvent,
  readRequestTarget,
  readRequestWithRole,
  requestersOfPage,
  requestWithCharacterAndRoll,
} from '../../db/action-requests.js';
import { rolls } from '../../db/schema.js';
import { settleDie } from '../../rules/dice.js';
import { stakesForDie } from '../../rules/sms/check.js';
import { requestNotOpen } from '../../rules/sms/declaration.js';
import { checkActionRequest } from '../../rules/sms/request.js';
import { ActionResult, actionResultFromRoll } from './action-result.js';
import { refuseUnlessEditable, requireCaller, requireRole } from '../auth.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { Stakes } from '../enums.js';
import { notFound, refuse, validate, accepted } from '../errors.js';
import { decodeId, encodeId, globalId } from '../../primitives/ids.js';
import { Module } from './module.js';
import { CharacterRef } from '../refs.js';
import { Roll, rollPageExtras, parseTimeCursor, timeCursor } from '../rolls/roll.js';
import { USER_FIELDS, asksFor } from '../lookahead.js';
import { User } from '../campaign/user.js';
import { field, inputType } from '../input.js';
import { inputMutation, inputOf, payloadOf } from '../mutation.js';

export type { ActionRequestRow };

/** What `action_requests.details` holds for an SMS request. */
export interface RequestDetails {
  /** Raw module uuids the GM ruled out for this action (SMS §2.1: the GM may refuse any). */
  excludedModuleIds?: string[];
  /** A quality shift the GM imposed; null/absent = the player chooses (SMS §2.7). */
  qualityShift?: number | null;
}

export function detailsOf(row: ActionRequestRow): RequestDetails {
  return (row.details ?? {}) as RequestDetails;
}

/** A quality shift's range as input (−6 … +6): a request's imposed one, an action's (action-declaration.ts). */
export const shiftSchema = z.int().check(z.minimum(-6), z.maximum(6));

export const ActionRequestStatus = builder.enumType('ActionRequestStatus', {
  values: {
    OPEN: { description: 'Waiting for the player to answer it (`resolveAction`, or the Ylnies test).' },
    RESOLVED: { description: 'Answered: `roll` and `actionResult` hold the outcome.' },
    CANCELLED: { description: 'Withdrawn by the GM: it can no longer be answered.' },
  } as const,
  description: 'OPEN until the player answers it (RESOLVED) or the GM withdraws it (CANCELLED).',
});

/** Action requests by id (`Roll.request`), one loader per GraphQL request; a page of rolls primes it. */
const requestLoaders = new WeakMap<Context, DataLoader<string, ActionRequestRow | null>>();
function requestLoader(ctx: Context): DataLoader<string, ActionRequestRow | null> {
  let loader = requestLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await ctx.loaders.read(actionRequestsByIds(ctx.db, ids));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    });
    requestLoaders.set(ctx, loader);
  }
  return loader;
}

export const ActionRequest = builder.objectRef<ActionRequestRow>('ActionRequest');

/** A resolved request's outcome, from the roll that answered it. */
async function resultOfRequest(r: ActionRequestRow, _args: unknown, ctx: Context) {
  if (!r.rollId) return null;
  const roll = await ctx.loaders.rolls.load(r.rollId);
  return roll ? actionResultFromRoll(roll) : null;
}

builder.node(ActionRequest, {
  description: 'An action the GM asked a PC for: the difficulty die, the threshold, the modules ruled out. The player answers it with `resolveAction`.',
  id: { resolve: (r) => r.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    // The request with its character, the caller's role, and the roll that answered it: one statement.
    const rows = await ctx.loaders.read(requestWithCharacterAndRoll(ctx.db, id, ctx.caller.userId));
    const row = rows[0];
    if (!row || !canSee(row.character, row.role ?? null)) return null;
    ctx.loaders.characters.prime(row.character.id, row.character);
    if (row.roll) ctx.loaders.rolls.prime(row.roll.id, row.roll);
    return row.request;
  },
  fields: (t) => ({
    character: t.field({ type: CharacterRef, description: 'The PC who must act.', resolve: async (r, _args, ctx) => (await ctx.loaders.characters.load(r.characterId))! }),
    requestedBy: t.field({ type: User, nullable: true, description: 'The GM who asked; null when that account is gone.', resolve: (r, _args, ctx) => (r.requestedBy ? ctx.loaders.users.load(r.requestedBy) : null) }),
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
    note: t.exposeString('note', { nullable: true, description: 'What the GM asks, in the GM’s words; null when none was written.' }),
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
    requestStatus: t.field({ type: ActionRequestStatus, description: 'OPEN until answered (RESOLVED) or withdrawn (CANCELLED).', resolve: (r) => r.status }),
    status: t.field({ type: ActionRequestStatus, description: 'The same as `requestStatus`.', deprecationReason: 'Use `requestStatus`: `status` conflicts with `Character.status` when one document selects both through `node` or `nodes`.', resolve: (r) => r.status }),
    createdAt: t.field({ type: 'DateTime', description: 'When the GM asked.', resolve: (r) => r.createdAt }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was answered or withdrawn; null while OPEN.', resolve: (r) => r.resolvedAt }),
    roll: t.field({ type: Roll, nullable: true, description: 'The roll log entry that answered it.', resolve: (r, _args, ctx) => (r.rollId ? ctx.loaders.rolls.load(r.rollId) : null) }),
    actionResult: t.field({ type: ActionResult, nullable: true, description: 'The outcome, once RESOLVED.', resolve: resultOfRequest }),
    result: t.field({ type: ActionResult, nullable: true, description: 'The same as `actionResult`.', deprecationReason: 'Use `actionResult`: `result` conflicts with `Roll.result` when one document selects both through `node` or `nodes`.', resolve: resultOfRequest }),
  }),
});

// A page of rolls brings along the requests they answered, in its own statement.
const REQUEST_FIELD: ReadonlySet<string> = new Set(['request']);
rollPageExtras.push(
  (ctx, info, page) =>
    asksFor(info, REQUEST_FIELD) &&
    ctx.loaders.read(actionRequestsByIds(ctx.db, page(rolls.requestId))).then((rows) => {
      for (const row of rows) requestLoader(ctx).prime(row.id, row);
    }),
);

builder.objectField(Roll, 'request', (t) =>
  t.field({
    type: ActionRequest,
    nullable: true,
    description: 'The GM’s request this roll answered, if any.',
    resolve: (r, _args, ctx) => (r.requestId ? requestLoader(ctx).load(r.requestId) : null),
  }),
);

builder.objectField(CharacterRef, 'actionRequests', (t) =>
  t.connection({
    type: ActionRequest,
    description: 'Actions the GM asked this character for, newest first, in both rulesets (a Ylnies test has `ylniesTest`); filter on `status` (OPEN: what the player has to answer).',
    args: { status: t.arg({ type: ActionRequestStatus, required: false, description: 'Only requests in this status (OPEN: what the player has to answer); all when left out.' }) },
    resolve: (c, args, ctx, info) =>
      resolveCursorConnection({ args, toCursor: timeCursor }, async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
        const page = { status: args.status, after: parseTimeCursor(after), before: parseTimeCursor(before), limit, inverted };
        // Who asked rides in the page's statement when the query shows it.
        const [rows] = await Promise.all([
          ctx.loaders.read(characterRequestsPage(ctx.db, c.id, page)),
          asksFor(info, USER_FIELDS) && ctx.loaders.primeUsers(requestersOfPage(ctx.db, c.id, page)),
        ]);
        return rows;
      }),
  }),
);

const ActionRequestPayload = payloadOf('ActionRequestPayload', 'request', ActionRequest, 'The request as it now stands.', 'The request after the change.');

const RequestActionInput = inputType('RequestActionInput', {
  characterId: field.id(z.string(), 'The PC who must act.'),
  difficulty: field.int(z.nullish(z.int().check(z.minimum(-100), z.maximum(100))), 'SMS: the difficulty in die points (D8 = 8), circumstances included; settled by the die arithmetic (3 → D4, 13 → D14).'),
  threshold: field.int(z.nullish(z.int().check(z.minimum(-100), z.maximum(200))), 'Ylnies: the threshold to reach.'),
  absolute: field.boolean(z.nullish(z.boolean()), 'SMS §2.7: true (default) = absolute threshold, a lower die fails; false = relative, a lower die succeeds with a lower quality.'),
  note: field.string(z.nullish(z.string().check(z.trim(), z.maxLength(2000))), 'What the GM asks, for the player to read.'),
  excludedModuleIds: field.idList(z.nullish(z.array(globalId('Module')).check(z.maxLength(200))), 'Modules of the character the GM rules out for this action (SMS §2.1).'),
  qualityShift: field.int(z.nullish(shiftSchema), 'Impose a quality shift (−6 … +6, even); leave it out to let the player choose.'),
});

inputMutation('requestAction', {
  type: ActionRequestPayload,
  description:
    'GM only: ask a PC for an action. SMS: the difficulty die (settled), absolute or relative threshold, modules ruled out, optionally an imposed quality shift. The player answers with `resolveAction(requestId:)`.',
  input: RequestActionInput.ref,
  resolve: async (_root, { input }, ctx) => {
    // ONE read: the character, the caller's role (the checks of requireEditableCharacter, GM
    // only) and the sheet's module ids, which the rules check the modules ruled out against.
    const caller = requireCaller(ctx);
    const characterId = decodeId('Character', input.characterId);
    if (!characterId) throw notFound('character');
    const found = await readRequestTarget(ctx.reader, characterId, caller.userId);
    if (!found) throw notFound('character');
    const { character, role } = found;
    refuseUnlessEditable(character, role, caller.userId);
    requireRole(role, 'GM');
    const v = validate(RequestActionInput.schema, input);
    const moduleIds = new Set(found.modules.map((m) => m.id));
    // The payload's `excludedModules` reads the sheet through the loader: it was read just now.
    ctx.loaders.modules.prime(character.id, found.modules);
    const checked = accepted(checkActionRequest(v, { name: character.name, kind: character.kind, ruleset: character.ruleset, moduleIds }, encodeId));
    const { absolute } = checked;
    const details: RequestDetails = { excludedModuleIds: checked.excludedModuleIds, qualityShift: checked.qualityShift };
    const at = ctx.clock.now();
    const id = crypto.randomUUID();
    const difficulty = v.difficulty == null ? null : settleDie(v.difficulty);
    const threshold = v.threshold ?? null;
    // One statement: the request and its event land together, so a player's app can be told to answer it.
    const row = await insertRequestWithEvent(
      ctx.db,
      {
        id,
        campaignId: character.campaignId,
        characterId: character.id,
        requestedBy: caller.userId,
        difficulty,
        absolute,
        threshold,
        details: details as Record<string, unknown>,
        note: v.note || null,
        createdAt: at,
      },
      {
        type: 'action.requested',
        payload: { requestId: encodeId('ActionRequest', id), characterId: encodeId('Character', character.id), difficulty, threshold, absolute },
      },
    );
    return { request: row };
  },
});

const CancelActionRequestInput = inputOf('CancelActionRequestInput', 'requestId', 'id', 'The OPEN request to withdraw; the caller must be the campaign’s GM.');

inputMutation('cancelActionRequest', {
  type: ActionRequestPayload,
  description: 'GM only: withdraw an OPEN request (an SMS action or a Ylnies test); it can no longer be answered.',
  input: CancelActionRequestInput,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    // Ylnies test requests are rows of the same table: their older ids are accepted too.
    const id = decodeId('ActionRequest', input.requestId) ?? decodeId('YlniesTestRequest', input.requestId);
    if (!id) throw notFound('action request');
    // ONE read: the request with the caller's role in its campaign (requireMember's checks).
    const found = await readRequestWithRole(ctx.reader, id, caller.userId);
    // Another campaign's request answers as one that does not exist (docs/api.md §Errors).
    if (!found?.role) throw notFound('action request');
    const { request } = found;
    requireRole(found.role, 'GM');
    // Conditional on OPEN: a request being answered right now is either resolved or cancelled,
    // never both. Its event lands with it, so the player's screen drops it live.
    const row = await cancelRequestWithEvent(ctx.db, request, ctx.clock.now(), {
      requestId: encodeId('ActionRequest', request.id),
      characterId: encodeId('Character', request.characterId),
    });
    // Read OPEN a moment ago: it was answered or cancelled in between.
    if (!row) refuse(requestNotOpen(request.status === 'OPEN' ? 'already answered or cancelled' : request.status));
    return { request: row };
  },
});

