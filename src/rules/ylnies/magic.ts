/**
 * Ylnies magic (Ylnies §Magic): spells and powers are skills; power = the skill value,
 * lowerable; attack spells are opposed tests against the target's Willpower; spell strength
 * − magical resistance is read on the wound table; a losing caster suffers a backlash;
 * criticals double the effects; mana costs the power (spell) or half of it (power).
 */
import type { Rng } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import type { Characteristics } from './characteristics.js';
import { type WoundApplication, type WoundCategory, applyDamage, damageOf, woundCategory } from './combat.js';
import { type Skill, type SkillKind, type WoundState, isIncapacitated } from './sheet.js';
import { type Consequence, type OpposedResult, type TestResult, consequenceOf, doublesEffects, rollOpposed, rollTest } from './tests.js';

export const RULES = {
  power: 'Ylnies §Magic: a spell’s power equals its skill and may be lowered at will',
  mana: 'Ylnies §Magic: a spell costs its power in mana points, a power half its power',
  notMagical: 'Ylnies §Magic: only spells and powers are cast',
  incapacitated: 'Ylnies §Combat: a character unconscious, out of the fight or dead cannot act',
  healing: 'Ylnies §Magic: healing heals a wound of the category the gap gives',
} as const;

/**
 * Mana cost (Ylnies §Magic: "Un sort coûte un nombre de PM égal à sa puissance, un pouvoir à
 * la moitie"). Decision: half rounds up, so a power never costs nothing.
 */
export function manaCost(kind: SkillKind, power: number): number {
  return kind === 'POWER' ? Math.ceil(power / 2) : power;
}

/** Spell strength = power + WIL + ⌊degree ÷ 4⌋ (Ylnies §Magic). */
export function spellStrength(power: number, willpower: number, degree: number): number {
  return power + willpower + Math.floor(degree / 4);
}

/** Magical resistance = the target's Willpower (Ylnies §Magic). */
export function magicalResistance(characteristics: Pick<Characteristics, 'WIL'>): number {
  return characteristics.WIL;
}

/** A caster: the sheet parts a cast reads, the spell or power used and the power chosen. */
export interface Caster {
  characteristics: Characteristics;
  spell: Skill;
  /** Chosen power, 1..skill value; defaults to the skill value. */
  power?: number;
  modifier?: number;
  /** Current mana points. */
  mana: number;
  wounds: WoundState;
}

/** A target: only Willpower (to resist and to be healed against), modifiers and wounds matter. */
export interface Target {
  characteristics: Characteristics;
  modifier?: number;
  wounds: WoundState;
}

export interface CastCost {
  power: number;
  manaCost: number;
  manaLeft: number;
}

/**
 * Check a cast before any die (Ylnies §Magic): a spell or power, a power between 1 and the
 * skill value, enough mana, a caster able to act. All breaches together.
 */
export function checkCast(caster: Caster): RuleResult<CastCost> {
  const violations: Violation[] = [];
  const { spell } = caster;
  if (spell.kind === 'SKILL') violations.push(violation('NOT_MAGICAL', RULES.notMagical, `"${spell.name}" is not a spell or a power`));
  const power = caster.power ?? spell.value;
  if (!Number.isInteger(power) || power < 1) {
    violations.push(violation('POWER_TOO_LOW', RULES.power, `power must be a whole number ≥ 1, got ${power}`));
  } else if (power > spell.value) {
    violations.push(violation('POWER_ABOVE_SKILL', RULES.power, `power ${power} is above "${spell.name}" ${spell.value}`));
  }
  const cost = manaCost(spell.kind, Math.max(0, power));
  if (cost > caster.mana) violations.push(violation('NOT_ENOUGH_MANA', RULES.mana, `needs ${cost} mana points, has ${caster.mana}`, { cost, mana: caster.mana }));
  if (isIncapacitated(caster.wounds)) violations.push(violation('INCAPACITATED', RULES.incapacitated, 'the caster cannot act'));
  if (violations.length > 0) return fail(...violations);
  return ok({ power, manaCost: cost, manaLeft: caster.mana - cost });
}

export interface Backlash {
  /** Strength of the backlash = the caster's degree of failure. */
  strength: number;
  resistance: number;
  wound: WoundApplication;
}

/**
 * Backlash (Ylnies §Magic: "en cas de défaite du lanceur, il subit une attaque magique de
 * Force égale à son degré d'échec"), resisted by the caster's own Willpower.
 */
export function backlash(rng: Rng, caster: Pick<Caster, 'characteristics' | 'wounds'>, degreeOfFailure: number): Backlash {
  const resist = magicalResistance(caster.characteristics);
  const damage = damageOf(degreeOfFailure, resist, false);
  const wound = applyDamage(rng, caster.wounds, { damage, constitution: caster.characteristics.CON });
  return { strength: degreeOfFailure, resistance: resist, wound };
}

