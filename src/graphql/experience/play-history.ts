/**
 * Play history (SMS §8 earning): the sessions a campaign played and the scenarios it ran. This
 * is the module path for the plain functions the tests call (the inbound webhook writes through
 * src/db/play-history.ts itself); the code is in ./play-history-sessions.ts,
 * ./play-history-scenarios.ts and ./play-history-shared.ts.
 */
export { completeScenarioById, startScenarioFor } from './play-history-scenarios.js';
export { recordPlayedSession } from './play-history-sessions.js';
