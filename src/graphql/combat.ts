/**
 * Combat at the table (SMS §4, §6, §7): the GM's die against an NPC with the reasons for it,
 * opposed results and weapon damage, and falls and throws (rolled by the player, logged,
 * and their wound inflicted in the same transaction).
 */
import * as z from 'zod';
import type { CharacterRow } from '../db/access.js';
import { loadModules, type ModuleRow, retryOnConflict } from '../db/characters.js';
import { emitEvent } from '../db/outbox.js';
import { appendRoll } from '../db/rolls.js';
import { writeCharacterState } from '../db/state.js';
import { recordingRng } from '../rules/dice.js';
import { floorScore, stakesForDie } from '../rules/sms/check.js';
import * as combat from '../rules/sms/combat.js';
import * as falls from '../rules/sms/falls.js';
import * as health from '../rules/sms/health.js';
import * as npcs from '../rules/sms/npcs.js';
import { type DeclaredModule, scoreBreakdown } from '../rules/sms/resolution.js';
import { type Violation, violation } from '../rules/violation.js';
import { requireCaller, requireEditableCharacter } from './auth.js';
import { builder } from './builder.js';
import type { Context } from './context.js';
import { Severity, Stakes } from './enums.js';
import { conflict, forbidden, MUTATION_ERRORS, RuleViolation, validate } from './errors.js';
import { characterGlobalId, DamageType, healthOf, requireSms, STATE_RETRIES, unwrap, Wound, woundEvent } from './health.js';
import { decodeId } from './ids.js';
import { loadNpcForGm } from './npc.js';
import { CharacterRef } from './refs.js';

// ----- Difficulty against an NPC (SMS §4) ------------------------------------------------------

const DifficultyStep = builder.objectRef<combat.DifficultyStep>('DifficultyStep').implement({
  description: 'One reason the die moved, in die points.',
  fields: (t) => ({ label: t.exposeString('label'), shift: t.exposeInt('shift') }),
});

type Breakdown = combat.DifficultyBreakdown;

export const DifficultyBreakdown = builder.objectRef<Breakdown>('DifficultyBreakdown').implement({
  description: 'The GM’s die and why: the steps are summed, then rounded once to a die (SMS §2 die arithmetic).',
  fields: (t) => ({
    die: t.exposeInt('die', { description: 'The settled die: 0 (automatic success) … 12, or an even number above 12.' }),
    aboveTwelve: t.exposeBoolean('aboveTwelve', { description: 'Impossible unless the action score reaches the die (SMS §2).' }),
    points: t.exposeInt('points', { description: 'Sum of the steps before rounding.' }),
    steps: t.field({ type: [DifficultyStep], resolve: (b) => b.steps }),
    stakes: t.field({ type: Stakes, description: 'What a failure on this die brings (SMS §2.6).', resolve: (b) => stakesForDie(b.die) }),
  }),
});

export const CombatSide = builder.enumType('CombatSide', { values: ['PC', 'NPC'] as const, description: 'Whom a circumstance favours.' });
export const DefenceKind = builder.enumType('DefenceKind', {
  values: ['DODGE', 'PARRY'] as const,
  description: 'How a PC defends: dodging a larger NPC is easier, parrying it harder (SMS §6).',
});

const CircumstanceInput = builder.inputType('CircumstanceInput', {
  description: 'SMS §4: slightly (1), advantaged (2), very advantaged (3); what favours the PC lowers the PC’s die, what favours the NPC raises it.',
  fields: (t) => ({ label: t.string(), level: t.int(), favours: t.field({ type: CombatSide }) }),
});

const circumstanceSchema = z.object({ label: z.string().trim().min(1).max(80), level: z.number().int(), favours: z.enum(['PC', 'NPC']) });

const SEVERITIES = ['LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL', 'ANNIHILATION'] as const;

const difficultyCommon = {
  npcId: z.string().max(200),
  severity: z.enum(SEVERITIES),
  armourCategory: z.number().int().nullish(),
  armourEngaged: z.boolean().nullish(),
  circumstances: z.array(circumstanceSchema).max(20).nullish(),
  npcModuleIds: z.array(z.string().max(200)).max(50).nullish(),
};

