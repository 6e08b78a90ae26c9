/**
 * Ylnies test requests (Ylnies §Tests: "un seuil déterminé par le MJ"): the GM asks a character
 * for a test (`requestYlniesTest`), its player lists them (`ylniesTestRequests`) and answers
 * once (test resolution and threshold casts: scene.ts reads the request, src/db/ylnies.ts closes it).
 */
import * as z from 'zod/mini';
import { type CharacterRow, canSee, characterWithRole } from '../../db/access.js';
import { insertYlniesRequest, openRequestsOf, readRequest, type RequestRow } from '../../db/ylnies.js';
import type { CharacteristicKey } from '../../rules/ylnies/characteristics.js';
import { requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import { validate } from '../errors.js';
import { decodeId, encodeId, UUID } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { YlniesCharacteristicKey } from './enums.js';
import { characteristic, characteristicOrSkill, location, modifier, requireYlniesSheet, skillName, skillOf, threshold } from './shared.js';
import { loadScene } from './scene.js';
import { inputMutation, payloadOf } from '../mutation.js';
import { field, inputType } from '../input.js';

type RequestDetails = { ruleset: 'YLNIES'; characteristic: CharacteristicKey | null; skill: string | null; modifier: number; location: string | null; gmOverridesCritical: boolean };
export type RequestView = { row: RequestRow; character: CharacterRow };

export function ylniesDetailsOf(row: RequestRow): RequestDetails | null {
  const d = row.details as Partial<RequestDetails>;
  return d.ruleset === 'YLNIES' ? (d as RequestDetails) : null;
}

const YlniesTestRequestStatus = builder.enumType('YlniesTestRequestStatus', {
  description: 'Where a Ylnies test request stands.',
  values: {
    OPEN: { description: 'Waiting for the player to roll.' },
    RESOLVED: { description: 'Answered: the test was rolled.' },
    CANCELLED: { description: 'Withdrawn by the GM: nothing was rolled.' },
  } as const,
});

export const YlniesTestRequest = builder.node(builder.objectRef<RequestView>('YlniesTestRequest'), {
  description: 'A test the GM asks of a character: the characteristic, skill, modifier and threshold are the GM’s; the player rolls with `resolveYlniesTest`.',
  id: { resolve: (r) => r.row.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller || !UUID.test(id)) return null;
    const row = await readRequest(ctx.reader, id);
    const found = row && ylniesDetailsOf(row) ? await characterWithRole(ctx.reader, row.characterId, ctx.caller.userId) : null;
    return row && found && canSee(found.character, found.role) ? { row, character: found.character } : null;
  },
  fields: (t) => ({
    character: t.field({ type: CharacterRef, description: 'The character asked to roll.', resolve: (r) => r.character }),
    characteristic: t.field({
      type: YlniesCharacteristicKey,
      nullable: true,
      description: 'The characteristic added; null when the skill’s own characteristic is used.',
      resolve: (r) => ylniesDetailsOf(r.row)?.characteristic ?? null,
    }),
    skill: t.string({ nullable: true, description: 'The skill added, by name; null for a bare characteristic test.', resolve: (r) => ylniesDetailsOf(r.row)?.skill ?? null }),
    modifier: t.int({ description: 'The GM’s modifier added to the roll (0 when none).', resolve: (r) => ylniesDetailsOf(r.row)?.modifier ?? 0 }),
    location: t.string({ nullable: true, description: 'Body part used: its grave wounds give −1 each.', resolve: (r) => ylniesDetailsOf(r.row)?.location ?? null }),
    testThreshold: t.int({ description: 'The threshold for 4d6 + characteristic + skill.', resolve: (r) => r.row.threshold ?? 0 }),
    threshold: t.int({ description: 'Same as `testThreshold`.', deprecationReason: 'Use `testThreshold`: `threshold` conflicts with `ActionRequest.threshold` when one document selects both through `node` or `nodes`.', resolve: (r) => r.row.threshold ?? 0 }),
    note: t.string({ nullable: true, description: 'The GM’s words to the player, as written; null when none.', resolve: (r) => r.row.note }),
    testRequestStatus: t.field({ type: YlniesTestRequestStatus, description: 'OPEN until answered (RESOLVED) or withdrawn (CANCELLED).', resolve: (r) => r.row.status }),
    status: t.field({ type: YlniesTestRequestStatus, description: 'Same as `testRequestStatus`.', deprecationReason: 'Use `testRequestStatus`: `status` conflicts with `Character.status` when one document selects both through `node` or `nodes`.', resolve: (r) => r.row.status }),
    createdAt: t.field({ type: 'DateTime', description: 'When the GM asked.', resolve: (r) => r.row.createdAt }),
  }),
});

