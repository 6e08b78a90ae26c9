import { DEFAULT_MAGIC_SETTINGS, type MagicModuleKey, type MagicSettings, type MagicVariant, checkModuleAcquisition, magicModule, magicRanksFromModules } from './catalogue.js';
import { cite } from './cite.js';
import type { Module } from '../sms/module.js';
import { type Violation, violation } from '../violation.js';

/**
 * Breaches of the predefined magic modules' own rules on a character's modules: every
 * recognised predefined module at its scope (all scope 5: seed 003 "Ces Modules sont tous de
 * Portée 5", MAGIC.md Decision for LOREVAL), LOREVAL Harmony / Conviction / Heroism only with
 * Natural / Divine / Arcane at the maximum rank (`settings.maxModuleRank`), ALMERA Resistance
 * to magical exhaustion at most rank 5. Call it wherever modules are added or raised (creation,
 * addModule/updateModule, spendExperience); `variant` null (no magic) checks nothing.
 */
export function magicModuleViolations(
  variant: MagicVariant | null | undefined,
  modules: readonly Pick<Module, 'name' | 'scope' | 'polarity' | 'rank'>[],
  settings: MagicSettings = DEFAULT_MAGIC_SETTINGS,
): Violation[] {
  if (!variant) return [];
  const ranks = magicRanksFromModules(variant, modules);
  const out: Violation[] = [];
  for (const m of modules) {
    const keys = Object.keys(magicRanksFromModules(variant, [m])) as MagicModuleKey[];
    for (const key of keys) {
      const def = magicModule(variant, key)!;
      if (m.scope !== def.scope) {
        out.push(
          violation(
            'MAGIC_MODULE_SCOPE',
            cite(variant, variant === 'ALMERA' ? 'Modules prédéfinis de la magie' : 'La magie', `the predefined magic modules are all scope ${def.scope}`),
            `"${m.name}" is ${def.name.en}: scope ${def.scope}, not ${m.scope}`,
          ),
        );
      }
    }
  }
  for (const [key, rank] of Object.entries(ranks) as [MagicModuleKey, number][]) {
    const r = checkModuleAcquisition(variant, key, rank, ranks, settings);
    if (!r.ok) out.push(...r.violations.filter((v) => v.code !== 'BAD_RANK'));
  }
  return out;
}

