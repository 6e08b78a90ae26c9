/**
 * Ylnies at the table: tests (GM sets the threshold, the player answers), their exact odds,
 * opposed tests and progression, plus the helpers combat and magic share (ylnies-combat.ts).
 * Each mutation: auth → zod → fresh state → rules core → one transaction (sheets under their
 * version check, roll log, outbox) → payload.
 */
import { and, asc, eq } from 'drizzle-orm';
import * as z from 'zod';
import { type CharacterRow, canSee, characterWithRole } from '../db/access.js';
import { retryOnConflict } from '../db/characters.js';
import type { Queryable } from '../db/client.js';
import { emitEvent } from '../db/outbox.js';
import { appendRoll } from '../db/rolls.js';
import { actionRequests, experienceEntries } from '../db/schema.js';
import { writeCharacterState } from '../db/state.js';
import { type Rng, recordingRng, rollDice } from '../rules/dice.js';
import type { RuleResult } from '../rules/violation.js';
import { CHARACTERISTIC_KEYS, type CharacteristicKey } from '../rules/ylnies/characteristics.js';
import { woundMalus } from '../rules/ylnies/combat.js';
import { opposedOdds, testOdds } from '../rules/ylnies/odds.js';
import { grantSkillIncreases, recordTraining, rollSkillIncreases, startTraining, RULES as PROGRESSION_RULES } from '../rules/ylnies/progression.js';
import { type Skill, type WoundState, findSkill } from '../rules/ylnies/sheet.js';
import { type OpposedResult, OUTCOMES, TEST_DICE, TEST_SIDES, type TestResult, evaluateOpposed, rollTest } from '../rules/ylnies/tests.js';
import { requireEditableCharacter } from './auth.js';
import { builder } from './builder.js';
import type { Caller, Context } from './context.js';
import { MUTATION_ERRORS, RuleViolation, conflict, notFound, validate } from './errors.js';
import { decodeId, encodeId } from './ids.js';
import { CharacterPayload, CharacterRef } from './refs.js';
import {
  type StoredYlnies,
  YlniesCharacteristicKey,
  YlniesTraining,
  requireYlniesSheet,
} from './ylnies-sheet.js';

// ----- Rules the API itself enforces ----------------------------------------------------------

export const RULES = {
  threshold: 'Ylnies §Tests: the GM sets the threshold ("un seuil déterminé par le MJ")',
  skill: 'Ylnies §Tests: 4d6 + characteristic + skill: the skill must be on the sheet',
  acting: 'Ylnies §Combat: a character dead or unconscious cannot act',
  request: 'Ylnies §Tests: a player answers the GM’s open request once',
  draft: 'Ylnies §Progression: a character still being built (DRAFT) does not progress; activate it first',
  training: PROGRESSION_RULES.training,
  weapon: 'Ylnies §Equipment: a character fights with a weapon they carry',
  meleeWeapon: 'Ylnies §Equipment: bows and crossbows shoot; melee uses a melee weapon',
  self: 'Ylnies §Tests: an opposed test or an attack needs two different characters',
} as const;

// ----- Output types ---------------------------------------------------------------------------

export const YlniesDiceSpecial = builder.enumType('YlniesDiceSpecial', {
  values: ['NONE', 'CRITICAL_SUCCESS', 'EXCEPTIONAL_SUCCESS', 'CRITICAL_FAILURE', 'PITIFUL_FAILURE'] as const,
  description: 'What the four dice alone say: exactly three 6s critical, four 6s exceptional, exactly three 1s critical failure, four 1s pitiful.',
});
export const YlniesOutcome = builder.enumType('YlniesOutcome', { values: OUTCOMES, description: 'The category of a test’s result.' });
const YlniesSide = builder.enumType('YlniesSide', { values: ['A', 'B'] as const, description: 'A side of an opposed test.' });
const YlniesOpposedDecision = builder.enumType('YlniesOpposedDecision', {
  values: ['SPECIAL', 'TOTAL', 'TIE_UNDERGOING', 'TIE_BOTH_FAIL', 'BOTH_FUMBLED'] as const,
  description:
    'How an opposed test was decided: SPECIAL (a critical beat a plain roll), TOTAL, a tie won by the side undergoing the action, a tie where both fail, or two fumbles.',
});
const YlniesTrainingEntry = builder.enumType('YlniesTrainingEntry', { values: ['TRAIN', 'BREAK'] as const });

export type TestView = TestResult & { probability: number | null };

