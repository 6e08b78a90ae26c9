/**
 * Who may make and edit an SMS character, and what its modules are held to (SMS §1, §6, §8,
 * §9). The API loads the character and the caller's role in its campaign; these decide.
 */
import type { MagicVariant } from '../magic/catalogue.js';
import { magicModuleViolations } from '../magic/prerequisites.js';
import { fail, ok, type RuleResult, type Violation, violation } from '../violation.js';
import { type CreationModule, validateCreation } from './creation.js';
import type { Module } from './module.js';
import { defaultSizeFactor, findRace, type SmsRace } from './races.js';
import { mayCreateKind } from '../character-sheet.js';

export type CampaignRole = 'GM' | 'PLAYER';
export type CharacterKind = 'PC' | 'NPC';
export type CharacterStatus = 'DRAFT' | 'ACTIVE';

export const RULE_NPCS_ARE_THE_GMS = 'SMS §9: NPCs are the GM’s';
/** The size when neither a race nor the GM gives one: average (SMS §6). */
const AVERAGE_SIZE = 5;

export interface SmsCreationRequest {
  kind: CharacterKind;
  role: CampaignRole;
  /** A race key; none (null or empty) is allowed for NPCs only. */
  race?: string | null;
  sizeFactor?: number | null;
}

export interface SmsCreation {
  kind: CharacterKind;
  /** A PC starts as a DRAFT its player edits; an NPC is the GM's and active at once. */
  status: CharacterStatus;
  race: SmsRace | undefined;
  sizeFactor: number;
}

/**
 * May this caller create this character (SMS §6, §8, §9)? NPCs are the GM's; a PC needs a
 * playable race; only the GM sets a size factor other than the race's.
 */
export function smsCreation(request: SmsCreationRequest): RuleResult<SmsCreation> {
  const { kind, role } = request;
  const mayCreate = mayCreateKind(kind, role, RULE_NPCS_ARE_THE_GMS);
  if (!mayCreate.ok) return mayCreate;
  let race: SmsRace | undefined;
  if (request.race) {
    race = findRace(request.race);
    if (!race) return fail(violation('UNKNOWN_RACE', 'SMS §8: the race is one of the playable Loreval races', `Unknown race "${request.race}".`));
  } else if (kind === 'PC') {
    return fail(violation('RACE_REQUIRED', 'SMS §8: a PC is built from a race and 33 XP (40 for humans)', 'A PC needs a race.'));
  }
  const sizeFactor = request.sizeFactor ?? (race ? defaultSizeFactor(race) : AVERAGE_SIZE);
  if (role !== 'GM' && race && sizeFactor !== defaultSizeFactor(race)) {
    return fail(violation('SIZE_FACTOR_IS_GM_ONLY', 'SMS §6: the size factor defaults by race; the GM may change it', 'Only the GM may set a size factor other than the race’s.'));
  }
  return ok({ kind, status: kind === 'PC' ? 'DRAFT' : 'ACTIVE', race, sizeFactor });
}

// ----- The modules of a sheet ---------------------------------------------------------------

/** Violations an NPC is still held to: NPCs have no budget and no creation rank cap (SMS §9). */
const NPC_EXEMPT = new Set(['INSUFFICIENT_EXPERIENCE', 'RANK_ABOVE_CREATION_MAX', 'SOURCE_NOT_ALLOWED_AT_CREATION', 'UNKNOWN_RACE']);

export interface SheetOwner {
  kind: CharacterKind;
  status: CharacterStatus;
  race: string | null;
  creationBudget: number;
}

/**
 * Check a character's bought modules: a DRAFT PC against the creation rules (SMS §8), an NPC
 * or an ACTIVE character (GM adjustment) against the module rules only (SMS §1), plus the
 * campaign's maximum rank for ACTIVE characters.
 */
