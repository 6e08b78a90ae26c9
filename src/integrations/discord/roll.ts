/**
 * `/roll` and the Roll button of `/ask`: a player answers the GM's open request for their PC in
 * three steps, each the app's own GraphQL operation run in process as the linked user (so every
 * role check and rule is the resolvers', as in the app):
 *
 * 1. a private message with a select menu of the sheet's modules (those the GM did not rule
 *    out), the wounds and the fatigue that weigh on the roll (pre-selected, as the app offers
 *    them) — custom id `rsel:<request>`;
 * 2. choosing updates it with the score, the die and the chance (`previewAction`, the odds the
 *    app shows) and a Roll button — custom id `rgo:<request>`; the choice stays in the menu as
 *    its default options, so the button reads it back from the message Discord sends with it;
 * 3. Roll: `resolveAction`, and the result posted in the channel (the feed posts the roll too).
 */
import type { IntegrationCaller } from '../../graphql/caller.js';
import { decodeId, encodeId, UUID } from '../../primitives/ids.js';
import { EPHEMERAL, type Interaction, RESPONSE } from './interaction.js';
import type { DiscordMessage } from './rest.js';
import { fitMessage } from './embeds.js';
import { refusalText } from './refusals.js';
import { dieName, type Lang, percent, wordsFor } from './words.js';

/** The app's GraphQL, in process, as a user (src/http/handler.ts). */
export type GraphqlRunner = (query: string, variables: Record<string, unknown>, caller: IntegrationCaller) => Promise<GraphqlAnswer>;
export interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export type RollAnswer = { type: typeof RESPONSE.MESSAGE | typeof RESPONSE.UPDATE_MESSAGE; data: DiscordMessage };

export interface RollCall {
  graphql: GraphqlRunner;
  caller: IntegrationCaller;
  lang: Lang;
  i: Interaction;
}

export const SELECT_PREFIX = 'rsel:';
export const GO_PREFIX = 'rgo:';
/** Discord's select menu: at most 25 options. */
const MAX_OPTIONS = 25;
const NONE = { parse: [] as never[] };

const REQUEST = `query($id: ID!) { node(id: $id) { __typename ... on ActionRequest { id requestStatus difficulty threshold excludedModuleIds
  character { id name sheet { __typename ... on SmsSheet { modules { id name rank polarity } wounds { id nature rank } fatigue { passing lasting persistent } } } } } } }`;
