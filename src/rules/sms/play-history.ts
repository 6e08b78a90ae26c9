/**
 * Play history (SMS §8 earning: "+1 XP per session played, +1 per scenario completed, +1 bonus
 * from the GM"): who may be recorded as having played, and that a session is played once and a
 * scenario completed once. The GM's mutations and the inbound webhook load the rows and ask
 * here; the awards job turns what is recorded into experience.
 */
import { ordinal } from './declaration.js';
import { fail, ok, type RuleResult, violation } from '../violation.js';

export const PLAY_RULES = {
  participants: 'Play history: participants are characters of the campaign',
  sessionPlayed: 'SMS §8: +1 XP per session played — a session is played once',
  scenarioCompleted: 'SMS §8: +1 XP per scenario completed (+1 bonus from the GM) — a scenario is completed once',
} as const;

/**
 * The participants of a session or a scenario, each once, if every one is a character of the
 * campaign. `foreign` are the requested ids the campaign does not have (as loaded); the message
 * names them by their place in the request, never by id (issue 38 item 21).
 */
export function participantsInCampaign(requested: readonly string[], foreign: readonly string[]): RuleResult<string[]> {
  if (foreign.length > 0) {
    return fail(violation('UNKNOWN_PARTICIPANT', PLAY_RULES.participants, `Not characters of this campaign: ${placesNamed(requested, foreign)}.`));
  }
  return ok([...new Set(requested)]);
}

export interface PlayedSession {
  title: string;
  status: 'PLANNED' | 'PLAYED';
}

/** A PLANNED session may be marked played; a PLAYED one was already counted. */
export function sessionToMarkPlayed(session: PlayedSession): RuleResult<PlayedSession> {
  if (session.status === 'PLAYED') return fail(violation('SESSION_ALREADY_PLAYED', PLAY_RULES.sessionPlayed, `"${session.title}" is already played.`));
  return ok(session);
}

export interface CompletedScenario {
  title: string;
  status: 'STARTED' | 'COMPLETED';
}

/** A STARTED scenario of the campaign may be completed; none found, or one already completed, may not. */
export function scenarioToComplete<S extends CompletedScenario>(scenario: S | null): RuleResult<S> {
  if (!scenario) return fail(violation('SCENARIO_NOT_FOUND', PLAY_RULES.scenarioCompleted, 'No such scenario in this campaign.'));
  if (scenario.status === 'COMPLETED') return fail(violation('SCENARIO_ALREADY_COMPLETED', PLAY_RULES.scenarioCompleted, `"${scenario.title}" is already completed.`));
  return ok(scenario);
}

/** "the 2nd character named", "the 1st, 3rd characters named": where unknown ids stand in a request. */
export function placesNamed(requested: readonly string[], unknown: readonly string[]): string {
  const places = [...new Set(unknown)].map((id) => requested.indexOf(id)).filter((i) => i >= 0).sort((a, b) => a - b);
  return `the ${places.map(ordinal).join(', ')} character${places.length === 1 ? '' : 's'} named`;
}
