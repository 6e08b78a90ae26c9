import { describe, expect, it } from 'vitest';
import {
  type ArchetypeEntry,
  archetypeModuleViolations,
  archetypesOfCampaign,
  archetypeToApply,
  creatureArchetypes,
  mayApplyArchetypeNow,
  mayApplyArchetypes,
} from '../../../src/rules/sms/archetype-choice.js';
import type { RuleResult } from '../../../src/rules/violation.js';

const RULE_APPLY = 'SMS §8: an archetype is applied at creation, within the creation rules';
const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));
const force = { name: 'Force', scope: 5, polarity: 'POSITIVE' as const, rank: 1 };
const entry = (key: string, over: Partial<ArchetypeEntry> = {}): ArchetypeEntry => ({
  key,
  name: { en: key.toLowerCase(), fr: key.toLowerCase() },
  creature: false,
  modules: [force],
  elementalWeaknesses: [],
  ...over,
});
const catalogue = [
  entry('KNIGHT'),
  entry('BARD', { modules: [] }),
  entry('VAMPIRE', { creature: true, modules: [], elementalWeaknesses: [{ element: 'FIRE' }] }),
  entry('GHOUL', { creature: true }),
];

describe('SMS §8, §9 who takes archetypes', () => {
  it('SMS campaigns and characters only; NPCs by the GM only', () => {
    expect(archetypesOfCampaign('SMS')).toEqual({ ok: true, value: true });
    const ylniesCampaign = archetypesOfCampaign('YLNIES');
    expect(!ylniesCampaign.ok && ylniesCampaign.violations[0]!.message).toBe('Archetypes belong to SMS campaigns.');
    expect(breach(archetypesOfCampaign('YLNIES'))).toEqual([['NOT_SMS', 'SMS §8: archetypes are bundles of modules']]);
    expect(breach(archetypesOfCampaign(undefined))).toEqual([['NOT_SMS', 'SMS §8: archetypes are bundles of modules']]);
    expect(mayApplyArchetypes({ kind: 'PC', ruleset: 'SMS' }, 'PLAYER').ok).toBe(true);
    expect(mayApplyArchetypes({ kind: 'NPC', ruleset: 'SMS' }, 'GM')).toEqual({ ok: true, value: true });
    const byPlayer = mayApplyArchetypes({ kind: 'NPC', ruleset: 'SMS' }, 'PLAYER');
    expect(!byPlayer.ok && byPlayer.violations[0]!.message).toBe('Only the GM changes NPCs.');
    expect(breach(mayApplyArchetypes({ kind: 'NPC', ruleset: 'SMS' }, 'PLAYER'))).toEqual([['NPC_IS_GM_ONLY', 'SMS §9: NPCs are the GM’s']]);
    const ylnies = mayApplyArchetypes({ kind: 'PC', ruleset: 'YLNIES' }, 'GM');
    expect(!ylnies.ok && ylnies.violations[0]).toEqual({ code: 'NOT_SMS', rule: 'SMS §8: archetypes are bundles of modules', message: 'Archetypes belong to SMS characters.' });
  });
});

