import { describe, expect, it } from 'vitest';
import { addExhaustion, recoverExhaustion, recoverLorevalFatigue } from '../../../src/rules/magic/recovery.js';

describe('recovery', () => {
  it('ALMERA exhaustion: 1 per hour, all after sleep or an Elfin meditation', () => {
    expect(recoverExhaustion({ current: 5, hours: 2 })).toEqual({ value: 3, recovered: 2, blockedBy: null });
    expect(recoverExhaustion({ current: 5, hours: 9 }).value).toBe(0);
    expect(recoverExhaustion({ current: 5, fullRest: 'SLEEP' }).value).toBe(0);
    expect(recoverExhaustion({ current: 5, fullRest: 'ELFIN_MEDITATION' }).value).toBe(0);
    expect(recoverExhaustion({ current: 5, hours: 1.9 }).value).toBe(4);
  });
  it('LOREVAL: a maintained duration spell blocks recovery of lasting fatigue', () => {
    expect(recoverLorevalFatigue({ current: 3, fullRest: 'SLEEP', maintainedSpells: 1 })).toEqual({ value: 3, recovered: 0, blockedBy: 'MAINTAINED_SPELL' });
    expect(recoverLorevalFatigue({ current: 3, hours: 1 }).value).toBe(2);
  });
  it('exhaustion never goes below zero', () => {
    expect(addExhaustion(1, -4)).toBe(0);
  });
});
