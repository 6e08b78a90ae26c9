/**
 * The input fields the rolled magical actions share (a cast, a special power, a counter-spell, a
 * dispel, a ritual), each with its zod schema, said once: the acting PC, the fair-dice seed, the
 * GM's circumstances, the related modules of the sheet, the encounter and the declaration that
 * book the one-spell limit, the nature of the wounds. Where each action words a field its own
 * way, the field takes the description.
 */
import * as z from 'zod/mini';
import { globalId, scopedId } from '../../primitives/ids.js';
import { field } from '../input.js';
import { clientSeedSchema } from '../rolls/fairness-shared.js';
import { CircumstanceInput, circumstanceSchema } from './check.js';
import { encounterIdSchema } from './persistence.js';

/** The fields, as `field` names its kinds: `magicField.clientSeed`, `magicField.relatedModules('…')`. */
export const magicField = {
  /** The character acting: its owner or the GM asks (readStage). */
  actor: (description: string) => field.id(globalId('Character'), description),

  clientSeed: field.string(z.nullish(clientSeedSchema), 'Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters.'),

  /** Circumstances moving the die: the GM's numbers (SMS §2.8). */
  circumstances: (description = 'GM only: circumstances that move the die (at most 10).') =>
    field.of([CircumstanceInput], z.nullish(z.array(circumstanceSchema).check(z.maxLength(10))), description),

  /** Modules of the actor's sheet that enter play (declaredModules finds them on the sheet). */
  relatedModules: (description: string) => field.idList(z.nullish(z.array(globalId('Module')).check(z.maxLength(30))), description),

  /** The encounter whose one-spell limit the action books (bookEncounterSpell). */
  encounter: (description = 'In sequenced narration: books the one-spell limit in this encounter.') => field.id(z.nullish(encounterIdSchema), description),

  /** The declaration (castsSpell) that announced the action in the encounter. */
  declaration: (description: string) => field.id(z.nullish(scopedId('EncounterDeclaration')), description),

  woundNature: (description: string) => field.string(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))), description),
};