export const YlniesTestResult = builder.objectRef<TestView>('YlniesTestResult').implement({
  description: '4d6 + characteristic + skill + modifiers against a threshold: success iff the total is above it.',
  fields: (t) => ({
    dice: t.intList({ resolve: (r) => r.dice }),
    bonus: t.exposeInt('bonus', { description: 'Characteristic + skill + modifiers.' }),
    total: t.exposeInt('total'),
    threshold: t.exposeInt('threshold'),
    success: t.exposeBoolean('success'),
    degree: t.exposeInt('degree', { description: 'Degree of success or failure: the gap to the threshold.' }),
    special: t.field({ type: YlniesDiceSpecial, resolve: (r) => r.special }),
    outcome: t.field({ type: YlniesOutcome, resolve: (r) => r.outcome }),
    probability: t.float({ nullable: true, description: 'The exact chance of success before the roll.', resolve: (r) => r.probability }),
  }),
});

type SideView = OpposedResult['a'] & { character: CharacterRow | null };
const YlniesSideRoll = builder.objectRef<SideView>('YlniesSideRoll').implement({
  fields: (t) => ({
    character: t.field({ type: CharacterRef, nullable: true, resolve: (s) => s.character }),
    dice: t.intList({ resolve: (s) => s.dice }),
    bonus: t.exposeInt('bonus'),
    total: t.exposeInt('total'),
    special: t.field({ type: YlniesDiceSpecial, resolve: (s) => s.special }),
  }),
});

export type OpposedView = OpposedResult & { aCharacter: CharacterRow | null; bCharacter: CharacterRow | null };
export const YlniesOpposedTest = builder.objectRef<OpposedView>('YlniesOpposedTest').implement({
  description: 'Both sides roll 4d6 + characteristic + skill + modifiers; the higher wins; degree = the difference.',
  fields: (t) => ({
    a: t.field({ type: YlniesSideRoll, resolve: (o) => ({ ...o.a, character: o.aCharacter }) }),
    b: t.field({ type: YlniesSideRoll, resolve: (o) => ({ ...o.b, character: o.bCharacter }) }),
    winner: t.field({ type: YlniesSide, nullable: true, description: 'Null when both fail.', resolve: (o) => o.winner }),
    degree: t.exposeInt('degree'),
    decidedBy: t.field({ type: YlniesOpposedDecision, resolve: (o) => o.decidedBy }),
    undergoing: t.field({ type: YlniesSide, nullable: true, description: 'The side undergoing the action, which wins ties.', resolve: (o) => o.undergoing }),
  }),
});

// ----- Loading and writing ---------------------------------------------------------------------

export type Loaded = { caller: Caller; character: CharacterRow; role: 'GM' | 'PLAYER' };

/** Run an attempt with the first load reused (it was the auth check), then fresh loads on retries. */
export async function withRetry<L, T>(first: L, reload: () => Promise<L>, attempt: (loaded: L) => Promise<T>): Promise<T> {
  let cached: L | null = first;
  return retryOnConflict(async () => {
    const loaded = cached ?? (await reload());
    cached = null;
    return attempt(loaded);
  }, conflict);
}

/** A second character of the same campaign, visible to the caller. */
export async function loadOther(ctx: Context, globalId: unknown, campaignId: string, role: 'GM' | 'PLAYER', caller: Caller): Promise<CharacterRow> {
  const id = decodeId('Character', globalId);
  if (!id) throw notFound('character');
  const found = await characterWithRole(ctx.db, id, caller.userId);
  if (!found || found.character.campaignId !== campaignId || !canSee(found.character, role)) throw notFound('character');
  return found.character;
}

export type Pair = { caller: Caller; a: CharacterRow; b: CharacterRow; role: 'GM' | 'PLAYER' };

/** Two characters of one campaign whose GM is the caller (combat is the GM's). */
export async function loadGmPair(ctx: Context, aId: unknown, bId: unknown): Promise<Pair> {
  const { caller, character: a, role } = await requireEditableCharacter(ctx, aId, 'GM');
  const b = await loadOther(ctx, bId, a.campaignId, role, caller);
  if (a.id === b.id) throw new RuleViolation('SAME_CHARACTER', 'Both sides are the same character.', RULES.self);
  return { caller, a, b, role };
}

/** Write every changed sheet under its version check, in id order (no deadlock between two fights). */
export async function writeSheets(tx: Queryable, writes: { character: CharacterRow; sheet: StoredYlnies }[]): Promise<Map<string, CharacterRow>> {
  const out = new Map<string, CharacterRow>();
  for (const w of [...writes].sort((x, y) => (x.character.id < y.character.id ? -1 : 1))) {
    out.set(w.character.id, await writeCharacterState(tx, w.character, { ylnies: w.sheet }));
  }
  return out;
}

