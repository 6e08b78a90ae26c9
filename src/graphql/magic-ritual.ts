/**
 * Rituals in both variants (`performRitual`) and recovery from magic (`recoverExhaustion`).
 * A ritual's cost (LOREVAL lasting fatigue, ALMERA exhaustion) is booked on every participant
 * in one transaction, whatever the outcome, also when it is interrupted.
 */
import * as z from 'zod';
import type { CharacterRow } from '../db/access.js';
import { retryOnConflict } from '../db/characters.js';
import { emitEvent } from '../db/outbox.js';
import { appendRoll } from '../db/rolls.js';
import { recordingRng } from '../rules/dice.js';
import type { SpellTarget } from '../rules/magic/casting.js';
import type { Circumstance } from '../rules/magic/difficulty.js';
import { recoverExhaustion, recoverLorevalFatigue } from '../rules/magic/recovery.js';
import {
  type RitualResult,
  almeraRitualViolations,
  interruptRitual,
  lorevalRitualViolations,
  performAlmeraRitual,
  performLorevalRitual,
} from '../rules/magic/ritual.js';
import { NO_PARAMETERS } from '../rules/magic/spell.js';
import { addFatigue } from '../rules/sms/health.js';
import { requireEditableCharacter } from './auth.js';
import { builder } from './builder.js';
import { MagicSystem, Stakes } from './enums.js';
import { MUTATION_ERRORS, RuleViolation, conflict, validate } from './errors.js';
import { encodeId, globalId } from './ids.js';
import {
  CastOutcome,
  CircumstanceInput,
  MagicCheck,
  MagicDifficulty,
  MagicScore,
  ParticipantCost,
  type ParticipantCostView,
  type PendingCharacter,
  type RollView,
  SpellRollEntry,
  bookCost,
  campaignVariant,
  casterModules,
  circumstanceSchema,
  declaredModules,
  lockCharacters,
  modulesOf,
  pending,
  readHealth,
  readMagic,
  requireMayInvolve,
  requirePcRoller,
  writePending,
} from './magic.js';
import { MagicAssistantInput, SpellOutcomeEffects, SpellTargetInput, applyEffects } from './magic-casting.js';
import { loadSpell } from './magic-catalogue.js';
import { CharacterRef } from './refs.js';

type ParticipantCostRow = { id: string; cost: import('../rules/magic/score.js').MagicCost };

const fatigueAdder = (h: Parameters<typeof addFatigue>[0], kind: 'PASSING' | 'LASTING', n: number) => {
  const r = addFatigue(h, kind, n);
  return r.ok ? r.value : h;
};

// =============================================================================================
// performRitual
// =============================================================================================

const RitualInterruptionInput = builder.inputType('RitualInterruptionInput', {
  description: 'The ritual was interrupted: no roll; the cost is booked as at the end.',
  fields: (t) => ({
    elapsed: t.float({ description: 'Time elapsed, in any unit …' }),
    total: t.float({ description: '… and the ritual’s whole casting time in the same unit.' }),
    withStopProtocol: t.boolean({ required: false, description: 'Stopped by its own stop protocol: nothing is released (ALMERA).' }),
  }),
});

const PerformRitualInput = builder.inputType('PerformRitualInput', {
  fields: (t) => ({
    characterId: t.id({ description: 'The main performer (a PC).' }),
    ritualSpellId: t.id({ description: 'A ritual of the campaign’s catalogue (a ritual is learned, never improvised).' }),
    participants: t.field({ type: [MagicAssistantInput], required: false, description: 'LOREVAL: −2 to the die each; ALMERA: +1 per module of theirs in play. All share the cost.' }),
    procedureBonus: t.int({ required: false, description: 'ALMERA: the procedure (time and resources), at least +4, set by the GM.' }),
    circumstances: t.field({ type: [CircumstanceInput], required: false, description: 'Die adjustments (scale, conditions).' }),
    scoreModifiers: t.field({ type: [CircumstanceInput], required: false, description: 'LOREVAL: anomalies of the practice or outside conditions that move the score.' }),
    targets: t.field({ type: [SpellTargetInput], required: false }),
    moduleIds: t.idList({ required: false, description: 'Related modules of the performer.' }),
    interruption: t.field({ type: RitualInterruptionInput, required: false }),
    woundNature: t.string({ required: false }),
  }),
});

