/**
 * LOREVAL special powers (`useSpecialPower`): Harmony, Conviction and Heroism. A power is cast
 * like a spell (magic-casting.ts) with its own range, area and duration: base die D8 + 2 per power
 * level, one passing fatigue, and no one-spell limit (seed 000 "Pouvoirs particuliers").
 * Rules: src/rules/magic/casting.ts, limit.ts.
 */
import { builder } from '../builder.js';
import { MUTATION_ERRORS } from '../errors.js';
import { CircumstanceInput } from './check.js';
import { CastSpellPayload, cast } from './casting.js';
import { ImprovisedSpellInput } from './spell-definition.js';
import { SpellTargetInput } from './targets.js';

const UseSpecialPowerInput = builder.inputType('UseSpecialPowerInput', {
  description: 'LOREVAL: a power carries its own range, area and duration; base D8; passing fatigue; no one-spell limit.',
  fields: (t) => ({
    characterId: t.id(),
    spellId: t.id({ required: false }),
    improvised: t.field({ type: ImprovisedSpellInput, required: false }),
    targets: t.field({ type: [SpellTargetInput], required: false }),
    circumstances: t.field({ type: [CircumstanceInput], required: false }),
    moduleIds: t.idList({ required: false }),
    encounterId: t.id({ required: false }),
    woundNature: t.string({ required: false }),
  }),
});

builder.mutationField('useSpecialPower', (t) =>
  t.field({
    type: CastSpellPayload,
    description:
      'LOREVAL special power (Harmony, Conviction, Heroism): base die D8 + 2 per power level, one passing fatigue, exempt from the one-spell-per-action limit (seed 000 "Pouvoirs particuliers").',
    args: { input: t.arg({ type: UseSpecialPowerInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) => cast(ctx, input, 'POWER'),
  }),
);
