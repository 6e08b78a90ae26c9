/**
 * Declaring an SMS action (SMS §2.1–§2.3): the input a player or the GM sends, who may act on
 * whose request, and the checks that turn the declaration into the rules core's input. Shared by
 * `resolveAction` (action-resolution.ts) and `previewAction` (action-odds.ts).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as z from 'zod';
import { type CharacterRow, type Role, canEdit } from '../../db/access.js';
import type { ModuleRow } from '../../db/characters.js';
import type { EpochRow } from '../../db/fairness.js';
import { nextPlace, type RollPlace } from '../../db/rolls.js';
import { actionRequests, characters, fairnessEpochs, memberships, modules } from '../../db/schema.js';
import { readCharacterState } from '../../db/state.js';
import { type FatigueKind as FatigueKindValue, type HealthState, emptyHealth, fatigueModuleId, healthModules, isOutOfAction, woundModuleId } from '../../rules/sms/health.js';
import type { ActionInput, DeclaredModule } from '../../rules/sms/resolution.js';
import { type Violation, violation } from '../../rules/violation.js';
import { type ActionRequestRow, detailsOf, requestNotOpen } from './action-request.js';
import type { ActionLogInputs } from './action-result.js';
import { checkCanAct, RULE_DECLARE, RULE_GM_DIFFICULTY, RULE_ONLY_PLAYERS, RULE_QUALITY, RULE_REQUEST, shiftSchema } from './action-shared.js';
import { requireCaller } from '../auth.js';
import { builder } from '../builder.js';
import type { Caller, Context } from '../context.js';
import { FatigueKind } from '../enums.js';
import { forbidden, notFound, RuleViolation } from '../errors.js';
import { clientSeedSchema } from '../rolls/fairness-shared.js';
import { decodeId, encodeId, globalId, localIdOn, scopedId } from '../../ids.js';

const RULE_ASSIST = 'SMS §2: an assistant adds +1 per module of theirs entering play';
const RULE_OUT = 'SMS §3: a mortal wound takes the character out';

const AssistantInput = builder.inputType('AssistantInput', {
  description: 'A PC helping (SMS §2 collaborative actions): +1 per module of theirs entering play, whatever its rank.',
  fields: (t) => ({
    characterId: t.id(),
    moduleIds: t.idList({ description: 'The assistant’s positive modules that enter play.' }),
  }),
});

const ResistiveCoverInput = builder.inputType('ResistiveCoverInput', {
  description:
    'Which declared negatives a declared resistive module absorbs from (SMS §2.3: pain resistance covers wounds). Without one, a resistive covers every declared negative.',
  fields: (t) => ({
    moduleId: t.id({ description: 'The declared resistive module.' }),
    moduleIds: t.idList({ required: false, description: 'Declared negative modules it covers.' }),
    woundIds: t.idList({ required: false, description: 'Declared wounds it covers.' }),
    fatigueKinds: t.field({ type: [FatigueKind], required: false, description: 'Declared fatigue it covers.' }),
  }),
});

export const ResolveActionInput = builder.inputType('ResolveActionInput', {
  description:
    'An action declared for a PC. The GM passes `difficulty` (and may resolve for any PC of the campaign); a player passes the `requestId` of the GM’s OPEN request for their own PC, whose difficulty and threshold the GM set.',
  fields: (t) => ({
    characterId: t.id(),
    moduleIds: t.idList({ description: 'The character’s modules that enter play, positive, negative and resistive (SMS §2.1).' }),
    difficulty: t.int({ required: false, description: 'GM only, without a request: the difficulty in die points (D8 = 8).' }),
    circumstances: t.int({ required: false, description: 'GM only, without a request: die points added by the circumstances; settled once with the difficulty.' }),
    absolute: t.boolean({ required: false, description: 'GM only, without a request: absolute threshold (default true) or relative (SMS §2.7).' }),
    qualityShift: t.int({ required: false, description: 'The die the player plays instead of the GM’s: −6 … +6, even (SMS §2.7).' }),
    requestId: t.id({ required: false, description: 'The GM’s request this answers; required for players.' }),
    assistants: t.field({ type: [AssistantInput], required: false }),
    resistiveAsPositive: t.idList({ required: false, description: 'Declared resistive modules the GM accepts as positive for this action (SMS §2.3).' }),
    resistiveCovers: t.field({ type: [ResistiveCoverInput], required: false }),
    woundIds: t.idList({ required: false, description: 'Wounds that weigh on the action (their malus counts as a negative module, SMS §3).' }),
    fatigueKinds: t.field({ type: [FatigueKind], required: false, description: 'Fatigue that weighs on the action (each level −1, SMS §3).' }),
    clientSeed: t.string({ required: false, description: 'Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters, mixed with the server’s committed seed.' }),
  }),
});

const fatigueKindSchema = z.enum(['PASSING', 'LASTING', 'PERSISTENT']);
const woundIdSchema = scopedId('Wound');

export const actionSchema = z.object({
  characterId: z.string(),
  moduleIds: z.array(globalId('Module')).max(100),
  difficulty: z.number().int().min(-100).max(100).nullish(),
  circumstances: z.number().int().min(-36).max(36).nullish(),
  absolute: z.boolean().nullish(),
  qualityShift: shiftSchema.nullish(),
  requestId: z.string().nullish(),
  assistants: z
    .array(z.object({ characterId: globalId('Character'), moduleIds: z.array(globalId('Module')).max(100) }))
    .max(20)
    .nullish(),
  resistiveAsPositive: z.array(globalId('Module')).max(100).nullish(),
  resistiveCovers: z
    .array(
      z.object({
        moduleId: globalId('Module'),
        moduleIds: z.array(globalId('Module')).max(100).nullish(),
        woundIds: z.array(woundIdSchema).max(100).nullish(),
        fatigueKinds: z.array(fatigueKindSchema).max(3).nullish(),
      }),
    )
    .max(100)
    .nullish(),
  woundIds: z.array(woundIdSchema).max(100).nullish(),
  fatigueKinds: z.array(fatigueKindSchema).max(3).nullish(),
  clientSeed: clientSeedSchema.nullish(),
});
export type ActionArgs = z.output<typeof actionSchema>;

/** A character's row and its modules in sheet order. */
export interface Sheet {
  character: CharacterRow;
  modules: ModuleRow[];
}

