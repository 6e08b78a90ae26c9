/**
 * A removable module's object lost or found (seed 000, « Modules amovibles »: « ce module est lié
 * à la possession d'un objet qui, s'il est perdu, ne sera plus accessible »). The GM or the
 * character's player marks it, at any time (losing Kara is play, not a sheet edit); while lost
 * the module counts in no score (`countsInPlay`, src/rules/sms/module.ts). One read (the sheet
 * and the caller's right), the rule, ONE statement: the version guard, the module's flag and the
 * `object.lost` / `object.found` event, so other screens update.
 */
import * as z from 'zod';
import { retryOnConflict, VersionConflict } from '../../db/characters.js';
import { sheetAfter, writeSheet } from '../../db/sheets.js';
import { markObjectLost } from '../../rules/sms/module.js';
import { builder } from '../builder.js';
import { conflict, notFound, validate, accepted } from '../errors.js';
import { encodeId, globalId } from '../../primitives/ids.js';
import { CharacterPayload } from '../refs.js';
import { primeModules, readEditableSheet } from './sheet-access.js';
import { inputMutation } from '../mutation.js';

const SetModuleObjectLostInput = builder.inputType('SetModuleObjectLostInput', {
  description: 'Mark the object a removable module is tied to as lost or found (seed 000, « Modules amovibles »).',
  fields: (t) => ({
    characterId: t.id({ description: 'The character whose sheet holds the module.' }),
    moduleId: t.id({ description: 'A removable module of that sheet (`Module.removable`).' }),
    lost: t.boolean({ description: 'True: the object is lost and the module stops counting. False: it is found and counts again.' }),
  }),
});

const schema = z.object({ characterId: z.string(), moduleId: globalId('Module'), lost: z.boolean() });

inputMutation('setModuleObjectLost', {
  type: CharacterPayload,
  description:
    'GM or the character’s player: the object of a removable module is lost, or found again. While lost, the module counts in no action, odds, fall, initiative, NPC difficulty or spell score, and declaring it is refused (MODULE_OBJECT_LOST); a module not tied to an object is refused (MODULE_NOT_REMOVABLE). Writes `object.lost` or `object.found`.',
  input: SetModuleObjectLostInput,
  resolve: async (_root, { input }, ctx) => {
    const first = await readEditableSheet(ctx, input.characterId);
    const v = validate(schema, input);
    let attempt = 0;
    return retryOnConflict(
      async () => {
        // The first attempt decides on the read that also authorized the request.
        const { character, modules } = attempt++ === 0 ? first : await readEditableSheet(ctx, input.characterId);
        const target = modules.find((m) => m.id === v.moduleId);
        if (!target) throw notFound('module');
        const marked = accepted(markObjectLost(target, v.lost));
        if (!marked.changed) return { character };
        const written = await writeSheet(ctx.db, {
          characterId: character.id,
          campaignId: character.campaignId,
          version: character.version,
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
          at: ctx.clock.now(),
        });
        if (!written) throw new VersionConflict();
        primeModules(ctx, character.id, sheetAfter(modules, written));
        return { character: written.character };
      },
      conflict,
    );
  },
});
