/**
 * The numbers of a magical action as the API shows them, shared by casts, special powers,
 * counter-spells, dispels and rituals: the score and the difficulty term by term, the check
 * (score against die), the cost booked on each participant, the roll-log entry, the outcome, and
 * the circumstances the GM adds to the die.
 * Rules: src/rules/magic/score.ts, difficulty.ts; SMS §2.
 */
import * as z from 'zod/mini';
import { canSee } from '../../db/access.js';
import type { RollRow } from '../../db/rolls.js';
import type { Difficulty } from '../../rules/magic/difficulty.js';
import type { AssistantPart } from '../../rules/magic/casting.js';
import type { MagicCost, ParticipantCost as ParticipantCostOf, Score } from '../../rules/magic/score.js';
import type { Check } from '../../rules/sms/check.js';
import { builder } from '../builder.js';
import { field, inputType } from '../input.js';
import { Locale, type LocaleValue, Stakes } from '../enums.js';
import { type FrenchLine, stepText } from '../../rules/magic/words.js';
import { encodeId } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { loadVisibleRoll, Roll, rollPayload } from '../rolls/roll.js';

export const CastOutcome = builder.enumType('CastOutcome', {
  description: 'How a magical action ended.',
  values: {
    SUCCESS: { description: 'The check succeeded: the effects apply.' },
    FAILURE: { description: 'The check failed: no effect, the cost is paid all the same (and the stakes of the die apply).' },
    INTERRUPTED: { description: 'An intervention that hurt or shook the caster succeeded: the spell is cancelled.' },
    COUNTERED: { description: 'A counter-spell succeeded against it: the spell fails with no effect.' },
  } as const,
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A text field in the locale the client asks for (`locale`, EN by default). */
export function inLocale<P>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>, description: string, text: (parent: P, locale: LocaleValue) => string) {
  return t.string({ description, args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (p, { locale }) => text(p, locale ?? 'EN') });
}

export type Step = { label: string; points: number; rule: string } & FrenchLine;

export const MagicStep = builder.objectRef<Step>('MagicStep').implement({
  description: 'One term of a score or a difficulty, with the rule it comes from.',
  fields: (t) => ({
    label: inLocale(t, 'What the term is, in the locale asked for (a GM’s circumstance and a name stay as written).', (s, locale) => stepText(s, 'label', locale)),
    points: t.exposeInt('points', {
      description: 'What the term adds (negative: takes away): score points in a score, die points in a difficulty (one die step = 2).',
    }),
    rule: inLocale(t, 'The rule the term applies, citing its seed section, in the locale asked for.', (s, locale) => stepText(s, 'rule', locale)),
  }),
});

export const MagicScore = builder.objectRef<Score>('MagicScore').implement({
  description: 'The action score of a magical action, term by term (SMS §2.2; floored at 1).',
  fields: (t) => ({
    score: t.exposeInt('score', { description: 'The action score used for the check (≥ 1).' }),
    raw: t.exposeInt('raw', { description: 'Σ steps before the floor.' }),
    steps: t.field({ type: [MagicStep], description: 'Its terms in order: modules, parameter malus, exhaustion, aids, incantation, interruption …', resolve: (s) => s.steps }),
  }),
});

export const MagicDifficulty = builder.objectRef<Difficulty>('MagicDifficulty').implement({
  description: 'The difficulty die, step by step, settled once at the end (SMS §2 die arithmetic).',
  fields: (t) => ({
    die: t.exposeInt('die', { description: 'The settled die’s size: 0 (D0, always a success), 2, 4 … 12, or an even number above 12.' }),
    points: t.exposeInt('points', { description: 'Σ steps before settling.' }),
    aboveTwelve: t.exposeBoolean('aboveTwelve', { description: 'Above D12 no die is rolled: only a score reaching it succeeds.' }),
    steps: t.field({ type: [MagicStep], description: 'Its terms in order: base die, power, severity, resistance, circumstances …', resolve: (d) => d.steps }),
  }),
});

export const MagicCheck = builder.objectRef<Check>('MagicCheck').implement({
  description: 'The roll: score against die (SMS §2.5).',
  fields: (t) => ({
    score: t.exposeInt('score', { description: 'The action score (≥ 1).' }),
    die: t.exposeInt('die', { description: 'The difficulty die’s size (0 for D0).' }),
    roll: t.exposeInt('roll', { nullable: true, description: 'Null when no die was rolled (automatic or impossible).' }),
    automatic: t.exposeBoolean('automatic', { description: 'Score ≥ die (or D0): a success without a roll.' }),
    impossible: t.exposeBoolean('impossible', { description: 'The die is above 12 and the score does not reach it: a failure without a roll, with the D12 stakes.' }),
    success: t.exposeBoolean('success', { description: 'Whether the check succeeded (the roll at most the score, or automatic).' }),
    stakes: t.field({ type: Stakes, description: 'What the failure risks, from the die.', resolve: (c) => c.stakes }),
    probability: t.exposeFloat('probability', { description: 'The chance of success before rolling, 0..1 (score ÷ die).' }),
  }),
});

export const MagicCostRef = builder.objectRef<MagicCost>('MagicCost').implement({
  description: 'What a magical action costs: ALMERA exhaustion, LOREVAL lasting fatigue (passing for a special power).',
  fields: (t) => ({
    exhaustion: t.int({ description: 'ALMERA magical exhaustion added (+1 per cast; a ritual’s share of its power); 0 in LOREVAL.', resolve: (c) => c.exhaustionDelta }),
    lastingFatigue: t.int({ description: 'LOREVAL lasting fatigue ranks added (1 per cast; a ritual’s share of its power); 0 in ALMERA.', resolve: (c) => c.lastingFatigueDelta }),
    passingFatigue: t.int({ description: 'Passing fatigue ranks added (a LOREVAL special power); 0 otherwise.', resolve: (c) => c.passingFatigueDelta }),
  }),
});

/** The cost booked on one participant, as the rules core gives it (`id`: the character's). */
export const ParticipantCost = builder.objectRef<ParticipantCostOf>('MagicParticipantCost').implement({
  description: 'The cost booked on one participant.',
  fields: (t) => ({
    characterId: t.id({ description: 'The participant’s `Character` id.', resolve: (p) => encodeId('Character', p.id) }),
    character: t.field({
      type: CharacterRef,
      nullable: true,
      description: 'The participant; null when the caller may not see it or it no longer exists.',
      // Through the request's visibility read: an NPC taking part is not a player's to see.
      resolve: async (p, _a, ctx) => {
        const found = await ctx.loaders.charactersWithRole.load(p.id);
        return found && canSee(found.character, found.role) ? found.character : null;
      },
    }),
    cost: t.field({ type: MagicCostRef, description: 'What it paid.', resolve: (p) => p.cost }),
  }),
});

export const MagicAssistantPart = builder.objectRef<AssistantPart>('MagicAssistantPart').implement({
  description: 'One assistant’s part in casting together: the points it adds to the score (+1 per module of theirs in play) and what it pays.',
  fields: (t) => ({
    characterId: t.id({ description: 'The assistant’s `Character` id.', resolve: (a) => encodeId('Character', a.id) }),
    points: t.exposeInt('points', { description: 'What the assistant adds to the referent’s score.' }),
    cost: t.field({ type: MagicCostRef, description: 'What the assistant paid (+1 exhaustion in ALMERA; lasting fatigue in LOREVAL).', resolve: (a) => a.cost }),
  }),
});

export type RollView = Pick<RollRow, 'id' | 'seq' | 'kind' | 'hash'> & { faces: number[] };

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
    seq: t.exposeInt('seq', { description: 'Its position in the character’s roll chain (1, 2 …).' }),
    recordedKind: t.exposeString('kind', { description: 'What was rolled, as the roll log recorded it (as `Roll.recordedKind`).' }),
    kind: t.exposeString('kind', { description: 'Same as `recordedKind`.', deprecationReason: 'Use `recordedKind`: `kind` conflicts with `Character.kind` when one document selects both through `node` or `nodes`.' }),
    hash: t.exposeString('hash', { description: 'The entry’s hash in the chain (hex), which the next entry links to.' }),
    faces: t.exposeIntList('faces', { description: 'The raw faces rolled, in order (empty when nothing was rolled).' }),
  }),
});

/** The roll-log entry of a magical action, with the raw faces its recording rng saw. */
export function rollView(roll: Pick<RollView, 'id' | 'seq' | 'kind' | 'hash'>, faces: number[]): RollView {
  return { id: roll.id, seq: roll.seq, kind: roll.kind, hash: roll.hash, faces };
}

const Circumstance = inputType(
  'MagicCircumstanceInput',
  {
    label: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(120)), 'What the circumstance is, shown as written (1..120 characters).'),
    points: field.int(z.int().check(z.minimum(-20), z.maximum(20)), 'Die points, −20..20: positive makes the die harder (+2 = one die step), negative easier.'),
  },
  'A circumstance the GM adds to the die, in die points (SMS §4: ±1, ±2, ±3, or any shift).',
);
export const CircumstanceInput = Circumstance.ref;
export const circumstanceSchema = Circumstance.schema;
