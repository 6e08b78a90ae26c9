/**
 * Ylnies test requests (Ylnies §Tests: "un seuil déterminé par le MJ"): the GM asks a character
 * for a test (`requestYlniesTest`), its player lists them (`ylniesTestRequests`) and answers
 * once — `openRequest` / `closeRequest` are used by test resolution and threshold casts.
 */
import { and, asc, eq } from 'drizzle-orm';
import * as z from 'zod';
import { type CharacterRow, canSee, characterWithRole } from '../../db/access.js';
import type { Queryable } from '../../db/client.js';
import { emitEvent } from '../../db/outbox.js';
import { actionRequests } from '../../db/schema.js';
import type { CharacteristicKey } from '../../rules/ylnies/characteristics.js';
import { requestOpen } from '../../rules/ylnies/table.js';
import { requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { MUTATION_ERRORS, notFound, validate } from '../errors.js';
import { decodeId, encodeId } from '../../ids.js';
import { CharacterRef } from '../refs.js';
import { YlniesCharacteristicKey } from './enums.js';
import { characteristic, location, modifier, requireYlniesSheet, skillName, skillOf, threshold, throwIf } from './shared.js';

type RequestRow = typeof actionRequests.$inferSelect;
type RequestDetails = { ruleset: 'YLNIES'; characteristic: CharacteristicKey | null; skill: string | null; modifier: number; location: string | null; gmOverridesCritical: boolean };
export type RequestView = { row: RequestRow; character: CharacterRow };

export function ylniesDetailsOf(row: RequestRow): RequestDetails | null {
  const d = row.details as Partial<RequestDetails>;
  return d.ruleset === 'YLNIES' ? (d as RequestDetails) : null;
}

const YlniesTestRequestStatus = builder.enumType('YlniesTestRequestStatus', { values: ['OPEN', 'RESOLVED', 'CANCELLED'] as const });

export const YlniesTestRequest = builder.node(builder.objectRef<RequestView>('YlniesTestRequest'), {
  description: 'A test the GM asks of a character: the characteristic, skill, modifier and threshold are the GM’s; the player rolls with `resolveYlniesTest`.',
  id: { resolve: (r) => r.row.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await ctx.db.select().from(actionRequests).where(eq(actionRequests.id, id)).limit(1);
    const found = row && ylniesDetailsOf(row) ? await characterWithRole(ctx.db, row.characterId, ctx.caller.userId) : null;
    return row && found && canSee(found.character, found.role) ? { row, character: found.character } : null;
  },
  fields: (t) => ({
    character: t.field({ type: CharacterRef, resolve: (r) => r.character }),
    characteristic: t.field({ type: YlniesCharacteristicKey, nullable: true, resolve: (r) => ylniesDetailsOf(r.row)?.characteristic ?? null }),
    skill: t.string({ nullable: true, resolve: (r) => ylniesDetailsOf(r.row)?.skill ?? null }),
    modifier: t.int({ resolve: (r) => ylniesDetailsOf(r.row)?.modifier ?? 0 }),
    location: t.string({ nullable: true, description: 'Body part used: its grave wounds give −1 each.', resolve: (r) => ylniesDetailsOf(r.row)?.location ?? null }),
    threshold: t.int({ resolve: (r) => r.row.threshold ?? 0 }),
    note: t.string({ nullable: true, resolve: (r) => r.row.note }),
    status: t.field({ type: YlniesTestRequestStatus, resolve: (r) => r.row.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.row.createdAt }),
  }),
});

export const YlniesTestRequestPayload = builder.objectRef<{ request: RequestView }>('YlniesTestRequestPayload').implement({
  fields: (t) => ({ request: t.field({ type: YlniesTestRequest, resolve: (p) => p.request }) }),
});


const RequestYlniesTestInput = builder.inputType('RequestYlniesTestInput', {
  fields: (t) => ({
    characterId: t.id(),
    characteristic: t.field({ type: YlniesCharacteristicKey, required: false, description: 'Defaults to the skill’s characteristic.' }),
    skill: t.string({ required: false, description: 'A skill on the sheet; none for a bare characteristic test.' }),
    modifier: t.int({ required: false }),
    threshold: t.int(),
    location: t.string({ required: false, description: 'Body part the action uses: −1 per grave wound there.' }),
    gmOverridesCritical: t.boolean({ required: false, description: 'One of the "rare cases" where a triple 6 does not force success.' }),
    note: t.string({ required: false }),
  }),
});

const requestSchema = z
  .object({
    characteristic,
    skill: skillName,
    modifier,
    threshold,
    location,
    gmOverridesCritical: z.boolean().nullish().transform((v) => v ?? false),
    note: z.string().trim().max(500).nullish().transform((v) => v || null),
  })
  .refine((v) => v.characteristic !== null || v.skill !== null, { path: ['characteristic'], message: 'give a characteristic, a skill, or both' });

builder.mutationField('requestYlniesTest', (t) =>
  t.field({
    type: YlniesTestRequestPayload,
    description: 'GM only: ask a character for a test — characteristic and/or skill, modifier, threshold. The player answers with `resolveYlniesTest(requestId)`.',
    args: { input: t.arg({ type: RequestYlniesTestInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { caller, character } = await requireEditableCharacter(ctx, input.characterId, 'GM');
      const v = validate(requestSchema, input);
      const sheet = requireYlniesSheet(character);
      skillOf(sheet, v.skill);
      const details: RequestDetails = { ruleset: 'YLNIES', characteristic: v.characteristic, skill: v.skill, modifier: v.modifier, location: v.location, gmOverridesCritical: v.gmOverridesCritical };
      // The request and its event land together, so a player's app can be told to answer it.
      const row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(actionRequests)
          .values({ campaignId: character.campaignId, characterId: character.id, requestedBy: caller.userId, threshold: v.threshold, details, note: v.note, createdAt: ctx.clock.now() })
          .returning();
        await emitEvent(
          tx,
          character.campaignId,
          'action.requested',
          { requestId: encodeId('YlniesTestRequest', inserted!.id), characterId: encodeId('Character', character.id), ruleset: 'YLNIES', threshold: inserted!.threshold },
          ctx.clock.now(),
        );
        return inserted!;
      });
      return { request: { row, character } };
    },
  }),
);

builder.queryField('ylniesTestRequests', (t) =>
  t.field({
    type: [YlniesTestRequest],
    deprecationReason: 'Use `character.actionRequests(status: OPEN)`, the one request connection of both rulesets (each Ylnies request has `ylniesTest`).',
    description: 'The open Ylnies test requests of a character you may play (its owner or the GM).',
    args: { characterId: t.arg.id() },
    resolve: async (_root, { characterId }, ctx) => {
      const { character } = await requireEditableCharacter(ctx, characterId);
      const rows = await ctx.db
        .select()
        .from(actionRequests)
        .where(and(eq(actionRequests.characterId, character.id), eq(actionRequests.status, 'OPEN')))
        .orderBy(asc(actionRequests.createdAt))
        .limit(100);
      return rows.filter((r) => ylniesDetailsOf(r) !== null).map((row) => ({ row, character }));
    },
  }),
);

/** An open Ylnies request of this character, or NOT_FOUND / a RuleViolation. */
export async function openRequest(ctx: Context, globalId: string, character: CharacterRow): Promise<{ row: RequestRow; details: RequestDetails }> {
  // One request system (docs/api.md): the ActionRequest id and the older YlniesTestRequest id name the same row.
  const id = decodeId('ActionRequest', globalId) ?? decodeId('YlniesTestRequest', globalId);
  if (!id) throw notFound('test request');
  const [row] = await ctx.db.select().from(actionRequests).where(and(eq(actionRequests.id, id), eq(actionRequests.characterId, character.id))).limit(1);
  const details = row ? ylniesDetailsOf(row) : null;
  if (!row || !details) throw notFound('test request');
  throwIf(requestOpen(row));
  return { row, details };
}

/** Close the request inside the write, only if still open: a second answer racing this one writes nothing. */
export async function closeRequest(tx: Queryable, ctx: Context, requestId: string, rollId: string) {
  const rows = await tx
    .update(actionRequests)
    .set({ status: 'RESOLVED', resolvedAt: ctx.clock.now(), rollId })
    .where(and(eq(actionRequests.id, requestId), eq(actionRequests.status, 'OPEN')))
    .returning({ id: actionRequests.id });
  // Answered by another request between our read and our write.
  if (!rows[0]) throwIf(requestOpen({ status: 'RESOLVED' }));
}
