/**
 * Spell (and ritual, and LOREVAL special power) definitions: what a spell is, which
 * predefined modules it needs, its casting parameters, and their validation.
 *
 * Seed 000 "Définition d'un sort ou d'un rituel": "Critères magiques … Puissance …
 * Description (pour les rituels : temps d'exécution, prérequis, durée, zone d'effet, portée)".
 * Seed 003 "Définir un sort" / "Paramétrer les effets du sort".
 */
import data from '../../data/magic.json';
import {
  ALMERA_FORMS,
  ALMERA_SOURCES,
  type AlmeraForm,
  type AlmeraSource,
  DEFAULT_MAGIC_SETTINGS,
  LOREVAL_FORMS,
  LOREVAL_OCCULTS,
  type LorevalForm,
  type LorevalOccult,
  type LorevalPowerModule,
  type MagicModuleKey,
  type MagicRanks,
  type MagicSettings,
  type MagicVariant,
  magicModule,
  rankOf,
} from './catalogue.js';
import { cite } from './cite.js';
import {
  type DamageType,
  MAX_SPELL_POWER,
  enhancementPower,
  itemEnhancementPoints,
  maxEnhancementRank,
  minimumPower,
} from './effects.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';

export type SpellKind = 'SPELL' | 'RITUAL' | 'POWER';
export type Nature = 'OFFENSIVE' | 'DEFENSIVE' | 'CURATIVE' | 'ENHANCEMENT' | 'MIXED' | 'MISC';
export const NATURES: readonly Nature[] = (data.natures as { key: string }[]).map((n) => n.key as Nature);

/**
 * One measurable (or narrative) effect. "Chaque effet de sort est défini avec un et un seul
 * type de dégât et un et un seul montant de dégât": a mixed spell lists several effects.
 */
export type SpellEffect =
  | { kind: 'DAMAGE'; damageType: DamageType; elemental?: boolean }
  /** Heal aimed at the severity = power (the mirror of the offensive ladder). */
  | { kind: 'HEAL_SEVERITY' }
  /** Heal counted in wound levels of a damage type ("sort de soin critique de rang 3"). */
  | { kind: 'HEAL_LEVELS'; damageType: DamageType; elemental?: boolean }
  /** Barrier: moves defence/attack dice by 2 per power level. */
  | { kind: 'BARRIER' }
  /** Damage-type protection: absorbs levels like armour, without eroding. */
  | { kind: 'PROTECTION'; damageType: DamageType; elemental?: boolean }
  /** Occult protection: a temporary positive module on the defences it covers. */
  | { kind: 'OCCULT_PROTECTION'; module: { name: string; scope: number; rank: number } }
  /** Counter-effect: cancels matching effects of power ≤ its rank. */
  | { kind: 'COUNTER_EFFECT'; against: string; scope: number }
  /** Enhancement (positive) or diminution (negative) temporary module. */
  | { kind: 'ENHANCEMENT'; module: { name: string; scope: number; rank: number; polarity: 'POSITIVE' | 'NEGATIVE' } }
  /** Enchanting an object's damage or protection. */
  | { kind: 'ITEM_ENHANCEMENT'; aspect: 'DAMAGE' | 'PROTECTION'; damageType: DamageType; elemental?: boolean }
  /** Non-measurable effect (invisibility, teleportation …): only its power matters. */
  | { kind: 'NARRATIVE'; description?: string };

export interface RitualDescription {
  /** "le temps d'exécution". */
  castingTime: string;
  /** "les prérequis" (components, sacrifices, places …). */
  prerequisites: string[];
  /** The ritual's own range, area and duration ("un rituel possède sa propre durée, …"). */
  range?: string;
  area?: string;
  duration?: string;
}

