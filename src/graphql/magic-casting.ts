/**
 * Casting: `castSpell`, `previewCast` (odds, no roll) and `useSpecialPower` (LOREVAL), in both
 * variants. One transaction books everything a cast changes: the caster's cost (ALMERA
 * exhaustion, LOREVAL fatigue) whatever the outcome, assistants' costs, wounds inflicted and
 * healed on target characters, temporary modules (source MAGIC), barriers / protections /
 * counter-effects on the targets' `state.magic`, the one-spell limit in the encounter, the
 * roll log entry and the `spell.cast` event.
 */
import { and, eq, inArray } from 'drizzle-orm';
import * as z from 'zod';
import type { CharacterRow } from '../db/access.js';
import { retryOnConflict } from '../db/characters.js';
import type { Queryable } from '../db/client.js';
import { emitEvent } from '../db/outbox.js';
import { appendRoll } from '../db/rolls.js';
import { characters, modules as modulesTable } from '../db/schema.js';
import { recordingRng } from '../rules/dice.js';
import type { MagicVariant } from '../rules/magic/catalogue.js';
import { type CastResult, type CastSpellInput, type SpellTarget, castSpell, previewCast } from '../rules/magic/casting.js';
import type { Circumstance } from '../rules/magic/difficulty.js';
import type { WoundRecord } from '../rules/magic/effects.js';
import { NO_PARAMETERS, type SpellParameters } from '../rules/magic/spell.js';
import { type Severity, addFatigue, heal, inflictWound, severityLevel } from '../rules/sms/health.js';
import { npcBaseDie, type NpcDefinition } from '../rules/sms/npcs.js';
import { requireEditableCharacter } from './auth.js';
import { builder } from './builder.js';
import type { Caller, Context } from './context.js';
import { MagicSystem as MagicSystemRef, Severity as SeverityEnum, Stakes } from './enums.js';
import { MUTATION_ERRORS, RuleViolation, conflict, notFound, validate } from './errors.js';
import { encodeId, globalId } from './ids.js';
import {
  type ActiveEffect,
  AlmeraResistance,
  CancelledBy,
  CastOutcome,
  CircumstanceInput,
  ImprovisedSpellInput,
  MagicCheck,
  MagicCostRef,
  MagicDifficulty,
  MagicScore,
  ParticipantCost,
  type ParticipantCostView,
  type PendingCharacter,
  type RollView,
  SpellDamageType,
  SpellKind,
  SpellParametersInput,
  SpellRollEntry,
  type StoredSpell,
  TemporaryPolarity,
  bookCost,
  bookEncounterSpell,
  campaignVariant,
  casterModules,
  circumstanceSchema,
  declaredModules,
  encounterIdSchema,
  expiryFor,
  lockCharacters,
  modulesOf,
  parametersSchema,
  pending,
  requireMayInvolve,
  requirePcRoller,
  spellDefinitionSchema,
  toParameters,
  toSpellDefinition,
  writePending,
} from './magic.js';
import { loadSpell } from './magic-catalogue.js';
import { CharacterRef } from './refs.js';

// =============================================================================================
// Input
// =============================================================================================

export const SpellTargetInput = builder.inputType('SpellTargetInput', {
  description:
    'A target: a character of the campaign (wounds, heals and effects land on its sheet) or, with `label` alone, an NPC known only by its numbers. The numbers (baseDie, resistance, armour, counter-effects, circumstances) set the die: the GM’s to give (SMS §2.8).',
  fields: (t) => ({
    characterId: t.id({ required: false }),
    label: t.string({ required: false, description: 'Name of a target that is not a character of the campaign.' }),
    opposes: t.boolean({ required: false, description: 'Resists the spell. Default: true for a spell with an offensive effect, false otherwise.' }),
    baseDie: t.int({ required: false, description: 'LOREVAL: the opposing target’s base die (an NPC character’s definition gives it by default).' }),
    resistance: t.field({ type: AlmeraResistance, required: false, description: 'ALMERA: an unwilling target’s resistance to magic.' }),
    survivedMortal: t.boolean({ required: false, description: 'Healing a mortal wound needs a survivor (default: not declared dead).' }),
    armourCategory: t.int({ required: false, description: 'Armour 0..3 if it is engaged against a physical effect (the GM’s call).' }),
    counterEffectRanks: t.intList({ required: false, description: 'Ranks of the target’s counter-effects that match this spell (the GM’s call).' }),
    resultDie: t.int({ required: false, description: 'Result die of an opposed roll between PCs: its class adds wound levels.' }),
  }),
});

const AidsInput = builder.inputType('MagicAidsInput', {
  description: 'ALMERA: components, foci and totems (+1 each up to the rank of Empowerment of magic power).',
  fields: (t) => ({ components: t.int({ required: false }), foci: t.int({ required: false }), totems: t.int({ required: false }) }),
});

