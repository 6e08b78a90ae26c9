/**
 * Which archetypes a character may take (SMS §8, §9): an SMS character, an NPC by the GM only;
 * one from the campaign's catalogue, with modules; a creature archetype on NPCs only; each once,
 * and on a PC only while it is a DRAFT.
 */
import { fail, ok, type RuleResult, type Violation, violation } from '../violation.js';
import { type LocalisedName, validateArchetype } from './archetypes.js';
import { type CampaignRole, type CharacterKind, type CharacterStatus, RULE_NPCS_ARE_THE_GMS } from './characters.js';
import type { Module } from './module.js';

export const RULE_APPLY = 'SMS §8: an archetype is applied at creation, within the creation rules';
const RULE_CREATURE = 'SMS §9: creature archetypes (vampire) apply to NPCs and creatures';
const RULE_CATALOGUE = 'SMS §8: archetypes come from the campaign’s catalogue';
const RULE_BUNDLES = 'SMS §8: archetypes are bundles of modules';

/** What these checks read of a catalogue entry. */
export interface ArchetypeEntry {
  key: string;
  name: LocalisedName;
  creature: boolean;
  modules: readonly Module[];
  elementalWeaknesses: readonly unknown[];
}

/** Budget rules a creature archetype is exempt from: NPCs have no creation budget (SMS §9). */
const CREATURE_EXEMPT = new Set(['ARCHETYPE_OVER_BUDGET', 'RANK_ABOVE_CREATION_MAX']);

/**
 * What an archetype's modules are held to (SMS §8): well-formed modules, ranks ≤ 3, at most
 * 33 XP — a creature archetype (SMS §9) to the well-formed modules only.
 */
export function archetypeModuleViolations(modules: readonly Module[], creature: boolean): Violation[] {
  const result = validateArchetype(modules);
  if (result.ok) return [];
  return creature ? result.violations.filter((v) => !CREATURE_EXEMPT.has(v.code)) : result.violations;
}

/** Archetypes are an SMS campaign's: a Ylnies campaign has none. */
export function archetypesOfCampaign(ruleset: string | undefined): RuleResult<true> {
  if (ruleset !== 'SMS') return fail(violation('NOT_SMS', RULE_BUNDLES, 'Archetypes belong to SMS campaigns.'));
  return ok(true);
}

/** May this caller apply archetypes to this character at all? SMS characters only; NPCs are the GM's. */
export function mayApplyArchetypes(character: { kind: CharacterKind; ruleset: string }, role: CampaignRole): RuleResult<true> {
  if (character.kind === 'NPC' && role !== 'GM') return fail(violation('NPC_IS_GM_ONLY', RULE_NPCS_ARE_THE_GMS, 'Only the GM changes NPCs.'));
  if (character.ruleset !== 'SMS') return fail(violation('NOT_SMS', RULE_BUNDLES, 'Archetypes belong to SMS characters.'));
  return ok(true);
}

/**
 * The archetype `key` names for this kind of character: in the catalogue, not a creature
 * archetype on a PC, and with something to apply (the seed names archetypes; the GM fills them).
 */
export function archetypeToApply<A extends ArchetypeEntry>(key: string, catalogue: readonly A[], kind: CharacterKind): RuleResult<A> {
  const archetype = catalogue.find((a) => a.key === key);
  if (!archetype) return fail(violation('UNKNOWN_ARCHETYPE', RULE_CATALOGUE, `No archetype "${key}" in this campaign.`));
  if (archetype.creature && kind === 'PC') {
    return fail(violation('CREATURE_ARCHETYPE_ON_PC', RULE_CREATURE, `${archetype.name.en} is a creature archetype: it applies to NPCs only.`));
  }
  if (archetype.modules.length === 0 && archetype.elementalWeaknesses.length === 0) {
    return fail(
      violation(
        'ARCHETYPE_WITHOUT_MODULES',
        'SMS §8: the seed lists archetypes’ names; the GM fills their modules',
        `${archetype.name.en} has no modules yet: the seed names archetypes only, the GM defines their modules (defineArchetype).`,
      ),
    );
  }
  return ok(archetype);
}

/**
 * May the archetype go on the character as it is now? A PC takes archetypes at creation only
 * (DRAFT), and nobody takes the same archetype twice.
 */
export function mayApplyArchetypeNow(
  character: { name: string; kind: CharacterKind; status: CharacterStatus; applied: readonly string[] },
  archetype: Pick<ArchetypeEntry, 'key' | 'name'>,
): RuleResult<true> {
  if (character.kind === 'PC' && character.status !== 'DRAFT') {
    return fail(violation('CHARACTER_ACTIVE', RULE_APPLY, `${character.name} is active: archetypes are applied at creation.`));
  }
  if (character.applied.includes(archetype.key)) {
    return fail(violation('ARCHETYPE_ALREADY_APPLIED', RULE_APPLY, `${character.name} already has the archetype ${archetype.name.en}.`));
  }
  return ok(true);
}

/** A creature's archetypes (SMS §9), in the order listed: each from the catalogue, each once. */
export function creatureArchetypes<A extends Pick<ArchetypeEntry, 'key' | 'name'>>(keys: readonly string[], catalogue: readonly A[]): RuleResult<A[]> {
  const chosen: A[] = [];
  for (const key of keys) {
    const a = catalogue.find((x) => x.key === key);
    if (!a) return fail(violation('UNKNOWN_ARCHETYPE', RULE_CATALOGUE, `No archetype "${key}" in this campaign.`));
    if (chosen.some((c) => c.key === key)) return fail(violation('ARCHETYPE_ALREADY_APPLIED', RULE_APPLY, `${a.name.en} is listed twice.`));
    chosen.push(a);
  }
  return ok(chosen);
}
