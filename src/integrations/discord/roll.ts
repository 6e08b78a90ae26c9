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
import { choiceOf, declarationOf, type HelperView, helperOptions, MENU, menuRow, ownOptions, resistiveOptions, type SheetView } from './roll-menus.js';
import { REFUSAL_FIELDS, type RefusalAnswer, refusalText, refusedIn } from './refusals.js';
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

/**
 * A request's flow: `r<menu>:<request>`; a free roll's: `f<menu>:<character>:<die>:<circumstances>`,
 * then `:<quality shift>` when the GM gave one (SMS §2.7; a request's own shift is the request's).
 */
export const SELECT_PREFIX = 'rsel:';
export const GO_PREFIX = 'rgo:';
export const FREE_GO_PREFIX = 'fgo:';
const FREE_PREFIXES = ['fsel:', 'fast:', 'fas2:', 'fres:', FREE_GO_PREFIX];
const REQUEST_PREFIXES = ['rsel:', 'rast:', 'ras2:', 'rres:', GO_PREFIX];
const NONE = { parse: [] as never[] };

const SHEET = `sheet { __typename ... on SmsSheet { modules { id name rank polarity } wounds { id nature rank } fatigue { passing lasting persistent } } }`;
// Who may help: the characters of the campaign the caller may see (a player: the PCs), with their modules.
const HELPERS = `campaign { characters(first: 100) { edges { node { id name sheet { ... on SmsSheet { modules { id name rank polarity } } } } } } }`;
const REQUEST = `query($id: ID!) { node(id: $id) { __typename ... on ActionRequest { id requestStatus difficulty threshold qualityShift excludedModuleIds
  character { id name ${SHEET} ${HELPERS} } } } }`;