const IncantationInput = builder.inputType('IncantationInput', {
  description: 'ALMERA: voice and a free hand; missing one −1, both −2.',
  fields: (t) => ({ voice: t.boolean(), freeHand: t.boolean() }),
});

export const MagicAssistantInput = builder.inputType('MagicAssistantInput', {
  description: 'A character helping: +1 per module of theirs entering play (SMS §2 collaborative actions).',
  fields: (t) => ({ characterId: t.id(), moduleIds: t.idList({ required: false }) }),
});

const CastSpellInputRef = builder.inputType('CastSpellInput', {
  fields: (t) => ({
    characterId: t.id({ description: 'The caster: a PC (only players roll, SMS §2.8).' }),
    spellId: t.id({ required: false, description: 'A spell of the campaign’s catalogue …' }),
    improvised: t.field({ type: ImprovisedSpellInput, required: false, description: '… or one made up on the spot.' }),
    parameters: t.field({ type: SpellParametersInput, required: false, description: 'Default: the spell’s usual parameters, else none.' }),
    targets: t.field({ type: [SpellTargetInput], required: false }),
    circumstances: t.field({ type: [CircumstanceInput], required: false }),
    aids: t.field({ type: AidsInput, required: false }),
    incantation: t.field({ type: IncantationInput, required: false }),
    interruptionMalus: t.int({ required: false, description: 'An intervention hurts or shakes the caster: −1..−3.' }),
    cancelledBy: t.field({ type: CancelledBy, required: false, description: 'A successful interruption or counter-spell stopped it: no roll, the cost is paid.' }),
    assistants: t.field({ type: [MagicAssistantInput], required: false, description: 'Casting together (ALMERA): they pay +1 exhaustion each.' }),
    moduleIds: t.idList({ required: false, description: 'Related modules of the caster’s sheet (specialisations; resistive ones absorb the parameter malus).' }),
    encounterId: t.id({ required: false, description: 'In sequenced narration: books the one-spell limit.' }),
    declarationId: t.string({ required: false, description: 'The declaration (action, reaction, intervention) that announced this spell with castsSpell.' }),
    means: t.string({ required: false, description: 'ALMERA: the means of casting, e.g. an enchanted item’s name (default: one’s own magic).' }),
    woundNature: t.string({ required: false, description: 'Nature of the wounds inflicted (default: the spell’s name).' }),
  }),
});

const targetSchema = z
  .object({
    characterId: globalId('Character').nullish(),
    label: z.string().trim().min(1).max(80).nullish(),
    opposes: z.boolean().nullish(),
    baseDie: z.number().int().min(0).max(200).nullish(),
    resistance: z.enum(['SENSITIVE', 'RESISTS', 'HIGHLY_RESISTANT', 'NEARLY_IMMUNE']).nullish(),
    survivedMortal: z.boolean().nullish(),
    armourCategory: z.number().int().min(0).max(3).nullish(),
    counterEffectRanks: z.array(z.number().int().min(0).max(50)).max(10).nullish(),
    resultDie: z.number().int().min(0).max(200).nullish(),
  })
  .refine((t) => Boolean(t.characterId) !== Boolean(t.label), { message: 'a target is either a character (characterId) or a labelled NPC (label)' });

const assistantSchema = z.object({ characterId: globalId('Character'), moduleIds: z.array(globalId('Module')).max(20).nullish() });
const aidsSchema = z.object({
  components: z.number().int().min(0).max(50).nullish(),
  foci: z.number().int().min(0).max(50).nullish(),
  totems: z.number().int().min(0).max(50).nullish(),
});

const castSchema = z
  .object({
    characterId: globalId('Character'),
    spellId: z.string().nullish(),
    improvised: spellDefinitionSchema.nullish(),
    parameters: parametersSchema.nullish(),
    targets: z.array(targetSchema).max(100).nullish(),
    circumstances: z.array(circumstanceSchema).max(10).nullish(),
    aids: aidsSchema.nullish(),
    incantation: z.object({ voice: z.boolean(), freeHand: z.boolean() }).nullish(),
    interruptionMalus: z.number().int().nullish(),
    cancelledBy: z.enum(['INTERRUPTION', 'COUNTER_SPELL']).nullish(),
    assistants: z.array(assistantSchema).max(10).nullish(),
    moduleIds: z.array(globalId('Module')).max(30).nullish(),
    encounterId: encounterIdSchema.nullish(),
    declarationId: z.string().trim().min(1).max(40).nullish(),
    means: z.string().trim().min(1).max(80).nullish(),
    woundNature: z.string().trim().min(1).max(120).nullish(),
  })
  .refine((v) => Boolean(v.spellId) !== Boolean(v.improvised), { path: ['spellId'], message: 'give either spellId or improvised' })
  .superRefine((v, ctx) => {
    const ids = (v.targets ?? []).map((t) => t.characterId).filter(Boolean);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['targets'], message: 'a character is targeted twice' });
    const labels = (v.targets ?? []).map((t) => t.label).filter(Boolean);
    if (new Set(labels).size !== labels.length) ctx.addIssue({ code: 'custom', path: ['targets'], message: 'two targets share a label' });
  });

