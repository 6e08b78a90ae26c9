import smsData from '../../data/sms.json';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { MAX_SCOPE, MIN_SCOPE, type Module } from './module.js';

/**
 * Archetypes (SMS §8) and creatures (SMS §9): named bundles of modules. The seed lists the PC
 * archetypes' names but no modules, so the catalogue ships names and a GM fills the modules.
 */

export type ArchetypeKind = 'COMPLETE' | 'TRADE' | 'SOCIETAL' | 'ADVENTUROUS_TRAIT';
export const ARCHETYPE_KINDS: readonly ArchetypeKind[] = ['COMPLETE', 'TRADE', 'SOCIETAL', 'ADVENTUROUS_TRAIT'];

export interface LocalisedName {
  fr: string;
  en: string;
}

export interface Archetype {
  /** Stable key from the English name: "Fight with a blade" → FIGHT_WITH_A_BLADE. */
  key: string;
  kind: ArchetypeKind;
  name: LocalisedName;
  modules: Module[];
}

/** At most 33 XP per archetype, so it fits any race (SMS §8). */
export const ARCHETYPE_MAX_XP: number = smsData.archetypeMaxXp;
/** Negative modules give back at most 10 XP (SMS §8). */
export const NEGATIVE_REFUND_CAP = 10;
/** At most 3 ranks per module at creation (SMS §8): an archetype is applied at creation. */
export const CREATION_MAX_RANK = 3;

export function keyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** The archetype catalogue from the seed (SMS §8): names only, modules empty for the GM to fill. */
export function archetypeCatalogue(): Archetype[] {
  const groups = smsData.archetypes as Record<ArchetypeKind, { name: LocalisedName }[]>;
  return ARCHETYPE_KINDS.flatMap((kind) => (groups[kind] ?? []).map((a) => ({ key: keyOf(a.name.en), kind, name: a.name, modules: [] })));
}

export interface ArchetypeCost {
  /** Σ scope × rank of positive and resistive modules. */
  bought: number;
  /** Σ scope × rank given back by negative modules, capped at 10. */
  refund: number;
  cost: number;
}

/** XP cost of a bundle (SMS §8): one rank costs its scope; negatives give back, at most 10. */
export function archetypeCost(modules: readonly Module[]): ArchetypeCost {
  let bought = 0;
  let refundRaw = 0;
  for (const m of modules) {
    if (m.polarity === 'NEGATIVE') refundRaw += m.scope * m.rank;
    else bought += m.scope * m.rank;
  }
  const refund = Math.min(refundRaw, NEGATIVE_REFUND_CAP);
  return { bought, refund, cost: bought - refund };
}

/** Validate a PC archetype's modules (SMS §8): costs ≤ 33 XP, ranks ≤ 3, well-formed modules. */
export function validateArchetype(modules: readonly Module[]): RuleResult<ArchetypeCost> {
  const v: Violation[] = [];
  for (const m of modules) {
    if (m.name.trim() === '') v.push(violation('MODULE_WITHOUT_NAME', 'SMS §1: a module names a background fact', 'a module needs a name'));
    if (!Number.isInteger(m.scope) || m.scope < MIN_SCOPE || m.scope > MAX_SCOPE) {
      v.push(violation('BAD_SCOPE', 'SMS §1: a scope is 1 to 5', `${m.name}: scope ${m.scope}`));
    }
    if (!Number.isInteger(m.rank) || m.rank < 1) v.push(violation('BAD_RANK', 'SMS §1: a rank is a whole number ≥ 1', `${m.name}: rank ${m.rank}`));
    else if (m.rank > CREATION_MAX_RANK) {
      v.push(violation('RANK_ABOVE_CREATION_MAX', 'SMS §8: at most 3 ranks per module at creation', `${m.name}: rank ${m.rank}`));
    }
  }
  if (v.length > 0) return fail(...v);
  const cost = archetypeCost(modules);
  if (cost.cost > ARCHETYPE_MAX_XP) {
    return fail(violation('ARCHETYPE_OVER_BUDGET', 'SMS §8: an archetype costs at most 33 XP', `the archetype costs ${cost.cost} XP`));
  }
  return ok(cost);
}

function sameModule(a: Module, b: Module): boolean {
  return a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.scope === b.scope && a.polarity === b.polarity;
}

/**
 * Apply an archetype to a character's modules (SMS §8): a module the character already has
 * (same name, scope and polarity) gains the archetype's ranks — the XP of both is spent —
 * any other is added with source ARCHETYPE. The creation checks still apply to the result.
 */