export interface SpellDefinition {
  variant: MagicVariant;
  kind: SpellKind;
  name: string;
  /** LOREVAL: the form (ARCANE | NATURAL | DIVINE); ALMERA: the source (SPIRITS | FAITH | ARCANE). */
  source: LorevalForm | AlmeraSource;
  /**
   * LOREVAL: occult modules the spell uses beyond those its natures already demand;
   * ALMERA: the forms that make it a second-level effect.
   */
  forms?: (LorevalOccult | AlmeraForm)[];
  /** LOREVAL special powers only: Harmony, Conviction or Heroism. */
  powerModule?: LorevalPowerModule;
  /** 1..5; ALMERA rituals 1..50. */
  power: number;
  nature: Nature;
  effects: SpellEffect[];
  description?: string;
  /**
   * What the spell is, for counter-effects to match (« établi contre une menace spécifique »):
   * "fire", "arcane magic", "physical integrity" … Its name always counts too.
   */
  keywords?: string[];
  /** LOREVAL rituals: required description. */
  ritual?: RitualDescription;
}

/** Casting parameters, each 0 (default: touch/self, one target, instant) to 3. */
export interface SpellParameters {
  range: number;
  area: number;
  duration: number;
}

export const NO_PARAMETERS: SpellParameters = { range: 0, area: 0, duration: 0 };

/** Seed 003: "Même un mage très puissant …"; the Eosia ritual, "un maximum raisonnable". */
export const ALMERA_MAX_RITUAL_POWER = 50;

/** The nature a single effect belongs to. */
export function natureOfEffect(effect: SpellEffect): Nature {
  switch (effect.kind) {
    case 'DAMAGE':
      return 'OFFENSIVE';
    case 'HEAL_SEVERITY':
    case 'HEAL_LEVELS':
      return 'CURATIVE';
    case 'BARRIER':
    case 'PROTECTION':
    case 'OCCULT_PROTECTION':
    case 'COUNTER_EFFECT':
      return 'DEFENSIVE';
    case 'ENHANCEMENT':
    case 'ITEM_ENHANCEMENT':
      return 'ENHANCEMENT';
    case 'NARRATIVE':
      return 'MISC';
  }
}

/** Natures the spell's effects carry (MISC never limits a form). */
export function effectNatures(spell: Pick<SpellDefinition, 'nature' | 'effects'>): Nature[] {
  const set = new Set<Nature>(spell.effects.map(natureOfEffect));
  if (spell.nature !== 'MIXED') set.add(spell.nature);
  return [...set];
}

/**
 * LOREVAL form gaps (seed 000 "LA MAGIE"): "la magie des arcanes est une magie offensive et
 * défensive, mais pas curative. La magie naturelle est … offensive et curative, mais pas
 * défensive. La magie divine est … défensive et curative, mais pas offensive." and the occult
 * module that lifts each gap.
 */
export const LOREVAL_FORM_GAPS: Record<LorevalForm, { nature: Nature; occult: LorevalOccult }> = {
  ARCANE: { nature: 'CURATIVE', occult: 'SPACE_TIME' },
  NATURAL: { nature: 'DEFENSIVE', occult: 'METAMORPHOSIS' },
  DIVINE: { nature: 'OFFENSIVE', occult: 'SOUL_SIGHT' },
};

/** Which form a LOREVAL special power module belongs to ("Pouvoirs particuliers"). */
export const LOREVAL_POWER_FORM: Record<LorevalPowerModule, LorevalForm> = {
  HARMONY: 'NATURAL',
  CONVICTION: 'DIVINE',
  HEROISM: 'ARCANE',
};

export interface RequiredModule {
  key: MagicModuleKey;
  minRank: number;
  /** Why it is required, as the rule. */
  rule: string;
}

/** ALMERA: 1 = first level (source only), 2 = second level (a form module is needed). */
export function almeraLevel(spell: Pick<SpellDefinition, 'forms'>): 1 | 2 {
  return (spell.forms ?? []).length > 0 ? 2 : 1;
}