export type CastValue = z.output<typeof castSchema>;

/** Inputs that move the die or the score are the GM's (SMS §2.8: the GM sets difficulties). */
function requireGmForNumbers(role: 'GM' | 'PLAYER', v: Pick<CastValue, 'circumstances' | 'targets' | 'interruptionMalus' | 'cancelledBy'>): void {
  if (role === 'GM') return;
  const numbers =
    (v.circumstances?.length ?? 0) > 0 ||
    v.interruptionMalus != null ||
    v.cancelledBy != null ||
    (v.targets ?? []).some((t) => t.opposes != null || t.baseDie != null || t.resistance != null || t.armourCategory != null || (t.counterEffectRanks?.length ?? 0) > 0 || t.resultDie != null || t.survivedMortal != null);
  if (numbers) {
    throw new RuleViolation(
      'GM_SETS_DIFFICULTY',
      'Circumstances, target numbers, interruptions and cancellations are set by the GM.',
      'SMS §2.8: only the GM sets difficulties',
    );
  }
}

// =============================================================================================
// Output
// =============================================================================================

interface TargetView {
  key: string;
  characterId: string | null;
  label: string | null;
}

const SpellTargetRef = builder.objectRef<TargetView>('SpellTargetRef').implement({
  description: 'A target of a spell: a character, or an NPC known by its label.',
  fields: (t) => ({
    characterId: t.id({ nullable: true, resolve: (x) => (x.characterId ? encodeId('Character', x.characterId) : null) }),
    label: t.string({ nullable: true, resolve: (x) => x.label }),
  }),
});

interface WoundView {
  target: TargetView;
  severity: Severity;
  damageType: 'BLUNT' | 'LETHAL' | 'CRITICAL';
  elemental: boolean;
  levels: number;
  woundId: string | null;
}

const SpellWound = builder.objectRef<WoundView>('SpellWound').implement({
  description: 'A wound the spell dealt; on a character it is on its sheet (`woundId`).',
  fields: (t) => ({
    target: t.field({ type: SpellTargetRef, resolve: (w) => w.target }),
    severity: t.field({ type: SeverityEnum, resolve: (w) => w.severity }),
    damageType: t.field({ type: SpellDamageType, resolve: (w) => w.damageType }),
    elemental: t.exposeBoolean('elemental'),
    levels: t.exposeInt('levels'),
    woundId: t.exposeString('woundId', { nullable: true }),
  }),
});

interface HealView {
  target: TargetView;
  woundIds: string[];
  stabilised: boolean;
  restoresLostPart: boolean;
}

const SpellHeal = builder.objectRef<HealView>('SpellHeal').implement({
  fields: (t) => ({
    target: t.field({ type: SpellTargetRef, resolve: (h) => h.target }),
    woundIds: t.exposeStringList('woundIds'),
    stabilised: t.exposeBoolean('stabilised'),
    restoresLostPart: t.exposeBoolean('restoresLostPart'),
  }),
});

interface LastingView {
  targets: TargetView[];
  kind: ActiveEffect['kind'];
  effectIds: string[];
  module: { name: string; scope: number; polarity: 'POSITIVE' | 'NEGATIVE'; rank: number } | null;
  defenceDieShift: number | null;
  attackerDieShift: number | null;
  damageType: 'BLUNT' | 'LETHAL' | 'CRITICAL' | null;
  elemental: boolean | null;
  points: number | null;
  against: string | null;
  rank: number | null;
}

const SpellLastingEffect = builder.objectRef<LastingView>('SpellLastingEffect').implement({
  description: 'A lasting effect the spell put on its targets (kept on each character’s `magicEffects`).',
  fields: (t) => ({
    kind: t.string({ resolve: (e) => e.kind }),
    targets: t.field({ type: [SpellTargetRef], resolve: (e) => e.targets }),
    effectIds: t.exposeStringList('effectIds', { description: 'The ids on the characters’ sheets (for dispel).' }),
    moduleName: t.string({ nullable: true, resolve: (e) => e.module?.name ?? null }),
    moduleScope: t.int({ nullable: true, resolve: (e) => e.module?.scope ?? null }),
    modulePolarity: t.field({ type: TemporaryPolarity, nullable: true, resolve: (e) => e.module?.polarity ?? null }),
    moduleRank: t.int({ nullable: true, resolve: (e) => e.module?.rank ?? null }),
    defenceDieShift: t.exposeInt('defenceDieShift', { nullable: true }),
    attackerDieShift: t.exposeInt('attackerDieShift', { nullable: true }),
    damageType: t.field({ type: SpellDamageType, nullable: true, resolve: (e) => e.damageType }),
    elemental: t.exposeBoolean('elemental', { nullable: true }),
    points: t.exposeInt('points', { nullable: true }),
    against: t.exposeString('against', { nullable: true }),
    rank: t.exposeInt('rank', { nullable: true }),
  }),
});

