/**
 * Dispelling (`dispel`, LOREVAL only): undoing a magical effect in place — one recorded on a
 * character's `state.magic.effects` (its temporary module removed, its caster's maintained-spell
 * link cut) or one the GM describes — or, with TEMPORARY, holding it back for a while. An action
 * of its own or the reaction / intervention an encounter declaration announced; it costs a
 * lasting fatigue and counts against the one-spell limit, booked in the same transaction.
 * Rules: src/rules/magic/counter.ts (`resolveLorevalDispel`); seed 000 "Effets magiques universels".
 */
import * as z from 'zod/mini';
import { type CharacterRow, canSee } from '../../db/access.js';
import { type DispelResult, resolveLorevalDispel } from '../../rules/magic/counter.js';
import { checkDispelVariant, effectInPlace } from '../../rules/magic/counter-declaration.js';
import type { Circumstance } from '../../rules/magic/difficulty.js';
import { builder } from '../builder.js';
import { Stakes } from '../enums.js';
import { accepted } from '../errors.js';
import { decodeScopedId, globalId, localIdOn, scopedId } from '../../primitives/ids.js';
import { field, inputType } from '../input.js';
import { magicField } from './action-input.js';
import { MagicCheck, MagicCostRef, MagicDifficulty, MagicScore, type RollView, SpellRollEntry } from './check.js';
import {
  actorModules,
  bookCost,
  bookEncounterSpell,
  campaignVariantOf,
  magicAction,
  pendingOf,
  rawEncounterId,
  rawIds,
  requireGmForNumbers,
  rolledStage,
  sceneDice,
  writeRolled,
} from './persistence.js';
import { MagicSource, SpellParametersInput, parametersSchema, toParameters } from './spell-definition.js';
import { CharacterRef } from '../refs.js';
import { inputMutation, payloadType } from '../mutation.js';

const DispelMode = builder.enumType('DispelMode', {
  values: {
    FULL: { description: 'Undo the effect for good (not possible on ritual magic).' },
    TEMPORARY: { description: 'Hold the effect back for a while, with `temporaryParameters`; it stays on the sheet, `suppressed`.' },
  } as const,
  description: 'FULL undoes the effect; TEMPORARY holds it back partially and for a while, with its own parameters ("Dissipation temporaire").',
});

const DispelledEffectInput = inputType(
  'DispelledEffectInput',
  {
    power: field.int(z.int(), 'The effect’s power: the dispeller needs a form at a rank ≥ it, and it sets the die.'),
    parameters: field.of(SpellParametersInput, z.nullish(parametersSchema), 'The effect’s own parameters: its area and duration malus go on the score.'),
    fromRitual: field.boolean(z.nullish(z.boolean()), 'Ritual magic: it can only be held back (TEMPORARY). Default false.'),
  },
  'An effect in place that is not recorded on a character (the GM describes it).',
);

const DispelInput = inputType('DispelInput', {
  characterId: magicField.actor('The dispeller (a PC).'),
  targetCharacterId: field.id(z.nullish(globalId('Character')), 'The character bearing the effect …'),
  effectId: field.id(z.nullish(scopedId('ActiveSpellEffect')), '… and the effect’s `id` (in its `magicEffects`).'),
  effect: field.of(DispelledEffectInput.ref, z.nullish(DispelledEffectInput.schema), 'Or an effect described by the GM.'),
  rangeToEffect: field.int(z.nullish(z.int()), 'Range step 0..3 to reach the effect (a score malus).'),
  mode: field.of(DispelMode, z.nullish(z.enum(['FULL', 'TEMPORARY'])), 'Default FULL.'),
  temporaryParameters: field.of(SpellParametersInput, z.nullish(parametersSchema), 'TEMPORARY: the hold’s own parameters, whose malus the score takes instead of the effect’s.'),
  circumstances: magicField.circumstances(),
  moduleIds: magicField.relatedModules('Related modules of the dispeller’s sheet (at most 30).'),
  encounterId: magicField.encounter(),
  declarationId: magicField.declaration('The reaction or intervention that announced the dispel (castsSpell).'),
  clientSeed: magicField.clientSeed,
});

