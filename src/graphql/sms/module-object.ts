/**
 * A removable module's object lost or found (seed 000, « Modules amovibles »: « ce module est lié
 * à la possession d'un objet qui, s'il est perdu, ne sera plus accessible »). The GM or the
 * character's player marks it, at any time (losing Kara is play, not a sheet edit); while lost
 * the module counts in no score (`countsInPlay`, src/rules/sms/module.ts). One read (the sheet
 * and the caller's right), the rule, ONE statement: the version guard, the module's flag and the
 * `object.lost` / `object.found` event, so other screens update.
 */
import * as z from 'zod/mini';
import { markObjectLost } from '../../rules/sms/module.js';
import { notFound, validate, accepted } from '../errors.js';
import { encodeId, globalId } from '../../primitives/ids.js';
import { CharacterPayload } from '../refs.js';
import { commitSheet, decideOnSheet, readEditableSheet } from './sheet-access.js';
import { inputMutation } from '../mutation.js';
import { field, inputType } from '../input.js';

const SetModuleObjectLostInput = inputType(
  'SetModuleObjectLostInput',
  {
    characterId: field.id(z.string(), 'The character whose sheet holds the module.'),
    moduleId: field.id(globalId('Module'), 'A removable module of that sheet (`Module.removable`).'),
    lost: field.boolean(z.boolean(), 'True: the object is lost and the module stops counting. False: it is found and counts again.'),
  },
  'Mark the object a removable module is tied to as lost or found (seed 000, « Modules amovibles »).',
);

inputMutation('setModuleObjectLost', {
  type: CharacterPayload,
  description:
    'GM or the character’s player: the object of a removable module is lost, or found again. While lost, the module counts in no action, odds, fall, initiative, NPC difficulty or spell score, and declaring it is refused (MODULE_OBJECT_LOST); a module not tied to an object is refused (MODULE_NOT_REMOVABLE). Writes `object.lost` or `object.found`.',
  input: SetModuleObjectLostInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const first = await readEditableSheet(ctx, input.characterId);
    const v = validate(SetModuleObjectLostInput.schema, input);
    return decideOnSheet(ctx, first, async ({ character, modules }) => {
      const target = modules.find((m) => m.id === v.moduleId);
      if (!target) throw notFound('module');
      const marked = accepted(markObjectLost(target, v.lost));
      if (!marked.changed) return { character };
      return commitSheet(ctx, character, modules, {
        update: [{ id: target.id, patch: { objectLost: marked.objectLost } }],
        events: [
          {
            type: v.lost ? 'object.lost' : 'object.found',
            payload: {
              characterId: encodeId('Character', character.id),
              moduleId: encodeId('Module', target.id),
              module: target.name,
              objectName: target.objectName,
              lost: v.lost,
            },
          },
        ],
      });
    });
  },
});
