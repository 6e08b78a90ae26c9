/**
 * Rituals in both variants (`performRitual`). A ritual's cost (LOREVAL lasting fatigue, ALMERA
 * exhaustion) is booked on every participant in one transaction, whatever the outcome, also when
 * it is interrupted; a successful ritual's effects land on its targets (magic-effects.ts).
 * Resting afterwards is magic-recovery.ts.
 * Rules: src/rules/magic/ritual.ts; decisions: docs/rules.md §6 "API".
 */
import * as z from 'zod/mini';
import { type CharacterRow, canSee } from '../../db/access.js';
import type { Circumstance } from '../../rules/magic/difficulty.js';
import {
  type RitualResult,
  almeraRitualViolations,
  checkRitualRequest,
  interruptRitual,
  lorevalRitualViolations,
  performAlmeraRitual,
  performLorevalRitual,
} from '../../rules/magic/ritual.js';
import { NO_PARAMETERS } from '../../rules/magic/spell.js';
import { builder } from '../builder.js';
import { MagicSystem, Stakes } from '../enums.js';
import { accepted, refuseIf } from '../errors.js';
import { decodeId, encodeId } from '../../primitives/ids.js';
import { sceneSpell } from './catalogue.js';
import {
  CastOutcome,
  MagicCheck,
  MagicDifficulty,
  MagicScore,
  ParticipantCost,
  type RollView,
  SpellRollEntry,
} from './check.js';
import { type EffectsView, SpellOutcomeEffects, applyEffects, emitEffectEvents } from './effects.js';
import {
  actorModules,
  bookCost,
  campaignVariantOf,
  helpersOf,
  magicAction,
  pendingOf,
  rawIds,
  requireGmForNumbers,
  requireMayInvolve,
  rolledStage,
  sceneDice,
  writeRolled,
} from './persistence.js';
import { MagicAssistantInput, SpellTargetInput, assistantSchema, targetNumbersGiven, targetsSchema, toSpellTargets } from './targets.js';
import { CharacterRef } from '../refs.js';
import { inputMutation, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';
import { magicField } from './action-input.js';

// =============================================================================================
// performRitual
// =============================================================================================

const RitualInterruptionInput = inputType(
  'RitualInterruptionInput',
  {
    elapsed: field.float(z.number().check(z.minimum(0)), 'Time elapsed, in any unit …'),
    total: field.float(z.number().check(z.positive()), '… and the ritual’s whole casting time in the same unit.'),
    withStopProtocol: field.boolean(z.nullish(z.boolean()), 'Stopped by its own stop protocol: nothing is released (ALMERA).'),
  },
  'The ritual was interrupted: no roll; the cost is booked as at the end.',
);

const PerformRitualInput = inputType('PerformRitualInput', {
  characterId: magicField.actor('The main performer (a PC).'),
  ritualSpellId: field.id(z.string(), 'A ritual of the campaign’s catalogue (a ritual is learned, never improvised).'),
  participants: field.of(
    [MagicAssistantInput],
    z.nullish(z.array(assistantSchema).check(z.maxLength(20))),
    'LOREVAL: −2 to the die each; ALMERA: +1 per module of theirs in play. All share the cost.',
  ),
  procedureBonus: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(200))), 'ALMERA: the procedure (time and resources), at least +4, set by the GM.'),
  circumstances: magicField.circumstances('Die adjustments (scale, conditions).'),
  scoreModifiers: magicField.circumstances('LOREVAL: anomalies of the practice or outside conditions that move the score.'),
  targets: field.of([SpellTargetInput], z.nullish(targetsSchema), 'Who the ritual is aimed at; none for a ritual on a place or on nothing.'),
  moduleIds: magicField.relatedModules('Related modules of the performer.'),
  interruption: field.of(RitualInterruptionInput.ref, z.nullish(RitualInterruptionInput.schema), 'The ritual was interrupted before its end: no roll, the cost is booked.'),
  woundNature: magicField.woundNature('Nature of the wounds inflicted (default: the ritual’s name).'),
  clientSeed: magicField.clientSeed,
});

interface RitualView {
  variant: 'LOREVAL' | 'ALMERA';
  ritualName: string;
  outcome: 'SUCCESS' | 'FAILURE' | 'INTERRUPTED';
  core: RitualResult | null;
  costs: RitualResult['costs'];
  releasedFraction: number | null;
  releasedPower: number | null;
  effects: EffectsView | null;
}