const dispelSchema = DispelInput.schema.check(z.refine((v) => Boolean(v.effect) !== Boolean(v.targetCharacterId && v.effectId), {
  path: ['effectId'],
  message: 'give targetCharacterId and effectId, or effect',
}));

const DispelResultRef = builder.objectRef<{ core: DispelResult; lastingFatigueAfter: number }>('DispelResult').implement({
  description: 'The outcome of a dispel: score and die term by term, the roll, and whether the effect is gone or held back.',
  fields: (t) => ({
    form: t.field({ type: MagicSource, description: 'The dispeller’s best form ("une magie quelconque").', resolve: (r) => r.core.form }),
    score: t.field({ type: MagicScore, description: 'The dispeller’s action score, term by term (the effect’s area, duration and range malus included).', resolve: (r) => r.core.score }),
    difficulty: t.field({ type: MagicDifficulty, description: 'The die: D4 + 2 per power level above 1, with circumstances.', resolve: (r) => r.core.difficulty }),
    check: t.field({ type: MagicCheck, description: 'The roll, score against die.', resolve: (r) => r.core.check }),
    success: t.boolean({ description: 'The check succeeded.', resolve: (r) => r.core.success }),
    stakes: t.field({ type: Stakes, description: 'What a failure risks, from the die.', resolve: (r) => r.core.stakes }),
    dispelled: t.boolean({ description: 'The check succeeded: the effect is undone (FULL) or held back (TEMPORARY).', resolve: (r) => r.core.dispelled }),
    temporary: t.boolean({ description: 'A TEMPORARY dispel: on success the effect is only held back.', resolve: (r) => r.core.temporary !== null }),
    cost: t.field({ type: MagicCostRef, description: 'What it cost the dispeller (one lasting fatigue rank), whatever the outcome.', resolve: (r) => r.core.cost }),
    lastingFatigueAfter: t.exposeInt('lastingFatigueAfter', { description: 'The dispeller’s lasting fatigue ranks afterwards.' }),
  }),
});

const DispelPayload = payloadType<{ result: { core: DispelResult; lastingFatigueAfter: number }; roll: RollView; character: CharacterRow; target: CharacterRow | null }>('DispelPayload', {
  result: [DispelResultRef, 'The outcome of the dispel.'],
  roll: [SpellRollEntry, 'The roll-log entry written for it.'],
  character: [CharacterRef, 'The dispeller afterwards (its cost booked).'],
  target: [CharacterRef, 'The character that bore the effect, afterwards; null for an effect the GM described, or for a character the caller may not see (the GM’s NPC, to a player).', { nullable: true }],
});

