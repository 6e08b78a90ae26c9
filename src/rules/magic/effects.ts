/**
 * Measurable spell effects shared by both variants: damage by type, healing, barriers,
 * protections, enhancements/diminutions and counter-effects (seed 000 "Effets des sorts" and
 * "Dégâts et autres effets mesurables des sorts"; ALMERA's annex is missing, so it uses the
 * same ladder, MAGIC.md Decision).
 *
 * Everything here is arithmetic on plain data: no dice.
 */
import { dieClass } from '../dice.js';
import type { Module } from '../sms/module.js';

export type DamageType = 'BLUNT' | 'LETHAL' | 'CRITICAL';

/** SMS §3 severity ladder by position: 1 light … 4 mortal, 5 annihilation (magic only). */
export type Severity = 1 | 2 | 3 | 4 | 5;
export const SEVERITY_NAMES = ['NONE', 'LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL', 'ANNIHILATION'] as const;
export type SeverityName = (typeof SEVERITY_NAMES)[number];

export const MIN_POWER = 1;
export const MAX_SPELL_POWER = 5;

/**
 * "dégâts contondants égal à sa puissance … létaux égaux à sa puissance -1 … critique égaux
 * à sa puissance -2": what one damage type costs in power.
 */
const TYPE_COST: Record<DamageType, number> = { BLUNT: 0, LETHAL: 1, CRITICAL: 2 };
const TYPE_ORDER: Record<DamageType, number> = { BLUNT: 0, LETHAL: 1, CRITICAL: 2 };

/** Power a damage type (and the elemental qualifier) costs before the first level. */
export function damageTypeCost(type: DamageType, elemental: boolean): number {
  return TYPE_COST[type] + (elemental ? 1 : 0);
}

/**
 * Wound levels a direct damage spell deals before the result die and armour
 * ("Dégâts des sorts offensifs"): blunt = power, lethal = power − 1, critical = power − 2,
 * elemental one power level more. May be ≤ 0 (the spell cannot do that type: see
 * `minimumPower`).
 */
export function baseDamageLevels(power: number, type: DamageType, elemental = false): number {
  return power - damageTypeCost(type, elemental);
}

/** Lowest power at which an effect of that type gives its first point. */
export function minimumPower(type: DamageType, elemental = false, extra = 0): number {
  return 1 + damageTypeCost(type, elemental) + extra;
}

/** SMS §3 Decision: n wound levels → severity (0 none … ≥ 4 mortal, 5 annihilation for magic). */
export function levelsToSeverity(levels: number, canAnnihilate = true): Severity | 0 {
  if (levels <= 0) return 0;
  if (levels >= 5 && canAnnihilate) return 5;
  if (levels >= 4) return 4;
  return levels as Severity;
}

/** Protection by magic is inclusive: against lethal covers blunt, against critical covers all. */
export function typeCovers(protectionType: DamageType, damageType: DamageType): boolean {
  return TYPE_ORDER[protectionType] >= TYPE_ORDER[damageType];
}

/** A magical protection against a damage type ("Effet des sorts défensifs"). */
export interface ProtectionEffect {
  damageType: DamageType;
  /** Specialised against elemental damage (costs one power level). */
  elemental: boolean;
  /** Levels absorbed when it applies; it does not erode. */
  points: number;
}

/**
 * Points a damage-type protection of a given power absorbs: same costs as damage
 * (power 3 → 1 point vs elemental lethal; power 4 → 1 vs elemental critical or 2 vs elemental lethal).
 */
export function protectionPoints(power: number, type: DamageType, elemental = false): number {
  return Math.max(0, power - damageTypeCost(type, elemental));
}

/**
 * Levels a protection absorbs from one hit: nothing when the type is not covered; against
 * elemental damage a plain protection gives 1 point ("ne protège que d'un point contre les
 * dégâts élémentaires, si ce n'est qu'elle ne s'érode pas").
 */
export function protectionAbsorbs(protection: ProtectionEffect, damageType: DamageType, elemental: boolean): number {
  if (!typeCovers(protection.damageType, damageType)) return 0;
  if (elemental && !protection.elemental) return Math.min(1, protection.points);
  return protection.points;
}

/**
 * Levels physical armour stops from a magical hit (SMS §4 "Damage types", seed 000
 * "Dégâts des sorts offensifs"): at most 1 level of magical damage; nothing against
 * non-elemental critical damage; against elemental damage 1 level and the armour erodes.
 */
