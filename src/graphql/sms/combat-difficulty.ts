/**
 * The GM's die against an NPC (SMS §4, §6): `attackDifficulty` and `defenceDifficulty` — the
 * NPC's own base (its noted number or its modules), the severity, armour, circumstances and
 * size, each step listed, rounded once to a die. The NPC's definition is read with ./npc.ts.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { RecordedBarrier } from '../../rules/magic/defences.js';
import { stakesForDie } from '../../rules/sms/check.js';
import * as combat from '../../rules/sms/combat.js';
import * as health from '../../rules/sms/health.js';
import { activatedNpcModules, mayDefendAgainst } from '../../rules/sms/npc-sheet.js';
import * as npcs from '../../rules/sms/npcs.js';
import { requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import { Severity, Stakes } from '../enums.js';
import { MUTATION_ERRORS, validate, accepted, refuseIf } from '../errors.js';
import { field, inputType } from '../input.js';
import { decodeId } from '../../primitives/ids.js';
import type { ActiveEffect } from '../magic/state.js';
import { loadNpcForGm } from './npc.js';

export const DifficultyStep = builder.objectRef<combat.DifficultyStep>('DifficultyStep').implement({
  description: 'One reason the die moved, in die points.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'The reason, in English (e.g. “base die (light wound)”, “armour category 2 engaged”, a circumstance’s label).' }),
    shift: t.exposeInt('shift', { description: 'How much it moved the die (or, in a damage breakdown, the wound levels), signed.' }),
  }),
});

type Breakdown = combat.DifficultyBreakdown;

export const DifficultyBreakdown = builder.objectRef<Breakdown>('DifficultyBreakdown').implement({
  description: 'The GM’s die and why: the steps are summed, then rounded once to a die (SMS §2 die arithmetic).',
  fields: (t) => ({
    die: t.exposeInt('die', { description: 'The settled die: 0 (automatic success) … 12, or an even number above 12.' }),
    aboveTwelve: t.exposeBoolean('aboveTwelve', { description: 'Impossible unless the action score reaches the die (SMS §2).' }),
    points: t.exposeInt('points', { description: 'Sum of the steps before rounding.' }),
    steps: t.field({ type: [DifficultyStep], description: 'Each reason the die moved, in order: the NPC’s base first.', resolve: (b) => b.steps }),
    stakes: t.field({ type: Stakes, description: 'What a failure on this die brings (SMS §2.6).', resolve: (b) => stakesForDie(b.die) }),
  }),
});

export const CombatSide = builder.enumType('CombatSide', {
  description: 'Whom a circumstance favours.',
  values: {
    PC: { description: 'It favours the PC: the die goes down.' },
    NPC: { description: 'It favours the NPC: the die goes up.' },
  } as const,
});
export const DefenceKind = builder.enumType('DefenceKind', {
  values: {
    DODGE: { description: 'Dodging: easier against a larger NPC (the die goes down by the size difference).' },
    PARRY: { description: 'Parrying with a weapon or shield: harder against a larger NPC.' },
  } as const,
  description: 'How a PC defends: dodging a larger NPC is easier, parrying it harder (SMS §6).',
});

const CircumstanceInput = inputType('CircumstanceInput', {
  label: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), 'What it is (“high ground”, “blinded”), 1–80 characters; it labels its step.'),
  level: field.int(z.int(), '1 slightly, 2 advantaged, 3 very advantaged: die points.'),
  favours: field.of(CombatSide, z.enum(['PC', 'NPC']), 'Whom it favours.'),
}, 'SMS §4: slightly (1), advantaged (2), very advantaged (3); what favours the PC lowers the PC’s die, what favours the NPC raises it.');

const BARRIER_APPLIES =
  'GM override: false when the magical barrier recorded on the protected character cannot stand against this blow (« s’il … peut, par nature, s’opposer à une attaque »). Default: the strongest barrier acts, 2 die points per power level.';

// What an attack and a defence against an NPC both take (the rest differs by side, and so do some descriptions).
const severitySchema = z.enum(health.SEVERITIES as [health.Severity, ...health.Severity[]]);
const armourEngagedSchema = z.nullish(z.boolean());
const circumstances = field.of([CircumstanceInput.ref], z.nullish(z.array(CircumstanceInput.schema).check(z.maxLength(20))), 'What favours either side (at most 20); none by default.');
const npcModuleIdsSchema = z.nullish(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)));
const barrierApplies = field.boolean(z.nullish(z.boolean()), BARRIER_APPLIES);

function activeModuleIds(ids: readonly string[] | null | undefined): string[] | undefined {
  return accepted(activatedNpcModules(ids, (id) => decodeId('Module', id)));
}

/**
 * Barriers on a character that still act now (not expired, not held back by a dispel), as the
 * rules core takes them. Read from `state.magic` directly: a type import keeps the magic types
 * out of this module's load order.
 */
