/**
 * The ten playable races of the Omnivers de Loreval (SMS §8 "Races"), read from
 * `src/data/sms.json`, which keeps the seed's French names beside the English ones.
 */
import data from '../../data/sms.json';
import type { Module, Polarity } from './module.js';

export type SmsRaceKey = 'HUMAN' | 'TIFIN' | 'ELFIN' | 'MIORKIN' | 'MIELFIN' | 'DUDIN' | 'NELIN' | 'DESCAR' | 'ATARK' | 'MALTIF';

/** `fr` is the seed's language; the API's `Locale` enum (EN/FR) maps onto it. */
export type Locale = 'fr' | 'en' | 'FR' | 'EN';

export interface LocalizedName {
  fr: string;
  en: string;
}

export interface RacialModuleDef {
  name: LocalizedName;
  scope: number;
  polarity: Polarity;
  /** Magnitude ≥ 1, as for every module (SMS §1 Decision). */
  rank: number;
}

export interface SmsRace {
  key: SmsRaceKey;
  name: LocalizedName;
  /** Default size factor (SMS §6 Decision: Tifin and Nelin 4, every other race 5). */
  sizeFactor: number;
  /** Free XP the race adds instead of modules (Human +7, Mielfin +3). */
  extraXp: number;
  modules: readonly RacialModuleDef[];
}

const POLARITIES: readonly Polarity[] = ['POSITIVE', 'NEGATIVE', 'RESISTIVE'];

// The JSON is typed by TypeScript with `polarity: string`; narrow it once here so a typo in
// the data fails loudly at load time instead of silently costing the wrong XP.
function toPolarity(value: string): Polarity {
  if ((POLARITIES as readonly string[]).includes(value)) return value as Polarity;
  throw new Error(`sms.json: unknown polarity ${value}`);
}

/** Every playable Loreval race, in the seed's order. */
export const SMS_RACES: readonly SmsRace[] = Object.freeze(
  data.races.map(
    (race): SmsRace =>
      Object.freeze({
        key: race.key as SmsRaceKey,
        name: { fr: race.name.fr, en: race.name.en },
        sizeFactor: race.sizeFactor,
        extraXp: race.extraXp,
        modules: Object.freeze(
          race.modules.map((m) => ({
            name: { fr: m.name.fr, en: m.name.en },
            scope: m.scope,
            polarity: toPolarity(m.polarity),
            rank: m.rank,
          })),
        ),
      }),
  ),
);

/** Look a race up by key, case-insensitively (`'tifin'` finds TIFIN). */
export function findRace(key: string): SmsRace | undefined {
  const wanted = key.trim().toUpperCase();
  return SMS_RACES.find((race) => race.key === wanted);
}

function lang(locale: Locale): 'fr' | 'en' {
  return locale === 'en' || locale === 'EN' ? 'en' : 'fr';
}

/** A race's name in a locale (SMS §8 races; French is the seed's). */
export function raceName(race: SmsRace, locale: Locale = 'en'): string {
  return race.name[lang(locale)];
}

/**
 * The race's package as sheet modules with source 'RACE' (SMS §8: "un jeu de modules
 * spécifique à sa nature"). Names are in the chosen locale.
 */
export function racialModules(race: SmsRace, locale: Locale = 'fr'): Module[] {
  return race.modules.map((m) => ({
    name: m.name[lang(locale)],
    scope: m.scope,
    polarity: m.polarity,
    rank: m.rank,
    source: 'RACE',
    roleplay: false,
    removable: false,
  }));
}

/** XP value of one module's ranks: scope × rank (SMS §8: "un rang coûte autant que sa portée"). */
export function moduleXp(module: Pick<Module, 'scope' | 'rank'>): number {
  return module.scope * module.rank;
}

/**
 * Net XP the racial modules are worth: Σ scope×rank of positive and resistive modules −
 * Σ scope×rank of negative ones (SMS §8). Human 0, Mielfin 4, every other race 7; with
 * `extraXp` every package is worth 7 ("représentent en tout 7 points d'expériences").
 */
export function racialNetCost(race: SmsRace): number {
  return race.modules.reduce((sum, m) => sum + (m.polarity === 'NEGATIVE' ? -1 : 1) * moduleXp(m), 0);
}

/** Default size factor of a race (SMS §6 Decision); the GM may change it per character. */
export function defaultSizeFactor(race: SmsRace): number {
  return race.sizeFactor;
}

/**
 * The key under which two module names are "the same module": accents, case, whitespace,
 * apostrophe and dash variants are ignored ("Résistance  à la PEUR" = "resistance a la peur").
 */
export function moduleNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/[’‘`´]/g, "'")
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The racial module a name designates, in French or English (see `moduleNameKey`). */
export function findRacialModule(race: SmsRace, name: string): RacialModuleDef | undefined {
  const key = moduleNameKey(name);
  return race.modules.find((m) => moduleNameKey(m.name.fr) === key || moduleNameKey(m.name.en) === key);
}

/**
 * A racial module's name in a locale, whichever language the sheet stored it in (the seed's
 * French for the packages added at creation): the sheet reads in the reader's language.
 * Undefined for a name no race's package has.
 */
export function racialModuleName(name: string, locale: Locale): string | undefined {
  for (const race of SMS_RACES) {
    const found = findRacialModule(race, name);
    if (found) return found.name[lang(locale)];
  }
  return undefined;
}