export function logRoll(
  tx: Queryable,
  ctx: Context,
  caller: Caller,
  character: CharacterRow,
  entry: { kind: string; inputs: unknown; faces: number[]; outcome: unknown; requestId?: string | null },
) {
  return appendRoll(tx, { campaignId: character.campaignId, characterId: character.id, requestedBy: caller.userId, at: ctx.clock.now(), ...entry });
}

export function skillOf(sheet: StoredYlnies, name: string | null | undefined): Skill | undefined {
  if (name === null || name === undefined) return undefined;
  const skill = findSkill(sheet.skills, name);
  if (!skill) throw new RuleViolation('SKILL_NOT_FOUND', `No skill named "${name}" on this sheet.`, RULES.skill);
  return skill;
}

export function ensureCanAct(character: CharacterRow, wounds: WoundState) {
  if (wounds.dead || wounds.unconscious) {
    throw new RuleViolation('INCAPACITATED', `${character.name} is ${wounds.dead ? 'dead' : 'unconscious'} and cannot act.`, RULES.acting);
  }
}

function roll4d6(rng: Rng): number[] {
  return rollDice(rng, TEST_DICE, TEST_SIDES);
}

export function throwIf<T>(result: RuleResult<T>): T {
  if (!result.ok) throw RuleViolation.from(result.violations);
  return result.value;
}

export const location = z.string().trim().min(1).max(60).nullish().transform((v) => v ?? null);
export const modifier = z.number().int().min(-100).max(100).nullish().transform((v) => v ?? 0);
export const skillName = z.string().trim().min(1).max(80).nullish().transform((v) => v ?? null);
const characteristic = z.enum(CHARACTERISTIC_KEYS).nullish().transform((v) => v ?? null);
export const threshold = z.number().int().min(-100).max(200);

// ----- Test requests ---------------------------------------------------------------------------

type RequestRow = typeof actionRequests.$inferSelect;
type RequestDetails = { ruleset: 'YLNIES'; characteristic: CharacteristicKey | null; skill: string | null; modifier: number; location: string | null; gmOverridesCritical: boolean };
type RequestView = { row: RequestRow; character: CharacterRow };

function detailsOf(row: RequestRow): RequestDetails | null {
  const d = row.details as Partial<RequestDetails>;
  return d.ruleset === 'YLNIES' ? (d as RequestDetails) : null;
}

const YlniesTestRequestStatus = builder.enumType('YlniesTestRequestStatus', { values: ['OPEN', 'RESOLVED', 'CANCELLED'] as const });

const YlniesTestRequest = builder.objectRef<RequestView>('YlniesTestRequest').implement({
  description: 'A test the GM asks of a character: the characteristic, skill, modifier and threshold are the GM’s; the player rolls with `resolveYlniesTest`.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeId('YlniesTestRequest', r.row.id) }),
    character: t.field({ type: CharacterRef, resolve: (r) => r.character }),
    characteristic: t.field({ type: YlniesCharacteristicKey, nullable: true, resolve: (r) => detailsOf(r.row)?.characteristic ?? null }),
    skill: t.string({ nullable: true, resolve: (r) => detailsOf(r.row)?.skill ?? null }),
    modifier: t.int({ resolve: (r) => detailsOf(r.row)?.modifier ?? 0 }),
    location: t.string({ nullable: true, description: 'Body part used: its grave wounds give −1 each.', resolve: (r) => detailsOf(r.row)?.location ?? null }),
    threshold: t.int({ resolve: (r) => r.row.threshold ?? 0 }),
    note: t.string({ nullable: true, resolve: (r) => r.row.note }),
    status: t.field({ type: YlniesTestRequestStatus, resolve: (r) => r.row.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.row.createdAt }),
  }),
});

const YlniesTestRequestPayload = builder.objectRef<{ request: RequestView }>('YlniesTestRequestPayload').implement({
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
      const [row] = await ctx.db
        .insert(actionRequests)
        .values({ campaignId: character.campaignId, characterId: character.id, requestedBy: caller.userId, threshold: v.threshold, details, note: v.note, createdAt: ctx.clock.now() })
        .returning();
      return { request: { row: row!, character } };
    },
  }),
);

builder.queryField('ylniesTestRequests', (t) =>
  t.field({
    type: [YlniesTestRequest],
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
      return rows.filter((r) => detailsOf(r) !== null).map((row) => ({ row, character }));
    },
  }),
);

