/**
 * Ylnies, the 4d6 ruleset, through the API: the sheet, races, catalogue and creation
 * (ylnies-sheet.ts); tests, odds, opposed tests and progression (ylnies-play.ts); combat and
 * magic (ylnies-combat.ts).
 */
export { YlniesCharacterInput, YlniesRace, YlniesSheet, createYlniesCharacter } from './ylnies-sheet.js';
import './ylnies-play.js';
import './ylnies-combat.js';