interface EffectsView {
  wounds: WoundView[];
  healed: HealView[];
  lasting: LastingView[];
  cancelledByCounterEffect: TargetView[];
  armourErodes: TargetView[];
  itemEnhancement: { aspect: string; damageType: string; elemental: boolean; points: number } | null;
  narrative: string | null;
  duration: number;
  expiresAt: string | null;
  maintainedByCaster: boolean;
}

const ItemEnhancementRef = builder.objectRef<NonNullable<EffectsView['itemEnhancement']>>('SpellItemEnhancement').implement({
  fields: (t) => ({ aspect: t.exposeString('aspect'), damageType: t.exposeString('damageType'), elemental: t.exposeBoolean('elemental'), points: t.exposeInt('points') }),
});

export const SpellOutcomeEffects = builder.objectRef<EffectsView>('SpellOutcomeEffects').implement({
  description: 'What a successful spell did, target by target.',
  fields: (t) => ({
    wounds: t.field({ type: [SpellWound], resolve: (e) => e.wounds }),
    healed: t.field({ type: [SpellHeal], resolve: (e) => e.healed }),
    lasting: t.field({ type: [SpellLastingEffect], resolve: (e) => e.lasting }),
    cancelledByCounterEffect: t.field({ type: [SpellTargetRef], resolve: (e) => e.cancelledByCounterEffect }),
    armourErodes: t.field({ type: [SpellTargetRef], description: 'Their armour loses one category (elemental hit).', resolve: (e) => e.armourErodes }),
    itemEnhancement: t.field({ type: ItemEnhancementRef, nullable: true, resolve: (e) => e.itemEnhancement }),
    narrative: t.exposeString('narrative', { nullable: true }),
    duration: t.exposeInt('duration', { description: 'Duration parameter 0..3.' }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => (e.expiresAt ? new Date(e.expiresAt) : null) }),
    maintainedByCaster: t.exposeBoolean('maintainedByCaster', { description: 'LOREVAL: while it runs the caster cannot fully rest.' }),
  }),
});

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
    variant: t.field({ type: MagicSystemRef, resolve: (r) => r.core.variant }),
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

const CastSpellPayload = builder.objectRef<{ result: SpellResultView; roll: RollView; caster: CharacterRow; targets: CharacterRow[] }>('CastSpellPayload').implement({
  fields: (t) => ({
    result: t.field({ type: SpellResult, resolve: (p) => p.result }),
    roll: t.field({ type: SpellRollEntry, resolve: (p) => p.roll }),
    caster: t.field({ type: CharacterRef, resolve: (p) => p.caster }),
    targets: t.field({ type: [CharacterRef], description: 'The target characters after the cast.', resolve: (p) => p.targets }),
  }),
});

const SpellPreview = builder
  .objectRef<{ score: CastResult['score']; difficulty: CastResult['difficulty']; probability: number; automatic: boolean; impossible: boolean; exhaustion: number }>('SpellPreview')
  .implement({
    description: 'The odds of a cast, with no roll and nothing booked.',
    fields: (t) => ({
      score: t.field({ type: MagicScore, resolve: (p) => p.score }),
      difficulty: t.field({ type: MagicDifficulty, resolve: (p) => p.difficulty }),
      probability: t.exposeFloat('probability'),
      automatic: t.exposeBoolean('automatic'),
      impossible: t.exposeBoolean('impossible'),
      exhaustion: t.exposeInt('exhaustion', { description: 'The caster’s current magical exhaustion.' }),
    }),
  });

// =============================================================================================
// The cast
// =============================================================================================

type Mode = 'CAST' | 'POWER' | 'PREVIEW';

function targetKey(t: { characterId?: string | null; label?: string | null }): string {
  return t.characterId ?? `npc:${t.label}`;
}

const fatigueAdder = (h: Parameters<typeof addFatigue>[0], kind: 'PASSING' | 'LASTING', n: number) => {
  const r = addFatigue(h, kind, n);
  return r.ok ? r.value : h;
};

