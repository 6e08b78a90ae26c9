/**
 * Declaring an SMS action (SMS §2.1–§2.3): the input a player or the GM sends, who may act on
 * whose request, and the mapping of the declaration to the rules core's `prepareDeclaration`
 * (src/rules/sms/declaration.ts), which checks it. Shared by `resolveAction`
 * (action-resolution.ts) and `previewAction` (action-odds.ts).
 */
import * as z from 'zod/mini';
import { type CharacterRow, type Role, parseModules } from '../../db/access.js';
import { readActionAuthorization } from '../../db/action-requests.js';
import type { ModuleRow } from '../../db/characters.js';
import type { EpochRow } from '../../db/fairness.js';
import { nextPlace, type RollPlace } from '../../db/rolls.js';
import { readCharacterState } from '../../db/state.js';
import { type DeclaringCharacter, prepareDeclaration, requestOfAnotherCharacter } from '../../rules/sms/declaration.js';
import { emptyHealth, type HealthState } from '../../rules/sms/health.js';
import type { ActionInput } from '../../rules/sms/resolution.js';
import { type ActionRequestRow, detailsOf, shiftSchema } from './action-request.js';
import type { ActionLogInputs } from './action-result.js';
import { refuseUnlessEditable, requireCaller } from '../auth.js';
import type { Caller, Context } from '../context.js';
import { FatigueKind } from '../enums.js';
import { accepted, forbidden, notFound, refuse } from '../errors.js';
import { clientSeedSchema } from '../rolls/fairness-shared.js';
import { decodeId, encodeId, globalId, localIdOn, scopedId } from '../../primitives/ids.js';
import { field, inputType } from '../input.js';

const fatigueKindsSchema = z.nullish(z.array(z.enum(['PASSING', 'LASTING', 'PERSISTENT'])).check(z.maxLength(3)));
const woundIdsSchema = z.nullish(z.array(scopedId('Wound')).check(z.maxLength(100)));
const moduleIdsSchema = z.array(globalId('Module')).check(z.maxLength(100));

/** Assistants a valid input may name: more are refused by validation (authorizeAction reads none then). */
const MAX_ASSISTANTS = 20;

const AssistantInput = inputType('AssistantInput', {
  characterId: field.id(globalId('Character'), 'The assistant, another character of the campaign.'),
  moduleIds: field.idList(moduleIdsSchema, 'The assistant’s positive modules that enter play.'),
}, 'A PC helping (SMS §2 collaborative actions): +1 per module of theirs entering play, whatever its rank.');

const ResistiveCoverInput = inputType('ResistiveCoverInput', {
  moduleId: field.id(globalId('Module'), 'The declared resistive module.'),
  moduleIds: field.idList(z.nullish(moduleIdsSchema), 'Declared negative modules it covers.'),
  woundIds: field.idList(woundIdsSchema, 'Declared wounds it covers.'),
  fatigueKinds: field.of([FatigueKind], fatigueKindsSchema, 'Declared fatigue it covers.'),
}, 'Which declared negatives a declared resistive module absorbs from (SMS §2.3: pain resistance covers wounds). Without one, a resistive covers every declared negative.');

export const ResolveActionInput = inputType('ResolveActionInput', {
  characterId: field.id(z.string(), 'The SMS PC who acts.'),
  moduleIds: field.idList(moduleIdsSchema, 'The character’s modules that enter play, positive, negative and resistive (SMS §2.1).'),
  difficulty: field.int(z.nullish(z.int().check(z.minimum(-100), z.maximum(100))), 'GM only, without a request: the difficulty in die points (D8 = 8).'),
  circumstances: field.int(z.nullish(z.int().check(z.minimum(-36), z.maximum(36))), 'GM only, without a request: die points added by the circumstances; settled once with the difficulty.'),
  absolute: field.boolean(z.nullish(z.boolean()), 'GM only, without a request: absolute threshold (default true) or relative (SMS §2.7).'),
  qualityShift: field.int(z.nullish(shiftSchema), 'The die the player plays instead of the GM’s: −6 … +6, even (SMS §2.7).'),
  requestId: field.id(z.nullish(z.string()), 'The GM’s request this answers; required for players.'),
  assistants: field.of([AssistantInput.ref], z.nullish(z.array(AssistantInput.schema).check(z.maxLength(MAX_ASSISTANTS))), 'Characters helping (collaborative action): each adds +1 per module of theirs entering play.'),
  resistiveAsPositive: field.idList(z.nullish(moduleIdsSchema), 'Declared resistive modules the GM accepts as positive for this action (SMS §2.3).'),
  resistiveCovers: field.of([ResistiveCoverInput.ref], z.nullish(z.array(ResistiveCoverInput.schema).check(z.maxLength(100))), 'Which negatives each declared resistive module absorbs from; by default every declared negative.'),
  woundIds: field.idList(woundIdsSchema, 'Wounds that weigh on the action (their malus counts as a negative module, SMS §3).'),
  fatigueKinds: field.of([FatigueKind], fatigueKindsSchema, 'Fatigue that weighs on the action (each level −1, SMS §3).'),
  clientSeed: field.string(z.nullish(clientSeedSchema), 'Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters, mixed with the server’s committed seed.'),
}, 'An action declared for a PC. The GM passes `difficulty` (and may resolve for any PC of the campaign); a player passes the `requestId` of the GM’s OPEN request for their own PC, whose difficulty and threshold the GM set.');