export function armourAbsorbsMagic(armourCategory: number, damageType: DamageType, elemental: boolean): { absorbed: number; erodes: boolean } {
  if (armourCategory <= 0) return { absorbed: 0, erodes: false };
  if (elemental) return { absorbed: 1, erodes: true };
  if (damageType === 'CRITICAL') return { absorbed: 0, erodes: false };
  return { absorbed: 1, erodes: false };
}

/** What a target brings against an offensive effect. */
export interface DamageDefence {
  /** Armour category 0..3 if it is engaged and the effect is physical (the GM's call). */
  armourCategory?: number;
  /** Magical damage-type protections on the target. */
  protections?: ProtectionEffect[];
  /** Ranks of counter-effects on the target that match this spell (the GM's call). */
  counterEffectRanks?: number[];
}

export interface DamageOutcome {
  /** 0 when fully stopped. */
  levels: number;
  severity: Severity | 0;
  cancelledByCounterEffect: boolean;
  armourErodes: boolean;
  breakdown: { label: string; levels: number }[];
}

/**
 * Wounds a direct damage spell deals to one target: base levels by type + class of the
 * result die (opposed rolls between PCs only, "La classe du dé ajuste cette valeur comme pour
 * les armes") − 1 on an area ("Dans une zone d'effet, l'impact est obligatoirement diminué
 * d'un niveau") − armour (≤ 1) − protections; a matching counter-effect of rank ≥ power
 * cancels it outright.
 */
export function damageAgainst(
  power: number,
  type: DamageType,
  elemental: boolean,
  opts: { area: boolean; resultDie?: number | null; defence?: DamageDefence },
): DamageOutcome {
  const defence = opts.defence ?? {};
  if ((defence.counterEffectRanks ?? []).some((rank) => counterEffectCancels(rank, power))) {
    return { levels: 0, severity: 0, cancelledByCounterEffect: true, armourErodes: false, breakdown: [] };
  }
  const breakdown: { label: string; levels: number }[] = [
    { label: `power ${power}, ${elemental ? 'elemental ' : ''}${type.toLowerCase()}`, levels: baseDamageLevels(power, type, elemental) },
  ];
  if (opts.resultDie) breakdown.push({ label: `class of result die D${opts.resultDie}`, levels: dieClass(opts.resultDie) });
  if (opts.area) breakdown.push({ label: 'area of effect', levels: -1 });
  const armour = armourAbsorbsMagic(defence.armourCategory ?? 0, type, elemental);
  if (armour.absorbed) breakdown.push({ label: 'armour (at most 1 against magic)', levels: -armour.absorbed });
  for (const p of defence.protections ?? []) {
    const a = protectionAbsorbs(p, type, elemental);
    if (a) breakdown.push({ label: `magical protection vs ${p.elemental ? 'elemental ' : ''}${p.damageType.toLowerCase()}`, levels: -a });
  }
  const levels = Math.max(0, breakdown.reduce((s, b) => s + b.levels, 0));
  return { levels, severity: levelsToSeverity(levels), cancelledByCounterEffect: false, armourErodes: armour.erodes, breakdown };
}

// ---------------------------------------------------------------------------------------
// Healing
// ---------------------------------------------------------------------------------------

/** A wound as the API hands it to the rules: its id, severity and damage type. */
export interface WoundRecord {
  id: string;
  severity: Severity;
  damageType: DamageType;
}

export interface HealOutcome {
  healedWoundIds: string[];
  /** "Any heal stabilises the target" (MAGIC.md Decision from Ulrik's example). */
  stabilised: boolean;
  /** An annihilation-level heal restores a lost limb or organ. */
  restoresLostPart: boolean;
}

/**
 * A heal aimed at a severity ("Effets curatifs"): per target, one wound of that severity if
 * the target has one, otherwise all its wounds of lower severities ("Un soin magique soigne
 * une unique blessure du niveau considéré par cible, ou bien, toutes les blessures des niveaux
 * inférieurs"); on an area one level lower; a mortal wound only if the target survived it;
 * annihilation never heals, but an annihilation-level heal restores a lost part.
 */
