/**
 * Ylnies, the 4d6 ruleset, through the API. One file per concept:
 *   shared.ts                  the stored sheet, API rules, `ylniesMutation` (read, check, rules, write, retry)
 *   scene.ts                   the one read of a scene (characters, roles, chain heads, epoch, request) and its one write
 *   enums.ts                   characteristics, skill kinds, creation methods, weapon/armour types, wound categories
 *   races.ts                   YlniesRace and a character's (pure or mixed) race
 *   catalogue.ts               the seed's tables: `ylniesCatalogue`, weapon and armour types
 *   wounds.ts                  wounds on the sheet and wounds dealt
 *   sheet.ts                   the YlniesSheet
 *   creation.ts                `createCharacter`'s Ylnies part
 *   draft-edits.ts             `setYlniesSkills`, `setYlniesEquipment`
 *   test-requests.ts           `requestYlniesTest`, `ylniesTestRequests`
 *   test-resolution.ts         `resolveYlniesTest` and YlniesTestResult
 *   opposed.ts                 `opposedYlniesTest` and YlniesOpposedTest
 *   odds.ts                    `ylniesOdds`, `ylniesOpposedOdds`
 *   combat.ts                  `ylniesMelee`, `ylniesRanged`
 *   magic.ts                   `ylniesCast`, `ylniesMagicAttack`, `restoreMana`
 *   progression.ts             `grantSkillIncreases`, `rollSkillIncreases`, `trainSkill`
 *   progress-events.ts         the events of a sheet changed outside play (mana, skills, training)
 */
export { YlniesCharacterInput, createYlniesCharacter } from './creation.js';
export { YlniesRace } from './races.js';
export { YlniesSheet } from './sheet.js';
import './catalogue.js';
import './draft-edits.js';
import './test-requests.js';
import './test-resolution.js';
import './opposed.js';
import './odds.js';
import './combat.js';
import './magic.js';
import './progression.js';