const RitualResultRef = builder.objectRef<RitualView>('RitualResult').implement({
  description: 'A ritual performed (or interrupted): score and die step by step, who paid what, what it did.',
  fields: (t) => ({
    variant: t.field({ type: MagicSystem, description: 'The campaign’s magic variant, whose rules applied.', resolve: (r) => r.variant }),
    ritualName: t.exposeString('ritualName', { description: 'The ritual’s name in the catalogue.' }),
    outcome: t.field({ type: CastOutcome, description: 'SUCCESS, FAILURE or INTERRUPTED.', resolve: (r) => r.outcome }),
    success: t.boolean({ description: 'The effects apply (outcome SUCCESS).', resolve: (r) => r.outcome === 'SUCCESS' }),
    stakes: t.field({ type: Stakes, description: 'What a failure risks, from the die (NONE when interrupted).', resolve: (r) => r.core?.stakes ?? 'NONE' }),
    score: t.field({ type: MagicScore, nullable: true, description: 'The performer’s action score, term by term; null when interrupted.', resolve: (r) => r.core?.score ?? null }),
    difficulty: t.field({ type: MagicDifficulty, nullable: true, description: 'The die, term by term; null when interrupted.', resolve: (r) => r.core?.difficulty ?? null }),
    check: t.field({ type: MagicCheck, nullable: true, description: 'The roll, score against die; null when interrupted.', resolve: (r) => r.core?.check ?? null }),
    costs: t.field({ type: [ParticipantCost], description: 'The performer first, then each participant.', resolve: (r) => r.costs }),
    releasedFraction: t.float({ nullable: true, description: 'ALMERA interruption without the stop protocol: the share of the magic let loose (pro rata temporis).', resolve: (r) => r.releasedFraction }),
    releasedPower: t.float({
      nullable: true,
      description: 'ALMERA interruption without the stop protocol: the power let loose (power × `releasedFraction`); null otherwise.',
      resolve: (r) => r.releasedPower,
    }),
    effects: t.field({ type: SpellOutcomeEffects, nullable: true, description: 'What the ritual did; null unless it succeeded.', resolve: (r) => r.effects }),
  }),
});

const PerformRitualPayload = payloadType<{ result: RitualView; roll: RollView; participants: CharacterRow[] }>('PerformRitualPayload', {
  result: [RitualResultRef, 'The outcome of the ritual.'],
  roll: [SpellRollEntry, 'The roll-log entry written for it.'],
  participants: [[CharacterRef], 'Performer and participants after their costs.'],
});

