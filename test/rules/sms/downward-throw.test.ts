import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { resolveDownwardThrow, resolveFall, resolveThrow } from '../../../src/rules/sms/falls.js';
import { woundLevelsToSeverity } from '../../../src/rules/sms/health.js';

// Seed 000 « Projections »: « à moins d'être projeté vers le bas. Dans ce dernier cas, les dégâts
// de projection s'ajouteront à celle de la chute » (issue 38 item 20, docs/rules.md F5).
describe('SMS §7 a throw downward adds to the fall', () => {
  it('the seed’s human (S 5) thrown 8 m (1 + 2 = 3 levels) then falling 12 m (3 more): 6 levels, with each part', () => {
    const r = resolveDownwardThrow(scriptedRng([3, 4]), { throwDistance: 8, fallHeight: 12, sizeFactor: 5, score: 0 });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.throw).toMatchObject({ kind: 'THROW', multiples: 2, rawLevels: 3, levels: 3 });
    expect(r.value.fall).toMatchObject({ kind: 'FALL', multiples: 2, rawLevels: 3, levels: 3 });
    expect(r.value).toMatchObject({ levels: 6, mortal: false, severity: woundLevelsToSeverity(6) });
    // Each part is what it would be alone, on the same faces.
    expect(r.value.throw).toEqual((resolveThrow(scriptedRng([3]), { distance: 8, sizeFactor: 5, score: 0 }) as { value: unknown }).value);
    expect(r.value.fall).toEqual((resolveFall(scriptedRng([4]), { distance: 12, sizeFactor: 5, score: 0 }) as { value: unknown }).value);
  });

  it('each impact is cushioned by its own roll: a critical success leaves the throw nothing, a success takes S off the fall', () => {
    const r = resolveDownwardThrow(scriptedRng([1, 2]), { throwDistance: 8, fallHeight: 12, sizeFactor: 5, score: 2 });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.throw).toMatchObject({ critical: 'SUCCESS', effectiveDistance: -2, levels: 0 });
    expect(r.value.fall).toMatchObject({ effectiveDistance: 7, levels: 1 });
    expect(r.value.levels).toBe(1);
  });

  it('a fall beyond 5·S makes the whole mortal; armour absorbs from each part', () => {
    const mortal = resolveDownwardThrow(scriptedRng([3, 4]), { throwDistance: 2, fallHeight: 30, sizeFactor: 5, score: 0, fallDie: 12, throwDie: 6 });
    expect(mortal.ok && mortal.value).toMatchObject({ mortal: true, severity: 'MORTAL' });
    const armoured = resolveDownwardThrow(scriptedRng([3, 4]), { throwDistance: 8, fallHeight: 12, sizeFactor: 5, score: 0, armourCategory: 1 });
    if (!armoured.ok) throw new Error(JSON.stringify(armoured.violations));
    expect(armoured.value.levels).toBe(armoured.value.throw.levels + armoured.value.fall.levels);
    expect(armoured.value.throw.absorbed + armoured.value.fall.absorbed).toBeGreaterThan(0);
  });

  it('a bad distance on either part is refused, nothing resolved', () => {
    const r = resolveDownwardThrow(scriptedRng([3, 4]), { throwDistance: -1, fallHeight: -2, sizeFactor: 5, score: 0 });
    expect(r.ok ? [] : r.violations.map((v) => v.code)).toEqual(['BAD_DISTANCE', 'BAD_DISTANCE']);
  });
});