/**
 * The predefined modules a spell needs, each at rank ≥ 1 ("disposer d'un module pré-défini
 * de magie peut s'avérer une condition préalable": seed 000; "Si le personnage ne possède pas
 * certains Modules, certaines choses lui sont alors impossibles": seed 003).
 */
export function requiredModules(spell: SpellDefinition): RequiredModule[] {
  const out: RequiredModule[] = [];
  const add = (key: MagicModuleKey, rule: string) => {
    if (!out.some((r) => r.key === key)) out.push({ key, minRank: 1, rule });
  };
  if (spell.variant === 'LOREVAL') {
    const form = spell.source as LorevalForm;
    add(form, cite('LOREVAL', 'La magie', `casting with this form requires ${magicModule('LOREVAL', form)?.name.en ?? form} at rank ≥ 1`));
    const gap = LOREVAL_FORM_GAPS[form];
    if (gap && effectNatures(spell).includes(gap.nature)) {
      add(
        gap.occult,
        cite('LOREVAL', 'La magie', `${gap.nature.toLowerCase()} ${magicModule('LOREVAL', form)?.name.en ?? form} requires ${magicModule('LOREVAL', gap.occult)?.name.en} at rank ≥ 1`),
      );
    }
    for (const f of spell.forms ?? []) {
      add(f, cite('LOREVAL', 'Définition d’un sort', `the spell lists ${f} among its required modules`));
    }
    if (spell.kind === 'RITUAL') {
      add('RITUAL', cite('LOREVAL', 'La magie rituelle', 'a ritual requires Ritual magic at rank ≥ 1 besides its form'));
    }
    if (spell.kind === 'POWER' && spell.powerModule) {
      add(spell.powerModule, cite('LOREVAL', 'Pouvoirs particuliers', `a special power requires ${magicModule('LOREVAL', spell.powerModule)?.name.en ?? spell.powerModule} at rank ≥ 1`));
    }
  } else {
    const source = spell.source as AlmeraSource;
    add(source, cite('ALMERA', 'Modules prédéfinis', `casting ${source} magic requires its source module at rank ≥ 1`));
    for (const f of spell.forms ?? []) {
      add(f, cite('ALMERA', 'Lancement d’un sort', `a second-level effect requires its form module (${f}) at rank ≥ 1`));
    }
  }
  return out;
}

/** Violations for each required module the caster lacks. */
export function checkCasterPrerequisites(spell: SpellDefinition, ranks: MagicRanks): Violation[] {
  return requiredModules(spell)
    .filter((r) => rankOf(ranks, r.key) < r.minRank)
    .map((r) =>
      violation(
        'MISSING_PREREQUISITE_MODULE',
        r.rule,
        `${spell.name}: needs ${magicModule(spell.variant, r.key)?.name.en ?? r.key} at rank ≥ ${r.minRank}, has ${rankOf(ranks, r.key)}`,
      ),
    );
}

/** Sum of the casting-parameter maluses (up to −9: "jusqu'à -9 sur son score d'action"). */
export function parameterMalus(p: SpellParameters): number {
  return p.range + p.area + p.duration;
}

/**
 * Parameters are 0..3 each. Rituals and special powers carry their own range, area and
 * duration ("tous les paramètres … sont déjà inclus dans les effets du rituel"; "Les
 * pouvoirs particuliers, à l'instar des rituels, portent en eux la définition de leur portée,
 * de leur durée et de leur zone d'effet"; seed 003 "Les rituels n'ont pas de paramètres").
 */