inputMutation('performRitual', {
  type: PerformRitualPayload,
  description:
    'Perform a ritual of the catalogue. LOREVAL: form + Ritual magic, die D8 + 2 per power level − 2 per participant, lasting fatigue equal to the power shared by all. ALMERA: die D(2·power) up to D100 (above D12 only the score counts), procedure bonus ≥ +4, +1 per participant module, exhaustion equal to the power: half to the performer, the rest shared (20 → 10/5/5); interrupted, it releases its magic pro rata.',
  input: PerformRitualInput.ref,
  resolve: (_root, { input }, ctx) =>
    // ONE read (performer, participants and targets with the sheets, the ritual, the epoch), the
    // rules, ONE write; a rival write first means all of it again.
    magicAction('performRitual', async () => {
      const participantRaw = rawIds((input.participants ?? []).map((p) => p?.characterId));
      const stage = await rolledStage(ctx, input, PerformRitualInput.schema, {
        characterIds: [...participantRaw, ...rawIds((input.targets ?? []).map((t) => t?.characterId))],
        sheetIds: participantRaw,
        spellId: decodeId('Spell', input.ritualSpellId),
      });
      const { caller, character, role, scene, v, now, w } = stage;
      requireGmForNumbers(
        role,
        (v.circumstances?.length ?? 0) > 0 || (v.scoreModifiers?.length ?? 0) > 0 || v.procedureBonus != null || v.interruption != null || (v.targets ?? []).some(targetNumbersGiven),
        'The procedure bonus, circumstances, interruptions and target numbers are set by the GM.',
      );
      const { variant, maxModuleRank } = campaignVariantOf(ctx, scene.campaign);
      const { row: spellRow, spell: ritual } = sceneSpell(scene, v.ritualSpellId);
      const participantIds = (v.participants ?? []).map((p) => p.characterId);
      accepted(checkRitualRequest(variant, ritual, character.id, participantIds));
      const targetIds = (v.targets ?? []).map((x) => x.characterId).filter((x): x is string => Boolean(x));
      const pend = pendingOf(scene, [character.id, ...participantIds, ...targetIds], now);
      for (const id of participantIds) requireMayInvolve(caller, role, pend.get(id)!.row);
      const me = pend.get(character.id)!;
      const { ranks, modules } = actorModules(scene, variant, me, v.moduleIds);
      const caster = { id: character.id, ranks, modules, exhaustion: me.magic.exhaustion };
      const participants = helpersOf(scene, variant, v.participants ?? [], pend);
      const { targets, views } = toSpellTargets(v.targets ?? [], pend);
      const circumstances = (v.circumstances ?? []) as Circumstance[];
      // The ritual as each variant's rules take it, whether it is performed or interrupted.
      const common = { ritual, caster, circumstances, settings: { maxModuleRank } };
      const loreval = { ...common, participants };
      // A ritual of the campaign's catalogue has been studied: learned (Decision).
      const almera = { ...common, learned: true, assistants: participants, procedureBonus: v.procedureBonus ?? 0 };

      let view: RitualView;
      const dice = await sceneDice(ctx, scene, v.clientSeed);
      if (v.interruption) {
        refuseIf(variant === 'LOREVAL' ? lorevalRitualViolations(loreval) : almeraRitualViolations(almera));
        const ir = accepted(interruptRitual({ variant, power: ritual.power, elapsed: v.interruption.elapsed, total: v.interruption.total, withStopProtocol: v.interruption.withStopProtocol ?? false, casterId: character.id, helperIds: participantIds }));
        view = { variant, ritualName: ritual.name, outcome: 'INTERRUPTED', core: null, costs: ir.costs, releasedFraction: ir.releasedFraction, releasedPower: ir.releasedPower, effects: null };
      } else {
        const r =
          variant === 'LOREVAL'
            ? performLorevalRitual(dice.rng, { ...loreval, scoreModifiers: (v.scoreModifiers ?? []) as Circumstance[], targets })
            : performAlmeraRitual(dice.rng, { ...almera, targets });
        const done = accepted(r);
        const effects = done.effects
          ? applyEffects(w, {
              spell: ritual,
              spellId: spellRow.id,
              casterId: character.id,
              parameters: NO_PARAMETERS,
              now,
              pend,
              views,
              effects: done.effects,
              woundNature: v.woundNature ?? ritual.name,
              fromRitual: true,
            })
          : null;
        view = { variant, ritualName: ritual.name, outcome: done.success ? 'SUCCESS' : 'FAILURE', core: done, costs: done.costs, releasedFraction: null, releasedPower: null, effects };
      }
      const { costs } = view;
      for (const c of costs) bookCost(pend.get(c.id)!, c.cost);
      const { written, roll } = await writeRolled(ctx, stage, pend.values(), {
        dice,
        kind: 'RITUAL',
        inputs: {
          ritual,
          ritualSpellId: spellRow.id,
          participants: participants.map((p) => ({ id: p.id, modulesInPlay: p.modulesInPlay })),
          procedureBonus: v.procedureBonus ?? null,
          circumstances,
          scoreModifiers: v.scoreModifiers ?? [],
          interruption: v.interruption ?? null,
          score: view.core?.score ?? null,
          difficulty: view.core?.difficulty ?? null,
        },
        outcome: { outcome: view.outcome, stakes: view.core?.stakes ?? 'NONE', roll: view.core?.check.roll ?? null, costs, releasedFraction: view.releasedFraction, releasedPower: view.releasedPower, effects: view.core?.effects ?? null },
        cast: {
          variant,
          kind: 'RITUAL',
          spell: ritual.name,
          outcome: view.outcome,
          score: view.core?.score.score ?? null,
          die: view.core?.difficulty.die ?? null,
          roll: view.core?.check.roll ?? null,
          costs: costs.map((c) => ({ characterId: encodeId('Character', c.id), cost: c.cost })),
          participantIds: participantIds.map((id) => encodeId('Character', id)),
          // An interruption's consequence (ALMERA: the magic let loose pro rata), for the feed.
          releasedFraction: view.releasedFraction,
          releasedPower: view.releasedPower,
        },
        after: () => emitEffectEvents(w, view.effects, 'RITUAL'),
      });
      return {
        result: view,
        roll,
        // As the caller may see them (`canSee`, as `costs { character }` decides), from the role the
        // one read found: a player's NPC (only an edited store has one) pays its share but stays hidden.
        participants: [character.id, ...participantIds].map((id) => written.get(id)!).filter((row) => canSee(row, role)),
      };
    }),
});
