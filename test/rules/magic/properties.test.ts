import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng, settleDie } from '../../../src/rules/dice.js';
import { castSpell } from '../../../src/rules/magic/casting.js';
import { almeraDifficulty, almeraRitualDifficulty, lorevalDifficulty } from '../../../src/rules/magic/difficulty.js';
import { enhancementPower, healBySeverity, maxEnhancementRank } from '../../../src/rules/magic/effects.js';
import { addExhaustion, recoverExhaustion } from '../../../src/rules/magic/recovery.js';
import { splitShares } from '../../../src/rules/magic/score.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';

const circumstances = fc.array(fc.record({ label: fc.constant('c'), points: fc.integer({ min: -3, max: 3 }) }), { maxLength: 4 });

describe('magic invariants', () => {
  it('difficulty breakdown steps sum to the die points before settling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.constantFrom(2, 4, 6, 8, 10, 12), { nil: null }),
        fc.constantFrom('SPELL', 'RITUAL', 'POWER' as const),
        fc.integer({ min: 0, max: 4 }),
        circumstances,
        (power, base, kind, participants, cs) => {
          const d = lorevalDifficulty({ kind: kind as 'SPELL', power, opposedBaseDie: base, participants, circumstances: cs });
          expect(d.steps.reduce((s, x) => s + x.points, 0)).toBe(d.points);
          expect(d.die).toBe(settleDie(d.points));
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.constantFrom(1, 2 as const), circumstances, (power, level, cs) => {
        const d = almeraDifficulty({ power, level: level as 1 | 2, circumstances: cs });
        expect(d.steps.reduce((s, x) => s + x.points, 0)).toBe(d.points);
        expect(d.die).toBe(settleDie(d.points));
      }),
    );
  });

  it('ALMERA rituals: the die is exactly 2 × power', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), (p) => {
        expect(almeraRitualDifficulty({ power: p }).die).toBe(2 * p);
      }),
    );
  });

  it('exhaustion never negative, whatever is added and recovered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.array(fc.integer({ min: -10, max: 10 })), fc.integer({ min: 0, max: 30 }), (start, deltas, hours) => {
        let e = start;
        for (const d of deltas) {
          e = addExhaustion(e, d);
          expect(e).toBeGreaterThanOrEqual(0);
        }
        const r = recoverExhaustion({ current: e, hours });
        expect(r.value).toBeGreaterThanOrEqual(0);
        expect(r.recovered).toBeGreaterThanOrEqual(0);
        expect(r.value + r.recovered).toBe(e);
      }),
    );
  });

  it('ritual shares sum to the power; the main caster takes ⌈P/2⌉ (all of it alone); helpers differ by ≤ 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 8 }), (p, n) => {
        const s = splitShares(p, n);
        expect(s.main + s.helpers.reduce((a, b) => a + b, 0)).toBe(p);
        expect(s.main).toBe(n === 0 ? p : Math.ceil(p / 2));
        if (n > 0) expect(Math.max(...s.helpers) - Math.min(...s.helpers)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('enhancement: the rank bought at a power always gives back that power', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (scope, power) => {
        const rank = maxEnhancementRank(scope, power);
        if (rank >= 1) expect(enhancementPower(scope, rank)).toBe(power);
        else expect(scope).toBeGreaterThan(power);
      }),
    );
  });

  it('a heal never heals an annihilation wound, nor a wound it was not given', () => {
    const wound = fc.record({ id: fc.uuid(), severity: fc.constantFrom(1, 2, 3, 4, 5 as const), damageType: fc.constantFrom('BLUNT', 'LETHAL', 'CRITICAL' as const) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(wound, { maxLength: 6 }), fc.boolean(), (power, wounds, area) => {
        const h = healBySeverity(power, wounds as never, { area });
        const ids = new Set(wounds.map((w) => w.id));
        for (const id of h.healedWoundIds) {
          expect(ids.has(id)).toBe(true);
          expect(wounds.find((w) => w.id === id)?.severity).not.toBe(5);
        }
      }),
    );
  });

  it('every legal cast costs exactly one (ALMERA exhaustion / LOREVAL lasting fatigue), and the score is ≥ 1', () => {
    const almera: SpellDefinition = { variant: 'ALMERA', kind: 'SPELL', name: 's', source: 'ARCANE', power: 1, nature: 'MISC', effects: [] };
    fc.assert(
      fc.property(
        fc.constantFrom('ALMERA', 'LOREVAL' as const),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer(),
        (variant, power, rank, exhaustion, range, area, duration, seed) => {
          const spell: SpellDefinition = { ...almera, variant: variant as 'ALMERA', power };
          const r = castSpell(seededRng(seed), {
            spell,
            caster: { ranks: { ARCANE: rank, EXHAUSTION_RESISTANCE: 1 }, exhaustion },
            parameters: { range, area, duration },
          });
          if (rank === 0) {
            expect(r.ok).toBe(false);
            return;
          }
          if (!r.ok) throw new Error(JSON.stringify(r.violations));
          expect(r.value.score.score).toBeGreaterThanOrEqual(1);
          expect(r.value.score.steps.reduce((s, x) => s + x.points, 0)).toBe(r.value.score.raw);
          if (variant === 'ALMERA') expect(r.value.cost.exhaustionDelta).toBe(1);
          else expect(r.value.cost.lastingFatigueDelta).toBe(1);
        },
      ),
    );
  });
});