export function applyArchetype<M extends Module>(modules: readonly M[], archetype: Pick<Archetype, 'modules'>): RuleResult<(M | Module)[]> {
  const valid = validateArchetype(archetype.modules);
  if (!valid.ok) return valid;
  const out: (M | Module)[] = [...modules];
  for (const am of archetype.modules) {
    const i = out.findIndex((m) => sameModule(m, am));
    if (i >= 0) out[i] = { ...out[i]!, rank: out[i]!.rank + am.rank };
    else out.push({ ...am, source: 'ARCHETYPE' });
  }
  return ok(out);
}

export type BestiaryClass =
  | 'ABOMINATION'
  | 'COLONIES_AND_SWARMS'
  | 'DRACONID'
  | 'ELEMENTAL_AND_CONSTRUCT'
  | 'SPIRIT'
  | 'OUTSIDER'
  | 'PREDATOR'
  | 'GIANT'
  | 'HERBIVORE'
  | 'LESSER_HUMANOID'
  | 'HUMANOID'
  | 'GREATER_HUMANOID'
  | 'INSECTOID_AND_ARACHNID'
  | 'UNDEAD'
  | 'VERMIN'
  | 'REPTILIAN'
  | 'PLANT';

/** The bestiary classes of the Omnivers of Loreval (SMS §9), with the seed's names. */
export const BESTIARY_CLASSES: readonly { key: BestiaryClass; name: LocalisedName }[] = smsData.bestiaryClasses.map((c) => ({
  key: keyOf(c.name.en) as BestiaryClass,
  name: c.name,
}));

/** Elemental damage some creatures take from what harms no one else (seed: vampire in sunlight). */
export interface ElementalWeakness {
  trigger: LocalisedName;
  damageType: 'LETHAL' | 'CRITICAL';
}

/** A creature race (SMS §9: "toute créature appartient à une race"): fixed modules for every member. */
export interface CreatureRace {
  key: string;
  name: LocalisedName;
  bestiaryClass: BestiaryClass;
  sizeFactor: number;
  modules: Module[];
}

/** A creature archetype (SMS §9: vampire is an archetype) added on top of a race. */
export interface CreatureArchetype {
  key: string;
  name: LocalisedName;
  modules: Module[];
  elementalWeaknesses: ElementalWeakness[];
}

/**
 * The seed's one creature archetype: vampire. Its modules are the GM's; its weaknesses are the
 * seed's: sunlight is a critical elemental attack, holy water a lethal one (SMS §4).
 */
export const VAMPIRE: CreatureArchetype = {
  key: 'VAMPIRE',
  name: { fr: 'Vampire', en: 'Vampire' },
  modules: [],
  elementalWeaknesses: [
    { trigger: { fr: 'Soleil', en: 'Sunlight' }, damageType: 'CRITICAL' },
    { trigger: { fr: 'Eau bénite', en: 'Holy water' }, damageType: 'LETHAL' },
  ],
};

export interface Creature {
  name: string;
  race: string;
  archetypes: string[];
  bestiaryClass: BestiaryClass;
  sizeFactor: number;
  modules: Module[];
  elementalWeaknesses: ElementalWeakness[];
}

/**
 * Build a creature (SMS §9): its race's modules, then each archetype's, then its own. No budget
 * binds NPCs, so archetypes are merged without the 33-XP check. Seed: a goblin warrior-sorcerer
 * vampire is a goblin with the vampire archetype.
 */
export function buildCreature(input: {
  name: string;
  race: CreatureRace;
  archetypes?: CreatureArchetype[];
  modules?: Module[];
  sizeFactor?: number;
}): RuleResult<Creature> {
  const size = input.sizeFactor ?? input.race.sizeFactor;
  if (!Number.isInteger(size) || size < 1 || size > 9) {
    return fail(violation('BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9', `size factor ${size}`));
  }
  const modules: Module[] = input.race.modules.map((m) => ({ ...m, source: 'RACE' as const }));
  const merge = (extra: readonly Module[], source: Module['source']) => {
    for (const am of extra) {
      const i = modules.findIndex((m) => sameModule(m, am));
      if (i >= 0) modules[i] = { ...modules[i]!, rank: modules[i]!.rank + am.rank };
      else modules.push({ ...am, source: am.source ?? source });
    }
  };
  for (const a of input.archetypes ?? []) merge(a.modules, 'ARCHETYPE');
  merge(input.modules ?? [], 'GM');
  return ok({
    name: input.name,
    race: input.race.key,
    archetypes: (input.archetypes ?? []).map((a) => a.key),
    bestiaryClass: input.race.bestiaryClass,
    sizeFactor: size,
    modules,
    elementalWeaknesses: (input.archetypes ?? []).flatMap((a) => a.elementalWeaknesses),
  });
}
