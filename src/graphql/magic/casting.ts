/**
 * Casting a spell (`castSpell`; special powers go through the same cast, magic-special-power.ts),
 * in both variants. One transaction books everything a cast changes: the one-spell limit in the
 * encounter, the caster's cost (ALMERA exhaustion, LOREVAL fatigue) whatever the outcome,
 * assistants' costs, what the spell did to its targets (magic-effects.ts), the roll log entry and
 * the `spell.cast` event.
 * Rules: src/rules/magic/casting.ts; decisions: docs/rules.md §6 "API".
 */
import type { CharacterRow } from '../../db/access.js';
import { retryOnConflict } from '../../db/characters.js';
import type { Queryable } from '../../db/client.js';
import { emitEvent } from '../../db/outbox.js';
import { appendRoll } from '../../db/rolls.js';
import { type CastResult, castSpell } from '../../rules/magic/casting.js';
import { builder } from '../builder.js';
import { fairDiceIn } from '../rolls/fairness-shared.js';
import type { Context } from '../context.js';
import { MagicSystem, Stakes } from '../enums.js';
import { MUTATION_ERRORS, RuleViolation, conflict } from '../errors.js';
import { encodeId, localIdOn } from '../../ids.js';
import { type CastMode, CastSpellInputRef, castRequest, castSetup } from './cast-request.js';
import {
  CastOutcome,
  MagicCheck,
  MagicCostRef,
  MagicDifficulty,
  MagicScore,
  ParticipantCost,
  type ParticipantCostView,
  type RollView,
  SpellRollEntry,
  rollView,
} from './check.js';
import { type EffectsView, SpellOutcomeEffects, applyEffects, emitEffectEvents } from './effects.js';
import { bookCost, bookEncounterSpell, writePending } from './persistence.js';
import { SpellKind } from './spell-definition.js';
import { CharacterRef } from '../refs.js';

// =============================================================================================
// Output
// =============================================================================================

interface SpellResultView {
  core: CastResult;
  exhaustionAfter: number;
  lastingFatigueAfter: number;
  passingFatigueAfter: number;
  assistantCosts: ParticipantCostView[];
  effects: EffectsView | null;
}

export const SpellResult = builder.objectRef<SpellResultView>('SpellResult').implement({
  description: 'The outcome of a cast: score and die step by step, the roll, what it cost and what it did.',
  fields: (t) => ({
    spellName: t.string({ resolve: (r) => r.core.spellName }),
    variant: t.field({ type: MagicSystem, resolve: (r) => r.core.variant }),
    kind: t.field({ type: SpellKind, resolve: (r) => r.core.kind }),
    improvised: t.boolean({ resolve: (r) => r.core.improvised }),
    outcome: t.field({ type: CastOutcome, resolve: (r) => r.core.outcome }),
    success: t.boolean({ resolve: (r) => r.core.success }),
    stakes: t.field({ type: Stakes, description: 'Consequences of a failure, related to the spell (the GM sets them).', resolve: (r) => r.core.stakes }),
    score: t.field({ type: MagicScore, resolve: (r) => r.core.score }),
    difficulty: t.field({ type: MagicDifficulty, resolve: (r) => r.core.difficulty }),
    check: t.field({ type: MagicCheck, nullable: true, description: 'Null when the cast was cancelled before the roll.', resolve: (r) => r.core.check }),
    cost: t.field({ type: MagicCostRef, description: 'Booked on the caster whatever the outcome.', resolve: (r) => r.core.cost }),
    assistantCosts: t.field({ type: [ParticipantCost], resolve: (r) => r.assistantCosts }),
    componentsConsumed: t.int({ resolve: (r) => r.core.componentsConsumed }),
    exhaustionAfter: t.exposeInt('exhaustionAfter', { description: 'The caster’s magical exhaustion after the cast.' }),
    lastingFatigueAfter: t.exposeInt('lastingFatigueAfter'),
    passingFatigueAfter: t.exposeInt('passingFatigueAfter'),
    effects: t.field({ type: SpellOutcomeEffects, nullable: true, resolve: (r) => r.effects }),
    notes: t.stringList({ resolve: (r) => r.core.notes }),
  }),
});

interface CastSpellPayloadView {
  result: SpellResultView;
  roll: RollView;
  caster: CharacterRow;
  targets: CharacterRow[];
}

export const CastSpellPayload = builder.objectRef<CastSpellPayloadView>('CastSpellPayload').implement({
  fields: (t) => ({
    result: t.field({ type: SpellResult, resolve: (p) => p.result }),
    roll: t.field({ type: SpellRollEntry, resolve: (p) => p.roll }),
    caster: t.field({ type: CharacterRef, resolve: (p) => p.caster }),
    targets: t.field({ type: [CharacterRef], description: 'The target characters after the cast.', resolve: (p) => p.targets }),
  }),
});

