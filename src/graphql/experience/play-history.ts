/**
 * Play history (SMS §8 earning): the sessions a campaign played and the scenarios it ran. This
 * is the module path for the plain functions the GM's mutations, the inbound webhook
 * (src/webhooks/inbound.ts) and the tests call; the code is in ./play-history-sessions.ts,
 * ./play-history-scenarios.ts and ./play-history-shared.ts.
 */
export { type GameSessionRow, PLAY_RULES, type ScenarioRow } from './play-history-shared.js';
export { completeScenarioById, type ScenarioInput, startScenarioFor } from './play-history-scenarios.js';
export { markSessionPlayedById, recordPlayedSession, type SessionInput } from './play-history-sessions.js';
