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
export { YlniesCharacterInput, createYlniesCharacter } from './ylnies-creation.js';
export { YlniesRace } from './ylnies-races.js';
export { YlniesSheet } from './ylnies-sheet.js';
import './ylnies-catalogue.js';
import './ylnies-draft-edits.js';
import './ylnies-test-requests.js';
import './ylnies-test-resolution.js';
import './ylnies-opposed.js';
import './ylnies-odds.js';
import './ylnies-combat.js';
import './ylnies-magic.js';
import './ylnies-progression.js';
