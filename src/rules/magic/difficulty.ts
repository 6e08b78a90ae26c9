/**
 * Difficulty dice of magic, built step by step so the API can show why a die is what it is.
 * Steps are in die points; the die is settled once at the end (SMS §2 "Die arithmetic":
 * "une fois tous les paramètres pris en compte"), and may lie above 12 (then only a score
 * reaching it succeeds).
 */
import { isAboveTwelve, settleDie } from '../dice.js';
import { cite } from './cite.js';

export interface DifficultyStep {
  label: string;
  /** Die points this step adds (negative lowers the die). */
  points: number;
  rule: string;
}

export interface Difficulty {
  steps: DifficultyStep[];
  /** Σ steps, before settling. */
  points: number;
  /** settleDie(points): 0..12 or an even number above 12. */
  die: number;
  aboveTwelve: boolean;
}

/** A circumstance the GM adds (SMS §4: ±1 slightly, ±2 advantaged, ±3 very; or any die shift). */
export interface Circumstance {
  label: string;
  points: number;
  /** The rule it comes from, when not a plain circumstance (a barrier on the target). */
  rule?: string;
}

/** Sum the steps and settle once. */
export function buildDifficulty(steps: DifficultyStep[]): Difficulty {
  const points = steps.reduce((s, x) => s + x.points, 0);
  const die = settleDie(points);
  return { steps, points, die, aboveTwelve: isAboveTwelve(die) };
}

function circumstanceSteps(variant: 'LOREVAL' | 'ALMERA', circumstances: readonly Circumstance[] = []): DifficultyStep[] {
  return circumstances.map((c) => ({
    label: c.label,
    points: c.points,
    rule:
      c.rule ??
      (variant === 'LOREVAL'
        ? cite('LOREVAL', 'Difficulté pour lancer un sort', 'the difficulty may still be adjusted by the circumstances of the action')
        : cite('ALMERA', 'Effet des sorts, mesurable ou non, et difficulté', 'circumstances move the die as for any action')),
  }));
}

function powerStep(variant: 'LOREVAL' | 'ALMERA', power: number, what: string, section: string): DifficultyStep {
  return {
    label: `power ${power}: +2 per level above 1`,
    points: 2 * (power - 1),
    rule: cite(variant, section, what),
  };
}

// ---------------------------------------------------------------------------------------
// LOREVAL (seed 000)
// ---------------------------------------------------------------------------------------

export type LorevalCastKind = 'SPELL' | 'RITUAL' | 'POWER';

export interface LorevalDifficultyInput {
  kind: LorevalCastKind;
  power: number;
  /**
   * Base die of the opposing target(s), e.g. an NPC's base die (its difficulty to take a
   * light wound). With several targets, the highest (MAGIC.md Decision). Ignored for rituals
   * and special powers, whose base is fixed.
   */
  opposedBaseDie?: number | null;
  /** Ritual participants besides the ritualist: −2 each. */
  participants?: number;
  circumstances?: readonly Circumstance[];
}

/**
 * LOREVAL difficulty ("Difficulté pour lancer un sort", "La magie rituelle", "Pouvoirs
 * particuliers", "Effets offensifs"): base D4 for a spell, the target's defence die when it
 * opposes, D8 for a ritual or a special power; +2 per power level above 1 (for an offensive
 * spell this is the severity shift light +0 … annihilation +8); −2 per ritual participant;
 * then circumstances.
 */
export function lorevalDifficulty(input: LorevalDifficultyInput): Difficulty {
  const steps: DifficultyStep[] = [];
  if (input.kind === 'RITUAL') {
    steps.push({ label: 'ritual base D8', points: 8, rule: cite('LOREVAL', 'La magie rituelle', 'the base difficulty of a ritual is D8 for power 1') });
  } else if (input.kind === 'POWER') {
    steps.push({ label: 'special power base D8', points: 8, rule: cite('LOREVAL', 'Pouvoirs particuliers', 'the base difficulty of special powers is D8') });
  } else if (input.opposedBaseDie != null) {
    steps.push({
      label: `opposing target's base die D${input.opposedBaseDie}`,
      points: input.opposedBaseDie,
      rule: cite('LOREVAL', 'Difficulté pour lancer un sort', "against an opposed target, the target's defence sets the base difficulty"),
    });
  } else {
    steps.push({ label: 'spell base D4', points: 4, rule: cite('LOREVAL', 'Difficulté pour lancer un sort', 'the base difficulty of a spell is D4') });
  }
  steps.push(powerStep('LOREVAL', input.power, 'the difficulty rises by 2 per power level, power 1 being covered by the base die', 'Difficulté pour lancer un sort'));
  const n = input.participants ?? 0;
  if (input.kind === 'RITUAL' && n > 0) {
    steps.push({
      label: `${n} participant(s): −2 each`,
      points: -2 * n,
      rule: cite('LOREVAL', 'La magie rituelle', 'each participant lowers the difficulty die by 2'),
    });
  }
  steps.push(...circumstanceSteps('LOREVAL', input.circumstances));
  return buildDifficulty(steps);
}