const ritualSchema = z.object({
  characterId: globalId('Character'),
  ritualSpellId: z.string(),
  participants: z.array(z.object({ characterId: globalId('Character'), moduleIds: z.array(globalId('Module')).max(20).nullish() })).max(20).nullish(),
  procedureBonus: z.number().int().min(0).max(200).nullish(),
  circumstances: z.array(circumstanceSchema).max(10).nullish(),
  scoreModifiers: z.array(circumstanceSchema).max(10).nullish(),
  targets: z
    .array(
      z.object({
        characterId: globalId('Character').nullish(),
        label: z.string().trim().min(1).max(80).nullish(),
        opposes: z.boolean().nullish(),
        resistance: z.enum(['SENSITIVE', 'RESISTS', 'HIGHLY_RESISTANT', 'NEARLY_IMMUNE']).nullish(),
        survivedMortal: z.boolean().nullish(),
        armourCategory: z.number().int().min(0).max(3).nullish(),
        counterEffectRanks: z.array(z.number().int().min(0).max(50)).max(10).nullish(),
      }),
    )
    .max(100)
    .nullish(),
  moduleIds: z.array(globalId('Module')).max(30).nullish(),
  interruption: z.object({ elapsed: z.number().min(0), total: z.number().positive(), withStopProtocol: z.boolean().nullish() }).nullish(),
  woundNature: z.string().trim().min(1).max(120).nullish(),
});

interface RitualView {
  variant: 'LOREVAL' | 'ALMERA';
  ritualName: string;
  outcome: 'SUCCESS' | 'FAILURE' | 'INTERRUPTED';
  core: RitualResult | null;
  costs: ParticipantCostView[];
  releasedFraction: number | null;
  releasedPower: number | null;
  effects: Awaited<ReturnType<typeof applyEffects>> | null;
}

const RitualResultRef = builder.objectRef<RitualView>('RitualResult').implement({
  description: 'A ritual performed (or interrupted): score and die step by step, who paid what, what it did.',
  fields: (t) => ({
    variant: t.field({ type: MagicSystem, resolve: (r) => r.variant }),
    ritualName: t.exposeString('ritualName'),
    outcome: t.field({ type: CastOutcome, resolve: (r) => r.outcome }),
    success: t.boolean({ resolve: (r) => r.outcome === 'SUCCESS' }),
    stakes: t.field({ type: Stakes, resolve: (r) => r.core?.stakes ?? 'NONE' }),
    score: t.field({ type: MagicScore, nullable: true, resolve: (r) => r.core?.score ?? null }),
    difficulty: t.field({ type: MagicDifficulty, nullable: true, resolve: (r) => r.core?.difficulty ?? null }),
    check: t.field({ type: MagicCheck, nullable: true, resolve: (r) => r.core?.check ?? null }),
    costs: t.field({ type: [ParticipantCost], description: 'The performer first, then each participant.', resolve: (r) => r.costs }),
    releasedFraction: t.float({ nullable: true, description: 'ALMERA interruption without the stop protocol: the share of the magic let loose (pro rata temporis).', resolve: (r) => r.releasedFraction }),
    releasedPower: t.float({ nullable: true, resolve: (r) => r.releasedPower }),
    effects: t.field({ type: SpellOutcomeEffects, nullable: true, resolve: (r) => r.effects }),
  }),
});

const PerformRitualPayload = builder.objectRef<{ result: RitualView; roll: RollView; participants: CharacterRow[] }>('PerformRitualPayload').implement({
  fields: (t) => ({
    result: t.field({ type: RitualResultRef, resolve: (p) => p.result }),
    roll: t.field({ type: SpellRollEntry, resolve: (p) => p.roll }),
    participants: t.field({ type: [CharacterRef], description: 'Performer and participants after their costs.', resolve: (p) => p.participants }),
  }),
});

