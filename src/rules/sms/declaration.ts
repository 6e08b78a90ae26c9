/**
 * Declaring an SMS action (SMS §2.1–§2.8), before any die is rolled: who may roll, where the
 * difficulty, threshold and quality shift come from (the GM's request or the GM), which modules,
 * wounds and fatigue may be declared, and who may assist with what. The outcome is the input
 * of `resolveAction` / `oddsForAction` (resolution.ts), or every breach found.
 *
 * Plain values in, plain values out: the API maps its parsed input and its loaded rows to these
 * interfaces. Messages name what they refuse by its name, or by its place in the declaration
 * when it has none here (an id the sheet does not hold): never by an id (issue 38 item 21).
 */
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { type FatigueKind, type HealthState, fatigueModuleId, healthModules, isOutOfAction, woundModuleId } from './health.js';
import { countsInPlay, type Module, objectLostViolation } from './module.js';
import type { ActionInput, DeclaredModule } from './resolution.js';

export const RULE_ONLY_PLAYERS = 'SMS §2.8: only players roll; the GM never rolls, NPC abilities are difficulties';
export const RULE_GM_DIFFICULTY = 'SMS §2.4: the GM sets the difficulty';
export const RULE_DECLARE = 'SMS §2.1: the player declares the modules involved; the GM may refuse any';
export const RULE_QUALITY = 'SMS §2.7: the quality shift is −6, −4, −2, 0, +2, +4 or +6';
/** Not a rule of the game but of the API: a GM's request gets one answer, from its character. */
export const RULE_REQUEST = 'API: a request is answered once, by its character';

/** The GM answered a request with another character than the one it was made to. */
export const requestOfAnotherCharacter = (): Violation => violation('REQUEST_FOR_ANOTHER_CHARACTER', RULE_REQUEST, 'This request was made to another character.');
const RULE_RESOLUTION = 'SMS §2: action resolution';
const RULE_ASSIST = 'SMS §2: an assistant adds +1 per module of theirs entering play';
/** docs/rules.md A8: PCs and NPCs of the campaign assist alike; an NPC is the GM's to name. */
export const RULE_WHO_ASSISTS = 'SMS §2 collaborative actions: a PC or an NPC of the same campaign assists (seed 003: « la collaboration entre PJ et PNJ sur une même action »); the GM names the NPCs';
const RULE_OUT = 'SMS §3: a mortal wound takes the character out';
const RULE_WOUND = 'SMS §3: a wound is a negative module';
const RULE_FATIGUE = 'SMS §3: each fatigue level is −1';

/** SMS §2.8: nobody rolls for an NPC, and nobody asks one to. */
export function mayRoll(character: { name: string; kind: 'PC' | 'NPC' }): RuleResult<true> {
  if (character.kind === 'NPC') {
    return fail(violation('NPC_DOES_NOT_ROLL', RULE_ONLY_PLAYERS, `${character.name} is an NPC: the GM never rolls, an NPC’s ability is a difficulty.`));
  }
  return ok(true);
}

/** REQUEST_NOT_OPEN: answering (or withdrawing) a request that was already answered or withdrawn. */
export function requestNotOpen(status: string): Violation {
  return violation('REQUEST_NOT_OPEN', RULE_REQUEST, `This request is ${status.toLowerCase()}: it can no longer be answered.`);
}

/** A module of a sheet, as the declaration sees it. */
export interface SheetModule extends Pick<Module, 'name' | 'scope' | 'polarity' | 'rank' | 'source' | 'removable' | 'objectName' | 'objectLost'> {
  id: string;
}

/** A character whose sheet a declaration is checked against: the one acting, or an assistant. */
export interface DeclaringCharacter {
  id: string;
  name: string;
  kind: 'PC' | 'NPC';
  ruleset: 'SMS' | 'YLNIES';
  campaignId: string;
  health: HealthState;
  /** Its modules in sheet order. */
  modules: readonly SheetModule[];
}