/**
 * LOREVAL counter-spell ("Effets magiques universels"): "la difficulté de base … pour
 * interrompre le lanceur de sort (laquelle dépend de l'habileté du dit lanceur), et le niveau
 * de puissance du sort … (un dé supérieur pour chaque niveau de puissance supérieur à 1)".
 * Decision: for a PC caster that base is the caster's action score for the spell, as for a
 * deluxe NPC; the caller passes it as `interruptBaseDie` (settled once at the end).
 */
export function lorevalCounterSpellDifficulty(input: { interruptBaseDie: number; power: number; circumstances?: readonly Circumstance[] }): Difficulty {
  return buildDifficulty([
    {
      label: `base die to interrupt this caster D${input.interruptBaseDie}`,
      points: input.interruptBaseDie,
      rule: cite('LOREVAL', 'Effets magiques universels', "a counter-spell's base is the difficulty of interrupting that caster"),
    },
    powerStep('LOREVAL', input.power, 'one die step per power level of the countered spell above 1', 'Effets magiques universels'),
    ...circumstanceSteps('LOREVAL', input.circumstances),
  ]);
}

/** LOREVAL dispel: "sur la base absolue du D4 … ajusté d'un dé par niveau de puissance au dessus". */
export function lorevalDispelDifficulty(input: { power: number; circumstances?: readonly Circumstance[] }): Difficulty {
  return buildDifficulty([
    { label: 'dispel base D4', points: 4, rule: cite('LOREVAL', 'Effets magiques universels', 'a dispel is built on an absolute D4') },
    powerStep('LOREVAL', input.power, 'one die step per power level of the dispelled effect above 1', 'Effets magiques universels'),
    ...circumstanceSteps('LOREVAL', input.circumstances),
  ]);
}

// ---------------------------------------------------------------------------------------
// ALMERA (seed 003)
// ---------------------------------------------------------------------------------------

/** ALMERA target condition: sensitive +0, able to resist/anticipate +2, highly resistant +4, nearly immune +6. */
export type AlmeraResistance = 'SENSITIVE' | 'RESISTS' | 'HIGHLY_RESISTANT' | 'NEARLY_IMMUNE';
export const ALMERA_RESISTANCE_SHIFT: Record<AlmeraResistance, number> = {
  SENSITIVE: 0,
  RESISTS: 2,
  HIGHLY_RESISTANT: 4,
  NEARLY_IMMUNE: 6,
};

export interface AlmeraDifficultyInput {
  power: number;
  /** 1: source only (D2 at power 1); 2: a form is needed (D4 at power 1). */
  level: 1 | 2;
  /** Only for an unwilling intelligent target ("si la cible d'un effet n'est pas volontaire"). */
  resistance?: AlmeraResistance | null;
  circumstances?: readonly Circumstance[];
}

/**
 * ALMERA spell difficulty ("Effet des sorts, mesurable ou non, et difficulté"): first level
 * D2 … D10, second level D4 … D12 for power 1..5; an unwilling target adds its resistance;
 * "cette évaluation peut conduire à des difficulté supérieure à D12".
 */
export function almeraDifficulty(input: AlmeraDifficultyInput): Difficulty {
  const steps: DifficultyStep[] = [
    input.level === 1
      ? { label: 'first level of magic, power 1: D2', points: 2, rule: cite('ALMERA', 'Effet des sorts, mesurable ou non, et difficulté', 'a first-level effect of power 1 is D2') }
      : { label: 'second level of magic, power 1: D4', points: 4, rule: cite('ALMERA', 'Effet des sorts, mesurable ou non, et difficulté', 'a second-level effect of power 1 is D4') },
    powerStep('ALMERA', input.power, 'the difficulty rises one die per power level', 'Effet des sorts, mesurable ou non, et difficulté'),
  ];
  if (input.resistance) {
    steps.push({
      label: `unwilling target, ${input.resistance.toLowerCase().replace('_', ' ')}`,
      points: ALMERA_RESISTANCE_SHIFT[input.resistance],
      rule: cite('ALMERA', 'Effet des sorts, mesurable ou non, et difficulté', 'an unwilling target adds +0, +2, +4 or +6 by its resistance to magic'),
    });
  }
  steps.push(...circumstanceSteps('ALMERA', input.circumstances));
  return buildDifficulty(steps);
}

/**
 * ALMERA ritual ("Puissance d'un effet de rituel"): D2 at power 1, one die more per level,
 * "D100 pour le rituel de puissance 50"; i.e. D(2·power). A larger area etc. raises the die
 * (a circumstance), never the score ("Les rituels n'ont pas de paramètres").
 */
export function almeraRitualDifficulty(input: { power: number; circumstances?: readonly Circumstance[] }): Difficulty {
  return buildDifficulty([
    { label: 'ritual, power 1: D2', points: 2, rule: cite('ALMERA', 'Puissance d’un effet de rituel', 'a ritual of power 1 is D2') },
    powerStep('ALMERA', input.power, 'one die more per power level (power 50 → D100)', 'Puissance d’un effet de rituel'),
    ...circumstanceSteps('ALMERA', input.circumstances),
  ]);
}
