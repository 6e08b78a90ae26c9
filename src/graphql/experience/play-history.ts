/**
 * Play history (SMS §8 earning): the sessions a campaign played and the scenarios it ran. This
 * is the module path for the plain functions the GM's mutations, the inbound webhook
 * (src/webhooks/inbound.ts) and the tests call; the code is in ./play-history-sessions.ts,
 * ./play-history-scenarios.ts and ./play-history-shared.ts.
 */
export { completeScenarioById, startScenarioFor } from './play-history-scenarios.js';
export { recordPlayedSession } from './play-history-sessions.js';