/** Wounds on a sheet as the healing rules see them. Decision: a wound of unknown type counts as blunt. */
function woundRecords(p: PendingCharacter): WoundRecord[] {
  return p.health.wounds.map((w) => ({ id: w.id, severity: severityLevel(w.severity) as WoundRecord['severity'], damageType: w.damageType ?? 'BLUNT' }));
}

function npcDie(row: CharacterRow): number | undefined {
  const npc = row.state?.npc as NpcDefinition | undefined;
  if (!npc || typeof npc !== 'object') return undefined;
  const r = npcBaseDie(npc);
  return r.ok ? r.value : undefined;
}

async function insertMagicModule(tx: Queryable, characterId: string, m: { name: string; scope: number; polarity: 'POSITIVE' | 'NEGATIVE'; rank: number }): Promise<string> {
  const [row] = await tx
    .insert(modulesTable)
    .values({ characterId, name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: 'MAGIC', canProgress: false, position: 10_000 })
    .returning({ id: modulesTable.id });
  return row!.id;
}

interface CastContext {
  ctx: Context;
  caller: Caller;
  role: 'GM' | 'PLAYER';
  campaignId: string;
  variant: MagicVariant;
  maxModuleRank: number;
}

async function cast(ctx: Context, input: unknown, casterGlobalId: unknown, mode: Mode) {
  const { caller, character, role } = await requireEditableCharacter(ctx, casterGlobalId);
  const v = validate(castSchema, input);
  if (mode !== 'PREVIEW') requirePcRoller(character);
  requireGmForNumbers(role, v);
  const { variant, maxModuleRank } = await campaignVariant(ctx, character.campaignId);
  const cc: CastContext = { ctx, caller, role, campaignId: character.campaignId, variant, maxModuleRank };

  let spell: StoredSpell;
  let spellId: string | null = null;
  if (v.spellId) {
    const loaded = await loadSpell(ctx, character.campaignId, v.spellId);
    spell = loaded.spell;
    spellId = loaded.row.id;
  } else {
    spell = toSpellDefinition(variant, v.improvised!);
    if (spell.kind === 'RITUAL') {
      throw new RuleViolation(
        'RITUAL_CANNOT_BE_IMPROVISED',
        'A ritual is learned, never improvised: define it first, then perform it.',
        variant === 'ALMERA' ? 'MAGIC ALMERA §Conception d’un rituel: "Il est impossible d’improviser ce travail"' : 'MAGIC LOREVAL §La magie rituelle: a ritual is a framed, defined procedure',
      );
    }
  }
  if (mode === 'POWER' && spell.kind !== 'POWER') {
    throw new RuleViolation('NOT_A_SPECIAL_POWER', `${spell.name} is not a special power.`, 'MAGIC LOREVAL §Pouvoirs particuliers: special powers come from Harmony, Conviction or Heroism');
  }
  const parameters: SpellParameters = v.parameters ? toParameters(v.parameters) : (spell.parameters ?? NO_PARAMETERS);

  const attempt = async (tx: Queryable) => {
    const now = ctx.clock.now();
    const casterId = character.id;
    const targetIds = (v.targets ?? []).map((t) => t.characterId).filter((x): x is string => Boolean(x));
    const assistantIds = (v.assistants ?? []).map((a) => a.characterId);
    if (assistantIds.includes(casterId)) throw new RuleViolation('ASSISTS_ONESELF', 'The caster cannot assist its own spell.', 'SMS §2: an assistant is another character');
    const rows =
      mode === 'PREVIEW'
        ? new Map((await tx.select().from(characters).where(eq(characters.id, casterId))).map((r) => [r.id, r]))
        : await lockCharacters(tx, character.campaignId, [casterId, ...targetIds, ...assistantIds]);
    if (mode === 'PREVIEW') {
      // A preview reads the targets too, without locking.
      const more = await lockFree(tx, character.campaignId, [...targetIds, ...assistantIds]);
      for (const [id, r] of more) rows.set(id, r);
    }
    for (const id of assistantIds) requireMayInvolve(caller, role, rows.get(id)!);
    const sheets = await modulesOf(tx, [casterId, ...assistantIds]);
    const pend = new Map<string, PendingCharacter>();
    for (const [id, row] of rows) pend.set(id, pending(row, now));
    const casterP = pend.get(casterId)!;

    const { ranks, modules } = casterModules(variant, sheets.get(casterId) ?? [], declaredModules(sheets.get(casterId) ?? [], v.moduleIds ?? [], character.name), casterP.health);
    const views = new Map<string, TargetView>();
    const targets: SpellTarget[] = (v.targets ?? []).map((t) => {
      const key = targetKey(t);
      views.set(key, { key, characterId: t.characterId ?? null, label: t.label ?? null });
      const base: SpellTarget = { id: key };
      if (t.opposes != null) base.opposes = t.opposes;
      if (t.resistance) base.resistance = t.resistance;
      if (t.resultDie != null) base.resultDie = t.resultDie;
      const defence: NonNullable<SpellTarget['defence']> = {};
      if (t.armourCategory != null) defence.armourCategory = t.armourCategory;
      if (t.counterEffectRanks?.length) defence.counterEffectRanks = t.counterEffectRanks;
      let baseDie = t.baseDie ?? undefined;
      if (t.characterId) {
        const p = pend.get(t.characterId)!;
        base.wounds = woundRecords(p);
        base.survivedMortal = t.survivedMortal ?? !p.health.dead;
        // Magical damage-type protections on the target's sheet work by themselves.
        const protections = (p.magic.effects ?? [])
          .filter((e) => e.kind === 'PROTECTION' && !e.suppressed)
          .map((e) => ({ damageType: e.damageType!, elemental: e.elemental ?? false, points: e.points ?? 0 }));
        if (protections.length) defence.protections = protections;
        baseDie ??= npcDie(p.row);
      } else if (t.survivedMortal != null) base.survivedMortal = t.survivedMortal;
      if (baseDie != null) base.baseDie = baseDie;
      if (Object.keys(defence).length) base.defence = defence;
      return base;
    });
    views.set(casterId, views.get(casterId) ?? { key: casterId, characterId: casterId, label: null });

    const assistants = (v.assistants ?? []).map((a) => {
      const sheet = sheets.get(a.characterId) ?? [];
      const declared = declaredModules(sheet, a.moduleIds ?? [], rows.get(a.characterId)!.name);
      return { id: a.characterId, modulesInPlay: declared.length, ranks: casterModules(variant, sheet, [], pend.get(a.characterId)!.health).ranks };
    });

    const coreInput: CastSpellInput = {
      spell,
      improvised: !spellId,
      caster: { id: casterId, ranks, modules, exhaustion: casterP.magic.exhaustion },
      parameters,
      targets,
      circumstances: (v.circumstances ?? []) as Circumstance[],
      interruptionMalus: v.interruptionMalus ?? 0,
      cancelledBy: v.cancelledBy ?? null,
      assistants,
      settings: { maxModuleRank },
    };
    if (v.aids) coreInput.aids = { components: v.aids.components ?? 0, foci: v.aids.foci ?? 0, totems: v.aids.totems ?? 0 };
    if (v.incantation) coreInput.incantation = v.incantation;

    if (mode === 'PREVIEW') {
      const p = previewCast(coreInput);
      if (!p.ok) throw RuleViolation.from(p.violations);
      return { preview: { ...p.value, exhaustion: casterP.magic.exhaustion } };
    }

    // The one-spell limit, before the dice (a refused cast rolls nothing and costs nothing).
    if (v.encounterId) {
      const booked = await bookEncounterSpell(tx, {
        encounterId: v.encounterId,
        characterId: casterId,
        variant,
        specialPower: spell.kind === 'POWER',
        means: v.means ?? null,
        magic: casterP.magic,
        declarationId: v.declarationId ?? null,
        at: now,
      });
      if (booked.limit !== casterP.magic.limit) {
        casterP.magic = { ...casterP.magic, limit: booked.limit };
        casterP.magicChanged = true;
      }
      // Decision (ALMERA casting together): each assistant spends its one spell of the action too.
      for (const a of assistants) {
        const ap = pend.get(a.id)!;
        const b = await bookEncounterSpell(tx, { encounterId: v.encounterId, characterId: a.id, variant, magic: ap.magic, at: now });
        if (b.limit !== ap.magic.limit) {
          ap.magic = { ...ap.magic, limit: b.limit };
          ap.magicChanged = true;
        }
      }
    }

    const rng = recordingRng(ctx.rng);
    const cast = castSpell(rng, coreInput);
    if (!cast.ok) throw RuleViolation.from(cast.violations);
    const result = cast.value;

    bookCost(casterP, result.cost, fatigueAdder);
    for (const a of result.assistantCosts) bookCost(pend.get(a.id)!, a.cost, fatigueAdder);

    const effects = result.effects ? await applyEffects(tx, { spell, spellId, casterId, parameters, now, pend, views, result, woundNature: v.woundNature ?? spell.name, fromRitual: false }) : null;

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
      requestedBy: caller.userId,
      at: now,
    });
    await emitSpellEvents(tx, cc, { casterId, result, effects, at: now, rollId: roll.id });

    const exhaustionAfter = (casterAfter.state?.magic as { exhaustion?: number } | undefined)?.exhaustion ?? 0;
    const fatigue = pend.get(casterId)!.health.fatigue;
    return {
      payload: {
        result: {
          core: result,
          exhaustionAfter,
          lastingFatigueAfter: fatigue.LASTING,
          passingFatigueAfter: fatigue.PASSING,
          assistantCosts: result.assistantCosts.map((a) => ({ characterId: a.id, cost: a.cost })),
          effects,
        },
        roll: { id: roll.id, seq: roll.seq, kind: roll.kind, hash: roll.hash, faces: rng.faces },
        caster: casterAfter,
        targets: targetIds.map((id) => written.get(id)!),
      },
    };
  };

  if (mode === 'PREVIEW') return attempt(ctx.db);
  return retryOnConflict(() => ctx.db.transaction((tx) => attempt(tx)), conflict);
}