builder.mutationField('performRitual', (t) =>
  t.field({
    type: PerformRitualPayload,
    description:
      'Perform a ritual of the catalogue. LOREVAL: form + Ritual magic, die D8 + 2 per power level − 2 per participant, lasting fatigue equal to the power shared by all. ALMERA: die D(2·power) up to D100 (above D12 only the score counts), procedure bonus ≥ +4, +1 per participant module, exhaustion equal to the power: half to the performer, the rest shared (20 → 10/5/5); interrupted, it releases its magic pro rata.',
    args: { input: t.arg({ type: PerformRitualInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { caller, character, role } = await requireEditableCharacter(ctx, input.characterId);
      const v = validate(ritualSchema, input);
      requirePcRoller(character);
      if (
        role !== 'GM' &&
        ((v.circumstances?.length ?? 0) > 0 || (v.scoreModifiers?.length ?? 0) > 0 || v.procedureBonus != null || v.interruption != null || (v.targets ?? []).some((x) => x.opposes != null || x.resistance != null || x.armourCategory != null || x.counterEffectRanks?.length))
      ) {
        throw new RuleViolation('GM_SETS_DIFFICULTY', 'The procedure bonus, circumstances, interruptions and target numbers are set by the GM.', 'SMS §2.8: only the GM sets difficulties');
      }
      const { variant, maxModuleRank } = await campaignVariant(ctx, character.campaignId);
      const { row: spellRow, spell: ritual } = await loadSpell(ctx, character.campaignId, v.ritualSpellId);
      if (ritual.kind !== 'RITUAL') {
        throw new RuleViolation('NOT_A_RITUAL', `${ritual.name} is a ${ritual.kind.toLowerCase()}, not a ritual.`, variant === 'LOREVAL' ? 'MAGIC LOREVAL §La magie rituelle: only a ritual is performed as a ritual' : 'MAGIC ALMERA §Exécuter un rituel: only a ritual is performed as a ritual');
      }
      const participantIds = (v.participants ?? []).map((p) => p.characterId);
      if (participantIds.includes(character.id) || new Set(participantIds).size !== participantIds.length) {
        throw new RuleViolation('DUPLICATE_PARTICIPANT', 'Each participant takes part once, the performer apart.', 'SMS §2: collaborative actions');
      }
      return retryOnConflict(
        () =>
          ctx.db.transaction(async (tx) => {
            const now = ctx.clock.now();
            const targetIds = (v.targets ?? []).map((x) => x.characterId).filter((x): x is string => Boolean(x));
            const rows = await lockCharacters(tx, character.campaignId, [character.id, ...participantIds, ...targetIds]);
            for (const id of participantIds) requireMayInvolve(caller, role, rows.get(id)!);
            const pend = new Map<string, PendingCharacter>();
            for (const [id, row] of rows) pend.set(id, pending(row, now));
            const sheets = await modulesOf(tx, [character.id, ...participantIds]);
            const me = pend.get(character.id)!;
            const sheet = sheets.get(character.id) ?? [];
            const { ranks, modules } = casterModules(variant, sheet, declaredModules(sheet, v.moduleIds ?? [], character.name), me.health);
            const caster = { id: character.id, ranks, modules, exhaustion: me.magic.exhaustion };
            const participants = (v.participants ?? []).map((p) => {
              const s = sheets.get(p.characterId) ?? [];
              const declared = declaredModules(s, p.moduleIds ?? [], rows.get(p.characterId)!.name);
              return { id: p.characterId, modulesInPlay: declared.length, ranks: casterModules(variant, s, [], pend.get(p.characterId)!.health).ranks };
            });
            const views = new Map<string, { key: string; characterId: string | null; label: string | null }>();
            const targets: SpellTarget[] = (v.targets ?? []).map((x) => {
              const key = x.characterId ?? `npc:${x.label ?? 'target'}`;
              views.set(key, { key, characterId: x.characterId ?? null, label: x.label ?? null });
              const target: SpellTarget = { id: key };
              if (x.opposes != null) target.opposes = x.opposes;
              if (x.resistance) target.resistance = x.resistance;
              const defence: NonNullable<SpellTarget['defence']> = {};
              if (x.armourCategory != null) defence.armourCategory = x.armourCategory;
              if (x.counterEffectRanks?.length) defence.counterEffectRanks = x.counterEffectRanks;
              if (x.characterId) {
                const tp = pend.get(x.characterId)!;
                target.wounds = tp.health.wounds.map((w) => ({ id: w.id, severity: (['LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL', 'ANNIHILATION'].indexOf(w.severity) + 1) as 1, damageType: w.damageType ?? 'BLUNT' }));
                target.survivedMortal = x.survivedMortal ?? !tp.health.dead;
                const protections = (tp.magic.effects ?? []).filter((e) => e.kind === 'PROTECTION' && !e.suppressed).map((e) => ({ damageType: e.damageType!, elemental: e.elemental ?? false, points: e.points ?? 0 }));
                if (protections.length) defence.protections = protections;
              }
              if (Object.keys(defence).length) target.defence = defence;
              return target;
            });
            const circumstances = (v.circumstances ?? []) as Circumstance[];
            const settings = { maxModuleRank };

            let view: RitualView;
            const rng = recordingRng(ctx.rng);
            let costs: ParticipantCostRow[];
            if (v.interruption) {
              const violations =
                variant === 'LOREVAL'
                  ? lorevalRitualViolations({ ritual, caster, participants, circumstances, settings })
                  : almeraRitualViolations({ ritual, learned: true, caster, assistants: participants, procedureBonus: v.procedureBonus ?? 0, circumstances, settings });
              if (violations.length) throw RuleViolation.from(violations);
              const ir = interruptRitual({ variant, power: ritual.power, elapsed: v.interruption.elapsed, total: v.interruption.total, withStopProtocol: v.interruption.withStopProtocol ?? false, casterId: character.id, helperIds: participantIds });
              if (!ir.ok) throw RuleViolation.from(ir.violations);
              costs = ir.value.costs;
              view = { variant, ritualName: ritual.name, outcome: 'INTERRUPTED', core: null, costs: [], releasedFraction: ir.value.releasedFraction, releasedPower: ir.value.releasedPower, effects: null };
            } else {
              const r =
                variant === 'LOREVAL'
                  ? performLorevalRitual(rng, { ritual, caster, participants, circumstances, scoreModifiers: (v.scoreModifiers ?? []) as Circumstance[], targets, settings })
                  : performAlmeraRitual(rng, {
                      // A ritual of the campaign's catalogue has been studied: learned (Decision).
                      learned: true,
                      ritual,
                      caster,
                      assistants: participants,
                      procedureBonus: v.procedureBonus ?? 0,
                      circumstances,
                      targets,
                      settings,
                    });
              if (!r.ok) throw RuleViolation.from(r.violations);
              costs = r.value.costs;
              const effects = r.value.effects
                ? await applyEffects(tx, {
                    spell: ritual,
                    spellId: spellRow.id,
                    casterId: character.id,
                    parameters: NO_PARAMETERS,
                    now,
                    pend,
                    views,
                    result: { effects: r.value.effects },
                    woundNature: v.woundNature ?? ritual.name,
                    fromRitual: true,
                  })
                : null;
              view = { variant, ritualName: ritual.name, outcome: r.value.success ? 'SUCCESS' : 'FAILURE', core: r.value, costs: [], releasedFraction: null, releasedPower: null, effects };
            }
            for (const c of costs) bookCost(pend.get(c.id)!, c.cost, fatigueAdder);
            view.costs = costs.map((c) => ({ characterId: c.id, cost: c.cost }));
            const written = await writePending(tx, pend.values(), now);
            const roll = await appendRoll(tx, {
              campaignId: character.campaignId,
              characterId: character.id,
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
              faces: rng.faces,
              outcome: { outcome: view.outcome, stakes: view.core?.stakes ?? 'NONE', roll: view.core?.check.roll ?? null, costs, releasedFraction: view.releasedFraction, releasedPower: view.releasedPower, effects: view.core?.effects ?? null },
              requestedBy: caller.userId,
              at: now,
            });
            await emitEvent(
              tx,
              character.campaignId,
              'spell.cast',
              {
                characterId: encodeId('Character', character.id),
                variant,
                kind: 'RITUAL',
                spell: ritual.name,
                outcome: view.outcome,
                score: view.core?.score.score ?? null,
                die: view.core?.difficulty.die ?? null,
                roll: view.core?.check.roll ?? null,
                costs: costs.map((c) => ({ characterId: encodeId('Character', c.id), cost: c.cost })),
                rollId: roll.id,
              },
              now,
            );
            return {
              result: view,
              roll: { id: roll.id, seq: roll.seq, kind: roll.kind, hash: roll.hash, faces: rng.faces },
              participants: [character.id, ...participantIds].map((id) => written.get(id)!),
            };
          }),
        conflict,
      );
    },
  }),
);

// =============================================================================================
// recoverExhaustion
// =============================================================================================

const RecoverExhaustionInput = builder.inputType('RecoverExhaustionInput', {
  fields: (t) => ({
    characterId: t.id(),
    hours: t.int({ required: false, description: 'Whole hours of rest: 1 point (LOREVAL: 1 lasting fatigue level) per hour.' }),
    fullRest: t.boolean({ required: false, description: 'A full sleep period: everything recovered.' }),
    meditation: t.boolean({ required: false, description: 'An Elfin’s meditation: counts as a full sleep (Elfins only).' }),
  }),
});

const recoverSchema = z.object({
  characterId: globalId('Character'),
  hours: z.number().int().min(0).max(24 * 30).nullish(),
  fullRest: z.boolean().nullish(),
  meditation: z.boolean().nullish(),
});

const RecoverExhaustionPayload = builder
  .objectRef<{ character: CharacterRow; recovered: number; exhaustion: number; lastingFatigue: number; blockedBy: string | null }>('RecoverExhaustionPayload')
  .implement({
    fields: (t) => ({
      character: t.field({ type: CharacterRef, resolve: (p) => p.character }),
      recovered: t.exposeInt('recovered'),
      exhaustion: t.exposeInt('exhaustion', { description: 'ALMERA magical exhaustion after the rest.' }),
      lastingFatigue: t.exposeInt('lastingFatigue', { description: 'Lasting fatigue after the rest (LOREVAL: what magic costs).' }),
      blockedBy: t.string({ nullable: true, description: 'MAINTAINED_SPELL: a LOREVAL spell with a duration keeps the caster from resting.', resolve: (p) => p.blockedBy }),
    }),
  });

builder.mutationField('recoverExhaustion', (t) =>
  t.field({
    type: RecoverExhaustionPayload,
    description:
      'Rest after magic. ALMERA: magical exhaustion −1 per hour, all of it after a sleep or an Elfin’s meditation (seed 003). LOREVAL: magic costs lasting fatigue, recovered the same way, except while the caster maintains a spell with a duration (seed 000 "Durée"). The character’s owner or the GM.',
    args: { input: t.arg({ type: RecoverExhaustionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { character } = await requireEditableCharacter(ctx, input.characterId);
      const v = validate(recoverSchema, input);
      if (character.ruleset !== 'SMS') throw new RuleViolation('NOT_SMS', 'SMS magic is for SMS characters.', 'MAGIC: SMS characters only');
      if (v.meditation && character.race !== 'ELFIN') {
        throw new RuleViolation(
          'ELFIN_MEDITATION_ONLY',
          `${character.name} is not an Elfin: only Elfins recover by meditation.`,
          'MAGIC ALMERA §Épuisement magique: a sleep, or an equivalent rest "comme la méditation des Elfins"',
        );
      }
      const { variant } = await campaignVariant(ctx, character.campaignId);
      const fullRest = v.meditation ? ('ELFIN_MEDITATION' as const) : v.fullRest ? ('SLEEP' as const) : null;
      return retryOnConflict(
        () =>
          ctx.db.transaction(async (tx) => {
            const now = ctx.clock.now();
            const rows = await lockCharacters(tx, character.campaignId, [character.id]);
            const p = pending(rows.get(character.id)!, now);
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
            const written = await writePending(tx, [p], now);
            const after = written.get(character.id)!;
            if (recovered) {
              await emitEvent(
                tx,
                character.campaignId,
                'fatigue.changed',
                variant === 'ALMERA'
                  ? { characterId: encodeId('Character', character.id), cause: 'REST', magicalExhaustion: readMagic(after).exhaustion, recovered }
                  : { characterId: encodeId('Character', character.id), cause: 'REST', fatigue: readHealth(after).fatigue, recovered },
                now,
              );
            }
            return { character: after, recovered, exhaustion: readMagic(after).exhaustion, lastingFatigue: readHealth(after).fatigue.LASTING, blockedBy };
          }),
        conflict,
      );
    },
  }),
);

