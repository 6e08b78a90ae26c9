/**
 * Opposed results and weapon damage (SMS §3, §4): `opposedResult` (attack against defence,
 * each on its own die) and `weaponDamage` (wound levels and the severity they make). Pure
 * arithmetic for any signed-in member; nothing is written.
 */
import * as z from 'zod/mini';
import * as combat from '../../rules/sms/combat.js';
import { requireCaller } from '../auth.js';
import { builder } from '../builder.js';
import { DifficultyStep } from './combat-difficulty.js';
import { Severity } from '../enums.js';
import { MUTATION_ERRORS, validate, accepted } from '../errors.js';
import { field, inputType } from '../input.js';
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

const OpposedSideInput = inputType('OpposedSideInput', {
  die: field.int(z.int().check(z.minimum(0), z.maximum(100)), 'The die this side chose.'),
  success: field.boolean(z.boolean(), 'Its roll succeeded (roll ≤ score, or automatic).'),
}, 'One side of an opposed action between PCs: the die it chose and whether its roll succeeded.');

const OpposedResultInput = inputType('OpposedResultInput', {
  attacker: field.of(OpposedSideInput.ref, OpposedSideInput.schema, 'The attacking side.'),
  defender: field.of(OpposedSideInput.ref, z.nullish(OpposedSideInput.schema), 'Absent when the target did not defend: the attacker’s die lands.'),
});

builder.queryField('opposedResult', (t) =>
  t.field({
    type: OpposedResult,
    description:
      'The result die of an attack against a defence (SMS §4): attacker fails → nothing; attacker succeeds and defender fails → the attacker’s die; both succeed → attacker die − defender die, ≤ 0 fully countered.',
    args: { input: t.arg({ type: OpposedResultInput.ref }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) => {
      requireCaller(ctx);
      const v = validate(OpposedResultInput.schema, input);
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

const WeaponDamageInput = inputType('WeaponDamageInput', {
  damageType: field.of(DamageType, z.enum(['BLUNT', 'LETHAL', 'CRITICAL']), 'Blunt, lethal or critical: sets the weapon’s default base and what armour absorbs.'),
  resultDie: field.int(z.int().check(z.minimum(0), z.maximum(100)), 'The result die of the opposed action; its class (die ÷ 2) adds to the damage.'),
  weaponBase: field.int(z.nullish(z.int().check(z.minimum(-10), z.maximum(20))), 'Wound levels of the weapon before the die; default by damage type: blunt +1, lethal 0, critical −1.'),
  elemental: field.boolean(z.nullish(z.boolean()), 'Elemental qualifier, on lethal or critical damage only.'),
  magical: field.boolean(z.nullish(z.boolean()), 'Magical damage: physical armour and its enchantment stop at most 1 level each; size does not count.'),
  armourCategory: field.int(z.nullish(z.int()), 'The target’s armour where it interposes, 0–3.'),
  armourEnchantment: field.int(z.nullish(z.int()), 'The armour’s magical enchantment, in levels (default 0); against magical damage it counts for at most 1.'),
  otherDefences: field.int(z.nullish(z.int().check(z.minimum(-20), z.maximum(20))), 'Other defences, in wound levels.'),
  sizeDifference: field.int(z.nullish(z.int().check(z.minimum(-8), z.maximum(8))), 'Attacker size − target size (SMS §6).'),
});

builder.queryField('weaponDamage', (t) =>
  t.field({
    type: WeaponDamageResult,
    description:
      'Weapon damage (SMS §4): weapon base by type + class of the result die ± size − armour − other defences = wound levels → severity. Armour absorbs its category from blunt and lethal damage, nothing from critical; 1 level from elemental.',
    args: { input: t.arg({ type: WeaponDamageInput.ref }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) => {
      requireCaller(ctx);
      const v = validate(WeaponDamageInput.schema, input);
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
