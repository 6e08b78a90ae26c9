/**
 * Opposed results and weapon damage (SMS §3, §4): `opposedResult` (attack against defence,
 * each on its own die) and `weaponDamage` (wound levels and the severity they make). Pure
 * arithmetic for any signed-in member; nothing is written.
 */
import * as z from 'zod';
import * as combat from '../../rules/sms/combat.js';
import { requireCaller } from '../auth.js';
import { builder } from '../builder.js';
import { DifficultyStep } from './combat-difficulty.js';
import { Severity } from '../enums.js';
import { MUTATION_ERRORS, validate, accepted } from '../errors.js';

import { DamageType } from './health-wounds.js';

export const OpposedOutcome = builder.enumType('OpposedOutcome', {
  description: 'How an attack against a defence ended (SMS §4).',
  values: {
    ATTACK_FAILED: { description: 'The attacker failed: nothing happens.' },
    COUNTERED: { description: 'Both succeeded and the defender’s die is at least the attacker’s.' },
    HIT: { description: 'The blow lands with `resultDie`.' },
  } as const,
});

const OpposedResult = builder.objectRef<combat.OpposedResult>('OpposedResult').implement({
  description: 'Attack against defence, each side on its own die (SMS §4).',
  fields: (t) => ({
    outcome: t.field({ type: OpposedOutcome, description: 'Nothing happened, fully countered, or a hit.', resolve: (r) => r.outcome }),
    resultDie: t.exposeInt('resultDie', { description: 'The die the hit is worth; 0 when nothing lands.' }),
  }),
});

const OpposedSideInput = builder.inputType('OpposedSideInput', {
  description: 'One side of an opposed action between PCs: the die it chose and whether its roll succeeded.',
  fields: (t) => ({ die: t.int({ description: 'The die this side chose.' }), success: t.boolean({ description: 'Its roll succeeded (roll ≤ score, or automatic).' }) }),
});

const OpposedResultInput = builder.inputType('OpposedResultInput', {
  fields: (t) => ({
    attacker: t.field({ type: OpposedSideInput, description: 'The attacking side.' }),
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
    levels: t.exposeInt('levels', { description: 'Wound levels after armour and other defences, at least 0.' }),
    severity: t.field({ type: Severity, nullable: true, description: 'Null when no level is left: 1 light, 2 serious, 3 critical, ≥ 4 mortal.', resolve: (r) => r.severity }),
    armourCategoryAfter: t.exposeInt('armourCategoryAfter', { description: 'The armour’s category after the blow (elemental attacks erode it).' }),
    steps: t.field({ type: [DifficultyStep], description: 'What made the levels, in wound levels.', resolve: (r) => r.steps }),
  }),
});

const WeaponDamageInput = builder.inputType('WeaponDamageInput', {
  fields: (t) => ({
    damageType: t.field({ type: DamageType, description: 'Blunt, lethal or critical: sets the weapon’s default base and what armour absorbs.' }),
    resultDie: t.int({ description: 'The result die of the opposed action; its class (die ÷ 2) adds to the damage.' }),
    weaponBase: t.int({ required: false, description: 'Wound levels of the weapon before the die; default by damage type: blunt +1, lethal 0, critical −1.' }),
    elemental: t.boolean({ required: false, description: 'Elemental qualifier, on lethal or critical damage only.' }),
    magical: t.boolean({ required: false, description: 'Magical damage: physical armour and its enchantment stop at most 1 level each; size does not count.' }),
    armourCategory: t.int({ required: false, description: 'The target’s armour where it interposes, 0–3.' }),
    armourEnchantment: t.int({ required: false, description: 'The armour’s magical enchantment, in levels (default 0); against magical damage it counts for at most 1.' }),
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
      return accepted(
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
