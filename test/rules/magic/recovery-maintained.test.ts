import { describe, expect, it } from 'vitest';
import { RULE_MAINTAINED_SPELL, maintainedAt, mayRecoverLastingFatigue, recoverLorevalFatigue } from '../../../src/rules/magic/recovery.js';
import { emptyHealth, rest, sleep } from '../../../src/rules/sms/health.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// Issue 22 item 18: seed 000 "Durée" — « un sort de durée affecte le lanceur en l'empêchant de
// se reposer et de retrouver sa pleine énergie ». The SMS rest and sleep of `recover` ask the
// same question as `recoverExhaustion` (decision 35): no lasting fatigue comes back while the
// caster maintains a spell with a duration.

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));
const BLOCKED = [['MAINTAINED_SPELL', 'MAGIC LOREVAL §Durée: a spell with a duration keeps its caster from resting and recovering its full energy while it lasts']];

const NOW = new Date('2026-12-03T12:00:00Z');
const running = { expiresAt: '2026-12-03T12:10:00Z' };
const untilEnded = { expiresAt: null };
const over = { expiresAt: '2026-12-03T11:50:00Z' };

describe('lasting fatigue while a duration spell is maintained', () => {
  it('is refused from the first maintained spell and the first level of lasting fatigue', () => {
    expect(RULE_MAINTAINED_SPELL).toBe(BLOCKED[0]![1]);
    const refused = mayRecoverLastingFatigue({ name: 'Toruk', lastingFatigue: 1, maintained: [running] }, NOW);
    expect(breach(refused)).toEqual(BLOCKED);
    // The refusal names the character (docs/rules.md "Messages are for people").
    expect(!refused.ok && refused.violations[0]!.message).toContain('Toruk');
    expect(breach(mayRecoverLastingFatigue({ name: 'Toruk', lastingFatigue: 4, maintained: [over, untilEnded] }, NOW))).toEqual(BLOCKED);
  });

  it('is allowed with nothing maintained, nothing still running, or nothing to recover', () => {
    expect(mayRecoverLastingFatigue({ name: 'Toruk', lastingFatigue: 3, maintained: [] }, NOW)).toEqual({ ok: true, value: true });
    expect(mayRecoverLastingFatigue({ name: 'Toruk', lastingFatigue: 3, maintained: [over] }, NOW)).toEqual({ ok: true, value: true });
    expect(mayRecoverLastingFatigue({ name: 'Toruk', lastingFatigue: 0, maintained: [running, untilEnded] }, NOW)).toEqual({ ok: true, value: true });
  });

  it('a spell runs until its end, excluded; one with no end runs until ended or dispelled', () => {
    expect(maintainedAt([running, untilEnded, over], NOW)).toBe(2);
    expect(maintainedAt([{ expiresAt: NOW.toISOString() }], NOW)).toBe(0);
    expect(maintainedAt([{ expiresAt: '2026-12-03T12:00:00.001Z' }], NOW)).toBe(1);
    expect(maintainedAt([], NOW)).toBe(0);
  });

  it('decides as recoverExhaustion does for the same caster (LOREVAL lasting fatigue)', () => {
    for (const lasting of [0, 1, 3]) {
      for (const maintained of [[], [running], [running, untilEnded]]) {
        const blocked = recoverLorevalFatigue({ current: lasting, fullRest: 'SLEEP', maintainedSpells: maintained.length }).blockedBy === 'MAINTAINED_SPELL';
        expect(mayRecoverLastingFatigue({ name: 'X', lastingFatigue: lasting, maintained }, NOW).ok).toBe(!blocked);
      }
    }
  });

  it('the SMS rest and sleep it guards would otherwise clear that fatigue (what the resolver keeps from happening)', () => {
    const tired = { ...emptyHealth(), fatigue: { PASSING: 0, LASTING: 2, PERSISTENT: 0 } };
    expect(rest(tired, 2)).toMatchObject({ ok: true, value: { fatigue: { LASTING: 0 } } });
    expect(sleep(tired)).toMatchObject({ ok: true, value: { fatigue: { LASTING: 0 } } });
  });
});