async function lockFree(tx: Queryable, campaignId: string, ids: string[]): Promise<Map<string, CharacterRow>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select()
    .from(characters)
    .where(and(inArray(characters.id, [...new Set(ids)]), eq(characters.campaignId, campaignId)));
  const map = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) if (!map.has(id)) throw notFound('character');
  return map;
}

/**
 * Put a successful spell's effects on the characters it touches: wounds through the health
 * rules, heals, temporary modules (source MAGIC), barriers / protections / counter-effects as
 * active effects, and the LOREVAL maintained-spell link on the caster.
 */
export async function applyEffects(
  tx: Queryable,
  a: {
    spell: StoredSpell;
    spellId: string | null;
    casterId: string;
    parameters: SpellParameters;
    now: Date;
    pend: Map<string, PendingCharacter>;
    views: Map<string, TargetView>;
    result: { effects: CastResult['effects'] };
    woundNature: string;
    fromRitual: boolean;
  },
): Promise<EffectsView> {
  const fx = a.result.effects!;
  const view = (key: string): TargetView => a.views.get(key) ?? { key, characterId: a.pend.has(key) ? key : null, label: a.pend.has(key) ? null : key };
  const expiresAt = expiryFor(fx.duration, a.now);
  const castAt = a.now.toISOString();
  const out: EffectsView = {
    wounds: [],
    healed: [],
    lasting: [],
    cancelledByCounterEffect: fx.cancelledByCounterEffect.map(view),
    armourErodes: fx.armourErodes.map(view),
    itemEnhancement: fx.itemEnhancement,
    narrative: fx.narrative,
    duration: fx.duration,
    expiresAt,
    maintainedByCaster: fx.maintainedByCaster,
  };
  for (const w of fx.woundsToInflict) {
    const p = a.pend.get(w.targetId);
    let woundId: string | null = null;
    if (p) {
      const r = inflictWound(p.health, { nature: a.woundNature, severity: w.severityName as Severity, damageType: w.damageType });
      if (r.ok) {
        p.health = r.value.state;
        p.healthChanged = true;
        woundId = r.value.wound.id;
      }
    }
    out.wounds.push({ target: view(w.targetId), severity: w.severityName as Severity, damageType: w.damageType, elemental: w.elemental, levels: w.levels, woundId });
  }
  for (const h of fx.healed) {
    const p = a.pend.get(h.targetId);
    const done: string[] = [];
    if (p) {
      for (const id of h.woundIds) {
        const r = heal(p.health, id);
        if (r.ok) {
          p.health = r.value;
          p.healthChanged = true;
          done.push(id);
        }
      }
    }
    out.healed.push({ target: view(h.targetId), woundIds: p ? done : h.woundIds, stabilised: h.stabilised, restoresLostPart: h.restoresLostPart });
  }

  const allEffectIds: string[] = [];
  const lasting = async (
    targetIds: string[],
    kind: ActiveEffect['kind'],
    fields: Partial<ActiveEffect>,
    viewFields: Partial<LastingView>,
  ) => {
    const effectIds: string[] = [];
    for (const id of targetIds) {
      const p = a.pend.get(id);
      if (!p) continue;
      const effect: ActiveEffect = {
        id: `fx-${crypto.randomUUID()}`,
        kind,
        spellName: a.spell.name,
        spellId: a.spellId,
        casterId: a.casterId,
        power: a.spell.power,
        parameters: a.parameters,
        fromRitual: a.fromRitual,
        castAt,
        expiresAt,
        ...fields,
      };
      if (kind === 'TEMPORARY_MODULE' && fields.module) effect.moduleId = await insertMagicModule(tx, id, fields.module);
      p.magic = { ...p.magic, effects: [...(p.magic.effects ?? []), effect] };
      p.magicChanged = true;
      effectIds.push(effect.id);
    }
    allEffectIds.push(...effectIds);
    out.lasting.push({
      targets: targetIds.map(view),
      kind,
      effectIds,
      module: null,
      defenceDieShift: null,
      attackerDieShift: null,
      damageType: null,
      elemental: null,
      points: null,
      against: null,
      rank: null,
      ...viewFields,
    });
  };
  for (const tm of fx.temporaryModules) {
    const module = { name: tm.module.name, scope: tm.module.scope, polarity: tm.module.polarity as 'POSITIVE' | 'NEGATIVE', rank: tm.module.rank };
    await lasting(tm.targetIds, 'TEMPORARY_MODULE', { module }, { module });
  }
  if (fx.barrier) {
    const b = { defenceDieShift: fx.barrier.defenceDieShift, attackerDieShift: fx.barrier.attackerDieShift };
    await lasting(fx.barrier.targetIds, 'BARRIER', b, b);
  }
  if (fx.protection) {
    const pr = { damageType: fx.protection.damageType, elemental: fx.protection.elemental, points: fx.protection.points };
    await lasting(fx.protection.targetIds, 'PROTECTION', pr, pr);
  }
  if (fx.counterEffect) {
    const ce = { against: fx.counterEffect.against, rank: fx.counterEffect.rank };
    await lasting(fx.counterEffect.targetIds, 'COUNTER_EFFECT', ce, ce);
  }
  if (fx.maintainedByCaster) {
    const p = a.pend.get(a.casterId)!;
    p.magic = { ...p.magic, maintained: [...(p.magic.maintained ?? []), { spellName: a.spell.name, effectIds: allEffectIds, expiresAt }] };
    p.magicChanged = true;
  }
  return out;
}

