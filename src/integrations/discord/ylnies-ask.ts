/**
 * Ylnies `/ask` (the GM): a 4d6 test asked of a character, as the app's Ylnies GM tools ask it —
 * characteristic and/or skill, modifier, threshold, a note — by the app's own `requestYlniesTest`
 * run as the GM (the resolver checks the role and the sheet). The channel message mentions the
 * character's player only and carries a **Roll** button (custom id `yask:<character>`): the press
 * opens `/test`'s private step for that character (its terms and chance first), whose own Roll
 * runs `resolveYlniesTest` — the player's only (ylnies-test.ts).
 */
import { decodeId, encodeId, UUID } from '../../primitives/ids.js';
import { fitMessage } from './embeds.js';
import { EPHEMERAL, RESPONSE } from './interaction.js';
import { type RollAnswer, type RollCall, refusalOf } from './roll.js';
import { wordsFor } from './words.js';
import { termsOf, ylniesTestCommand } from './ylnies-test.js';
import { REFUSAL_FIELDS } from './refusals.js';

export const YASK_PREFIX = 'yask:';
const REQUEST = `mutation($input: RequestYlniesTestInput!) { requestYlniesTest(input: $input) { __typename ${REFUSAL_FIELDS}
  ... on YlniesTestRequestPayload { request { characteristic skill modifier testThreshold note character { name owner { id } } } } } }`;
const SKILLS = `query($id: ID!) { node(id: $id) { ... on Character { sheet { ... on YlniesSheet { skills { name } } } } } }`;

const NONE = { parse: [] as never[] };
const privately = (content: string): RollAnswer => ({ type: RESPONSE.MESSAGE, data: fitMessage({ content, flags: EPHEMERAL, allowed_mentions: NONE }) });

/** Who to mention for a user of the app (their linked Discord account), or null. */
type DiscordIdOf = (userId: string) => Promise<string | null>;

export async function ylniesAsk(call: RollCall, characterId: string, values: Map<string, string | number | boolean>, discordIdOf: DiscordIdOf): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  if (!UUID.test(characterId)) return privately(w.noSuchCharacter);
  const text = (name: string) => (values.has(name) ? String(values.get(name)).trim() : '');
  const input = {
    characterId: encodeId('Character', characterId),
    // The threshold is the GM's: without one, 20 as the app's form proposes.
    threshold: values.has('threshold') ? Number(values.get('threshold')) : 20,
    modifier: values.has('modifier') ? Number(values.get('modifier')) : 0,
    ...(text('characteristic') ? { characteristic: text('characteristic') } : {}),
    ...(text('skill') ? { skill: text('skill') } : {}),
    ...(text('note') ? { note: text('note').slice(0, 500) } : {}),
  };
  const answer = await call.graphql(REQUEST, { input }, call.caller);
  const refused = refusalOf(answer, 'requestYlniesTest', call.lang);
  if (refused) return privately(refused);
  const { request } = answer.data!.requestYlniesTest as {
    request: { characteristic: string | null; skill: string | null; modifier: number; testThreshold: number; note: string | null; character: { name: string; owner: { id: string } | null } };
  };
  const ownerId = request.character.owner ? decodeId('User', request.character.owner.id) : null;
  const mention = ownerId ? await discordIdOf(ownerId) : null;
  const terms = termsOf(request.characteristic, request.skill, request.modifier);
  return {
    type: RESPONSE.MESSAGE,
    data: fitMessage({
      content: `${mention ? `<@${mention}> ` : ''}${w.ylniesAsked(call.caller.name, request.character.name, terms, request.testThreshold)}${request.note ? `\n> ${request.note}` : ''}`,
      // Only the player concerned is pinged, whatever the note says.
      allowed_mentions: { parse: [], users: mention ? [mention] : [] },
      components: [{ type: 1, components: [{ type: 2, style: 1, label: w.rollButton, custom_id: `${YASK_PREFIX}${characterId}` }] }],
    }),
  };
}

/** The Roll button of a Ylnies `/ask`: `/test`'s private step for that character (the owner's only). */
export function ylniesAskButton(call: RollCall, customId: string): Promise<RollAnswer> {
  return ylniesTestCommand(call, customId.slice(YASK_PREFIX.length));
}

/** The character's skills whose name holds `typed`: the `skill` option's autocomplete. */
export async function skillChoices(call: RollCall, characterId: string, typed: string): Promise<{ name: string; value: string }[]> {
  if (!UUID.test(characterId)) return [];
  const answer = await call.graphql(SKILLS, { id: encodeId('Character', characterId) }, call.caller);
  const skills = (answer.data?.node as { sheet?: { skills?: { name: string }[] } } | null)?.sheet?.skills ?? [];
  return skills
    .filter((s) => s.name.toLowerCase().includes(typed.toLowerCase()))
    .slice(0, 25)
    .map((s) => ({ name: s.name.slice(0, 100), value: s.name.slice(0, 100) }));
}