function recordedBarriers(row: CharacterRow, now: Date): RecordedBarrier[] {
  const effects = (row.state?.magic as { effects?: ActiveEffect[] } | undefined)?.effects;
  if (!Array.isArray(effects)) return [];
  return effects
    .filter((e) => e.kind === 'BARRIER' && !e.suppressed && (e.expiresAt === null || new Date(e.expiresAt).getTime() > now.getTime()))
    .map((e) => ({ spellName: e.spellName, power: e.power }));
}

type Situation = Pick<z.output<typeof AttackDifficultyInput.schema>, 'severity' | 'armourCategory' | 'armourEngaged' | 'circumstances' | 'barrierApplies'>;

/**
 * What an attack on an NPC and a defence against it both pass to the rules core, with their
 * defaults; a PC's size factor the rules refuse is refused first.
 */
function situation(v: Situation, npcSizeFactor: number | null | undefined, pcSizeFactor: number) {
  refuseIf(combat.validateSizeFactor(pcSizeFactor));
  return {
    severity: v.severity,
    armourCategory: v.armourCategory ?? 0,
    armourEngaged: v.armourEngaged ?? true,
    circumstances: (v.circumstances ?? []) as combat.Circumstance[],
    sizeDifference: (npcSizeFactor ?? 5) - pcSizeFactor,
    barrierApplies: v.barrierApplies ?? true,
  };
}

/** Put the NPC's own difficulty (its noted number, or its modules) in place of the core's single base step. */
function withNpcSteps(breakdown: Breakdown, base: npcs.NpcDifficulty, who: string): Breakdown {
  const npcSteps = base.steps.map((s) => ({ label: `${who}: ${s.label}`, shift: s.shift }));
  const sum = base.steps.reduce((s, x) => s + x.shift, 0);
  // A deluxe NPC's score is floored at 1 like a PC's (SMS §2.2).
  if (sum !== base.points) npcSteps.push({ label: `${who}: a score counts as at least 1`, shift: base.points - sum });
  return { ...breakdown, steps: [...npcSteps, ...breakdown.steps.slice(1)] };
}

const AttackDifficultyInput = inputType('AttackDifficultyInput', {
  npcId: field.id(z.string().check(z.maxLength(200)), 'The NPC the PC attacks.'),
  severity: field.of(Severity, severitySchema, 'The wound the PC declares it aims to inflict.'),
  armourCategory: field.int(z.nullish(z.int()), 'The NPC’s armour category 0–3 (default 0).'),
  armourEngaged: field.boolean(armourEngagedSchema, 'Does the armour suit the blow and interpose? Default true (the GM’s call, SMS §4).'),
  circumstances,
  attackerSizeFactor: field.int(z.nullish(z.int()), 'The PC’s size factor (default 5): a larger NPC is harder to hit (SMS §6).'),
  npcModuleIds: field.idList(npcModuleIdsSchema, 'Semi-modular or deluxe NPC: the modules its defence activates (default: none / its defence modules).'),
  barrierApplies,
});

