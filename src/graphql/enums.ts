/** Enums named by the public contract (API.md). */
import { builder } from './builder.js';

export const Ruleset = builder.enumType('Ruleset', { values: ['SMS', 'YLNIES'] as const, description: 'Which game a campaign plays.' });
export const MagicSystem = builder.enumType('MagicSystem', {
  values: ['LOREVAL', 'ALMERA'] as const,
  description: 'SMS magic variant: LOREVAL (the original) or ALMERA (MOD-US).',
});
export const Role = builder.enumType('Role', { values: ['GM', 'PLAYER'] as const });
export const CharacterKind = builder.enumType('CharacterKind', { values: ['PC', 'NPC'] as const });
export const CharacterStatus = builder.enumType('CharacterStatus', {
  values: ['DRAFT', 'ACTIVE'] as const,
  description: 'DRAFT: modules change freely within the creation rules. ACTIVE: ranks change only by experience or a GM adjustment.',
});
export const Polarity = builder.enumType('Polarity', { values: ['POSITIVE', 'NEGATIVE', 'RESISTIVE'] as const });
export const Stakes = builder.enumType('Stakes', { values: ['NONE', 'LOW', 'MEDIUM', 'MAJOR', 'CRITICAL'] as const });
export const Severity = builder.enumType('Severity', { values: ['LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL', 'ANNIHILATION'] as const });
export const FatigueKind = builder.enumType('FatigueKind', { values: ['PASSING', 'LASTING', 'PERSISTENT'] as const });
export const Locale = builder.enumType('Locale', { values: ['EN', 'FR'] as const });
export const ModuleSource = builder.enumType('ModuleSource', {
  values: ['RACE', 'PLAYER', 'ARCHETYPE', 'WOUND', 'FATIGUE', 'MAGIC', 'GM'] as const,
  description: 'Where a module comes from.',
});

export type LocaleValue = 'EN' | 'FR';
/** Pick the text of a `{ en, fr }` pair. */
export function localized(text: { en: string; fr: string }, locale: LocaleValue | null | undefined): string {
  return locale === 'FR' ? text.fr : text.en;
}
