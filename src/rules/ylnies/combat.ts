/**
 * Ylnies combat (Ylnies §Combat): melee (opposed weapon skills, the winner hits), ranged
 * (attacker's skill against the defender's Reflexes), damage = attack strength − resistance
 * read on the wound table, grave wounds against CON ÷ 2, the CON test after a critical wound.
 */
import data from '../../data/ylnies.json';
import type { Rng } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import type { CharacteristicKey, Characteristics } from './characteristics.js';
import {
  type ArmourKey,
  type RangeBand,
  type WeaponDamageRoll,
  type WeaponKey,
  armourValue,
  getWeapon,
  rangeBand,
  rollWeaponDamage,
} from './equipment.js';
import { type WoundState, isIncapacitated } from './sheet.js';
import { type OpposedResult, type Side, type TestResult, doublesEffects, rollOpposed, rollTest } from './tests.js';

export type WoundCategory = 'UNHARMED' | 'LIGHT' | 'GRAVE' | 'CRITICAL' | 'DEATH';

const WOUND_ROWS = data.woundTable as readonly { key: WoundCategory; min?: number; max?: number }[];

export const RULES = {
  woundTable: 'Ylnies §Combat: damage 0 or less unharmed, 1–6 light, 7–15 grave, 16–20 critical, 21+ death',
  grave: 'Ylnies §Combat: a character takes grave wounds up to half their Constitution before falling unconscious',
  critical: 'Ylnies §Combat: a critical wound knocks out unless a CON test beats the damage; even then the character is out of the fight',
  incapacitated: 'Ylnies §Combat: a character unconscious, out of the fight or dead cannot act',
  ranged: 'Ylnies §Combat: a ranged attack needs a bow or a crossbow within its long range',
} as const;

/** Read the wound table (Ylnies §Combat "écart: 0 (ou moins): indemne … 21+: mort"). */
export function woundCategory(damage: number): WoundCategory {
  for (const row of WOUND_ROWS) {
    if ((row.min === undefined || damage >= row.min) && (row.max === undefined || damage <= row.max)) return row.key;
  }
  return 'DEATH';
}

/** Grave wounds a character can take before the next one knocks them out: ⌊CON ÷ 2⌋. */
export function graveWoundCapacity(constitution: number): number {
  return Math.floor(constitution / 2);
}

/** Resistance = CON + armour − 1 per grave wound (Ylnies §Combat). */
export function resistance(constitution: number, armour: number, wounds: Pick<WoundState, 'grave'>): number {
  return constitution + armour - wounds.grave.length;
}

/** The −1 per grave wound on actions using that body part (Ylnies §Combat). */
export function woundMalus(wounds: Pick<WoundState, 'grave'>, location: string): number {
  return -wounds.grave.filter((g) => g.location !== null && g.location === location).length;
}

/**
 * Attack strength = STR + weapon damage + ⌊degree ÷ 4⌋ ("le quart du degré de réussite",
 * rounded down: Decision). A crossbow adds no Strength ("pas de bonus de force").
 */
export function attackStrength(strength: number, weapon: WeaponKey | null, weaponDamage: number, degree: number): number {
  const usesStrength = weapon === null ? true : (getWeapon(weapon)?.usesStrength ?? true);
  return (usesStrength ? strength : 0) + weaponDamage + Math.floor(degree / 4);
}

/**
 * Damage = strength − resistance, doubled by a critical or exceptional success ("double les
 * effets", Decision: before the wound table). A non-positive gap stays as it is: unharmed.
 */
export function damageOf(strength: number, resist: number, doubled: boolean): number {
  const gap = strength - resist;
  return doubled && gap > 0 ? gap * 2 : gap;
}

export interface WoundApplication {
  damage: number;
  category: WoundCategory;
  /** The CON test after a critical wound (threshold = damage), or null. */
  conTest: TestResult | null;
  before: WoundState;
  after: WoundState;
}

/**
 * Apply damage to a wound state (Ylnies §Combat). Rolls only for a critical wound (the CON
 * test). A grave wound beyond ⌊CON ÷ 2⌋ knocks out (Decision: "on peut subir N blessures
 * graves avant de sombrer" = the (N+1)th knocks out); critical wounds do not count there.
 * `constitution` is the sheet's CON (no wound malus: the seed puts it on resistance only).
 */
export function applyDamage(
  rng: Rng,
  wounds: WoundState,
  hit: { damage: number; constitution: number; location?: string | null; conModifier?: number },
): WoundApplication {
  const category = woundCategory(hit.damage);
  const location = hit.location ?? null;
  const after: WoundState = { ...wounds, grave: [...wounds.grave], critical: [...wounds.critical] };
  let conTest: TestResult | null = null;
  if (!wounds.dead) {
    switch (category) {
      case 'UNHARMED':
        break;
      case 'LIGHT':
        after.light += 1;
        break;
      case 'GRAVE':
        after.grave.push({ location });
        if (after.grave.length > graveWoundCapacity(hit.constitution)) after.unconscious = true;
        break;
      case 'CRITICAL':
        after.critical.push({ location, damage: hit.damage });
        conTest = rollTest(rng, { characteristic: hit.constitution, modifier: hit.conModifier ?? 0, threshold: hit.damage });
        after.outOfCombat = true;
        if (!conTest.success) after.unconscious = true;
        break;
      case 'DEATH':
        after.dead = true;
        break;
    }
  }
  return { damage: hit.damage, category, conTest, before: wounds, after };
}