builder.queryField('attackDifficulty', (t) =>
  t.field({
    type: DifficultyBreakdown,
    description:
      'GM: the die for a PC attacking an NPC (SMS §4): the NPC’s base die for a light wound + the severity aimed at + its armour if engaged + circumstances + size. Seed: rapier through the abdomen (critical) on base D8 → D12.',
    args: { input: t.arg({ type: AttackDifficultyInput.ref }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { npc, character } = await loadNpcForGm(ctx, input.npcId);
      const v = validate(AttackDifficultyInput.schema, input);
      const facing = situation(v, npc.sizeFactor, v.attackerSizeFactor ?? 5);
      const base = accepted(npcs.npcDifficulty(npc, 'DEFENCE', activeModuleIds(v.npcModuleIds)));
      // The NPC's raw number, not its die: the die is rounded once, at the end (SMS §2).
      const breakdown = accepted(combat.attackDifficultyAgainstNpc({ ...facing, baseDie: base.points, barriers: recordedBarriers(character, ctx.clock.now()) }));
      return withNpcSteps(breakdown, base, 'NPC defence');
    },
  }),
);

const DefenceDifficultyInput = inputType('DefenceDifficultyInput', {
  npcId: field.id(z.string().check(z.maxLength(200)), 'The NPC attacking the PC.'),
  severity: field.of(Severity, severitySchema, 'The wound the NPC’s attack threatens (not ANNIHILATION).'),
  armourCategory: field.int(z.nullish(z.int()), 'The PC’s armour category 0–3, or the shield’s for a blow on the shield arm (default 0).'),
  armourEngaged: field.boolean(armourEngagedSchema, 'Does the armour interpose? Default true.'),
  defence: field.of(DefenceKind, z.nullish(z.enum(['DODGE', 'PARRY'])), 'Default DODGE.'),
  circumstances,
  defenderSizeFactor: field.int(z.nullish(z.int()), 'The PC’s size factor (default 5).'),
  npcModuleIds: field.idList(npcModuleIdsSchema, 'Semi-modular or deluxe NPC: the modules its attack activates (default: none / its attack modules).'),
  pcId: field.id(z.nullish(z.string().check(z.maxLength(200))), 'The PC defending: the magical barriers recorded on it lower the die by themselves.'),
  barrierApplies,
});

builder.queryField('defenceDifficulty', (t) =>
  t.field({
    type: DifficultyBreakdown,
    description:
      'GM: the die a PC defends against when an NPC attacks (SMS §4): the NPC’s attack base − the severity threatened − the PC’s armour if it interposes ± circumstances ± size. Seed: base D8, serious wound → D6.',
    args: { input: t.arg({ type: DefenceDifficultyInput.ref }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      // The NPC's guard and the PC's in one statement; refusals still come in the same order.
      const npcRead = loadNpcForGm(ctx, input.npcId);
      const pcRead = input.pcId ? requireEditableCharacter(ctx, input.pcId, 'GM') : null;
      pcRead?.catch(() => undefined);
      const { npc, character } = await npcRead;
      const v = validate(DefenceDifficultyInput.schema, input);
      const pc = v.pcId && pcRead ? (await pcRead).character : null;
      if (pc) accepted(mayDefendAgainst(pc, { name: npc.name, campaignId: character.campaignId }));
      const facing = situation(v, npc.sizeFactor, v.defenderSizeFactor ?? 5);
      const base = accepted(npcs.npcDifficulty(npc, 'ATTACK', activeModuleIds(v.npcModuleIds)));
      const barriers = pc ? recordedBarriers(pc, ctx.clock.now()) : [];
      const breakdown = accepted(combat.defenceDifficultyAgainstNpc({ ...facing, baseDie: base.points, defence: v.defence ?? 'DODGE', barriers }));
      return withNpcSteps(breakdown, base, 'NPC attack');
    },
  }),
);
