/**
 * `/init`: the campaign's action sequence as the app's own queries show it to the caller (the
 * order, the round, initiatives a player may see), with a mention of whose turn it is, and a
 * "Next turn" button (custom id `next:<encounter>:<turnNumber>`): `nextTurn` with the turn the
 * message showed as `expectedTurn`, so a double press cannot skip a turn; the GM check is the
 * resolver's (a player's press is refused, privately).
 */
import { decodeId, encodeId } from '../../primitives/ids.js';
import { fitMessage } from './embeds.js';
import { EPHEMERAL, RESPONSE } from './interaction.js';
import { type RollAnswer, type RollCall, refusalOf } from './roll.js';
import { wordsFor } from './words.js';

export const NEXT_PREFIX = 'next:';
const ENCOUNTER_FIELDS = `id name round turn turnNumber participants { position kind nameAtStart initiative character { name owner { id } } }`;
const ACTIVE = `query($id: ID!) { node(id: $id) { ... on Campaign { encounters(status: ACTIVE, first: 1) { edges { node { ${ENCOUNTER_FIELDS} } } } } } }`;
const NEXT = `mutation($input: NextTurnInput!) { nextTurn(input: $input) { __typename ... on Error { code message } ... on RuleViolation { rule } ... on EncounterPayload { encounter { ${ENCOUNTER_FIELDS} } } } }`;

interface EncounterView {
  id: string;
  name: string;
  round: number;
  turn: number;
  turnNumber: number;
  participants: { position: number; kind: string; nameAtStart: string | null; initiative: number | null; character: { name: string; owner: { id: string } | null } | null }[];
}

/** Who to mention for a user of the app (their linked Discord account), or null. */
export type DiscordIdOf = (userId: string) => Promise<string | null>;

const privately = (content: string): RollAnswer => ({ type: RESPONSE.MESSAGE, data: fitMessage({ content, flags: EPHEMERAL, allowed_mentions: { parse: [] } }) });

export async function initCommand(call: RollCall, campaignId: string, discordIdOf: DiscordIdOf): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const answer = await call.graphql(ACTIVE, { id: encodeId('Campaign', campaignId) }, call.caller);
  const encounter = (answer.data?.node as { encounters?: { edges: { node: EncounterView }[] } } | null)?.encounters?.edges[0]?.node;
  if (!encounter) return privately(w.noEncounter);
  return { type: RESPONSE.MESSAGE, data: await sequenceMessage(encounter, call, discordIdOf) };
}

export async function nextTurnButton(call: RollCall, customId: string, discordIdOf: DiscordIdOf): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const [, encounterId = '', turn = ''] = customId.split(':');
  const answer = await call.graphql(NEXT, { input: { encounterId: encodeId('Encounter', encounterId), expectedTurn: Number(turn) } }, call.caller);
  const refused = refusalOf(answer, 'nextTurn', call.lang);
  if (refused) return privately(refused);
  const encounter = (answer.data!.nextTurn as { encounter: EncounterView }).encounter;
  if (!encounter) return privately(w.noEncounter);
  // The message itself moves on: the channel keeps one current order, not a pile of them.
  return { type: RESPONSE.UPDATE_MESSAGE, data: await sequenceMessage(encounter, call, discordIdOf) };
}

async function sequenceMessage(encounter: EncounterView, call: RollCall, discordIdOf: DiscordIdOf) {
  const w = wordsFor(call.lang);
  const nameOf = (p: EncounterView['participants'][number]) => p.character?.name ?? p.nameAtStart ?? '?';
  const lines = encounter.participants.map((p, index) => `${index === encounter.turn ? '▶' : '·'} ${nameOf(p)}${p.initiative == null ? '' : ` (${p.initiative})`}`);
  const current = encounter.participants[encounter.turn];
  const ownerId = current?.character?.owner ? decodeId('User', current.character.owner.id) : null;
  const mention = ownerId ? await discordIdOf(ownerId) : null;
  const rawId = decodeId('Encounter', encounter.id) ?? '';
  return fitMessage({
    content: `${mention ? `<@${mention}> ` : ''}${w.turnOf(current ? nameOf(current) : '?', encounter.round)}`,
    embeds: [{ title: encounter.name, description: lines.join('\n') }],
    // Only the player whose turn it is is pinged.
    allowed_mentions: { parse: [], users: mention ? [mention] : [] },
    components: [{ type: 1, components: [{ type: 2, style: 2, label: w.nextTurn, custom_id: `${NEXT_PREFIX}${rawId}:${encounter.turnNumber}` }] }],
  });
}
