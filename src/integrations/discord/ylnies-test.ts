/**
 * Ylnies `/test character:`: the GM's open test request for the caller's character (asked in the
 * app), its terms and the chance (the app's `ylniesOdds` for the sheet's characteristic and
 * skill, the modifier and the threshold) shown privately with a **Roll** button (custom id
 * `ytest:<character>:<test request>`); the press runs `resolveYlniesTest` (a player answers only
 * for their own character: the resolver's check) and posts the result with the server's own
 * chance of it.
 */
import { decodeId, encodeId, UUID } from '../../primitives/ids.js';
import { fitMessage } from './embeds.js';
import { EPHEMERAL, RESPONSE } from './interaction.js';
import { type RollAnswer, type RollCall, refusalOf } from './roll.js';
import { percent, wordsFor } from './words.js';
import { REFUSAL_FIELDS } from './refusals.js';

export const YTEST_PREFIX = 'ytest:';
const OPEN = `query($id: ID!) { node(id: $id) { ... on Character { name owner { id } sheet { __typename ... on YlniesSheet { characteristics { key value } skills { name characteristic value } } }
  actionRequests(status: OPEN, first: 10) { edges { node { ylniesTest { id characteristic skill modifier testThreshold } } } } } } }`;
const ODDS = `query($input: YlniesOddsInput!) { ylniesOdds(input: $input) { success } }`;
const RESOLVE = `mutation($input: ResolveYlniesTestInput!) { resolveYlniesTest(input: $input) { __typename ${REFUSAL_FIELDS}
  ... on YlniesTestPayload { character { name } result { dice bonus total threshold success outcome probability } } } }`;

const NONE = { parse: [] as never[] };
const privately = (content: string): RollAnswer => ({ type: RESPONSE.MESSAGE, data: fitMessage({ content, flags: EPHEMERAL, allowed_mentions: NONE }) });

interface TestView {
  id: string;
  characteristic: string | null;
  skill: string | null;
  modifier: number;
  testThreshold: number;
}

/** A test's terms as players write them: "AGI + Hache +1". */
export function termsOf(characteristic: string | null, skill: string | null, modifier: number): string {
  const named = [characteristic, skill].filter(Boolean).join(' + ');
  const shift = modifier ? `${modifier > 0 ? '+' : '−'}${Math.abs(modifier)}` : '';
  return [named, shift].filter(Boolean).join(' ');
}

export async function ylniesTestCommand(call: RollCall, characterId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  if (!UUID.test(characterId)) return privately(w.noSuchCharacter);
  const answer = await call.graphql(OPEN, { id: encodeId('Character', characterId) }, call.caller);
  const node = answer.data?.node as
    | {
        name?: string;
        owner?: { id: string } | null;
        sheet?: { __typename: string; characteristics?: { key: string; value: number }[]; skills?: { name: string; characteristic: string; value: number }[] };
        actionRequests?: { edges: { node: { ylniesTest: TestView | null } }[] };
      }
    | null
    | undefined;
  if (!node?.name || node.sheet?.__typename !== 'YlniesSheet') return privately(w.noSuchCharacter);
  // Said at once (the Roll button of a Ylnies /ask leads here too): only the player answers their character's test.
  if (node.owner?.id !== encodeId('User', call.caller.userId)) return privately(w.notYourCharacter);
  const test = node.actionRequests?.edges.map((e) => e.node.ylniesTest).find((t) => t);
  if (!test) return privately(w.noOpenRequest);
  const skill = test.skill ? node.sheet.skills?.find((s) => s.name.toLowerCase() === test.skill!.toLowerCase()) : undefined;
  // The characteristic the request names, else the skill's own (Ylnies §Tests).
  const key = test.characteristic ?? skill?.characteristic ?? null;
  const characteristic = node.sheet.characteristics?.find((c) => c.key === key)?.value ?? 0;
  const odds = await call.graphql(ODDS, { input: { characteristic, skill: skill?.value ?? 0, modifier: test.modifier, threshold: test.testThreshold } }, call.caller);
  const chance = (odds.data?.ylniesOdds as { success: number } | undefined)?.success;
  const terms = termsOf(key, test.skill, test.modifier);
  return {
    type: RESPONSE.MESSAGE,
    data: fitMessage({
      content: w.ylniesTest(node.name, terms, test.testThreshold, chance == null ? '?' : percent(chance, call.lang)),
      flags: EPHEMERAL,
      allowed_mentions: NONE,
      components: [{ type: 1, components: [{ type: 2, style: 1, label: w.rollButton, custom_id: `${YTEST_PREFIX}${characterId}:${decodeId('YlniesTestRequest', test.id) ?? ''}` }] }],
    }),
  };
}

export async function ylniesTestButton(call: RollCall, customId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const [, characterId = '', requestId = ''] = customId.split(':');
  if (!UUID.test(characterId) || !UUID.test(requestId)) return privately(w.unknownCommand);
  const answer = await call.graphql(RESOLVE, { input: { characterId: encodeId('Character', characterId), requestId: encodeId('YlniesTestRequest', requestId) } }, call.caller);
  const refused = refusalOf(answer, 'resolveYlniesTest', call.lang);
  if (refused) return privately(refused);
  const { character, result } = answer.data!.resolveYlniesTest as { character: { name: string }; result: { dice: number[]; bonus: number; total: number; threshold: number; success: boolean; outcome: string; probability: number | null } };
  const chance = result.probability == null ? '?' : percent(result.probability, call.lang);
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content: w.ylniesRolled(character.name, result.dice.join(' '), result.bonus, result.total, result.threshold, result.success, chance), allowed_mentions: NONE }) };
}