export function healBySeverity(
  power: number,
  wounds: readonly WoundRecord[],
  opts: { area: boolean; survived?: boolean },
): HealOutcome {
  const aimed = power - (opts.area ? 1 : 0);
  const healable = (w: WoundRecord) => w.severity < 5 && (w.severity < 4 || opts.survived !== false);
  const atLevel = wounds.filter((w) => w.severity === aimed && healable(w));
  let healed: WoundRecord[];
  if (atLevel.length > 0) healed = [atLevel[0]!];
  else healed = wounds.filter((w) => w.severity < aimed && healable(w));
  return { healedWoundIds: healed.map((w) => w.id), stabilised: true, restoresLostPart: aimed >= 5 };
}

/**
 * A heal counted in wound levels of a damage type ("Effet des sorts curatifs"): power costs
 * as for damage; each level heals one wound, lowest severity first "même s'ils ne sont pas de
 * la même catégorie de dégât … c'est du gaspillage". Decision: one level = one wound; the heal
 * is inclusive like protection (a critical heal takes blunt and lethal wounds), wounds of a
 * higher type are skipped; on an area one level fewer.
 */
export function healByLevels(
  power: number,
  type: DamageType,
  elemental: boolean,
  wounds: readonly WoundRecord[],
  opts: { area: boolean },
): HealOutcome {
  let levels = baseDamageLevels(power, type, elemental) - (opts.area ? 1 : 0);
  const order = [...wounds]
    .filter((w) => w.severity < 5 && typeCovers(type, w.damageType))
    .sort((a, b) => a.severity - b.severity);
  const healed: string[] = [];
  for (const w of order) {
    if (levels <= 0) break;
    healed.push(w.id);
    levels--;
  }
  return { healedWoundIds: healed, stabilised: true, restoresLostPart: false };
}

// ---------------------------------------------------------------------------------------
// Barriers, enhancements, occult protections, counter-effects
// ---------------------------------------------------------------------------------------

/**
 * Barrier ("Effets défensifs"): power p lowers the die of a protected PC's defence by 2p
 * (1 → −2 … 5 → −10), and raises by 2p the die of a PC attacking a protected NPC ("accroissent
 * la difficulté d'un PJ à porter une attaque sur un PNJ protégé", seed 003).
 */
export function barrierShift(power: number): { defenceDieShift: number; attackerDieShift: number } {
  return { defenceDieShift: -2 * power, attackerDieShift: 2 * power };
}

/**
 * Power of an enhancement/diminution: scope + rank − 1, at most 5 ("La puissance … est égale
 * à la combinaison de la portée et de la puissance du module moins 1. Elle ne peut être
 * supérieure à 5").
 */
export function enhancementPower(scope: number, rank: number): number {
  return scope + rank - 1;
}

/** Highest rank a power buys at a scope (Toruk: scope 3 at power 5 → rank 3). */
export function maxEnhancementRank(scope: number, power: number): number {
  return Math.max(0, power - scope + 1);
}

/**
 * Effective rank of an enhancement on an area: one lower ("Sur une zone d'effet, le rang
 * d'efficacité … est réduit de 1"). May reach 0 (no module).
 */
export function effectiveEnhancementRank(rank: number, area: boolean): number {
  return Math.max(0, rank - (area ? 1 : 0));
}

/** The temporary module an enhancement/diminution (or an occult protection) grants. */
export function temporaryModule(
  spec: { name: string; scope: number; rank: number; polarity: 'POSITIVE' | 'NEGATIVE' },
  area: boolean,
): Module | null {
  const rank = effectiveEnhancementRank(spec.rank, area);
  if (rank < 1) return null;
  return { name: spec.name, scope: spec.scope, polarity: spec.polarity, rank, source: 'MAGIC' };
}

/**
 * Rank of a counter-effect: graded like an enhancement (power = scope + rank − 1), so
 * rank = power − scope + 1 (Javis's anti-fire, scope 3 at power 5 → rank 3).
 */
export function counterEffectRank(scope: number, power: number): number {
  return maxEnhancementRank(scope, power);
}

/**
 * A counter-effect cancels matching magical effects "dont la puissance est inférieure ou
 * égale au rang du contre-effet".
 */
export function counterEffectCancels(rank: number, incomingPower: number): boolean {
  return incomingPower <= rank;
}

/**
 * Enhancing an object's damage or protection costs one power level first ("requiert d'y
 * consacrer un niveau de puissance"): blunt +1 at power 2, lethal +1 at 3, critical +1 at 4.
 */
export function itemEnhancementPoints(power: number, type: DamageType, elemental = false): number {
  return Math.max(0, power - 1 - damageTypeCost(type, elemental));
}
