/**
 * Previewing a cast (`previewCast`): the score and the difficulty of a spell or a special power,
 * step by step, and its odds, from the characters as they stand; no roll, nothing booked. The GM
 * may preview an NPC's spell (a difficulty the PCs will face).
 * Rules: src/rules/magic/casting.ts (`previewCast`).
 */
import { previewCast } from '../../rules/magic/casting.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { MUTATION_ERRORS, accepted } from '../errors.js';
import { type CastAsked, CastSpellInputRef, castRequest, castSetup } from './cast-request.js';
import { MagicAssistantPart, MagicDifficulty, MagicScore } from './check.js';

/** The rules core's odds of the cast, with the caster's exhaustion (preview). */
type PreviewView = Awaited<ReturnType<typeof preview>>;

const SpellPreview = builder.objectRef<PreviewView>('SpellPreview').implement({
  description: 'The odds of a cast, with no roll and nothing booked.',
  fields: (t) => ({
    score: t.field({ type: MagicScore, description: 'The caster’s action score, term by term.', resolve: (p) => p.score }),
    difficulty: t.field({ type: MagicDifficulty, description: 'The difficulty die, term by term.', resolve: (p) => p.difficulty }),
    probability: t.exposeFloat('probability', { description: 'The chance of success, 0..1 (score ÷ die; 1 when automatic, 0 when impossible).' }),
    automatic: t.exposeBoolean('automatic', { description: 'Score ≥ die (or D0): it would succeed without a roll.' }),
    impossible: t.exposeBoolean('impossible', { description: 'The die is above 12 and the score does not reach it: it would fail without a roll.' }),
    exhaustion: t.exposeInt('exhaustion', { description: 'The caster’s current magical exhaustion.' }),
    assistants: t.field({ type: [MagicAssistantPart], description: 'What each assistant would add and pay (casting together).', resolve: (p) => p.assistants }),
  }),
});

/** The same one read, checks and rules-core input as a cast, then the odds: nothing written. */
async function preview(ctx: Context, input: CastAsked) {
  const request = await castRequest(ctx, input, 'PREVIEW');
  const { caster, core } = castSetup(request);
  const p = accepted(previewCast(core));
  return { ...p, exhaustion: caster.magic.exhaustion };
}

builder.queryField('previewCast', (t) =>
  t.field({
    type: SpellPreview,
    description: 'The score and difficulty of a cast, step by step, and its odds: no roll, nothing booked.',
    args: { input: t.arg({ type: CastSpellInputRef }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) => preview(ctx, input),
  }),
);