export function checkSheetModules(character: SheetOwner, bought: CreationModule[], maxModuleRank: number, magicSystem?: MagicVariant | null): Violation[] {
  // The predefined magic modules carry prerequisites of their own (MAGIC: Harmony only with
  // Natural magic at the maximum rank …), for every kind of character.
  const magic = magicModuleViolations(magicSystem, bought, { maxModuleRank });
  const result = validateCreation({ race: character.race ?? 'HUMAN', modules: bought, budget: character.creationBudget });
  if (result.ok) return magic;
  if (character.kind === 'PC' && character.status === 'DRAFT') return [...result.violations, ...magic];
  const structural = [...result.violations.filter((v) => !NPC_EXEMPT.has(v.code)), ...magic];
  // The campaign's cap is a progression limit for PCs; NPCs are the GM's and bound by nothing (SMS §9).
  for (const m of character.kind === 'PC' ? bought : []) {
    if (m.rank > maxModuleRank) {
      structural.push(violation('RANK_ABOVE_CAMPAIGN_MAX', `Campaign setting: a module's rank is at most ${maxModuleRank}`, `"${m.name}" rank ${m.rank} is above ${maxModuleRank}`));
    }
  }
  return structural;
}

/**
 * A changed module's own shape (SMS §1), whatever its source: the creation rules price only
 * the bought modules, so a racial module the GM adjusts is checked here (else a rank of 0
 * reached the database's check and came back as an unexpected error).
 */
export function moduleShapeViolations(m: Pick<Module, 'name' | 'scope' | 'rank'>): Violation[] {
  const v: Violation[] = [];
  if (!Number.isInteger(m.rank) || m.rank < 1) v.push(violation('BAD_RANK', 'SMS §1: a rank is a whole number ≥ 1', `"${m.name}" rank ${m.rank}`));
  if (!Number.isInteger(m.scope) || m.scope < 1 || m.scope > 5) v.push(violation('BAD_SCOPE', 'SMS §1: a scope is 1 to 5', `"${m.name}" scope ${m.scope}`));
  return v;
}

/** Modules whose ranks are bought (or that the GM wrote): what the creation rules price. */
export function boughtModules(rows: readonly Pick<Required<Module>, 'name' | 'scope' | 'polarity' | 'rank' | 'source'>[]): CreationModule[] {
  return rows
    .filter((m) => m.source === 'PLAYER' || m.source === 'ARCHETYPE' || m.source === 'GM')
    .map((m) => ({ name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: m.source === 'GM' ? 'PLAYER' : m.source }));
}

// ----- Editing the modules --------------------------------------------------------------------

/**
 * May this caller edit the modules of this character (SMS §1, §8)? Anyone who may edit it
 * while it is a DRAFT; once active, only the GM (an adjustment: the player buys ranks with
 * experience instead).
 */
export function mayEditModules(character: { ruleset: string; status: CharacterStatus }, role: CampaignRole): RuleResult<{ adjustment: boolean }> {
  if (character.ruleset !== 'SMS') return fail(violation('NOT_SMS', 'SMS §1: characters are made of modules', 'Modules belong to SMS characters.'));
  const adjustment = character.status === 'ACTIVE';
  if (adjustment && role !== 'GM') {
    return fail(
      violation(
        'CHARACTER_ACTIVE',
        'SMS §8: after creation, ranks are bought with experience at the end of a scenario',
        'This character is active: its ranks change only by spending experience, or by the GM.',
      ),
    );
  }
  return ok({ adjustment });
}

/** May this caller change or remove this module? The racial package is fixed for the player (SMS §8). */
export function mayChangeModule(module: Pick<Module, 'source'>, role: CampaignRole): RuleResult<true> {
  if (module.source === 'RACE' && role !== 'GM') {
    return fail(violation('RACIAL_MODULE_FIXED', 'SMS §8: the racial package is fixed', 'Racial modules come with the race and cannot be changed by the player.'));
  }
  return ok(true);
}
