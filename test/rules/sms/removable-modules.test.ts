/**
 * Removable modules (issue 38 item 19; seed 000, « Modules amovibles »: « ce module est lié à la
 * possession d'un objet qui, s'il est perdu, ne sera plus accessible »): a module tied to an
 * object stops counting while the object is lost, on every path that sums modules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/rules/dice.js';
import { declaredModules } from '../../../src/rules/magic/declaration.js';
import { type DeclaringCharacter, prepareDeclaration } from '../../../src/rules/sms/declaration.js';
import { emptyHealth } from '../../../src/rules/sms/health.js';
import { impactModules } from '../../../src/rules/sms/impact-declaration.js';
import { countsInPlay, markObjectLost, type Module } from '../../../src/rules/sms/module.js';
import { npcDifficulty } from '../../../src/rules/sms/npcs.js';
import { type DeclaredModule, resolveAction, scoreBreakdown } from '../../../src/rules/sms/resolution.js';
import { initiativeTieBreak } from '../../../src/rules/sms/sequence.js';

// Bréus le Barbare and his Kara, « une hache de bataille "très" personnelle » (the seed's example).
const kara: DeclaredModule = { id: 'kara', name: 'Kara - hache de bataille porte-bonheur', scope: 1, polarity: 'POSITIVE', rank: 3, removable: true, objectName: 'Kara' };
const force: DeclaredModule = { id: 'force', name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 2 };
const lost = (m: DeclaredModule): DeclaredModule => ({ ...m, objectLost: true });

function breus(modules: DeclaredModule[]): DeclaringCharacter {
  return { id: 'breus', name: 'Bréus', kind: 'PC', ruleset: 'SMS', campaignId: 'c', health: emptyHealth(), modules };
}

describe('seed 000 « Modules amovibles »: the object lost, its module does not count', () => {
  it('only a removable module’s lost object takes it out of play', () => {
    expect(countsInPlay(kara)).toBe(true);
    expect(countsInPlay(lost(kara))).toBe(false);
    // Not tied to an object, a stray flag changes nothing.
    expect(countsInPlay({ ...force, objectLost: true })).toBe(true);
  });

  it('marks an object lost or found; a module tied to no object is refused', () => {
    expect(markObjectLost(kara, true)).toEqual({ ok: true, value: { objectLost: true, changed: true } });
    expect(markObjectLost(lost(kara), true)).toEqual({ ok: true, value: { objectLost: true, changed: false } });
    expect(markObjectLost(lost(kara), false)).toEqual({ ok: true, value: { objectLost: false, changed: true } });
    const refused = markObjectLost(force, true);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violations.map((v) => [v.code, v.params])).toEqual([['MODULE_NOT_REMOVABLE', { module: 'Force' }]]);
  });

  it('an action with Kara scores 5; with Kara lost the same faces score 2 (seeded)', () => {
    const input = { modules: [force, kara], difficulty: 8 };
    const found = resolveAction(seededRng(7), input);
    const gone = resolveAction(seededRng(7), { ...input, modules: [force, lost(kara)] });
    expect(found.ok && found.value.score).toBe(5);
    expect(gone.ok && gone.value.score).toBe(2);
    expect(gone.ok && gone.value.breakdown.positives).toBe(2);
    // Same roll, other score: only the lost module made the difference.
    expect(found.ok && gone.ok && found.value.roll).toBe(gone.ok ? gone.value.roll : null);
  });

  it('declaring a module whose object is lost is refused, naming the object; found again, it is accepted', () => {
    const ctx = (modules: DeclaredModule[]) => ({ character: breus(modules), isGm: true, request: null, assistants: new Map(), mode: 'resolve' as const });
    const refused = prepareDeclaration({ moduleIds: ['force', 'kara'], difficulty: 6 }, ctx([force, lost(kara)]));
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.violations.map((v) => v.code)).toEqual(['MODULE_OBJECT_LOST']);
      expect(refused.violations[0]!.params).toEqual({ module: kara.name, object: 'Kara' });
    }
    expect(prepareDeclaration({ moduleIds: ['force', 'kara'], difficulty: 6 }, ctx([force, kara])).ok).toBe(true);
  });

  it('an assistant’s lost module does not help', () => {
    const helper = { ...breus([lost(kara)]), id: 'helper', name: 'Helper' };
    const r = prepareDeclaration(
      { moduleIds: ['force'], difficulty: 6, assistants: [{ characterId: 'helper', moduleIds: ['kara'] }] },
      { character: breus([force]), isGm: true, request: null, assistants: new Map([['helper', helper]]), mode: 'resolve' },
    );
    expect(!r.ok && r.violations.map((v) => v.code)).toEqual(['MODULE_OBJECT_LOST']);
  });

  it('a fall cushioned with a lost module is refused', () => {
    const r = impactModules(['kara'], emptyHealth(), (id) => (id === 'kara' ? lost(kara) : undefined));
    expect(!r.ok && r.violations.map((v) => v.code)).toEqual(['MODULE_OBJECT_LOST']);
  });

  it('a spell declared with a lost module is refused', () => {
    const r = declaredModules([lost(kara)], ['kara'], 'Bréus');
    expect(!r.ok && r.violations.map((v) => v.code)).toEqual(['MODULE_OBJECT_LOST']);
    expect(declaredModules([kara], ['kara'], 'Bréus').ok).toBe(true);
  });

  it('initiative’s tie-break and an NPC’s difficulty leave a lost module out', () => {
    expect(initiativeTieBreak([force, kara])).toBe(2 * 5 + 3 * 1);
    expect(initiativeTieBreak([force, lost(kara)])).toBe(2 * 5);
    const npc = { name: 'Bréus', role: 'ONE_SHOT' as const, method: 'DELUXE' as const, modules: [force, lost(kara)], attackModuleIds: ['force', 'kara'], defenceModuleIds: ['force', 'kara'] };
    const d = npcDifficulty(npc, 'ATTACK');
    expect(d.ok && d.value.points).toBe(2);
    expect(d.ok && d.value.steps.map((s) => s.label)).toEqual(['Force']);
    const found = npcDifficulty({ ...npc, modules: [force, kara] }, 'ATTACK');
    expect(found.ok && found.value.points).toBe(5);
  });
});

// ----- Property: a lost module never counts ------------------------------------------------

const polarity = fc.constantFrom<Module['polarity']>('POSITIVE', 'NEGATIVE', 'RESISTIVE');
const moduleArb = fc.record({
  scope: fc.integer({ min: 1, max: 5 }),
  polarity,
  rank: fc.integer({ min: 1, max: 6 }),
  removable: fc.boolean(),
  objectLost: fc.boolean(),
});

describe('property: a lost module never counts', () => {
  it('any sheet scores as the same sheet without its lost modules, and losing one never changes what the others make', () => {
    fc.assert(
      fc.property(fc.array(moduleArb, { maxLength: 8 }), fc.integer({ min: 0, max: 3 }), (raw, assistants) => {
        const modules: DeclaredModule[] = raw.map((m, i) => ({ ...m, id: `m${i}`, name: `Module ${i}` }));
        const inPlay = modules.filter((m) => !(m.removable && m.objectLost));
        const help = [{ modulesEnteringPlay: assistants }];
        expect(scoreBreakdown({ modules, assistants: help })).toEqual(scoreBreakdown({ modules: inPlay, assistants: help }));
        // Losing every removable object: as if those modules were not on the sheet at all.
        const allLost = modules.map((m) => (m.removable ? { ...m, objectLost: true } : m));
        expect(scoreBreakdown({ modules: allLost }).rawScore).toBe(scoreBreakdown({ modules: modules.filter((m) => !m.removable) }).rawScore);
        expect(initiativeTieBreak(allLost)).toBe(initiativeTieBreak(modules.filter((m) => !m.removable)));
      }),
      { numRuns: 300 },
    );
  });
});
