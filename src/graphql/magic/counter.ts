/**
 * Counter-spells (`counterSpell`, both variants): stopping a spell being cast, as an action of its
 * own or as the reaction / intervention an encounter declaration announced (`declarationId`);
 * the one-spell limit is booked in the encounter, in the same transaction as the cost and the
 * roll. Dispelling an effect already in place is magic-dispel.ts.
 * Rules: src/rules/magic/counter.ts; decisions: docs/rules.md §6 "API".
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { MagicScene } from '../../db/magic.js';
import type { AlmeraSource, LorevalForm } from '../../rules/magic/catalogue.js';
import { castingScore } from '../../rules/magic/casting.js';
import { type CounterResult, resolveAlmeraCounterSpell, resolveLorevalCounterSpell } from '../../rules/magic/counter.js';
import { counterSpellDeclaration, counteredSpell, interruptedCaster, npcInterruptDie } from '../../rules/magic/counter-declaration.js';
import type { Circumstance } from '../../rules/magic/difficulty.js';
import { NO_PARAMETERS, type SpellDefinition, almeraLevel } from '../../rules/magic/spell.js';
import type { RuleResult } from '../../rules/violation.js';
import { builder } from '../builder.js';
import { MagicSystem, Stakes } from '../enums.js';
import { accepted } from '../errors.js';
import { decodeId, globalId } from '../../primitives/ids.js';
import { field, inputType } from '../input.js';
import { magicField } from './action-input.js';
import { sceneSpell } from './catalogue.js';
import { MagicCheck, MagicCostRef, MagicDifficulty, MagicScore, type RollView, SpellRollEntry } from './check.js';
import {
  actorModules,
  bookCost,
  bookEncounterSpell,
  campaignVariantOf,
  casterModules,
  involved,
  magicAction,
  pendingOf,
  rawEncounterId,
  rawIds,
  requireGmForNumbers,
  rolledStage,
  sceneDice,
  writeRolled,
} from './persistence.js';
import { MagicSource, magicSourceSchema, SpellParametersInput, parametersSchema, toParameters } from './spell-definition.js';
import { readHealth } from './state.js';
import { npcDie } from './targets.js';
import { CharacterRef } from '../refs.js';
import { inputMutation, payloadType } from '../mutation.js';

const CounterActionKind = builder.enumType('CounterActionKind', {
  values: {
    REACTION: { description: 'The counter-caster is a target of the spell.' },
    INTERVENTION: { description: 'The counter-caster steps in for someone else.' },
  } as const,
  description: 'A reaction when one is the target of the spell, an intervention otherwise (SMS §5).',
});

// =============================================================================================
// counterSpell
// =============================================================================================

const AgainstSpellInput = inputType(
  'AgainstSpellInput',
  {
    spellId: field.id(z.nullish(z.string()), 'The catalogue spell being cast, whose facts fill the ones not given.'),
    casterId: field.id(z.nullish(globalId('Character')), 'LOREVAL: a PC caster, whose action score for the spell sets the base die to interrupt it.'),
    power: field.int(z.nullish(z.int().check(z.minimum(1), z.maximum(50))), 'Its power, 1..50 (default: the catalogue spell’s).'),
    source: field.of(MagicSource, z.nullish(magicSourceSchema), 'LOREVAL form or ALMERA source.'),
    level: field.int(z.nullish(z.union([z.literal(1), z.literal(2)])), 'ALMERA: 1 (source only) or 2 (a form is needed).'),
    ritual: field.boolean(z.nullish(z.boolean()), 'A ritual cannot be counter-spelled (LOREVAL).'),
    interruptBaseDie: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(200))), 'LOREVAL: the base die to interrupt that caster (an NPC’s difficulty); the GM’s.'),
  },
  'The spell being cast: a catalogue spell and/or its facts (explicit facts win).',
);

const CounterSpellInput = inputType('CounterSpellInput', {
  characterId: magicField.actor('The counter-caster (a PC).'),
  againstSpell: field.of(AgainstSpellInput.ref, AgainstSpellInput.schema, 'The spell to stop.'),
  power: field.int(z.nullish(z.int()), 'ALMERA: the counter-spell’s own power (default: the countered spell’s); it stops the spell only if ≥ its power.'),
  countererIsTarget: field.boolean(z.nullish(z.boolean()), 'Without a declaration: reaction (true) or intervention (false, default).'),
  parameters: field.of(SpellParametersInput, z.nullish(parametersSchema), 'ALMERA: usually a range only.'),
  circumstances: magicField.circumstances(),
  interruptionMalus: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(3))), 'An intervention hurts or shakes the counter-caster: 0..3 taken from the score.'),
  moduleIds: magicField.relatedModules('Related modules of the counter-caster’s sheet (at most 30).'),
  encounterId: magicField.encounter(),
  declarationId: magicField.declaration('The reaction or intervention that announced the counter-spell (castsSpell).'),
  clientSeed: magicField.clientSeed,
});

interface CounterView {
  variant: 'LOREVAL' | 'ALMERA';
  core: CounterResult;
  exhaustionAfter: number;
  lastingFatigueAfter: number;
}

const CounterSpellResult = builder.objectRef<CounterView>('CounterSpellResult').implement({
  description: 'A counter-spell: on success with enough power the countered spell fails with no effect (pass cancelledBy: COUNTER_SPELL to its castSpell).',
  fields: (t) => ({
    variant: t.field({ type: MagicSystem, description: 'The campaign’s magic variant, whose rules applied.', resolve: (r) => r.variant }),
    actionKind: t.field({ type: CounterActionKind, description: 'Reaction or intervention.', resolve: (r) => r.core.actionKind }),
    score: t.field({ type: MagicScore, description: 'The counter-caster’s action score, term by term.', resolve: (r) => r.core.score }),
    difficulty: t.field({ type: MagicDifficulty, description: 'The die, term by term.', resolve: (r) => r.core.difficulty }),
    check: t.field({ type: MagicCheck, description: 'The roll, score against die.', resolve: (r) => r.core.check }),
    success: t.boolean({ description: 'The counter-spell’s check succeeded.', resolve: (r) => r.core.success }),
    stakes: t.field({ type: Stakes, description: 'A failed counter-spell backfires like a failed spell.', resolve: (r) => r.core.stakes }),
    cancelsSpell: t.boolean({ description: 'It succeeded with enough power: the countered spell fails with no effect.', resolve: (r) => r.core.cancelsSpell }),
    cost: t.field({ type: MagicCostRef, description: 'What it cost the counter-caster, whatever the outcome.', resolve: (r) => r.core.cost }),
    exhaustionAfter: t.exposeInt('exhaustionAfter', { description: 'The counter-caster’s ALMERA magical exhaustion afterwards.' }),
    lastingFatigueAfter: t.exposeInt('lastingFatigueAfter', { description: 'The counter-caster’s lasting fatigue ranks afterwards.' }),
  }),
});

const CounterSpellPayload = payloadType<{ result: CounterView; roll: RollView; character: CharacterRow }>('CounterSpellPayload', {
  result: [CounterSpellResult, 'The outcome of the counter-spell.'],
  roll: [SpellRollEntry, 'The roll-log entry written for it.'],
  character: [CharacterRef, 'The counter-caster afterwards (its cost booked).'],
});

inputMutation('counterSpell', {
  type: CounterSpellPayload,
  description:
    'Counter a spell being cast. LOREVAL: same form at a rank ≥ its power; die = base die to interrupt the caster + 2 per power level above 1; not against a ritual. ALMERA: same source only; a spell of its own power (die on the countered spell’s level table) that stops the spell if that power is enough. Costs like a spell and counts against the one-spell limit.',
  input: CounterSpellInput.ref,
  resolve: (_root, { input }, ctx) =>
    // ONE read (the counter-caster, its sheet, the countered spell and PC caster, the encounter,
    // the epoch), the rules, ONE write; a rival write first means all of it again.
    magicAction('counterSpell', async () => {
      const countered = rawIds([input.againstSpell?.casterId]);
      const stage = await rolledStage(ctx, input, CounterSpellInput.schema, {
        characterIds: countered,
        sheetIds: countered,
        spellId: decodeId('Spell', input.againstSpell?.spellId),
        encounterId: rawEncounterId(input.encounterId),
      });
      const { character, role, scene, v, now, w } = stage;
      requireGmForNumbers(
        role,
        (v.circumstances?.length ?? 0) > 0 || v.interruptionMalus != null || v.againstSpell.interruptBaseDie != null,
        'Circumstances, interruptions and NPC difficulties are set by the GM.',
      );
      const { variant, maxModuleRank } = campaignVariantOf(ctx, scene.campaign);
      const against = v.againstSpell.spellId ? sceneSpell(scene, v.againstSpell.spellId).spell : null;
      const { power, source, spell: counteredSpell_ } = accepted(counteredSpell(variant, v.againstSpell, against));

      const p = pendingOf(scene, [character.id], now).get(character.id)!;
      const { ranks, modules } = actorModules(scene, variant, p, v.moduleIds);
      let countererIsTarget = v.countererIsTarget ?? false;
      if (v.encounterId) {
        const booked = bookEncounterSpell(w, p, { encounterId: v.encounterId, variant, declaration: v.declarationId });
        ({ countererIsTarget } = accepted(counterSpellDeclaration(booked.declaration, countererIsTarget)));
      }
      const circumstances = (v.circumstances ?? []) as Circumstance[];
      const dice = await sceneDice(ctx, scene, v.clientSeed);
      let result: RuleResult<CounterResult>;
      if (variant === 'LOREVAL') {
        // The GM's die first; then what the server knows of the caster: an NPC's base die from
        // its definition (a player need not ask the GM for it: docs/rules.md §6 decision 40),
        // else the caster's action score for the spell.
        const given = v.againstSpell.interruptBaseDie ?? npcCasterDie(scene, v.againstSpell.casterId ?? null);
        const interruptBaseDie = given ?? pcCasterScore(scene, v.againstSpell.casterId ?? null, counteredSpell_, maxModuleRank);
        result = resolveLorevalCounterSpell(dice.rng, {
          counterer: { id: character.id, ranks, modules },
          spell: { form: source as LorevalForm, power, isRitual: v.againstSpell.ritual ?? counteredSpell_.kind === 'RITUAL', interruptBaseDie, fromCasterScore: given == null },
          countererIsTarget,
          circumstances,
        });
      } else {
        result = resolveAlmeraCounterSpell(dice.rng, {
          counterer: { id: character.id, ranks, modules, exhaustion: p.magic.exhaustion },
          power: v.power ?? power,
          countered: { source: source as AlmeraSource, power, level: v.againstSpell.level ?? almeraLevel(counteredSpell_) },
          parameters: toParameters(v.parameters),
          interruptionMalus: v.interruptionMalus ?? 0,
          countererIsTarget,
          circumstances,
        });
      }
      const core = accepted(result);
      bookCost(p, core.cost);
      const { written, roll } = await writeRolled(ctx, stage, [p], {
        dice,
        kind: 'COUNTER_SPELL',
        inputs: { variant, against: { ...v.againstSpell, power, source }, power: v.power ?? power, countererIsTarget, score: core.score, difficulty: core.difficulty, encounterId: v.encounterId ?? null, declarationId: v.declarationId?.localId ?? null },
        outcome: { success: core.success, stakes: core.stakes, roll: core.check.roll, cancelsSpell: core.cancelsSpell, cost: core.cost },
        cast: {
          variant,
          kind: 'COUNTER_SPELL',
          outcome: core.success ? 'SUCCESS' : 'FAILURE',
          cancelsSpell: core.cancelsSpell,
          score: core.score.score,
          die: core.difficulty.die,
          roll: core.check.roll,
        },
      });
      return {
        result: { variant, core, exhaustionAfter: p.magic.exhaustion, lastingFatigueAfter: p.health.fatigue.LASTING },
        roll,
        character: written.get(character.id)!,
      };
    }),
});

/**
 * An NPC caster's base die from its definition (SMS §4: its difficulty); an NPC without one is
 * refused with words for the player (npcInterruptDie); a PC caster gives undefined (its score).
 */
function npcCasterDie(scene: MagicScene, casterId: string | null): number | undefined {
  if (!casterId) return undefined;
  const row = involved(scene, [casterId]).get(casterId)!;
  return row.kind === 'NPC' ? accepted(npcInterruptDie(row.name, npcDie(row))) : undefined;
}

/**
 * LOREVAL Decision (MAGIC.md): against a PC caster, the base die to interrupt it is its action
 * score for that spell (as a deluxe NPC's score), settled with the rest of the die.
 */
function pcCasterScore(scene: MagicScene, casterId: string | null, spell: SpellDefinition, maxModuleRank: number): number {
  const id = accepted(interruptedCaster(casterId));
  // Only looked at, not guarded by the write: the counter-spell does not decide on its sheet's version.
  const row = involved(scene, [id]).get(id)!;
  const { ranks, modules } = casterModules('LOREVAL', scene.sheets.get(id) ?? [], [], readHealth(row));
  const { score } = castingScore({ spell: { ...spell, kind: spell.kind === 'RITUAL' ? 'SPELL' : spell.kind }, caster: { id, ranks, modules }, parameters: NO_PARAMETERS, settings: { maxModuleRank } });
  return score.score;
}