/** The GM's request being answered, as stored. */
export interface AnsweredRequest {
  status: string;
  /** The settled difficulty die; null for a Ylnies test. */
  difficulty: number | null;
  absolute: boolean;
  /** Modules the GM ruled out for this action (SMS §2.1). */
  excludedModuleIds?: readonly string[];
  /** A quality shift the GM imposed; null/absent = the player chooses. */
  qualityShift?: number | null;
}

/** Which declared negatives a declared resistive absorbs from (SMS §2.3). */
export interface ResistiveCover {
  moduleId: string;
  moduleIds?: readonly string[] | null;
  /** Local wound ids on the acting character. */
  woundIds?: readonly string[] | null;
  fatigueKinds?: readonly FatigueKind[] | null;
}

/** What the caller declared. Ids are the sheets' own (module ids, local wound ids, character ids). */
export interface Declaration {
  moduleIds: readonly string[];
  difficulty?: number | null;
  circumstances?: number | null;
  absolute?: boolean | null;
  qualityShift?: number | null;
  assistants?: readonly { characterId: string; moduleIds: readonly string[] }[] | null;
  resistiveAsPositive?: readonly string[] | null;
  resistiveCovers?: readonly ResistiveCover[] | null;
  woundIds?: readonly string[] | null;
  fatigueKinds?: readonly FatigueKind[] | null;
}

export interface DeclarationContext {
  character: DeclaringCharacter;
  /** The caller is the campaign's GM (who sets difficulties without a request). */
  isGm: boolean;
  request: AnsweredRequest | null;
  /** The sheets of the characters named as assistants, by id (those that exist). */
  assistants: ReadonlyMap<string, DeclaringCharacter>;
  /** `preview` lets a player try a difficulty of their own (nothing is rolled). */
  mode: 'resolve' | 'preview';
}

/** An assistant that passed the checks, with the modules of theirs entering play. */
export interface DeclaredAssistant {
  characterId: string;
  name: string;
  modules: { id: string; name: string; rank: number }[];
}

export interface PreparedDeclaration {
  /** The rules core's input for the roll or the odds. */
  input: ActionInput & { modules: DeclaredModule[]; circumstances: number; qualityShift: number; resistiveAsPositive: string[] };
  absolute: boolean;
  assistants: DeclaredAssistant[];
  /** Which negatives each declared resistive covers, by resistive id (ids as in `input.modules`). */
  covers: Record<string, string[]>;
}

/**
 * May this be declared, and what does it amount to? Refusals that end the examination (not an
 * SMS action, an NPC, a closed request, no difficulty, the character out of action) come alone;
 * otherwise every breach of the declaration itself is reported at once.
 */
