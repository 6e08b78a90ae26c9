import { describe, expect, it } from 'vitest';
import { PLAY_RULES, participantsInCampaign, scenarioToComplete, sessionToMarkPlayed } from '../../../src/rules/sms/play-history.js';

describe('play history (SMS §8 earning)', () => {
  it('participants: each once, in the order first given, when all are of the campaign', () => {
    expect(participantsInCampaign(['b', 'a', 'b'], [])).toEqual({ ok: true, value: ['b', 'a'] });
    expect(participantsInCampaign([], [])).toEqual({ ok: true, value: [] });
  });

  it('participants: one foreign character refuses the whole list, naming each foreign one by its place, never its id', () => {
    const result = participantsInCampaign(['a', 'x', 'y'], ['x', 'y']);
    expect(result).toEqual({
      ok: false,
      violations: [{ code: 'UNKNOWN_PARTICIPANT', rule: PLAY_RULES.participants, message: 'Not characters of this campaign: the 2nd, 3rd characters named.' }],
    });
    expect(participantsInCampaign(['x'], ['x'])).toMatchObject({ ok: false, violations: [{ message: 'Not characters of this campaign: the 1st character named.' }] });
  });

  it('a PLANNED session may be marked played; a PLAYED one was counted already', () => {
    expect(sessionToMarkPlayed({ title: 'S1', status: 'PLANNED' }).ok).toBe(true);
    expect(sessionToMarkPlayed({ title: 'S1', status: 'PLAYED' })).toEqual({
      ok: false,
      violations: [{ code: 'SESSION_ALREADY_PLAYED', rule: PLAY_RULES.sessionPlayed, message: '"S1" is already played.' }],
    });
  });

  it('a STARTED scenario may be completed; none, or one COMPLETED, may not', () => {
    const started = { title: 'The siege', status: 'STARTED' as const, id: 'k' };
    expect(scenarioToComplete(started)).toEqual({ ok: true, value: started });
    expect(scenarioToComplete({ ...started, status: 'COMPLETED' })).toEqual({
      ok: false,
      violations: [{ code: 'SCENARIO_ALREADY_COMPLETED', rule: PLAY_RULES.scenarioCompleted, message: '"The siege" is already completed.' }],
    });
    expect(scenarioToComplete(null)).toEqual({
      ok: false,
      violations: [{ code: 'SCENARIO_NOT_FOUND', rule: PLAY_RULES.scenarioCompleted, message: 'No such scenario in this campaign.' }],
    });
  });

  it('cites SMS §8 for the once-only rules', () => {
    expect(PLAY_RULES.sessionPlayed).toMatch(/^SMS §8/);
    expect(PLAY_RULES.scenarioCompleted).toMatch(/^SMS §8/);
  });
});