describe('SMS §8, §9 which archetype', () => {
  it('one of the catalogue, with modules (or a creature’s weaknesses); creature archetypes on NPCs only', () => {
    expect(archetypeToApply('KNIGHT', catalogue, 'PC')).toEqual({ ok: true, value: catalogue[0] });
    expect(archetypeToApply('VAMPIRE', catalogue, 'NPC')).toEqual({ ok: true, value: catalogue[2] });
    expect(archetypeToApply('GHOUL', catalogue, 'NPC').ok).toBe(true);
    const unknown = archetypeToApply('NOPE', catalogue, 'PC');
    expect(breach(unknown)).toEqual([['UNKNOWN_ARCHETYPE', 'SMS §8: archetypes come from the campaign’s catalogue']]);
    expect(!unknown.ok && unknown.violations[0]!.message).toBe('No archetype "NOPE" in this campaign.');
    const creature = archetypeToApply('GHOUL', catalogue, 'PC');
    expect(breach(creature)).toEqual([['CREATURE_ARCHETYPE_ON_PC', 'SMS §9: creature archetypes (vampire) apply to NPCs and creatures']]);
    expect(!creature.ok && creature.violations[0]!.message).toBe('ghoul is a creature archetype: it applies to NPCs only.');
    const empty = archetypeToApply('BARD', catalogue, 'NPC');
    expect(breach(empty)).toEqual([['ARCHETYPE_WITHOUT_MODULES', 'SMS §8: the seed lists archetypes’ names; the GM fills their modules']]);
    expect(!empty.ok && empty.violations[0]!.message).toBe('bard has no modules yet: the seed names archetypes only, the GM defines their modules (defineArchetype).');
  });

  it('at creation for a PC, at any time for an NPC; never twice', () => {
    const pc = { name: 'Kara', kind: 'PC' as const, status: 'DRAFT' as const, applied: ['BARD'] };
    expect(mayApplyArchetypeNow(pc, entry('KNIGHT'))).toEqual({ ok: true, value: true });
    const active = mayApplyArchetypeNow({ ...pc, status: 'ACTIVE' }, entry('KNIGHT'));
    expect(breach(active)).toEqual([['CHARACTER_ACTIVE', RULE_APPLY]]);
    expect(!active.ok && active.violations[0]!.message).toBe('Kara is active: archetypes are applied at creation.');
    expect(mayApplyArchetypeNow({ ...pc, kind: 'NPC', status: 'ACTIVE' }, entry('KNIGHT')).ok).toBe(true);
    const twice = mayApplyArchetypeNow(pc, entry('BARD'));
    expect(breach(twice)).toEqual([['ARCHETYPE_ALREADY_APPLIED', RULE_APPLY]]);
    expect(!twice.ok && twice.violations[0]!.message).toBe('Kara already has the archetype bard.');
  });

  it('a creature’s archetypes: each from the catalogue, each once, in the order listed', () => {
    expect(creatureArchetypes([], catalogue)).toEqual({ ok: true, value: [] });
    const r = creatureArchetypes(['VAMPIRE', 'KNIGHT'], catalogue);
    expect(r.ok && r.value.map((a) => a.key)).toEqual(['VAMPIRE', 'KNIGHT']);
    const unknown = creatureArchetypes(['KNIGHT', 'NOPE'], catalogue);
    expect(breach(unknown)).toEqual([['UNKNOWN_ARCHETYPE', 'SMS §8: archetypes come from the campaign’s catalogue']]);
    expect(!unknown.ok && unknown.violations[0]!.message).toBe('No archetype "NOPE" in this campaign.');
    const twice = creatureArchetypes(['VAMPIRE', 'KNIGHT', 'VAMPIRE'], catalogue);
    expect(breach(twice)).toEqual([['ARCHETYPE_ALREADY_APPLIED', RULE_APPLY]]);
    expect(!twice.ok && twice.violations[0]!.message).toBe('vampire is listed twice.');
  });
});

describe('SMS §8, §9 what an archetype’s modules are held to', () => {
  const mod = (name: string, rank: number, scope = 5) => ({ name, scope, polarity: 'POSITIVE' as const, rank });
  const codes = (v: { code: string }[]) => v.map((x) => x.code);

  it('a PC archetype: ranks ≤ 3 and at most 33 XP; a creature archetype: well-formed modules only', () => {
    expect(archetypeModuleViolations([mod('Force', 3, 5), mod('Agilité', 3, 5)], false)).toEqual([]);
    expect(codes(archetypeModuleViolations([mod('Force', 4, 1)], false))).toEqual(['RANK_ABOVE_CREATION_MAX']);
    expect(codes(archetypeModuleViolations([mod('Force', 3, 5), mod('Agilité', 3, 5), mod('Tir', 1, 4)], false))).toEqual(['ARCHETYPE_OVER_BUDGET']);
    expect(archetypeModuleViolations([mod('Force', 3, 5), mod('Agilité', 3, 5), mod('Tir', 1, 3)], false)).toEqual([]);
    expect(archetypeModuleViolations([mod('Force', 9, 5), mod('Agilité', 9, 5)], true)).toEqual([]);
    // 34 XP: over a PC archetype's 33, nothing for a creature's.
    const dear = [mod('Force', 3, 5), mod('Agilité', 3, 5), mod('Tir', 1, 4)];
    expect(archetypeModuleViolations(dear, true)).toEqual([]);
    expect(codes(archetypeModuleViolations([mod('Force', 9, 6), mod(' ', 1)], true))).toEqual(['BAD_SCOPE', 'MODULE_WITHOUT_NAME']);
  });
});
