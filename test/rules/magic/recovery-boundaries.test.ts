import { describe, expect, it } from 'vitest';
import * as magic from '../../../src/rules/magic/index.js';
import { addExhaustion, recoverExhaustion, recoverLorevalFatigue } from '../../../src/rules/magic/recovery.js';

// Recovery edges (pinned by mutation testing).

describe('recovery edges', () => {
  it('ALMERA: no hours recovers nothing; negative hours and counters count 0; fractions floor', () => {
    expect(recoverExhaustion({ current: 3 })).toEqual({ value: 3, recovered: 0, blockedBy: null });
    expect(recoverExhaustion({ current: 3, hours: -2 })).toEqual({ value: 3, recovered: 0, blockedBy: null });
    expect(recoverExhaustion({ current: -4, hours: 1 })).toEqual({ value: 0, recovered: 0, blockedBy: null });
    expect(recoverExhaustion({ current: 3.7, hours: 1 })).toEqual({ value: 2, recovered: 1, blockedBy: null });
    expect(recoverExhaustion({ current: 3, hours: 3 })).toEqual({ value: 0, recovered: 3, blockedBy: null });
    expect(recoverExhaustion({ current: 3, fullRest: null, hours: 1 }).value).toBe(2);
  });

  it('LOREVAL: nothing maintained — normal recovery; maintained with no fatigue — nothing to block', () => {
    expect(recoverLorevalFatigue({ current: 3, hours: 1, maintainedSpells: 0 })).toEqual({ value: 2, recovered: 1, blockedBy: null });
    expect(recoverLorevalFatigue({ current: 0, hours: 1, maintainedSpells: 2 })).toEqual({ value: 0, recovered: 0, blockedBy: null });
    expect(recoverLorevalFatigue({ current: 2.5, fullRest: 'ELFIN_MEDITATION' })).toEqual({ value: 0, recovered: 2, blockedBy: null });
    expect(recoverLorevalFatigue({ current: 2.5, maintainedSpells: 1 })).toEqual({ value: 2, recovered: 0, blockedBy: 'MAINTAINED_SPELL' });
  });

  it('adding exhaustion floors both parts', () => {
    expect(addExhaustion(2, 1)).toBe(3);
    expect(addExhaustion(2.9, 1.9)).toBe(3);
    expect(addExhaustion(0, 0)).toBe(0);
  });

  it('the magic index exposes both variants’ rules', () => {
    for (const name of ['castSpell', 'lorevalDifficulty', 'almeraScore', 'bookSpell', 'resolveLorevalCounterSpell', 'ritualOfDissipation', 'useSpecialPower', 'recoverExhaustion', 'cite'] as const) {
      expect(typeof (magic as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