export function checkParameters(variant: MagicVariant, kind: SpellKind, p: SpellParameters): Violation[] {
  const out: Violation[] = [];
  for (const key of ['range', 'area', 'duration'] as const) {
    const v = p[key];
    if (!Number.isInteger(v) || v < 0 || v > 3) {
      out.push(
        violation(
          'BAD_PARAMETER',
          cite(variant, variant === 'LOREVAL' ? 'Manipuler un sort' : 'Paramétrer les effets du sort', 'each parameter has three steps, −1 to −3'),
          `${key} = ${v}, expected 0..3`,
        ),
      );
    }
  }
  if (kind !== 'SPELL' && parameterMalus(p) > 0) {
    const rule =
      kind === 'RITUAL'
        ? cite(variant, variant === 'LOREVAL' ? 'La magie rituelle' : 'Les rituels n’ont pas de paramètres', "a ritual's range, area and duration are part of the ritual, never a malus")
        : cite('LOREVAL', 'Pouvoirs particuliers', "a special power's range, area and duration are part of its definition");
    out.push(violation('PARAMETERS_NOT_ALLOWED', rule, `${kind.toLowerCase()} given casting parameters ${JSON.stringify(p)}`));
  }
  return out;
}

/**
 * A suggested area category from a count of targets, a surface or a volume. The categories
 * are fuzzy on purpose ("le fait qu'ils soient 11 ne les font pas automatiquement passer dans
 * la catégorie moyenne"): the GM overrides. Null above large: "Des zones d'effets plus
 * étendues requièrent des formes de magie plus avancée comme les rituels".
 */
export function suggestAreaCategory(size: { targets?: number; m2?: number; m3?: number }): number | null {
  const rows = data.parameters.area;
  let category = 0;
  const measures: [number | undefined, 'targets' | 'm2' | 'm3'][] = [
    [size.targets, 'targets'],
    [size.m2, 'm2'],
    [size.m3, 'm3'],
  ];
  for (const [value, field] of measures) {
    if (value === undefined) continue;
    if (field === 'targets' && value <= 1) continue;
    const row = rows.find((r) => value <= r[field]);
    if (!row) return null;
    category = Math.max(category, row.malus);
  }
  return category;
}

function powerRange(spell: SpellDefinition): { min: number; max: number; rule: string } {
  if (spell.variant === 'ALMERA' && spell.kind === 'RITUAL') {
    return {
      min: 1,
      max: ALMERA_MAX_RITUAL_POWER,
      rule: cite('ALMERA', 'Puissance d’un effet de rituel', 'a ritual has a power from 1 up to 50 (the Eosia ritual)'),
    };
  }
  return {
    min: 1,
    max: MAX_SPELL_POWER,
    rule: cite(spell.variant, spell.variant === 'LOREVAL' ? 'Difficulté pour lancer un sort' : 'Sélectionner l’effet d’un sort', 'a power is a level from 1 to 5'),
  };
}

