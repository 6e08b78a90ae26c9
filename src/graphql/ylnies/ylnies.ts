/**
 * Ylnies, the 4d6 ruleset, through the API. One file per concept:
 *   ylnies-shared.ts           the stored sheet, API rules, load / retry / write / roll-log helpers
 *   ylnies-enums.ts            characteristics, skill kinds, creation methods, weapon/armour types, wound categories
 *   ylnies-races.ts            YlniesRace and a character's (pure or mixed) race
 *   ylnies-catalogue.ts        the seed's tables: `ylniesCatalogue`, weapon and armour types
 *   ylnies-wounds.ts           wounds on the sheet and wounds dealt
 *   ylnies-sheet.ts            the YlniesSheet
 *   ylnies-creation.ts         `createCharacter`'s Ylnies part
 *   ylnies-draft-edits.ts      `setYlniesSkills`, `setYlniesEquipment`
 *   ylnies-test-requests.ts    `requestYlniesTest`, `ylniesTestRequests`
 *   ylnies-test-resolution.ts  `resolveYlniesTest` and YlniesTestResult
 *   ylnies-opposed.ts          `opposedYlniesTest` and YlniesOpposedTest
 *   ylnies-odds.ts             `ylniesOdds`, `ylniesOpposedOdds`
 *   ylnies-combat.ts           `ylniesMelee`, `ylniesRanged`
 *   ylnies-magic.ts            `ylniesCast`, `ylniesMagicAttack`, `restoreMana`
 *   ylnies-progression.ts      `grantSkillIncreases`, `rollSkillIncreases`, `trainSkill`
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