inputMutation('dispel', {
  type: DispelPayload,
  description:
    'LOREVAL: undo a magical effect in place (seed 000 "Effets magiques universels"): any form at a rank ≥ its power; the score takes the effect’s area and duration malus plus the range to reach it; die D4 + 2 per power level above 1. Ritual magic is only held back (TEMPORARY), never dispelled for good. Costs a lasting fatigue and counts against the one-spell limit.',
  input: DispelInput.ref,
  resolve: (_root, { input }, ctx) =>
    // ONE read (the dispeller and its sheet, the effect's bearer and, found in its state, the
    // effect's caster, the encounter, the epoch), the rules, ONE write; a rival write first
    // means all of it again.
    magicAction('dispel', async () => {
      const [targetId] = rawIds([input.targetCharacterId]);
      const scopedEffect = decodeScopedId('ActiveSpellEffect', input.effectId);
      const effectId = typeof input.effectId === 'string' ? (scopedEffect && scopedEffect.ownerId === targetId ? scopedEffect.localId : scopedEffect ? null : input.effectId) : null;
      const stage = await rolledStage(ctx, input, dispelSchema, {
        characterIds: [targetId],
        encounterId: rawEncounterId(input.encounterId),
        effectOf: targetId && effectId ? { characterId: targetId, effectId } : null,
      });
      const { character, role, scene, v, now, w } = stage;
      requireGmForNumbers(role, (v.circumstances?.length ?? 0) > 0 || v.effect != null, 'Circumstances, interruptions and NPC difficulties are set by the GM.');
      const variant = accepted(checkDispelVariant(campaignVariantOf(ctx, scene.campaign).variant));
      const effectLocalId = v.effectId && v.targetCharacterId ? localIdOn(v.effectId, v.targetCharacterId) : null;
      // The effect's caster maintains it: it is read and guarded with the others, so the link
      // is cut in the same write.
      const effectCasterId = effectLocalId === effectId ? scene.effectCasterId : null;
      const ids = [character.id, ...(v.targetCharacterId ? [v.targetCharacterId] : []), ...(effectCasterId ? [effectCasterId] : [])];
      const pend = pendingOf(scene, ids, now);
      const targetP = v.targetCharacterId ? pend.get(v.targetCharacterId)! : null;
      const effect = targetP ? accepted(effectInPlace(targetP.magic.effects ?? [], effectLocalId)) : null;
      const p = pend.get(character.id)!;
      const { ranks, modules } = actorModules(scene, variant, p, v.moduleIds);
      if (v.encounterId) {
        bookEncounterSpell(w, p, { encounterId: v.encounterId, variant, declaration: v.declarationId });
      }
      const dice = await sceneDice(ctx, scene, v.clientSeed);
      const r = resolveLorevalDispel(dice.rng, {
        dispeller: { id: character.id, ranks, modules },
        effect: effect ? { power: effect.power, parameters: effect.parameters, fromRitual: effect.fromRitual } : { power: v.effect!.power, parameters: toParameters(v.effect!.parameters), fromRitual: v.effect!.fromRitual ?? false },
        rangeToEffect: v.rangeToEffect ?? 0,
        mode: v.mode ?? 'FULL',
        temporaryParameters: toParameters(v.temporaryParameters),
        circumstances: (v.circumstances ?? []) as Circumstance[],
      });
      const core = accepted(r);
      bookCost(p, core.cost);
      if (core.success && effect && targetP) {
        if (core.temporary) {
          targetP.magic = { ...targetP.magic, effects: (targetP.magic.effects ?? []).map((e) => (e.id === effect.id ? { ...e, suppressed: { parameters: core.temporary!, at: now.toISOString() } } : e)) };
        } else {
          targetP.magic = { ...targetP.magic, effects: (targetP.magic.effects ?? []).filter((e) => e.id !== effect.id) };
          if (effect.moduleId) w.dropModules.push(effect.moduleId);
          const caster = pend.get(effect.casterId);
          if (caster) {
            caster.magic = {
              ...caster.magic,
              maintained: (caster.magic.maintained ?? []).map((m) => ({ ...m, effectIds: m.effectIds.filter((id) => id !== effect.id) })).filter((m) => m.effectIds.length > 0),
            };
            caster.magicChanged = true;
          }
        }
        targetP.magicChanged = true;
      }
      const { written, roll } = await writeRolled(ctx, stage, pend.values(), {
        dice,
        kind: 'DISPEL',
        inputs: { effect: effect ?? v.effect, target: v.targetCharacterId ?? null, rangeToEffect: v.rangeToEffect ?? 0, mode: v.mode ?? 'FULL', score: core.score, difficulty: core.difficulty },
        outcome: { success: core.success, stakes: core.stakes, roll: core.check.roll, dispelled: core.dispelled, temporary: core.temporary, cost: core.cost },
        cast: {
          variant,
          kind: 'DISPEL',
          outcome: core.success ? 'SUCCESS' : 'FAILURE',
          effectId: effect?.id ?? null,
          score: core.score.score,
          die: core.difficulty.die,
          roll: core.check.roll,
        },
      });
      // As the caller may see it (`canSee`, with the role the one read found): a player may dispel
      // an effect on the GM's NPC, whose sheet is not theirs to read (`character(id)` answers null).
      const target = v.targetCharacterId ? written.get(v.targetCharacterId)! : null;
      return {
        result: { core, lastingFatigueAfter: p.health.fatigue.LASTING },
        roll,
        character: written.get(character.id)!,
        target: target && canSee(target, role) ? target : null,
      };
    }),
});