async function emitSpellEvents(
  tx: Queryable,
  cc: CastContext,
  e: { casterId: string; result: CastResult; effects: EffectsView | null; at: Date; rollId: string },
): Promise<void> {
  const caster = encodeId('Character', e.casterId);
  await emitEvent(
    tx,
    cc.campaignId,
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
    await emitEvent(tx, cc.campaignId, 'fatigue.changed', { characterId: caster, source: 'SPELL', cost: e.result.cost }, e.at);
  }
  for (const w of e.effects?.wounds ?? []) {
    if (w.woundId && w.target.characterId) {
      await emitEvent(tx, cc.campaignId, 'wound.inflicted', { characterId: encodeId('Character', w.target.characterId), woundId: w.woundId, severity: w.severity, source: 'SPELL' }, e.at);
    }
  }
  for (const h of e.effects?.healed ?? []) {
    if (h.target.characterId && h.woundIds.length) {
      await emitEvent(tx, cc.campaignId, 'wound.healed', { characterId: encodeId('Character', h.target.characterId), woundIds: h.woundIds, source: 'SPELL' }, e.at);
    }
  }
}

// =============================================================================================
// Fields
// =============================================================================================

builder.mutationField('castSpell', (t) =>
  t.field({
    type: CastSpellPayload,
    description:
      'Cast a spell (or a LOREVAL special power) from the catalogue or improvised, in the campaign’s magic variant. The caster’s owner or the GM. Costs are booked whatever the outcome; wounds, heals and lasting effects land on the target characters in the same transaction; the roll is logged.',
    args: { input: t.arg({ type: CastSpellInputRef }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const r = await cast(ctx, input, input.characterId, 'CAST');
      return (r as { payload: never }).payload;
    },
  }),
);

builder.queryField('previewCast', (t) =>
  t.field({
    type: SpellPreview,
    description: 'The score and difficulty of a cast, step by step, and its odds: no roll, nothing booked.',
    args: { input: t.arg({ type: CastSpellInputRef }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const r = await cast(ctx, input, input.characterId, 'PREVIEW');
      return (r as { preview: never }).preview;
    },
  }),
);

const UseSpecialPowerInput = builder.inputType('UseSpecialPowerInput', {
  description: 'LOREVAL: a power carries its own range, area and duration; base D8; passing fatigue; no one-spell limit.',
  fields: (t) => ({
    characterId: t.id(),
    spellId: t.id({ required: false }),
    improvised: t.field({ type: ImprovisedSpellInput, required: false }),
    targets: t.field({ type: [SpellTargetInput], required: false }),
    circumstances: t.field({ type: [CircumstanceInput], required: false }),
    moduleIds: t.idList({ required: false }),
    encounterId: t.id({ required: false }),
    woundNature: t.string({ required: false }),
  }),
});

builder.mutationField('useSpecialPower', (t) =>
  t.field({
    type: CastSpellPayload,
    description:
      'LOREVAL special power (Harmony, Conviction, Heroism): base die D8 + 2 per power level, one passing fatigue, exempt from the one-spell-per-action limit (seed 000 "Pouvoirs particuliers").',
    args: { input: t.arg({ type: UseSpecialPowerInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const r = await cast(ctx, input, input.characterId, 'POWER');
      return (r as { payload: never }).payload;
    },
  }),
);
