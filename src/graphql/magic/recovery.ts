/**
 * Resting after magic (`recoverExhaustion`): ALMERA magical exhaustion and LOREVAL lasting
 * fatigue (what LOREVAL magic costs) come back one point per hour, all of it after a sleep or an
 * Elfin's meditation — except that a LOREVAL caster maintaining a spell with a duration cannot
 * rest. Rules: src/rules/magic/recovery.ts; seeds 000 "Durée" and 003 "Épuisement magique".
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import { checkRest, recoverExhaustion, recoverLorevalFatigue } from '../../rules/magic/recovery.js';
import { validate, accepted } from '../errors.js';
import { encodeId } from '../../primitives/ids.js';
import { campaignVariantOf, magicAction, pending, pendingWrites, readStage, writeAction } from './persistence.js';
import { readHealth, readMagic } from './state.js';
import { CharacterRef } from '../refs.js';
import { inputMutation, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';
import { magicField } from './action-input.js';

const RecoverExhaustionInput = inputType('RecoverExhaustionInput', {
  characterId: magicField.actor('The character resting (its owner or the GM asks).'),
  hours: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(24 * 30))), 'Whole hours of rest: 1 point (LOREVAL: 1 lasting fatigue level) per hour.'),
  fullRest: field.boolean(z.nullish(z.boolean()), 'A full sleep period: everything recovered.'),
  meditation: field.boolean(z.nullish(z.boolean()), 'An Elfin’s meditation: counts as a full sleep (Elfins only).'),
});

const RecoverExhaustionPayload = payloadType<{ character: CharacterRow; recovered: number; exhaustion: number; lastingFatigue: number; blockedBy: string | null }>('RecoverExhaustionPayload', {
  character: [CharacterRef, 'The character after the rest.'],
  recovered: ['Int', 'Points recovered: ALMERA exhaustion, or LOREVAL lasting fatigue levels (0 when blocked).'],
  exhaustion: ['Int', 'ALMERA magical exhaustion after the rest.'],
  lastingFatigue: ['Int', 'Lasting fatigue after the rest (LOREVAL: what magic costs).'],
  blockedBy: ['String', 'MAINTAINED_SPELL: a LOREVAL spell with a duration keeps the caster from resting.', { nullable: true }],
});

inputMutation('recoverExhaustion', {
  type: RecoverExhaustionPayload,
  description:
    'Rest after magic. ALMERA: magical exhaustion −1 per hour, all of it after a sleep or an Elfin’s meditation (seed 003). LOREVAL: magic costs lasting fatigue, recovered the same way, except while the caster maintains a spell with a duration (seed 000 "Durée"). The character’s owner or the GM.',
  input: RecoverExhaustionInput.ref,
  resolve: (_root, { input }, ctx) =>
    // ONE read (the character and its campaign), the rules, ONE write (state and event).
    magicAction('recoverExhaustion', async () => {
      const { character, scene } = await readStage(ctx, input.characterId);
      const v = validate(RecoverExhaustionInput.schema, input);
      accepted(checkRest(character, { meditation: v.meditation ?? false }));
      const { variant } = campaignVariantOf(ctx, scene.campaign);
      const fullRest = v.meditation ? ('ELFIN_MEDITATION' as const) : v.fullRest ? ('SLEEP' as const) : null;
      const now = ctx.clock.now();
      const w = pendingWrites(scene);
      const p = pending(character, now);
      let recovered = 0;
      let blockedBy: string | null = null;
      if (variant === 'ALMERA') {
        const r = recoverExhaustion({ current: p.magic.exhaustion, hours: v.hours ?? 0, fullRest });
        recovered = r.recovered;
        if (recovered) {
          p.magic = { ...p.magic, exhaustion: r.value };
          p.magicChanged = true;
        }
      } else {
        const r = recoverLorevalFatigue({ current: p.health.fatigue.LASTING, hours: v.hours ?? 0, fullRest, maintainedSpells: (p.magic.maintained ?? []).length });
        recovered = r.recovered;
        blockedBy = r.blockedBy;
        if (recovered) {
          p.health = { ...p.health, fatigue: { ...p.health.fatigue, LASTING: r.value } };
          p.healthChanged = true;
        }
      }
      if (recovered) {
        const rested = variant === 'ALMERA' ? { magicalExhaustion: p.magic.exhaustion } : { fatigue: p.health.fatigue };
        const payload = { characterId: encodeId('Character', character.id), cause: 'REST', ...rested, recovered };
        w.events.push({ type: 'fatigue.changed', payload });
      }
      const after = (await writeAction(ctx, w, [p], now, null)).get(character.id)!;
      return { character: after, recovered, exhaustion: readMagic(after).exhaustion, lastingFatigue: readHealth(after).fatigue.LASTING, blockedBy };
    }),
});