export function prepareDeclaration(d: Declaration, ctx: DeclarationContext): RuleResult<PreparedDeclaration> {
  const { character, request } = ctx;
  if (character.ruleset !== 'SMS') return fail(violation('NOT_SMS', RULE_RESOLUTION, 'resolveAction resolves SMS actions.'));
  const may = mayRoll(character);
  if (!may.ok) return may;
  const violations: Violation[] = [];

  // Difficulty, threshold and shift: from the request, or from the GM.
  let difficulty: number;
  let circumstances = 0;
  let absolute: boolean;
  let qualityShift = d.qualityShift ?? 0;
  let excluded = new Set<string>();
  const setsDifficulty = d.difficulty != null || d.circumstances != null || d.absolute != null;
  if (request) {
    if (request.status !== 'OPEN') return fail(requestNotOpen(request.status));
    if (request.difficulty === null) return fail(violation('NOT_SMS', RULE_RESOLUTION, 'This request is not an SMS action.'));
    if (setsDifficulty) {
      violations.push(violation('DIFFICULTY_SET_BY_REQUEST', RULE_GM_DIFFICULTY, 'the request already sets the difficulty, circumstances and threshold'));
    }
    difficulty = request.difficulty;
    absolute = request.absolute;
    excluded = new Set(request.excludedModuleIds ?? []);
    if (request.qualityShift != null) {
      if (d.qualityShift != null && d.qualityShift !== request.qualityShift) {
        violations.push(violation('QUALITY_SHIFT_SET_BY_GM', RULE_QUALITY, `the GM imposed a quality shift of ${request.qualityShift}`));
      }
      qualityShift = request.qualityShift;
    }
  } else if (ctx.isGm || ctx.mode === 'preview') {
    if (d.difficulty == null) return fail(violation('DIFFICULTY_REQUIRED', RULE_GM_DIFFICULTY, 'Give the difficulty die (or answer a request).'));
    difficulty = d.difficulty;
    circumstances = d.circumstances ?? 0;
    absolute = d.absolute ?? true;
  } else if (setsDifficulty) {
    return fail(violation('ONLY_GM_SETS_DIFFICULTY', RULE_GM_DIFFICULTY, 'Only the GM sets the difficulty: answer the GM’s request.'));
  } else {
    return fail(violation('REQUEST_REQUIRED', RULE_GM_DIFFICULTY, 'A player rolls to answer the GM’s request: pass its `requestId`.'));
  }

  const { health } = character;
  if (isOutOfAction(health)) return fail(violation('CHARACTER_OUT_OF_ACTION', RULE_OUT, `${character.name} is out of action.`, { character: character.name }));

  // The character's own modules: on the sheet, and not ruled out by the GM.
  const own = new Map(character.modules.map((m) => [m.id, m]));
  const declared: SheetModule[] = [];
  for (const [i, id] of d.moduleIds.entries()) {
    const m = own.get(id);
    if (!m) violations.push(violation('MODULE_NOT_ON_SHEET', RULE_DECLARE, `the ${ordinal(i)} module declared is not on ${character.name}’s sheet`));
    else if (excluded.has(id)) violations.push(violation('MODULE_RULED_OUT', RULE_DECLARE, `the GM ruled out “${m.name}” for this action`));
    else if (!countsInPlay(m)) violations.push(objectLostViolation(m));
    else declared.push(m);
  }

  // Wounds and fatigue weigh as negative modules, only those the character actually has.
  const woundIds = [...new Set(d.woundIds ?? [])];
  const fatigueKinds = [...new Set(d.fatigueKinds ?? [])];
  for (const id of woundIds) {
    if (!health.wounds.some((w) => w.id === id && w.rank > 0)) violations.push(violation('UNKNOWN_WOUND', RULE_WOUND, `the ${ordinal(woundIds.indexOf(id))} wound declared is not one of ${character.name}’s`));
  }
  for (const kind of fatigueKinds) {
    if (health.fatigue[kind] <= 0) violations.push(violation('NO_FATIGUE', RULE_FATIGUE, `${character.name} has no ${kind.toLowerCase()} fatigue`));
  }
  // Empty lists select nothing: only what is named weighs.
  const healthDeclared = healthModules(health, { woundIds, fatigueKinds });

  // Which negatives each resistive covers (ids as the rules core sees them).
  const covers: Record<string, string[]> = {};
  for (const [i, c] of (d.resistiveCovers ?? []).entries()) {
    if (!declared.some((m) => m.id === c.moduleId)) {
      const named = own.get(c.moduleId);
      violations.push(violation('COVER_OF_UNDECLARED_MODULE', RULE_DECLARE, `${named ? `“${named.name}”` : `the ${ordinal(i)} cover’s resistive`} is not declared for this action`));
      continue;
    }
    covers[c.moduleId] = [
      ...(covers[c.moduleId] ?? []),
      ...(c.moduleIds ?? []),
      ...(c.woundIds ?? []).map((id) => woundModuleId({ id })),
      ...(c.fatigueKinds ?? []).map((k) => fatigueModuleId(k)),
    ];
  }

  const assisting = checkAssistants(d.assistants ?? [], ctx);
  violations.push(...assisting.violations);

  if (violations.length) return fail(...violations);

  const modules: DeclaredModule[] = [
    ...declared.map((m) => ({
      id: m.id,
      name: m.name,
      scope: m.scope,
      polarity: m.polarity,
      rank: m.rank,
      source: m.source,
      ...(covers[m.id] ? { covers: covers[m.id] } : {}),
    })),
    ...healthDeclared,
  ];
  return ok({
    input: {
      modules,
      difficulty,
      circumstances,
      qualityShift,
      threshold: absolute ? 'ABSOLUTE' : 'RELATIVE',
      assistants: assisting.assistants.map((a) => ({ modulesEnteringPlay: a.modules.length })),
      resistiveAsPositive: [...new Set(d.resistiveAsPositive ?? [])],
    },
    absolute,
    assistants: assisting.assistants,
    covers,
  });
}

