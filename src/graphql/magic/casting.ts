/**
 * Casting a spell (`castSpell`; special powers go through the same cast, magic-special-power.ts),
 * in both variants. One transaction books everything a cast changes: the one-spell limit in the
 * encounter, the caster's cost (ALMERA exhaustion, LOREVAL fatigue) whatever the outcome,
 * assistants' costs, what the spell did to its targets (magic-effects.ts), the roll log entry and
 * the `spell.cast` event.
 * Rules: src/rules/magic/casting.ts; decisions: docs/rules.md §6 "API".
 */
import { type CharacterRow, canSee } from '../../db/access.js';
import { type CastResult, castSpell } from '../../rules/magic/casting.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { MagicSystem, Stakes } from '../enums.js';
import { accepted } from '../errors.js';
import { encodeId } from '../../primitives/ids.js';
import { type CastAsked, type CastMode, CastSpellInputRef, castRequest, castSetup } from './cast-request.js';
import {
  CastOutcome,
  MagicAssistantPart,
  MagicCheck,
  MagicCostRef,
  MagicDifficulty,
  MagicScore,
  ParticipantCost,
  type RollView,
  SpellRollEntry,
} from './check.js';
import { type EffectsView, SpellOutcomeEffects, applyEffects, emitEffectEvents } from './effects.js';
import { bookCost, bookEncounterSpell, magicAction, sceneDice, writeRolled } from './persistence.js';
import { SpellKind } from './spell-definition.js';
import { CharacterRef } from '../refs.js';
import { inputMutation, payloadType } from '../mutation.js';

// =============================================================================================
// Output
// =============================================================================================

interface SpellResultView {
  core: CastResult;
  exhaustionAfter: number;
  lastingFatigueAfter: number;
  passingFatigueAfter: number;
  effects: EffectsView | null;
}

export const SpellResult = builder.objectRef<SpellResultView>('SpellResult').implement({
  description: 'The outcome of a cast: score and die step by step, the roll, what it cost and what it did.',
  fields: (t) => ({
    spellName: t.string({ description: 'The name of the spell cast (catalogue or improvised).', resolve: (r) => r.core.spellName }),
    variant: t.field({ type: MagicSystem, description: 'The campaign’s magic variant, whose rules applied.', resolve: (r) => r.core.variant }),
    kind: t.field({ type: SpellKind, description: 'SPELL or POWER (a special power).', resolve: (r) => r.core.kind }),
    improvised: t.boolean({ description: 'Made up on the spot rather than taken from the catalogue.', resolve: (r) => r.core.improvised }),
    outcome: t.field({ type: CastOutcome, description: 'How the cast ended.', resolve: (r) => r.core.outcome }),
    success: t.boolean({ description: 'The effects apply (outcome SUCCESS).', resolve: (r) => r.core.success }),
    stakes: t.field({ type: Stakes, description: 'Consequences of a failure, related to the spell (the GM sets them).', resolve: (r) => r.core.stakes }),
    score: t.field({ type: MagicScore, description: 'The caster’s action score, term by term.', resolve: (r) => r.core.score }),
    difficulty: t.field({ type: MagicDifficulty, description: 'The difficulty die, term by term.', resolve: (r) => r.core.difficulty }),
    check: t.field({ type: MagicCheck, nullable: true, description: 'Null when the cast was cancelled before the roll.', resolve: (r) => r.core.check }),
    cost: t.field({ type: MagicCostRef, description: 'Booked on the caster whatever the outcome.', resolve: (r) => r.core.cost }),
    assistantCosts: t.field({ type: [ParticipantCost], description: 'What each assistant paid (empty when casting alone).', resolve: (r) => r.core.assistantCosts }),
    assistants: t.field({ type: [MagicAssistantPart], description: 'Casting together: what each assistant added to the score and paid.', resolve: (r) => r.core.assistants }),
    componentsConsumed: t.int({ description: 'ALMERA aids: how many components were used up (components are spent before foci and totems).', resolve: (r) => r.core.componentsConsumed }),
    exhaustionAfter: t.exposeInt('exhaustionAfter', { description: 'The caster’s magical exhaustion after the cast.' }),
    lastingFatigueAfter: t.exposeInt('lastingFatigueAfter', { description: 'The caster’s lasting fatigue ranks after the cast.' }),
    passingFatigueAfter: t.exposeInt('passingFatigueAfter', { description: 'The caster’s passing fatigue ranks after the cast.' }),
    effects: t.field({ type: SpellOutcomeEffects, nullable: true, description: 'What the spell did; null when it did not succeed.', resolve: (r) => r.effects }),
    notes: t.stringList({ description: 'Remarks of the rules on this cast, for the GM (in English).', resolve: (r) => r.core.notes }),
  }),
});

interface CastSpellPayloadView {
  result: SpellResultView;
  roll: RollView;
  caster: CharacterRow;
  targets: CharacterRow[];
}

export const CastSpellPayload = payloadType<CastSpellPayloadView>('CastSpellPayload', {
  result: [SpellResult, 'The outcome of the cast.'],
  roll: [SpellRollEntry, 'The roll-log entry written for it.'],
  caster: [CharacterRef, 'The caster after the cast (its cost booked).'],
  targets: [[CharacterRef], 'The target characters after the cast.'],
});

