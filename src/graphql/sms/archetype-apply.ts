/**
 * Applying an archetype (SMS §8, §9): to a DRAFT PC, whose sheet must still pass the creation
 * rules, or to an NPC with no budget (creature archetypes such as the vampire: NPCs only), and
 * the archetypes a sheet shows as applied.
 */
import * as z from 'zod/mini';
import type { CharacterState } from '../../db/schema.js';
import { readCharacterState } from '../../db/state.js';
import { archetypeToApply, mayApplyArchetypeNow, mayApplyArchetypes } from '../../rules/sms/archetype-choice.js';
import { archetypeOnSheet } from '../../rules/sms/archetype-sheet.js';
import { catalogueOf } from './archetype.js';
import type { CreatureState } from './archetype-creature.js';
import { builder } from '../builder.js';
import { SmsSheet } from './character.js';
import { validate, accepted } from '../errors.js';
import { CharacterPayload } from '../refs.js';
import { STATE_RETRIES } from './health-shared.js';
import { commitSheet, decideOnSheet, newModule, readEditableSheet } from './sheet-access.js';
import { inputMutation } from '../mutation.js';
import { field, inputType } from '../input.js';

builder.objectField(SmsSheet, 'archetypes', (t) =>
  t.stringList({
    description: 'Keys of the archetypes applied to the character (SMS §8, §9).',
    resolve: ({ character }) => readCharacterState<string[]>(character, 'archetypes', () => []),
  }),
);

// ----- applyArchetype ------------------------------------------------------------------------------

const ApplyArchetypeInput = inputType('ApplyArchetypeInput', {
  characterId: field.id(z.string(), 'A DRAFT PC (its player or the GM) or an NPC (the GM).'),
  archetypeKey: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)), 'A key from `archetypes(campaignId)`.'),
});

inputMutation('applyArchetype', {
  type: CharacterPayload,
  description:
    'Apply an archetype: to a DRAFT PC (its player or the GM) — its modules are added with source ARCHETYPE (or add their ranks to the same module) and the whole sheet must still pass the creation rules; or to an NPC (GM only), with no budget. Creature archetypes apply to NPCs only.',
  input: ApplyArchetypeInput.ref,
  resolve: async (_root, { input }, ctx) => {
    // One read: the sheet, the caller's role, the campaign and its archetypes.
    const first = await readEditableSheet(ctx, input.characterId, undefined, { archetypes: true });
    const { role, campaign } = first;
    const { archetypeKey } = validate(ApplyArchetypeInput.schema, input);
    // A player reaches only their own PCs here, so checking who may change an NPC after the
    // input's shape changes no answer.
    accepted(mayApplyArchetypes(first.character, role));
    const archetype = accepted(archetypeToApply(archetypeKey, catalogueOf(first.archetypes), first.character.kind));

    return decideOnSheet(
      ctx,
      first,
      async ({ character, modules: rows }) => {
        const applied = readCharacterState<string[]>(character, 'archetypes', () => []);
        accepted(mayApplyArchetypeNow({ ...character, applied }, archetype));
        const { ranks, added } = accepted(archetypeOnSheet(character, rows, archetype, { maxModuleRank: campaign.settings.maxModuleRank, magicSystem: campaign.magicSystem }));

        const state: CharacterState = { archetypes: [...applied, archetype.key] };
        if (archetype.elementalWeaknesses.length && character.kind === 'NPC') {
          const creature = readCharacterState<CreatureState | null>(character, 'creature', () => null);
          if (creature) state.creature = { ...creature, elementalWeaknesses: [...creature.elementalWeaknesses, ...archetype.elementalWeaknesses] };
        }
        // One statement: the state under the version guard, the ranks, the new modules.
        return commitSheet(ctx, character, rows, {
          state,
          update: [...ranks].map(([id, rank]) => ({ id, patch: { rank } })),
          insert: added.map((m, i) => newModule(m, 'ARCHETYPE', rows.length + i)),
        });
      },
      STATE_RETRIES,
    );
  },
});
