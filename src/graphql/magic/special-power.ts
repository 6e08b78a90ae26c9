/**
 * LOREVAL special powers (`useSpecialPower`): Harmony, Conviction and Heroism. A power is cast
 * like a spell (magic-casting.ts) with its own range, area and duration: base die D8 + 2 per power
 * level, one passing fatigue, and no one-spell limit (seed 000 "Pouvoirs particuliers").
 * Rules: src/rules/magic/casting.ts, limit.ts.
 */
import { builder } from '../builder.js';
import { CircumstanceInput } from './check.js';
import { CastSpellPayload, cast } from './casting.js';
import { ImprovisedSpellInput } from './spell-definition.js';
import { SpellTargetInput } from './targets.js';
import { inputMutation } from '../mutation.js';

const UseSpecialPowerInput = builder.inputType('UseSpecialPowerInput', {
  description: 'LOREVAL: a power carries its own range, area and duration; base D8; passing fatigue; no one-spell limit.',
  fields: (t) => ({
    characterId: t.id({ description: 'The PC using the power (its form at maximum rank and the power’s module).' }),
    spellId: t.id({ required: false, description: 'A POWER of the campaign’s catalogue …' }),
    improvised: t.field({ type: ImprovisedSpellInput, required: false, description: '… or one made up on the spot (kind POWER).' }),
    targets: t.field({ type: [SpellTargetInput], required: false, description: 'Who the power is aimed at.' }),
    circumstances: t.field({ type: [CircumstanceInput], required: false, description: 'GM only: circumstances that move the die (at most 10).' }),
    moduleIds: t.idList({ required: false, description: 'Related modules of the user’s sheet (at most 30).' }),
    encounterId: t.id({ required: false, description: 'In sequenced narration: the encounter it is used in (a power does not count against the one-spell limit).' }),
    woundNature: t.string({ required: false, description: 'Nature of the wounds inflicted (default: the power’s name).' }),
  }),
});

inputMutation('useSpecialPower', {
  type: CastSpellPayload,
  description:
    'LOREVAL special power (Harmony, Conviction, Heroism): base die D8 + 2 per power level, one passing fatigue, exempt from the one-spell-per-action limit (seed 000 "Pouvoirs particuliers").',
  input: UseSpecialPowerInput,
  resolve: (_root, { input }, ctx) => cast(ctx, input, 'POWER'),
});
