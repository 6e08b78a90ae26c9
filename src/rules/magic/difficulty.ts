/**
 * Difficulty dice of magic, built step by step so the API can show why a die is what it is.
 * Steps are in die points; the die is settled once at the end (SMS §2 "Die arithmetic":
 * "une fois tous les paramètres pris en compte"), and may lie above 12 (then only a score
 * reaching it succeeds).
 */
import { isAboveTwelve, settleDie } from '../dice.js';
import { type FrenchLine, type Words, citeWords, line } from './words.js';

export interface DifficultyStep extends FrenchLine {
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
export interface Circumstance extends FrenchLine {
  label: string;
  points: number;
  /** The rule it comes from, when not a plain circumstance (a barrier on the target); `fr` then gives both in French. */
  rule?: string;
}

/** Sum the steps and settle once. */
export function buildDifficulty(steps: DifficultyStep[]): Difficulty {
  const points = steps.reduce((s, x) => s + x.points, 0);
  const die = settleDie(points);
  return { steps, points, die, aboveTwelve: isAboveTwelve(die) };
}

/** The GM's circumstances: their label as the GM wrote it, the rule in both languages. */
function circumstanceSteps(variant: 'LOREVAL' | 'ALMERA', circumstances: readonly Circumstance[] = []): DifficultyStep[] {
  return circumstances.map((c) => {
    if (c.rule) return { label: c.label, points: c.points, rule: c.rule, ...(c.fr ? { fr: c.fr } : {}) };
    return line(
      { en: c.label, fr: c.label },
      c.points,
      variant === 'LOREVAL'
        ? citeWords('LOREVAL', 'Difficulté pour lancer un sort', {
            en: 'the difficulty may still be adjusted by the circumstances of the action',
            fr: 'la difficulté peut encore être ajustée par les circonstances de l’action',
          })
        : citeWords('ALMERA', 'Effet des sorts, mesurable ou non, et difficulté', { en: 'circumstances move the die as for any action', fr: 'les circonstances déplacent le dé comme pour toute action' }),
    );
  });
}

function powerStep(variant: 'LOREVAL' | 'ALMERA', power: number, what: Words, section: string): DifficultyStep {
  return line({ en: `power ${power}: +2 per level above 1`, fr: `puissance ${power} : +2 par niveau au-delà de 1` }, 2 * (power - 1), citeWords(variant, section, what));
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
    steps.push(
      line(
        { en: 'ritual base D8', fr: 'base du rituel D8' },
        8,
        citeWords('LOREVAL', 'La magie rituelle', { en: 'the base difficulty of a ritual is D8 for power 1', fr: 'la difficulté de base d’un rituel est D8 pour la puissance 1' }),
      ),
    );
  } else if (input.kind === 'POWER') {
    steps.push(
      line(
        { en: 'special power base D8', fr: 'base du pouvoir particulier D8' },
        8,
        citeWords('LOREVAL', 'Pouvoirs particuliers', { en: 'the base difficulty of special powers is D8', fr: 'la difficulté de base des pouvoirs particuliers est D8' }),
      ),
    );
  } else if (input.opposedBaseDie != null) {
    steps.push(
      line(
        { en: `opposing target's base die D${input.opposedBaseDie}`, fr: `dé de base de la cible qui s’oppose D${input.opposedBaseDie}` },
        input.opposedBaseDie,
        citeWords('LOREVAL', 'Difficulté pour lancer un sort', {
          en: "against an opposed target, the target's defence sets the base difficulty",
          fr: 'contre une cible qui s’oppose, sa défense fixe la difficulté de base',
        }),
      ),
    );
  } else {
    steps.push(
      line(
        { en: 'spell base D4', fr: 'base du sort D4' },
        4,
        citeWords('LOREVAL', 'Difficulté pour lancer un sort', { en: 'the base difficulty of a spell is D4', fr: 'la difficulté de base d’un sort est D4' }),
      ),
    );
  }
  steps.push(
    powerStep(
      'LOREVAL',
      input.power,
      {
        en: 'the difficulty rises by 2 per power level, power 1 being covered by the base die',
        fr: 'la difficulté monte de 2 par niveau de puissance, la puissance 1 étant couverte par le dé de base',
      },
      'Difficulté pour lancer un sort',
    ),
  );
  const n = input.participants ?? 0;
  if (input.kind === 'RITUAL' && n > 0) {
    steps.push(
      line(
        { en: `${n} participant(s): −2 each`, fr: `${n} participant(s) : −2 chacun` },
        -2 * n,
        citeWords('LOREVAL', 'La magie rituelle', { en: 'each participant lowers the difficulty die by 2', fr: 'chaque participant baisse le dé de difficulté de 2' }),
      ),
    );
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
export function lorevalCounterSpellDifficulty(input: { interruptBaseDie: number; power: number; fromCasterScore?: boolean; circumstances?: readonly Circumstance[] }): Difficulty {
  // A caster's action score is a number of die points, not a die: "D3" would name a die the
  // roll never uses (issue 39). The score is shown as what it is; the die is the settled total.
  const base: Words = input.fromCasterScore
    ? { en: `this caster's action score for the spell: ${input.interruptBaseDie}`, fr: `score d’action de ce lanceur pour le sort\u00a0: ${input.interruptBaseDie}` }
    : { en: `base die to interrupt this caster D${input.interruptBaseDie}`, fr: `dé de base pour interrompre ce lanceur D${input.interruptBaseDie}` };
  return buildDifficulty([
    line(
      base,
      input.interruptBaseDie,
      citeWords('LOREVAL', 'Effets magiques universels', {
        en: "a counter-spell's base is the difficulty of interrupting that caster",
        fr: 'la base d’un contre-sort est la difficulté d’interrompre ce lanceur',
      }),
    ),
    powerStep(
      'LOREVAL',
      input.power,
      { en: 'one die step per power level of the countered spell above 1', fr: 'un dé de plus par niveau de puissance du sort contré au-delà de 1' },
      'Effets magiques universels',
    ),
    ...circumstanceSteps('LOREVAL', input.circumstances),
  ]);
}

/** LOREVAL dispel: "sur la base absolue du D4 … ajusté d'un dé par niveau de puissance au dessus". */
export function lorevalDispelDifficulty(input: { power: number; circumstances?: readonly Circumstance[] }): Difficulty {
  return buildDifficulty([
    line(
      { en: 'dispel base D4', fr: 'base de la dissipation D4' },
      4,
      citeWords('LOREVAL', 'Effets magiques universels', { en: 'a dispel is built on an absolute D4', fr: 'une dissipation se fonde sur un D4 absolu' }),
    ),
    powerStep(
      'LOREVAL',
      input.power,
      { en: 'one die step per power level of the dispelled effect above 1', fr: 'un dé de plus par niveau de puissance de l’effet dissipé au-delà de 1' },
      'Effets magiques universels',
    ),
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

/** The step's label for each resistance: "unwilling target, resists" as the API always wrote it. */
const RESISTANCE_WORDS: Record<AlmeraResistance, Words> = {
  SENSITIVE: { en: 'unwilling target, sensitive', fr: 'cible non volontaire, sensible' },
  RESISTS: { en: 'unwilling target, resists', fr: 'cible non volontaire, qui résiste' },
  HIGHLY_RESISTANT: { en: 'unwilling target, highly resistant', fr: 'cible non volontaire, très résistante' },
  NEARLY_IMMUNE: { en: 'unwilling target, nearly immune', fr: 'cible non volontaire, quasi immunisée' },
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
  const section = 'Effet des sorts, mesurable ou non, et difficulté';
  const steps: DifficultyStep[] = [
    input.level === 1
      ? line(
          { en: 'first level of magic, power 1: D2', fr: 'premier niveau de magie, puissance 1 : D2' },
          2,
          citeWords('ALMERA', section, { en: 'a first-level effect of power 1 is D2', fr: 'un effet de premier niveau de puissance 1 est D2' }),
        )
      : line(
          { en: 'second level of magic, power 1: D4', fr: 'second niveau de magie, puissance 1 : D4' },
          4,
          citeWords('ALMERA', section, { en: 'a second-level effect of power 1 is D4', fr: 'un effet de second niveau de puissance 1 est D4' }),
        ),
    powerStep('ALMERA', input.power, { en: 'the difficulty rises one die per power level', fr: 'la difficulté monte d’un dé par niveau de puissance' }, section),
  ];
  if (input.resistance) {
    steps.push(
      line(
        RESISTANCE_WORDS[input.resistance],
        ALMERA_RESISTANCE_SHIFT[input.resistance],
        citeWords('ALMERA', section, {
          en: 'an unwilling target adds +0, +2, +4 or +6 by its resistance to magic',
          fr: 'une cible non volontaire ajoute +0, +2, +4 ou +6 selon sa résistance à la magie',
        }),
      ),
    );
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
    line(
      { en: 'ritual, power 1: D2', fr: 'rituel, puissance 1 : D2' },
      2,
      citeWords('ALMERA', 'Puissance d’un effet de rituel', { en: 'a ritual of power 1 is D2', fr: 'un rituel de puissance 1 est D2' }),
    ),
    powerStep('ALMERA', input.power, { en: 'one die more per power level (power 50 → D100)', fr: 'un dé de plus par niveau de puissance (puissance 50 → D100)' }, 'Puissance d’un effet de rituel'),
    ...circumstanceSteps('ALMERA', input.circumstances),
  ]);
}