/** Who acts and on whose request, with the sheets the declaration is checked against. */
export interface Actor {
  caller: Caller;
  character: CharacterRow;
  role: Role;
  request: ActionRequestRow | null;
  /** The acting character's sheet and its assistants' (those that exist), fresh. */
  sheets: Map<string, Sheet>;
  /** The campaign's open fairness epoch and the place of the character's next roll (fair dice). */
  epoch: EpochRow | null;
  place: RollPlace;
}

/** Assistants a valid input may name (actionSchema): more are refused by validation anyway. */
const MAX_ASSISTANTS = 20;

/**
 * Who acts, and on whose request: checked before the input is validated (API.md). ONE query
 * reads the character with the caller's role, the request, and the sheets of the character and
 * of the assistants the input names (decoded leniently here: validation reports bad ids after
 * authorization, and an id that does not decode is simply not read).
 */
export async function authorizeAction(
  ctx: Context,
  input: { characterId: unknown; requestId?: unknown; assistants?: readonly { characterId: unknown }[] | null },
): Promise<Actor> {
  const caller = requireCaller(ctx);
  const characterId = decodeId('Character', input.characterId);
  if (!characterId) throw notFound('character');
  const requestId = input.requestId == null ? null : decodeId('ActionRequest', input.requestId);
  if (input.requestId != null && !requestId) throw notFound('action request');
  const named = input.assistants && input.assistants.length <= MAX_ASSISTANTS ? input.assistants : [];
  const assistantIds = named.map((a) => decodeId('Character', a.characterId)).filter((id): id is string => id !== null);
  const rows = await ctx.db
    .select({
      character: characters,
      module: modules,
      role: memberships.role,
      request: actionRequests,
      epoch: fairnessEpochs,
    })
    .from(characters)
    .leftJoin(modules, eq(modules.characterId, characters.id))
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, caller.userId)))
    .leftJoin(actionRequests, requestId ? and(eq(actionRequests.id, requestId), eq(characters.id, characterId)) : sql`false`)
    .leftJoin(fairnessEpochs, and(eq(fairnessEpochs.campaignId, characters.campaignId), isNull(fairnessEpochs.revealedAt), eq(characters.id, characterId)))
    .where(inArray(characters.id, [...new Set([characterId, ...assistantIds])]))
    .orderBy(asc(characters.id), asc(modules.position), asc(modules.createdAt));
  const sheets = new Map<string, Sheet>();
  for (const row of rows) {
    const sheet = sheets.get(row.character.id) ?? { character: row.character, modules: [] };
    sheets.set(row.character.id, sheet);
    if (row.module) sheet.modules.push(row.module);
  }
  const found = rows.find((r) => r.character.id === characterId);
  if (!found) throw notFound('character');
  const { character, role } = found;
  if (!role || !canEdit(character, role, caller.userId)) throw forbidden('You may only act for your own characters.');
  const request = requestId ? found.request : null;
  if (requestId) {
    if (!request || request.campaignId !== character.campaignId) throw notFound('action request');
    if (request.characterId !== character.id) {
      if (role !== 'GM') throw forbidden('This request was made to another character.');
      throw new RuleViolation('REQUEST_FOR_ANOTHER_CHARACTER', 'This request was made to another character.', RULE_REQUEST);
    }
  }
  // The chain head kept on the character row (src/db/rolls.ts): where this roll goes.
  const place = nextPlace({ seq: character.rollSeq, hash: character.rollHash });
  return { caller, character, role, request, sheets, epoch: found.epoch, place };
}

