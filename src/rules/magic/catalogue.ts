/**
 * The predefined magic modules of both SMS magic variants, their prerequisites, and how a
 * character's free-text modules are recognised as predefined ones.
 *
 * LOREVAL = seed 000 "LA MAGIE"; ALMERA = seed 003 (MOD-US). Data lives in
 * `src/data/magic.json` (French and English names); this file types it and adds the rules.
 */
import data from '../../data/magic.json';
import type { Module, Polarity } from '../sms/module.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';

export type MagicVariant = 'LOREVAL' | 'ALMERA';

export type LorevalModuleKey =
  | 'ARCANE'
  | 'NATURAL'
  | 'DIVINE'
  | 'METAMORPHOSIS'
  | 'SPACE_TIME'
  | 'SOUL_SIGHT'
  | 'RITUAL'
  | 'HARMONY'
  | 'CONVICTION'
  | 'HEROISM';

export type AlmeraModuleKey =
  | 'SPIRITS'
  | 'FAITH'
  | 'ARCANE'
  | 'METAMORPHOSIS'
  | 'SOUL'
  | 'SPACE_TIME'
  | 'EXHAUSTION_RESISTANCE'
  | 'SPELL_MANIPULATION'
  | 'EMPOWERMENT';

export type MagicModuleKey = LorevalModuleKey | AlmeraModuleKey;

/** A character's ranks in the predefined magic modules (absent = 0). */
export type MagicRanks = Partial<Record<MagicModuleKey, number>>;

/** LOREVAL forms of magic (seed 000: arcane, natural/spirits, divine). */
export type LorevalForm = 'ARCANE' | 'NATURAL' | 'DIVINE';
/** LOREVAL occult modules, each lifting one gap of one form. */
export type LorevalOccult = 'METAMORPHOSIS' | 'SPACE_TIME' | 'SOUL_SIGHT';
/** LOREVAL special-power modules. */
export type LorevalPowerModule = 'HARMONY' | 'CONVICTION' | 'HEROISM';
/** ALMERA sources of power (one is required to cast). */
export type AlmeraSource = 'SPIRITS' | 'FAITH' | 'ARCANE';
/** ALMERA forms of magic: needed for "second level" effects. */
export type AlmeraForm = 'METAMORPHOSIS' | 'SOUL' | 'SPACE_TIME';

export const LOREVAL_FORMS: readonly LorevalForm[] = ['ARCANE', 'NATURAL', 'DIVINE'];
export const LOREVAL_OCCULTS: readonly LorevalOccult[] = ['METAMORPHOSIS', 'SPACE_TIME', 'SOUL_SIGHT'];
export const LOREVAL_POWER_MODULES: readonly LorevalPowerModule[] = ['HARMONY', 'CONVICTION', 'HEROISM'];
export const ALMERA_SOURCES: readonly AlmeraSource[] = ['SPIRITS', 'FAITH', 'ARCANE'];
export const ALMERA_FORMS: readonly AlmeraForm[] = ['METAMORPHOSIS', 'SOUL', 'SPACE_TIME'];

export interface LocalisedName {
  fr: string;
  en: string;
}

export interface MagicModuleDef {
  key: MagicModuleKey;
  name: LocalisedName;
  scope: number;
  polarity: Polarity;
  note?: string;
  /** Module key → required rank ('maxModuleRank' = the campaign's maximum rank). */
  requires?: Partial<Record<MagicModuleKey, number | 'maxModuleRank'>>;
  /** Extra spellings accepted when recognising a character's module by name. */
  aliases: string[];
}

/** Campaign settings the magic rules read. */
export interface MagicSettings {
  /**
   * The "rang maximum" of seed 000 "Pouvoirs particuliers". Decision: 5, a campaign setting
   * (MAGIC.md LOREVAL).
   */
  maxModuleRank: number;
}

export const DEFAULT_MAGIC_SETTINGS: MagicSettings = { maxModuleRank: 5 };

/** Seed 003: "Il est cependant limité à un rang de 5" (Résistance à l'épuisement magique). */
export const ALMERA_EXHAUSTION_RESISTANCE_MAX_RANK = 5;

// Extra names players are likely to write: the seeds themselves use several spellings.
const ALIASES: Record<MagicVariant, Partial<Record<MagicModuleKey, string[]>>> = {
  LOREVAL: {
    ARCANE: ['Magie des arcanes', "Pouvoir de l'arcane", 'Arcane magic', 'Arcane'],
    NATURAL: ['Magie naturelle', 'Pouvoir des esprits', 'Natural magic', 'Power of spirits'],
    DIVINE: ['Magie divine', 'Pouvoir de la foi', 'Divine magic', 'Power of faith'],
    SPACE_TIME: ['Espace Temps', 'Space Time'],
    SOUL_SIGHT: ["Vision de l'ame"],
    RITUAL: ['Magie rituelle', 'Ritual magic'],
  },
  ALMERA: {
    SPIRITS: ['Magie des esprits'],
    FAITH: ['Magie divine', 'Magie de la foi'],
    ARCANE: ['Magie des arcanes'],
    METAMORPHOSIS: ['Magie des métamorphoses', 'Métamorphose'],
    EMPOWERMENT: ['Alimentation du pouvoir magique', 'Amélioration du pouvoir magique'],
  },
};

interface JsonModule {
  key: string;
  name: LocalisedName;
  scope: number;
  polarity: string;
  note?: { en: string };
  requires?: Record<string, number | string>;
}

function toDef(variant: MagicVariant, m: JsonModule): MagicModuleDef {
  const key = m.key as MagicModuleKey;
  const def: MagicModuleDef = {
    key,
    name: m.name,
    scope: m.scope,
    polarity: m.polarity as Polarity,
    aliases: ALIASES[variant][key] ?? [],
  };
  if (m.note) def.note = m.note.en;
  if (m.requires) def.requires = m.requires as MagicModuleDef['requires'];
  return def;
}