/** An open Ylnies request of this character, or NOT_FOUND / a RuleViolation. */
export async function openRequest(ctx: Context, globalId: string, character: CharacterRow): Promise<{ row: RequestRow; details: RequestDetails }> {
  const id = decodeId('YlniesTestRequest', globalId);
  if (!id) throw notFound('test request');
  const [row] = await ctx.db.select().from(actionRequests).where(and(eq(actionRequests.id, id), eq(actionRequests.characterId, character.id))).limit(1);
  const details = row ? detailsOf(row) : null;
  if (!row || !details) throw notFound('test request');
  if (row.status !== 'OPEN') throw new RuleViolation('REQUEST_NOT_OPEN', 'This request was already answered or cancelled.', RULES.request);
  return { row, details };
}

/** Close the request inside the write, only if still open: a second answer racing this one writes nothing. */
export async function closeRequest(tx: Queryable, ctx: Context, requestId: string, rollId: string) {
  const rows = await tx
    .update(actionRequests)
    .set({ status: 'RESOLVED', resolvedAt: ctx.clock.now(), rollId })
    .where(and(eq(actionRequests.id, requestId), eq(actionRequests.status, 'OPEN')))
    .returning({ id: actionRequests.id });
  if (!rows[0]) throw new RuleViolation('REQUEST_NOT_OPEN', 'This request was already answered or cancelled.', RULES.request);
}

// ----- Resolving a test --------------------------------------------------------------------------

const ResolveYlniesTestInput = builder.inputType('ResolveYlniesTestInput', {
  description: 'A player gives `requestId`; the GM gives `requestId` or the test itself (characteristic/skill, threshold).',
  fields: (t) => ({
    characterId: t.id(),
    requestId: t.id({ required: false }),
    characteristic: t.field({ type: YlniesCharacteristicKey, required: false }),
    skill: t.string({ required: false }),
    threshold: t.int({ required: false }),
    modifier: t.int({ required: false, description: 'GM only: added to the request’s modifier.' }),
    location: t.string({ required: false }),
    gmOverridesCritical: t.boolean({ required: false }),
  }),
});

const resolveSchema = z.object({
  requestId: z.string().max(200).nullish(),
  characteristic,
  skill: skillName,
  threshold: threshold.nullish(),
  modifier: z.number().int().min(-100).max(100).nullish(),
  location,
  gmOverridesCritical: z.boolean().nullish(),
});

const YlniesTestPayload = builder.objectRef<{ result: TestView; character: CharacterRow; requestId: string | null }>('YlniesTestPayload').implement({
  fields: (t) => ({
    result: t.field({ type: YlniesTestResult, resolve: (p) => p.result }),
    character: t.field({ type: CharacterRef, resolve: (p) => p.character }),
    requestId: t.id({ nullable: true, resolve: (p) => (p.requestId ? encodeId('YlniesTestRequest', p.requestId) : null) }),
  }),
});