function activeModuleIds(ids: readonly string[] | null | undefined): string[] | undefined {
  if (!ids || ids.length === 0) return undefined;
  return ids.map((id) => {
    const raw = decodeId('Module', id);
    if (!raw) throw new RuleViolation('UNKNOWN_MODULE', `${id} is not a module id.`, 'SMS §9: an NPC’s modules are on its own sheet');
    return raw;
  });
}

/** Put the NPC's own difficulty (its noted number, or its modules) in place of the core's single base step. */
function withNpcSteps(breakdown: Breakdown, base: npcs.NpcDifficulty, who: string): Breakdown {
  const npcSteps = base.steps.map((s) => ({ label: `${who}: ${s.label}`, shift: s.shift }));
  const sum = base.steps.reduce((s, x) => s + x.shift, 0);
  // A deluxe NPC's score is floored at 1 like a PC's (SMS §2.2).
  if (sum !== base.points) npcSteps.push({ label: `${who}: a score counts as at least 1`, shift: base.points - sum });
  return { ...breakdown, steps: [...npcSteps, ...breakdown.steps.slice(1)] };
}

const AttackDifficultyInput = builder.inputType('AttackDifficultyInput', {
  fields: (t) => ({
    npcId: t.id({ description: 'The NPC the PC attacks.' }),
    severity: t.field({ type: Severity, description: 'The wound the PC declares it aims to inflict.' }),
    armourCategory: t.int({ required: false, description: 'The NPC’s armour category 0–3 (default 0).' }),
    armourEngaged: t.boolean({ required: false, description: 'Does the armour suit the blow and interpose? Default true (the GM’s call, SMS §4).' }),
    circumstances: t.field({ type: [CircumstanceInput], required: false }),
    attackerSizeFactor: t.int({ required: false, description: 'The PC’s size factor (default 5): a larger NPC is harder to hit (SMS §6).' }),
    npcModuleIds: t.idList({ required: false, description: 'Semi-modular or deluxe NPC: the modules its defence activates (default: none / its defence modules).' }),
  }),
});

const attackSchema = z.object({ ...difficultyCommon, attackerSizeFactor: z.number().int().nullish() });