export type ActionArgs = z.output<typeof ResolveActionInput.schema>;

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
  const ids = [...new Set([characterId, ...assistantIds])];
  // One row per character, its modules as json (a row per module repeated the character's 20
  // columns and the request's and epoch's). Through the read combiner: the caller's credential
  // is checked in the same statement (src/graphql/authentication.ts). Compiled once (src/db).
  const rows = await readActionAuthorization(ctx.loaders.read, caller.userId, characterId, requestId, ids);
  const sheets = new Map<string, Sheet>();
  for (const row of rows) sheets.set(row.character.id, { character: row.character, modules: parseModules(row.modules) });
  const found = rows.find((r) => r.character.id === characterId);
  if (!found) throw notFound('character');
  const { character, role } = found;
  refuseUnlessEditable(character, role, caller.userId, 'You may only act for your own characters.');
  const request = requestId ? found.request : null;
  if (requestId) {
    if (!request || request.campaignId !== character.campaignId) throw notFound('action request');
    if (request.characterId !== character.id) {
      if (role !== 'GM') throw forbidden('This request was made to another character.');
      refuse(requestOfAnotherCharacter());
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
 * Turn what the caller declared into the rules core's input: the rules core's
 * `prepareDeclaration` (src/rules/sms/declaration.ts) checks it against the sheets, the request
 * and SMS §2; this maps the parsed input and the loaded rows to it, and its outcome to the log.
 * `mode` = preview lets a player try a difficulty of their own.
 */
export function prepareAction(v: ActionArgs, who: Actor, mode: 'resolve' | 'preview'): PreparedAction {
  const { character, role, request, sheets } = who;
  const assistants = new Map<string, DeclaringCharacter>();
  for (const a of v.assistants ?? []) {
    const sheet = sheets.get(a.characterId);
    if (sheet) assistants.set(a.characterId, declaringCharacter(sheet));
  }
  const prepared = prepareDeclaration(
    // The declaration as parsed, its wounds named by their ids on the sheet.
    {
      ...v,
      resistiveCovers: (v.resistiveCovers ?? []).map((c) => ({ ...c, woundIds: (c.woundIds ?? []).map((w) => localIdOn(w, character.id)) })),
      woundIds: (v.woundIds ?? []).map((w) => localIdOn(w, character.id)),
    },
    {
      character: declaringCharacter({ character, modules: sheets.get(character.id)?.modules ?? [] }),
      isGm: role === 'GM',
      request: request ? { status: request.status, difficulty: request.difficulty, absolute: request.absolute, ...detailsOf(request) } : null,
      assistants,
      mode,
    },
  );
  const { input, absolute, covers, assistants: helping } = accepted(prepared);
  const own = new Set((sheets.get(character.id)?.modules ?? []).map((m) => m.id));
  // Sheet modules are named by their global ids in the log; wounds and fatigue by the rules core's.
  const logId = (id: string) => (own.has(id) ? encodeId('Module', id) : id);
  return {
    input,
    log: {
      modules: input.modules.map((m) => ({ id: logId(m.id), name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: m.source ?? null })),
      assistants: helping.map((a) => ({
        characterId: encodeId('Character', a.characterId),
        name: a.name,
        modules: a.modules.map((m) => ({ ...m, id: encodeId('Module', m.id) })),
      })),
      resistiveAsPositive: input.resistiveAsPositive.map((id) => encodeId('Module', id)),
      covers: Object.fromEntries(Object.entries(covers).map(([k, list]) => [encodeId('Module', k), list.map(logId)])),
      difficulty: input.difficulty,
      circumstances: input.circumstances,
      absolute,
      qualityShift: input.qualityShift,
    },
  };
}

/** A sheet as the rules core's declaration sees it (health as stored; absent = unhurt). */
function declaringCharacter({ character, modules }: Sheet): DeclaringCharacter {
  return {
    id: character.id,
    name: character.name,
    kind: character.kind,
    ruleset: character.ruleset,
    campaignId: character.campaignId,
    health: readCharacterState<HealthState>(character, 'health', emptyHealth),
    modules,
  };
}