builder.mutationField('resolveYlniesTest', (t) =>
  t.field({
    type: YlniesTestPayload,
    description:
      'Roll 4d6 + characteristic + skill + modifiers against the threshold (Ylnies §Tests). A player answers an open GM request for their own character; the GM may also roll a test directly. Logged in the roll log.',
    args: { input: t.arg({ type: ResolveYlniesTestInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await requireEditableCharacter(ctx, input.characterId);
      const v = validate(resolveSchema, input);
      return withRetry(first, () => requireEditableCharacter(ctx, input.characterId), async ({ caller, character, role }) => {
        const sheet = requireYlniesSheet(character);
        let test: { characteristic: CharacteristicKey | null; skill: string | null; modifier: number; threshold: number; location: string | null; gmOverridesCritical: boolean };
        let requestId: string | null = null;
        if (role !== 'GM' && (v.threshold != null || v.modifier != null || v.characteristic !== null || v.skill !== null || v.gmOverridesCritical != null)) {
          throw new RuleViolation('TEST_IS_GM_SET', 'The GM sets the test: answer the request with `requestId` only.', RULES.threshold);
        }
        if (v.requestId) {
          const { row, details } = await openRequest(ctx, v.requestId, character);
          requestId = row.id;
          test = {
            characteristic: v.characteristic ?? details.characteristic,
            skill: v.skill ?? details.skill,
            modifier: details.modifier + (v.modifier ?? 0),
            threshold: v.threshold ?? row.threshold ?? 0,
            location: v.location ?? details.location,
            gmOverridesCritical: v.gmOverridesCritical ?? details.gmOverridesCritical,
          };
        } else {
          if (role !== 'GM') throw new RuleViolation('REQUEST_REQUIRED', 'Players roll on a GM request: give its `requestId`.', RULES.threshold);
          if (v.threshold == null) throw new RuleViolation('THRESHOLD_REQUIRED', 'Give the threshold (or a request).', RULES.threshold);
          if (v.characteristic === null && v.skill === null) throw new RuleViolation('CHARACTERISTIC_REQUIRED', 'Give a characteristic, a skill, or both.', RULES.skill);
          test = { characteristic: v.characteristic, skill: v.skill, modifier: v.modifier ?? 0, threshold: v.threshold, location: v.location, gmOverridesCritical: v.gmOverridesCritical ?? false };
        }
        ensureCanAct(character, sheet.wounds);
        const skill = skillOf(sheet, test.skill);
        const key = test.characteristic ?? skill!.characteristic;
        const malus = test.location ? woundMalus(sheet.wounds, test.location) : 0;
        const testInput = { characteristic: sheet.characteristics[key], skill: skill?.value ?? 0, modifier: test.modifier + malus, threshold: test.threshold, gmOverridesCritical: test.gmOverridesCritical };
        const probability = testOdds(testInput).success;
        const rng = recordingRng(ctx.rng);
        const result = rollTest(rng, testInput);
        await ctx.db.transaction(async (tx) => {
          const roll = await logRoll(tx, ctx, caller, character, {
            kind: 'YLNIES_TEST',
            inputs: { characteristic: key, characteristicValue: testInput.characteristic, skill: skill?.name ?? null, skillValue: testInput.skill, modifier: test.modifier, woundMalus: malus, threshold: test.threshold, gmOverridesCritical: test.gmOverridesCritical },
            faces: rng.faces,
            outcome: { total: result.total, success: result.success, degree: result.degree, special: result.special, outcome: result.outcome },
            requestId,
          });
          if (requestId) await closeRequest(tx, ctx, requestId, roll.id);
          await emitEvent(tx, character.campaignId, 'roll.resolved', { characterId: character.id, ruleset: 'YLNIES', kind: 'YLNIES_TEST', rollId: roll.id, success: result.success, outcome: result.outcome }, ctx.clock.now());
        });
        return { result: { ...result, probability }, character, requestId };
      });
    },
  }),
);

// ----- Odds ---------------------------------------------------------------------------------------

type OutcomeOddsView = { outcome: (typeof OUTCOMES)[number]; count: number; probability: number };
const YlniesOutcomeOdds = builder.objectRef<OutcomeOddsView>('YlniesOutcomeOdds').implement({
  fields: (t) => ({
    outcome: t.field({ type: YlniesOutcome, resolve: (o) => o.outcome }),
    count: t.exposeInt('count', { description: 'Rolls of 4d6 (out of 1296) giving this outcome.' }),
    probability: t.exposeFloat('probability'),
  }),
});

const YlniesOdds = builder.objectRef<ReturnType<typeof testOdds>>('YlniesOdds').implement({
  description: 'Exact odds of a test, from the 1296 equally likely rolls of 4d6 (no sampling).',
  fields: (t) => ({
    denominator: t.exposeInt('denominator'),
    success: t.exposeFloat('success'),
    successCount: t.exposeInt('successCount'),
    outcomes: t.field({ type: [YlniesOutcomeOdds], resolve: (o) => OUTCOMES.map((outcome) => ({ outcome, count: o.counts[outcome], probability: o.probabilities[outcome] })) }),
  }),
});

const YlniesOddsInput = builder.inputType('YlniesOddsInput', {
  fields: (t) => ({
    characteristic: t.int(),
    skill: t.int({ required: false }),
    modifier: t.int({ required: false }),
    threshold: t.int(),
    gmOverridesCritical: t.boolean({ required: false }),
  }),
});

builder.queryField('ylniesOdds', (t) =>
  t.field({
    type: YlniesOdds,
    description: 'The exact distribution of a Ylnies test’s outcomes before rolling: 4d6 + characteristic + skill + modifier against the threshold.',
    args: { input: t.arg({ type: YlniesOddsInput }) },
    resolve: (_root, { input }) =>
      testOdds({ characteristic: input.characteristic, skill: input.skill ?? 0, modifier: input.modifier ?? 0, threshold: input.threshold, gmOverridesCritical: input.gmOverridesCritical ?? false }),
  }),
);

const YlniesOpposedOdds = builder.objectRef<ReturnType<typeof opposedOdds>>('YlniesOpposedOdds').implement({
  description: 'Exact odds of an opposed test (counts over 1296²).',
  fields: (t) => ({
    denominator: t.float({ resolve: (o) => o.denominator }),
    aWins: t.exposeFloat('aWins'),
    bWins: t.exposeFloat('bWins'),
    bothFail: t.exposeFloat('bothFail'),
  }),
});

const YlniesBonusInput = builder.inputType('YlniesBonusInput', {
  fields: (t) => ({ characteristic: t.int(), skill: t.int({ required: false }), modifier: t.int({ required: false }) }),
});

builder.queryField('ylniesOpposedOdds', (t) =>
  t.field({
    type: YlniesOpposedOdds,
    description: 'Exact odds of an opposed Ylnies test. `undergoing` wins ties; without it a tie fails both.',
    args: { a: t.arg({ type: YlniesBonusInput }), b: t.arg({ type: YlniesBonusInput }), undergoing: t.arg({ type: YlniesSide, required: false }) },
    complexity: 5,
    resolve: (_root, { a, b, undergoing }) =>
      opposedOdds(
        { characteristic: a.characteristic, skill: a.skill ?? 0, modifier: a.modifier ?? 0 },
        { characteristic: b.characteristic, skill: b.skill ?? 0, modifier: b.modifier ?? 0 },
        undergoing ?? null,
      ),
  }),
);

// ----- Opposed test -------------------------------------------------------------------------------

const YlniesOpposedSideInput = builder.inputType('YlniesOpposedSideInput', {
  fields: (t) => ({
    characterId: t.id(),
    characteristic: t.field({ type: YlniesCharacteristicKey, required: false, description: 'Defaults to the skill’s characteristic.' }),
    skill: t.string({ required: false }),
    modifier: t.int({ required: false }),
    location: t.string({ required: false }),
  }),
});

const OpposedYlniesTestInput = builder.inputType('OpposedYlniesTestInput', {
  fields: (t) => ({
    a: t.field({ type: YlniesOpposedSideInput }),
    b: t.field({ type: YlniesOpposedSideInput }),
    undergoing: t.field({ type: YlniesSide, required: false, description: 'The side undergoing the action (e.g. the one hiding) wins ties; without it a tie fails both.' }),
  }),
});

const sideSchema = z
  .object({ characterId: z.string(), characteristic, skill: skillName, modifier, location })
  .refine((v) => v.characteristic !== null || v.skill !== null, { path: ['characteristic'], message: 'give a characteristic, a skill, or both' });

function sideBonus(character: CharacterRow, sheet: StoredYlnies, side: z.output<typeof sideSchema>) {
  ensureCanAct(character, sheet.wounds);
  const skill = skillOf(sheet, side.skill);
  const key = side.characteristic ?? skill!.characteristic;
  const malus = side.location ? woundMalus(sheet.wounds, side.location) : 0;
  return { key, skill: skill?.name ?? null, bonus: { characteristic: sheet.characteristics[key], skill: skill?.value ?? 0, modifier: side.modifier + malus } };
}

const OpposedYlniesTestPayload = builder.objectRef<{ test: OpposedView }>('OpposedYlniesTestPayload').implement({
  fields: (t) => ({ test: t.field({ type: YlniesOpposedTest, resolve: (p) => p.test }) }),
});

builder.mutationField('opposedYlniesTest', (t) =>
  t.field({
    type: OpposedYlniesTestPayload,
    description:
      'GM only: an opposed test between two characters (Ylnies §Tests). Higher total wins, degree = the difference; a tie goes to the side undergoing the action, or fails both if none. Logged in both roll logs.',
    args: { input: t.arg({ type: OpposedYlniesTestInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { caller, a, b } = await loadGmPair(ctx, input.a.characterId, input.b.characterId);
      const v = validate(z.object({ a: sideSchema, b: sideSchema, undergoing: z.enum(['A', 'B']).nullish().transform((x) => x ?? null) }), input);
      const sa = sideBonus(a, requireYlniesSheet(a), v.a);
      const sb = sideBonus(b, requireYlniesSheet(b), v.b);
      const rng = recordingRng(ctx.rng);
      const test = evaluateOpposed(roll4d6(rng), roll4d6(rng), sa.bonus, sb.bonus, v.undergoing);
      return retryOnConflict(async () => {
        await ctx.db.transaction(async (tx) => {
          const entry = {
            kind: 'YLNIES_OPPOSED',
            inputs: { a: { characterId: a.id, characteristic: sa.key, skill: sa.skill, bonus: sa.bonus }, b: { characterId: b.id, characteristic: sb.key, skill: sb.skill, bonus: sb.bonus }, undergoing: v.undergoing },
            faces: rng.faces,
            outcome: { winner: test.winner, degree: test.degree, decidedBy: test.decidedBy, totals: [test.a.total, test.b.total] },
          };
          await logRoll(tx, ctx, caller, a, entry);
          await logRoll(tx, ctx, caller, b, entry);
          await emitEvent(tx, a.campaignId, 'roll.resolved', { ruleset: 'YLNIES', kind: 'YLNIES_OPPOSED', characterIds: [a.id, b.id], winner: test.winner }, ctx.clock.now());
        });
        return { test: { ...test, aCharacter: a, bCharacter: b } };
      }, conflict);
    },
  }),
);

// ----- Progression -------------------------------------------------------------------------------

function ensureProgressing(character: CharacterRow) {
  if (character.kind === 'PC' && character.status === 'DRAFT') {
    throw new RuleViolation('CHARACTER_DRAFT', 'This character is still being built; set its skills with `setYlniesSkills`, or activate it first.', RULES.draft);
  }
}

const YlniesSkillIncreaseInput = builder.inputType('YlniesSkillIncreaseInput', {
  fields: (t) => ({ skill: t.string(), amount: t.int({ required: false, description: 'Default 1.' }) }),
});

const GrantSkillIncreasesInput = builder.inputType('GrantSkillIncreasesInput', {
  fields: (t) => ({ characterId: t.id(), increases: t.field({ type: [YlniesSkillIncreaseInput] }), reason: t.string({ required: false }) }),
});

builder.mutationField('grantSkillIncreases', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'GM only: raise skills used during a scenario (Ylnies §Progression: "le MJ peut décider qu’elle augmente"). No maximum. Recorded in the experience ledger.',
    args: { input: t.arg({ type: GrantSkillIncreasesInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await requireEditableCharacter(ctx, input.characterId, 'GM');
      const v = validate(
        z.object({
          increases: z.array(z.object({ skill: z.string().trim().min(1).max(80), amount: z.number().int().min(-1000).max(1000).nullish() })).min(1).max(100),
          reason: z.string().trim().max(500).nullish(),
        }),
        input,
      );
      return withRetry(first, () => requireEditableCharacter(ctx, input.characterId, 'GM'), async ({ caller, character }) => {
        const sheet = requireYlniesSheet(character);
        ensureProgressing(character);
        const grants = v.increases.map((g) => ({ skill: g.skill, amount: g.amount ?? 1 }));
        const skills = throwIf(grantSkillIncreases(sheet.skills, grants));
        return ctx.db.transaction(async (tx) => {
          const updated = await writeCharacterState(tx, character, { ylnies: { ...sheet, skills } });
          await tx.insert(experienceEntries).values({
            characterId: character.id,
            kind: 'GM_ADJUSTMENT',
            xp: 0,
            reason: v.reason || 'Ylnies: skills raised by the GM',
            detail: { ruleset: 'YLNIES', grants },
            authorId: caller.userId,
            createdAt: ctx.clock.now(),
          });
          return { character: updated };
        });
      });
    },
  }),
);

type RandomIncreaseView = { skill: string; dice: number[]; before: number; raised: boolean };
const YlniesSkillIncreaseRoll = builder.objectRef<RandomIncreaseView>('YlniesSkillIncreaseRoll').implement({
  description: 'One skill’s roll: 4d6 above its value raises it by 1.',
  fields: (t) => ({
    skill: t.exposeString('skill'),
    dice: t.intList({ resolve: (r) => r.dice }),
    before: t.exposeInt('before'),
    raised: t.exposeBoolean('raised'),
  }),
});

const RollSkillIncreasesPayload = builder.objectRef<{ character: CharacterRow; rolls: RandomIncreaseView[] }>('RollSkillIncreasesPayload').implement({
  fields: (t) => ({
    character: t.field({ type: CharacterRef, resolve: (p) => p.character }),
    rolls: t.field({ type: [YlniesSkillIncreaseRoll], resolve: (p) => p.rolls }),
  }),
});

const RollSkillIncreasesInput = builder.inputType('RollSkillIncreasesInput', {
  fields: (t) => ({ characterId: t.id(), skills: t.stringList({ description: 'The skills used during the scenario, one roll each.' }) }),
});

builder.mutationField('rollSkillIncreases', (t) =>
  t.field({
    type: RollSkillIncreasesPayload,
    description: 'GM only, at a scenario’s end: roll for each skill used (Ylnies §Progression "ou bien le déterminer aléatoirement"): 4d6 above the skill’s value raises it by 1. Logged in the roll log.',
    args: { input: t.arg({ type: RollSkillIncreasesInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await requireEditableCharacter(ctx, input.characterId, 'GM');
      const v = validate(z.object({ skills: z.array(z.string().trim().min(1).max(80)).min(1).max(100) }), input);
      return withRetry(first, () => requireEditableCharacter(ctx, input.characterId, 'GM'), async ({ caller, character }) => {
        const sheet = requireYlniesSheet(character);
        ensureProgressing(character);
        const rng = recordingRng(ctx.rng);
        const result = throwIf(rollSkillIncreases(rng, sheet.skills, v.skills));
        return ctx.db.transaction(async (tx) => {
          const updated = await writeCharacterState(tx, character, { ylnies: { ...sheet, skills: result.skills } });
          await logRoll(tx, ctx, caller, character, { kind: 'YLNIES_PROGRESSION', inputs: { skills: v.skills }, faces: rng.faces, outcome: { rolls: result.rolls } });
          return { character: updated, rolls: result.rolls };
        });
      });
    },
  }),
);

const TrainSkillInput = builder.inputType('TrainSkillInput', {
  fields: (t) => ({
    characterId: t.id(),
    skill: t.string(),
    days: t.int({ required: false, description: 'Days of training (or of break); 0 or none to only start or re-time a training.' }),
    entry: t.field({ type: YlniesTrainingEntry, required: false, description: 'TRAIN (default) or BREAK.' }),
    requiredDays: t.int({ required: false, description: 'GM only: days the skill needs to rise by 1 (starts the training).' }),
    maxBreakDays: t.int({ required: false, description: 'GM only: the longest break that keeps the progress.' }),
  }),
});

const TrainSkillPayload = builder.objectRef<{ character: CharacterRow; training: ReturnType<typeof startTraining> extends RuleResult<infer T> ? T : never; completed: boolean; lost: boolean }>('TrainSkillPayload').implement({
  fields: (t) => ({
    character: t.field({ type: CharacterRef, resolve: (p) => p.character }),
    training: t.field({ type: YlniesTraining, resolve: (p) => p.training }),
    completed: t.exposeBoolean('completed', { description: 'The skill rose by 1 and the training starts over.' }),
    lost: t.exposeBoolean('lost', { description: 'The break was too long: the progress is lost.' }),
  }),
});

builder.mutationField('trainSkill', (t) =>
  t.field({
    type: TrainSkillPayload,
    description:
      'Training (Ylnies §Progression): the GM starts it with `requiredDays` and `maxBreakDays`; the GM or the owner then records days of training or of break. Completing it raises the skill by 1; a break longer than tolerated loses the progress.',
    args: { input: t.arg({ type: TrainSkillInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await requireEditableCharacter(ctx, input.characterId);
      const v = validate(
        z.object({
          skill: z.string().trim().min(1).max(80),
          days: z.number().int().min(0).max(10_000).nullish(),
          entry: z.enum(['TRAIN', 'BREAK']).nullish().transform((x) => x ?? 'TRAIN'),
          requiredDays: z.number().int().min(-10_000).max(10_000).nullish(),
          maxBreakDays: z.number().int().min(-10_000).max(10_000).nullish(),
        }),
        input,
      );
      return withRetry(first, () => requireEditableCharacter(ctx, input.characterId), async ({ character, role }) => {
        const sheet = requireYlniesSheet(character);
        ensureProgressing(character);
        const timing = v.requiredDays != null || v.maxBreakDays != null;
        if (timing && role !== 'GM') throw new RuleViolation('TRAINING_TIME_IS_GM_SET', 'The GM sets how long a training takes.', RULES.training);
        const index = sheet.training.findIndex((x) => x.skill.trim().toLowerCase() === v.skill.toLowerCase());
        let training = index >= 0 ? sheet.training[index]! : null;
        if (!training || timing) {
          if (!training && role !== 'GM') throw new RuleViolation('TRAINING_NOT_STARTED', `No training of "${v.skill}" in progress: the GM starts it.`, RULES.training);
          const started = throwIf(startTraining(sheet.skills, v.skill, v.requiredDays ?? training?.requiredDays ?? Number.NaN, v.maxBreakDays ?? training?.maxBreakDays ?? Number.NaN));
          training = training ? { ...training, requiredDays: started.requiredDays, maxBreakDays: started.maxBreakDays } : started;
        }
        let skills = sheet.skills;
        let completed = false;
        let lost = false;
        if (v.days) {
          const step = throwIf(recordTraining(sheet.skills, training, { kind: v.entry, days: v.days }));
          ({ training, completed, lost, skills } = step);
        }
        const trainings = index >= 0 ? sheet.training.map((x, i) => (i === index ? training! : x)) : [...sheet.training, training];
        const updated = await writeCharacterState(ctx.db, character, { ylnies: { ...sheet, skills, training: trainings } });
        return { character: updated, training, completed, lost };
      });
    },
  }),
);