const CHARACTER = `query($id: ID!) { node(id: $id) { __typename ... on Character { id name ${SHEET} ${HELPERS} } } }`;
const OPEN_REQUEST = `query($id: ID!) { node(id: $id) { __typename ... on Character { owner { id } actionRequests(status: OPEN, first: 1) { edges { node { id } } } } } }`;
const ODDS_FIELDS = 'score die automatic impossible probability stakesOnFailure';
const PREVIEW = `query($input: ResolveActionInput!) { previewAction(input: $input) { __typename ${REFUSAL_FIELDS} ... on ActionOdds { ${ODDS_FIELDS} } } }`;
const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ${REFUSAL_FIELDS}
  ... on ResolveActionPayload { result { score die automatic impossible probability roll success stakes } roll { seq } } } }`;

function ephemeral(content: string): RollAnswer {
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content, flags: EPHEMERAL, allowed_mentions: NONE }) };
}

/** What went wrong in an operation, in words for the player (refusals.ts): its refusal's sentence and rule, or a top-level error. */
export function refusalOf(answer: GraphqlAnswer, field: string, lang: Lang): string | null {
  const w = wordsFor(lang);
  const top = answer.errors?.[0];
  if (top) return refusalText(lang, [{ message: top.message }]);
  const payload = answer.data?.[field] as RefusalAnswer | undefined;
  if (!payload) return w.failed;
  if (payload.__typename === 'RuleViolation' || payload.__typename === 'ValidationError') return refusalText(lang, refusedIn(payload));
  return null;
}

interface CharacterView {
  id: string;
  name: string;
  sheet: { __typename: string } & Partial<SheetView>;
  campaign: { characters: { edges: { node: { id: string; name: string; sheet: { modules?: HelperView['modules'] } } }[] } };
}

/** What a roll is about: the GM's request, or a free roll's die and circumstances. */
type Subject = { kind: 'request'; requestId: string } | { kind: 'free'; characterId: string; difficulty: number; circumstances: number; qualityShift: number };

/** The subject as it lives in custom ids (raw uuids: global ids would not fit 100 characters). */
function keyOf(subject: Subject): string {
  if (subject.kind === 'request') return `r%s:${subject.requestId}`;
  return `f%s:${subject.characterId}:${subject.difficulty}:${subject.circumstances}${subject.qualityShift ? `:${subject.qualityShift}` : ''}`;
}
const customId = (subject: Subject, menu: string) => keyOf(subject).replace('%s', menu);

/** A custom id of the roll flow as its subject and step, or null. */
export function parseRollId(custom: string): { subject: Subject; step: string } | null {
  const [prefix = '', first = '', die, circumstances, shift = '0'] = custom.split(':');
  if (REQUEST_PREFIXES.includes(`${prefix}:`) && UUID.test(first)) return { subject: { kind: 'request', requestId: first }, step: prefix.slice(1) };
  if (FREE_PREFIXES.includes(`${prefix}:`) && UUID.test(first) && /^\d+$/.test(die ?? '') && /^-?\d+$/.test(circumstances ?? '') && /^-?\d+$/.test(shift))
    return { subject: { kind: 'free', characterId: first, difficulty: Number(die), circumstances: Number(circumstances), qualityShift: Number(shift) }, step: prefix.slice(1) };
  return null;
}

/** The character, what the GM ruled out and the die, as the caller may see them; null when there is nothing (left) to roll. */
async function readSubject(call: RollCall, subject: Subject): Promise<{ character: CharacterView; excluded: Set<string>; die: string } | null> {
  if (subject.kind === 'free') {
    const answer = await call.graphql(CHARACTER, { id: encodeId('Character', subject.characterId) }, call.caller);
    const node = answer.data?.node as (CharacterView & { __typename: string }) | null | undefined;
    if (node?.__typename !== 'Character') return null;
    const circumstances = subject.circumstances ? ` ${subject.circumstances > 0 ? '+' : '−'}${Math.abs(subject.circumstances)}` : '';
    return { character: node, excluded: new Set(), die: `${dieName(subject.difficulty)}${circumstances}${shiftWords(subject.qualityShift, call.lang)}` };
  }
  const answer = await call.graphql(REQUEST, { id: encodeId('ActionRequest', subject.requestId) }, call.caller);
  const node = answer.data?.node as
    | { __typename: string; requestStatus: string; difficulty: number | null; threshold: number | null; qualityShift: number | null; excludedModuleIds: string[]; character: CharacterView }
    | null
    | undefined;
  if (node?.__typename !== 'ActionRequest' || node.requestStatus !== 'OPEN') return null;
  const die = node.difficulty == null ? String(node.threshold ?? '') : `${dieName(node.difficulty)}${shiftWords(node.qualityShift ?? 0, call.lang)}`;
  return { character: node.character, excluded: new Set(node.excludedModuleIds), die };
}

/** The quality shift beside the die, when there is one (the odds' die is the one played). */
const shiftWords = (shift: number, lang: Lang) => (shift ? ` (${wordsFor(lang).qualityShift(shift)})` : '');

/** `/roll character:` — the character's open request (or, with `difficulty`, a free roll), then the menus. */
export async function rollCommand(call: RollCall, characterId: string, free?: { difficulty: number; circumstances: number; qualityShift: number }): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  if (!UUID.test(characterId)) return ephemeral(w.noSuchCharacter);
  // A free roll: whether the caller may is resolveAction's decision (the GM, docs/rules.md A1).
  if (free) return startRoll(call, { kind: 'free', characterId, ...free });
  const answer = await call.graphql(OPEN_REQUEST, { id: encodeId('Character', characterId) }, call.caller);
  const node = answer.data?.node as { owner?: { id: string } | null; actionRequests?: { edges: { node: { id: string } }[] } } | null | undefined;
  if (!node?.actionRequests) return ephemeral(w.noSuchCharacter);
  // Said at once rather than after the choice: only a PC's owner rolls for it (SMS §2.8; resolveAction refuses it anyway).
  if (node.owner?.id !== encodeId('User', call.caller.userId)) return ephemeral(w.notYourCharacter);
  const open = node.actionRequests.edges[0]?.node.id;
  // The request's raw uuid fits Discord's 100-character custom id; its global id need not.
  const requestId = open ? decodeId('ActionRequest', open) : null;
  if (!requestId) return ephemeral(w.noOpenRequest);
  return startRoll(call, { kind: 'request', requestId });
}

/** The Roll button of `/ask` (custom id `roll:<request>`): step 1 for that request. */
export function startRequestRoll(call: RollCall, requestId: string): Promise<RollAnswer> {
  return startRoll(call, { kind: 'request', requestId });
}

/** A select menu or the Roll press of the flow (checked by parseRollId). */
export function rollComponent(call: RollCall, parsed: { subject: Subject; step: string }): Promise<RollAnswer> {
  return parsed.step === 'go' ? rollNow(call, parsed.subject) : previewRoll(call, parsed.subject, choiceOf(call.i));
}

type Read = NonNullable<Awaited<ReturnType<typeof readSubject>>>;

/** The menus of the message, the choice marked in them (null: each menu's own defaults). */
function menus(call: RollCall, subject: Subject, read: Read, chosen: ReadonlySet<string> | null) {
  const w = wordsFor(call.lang);
  const sheet = read.character.sheet as SheetView;
  const helpers: HelperView[] = read.character.campaign.characters.edges
    .map(({ node }) => ({ id: node.id, name: node.name, modules: node.sheet.modules ?? [] }))
    .filter((h) => h.id !== read.character.id);
  const [firstHelpers, moreHelpers] = helperOptions(helpers);
  return [
    menuRow(customId(subject, MENU.own), w.rollPlaceholder, ownOptions(sheet, read.excluded, call.lang), chosen),
    menuRow(customId(subject, MENU.helpers), w.helpersPlaceholder, firstHelpers, chosen),
    menuRow(customId(subject, MENU.moreHelpers), w.moreHelpersPlaceholder, moreHelpers, chosen),
    menuRow(customId(subject, MENU.resistive), w.resistivePlaceholder, resistiveOptions(sheet, read.excluded, call.lang), chosen),
  ].filter((row) => row !== null);
}

/** Step 1: the private menus of what may enter play. */
async function startRoll(call: RollCall, subject: Subject): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const read = await readSubject(call, subject);
  if (!read) return ephemeral(subject.kind === 'request' ? w.requestGone : w.noSuchCharacter);
  if (read.character.sheet.__typename !== 'SmsSheet') return ephemeral(w.unknownCommand);
  const rows = menus(call, subject, read, null);
  // Nothing to choose (a sheet without modules, wounds or fatigue, and no help): the odds at once.
  if (!rows.length) return { ...(await previewRoll(call, subject, [])), type: RESPONSE.MESSAGE };
  return {
    type: RESPONSE.MESSAGE,
    data: fitMessage({ content: w.rollPick(read.character.name, read.die), flags: EPHEMERAL, allowed_mentions: NONE, components: rows }),
  };
}

/** resolveAction's input: the subject and the declaration the menus hold. */
function inputOf(characterId: string, subject: Subject, values: readonly string[]) {
  const given =
    subject.kind === 'request'
      ? { requestId: encodeId('ActionRequest', subject.requestId) }
      : { difficulty: subject.difficulty, circumstances: subject.circumstances, ...(subject.qualityShift ? { qualityShift: subject.qualityShift } : {}) };
  return { characterId, ...given, ...declarationOf(values) };
}

function chanceWords(odds: { automatic: boolean; impossible: boolean; probability: number }, lang: Lang): string {
  const w = wordsFor(lang);
  return odds.automatic ? w.automatic : odds.impossible ? w.impossible : w.chance(percent(odds.probability, lang));
}

/** Step 2: the score and the chance, before anything is rolled; the menus stay, to change the choice. */
async function previewRoll(call: RollCall, subject: Subject, values: readonly string[]): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const read = await readSubject(call, subject);
  if (read?.character.sheet.__typename !== 'SmsSheet') return ephemeral(subject.kind === 'request' ? w.requestGone : w.noSuchCharacter);
  const answer = await call.graphql(PREVIEW, { input: inputOf(read.character.id, subject, values) }, call.caller);
  const refused = refusalOf(answer, 'previewAction', call.lang);
  if (refused) return ephemeral(refused);
  const odds = answer.data!.previewAction as { score: number; die: number; automatic: boolean; impossible: boolean; probability: number; stakesOnFailure: string };
  return {
    type: RESPONSE.UPDATE_MESSAGE,
    data: fitMessage({
      content: `${w.rollPick(read.character.name, read.die)}\n${w.odds(odds.score, dieName(odds.die), chanceWords(odds, call.lang))} ${w.onFailure(w.stakes[odds.stakesOnFailure] ?? odds.stakesOnFailure)}`,
      flags: EPHEMERAL,
      allowed_mentions: NONE,
      components: [...menus(call, subject, read, new Set(values)), { type: 1, components: [{ type: 2, style: 1, label: w.rollButton, custom_id: customId(subject, 'go') }] }],
    }),
  };
}

/** Step 3: the roll, by resolveAction, with the choice the pressed message holds; the result in the channel for everyone. */
async function rollNow(call: RollCall, subject: Subject): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const read = await readSubject(call, subject);
  if (!read) return ephemeral(subject.kind === 'request' ? w.requestGone : w.noSuchCharacter);
  const answer = await call.graphql(RESOLVE, { input: inputOf(read.character.id, subject, choiceOf(call.i)) }, call.caller);
  const refused = refusalOf(answer, 'resolveAction', call.lang);
  if (refused) return ephemeral(refused);
  const { result, roll } = answer.data!.resolveAction as {
    result: { score: number; die: number; automatic: boolean; impossible: boolean; probability: number; roll: number | null; success: boolean; stakes: string };
    roll: { seq: number };
  };
  const line = w.rolled(read.character.name, result.score, dieName(result.die), chanceWords(result, call.lang), result.roll, result.success, w.stakes[result.stakes] ?? result.stakes);
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content: `${line} (#${roll.seq})`, allowed_mentions: NONE }) };
}