builder.queryField('attackDifficulty', (t) =>
  t.field({
    type: DifficultyBreakdown,
    description:
      'GM: the die for a PC attacking an NPC (SMS §4): the NPC’s base die for a light wound + the severity aimed at + its armour if engaged + circumstances + size. Seed: rapier through the abdomen (critical) on base D8 → D12.',
    args: { input: t.arg({ type: AttackDifficultyInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { npc } = await loadNpcForGm(ctx, input.npcId);
      const v = validate(attackSchema, input);
      const attacker = v.attackerSizeFactor ?? 5;
      const sizeViolations = combat.validateSizeFactor(attacker);
      if (sizeViolations.length) throw RuleViolation.from(sizeViolations);
      const base = unwrap(npcs.npcDifficulty(npc, 'DEFENCE', activeModuleIds(v.npcModuleIds)));
      const breakdown = unwrap(
        combat.attackDifficultyAgainstNpc({
          // The NPC's raw number, not its die: the die is rounded once, at the end (SMS §2).
          baseDie: base.points,
          severity: v.severity,
          armourCategory: v.armourCategory ?? 0,
          armourEngaged: v.armourEngaged ?? true,
          circumstances: (v.circumstances ?? []) as combat.Circumstance[],
          sizeDifference: (npc.sizeFactor ?? 5) - attacker,
        }),
      );
      return withNpcSteps(breakdown, base, 'NPC defence');
    },
  }),
);

const DefenceDifficultyInput = builder.inputType('DefenceDifficultyInput', {
  fields: (t) => ({
    npcId: t.id({ description: 'The NPC attacking the PC.' }),
    severity: t.field({ type: Severity, description: 'The wound the NPC’s attack threatens (not ANNIHILATION).' }),
    armourCategory: t.int({ required: false, description: 'The PC’s armour category 0–3, or the shield’s for a blow on the shield arm (default 0).' }),
    armourEngaged: t.boolean({ required: false, description: 'Does the armour interpose? Default true.' }),
    defence: t.field({ type: DefenceKind, required: false, description: 'Default DODGE.' }),
    circumstances: t.field({ type: [CircumstanceInput], required: false }),
    defenderSizeFactor: t.int({ required: false, description: 'The PC’s size factor (default 5).' }),
    npcModuleIds: t.idList({ required: false, description: 'Semi-modular or deluxe NPC: the modules its attack activates (default: none / its attack modules).' }),
  }),
});

const defenceSchema = z.object({ ...difficultyCommon, defence: z.enum(['DODGE', 'PARRY']).nullish(), defenderSizeFactor: z.number().int().nullish() });

builder.queryField('defenceDifficulty', (t) =>
  t.field({
    type: DifficultyBreakdown,
    description:
      'GM: the die a PC defends against when an NPC attacks (SMS §4): the NPC’s attack base − the severity threatened − the PC’s armour if it interposes ± circumstances ± size. Seed: base D8, serious wound → D6.',
    args: { input: t.arg({ type: DefenceDifficultyInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { npc } = await loadNpcForGm(ctx, input.npcId);
      const v = validate(defenceSchema, input);
      const defender = v.defenderSizeFactor ?? 5;
      const sizeViolations = combat.validateSizeFactor(defender);
      if (sizeViolations.length) throw RuleViolation.from(sizeViolations);
      const base = unwrap(npcs.npcDifficulty(npc, 'ATTACK', activeModuleIds(v.npcModuleIds)));
      const breakdown = unwrap(
        combat.defenceDifficultyAgainstNpc({
          baseDie: base.points,
          severity: v.severity,
          armourCategory: v.armourCategory ?? 0,
          armourEngaged: v.armourEngaged ?? true,
          circumstances: (v.circumstances ?? []) as combat.Circumstance[],
          sizeDifference: (npc.sizeFactor ?? 5) - defender,
          defence: v.defence ?? 'DODGE',
        }),
      );
      return withNpcSteps(breakdown, base, 'NPC attack');
    },
  }),
);

// ----- Opposed results and weapon damage (pure arithmetic, any signed-in member) ----------------

export const OpposedOutcome = builder.enumType('OpposedOutcome', {
  values: {
    ATTACK_FAILED: { description: 'The attacker failed: nothing happens.' },
    COUNTERED: { description: 'Both succeeded and the defender’s die is at least the attacker’s.' },
    HIT: { description: 'The blow lands with `resultDie`.' },
  } as const,
});

const OpposedResult = builder.objectRef<combat.OpposedResult>('OpposedResult').implement({
  description: 'Attack against defence, each side on its own die (SMS §4).',
  fields: (t) => ({
    outcome: t.field({ type: OpposedOutcome, resolve: (r) => r.outcome }),
    resultDie: t.exposeInt('resultDie', { description: 'The die the hit is worth; 0 when nothing lands.' }),
  }),
});

const OpposedSideInput = builder.inputType('OpposedSideInput', {
  fields: (t) => ({ die: t.int({ description: 'The die this side chose.' }), success: t.boolean() }),
});

const OpposedResultInput = builder.inputType('OpposedResultInput', {
  fields: (t) => ({
    attacker: t.field({ type: OpposedSideInput }),
    defender: t.field({ type: OpposedSideInput, required: false, description: 'Absent when the target did not defend: the attacker’s die lands.' }),
  }),
});

const sideSchema = z.object({ die: z.number().int().min(0).max(100), success: z.boolean() });
const opposedSchema = z.object({ attacker: sideSchema, defender: sideSchema.nullish() });

builder.queryField('opposedResult', (t) =>
  t.field({
    type: OpposedResult,
    description:
      'The result die of an attack against a defence (SMS §4): attacker fails → nothing; attacker succeeds and defender fails → the attacker’s die; both succeed → attacker die − defender die, ≤ 0 fully countered.',
    args: { input: t.arg({ type: OpposedResultInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) => {
      requireCaller(ctx);
      const v = validate(opposedSchema, input);
      return combat.opposedResult(v.attacker, v.defender ?? null);
    },
  }),
);

const WeaponDamageResult = builder.objectRef<combat.DamageResult>('WeaponDamage').implement({
  description: 'Wound levels a hit deals and the severity they make (SMS §3, §4).',
  fields: (t) => ({
    levels: t.exposeInt('levels'),
    severity: t.field({ type: Severity, nullable: true, description: 'Null when no level is left: 1 light, 2 serious, 3 critical, ≥ 4 mortal.', resolve: (r) => r.severity }),
    armourCategoryAfter: t.exposeInt('armourCategoryAfter', { description: 'The armour’s category after the blow (elemental attacks erode it).' }),
    steps: t.field({ type: [DifficultyStep], description: 'What made the levels, in wound levels.', resolve: (r) => r.steps }),
  }),
});

const WeaponDamageInput = builder.inputType('WeaponDamageInput', {
  fields: (t) => ({
    damageType: t.field({ type: DamageType }),
    resultDie: t.int({ description: 'The result die of the opposed action; its class (die ÷ 2) adds to the damage.' }),
    weaponBase: t.int({ required: false, description: 'Wound levels of the weapon before the die; default by damage type: blunt +1, lethal 0, critical −1.' }),
    elemental: t.boolean({ required: false, description: 'Elemental qualifier, on lethal or critical damage only.' }),
    magical: t.boolean({ required: false, description: 'Magical damage: physical armour and its enchantment stop at most 1 level each; size does not count.' }),
    armourCategory: t.int({ required: false, description: 'The target’s armour where it interposes, 0–3.' }),
    armourEnchantment: t.int({ required: false }),
    otherDefences: t.int({ required: false, description: 'Other defences, in wound levels.' }),
    sizeDifference: t.int({ required: false, description: 'Attacker size − target size (SMS §6).' }),
  }),
});

const damageSchema = z.object({
  damageType: z.enum(['BLUNT', 'LETHAL', 'CRITICAL']),
  resultDie: z.number().int().min(0).max(100),
  weaponBase: z.number().int().min(-10).max(20).nullish(),
  elemental: z.boolean().nullish(),
  magical: z.boolean().nullish(),
  armourCategory: z.number().int().nullish(),
  armourEnchantment: z.number().int().nullish(),
  otherDefences: z.number().int().min(-20).max(20).nullish(),
  sizeDifference: z.number().int().min(-8).max(8).nullish(),
});

builder.queryField('weaponDamage', (t) =>
  t.field({
    type: WeaponDamageResult,
    description:
      'Weapon damage (SMS §4): weapon base by type + class of the result die ± size − armour − other defences = wound levels → severity. Armour absorbs its category from blunt and lethal damage, nothing from critical; 1 level from elemental.',
    args: { input: t.arg({ type: WeaponDamageInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) => {
      requireCaller(ctx);
      const v = validate(damageSchema, input);
      return unwrap(
        combat.weaponDamage({
          damageType: v.damageType,
          resultDie: v.resultDie,
          ...(v.weaponBase != null ? { base: v.weaponBase } : {}),
          elemental: v.elemental ?? false,
          magical: v.magical ?? false,
          armourCategory: v.armourCategory ?? 0,
          armourEnchantment: v.armourEnchantment ?? 0,
          otherDefences: v.otherDefences ?? 0,
          sizeDifference: v.sizeDifference ?? 0,
        }),
      );
    },
  }),
);

// ----- Falls and throws (SMS §7) ---------------------------------------------------------------

export const ImpactKind = builder.enumType('ImpactKind', { values: ['FALL', 'THROW'] as const });
export const CriticalOutcome = builder.enumType('CriticalOutcome', {
  values: {
    SUCCESS: { description: 'A rolled 1: the height counts 2 × size factor less.' },
    FAILURE: { description: 'The die’s highest face: the height counts 1 × size factor more.' },
  } as const,
});

type ImpactView = falls.ImpactResult & { distance: number; modules: DeclaredModule[] };

const Impact = builder.objectRef<ImpactView>('Impact').implement({
  description: 'A fall or a throw as rolled (SMS §7).',
  fields: (t) => ({
    kind: t.field({ type: ImpactKind, resolve: (i) => i.kind }),
    distance: t.float({ description: 'Fall: the height. Throw: the distance left to the obstacle.', resolve: (i) => i.distance }),
    multiples: t.exposeInt('multiples', { description: 'Whole multiples of the size factor exceeded (a throw counts one from 0 m).' }),
    strength: t.exposeInt('strength', { description: 'The attack’s strength: 3 per multiple, −3 for a deliberate jump.' }),
    strengthDie: t.exposeInt('strengthDie'),
    score: t.int({ resolve: (i) => i.check.score }),
    die: t.int({ description: 'The die rolled (at least the strength’s die).', resolve: (i) => i.check.die }),
    roll: t.int({ nullable: true, description: 'The face rolled; null when no die was rolled.', resolve: (i) => i.check.roll }),
    automatic: t.boolean({ resolve: (i) => i.check.automatic }),
    success: t.boolean({ resolve: (i) => i.check.success }),
    critical: t.field({ type: CriticalOutcome, nullable: true, resolve: (i) => i.critical }),
    effectiveDistance: t.exposeFloat('effectiveDistance', { description: 'The distance after cushioning.' }),
    rawLevels: t.exposeInt('rawLevels', { description: 'Wound levels before armour.' }),
    absorbed: t.exposeInt('absorbed'),
    levels: t.exposeInt('levels'),
    mortal: t.exposeBoolean('mortal', { description: 'Beyond 5 × size factor: mortal whatever the armour.' }),
    severity: t.field({ type: Severity, nullable: true, resolve: (i) => i.severity }),
    damageType: t.field({ type: DamageType, resolve: (i) => i.damageType }),
  }),
});

const ImpactPayload = builder
  .objectRef<{ character: CharacterRow; impact: ImpactView; wound: health.Wound | null; rollSeq: number }>('ImpactPayload')
  .implement({
    description: 'The character after the impact, what was rolled, and the wound inflicted (if any).',
    fields: (t) => ({
      character: t.field({ type: CharacterRef, resolve: (p) => p.character }),
      impact: t.field({ type: Impact, resolve: (p) => p.impact }),
      wound: t.field({ type: Wound, nullable: true, description: 'Null when no level was left or `applyWound` was false.', resolve: (p) => p.wound }),
      rollSeq: t.exposeInt('rollSeq', { description: 'Where the roll sits in the character’s roll log.' }),
    }),
  });

const impactFields = {
  characterId: z.string().max(200),
  distance: z.number().finite().min(0).max(100_000),
  die: z.number().int().min(0).max(100).nullish(),
  damageType: z.enum(['BLUNT', 'LETHAL', 'CRITICAL']).nullish(),
  armourCategory: z.number().int().nullish(),
  armourEnchantment: z.number().int().min(0).max(10).nullish(),
  moduleIds: z.array(z.string().max(200)).max(50).nullish(),
  score: z.number().int().min(-100).max(100).nullish(),
  applyWound: z.boolean().nullish(),
  nature: z.string().trim().min(1).max(200).nullish(),
};

function exactlyOneScoreSource(v: { moduleIds?: unknown[] | null; score?: number | null }, issue: z.RefinementCtx): void {
  if (v.moduleIds == null && v.score == null) issue.addIssue({ code: 'custom', path: ['moduleIds'], message: 'declare the modules (moduleIds) or, GM only, give a score' });
  if (v.moduleIds != null && v.score != null) issue.addIssue({ code: 'custom', path: ['score'], message: 'give moduleIds or score, not both' });
}

const fallSchema = z.object({ ...impactFields, controlled: z.boolean().nullish() }).superRefine(exactlyOneScoreSource);
const throwSchema = z.object(impactFields).superRefine(exactlyOneScoreSource);
type ImpactInputValue = z.output<typeof throwSchema> & { controlled?: boolean | null };

const RULE_DECLARE = 'SMS §2.1: the player declares modules of the character’s own sheet';

/** The declared modules: the sheet's (Module ids) and wounds/fatigue (`wound:<id>`, `fatigue:<KIND>`). */
function declaredModules(rows: readonly ModuleRow[], state: health.HealthState, ids: readonly string[]): DeclaredModule[] {
  const healthModules = health.healthModules(state);
  const violations: Violation[] = [];
  const out: DeclaredModule[] = [];
  for (const id of ids) {
    if (out.some((m) => m.id === id)) {
      violations.push(violation('DUPLICATE_MODULE', RULE_DECLARE, `module ${id} is declared twice`));
      continue;
    }
    const fromHealth = healthModules.find((m) => m.id === id);
    if (fromHealth) {
      out.push(fromHealth);
      continue;
    }
    const raw = decodeId('Module', id);
    const row = raw ? rows.find((r) => r.id === raw) : undefined;
    if (!row) {
      violations.push(violation('UNKNOWN_MODULE', RULE_DECLARE, `${id} is not a module, wound or fatigue of this character`));
      continue;
    }
    out.push({ id, name: row.name, scope: row.scope, polarity: row.polarity, rank: row.rank, source: row.source });
  }
  if (violations.length) throw RuleViolation.from(violations);
  return out;
}

const IMPACT_INPUT_FIELDS = {
  die: 'The die to roll: at least the strength’s die (default); raise it for a chance at a critical (SMS §7).',
  damageType: 'BLUNT (default), or LETHAL on sharp, pointed or very irregular ground.',
  moduleIds: 'The modules the player declares to cushion the impact (sheet Module ids, `wound:<id>`, `fatigue:<KIND>`): score = positives − negatives, at least 1.',
  score: 'GM only: the action score, instead of declared modules.',
  applyWound: 'Inflict the resulting wound (default true).',
  nature: 'The wound’s nature (default "Fall (12 m)" / "Thrown against an obstacle (2 m)").',
} as const;

const ResolveFallInput = builder.inputType('ResolveFallInput', {
  fields: (t) => ({
    characterId: t.id(),
    distance: t.float({ description: 'The height in metres.' }),
    controlled: t.boolean({ required: false, description: 'A deliberate jump: strength −3.' }),
    die: t.int({ required: false, description: IMPACT_INPUT_FIELDS.die }),
    damageType: t.field({ type: DamageType, required: false, description: IMPACT_INPUT_FIELDS.damageType }),
    armourCategory: t.int({ required: false }),
    armourEnchantment: t.int({ required: false }),
    moduleIds: t.idList({ required: false, description: IMPACT_INPUT_FIELDS.moduleIds }),
    score: t.int({ required: false, description: IMPACT_INPUT_FIELDS.score }),
    applyWound: t.boolean({ required: false, description: IMPACT_INPUT_FIELDS.applyWound }),
    nature: t.string({ required: false, description: IMPACT_INPUT_FIELDS.nature }),
  }),
});

const ResolveThrowInput = builder.inputType('ResolveThrowInput', {
  fields: (t) => ({
    characterId: t.id(),
    distance: t.float({ description: 'Metres left to the obstacle (0 if it is right there).' }),
    die: t.int({ required: false, description: IMPACT_INPUT_FIELDS.die }),
    damageType: t.field({ type: DamageType, required: false, description: IMPACT_INPUT_FIELDS.damageType }),
    armourCategory: t.int({ required: false }),
    armourEnchantment: t.int({ required: false }),
    moduleIds: t.idList({ required: false, description: IMPACT_INPUT_FIELDS.moduleIds }),
    score: t.int({ required: false, description: IMPACT_INPUT_FIELDS.score }),
    applyWound: t.boolean({ required: false, description: IMPACT_INPUT_FIELDS.applyWound }),
    nature: t.string({ required: false, description: IMPACT_INPUT_FIELDS.nature }),
  }),
});

async function resolveImpact(ctx: Context, kind: 'FALL' | 'THROW', input: Record<string, unknown>) {
  return retryOnConflict(
    async () => {
      const { character, role, caller } = await requireEditableCharacter(ctx, input.characterId);
      // A player's score is what their declared modules make; only the GM may state one.
      if (input.score != null && role !== 'GM') throw forbidden('Only the GM may give a score; declare your modules with `moduleIds`.');
      const v: ImpactInputValue = validate(kind === 'FALL' ? fallSchema : throwSchema, input);
      requireSms(character);
      if (character.kind !== 'PC') {
        throw new RuleViolation('NPCS_DO_NOT_ROLL', `${character.name} is an NPC: the GM never rolls.`, 'SMS §2.8: only players roll; NPC abilities are difficulties');
      }
      if (v.damageType === 'CRITICAL') {
        throw new RuleViolation('BAD_IMPACT_DAMAGE_TYPE', 'A fall or a throw deals blunt damage, or lethal on sharp ground.', 'SMS §7: blunt damage, lethal on sharp or irregular ground');
      }
      const state = healthOf(character);
      if (state.status === 'DESTROYED') throw new RuleViolation('CHARACTER_DESTROYED', `${character.name} was annihilated.`, 'SMS §3: an annihilated character is destroyed');

      let modules: DeclaredModule[] = [];
      let score: number;
      if (v.score != null) {
        score = floorScore(v.score);
      } else {
        // Fresh read: a retry must decide on the sheet as it is now.
        const rows = (await loadModules(ctx.db, [character.id])).get(character.id) ?? [];
        modules = declaredModules(rows, state, v.moduleIds ?? []);
        score = floorScore(scoreBreakdown({ modules }).rawScore);
      }

      const rng = recordingRng(ctx.rng);
      const impactInput = {
        distance: v.distance,
        sizeFactor: character.sizeFactor,
        score,
        ...(v.die != null ? { die: v.die } : {}),
        damageType: (v.damageType ?? 'BLUNT') as 'BLUNT' | 'LETHAL',
        armourCategory: v.armourCategory ?? 0,
        armourEnchantment: v.armourEnchantment ?? 0,
      };
      const result = unwrap(kind === 'FALL' ? falls.resolveFall(rng, { ...impactInput, controlled: v.controlled ?? false }) : falls.resolveThrow(rng, impactInput));

      let next = state;
      let wound: health.Wound | null = null;
      if ((v.applyWound ?? true) && result.severity) {
        const metres = `${v.distance} m`;
        const nature = v.nature ?? (kind === 'FALL' ? `Fall (${metres})` : `Thrown against an obstacle (${metres})`);
        const done = unwrap(health.inflictWound(state, { nature, severity: result.severity, damageType: result.damageType }));
        next = done.state;
        wound = done.wound;
      }

      const at = ctx.clock.now();
      const { updated, seq } = await ctx.db.transaction(async (tx) => {
        const updated = wound ? await writeCharacterState(tx, character, { health: next }) : character;
        const roll = await appendRoll(tx, {
          campaignId: character.campaignId,
          characterId: character.id,
          kind,
          inputs: {
            ...impactInput,
            controlled: kind === 'FALL' ? (v.controlled ?? false) : undefined,
            modules: modules.map((m) => ({ id: m.id, name: m.name, polarity: m.polarity, rank: m.rank })),
            scoreGivenByGm: v.score != null,
          },
          faces: rng.faces,
          outcome: result,
          requestedBy: caller.userId,
          at,
        });
        await emitEvent(
          tx,
          character.campaignId,
          'roll.resolved',
          { characterId: characterGlobalId(character), kind, seq: roll.seq, roll: result.check.roll, success: result.check.success, levels: result.levels, severity: result.severity },
          at,
        );
        if (wound) await emitEvent(tx, character.campaignId, 'wound.inflicted', woundEvent(character, wound, next, kind).payload, at);
        return { updated, seq: roll.seq };
      });
      return { character: updated, impact: { ...result, distance: v.distance, modules }, wound, rollSeq: seq };
    },
    conflict,
    STATE_RETRIES,
  );
}

builder.mutationField('resolveFall', (t) =>
  t.field({
    type: ImpactPayload,
    description:
      'GM or the PC’s player: roll to cushion a fall (SMS §7). n = whole multiples of the size factor exceeded; levels = 1 + … + n; the fall is an attack of strength 3n (−3 for a jump). A 1 lowers the height by 2 × size, a success by 1 ×, the highest face raises it by 1 ×. The roll goes to the roll log and the wound is inflicted in the same transaction.',
    args: { input: t.arg({ type: ResolveFallInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) => resolveImpact(ctx, 'FALL', input as Record<string, unknown>),
  }),
);

builder.mutationField('resolveThrow', (t) =>
  t.field({
    type: ImpactPayload,
    description:
      'GM or the PC’s player: roll to cushion a throw against an obstacle (SMS §7): an uncontrolled fall over the distance left, whose first level applies from 0 m. Logged and wounded like a fall.',
    args: { input: t.arg({ type: ResolveThrowInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) => resolveImpact(ctx, 'THROW', input as Record<string, unknown>),
  }),
);