function casterBonus(caster: Caster) {
  return {
    characteristic: caster.characteristics[caster.spell.characteristic],
    skill: caster.spell.value,
    modifier: caster.modifier ?? 0,
  };
}

function targetBonus(target: Target) {
  return { characteristic: target.characteristics.WIL, modifier: target.modifier ?? 0 };
}

export interface AttackSpellResult extends CastCost {
  test: OpposedResult;
  /** The caster won: strength, the target's resistance and the wound dealt. */
  hit: { strength: number; resistance: number; doubled: boolean; wound: WoundApplication } | null;
  backlash: Backlash | null;
  /** A fumble's extra consequences, for the GM to narrate. */
  consequence: Consequence;
}

/**
 * Attack spell (Ylnies §Magic: "un test opposé entre le sort de l'attaquant, et la volonté du
 * défenseur"). The caster (A) rolls 4d6 + the spell's characteristic + spell; the target (B)
 * 4d6 + WIL, no skill (Decision), and undergoes the action so wins ties. Mana is spent
 * whatever the outcome (Decision). Dice: A's 4d6, B's 4d6, then a CON test if critical.
 */
export function castAttackSpell(rng: Rng, caster: Caster, target: Target, location: string | null = null): RuleResult<AttackSpellResult> {
  const cost = checkCast(caster);
  if (!cost.ok) return cost;
  const test = rollOpposed(rng, casterBonus(caster), targetBonus(target), 'B');
  const consequence = consequenceOf(test.a.special);
  if (test.winner === 'A') {
    const strength = spellStrength(cost.value.power, caster.characteristics.WIL, test.degree);
    const resist = magicalResistance(target.characteristics);
    const doubled = doublesEffects(test, 'A');
    const damage = damageOf(strength, resist, doubled);
    const wound = applyDamage(rng, target.wounds, { damage, constitution: target.characteristics.CON, location });
    return ok({ ...cost.value, test, hit: { strength, resistance: resist, doubled, wound }, backlash: null, consequence });
  }
  return ok({ ...cost.value, test, hit: null, backlash: backlash(rng, caster, test.degree), consequence });
}

export interface BeneficialSpellResult extends CastCost {
  /** Null when cast on oneself: "Aucun jet n'est requis pour s'affecter soi même". */
  test: OpposedResult | null;
  success: boolean;
  strength: number | null;
  resistance: number | null;
  /** 2 on a critical or exceptional success ("double les effets"). */
  multiplier: 1 | 2;
  backlash: Backlash | null;
  consequence: Consequence;
}

/**
 * Beneficial spell (Ylnies §Magic: "le lanceur doit tout de même passer la volonté de la
 * cible"): an opposed test like an attack, the target undergoing. On oneself, no roll: it
 * succeeds at degree 0. The effect itself is the GM's, scaled by power and multiplier.
 */
export function castBeneficialSpell(rng: Rng, caster: Caster, target: Target | 'SELF'): RuleResult<BeneficialSpellResult> {
  const cost = checkCast(caster);
  if (!cost.ok) return cost;
  if (target === 'SELF') {
    return ok({
      ...cost.value,
      test: null,
      success: true,
      strength: spellStrength(cost.value.power, caster.characteristics.WIL, 0),
      resistance: magicalResistance(caster.characteristics),
      multiplier: 1,
      backlash: null,
      consequence: null,
    });
  }
  const test = rollOpposed(rng, casterBonus(caster), targetBonus(target), 'B');
  const consequence = consequenceOf(test.a.special);
  if (test.winner !== 'A') {
    return ok({
      ...cost.value,
      test,
      success: false,
      strength: null,
      resistance: null,
      multiplier: 1,
      backlash: backlash(rng, caster, test.degree),
      consequence,
    });
  }
  return ok({
    ...cost.value,
    test,
    success: true,
    strength: spellStrength(cost.value.power, caster.characteristics.WIL, test.degree),
    resistance: magicalResistance(target.characteristics),
    multiplier: doublesEffects(test, 'A') ? 2 : 1,
    backlash: null,
    consequence,
  });
}

/** The wound a healing gap can mend: the wound-table category, death capped to critical. */
export function healableCategory(gap: number): Exclude<WoundCategory, 'DEATH'> {
  const c = woundCategory(gap);
  return c === 'DEATH' ? 'CRITICAL' : c;
}

/**
 * Heal one wound (Ylnies §Magic: "l'écart entre la Force du sort et la résistance magique
 * détermine le type de blessure soignée"). Decision: the most serious wound the target has
 * at or below that category is healed (a strong healing also mends a lesser wound). The
 * unconscious / out-of-combat flags stay for the GM to clear.
 */