// ---------------------------------------------------------------------------------------
// Attacks
// ---------------------------------------------------------------------------------------

/** Someone fighting: their sheet's relevant parts and the skill used. */
export interface Fighter {
  characteristics: Characteristics;
  /** The weapon skill used (value and tied characteristic); omit for a bare characteristic. */
  skill?: { value: number; characteristic: CharacteristicKey };
  /** GM modifiers and wound maluses for this action. */
  modifier?: number;
  weapon: WeaponKey | null;
  armour: ArmourKey | null;
  wounds: WoundState;
}

export interface Hit {
  attacker: Side;
  weaponRoll: WeaponDamageRoll;
  strength: number;
  resistance: number;
  doubled: boolean;
  wound: WoundApplication;
}

function fighterBonus(f: Fighter, fallback: CharacteristicKey) {
  const characteristic = f.skill ? f.characteristics[f.skill.characteristic] : f.characteristics[fallback];
  return { characteristic, skill: f.skill?.value ?? 0, modifier: f.modifier ?? 0 };
}

/** The winner hits the loser: roll the weapon, compute strength, resistance, damage, wound. */
export function strike(
  rng: Rng,
  test: OpposedResult,
  attacker: Pick<Fighter, 'characteristics' | 'weapon'>,
  defender: Pick<Fighter, 'characteristics' | 'armour' | 'wounds'>,
  side: Side,
  location: string | null = null,
): Hit {
  const weaponRoll = rollWeaponDamage(rng, attacker.weapon);
  const strength = attackStrength(attacker.characteristics.STR, attacker.weapon, weaponRoll.total, test.degree);
  const resist = resistance(defender.characteristics.CON, armourValue(defender.armour), defender.wounds);
  const doubled = doublesEffects(test, side);
  const damage = damageOf(strength, resist, doubled);
  const wound = applyDamage(rng, defender.wounds, { damage, constitution: defender.characteristics.CON, location });
  return { attacker: side, weaponRoll, strength, resistance: resist, doubled, wound };
}

function incapacitatedViolations(who: string, f: Pick<Fighter, 'wounds'>): Violation[] {
  return isIncapacitated(f.wounds) ? [violation('INCAPACITATED', RULES.incapacitated, `${who} cannot act`)] : [];
}

export interface MeleeResult {
  test: OpposedResult;
  /** The winner's hit on the loser, or null when both fail. */
  hit: Hit | null;
}

/**
 * Melee (Ylnies §Combat: "test opposés entre deux compétences d'arme … le vainqueur touche
 * son adversaire"). A is the attacker, B the defender; the winner, either one, hits. Both
 * are acting, so a tie is a double failure (Decision: nobody undergoes). Dice order: A's
 * 4d6, B's 4d6, the winner's weapon dice, then a CON test if the wound is critical.
 */
export function resolveMelee(rng: Rng, a: Fighter, b: Fighter, location: string | null = null): RuleResult<MeleeResult> {
  const violations = [...incapacitatedViolations('the attacker', a), ...incapacitatedViolations('the defender', b)];
  if (violations.length > 0) return fail(...violations);
  const test = rollOpposed(rng, fighterBonus(a, 'AGI'), fighterBonus(b, 'AGI'), null);
  if (test.winner === null) return ok({ test, hit: null });
  const [winner, loser] = test.winner === 'A' ? [a, b] : [b, a];
  return ok({ test, hit: strike(rng, test, winner, loser, test.winner, location) });
}

export interface RangedResult {
  band: RangeBand;
  test: OpposedResult;
  hit: Hit | null;
}

/**
 * Ranged attack (Ylnies §Combat: "à distance, entre celle de l'attaquant et les réflexes du
 * défenseur"). The defender rolls 4d6 + REF + modifier, no skill (Decision), and undergoes
 * the action, so wins ties. Only the attacker can hit.
 */
export function resolveRanged(
  rng: Rng,
  attacker: Fighter,
  defender: Omit<Fighter, 'skill' | 'weapon'>,
  distance: number,
  location: string | null = null,
): RuleResult<RangedResult> {
  const violations = [...incapacitatedViolations('the attacker', attacker)];
  const band = rangeBand(attacker.weapon, attacker.characteristics.STR, distance);
  if (!band.ok) violations.push(...band.violations);
  if (violations.length > 0 || !band.ok) return fail(...violations);
  const test = rollOpposed(
    rng,
    fighterBonus(attacker, 'AGI'),
    { characteristic: defender.characteristics.REF, modifier: defender.modifier ?? 0 },
    'B',
  );
  const hit = test.winner === 'A' ? strike(rng, test, attacker, defender, 'A', location) : null;
  return ok({ band: band.value, test, hit });
}
