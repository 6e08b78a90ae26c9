/**
 * The words of a magical action's breakdown (each term of the score and the die, with the rule
 * it applies) in both languages the table speaks. They live here, beside the rules that write
 * them, so the API answers in the locale asked for and no screen re-words a rule.
 * English stays the step's own `label` and `rule` (what the API has always returned); the
 * French rides along in `fr`.
 */
import type { MagicVariant } from './catalogue.js';
import { racialModuleName } from '../sms/races.js';
import { cite } from './cite.js';

/** A text in English and in French. */
export interface Words {
  en: string;
  fr: string;
}

/** The French of a breakdown line; absent on lines logged before it existed (English then). */
export interface FrenchLine {
  fr?: { label: string; rule: string };
}

/** A name as written (a spell, a module on a sheet, a GM's label): the same in both languages. */
export function asWritten(text: string): Words {
  return { en: text, fr: text };
}

/** `cite` in both languages: "MAGIC ALMERA §<seed section>: …" / "MAGIE ALMERA §<section> : …". */
export function citeWords(variant: MagicVariant | 'BOTH', section: string, text: Words): Words {
  const fr = variant === 'BOTH' ? 'MAGIE' : `MAGIE ${variant}`;
  return { en: cite(variant, section, text.en), fr: `${fr} §${section} : ${text.fr}` };
}

/** A breakdown line: its English label and rule, with their French beside them. */
export function line(label: Words, points: number, rule: Words): { label: string; points: number; rule: string; fr: { label: string; rule: string } } {
  return { label: label.en, points, rule: rule.en, fr: { label: label.fr, rule: rule.fr } };
}

/** A step's label or rule in a locale; English when the step has no French (an old log entry). */
export function stepText(step: { label: string; rule: string } & FrenchLine, field: 'label' | 'rule', locale: 'EN' | 'FR'): string {
  return locale === 'FR' && step.fr ? step.fr[field] : step[field];
}

/** "1 module" / "2 modules". */
export function modulesWords(n: number): Words {
  return { en: n === 1 ? '1 module' : `${n} modules`, fr: n === 1 ? '1 module' : `${n} modules` };
}

/** The names of the fatigue kinds as `healthModules` (SMS §3) writes them, in French. */
const FATIGUE_FR: Record<string, string> = {
  'Passing fatigue': 'Fatigue passagère',
  'Lasting fatigue': 'Fatigue durable',
  'Persistent fatigue': 'Fatigue persistante',
};

/**
 * A declared module's name in both languages: fatigue and racial modules have their names in
 * each (SMS §3, the races' packages in src/data); any other module is as its sheet writes it.
 */
export function moduleNameWords(name: string, source?: string): Words {
  if (source === 'FATIGUE' && FATIGUE_FR[name]) return { en: name, fr: FATIGUE_FR[name]! };
  if (source === 'RACE') return { en: racialModuleName(name, 'en') ?? name, fr: racialModuleName(name, 'fr') ?? name };
  return asWritten(name);
}