// =============================================================================================
// The cast
// =============================================================================================

/**
 * Cast a spell (or, `POWER`, a LOREVAL special power): ONE read of the scene, the rules, then ONE
 * statement that books all it changes (persistence.ts); a rival write first means all of it again.
 */
export function cast(ctx: Context, input: CastAsked, mode: Exclude<CastMode, 'PREVIEW'>): Promise<CastSpellPayloadView> {
  return magicAction(mode === 'POWER' ? 'useSpecialPower' : 'castSpell', () => attempt(ctx, input, mode));
}

async function attempt(ctx: Context, input: CastAsked, mode: Exclude<CastMode, 'PREVIEW'>): Promise<CastSpellPayloadView> {
  const request = await castRequest(ctx, input, mode);
  const { v, character, variant, spell, spellId, parameters, now, w } = request;
  const casterId = character.id;
  const { pend, caster, targetIds, views, assistants, core } = castSetup(request);

  // The one-spell limit, before the dice (a refused cast rolls nothing and costs nothing).
  if (v.encounterId) {
    bookEncounterSpell(w, caster, {
      encounterId: v.encounterId,
      variant,
      specialPower: spell.kind === 'POWER',
      means: v.means ?? null,
      declaration: v.declarationId,
    });
    // Decision (ALMERA casting together): each assistant spends its one spell of the action too.
    for (const a of assistants) bookEncounterSpell(w, pend.get(a.id)!, { encounterId: v.encounterId, variant });
  }

  const dice = await sceneDice(ctx, request.scene, v.clientSeed);
  const result = accepted(castSpell(dice.rng, core));

  bookCost(caster, result.cost);
  for (const a of result.assistantCosts) bookCost(pend.get(a.id)!, a.cost);

  const effects = result.effects
    ? applyEffects(w, { spell, spellId, casterId, parameters, now, pend, views, effects: result.effects, woundNature: v.woundNature ?? spell.name, fromRitual: false })
    : null;

  const { written, roll } = await writeRolled(ctx, request, pend.values(), {
    dice,
    kind: 'SPELL',
    inputs: {
      spell,
      spellId,
      improvised: !spellId,
      parameters,
      targets: v.targets ?? [],
      circumstances: v.circumstances ?? [],
      aids: v.aids ?? null,
      incantation: v.incantation ?? null,
      interruptionMalus: v.interruptionMalus ?? 0,
      cancelledBy: v.cancelledBy ?? null,
      assistants: assistants.map((a) => ({ id: a.id, modulesInPlay: a.modulesInPlay })),
      encounterId: v.encounterId ?? null,
      means: v.means ?? null,
      score: result.score,
      difficulty: result.difficulty,
    },
    outcome: {
      outcome: result.outcome,
      success: result.success,
      stakes: result.stakes,
      roll: result.check?.roll ?? null,
      cost: result.cost,
      assistantCosts: result.assistantCosts,
      effects: result.effects,
      expiresAt: effects?.expiresAt ?? null,
    },
    cast: {
      variant: result.variant,
      spell: result.spellName,
      kind: result.kind,
      outcome: result.outcome,
      score: result.score.score,
      die: result.difficulty.die,
      roll: result.check?.roll ?? null,
      cost: result.cost,
      // Casting together (ALMERA): who helped, so the feed names them and filters on them too.
      participantIds: result.assistantCosts.map((a) => encodeId('Character', a.id)),
    },
    // Then the fatigue it cost, and the wounds.
    after: () => {
      if (result.cost.lastingFatigueDelta || result.cost.passingFatigueDelta) {
        const payload = { characterId: encodeId('Character', casterId), source: 'SPELL', cost: result.cost };
        w.events.push({ type: 'fatigue.changed', payload });
      }
      emitEffectEvents(w, effects, 'SPELL');
    },
  });
  const casterAfter = written.get(casterId)!;

  const exhaustionAfter = (casterAfter.state?.magic as { exhaustion?: number } | undefined)?.exhaustion ?? 0;
  const fatigue = caster.health.fatigue;
  return {
    result: {
      core: result,
      exhaustionAfter,
      lastingFatigueAfter: fatigue.LASTING,
      passingFatigueAfter: fatigue.PASSING,
      effects,
    },
    roll,
    caster: casterAfter,
    // As the caller may see them (`canSee`, with the role the one read found): a player may aim at
    // the GM's NPC, whose sheet is not theirs to read (the `character` query answers null for it).
    targets: targetIds.map((id) => written.get(id)!).filter((row) => canSee(row, request.role)),
  };
}

// =============================================================================================
// Field
// =============================================================================================

inputMutation('castSpell', {
  type: CastSpellPayload,
  description:
    'Cast a spell (or a LOREVAL special power) from the catalogue or improvised, in the campaign’s magic variant. The caster’s owner or the GM. Costs are booked whatever the outcome; wounds, heals and lasting effects land on the target characters in the same transaction; the roll is logged.',
  input: CastSpellInputRef,
  resolve: (_root, { input }, ctx) => cast(ctx, input, 'CAST'),
});