export function healWound(
  wounds: WoundState,
  category: Exclude<WoundCategory, 'DEATH'>,
  location?: string | null,
): { wounds: WoundState; healed: WoundCategory | null } {
  if (category === 'UNHARMED' || wounds.dead) return { wounds, healed: null };
  const order = ['CRITICAL', 'GRAVE', 'LIGHT'] as const;
  const allowed = order.slice(order.indexOf(category));
  const matches = (l: string | null) => location === undefined || location === null || l === location;
  for (const c of allowed) {
    if (c === 'CRITICAL') {
      const i = wounds.critical.findIndex((w) => matches(w.location));
      if (i >= 0) return { wounds: { ...wounds, critical: wounds.critical.filter((_, j) => j !== i) }, healed: c };
    } else if (c === 'GRAVE') {
      const i = wounds.grave.findIndex((w) => matches(w.location));
      if (i >= 0) return { wounds: { ...wounds, grave: wounds.grave.filter((_, j) => j !== i) }, healed: c };
    } else if (wounds.light > 0) {
      return { wounds: { ...wounds, light: wounds.light - 1 }, healed: c };
    }
  }
  return { wounds, healed: null };
}

export interface HealingResult extends BeneficialSpellResult {
  /** Strength − resistance, × multiplier. */
  gap: number | null;
  healed: WoundCategory | null;
  wounds: WoundState;
}

/**
 * Healing spell (Ylnies §Magic: "fonctionne comme un sort d'attaque"): a beneficial spell
 * whose gap, doubled on a critical, gives the category of wound healed. Dead stays dead.
 */
export function castHealingSpell(
  rng: Rng,
  caster: Caster,
  target: Target | 'SELF',
  location?: string | null,
): RuleResult<HealingResult> {
  const cast = castBeneficialSpell(rng, caster, target);
  if (!cast.ok) return cast;
  const woundsBefore = target === 'SELF' ? caster.wounds : target.wounds;
  const r = cast.value;
  if (!r.success || r.strength === null || r.resistance === null) return ok({ ...r, gap: null, healed: null, wounds: woundsBefore });
  const gap = damageOf(r.strength, r.resistance, r.multiplier === 2);
  const { wounds, healed } = healWound(woundsBefore, healableCategory(gap), location);
  return ok({ ...r, gap, healed, wounds });
}

export interface ThresholdSpellResult extends CastCost {
  test: TestResult;
  /** 2 on a critical or exceptional success. */
  multiplier: 1 | 2;
  backlash: Backlash | null;
  consequence: Consequence;
}

/**
 * A spell or power against a GM threshold (no target to oppose). Decision: a failure brings
 * the same backlash as a lost opposed test ("Pour n'importe quel sort, en cas de défaite").
 */
export function castAgainstThreshold(rng: Rng, caster: Caster, threshold: number): RuleResult<ThresholdSpellResult> {
  const cost = checkCast(caster);
  if (!cost.ok) return cost;
  const test = rollTest(rng, { ...casterBonus(caster), threshold });
  const multiplier = test.success && (test.special === 'CRITICAL_SUCCESS' || test.special === 'EXCEPTIONAL_SUCCESS') ? 2 : 1;
  return ok({
    ...cost.value,
    test,
    multiplier,
    backlash: test.success ? null : backlash(rng, caster, test.degree),
    consequence: consequenceOf(test.special),
  });
}

/** Spend mana on a sheet-like record (Ylnies §Magic costs); fails when short. */
export function spendMana<T extends { mana: number }>(sheet: T, cost: number): RuleResult<T> {
  if (!Number.isInteger(cost) || cost < 0) return fail(violation('BAD_MANA_AMOUNT', RULES.mana, `cost must be a whole number ≥ 0, got ${cost}`));
  if (cost > sheet.mana) return fail(violation('NOT_ENOUGH_MANA', RULES.mana, `needs ${cost} mana points, has ${sheet.mana}`, { cost, mana: sheet.mana }));
  return ok({ ...sheet, mana: sheet.mana - cost });
}

/**
 * Restore mana (Decision: the seed has no recovery rule, so the GM restores it), capped at
 * the maximum 5 × MAN.
 */
export function restoreMana<T extends { mana: number; manaPoints: number }>(sheet: T, amount: number): RuleResult<T> {
  if (!Number.isInteger(amount) || amount < 0) {
    return fail(violation('BAD_MANA_AMOUNT', 'Ylnies §Creation: mana points are five times Mana', `amount must be a whole number ≥ 0, got ${amount}`));
  }
  return ok({ ...sheet, mana: Math.min(sheet.manaPoints, sheet.mana + amount) });
}