// =============================================================================================
// The cast
// =============================================================================================

/** Cast a spell (or, `POWER`, a LOREVAL special power) and book all it changes in one transaction. */
export async function cast(ctx: Context, input: { characterId: unknown }, mode: Exclude<CastMode, 'PREVIEW'>): Promise<CastSpellPayloadView> {
  const request = await castRequest(ctx, input, mode);
  const { v, character, variant, spell, spellId, parameters } = request;
  const casterId = character.id;

  const attempt = async (tx: Queryable): Promise<CastSpellPayloadView> => {
    const now = ctx.clock.now();
    const { pend, caster, targetIds, views, assistants, core } = await castSetup(tx, request, now);

    // The one-spell limit, before the dice (a refused cast rolls nothing and costs nothing).
    if (v.encounterId) {
      await bookEncounterSpell(tx, caster, {
        encounterId: v.encounterId,
        variant,
        specialPower: spell.kind === 'POWER',
        means: v.means ?? null,
        declarationId: v.declarationId ? localIdOn(v.declarationId, v.encounterId) : null,
        at: now,
      });
      // Decision (ALMERA casting together): each assistant spends its one spell of the action too.
      for (const a of assistants) await bookEncounterSpell(tx, pend.get(a.id)!, { encounterId: v.encounterId, variant, at: now });
    }

    // Fair dice (docs/fairness.md): the faces derive from the committed seed and the log's next place.
    const dice = await fairDiceIn(tx, ctx, character, v.clientSeed);
    const rng = dice.rng;
    const cast = castSpell(rng, core);
    if (!cast.ok) throw RuleViolation.from(cast.violations);
    const result = cast.value;

    bookCost(caster, result.cost);
    for (const a of result.assistantCosts) bookCost(pend.get(a.id)!, a.cost);

    const effects = result.effects
      ? await applyEffects(tx, { spell, spellId, casterId, parameters, now, pend, views, effects: result.effects, woundNature: v.woundNature ?? spell.name, fromRitual: false })
      : null;

    const written = await writePending(tx, pend.values(), now);
    const casterAfter = written.get(casterId)!;
    const roll = await appendRoll(tx, {
      campaignId: character.campaignId,
      characterId: casterId,
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
      faces: rng.faces,
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
      requestedBy: request.caller.userId,
      at: now,
      fairness: dice.fairness(),
    }, ctx.rollKeys, dice.place);
    await emitSpellEvents(tx, character.campaignId, { casterId, result, effects, at: now, rollId: roll.id });

    const exhaustionAfter = (casterAfter.state?.magic as { exhaustion?: number } | undefined)?.exhaustion ?? 0;
    const fatigue = caster.health.fatigue;
    return {
      result: {
        core: result,
        exhaustionAfter,
        lastingFatigueAfter: fatigue.LASTING,
        passingFatigueAfter: fatigue.PASSING,
        assistantCosts: result.assistantCosts.map((a) => ({ characterId: a.id, cost: a.cost })),
        effects,
      },
      roll: rollView(roll, rng.faces),
      caster: casterAfter,
      targets: targetIds.map((id) => written.get(id)!),
    };
  };

  return retryOnConflict(() => ctx.db.transaction((tx) => attempt(tx)), conflict);
}

async function emitSpellEvents(
  tx: Queryable,
  campaignId: string,
  e: { casterId: string; result: CastResult; effects: EffectsView | null; at: Date; rollId: string },
): Promise<void> {
  const caster = encodeId('Character', e.casterId);
  await emitEvent(
    tx,
    campaignId,
    'spell.cast',
    {
      characterId: caster,
      variant: e.result.variant,
      spell: e.result.spellName,
      kind: e.result.kind,
      outcome: e.result.outcome,
      score: e.result.score.score,
      die: e.result.difficulty.die,
      roll: e.result.check?.roll ?? null,
      cost: e.result.cost,
      rollId: e.rollId,
    },
    e.at,
  );
  if (e.result.cost.lastingFatigueDelta || e.result.cost.passingFatigueDelta) {
    await emitEvent(tx, campaignId, 'fatigue.changed', { characterId: caster, source: 'SPELL', cost: e.result.cost }, e.at);
  }
  await emitEffectEvents(tx, campaignId, e.effects, 'SPELL', e.at);
}

// =============================================================================================
// Field
// =============================================================================================

builder.mutationField('castSpell', (t) =>
  t.field({
    type: CastSpellPayload,
    description:
      'Cast a spell (or a LOREVAL special power) from the catalogue or improvised, in the campaign’s magic variant. The caster’s owner or the GM. Costs are booked whatever the outcome; wounds, heals and lasting effects land on the target characters in the same transaction; the roll is logged.',
    args: { input: t.arg({ type: CastSpellInputRef }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) => cast(ctx, input, 'CAST'),
  }),
);