const CATALOGUE: Record<MagicVariant, readonly MagicModuleDef[]> = {
  LOREVAL: (data.LOREVAL.modules as JsonModule[]).map((m) => toDef('LOREVAL', m)),
  ALMERA: (data.ALMERA.modules as JsonModule[]).map((m) => toDef('ALMERA', m)),
};

/** The predefined magic modules of a variant (all scope 5: seed 003; Decision for LOREVAL). */
export function magicModules(variant: MagicVariant): readonly MagicModuleDef[] {
  return CATALOGUE[variant];
}

/** One predefined module, or undefined when the variant has no such key. */
/**
 * The rule a module's prerequisite cites: LOREVAL "Pouvoirs particuliers" (Harmony, Conviction
 * and Heroism need Natural, Divine and Arcane magic at the maximum rank). Told with the
 * violation, and by the API beside each requirement.
 */
export function prerequisiteRule(variant: MagicVariant, of: MagicModuleDef, required: MagicModuleKey): string {
  const name = magicModule(variant, required)?.name.en ?? required;
  return `MAGIC ${variant} §Pouvoirs particuliers: ${of.name.en} requires ${name} at the maximum rank`;
}

export function magicModule(variant: MagicVariant, key: MagicModuleKey): MagicModuleDef | undefined {
  return CATALOGUE[variant].find((m) => m.key === key);
}

/** Normalise a module name for comparison: accents, case, apostrophes, punctuation. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .replace(/[^a-zA-Z0-9']+/g, ' ')
    .trim()
    .toLowerCase();
}

function namesOf(def: MagicModuleDef): string[] {
  return [def.name.fr, def.name.en, ...def.aliases].map(normaliseName);
}

/**
 * Recognise predefined magic modules among a character's modules by name (French, English
 * or a listed alias). A negative module never counts as magic talent. Where the same key
 * matches twice the higher rank wins (one cannot stack a module with itself).
 */
export function magicRanksFromModules(variant: MagicVariant, modules: readonly Module[]): MagicRanks {
  const ranks: MagicRanks = {};
  for (const def of CATALOGUE[variant]) {
    const names = namesOf(def);
    for (const m of modules) {
      if (m.polarity === 'NEGATIVE') continue;
      if (!names.includes(normaliseName(m.name))) continue;
      ranks[def.key] = Math.max(ranks[def.key] ?? 0, m.rank);
    }
  }
  return ranks;
}

/** Rank of a predefined module (0 when absent). */
export function rankOf(ranks: MagicRanks, key: MagicModuleKey): number {
  return ranks[key] ?? 0;
}

/**
 * May a character acquire (or raise to `newRank`) a predefined magic module?
 * - LOREVAL "Pouvoirs particuliers": Harmony / Conviction / Heroism need Natural / Divine /
 *   Arcane magic "au rang maximum".
 * - ALMERA: Resistance to magical exhaustion is "limité à un rang de 5".
 * - Both: the module must exist in the variant.
 */
export function checkModuleAcquisition(
  variant: MagicVariant,
  key: MagicModuleKey,
  newRank: number,
  ranks: MagicRanks,
  settings: MagicSettings = DEFAULT_MAGIC_SETTINGS,
): RuleResult<MagicModuleDef> {
  const def = magicModule(variant, key);
  if (!def) {
    return fail(
      violation(
        'UNKNOWN_MAGIC_MODULE',
        `MAGIC ${variant}: only the predefined magic modules of the variant exist`,
        `${key} is not a predefined ${variant} magic module`,
      ),
    );
  }
  const violations: Violation[] = [];
  if (!Number.isInteger(newRank) || newRank < 1) {
    violations.push(
      violation('BAD_RANK', 'SMS §1: a module rank is a whole number ≥ 1', `rank ${newRank} for ${def.name.en}`),
    );
  }
  for (const [reqKey, req] of Object.entries(def.requires ?? {})) {
    const needed = req === 'maxModuleRank' ? settings.maxModuleRank : (req as number);
    const have = rankOf(ranks, reqKey as MagicModuleKey);
    if (have < needed) {
      const reqName = magicModule(variant, reqKey as MagicModuleKey)?.name.en ?? reqKey;
      violations.push(
        violation(
          'MAGIC_MODULE_PREREQUISITE',
          prerequisiteRule(variant, def, reqKey as MagicModuleKey),
          `${def.name.en} needs ${reqName} at rank ${needed}; the character has ${have}`,
        ),
      );
    }
  }
  if (variant === 'ALMERA' && key === 'EXHAUSTION_RESISTANCE' && newRank > ALMERA_EXHAUSTION_RESISTANCE_MAX_RANK) {
    violations.push(
      violation(
        'RANK_ABOVE_MODULE_MAX',
        'MAGIC ALMERA §Épuisement magique: Resistance to magical exhaustion is limited to rank 5',
        `rank ${newRank} asked, at most ${ALMERA_EXHAUSTION_RESISTANCE_MAX_RANK}`,
      ),
    );
  }
  return violations.length ? fail(...violations) : ok(def);
}

/** Turn a predefined module into a plain SMS module at a rank (for character sheets). */
export function predefinedModule(variant: MagicVariant, key: MagicModuleKey, rank: number, lang: 'fr' | 'en' = 'fr'): Module | undefined {
  const def = magicModule(variant, key);
  if (!def) return undefined;
  return { name: def.name[lang], scope: def.scope, polarity: def.polarity, rank, source: 'PLAYER' };
}