export interface PreparedAction {
  input: ActionInput;
  log: Omit<ActionLogInputs, 'gmDie' | 'die' | 'score' | 'breakdown'>;
}

/**
 * Turn what the caller declared into the rules core's input, checking it against the sheet,
 * the request and SMS §2 first. `mode` = preview lets a player try a difficulty of their own.
 */
export function prepareAction(v: ActionArgs, who: Actor, mode: 'resolve' | 'preview'): PreparedAction {
  const { character, role, request, sheets } = who;
  if (character.ruleset !== 'SMS') throw new RuleViolation('NOT_SMS', 'resolveAction resolves SMS actions.', 'SMS §2: action resolution');
  checkCanAct(character);
  const violations: Violation[] = [];

  // Difficulty, threshold and shift: from the request, or from the GM.
  let difficulty: number;
  let circumstances = 0;
  let absolute: boolean;
  let qualityShift = v.qualityShift ?? 0;
  let excluded = new Set<string>();
  if (request) {
    if (request.status !== 'OPEN') throw requestNotOpen(request.status);
    if (request.difficulty === null) throw new RuleViolation('NOT_SMS', 'This request is not an SMS action.', 'SMS §2: action resolution');
    if (v.difficulty != null || v.circumstances != null || v.absolute != null) {
      violations.push(violation('DIFFICULTY_SET_BY_REQUEST', RULE_GM_DIFFICULTY, 'the request already sets the difficulty, circumstances and threshold'));
    }
    difficulty = request.difficulty;
    absolute = request.absolute;
    const details = detailsOf(request);
    excluded = new Set(details.excludedModuleIds ?? []);
    if (details.qualityShift != null) {
      if (v.qualityShift != null && v.qualityShift !== details.qualityShift) {
        violations.push(violation('QUALITY_SHIFT_SET_BY_GM', RULE_QUALITY, `the GM imposed a quality shift of ${details.qualityShift}`));
      }
      qualityShift = details.qualityShift;
    }
  } else if (role === 'GM' || mode === 'preview') {
    if (v.difficulty == null) throw new RuleViolation('DIFFICULTY_REQUIRED', 'Give the difficulty die (or answer a request).', RULE_GM_DIFFICULTY);
    difficulty = v.difficulty;
    circumstances = v.circumstances ?? 0;
    absolute = v.absolute ?? true;
  } else if (v.difficulty != null || v.circumstances != null || v.absolute != null) {
    throw new RuleViolation('ONLY_GM_SETS_DIFFICULTY', 'Only the GM sets the difficulty: answer the GM’s request.', RULE_GM_DIFFICULTY);
  } else {
    throw new RuleViolation('REQUEST_REQUIRED', 'A player rolls to answer the GM’s request: pass its `requestId`.', RULE_GM_DIFFICULTY);
  }

  const assistants = v.assistants ?? [];
  const health = readCharacterState<HealthState>(character, 'health', emptyHealth);
  if (isOutOfAction(health)) throw new RuleViolation('CHARACTER_OUT_OF_ACTION', `${character.name} is out of action.`, RULE_OUT);

  const own = new Map((sheets.get(character.id)?.modules ?? []).map((m) => [m.id, m]));
  const declared: ModuleRow[] = [];
  for (const id of v.moduleIds) {
    const m = own.get(id);
    if (!m) violations.push(violation('MODULE_NOT_ON_SHEET', RULE_DECLARE, `module ${encodeId('Module', id)} is not on ${character.name}’s sheet`));
    else if (excluded.has(id)) violations.push(violation('MODULE_RULED_OUT', RULE_DECLARE, `the GM ruled out “${m.name}” for this action`));
    else declared.push(m);
  }

  const woundIds = [...new Set((v.woundIds ?? []).map((w) => localIdOn(w, character.id)))];
  const fatigueKinds = [...new Set(v.fatigueKinds ?? [])] as FatigueKindValue[];
  for (const id of woundIds) {
    if (!health.wounds.some((w) => w.id === id && w.rank > 0)) violations.push(violation('UNKNOWN_WOUND', 'SMS §3: a wound is a negative module', `${character.name} has no wound ${id}`));
  }
  for (const kind of fatigueKinds) {
    if (health.fatigue[kind] <= 0) violations.push(violation('NO_FATIGUE', 'SMS §3: each fatigue level is −1', `${character.name} has no ${kind.toLowerCase()} fatigue`));
  }
  const healthDeclared = woundIds.length || fatigueKinds.length ? healthModules(health, { woundIds, fatigueKinds }) : [];

  // Which negatives each resistive covers (ids as the rules core sees them).
  const covers: Record<string, string[]> = {};
  for (const c of v.resistiveCovers ?? []) {
    if (!declared.some((m) => m.id === c.moduleId)) {
      violations.push(violation('COVER_OF_UNDECLARED_MODULE', RULE_DECLARE, `module ${encodeId('Module', c.moduleId)} is not declared for this action`));
      continue;
    }
    covers[c.moduleId] = [
      ...(covers[c.moduleId] ?? []),
      ...(c.moduleIds ?? []),
      ...(c.woundIds ?? []).map((w) => woundModuleId({ id: localIdOn(w, character.id) })),
      ...(c.fatigueKinds ?? []).map((k) => fatigueModuleId(k)),
    ];
  }

  // Assistants: other PCs of the campaign, each bringing +1 per positive module entering play.
  const assistantCounts: { modulesEnteringPlay: number }[] = [];
  const assistantLog: ActionLogInputs['assistants'] = [];
  const seen = new Set<string>();
  for (const a of assistants) {
    const row = sheets.get(a.characterId)?.character;
    const label = encodeId('Character', a.characterId);
    if (a.characterId === character.id) {
      violations.push(violation('SELF_ASSIST', RULE_ASSIST, 'a character cannot assist itself'));
      continue;
    }
    if (seen.has(a.characterId)) {
      violations.push(violation('DUPLICATE_ASSISTANT', RULE_ASSIST, `${label} is listed twice`));
      continue;
    }
    seen.add(a.characterId);
    if (!row || row.campaignId !== character.campaignId || row.kind !== 'PC' || row.ruleset !== 'SMS') {
      violations.push(violation('ASSISTANT_NOT_A_PC', RULE_ONLY_PLAYERS, `${label} is not a PC of this campaign`));
      continue;
    }
    if (isOutOfAction(readCharacterState<HealthState>(row, 'health', emptyHealth))) {
      violations.push(violation('ASSISTANT_OUT_OF_ACTION', RULE_OUT, `${row.name} is out of action`));
      continue;
    }
    const theirs = new Map((sheets.get(row.id)?.modules ?? []).map((m) => [m.id, m]));
    const entering: { id: string; name: string; rank: number }[] = [];
    for (const id of new Set(a.moduleIds)) {
      const m = theirs.get(id);
      if (!m) violations.push(violation('MODULE_NOT_ON_SHEET', RULE_DECLARE, `module ${encodeId('Module', id)} is not on ${row.name}’s sheet`));
      else if (m.polarity !== 'POSITIVE') violations.push(violation('ASSISTANT_MODULE_NOT_POSITIVE', RULE_ASSIST, `“${m.name}” of ${row.name} does not help`));
      else entering.push({ id: encodeId('Module', m.id), name: m.name, rank: m.rank });
    }
    assistantCounts.push({ modulesEnteringPlay: entering.length });
    assistantLog.push({ characterId: label, name: row.name, modules: entering });
  }

  if (violations.length) throw RuleViolation.from(violations);

  const rulesModules: DeclaredModule[] = [
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
  const resistiveAsPositive = [...new Set(v.resistiveAsPositive ?? [])];
  const logId = (id: string) => (own.has(id) ? encodeId('Module', id) : id);
  return {
    input: {
      modules: rulesModules,
      difficulty,
      circumstances,
      qualityShift,
      threshold: absolute ? 'ABSOLUTE' : 'RELATIVE',
      assistants: assistantCounts,
      resistiveAsPositive,
    },
    log: {
      modules: rulesModules.map((m) => ({ id: logId(m.id), name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: m.source ?? null })),
      assistants: assistantLog,
      resistiveAsPositive: resistiveAsPositive.map((id) => encodeId('Module', id)),
      covers: Object.fromEntries(Object.entries(covers).map(([k, list]) => [encodeId('Module', k), list.map(logId)])),
      difficulty,
      circumstances,
      absolute,
      qualityShift,
    },
  };
}
