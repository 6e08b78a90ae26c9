/** SMS magic, both variants (LOREVAL: seed 000; ALMERA / MOD-US: seed 003). */
export * from './catalogue.js';
export * from './cite.js';
export * from './effects.js';
export * from './spell.js';
export * from './difficulty.js';
export * from './score.js';
export * from './loreval.js';
export * from './almera.js';
export * from './limit.js';
export * from './casting.js';
export * from './declaration.js';
export {
  type AlmeraCounterSpellInput,
  type CounterActionKind,
  type CounterResult,
  type DispelResult,
  type LorevalCounterSpellInput,
  type LorevalDispelInput,
  checkAlmeraCounterSpell,
  checkLorevalCounterSpell,
  checkLorevalDispel,
  dispelInheritedMalus,
  resolveAlmeraCounterSpell,
  resolveLorevalCounterSpell,
  resolveLorevalDispel,
  ritualOfDissipation,
} from './counter.js';
export * from './counter-declaration.js';
export * from './ritual.js';
export { checkPowerModuleAcquisition, specialPowerDifficulty, useSpecialPower } from './powers.js';
export * from './recovery.js';
export * from './defences.js';
export * from './npc-magic.js';