/**
 * Who may assist with what (SMS §2 collaborative actions, docs/rules.md A8): other characters of
 * the campaign, PCs or NPCs alike (seed 003 « la collaboration entre PJ et PNJ », as a spell's
 * assistants), not out of action, each bringing +1 per positive module of theirs entering play (a
 * module named twice counts once). An NPC is the GM's: a player naming one is refused as for a
 * character they cannot see, so the refusal tells nothing of it.
 */
function checkAssistants(named: readonly { characterId: string; moduleIds: readonly string[] }[], ctx: DeclarationContext): { assistants: DeclaredAssistant[]; violations: Violation[] } {
  const { character } = ctx;
  const assistants: DeclaredAssistant[] = [];
  const violations: Violation[] = [];
  const seen = new Set<string>();
  for (const [i, a] of named.entries()) {
    const them = ctx.assistants.get(a.characterId);
    if (a.characterId === character.id) {
      violations.push(violation('SELF_ASSIST', RULE_ASSIST, 'a character cannot assist itself'));
      continue;
    }
    if (seen.has(a.characterId)) {
      violations.push(violation('DUPLICATE_ASSISTANT', RULE_ASSIST, `${them?.name ?? `the ${ordinal(i)} assistant`} is listed twice`));
      continue;
    }
    seen.add(a.characterId);
    if (!them || them.campaignId !== character.campaignId || them.ruleset !== 'SMS' || (them.kind === 'NPC' && !ctx.isGm)) {
      violations.push(violation('ASSISTANT_NOT_IN_CAMPAIGN', RULE_WHO_ASSISTS, `the ${ordinal(i)} assistant is not a character of this campaign you may name`));
      continue;
    }
    if (isOutOfAction(them.health)) {
      violations.push(violation('ASSISTANT_OUT_OF_ACTION', RULE_OUT, `${them.name} is out of action`));
      continue;
    }
    const theirs = new Map(them.modules.map((m) => [m.id, m]));
    const entering: DeclaredAssistant['modules'] = [];
    for (const [j, id] of [...new Set(a.moduleIds)].entries()) {
      const m = theirs.get(id);
      if (!m) violations.push(violation('MODULE_NOT_ON_SHEET', RULE_DECLARE, `the ${ordinal(j)} module named for ${them.name} is not on their sheet`));
      else if (m.polarity !== 'POSITIVE') violations.push(violation('ASSISTANT_MODULE_NOT_POSITIVE', RULE_ASSIST, `“${m.name}” of ${them.name} does not help`));
      else if (!countsInPlay(m)) violations.push(objectLostViolation(m));
      else entering.push({ id: m.id, name: m.name, rank: m.rank });
    }
    assistants.push({ characterId: them.id, name: them.name, modules: entering });
  }
  return { assistants, violations };
}

/** 1st, 2nd, 3rd, 4th … for a place in a list (index from 0). */
export function ordinal(index: number): string {
  const n = index + 1;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