export const YlniesTestRequestPayload = payloadOf('YlniesTestRequestPayload', 'request', YlniesTestRequest, 'The request, OPEN.');

const RequestYlniesTestInput = inputType('RequestYlniesTestInput', {
  characterId: field.id(z.string(), 'The Ylnies character asked to roll.'),
  characteristic: field.of(YlniesCharacteristicKey, characteristic, 'Defaults to the skill’s characteristic.'),
  skill: field.string(skillName, 'A skill on the sheet; none for a bare characteristic test.'),
  modifier: field.int(modifier, 'Added to the roll (positive helps); default 0.'),
  threshold: field.int(threshold, 'The threshold the total must be above.'),
  location: field.string(location, 'Body part the action uses: −1 per grave wound there.'),
  gmOverridesCritical: field.boolean(z.pipe(z.nullish(z.boolean()), z.transform((v) => v ?? false)), 'One of the "rare cases" where a triple 6 does not force success.'),
  note: field.string(z.pipe(z.nullish(z.string().check(z.trim(), z.maxLength(500))), z.transform((v) => v || null)), 'Words to the player (at most 500 characters).'),
});
const requestSchema = characteristicOrSkill(RequestYlniesTestInput.schema);

inputMutation('requestYlniesTest', {
  type: YlniesTestRequestPayload,
  description: 'GM only: ask a character for a test — characteristic and/or skill, modifier, threshold. The player answers with `resolveYlniesTest(requestId)`.',
  input: RequestYlniesTestInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const { caller, character } = await loadScene(ctx, { characterId: input.characterId, need: 'GM' });
    const v = validate(requestSchema, input);
    const sheet = requireYlniesSheet(character);
    skillOf(sheet, v.skill);
    const details: RequestDetails = { ruleset: 'YLNIES', characteristic: v.characteristic, skill: v.skill, modifier: v.modifier, location: v.location, gmOverridesCritical: v.gmOverridesCritical };
    // The request and its event land together (one statement), so a player's app can be told to answer it.
    const id = crypto.randomUUID();
    const row = await insertYlniesRequest(
      ctx.db,
      { id, campaignId: character.campaignId, characterId: character.id, requestedBy: caller.userId, threshold: v.threshold, details, note: v.note, at: ctx.clock.now() },
      {
        type: 'action.requested',
        payload: { requestId: encodeId('YlniesTestRequest', id), characterId: encodeId('Character', character.id), ruleset: 'YLNIES', threshold: v.threshold },
      },
    );
    return { request: { row, character } };
  },
});

builder.queryField('ylniesTestRequests', (t) =>
  t.field({
    type: [YlniesTestRequest],
    deprecationReason: 'Use `character.actionRequests(status: OPEN)`, the one request connection of both rulesets (each Ylnies request has `ylniesTest`).',
    description: 'The open Ylnies test requests of a character you may play (its owner or the GM).',
    args: { characterId: t.arg.id({ description: 'A Ylnies character the caller plays or runs.' }) },
    resolve: async (_root, { characterId }, ctx) => {
      // The guard and the requests in one statement (the read combiner); the requests are only
      // returned once the guard passed.
      const asked = decodeId('Character', characterId);
      const requests = asked ? ctx.loaders.read(openRequestsOf(ctx.db, asked)) : null;
      requests?.catch(() => undefined);
      const { character } = await requireEditableCharacter(ctx, characterId);
      const rows = requests ? await requests : [];
      return rows.filter((r) => ylniesDetailsOf(r) !== null).map((row) => ({ row, character }));
    },
  }),
);
