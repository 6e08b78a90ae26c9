/**
 * SMS health at the table: wounds (./health-wounds.ts), fatigue and recovery
 * (./health-fatigue.ts), diseases and poisons (./health-afflictions.ts), all on
 * `characters.state` through the helpers of ./health-shared.ts. Importing this module registers
 * all three; it re-exports, under the old path, what npc.ts and docs/rules.md name from it.
 */
import './health-wounds.js';
import './health-fatigue.js';
import './health-afflictions.js';

export { npcOf, requireSms, STATE_RETRIES } from './health-shared.js';
export { DamageType } from './health-wounds.js';
