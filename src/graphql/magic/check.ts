/**
 * The numbers of a magical action as the API shows them, shared by casts, special powers,
 * counter-spells, dispels and rituals: the score and the difficulty term by term, the check
 * (score against die), the cost booked on each participant, the roll-log entry, the outcome, and
 * the circumstances the GM adds to the die.
 * Rules: src/rules/magic/score.ts, difficulty.ts; SMS §2.
 */
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { CharacterRow } from '../../db/access.js';
import { characters } from '../../db/schema.js';
import type { Difficulty } from '../../rules/magic/difficulty.js';
import type { AssistantPart } from '../../rules/magic/casting.js';
import type { MagicCost, Score } from '../../rules/magic/score.js';
import type { Check } from '../../rules/sms/check.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { Locale, Stakes } from '../enums.js';
import { type FrenchLine, stepText } from '../../rules/magic/words.js';
import { encodeId } from '../../ids.js';
import { CharacterRef } from '../refs.js';
import { loadVisibleRoll, Roll, rollPayload } from '../rolls/roll.js';

export const CastOutcome = builder.enumType('CastOutcome', { values: ['SUCCESS', 'FAILURE', 'INTERRUPTED', 'COUNTERED'] as const });

export type Step = { label: string; points: number; rule: string } & FrenchLine;

export const MagicStep = builder.objectRef<Step>('MagicStep').implement({
  description: 'One term of a score or a difficulty, with the rule it comes from.',
  fields: (t) => ({
    label: t.string({
      description: 'What the term is, in the locale asked for (a GM’s circumstance and a name stay as written).',
      args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) },
      resolve: (s, { locale }) => stepText(s, 'label', locale ?? 'EN'),
    }),
    points: t.exposeInt('points'),
    rule: t.string({
      description: 'The rule the term applies, citing its seed section, in the locale asked for.',
      args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) },
      resolve: (s, { locale }) => stepText(s, 'rule', locale ?? 'EN'),
    }),
  }),
});

export const MagicScore = builder.objectRef<Score>('MagicScore').implement({
  description: 'The action score of a magical action, term by term (SMS §2.2; floored at 1).',
  fields: (t) => ({
    score: t.exposeInt('score'),
    raw: t.exposeInt('raw', { description: 'Σ steps before the floor.' }),
    steps: t.field({ type: [MagicStep], resolve: (s) => s.steps }),
  }),
});

export const MagicDifficulty = builder.objectRef<Difficulty>('MagicDifficulty').implement({
  description: 'The difficulty die, step by step, settled once at the end (SMS §2 die arithmetic).',
  fields: (t) => ({
    die: t.exposeInt('die'),
    points: t.exposeInt('points', { description: 'Σ steps before settling.' }),
    aboveTwelve: t.exposeBoolean('aboveTwelve', { description: 'Above D12 no die is rolled: only a score reaching it succeeds.' }),
    steps: t.field({ type: [MagicStep], resolve: (d) => d.steps }),
  }),
});

export const MagicCheck = builder.objectRef<Check>('MagicCheck').implement({
  description: 'The roll: score against die (SMS §2.5).',
  fields: (t) => ({
    score: t.exposeInt('score'),
    die: t.exposeInt('die'),
    roll: t.exposeInt('roll', { nullable: true, description: 'Null when no die was rolled (automatic or impossible).' }),
    automatic: t.exposeBoolean('automatic'),
    impossible: t.exposeBoolean('impossible'),
    success: t.exposeBoolean('success'),
    stakes: t.field({ type: Stakes, resolve: (c) => c.stakes }),
    probability: t.exposeFloat('probability'),
  }),
});

export const MagicCostRef = builder.objectRef<MagicCost>('MagicCost').implement({
  description: 'What a magical action costs: ALMERA exhaustion, LOREVAL lasting fatigue (passing for a special power).',
  fields: (t) => ({
    exhaustion: t.int({ resolve: (c) => c.exhaustionDelta }),
    lastingFatigue: t.int({ resolve: (c) => c.lastingFatigueDelta }),
    passingFatigue: t.int({ resolve: (c) => c.passingFatigueDelta }),
  }),
});

export interface ParticipantCostView {
  characterId: string;
  cost: MagicCost;
}

export const ParticipantCost = builder.objectRef<ParticipantCostView>('MagicParticipantCost').implement({
  description: 'The cost booked on one participant.',
  fields: (t) => ({
    characterId: t.id({ resolve: (p) => encodeId('Character', p.characterId) }),
    character: t.field({ type: CharacterRef, nullable: true, resolve: (p, _a, ctx) => loadRow(ctx, p.characterId) }),
    cost: t.field({ type: MagicCostRef, resolve: (p) => p.cost }),
  }),
});

export const MagicAssistantPart = builder.objectRef<AssistantPart>('MagicAssistantPart').implement({
  description: 'One assistant’s part in casting together: the points it adds to the score (+1 per module of theirs in play) and what it pays.',
  fields: (t) => ({
    characterId: t.id({ resolve: (a) => encodeId('Character', a.id) }),
    points: t.exposeInt('points'),
    cost: t.field({ type: MagicCostRef, resolve: (a) => a.cost }),
  }),
});

async function loadRow(ctx: Context, id: string): Promise<CharacterRow | null> {
  const [row] = await ctx.reader.select().from(characters).where(eq(characters.id, id)).limit(1);
  return row ?? null;
}

export interface RollView {
  id: string;
  seq: number;
  kind: string;
  hash: string;
  faces: number[];
}

export const SpellRollEntry = builder.node(builder.objectRef<RollView>('MagicRollEntry'), {
  description: 'The entry written in the roll log (hash chain) for this magical action; the same entry is the `Roll` with `roll`’s id.',
  id: { resolve: (r) => r.id },
  loadOne: async (id, ctx) => {
    const roll = await loadVisibleRoll(ctx, id);
    if (!roll) return null;
    const faces = rollPayload(roll).faces;
    return rollView(roll, Array.isArray(faces) ? faces.filter((f): f is number => Number.isInteger(f)) : []);
  },
  fields: (t) => ({
    roll: t.field({
      type: Roll,
      nullable: true,
      description: 'The roll-log entry itself.',
      resolve: (r, _args, ctx) => loadVisibleRoll(ctx, r.id),
    }),
    seq: t.exposeInt('seq'),
    recordedKind: t.exposeString('kind', { description: 'What was rolled, as the roll log recorded it (as `Roll.recordedKind`).' }),
    kind: t.exposeString('kind', { deprecationReason: 'Use `recordedKind`: `kind` conflicts with `Character.kind` when one document selects both through `node` or `nodes`.' }),
    hash: t.exposeString('hash'),
    faces: t.exposeIntList('faces', { description: 'The raw faces rolled, in order (empty when nothing was rolled).' }),
  }),
});

/** The roll-log entry of a magical action, with the raw faces its recording rng saw. */
export function rollView(roll: Pick<RollView, 'id' | 'seq' | 'kind' | 'hash'>, faces: number[]): RollView {
  return { id: roll.id, seq: roll.seq, kind: roll.kind, hash: roll.hash, faces };
}

export const CircumstanceInput = builder.inputType('MagicCircumstanceInput', {
  description: 'A circumstance the GM adds to the die, in die points (SMS §4: ±1, ±2, ±3, or any shift).',
  fields: (t) => ({ label: t.string(), points: t.int() }),
});
export const circumstanceSchema = z.object({ label: z.string().trim().min(1).max(120), points: z.number().int().min(-20).max(20) });