/** Check one effect against the spell's power (costs of damage types, enhancement balance). */
function checkEffect(spell: SpellDefinition, effect: SpellEffect): Violation[] {
  const v = spell.variant;
  const p = spell.power;
  const dmgRule = (what: string) => cite(v, 'Dégâts et autres effets mesurables des sorts', what);
  switch (effect.kind) {
    case 'DAMAGE':
    case 'HEAL_LEVELS':
    case 'PROTECTION': {
      const min = minimumPower(effect.damageType, effect.elemental ?? false);
      if (p < min) {
        return [
          violation(
            'POWER_TOO_LOW_FOR_DAMAGE_TYPE',
            dmgRule(`${effect.elemental ? 'elemental ' : ''}${effect.damageType.toLowerCase()} ${effect.kind === 'DAMAGE' ? 'damage' : effect.kind === 'PROTECTION' ? 'protection' : 'healing'} needs power ≥ ${min}`),
            effect.elemental
              ? `${spell.name}: power ${p} gives no elemental ${effect.damageType.toLowerCase()} point: elemental damage costs one more power level, so elemental ${effect.damageType.toLowerCase()} needs power ${min}`
              : `${spell.name}: power ${p} gives no ${effect.damageType.toLowerCase()} point: ${effect.damageType.toLowerCase()} needs power ${min}`,
          ),
        ];
      }
      return [];
    }
    case 'ITEM_ENHANCEMENT': {
      if (itemEnhancementPoints(p, effect.damageType, effect.elemental ?? false) < 1) {
        return [
          violation(
            'POWER_TOO_LOW_FOR_DAMAGE_TYPE',
            dmgRule(`enhancing an object costs one power level first: ${effect.damageType.toLowerCase()} starts at power ${minimumPower(effect.damageType, effect.elemental ?? false, 1)}`),
            `${spell.name}: power ${p} gives no point`,
          ),
        ];
      }
      return [];
    }
    case 'ENHANCEMENT':
    case 'OCCULT_PROTECTION': {
      const m = effect.module;
      const out: Violation[] = [];
      const rule = cite(v === 'LOREVAL' ? 'LOREVAL' : 'ALMERA', 'Effet d’amélioration / diminution', 'power = scope + rank − 1, at most 5');
      if (!Number.isInteger(m.scope) || m.scope < 1 || m.scope > 5 || !Number.isInteger(m.rank) || m.rank < 1) {
        out.push(violation('BAD_TEMPORARY_MODULE', rule, `scope ${m.scope} (1..5) and rank ${m.rank} (≥ 1)`));
      } else if (enhancementPower(m.scope, m.rank) !== p) {
        out.push(
          violation(
            'ENHANCEMENT_POWER_MISMATCH',
            rule,
            `${spell.name}: scope ${m.scope} + rank ${m.rank} − 1 = power ${enhancementPower(m.scope, m.rank)}, the spell says ${p} (at power ${p} scope ${m.scope} buys rank ${maxEnhancementRank(m.scope, p)})`,
          ),
        );
      }
      return out;
    }
    case 'COUNTER_EFFECT': {
      if (!Number.isInteger(effect.scope) || effect.scope < 1 || effect.scope > 5 || maxEnhancementRank(effect.scope, p) < 1) {
        return [
          violation(
            'BAD_COUNTER_EFFECT',
            cite('LOREVAL', 'Effets défensifs', 'a counter-effect is graded like an enhancement: rank = power − scope + 1 ≥ 1'),
            `${spell.name}: scope ${effect.scope} at power ${p}`,
          ),
        ];
      }
      return [];
    }
    default:
      return [];
  }
}

/**
 * Validate a spell, ritual or special-power definition; collects every violation.
 * Returns the list of required modules on success.
 */