const OPEN_REQUEST = `query($id: ID!) { node(id: $id) { __typename ... on Character { owner { id } actionRequests(status: OPEN, first: 1) { edges { node { id } } } } } }`;
const ODDS_FIELDS = 'score die automatic impossible probability stakesOnFailure';
const PREVIEW = `query($input: ResolveActionInput!) { previewAction(input: $input) { __typename ... on Error { code message } ... on RuleViolation { rule } ... on ActionOdds { ${ODDS_FIELDS} } } }`;
const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on Error { code message } ... on RuleViolation { rule }
  ... on ResolveActionPayload { result { score die automatic impossible probability roll success stakes } roll { seq } } } }`;

function ephemeral(content: string): RollAnswer {
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content, flags: EPHEMERAL, allowed_mentions: NONE }) };
}

/** What went wrong in an operation, in words for the player (refusals.ts): its refusal's sentence and rule, or a top-level error. */
export function refusalOf(answer: GraphqlAnswer, field: string, lang: Lang): string | null {
  const w = wordsFor(lang);
  const top = answer.errors?.[0];
  if (top) return refusalText(lang, [{ message: top.message }]);
  const payload = answer.data?.[field] as { __typename?: string; code?: string; message?: string; rule?: string } | undefined;
  if (!payload) return w.failed;
  if (payload.__typename === 'RuleViolation' || payload.__typename === 'ValidationError') return refusalText(lang, [{ code: payload.code, message: payload.message ?? '', rule: payload.rule }]);
  return null;
}

interface Sheet {
  modules: { id: string; name: string; rank: number; polarity: string }[];
  wounds: { id: string; nature: string; rank: number }[];
  fatigue: { passing: number; lasting: number; persistent: number };
}
interface RequestView {
  id: string;
  requestStatus: string;
  difficulty: number | null;
  threshold: number | null;
  excludedModuleIds: string[];
  character: { id: string; name: string; sheet: { __typename: string } & Partial<Sheet> };
}

async function readRequest(call: RollCall, requestId: string): Promise<RequestView | null> {
  const answer = await call.graphql(REQUEST, { id: encodeId('ActionRequest', requestId) }, call.caller);
  const node = answer.data?.node as (RequestView & { __typename: string }) | null | undefined;
  return node?.__typename === 'ActionRequest' ? node : null;
}

/** `/roll character:` — the character's open request, then the same flow as the Roll button. */
export async function rollCommand(call: RollCall, characterId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  if (!UUID.test(characterId)) return ephemeral(w.noSuchCharacter);
  const answer = await call.graphql(OPEN_REQUEST, { id: encodeId('Character', characterId) }, call.caller);
  const node = answer.data?.node as { owner?: { id: string } | null; actionRequests?: { edges: { node: { id: string } }[] } } | null | undefined;
  if (!node?.actionRequests) return ephemeral(w.noSuchCharacter);
  // Said at once rather than after the choice: only a PC's owner rolls for it (SMS §2.8; resolveAction refuses it anyway).
  if (node.owner?.id !== encodeId('User', call.caller.userId)) return ephemeral(w.notYourCharacter);
  const open = node.actionRequests.edges[0]?.node.id;
  // The request's raw uuid fits Discord's 100-character custom id; its global id need not.
  const requestId = open ? decodeId('ActionRequest', open) : null;
  if (!requestId) return ephemeral(w.noOpenRequest);
  return startRoll(call, requestId);
}

/** Step 1: the private menu of what may enter play. */
export async function startRoll(call: RollCall, requestId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const request = await readRequest(call, requestId);
  if (!request) return ephemeral(w.requestGone);
  if (request.requestStatus !== 'OPEN') return ephemeral(w.requestGone);
  const { sheet } = request.character;
  if (sheet.__typename !== 'SmsSheet') return ephemeral(w.unknownCommand);
  const options = menuOptions(sheet as Sheet, new Set(request.excludedModuleIds), call.lang);
  return {
    type: RESPONSE.MESSAGE,
    data: fitMessage({ content: w.rollPick(request.character.name, dieOf(request)), flags: EPHEMERAL, allowed_mentions: NONE, components: [menu(requestId, options, call.lang)] }),
  };
}

function dieOf(request: { difficulty: number | null; threshold: number | null }): string {
  return request.difficulty == null ? String(request.threshold ?? '') : dieName(request.difficulty);
}

interface MenuOption {
  label: string;
  value: string;
  default?: boolean;
}

const FATIGUE = [
  ['passing', 'PASSING'],
  ['lasting', 'LASTING'],
  ['persistent', 'PERSISTENT'],
] as const;

function menuOptions(sheet: Sheet, excluded: Set<string>, lang: Lang): MenuOption[] {
  const w = wordsFor(lang);
  const sign = (p: string) => (p === 'NEGATIVE' ? '−' : p === 'RESISTIVE' ? '~' : '+');
  const options: MenuOption[] = sheet.modules.filter((m) => !excluded.has(m.id)).map((m) => ({ label: `${m.name} (${sign(m.polarity)}${m.rank})`.slice(0, 100), value: `m:${m.id}` }));
  // Wounds and fatigue weigh on every roll (SMS §3): offered already chosen, as the app does.
  for (const wound of sheet.wounds) options.push({ label: w.woundOption(wound.nature, wound.rank).slice(0, 100), value: `w:${wound.id}`, default: true });
  for (const [field, kind] of FATIGUE) if (sheet.fatigue[field] > 0) options.push({ label: w.fatigueOption(kind, sheet.fatigue[field]), value: `f:${kind}`, default: true });
  return options.slice(0, MAX_OPTIONS);
}

function menu(requestId: string, options: MenuOption[], lang: Lang) {
  return {
    type: 1,
    components: [{ type: 3, custom_id: `${SELECT_PREFIX}${requestId}`, placeholder: wordsFor(lang).rollPlaceholder, min_values: 0, max_values: Math.max(1, options.length), options }],
  };
}

/** The menu's choice as resolveAction's input. */
function inputOf(characterId: string, requestId: string, values: readonly string[]) {
  const pick = (prefix: string) => values.filter((v) => v.startsWith(prefix)).map((v) => v.slice(prefix.length));
  return { characterId, requestId: encodeId('ActionRequest', requestId), moduleIds: pick('m:'), woundIds: pick('w:'), fatigueKinds: pick('f:') };
}

function chanceWords(odds: { automatic: boolean; impossible: boolean; probability: number }, lang: Lang): string {
  const w = wordsFor(lang);
  return odds.automatic ? w.automatic : odds.impossible ? w.impossible : w.chance(percent(odds.probability, lang));
}

/** Step 2: the score and the chance, before anything is rolled; the menu stays, to change the choice. */
export async function previewRoll(call: RollCall, requestId: string, values: readonly string[]): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const request = await readRequest(call, requestId);
  if (request?.requestStatus !== 'OPEN' || request.character.sheet.__typename !== 'SmsSheet') return ephemeral(w.requestGone);
  const answer = await call.graphql(PREVIEW, { input: inputOf(request.character.id, requestId, values) }, call.caller);
  const refused = refusalOf(answer, 'previewAction', call.lang);
  if (refused) return ephemeral(refused);
  const odds = answer.data!.previewAction as { score: number; die: number; automatic: boolean; impossible: boolean; probability: number; stakesOnFailure: string };
  const chosen = new Set(values);
  const options = menuOptions(request.character.sheet as Sheet, new Set(request.excludedModuleIds), call.lang).map((o) => ({ ...o, default: chosen.has(o.value) }));
  return {
    type: RESPONSE.UPDATE_MESSAGE,
    data: fitMessage({
      content: `${w.rollPick(request.character.name, dieOf(request))}\n${w.odds(odds.score, dieName(odds.die), chanceWords(odds, call.lang))} ${w.onFailure(w.stakes[odds.stakesOnFailure] ?? odds.stakesOnFailure)}`,
      flags: EPHEMERAL,
      allowed_mentions: NONE,
      components: [menu(requestId, options, call.lang), { type: 1, components: [{ type: 2, style: 1, label: w.rollButton, custom_id: `${GO_PREFIX}${requestId}` }] }],
    }),
  };
}

/** The choice the menu of the pressed message holds (its default options: set by step 2). */
export function chosenIn(i: Interaction): string[] {
  for (const row of i.message?.components ?? []) for (const c of row.components ?? []) if (c.custom_id?.startsWith(SELECT_PREFIX)) return (c.options ?? []).filter((o) => o.default).map((o) => o.value);
  return [];
}

/** Step 3: the roll, by resolveAction; the result in the channel for everyone. */
export async function rollNow(call: RollCall, requestId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const request = await readRequest(call, requestId);
  if (request?.requestStatus !== 'OPEN') return ephemeral(w.requestGone);
  const answer = await call.graphql(RESOLVE, { input: inputOf(request.character.id, requestId, chosenIn(call.i)) }, call.caller);
  const refused = refusalOf(answer, 'resolveAction', call.lang);
  if (refused) return ephemeral(refused);
  const { result, roll } = answer.data!.resolveAction as {
    result: { score: number; die: number; automatic: boolean; impossible: boolean; probability: number; roll: number | null; success: boolean; stakes: string };
    roll: { seq: number };
  };
  const line = w.rolled(request.character.name, result.score, dieName(result.die), chanceWords(result, call.lang), result.roll, result.success, w.stakes[result.stakes] ?? result.stakes);
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content: `${line} (#${roll.seq})`, allowed_mentions: NONE }) };
}
