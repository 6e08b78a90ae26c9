/**
 * LOREVAL special powers (seed 000 "Pouvoirs particuliers"): Harmony, Conviction and Heroism
 * give "non pas des sorts mais des capacités spéciales de nature magique". A power is defined
 * like a spell (kind 'POWER') with its own range, area and duration, has base die D8, costs
 * passing fatigue instead of lasting, and escapes the one-spell limit.
 */
import type { Rng } from '../dice.js';
import type { RuleResult } from '../violation.js';
import {
  DEFAULT_MAGIC_SETTINGS,
  LOREVAL_POWER_MODULES,
  type LorevalPowerModule,
  type MagicModuleDef,
  type MagicRanks,
  type MagicSettings,
  checkModuleAcquisition,
} from './catalogue.js';
import { type CastResult, type CastSpellInput, castSpell } from './casting.js';
import { type Circumstance, type Difficulty, lorevalDifficulty } from './difficulty.js';
import { LOREVAL_POWER_FORM } from './spell.js';

export { LOREVAL_POWER_MODULES, LOREVAL_POWER_FORM };

/**
 * May the character develop Harmony / Conviction / Heroism (to `rank`)? "Harmonie ne peut
 * être développé que si le personnage maîtrise la Magie Naturelle au rang maximum" (and the
 * same for Conviction/Divine, Heroism/Arcane). Decision: the maximum rank is a campaign
 * setting, 5 by default.
 */
export function checkPowerModuleAcquisition(
  key: LorevalPowerModule,
  rank: number,
  ranks: MagicRanks,
  settings: MagicSettings = DEFAULT_MAGIC_SETTINGS,
): RuleResult<MagicModuleDef> {
  return checkModuleAcquisition('LOREVAL', key, rank, ranks, settings);
}

/** "La difficulté de base d'utilisation des pouvoirs particuliers est fixée au D8", +2 per power level. */
export function specialPowerDifficulty(power: number, circumstances: Circumstance[] = []): Difficulty {
  return lorevalDifficulty({ kind: 'POWER', power, circumstances });
}

/**
 * Use a special power: a cast of a `kind: 'POWER'` definition. Its cost is one level of
 * passing fatigue and it never books the one-spell limit (the limit state comes back
 * unchanged). Casting parameters are refused: they are part of the power.
 */
export function useSpecialPower(rng: Rng, input: CastSpellInput): RuleResult<CastResult> {
  return castSpell(rng, input);
}