export function validateSpell(spell: SpellDefinition, _settings: MagicSettings = DEFAULT_MAGIC_SETTINGS): RuleResult<{ required: RequiredModule[] }> {
  const v = spell.variant;
  const out: Violation[] = [];
  if (!spell.name?.trim()) {
    out.push(violation('SPELL_NAME_REQUIRED', cite(v, v === 'LOREVAL' ? 'Définition d’un sort ou d’un rituel' : 'Définir un sort', 'a spell is named and described'), 'empty name'));
  }
  const range = powerRange(spell);
  if (!Number.isInteger(spell.power) || spell.power < range.min || spell.power > range.max) {
    out.push(violation('POWER_OUT_OF_RANGE', range.rule, `${spell.name}: power ${spell.power}, expected ${range.min}..${range.max}`));
  }
  const sources: readonly string[] = v === 'LOREVAL' ? LOREVAL_FORMS : ALMERA_SOURCES;
  if (!sources.includes(spell.source)) {
    out.push(
      violation(
        'UNKNOWN_SOURCE',
        cite(v, v === 'LOREVAL' ? 'La magie' : 'Modules prédéfinis de la magie', `the source of power is one of ${sources.join(', ')}`),
        `${spell.name}: source ${spell.source}`,
      ),
    );
  }
  const forms: readonly string[] = v === 'LOREVAL' ? LOREVAL_OCCULTS : ALMERA_FORMS;
  for (const f of spell.forms ?? []) {
    if (!forms.includes(f)) {
      out.push(
        violation(
          'UNKNOWN_FORM',
          cite(v, v === 'LOREVAL' ? 'La magie' : 'Modules prédéfinis de la magie', `the additional magic modules are ${forms.join(', ')}`),
          `${spell.name}: ${f}`,
        ),
      );
    }
  }
  if (!NATURES.includes(spell.nature)) {
    out.push(violation('UNKNOWN_NATURE', cite('LOREVAL', 'La magie', 'effects are of six natures'), `${spell.nature}`));
  }
  // Nature and effects must agree: a mixed spell combines two or more natures.
  const natures = new Set(spell.effects.map(natureOfEffect));
  if (spell.nature === 'MIXED') {
    if (natures.size < 2) {
      out.push(
        violation(
          'MIXED_NEEDS_TWO_NATURES',
          cite('LOREVAL', 'La magie', 'a mixed effect combines two or more natures'),
          `${spell.name}: effects of ${natures.size} nature(s)`,
        ),
      );
    }
  } else {
    for (const n of natures) {
      if (n !== spell.nature) {
        out.push(
          violation(
            'EFFECT_NATURE_MISMATCH',
            cite('LOREVAL', 'La magie', 'an effect belongs to the nature of its spell (or the spell is mixed)'),
            `${spell.name}: a ${n.toLowerCase()} effect in a ${spell.nature.toLowerCase()} spell`,
          ),
        );
      }
    }
  }
  if (spell.power <= MAX_SPELL_POWER) for (const e of spell.effects) out.push(...checkEffect(spell, e));

  if (spell.kind === 'POWER') {
    if (v !== 'LOREVAL') {
      out.push(violation('NO_SPECIAL_POWERS', cite('ALMERA', 'Mener une action magique', 'MOD-US has no special powers'), spell.name));
    } else if (!spell.powerModule) {
      out.push(violation('POWER_MODULE_REQUIRED', cite('LOREVAL', 'Pouvoirs particuliers', 'a special power comes from Harmony, Conviction or Heroism'), spell.name));
    } else if (LOREVAL_POWER_FORM[spell.powerModule] !== spell.source) {
      out.push(
        violation(
          'POWER_MODULE_FORM_MISMATCH',
          cite('LOREVAL', 'Pouvoirs particuliers', 'Harmony belongs to Natural magic, Conviction to Divine, Heroism to Arcane'),
          `${spell.powerModule} with a ${spell.source} power`,
        ),
      );
    }
  }
  if (spell.kind === 'RITUAL' && v === 'LOREVAL') {
    if (!spell.ritual?.castingTime.trim()) {
      out.push(
        violation(
          'RITUAL_DESCRIPTION_REQUIRED',
          cite('LOREVAL', 'Définition d’un sort ou d’un rituel', 'a ritual states its casting time, prerequisites, duration, area and range'),
          `${spell.name}: no casting time`,
        ),
      );
    }
  }
  return out.length ? fail(...out) : ok({ required: requiredModules(spell) });
}

/**
 * May the GM add this definition to the campaign's catalogue? Every breach `validateSpell` finds;
 * then, for a ritual or a special power that names a range, area or duration of its own as
 * default casting parameters, the refusal that these are part of it, never a casting malus.
 */
export function checkCatalogueSpell(spell: SpellDefinition & { parameters?: SpellParameters }, settings: MagicSettings = DEFAULT_MAGIC_SETTINGS): RuleResult<{ required: RequiredModule[] }> {
  const checked = validateSpell(spell, settings);
  if (!checked.ok) return checked;
  const p = spell.parameters;
  if (p && spell.kind !== 'SPELL' && (p.range || p.area || p.duration)) {
    return fail(
      violation(
        'PARAMETERS_NOT_ALLOWED',
        cite(spell.variant, spell.kind === 'RITUAL' ? 'La magie rituelle' : 'Pouvoirs particuliers', 'its range, area and duration are part of it, never a casting malus'),
        `${spell.name}: a ${spell.kind.toLowerCase()} carries its own range, area and duration.`,
      ),
    );
  }
  return checked;
}
