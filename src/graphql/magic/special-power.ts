/**
 * LOREVAL special powers (`useSpecialPower`): Harmony, Conviction and Heroism. A power is cast
 * like a spell (magic-casting.ts) with its own range, area and duration: base die D8 + 2 per power
 * level, one passing fatigue, and no one-spell limit (seed 000 "Pouvoirs particuliers").
 * Rules: src/rules/magic/casting.ts, limit.ts.
 */
import * as z from 'zod/mini';
import { field, inputType } from '../input.js';
import { magicField } from './action-input.js';
import { CastSpellPayload, cast } from './casting.js';
import { ImprovisedSpellInput, spellDefinitionSchema } from './spell-definition.js';
import { SpellTargetInput, targetsSchema } from './targets.js';
import { inputMutation } from '../mutation.js';

/** A subset of `CastSpellInput`'s fields, with the same schemas: the power is validated as a cast (castRequest). */
const UseSpecialPowerInput = inputType(
  'UseSpecialPowerInput',
  {
    characterId: magicField.actor('The PC using the power (its form at maximum rank and the power’s module).'),
    spellId: field.id(z.nullish(z.string()), 'A POWER of the campaign’s catalogue …'),
    improvised: field.of(ImprovisedSpellInput, z.nullish(spellDefinitionSchema), '… or one made up on the spot (kind POWER).'),
    targets: field.of([SpellTargetInput], z.nullish(targetsSchema), 'Who the power is aimed at.'),
    circumstances: magicField.circumstances(),
    moduleIds: magicField.relatedModules('Related modules of the user’s sheet (at most 30).'),
    encounterId: magicField.encounter('In sequenced narration: the encounter it is used in (a power does not count against the one-spell limit).'),
    woundNature: magicField.woundNature('Nature of the wounds inflicted (default: the power’s name).'),
  },
  'LOREVAL: a power carries its own range, area and duration; base D8; passing fatigue; no one-spell limit.',
);

inputMutation('useSpecialPower', {
  type: CastSpellPayload,
  description:
    'LOREVAL special power (Harmony, Conviction, Heroism): base die D8 + 2 per power level, one passing fatigue, exempt from the one-spell-per-action limit (seed 000 "Pouvoirs particuliers").',
  input: UseSpecialPowerInput.ref,
  resolve: (_root, { input }, ctx) => cast(ctx, input, 'POWER'),
});
